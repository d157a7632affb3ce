"""Key moments: a seat's decisions in a hand worth a second look, graded by the record.

Four reasons, each a fact the log can check:

* ``ukeire lost``: a discard (no riichi standing against the seat: there defence rules)
  left a worse shanten than the best discard, or at least :data:`MIN_UKEIRE_LOST` fewer
  tiles that improve the hand (copies the seat could not see; :mod:`core.analysis.step`);
* ``dangerous``: against an accepted riichi, a discard with an estimated deal-in rate of
  at least :data:`DANGEROUS` while the hand stayed :data:`FAR_FROM_TENPAI` or more from
  tenpai and a safer tile was held (:mod:`core.defence.danger`);
* ``deal-in``: the discard (or added kan) another seat won on;
* ``missed win``: a winning tile the seat could have taken (tsumo, or ron when not
  furiten by its own discards, a win passed since its last discard or since its riichi)
  with a yaku (the ``mahjong`` package through :mod:`core.scoring`), and did not.

A discard's moment is at the step where the seat still holds its choice (as in the
``danger`` contract); a missed win's at the step where the winning tile is there.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum

from yamaviewer.core.analysis.step import discard_choices, seat_hand, unseen_ids
from yamaviewer.core.defence.danger import Decision, EstimateTable, decisions_of_hand
from yamaviewer.core.melds import MeldType
from yamaviewer.core.record import EventKind, WinResult
from yamaviewer.core.replay.state import HandReplay, TableState
from yamaviewer.core.scoring.hand import ScoringError, WinSituation, score_situation
from yamaviewer.core.shanten import ShantenInputError, counts_of, shanten, tenpai_waits
from yamaviewer.core.tiles import KIND_COUNT, kind_of
from yamaviewer.core.winds import round_wind, seat_wind

#: A discard keeping the shanten but losing this many improving tiles is a moment.
MIN_UKEIRE_LOST = 4
#: An estimated deal-in rate from which a discard against riichi counts as dangerous.
DANGEROUS = 0.05
#: Shanten after the discard from which pushing a dangerous tile is a moment.
FAR_FROM_TENPAI = 2


class Reason(str, Enum):
    UKEIRE_LOST = "ukeire lost"
    DANGEROUS = "dangerous"
    DEAL_IN = "deal-in"
    MISSED_WIN = "missed win"


@dataclass(frozen=True, slots=True)
class KeyMoment:
    """One decision of ``seat`` at ``step`` and why it is worth a look."""

    step: int
    seat: int
    reason: Reason
    #: The discarded tile (ukeire lost, dangerous, deal-in) or the winning tile passed.
    tile: int
    #: Ukeire lost: the best discard's kind, shanten and improving tiles, and the chosen's.
    best_kind: int | None = None
    best_shanten: int = 0
    best_tiles: int = 0
    chosen_shanten: int = 0
    chosen_tiles: int = 0
    #: Dangerous: the discard's estimate, the safest held tile's, shanten after it.
    estimate: float = 0.0
    safest_kind: int | None = None
    safest_estimate: float = 0.0
    #: Deal-in: the winner; missed win: the discarder (the seat itself for a tsumo).
    other_seat: int | None = None


def key_moments(
    replay: HandReplay, seat: int, table: EstimateTable | None = None
) -> list[KeyMoment]:
    """Every key moment of ``seat`` in the hand, by step (a step may hold several)."""
    return moments_of_seats(replay, (seat,), table)


def moments_of_seats(
    replay: HandReplay, seats: tuple[int, ...], table: EstimateTable | None = None
) -> list[KeyMoment]:
    """Every key moment of each of ``seats``, by step then seat in ``seats`` order.

    The hand's defence decisions are worked out once for all seats (they are half
    the cost), so asking for every seat costs little more than asking for one.
    """
    decisions = list(decisions_of_hand(replay, 0, table))
    order = list(Reason)
    found: list[KeyMoment] = []
    for seat in seats:
        moments = [
            *_ukeire_lost(replay, seat),
            *_dangerous(replay, seat, decisions),
            *_deal_ins(replay, seat),
            *_missed_wins(replay, seat),
        ]
        found += sorted(moments, key=lambda m: (m.step, order.index(m.reason)))
    return sorted(found, key=lambda m: (m.step, seats.index(m.seat)))


def moment_steps(moments: list[KeyMoment]) -> list[int]:
    """The distinct steps of the moments, in order (what next/previous jump between)."""
    return sorted({m.step for m in moments})


def _riichi_standing(replay: HandReplay, step: int, seat: int) -> bool:
    """Another seat's riichi was accepted within the first ``step`` events."""
    return any(
        e.kind is EventKind.RIICHI and e.tile == 2 and e.seat != seat
        for e in replay.hand.events[:step]
    )


