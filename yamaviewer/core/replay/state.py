"""Step-by-step replay of one hand: what the table looks like after every event.

All states are computed once when a :class:`HandReplay` is built (a hand has
about 150 events and each state shares its unchanged seats with the one
before), so stepping forward or back is a list lookup.  The GUI draws exactly
these states.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from yamaviewer.core.melds import Meld, MeldType
from yamaviewer.core.record import DrawResult, EventKind, HandRecord, WinResult
from yamaviewer.core.walls.layout import WallLayout

# The one "what a wall position is used for" lives with the table; views that
# read replay marks import it from here too.
from yamaviewer.core.walls.table import WallUse as WallUse


class WallMark(NamedTuple):
    """How a wall position was used in the hand."""

    use: WallUse
    seat: int  # -1 for indicators
    step: int  # state index at which it happened (0 = the deal)
    order: int  # 1-based: nth live draw, nth replacement, nth indicator, nth dealt tile


class RiverTile(NamedTuple):
    tile: int
    tsumogiri: bool = False
    riichi: bool = False
    called: bool = False
    #: Someone won on this discard (a double ron marks it once).
    ron: bool = False


class SeatState(NamedTuple):
    concealed: tuple[int, ...]  # sorted, without the tile just drawn
    drawn: int | None  # the tile just drawn, shown apart until discarded
    melds: tuple[Meld, ...]
    river: tuple[RiverTile, ...]
    riichi: bool = False
    #: The tile robbed from this seat's added kan (chankan): the meld is back to its pon.
    robbed: int | None = None
    #: True once this seat has won the hand (its ``drawn`` is then the winning tile).
    won: bool = False

    @property
    def hand_size(self) -> int:
        return len(self.concealed) + (self.drawn is not None)


class TableState(NamedTuple):
    """The table after ``step`` events (step 0 = right after the deal)."""

    step: int
    seats: tuple[SeatState, ...]
    live_drawn: int
    rinshan_drawn: int
    dora_indicators: tuple[int, ...]
    #: The seat whose turn it is (who acted last, or the dealer at the start).
    active_seat: int
    #: Wall position of the tile this step took, if it took one.
    wall_position: int | None
    #: Every seat's score in points as the game stands (riichi deposits taken
    #: when accepted, a result's deltas paid at its step).
    scores: tuple[int, ...] = ()
    #: Riichi sticks on the table (left over from earlier hands plus this hand's).
    deposits: int = 0
    honba: int = 0
    #: The score changes paid at this step (a result step), else None.
    deltas: tuple[int, ...] | None = None


def _sorted_add(tiles: tuple[int, ...], tile: int) -> tuple[int, ...]:
    return tuple(sorted((*tiles, tile)))


def _remove(tiles: tuple[int, ...], remove: Sequence[int]) -> tuple[int, ...]:
    remaining = list(tiles)
    for tile in remove:
        if tile in remaining:
            remaining.remove(tile)
    return tuple(remaining)


class HandReplay:
    """Every table state of one hand, plus where each tile came from in the wall.

    ``wall`` is the hand's wall array when it is known (from a seed), else a
    partial wall with None for unknown positions, else None.
    """

    def __init__(
        self,
        hand: HandRecord,
        layout: WallLayout,
        wall: Sequence[int | None] | None = None,
    ) -> None:
        self.hand = hand
        self.layout = layout
        self.players = layout.players
        self.wall = tuple(wall) if wall is not None else None
        self.marks: dict[int, WallMark] = {}
        self.states: list[TableState] = []
        self._build()

    # -- building --------------------------------------------------------------
    def _build(self) -> None:
        hand, layout, players = self.hand, self.layout, self.players
        marks = self.marks
        for seat in range(players):
            for order, dealt in enumerate(layout.seat_haipai_positions(seat, hand.dealer), start=1):
                marks[dealt] = WallMark(WallUse.DEAL, seat, 0, order)
        marks[layout.dora_indicator_position(0)] = WallMark(WallUse.DORA, -1, 0, 1)
        seats = tuple(
            SeatState(tuple(sorted(hand.haipai[s])), None, (), ())
            if s < players
            else SeatState((), None, (), ())
            for s in range(4)
        )
        state = TableState(
            step=0,
            seats=seats,
            live_drawn=0,
            rinshan_drawn=0,
            dora_indicators=(hand.dora_indicator,),
            active_seat=hand.dealer,
            wall_position=None,
            scores=tuple(score * 100 for score in hand.scores[:4]) + (0,) * (4 - len(hand.scores)),
            deposits=hand.riichi_sticks,
            honba=hand.honba,
        )
        self.states.append(state)
        sources = {source.event_index: source for source in layout.draw_sources(hand.events)}
        riichi_pending = [False] * 4
        last_discard: tuple[int, int] | None = None  # (seat, river index)
        added_kan: Meld | None = None  # an added kan not yet followed by a discard (chankan)
        for step, event in enumerate(hand.events, start=1):
            seats_list = list(state.seats)
            position: int | None = None
            live, rinshan = state.live_drawn, state.rinshan_drawn
            doras = state.dora_indicators
            scores, deposits = state.scores, state.deposits
            deltas: tuple[int, ...] | None = None
            kind, seat = event.kind, event.seat
            if kind is EventKind.DRAW:
                source = sources[step - 1]
                position = source.position
                if source.replacement:
                    rinshan += 1
                    marks[position] = WallMark(WallUse.RINSHAN, seat, step, rinshan)
                else:
                    live += 1
                    marks[position] = WallMark(WallUse.LIVE, seat, step, live)
                current = seats_list[seat]
                concealed = current.concealed
                if current.drawn is not None:  # should not happen; keep the tile
                    concealed = _sorted_add(concealed, current.drawn)
                seats_list[seat] = current._replace(concealed=concealed, drawn=event.tile)
                added_kan = None
            elif kind is EventKind.DISCARD:
                current = seats_list[seat]
                tsumogiri = current.drawn == event.tile
                concealed = current.concealed
                if current.drawn is not None and not tsumogiri:
                    concealed = _sorted_add(concealed, current.drawn)
                concealed = _remove(concealed, (event.tile,)) if not tsumogiri else concealed
                river_tile = RiverTile(event.tile, tsumogiri, riichi_pending[seat])
                riichi_pending[seat] = False
                seats_list[seat] = current._replace(
                    concealed=concealed, drawn=None, river=(*current.river, river_tile)
                )
                last_discard = (seat, len(current.river))
                added_kan = None
            elif kind is EventKind.CALL and event.meld is not None:
                seats_list = self._apply_call(seats_list, event.meld, last_discard)
                added_kan = event.meld if event.meld.type is MeldType.ADDED_KAN else None

            elif kind is EventKind.DORA:
                doras = (*doras, event.tile)
                position = layout.dora_indicator_position(len(doras) - 1)
                marks[position] = WallMark(WallUse.KAN_DORA, -1, step, len(doras))
            elif kind is EventKind.RIICHI:
                if event.tile == 1:
                    riichi_pending[seat] = True
                else:
                    seats_list[seat] = seats_list[seat]._replace(riichi=True)
                    scores = tuple(s - 1000 if i == seat else s for i, s in enumerate(scores))
                    deposits += 1
            elif isinstance(event.result, WinResult):
                win = event.result
                self._mark_ura(win, step)
                seats_list = self._apply_win(seats_list, win, last_discard, added_kan)
                scores, deltas, deposits = win.scores_after, win.deltas, 0
            elif isinstance(event.result, DrawResult):
                scores, deltas = event.result.scores_after, event.result.deltas
            state = TableState(
                step=step,
                seats=tuple(seats_list),
                live_drawn=live,
                rinshan_drawn=rinshan,
                dora_indicators=doras,
                active_seat=seat if 0 <= seat < players else state.active_seat,
                wall_position=position,
                scores=scores,
                deposits=deposits,
                honba=state.honba,
                deltas=deltas,
            )
            self.states.append(state)

    def _apply_call(
        self, seats: list[SeatState], meld: Meld, last_discard: tuple[int, int] | None
    ) -> list[SeatState]:
        caller = seats[meld.seat]
        concealed = caller.concealed
        if caller.drawn is not None:
            concealed = _sorted_add(concealed, caller.drawn)
        concealed = _remove(concealed, meld.own_tiles)
        melds = caller.melds
        if meld.type is MeldType.ADDED_KAN:
            kind = meld.tiles[0] // 4
            melds = tuple(
                meld if m.type is MeldType.PON and m.tiles[0] // 4 == kind else m for m in melds
            )
            if meld not in melds:
                melds = (*melds, meld)
        else:
            melds = (*melds, meld)
        seats[meld.seat] = caller._replace(concealed=concealed, drawn=None, melds=melds)
        if (
            meld.called is not None
            and meld.type in (MeldType.CHI, MeldType.PON, MeldType.OPEN_KAN)
            and last_discard is not None
        ):
            giver, index = last_discard
            river = list(seats[giver].river)
            if index < len(river) and river[index].tile == meld.called:
                river[index] = river[index]._replace(called=True)
                seats[giver] = seats[giver]._replace(river=tuple(river))
        return seats

    @staticmethod
    def _apply_win(
        seats: list[SeatState],
        win: WinResult,
        last_discard: tuple[int, int] | None,
        added_kan: Meld | None,
    ) -> list[SeatState]:
        """Give a ron's winning tile to the winner and mark it where it came from.

        A tsumo already holds its tile.  A ron takes the last discard (marked in
        the discarder's river; a double ron marks it once) or, for chankan
        (``added_kan`` is the kan just declared), the kan's added tile: that
        meld goes back to its pon and the seat remembers the robbed tile.
        """
        if win.tsumo or win.winning_tile is None:
            seats[win.winner] = seats[win.winner]._replace(won=True)
            return seats
        tile = win.winning_tile
        giver = seats[win.from_seat]
        if added_kan is not None and added_kan.seat == win.from_seat:
            if giver.robbed is None:
                pon = Meld(
                    MeldType.PON,
                    added_kan.seat,
                    tuple(t for t in added_kan.tiles if t != added_kan.added),
                    added_kan.called,
                    added_kan.from_offset,
                )
                melds = tuple(
                    pon if m.type is MeldType.ADDED_KAN and m.added == added_kan.added else m
                    for m in giver.melds
                )
                seats[win.from_seat] = giver._replace(melds=melds, robbed=added_kan.added)
        elif last_discard is not None and last_discard[0] == win.from_seat:
            river = list(giver.river)
            index = last_discard[1]
            if index < len(river) and not river[index].ron:
                river[index] = river[index]._replace(ron=True)
                seats[win.from_seat] = giver._replace(river=tuple(river))
        seats[win.winner] = seats[win.winner]._replace(drawn=tile, won=True)
        return seats

    def _mark_ura(self, win: WinResult, step: int) -> None:
        for index in range(len(win.ura)):
            position = self.layout.ura_indicator_position(index)
            self.marks.setdefault(position, WallMark(WallUse.URA, -1, step, index + 1))

    # -- queries ---------------------------------------------------------------
    def __len__(self) -> int:
        return len(self.states)

    def state(self, step: int) -> TableState:
        return self.states[max(0, min(step, len(self.states) - 1))]

    def taken_by(self, position: int, step: int) -> WallMark | None:
        """How ``position`` was used, if that happened at or before ``step``."""
        mark = self.marks.get(position)
        if mark is None or mark.step > step:
            return None
        return mark

    def upcoming_draws(self, step: int, count: int = 6) -> dict[int, list[int]]:
        """The live positions each seat would draw next had nobody called.

        Turn order resumes after the seat that acted last; the live wall is
        read onward from where the game stands at ``step``.
        """
        state = self.state(step)
        players = self.players
        first = self.layout.first_live_position - state.live_drawn
        last_live = self.layout.haitei_position(state.rinshan_drawn)
        # Whoever holds a drawn tile discards next; otherwise the next seat draws.
        holder = next((s for s in range(players) if state.seats[s].drawn is not None), None)
        next_seat = (
            (holder + 1) % players
            if holder is not None
            else ((state.active_seat + 1) % players if state.step else state.active_seat)
        )
        upcoming: dict[int, list[int]] = {s: [] for s in range(players)}
        position = first
        seat = next_seat
        while position >= last_live and min(len(v) for v in upcoming.values()) < count:
            upcoming[seat].append(position)
            position -= 1
            seat = (seat + 1) % players
        return upcoming


def known_wall_from_record(hand: HandRecord, layout: WallLayout) -> list[int | None]:
    """The wall positions a record pins down without a seed.

    Draws fill the live wall in order and replacement draws the rinshan slots;
    dora indicators (and ura at wins) their slots.  Starting hands are placed
    only when the record lists them in deal order (mjlog); otherwise each seat's
    13 tiles are known only as a set and their positions stay unknown.
    """
    wall: list[int | None] = [None] * layout.size
    wall[layout.dora_indicator_position(0)] = hand.dora_indicator
    if hand.haipai_in_deal_order:
        for seat in range(layout.players):
            positions = layout.seat_haipai_positions(seat, hand.dealer)
            for position, tile in zip(positions, hand.haipai[seat]):
                wall[position] = tile
    for source in layout.draw_sources(hand.events):
        if 0 <= source.position < layout.size:
            wall[source.position] = hand.events[source.event_index].tile
    kan = 0
    for event in hand.events:
        if event.kind is EventKind.DORA:
            kan += 1
            wall[layout.dora_indicator_position(kan)] = event.tile
        elif isinstance(event.result, WinResult):
            for tiles, locate in (
                (event.result.dora, layout.dora_indicator_position),
                (event.result.ura, layout.ura_indicator_position),
            ):
                for index, tile in enumerate(tiles):
                    wall[locate(index)] = tile
    return wall
