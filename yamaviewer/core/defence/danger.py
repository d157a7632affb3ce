"""Danger against riichi at a replay step, and the truth the log knows.

For a seat at a step: each distinct tile kind in its hand, against each other seat whose
riichi has been accepted, gets a class and an estimate from what the seat could see
(:mod:`yamaviewer.core.defence.classes`, :mod:`yamaviewer.core.defence.model`), and the
truth: whether the riichi seat's real wait holds that kind (waits from
:mod:`yamaviewer.core.shanten`, 4-copy rule included) and whether a ron was possible (not
furiten by its own discards nor by a winning tile passed since its riichi).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from yamaviewer.core.analysis.step import seen_by
from yamaviewer.core.defence.classes import TileClass, classify, yakuhai_kinds
from yamaviewer.core.defence.model import estimate
from yamaviewer.core.melds import MeldType
from yamaviewer.core.record import EventKind, HandRecord
from yamaviewer.core.replay.state import HandReplay, TableState
from yamaviewer.core.shanten import ShantenInputError, counts_of, tenpai_waits
from yamaviewer.core.tiles import KIND_COUNT, kind_of
from yamaviewer.core.winds import round_wind, seat_wind

EstimateTable = Mapping[tuple[TileClass, str], float]


@dataclass(frozen=True, slots=True)
class Against:
    """One tile kind against one riichi seat."""

    seat: int
    tile_class: TileClass
    estimate: float
    #: The riichi seat's real wait holds the kind.
    in_wait: bool
    #: In the wait and that seat not furiten (own discards, a win passed since riichi).
    ron_possible: bool


@dataclass(frozen=True, slots=True)
class TileDanger:
    kind: int
    against: tuple[Against, ...]

    @property
    def worst_estimate(self) -> float:
        return max((a.estimate for a in self.against), default=0.0)

    @property
    def deals_in(self) -> bool:
        return any(a.ron_possible for a in self.against)


@dataclass(frozen=True, slots=True)
class RiichiTruth:
    """A riichi seat's real wait at a step and whether it could win by ron then."""

    seat: int
    waits: tuple[int, ...]
    furiten: bool


@dataclass(frozen=True, slots=True)
class Decision:
    """A discard made while another seat's riichi stood (the ``danger`` CLI contract)."""

    hand: int  # 0-based
    step: int  # the viewer's step: the seat holds the tiles it chooses from
    seat: int
    discard: int  # tile id
    riichi: tuple[int, ...]
    turn: int  # the seat's own discard number, 1-based
    tiles: tuple[TileDanger, ...]

    def danger_of(self, kind: int) -> TileDanger:
        return next(t for t in self.tiles if t.kind == kind)


class RiichiFacts:
    """For one hand: when each seat declared riichi, and every tile let go (in order)."""

    def __init__(self, hand: HandRecord) -> None:
        self.declared_at: dict[int, int] = {}  # seat -> event index of its riichi discard
        self.accepted_at: dict[int, int] = {}  # seat -> event index of the acceptance
        self.let_go: list[tuple[int, int, int]] = []  # (event index, seat, kind)
        pending: set[int] = set()
        for index, event in enumerate(hand.events):
            if event.kind is EventKind.RIICHI:
                if event.tile == 1:
                    pending.add(event.seat)
                else:
                    self.accepted_at.setdefault(event.seat, index)
            elif event.kind is EventKind.DISCARD:
                self.let_go.append((index, event.seat, kind_of(event.tile)))
                if event.seat in pending:
                    pending.discard(event.seat)
                    self.declared_at.setdefault(event.seat, index)
            elif (
                event.kind is EventKind.CALL
                and event.meld is not None
                and event.meld.type is MeldType.ADDED_KAN
                and event.meld.added is not None
            ):  # the added tile could be robbed (chankan): passing it is passing a win
                self.let_go.append((index, event.seat, kind_of(event.meld.added)))

    def riichi_seats(self, step: int, players: int) -> list[int]:
        """Seats whose riichi was accepted within the first ``step`` events."""
        return sorted(s for s, at in self.accepted_at.items() if at < step and s < players)

    def safe_kinds(self, riichi_seat: int, step: int) -> set[int]:
        """Kinds the riichi seat cannot win on by ron, by what every seat saw (genbutsu)."""
        declared = self.declared_at.get(riichi_seat, 10**9)
        return {
            kind
            for index, seat, kind in self.let_go
            if index < step and (seat == riichi_seat or index > declared)
        }


