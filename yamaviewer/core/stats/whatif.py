"""What the proven wall did: per hand, facts about the verified wall and their assumption.

Each event is a fact about a wall rebuilt from the game's seed and checked draw by
draw, never a verdict: where a seat's waits were when it became tenpai (counted by
the Analysis panel's own buckets, :func:`analyse_replay_step`), the win it would have
drawn had the hand gone on or had nobody called, a changed wait or a fold whose next
draw or discard would have won (furiten respected, a yaku checked by the scoring
package), and the other way: the unlikely draw that came, the chaser who dealt in,
the wait with one live copy that won.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from fractions import Fraction

from yamaviewer.core.analysis.odds import chance_to_draw_any
from yamaviewer.core.analysis.step import AnalysisError, StepAnalysis, analyse_replay_step
from yamaviewer.core.melds import MeldType
from yamaviewer.core.record import EventKind, WinResult
from yamaviewer.core.replay.document import GameDocument
from yamaviewer.core.replay.state import HandReplay, TableState
from yamaviewer.core.scoring.hand import ScoringError, WinSituation, score_situation
from yamaviewer.core.shanten import TENPAI, ShantenInputError, counts_of, shanten, tenpai_waits
from yamaviewer.core.stats.player import DORA_YAKU
from yamaviewer.core.tiles import kind_name, kind_of, tile_name
from yamaviewer.core.winds import round_wind, seat_wind
from yamaviewer.core.wording import Wording, translatable
from yamaviewer.core.yaku import yaku_name

DEAD_WALL_WAITS = "dead-wall-waits"
WAITS_IN_HANDS = "waits-in-hands"
WOULD_HAVE_WON = "would-have-won"
CALLS_TOOK_WIN = "calls-took-win"
CHANGED_WAIT = "changed-wait"
FOLD_WOULD_HAVE_WON = "fold-would-have-won"
LUCKY_DRAW = "lucky-draw"
CHASER_DEALT_IN = "chaser-dealt-in"
HELL_WAIT_WON = "hell-wait-won"
KINDS = (
    DEAD_WALL_WAITS,
    WAITS_IN_HANDS,
    WOULD_HAVE_WON,
    CALLS_TOOK_WIN,
    CHANGED_WAIT,
    FOLD_WOULD_HAVE_WON,
    LUCKY_DRAW,
    CHASER_DEALT_IN,
    HELL_WAIT_WON,
)
#: A tsumo whose chance at tenpai was below this is a lucky draw.
LUCKY_CHANCE = Fraction(1, 4)


class WhatIfError(ValueError):
    """The game has no verified wall to state facts about."""


@dataclass(frozen=True, slots=True)
class WhatIf:
    """One fact about the wall in one hand (hand 1-based, the step to jump to)."""

    hand: int
    seat: int
    kind: str
    step: int
    wording: Wording
    extra: dict[str, object] = field(default_factory=dict)

    @property
    def detail(self) -> str:
        return str(self.wording)

    def text(self) -> str:
        return self.detail

    def as_json(self) -> dict[str, object]:
        return {
            "hand": self.hand,
            "seat": self.seat,
            "kind": self.kind,
            "step": self.step,
            "detail": self.detail,
            **self.extra,
        }


_DEAD = translatable(
    "WhatIf",
    "Tenpai on %1: of the copies you could not see, %2 lay in the dead wall, %3 in the "
    "live wall and %4 in other hands.",
)
_HANDS = translatable(
    "WhatIf",
    "Tenpai on %1: no copy you could not see was left in the live wall; %2 were in other hands.",
)
_WOULD = translatable(
    "WhatIf",
    "Had the hand gone on with the same calls, your next draws would have been %1: a win on "
    "draw %2.",
)
_CALLS = translatable(
    "WhatIf",
    "Had nobody called after you became tenpai, your draw %1 would have been %2, a win; "
    "seat %3 drew it at step %4.",
)
_CHANGED = translatable(
    "WhatIf",
    "You left the wait on %1; your next draw, %2, would have won with it.",
)
_CHANGED_RON = translatable(
    "WhatIf",
    "You left the wait on %1; %2, discarded by seat %3 before your next draw, would have won "
    "with it (not furiten).",
)
_FOLD = translatable(
    "WhatIf",
    "You broke tenpai on %1; your next draw, %2, would have won with it.",
)
_FOLD_RON = translatable(
    "WhatIf",
    "You broke tenpai on %1; %2, discarded by seat %3 before your next draw, would have won "
    "with it (not furiten).",
)
_LUCKY = translatable(
    "WhatIf",
    "At tenpai the live wall held %1 of your winning tiles among %4 you could not see: "
    "the chance to draw one in %2 draws was %3%, and it came.",
)
_CHASER = translatable("WhatIf", "Seat %1 chased your riichi and dealt into it.")
_HELL = translatable(
    "WhatIf", "Your wait on %1 had %2 copy left in the live wall at tenpai, and it won."
)


def _names(kinds: Iterable[int]) -> str:
    return " ".join(kind_name(k) for k in sorted(kinds))


def tenpai_step(replay: HandReplay, seat: int) -> int | None:
    """The first step at which the seat holds a tenpai hand of 3n+1 tiles (no tile drawn).

    After the deal, a discard, or a kita (sanma's north set aside before its replacement).
    """
    previous: tuple[int, ...] | None = None
    for step, state in enumerate(replay.states):
        seat_state = state.seats[seat]
        concealed = seat_state.concealed
        if seat_state.drawn is not None or len(concealed) % 3 != 1 or concealed == previous:
            continue
        previous = concealed
        try:
            if shanten(counts_of(concealed), replay.players) == TENPAI:
                return step
        except ShantenInputError:
            return None
    return None


def _wins(replay: HandReplay) -> list[tuple[int, WinResult]]:
    return [
        (index, event.result)
        for index, event in enumerate(replay.hand.events)
        if event.kind is EventKind.AGARI and isinstance(event.result, WinResult)
    ]


def hand_events(replay: HandReplay, hand: int) -> list[WhatIf]:
    """Every fact about the wall in one hand (``hand`` 1-based, for the events)."""
    found: list[WhatIf] = []
    wins = _wins(replay)
    winners = {win.winner for _, win in wins}
    end_step = wins[0][0] if wins else len(replay.states) - 1
    for seat in range(replay.players):
        step = tenpai_step(replay, seat)
        if step is None:
            continue
        try:
            analysis = analyse_replay_step(replay, step, seat)
        except AnalysisError:
            continue
        found.extend(_wait_places(analysis, hand))
        if seat in winners:
            found.extend(_luck(replay, analysis, hand, wins, seat))
        else:
            found.extend(_missed(replay, analysis, hand, end_step))
        found.extend(_changed_wait(replay, hand, seat))
    found.sort(key=lambda e: (e.step, e.seat, KINDS.index(e.kind)))
    return found


def _wait_places(analysis: StepAnalysis, hand: int) -> list[WhatIf]:
    buckets = analysis.buckets
    dead, live, held = buckets["dead_wall"], buckets["live_wall"], buckets["other_hands"]
    counts = {"waits": [kind_name(k) for k in sorted(analysis.waits)]}
    extra = {**counts, "in_dead_wall": dead, "live": live, "in_hands": held}
    if dead:
        wording = _DEAD.arg(_names(analysis.waits), dead, live, held)
        return [WhatIf(hand, analysis.seat, DEAD_WALL_WAITS, analysis.step, wording, extra)]
    if live == 0 and held:
        wording = _HANDS.arg(_names(analysis.waits), held)
        return [WhatIf(hand, analysis.seat, WAITS_IN_HANDS, analysis.step, wording, extra)]
    return []


def _missed(replay: HandReplay, analysis: StepAnalysis, hand: int, end_step: int) -> list[WhatIf]:
    """The win the seat would have drawn: had nobody called, or had the hand gone on."""
    seat = analysis.seat
    found: list[WhatIf] = []
    win = analysis.next_win
    if win is not None and win.drawn_by is not None and win.drawn_by != seat:
        wording = _CALLS.arg(win.draw_number, tile_name(win.tile), win.drawn_by, win.drawn_step)
        extra = {"tile": tile_name(win.tile), "draw_number": win.draw_number}
        found.append(WhatIf(hand, seat, CALLS_TOOK_WIN, analysis.step, wording, extra))
    try:
        at_end = analyse_replay_step(replay, end_step, seat)
    except AnalysisError:
        return found
    later = at_end.next_win
    if at_end.waits and later is not None and later.drawn_step is None:
        own = replay.upcoming_draws(end_step, count=later.draw_number)[seat]
        draws = [
            tile_name(t)
            for t in (replay.wall[p] for p in own[: later.draw_number] if replay.wall)
            if t is not None
        ]
        wording = _WOULD.arg(", ".join(draws), later.draw_number)
        extra = {"draws": draws, "draw_number": later.draw_number}
        found.append(WhatIf(hand, seat, WOULD_HAVE_WON, end_step, wording, extra))
    return found


def _yaku_of(
    replay: HandReplay, state: TableState, seat: int, hand: tuple[int, ...], tile: int, tsumo: bool
) -> list[str] | None:
    """The yaku the kept hand would have won with (scoring's own check), None: no yaku.

    Dora and red fives are no yaku, so the hand's dora are left out; riichi counts only
    when the seat had declared it.
    """
    mine = state.seats[seat]
    melds = tuple(m for m in mine.melds if m.type is not MeldType.KITA)
    situation = WinSituation(
        closed=(*hand, tile),
        win_tile=tile,
        melds=melds,
        tsumo=tsumo,
        seat_wind=seat_wind(seat, replay.hand.dealer, replay.players),
        round_wind=round_wind(replay.hand.round),
        riichi=mine.riichi,
        kita=len(mine.melds) - len(melds),
        players=replay.players,
    )
    try:
        score = score_situation(situation)
    except (ScoringError, ValueError, LookupError):
        return None
    return [yaku_name(yaku_id) for yaku_id, _han in score.yaku if yaku_id not in DORA_YAKU]


def _changed_wait(replay: HandReplay, hand: int, seat: int) -> list[WhatIf]:
    """A tenpai the seat left (a changed wait, or broken: a fold) that would have won next.

    The seat held a tenpai hand, drew a tile that did not complete it and discarded
    another: had it thrown the drawn tile instead, its next draw (tsumo) or a discard
    before that draw (ron, unless furiten: a wait among its discards, the drawn tile
    included, or one passed by since) would have completed a wait it left, with a yaku.
    The first of each kind in the hand.
    """
    events = replay.hand.events
    players = replay.players
    found: dict[str, WhatIf] = {}
    kept: tuple[int, ...] | None = None  # the 3n+1 hand before the seat's last draw
    drawn = -1
    discarded: set[int] = set()
    for index, event in enumerate(events):
        if event.seat != seat:
            continue
        if event.kind is EventKind.DRAW:
            before = replay.states[index].seats[seat]
            kept = before.concealed if before.drawn is None else None
            drawn = event.tile
            continue
        if event.kind is not EventKind.DISCARD:
            if event.kind is EventKind.CALL:
                kept = None
            continue
        held, kept = kept, None
        thrown = kind_of(event.tile)
        if held is None or event.tile == drawn:
            discarded.add(thrown)
            continue
        try:
            waits = tenpai_waits(counts_of(held), players)
            now = set(
                tenpai_waits(counts_of(replay.states[index + 1].seats[seat].concealed), players)
            )
        except ShantenInputError:
            return list(found.values())
        lost = [k for k in waits if k not in now]
        kind = CHANGED_WAIT if now else FOLD_WOULD_HAVE_WON
        if lost and kind_of(drawn) not in waits and kind not in found:
            # Had it kept the hand, it would have thrown the drawn tile.
            furiten = bool(set(waits) & (discarded | {kind_of(drawn)}))
            event_found = _next_win(replay, index, seat, held, waits, lost, furiten)
            if event_found is not None:
                found[kind] = _changed_event(hand, seat, index + 1, kind, waits, event_found)
        discarded.add(thrown)
    return list(found.values())


def _next_win(
    replay: HandReplay,
    index: int,
    seat: int,
    held: tuple[int, ...],
    waits: list[int],
    lost: list[int],
    furiten: bool,
) -> tuple[int, int | None, list[str]] | None:
    """(tile, discarder or None for the seat's own draw, yaku) of the kept hand's next win."""
    events = replay.hand.events
    for later in range(index + 1, len(events)):
        event = events[later]
        state = replay.states[later]
        if event.kind is EventKind.DRAW and event.seat == seat:
            if kind_of(event.tile) not in lost:
                return None
            yaku = _yaku_of(replay, state, seat, held, event.tile, tsumo=True)
            return None if yaku is None else (event.tile, None, yaku)
        if event.kind is EventKind.DISCARD and event.seat != seat:
            if kind_of(event.tile) not in waits:
                continue
            if not furiten and kind_of(event.tile) in lost:
                yaku = _yaku_of(replay, state, seat, held, event.tile, tsumo=False)
                if yaku is not None:
                    return event.tile, event.seat, yaku
            furiten = True  # a wait passed by: furiten until the seat's next draw
        elif event.kind in (EventKind.AGARI, EventKind.RYUUKYOKU) or (
            event.kind is EventKind.CALL and event.seat == seat
        ):
            return None
    return None


def _changed_event(
    hand: int,
    seat: int,
    step: int,
    kind: str,
    waits: list[int],
    win: tuple[int, int | None, list[str]],
) -> WhatIf:
    tile, discarder, yaku = win
    if discarder is None:
        wording = (_CHANGED if kind == CHANGED_WAIT else _FOLD).arg(_names(waits), tile_name(tile))
    else:
        template = _CHANGED_RON if kind == CHANGED_WAIT else _FOLD_RON
        wording = template.arg(_names(waits), tile_name(tile), discarder)
    extra: dict[str, object] = {
        "waits": [kind_name(k) for k in waits],
        "tile": tile_name(tile),
        "by": "draw" if discarder is None else "discard",
        "from_seat": discarder,
        "yaku": yaku,
    }
    return WhatIf(hand, seat, kind, step, wording, extra)


def _luck(
    replay: HandReplay,
    analysis: StepAnalysis,
    hand: int,
    wins: list[tuple[int, WinResult]],
    seat: int,
) -> list[WhatIf]:
    """The other way: the unlikely tsumo, the chaser who dealt in, the hell wait that won."""
    found: list[WhatIf] = []
    index, win = next((i, w) for i, w in wins if w.winner == seat)
    live = analysis.buckets["live_wall"]
    # The wall's truth (live copies), not the seat's view (unseen copies) of the chance.
    chance = chance_to_draw_any(analysis.unseen_total, live, analysis.remaining_draws)
    if win.tsumo and chance < LUCKY_CHANCE:
        percent = round(float(chance) * 100)
        wording = _LUCKY.arg(live, analysis.remaining_draws, percent, analysis.unseen_total)
        extra: dict[str, object] = {"chance": round(float(chance), 4), "live": live}
        found.append(WhatIf(hand, seat, LUCKY_DRAW, index, wording, extra))
    if live <= 1:
        wording = _HELL.arg(_names(analysis.waits), live)
        found.append(WhatIf(hand, seat, HELL_WAIT_WON, index, wording, {"live": live}))
    if not win.tsumo:
        declared = [
            e.seat for e in replay.hand.events[:index] if e.kind is EventKind.RIICHI and e.tile == 1
        ]
        payer = win.from_seat
        if seat in declared and payer in declared and declared.index(payer) > declared.index(seat):
            found.append(WhatIf(hand, seat, CHASER_DEALT_IN, index, _CHASER.arg(payer), {}))
    return found


def what_if_events(document: GameDocument) -> list[WhatIf]:
    """Every hand's facts; WhatIfError when the game's wall is not verified."""
    verification = document.verification
    if document.walls is None or verification is None:
        reason = document.seed_error or "the game has no seed, so its wall is not known"
        raise WhatIfError(reason)
    if verification.status != "verified":
        raise WhatIfError(f"the wall is not verified ({verification.status})")
    events: list[WhatIf] = []
    for index in range(len(document.hands)):
        events.extend(hand_events(document.replay(index), index + 1))
    return events


__all__ = [
    "KINDS",
    "WhatIf",
    "WhatIfError",
    "hand_events",
    "tenpai_step",
    "what_if_events",
]
