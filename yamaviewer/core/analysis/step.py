"""Analysis of one seat's hand at one replay step, using what the wall really held.

For the hand a seat holds at step K (step 0 = right after the deal, as in the viewer):
shanten of each form, the kinds that improve it (ukeire) with the copies that seat has
not seen, and — because yamaviewer knows the wall — where each of those unseen copies
really was at that moment and what became of it.  Shanten and useful kinds come only
from :mod:`yamaviewer.core.shanten`.

A :class:`StepAnalyser` keeps one hand's analyses for a viewer that steps through it: each
(step, seat) is worked out once, a seat whose tiles did not change keeps its shanten and
useful kinds, and the wall's whereabouts at a step serve every seat.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

from yamaviewer.core.analysis.odds import chance_to_draw_any
from yamaviewer.core.record import EventKind
from yamaviewer.core.replay.state import HandReplay, TableState, WallUse
from yamaviewer.core.shanten import (
    TENPAI,
    FormShanten,
    ShantenInputError,
    counts_of,
    form_shanten,
    shanten,
    useful_kinds,
)
from yamaviewer.core.tiles import KIND_COUNT, SANMA_TILE_IDS, TILE_COUNT, kind_of


class AnalysisError(ValueError):
    """A hand, step or seat that cannot be analysed (out of range, empty seat)."""


class Where(str, Enum):
    """Where an unseen copy physically was at the analysed step (the buckets)."""

    LIVE_WALL = "live_wall"
    OTHER_HANDS = "other_hands"
    DEAD_WALL = "dead_wall"
    #: The wall is not fully known (no seed) and the record never shows this copy.
    UNKNOWN = "unknown"


class Fate(str, Enum):
    """What became of an unseen copy in the rest of the hand as it was really played."""

    DRAWN_BY_SEAT = "drawn_by_seat"
    DISCARDED_LATER = "discarded_later"
    KEPT_BY_OTHERS = "kept_by_others"
    LEFT_IN_WALL = "left_in_wall"
    DEAD_WALL = "dead_wall"
    UNKNOWN = "unknown"


@dataclass(frozen=True, slots=True)
class CopyLocation:
    """One unseen copy of a useful kind and where it really was."""

    tile: int
    where: Where
    #: Wall array position (None for a copy in another hand, or unknown).
    position: int | None = None
    #: The seat holding it (other hands).
    holder: int | None = None
    #: Live wall: the seat that would draw it if nobody called from this step on, and
    #: which of that seat's remaining draws it would be (1 = its next draw).
    would_draw_seat: int | None = None
    would_draw_number: int | None = None
    #: The step at which it was really drawn later in the hand, and by whom.
    drawn_step: int | None = None
    drawn_by: int | None = None
    fate: Fate = Fate.UNKNOWN
    #: The step of the fate (the draw for DRAWN_BY_SEAT, the discard for DISCARDED_LATER).
    fate_step: int | None = None


@dataclass(frozen=True, slots=True)
class DiscardChoice:
    """One discard from a 14-tile (3n+2) hand."""

    kind: int
    shanten: int
    #: Useful kind -> copies unseen by the seat.
    ukeire: dict[int, int]

    @property
    def ukeire_total(self) -> int:
        return sum(self.ukeire.values())


@dataclass(frozen=True, slots=True)
class NextWin:
    """The first of the seat's own remaining draws that really held a winning tile."""

    tile: int
    position: int
    #: Which of the seat's remaining draws (1 = next) it is, calls ignored.
    draw_number: int
    #: The step at which that wall position was really drawn (by ``drawn_by``), if it was.
    drawn_step: int | None
    drawn_by: int | None


@dataclass(frozen=True)
class StepAnalysis:
    """Everything the panel and ``yamaviewer-cli analyse`` show for one seat at one step."""

    seat: int
    step: int
    players: int
    #: Concealed tiles (ids) including a drawn tile not yet discarded.
    hand: tuple[int, ...]
    forms: FormShanten
    #: Shanten of the hand as held (14 tiles: -1 when complete).
    shanten: int
    #: Kind -> unseen copies; for 14 tiles, those of the best discard.
    ukeire: dict[int, int]
    #: 14-tile hands: every distinct discard, best first.
    discards: tuple[DiscardChoice, ...]
    #: Unseen copies per kind from this seat's point of view (34 counts).
    unseen: tuple[int, ...]
    copies: tuple[CopyLocation, ...]
    #: Tenpai hands: wait kind -> unseen copies.
    waits: dict[int, int]
    #: The seat's remaining live draws if nobody calls.
    remaining_draws: int
    p_tsumo: Fraction | None
    next_win: NextWin | None
    #: False when the wall was not rebuilt from a seed (some copies may be unknown).
    wall_complete: bool

    @property
    def ukeire_total(self) -> int:
        return sum(self.ukeire.values())

    @property
    def unseen_total(self) -> int:
        return sum(self.unseen)

    @property
    def buckets(self) -> dict[str, int]:
        """Copies per physical place at this step; the values add up to ``ukeire_total``."""
        counts = {where.value: 0 for where in Where}
        for copy in self.copies:
            counts[copy.where.value] += 1
        return counts

    @property
    def fates(self) -> dict[str, int]:
        """Copies per later fate; the values also add up to ``ukeire_total``."""
        counts = {fate.value: 0 for fate in Fate}
        for copy in self.copies:
            counts[copy.fate.value] += 1
        return counts


