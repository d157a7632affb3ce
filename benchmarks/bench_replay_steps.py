"""Replay speed in the real window (run by hand: ``python benchmarks/bench_replay_steps.py``).

Issue 28's targets, in the window at 1360x860 offscreen, measured in CPU time
(``time.process_time``, so other work on a shared machine weighs less) for the
code of this checkout against a baseline checkout (``--base``, default
``/tmp/base28``: ``git worktree add /tmp/base28 192a079``), the two run
alternately in fresh interpreters:

* step p90: one step forward (the Go menu's Next Step), the events it posts
  handled and the whole window repainted, over every step of the first hands;
* result step p90: the same onto a hand's result step (the result panel shows);
* hand change p90: Next Hand, handled and repainted;
* open: a 13-hand mjlog opened to the painted table.

Each figure with the Analysis panel hidden (the default: tabbed behind the
verification report) and raised.  Targets: step <= 16 ms, result step <= 25 ms,
hand change <= 50 ms, open <= 300 ms.

After each action the window paints what the action marked dirty, as the event
loop does in the running app; ``--full-repaint`` paints the whole window instead
(every dock and bar, changed or not: the pessimistic figure).  Byte code is
compiled once per checkout before the measured runs, as an installed app has it.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
# Not imported from bench_gui: that module puts this checkout first on sys.path,
# and the baseline's child process must import the baseline's code.
MJLOG = REPO.parent / "shared" / "data" / "tenhou" / "mjlog"
LOG = MJLOG / "mjx-project__mjx__tests_py__resources__mjlog__2010112714gm-00a9-0000-d497e395.mjlog"
HANDS = 4  # hands stepped through per run


def p90(values: list[float]) -> float:
    return statistics.quantiles(values, n=10)[-1] if len(values) > 1 else values[0]


def child(analysis: bool, full_repaint: bool) -> None:
    """Measure the checkout on sys.path; print the figures as JSON.

    ``full_repaint`` paints the whole window after every action (the pessimistic
    figure); otherwise the window paints what the action marked dirty, as the
    event loop does in the running app.
    """
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from yamaviewer.gui.main_window import MainWindow
    from yamaviewer.gui.settings import Settings

    app = QApplication.instance() or QApplication([])
    settings = Settings(QSettings(os.devnull, QSettings.Format.IniFormat))
    window = MainWindow(settings, restore=False)
    window.resize(1360, 860)
    window.show()
    if analysis:
        window.analysis_dock.raise_()
    for _ in range(3):
        app.processEvents()

    def settle() -> None:
        app.processEvents()
        app.processEvents()
        if full_repaint:
            window.repaint()

    start = time.process_time()
    if not window.open_path(LOG):
        raise SystemExit(f"cannot open {LOG}")
    settle()
    opened = (time.process_time() - start) * 1000
    assert window.game is not None
    steps: list[float] = []
    results: list[float] = []
    hands: list[float] = []
    for hand in range(min(HANDS, window.game.hand_count)):
        scene = window.navigation.scene
        assert scene is not None
        result_steps = {s for s, e in enumerate(scene.hand.events, 1) if e.result is not None}
        for step in range(1, window.step_count):
            start = time.process_time()
            window.next_step()
            settle()
            elapsed = (time.process_time() - start) * 1000
            (results if step in result_steps else steps).append(elapsed)
            assert window.step == step, (window.step, step)
        start = time.process_time()
        window.next_hand()
        settle()
        hands.append((time.process_time() - start) * 1000)
        assert window.hand_index == hand + 1
    print(
        json.dumps({"step": p90(steps), "result": p90(results), "hand": p90(hands), "open": opened})
    )
    window.close()


#: As installed: byte code compiled once and reused (each checkout its own).
_PYCACHE = tempfile.mkdtemp(prefix="yamaviewer-pycache-")


def run(root: Path, analysis: bool, full_repaint: bool) -> dict[str, float]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(
        PYTHONPATH=str(root),
        QT_QPA_PLATFORM="offscreen",
        PYTHONPYCACHEPREFIX=str(Path(_PYCACHE) / root.name),
    )
    args = [sys.executable, str(Path(__file__).resolve()), "--child"]
    if analysis:
        args.append("--analysis")
    if full_repaint:
        args.append("--full-repaint")
    out = subprocess.run(args, env=env, cwd=root, capture_output=True, text=True, check=True)
    figures: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--analysis", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument(
        "--full-repaint",
        action="store_true",
        help="repaint the whole window after each action (default: what the action dirtied)",
    )
    parser.add_argument("--base", type=Path, default=Path("/tmp/base28"))
    parser.add_argument("--rounds", type=int, default=3)
    options = parser.parse_args()
    if options.child:
        child(options.analysis, options.full_repaint)
        return
    for root in (options.base, REPO):  # compile each checkout's byte code once, unmeasured
        run(root, False, False)
    for analysis in (False, True):
        figures: dict[str, list[dict[str, float]]] = {"base": [], "new": []}
        for _ in range(options.rounds):
            figures["base"].append(run(options.base, analysis, options.full_repaint))
            figures["new"].append(run(REPO, analysis, options.full_repaint))
        panel = "raised" if analysis else "hidden"
        paint = "whole window" if options.full_repaint else "dirty regions"
        print(f"Analysis panel {panel}, {paint} painted (CPU ms, median of {options.rounds} runs):")
        for key, label, target in (
            ("step", "step p90", 16),
            ("result", "result step p90", 25),
            ("hand", "hand change p90", 50),
            ("open", "open 13-hand log", 300),
        ):
            base = statistics.median(f[key] for f in figures["base"])
            new = statistics.median(f[key] for f in figures["new"])
            print(f"  {label:18} base {base:6.1f}  new {new:6.1f}  (target <= {target})")


if __name__ == "__main__":
    main()
