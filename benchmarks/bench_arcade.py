"""MJ Arcade wall speed (run by hand: ``python benchmarks/bench_arcade.py``).

Measures, in one run on this machine, the time to build one arcade wall from
four typed seeds and UE (validation, decoding, sorting, key, MT19937 seeding,
136 swaps and the dice):

* the project's path (``arcade_wall`` on the project's MT19937, whose seeding
  and outputs run in CPython's C Mersenne Twister);
* a naive baseline: the same pipeline with a straightforward pure-Python
  MT19937 (seeding, twist and tempering all in Python), written here.

Both must produce the same wall (checked before timing).  Target from the
issue: under 1 ms per wall.  Not part of the test suite: timings depend on the
machine.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from naive_mt19937 import NaiveMT19937

from yamaviewer.core.walls.arcade import (
    arcade_wall,
    decode_seed,
    make_key,
    sort_seed_words,
)
from yamaviewer.core.walls.arcade_input import validate_seed

SEEDS = [
    "x_Ma_YXcyDCEaDe-0MjyrtVYscA",
    "dy2HPJ39V-M03MJdUNAGeJExknM",
    "2FfvyzWCqTiba0YjSw1VtEfW6Qe",
    "s5X4ebHUoCyJRMc7nwlljw-yzad",
]
UE = 1234
TARGET_MS = 1.0


def naive_wall(seeds: list[str], ue: int) -> tuple[list[int], tuple[int, int]]:
    """The arcade pipeline on the naive generator (validation included, for fairness)."""
    checked = [validate_seed(s).normalized for s in seeds]
    key = make_key(sort_seed_words(decode_seed(s) for s in checked), ue)
    rng = NaiveMT19937(key)
    wall = list(range(136))
    for j in range(136):
        r = rng.next_u32() % 136
        wall[r], wall[j] = wall[j], wall[r]
    return wall, (rng.next_u32() % 6, rng.next_u32() % 6)


def project_wall(seeds: list[str], ue: int) -> tuple[list[int], tuple[int, int]]:
    result = arcade_wall(seeds, ue)
    return list(result.wall), result.dice


def time_ms(function: Callable[[], object], repeats: int, rounds: int = 7) -> float:
    """Median over ``rounds`` of the mean time per call, in milliseconds."""
    samples = []
    for _ in range(rounds):
        start = time.perf_counter()
        for _ in range(repeats):
            function()
        samples.append((time.perf_counter() - start) / repeats * 1000)
    return statistics.median(samples)


def main() -> int:
    ours = project_wall(SEEDS, UE)
    baseline = naive_wall(SEEDS, UE)
    if ours != baseline:
        print("MISMATCH: the baseline and the project disagree", file=sys.stderr)
        return 1
    project_ms = time_ms(lambda: project_wall(SEEDS, UE), repeats=200)
    naive_ms = time_ms(lambda: naive_wall(SEEDS, UE), repeats=50)
    print("MJ Arcade wall from 4 seeds + UE (same wall from both, checked)")
    print(f"  project (C seeding and twister)      : {project_ms:.3f} ms per wall")
    print(f"  naive pure-Python MT19937 baseline:       {naive_ms:.3f} ms per wall")
    print(f"  speed-up: x{naive_ms / project_ms:.1f}")
    verdict = "OK" if project_ms < TARGET_MS else "OVER TARGET"
    print(f"  target < {TARGET_MS:.1f} ms: {verdict}")
    return 0 if project_ms < TARGET_MS else 1


if __name__ == "__main__":
    sys.exit(main())
