"""The Library tab at 100,000 games: the longest frame while it opens, searches, sorts
and finishes an import (target: every frame under 100 ms).

    .venv/bin/python benchmarks/bench_library_frames.py [--games 100000]
    # the same measure of another checkout (e.g. the baseline, commit 192a079):
    PYTHONPATH=/tmp/base27 .venv/bin/python benchmarks/bench_library_frames.py
    # only a whole database imported into an empty Library (bench_scale.py runs this):
    .venv/bin/python benchmarks/bench_library_frames.py --import-only DB

A frame is the gap between two ticks of a 10 ms QTimer on the GUI thread: a
call that blocks the loop for 2 s is a 2 s frame, however the window looks.
On Linux the longest frame is split by the GUI thread's scheduler counters
(``/proc/self/task/<id>/schedstat``): the CPU it ran, the time it waited for a
CPU (the machine's load), and the rest beyond the timer's 10 ms, when it slept
on something else (the interpreter lock held by a busy thread of this process:
what a Library import in a thread cost, 60 ms at a time, before it moved to a
child process).
The library is written through the running version's own schema by
``tests/library_rows.py`` (one transaction), plus a houou-logs database of two
real logs for the import.  Each phase reports its longest frame and the time
until its result is shown.  The window's code is whatever ``yamaviewer``
imports first, so ``PYTHONPATH`` picks the checkout measured.
"""

from __future__ import annotations

import argparse
import importlib.util
import itertools
import os
import sqlite3
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.append(str(ROOT))  # after PYTHONPATH: the checkout measured comes first

from PySide6.QtCore import QEventLoop, Qt, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

import yamaviewer  # noqa: E402
from yamaviewer.core.library.store import Library  # noqa: E402
from yamaviewer.gui.library.panel import LibraryPanel  # noqa: E402

TARGET_MS = 100.0


