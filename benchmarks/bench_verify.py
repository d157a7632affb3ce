"""Benchmark: verify every log in ../shared/data/tenhou/mjlog, hands per second.

Run:  python benchmarks/bench_verify.py [FOLDER] [--repeat N]

Two implementations run in the same process on the same files:
- yamaviewer: the real ``verify_file`` (read, gunzip, parse, rebuild, compare);
- baseline: ``reference_verify.py``, a direct pure-Python version: an ElementTree
  parse through defusedxml, an MT19937 written out in Python (twist and tempering
  per output), and a per-event comparison loop.
Both must agree that every log verifies.  Target: 6,000 hands/s (issue 2).
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "benchmarks"))

from reference_verify import verify as reference_verify  # noqa: E402

from yamaviewer.core.library.sources import walk_log_files  # noqa: E402
from yamaviewer.core.verification.tenhou import verify_file  # noqa: E402

# -- baseline: the plain verifier bench_hardening.py also runs as a whole process --------


def baseline_verify(path: Path) -> tuple[int, int]:
    """Returns (hands, mismatches) for one log, the straightforward way."""
    status, hands, mismatches = reference_verify(str(path))
    if status == "error":
        raise SystemExit(f"baseline: {path} is not a readable log")
    return hands, mismatches


# -- timing -----------------------------------------------------------------------


def run_yamaviewer(files: list[Path]) -> int:
    hands = 0
    for path in files:
        result = verify_file(path)
        if result.status != "verified":
            raise SystemExit(f"{path}: {result.status} {result.error}")
        hands += len(result.hands)
    return hands


def run_baseline(files: list[Path]) -> int:
    hands = 0
    for path in files:
        count, mismatches = baseline_verify(path)
        if mismatches:
            raise SystemExit(f"baseline: {path} has {mismatches} mismatches")
        hands += count
    return hands


def measure(label: str, function, files: list[Path], repeat: int) -> float:  # type: ignore[no-untyped-def]
    rates = []
    for _ in range(repeat):
        gc.collect()
        start = time.perf_counter()
        hands = function(files)
        rates.append(hands / (time.perf_counter() - start))
    best, median = max(rates), statistics.median(rates)
    print(f"{label:12s} {hands} hands  best {best:8.0f} hands/s  median {median:8.0f} hands/s")
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", default=str(REPO.parent / "shared/data/tenhou/mjlog"))
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    files = list(walk_log_files(Path(args.folder), frozenset({".mjlog", ".xml", ".gz"})))
    if not files:
        raise SystemExit(f"no logs in {args.folder}")
    print(f"{len(files)} logs from {args.folder}")
    ours = measure("yamaviewer", run_yamaviewer, files, args.repeat)
    base = measure("baseline", run_baseline, files, args.repeat)
    verdict = "met" if ours >= 6000 else "NOT met"
    print(f"speed-up: {ours / base:.1f}x; target 6000 hands/s: {verdict}")


if __name__ == "__main__":
    main()
