"""Exact starting-hand shanten over every possible deal, from per-suit tables.

A hand's shanten is the minimum of three forms: the normal one (four melds and
a pair), seven pairs and thirteen orphans.  The normal form's *replacement
number* (tiles the hand lacks, shanten + 1) splits over suits: for each suit
and each target of ``m`` melds and ``p`` pairs (m <= 4, p <= 1) the tiles that
suit lacks, minimised over every complete pattern within the 4-copy limit
(tomohxx's method).  Those ten numbers are computed for every count vector of a
suit at once, as a separable distance transform on the 5^9 lattice.  Seven
pairs needs only the pair and kind counts, thirteen orphans the orphan kinds
held and whether one is paired; both add up across suits too.

So every suit's count vectors fall into a few thousand *classes* (tiles,
the ten costs, pairs, kinds, orphans, orphan pair), each weighted by the number
of ways to pick those copies (prod C(4, c)).  Two suits combine into the classes
of their union (min-plus on the costs), and the last combination gives the
shanten of every hand of the wanted size.  Counts are exact integers: the 13-
and 14-tile totals are C(136, 13) and C(136, 14) (C(108, .) with three players).
"""

from __future__ import annotations

import itertools
import json
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from importlib import resources
from math import comb

import numpy as np
import numpy.typing as npt

#: Replacement numbers are capped here: 7 means shanten 6 or more, and seven pairs
#: is never worse than 6, so the minimum is exact.
CAP = 7
#: (melds, pairs) targets a suit can be asked for, in the order the cost columns use.
TARGETS: tuple[tuple[int, int], ...] = tuple((m, p) for m in range(5) for p in range(2))
_COLUMN = {target: i for i, target in enumerate(TARGETS)}
MAX_TILES = 14
_ORPHAN_SUIT_RANKS = (0, 8)

IntArray = npt.NDArray[np.int64]


def complete_patterns(kinds: int, sequences: bool) -> dict[tuple[int, int], set[tuple[int, ...]]]:
    """Every count vector of one suit that is exactly ``m`` melds and ``p`` pairs."""
    melds: list[tuple[int, ...]] = []
    for k in range(kinds):
        melds.append(tuple(3 if i == k else 0 for i in range(kinds)))
    if sequences:
        for k in range(kinds - 2):
            melds.append(tuple(1 if k <= i <= k + 2 else 0 for i in range(kinds)))
    patterns: dict[tuple[int, int], set[tuple[int, ...]]] = {}
    for m, p in TARGETS:
        found: set[tuple[int, ...]] = set()
        for chosen in itertools.combinations_with_replacement(melds, m):
            base = [sum(column) for column in zip(*chosen)] if chosen else [0] * kinds
            for pair in range(kinds) if p else [-1]:
                vector = list(base)
                if pair >= 0:
                    vector[pair] += 2
                if max(vector) <= 4:
                    found.add(tuple(vector))
        patterns[(m, p)] = found
    return patterns


def suit_costs(kinds: int, sequences: bool) -> npt.NDArray[np.uint8]:
    """Tiles lacking for each target, for every count vector: shape (10, 5, 5, ...).

    The lack of a pattern t is sum max(0, t_k - c_k); its minimum over patterns is
    separable per axis, so each axis gets a 1-D transform of the indicator of t.
    """
    shape = (5,) * kinds
    costs = np.empty((len(TARGETS), *shape), dtype=np.uint8)
    for column, target in enumerate(TARGETS):
        field = np.full(shape, 99, dtype=np.int16)
        pattern_list = sorted(complete_patterns(kinds, sequences)[target])
        if pattern_list:
            field[tuple(np.array(pattern_list).T)] = 0
        for axis in range(kinds):
            moved = np.moveaxis(field, axis, 0)
            lack = np.stack(
                [np.min([moved[v] + max(0, v - c) for v in range(5)], axis=0) for c in range(5)]
            )
            field = np.moveaxis(lack, 0, axis)
        costs[column] = np.minimum(field, CAP)
    return costs


@dataclass(frozen=True)
class Classes:
    """Count vectors grouped by what the shanten needs, with how many hands each holds."""

    tiles: IntArray
    costs: IntArray  # (rows, 10), capped at CAP
    pairs: IntArray  # capped at 7
    kinds: IntArray  # capped at 7
    orphans: IntArray
    orphan_pair: IntArray
    weight: IntArray

    def __len__(self) -> int:
        return len(self.tiles)