# -- what a seat has seen -------------------------------------------------------------------


def seat_hand(state: TableState, seat: int) -> tuple[int, ...]:
    """The seat's concealed tiles, with the tile just drawn."""
    seat_state = state.seats[seat]
    drawn = () if seat_state.drawn is None else (seat_state.drawn,)
    return (*seat_state.concealed, *drawn)


def seen_by(state: TableState, seat: int, players: int) -> set[int]:
    """Tile ids the seat can see: its own hand, every river and meld, the dora indicators."""
    seen = set(seat_hand(state, seat))
    for other in range(players):
        seen.update(river.tile for river in state.seats[other].river)
        for meld in state.seats[other].melds:
            seen.update(meld.tiles)
    seen.update(state.dora_indicators)
    return seen


def game_tile_ids(players: int) -> tuple[int, ...]:
    return SANMA_TILE_IDS if players == 3 else tuple(range(TILE_COUNT))


def unseen_ids(state: TableState, seat: int, players: int) -> list[int]:
    seen = seen_by(state, seat, players)
    return [tile for tile in game_tile_ids(players) if tile not in seen]


# -- shanten and useful tiles ------------------------------------------------------------------


def _discard_outcomes(
    counts: Sequence[int], players: int
) -> tuple[tuple[int, int, list[int]], ...]:
    """(kind, shanten after, useful kinds after) for each distinct discard of a 3n+2 hand:
    what the tiles alone decide, before the unseen copies are counted."""
    outcomes = []
    for kind in range(KIND_COUNT):
        if not counts[kind]:
            continue
        after = list(counts)
        after[kind] -= 1
        value, kinds = useful_kinds(after, players)
        outcomes.append((kind, value, kinds))
    return tuple(outcomes)


def _choices(
    outcomes: Sequence[tuple[int, int, list[int]]], unseen: Sequence[int]
) -> tuple[DiscardChoice, ...]:
    """The discards with their unseen useful copies, best first (lowest shanten, most ukeire)."""
    choices = [
        DiscardChoice(kind, value, {k: unseen[k] for k in kinds}) for kind, value, kinds in outcomes
    ]
    choices.sort(key=lambda c: (c.shanten, -c.ukeire_total, c.kind))
    return tuple(choices)


def discard_choices(
    counts: Sequence[int], unseen: Sequence[int], players: int
) -> tuple[DiscardChoice, ...]:
    """Each distinct discard of a 3n+2 hand, best first (lowest shanten, then most ukeire)."""
    return _choices(_discard_outcomes(counts, players), unseen)


@dataclass(frozen=True, slots=True)
class _HandShape:
    """What a concealed hand's kinds alone decide: shanten and the useful kinds."""

    forms: FormShanten
    shanten: int
    #: 3n+1 hands: the kinds that improve it.
    useful: list[int]
    #: 3n+2 hands: (kind, shanten after, useful kinds after) per distinct discard.
    discards: tuple[tuple[int, int, list[int]], ...]


def _hand_shape(counts: Sequence[int], players: int) -> _HandShape:
    """Shanten and useful kinds of ``counts`` (raises ShantenInputError on a damaged hand)."""
    forms = form_shanten(counts, players)
    if sum(counts) % 3 == 1:
        value, useful = useful_kinds(counts, players)
        return _HandShape(forms, value, useful, ())
    return _HandShape(forms, shanten(counts, players), [], _discard_outcomes(counts, players))


# -- the analysis --------------------------------------------------------------------------------


def analyse_replay_step(replay: HandReplay, step: int, seat: int) -> StepAnalysis:
    """Analyse ``seat``'s hand at replay ``step`` (0 = right after the deal)."""
    return StepAnalyser(replay).analyse(step, seat)


