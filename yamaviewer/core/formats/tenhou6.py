"""Reading tenhou.net/6 JSON logs into the same model the mjlog reader builds.

Players pass games around as tenhou.net/6 JSON (REFERENCE section 6): the
editor shape ``{title, name, rule, log}``, Tenhou's own export (``ver, ref,
log, ..., name``) and editor files holding one such object per line (one hand
each).  JSON keeps per seat only the starting hand, the draws and the
discards, as tile *kinds*; the order of events and the tile ids are rebuilt
here by playing the hand through, so the replay, the verifier and the writer
work on a JSON game exactly as on an mjlog.

Tile ids: JSON has no copy numbers, so each hand gets its own
:class:`~yamaviewer.core.tiles.TileAllocator` (red five = copy 0, plain fives
copies 1..3).  An mjlog and its JSON therefore agree in kinds, red fives,
calls and results, not in copy numbers.  There is never a seed.

Every problem raises :class:`Tenhou6FormatError` naming the round, seat,
array and index, so a person can find the bad entry.  The format's words live
in :mod:`.tenhou6_vocabulary`, its entries (codes, calls, results) are read by
:mod:`.tenhou6_notation`, each round is played through by :mod:`.tenhou6_round`;
this module reads the file and its game-wide fields.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from yamaviewer.core.formats.errors import Tenhou6FormatError
from yamaviewer.core.formats.mjlog import MAX_FILE_BYTES
from yamaviewer.core.formats.tenhou6_round import play_round
from yamaviewer.core.formats.tenhou6_vocabulary import game_type_from_rule
from yamaviewer.core.record import Event, EventKind, GameRecord, HandRecord, SkippedHand
from yamaviewer.core.safe_io import InputRefused, JsonRefused, read_regular_file, strict_json_loads
from yamaviewer.core.tenhou_ranks import DAN_NAMES
from yamaviewer.core.walls.layout import WallLayout
from yamaviewer.core.winds import hand_name
from yamaviewer.core.wording import Wording, translatable

# -- the whole file -------------------------------------------------------------

#: Replays beyond each round's first reading allowed for a whole file, so a
#: hostile file of many ambiguous rounds costs bounded time.
MAX_EXTRA_ORDERS_PER_FILE = 4096


def _loads(text: str) -> Any:
    """Standard JSON only: NaN, Infinity, 1e400 and absurd nesting are format errors."""
    try:
        return strict_json_loads(text)
    except JsonRefused as error:
        raise Tenhou6FormatError(str(error)) from None


def _load_objects(text: str) -> list[dict[str, Any]]:
    """One JSON object, or (editor files) one object per line."""
    stripped = text.strip()
    if not stripped:
        raise Tenhou6FormatError("the file is empty")
    try:
        whole = _loads(stripped)
    except json.JSONDecodeError as error:
        lines = [line for line in stripped.splitlines() if line.strip()]
        if len(lines) > 1 and lines[0].lstrip().startswith("{") and lines[0].rstrip().endswith("}"):
            objects = []
            for number, line in enumerate(stripped.splitlines(), start=1):
                if not line.strip():
                    continue
                try:
                    objects.append(_loads(line))
                except json.JSONDecodeError as line_error:
                    raise Tenhou6FormatError(
                        f"line {number}: not valid JSON ({line_error.msg} at column "
                        f"{line_error.colno}); the file may be cut short"
                    ) from None
            whole = objects
        else:
            cut = " (the file is cut short)" if error.pos >= len(stripped) - 1 else ""
            raise Tenhou6FormatError(
                f"not valid JSON: {error.msg} at line {error.lineno} column {error.colno}{cut}"
            ) from None
    items = whole if isinstance(whole, list) else [whole]
    for number, item in enumerate(items, start=1):
        if not isinstance(item, dict) or not isinstance(item.get("log"), list):
            which = f"object {number}" if len(items) > 1 else "the top level"
            raise Tenhou6FormatError(
                f"{which} is not a tenhou.net/6 log: expected an object with a 'log' list"
            )
    return items


def _red_rule(obj: dict[str, Any]) -> bool:
    rule = obj.get("rule")
    if not isinstance(rule, dict):
        return True
    if "aka" in rule:
        return bool(rule.get("aka"))
    if any(key in rule for key in ("aka51", "aka52", "aka53")):
        return any(rule.get(key) for key in ("aka51", "aka52", "aka53"))
    return "赤" in str(rule.get("disp", "赤"))


def _strings(value: Any, default: str, count: int = 4) -> list[str]:
    items = value if isinstance(value, list) else []
    out = [str(v) if v is not None else default for v in items[:count]]
    return out + [default] * (count - len(out))


def _player_count(obj: dict[str, Any]) -> int:
    rule = obj["rule"] if isinstance(obj.get("rule"), dict) else {}
    if obj.get("ratingc") == "PF3" or str(rule.get("disp", "")).startswith("三"):
        return 3
    rounds = obj["log"]
    first = rounds[0] if rounds else None
    if isinstance(first, list) and len(first) == 17 and first[13] == [] and first[4] != []:
        return 3
    return 4


def game_from_tenhou6(data: Any, source_name: str = "") -> GameRecord:
    """Build the game from already-parsed JSON (one object or a list of per-hand objects)."""
    objects = data if isinstance(data, list) else [data]
    if not objects or not all(
        isinstance(o, dict) and isinstance(o.get("log"), list) for o in objects
    ):
        raise Tenhou6FormatError("not a tenhou.net/6 log: expected an object with a 'log' list")
    head = objects[0]
    players = _player_count(head)
    red = _red_rule(head)
    rounds: list[Any] = [r for o in objects for r in o["log"]]
    if not rounds:
        raise Tenhou6FormatError("the log has no rounds ('log' is empty)")
    if _mentions_red(rounds):
        red = True
    elif red and _four_plain_fives(rounds):
        red = False  # a suit with four plain fives had no red one: the rule text is wrong
    rule = head.get("rule") if isinstance(head.get("rule"), dict) else {}
    game = GameRecord(
        shuffle_seed=None,
        game_type=game_type_from_rule(str(rule.get("disp", "")), players, red),
        lobby=head.get("lobby", 0) if isinstance(head.get("lobby", 0), int) else 0,
        player_names=_strings(head.get("name"), ""),
        dan=[DAN_NAMES.index(d) if d in DAN_NAMES else 0 for d in _strings(head.get("dan"), "")],
        rate=[_number(v) for v in (_list(head.get("rate")) + [0, 0, 0, 0])[:4]],
        sex=_strings(head.get("sx"), ""),
        hands=[],
        reference=str(head.get("ref", "")),
        source_name=source_name,
    )
    sc = head.get("sc")
    if isinstance(sc, list) and len(sc) == 8 and all(isinstance(v, int | float) for v in sc):
        game.final_scores = [v / 100 if i % 2 == 0 else float(v) for i, v in enumerate(sc)]
    budget = [MAX_EXTRA_ORDERS_PER_FILE]
    #: File position of each round -> its hand, for 'connection' (skipped rounds have none).
    hand_at: dict[int, HandRecord] = {}
    errors: list[Tenhou6FormatError] = []
    for position, raw in enumerate(rounds):
        try:
            hand = play_round(raw, len(game.hands), players, red, budget, position)
        except Tenhou6FormatError as error:
            # One bad round does not refuse the rest: it is left out and named.
            errors.append(error)
            reason = _ROUND_PREFIX.sub("", str(error), count=1)  # the sentence names the round
            game.skipped.append(SkippedHand(position, _round_name(raw), reason))
            continue
        hand_at[position] = hand
        game.hands.append(hand)
    if not game.hands:
        if len(errors) == 1:
            raise errors[0]
        raise Tenhou6FormatError(
            f"none of the {len(errors)} rounds can be read; the first: {errors[0]}"
        )
    connections = head.get("connection")
    if isinstance(connections, list):
        _add_connections(hand_at, connections)
    return game


#: "round 3 (東1局 2本場), " or "round 3: " at the head of a round's error.
_ROUND_PREFIX = re.compile(r"^round \d+(?: \([^)]*\))?(?:, |: )")
#: How the app, ``info`` and ``verify`` name a round left out of a file.
SKIPPED_ROUND = translatable("Tenhou6", "Round %1 (%2) was left out: %3")
#: The same, for a round whose header does not even say which round it is.
SKIPPED_UNNAMED_ROUND = translatable("Tenhou6", "Round %1 was left out: %2")


def skipped_sentence(skipped: SkippedHand) -> Wording:
    """One sentence naming a round left out of the file and why (1-based, as people count)."""
    if skipped.label:
        return SKIPPED_ROUND.arg(skipped.position + 1, skipped.label, skipped.reason)
    return SKIPPED_UNNAMED_ROUND.arg(skipped.position + 1, skipped.reason)


def _round_name(raw: Any) -> str:
    """'East 3, 1 honba' when the round's header is readable, else ''."""
    header = raw[0] if isinstance(raw, list) and raw else None
    if (
        isinstance(header, list)
        and len(header) >= 2
        and all(_plain_int(v) for v in header[:2])
        and 0 <= header[0] < 16
        and 0 <= header[1] < 1000
    ):
        return hand_name(header[0], header[1])
    return ""