def _grouped(
    tiles: IntArray,
    costs: IntArray,
    pairs: IntArray,
    kinds: IntArray,
    orphans: IntArray,
    orphan_pair: IntArray,
    weight: IntArray,
) -> Classes:
    """Rows with equal keys merged, their weights summed exactly (int64)."""
    key = tiles.astype(np.int64)
    for column in range(costs.shape[1]):
        key = key * 8 + costs[:, column]
    key = ((key * 8 + pairs) * 8 + kinds) * 16 + orphans
    key = key * 2 + orphan_pair
    order = np.argsort(key, kind="stable")
    key = key[order]
    starts = np.flatnonzero(np.r_[True, key[1:] != key[:-1]])
    first = order[starts]
    summed = np.add.reduceat(weight[order], starts)
    return Classes(
        tiles[first],
        costs[first],
        pairs[first],
        kinds[first],
        orphans[first],
        orphan_pair[first],
        summed.astype(np.int64),
    )


def suit_classes(kinds: int, sequences: bool, orphan_ranks: tuple[int, ...]) -> Classes:
    """Classes of one suit (``kinds`` tile kinds, four copies each)."""
    costs = suit_costs(kinds, sequences).reshape(len(TARGETS), -1).T.astype(np.int64)
    grid = np.indices((5,) * kinds).reshape(kinds, -1).T
    tiles = grid.sum(axis=1)
    keep = tiles <= MAX_TILES
    grid, costs, tiles = grid[keep], costs[keep], tiles[keep]
    ways = np.array([comb(4, c) for c in range(5)], dtype=np.int64)
    weight = np.prod(ways[grid], axis=1)
    pairs = np.minimum((grid >= 2).sum(axis=1), 7)
    held = np.minimum((grid >= 1).sum(axis=1), 7)
    orphan_columns = grid[:, list(orphan_ranks)]
    orphans: IntArray = (orphan_columns >= 1).sum(axis=1).astype(np.int64)
    orphan_pair = (orphan_columns >= 2).any(axis=1).astype(np.int64)
    return _grouped(tiles, costs, pairs, held, orphans, orphan_pair, weight)


def _combined_costs(a: IntArray, b: IntArray) -> IntArray:
    """Min-plus combination of two cost tables (rows paired up), capped."""
    out = np.full((len(a), len(TARGETS)), CAP, dtype=np.int64)
    for (m1, p1), i in _COLUMN.items():
        for (m2, p2), j in _COLUMN.items():
            target = (m1 + m2, p1 + p2)
            if target in _COLUMN:
                k = _COLUMN[target]
                np.minimum(out[:, k], a[:, i] + b[:, j], out=out[:, k])
    return np.minimum(out, CAP)


def _pairs_by_tiles(a: Classes, b: Classes, total: int | None) -> tuple[IntArray, IntArray]:
    """Index pairs (i, j) with tiles a_i + b_j <= MAX_TILES (or == total)."""
    left: list[IntArray] = []
    right: list[IntArray] = []
    for t in range(MAX_TILES + 1):
        ia = np.flatnonzero(a.tiles == t)
        wanted = b.tiles == (total - t) if total is not None else b.tiles <= MAX_TILES - t
        ib = np.flatnonzero(wanted)
        if len(ia) and len(ib):
            left.append(np.repeat(ia, len(ib)))
            right.append(np.tile(ib, len(ia)))
    if not left:
        empty = np.zeros(0, dtype=np.int64)
        return empty, empty
    return np.concatenate(left), np.concatenate(right)


def combine(a: Classes, b: Classes) -> Classes:
    """The classes of two disjoint groups of kinds taken together (up to 14 tiles)."""
    i, j = _pairs_by_tiles(a, b, None)
    return _grouped(
        a.tiles[i] + b.tiles[j],
        _combined_costs(a.costs[i], b.costs[j]),
        np.minimum(a.pairs[i] + b.pairs[j], 7),
        np.minimum(a.kinds[i] + b.kinds[j], 7),
        a.orphans[i] + b.orphans[j],
        a.orphan_pair[i] | b.orphan_pair[j],
        a.weight[i] * b.weight[j],
    )


def _final_shanten(a: Classes, b: Classes, i: IntArray, j: IntArray) -> IntArray:
    """Shanten (min of the three forms) of each joined pair of classes."""
    normal = np.full(len(i), CAP, dtype=np.int64)
    for (m1, p1), col in _COLUMN.items():
        other = (4 - m1, 1 - p1)
        if other in _COLUMN:
            np.minimum(normal, a.costs[i, col] + b.costs[j, _COLUMN[other]], out=normal)
    normal = np.minimum(normal, CAP) - 1
    pairs = np.minimum(a.pairs[i] + b.pairs[j], 7)
    kinds = np.minimum(a.kinds[i] + b.kinds[j], 7)
    seven_pairs = 6 - pairs + np.maximum(0, 7 - kinds)
    orphans = 13 - (a.orphans[i] + b.orphans[j]) - (a.orphan_pair[i] | b.orphan_pair[j])
    best: IntArray = np.minimum(np.minimum(normal, seven_pairs), orphans)
    return best


