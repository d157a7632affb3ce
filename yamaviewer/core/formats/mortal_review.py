"""A saved Mortal review: mjai-reviewer's JSON report, read and laid on the replay.

mjai-reviewer (``--json``, also what mjai.ekyu.moe saves) writes the engine, the
rating, and per hand the reviewed decisions: the tile just drawn or discarded,
what the player did (``actual``), what the AI would do (``expected``) and its
probabilities (``details``).  The report holds its game as ``mjai_log``; this
module reads both and puts every decision on the replay step where it was
taken, so the viewer shows it beside the table.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from yamaviewer.core.formats.errors import LogFormatError
from yamaviewer.core.formats.mjai import (
    MAX_MJAI_BYTES,
    mjai_to_code,
    parse_mjai_bytes,
    tile_to_mjai,
)
from yamaviewer.core.melds import MeldType
from yamaviewer.core.record import Event, EventKind, GameRecord, HandRecord, WinResult
from yamaviewer.core.tiles import TileError

if TYPE_CHECKING:
    from yamaviewer.core.analysis.step import DiscardChoice
    from yamaviewer.core.replay.state import HandReplay

#: "Bad moves" are the player's choices the AI gave less than these probabilities
#: (mjai-reviewer #100 counts below 5 %; 10 % is the looser line players also quote).
BAD_MOVE_THRESHOLDS = (0.05, 0.10)
#: How many of the AI's choices a view lists.
TOP_CHOICES = 3


class MortalReviewError(LogFormatError):
    """The file is not a usable mjai-reviewer report; the message says why."""


@dataclass(frozen=True, slots=True)
class ReviewChoice:
    """One action the AI weighed: the mjai action, its Q value and its probability."""

    action: dict[str, Any]
    q_value: float
    prob: float


@dataclass(frozen=True, slots=True)
class ReviewEntry:
    """One reviewed decision, placed on its hand's replay.

    ``step`` is the replay state the player decided in (the draw before a discard,
    the discard a call or a pass answered); ``event`` is the index of the record
    event that was the player's action (-1 for a pass, ``none``).
    """

    hand: int
    step: int
    event: int
    junme: int
    tiles_left: int
    last_actor: int
    tile: str
    actual: dict[str, Any]
    expected: dict[str, Any]
    is_equal: bool
    choices: tuple[ReviewChoice, ...]
    actual_index: int
    shanten: int
    tehai: tuple[str, ...]

    @property
    def actual_prob(self) -> float:
        """The probability the AI gave the player's own choice."""
        if 0 <= self.actual_index < len(self.choices):
            return self.choices[self.actual_index].prob
        return 0.0

    def top(self, count: int = TOP_CHOICES) -> tuple[ReviewChoice, ...]:
        return tuple(sorted(self.choices, key=lambda c: -c.prob)[:count])


@dataclass(slots=True)
class MortalReview:
    """The report: who was reviewed by which engine, the rating, and the placed entries."""

    engine: str
    version: str
    model_tag: str
    player_id: int
    rating: float | None
    total_reviewed: int
    total_matches: int
    temperature: float | None
    game: GameRecord
    entries: list[ReviewEntry] = field(default_factory=list)
    #: The Library's copy the review was placed on (its title), "" on the report's own game.
    library_copy: str = ""

    @property
    def match_rate(self) -> float:
        """Matches over reviewed decisions (0 when nothing was reviewed)."""
        return self.total_matches / self.total_reviewed if self.total_reviewed else 0.0

    def bad_moves(self, threshold: float) -> int:
        """Decisions that differ from the AI's and that it gave less than ``threshold``."""
        return sum(1 for e in self.entries if not e.is_equal and e.actual_prob < threshold)

    def for_hand(self, hand: int) -> list[ReviewEntry]:
        return [e for e in self.entries if e.hand == hand]


def looks_like_mortal_review(head: bytes) -> bool:
    """True when a JSON object's head names a review engine and the review (key order varies)."""
    text = head.removeprefix(b"\xef\xbb\xbf").lstrip()
    return (
        text[:1] == b"{" and b'"engine"' in text and (b'"review"' in text or b'"mjai_log"' in text)
    )


# -- reading ---------------------------------------------------------------------------


