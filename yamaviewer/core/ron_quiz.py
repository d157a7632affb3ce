"""Ron or not: at a real discard after a seat is tenpai, may that seat call ron?

Questions come from real games, replayed with the one replay.  For every seat of every
hand, once its hand is tenpai after its own discard, each later discard by another seat
of one of its winning tiles is a question, and so is the first discard of a tile next to
a wait (within two ranks of the suit) that is no wait.  The traps are the rules that
forbid the ron although the tile completes the hand:

* furiten by its own discards (any winning tile in its river, called ones too);
* furiten in riichi (a winning tile passed after the riichi: for the rest of the hand);
* temporary furiten (a winning tile passed since its own last discard);
* no yaku (the hand scored as a ron by :mod:`yamaviewer.core.scoring.hand`, dora are
  no yaku).

A winning tile passed counts whether or not the hand had a yaku on it, as the rules
say; a robbed added kan's tile passes too.  Waits are the shared shanten code's (a kind
whose four copies are in the hand and its calls is no wait).  Answers are kept under
``ron:`` + the position key of the seat at the discard.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace

from yamaviewer.core.identity import game_key, log_id_of, position_key
from yamaviewer.core.library.sources import iter_games
from yamaviewer.core.melds import MeldType
from yamaviewer.core.record import Event, EventKind, GameRecord, HandRecord, WinResult
from yamaviewer.core.replay.document import GameDocument, open_game
from yamaviewer.core.replay.state import HandReplay, TableState
from yamaviewer.core.scoring.hand import ScoringError, score_situation, situation_of_win
from yamaviewer.core.shanten import ShantenInputError, tenpai_waits
from yamaviewer.core.tiles import KIND_COUNT, kind_name, kind_of, long_kind_name
from yamaviewer.core.trainer_positions import table_view
from yamaviewer.core.wording import Wording, translatable

KEY_PREFIX = "ron:"

#: Verdicts: only RON answers "yes".
RON = "ron"
NOT_A_WAIT = "not a wait"
FURITEN_DISCARD = "furiten (own discard)"
FURITEN_RIICHI = "furiten (riichi)"
FURITEN_TEMPORARY = "furiten (temporary)"
NO_YAKU = "no yaku"
VERDICTS = (RON, NOT_A_WAIT, FURITEN_DISCARD, FURITEN_RIICHI, FURITEN_TEMPORARY, NO_YAKU)

RON_LINE = translatable("RonQuiz", "Ron: %1 completes the hand and it has a yaku (%2).")
NOT_A_WAIT_LINE = translatable("RonQuiz", "No ron: %1 is not one of your waits (%2).")
DISCARD_LINE = translatable("RonQuiz", "Furiten: you discarded %1 on turn %2.")
RIICHI_LINE = translatable(
    "RonQuiz", "Furiten in riichi: %1 was let go on your turn %2 after your riichi."
)
TEMPORARY_LINE = translatable(
    "RonQuiz", "Temporary furiten: %1 was let go since your last discard (turn %2)."
)
NO_YAKU_LINE = translatable(
    "RonQuiz", "No yaku: %1 completes the hand, but a ron on it has no yaku (dora are no yaku)."
)
WAITS_LINE = translatable("RonQuiz", "Your waits: %1.")
REAL_RON_LINE = translatable("RonQuiz", "In the game this seat called ron.")
REAL_PASS_LINE = translatable("RonQuiz", "In the game this seat let it go.")


@dataclass(frozen=True, slots=True)
class RonQuestion:
    """One discard that a tenpai seat may or may not ron."""

    key: str  # ron: + position key (game, hand, seat, step of the discard)
    source: str
    player: str
    hand_index: int
    round: int
    dealer: int
    seat: int
    step: int  # the replay step right after the discard
    players: int
    concealed: tuple[int, ...]  # the seat's closed tiles, sorted
    melds: tuple[tuple[int, ...], ...]  # the seat's calls
    tile: int  # the discarded tile id
    discarder: int
    turn: int  # the seat's own discards so far
    riichi: bool
    waits: tuple[int, ...]  # kinds
    dora_indicators: tuple[int, ...]
    rivers: tuple[tuple[int, ...], ...]
    seat_melds: tuple[tuple[tuple[int, ...], ...], ...]
    riichi_tiles: tuple[int | None, ...]
    verdict: str
    #: The kind that makes the furiten and the seat's turn it came on (furiten verdicts).
    reason_kind: int | None = None
    reason_turn: int | None = None
    #: (Tenhou yaku id, han) of the ron, when it may be called.
    yaku: tuple[tuple[int, int], ...] = ()
    #: The seat really called ron on this tile.
    called_ron: bool = False

    @property
    def answer(self) -> bool:
        return self.verdict == RON

    def explanation(self, language: str = "en") -> list[Wording]:
        """Why the ron may or may not be called, then the waits and what the seat did;
        tiles and yaku named in ``language`` ("en": 4p, East; "ja": 四筒, 東)."""

        def name(kind: int) -> str:
            suited = kind < 27 and language == "en"
            return kind_name(kind) if suited else long_kind_name(kind, language)

        tile = name(kind_of(self.tile))
        waits = " ".join(name(k) for k in self.waits)
        reason = name(self.reason_kind) if self.reason_kind is not None else ""
        lines: list[Wording] = []
        if self.verdict == RON:
            from yamaviewer.core.yaku import yaku_name

            names = ", ".join(f"{yaku_name(y, language)} {h}" for y, h in self.yaku)
            lines.append(RON_LINE.arg(tile, names))
        elif self.verdict == NOT_A_WAIT:
            lines.append(NOT_A_WAIT_LINE.arg(tile, waits))
        elif self.verdict == FURITEN_DISCARD:
            lines.append(DISCARD_LINE.arg(reason, self.reason_turn))
        elif self.verdict == FURITEN_RIICHI:
            lines.append(RIICHI_LINE.arg(reason, self.reason_turn))
        elif self.verdict == FURITEN_TEMPORARY:
            lines.append(TEMPORARY_LINE.arg(reason, self.reason_turn))
        else:
            lines.append(NO_YAKU_LINE.arg(tile))
        if self.verdict != NOT_A_WAIT:
            lines.append(WAITS_LINE.arg(waits))
        lines.append(REAL_RON_LINE if self.called_ron else REAL_PASS_LINE)
        return lines


def history_key(question: RonQuestion) -> str:
    return question.key


def judge(question: RonQuestion, ron: bool) -> bool:
    """Is answering ``ron`` (True) or letting it go right?"""
    return ron == question.answer


def _counts(tiles: tuple[int, ...] | list[int]) -> list[int]:
    counts = [0] * KIND_COUNT
    for tile in tiles:
        counts[kind_of(tile)] += 1
    return counts


def _waits(state: TableState, seat: int, players: int) -> tuple[int, ...]:
    own = state.seats[seat]
    called = _counts([t for m in own.melds for t in m.tiles])
    try:
        return tuple(tenpai_waits(_counts(list(own.concealed)), players, called))
    except ShantenInputError:
        return ()


class _Unscorable(Exception):
    """The scoring package refused the ron for another reason than no yaku."""


def _yaku_of_ron(
    game: GameRecord, hand: HandRecord, index: int, state: TableState, seat: int, tile: int
) -> tuple[tuple[int, int], ...]:
    """The yaku of a ron on the discard at ``events[index]``, dora left out (empty: none)."""
    own = state.seats[seat]
    win = WinResult(
        winner=seat,
        from_seat=hand.events[index].seat,
        fu=0,
        points=0,
        limit=None,
        yaku=(),
        yakuman=(),
        dora=tuple(state.dora_indicators),
        ura=(),
        deltas=(0, 0, 0, 0),
        scores_before=(0, 0, 0, 0),
        hand=(*own.concealed, tile),
        winning_tile=tile,
    )
    cut = replace(hand, events=hand.events[: index + 1])
    try:
        score = score_situation(situation_of_win(game, cut, win))
    except ScoringError as error:
        if "no_yaku" in str(error):
            return ()
        raise _Unscorable(str(error)) from error
    return tuple((y, h) for y, h in score.yaku if y not in _DORA_IDS)


#: Tenhou's ids of dora, ura and red fives: counted, but no yaku.
_DORA_IDS = frozenset({52, 53, 54})


def _ron_on(hand: HandRecord, index: int, seat: int) -> bool:
    """Did ``seat`` win by ron on the discard at ``events[index]``?"""
    for event in hand.events[index + 1 :]:
        if event.kind is not EventKind.AGARI:
            return False
        result = event.result
        if isinstance(result, WinResult) and result.winner == seat and result.from_seat != seat:
            return True
    return False


def _near(kind: int, waits: tuple[int, ...]) -> bool:
    """A suited kind within two ranks of a wait of its suit."""
    return kind < 27 and any(w < 27 and w // 9 == kind // 9 and abs(w - kind) <= 2 for w in waits)


def questions_of_document(
    document: GameDocument, source: str, game_id: str
) -> Iterator[RonQuestion]:
    """Every ron-or-not question of an opened game."""
    game = document.game
    players = game.player_count
    for index, hand in enumerate(game.hands):
        try:
            replay = HandReplay(hand, document.layout, document.wall(index))
        except (ValueError, IndexError, KeyError):
            continue
        yield from _questions_of_hand(game, hand, replay, index, source, game_id, players)


def _questions_of_hand(
    game: GameRecord,
    hand: HandRecord,
    replay: HandReplay,
    hand_index: int,
    source: str,
    game_id: str,
    players: int,
) -> Iterator[RonQuestion]:
    events: list[Event] = hand.events
    names = game.player_names
    # Per seat: waits after its last discard, its river (kind, turn), its turn count,
    # riichi, the first winning tile passed since riichi and since its last discard.
    waits: list[tuple[int, ...]] = [()] * players
    river: list[list[tuple[int, int]]] = [[] for _ in range(players)]
    turns = [0] * players
    riichi = [False] * players
    riichi_pass: list[tuple[int, int] | None] = [None] * players
    temp_pass: list[tuple[int, int] | None] = [None] * players
    asked_near = [False] * players
    for i, event in enumerate(events):
        step = i + 1
        if step >= len(replay.states):
            break
        if event.kind is EventKind.RIICHI and event.tile == 1:
            riichi[event.seat] = True
            continue
        passed_tile: int | None = None
        passer = event.seat
        meld = event.meld
        if event.kind is EventKind.CALL and meld is not None:
            if meld.type is MeldType.ADDED_KAN and meld.added is not None:
                passed_tile = meld.added  # a robbed kan's tile passes like a discard
        elif event.kind is EventKind.DISCARD:
            passed_tile = event.tile
        if event.kind is EventKind.DISCARD:
            seat = event.seat
            if 0 <= seat < players:
                turns[seat] += 1
                river[seat].append((kind_of(event.tile), turns[seat]))
                waits[seat] = _waits(replay.states[step], seat, players)
                temp_pass[seat] = None
        if passed_tile is None:
            continue
        kind = kind_of(passed_tile)
        before = replay.states[i]  # the table as the discard is made
        for seat in range(players):
            if seat == passer or not waits[seat] or before.seats[seat].won:
                continue
            in_wait = kind in waits[seat]
            if event.kind is EventKind.DISCARD and (in_wait or not asked_near[seat]):
                question = None
                if in_wait or _near(kind, waits[seat]):
                    asked_near[seat] = asked_near[seat] or not in_wait
                    question = _question(
                        game,
                        hand,
                        replay,
                        i,
                        seat,
                        hand_index,
                        source,
                        game_id,
                        players,
                        names,
                        waits[seat],
                        river[seat],
                        turns[seat],
                        riichi[seat],
                        riichi_pass[seat],
                        temp_pass[seat],
                    )
                if question is not None:
                    yield question
            if in_wait:  # passed (or won on, which ends the hand for this seat)
                if temp_pass[seat] is None:
                    temp_pass[seat] = (kind, turns[seat])
                if riichi[seat] and riichi_pass[seat] is None:
                    riichi_pass[seat] = (kind, turns[seat])


def _question(
    game: GameRecord,
    hand: HandRecord,
    replay: HandReplay,
    i: int,
    seat: int,
    hand_index: int,
    source: str,
    game_id: str,
    players: int,
    names: tuple[str, ...] | list[str],
    waits: tuple[int, ...],
    river: list[tuple[int, int]],
    turn: int,
    riichi: bool,
    riichi_pass: tuple[int, int] | None,
    temp_pass: tuple[int, int] | None,
) -> RonQuestion | None:
    event = hand.events[i]
    tile = event.tile
    kind = kind_of(tile)
    before = replay.states[i]
    after = replay.states[i + 1]
    own = before.seats[seat]
    yaku: tuple[tuple[int, int], ...] = ()
    reason: tuple[int, int] | None = None
    own_discard = next(((k, t) for k, t in river if k in waits), None)
    if kind not in waits:
        verdict = NOT_A_WAIT
    elif own_discard is not None:
        verdict = FURITEN_DISCARD
        reason = own_discard
    elif riichi_pass is not None:
        verdict, reason = FURITEN_RIICHI, riichi_pass
    elif temp_pass is not None:
        verdict, reason = FURITEN_TEMPORARY, temp_pass
    else:
        try:
            yaku = _yaku_of_ron(game, hand, i, before, seat, tile)
        except _Unscorable:
            return None
        verdict = RON if yaku else NO_YAKU
    table = table_view(after, players)
    return RonQuestion(
        key=KEY_PREFIX + position_key(game_id, hand_index, seat, i + 1),
        source=source,
        player=names[seat] if seat < len(names) else "",
        hand_index=hand_index,
        round=hand.round,
        dealer=hand.dealer,
        seat=seat,
        step=i + 1,
        players=players,
        concealed=tuple(sorted(own.concealed)),
        melds=tuple(tuple(m.tiles) for m in own.melds),
        tile=tile,
        discarder=event.seat,
        turn=turn,
        riichi=riichi,
        waits=waits,
        dora_indicators=table.dora_indicators,
        rivers=table.rivers,
        seat_melds=table.seat_melds,
        riichi_tiles=table.riichi_tiles,
        verdict=verdict,
        reason_kind=reason[0] if reason is not None else None,
        reason_turn=reason[1] if reason is not None else None,
        yaku=yaku,
        called_ron=_ron_on(hand, i, seat),
    )


def iter_questions(specs: Iterable[str], limit: int | None = None) -> Iterator[RonQuestion]:
    """Ron-or-not questions from every game the specs hold (unreadable games skipped)."""
    found = 0
    for item in iter_games(specs):
        if not item.ok:
            continue
        try:
            loaded = item.load()
            document = open_game(loaded.record, format=loaded.format)  # type: ignore[arg-type]
        except (ValueError, OSError, IndexError, KeyError, RecursionError):
            continue
        game_id = game_key(loaded.data, log_id_of(item), loaded.format)
        for question in questions_of_document(document, item.label, game_id):
            yield question
            found += 1
            if limit is not None and found >= limit:
                return