class StepAnalyser:
    """One hand's step analyses, each (step, seat) worked out once.

    A viewer asks for every seat at every step, and again when stepping back: the
    analyses are kept, a hand whose kinds did not change keeps its shanten and useful
    kinds, and where the wall's tiles were at a step is worked out once for all seats.
    """

    def __init__(self, replay: HandReplay) -> None:
        self.replay = replay
        self._analyses: dict[tuple[int, int], StepAnalysis | AnalysisError] = {}
        self._shapes: dict[tuple[int, ...], _HandShape | ShantenInputError] = {}
        self._locator: _Locator | None = None
        #: Tile id -> its wall position (the first, should a broken wall hold it twice).
        self._positions: dict[int, int] = {}
        if replay.wall is not None:
            for position, wall_tile in enumerate(replay.wall):
                if wall_tile is not None:
                    self._positions.setdefault(wall_tile, position)

    def analyse(self, step: int, seat: int) -> StepAnalysis:
        """``seat``'s hand at ``step``; raises AnalysisError as :func:`analyse_replay_step`."""
        known = self._analyses.get((step, seat))
        if known is None:
            try:
                known = self._analyse(step, seat)
            except AnalysisError as error:
                known = error
            self._analyses[(step, seat)] = known
        if isinstance(known, AnalysisError):
            raise AnalysisError(*known.args)
        return known

    def _shape(self, counts: list[int], players: int, seat: int, step: int) -> _HandShape:
        key = tuple(counts)
        shape = self._shapes.get(key)
        if shape is None:
            try:  # a damaged log can hold a tile twice or a kind the table does not use
                shape = _hand_shape(counts, players)
            except ShantenInputError as error:
                shape = error
            self._shapes[key] = shape
        if isinstance(shape, ShantenInputError):
            raise AnalysisError(f"seat {seat}'s hand at step {step} cannot be analysed: {shape}")
        return shape

    def _locator_at(self, step: int) -> _Locator:
        """Where every tile was at ``step`` (kept for the other seats of the same step)."""
        if self._locator is None or self._locator.state.step != step:
            replay = self.replay
            self._locator = _Locator(replay, replay.states[step], self._positions)
        return self._locator

    def can_analyse(self, step: int, seat: int) -> bool:
        """Whether :meth:`analyse` answers rather than raising AnalysisError (without
        working out the tiles' whereabouts)."""
        try:
            self._hand_at(step, seat)
        except AnalysisError:
            return False
        return True

    def _hand_at(self, step: int, seat: int) -> tuple[tuple[int, ...], _HandShape]:
        """The seat's sorted tiles at ``step`` and their shape, or AnalysisError."""
        replay = self.replay
        players = replay.players
        if not 0 <= seat < players:
            raise AnalysisError(f"seat {seat} is not one of the {players} seats (0..{players - 1})")
        last = len(replay.states) - 1
        if not 0 <= step <= last:
            raise AnalysisError(f"step {step} is outside this hand's steps 0..{last}")
        hand = tuple(sorted(seat_hand(replay.states[step], seat)))
        size = len(hand)
        if size % 3 == 0 or not 1 <= size <= 14:
            raise AnalysisError(
                f"seat {seat} holds {size} tiles at step {step}: not a hand to analyse"
            )
        return hand, self._shape(counts_of(hand), players, seat, step)

    def _analyse(self, step: int, seat: int) -> StepAnalysis:
        replay = self.replay
        players = replay.players
        hand, shape = self._hand_at(step, seat)
        size = len(hand)
        state = replay.states[step]
        unseen_tiles = unseen_ids(state, seat, players)
        unseen = [0] * KIND_COUNT
        for tile in unseen_tiles:
            unseen[kind_of(tile)] += 1

        discards: tuple[DiscardChoice, ...] = ()
        if size % 3 == 1:
            waiting_shanten = shape.shanten
            ukeire = {kind: unseen[kind] for kind in shape.useful}
        else:
            discards = _choices(shape.discards, unseen)
            # The best discard leaves the lowest shanten (discards are sorted by it first).
            waiting_shanten = discards[0].shanten
            ukeire = dict(discards[0].ukeire)
        tenpai = waiting_shanten == TENPAI

        useful = set(ukeire)
        locator = self._locator_at(step)
        copies = tuple(
            locator.locate(seat, tile) for tile in unseen_tiles if kind_of(tile) in useful
        )
        own_draws = locator.upcoming.get(seat, [])
        waits: dict[int, int] = {}
        p_tsumo: Fraction | None = None
        next_win: NextWin | None = None
        if tenpai:
            waits = dict(ukeire)
            p_tsumo = chance_to_draw_any(sum(unseen), sum(waits.values()), len(own_draws))
            next_win = _next_win(replay, own_draws, set(waits))
        return StepAnalysis(
            seat=seat,
            step=step,
            players=players,
            hand=hand,
            forms=shape.forms,
            shanten=shape.shanten,
            ukeire=ukeire,
            discards=discards,
            unseen=tuple(unseen),
            copies=copies,
            waits=waits,
            remaining_draws=len(own_draws),
            p_tsumo=p_tsumo,
            next_win=next_win,
            wall_complete=replay.wall is not None and None not in replay.wall,
        )