def _ukeire_lost(replay: HandReplay, seat: int) -> Iterator[KeyMoment]:
    players = replay.players
    for index, event in enumerate(replay.hand.events):
        if event.kind is not EventKind.DISCARD or event.seat != seat:
            continue
        state = replay.states[index]
        if state.seats[seat].riichi or _riichi_standing(replay, index, seat):
            continue
        unseen = [0] * KIND_COUNT
        for tile in unseen_ids(state, seat, players):
            unseen[kind_of(tile)] += 1
        try:
            choices = discard_choices(counts_of(seat_hand(state, seat)), unseen, players)
        except ShantenInputError:
            continue
        chosen = next((c for c in choices if c.kind == kind_of(event.tile)), None)
        if chosen is None or not choices:
            continue
        best = choices[0]
        worse = chosen.shanten > best.shanten
        if worse or best.ukeire_total - chosen.ukeire_total >= MIN_UKEIRE_LOST:
            yield KeyMoment(
                index,
                seat,
                Reason.UKEIRE_LOST,
                event.tile,
                best_kind=best.kind,
                best_shanten=best.shanten,
                best_tiles=best.ukeire_total,
                chosen_shanten=chosen.shanten,
                chosen_tiles=chosen.ukeire_total,
            )


def _shanten_after(state: TableState, seat: int, tile: int, players: int) -> int | None:
    counts = counts_of(seat_hand(state, seat))
    counts[kind_of(tile)] -= 1
    try:
        return shanten(counts, players)
    except ShantenInputError:
        return None


def _dangerous(replay: HandReplay, seat: int, decisions: list[Decision]) -> Iterator[KeyMoment]:
    for decision in decisions:
        if decision.seat != seat:
            continue
        chosen = decision.danger_of(kind_of(decision.discard))
        safest = min(decision.tiles, key=lambda t: (t.worst_estimate, t.kind))
        if chosen.worst_estimate < DANGEROUS or safest.worst_estimate >= chosen.worst_estimate:
            continue
        state = replay.states[decision.step]
        after = _shanten_after(state, seat, decision.discard, replay.players)
        if after is None or after < FAR_FROM_TENPAI:
            continue
        yield KeyMoment(
            decision.step,
            seat,
            Reason.DANGEROUS,
            decision.discard,
            chosen_shanten=after,
            estimate=chosen.worst_estimate,
            safest_kind=safest.kind,
            safest_estimate=safest.worst_estimate,
        )


def _let_go(event_kind: EventKind, event_tile: int, meld_added: int | None) -> int | None:
    if event_kind is EventKind.DISCARD:
        return event_tile
    return meld_added


def _deal_ins(replay: HandReplay, seat: int) -> Iterator[KeyMoment]:
    events = replay.hand.events
    for index, event in enumerate(events):
        result = event.result
        if event.kind is not EventKind.AGARI or not isinstance(result, WinResult):
            continue
        if result.from_seat != seat or result.winner == seat:
            continue
        for back in range(index - 1, -1, -1):  # the tile let go just before (double ron)
            earlier = events[back]
            if earlier.seat != seat:
                continue
            added = earlier.meld.added if earlier.meld is not None else None
            if earlier.kind is EventKind.CALL and (
                earlier.meld is None or earlier.meld.type is not MeldType.ADDED_KAN
            ):
                continue
            tile = _let_go(earlier.kind, earlier.tile, added)
            if tile is not None:
                yield KeyMoment(back, seat, Reason.DEAL_IN, tile, other_seat=result.winner)
                break


