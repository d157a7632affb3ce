"""A whole log database (issue 34): verify at scale, every core used, whole processes.

    .venv/bin/python benchmarks/bench_scale.py [--copies 240] [--rounds 1] [--baseline REV]

Built at run time in a temporary folder from ../shared/data (never copied into the
repository): houou-logs databases (the downloader's schema and gzip, via
tests/log_sources.py) holding the shared seeded logs x1, x10 and ``--copies``
times (240 copies of the 633 hands: about 150,000 hands), a folder of the same
files ``--copies`` times, and a database of one-hand excerpts (each log's first
hand) as many games as the big database.  Measured, each against the baseline
code (``--baseline``, a git revision unpacked with ``git archive`` beside the
built extension) alternately in the same run:

* ``verify --jobs 1`` of the big database and folder: hands/s by CPU time
  (target 12,000) and by wall time;
* the per-game overhead: CPU per one-hand game minus CPU per hand of the big
  database (target under 150 us);
* ``--jobs 2`` against ``--jobs 1``: wall ratio (target 1.8x on a quiet
  machine) and the CPU both spend;
* peak memory (max RSS of the process and its workers) at x1 and x10;
* the parent's own CPU per game at ``--jobs 2`` (what it reads, sends and prints);
* ``fairness report`` and ``stats`` of the big database at ``--jobs 1`` and 2
  (the current code only: the baseline's ``stats`` has no ``--jobs``), hands/s;
* the Library tab's longest frame while it imports ``--import-games`` one-hand games
  (target: every frame under 100 ms), by ``bench_library_frames.py --import-only``.

CPU time (user + system of the process and its workers) is the steady figure on
a shared machine; the load average is printed so the wall figures can be read.
Not a test: timings depend on the machine.
"""

from __future__ import annotations

import argparse
import gzip
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.log_sources import HOUOU_SCHEMA, synthetic_id  # noqa: E402
from tests.shared_data import mjlog_files  # noqa: E402
from yamaviewer.core.formats.mjlog import read_log_bytes  # noqa: E402

TIME = "/usr/bin/time"
#: The code before issue 34's changes.
BASELINE = "4c3108c"
#: As installed: byte code compiled once and reused.
_PYCACHE = tempfile.mkdtemp(prefix="yamaviewer-pycache-")
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
ENV["PYTHONPYCACHEPREFIX"] = _PYCACHE
#: ``-m`` puts the working folder first on sys.path, ahead of PYTHONPATH: run from the
#: repository, the baseline would import today's code.  Python 3.11's safe path stops it.
ENV["PYTHONSAFEPATH"] = "1"


def seeded_logs() -> list[tuple[str, bytes]]:
    """(file name, XML) of every shared seeded log, as tests/log_sources.real_logs picks them."""
    return [(p.name, read_log_bytes(p)) for p in mjlog_files() if "legacy" not in p.name]


def first_hand(xml: bytes) -> bytes:
    """The log cut after its first hand, closed as a whole log: a one-hand game."""
    inits = [m.start() for m in re.finditer(rb"<INIT ", xml)]
    if len(inits) < 2:
        return xml
    return xml[: inits[1]] + b"</mjloggm>"


def build_database(path: Path, logs: list[bytes], copies: int) -> None:
    """A houou-logs database of ``copies`` copies of ``logs`` (each compressed once)."""
    packed = [gzip.compress(xml, compresslevel=6) for xml in logs]
    with sqlite3.connect(path) as connection:
        connection.execute(HOUOU_SCHEMA)
        for copy in range(copies):
            rows = [
                (synthetic_id(copy * len(packed) + i), "2021-01-01", 4, 0, 1, 0, blob)
                for i, blob in enumerate(packed)
            ]
            connection.executemany("INSERT INTO logs VALUES (?, ?, ?, ?, ?, ?, ?)", rows)
    connection.close()


def build_folder(folder: Path, logs: list[tuple[str, bytes]], copies: int) -> None:
    folder.mkdir()
    packed = [(name, gzip.compress(xml, compresslevel=6)) for name, xml in logs]
    for copy in range(copies):
        sub = folder / f"copy{copy:03d}"
        sub.mkdir()
        for index, (_name, blob) in enumerate(packed):
            (sub / f"{index:03d}.mjlog").write_bytes(blob)