def _number(value: object, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise MortalReviewError(f"'{what}' is not a number")
    return float(value)


def _integer(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise MortalReviewError(f"'{what}' is not a whole number")
    return value


def _object(value: object, what: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise MortalReviewError(f"'{what}' is not an object")
    return value


def parse_mortal_review_bytes(data: bytes, source_name: str = "") -> MortalReview:
    """Read a report and place every entry on the replay of its ``mjai_log``."""
    if len(data) > MAX_MJAI_BYTES:
        raise MortalReviewError(f"the file is larger than {MAX_MJAI_BYTES // 2**20} MiB")
    try:
        report = json.loads(data.removeprefix(b"\xef\xbb\xbf"))
    except (ValueError, RecursionError):
        raise MortalReviewError("the report is not JSON") from None
    report = _object(report, "report")
    log = report.get("mjai_log")
    if not isinstance(log, list) or not log:
        raise MortalReviewError(
            "the report holds no 'mjai_log' (save it from mjai-reviewer with --json, which "
            "keeps the game)"
        )
    try:
        lines = "".join(json.dumps(e, ensure_ascii=False) + "\n" for e in log)
    except (TypeError, ValueError):
        raise MortalReviewError("'mjai_log' holds something that is not JSON") from None
    game = parse_mjai_bytes(lines.encode("utf-8"), source_name)
    review = _object(report.get("review"), "review")
    rating = review.get("rating")
    temperature = review.get("temperature")
    result = MortalReview(
        engine=str(report.get("engine", "")),
        version=str(report.get("version", "")),
        model_tag=str(review.get("model_tag", "")),
        player_id=_integer(report.get("player_id", 0), "player_id"),
        rating=_number(rating, "rating") if rating is not None else None,
        total_reviewed=_integer(review.get("total_reviewed", 0), "total_reviewed"),
        total_matches=_integer(review.get("total_matches", 0), "total_matches"),
        temperature=_number(temperature, "temperature") if temperature is not None else None,
        game=game,
    )
    if not 0 <= result.player_id < game.player_count:
        raise MortalReviewError(f"player_id {result.player_id} is not a seat of the game")
    kyokus = review.get("kyokus")
    if not isinstance(kyokus, list):
        raise MortalReviewError("the review has no 'kyokus' list")
    used: set[int] = set()
    for number, kyoku in enumerate(kyokus, start=1):
        kyoku = _object(kyoku, f"kyokus[{number}]")
        hand = _find_hand(game.hands, kyoku, used, number)
        used.add(hand.index)
        entries = kyoku.get("entries", [])
        if not isinstance(entries, list):
            raise MortalReviewError(f"kyokus[{number}]: 'entries' is not a list")
        cursor = 0
        for position, raw in enumerate(entries, start=1):
            where = f"{hand.label}, entry {position}"
            entry = _entry(_object(raw, where), hand, game, result.player_id, cursor, where)
            result.entries.append(entry)
            cursor = entry.step + (1 if entry.event >= 0 else 0)
    return result


def review_on_game(review: MortalReview, game: GameRecord) -> MortalReview:
    """The same review placed on another copy of its game (the library's seeded mjlog).

    The copies agree hand for hand and move for move (found by
    :func:`~yamaviewer.core.identity.play_key`), but their steps need not: the
    formats order dora and riichi events differently, so each entry is aligned
    again on ``game``'s hands.
    """
    if len(game.hands) != len(review.game.hands):
        raise MortalReviewError("the other game has a different number of hands")
    placed = replace(review, game=game, entries=[])
    hand_index, cursor = -1, 0
    for entry in review.entries:
        if entry.hand != hand_index:
            hand_index, cursor = entry.hand, 0
        hand = game.hands[entry.hand]
        where = f"{hand.label}, the entry at step {entry.step}"
        step, event = align_entry(
            hand,
            game,
            review.player_id,
            entry.actual,
            entry.tiles_left,
            entry.last_actor,
            entry.tile,
            cursor,
            where,
        )
        placed.entries.append(replace(entry, step=step, event=event))
        cursor = step + (1 if event >= 0 else 0)
    return placed


def read_mortal_review(path: str | Path) -> MortalReview:
    """Read a report file (regular files only, bounded in size)."""
    from yamaviewer.core.safe_io import InputRefused, read_regular_file

    path = Path(path)
    try:
        data = read_regular_file(path, MAX_MJAI_BYTES)
    except InputRefused as error:
        raise MortalReviewError(str(error)) from None
    return parse_mortal_review_bytes(data, path.name)


def _find_hand(
    hands: Sequence[HandRecord], kyoku: dict[str, Any], used: set[int], number: int
) -> HandRecord:
    """The hand a review kyoku is about: same round and honba, first not yet used."""
    round_number = _integer(kyoku.get("kyoku", -1), f"kyokus[{number}].kyoku")
    honba = _integer(kyoku.get("honba", 0), f"kyokus[{number}].honba")
    for hand in hands:
        if hand.index not in used and hand.round == round_number and hand.honba == honba:
            return hand
    raise MortalReviewError(
        f"kyokus[{number}]: the game has no hand for kyoku {round_number} honba {honba}"
    )


def _entry(
    raw: dict[str, Any], hand: HandRecord, game: GameRecord, player: int, cursor: int, where: str
) -> ReviewEntry:
    actual = _object(raw.get("actual"), f"{where}: actual")
    expected = _object(raw.get("expected"), f"{where}: expected")
    details = raw.get("details", [])
    if not isinstance(details, list):
        raise MortalReviewError(f"{where}: 'details' is not a list")
    choices = tuple(
        ReviewChoice(
            _object(d.get("action"), f"{where}: details action"),
            _number(d.get("q_value", 0.0), "q_value"),
            _number(d.get("prob", 0.0), "prob"),
        )
        for d in (_object(d, f"{where}: details") for d in details)
    )
    tiles_left = _integer(raw.get("tiles_left", -1), f"{where}: tiles_left")
    last_actor = _integer(raw.get("last_actor", -1), f"{where}: last_actor")
    tile = str(raw.get("tile", ""))
    state = raw.get("state")
    tehai = state.get("tehai", []) if isinstance(state, dict) else []
    step, event = align_entry(
        hand, game, player, actual, tiles_left, last_actor, tile, cursor, where
    )
    return ReviewEntry(
        hand=hand.index,
        step=step,
        event=event,
        junme=_integer(raw.get("junme", 0), f"{where}: junme"),
        tiles_left=tiles_left,
        last_actor=last_actor,
        tile=tile,
        actual=actual,
        expected=expected,
        is_equal=bool(raw.get("is_equal", actual == expected)),
        choices=choices,
        actual_index=_integer(raw.get("actual_index", 0), f"{where}: actual_index"),
        shanten=_integer(raw.get("shanten", 0), f"{where}: shanten"),
        tehai=tuple(str(t) for t in tehai) if isinstance(tehai, list) else (),
    )


# -- placing entries on the replay ---------------------------------------------------------


def event_action(event: Event, red: bool, tsumogiri: bool | None = None) -> dict[str, Any] | None:
    """A record event as the mjai action a reviewer names (None for draws, dora and draws' ends).

    ``tsumogiri``: whether a discard is the tile just drawn, when the caller knows.
    """

    def name(tile: int) -> str:
        return tile_to_mjai(tile, red)

    kind, seat = event.kind, event.seat
    if kind is EventKind.DISCARD:
        action: dict[str, Any] = {"type": "dahai", "actor": seat, "pai": name(event.tile)}
        if tsumogiri is not None:
            action["tsumogiri"] = tsumogiri
        return action
    if kind is EventKind.RIICHI and event.tile == 1:
        return {"type": "reach", "actor": seat}
    if kind is EventKind.AGARI and isinstance(event.result, WinResult):
        return {"type": "hora", "actor": event.result.winner, "target": event.result.from_seat}
    if kind is EventKind.CALL and event.meld is not None:
        meld = event.meld
        if meld.type is MeldType.CLOSED_KAN:
            return {"type": "ankan", "actor": seat, "consumed": sorted(map(name, meld.tiles))}
        if meld.type is MeldType.ADDED_KAN:
            added = meld.added if meld.added is not None else meld.tiles[-1]
            return {"type": "kakan", "actor": seat, "pai": name(added)}
        if meld.type is MeldType.KITA:
            return {"type": "nukidora", "actor": seat}
        called = meld.called if meld.called is not None else meld.tiles[0]
        return {
            "type": {MeldType.CHI: "chi", MeldType.PON: "pon"}.get(meld.type, "daiminkan"),
            "actor": seat,
            "target": meld.from_seat,
            "pai": name(called),
            "consumed": sorted(map(name, meld.own_tiles)),
        }
    return None


def same_action(event_form: dict[str, Any] | None, action: dict[str, Any]) -> bool:
    """Whether a record event (as :func:`event_action` gives it) is the reviewer's action."""
    if event_form is None or event_form.get("type") != action.get("type"):
        return False
    for key, value in event_form.items():
        if key == "consumed":
            other = action.get("consumed")
            if not isinstance(other, list) or sorted(map(str, other)) != value:
                return False
        elif action.get(key, value) != value or (key not in action and key != "target"):
            return False
    return True


def _taken_tile(event: Event, red: bool) -> str | None:
    """The tile an event put in play for others to answer (a discard, an added kan)."""
    if event.kind is EventKind.DISCARD:
        return tile_to_mjai(event.tile, red)
    meld = event.meld
    if meld is not None and meld.type is MeldType.ADDED_KAN and meld.added is not None:
        return tile_to_mjai(meld.added, red)
    return None


def align_entry(
    hand: HandRecord,
    game: GameRecord,
    player: int,
    actual: dict[str, Any],
    tiles_left: int,
    last_actor: int,
    tile: str,
    cursor: int,
    where: str,
) -> tuple[int, int]:
    """(replay step, action event index) of a decision, searched from ``cursor``.

    The decision is where the wall had ``tiles_left`` tiles and ``last_actor``
    had just drawn or put ``tile`` in play; a pass (``none``) is the step right
    after that tile was discarded, when the player let it go.
    """
    red = game.red_fives
    live = 70 if game.player_count == 4 else 55
    events = hand.events
    draws = sum(1 for e in events[:cursor] if e.kind is EventKind.DRAW)
    last_draw: dict[int, int | None] = {}
    for event in events[:cursor]:
        if event.kind is EventKind.DRAW:
            last_draw[event.seat] = event.tile
        elif event.kind in (EventKind.DISCARD, EventKind.CALL):
            last_draw[event.seat] = None
    try:
        mjai_to_code(tile)
        known_tile = True
    except TileError:
        known_tile = False
    for index in range(cursor, len(events)):
        event = events[index]
        if live - draws == tiles_left:
            if actual.get("type") == "none":
                taken = _taken_tile(event, red)
                follow = events[index + 1] if index + 1 < len(events) else None
                answered = (
                    follow is not None
                    and follow.seat == player
                    and (follow.kind is EventKind.CALL or follow.kind is EventKind.AGARI)
                )
                if (
                    taken is not None
                    and event.seat == last_actor
                    and (not known_tile or taken == tile)
                    and not answered
                ):
                    return index + 1, -1
            else:
                tsumogiri = event.tile == last_draw.get(event.seat)
                if same_action(event_action(event, red, tsumogiri), actual):
                    return index, index
        if event.kind is EventKind.DRAW:
            draws += 1
            last_draw[event.seat] = event.tile
        elif event.kind in (EventKind.DISCARD, EventKind.CALL):
            last_draw[event.seat] = None
    raise MortalReviewError(
        f"{where}: the game has no {actual.get('type')} with {tiles_left} tiles left that "
        "matches the review"
    )


def action_tile(action: dict[str, Any]) -> int | None:
    """A tile id naming an action's tile ('pai'), for showing it (None without one)."""
    try:
        kind, red = mjai_to_code(action.get("pai"))
    except TileError:
        return None
    return kind * 4 + (0 if red else 1)


def discard_useful_tiles(
    replay: HandReplay, entry: ReviewEntry, seat: int
) -> tuple[DiscardChoice | None, DiscardChoice | None]:
    """(the player's, the AI's) discard as the Analysis panel counts it: shanten, useful tiles.

    Both are discards of the hand at the decision (None for an action that is no
    discard, or a hand the analysis cannot read).
    """
    from yamaviewer.core.analysis.step import AnalysisError, analyse_replay_step

    try:
        analysis = analyse_replay_step(replay, entry.step, seat)
    except AnalysisError:
        return None, None
    by_kind = {choice.kind: choice for choice in analysis.discards}

    def choice(action: dict[str, Any]) -> DiscardChoice | None:
        tile = action_tile(action) if action.get("type") == "dahai" else None
        return None if tile is None else by_kind.get(tile // 4)

    return choice(entry.actual), choice(entry.expected)


__all__ = [
    "BAD_MOVE_THRESHOLDS",
    "MortalReview",
    "MortalReviewError",
    "ReviewChoice",
    "ReviewEntry",
    "action_tile",
    "align_entry",
    "discard_useful_tiles",
    "event_action",
    "looks_like_mortal_review",
    "parse_mortal_review_bytes",
    "read_mortal_review",
    "review_on_game",
    "same_action",
]
