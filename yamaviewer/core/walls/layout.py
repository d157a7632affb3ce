"""Where everything sits in a Tenhou wall array (REFERENCE section 3).

Maps "the 5th tile of seat 2's starting hand", "the 12th live draw", "the
second kan-dora indicator" to an index of the shuffled array.  Index 0 is the
far end of the dead wall; dealing and live draws take from the end of the
array downward.  This is a *view*: Tenhou's array read from its end is the
physical table's draw order (:mod:`.table`), so array index ``a`` is draw
index ``N - 1 - a`` and every position here is the table's, mirrored.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from operator import itemgetter
from typing import NamedTuple

from yamaviewer.core.record import Event, EventKind, tiles_of_kind
from yamaviewer.core.walls.table import (
    DeadWallRoles,
    dead_wall_roles,
    deal_plan,
    tile_count,
)


class DrawSource(NamedTuple):
    """Where one draw of a hand came from."""

    event_index: int  # index into the hand's events
    position: int  # wall array index (may be outside the wall in a corrupt log)
    replacement: bool  # a rinshan draw after a kan or kita
    ordinal: int  # 1-based: the nth live draw, or the nth replacement draw


@dataclass(frozen=True, slots=True)
class WallLayout:
    """Array positions for a 4- or 3-player Tenhou wall.

    ``legacy`` is the dead wall of the older games (per-hand keys before August
    2009 and the 2009 seed format, REFERENCE sections 2 and 3): dora indicator
    y[4] (3 players: y[8]), ura y[5], kan-dora y[6], y[8] ..., kan-ura y[7] ...,
    replacement draws y[0] then y[1] (today: y[1] then y[0]).  Real logs
    confirm all of it for four players.

    The positions the verifier asks for thousands of times are worked out once,
    when the layout is made, into fields that take no part in equality or repr.
    """

    players: int = 4
    legacy: bool = False
    size: int = field(init=False, repr=False, compare=False)
    first_live_position: int = field(init=False, repr=False, compare=False)
    _dead: DeadWallRoles = field(init=False, repr=False, compare=False)
    #: The positions dealt to each seat counted from the dealer, in deal order.
    _haipai: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)
    #: One itemgetter per seat: a whole starting hand read in one C call.
    _haipai_getters: tuple[itemgetter[tuple[int, ...]], ...] = field(
        init=False, repr=False, compare=False
    )
    #: Per dealer: every seat's starting hand, seat 0 first, read in one C call.
    _deal_getters: tuple[itemgetter[tuple[int, ...]], ...] = field(
        init=False, repr=False, compare=False
    )
    #: The positions of the five dora and ura-dora indicators (first, then kan-dora).
    dora_positions: tuple[int, ...] = field(init=False, repr=False, compare=False)
    ura_positions: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.players not in (3, 4):
            raise ValueError("players must be 3 or 4")
        size = tile_count(self.players)
        players = self.players
        haipai = tuple(tuple(size - 1 - n for n in hand) for hand in deal_plan(players).hands)
        dead = dead_wall_roles(players, self.legacy)
        derived = {
            "size": size,
            "first_live_position": size - 1 - 13 * self.players,
            "_dead": dead,
            "_haipai": haipai,
            "_haipai_getters": tuple(itemgetter(*positions) for positions in haipai),
            "_deal_getters": tuple(
                itemgetter(
                    *(p for seat in range(players) for p in haipai[(seat - dealer) % players])
                )
                for dealer in range(players)
            ),
            # Every 2nd position from the first indicator's.
            "dora_positions": tuple(size - 1 - dead.dora_indicators[0] + 2 * i for i in range(5)),
            "ura_positions": tuple(size - 1 - dead.ura_indicators[0] + 2 * i for i in range(5)),
        }
        for name, value in derived.items():
            object.__setattr__(self, name, value)  # frozen: set once, here

    # -- sizes -------------------------------------------------------------
    @property
    def dead_wall_size(self) -> int:
        return 14

    @property
    def max_rinshan(self) -> int:
        """Replacement draws available: 4 kans, or in sanma kans plus kita (8)."""
        return len(self._dead.rinshan)

    def array_index(self, draw_index: int) -> int:
        """Tenhou array index of the table's draw-order index (and back: it is its own inverse)."""
        return self.size - 1 - draw_index

    # -- starting hands ----------------------------------------------------
    def seat_haipai_positions(self, seat: int, dealer: int) -> tuple[int, ...]:
        """The 13 positions dealt to absolute ``seat`` when ``dealer`` deals, in deal order."""
        return self._haipai[(seat - dealer) % self.players]

    def seat_haipai_tiles(self, tiles: Sequence[int], seat: int, dealer: int) -> tuple[int, ...]:
        """The 13 tiles of ``tiles`` dealt to absolute ``seat``, in deal order (one C call)."""
        return self._haipai_getters[(seat - dealer) % self.players](tiles)  # type: ignore[no-any-return]

    def dealt_tiles(self, tiles: Sequence[int], dealer: int) -> tuple[int, ...]:
        """Every seat's 13 starting tiles, seat 0's first, each in deal order: one C call
        where the verifier would otherwise read the seats one by one."""
        return self._deal_getters[dealer % self.players](tiles)  # type: ignore[no-any-return]

    def deal(self, tiles: Sequence[int], dealer: int) -> list[list[int]]:
        """Every seat's starting hand (absolute seats, deal order) from a full wall."""
        return [list(self.seat_haipai_tiles(tiles, seat, dealer)) for seat in range(self.players)]

    def haipai_positions(self, seat_from_dealer: int) -> tuple[int, ...]:
        """The 13 positions dealt to seat ``seat_from_dealer`` (0 = dealer), in deal order."""
        return self._haipai[seat_from_dealer]

    # -- live wall ---------------------------------------------------------
    def live_position(self, draw_index: int) -> int:
        """Position of the ``draw_index``-th (0-based) live draw of the hand."""
        return self.first_live_position - draw_index

    def haitei_position(self, rinshan_draws: int) -> int:
        """The last live tile, which moves up as kans take dead-wall tiles."""
        return self.dead_wall_size + rinshan_draws

    def live_draws_available(self, rinshan_draws: int) -> int:
        return self.first_live_position - self.haitei_position(rinshan_draws) + 1

    # -- dead wall ---------------------------------------------------------
    def dora_indicator_position(self, index: int) -> int:
        """0 = the first dora indicator, 1..4 = kan-dora indicators."""
        return _indicator(self.dora_positions, index)

    def ura_indicator_position(self, index: int) -> int:
        """0 = the first ura indicator, 1..4 = kan-ura."""
        return _indicator(self.ura_positions, index)

    def rinshan_position(self, index: int) -> int:
        """The ``index``-th replacement draw: y[1] y[0] y[3] y[2] ... (older: y[0] y[1] ...)."""
        rinshan = self._dead.rinshan
        if index < len(rinshan):
            return self.array_index(rinshan[index])
        return index if self.legacy else index ^ 1  # more kans than a game allows

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

    def replacement_ordinals(self, events: list[Event], special_steps: Sequence[int]) -> list[int]:
        """The 0-based places among a hand's draws of its replacement draws: the
        replacements :meth:`draw_sources` finds, from the hand's few special steps
        (``HandRecord.special_steps``: calls among them) rather than from every event."""
        ordinals: list[int] = []
        for step in special_steps:
            meld = events[step].meld
            if meld is None or not meld.type.takes_replacement:
                continue
            # The next draw is the replacement, unless another call comes first.
            for index in range(step + 1, len(events)):
                kind = events[index].kind
                if kind is EventKind.DRAW:
                    ordinals.append(len(tiles_of_kind(events[:index], EventKind.DRAW)))
                    break
                if kind is EventKind.CALL:
                    break
        return ordinals


def _indicator(positions: tuple[int, ...], index: int) -> int:
    """The ``index``-th of five indicator positions; a damaged log may ask beyond them."""
    return positions[index] if 0 <= index < len(positions) else positions[0] + 2 * index


@cache
def shared_layout(players: int = 4, legacy: bool = False) -> WallLayout:
    """One layout per kind of wall, so the positions it works out are worked out once."""
    return WallLayout(players, legacy)
