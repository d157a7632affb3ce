"""tenhou.net/6 notation: tile codes, call strings and result texts, read with exact errors.

Everything here turns one JSON entry into data or raises
:class:`~yamaviewer.core.formats.errors.Tenhou6FormatError` naming the round,
seat, array and index (REFERENCE section 6).  Playing a round through is the
reader's job (:mod:`.tenhou6`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from yamaviewer.core.formats.errors import Tenhou6FormatError
from yamaviewer.core.formats.tenhou6_vocabulary import LIMIT_NAMES
from yamaviewer.core.melds import MeldType
from yamaviewer.core.record import YAKUMAN_HAN, Limit
from yamaviewer.core.tiles import TileError, t6_to_kind
from yamaviewer.core.winds import kanji_hand_name
from yamaviewer.core.yaku import yaku_id_from_name


def sort_key(code: int) -> tuple[int, int]:
    """Order of tenhou.net/6 codes in a hand: a red five right after the plain fives."""
    kind, red = t6_to_kind(code)
    return kind, int(red)


# -- where an error is --------------------------------------------------------


def round_label(header: Any) -> str:
    try:
        return kanji_hand_name(int(header[0]), int(header[1]))
    except (TypeError, ValueError, IndexError, KeyError):
        return "?"


@dataclass(frozen=True)
class Where:
    """A position in the JSON, rendered the same way in every message."""

    round: int  # 0-based
    label: str

    def at(self, array: str, index: int | None = None, seat: int | None = None) -> str:
        text = f"round {self.round + 1} ({self.label})"
        if seat is not None:
            text += f", seat {seat}"
        text += f", {array}"
        if index is not None:
            text += f" index {index}"
        return text


SEAT_ARRAYS = ("haipai", "draws", "discards")


def read_code(value: Any, where: str, allow: Sequence[int] = ()) -> tuple[int, bool]:
    """(kind, red) of one code, or a Tenhou6FormatError naming the place."""
    if isinstance(value, int) and not isinstance(value, bool) and value in allow:
        return -1, False
    try:
        return t6_to_kind(value)
    except TileError:
        raise Tenhou6FormatError(
            f"{where}: {json.dumps(value, ensure_ascii=False)} is not a tile code "
            "(11-19, 21-29, 31-39, 41-47, 51-53)"
        ) from None


def int_list(value: Any, where: str, length: int | None = None) -> list[int]:
    if not isinstance(value, list) or not all(
        isinstance(v, int) and not isinstance(v, bool) for v in value
    ):
        raise Tenhou6FormatError(f"{where}: expected a list of whole numbers, got {short(value)}")
    if length is not None and len(value) != length:
        raise Tenhou6FormatError(f"{where}: expected {length} numbers, got {len(value)}")
    return value


def short(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:37] + "..."


# -- call strings ---------------------------------------------------------------

_CALL_LETTERS = "cpmkaf"
_CALL_TEXT = re.compile(r"^((?:\d\d)*)([cpmkaf])((?:\d\d)+)$")
#: Position of the marked tile in a pon / added kan -> relative seat it came from.
_PON_OFFSETS = {0: 3, 1: 2, 2: 1}
#: Same for an open kan (the right-hand player's tile is written last).
_KAN_OFFSETS = {0: 3, 1: 2, 2: 1, 3: 1}


@dataclass(frozen=True)
class ParsedCall:
    """A call string split up: type, its tiles as (kind, red), the marked tile."""

    type: MeldType
    tiles: tuple[tuple[int, bool], ...]
    marked: int  # index into tiles of the tile after the letter
    from_offset: int


def parse_call(text: str, where: str) -> ParsedCall:
    """Parse 'c375336', '46p4646', '393939m39', '4545k4545', '111111a11', 'f44'."""
    match = _CALL_TEXT.match(text)
    if match is None:
        raise Tenhou6FormatError(
            f"{where}: '{text}' is not a call (expected e.g. c123, p454545, 46p4646, "
            "m39393939, 4545k4545, 111111a11, f44, r23)"
        )
    before, letter, after = match.groups()
    digits = before + after
    tiles = tuple(
        read_code(int(digits[i : i + 2]), f"{where} ('{text}')") for i in range(0, len(digits), 2)
    )
    marked = len(before) // 2
    kinds = [t[0] for t in tiles]
    if letter == "c":
        ok = (
            len(tiles) == 3
            and marked == 0
            and kinds[0] < 27
            and sorted(kinds) == list(range(min(kinds), min(kinds) + 3))
            and len({k // 9 for k in kinds}) == 1
        )
        return _checked(ok, text, where, ParsedCall(MeldType.CHI, tiles, 0, 3))
    same = len(set(kinds)) == 1
    if letter == "p":
        ok = len(tiles) == 3 and same
        call = ParsedCall(MeldType.PON, tiles, marked, _PON_OFFSETS.get(marked, 0))
        return _checked(ok, text, where, call)
    if letter == "m":
        ok = len(tiles) == 4 and same
        call = ParsedCall(MeldType.OPEN_KAN, tiles, marked, _KAN_OFFSETS.get(marked, 0))
        return _checked(ok, text, where, call)
    if letter == "k":
        ok = len(tiles) == 4 and same and marked <= 2
        call = ParsedCall(MeldType.ADDED_KAN, tiles, marked, _PON_OFFSETS.get(marked, 0))
        return _checked(ok, text, where, call)
    if letter == "a":
        ok = len(tiles) == 4 and same
        return _checked(ok, text, where, ParsedCall(MeldType.CLOSED_KAN, tiles, marked, 0))
    ok = len(tiles) == 1 and kinds[0] == 30  # kita: the North tile
    return _checked(ok, text, where, ParsedCall(MeldType.KITA, tiles, 0, 0))


def _checked(ok: bool, text: str, where: str, call: ParsedCall) -> ParsedCall:
    if not ok:
        names = {
            MeldType.CHI: "a chi needs 'c' first and three tiles in sequence",
            MeldType.PON: "a pon needs three tiles of one kind",
            MeldType.OPEN_KAN: "an open kan needs four tiles of one kind",
            MeldType.ADDED_KAN: "an added kan needs four tiles of one kind",
            MeldType.CLOSED_KAN: "a closed kan needs four tiles of one kind",
            MeldType.KITA: "kita is written 'f44'",
        }
        raise Tenhou6FormatError(f"{where}: '{text}' is malformed: {names[call.type]}")
    return call


# -- results ------------------------------------------------------------------

#: The points text: Japanese as Tenhou writes it ('30符4飜7700点', '満貫2000-4000点',
#: '役満16000点∀') and the English some converters write ('30fu4han7700pts').
_POINTS = re.compile(
    r"^(?:(\d+)\s*(?:符|fu)\s*(\d+)\s*(?:飜|翻|han)"
    r"|(満貫|跳満|倍満|三倍満|役満|mangan|haneman|baiman|sanbaiman|yakuman))"
    r"\s*(\d+)(?:\s*-\s*(\d+))?\s*(?:点|pts?\.?|points)?\s*(∀?)$",
    re.IGNORECASE,
)
_LIMIT_WORDS: dict[str, Limit] = {
    **{name: limit for limit, name in LIMIT_NAMES.items()},
    **{limit.value: limit for limit in Limit},
}
#: One yaku entry: 'name(2飜)', 'name(役満)', the English 'name(2han)', or a bare name.
_YAKU = re.compile(
    r"^(.+?)\s*[(（]\s*(?:(\d+)\s*(?:飜|翻|han)|(役満|yakuman))\s*[)）]$", re.IGNORECASE
)


@dataclass(frozen=True)
class WinInfo:
    """One winner's entry of a ``和了`` result."""

    deltas: tuple[int, ...]
    winner: int
    from_seat: int
    pao: int
    fu: int
    limit: Limit | None
    #: (yaku id, han); yakuman ids have han 0 here and are listed in ``yakuman``.
    yaku: tuple[tuple[int, int], ...]
    yakuman: tuple[int, ...]
    #: Points as mjlog ``ten`` holds them: ron = the value, tsumo = the sum paid.
    points: int
    #: (name as written, han) for names no table knows; shown as text.
    other_yaku: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True)