def unpack_baseline(revision: str, into: Path) -> Path:
    """The package at ``revision`` with its own C extension built in place (its C differs
    from today's: today's extension would give the old Python wrong answers)."""
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", revision, "yamaviewer"],
        check=True,
        capture_output=True,
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    build = (
        "from setuptools import setup, Extension; setup(name='baseline', ext_modules=["
        "Extension('yamaviewer.core._native', ['yamaviewer/core/_native.c'])], "
        "script_args=['build_ext', '--inplace', '-q'])"
    )
    subprocess.run([sys.executable, "-c", build], cwd=into, check=True, capture_output=True)
    if not list((into / "yamaviewer" / "core").glob("_native*.so")):
        raise SystemExit(f"the baseline's C extension did not build in {into}")
    return into


def run_once(code: Path, arguments: list[str]) -> tuple[float, float, int]:
    """(wall s, CPU s of the process and its workers, max RSS KiB) of one command
    (``verify`` unless ``arguments`` name another)."""
    env = dict(ENV, PYTHONPATH=str(code))
    if arguments[0] not in ("fairness", "stats"):
        arguments = ["verify", *arguments]
    # GNU time reports the largest RSS of verify and its workers; the rusage of our own
    # child would count this script's size at the fork.
    with tempfile.NamedTemporaryFile("r") as peak:
        command = [TIME, "-f", "%M", "-o", peak.name, sys.executable, "-m", "yamaviewer.cli"]
        command += arguments
        start = time.perf_counter()
        with subprocess.Popen(
            command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env
        ) as process:
            _pid, status, usage = os.wait4(process.pid, 0)
            process.returncode = os.waitstatus_to_exitcode(status)
        wall = time.perf_counter() - start
        rss = int(peak.read().split()[-1])
    if process.returncode not in (0, 1):
        raise SystemExit(f"verify failed ({process.returncode}): {command}")
    return wall, usage.ru_utime + usage.ru_stime, rss


#: Runs the CLI in this process and prints the process's own CPU (not its workers').
_OWN_CPU = r"""
import resource, sys
from yamaviewer.cli import main
try:
    main(sys.argv[1:])
finally:
    own = resource.getrusage(resource.RUSAGE_SELF)
    sys.stderr.write(f"\nown CPU {own.ru_utime + own.ru_stime}\n")
"""


def parent_cpu(code: Path, arguments: list[str]) -> float:
    """CPU s of the command's own process, its workers left out."""
    env = dict(ENV, PYTHONPATH=str(code))
    done = subprocess.run(
        [sys.executable, "-c", _OWN_CPU, *arguments],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        check=False,
    )
    return float(done.stderr.rsplit("own CPU ", 1)[1])


def gui_import_frame(database: Path) -> str:
    """bench_library_frames.py's import line: the longest frame while the Library imports."""
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "bench_library_frames.py")]
        + ["--import-only", str(database)],
        env=dict(ENV, QT_QPA_PLATFORM="offscreen"),
        capture_output=True,
        text=True,
        check=True,
    )
    return next(line for line in done.stdout.splitlines() if "longest frame" in line).strip()


