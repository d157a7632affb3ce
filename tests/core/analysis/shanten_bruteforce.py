"""An independent shanten for tests: the distance to the nearest real complete hand.

Shanten + 1 is the fewest tiles to replace to reach a complete hand that exists (no kind
more than 4 times; no 2m..8m with 3 players).  Here every complete target is enumerated
per suit (up to 4 melds of triplets/sequences and at most one pair, each kind <= 4), the
overlap min(hand, target) is maximised per suit with numpy, and the suits are combined
over every split of the melds.  Seven pairs and thirteen orphans are maximised directly
over their targets.  Nothing is shared with the xiangting-backed code under test.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from functools import cache

import numpy as np

ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


@cache
def _group_targets(
    size: int, sequences: bool, allowed: tuple[int, ...]
) -> dict[tuple[int, int], np.ndarray]:
    """(melds, pairs) -> every target count vector of a group of ``size`` kinds."""
    melds: list[list[int]] = []
    for kind in allowed:
        melds.append([3 if k == kind else 0 for k in range(size)])
    if sequences:
        for start in range(size - 2):
            if all(k in allowed for k in (start, start + 1, start + 2)):
                melds.append([1 if start <= k <= start + 2 else 0 for k in range(size)])
    found: dict[tuple[int, int], set[tuple[int, ...]]] = {}
    for count in range(5):
        for combo in itertools.combinations_with_replacement(range(len(melds)), count):
            base = [sum(melds[m][k] for m in combo) for k in range(size)]
            for pair in (None, *allowed):
                target = list(base)
                if pair is not None:
                    target[pair] += 2
                if max(target, default=0) <= 4:
                    found.setdefault((count, int(pair is not None)), set()).add(tuple(target))
    return {key: np.array(sorted(vectors), dtype=np.int8) for key, vectors in found.items()}


@cache
def _groups(players: int) -> list[tuple[slice, dict[tuple[int, int], np.ndarray]]]:
    man_allowed = (0, 8) if players == 3 else tuple(range(9))
    return [
        (slice(0, 9), _group_targets(9, players == 4, man_allowed)),
        (slice(9, 18), _group_targets(9, True, tuple(range(9)))),
        (slice(18, 27), _group_targets(9, True, tuple(range(9)))),
        (slice(27, 34), _group_targets(7, False, tuple(range(7)))),
    ]


@cache
def _group_best(players: int, group: int, part: tuple[int, ...]) -> dict[tuple[int, int], int]:
    """(melds, pairs) -> the largest overlap of this group's counts with such a target."""
    targets = _groups(players)[group][1]
    h = np.array(part, dtype=np.int8)
    return {key: int(np.minimum(t, h).sum(axis=1).max()) for key, t in targets.items()}


def normal_shanten(counts: Sequence[int], players: int = 4) -> int:
    melds_needed = sum(counts) // 3
    best = [
        _group_best(players, group, tuple(counts[part]))
        for group, (part, _targets) in enumerate(_groups(players))
    ]
    overlap = -1
    for split in itertools.product(range(melds_needed + 1), repeat=4):
        if sum(split) != melds_needed:
            continue
        for pair_group in range(4):
            total = 0
            for group, melds in enumerate(split):
                value = best[group].get((melds, int(group == pair_group)))
                if value is None:
                    break
                total += value
            else:
                overlap = max(overlap, total)
    return 3 * melds_needed + 2 - overlap - 1


def seven_pairs_shanten(counts: Sequence[int], players: int = 4) -> int:
    kinds = [k for k in range(34) if not (players == 3 and 1 <= k <= 7)]
    gains = sorted((min(counts[k], 2) for k in kinds), reverse=True)
    return 14 - sum(gains[:7]) - 1


def thirteen_orphans_shanten(counts: Sequence[int]) -> int:
    overlap = max(sum(min(counts[k], 2 if k == extra else 1) for k in ORPHANS) for extra in ORPHANS)
    return 14 - overlap - 1


def shanten(counts: Sequence[int], players: int = 4) -> int:
    value = normal_shanten(counts, players)
    if sum(counts) >= 13:
        value = min(value, seven_pairs_shanten(counts, players), thirteen_orphans_shanten(counts))
    return value


def useful(counts: Sequence[int], players: int = 4) -> set[int]:
    """Kinds whose draw lowers the shanten of a 3n+1 hand (a fifth copy never exists)."""
    base = shanten(counts, players)
    kinds = set()
    for kind in range(34):
        if counts[kind] >= 4 or (players == 3 and 1 <= kind <= 7):
            continue
        more = list(counts)
        more[kind] += 1
        if shanten(more, players) < base:
            kinds.add(kind)
    return kinds
