"""Viewer speed figures (run by hand: ``python benchmarks/bench_gui.py``).

Measures, in one run on this machine (offscreen Qt unless QT_QPA_PLATFORM is set):

* cold start to the first painted window: ``yamaviewer`` on the demo game, in a
  fresh interpreter each time, until the table has been painted once; and the
  same for a bare PySide6 window (QApplication + QWidget) for comparison, the two
  alternating so that drift in the machine's speed hits both alike.  Measured
  twice: as installed (the package's modules byte-compiled, as pip leaves them,
  into a scratch ``PYTHONPYCACHEPREFIX``; PySide6 itself always is) and as this
  environment runs a source checkout (with ``PYTHONDONTWRITEBYTECODE`` set, every
  start compiles the package's ~30 modules again, some 50-100 ms);
* opening a 15-hand mjlog in the window (read, verify, first table paint);
* one step (state lookup, table and wall-strip repaint), over every step of a hand.

Targets from the issue: cold start < 1.5 s and at most 2.5x the bare window,
open < 200 ms, a step < 16 ms.  Not part of the test suite: timings depend on
the machine.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
LOG = (
    REPO.parent
    / "shared"
    / "data"
    / "tenhou"
    / "mjlog"
    / "mjx-project__mjx__tests_py__resources__mjlog__2010081709gm-00a9-0000-fe3371ad.mjlog"
)

_QUIT_ON_PAINT = """
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

class _QuitOnPaint(QObject):
    def __init__(self, name):
        super().__init__()
        self.name = name
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and (not self.name or obj.objectName() == self.name):
            if not getattr(self, "done", False):
                self.done = True
                import sys, time
                sys.stdout.write(f"painted {time.time()!r}\\n")
                sys.stdout.flush()
            QTimer.singleShot(0, QApplication.quit)
        return False

_exec = QApplication.exec
def _patched_exec(self, *args):
    # Watch the measured widget only: a filter on the whole application makes
    # PySide wrap every object that receives any event (creating the Python
    # types and enums of classes a normal run never touches from Python), which
    # would time the benchmark's own hook rather than the program.
    self._yv_filter = _QuitOnPaint(NAME)
    for window in QApplication.topLevelWidgets():
        target = window.findChild(QObject, NAME) if NAME else window
        if target is not None:
            target.installEventFilter(self._yv_filter)
    return _exec()
QApplication.exec = _patched_exec
"""

APP_CHILD = (
    _QUIT_ON_PAINT.replace("NAME", "'tableView'")
    + """
import sys
from yamaviewer.gui.app import main
sys.exit(main([]))
"""
)

BARE_CHILD = (
    _QUIT_ON_PAINT.replace("NAME", "''")
    + """
import sys
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication(sys.argv)
window = QWidget()
window.resize(1280, 800)
window.show()
sys.exit(app.exec())
"""
)


def _cold_starts(
    runs: int, home: str, *, compiled: bool
) -> tuple[list[float], list[float], list[float], list[float]]:
    """Start-to-first-paint times of (bare window, yamaviewer), then their whole-process
    times (start, paint, quit and interpreter teardown); the two programs alternate."""
    env = {**os.environ, "PYTHONPATH": str(REPO), "HOME": home, "XDG_CONFIG_HOME": home}
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    if compiled:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(Path(home) / "pycache")
    else:
        env.setdefault("PYTHONDONTWRITEBYTECODE", "1")

    def run(code: str) -> tuple[float, float]:
        """(process start to first paint, whole process), in seconds."""
        start_wall, start = time.time(), time.perf_counter()
        done = subprocess.run(
            [sys.executable, "-c", code],
            check=True,
            env=env,
            cwd=str(REPO),
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        total = time.perf_counter() - start
        painted = next(
            float(line.split()[1])
            for line in done.stdout.splitlines()
            if line.startswith("painted ")
        )
        return painted - start_wall, total

    if compiled:  # the first start writes the byte code; it is not counted
        run(APP_CHILD)
    bare, app, bare_total, app_total = [], [], [], []
    for _ in range(runs):
        first_paint, total = run(BARE_CHILD)
        bare.append(first_paint)
        bare_total.append(total)
        first_paint, total = run(APP_CHILD)
        app.append(first_paint)
        app_total.append(total)
    return bare, app, bare_total, app_total


def _report_cold_start(
    label: str,
    bare: list[float],
    app: list[float],
    bare_total: list[float],
    app_total: list[float],
) -> None:
    bare_median, app_median = statistics.median(bare), statistics.median(app)
    print(f"cold start to first paint ({label})")
    print(
        f"  bare PySide6 window : median {bare_median * 1000:7.1f} ms "
        f"(runs: {', '.join(f'{t * 1000:.0f}' for t in bare)})"
    )
    print(
        f"  yamaviewer (demo)   : median {app_median * 1000:7.1f} ms "
        f"(runs: {', '.join(f'{t * 1000:.0f}' for t in app)})"
    )
    ratio = app_median / bare_median
    print(
        f"  ratio {ratio:.2f}x (target <= 2.5x), target < 1500 ms: "
        f"{'OK' if app_median < 1.5 and ratio <= 2.5 else 'MISSED'}"
    )
    whole_bare, whole_app = statistics.median(bare_total), statistics.median(app_total)
    print(
        f"  whole process incl. quit and teardown (for information): bare "
        f"{whole_bare * 1000:.0f} ms, yamaviewer {whole_app * 1000:.0f} ms "
        f"({whole_app / whole_bare:.2f}x)"
    )


def _in_process(runs: int) -> tuple[list[float], list[float]]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    import yamaviewer.gui  # noqa: F401
    from yamaviewer.gui.main_window import MainWindow
    from yamaviewer.gui.settings import Settings

    app = QApplication.instance() or QApplication([])
    folder = tempfile.mkdtemp(prefix="yamaviewer-bench-")
    settings = Settings(QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat))
    window = MainWindow(settings, restore=False)
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    opens = []
    for _ in range(runs):
        window.open_demo()
        app.processEvents()
        start = time.perf_counter()
        window.open_path(LOG)
        window.table.repaint()
        window.strip.repaint()
        opens.append(time.perf_counter() - start)
    steps = []
    window.set_hand(0)
    for step in range(1, window.step_count):
        start = time.perf_counter()
        window.set_step(step)
        window.table.repaint()
        window.strip.repaint()
        steps.append(time.perf_counter() - start)
    window.close()
    return opens, steps


def main() -> int:
    runs = 7
    home = tempfile.mkdtemp(prefix="yamaviewer-bench-home-")
    _report_cold_start("installed: byte-compiled modules", *_cold_starts(runs, home, compiled=True))
    _report_cold_start(
        "source checkout, modules compiled at every start",
        *_cold_starts(runs, home, compiled=False),
    )
    if not LOG.exists():
        print(f"open/step: skipped, {LOG} not found")
        return 0
    opens, steps = _in_process(runs)
    open_median = statistics.median(opens)
    print(
        f"open 15-hand mjlog + first paint: median {open_median * 1000:7.1f} ms "
        f"(target < 200 ms: {'OK' if open_median < 0.2 else 'MISSED'})"
    )
    step_median, step_max = statistics.median(steps), max(steps)
    p95 = sorted(steps)[int(len(steps) * 0.95)]
    print(
        f"one step + repaint ({len(steps)} steps): median {step_median * 1000:6.2f} ms, "
        f"95th percentile {p95 * 1000:6.2f} ms, max {step_max * 1000:6.2f} ms "
        f"(target < 16 ms: {'OK' if p95 < 0.016 else 'MISSED'} at the 95th percentile)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