def _fill_library() -> Callable[[sqlite3.Connection, int], None]:
    """This checkout's row writer, loaded by path (another checkout's tests lack it)."""
    spec = importlib.util.spec_from_file_location("library_rows", ROOT / "tests/library_rows.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    fill: Callable[[sqlite3.Connection, int], None] = module.fill_library
    return fill


def _schedstat() -> tuple[int, int]:
    """The calling thread's CPU time and time waiting for a CPU, in ns (0, 0 off Linux)."""
    try:
        with open(f"/proc/self/task/{threading.get_native_id()}/schedstat") as stat:
            ran, waited, _slices = stat.read().split()
    except OSError:
        return 0, 0
    return int(ran), int(waited)


class Frames:
    """Tick times of a 10 ms timer; the longest gap in a phase is its longest frame."""

    def __init__(self) -> None:
        self.times: list[float] = []
        self.stats: list[tuple[int, int]] = []
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def _tick(self) -> None:
        self.times.append(time.perf_counter())
        self.stats.append(_schedstat())

    def split(self, index: int) -> str:
        """Where the frame ending at tick ``index`` went (see the module docstring)."""
        if index < 1 or not self.stats[index][0]:
            return ""
        ran = (self.stats[index][0] - self.stats[index - 1][0]) / 1e6
        waited = (self.stats[index][1] - self.stats[index - 1][1]) / 1e6
        gap = (self.times[index] - self.times[index - 1]) * 1000
        slept = max(0.0, gap - 10 - ran - waited)
        return (
            f"  [ran {ran:.0f} ms, waited for a CPU {waited:.0f}, slept on a lock/IO {slept:.0f}]"
        )

    def phase(self, name: str, start: Callable[[], object], done: Callable[[], bool]) -> float:
        """Run ``start``, keep the loop running until ``done``; print and return the longest
        frame in ms (the call itself counts: it runs on the GUI thread)."""
        began = time.perf_counter()
        self.times.clear()
        self.stats.clear()
        start()
        finished = _run_until(done, timeout=300.0)
        settled = time.perf_counter()
        _run_until(lambda: time.perf_counter() - settled > 0.3)  # paint, read the pages shown
        ticks = [began, *self.times, time.perf_counter()]
        gap, at, index = max((b - a, a, i) for i, (a, b) in enumerate(itertools.pairwise(ticks)))
        longest = gap * 1000
        verdict = "ok" if longest < TARGET_MS else "OVER"
        state = "" if finished else "  (timed out)"
        where = self.split(index) if 0 < index < len(self.times) else ""
        print(
            f"{name:<28} longest frame {longest:9.1f} ms  {verdict:<4}  "
            f"result after {(settled - began) * 1000:9.1f} ms (longest at {at - began:.1f} s)"
            f"{state}{where}",
            flush=True,
        )
        return longest


def _run_until(condition: Callable[[], bool], timeout: float = 30.0) -> bool:
    loop = QEventLoop()
    deadline = time.perf_counter() + timeout
    poll = QTimer()
    poll.setInterval(5)

    def check() -> None:
        if condition() or time.perf_counter() > deadline:
            loop.quit()

    poll.timeout.connect(check)
    poll.start()
    if not condition():
        loop.exec()
    poll.stop()
    return condition()


def _count(path: Path, where: str = "") -> int:
    with sqlite3.connect(path) as connection:
        return int(connection.execute(f"SELECT count(*) FROM games {where}").fetchone()[0])


def import_frames(database: Path) -> float:
    """The longest frame (ms) while the Library tab imports every game of ``database``
    into an empty library, until the list shows them."""
    app = QApplication.instance() or QApplication(sys.argv)
    with tempfile.TemporaryDirectory() as folder:
        library = Library(Path(folder) / "library.sqlite3")
        frames = Frames()
        panel = LibraryPanel(library=library)
        panel.resize(1280, 800)
        panel.show()
        _run_until(lambda: not getattr(panel, "loading", False))
        games = _count_rows(database)

        def imported() -> bool:
            return (
                panel.task is None
                and not getattr(panel, "loading", False)
                and panel.model.rowCount() >= games
            )

        longest = frames.phase(
            f"import {games:,} games", lambda: panel.import_paths([str(database)]), imported
        )
        panel.shutdown()
        panel.close()
        app.processEvents()
    return longest


def _count_rows(database: Path) -> int:
    with sqlite3.connect(database) as connection:
        return int(connection.execute("SELECT count(*) FROM logs").fetchone()[0])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--import-only", metavar="DB", help="only import this log database")
    args = parser.parse_args()
    print(f"yamaviewer from {Path(yamaviewer.__file__).parent.parent}")
    if args.import_only:
        import_frames(Path(args.import_only))
        return 0
    app = QApplication.instance() or QApplication(sys.argv)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "library.sqlite3"
        started = time.perf_counter()
        with Library(path) as library:
            _fill_library()(library.connection, args.games)
        size = path.stat().st_size / 2**20
        seconds = time.perf_counter() - started
        print(f"{args.games:,} games written in {seconds:.1f} s ({size:.0f} MiB)")
        try:
            from tests.log_sources import build_houou_db, real_logs, synthetic_id

            database: Path | None = Path(folder) / "houou.db"
            logs = [(synthetic_id(900_000 + i), xml) for i, xml in enumerate(real_logs(2))]
            build_houou_db(database, logs)  # type: ignore[arg-type]
        except Exception as error:  # no shared logs: the import phase is left out
            print(f"no import phase ({error})")
            database = None

        frames = Frames()
        panel: LibraryPanel | None = None
        results: dict[str, float] = {}

        def listed(count: int) -> Callable[[], bool]:
            def done() -> bool:
                return (
                    panel is not None
                    and not getattr(panel, "loading", False)
                    and panel.model.rowCount() == count
                )

            return done

        def open_tab() -> None:
            nonlocal panel
            panel = LibraryPanel(library=Library(path))
            panel.resize(1280, 800)
            panel.show()

        results["open the tab"] = frames.phase("open the tab", open_tab, listed(args.games))
        assert panel is not None
        like = "WHERE names LIKE '%aki%' OR log_id LIKE '%aki%' OR origin LIKE '%aki%'"
        results["search 'aki'"] = frames.phase(
            "search 'aki'", lambda: panel.search_edit.setText("aki"), listed(_count(path, like))
        )
        results["clear the search"] = frames.phase(
            "clear the search", lambda: panel.search_edit.clear(), listed(args.games)
        )
        by_players = lambda: panel.table.sortByColumn(3, Qt.SortOrder.AscendingOrder)  # noqa: E731
        results["sort by players"] = frames.phase("sort by players", by_players, listed(args.games))
        results["scroll to the end"] = frames.phase(
            "scroll to the end", lambda: panel.table.scrollToBottom(), lambda: True
        )
        if database is not None:
            before = _count(path)

            def imported() -> bool:
                return (
                    panel.task is None
                    and not getattr(panel, "loading", False)
                    and panel.model.rowCount() == before + 2
                )

            results["import, then its list"] = frames.phase(
                "import, then its list", lambda: panel.import_paths([str(database)]), imported
            )
        panel.shutdown()
        panel.close()
        app.processEvents()
    worst = max(results.values())
    print(f"longest frame of all: {worst:.1f} ms (target < {TARGET_MS:.0f} ms)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