def riichi_truth(state: TableState, seat: int, safe: set[int], players: int) -> RiichiTruth:
    """The real wait of a riichi seat (4-copy rule) and its furiten at this state."""
    own = state.seats[seat]
    called = counts_of(tile for meld in own.melds for tile in meld.tiles)
    try:
        waits = tuple(tenpai_waits(counts_of(own.concealed), players, called))
    except ShantenInputError:
        waits = ()
    return RiichiTruth(seat, waits, any(kind in safe for kind in waits))


def seen_counts(state: TableState, seat: int, players: int) -> list[int]:
    """34 counts of the copies ``seat`` sees (its hand, every river and meld, indicators)."""
    seen = [0] * KIND_COUNT
    for tile in seen_by(state, seat, players):
        seen[kind_of(tile)] += 1
    return seen


def held_kinds(state: TableState, seat: int) -> list[int]:
    """The distinct kinds ``seat`` holds (the drawn tile included, red fives as fives)."""
    own = state.seats[seat]
    drawn = () if own.drawn is None else (own.drawn,)
    return sorted({kind_of(t) for t in (*own.concealed, *drawn)})


def _turn(state: TableState, seat: int) -> int:
    return len(state.seats[seat].river) + 1


def danger_at(
    replay: HandReplay,
    step: int,
    seat: int,
    table: EstimateTable | None = None,
    facts: RiichiFacts | None = None,
) -> tuple[tuple[TileDanger, ...], tuple[RiichiTruth, ...]]:
    """Every tile kind ``seat`` holds at ``step`` against each accepted riichi of another seat.

    Empty when no other seat is in riichi.  The truths are for the panel after the hand.
    """
    players = replay.players
    facts = facts if facts is not None else RiichiFacts(replay.hand)
    state = replay.state(step)
    step = state.step
    riichi = [r for r in facts.riichi_seats(step, players) if r != seat]
    if not riichi:
        return (), ()
    seen = seen_counts(state, seat, players)
    kinds = held_kinds(state, seat)
    turn = _turn(state, seat)
    hand = replay.hand
    truths = []
    per_seat = []
    for r in riichi:
        safe = facts.safe_kinds(r, step)
        truth = riichi_truth(state, r, safe, players)
        truths.append(truth)
        yakuhai = yakuhai_kinds(round_wind(hand.round), seat_wind(r, hand.dealer, players))
        per_seat.append((r, safe, truth, yakuhai))
    tiles = []
    for kind in kinds:
        against = []
        for r, safe, truth, yakuhai in per_seat:
            cls = classify(kind, safe, seen, yakuhai)
            in_wait = kind in truth.waits
            against.append(
                Against(r, cls, estimate(cls, turn, table), in_wait, in_wait and not truth.furiten)
            )
        tiles.append(TileDanger(kind, tuple(against)))
    return tuple(tiles), tuple(truths)


def decisions_of_hand(
    replay: HandReplay, hand_index: int, table: EstimateTable | None = None
) -> Iterator[Decision]:
    """Each discard by a seat not in riichi while another seat's riichi stands."""
    facts = RiichiFacts(replay.hand)
    if not facts.accepted_at:
        return
    for index, event in enumerate(replay.hand.events):
        if event.kind is not EventKind.DISCARD:
            continue
        state = replay.states[index]  # before the discard: the seat holds its choice
        if state.seats[event.seat].riichi:
            continue
        tiles, _truths = danger_at(replay, index, event.seat, table, facts)
        if not tiles:
            continue
        yield Decision(
            hand=hand_index,
            step=index,
            seat=event.seat,
            discard=event.tile,
            riichi=tuple(a.seat for a in tiles[0].against),
            turn=_turn(state, event.seat),
            tiles=tiles,
        )