def _mentions_red(rounds: list[Any]) -> bool:
    """Whether any tile array holds a red five (51-53), whatever the rule says."""
    for raw in rounds:
        if not isinstance(raw, list):
            continue
        for array in raw[2:16]:
            for value in array if isinstance(array, list) else ():
                if isinstance(value, int) and 51 <= value <= 53:
                    return True
                if isinstance(value, str) and _red_in_call(value):
                    return True
    return False


def _four_plain_fives(rounds: list[Any]) -> bool:
    """Whether a round shows all four fives of a suit plain (so it was played without reds).

    Every tile of a round enters it once: in a starting hand, as a draw, or as
    a dora or ura indicator (calls only reuse those).
    """
    for raw in rounds:
        if not isinstance(raw, list) or len(raw) != 17:
            continue
        arrays = [raw[2], raw[3], *(raw[4 + 3 * seat + a] for seat in range(4) for a in (0, 1))]
        codes = [v for array in arrays if isinstance(array, list) for v in array]
        if any(codes.count(five) >= 4 for five in (15, 25, 35)):
            return True
    return False


def _red_in_call(text: str) -> bool:
    digits = re.sub(r"\D", "", text)
    return any(digits[i : i + 2] in ("51", "52", "53") for i in range(0, len(digits) - 1, 2))


