"""Mahjong Soul (雀魂) game records: the JSON players download and the raw protobuf.

Players get a record with the console snippet the replay-editing community
shares: ``{head, data: {name, data: {version, actions | records}}}``.  Version 0
lists ``records[]`` of ``{name, data}``; version 210715 lists ``actions[]``
whose ``result`` is ``{name, data}`` (REFERENCE section 15).  The raw binary form
is ``.lq.Wrapper{name = 1, data = 2}`` around ``.lq.GameDetailRecords``; it is
read with :mod:`yamaviewer.core.formats.protobuf_wire` and the field table below.

Both become one :class:`MajsoulRecord`: per hand the new-round data (starting
hands, wall, hashes) and the actions that follow, with every tile code checked.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from yamaviewer.core.formats.protobuf_wire import Field, WireFormatError, decode
from yamaviewer.core.safe_io import InputRefused, read_regular_file
from yamaviewer.core.tiles import TileError, parse_kind
from yamaviewer.core.winds import WIND_LETTERS
from yamaviewer.core.wording import translatable

#: Records larger than this are refused before reading (a real game is about 1 MB).
MAX_RECORD_BYTES: Final = 64 * 1024 * 1024
#: Deepest JSON nesting a real record has is 8; refuse far deeper input at once.
MAX_JSON_DEPTH: Final = 64

# What a real record can hold, checked before a field becomes objects (a 60 MiB wall
# or nickname under the size limit would otherwise cost gigabytes and minutes).
#: A wall (paishan) is 136 tiles of two characters.
MAX_WALL_CHARS: Final = 136 * 2
#: Nicknames are a few dozen characters at most.
MAX_NAME_CHARS: Final = 64
#: Hashes and salts are hex or short text.
MAX_HASH_CHARS: Final = 256
#: Tiles any one list holds (a hand of 14, doras, a call's tiles).
MAX_LISTED_TILES: Final = 14
#: Entries of a whole game (a real hanchan has about 1,400) and of one hand.
MAX_ENTRIES: Final = 20_000
MAX_ACTIONS_PER_HAND: Final = 1_000
#: JSON objects and arrays a record may open (the real 765 KB one opens about 7,000).
MAX_JSON_CONTAINERS: Final = 400_000

NEW_ROUND = ".lq.RecordNewRound"
DEAL_TILE = ".lq.RecordDealTile"
DISCARD_TILE = ".lq.RecordDiscardTile"
CHI_PENG_GANG = ".lq.RecordChiPengGang"
AN_GANG_ADD_GANG = ".lq.RecordAnGangAddGang"
BA_BEI = ".lq.RecordBaBei"
HULE = ".lq.RecordHule"
NO_TILE = ".lq.RecordNoTile"
LIU_JU = ".lq.RecordLiuJu"
KNOWN_ACTIONS: Final = frozenset(
    {
        NEW_ROUND,
        DEAL_TILE,
        DISCARD_TILE,
        CHI_PENG_GANG,
        AN_GANG_ADD_GANG,
        BA_BEI,
        HULE,
        NO_TILE,
        LIU_JU,
    }
)

#: RecordChiPengGang.type: 0 chi, 1 pon, 2 open kan (daiminkan).
CALL_CHI, CALL_PON, CALL_OPEN_KAN = 0, 1, 2
#: RecordAnGangAddGang.type: 2 added kan, 3 closed kan.
KAN_ADDED, KAN_CLOSED = 2, 3

# Field numbers of the messages read here (REFERENCE section 15 and the public liqi schema).
SCHEMA: Final[dict[str, dict[int, Field]]] = {
    "Wrapper": {1: Field("name", "string"), 2: Field("data", "bytes")},
    "GameDetailRecords": {
        1: Field("records", "bytes", True, most=MAX_ENTRIES),
        2: Field("version", "uint"),
        3: Field("actions", "GameAction", True, most=MAX_ENTRIES),
    },
    "GameAction": {
        1: Field("passed", "uint"),
        2: Field("type", "uint"),
        3: Field("result", "bytes"),
    },
    "LiQiSuccess": {
        1: Field("seat", "uint"),
        2: Field("score", "int"),
        3: Field("liqibang", "uint"),
    },
    "RecordNewRound": {
        1: Field("chang", "uint"),
        2: Field("ju", "uint"),
        3: Field("ben", "uint"),
        5: Field("scores", "int", True, most=4),
        6: Field("liqibang", "uint"),
        7: Field("tiles0", "string", True, size=8, most=MAX_LISTED_TILES),
        8: Field("tiles1", "string", True, size=8, most=MAX_LISTED_TILES),
        9: Field("tiles2", "string", True, size=8, most=MAX_LISTED_TILES),
        10: Field("tiles3", "string", True, size=8, most=MAX_LISTED_TILES),
        13: Field("md5", "string", size=MAX_HASH_CHARS),
        14: Field("paishan", "string", size=MAX_WALL_CHARS),
        15: Field("left_tile_count", "uint"),
        16: Field("doras", "string", True, size=8, most=MAX_LISTED_TILES),
        22: Field("sha256", "string", size=MAX_HASH_CHARS),
        24: Field("saltSha256", "string", size=MAX_HASH_CHARS),
        25: Field("salt", "string", size=MAX_HASH_CHARS),
    },
    "RecordDealTile": {
        1: Field("seat", "uint"),
        2: Field("tile", "string"),
        3: Field("left_tile_count", "uint"),
        5: Field("liqi", "LiQiSuccess"),
        6: Field("doras", "string", True, size=8, most=MAX_LISTED_TILES),
    },
    "RecordDiscardTile": {
        1: Field("seat", "uint"),
        2: Field("tile", "string"),
        3: Field("is_liqi", "bool"),
        5: Field("moqie", "bool"),
        8: Field("doras", "string", True, size=8, most=MAX_LISTED_TILES),
        9: Field("is_wliqi", "bool"),
    },
    "RecordChiPengGang": {
        1: Field("seat", "uint"),
        2: Field("type", "uint"),
        3: Field("tiles", "string", True, size=8, most=MAX_LISTED_TILES),
        4: Field("froms", "uint", True, most=4),
        5: Field("liqi", "LiQiSuccess"),
    },
    "RecordAnGangAddGang": {
        1: Field("seat", "uint"),
        2: Field("type", "uint"),
        3: Field("tiles", "string"),
        6: Field("doras", "string", True, size=8, most=MAX_LISTED_TILES),
    },
    "RecordBaBei": {
        1: Field("seat", "uint"),
        6: Field("doras", "string", True, size=8, most=MAX_LISTED_TILES),
    },
    "FanInfo": {1: Field("name", "string"), 2: Field("val", "uint"), 3: Field("id", "uint")},
    "HuleInfo": {
        1: Field("hand", "string", True, size=8, most=MAX_LISTED_TILES),
        2: Field("ming", "string", True, size=64, most=4),
        3: Field("hu_tile", "string"),
        4: Field("seat", "uint"),
        5: Field("zimo", "bool"),
        6: Field("qinjia", "bool"),
        7: Field("liqi", "bool"),
        8: Field("doras", "string", True, size=8, most=MAX_LISTED_TILES),
        9: Field("li_doras", "string", True, size=8, most=MAX_LISTED_TILES),
        10: Field("yiman", "bool"),
        11: Field("count", "uint"),
        12: Field("fans", "FanInfo", True, most=64),
        13: Field("fu", "uint"),
        15: Field("point_rong", "uint"),
        16: Field("point_zimo_qin", "uint"),
        17: Field("point_zimo_xian", "uint"),
        19: Field("point_sum", "uint"),
    },
    "RecordHule": {
        1: Field("hules", "HuleInfo", True, most=4),
        2: Field("old_scores", "int", True, most=4),
        3: Field("delta_scores", "int", True, most=4),
        5: Field("scores", "int", True, most=4),
        7: Field("doras", "string", True, size=8, most=MAX_LISTED_TILES),
    },
    "NoTilePlayerInfo": {
        3: Field("tingpai", "bool"),
        4: Field("hand", "string", True, size=8, most=MAX_LISTED_TILES),
    },
    "NoTileScoreInfo": {
        1: Field("seat", "uint"),
        2: Field("old_scores", "int", True, most=4),
        3: Field("delta_scores", "int", True, most=4),
    },
    "RecordNoTile": {
        1: Field("liujumanguan", "bool"),
        2: Field("players", "NoTilePlayerInfo", True, most=4),
        3: Field("scores", "NoTileScoreInfo", True, most=4),
    },
    "RecordLiuJu": {
        1: Field("type", "uint"),
        3: Field("seat", "uint"),
        4: Field("tiles", "string", True, size=8, most=MAX_LISTED_TILES),
        5: Field("liqi", "LiQiSuccess"),
    },
}


#: Said of a tenhou.net/6 JSON exported from a Mahjong Soul game (the common browser script).
MAJSOUL_EXPORT_NOTE: Final = translatable(
    "MajsoulRecord",
    "This is a tenhou.net/6 export of a Mahjong Soul game: the export dropped each hand's "
    "wall and its hash, so it replays but cannot be verified. Verify the game record itself "
    "(the JSON the record-download snippet saves).",
)
_RECORD_UUID: Final = re.compile(
    r"^\d{6}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"
)


def is_majsoul_reference(reference: str) -> bool:
    """True for a Mahjong Soul record id (``YYMMDD-`` + a UUID), as exports keep in ``ref``."""
    return bool(_RECORD_UUID.match(reference.strip().lower()))


class MajsoulRecordError(ValueError):
    """A file that is not a usable Mahjong Soul record; the message says why."""


@dataclass(frozen=True, slots=True)
class Action:
    """One record entry after the new round: its short name and its fields."""

    name: str
    data: Mapping[str, Any]


@dataclass(slots=True)
class MajsoulHand:
    """One hand: the new-round entry and everything after it up to the next hand."""

    index: int  # 0-based in the record
    chang: int  # 0 East .. 3 North
    ju: int  # dealer seat
    ben: int  # honba
    starting_hands: list[list[str]]  # per seat, as the record lists them (dealer has 14)
    paishan: str
    md5: str
    sha256: str
    salt: str
    salt_sha256: str
    doras: list[str]
    scores: list[int]
    liqibang: int = 0  # riichi sticks on the table at the start
    actions: list[Action] = field(default_factory=list)

    @property
    def name(self) -> str:
        """Short name as players write it in a hash journal: ``E1-0`` (East 1, 0 honba)."""
        return f"{WIND_LETTERS[self.chang % 4]}{self.ju + 1}-{self.ben}"


@dataclass(slots=True)
class MajsoulRecord:
    """A whole game record."""

    uuid: str
    version: int
    player_count: int
    player_names: list[str]
    hands: list[MajsoulHand]
    source_format: str  # "json" or "protobuf"
    start_time: int = 0


def _check_tile(code: object, where: str) -> str:
    if not isinstance(code, str):
        raise MajsoulRecordError(f"{where}: a tile is {type(code).__name__}, not a tile code")
    try:
        parse_kind(code)
    except TileError as error:
        raise MajsoulRecordError(f"{where}: {error}") from None
    if not code.isascii():
        raise MajsoulRecordError(f"{where}: '{code}' is not a tile code (ASCII digits only)")
    return code


def _tile_list(value: object, where: str) -> list[str]:
    if value is None:
        return []
    if not isinstance(value, list):
        raise MajsoulRecordError(f"{where} is {type(value).__name__}, not a list of tiles")
    if len(value) > MAX_LISTED_TILES:
        raise MajsoulRecordError(
            f"{where} lists {len(value):,} tiles; a real record lists {MAX_LISTED_TILES} at most"
        )
    return [_check_tile(code, where) for code in value]


def _int(value: object, where: str, default: int = 0) -> int:
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int):
        raise MajsoulRecordError(f"{where} is {type(value).__name__}, not a whole number")
    return value


def _text(value: object, where: str, limit: int = MAX_HASH_CHARS) -> str:
    if value is None:
        return ""
    if not isinstance(value, str):
        raise MajsoulRecordError(f"{where} is {type(value).__name__}, not text")
    if len(value) > limit:
        raise MajsoulRecordError(
            f"{where} is {len(value):,} characters long; a real record's is at most {limit:,}"
        )
    return value


def _starting_hands(data: Mapping[str, Any], where: str) -> list[list[str]]:
    """Each seat's starting hand, under either name a record gives it.

    The client writes ``tiles0``..``tiles3``; records from custom and test rooms
    (and the replay editors that make them) write one list ``begin_tiles[0..3]``.
    A seat missing from both starts with no tiles (the fourth seat of a 3-player game).
    """
    begin = data.get("begin_tiles")
    if begin is not None and not isinstance(begin, list):
        raise MajsoulRecordError(f"{where}: begin_tiles is not a list of hands")
    hands: list[list[str]] = []
    for seat in range(4):
        own = _tile_list(data.get(f"tiles{seat}"), f"{where}: tiles{seat}")
        if not own and begin is not None and seat < len(begin):
            own = _tile_list(begin[seat], f"{where}: begin_tiles[{seat}]")
        hands.append(own)
    return hands


def _new_round(index: int, data: Mapping[str, Any]) -> MajsoulHand:
    where = f"hand {index + 1}"
    chang = _int(data.get("chang"), f"{where}: chang")
    ju = _int(data.get("ju"), f"{where}: ju")
    if not 0 <= chang <= 3 or not 0 <= ju <= 3:
        raise MajsoulRecordError(f"{where}: round {chang}/{ju} is outside East..North 1-4")
    hands = _starting_hands(data, where)
    paishan = _text(data.get("paishan"), f"{where}: paishan", MAX_WALL_CHARS)
    for offset in range(0, len(paishan) - 1, 2):
        _check_tile(paishan[offset : offset + 2], f"{where}: paishan tile {offset // 2 + 1}")
    if len(paishan) % 2:
        raise MajsoulRecordError(f"{where}: paishan ends with half a tile")
    doras = _tile_list(data.get("doras") or ([data["dora"]] if data.get("dora") else []), where)
    scores_raw = data.get("scores") or []
    if not isinstance(scores_raw, list) or len(scores_raw) > 4:
        raise MajsoulRecordError(f"{where}: scores is not a list of at most 4 numbers")
    return MajsoulHand(
        index=index,
        chang=chang,
        ju=ju,
        ben=_int(data.get("ben"), f"{where}: ben"),
        starting_hands=hands,
        paishan=paishan,
        md5=_text(data.get("md5"), f"{where}: md5"),
        sha256=_text(data.get("sha256"), f"{where}: sha256"),
        salt=_text(data.get("salt"), f"{where}: salt"),
        salt_sha256=_text(data.get("saltSha256"), f"{where}: saltSha256"),
        doras=doras,
        scores=[_int(s, f"{where}: scores") for s in scores_raw],
        liqibang=_int(data.get("liqibang"), f"{where}: liqibang"),
    )


def _seat(value: object, where: str, players: int) -> int:
    seat = _int(value, f"{where}: seat")
    if not 0 <= seat < players:
        raise MajsoulRecordError(f"{where}: seat {seat} is not one of the {players} seats")
    return seat


def _checked_action(name: str, data: Mapping[str, Any], where: str, players: int) -> Action:
    """Validate the fields verification and replay read; keep the rest as given."""
    if name in (DEAL_TILE, DISCARD_TILE):
        _seat(data.get("seat"), where, players)
        if name == DISCARD_TILE or data.get("tile"):
            _check_tile(data.get("tile"), where)
        _tile_list(data.get("doras"), f"{where}: doras")
    elif name == CHI_PENG_GANG:
        _seat(data.get("seat"), where, players)
        _tile_list(data.get("tiles"), f"{where}: tiles")
        froms = data.get("froms") or []
        if not isinstance(froms, list):
            raise MajsoulRecordError(f"{where}: froms is not a list")
        for seat in froms:
            _seat(seat, where, players)
    elif name == AN_GANG_ADD_GANG:
        _seat(data.get("seat"), where, players)
        _check_tile(data.get("tiles"), where)
        _tile_list(data.get("doras"), f"{where}: doras")
    elif name == BA_BEI:
        _seat(data.get("seat"), where, players)
        _tile_list(data.get("doras"), f"{where}: doras")
    elif name == HULE:
        hules = data.get("hules") or []
        if not isinstance(hules, list):
            raise MajsoulRecordError(f"{where}: hules is not a list")
        for hule in hules:
            if not isinstance(hule, Mapping):
                raise MajsoulRecordError(f"{where}: a win is not an object")
            _seat(hule.get("seat"), where, players)
            _tile_list(hule.get("li_doras"), f"{where}: li_doras")
            _tile_list(hule.get("doras"), f"{where}: doras")
        _tile_list(data.get("doras"), f"{where}: doras")
    return Action(name, data)


def players_of_mode(mode: object) -> int | None:
    """Players a game mode number stands for (tens digit 0: four, 1: three); None if unknown.

    ``config.mode.mode`` is 1/2 (4-player East/South), 11/12 (3-player), with units
    3 for games against the computer and 0 or 4 for one-hand games.
    """
    if isinstance(mode, bool) or not isinstance(mode, int) or mode <= 0:
        return None
    return {0: 4, 1: 3, 2: 2}.get(mode // 10)


def _player_count(first: Mapping[str, Any], mode_players: int | None, mode: object) -> int:
    """The players of the game: its mode says, the first hand's scores agree.

    Never guessed from the starting hands: a record that spells them otherwise
    would read as empty hands and the wrong count.
    """
    scores = first.get("scores")
    counted = len(scores) if isinstance(scores, list) and len(scores) in (3, 4) else None
    players = mode_players or counted
    if players is None:
        raise MajsoulRecordError(
            "the record names neither the game's mode (head.config.mode.mode) nor the "
            "players' scores, so how many play is unknown"
        )
    if players == 2:
        raise MajsoulRecordError(
            f"game mode {mode} is a 2-player game, which this program does not read"
        )
    if counted is not None and counted != players:
        raise MajsoulRecordError(
            f"the game's mode ({mode}) is a {players}-player game, but the first hand "
            f"lists {counted} scores"
        )
    return players


def _assemble(
    entries: Sequence[tuple[str, Mapping[str, Any]]],
    *,
    uuid: str,
    version: int,
    names: list[str],
    source_format: str,
    start_time: int,
    mode: object = None,
) -> MajsoulRecord:
    hands: list[MajsoulHand] = []
    players = 4
    mode_players = players_of_mode(mode)
    for number, (name, data) in enumerate(entries, start=1):
        where = f"record entry {number} ({name.removeprefix('.lq.')})"
        if not isinstance(data, Mapping):
            raise MajsoulRecordError(f"{where}: its data is not an object")
        if name == NEW_ROUND:
            if not hands:
                players = _player_count(data, mode_players, mode)
            hands.append(_new_round(len(hands), data))
            continue
        if name not in KNOWN_ACTIONS:
            continue  # other record types (game-mode extras) do not touch the wall
        if not hands:
            raise MajsoulRecordError(f"{where} comes before the first hand")
        if len(hands[-1].actions) >= MAX_ACTIONS_PER_HAND:
            raise MajsoulRecordError(
                f"{where}: hand {len(hands)} has more than {MAX_ACTIONS_PER_HAND:,} actions, "
                "more than any real hand"
            )
        hands[-1].actions.append(_checked_action(name, data, where, players))
    if not hands:
        raise MajsoulRecordError("the record has no hands (no RecordNewRound)")
    while len(names) < players:
        names.append("")
    return MajsoulRecord(
        uuid=uuid,
        version=version,
        player_count=players,
        player_names=names[:players],
        hands=hands,
        source_format=source_format,
        start_time=start_time,
    )


# -- JSON ------------------------------------------------------------------------------


_JSON_STRING: Final = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
_JSON_BRACKET: Final = re.compile(r"[\[\]{}]")


def _json_depth_ok(text: str) -> bool:
    """True when no object or array nests deeper than MAX_JSON_DEPTH (strings skipped).

    The scan is the regular-expression engine's (a 60 MiB string is one match),
    and only the brackets outside strings are looked at one by one.
    """
    depth = 0
    for match in _JSON_BRACKET.finditer(_JSON_STRING.sub("", text)):
        if match.group() in "[{":
            depth += 1
            if depth > MAX_JSON_DEPTH:
                return False
        else:
            depth -= 1
    return True


def _refuse_constant(name: str) -> float:
    raise MajsoulRecordError(f"the record holds {name}, which is not a JSON number")


def parse_json_record(text: str) -> MajsoulRecord:
    """Read the downloaded JSON (both record versions).

    Bounded before parsing (objects and arrays a record may open, nesting) and
    right after (entries, then each field as it is read, by what a real record holds).
    """
    text = text.removeprefix("\ufeff")
    if text.count("{") + text.count("[") > MAX_JSON_CONTAINERS:
        raise MajsoulRecordError(
            f"the JSON opens more than {MAX_JSON_CONTAINERS:,} objects and arrays, far more "
            "than any game record"
        )
    if not _json_depth_ok(text):
        raise MajsoulRecordError("the JSON is nested far deeper than any game record")
    try:
        document = json.loads(text, parse_constant=_refuse_constant)
    except json.JSONDecodeError as error:
        raise MajsoulRecordError(
            f"not valid JSON (line {error.lineno}, column {error.colno}: {error.msg})"
        ) from None
    if not isinstance(document, dict):
        raise MajsoulRecordError("not a Mahjong Soul record (the JSON is not an object)")
    head = document.get("head") or {}
    body = document.get("data")
    if not isinstance(head, dict) or not isinstance(body, dict):
        raise MajsoulRecordError("not a Mahjong Soul record (no 'head' and 'data' objects)")
    inner = body.get("data")
    if not isinstance(inner, dict):
        raise MajsoulRecordError("not a Mahjong Soul record ('data.data' is missing)")
    version = _int(inner.get("version"), "data.data.version")
    for key in ("actions", "records"):
        listed = inner.get(key)
        if isinstance(listed, list) and len(listed) > MAX_ENTRIES:
            raise MajsoulRecordError(
                f"data.data.{key} lists {len(listed):,} entries; a real game has far fewer "
                f"(at most {MAX_ENTRIES:,} are read)"
            )
    entries: list[tuple[str, Mapping[str, Any]]] = []
    if isinstance(inner.get("actions"), list) and inner["actions"]:
        for action in inner["actions"]:
            if not isinstance(action, dict):
                raise MajsoulRecordError("an entry of data.data.actions is not an object")
            result = action.get("result")
            if result:
                entries.append(_named(result, "an action's result"))
    elif isinstance(inner.get("records"), list):
        entries = [_named(entry, "an entry of data.data.records") for entry in inner["records"]]
    else:
        raise MajsoulRecordError("the record has neither 'actions' nor 'records'")
    config = head.get("config")
    mode_entry = config.get("mode") if isinstance(config, dict) else None
    mode = mode_entry.get("mode") if isinstance(mode_entry, dict) else None
    accounts = head.get("accounts") or []
    names = ["", "", "", ""]
    if isinstance(accounts, list):
        for account in accounts:
            if isinstance(account, dict):
                seat = account.get("seat", 0)
                if isinstance(seat, int) and 0 <= seat < 4:
                    names[seat] = _text(
                        account.get("nickname"), f"player {seat + 1}'s nickname", MAX_NAME_CHARS
                    )
    return _assemble(
        entries,
        uuid=_text(head.get("uuid"), "head.uuid"),
        version=version,
        names=names,
        source_format="json",
        start_time=_int(head.get("start_time"), "head.start_time"),
        mode=mode,
    )


def _named(entry: object, where: str) -> tuple[str, Mapping[str, Any]]:
    if not isinstance(entry, dict) or not isinstance(entry.get("name"), str):
        raise MajsoulRecordError(f"{where} has no record name")
    data = entry.get("data")
    if not isinstance(data, dict):
        raise MajsoulRecordError(f"{where} ({entry['name']}) has no data object")
    return entry["name"], data


# -- protobuf --------------------------------------------------------------------------


def parse_binary_record(data: bytes) -> MajsoulRecord:
    """Read the raw record: ``.lq.Wrapper`` around ``.lq.GameDetailRecords``."""
    try:
        wrapper = decode(SCHEMA, "Wrapper", data)
        if wrapper["name"] != ".lq.GameDetailRecords":
            raise MajsoulRecordError(
                f"not a Mahjong Soul game record (the wrapper holds {wrapper['name'] or 'nothing'})"
            )
        details = decode(SCHEMA, "GameDetailRecords", wrapper["data"])
        raw_entries: list[bytes] = list(details["records"]) or [
            action["result"] for action in details["actions"] if action["result"]
        ]
        entries: list[tuple[str, Mapping[str, Any]]] = []
        for raw in raw_entries:
            inner = decode(SCHEMA, "Wrapper", raw)
            message = inner["name"].removeprefix(".lq.")
            if message in SCHEMA:
                entries.append((inner["name"], decode(SCHEMA, message, inner["data"])))
    except WireFormatError as error:
        raise MajsoulRecordError(f"damaged binary record: {error}") from None
    return _assemble(
        entries,
        uuid="",
        version=int(details["version"]),
        names=[],
        source_format="protobuf",
        start_time=0,
    )


# -- files -----------------------------------------------------------------------------


def looks_like_majsoul_record(head: bytes) -> bool:
    """True when the first bytes of a file are a Mahjong Soul record (JSON or binary)."""
    text = head.removeprefix(b"\xef\xbb\xbf").lstrip()
    if text.startswith(b"{"):
        return b'"head"' in head and any(key in head for key in (b".lq.", b'"uuid"', b'"accounts"'))
    return head.startswith(b"\n\x15.lq.GameDetailRecords")


def read_majsoul_record(path: str | Path) -> MajsoulRecord:
    """Read a record file (JSON or binary); bad files raise :class:`MajsoulRecordError`."""
    file = Path(path)
    try:
        data = read_regular_file(file, MAX_RECORD_BYTES)
    except InputRefused as error:
        raise MajsoulRecordError(f"{file}: {error}") from None
    if not data.strip():
        raise MajsoulRecordError(f"{file} is empty")
    if data.removeprefix(b"\xef\xbb\xbf").lstrip()[:1] in (b"{", b"["):  # a BOM is fine
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise MajsoulRecordError(f"{file} is not UTF-8 text") from None
        del data  # the bytes are not kept while the text is parsed
        return parse_json_record(text)
    return parse_binary_record(data)


# -- share links -----------------------------------------------------------------------

_BASE36: Final = "0123456789abcdefghijklmnopqrstuvwxyz"
_LINK: Final = re.compile(
    r"(?:paipu=)?(?P<uuid>[0-9a-z]{6}-[0-9a-z]{8}(?:-[0-9a-z]{4}){3}-[0-9a-z]{12})"
    r"(?:_(?P<account>a\d+))?(?P<anonymised>_2)?(?:[&#\s].*)?$"
)


@dataclass(frozen=True, slots=True)
class ShareLink:
    """What a Mahjong Soul replay link names: the record id and who shared it."""

    record_id: str
    account: str  # 'a413602829' style suffix, '' when absent
    anonymised: bool


def decode_share_link(text: str) -> ShareLink:
    """The record id of a share link (``...?paipu=UUID_aNNN`` or the anonymised ``..._2``).

    In the anonymised form each base-36 character c at index i (dashes kept)
    stands for (c + 55 - i) mod 36 (REFERENCE section 15).  No network is used.
    """
    cleaned = text.strip()
    start = cleaned.find("paipu=")
    candidate = cleaned[start + len("paipu=") :] if start >= 0 else cleaned
    match = _LINK.match(candidate.lower())
    if not match:
        raise MajsoulRecordError(
            "not a Mahjong Soul replay link (expected ...?paipu=xxxxxx-xxxxxxxx-xxxx-xxxx-xxxx-"
            "xxxxxxxxxxxx_a12345678, optionally ending in _2)"
        )
    uuid = match["uuid"]
    anonymised = bool(match["anonymised"])
    if anonymised:
        uuid = "".join(
            ch if ch == "-" else _BASE36[(_BASE36.index(ch) + 55 - i) % 36]
            for i, ch in enumerate(uuid)
        )
    return ShareLink(uuid, match["account"] or "", anonymised)