def _has_yaku(
    replay: HandReplay,
    state: TableState,
    seat: int,
    tile: int,
    *,
    tsumo: bool,
    rinshan: bool = False,
    chankan: bool = False,
) -> bool:
    """Whether ``seat`` winning on ``tile`` has a yaku (a closed tsumo always has one)."""
    own = state.seats[seat]
    closed = tuple(t for t in (*own.concealed, own.drawn) if t is not None and t != tile)
    hand = replay.hand
    situation = WinSituation(
        closed=(*closed, tile),
        win_tile=tile,
        melds=own.melds,
        tsumo=tsumo,
        seat_wind=seat_wind(seat, hand.dealer, replay.players),
        round_wind=round_wind(hand.round),
        riichi=own.riichi,
        players=replay.players,
        rinshan=rinshan,
        chankan=chankan,
    )
    try:
        score_situation(situation)
    except (ScoringError, ValueError, KeyError, IndexError):
        return False
    return True


def _missed_wins(replay: HandReplay, seat: int) -> Iterator[KeyMoment]:
    """Winning tiles the seat let pass with a yaku and no furiten."""
    events = replay.hand.events
    players = replay.players
    passed = False  # a wait passed since the seat's last discard (temporary furiten)
    riichi_furiten = False

    def wins_next(index: int) -> bool:
        """The seat declared a win right after event ``index`` (a double ron's second too),
        or could not be judged: the hand ends there (a triple-ron draw, a cut log)."""
        if index + 1 >= len(events) or events[index + 1].kind is EventKind.RYUUKYOKU:
            return True
        for later in events[index + 1 :]:
            if later.kind is not EventKind.AGARI:
                return False
            if isinstance(later.result, WinResult) and later.result.winner == seat:
                return True
        return False

    for index, event in enumerate(events):
        state = replay.states[index + 1]
        if event.kind is EventKind.DISCARD and event.seat == seat:
            passed = False
            continue
        if event.kind is EventKind.DRAW and event.seat == seat:
            try:
                complete = shanten(counts_of(seat_hand(state, seat)), players) == -1
            except ShantenInputError:
                continue
            if not complete or wins_next(index):
                continue
            rinshan = index > 0 and events[index - 1].kind is EventKind.CALL
            if _has_yaku(replay, state, seat, event.tile, tsumo=True, rinshan=rinshan):
                yield KeyMoment(index + 1, seat, Reason.MISSED_WIN, event.tile, other_seat=seat)
            continue
        tile = None
        chankan = False
        if event.kind is EventKind.DISCARD and event.seat != seat:
            tile = event.tile
        elif (
            event.kind is EventKind.CALL
            and event.seat != seat
            and event.meld is not None
            and event.meld.type is MeldType.ADDED_KAN
            and event.meld.added is not None
        ):
            tile, chankan = event.meld.added, True
        if tile is None:
            continue
        before = replay.states[index].seats[seat]
        called = counts_of(t for meld in before.melds for t in meld.tiles)
        try:
            waits = tenpai_waits(counts_of(before.concealed), players, called)
        except ShantenInputError:
            continue
        if kind_of(tile) not in waits:
            continue
        own_river = {kind_of(r.tile) for r in before.river}
        furiten = passed or riichi_furiten or any(k in own_river for k in waits)
        passed = True
        riichi_furiten = riichi_furiten or before.riichi
        if furiten or wins_next(index):
            continue
        if _has_yaku(replay, replay.states[index], seat, tile, tsumo=False, chankan=chankan):
            yield KeyMoment(index + 1, seat, Reason.MISSED_WIN, tile, other_seat=event.seat)