class _Entry:
    name: str
    han: int | None  # None: the entry does not say (a bare name)
    yakuman: bool


def _yaku_entry(entry: Any, index: int, where: str) -> _Entry:
    if not isinstance(entry, str) or not entry.strip() or len(entry) > 80:
        raise Tenhou6FormatError(
            f"{where}: yaku entry {index} {short(entry)} is not like '立直(1飜)', "
            "'Riichi(1飜)' or '大三元(役満)'"
        )
    found = _YAKU.match(entry.strip())
    if found is None:
        return _Entry(entry.strip(), None, False)
    han = found.group(2)
    return _Entry(found.group(1), int(han) if han is not None else None, han is None)


def _read_yaku(
    entries: list[_Entry], text_han: int | None, seat_wind: int | None, round_wind: int | None
) -> tuple[list[tuple[int, int]], list[int], list[tuple[str, int]]]:
    """Ids and han of the entries; unknown names kept as text; han the names omit from the text."""
    yaku: list[tuple[int, int]] = []
    yakuman: list[int] = []
    other: list[tuple[str, int]] = []
    unsized: list[_Entry] = []
    for entry in entries:
        yaku_id = yaku_id_from_name(entry.name, seat_wind, round_wind)
        if entry.yakuman:
            if yaku_id is not None:
                yakuman.append(yaku_id)
            else:
                other.append((entry.name, YAKUMAN_HAN))
        elif entry.han is None:
            unsized.append(entry)
        elif yaku_id is not None:
            yaku.append((yaku_id, entry.han))
        else:
            other.append((entry.name, entry.han))
    given = sum(h for _, h in yaku) + sum(h for _, h in other)
    remainder = max(0, text_han - given) if text_han is not None and not yakuman else 0
    if len(unsized) == 1:
        # The only entry that does not say its han has what the points text leaves over.
        only = unsized[0]
        yaku_id = yaku_id_from_name(only.name, seat_wind, round_wind)
        if yaku_id is not None:
            yaku.append((yaku_id, remainder))
        else:
            other.append((only.name, remainder))
    elif unsized or (not entries and remainder):
        # Several bare names (or none at all): the han the text gives, on one line.
        other.append((" / ".join(e.name for e in unsized), remainder))
    return yaku, yakuman, other


