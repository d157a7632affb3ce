"""Fairness-lab speed (run by hand: ``python benchmarks/bench_fairness.py``).

Measures, in one run on this machine:

* the exact 13- and 14-tile shanten tables computed from scratch (per-suit classes,
  numpy) against loading the stored table (what the app and CLI do);
* the naive-shuffle position matrix for n = 136 with numpy, against the same dynamic
  programme in plain Python lists (the baseline);
* the corpus report over the shared Tenhou logs: starting hands analysed per second
  (parsing, wall rebuilding and checking, shanten of every seat), one process and
  ``--jobs 2``, against reading and parsing alone (the floor) — CPU time beside wall
  time, since the machine may be shared.

Not part of the test suite: timings depend on the machine.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from yamaviewer.core.fairness import exact
from yamaviewer.core.fairness.report import stream_facts
from yamaviewer.core.fairness.shuffle import position_matrix
from yamaviewer.core.library.sources import iter_games

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
ROUNDS = 5


def _timed(label: str, work, repeat: int = 1) -> float:  # type: ignore[no-untyped-def]
    wall0, cpu0 = time.perf_counter(), time.process_time()
    for _ in range(repeat):
        work()
    wall = (time.perf_counter() - wall0) / repeat
    cpu = (time.process_time() - cpu0) / repeat
    print(f"  {label:<58} {wall * 1000:10.1f} ms wall {cpu * 1000:10.1f} ms cpu")
    return wall


def _python_naive(n: int) -> list[list[float]]:
    """The baseline: the same O(n^3) update, in lists."""
    matrix = [[1.0 if i == p else 0.0 for p in range(n)] for i in range(n)]
    q = 1.0 / n
    for j in range(n):
        for row in matrix:
            moved = sum(row) * q
            at_j = row[j]
            for p in range(n):
                row[p] = row[p] * (1 - q) + at_j * q
            row[j] = moved
    return matrix


def _report_rate(jobs: int) -> None:
    specs = [str(DATA)] * ROUNDS
    wall0, cpu0 = time.perf_counter(), time.process_time()
    hands = 0
    for facts in stream_facts(iter_games(specs), 4, None, jobs):
        hands += sum(1 + len(h.others_shanten) for h in facts.hands)
    wall = time.perf_counter() - wall0
    cpu = time.process_time() - cpu0
    print(
        f"  report analysis, --jobs {jobs}: {hands} starting hands in {wall:.2f} s wall "
        f"({cpu:.2f} s cpu in the parent): {hands / wall:,.0f} hands/s"
        + (f", {hands / cpu:,.0f} per cpu-second" if jobs == 1 and cpu > 0 else "")
    )


def _parse_rate() -> None:
    specs = [str(DATA)] * ROUNDS
    start = time.perf_counter()
    hands = 0
    for item in iter_games(specs):
        try:
            record = item.load(allow_json=True).record
        except ValueError:
            continue
        if record.player_count == 4:
            hands += 4 * len(record.hands)
    wall = time.perf_counter() - start
    print(
        f"  parsing only (the floor): {hands} starting hands in {wall:.2f} s: {hands / wall:,.0f}/s"
    )


def main() -> int:
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()}")
    print("exact starting-hand shanten tables")
    _timed(
        "13 tiles, computed from scratch (4p, cold caches)", lambda: exact.compute_distribution(13)
    )
    _timed("14 tiles, computed (per-suit classes cached)", lambda: exact.compute_distribution(14))
    exact._stored_tables.cache_clear()
    _timed("13 tiles, loaded from the stored table", lambda: exact.exact_table(13))
    print("naive shuffle position matrix, n = 136")
    _timed("numpy (shipped)", lambda: position_matrix("naive", 136), repeat=5)
    _timed("plain Python lists (baseline)", lambda: _python_naive(136))
    if not DATA.is_dir():
        print(f"no shared data at {DATA}: report speed not measured")
        return 0
    print(f"corpus report over {DATA} x {ROUNDS}")
    _parse_rate()
    _report_rate(1)
    _report_rate(2)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
