"""The shanten function against a brute force: every complete hand that exists, tried.

Hands use one suit and four honours (13 kinds).  Any complete target that uses other
kinds can be rebuilt inside those 13 at no higher cost, so the minimum over inside
targets is exact for the normal form and seven pairs; thirteen orphans is minimised
over which orphan is the pair.  Nothing here comes from xiangting.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from yamaviewer.core.shanten import shanten

KINDS = (*range(9), 27, 28, 29, 30)  # 1m..9m, East..North
ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


def _normal_targets() -> np.ndarray:
    size = len(KINDS)
    melds = [tuple(3 if i == k else 0 for i in range(size)) for k in range(size)]
    melds += [tuple(1 if s <= i <= s + 2 else 0 for i in range(size)) for s in range(7)]
    found = set()
    for combo in itertools.combinations_with_replacement(melds, 4):
        base = [sum(col) for col in zip(*combo)]
        for pair in range(size):
            target = list(base)
            target[pair] += 2
            if max(target) <= 4:
                found.add(tuple(target))
    return np.array(sorted(found), dtype=np.int8)


def _pairs_targets() -> np.ndarray:
    size = len(KINDS)
    rows = []
    for chosen in itertools.combinations(range(size), 7):
        row = [0] * size
        for k in chosen:
            row[k] = 2
        rows.append(row)
    return np.array(rows, dtype=np.int8)


NORMAL = _normal_targets()
PAIRS = _pairs_targets()


def brute_shanten(counts34: list[int]) -> int:
    """min over all targets of (tiles the hand lacks) - 1."""
    hand = np.array([counts34[k] for k in KINDS], dtype=np.int8)
    lack_normal = int(np.maximum(NORMAL - hand, 0).sum(axis=1).min())
    lack_pairs = int(np.maximum(PAIRS - hand, 0).sum(axis=1).min())
    lack_orphans = min(
        sum(max(0, (2 if k == paired else 1) - counts34[k]) for k in ORPHANS) for paired in ORPHANS
    )
    return min(lack_normal, lack_pairs, lack_orphans) - 1


@pytest.mark.parametrize("tiles", [13, 14])
def test_shanten_matches_the_brute_force(tiles: int) -> None:
    rng = np.random.default_rng(1500 + tiles)
    ids = np.array([t for t in range(136) if t // 4 in KINDS])
    seen = set()
    for _ in range(400):
        hand = rng.choice(ids, size=tiles, replace=False)
        counts = np.bincount(hand // 4, minlength=34).tolist()
        expected = brute_shanten(counts)
        seen.add(expected)
        assert shanten(counts) == expected, counts
    assert len(seen) >= 4  # the sample reaches tenpai-ish and far hands alike
