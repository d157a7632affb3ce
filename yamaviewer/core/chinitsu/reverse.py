"""Reverse puzzle: a complete 14-tile hand lost one tile; which tile was it?

Cheap because it is the wait question seen from the other side: the 13 tiles
left wait on every rank that could have been removed, so every wait is an
accepted answer (the removed rank is always one of them).  Complete hands are
drawn uniformly from the shapes built for the tables (plus seven pairs).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from yamaviewer.core.chinitsu.hand import ONE, mask_to_ranks, ranks_of, ranks_to_mask
from yamaviewer.core.chinitsu.judge import is_seven_pairs, waits_unchecked
from yamaviewer.core.chinitsu.tables import complete_hands


@dataclass(frozen=True)
class ReversePuzzle:
    """The shown 13 tiles, the hidden removed rank, and every acceptable answer."""

    complete_hand: int
    removed: int
    hand: int
    tiles: tuple[int, ...]
    answers: tuple[int, ...]

    def check(self, rank: int) -> bool:
        """True if adding ``rank`` back makes a complete hand."""
        return ranks_to_mask([rank]) & ranks_to_mask(self.answers) != 0


@lru_cache(maxsize=2)
def _complete_list(seven_pairs: bool) -> tuple[int, ...]:
    hands = set(complete_hands(4))
    if seven_pairs:
        for skip in range(9):
            for skip2 in range(skip + 1, 9):
                h = sum(2 * ONE[r] for r in range(1, 10) if r - 1 not in (skip, skip2))
                assert is_seven_pairs(h)
                hands.add(h)
    return tuple(sorted(hands))


def make_reverse_puzzle(
    rng: random.Random, seven_pairs: bool = True, shuffled: bool = False
) -> ReversePuzzle:
    """Draw a complete hand uniformly, remove one of its 14 tiles uniformly."""
    hands = _complete_list(seven_pairs)
    complete = hands[rng.randrange(len(hands))]
    tiles = ranks_of(complete)
    removed = tiles.pop(rng.randrange(len(tiles)))
    hand = complete - ONE[removed]
    if shuffled:
        rng.shuffle(tiles)
    answers = tuple(mask_to_ranks(waits_unchecked(hand, seven_pairs)))
    return ReversePuzzle(complete, removed, hand, tuple(tiles), answers)
