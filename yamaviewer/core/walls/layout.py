"""Where everything sits in a Tenhou wall array (REFERENCE section 3).

The one place that maps "the 5th tile of seat 2's starting hand", "the 12th
live draw", "the second kan-dora indicator" to an index of the shuffled array.
Index 0 is the far end of the dead wall; dealing and live draws take from the
end of the array downward.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from functools import cached_property
from typing import NamedTuple

from yamaviewer.core.record import Event, EventKind


class SlotRole(str, Enum):
    """What a wall position is used for in a hand (for display and checks)."""

    HAIPAI = "haipai"
    LIVE = "live"
    DORA = "dora"
    URA = "ura"
    KAN_DORA = "kan-dora"
    KAN_URA = "kan-ura"
    RINSHAN = "rinshan"
    DEAD = "dead"


class DrawSource(NamedTuple):
    """Where one draw of a hand came from."""

    event_index: int  # index into the hand's events
    position: int  # wall array index (may be outside the wall in a corrupt log)
    replacement: bool  # a rinshan draw after a kan or kita
    ordinal: int  # 1-based: the nth live draw, or the nth replacement draw


@dataclass(frozen=True)
class WallLayout:
    """Array positions for a 4- or 3-player Tenhou wall.

    ``legacy`` is the dead wall of the older games (per-hand keys before August
    2009 and the 2009 seed format, REFERENCE sections 2 and 3): dora indicator
    y[4] (3 players: y[8]), ura y[5], kan-dora y[6], y[8] ..., kan-ura y[7] ...,
    replacement draws y[0] then y[1] (today: y[1] then y[0]).  Real logs
    confirm all of it for four players.
    """

    players: int = 4
    legacy: bool = False

    def __post_init__(self) -> None:
        if self.players not in (3, 4):
            raise ValueError("players must be 3 or 4")

    # -- sizes -------------------------------------------------------------
    @property
    def size(self) -> int:
        return 136 if self.players == 4 else 108

    @property
    def dead_wall_size(self) -> int:
        return 14

    @property
    def max_rinshan(self) -> int:
        """Replacement draws available: 4 kans, or in sanma kans plus kita (8)."""
        return 4 if self.players == 4 else 8

    # -- starting hands ----------------------------------------------------
    @cached_property
    def _haipai(self) -> tuple[tuple[int, ...], ...]:
        top = self.size - 1
        hands = []
        for k in range(self.players):
            positions: list[int] = []
            for block in range(3):
                start = top - 4 * self.players * block - 4 * k
                positions.extend(start - j for j in range(4))
            positions.append(top - 12 * self.players - k)
            hands.append(tuple(positions))
        return tuple(hands)

    def seat_haipai_positions(self, seat: int, dealer: int) -> tuple[int, ...]:
        """The 13 positions dealt to absolute ``seat`` when ``dealer`` deals, in deal order."""
        return self._haipai[(seat - dealer) % self.players]

    def deal(self, tiles: Sequence[int], dealer: int) -> list[list[int]]:
        """Every seat's starting hand (absolute seats, deal order) from a full wall."""
        return [
            [tiles[p] for p in self.seat_haipai_positions(seat, dealer)]
            for seat in range(self.players)
        ]

    def haipai_positions(self, seat_from_dealer: int) -> tuple[int, ...]:
        """The 13 positions dealt to seat ``seat_from_dealer`` (0 = dealer), in deal order."""
        return self._haipai[seat_from_dealer]

    # -- live wall ---------------------------------------------------------
    @property
    def first_live_position(self) -> int:
        return self.size - 1 - 13 * self.players

    def live_position(self, draw_index: int) -> int:
        """Position of the ``draw_index``-th (0-based) live draw of the hand."""
        return self.first_live_position - draw_index

    def haitei_position(self, rinshan_draws: int) -> int:
        """The last live tile, which moves up as kans take dead-wall tiles."""
        return self.dead_wall_size + rinshan_draws

    def live_draws_available(self, rinshan_draws: int) -> int:
        return self.first_live_position - self.haitei_position(rinshan_draws) + 1

    # -- dead wall ---------------------------------------------------------
    @property
    def _dora_base(self) -> int:
        return 5 if self.players == 4 else 9

    def dora_indicator_position(self, index: int) -> int:
        """0 = the first dora indicator, 1..4 = kan-dora indicators."""
        if self.legacy:
            return self._dora_base - 1 + 2 * index
        return self._dora_base + 2 * index

    def ura_indicator_position(self, index: int) -> int:
        """0 = the first ura indicator, 1..4 = kan-ura."""
        if self.legacy:
            return self._dora_base + 2 * index
        return self._dora_base - 1 + 2 * index

    def rinshan_position(self, index: int) -> int:
        """The ``index``-th replacement draw: y[1] y[0] y[3] y[2] ... (older: y[0] y[1] ...)."""
        return index if self.legacy else index ^ 1

    # -- whole-hand views ---------------------------------------------------
    def roles(self) -> dict[int, SlotRole]:
        """Default role of every position (before anything is drawn)."""
        roles: dict[int, SlotRole] = {}
        for position in range(self.size):
            roles[position] = SlotRole.LIVE if position >= self.dead_wall_size else SlotRole.DEAD
        for seat in range(self.players):
            for position in self.haipai_positions(seat):
                roles[position] = SlotRole.HAIPAI
        for index in range(self.max_rinshan):
            roles[self.rinshan_position(index)] = SlotRole.RINSHAN
        roles[self.dora_indicator_position(0)] = SlotRole.DORA
        roles[self.ura_indicator_position(0)] = SlotRole.URA
        for index in range(1, 5):
            roles[self.dora_indicator_position(index)] = SlotRole.KAN_DORA
            roles[self.ura_indicator_position(index)] = SlotRole.KAN_URA
        return roles

    def draw_order(self) -> list[int]:
        """Every position in the order tiles leave the wall when nobody calls or kans."""
        return list(range(self.size - 1, self.haitei_position(0) - 1, -1))

    def draw_sources(self, events: Sequence[Event]) -> list[DrawSource]:
        """The wall position of every draw in ``events``, in order.

        A draw right after a kan or kita is a replacement from the dead wall;
        every other draw takes the next live tile.  The one walk the verifier,
        the replay and the seedless wall all rely on.
        """
        sources: list[DrawSource] = []
        live = rinshan = 0
        replacement_due = False
        first_live = self.first_live_position
        for index, event in enumerate(events):
            kind = event.kind
            if kind is EventKind.DRAW:
                if replacement_due:
                    position = self.rinshan_position(rinshan)
                    sources.append(DrawSource(index, position, True, rinshan + 1))
                    rinshan += 1
                    replacement_due = False
                else:
                    sources.append(DrawSource(index, first_live - live, False, live + 1))
                    live += 1
            elif kind is EventKind.CALL and event.meld is not None:
                replacement_due = event.meld.type.takes_replacement
        return sources