def parse_win(
    deltas: Any,
    info: Any,
    where: str,
    players: int,
    dealer: int | None = None,
    round_wind: int | None = None,
) -> WinInfo:
    """One winner's entry; ``dealer`` and ``round_wind`` resolve 'Seat Wind'-style names."""
    deltas = int_list(deltas, f"{where} score changes", 4)
    if not isinstance(info, list) or len(info) < 4:
        raise Tenhou6FormatError(
            f"{where}: expected [winner, from, pao, points, yaku...], got {short(info)}"
        )
    seats = int_list(info[:3], f"{where} winner/from/pao")
    for name, seat in zip(("winner", "from", "pao"), seats):
        if not 0 <= seat < players:
            raise Tenhou6FormatError(f"{where}: {name} seat {seat} does not exist")
    text = info[3]
    match = _POINTS.match(text.strip()) if isinstance(text, str) else None
    if match is None:
        raise Tenhou6FormatError(
            f"{where}: {short(text)} is not a points text like '30符4飜7700点', "
            "'満貫2000-4000点' or '役満16000点∀'"
        )
    fu_text, han_text, limit_name, first, second, _all = match.groups()
    limit = _LIMIT_WORDS.get(
        limit_name.lower() if limit_name and limit_name.isascii() else limit_name or ""
    )
    entries = [_yaku_entry(entry, index, where) for index, entry in enumerate(info[4:], start=4)]
    winner, from_seat, pao = seats
    seat_wind = (winner - dealer) % players if dealer is not None else None
    yaku, yakuman, other = _read_yaku(
        entries, int(han_text) if han_text else None, seat_wind, round_wind
    )
    if winner != from_seat:
        points = int(first)
    elif second is not None:  # non-dealer tsumo: each child, then the dealer
        points = int(first) * (players - 2) + int(second)
    else:
        points = int(first) * (players - 1)
    return WinInfo(
        deltas=tuple(deltas),
        winner=winner,
        from_seat=from_seat,
        pao=pao,
        fu=int(fu_text) if fu_text else 0,
        limit=limit,
        yaku=tuple(yaku),
        yakuman=tuple(yakuman),
        points=points,
        other_yaku=tuple(other),
    )
