"""1-shanten questions: which discard from 14 one-suit tiles leaves the most tiles to tenpai.

For each discard the remaining 13 tiles are asked of the shared shanten code
(:mod:`yamaviewer.core.shanten`, one home for shanten and useful tiles): its
shanten and the ranks whose draw makes it tenpai.  A rank counts the copies that
can still be drawn: 4 minus those among the 14 tiles, so the tile just discarded
(in the river now) is not counted, and a rank with no copy left is not listed.
The best discards keep the lowest shanten and, among those, the most tiles.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from yamaviewer.core.chinitsu.hand import RANKS, counts_of
from yamaviewer.core.shanten import useful_kinds

HAND_14 = 14
#: How best-discard answers are told apart in the shared answers-by-position table.
DISCARD_PREFIX = "discard:"


@dataclass(frozen=True)
class DiscardChoice:
    """One discard: the shanten it leaves, the useful ranks with their live copies."""

    rank: int
    shanten: int
    useful: tuple[tuple[int, int], ...]  # (rank, copies left), rank order

    @property
    def tiles(self) -> int:
        """How many tiles improve the hand after this discard."""
        return sum(n for _r, n in self.useful)


@dataclass(frozen=True)
class UkeireQuestion:
    """A 14-tile hand (packed), its tiles in display order, and every discard judged."""

    hand: int
    tiles: tuple[int, ...]
    choices: tuple[DiscardChoice, ...]  # one per distinct rank held, rank order

    @property
    def best(self) -> tuple[int, ...]:
        """The discards that keep the lowest shanten with the most tiles (ties all count)."""
        low = min(c.shanten for c in self.choices)
        most = max(c.tiles for c in self.choices if c.shanten == low)
        return tuple(c.rank for c in self.choices if c.shanten == low and c.tiles == most)

    def choice(self, rank: int) -> DiscardChoice | None:
        return next((c for c in self.choices if c.rank == rank), None)

    def check(self, rank: int) -> bool:
        """True if discarding ``rank`` is one of the best discards."""
        return rank in self.best


def _as_kinds(counts: tuple[int, ...] | list[int]) -> list[int]:
    """Nine one-suit counts placed as the man suit of a 34-kind hand."""
    return list(counts) + [0] * 25


def judge_discards(hand14: int) -> tuple[DiscardChoice, ...]:
    """Every discard of a packed 14-tile one-suit hand, judged."""
    counts = list(counts_of(hand14))
    out = []
    for rank in RANKS:
        if not counts[rank - 1]:
            continue
        counts[rank - 1] -= 1
        shanten, kinds = useful_kinds(_as_kinds(counts))
        # The discarded copy lies in the river: 4 minus the copies of the 14 tiles are left.
        left = [(k + 1, 4 - counts[k] - (k == rank - 1)) for k in kinds if k < 9]
        useful = tuple((r, n) for r, n in left if n > 0)
        out.append(DiscardChoice(rank, shanten, useful))
        counts[rank - 1] += 1
    return tuple(out)


def make_ukeire_question(rng: random.Random, shuffled: bool = False) -> UkeireQuestion:
    """A 14-tile one-suit hand one step from tenpai (no discard is tenpai yet)."""
    wall = [r for r in RANKS for _ in range(4)]
    while True:
        tiles = sorted(rng.sample(wall, HAND_14))
        hand = 0
        for r in tiles:
            hand += 1 << (3 * (r - 1))
        choices = judge_discards(hand)
        if min(c.shanten for c in choices) == 1:
            if shuffled:
                rng.shuffle(tiles)
            return UkeireQuestion(hand, tuple(tiles), choices)
