"""Result-step speed (run by hand: ``python benchmarks/bench_result_step.py``).

Stepping onto a result builds the result panel (tiles, yaku, deltas) over the
table; an ordinary step only repaints the table and strip.  Measured in one run
on the 15-hand shared mjlog, offscreen: the median time of stepping onto every
hand's result step (panel shown) against stepping onto the step before it (the
baseline, no panel), each followed by a full window repaint.  Target: a result
step under the 16 ms an ordinary step is held to.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "benchmarks"))

from bench_gui import LOG  # noqa: E402  (the same 15-hand log as the GUI benchmark)


def main() -> None:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from yamaviewer.gui.main_window import MainWindow
    from yamaviewer.gui.settings import Settings

    app = QApplication.instance() or QApplication([])
    settings = Settings(QSettings(str(Path(os.devnull)), QSettings.Format.IniFormat))
    window = MainWindow(settings, restore=False)
    window.resize(1400, 900)
    window.show()
    if not window.open_path(LOG):
        raise SystemExit(f"cannot open {LOG}")
    assert window.game is not None
    plain: list[float] = []
    result: list[float] = []
    for _round in range(3):
        for hand in range(window.game.hand_count):
            window.set_hand(hand)
            scene = window.navigation.scene
            assert scene is not None
            steps = [s for s, e in enumerate(scene.hand.events, 1) if e.result is not None]
            for target, times in ((steps[0] - 1, plain), (steps[0], result)):
                window.set_step(target - 2)
                app.processEvents()
                start = time.perf_counter()
                window.set_step(target)
                window.repaint()
                app.processEvents()
                times.append((time.perf_counter() - start) * 1000)
    print(f"ordinary step (baseline): median {statistics.median(plain):.1f} ms over {len(plain)}")
    print(f"result step (panel):      median {statistics.median(result):.1f} ms over {len(result)}")
    window.close()


if __name__ == "__main__":
    main()
