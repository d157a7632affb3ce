"""Hardening figures (issue 19), whole processes, ratios against baselines in the same run.

Run:  python benchmarks/bench_hardening.py [--rounds 7] [--skip-gui] [--big-log HANDS]

* start-up: ``yamaviewer-cli --version`` against a bare ``python -c pass``
  (target: within 2x);
* ``yamaviewer-cli verify --jobs 1`` over every real Tenhou log in
  ../shared/data/tenhou, with its C accelerator and without it
  (``YAMAVIEWER_PURE_PYTHON=1``), against ``benchmarks/reference_verify.py``, a plain
  straightforward verifier written for this comparison (target: at least x4);
* peak memory (max RSS) of ``verify --jobs 1`` over the corpus copied x1, x10
  and x50 into a temporary folder (target: flat);
* the app's cold start to a painted demo against a bare PySide6 window
  (target: at most 2.5x), measured as in bench_gui.py.

``--big-log HANDS`` only measures a log of HANDS hands (the real validation log's
hand repeated, as tests/hostile_files.many_hands_log builds it; 50,000 make 62 MB):
peak RSS and time of ``info``, ``verify``, ``convert --to tenhou6`` and the app's open
(``load_document`` and the first hand's replay), one process each (issue 27).

Each pair is timed alternately, best of ``--rounds`` (default 7), so drift in
the machine's speed hits both alike.  CPU time (user + system) is reported
beside the wall-clock time: on a machine shared with other work it is the
steadier figure.  Not a test: timings depend on the machine.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DATA = REPO.parent / "shared" / "data" / "tenhou"
CLI = Path(sys.executable).with_name("yamaviewer-cli")
REFERENCE = REPO / "benchmarks" / "reference_verify.py"
#: As installed: byte code compiled once and reused (pip compiles the package; this
#: environment sets PYTHONDONTWRITEBYTECODE, which would recompile every module of
#: every process).  Python's own modules are compiled either way.
_PYCACHE = tempfile.mkdtemp(prefix="yamaviewer-pycache-")
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
ENV["PYTHONPYCACHEPREFIX"] = _PYCACHE


#: Runs the verifier without its C accelerator (the pure-Python twins).
PURE_PYTHON = "YAMAVIEWER_PURE_PYTHON=1"


def run_once(command: list[str]) -> tuple[float, float, int]:
    """(wall seconds, CPU seconds, max RSS in KiB) of one whole process.

    Leading ``NAME=value`` words are set in the process's environment.
    """
    env = dict(ENV)
    while command and "=" in command[0] and not command[0].startswith("/"):
        name, _, value = command[0].partition("=")
        env[name] = value
        command = command[1:]
    start = time.perf_counter()
    with subprocess.Popen(
        command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env
    ) as process:
        _pid, status, usage = os.wait4(process.pid, 0)
        process.returncode = os.waitstatus_to_exitcode(status)
    wall = time.perf_counter() - start
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss


def alternate(commands: dict[str, list[str]], rounds: int) -> dict[str, tuple[float, float, int]]:
    """Best wall time, best CPU time and max RSS of each command, run in turn."""
    best: dict[str, list[float]] = {name: [float("inf"), float("inf"), 0] for name in commands}
    for command in commands.values():  # writes the byte code; not counted
        run_once(command)
    for _ in range(rounds):
        for name, command in commands.items():
            wall, cpu, rss = run_once(command)
            entry = best[name]
            entry[0] = min(entry[0], wall)
            entry[1] = min(entry[1], cpu)
            entry[2] = max(entry[2], rss)
    return {name: (v[0], v[1], int(v[2])) for name, v in best.items()}


def report_pair(title: str, ours: str, base: str, results: dict, target: str) -> None:  # type: ignore[type-arg]
    (ow, oc, _), (bw, bc, _) = results[ours], results[base]
    print(f"{title}")
    print(f"  {ours:28s} wall {ow * 1000:7.1f} ms   cpu {oc * 1000:7.1f} ms")
    print(f"  {base:28s} wall {bw * 1000:7.1f} ms   cpu {bc * 1000:7.1f} ms")
    print(f"  ratio (wall) {ow / bw:5.2f}x  ratio (cpu) {oc / bc:5.2f}x   target: {target}")


def bench_startup(rounds: int) -> None:
    results = alternate(
        {
            "yamaviewer-cli --version": [str(CLI), "--version"],
            "python -c pass": [sys.executable, "-c", "pass"],
        },
        rounds,
    )
    report_pair("start-up", "yamaviewer-cli --version", "python -c pass", results, "within 2x")


def bench_verify(rounds: int) -> None:
    verify = [str(CLI), "verify", "--jobs", "1", str(DATA)]
    results = alternate(
        {
            "verify --jobs 1": verify,
            "verify, pure Python": [PURE_PYTHON, *verify],
            "reference verifier": [sys.executable, str(REFERENCE), str(DATA)],
        },
        rounds,
    )
    (ow, oc, _), (bw, bc, _) = results["verify --jobs 1"], results["reference verifier"]
    pw, pc, _ = results["verify, pure Python"]
    print("verify over every real log")
    print(f"  verify --jobs 1              wall {ow * 1000:7.1f} ms   cpu {oc * 1000:7.1f} ms")
    print(f"  the same, pure Python        wall {pw * 1000:7.1f} ms   cpu {pc * 1000:7.1f} ms")
    print(f"  reference verifier           wall {bw * 1000:7.1f} ms   cpu {bc * 1000:7.1f} ms")
    print(f"  speed-up (wall) x{bw / ow:4.2f}  speed-up (cpu) x{bc / oc:4.2f}   target: x4")
    print(f"  pure Python:    x{bw / pw:4.2f}                 x{bc / pc:4.2f}")


def bench_memory(rounds: int) -> None:
    files = [
        p
        for p in sorted(DATA.rglob("*"))
        if p.is_file() and p.suffix.lower() in (".mjlog", ".xml", ".gz", ".txt")
    ]
    print(f"peak memory of verify --jobs 1 ({len(files)} files per copy of the corpus)")
    with tempfile.TemporaryDirectory(prefix="yamaviewer-bench-") as scratch:
        folder = Path(scratch)
        made = 0
        figures = []
        for copies in (1, 10, 50):
            while made < copies:
                target = folder / f"copy{made:02d}"
                target.mkdir()
                for index, path in enumerate(files):
                    shutil.copyfile(path, target / f"{index:04d}-{path.name}")
                made += 1
            results = alternate({"verify": [str(CLI), "verify", "--jobs", "1", scratch]}, 1)
            _wall, _cpu, rss = results["verify"]
            figures.append(rss)
            print(f"  x{copies:<3d} {copies * len(files):5d} files  max RSS {rss / 1024:6.1f} MiB")
        growth = figures[-1] / figures[0]
        print(f"  x50 / x1 = {growth:.2f}   target: flat")
    del rounds


def bench_gui(rounds: int) -> None:
    sys.path.insert(0, str(REPO / "benchmarks"))
    import bench_gui  # the measurement bench_gui.py makes, reused

    with tempfile.TemporaryDirectory(prefix="yamaviewer-home-") as home:
        bare, app, bare_total, app_total = bench_gui._cold_starts(rounds, home, compiled=True)
    print("cold start to the first painted demo (byte-compiled, as installed), best of runs")
    print(f"  yamaviewer demo              {min(app) * 1000:7.1f} ms")
    print(f"  bare PySide6 window          {min(bare) * 1000:7.1f} ms")
    print(f"  ratio {min(app) / min(bare):4.2f}x   target: at most 2.5x")
    print(
        f"  whole process incl. exit: {min(app_total) * 1000:.0f} ms vs "
        f"{min(bare_total) * 1000:.0f} ms ({min(app_total) / min(bare_total):.2f}x)"
    )


def bench_big_log(hands: int) -> None:
    """Peak RSS and time of every path that reads a log of ``hands`` hands."""
    sys.path.insert(0, str(REPO))
    from tests.hostile_files import many_hands_log

    with tempfile.TemporaryDirectory(prefix="yamaviewer-big-") as folder:
        log = Path(folder) / "big.xml"
        log.write_bytes(many_hands_log(hands))
        opening = (
            "import sys; from yamaviewer.core.replay.document import load_document; "
            "load_document(sys.argv[1]).replay(0)"
        )
        commands = {
            "info": [str(CLI), "info", str(log)],
            "verify": [str(CLI), "verify", str(log)],
            "convert": [str(CLI), "convert", "--to", "tenhou6", "-o", f"{folder}/o.json", str(log)],
            "app open": [sys.executable, "-c", opening, str(log)],
        }
        print(f"{hands:,} hands, {log.stat().st_size / 2**20:.0f} MiB of XML")
        for name, command in commands.items():
            wall, cpu, rss = run_once(command)
            print(f"  {name:9} {rss / 1024:7.0f} MiB peak  {wall:6.1f} s  ({cpu:.1f} s CPU)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--skip-gui", action="store_true")
    parser.add_argument("--skip-memory", action="store_true")
    parser.add_argument("--big-log", type=int, metavar="HANDS", help="only the big-log figures")
    args = parser.parse_args()
    if args.big_log:
        bench_big_log(args.big_log)
        return
    if not DATA.is_dir():
        raise SystemExit(f"no shared data at {DATA}")
    print(f"load average {os.getloadavg()[0]:.1f} (the machine is shared)\n")
    bench_startup(args.rounds)
    print()
    bench_verify(args.rounds)
    print()
    if not args.skip_memory:
        bench_memory(args.rounds)
        print()
    if not args.skip_gui:
        bench_gui(args.rounds)
    shutil.rmtree(_PYCACHE, ignore_errors=True)


if __name__ == "__main__":
    main()