def measure(
    runs: dict[str, tuple[Path, list[str]]], rounds: int
) -> dict[str, tuple[float, float, int]]:
    """Best wall, best CPU and largest RSS of each run, the runs taken in turn each round."""
    best: dict[str, tuple[float, float, int]] = {}
    for _ in range(rounds):
        for name, (code, arguments) in runs.items():
            wall, cpu, rss = run_once(code, arguments)
            old = best.get(name, (wall, cpu, rss))
            best[name] = (min(old[0], wall), min(old[1], cpu), max(old[2], rss))
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--copies", type=int, default=240)
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--baseline", default=BASELINE)
    parser.add_argument("--import-games", type=int, default=100_000, help="0: no GUI import")
    args = parser.parse_args()
    logs = seeded_logs()
    hands_per_copy = sum(xml.count(b"<INIT ") for _name, xml in logs)
    hands = hands_per_copy * args.copies
    games = len(logs) * args.copies
    with tempfile.TemporaryDirectory(prefix="yamaviewer-scale-") as scratch:
        work = Path(scratch)
        base = unpack_baseline(args.baseline, Path(tempfile.mkdtemp(dir=work)))
        new = ROOT
        xml = [data for _name, data in logs]
        for copies in (1, 10, args.copies):
            build_database(work / f"x{copies}.db", xml, copies)
        build_database(work / "one-hand.db", [first_hand(data) for data in xml], args.copies)
        build_folder(work / "folder", logs, args.copies)
        big = str(work / f"x{args.copies}.db")
        print(f"load average {os.getloadavg()[0]:.1f} (2 cores, shared); baseline {args.baseline}")
        print(f"{games:,} games, {hands:,} hands ({args.copies} copies of {len(logs)} logs)\n")
        runs: dict[str, tuple[Path, list[str]]] = {}
        for label, code in (("base", base), ("new", new)):
            runs[f"{label} db j1"] = (code, ["--jobs", "1", big])
            runs[f"{label} one-hand j1"] = (code, ["--jobs", "1", str(work / "one-hand.db")])
            runs[f"{label} folder j1"] = (code, ["--jobs", "1", str(work / "folder")])
            runs[f"{label} db j2"] = (code, ["--jobs", "2", big])
            runs[f"{label} folder j2"] = (code, ["--jobs", "2", str(work / "folder")])
            for copies in (1, 10):
                runs[f"{label} x{copies} j1"] = (code, ["--jobs", "1", str(work / f"x{copies}.db")])
                runs[f"{label} x{copies} j2"] = (code, ["--jobs", "2", str(work / f"x{copies}.db")])
        # Alternate baseline and new run by run, so drift hits both alike.
        order = sorted(runs, key=lambda name: (name.split(" ", 1)[1], name))
        best = measure({name: runs[name] for name in order}, args.rounds)
        for label in ("base", "new"):
            print(f"{label}:")
            for source in ("db", "folder"):
                w1, c1, _ = best[f"{label} {source} j1"]
                w2, c2, _ = best[f"{label} {source} j2"]
                print(
                    f"  {source:6s} --jobs 1: {hands / c1:7,.0f} hands/s by CPU "
                    f"({hands / w1:7,.0f} by wall, {c1:5.1f} s CPU)"
                )
                print(
                    f"  {source:6s} --jobs 2: wall {w2:5.1f} s vs {w1:5.1f} s = x{w1 / w2:.2f}, "
                    f"CPU {c2:5.1f} s (x{c2 / c1:.2f} of --jobs 1)"
                )
            _w, one_cpu, _ = best[f"{label} one-hand j1"]
            _w, db_cpu, _ = best[f"{label} db j1"]
            overhead = one_cpu / games - db_cpu / hands
            print(f"  per-game overhead (one-hand game - a hand): {overhead * 1e6:5.0f} us")
            rss = {c: best[f"{label} x{c} j1"][2] for c in (1, 10)}
            rss2 = {c: best[f"{label} x{c} j2"][2] for c in (1, 10)}
            print(
                f"  max RSS --jobs 1: x1 {rss[1] / 1024:5.1f} MiB, x10 {rss[10] / 1024:5.1f} MiB "
                f"({rss[10] / rss[1] - 1:+.0%}); --jobs 2 (largest process): "
                f"x1 {rss2[1] / 1024:5.1f}, x10 {rss2[10] / 1024:5.1f} MiB "
                f"({rss2[10] / rss2[1] - 1:+.0%})"
            )
        b, n = best["base db j1"][1], best["new db j1"][1]
        print(f"\nnew / base, database --jobs 1: x{b / n:.2f} by CPU")
        own = sorted(parent_cpu(new, ["verify", "--jobs", "2", big]) for _ in range(3))[1]
        print(f"new verify --jobs 2: the parent's own CPU {own / games * 1e6:.0f} us a game")
        studies = {
            "fairness report": ["fairness", "report", "--no-progress", big],
            "stats": ["stats", "--no-progress", "--player", "CLS", big],
        }
        study_runs = {
            f"{name} j{jobs}": (new, [*arguments, "--jobs", str(jobs)])
            for name, arguments in studies.items()
            for jobs in (1, 2)
        }
        study = measure(study_runs, args.rounds)
        print(f"load average {os.getloadavg()[0]:.1f}")
        for name in studies:
            w1, c1, _ = study[f"{name} j1"]
            w2, c2, _ = study[f"{name} j2"]
            print(
                f"new {name:15s} --jobs 1: {hands / w1:7,.0f} hands/s by wall ({c1:5.1f} s CPU); "
                f"--jobs 2: {hands / w2:7,.0f} hands/s (x{w1 / w2:.2f}, CPU x{c2 / c1:.2f})"
            )
        if args.import_games:
            imported = work / "import.db"
            one_hand = [first_hand(data) for data in xml]
            build_database(imported, one_hand, -(-args.import_games // len(one_hand)))
            print(f"load average {os.getloadavg()[0]:.1f}")
            print(f"GUI: {gui_import_frame(imported)}")
    shutil.rmtree(_PYCACHE, ignore_errors=True)


if __name__ == "__main__":
    main()
