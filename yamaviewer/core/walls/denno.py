"""Denno Majang (電脳麻将, kobalab/majiang-core) wall: a reference fair shuffle.

majiang-core builds the tiles in the order m, p, s, z (four of each; the first
copies of each five red), then repeatedly removes a uniformly random remaining
tile and appends it to the wall (REFERENCE section 10).  Its ``Math.random``
cannot be reproduced, so this module runs the same pick-and-remove procedure
on the project's MT19937 - giving a fair, *seeded* shuffle to compare other
sources with in statistics, laid out the way Denno Majang uses it:

* live draws (and the deal) pop from the END of the array; each seat, dealer
  first, receives 13 consecutive pops; the dealer's first draw is the next pop;
* rinshan tiles are taken from the front, ``[0]``..``[3]``;
* dora indicator ``[4]``, kan-dora ``[5]``..``[8]``; ura ``[9]``, kan-ura
  ``[10]``..``[13]``.

Our tile ids already run m, p, s, z with copy 0 of each five red, so the
initial order is simply ids 0..135.  Picks use rejection sampling so each
remaining tile is exactly equally likely (``next % n`` alone would be biased by
about n / 2**32).
"""

from __future__ import annotations

from dataclasses import dataclass

from yamaviewer.core.mt19937 import MT19937
from yamaviewer.core.tiles import TILE_COUNT, tile_name
from yamaviewer.core.walls.table import dead_wall_roles

PLAYERS = 4
HAND_SIZE = 13
_LIMIT = 1 << 32


def uniform_below(rng: MT19937, bound: int) -> int:
    """An exactly uniform integer in ``0 .. bound-1`` from 32-bit outputs (rejection)."""
    if not 0 < bound <= _LIMIT:
        raise ValueError(f"bound must be 1..2**32, not {bound}")
    accept_below = _LIMIT - _LIMIT % bound
    while True:
        value = rng.next_u32()
        if value < accept_below:
            return value % bound


@dataclass(frozen=True)
class DennoWall:
    """A Denno Majang wall: ``pai`` in majiang-core's array order (ids 0..135)."""

    pai: tuple[int, ...]
    red_fives: bool = True

    def hands(self) -> list[list[int]]:
        """Starting hands, dealer first, 13 consecutive pops each."""
        pops = list(reversed(self.pai))
        return [pops[s * HAND_SIZE : (s + 1) * HAND_SIZE] for s in range(PLAYERS)]

    @property
    def first_draw(self) -> int:
        """The dealer's first draw: the pop after the deal."""
        return self.pai[-(PLAYERS * HAND_SIZE + 1)]

    def live_draws(self) -> list[int]:
        """Live tiles in draw order after the deal (first draw first, haitei last)."""
        end = len(self.pai) - PLAYERS * HAND_SIZE
        return [self.pai[i] for i in range(end - 1, 13, -1)]

    @property
    def rinshan(self) -> tuple[int, ...]:
        return self.pai[0:4]

    @property
    def dora_indicator(self) -> int:
        return self.pai[4]

    @property
    def kan_dora_indicators(self) -> tuple[int, ...]:
        return self.pai[5:9]

    @property
    def ura_indicator(self) -> int:
        return self.pai[9]

    @property
    def kan_ura_indicators(self) -> tuple[int, ...]:
        return self.pai[10:14]

    def in_draw_order(self) -> list[int]:
        """The same wall in the physical draw order used by the table module.

        Pops become draw indices 0..121; the 14 dead-wall tiles go to the slots
        :func:`~yamaviewer.core.walls.table.dead_wall_roles` gives their roles,
        so a GUI can draw a Denno wall on the same table as any other source.
        """
        order = [0] * TILE_COUNT
        for n, tile in enumerate(reversed(self.pai[14:])):
            order[n] = tile
        roles = dead_wall_roles(PLAYERS)
        for index, n in enumerate(roles.rinshan):
            order[n] = self.pai[index]
        for index, n in enumerate(roles.dora_indicators):
            order[n] = self.pai[4 + index]
        for index, n in enumerate(roles.ura_indicators):
            order[n] = self.pai[9 + index]
        return order

    def names(self) -> list[str]:
        return [tile_name(t, self.red_fives) for t in self.pai]


def denno_shuffle(rng: MT19937, red_fives: bool = True) -> DennoWall:
    """Pick-and-remove shuffle of ids 0..135 driven by ``rng``."""
    remaining = list(range(TILE_COUNT))
    pai: list[int] = []
    while remaining:
        pai.append(remaining.pop(uniform_below(rng, len(remaining))))
    return DennoWall(tuple(pai), red_fives)


def denno_wall(seed: int, red_fives: bool = True) -> DennoWall:
    """A reproducible Denno-style wall from an integer seed (``init_genrand``)."""
    return denno_shuffle(MT19937.from_seed(seed), red_fives)