def _next_win(replay: HandReplay, own_draws: Sequence[int], wait_kinds: set[int]) -> NextWin | None:
    for number, position in enumerate(own_draws, start=1):
        tile = replay.wall[position] if replay.wall is not None else None
        if tile is not None and kind_of(tile) in wait_kinds:
            mark = replay.marks.get(position)
            drawn = mark is not None and mark.use in (WallUse.LIVE, WallUse.RINSHAN)
            return NextWin(
                tile,
                position,
                number,
                mark.step if drawn and mark is not None else None,
                mark.seat if drawn and mark is not None else None,
            )
    return None


def _later_history(replay: HandReplay, step: int) -> tuple[dict[int, int], dict[int, int]]:
    """(tile -> step it was discarded, tile -> seat that discarded it) after ``step``."""
    discarded_at: dict[int, int] = {}
    discarded_by: dict[int, int] = {}
    for index in range(step, len(replay.hand.events)):
        event = replay.hand.events[index]
        if event.kind is EventKind.DISCARD and event.tile not in discarded_at:
            discarded_at[event.tile] = index + 1
            discarded_by[event.tile] = event.seat
    return discarded_at, discarded_by


class _Locator:
    """Where every tile id was at one step, and what happened to it afterwards."""

    def __init__(self, replay: HandReplay, state: TableState, positions: dict[int, int]) -> None:
        self.replay = replay
        self.state = state
        players = replay.players
        self.holder: dict[int, int] = {}
        for other in range(players):
            for tile in seat_hand(state, other):
                self.holder[tile] = other
        #: Tile id -> its wall position.
        self.position = positions
        layout = replay.layout
        self.live_top = layout.first_live_position - state.live_drawn
        self.live_bottom = layout.haitei_position(state.rinshan_drawn)
        self.upcoming = replay.upcoming_draws(state.step, count=TILE_COUNT)
        self.would_draw: dict[int, tuple[int, int]] = {}
        for drawer, draws in self.upcoming.items():
            for number, position in enumerate(draws, start=1):
                self.would_draw[position] = (drawer, number)
        self.discarded_at, self.discarded_by = _later_history(replay, state.step)

    def locate(self, seat: int, tile: int) -> CopyLocation:
        step = self.state.step
        holder = self.holder.get(tile)
        position = self.position.get(tile)
        drawn_step = drawn_by = None
        if position is not None:
            mark = self.replay.marks.get(position)
            if (
                mark is not None
                and mark.use in (WallUse.LIVE, WallUse.RINSHAN)
                and mark.step > step
            ):
                drawn_step, drawn_by = mark.step, mark.seat
        if holder is not None and holder != seat:
            where = Where.OTHER_HANDS
            position = None
        elif position is not None and self.live_bottom <= position <= self.live_top:
            where = Where.LIVE_WALL
        elif position is not None and position < self.live_bottom:
            where = Where.DEAD_WALL
        else:
            where, position = Where.UNKNOWN, None
        would_seat = would_number = None
        if where is Where.LIVE_WALL and position is not None and position in self.would_draw:
            would_seat, would_number = self.would_draw[position]
        fate, fate_step = self._fate(seat, tile, where, holder, drawn_step, drawn_by)
        return CopyLocation(
            tile=tile,
            where=where,
            position=position,
            holder=holder if where is Where.OTHER_HANDS else None,
            would_draw_seat=would_seat,
            would_draw_number=would_number,
            drawn_step=drawn_step if where is not Where.OTHER_HANDS else None,
            drawn_by=drawn_by if where is not Where.OTHER_HANDS else None,
            fate=fate,
            fate_step=fate_step,
        )

    def _fate(
        self,
        seat: int,
        tile: int,
        where: Where,
        holder: int | None,
        drawn_step: int | None,
        drawn_by: int | None,
    ) -> tuple[Fate, int | None]:
        if where is not Where.OTHER_HANDS and drawn_by == seat:
            return Fate.DRAWN_BY_SEAT, drawn_step
        owner = holder if where is Where.OTHER_HANDS else drawn_by
        if owner is not None:
            if self.discarded_by.get(tile) == owner:
                return Fate.DISCARDED_LATER, self.discarded_at[tile]
            return Fate.KEPT_BY_OTHERS, None
        if where is Where.LIVE_WALL:
            return Fate.LEFT_IN_WALL, None
        if where is Where.DEAD_WALL:
            return Fate.DEAD_WALL, None
        return Fate.UNKNOWN, None
