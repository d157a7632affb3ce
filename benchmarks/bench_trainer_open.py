"""The longest frame while the trainer opens on a long history (run by hand).

``python benchmarks/bench_trainer_open.py [ANSWERS]`` (default 1,000,000) builds a
history with the real schema (:func:`bench_trainer.build`), then, with a 10 ms
QTimer ticking, opens the trainer on it and shows its Statistics tab, as a player
who opens the trainer and looks at their progress.  It prints the longest gap
between two ticks (the longest frame the window could not draw) until the
statistics are on screen, and how long they took.

Target (issue 27): every frame under 100 ms at 1,000,000 answers.  Not a test:
timings depend on the machine.
"""

from __future__ import annotations

import itertools
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from benchmarks.bench_trainer import build  # noqa: E402


def measure(db: Path) -> tuple[float, float, float, int]:
    """(longest frame ms, seconds to build the widget, seconds until stats shown, answered)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from yamaviewer.gui.trainer.widget import TrainerWidget

    app = QApplication.instance() or QApplication([])
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    state: dict[str, object] = {}

    def open_trainer() -> None:
        start = time.perf_counter()
        widget = TrainerWidget(history_path=db, settings=None)
        widget.show_mode("stats")
        widget.show()
        state["widget"] = widget
        state["built"] = time.perf_counter() - start
        state["start"] = start

    def check() -> None:
        widget = state.get("widget")
        if widget is not None and widget.stats_page.stats is not None:  # type: ignore[attr-defined]
            state.setdefault("shown", time.perf_counter())
            app.quit()

    poll = QTimer()
    poll.setInterval(5)
    poll.timeout.connect(check)
    timer.start()
    poll.start()
    QTimer.singleShot(200, open_trainer)
    QTimer.singleShot(600_000, app.quit)
    app.exec()
    timer.stop()
    widget = state["widget"]
    start = float(state["start"])  # type: ignore[arg-type]
    shown = float(state.get("shown", time.perf_counter()))  # type: ignore[arg-type]
    window = [t for t in ticks if t >= start - 0.05]
    gaps = [b - a for a, b in itertools.pairwise(window)]
    # The frame that contains the opening itself counts: from the last tick before it.
    before = [t for t in ticks if t < start]
    if before and window:
        gaps.append(window[0] - before[-1])
    answered = widget.stats_page.stats.overall.answered  # type: ignore[attr-defined]
    widget.shutdown()  # type: ignore[attr-defined]
    return 1000 * max(gaps), float(state["built"]), shown - start, answered  # type: ignore[arg-type]


def main() -> None:
    answers = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "history.sqlite3"
        t = time.perf_counter()
        build(db, answers)
        print(f"built {answers:,} answers in {time.perf_counter() - t:.1f} s")
        longest, built, shown, answered = measure(db)
        print(f"opening the trainer on {answers:,} answers, Statistics tab shown:")
        print(f"  longest frame: {longest:8.1f} ms   (target < 100 ms)")
        print(f"  widget built:  {built * 1000:8.1f} ms   statistics shown after {shown:.2f} s")
        print(f"  statistics count {answered:,} answers")


if __name__ == "__main__":
    main()
