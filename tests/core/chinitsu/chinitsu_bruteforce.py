"""An independent brute-force judge for the tests: plain count lists and backtracking.

It shares no code with yamaviewer.core.chinitsu: hands are tuples of nine counts,
every pair rank is tried (no mod-3 rule) and at the lowest remaining rank both a
triplet and a sequence are tried with full backtracking (no "triplet first" rule).
"""

from __future__ import annotations

from functools import cache
from math import comb


def all_count_tuples(total: int = 13, ranks: int = 9, cap: int = 4) -> list[tuple[int, ...]]:
    """Every tuple of ``ranks`` counts in 0..cap summing to ``total``."""
    if ranks == 1:
        return [(total,)] if 0 <= total <= cap else []
    out: list[tuple[int, ...]] = []
    for c in range(min(cap, total) + 1):
        out.extend((c, *rest) for rest in all_count_tuples(total - c, ranks - 1, cap))
    return out


def weight(counts: tuple[int, ...]) -> int:
    """Real tile combinations: product of C(4, count)."""
    w = 1
    for c in counts:
        w *= comb(4, c)
    return w


@cache
def melds_only(counts: tuple[int, ...]) -> bool:
    """True if the counts split into triplets and sequences (full backtracking)."""
    i = next((k for k, c in enumerate(counts) if c), None)
    if i is None:
        return True
    if counts[i] >= 3:
        rest = list(counts)
        rest[i] -= 3
        if melds_only(tuple(rest)):
            return True
    if i <= 6 and counts[i + 1] and counts[i + 2]:
        rest = list(counts)
        rest[i] -= 1
        rest[i + 1] -= 1
        rest[i + 2] -= 1
        if melds_only(tuple(rest)):
            return True
    return False


@cache
def standard_complete(counts: tuple[int, ...]) -> bool:
    """Pair + melds, trying every pair rank."""
    for p in range(9):
        if counts[p] >= 2:
            rest = list(counts)
            rest[p] -= 2
            if melds_only(tuple(rest)):
                return True
    return False


def seven_pairs(counts: tuple[int, ...]) -> bool:
    return sorted(counts) == [0, 0, 2, 2, 2, 2, 2, 2, 2]


def bf_waits(counts: tuple[int, ...], seven: bool = True, karaten: bool = False) -> int:
    """9-bit wait mask by adding each rank and testing completeness."""
    mask = 0
    for r in range(9):
        if counts[r] >= 4 and not karaten:
            continue
        plus = list(counts)
        plus[r] += 1
        t = tuple(plus)
        if standard_complete(t) or (seven and seven_pairs(t)):
            mask |= 1 << r
    return mask


def bf_all_decompositions(counts: tuple[int, ...]) -> set[tuple[int, tuple[str, ...]]]:
    """Every (pair rank, sorted meld names) split of 14 tiles, by trying every meld anywhere."""
    found: set[tuple[int, tuple[str, ...]]] = set()

    def rec(c: list[int], melds: list[str]) -> None:
        if sum(c) == 0:
            found.add((pair, tuple(sorted(melds))))
            return
        for r in range(9):
            if c[r] >= 3:
                c[r] -= 3
                rec(c, [*melds, f"{r + 1}" * 3])
                c[r] += 3
            if r <= 6 and c[r] and c[r + 1] and c[r + 2]:
                for k in (r, r + 1, r + 2):
                    c[k] -= 1
                rec(c, [*melds, f"{r + 1}{r + 2}{r + 3}"])
                for k in (r, r + 1, r + 2):
                    c[k] += 1

    for pair in range(1, 10):
        if counts[pair - 1] >= 2:
            c = list(counts)
            c[pair - 1] -= 2
            rec(c, [])
    return found
