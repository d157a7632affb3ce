"""Tests on walls: tile classes by wall position, dora indicators and dealt shanten.

The same accumulator serves the corpus report (walls rebuilt from real seeds)
and the controls (walls made by a known shuffle), so both run the same tests.
Counts only: a wall is folded into fixed-size tables as it comes, so memory is
flat however many walls there are.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

from yamaviewer.core.fairness.exact import exact_table
from yamaviewer.core.fairness.stats import TestResult, goodness_of_fit, position_test, shanten_test
from yamaviewer.core.shanten import counts_of, shanten
from yamaviewer.core.tiles import KIND_COUNT, SANMA_TILE_IDS, TILE_COUNT
from yamaviewer.core.walls.layout import WallLayout

HONOUR_START = 27


def wall_ids(players: int) -> tuple[int, ...]:
    return SANMA_TILE_IDS if players == 3 else tuple(range(TILE_COUNT))


def kind_sizes(players: int) -> list[int]:
    """Copies of each kind in the wall (0 for 2m..8m with three players)."""
    sizes = [0] * KIND_COUNT
    for tile in wall_ids(players):
        sizes[tile // 4] += 1
    return sizes


def dora_kind_of(indicator_kind: int, players: int = 4) -> int:
    """The dora a kind indicates: next in its suit, winds and dragons in their cycles."""
    if indicator_kind >= HONOUR_START + 4:  # dragons
        return HONOUR_START + 4 + (indicator_kind - HONOUR_START - 4 + 1) % 3
    if indicator_kind >= HONOUR_START:
        return HONOUR_START + (indicator_kind - HONOUR_START + 1) % 4
    if players == 3 and indicator_kind < 9:  # 1m <-> 9m
        return 8 if indicator_kind == 0 else 0
    suit, rank = divmod(indicator_kind, 9)
    return suit * 9 + (rank + 1) % 9


@dataclass
class WallTally:
    """Everything the wall tests need, folded wall by wall."""

    players: int
    walls: int = 0
    #: [position, kind]: walls with that kind at that position.
    position_kinds: npt.NDArray[np.int64] = field(init=False)
    dora_kinds: list[int] = field(default_factory=lambda: [0] * KIND_COUNT)
    dealer: dict[int, int] = field(default_factory=dict)
    non_dealer: dict[int, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.position_kinds = np.zeros((len(wall_ids(self.players)), KIND_COUNT), dtype=np.int64)

    @property
    def n(self) -> int:
        return len(wall_ids(self.players))

    def add_wall(self, tiles: Sequence[int] | npt.NDArray[np.int16]) -> None:
        """A whole wall (array index 0 = far end of the dead wall), tile ids."""
        kinds = np.asarray(tiles, dtype=np.int64) // 4
        self.position_kinds[np.arange(len(kinds)), kinds] += 1
        self.walls += 1

    def add_dora(self, indicator: int) -> None:
        self.dora_kinds[indicator // 4] += 1

    def add_shanten(self, value: int, dealer: bool) -> None:
        target = self.dealer if dealer else self.non_dealer
        target[value] = target.get(value, 0) + 1

    def add_dealt(self, tiles: Sequence[int], layout: WallLayout, dealer: int = 0) -> None:
        """The dora indicator and the starting hands dealt from a wall in ``layout``."""
        self.add_dora(tiles[layout.dora_indicator_position(0)])
        hands = layout.deal(tiles, dealer)
        first_draw = tiles[layout.first_live_position]
        for seat, hand in enumerate(hands):
            if seat == dealer:
                self.add_shanten(shanten(counts_of([*hand, first_draw]), self.players), True)
            else:
                self.add_shanten(shanten(counts_of(hand), self.players), False)

    def merge(self, other: WallTally) -> None:
        self.walls += other.walls
        self.position_kinds += other.position_kinds
        self.dora_kinds = [a + b for a, b in zip(self.dora_kinds, other.dora_kinds, strict=True)]
        for mine, theirs in ((self.dealer, other.dealer), (self.non_dealer, other.non_dealer)):
            for key, value in theirs.items():
                mine[key] = mine.get(key, 0) + value

    # -- the tests --------------------------------------------------------------------

    def position_tests(self) -> list[TestResult]:
        sizes = kind_sizes(self.players)
        counts = self.position_kinds
        honours = np.stack(
            [counts[:, :HONOUR_START].sum(axis=1), counts[:, HONOUR_START:].sum(axis=1)], axis=1
        )
        honour_sizes = [sum(sizes[:HONOUR_START]), sum(sizes[HONOUR_START:])]
        suits = np.stack(
            [counts[:, s * 9 : s * 9 + 9].sum(axis=1) for s in range(3)]
            + [counts[:, HONOUR_START:].sum(axis=1)],
            axis=1,
        )
        suit_sizes = [sum(sizes[s * 9 : s * 9 + 9]) for s in range(3)] + [honour_sizes[1]]
        return [
            position_test("honours_by_position", honours, honour_sizes),
            position_test("suits_by_position", suits, suit_sizes),
            position_test("kinds_by_position", counts, sizes),
        ]

    def dora_test(self) -> TestResult:
        sizes = kind_sizes(self.players)
        total = sum(self.dora_kinds)
        n = sum(sizes)
        keep = [k for k in range(KIND_COUNT) if sizes[k]]
        return goodness_of_fit(
            "dora_indicator_kinds",
            [self.dora_kinds[k] for k in keep],
            [total * sizes[k] / n for k in keep],
        )

    def shanten_tests(self) -> list[TestResult]:
        results = []
        for name, tiles, observed in (
            ("dealer_shanten", 14, self.dealer),
            ("non_dealer_shanten", 13, self.non_dealer),
        ):
            if observed:
                probabilities = exact_table(tiles, self.players).probabilities()
                results.append(shanten_test(name, observed, probabilities))
        return results

    def tests(self) -> list[TestResult]:
        results = self.position_tests() if self.walls else []
        if sum(self.dora_kinds):
            results.append(self.dora_test())
        return results + self.shanten_tests()


__all__ = ["WallTally", "dora_kind_of", "kind_sizes", "wall_ids"]