def _list(value: Any) -> list[Any]:
    """A list field, or nothing: a wrong type in an optional field is ignored, not fatal."""
    return list(value) if isinstance(value, list) else []


def _number(value: Any) -> float:
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else 0.0


#: Far more disconnections and reconnections than any game has (each inserts an event).
MAX_CONNECTION_ENTRIES = 1024


def _plain_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _add_connections(hand_at: dict[int, HandRecord], entries: list[Any]) -> None:
    """Insert disconnect/reconnect events where ``connection`` says (step = actions so far)."""
    if len(entries) > MAX_CONNECTION_ENTRIES:
        raise Tenhou6FormatError(
            f"'connection' lists {len(entries)} disconnections; a game has at most a few"
        )
    usable = [
        (e["log"], e["step"], e["who"], e.get("what"))
        for e in entries
        if isinstance(e, dict) and all(_plain_int(e.get(key)) for key in ("log", "step", "who"))
    ]
    for hand_index, step, who, what in sorted(usable, key=lambda e: (e[0], e[1])):
        hand = hand_at.get(hand_index)
        if hand is None or not 0 <= who < 4:
            continue
        kind = EventKind.DISCONNECT if what == 0 else EventKind.RECONNECT
        actions = 0
        position = len(hand.events)
        for i, event in enumerate(hand.events):
            if actions >= step:
                position = i
                break
            if event.kind in (EventKind.DRAW, EventKind.DISCARD, EventKind.CALL):
                actions += 1
        hand.events.insert(position, Event(kind, who, -1))
        hand.special_steps[:] = [
            i
            for i, e in enumerate(hand.events)
            if e.kind not in (EventKind.DRAW, EventKind.DISCARD)
        ]


def parse_tenhou6_text(text: str, source_name: str = "") -> GameRecord:
    """Parse tenhou.net/6 JSON text (any of the three shapes)."""
    objects = _load_objects(text)
    return game_from_tenhou6(objects if len(objects) > 1 else objects[0], source_name)


def parse_tenhou6_bytes(data: bytes, source_name: str = "") -> GameRecord:
    if len(data) > MAX_FILE_BYTES:
        raise Tenhou6FormatError("the file is too large for a log")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise Tenhou6FormatError(f"the JSON is not valid UTF-8 (byte {error.start})") from None
    return parse_tenhou6_text(text, source_name)


def read_tenhou6(path: str | Path) -> GameRecord:
    """Read a tenhou.net/6 JSON file; raises Tenhou6FormatError with where and why."""
    path = Path(path)
    try:
        data = read_regular_file(path, MAX_FILE_BYTES)
    except InputRefused as error:
        raise Tenhou6FormatError(str(error)) from None
    return parse_tenhou6_bytes(data, path.name)


# -- what a record pins down without a seed ----------------------------------------


@dataclass(frozen=True)
class StartingHandSet:
    """The wall positions of one seat's starting hand and the tiles that lie there.

    JSON lists starting hands sorted, so which tile lies at which of these 13
    positions is unknown: only the set is known.  Display them as a group.
    """

    seat: int
    positions: tuple[int, ...]
    tiles: tuple[int, ...]


def starting_hand_sets(hand: HandRecord, layout: WallLayout) -> list[StartingHandSet]:
    """Per seat: the 13 positions its starting hand came from, and those tiles (sorted)."""
    players = layout.players
    return [
        StartingHandSet(
            seat=seat,
            positions=tuple(sorted(layout.seat_haipai_positions(seat, hand.dealer))),
            tiles=tuple(sorted(hand.haipai[seat])),
        )
        for seat in range(players)
    ]


__all__ = [
    "SKIPPED_ROUND",
    "SKIPPED_UNNAMED_ROUND",
    "StartingHandSet",
    "Tenhou6FormatError",
    "game_from_tenhou6",
    "parse_tenhou6_bytes",
    "parse_tenhou6_text",
    "read_tenhou6",
    "skipped_sentence",
    "starting_hand_sets",
]