@lru_cache(maxsize=4)
def _halves(players: int) -> tuple[Classes, Classes]:
    numbers = suit_classes(9, True, _ORPHAN_SUIT_RANKS)
    honours = suit_classes(7, False, tuple(range(7)))
    # Three players: 2m..8m removed, the man suit is two orphan kinds without sequences.
    first = suit_classes(2, False, (0, 1)) if players == 3 else numbers
    return combine(first, numbers), combine(numbers, honours)


def compute_distribution(tiles: int, players: int = 4) -> dict[int, int]:
    """Exact number of ``tiles``-tile hands at each shanten (the slow path: seconds)."""
    if tiles not in (13, 14) or players not in (3, 4):
        raise ValueError("hands of 13 or 14 tiles, 4 or 3 players")
    a, b = _halves(players)
    i, j = _pairs_by_tiles(a, b, tiles)
    counts: dict[int, int] = {}
    chunk = 4_000_000
    for start in range(0, len(i), chunk):
        ii, jj = i[start : start + chunk], j[start : start + chunk]
        shanten = _final_shanten(a, b, ii, jj)
        weight = a.weight[ii] * b.weight[jj]
        for value in np.unique(shanten):
            picked = weight[shanten == value]
            # Summed in Python ints: a shanten's total can come near int64's limit.
            total = sum(int(w) for w in np.add.reduceat(picked, np.arange(0, len(picked), 4096)))
            counts[int(value)] = counts.get(int(value), 0) + total
    return dict(sorted(counts.items()))


@dataclass(frozen=True)
class ExactTable:
    """The exact shanten distribution of all hands of one size."""

    tiles: int
    players: int
    dist: dict[int, int]

    @property
    def total(self) -> int:
        return sum(self.dist.values())

    @property
    def mean_fraction(self) -> Fraction:
        return Fraction(sum(s * c for s, c in self.dist.items()), self.total)

    @property
    def mean(self) -> float:
        return float(self.mean_fraction)

    @property
    def variance(self) -> float:
        mean = self.mean_fraction
        return float(
            sum(c * (s - mean) ** 2 for s, c in self.dist.items()) / self.total  # exact
        )

    def probabilities(self) -> dict[int, float]:
        return {s: float(Fraction(c, self.total)) for s, c in self.dist.items()}

    def as_json(self) -> dict[str, object]:
        return {
            "total": self.total,
            "dist": {str(s): c for s, c in self.dist.items()},
            "mean": self.mean,
        }


TABLE_FILE = "shanten_tables.json"


def table_key(tiles: int, players: int) -> str:
    return f"{players}p-{tiles}"


@lru_cache(maxsize=1)
def _stored_tables() -> dict[str, dict[str, int]]:
    """The tables the build script stored (``benchmarks/build_fairness_tables.py``)."""
    try:
        text = resources.files("yamaviewer.core.fairness.data").joinpath(TABLE_FILE).read_text()
    except (FileNotFoundError, ModuleNotFoundError):
        return {}
    raw = json.loads(text)
    return {key: {s: int(c) for s, c in value.items()} for key, value in raw["tables"].items()}


def exact_table(tiles: int, players: int = 4, *, use_stored: bool = True) -> ExactTable:
    """The exact distribution: the stored table when present, else computed."""
    if tiles not in (13, 14) or players not in (3, 4):
        raise ValueError("hands of 13 or 14 tiles, 4 or 3 players")
    stored = _stored_tables().get(table_key(tiles, players)) if use_stored else None
    if stored is not None:
        dist = {int(s): c for s, c in stored.items()}
    else:
        dist = compute_distribution(tiles, players)
    table = ExactTable(tiles, players, dist)
    wall = 136 if players == 4 else 108
    if table.total != comb(wall, tiles):  # a damaged data file must not pass silently
        raise ValueError(f"the {tiles}-tile table does not add up to C({wall}, {tiles})")
    return table


__all__ = [
    "CAP",
    "TABLE_FILE",
    "Classes",
    "ExactTable",
    "combine",
    "complete_patterns",
    "compute_distribution",
    "exact_table",
    "suit_classes",
    "suit_costs",
    "table_key",
]
