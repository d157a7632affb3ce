"""Chinitsu speed figures (run by hand: ``python benchmarks/bench_chinitsu.py``).

Measures, in one run on this machine:

* a straightforward recursive baseline (count lists, every pair tried, full
  backtracking over melds, no memo) over all 93,600 hand kinds;
* the mod-3 bit-packed judge (``waits_unchecked``) over all kinds, enumeration
  included;
* the table build used by the app (complete-hand inversion, from cold caches);
* a question draw (uniform and weighted), in microseconds.

Targets from the issue: full enumeration with waits < 1.5 s, a draw < 50 us.
Not part of the test suite: timings depend on the machine.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from yamaviewer.core.chinitsu import judge, tables
from yamaviewer.core.chinitsu.hand import pack_counts


def _baseline_meldable(counts: list[int]) -> bool:
    for i in range(9):
        if counts[i]:
            break
    else:
        return True
    if counts[i] >= 3:
        counts[i] -= 3
        ok = _baseline_meldable(counts)
        counts[i] += 3
        if ok:
            return True
    if i <= 6 and counts[i + 1] and counts[i + 2]:
        counts[i] -= 1
        counts[i + 1] -= 1
        counts[i + 2] -= 1
        ok = _baseline_meldable(counts)
        counts[i] += 1
        counts[i + 1] += 1
        counts[i + 2] += 1
        if ok:
            return True
    return False


def _baseline_complete(counts: list[int]) -> bool:
    for p in range(9):
        if counts[p] >= 2:
            counts[p] -= 2
            ok = _baseline_meldable(counts)
            counts[p] += 2
            if ok:
                return True
    return sorted(counts) == [0, 0, 2, 2, 2, 2, 2, 2, 2]


def baseline_enumeration() -> list[tuple[tuple[int, ...], int]]:
    """All kinds by recursion, waits by adding each rank and backtracking."""
    out: list[tuple[tuple[int, ...], int]] = []
    counts = [0] * 9

    def rec(i: int, left: int) -> None:
        if i == 8:
            if left > 4:
                return
            counts[8] = left
            mask = 0
            for r in range(9):
                if counts[r] < 4:
                    counts[r] += 1
                    if _baseline_complete(counts):
                        mask |= 1 << r
                    counts[r] -= 1
            out.append((tuple(counts), mask))
            counts[8] = 0
            return
        for c in range(min(4, left) + 1):
            counts[i] = c
            rec(i + 1, left - c)
        counts[i] = 0

    rec(0, 13)
    return out


def _clear_caches() -> None:
    for fn in (
        tables.all_kinds,
        tables.complete_hands,
        tables._standard_wait_map,
        tables.all_waits,
        tables.wait_table,
        tables.question_pool,
    ):
        fn.cache_clear()


def judge_enumeration() -> list[int]:
    """All kinds (fresh enumeration), each judged by the mod-3 bit-packed judge."""
    _clear_caches()
    hands, _ = tables.all_kinds()
    w = judge.waits_unchecked
    return [w(h) for h in hands]


def table_enumeration() -> list[int]:
    """The app's cold table build: kinds + complete-hand inversion + seven pairs."""
    _clear_caches()
    return list(tables.all_waits(tables.DEFAULT_OPTIONS))


def best_of(fn: Callable[[], Any], repeat: int = 3) -> tuple[float, Any]:
    best = float("inf")
    result: Any = None
    for _ in range(repeat):
        t0 = time.perf_counter()
        result = fn()
        best = min(best, time.perf_counter() - t0)
    return best, result


def draw_time(weighted: bool, counts: tuple[int, ...] | None, n: int = 200_000) -> float:
    pool = tables.question_pool()
    rng = random.Random(1)
    draw = pool.draw
    t0 = time.perf_counter()
    for _ in range(n):
        draw(rng, counts, weighted)
    return (time.perf_counter() - t0) / n * 1e6


def main() -> int:
    print(f"Python {sys.version.split()[0]}")
    t_base, base = best_of(baseline_enumeration, repeat=1)
    t_judge, judged = best_of(judge_enumeration)
    t_table, table = best_of(table_enumeration)
    hands, _ = tables.all_kinds()
    base_by_hand = {pack_counts(c): m for c, m in base}
    assert len(base) == 93_600 and len(judged) == len(table) == 93_600
    assert [base_by_hand[h] for h in hands] == judged == table, "results differ"
    print("Full enumeration with waits of all 93,600 kinds (results identical):")
    print(f"  recursive baseline           {t_base:7.3f} s")
    print(f"  mod-3 bit-packed judge       {t_judge:7.3f} s   {t_base / t_judge:5.1f}x faster")
    print(f"  table build (app, cold)      {t_table:7.3f} s   {t_base / t_table:5.1f}x faster")
    t0 = time.perf_counter()
    _clear_caches()
    tables.question_pool()
    print(f"  question pools, cold build   {time.perf_counter() - t0:7.3f} s")
    print("Question draw (mean of 200,000):")
    worst_draw = 0.0
    for label, weighted, counts in (
        ("7 waits, uniform", False, (7,)),
        ("7 waits, weighted", True, (7,)),
        ("any tenpai, weighted", True, None),
        ("5-9 waits, weighted", True, (5, 6, 7, 8, 9)),
    ):
        us = draw_time(weighted, counts)
        worst_draw = max(worst_draw, us)
        print(f"  {label:26} {us:7.2f} us")
    ok = t_judge < 1.5 and t_table < 1.5 and worst_draw < 50
    print("targets (< 1.5 s, < 50 us):", "met" if ok else "NOT met")
    return 0


if __name__ == "__main__":
    sys.exit(main())
