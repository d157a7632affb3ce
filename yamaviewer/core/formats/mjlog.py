"""Reading Tenhou mjlog files (gzip or plain XML) into a :class:`GameRecord`.

Only what the viewer and the verifier need is kept: game metadata, and per
hand the INIT fields plus a flat list of events (the model is in
:mod:`yamaviewer.core.record`).  XML is parsed with
defusedxml (no entity expansion, no external resources) and decompressed sizes
are bounded, so a hostile file costs at most a clear error message.
"""

from __future__ import annotations

import math
import re
import zlib
from collections.abc import Callable, Iterable
from operator import itemgetter
from pathlib import Path
from typing import NamedTuple, cast

from yamaviewer.core.formats.errors import LogFormatError
from yamaviewer.core.gc_pause import paused_collector
from yamaviewer.core.melds import decode_meld
from yamaviewer.core.native import accelerator
from yamaviewer.core.record import (
    MAX_DRAWS_PER_HAND,
    MAX_EVENTS_PER_HAND,
    MAX_RESULTS_PER_HAND,
    DrawKind,
    DrawResult,
    Event,
    EventKind,
    GameRecord,
    HandRecord,
    Limit,
    WinResult,
)
from yamaviewer.core.safe_io import InputRefused, read_regular_file

#: Largest file we read, and largest XML we accept after decompression.
MAX_FILE_BYTES = 64 * 1024 * 1024
MAX_XML_BYTES = 64 * 1024 * 1024

_DRAW_TAGS = {"T": 0, "U": 1, "V": 2, "W": 3}
_DISCARD_TAGS = {"D": 0, "E": 1, "F": 2, "G": 3}
_DUPLICATE_ATTRIBUTE_TAG = r"<([A-Za-z_][\w.-]*)(\s[^<>]*?)(/?)>"
_DECLARED_ENCODING = rb"""encoding\s*=\s*["']([A-Za-z0-9._-]+)["']"""
_ATTRIBUTE = r"""([A-Za-z_][\w.-]*)\s*=\s*("[^"]*"|'[^']*')"""


# -- bytes -> XML text ---------------------------------------------------------


def decompress_bounded(data: bytes, limit: int = MAX_XML_BYTES) -> bytes:
    """Gunzip ``data`` (possibly several members) refusing output beyond ``limit``."""
    out = bytearray()
    while data:
        decompressor = zlib.decompressobj(16 + zlib.MAX_WBITS)
        try:
            out += decompressor.decompress(data, limit - len(out) + 1)
        except zlib.error as error:
            raise LogFormatError(f"the gzip data is corrupt ({error})") from None
        if len(out) > limit:
            raise LogFormatError(
                f"the file decompresses to more than {limit // (1024 * 1024)} MiB; refusing it"
            )
        if not decompressor.eof:
            raise LogFormatError("the gzip data is truncated (the file was cut short)")
        data = decompressor.unused_data
        # Trailing zero padding after the last member is harmless.
        if data and not data.lstrip(b"\0"):
            break
    return bytes(out)


def read_log_bytes(path: str | Path) -> bytes:
    """Read a log file from disk, refusing absurd sizes, and gunzip it if needed."""
    try:
        data = read_regular_file(path, MAX_FILE_BYTES)
    except InputRefused as error:
        raise LogFormatError(str(error)) from None
    return decode_log_bytes(data)


def decode_log_bytes(data: bytes) -> bytes:
    """Gunzip when needed; refuse what cannot be a log before parsing it."""
    if not data:
        raise LogFormatError("the file is empty")
    if data[:2] == b"\x1f\x8b":
        data = decompress_bounded(data)
    elif len(data) > MAX_XML_BYTES:
        raise LogFormatError("the file is too large for a log")
    if not data.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"<"):
        raise LogFormatError("not a Tenhou log: the file is neither gzip nor XML")
    return data


def _dedupe_attributes(text: str) -> str:
    """Drop repeated attributes inside tags (some 2010 logs repeat ``owari``)."""

    def fix(match: re.Match[str]) -> str:
        seen: set[str] = set()
        kept = []
        for attribute in re.finditer(_ATTRIBUTE, match.group(2)):
            if attribute.group(1) not in seen:
                seen.add(attribute.group(1))
                kept.append(attribute.group(0))
        return f"<{match.group(1)} {' '.join(kept)}{match.group(3)}>"

    return re.sub(_DUPLICATE_ATTRIBUTE_TAG, fix, text)


#: Prebuilt events for the tags that make up most of a log (<T12/>, <D34/> ...):
#: looking them up is far cheaper than building a new object per element.
_SIMPLE_EVENTS: dict[str, Event] = {}
for _letter, _who in _DRAW_TAGS.items():
    for _tile_id in range(136):
        _SIMPLE_EVENTS[f"{_letter}{_tile_id}"] = Event(EventKind.DRAW, _who, _tile_id)
for _letter, _who in _DISCARD_TAGS.items():
    for _tile_id in range(136):
        _SIMPLE_EVENTS[f"{_letter}{_tile_id}"] = Event(EventKind.DISCARD, _who, _tile_id)


def _run_expat(data: bytes, start: Callable[[str, dict[str, str]], None]) -> None:
    """Feed ``data`` to defusedxml's parser, calling ``start`` for every element.

    The parser is defusedxml's (entities, external references and DTDs are
    refused); only its element callback is replaced, so the C expat parser
    calls one small function per element instead of building a tree.
    """
    # Imported here, not at the top: opening the viewer on its demo parses no XML.
    import defusedxml.ElementTree as SafeET

    expat = SafeET.DefusedXMLParser(forbid_dtd=True).parser
    expat.ordered_attributes = False
    expat.StartElementHandler = start
    # Text, comments and the like carry nothing a log needs.
    expat.EndElementHandler = None
    expat.CharacterDataHandler = None
    expat.DefaultHandlerExpand = None
    expat.CommentHandler = None
    expat.ProcessingInstructionHandler = None
    try:
        expat.Parse(data, True)
    except ValueError as error:
        if isinstance(error, LogFormatError) or "encoding" not in str(error):
            raise  # defusedxml's refusals are ValueErrors too
        # pyexpat refuses multi-byte declared encodings (Shift_JIS, EUC-JP ...).
        declared = re.search(_DECLARED_ENCODING, data[:200])
        name = declared.group(1).decode("ascii", "replace") if declared else "its declared"
        raise LogFormatError(
            f"the XML declares the encoding {name}; Tenhou logs are UTF-8, so this file was "
            "re-encoded by another program (save it as UTF-8 and open it again)"
        ) from None


def _parse_safely(data: bytes, source_name: str) -> GameRecord:
    """Parse log XML; tolerate the known duplicate-attribute quirk.

    Expat hands every element's attributes over as a new dict, which makes the
    cyclic garbage collector run over and over although a log builds no cycles;
    collection is paused while parsing (about a third of the parse time).
    """
    with paused_collector():
        return _parse_with_quirks(data, source_name)


def _parse_with_quirks(data: bytes, source_name: str) -> GameRecord:
    tokens = fast_tokens(data)
    if tokens is not None:
        return _parse_game(data, source_name, tokens)
    # Anything the fast tokenizer does not vouch for goes through defusedxml's expat.
    from xml.parsers.expat import ExpatError

    from defusedxml import DefusedXmlException

    try:
        return _parse_game(data, source_name)
    except DefusedXmlException:
        raise LogFormatError(
            "the XML declares a DTD, entities or external references, which Tenhou logs "
            "never do; refusing to expand them"
        ) from None
    except ExpatError as error:
        if "duplicate attribute" not in str(error):
            raise LogFormatError(f"not well-formed XML ({error})") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise LogFormatError("the XML is not valid UTF-8") from None
    try:
        return _parse_game(_dedupe_attributes(text).encode("utf-8"), source_name)
    except DefusedXmlException:
        raise LogFormatError("the XML declares entities; refusing to expand them") from None
    except ExpatError as error:
        raise LogFormatError(f"not well-formed XML ({error})") from None


# -- a tokenizer in C for the plain shape every Tenhou log has ------------------------------
#
# Tenhou writes a log as one <mjloggm> root holding only empty elements with
# double-quoted attributes, no entities, comments, DTD or text.  For such a
# document the regular expressions below (run by the C regex engine over the
# whole text at once) give the same elements and attributes as expat, in a
# fraction of the time: expat calls back into Python once per element, these
# hand over a list.  Anything else (a '&', '<!', control characters, another
# encoding, single quotes, text, nested elements ...) is left to defusedxml's
# expat, which accepts or refuses it with its usual messages.
#
# The patterns are kept as text: ``re`` compiles each on first use (and caches
# it), so a run the C tokenizer serves never pays for compiling them.

_XML_SPACE = "[ \t\n]"
_NAME = "[A-Za-z_][A-Za-z0-9_.-]*"
_ATTRIBUTES = f'((?:{_XML_SPACE}+{_NAME}{_XML_SPACE}*={_XML_SPACE}*"[^"<]*")*)'
_DOCUMENT = (
    f"(?s){_XML_SPACE}*(<\\?xml{_XML_SPACE}+version{_XML_SPACE}*={_XML_SPACE}*(?:\"1\\.0\"|'1\\.0')"
    f'(?:{_XML_SPACE}+encoding{_XML_SPACE}*={_XML_SPACE}*(?:"[A-Za-z][A-Za-z0-9._-]*"'
    f"|'[A-Za-z][A-Za-z0-9._-]*'))?"
    f"(?:{_XML_SPACE}+standalone{_XML_SPACE}*={_XML_SPACE}*(?:\"(?:yes|no)\"|'(?:yes|no)'))?"
    f"{_XML_SPACE}*\\?>)?{_XML_SPACE}*"
    f"<mjloggm{_ATTRIBUTES}{_XML_SPACE}*>(.*)</mjloggm>{_XML_SPACE}*"
)
#: The name after every '<' of the body.
_ELEMENT_NAME = f"<({_NAME})"
#: <T12/> exactly as Tenhou writes draws and discards (the keys of _SIMPLE_EVENTS).
_SIMPLE_ELEMENT = "<[TUVWDEFG](?:[0-9]|[1-9][0-9]|1[0-2][0-9]|13[0-5])/>"
#: Every other element, complete and well-formed: name and attribute text.
_OTHER_ELEMENT = (
    f"<(?![TUVWDEFG](?:[0-9]|[1-9][0-9]|1[0-2][0-9]|13[0-5])/>)({_NAME}){_ATTRIBUTES}"
    f"{_XML_SPACE}*/>"
)
_ATTRIBUTE_PAIR = f'({_NAME}){_XML_SPACE}*={_XML_SPACE}*"([^"<]*)"'
#: Control characters XML 1.0 forbids (tab, line feed and carriage return are allowed).
_FORBIDDEN_CONTROLS = bytes(c for c in range(32) if c not in (9, 10, 13))
_ENCODING = "encoding" + _XML_SPACE + "*=" + _XML_SPACE + """*["']([^"']*)["']"""


class FastDocument(NamedTuple):
    """A log read by a tokenizer in C: what expat's callbacks would have seen, in bulk."""

    #: The root element's attributes.
    root_attributes: dict[str, str]
    #: One entry per element: its prebuilt draw/discard event, or None for the others.
    events: list[Event | None]
    #: The positions in ``events`` of the None entries, and those elements' (name, attributes).
    other_positions: list[int]
    others: list[tuple[str, dict[str, str]]]


#: The prebuilt draw/discard events in the extension's order: letter (TUVWDEFG) x tile id.
_SIMPLE_EVENT_TABLE = tuple(
    _SIMPLE_EVENTS[f"{letter}{tile_id}"] for letter in "TUVWDEFG" for tile_id in range(136)
)


def fast_tokens(data: bytes) -> FastDocument | None:
    """The log's elements, or None: use expat.

    The extension's tokenizer (``_native.c``) reads the plain ASCII shape in
    one pass; what it does not vouch for goes to :func:`regex_tokens`, and
    what that does not vouch for to expat.  Both give the same documents (the
    tests compare them).
    """
    if accelerator is not None:
        tokens = accelerator.tokenize(data, _SIMPLE_EVENT_TABLE)
        if tokens is not None:
            root, events, positions, others = tokens
            return FastDocument(root, events, positions, others)  # type: ignore[arg-type]
    return regex_tokens(data)


def regex_tokens(data: bytes) -> FastDocument | None:
    """The log's elements read with regular expressions, or None: use expat.

    None is returned for anything that is not the plain shape described
    above; the caller then parses with expat, so this never accepts what expat
    would refuse, and never needs to word an error itself.  Every '<' of the
    body must begin either an exact draw/discard tag or a complete element
    (the counts are compared), so nothing between the matches can hide markup.
    """
    if b"&" in data or b"<!" in data or b"]]>" in data:
        return None
    if len(data.translate(None, _FORBIDDEN_CONTROLS)) != len(data):
        return None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    text = text.removeprefix("\ufeff")
    if "\ufffe" in text or "\uffff" in text:
        return None
    if "\r" in text:  # XML line-end normalisation, as expat does it
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    document = re.fullmatch(_DOCUMENT, text)
    if document is None:
        return None
    declaration = document.group(1)
    if declaration is not None:
        encoding = re.search(_ENCODING, declaration)
        if encoding is not None and encoding.group(1).lower() not in ("utf-8", "utf8"):
            return None
    body = document.group(3)
    names = re.findall(_ELEMENT_NAME, body)
    markup = body.count("<")
    others: list[tuple[str, str]] = re.findall(_OTHER_ELEMENT, body)
    if len(names) != markup or len(re.findall(_SIMPLE_ELEMENT, body)) + len(others) != markup:
        return None
    events = list(map(_SIMPLE_EVENTS.get, names))
    positions = [i for i, event in enumerate(events) if event is None]
    if len(positions) != len(others):
        return None  # e.g. <T12 a="1"/>: a simple name with attributes; expat decides
    return FastDocument(
        _attribute_dict(document.group(2)),
        events,
        positions,
        [(name, _attribute_dict(attributes)) for name, attributes in others],
    )


def _attribute_dict(text: str) -> dict[str, str]:
    """Attributes as expat reports them: the first of repeated names (as the quirk fix keeps),
    tabs and line breaks in values normalised to spaces."""
    pairs = re.findall(_ATTRIBUTE_PAIR, text)
    if "\t" in text or "\n" in text:
        pairs = [(name, value.replace("\t", " ").replace("\n", " ")) for name, value in pairs]
    attributes = dict(reversed(pairs))
    return attributes


# -- XML -> objects ------------------------------------------------------------


def _split_ints(text: str) -> list[int]:
    """``list(map(int, text.split(",")))``: in C for plain numbers, else by ``int`` itself
    (which then accepts or refuses exactly as it always does: ValueError)."""
    if accelerator is not None:
        values = accelerator.int_list(text)
        if values is not None:
            return values
    return list(map(int, text.split(",")))


def _ints(attrs: dict[str, str], name: str, where: str, count: int | None = None) -> list[int]:
    """The comma-separated numbers of attribute ``name``, or a LogFormatError."""
    text = attrs.get(name)
    if text is None:
        raise LogFormatError(f"{where}: attribute '{name}' is missing")
    try:
        values = _split_ints(text) if text else []
    except ValueError:
        raise LogFormatError(
            f"{where}: attribute '{name}' is not a list of numbers: '{text[:40]}'"
        ) from None
    if count is not None and len(values) != count:
        raise LogFormatError(
            f"{where}: attribute '{name}' has {len(values)} numbers, expected {count}"
        )
    return values


def _tile(value: int, what: str) -> int:
    if not 0 <= value < 136:
        raise LogFormatError(f"{what}: {value} is not a tile id (0..135)")
    return value


_HAI_KEYS = ("hai0", "hai1", "hai2", "hai3")


#: The numbers an INIT tag carries, by player count.
_INIT_FIELDS = {players: ("seed", "oya", "ten", *_HAI_KEYS[:players]) for players in (3, 4)}


def _int_fields(
    attrs: dict[str, str], names: tuple[str, ...]
) -> tuple[list[int] | None, ...] | None:
    """Each named attribute's comma list of numbers (None where it is absent), in one call.

    None when any of them is not a plain list: the careful readers then word the
    problem, or read what only ``int()`` accepts (" 5", "+5").
    """
    if accelerator is not None:
        return accelerator.int_lists(attrs, names)
    return _int_fields_python(attrs, names)


def _int_fields_python(
    attrs: dict[str, str], names: tuple[str, ...]
) -> tuple[list[int] | None, ...] | None:
    """:func:`_int_fields` without the extension (its twin; ``int()`` reads each number)."""
    try:
        return tuple(
            None if (text := attrs.get(name)) is None else list(map(int, text.split(",")))
            for name in names
        )
    except ValueError:
        return None


def _parse_init(attrs: dict[str, str], index: int, players: int) -> HandRecord:
    """A hand's INIT tag: the common, well-formed case in one go, else the careful path."""
    names = _INIT_FIELDS.get(players)
    fields = _int_fields(attrs, names) if names is not None else None
    if fields is None or None in fields:
        return _parse_init_checked(attrs, index, players)
    seed, oya, scores, *haipai = cast("tuple[list[int], ...]", fields)
    dealt = [t for tiles in haipai for t in tiles]
    if (
        len(seed) != 6
        or len(oya) != 1
        or not 0 <= oya[0] < players
        or not (0 <= seed[3] < 6 and 0 <= seed[4] < 6 and 0 <= seed[5] < 136)
        or any(len(tiles) != 13 for tiles in haipai)
        or min(dealt) < 0
        or max(dealt) >= 136
    ):
        return _parse_init_checked(attrs, index, players)
    return HandRecord(
        index,
        seed[0],  # round
        seed[1],  # honba
        seed[2],  # riichi sticks
        (seed[3], seed[4]),  # dice
        seed[5],  # dora indicator
        oya[0],  # dealer
        scores,
        haipai + [[] for _ in range(4 - players)],
        shuffle_key=attrs.get("shuffle"),
    )


def _parse_init_checked(attrs: dict[str, str], index: int, players: int) -> HandRecord:
    """Field by field, so a damaged INIT tag is reported precisely."""
    where = f"hand {index + 1} (INIT)"
    seed = _ints(attrs, "seed", where, 6)
    dealer = _ints(attrs, "oya", where, 1)[0]
    if not 0 <= dealer < players:
        raise LogFormatError(f"{where}: dealer seat {dealer} does not exist")
    if not 0 <= seed[3] < 6 or not 0 <= seed[4] < 6:
        raise LogFormatError(f"{where}: dice {seed[3]},{seed[4]} are not 0..5")
    scores = _ints(attrs, "ten", where)
    haipai: list[list[int]] = []
    for seat in range(4):
        if seat >= players:
            haipai.append([])
            continue
        tiles = _ints(attrs, f"hai{seat}", where)
        if tiles and not 0 <= min(tiles) <= max(tiles) < 136:
            raise LogFormatError(f"{where}: hai{seat} holds a number that is not a tile id")
        if len(tiles) != 13:
            raise LogFormatError(f"{where}: seat {seat} starts with {len(tiles)} tiles, not 13")
        haipai.append(tiles)
    return HandRecord(
        index=index,
        round=seed[0],
        honba=seed[1],
        riichi_sticks=seed[2],
        dice=(seed[3], seed[4]),
        dora_indicator=_tile(seed[5], f"{where} dora indicator"),
        dealer=dealer,
        scores=scores,
        haipai=haipai,
        shuffle_key=attrs.get("shuffle"),
    )


#: mjlog ``ten`` limit field (third number) -> the limit.
MJLOG_LIMITS: dict[int, Limit] = {
    1: Limit.MANGAN,
    2: Limit.HANEMAN,
    3: Limit.BAIMAN,
    4: Limit.SANBAIMAN,
    5: Limit.YAKUMAN,
}
#: mjlog RYUUKYOKU ``type`` -> the kind of draw; no type is an exhaustive draw.
MJLOG_DRAW_TYPES: dict[str | None, DrawKind] = {
    None: DrawKind.EXHAUSTIVE,
    "yao9": DrawKind.NINE_TERMINALS,
    "reach4": DrawKind.FOUR_RIICHI,
    "ron3": DrawKind.TRIPLE_RON,
    "kan4": DrawKind.FOUR_KANS,
    "kaze4": DrawKind.FOUR_WINDS,
    "nm": DrawKind.NAGASHI_MANGAN,
}


def _tiles(attrs: dict[str, str], name: str, where: str) -> tuple[int, ...]:
    """An optional comma list of tile ids (absent = none)."""
    if name not in attrs:
        return ()
    values = _ints(attrs, name, where)
    if values and not 0 <= min(values) <= max(values) < 136:
        bad = next(v for v in values if not 0 <= v < 136)
        _tile(bad, f"{where} {name}")
    return tuple(values)


def _score_changes(attrs: dict[str, str], where: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """``sc`` = score, change, score, change ... in hundreds -> (before, changes) in points."""
    values = _ints(attrs, "sc", where) if "sc" in attrs else [0] * 8
    if len(values) % 2 or not 6 <= len(values) <= 8:
        raise LogFormatError(f"{where}: attribute 'sc' has {len(values)} numbers, expected 8")
    values += [0] * (8 - len(values))
    return _in_points(values)


def _in_points(sc: list[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Eight ``sc`` numbers (score, change ... in hundreds) -> (before, changes) in points."""
    return tuple([100 * v for v in sc[0::2]]), tuple([100 * v for v in sc[1::2]])


def _pairs(values: list[int], where: str) -> tuple[tuple[int, int], ...]:
    if len(values) % 2:
        raise LogFormatError(f"{where}: attribute 'yaku' is not pairs of yaku id and han")
    return tuple((values[i], values[i + 1]) for i in range(0, len(values), 2))


#: The numbers an AGARI tag carries.
_WIN_FIELDS = (
    "who",
    "fromWho",
    "paoWho",
    "ten",
    "sc",
    "yaku",
    "doraHai",
    "doraHaiUra",
    "hai",
    "machi",
    "yakuman",
)


def _win_event(attrs: dict[str, str], hand: HandRecord, players: int) -> Event:
    """An AGARI tag as a typed win: the well-formed case in one go, else the careful path."""
    fields = _int_fields(attrs, _WIN_FIELDS)
    if fields is None:
        return _win_event_checked(attrs, hand, players)
    who, from_who, pao_seat, ten, sc, yaku, dora, ura, tiles, waits, yakuman = fields
    if (
        who is None
        or from_who is None
        or ten is None
        or sc is None
        or waits is None
        or len(who) != 1
        or len(from_who) != 1
        or len(ten) != 3
        or len(waits) != 1
        or (pao_seat is not None and len(pao_seat) != 1)
    ):
        return _win_event_checked(attrs, hand, players)
    winner, from_seat, machi = who[0], from_who[0], waits[0]
    fu, points, limit = ten
    pao = pao_seat[0] if pao_seat is not None else None
    yaku = yaku or []
    dora, ura, tiles = dora or [], ura or [], tiles or []
    every_tile = (*dora, *ura, *tiles, machi)
    if (
        not 0 <= winner < players
        or not 0 <= from_seat < players
        or not (pao is None or 0 <= pao < players)
        or (limit != 0 and limit not in MJLOG_LIMITS)
        or len(sc) != 8
        or len(yaku) % 2
        or len(dora) > MAX_INDICATORS
        or len(ura) > MAX_INDICATORS
        or min(every_tile) < 0
        or max(every_tile) >= 136
    ):
        return _win_event_checked(attrs, hand, players)
    before, deltas = _in_points(sc)
    win = WinResult(  # every field in order, positionally: a NamedTuple builds faster so
        winner,
        from_seat,
        fu,
        points,
        MJLOG_LIMITS.get(limit),
        tuple(zip(yaku[0::2], yaku[1::2])),  # yaku: (id, han) pairs; the count is even
        tuple(yakuman) if yakuman else (),
        tuple(dora),
        tuple(ura),
        deltas,
        before,  # scores_before
        pao,
        tuple(tiles),  # hand
        machi,  # winning_tile
    )
    return Event(EventKind.AGARI, winner, -1, None, win)


def _win_event_checked(attrs: dict[str, str], hand: HandRecord, players: int) -> Event:
    """Field by field, so a damaged AGARI tag is reported precisely."""
    where = f"hand {hand.index + 1} <AGARI>"
    winner = _seat(attrs, where, players)
    from_seat = _seat(attrs, where, players, "fromWho") if "fromWho" in attrs else winner
    pao = _seat(attrs, where, players, "paoWho") if "paoWho" in attrs else None
    ten = _ints(attrs, "ten", where)
    if len(ten) < 3 or ten[2] not in (0, *MJLOG_LIMITS):
        raise LogFormatError(f"{where}: attribute 'ten' is not 'fu,points,limit'")
    before, deltas = _score_changes(attrs, where)
    machi = _tiles(attrs, "machi", where)
    for name in ("doraHai", "doraHaiUra"):
        count = len(_tiles(attrs, name, where))
        if count > MAX_INDICATORS:
            raise LogFormatError(
                f"{where}: {name} lists {count} indicators; a hand shows at most {MAX_INDICATORS}"
            )
    win = WinResult(
        winner=winner,
        from_seat=from_seat,
        fu=ten[0],
        points=ten[1],
        limit=MJLOG_LIMITS.get(ten[2]),
        yaku=_pairs(_ints(attrs, "yaku", where), where) if "yaku" in attrs else (),
        yakuman=tuple(_ints(attrs, "yakuman", where)) if "yakuman" in attrs else (),
        dora=_tiles(attrs, "doraHai", where),
        ura=_tiles(attrs, "doraHaiUra", where),
        deltas=deltas,
        scores_before=before,
        pao=pao,
        hand=_tiles(attrs, "hai", where),
        winning_tile=machi[0] if machi else None,
    )
    return Event(EventKind.AGARI, winner, -1, None, win)


def _draw_event(attrs: dict[str, str], hand: HandRecord, players: int) -> Event:
    """A RYUUKYOKU tag as a typed draw: the well-formed case in one go, else the careful path."""
    kind = MJLOG_DRAW_TYPES.get(attrs.get("type"))
    try:
        sc = _split_ints(attrs["sc"])
        revealed = tuple(
            (seat, tuple(_split_ints(attrs[key])))
            for seat, key in enumerate(_HAI_KEYS[:players])
            if key in attrs
        )
    except (KeyError, ValueError):
        return _draw_event_checked(attrs, hand, players)
    shown = [tile for _seat, tiles in revealed for tile in tiles]
    if kind is None or len(sc) != 8 or (shown and not 0 <= min(shown) <= max(shown) < 136):
        return _draw_event_checked(attrs, hand, players)
    before, deltas = _in_points(sc)
    return Event(EventKind.RYUUKYOKU, -1, -1, None, DrawResult(kind, deltas, before, revealed))


def _draw_event_checked(attrs: dict[str, str], hand: HandRecord, players: int) -> Event:
    """Field by field, so a damaged RYUUKYOKU tag is reported precisely."""
    where = f"hand {hand.index + 1} <RYUUKYOKU>"
    kind = MJLOG_DRAW_TYPES.get(attrs.get("type"))
    if kind is None:
        raise LogFormatError(f"{where}: '{attrs.get('type')}' is not a kind of draw Tenhou writes")
    before, deltas = _score_changes(attrs, where)
    revealed = tuple(
        (seat, _tiles(attrs, f"hai{seat}", where))
        for seat in range(players)
        if f"hai{seat}" in attrs
    )
    return Event(EventKind.RYUUKYOKU, -1, -1, None, DrawResult(kind, deltas, before, revealed))


def _seat(attrs: dict[str, str], where: str, players: int, name: str = "who") -> int:
    seat = _ints(attrs, name, where, 1)[0]
    if not 0 <= seat < players:
        raise LogFormatError(f"{where}: seat {seat} does not exist")
    return seat


def _event(tag: str, attrs: dict[str, str], hand: HandRecord, players: int) -> Event | None:
    """Turn a non-draw, non-discard element inside a hand into an Event.

    Wins and draws go to their readers, which have careful paths of their own;
    a well-formed call takes a fast path (well-formed REACH tags never get here:
    they are prebuilt events); anything else goes through :func:`_event_checked`,
    which says exactly what is wrong.
    """
    if tag == "AGARI":
        return _win_event(attrs, hand, players)
    if tag == "RYUUKYOKU":
        return _draw_event(attrs, hand, players)
    if tag == "N":
        try:
            seat = int(attrs["who"])
            if 0 <= seat < players:
                return Event(EventKind.CALL, seat, -1, decode_meld(int(attrs["m"]), seat))
        except (KeyError, ValueError):
            pass
    return _event_checked(tag, attrs, hand, players)


def _event_checked(tag: str, attrs: dict[str, str], hand: HandRecord, players: int) -> Event | None:
    where = f"hand {hand.index + 1} <{tag}>"
    if tag == "N":
        seat = _seat(attrs, where, players)
        code = _ints(attrs, "m", where, 1)[0]
        try:
            meld = decode_meld(code, seat)
        except ValueError as error:
            raise LogFormatError(f"{where}: {error}") from None
        return Event(EventKind.CALL, seat, -1, meld)
    if tag == "DORA":
        indicator = _ints(attrs, "hai", where, 1)[0]
        return Event(EventKind.DORA, -1, _tile(indicator, where))
    if tag == "REACH":
        seat = _seat(attrs, where, players)
        step = _ints(attrs, "step", where, 1)[0]
        return Event(EventKind.RIICHI, seat, step)
    if tag == "BYE":
        return Event(EventKind.DISCONNECT, _seat(attrs, where, 4), -1)
    if tag == "UN" and "n0" not in attrs:
        for seat in range(4):
            if f"n{seat}" in attrs:
                return Event(EventKind.RECONNECT, seat, -1)
    if tag[:1] in "TUVWDEFG" and tag[1:].isdigit():
        raise LogFormatError(f"{where}: {tag[1:]} is not a tile id (0..135)")
    return None


def _parse_game(data: bytes, source_name: str, tokens: FastDocument | None = None) -> GameRecord:
    """Build the game from :func:`fast_tokens` ``tokens``, or while expat walks the XML."""
    game = GameRecord(
        shuffle_seed=None,
        game_type=0,
        lobby=0,
        player_names=["", "", "", ""],
        dan=[0, 0, 0, 0],
        rate=[0.0, 0.0, 0.0, 0.0],
        sex=["", "", "", ""],
        hands=[],
        source_name=source_name,
    )
    hands = game.hands
    players = 4
    seen_root = False
    seen_names = False
    current: HandRecord | None = None
    kan_dora = results = 0
    # Every event of the game in one list (one bound append, no per-hand
    # switching in the hot callback); cut into hands afterwards.
    stream: list[Event] = []
    hand_starts: list[int] = []

    def start(
        tag: str,
        attrs: dict[str, str],
        simple: Callable[[str], Event | None] = _SIMPLE_EVENTS.get,
        append: Callable[[Event], None] = stream.append,
    ) -> None:
        event = simple(tag)
        if event is not None:
            append(event)
        else:
            special(tag, attrs)

    def special(tag: str, attrs: dict[str, str]) -> None:
        nonlocal players, seen_root, seen_names, current, kan_dora, results
        if not seen_root:
            if tag != "mjloggm":
                raise LogFormatError(
                    f"not a Tenhou log: the root element is <{tag}>, not <mjloggm>"
                )
            seen_root = True
            return
        if tag == "REACH" and current is not None:
            # A quarter of these elements: the well-formed ones are prebuilt events.
            riichi = _RIICHI_EVENTS.get((attrs.get("who", ""), attrs.get("step", "")))
            if riichi is not None and riichi.seat < players:
                current.special_steps.append(len(stream) - hand_starts[-1])
                stream.append(riichi)
                return
        if tag == "INIT":
            current = _parse_init(attrs, len(hands), players)
            kan_dora = results = 0
            hands.append(current)
            hand_starts.append(len(stream))
            return
        if current is not None:
            event = _event(tag, attrs, current, players)
            if event is not None:
                if event.kind is EventKind.DORA:
                    kan_dora += 1
                    if kan_dora > MAX_KAN_DORA:
                        raise LogFormatError(
                            f"hand {current.index + 1}: more than {MAX_KAN_DORA} kan-dora "
                            "indicators (<DORA> tags); a wall has room for 4"
                        )
                current.special_steps.append(len(stream) - hand_starts[-1])
                if event.meld is not None and event.meld.type.takes_replacement:
                    current.has_replacement = True
                stream.append(event)
                if event.result is not None:
                    results += 1
                    if results > MAX_RESULTS_PER_HAND:
                        raise LogFormatError(
                            f"hand {current.index + 1}: more than {MAX_RESULTS_PER_HAND} results "
                            "(wins or draws) in one hand"
                        )
                    if "owari" in attrs:
                        game.final_scores = _owari(attrs["owari"])
                return
        if tag == "SHUFFLE":
            game.shuffle_seed = attrs.get("seed")
            game.reference = attrs.get("ref", "")
        elif tag == "GO":
            try:
                game.game_type = int(attrs.get("type", "0"))
                game.lobby = int(attrs.get("lobby", "0"))
            except ValueError:
                raise LogFormatError("the GO tag's type is not a number") from None
            players = game.player_count
        elif tag == "UN" and not seen_names and "n0" in attrs:
            seen_names = True
            game.player_names = [_player_name(attrs.get(f"n{i}", "")) for i in range(4)]
            game.dan = [int(v) for v in _padded_numbers(attrs.get("dan"), int)]
            game.rate = _padded_numbers(attrs.get("rate"), float)
            game.sex = (attrs.get("sx", "").split(",") + ["", "", "", ""])[:4]

    if tokens is None:
        _run_expat(data, start)
    else:
        special("mjloggm", tokens.root_attributes)
        events = tokens.events
        done = 0
        for position, (name, attributes) in zip(tokens.other_positions, tokens.others):
            stream.extend(events[done:position])  # type: ignore[arg-type]
            special(name, attributes)
            done = position + 1
        stream.extend(events[done:])  # type: ignore[arg-type]
    if not seen_root:
        raise LogFormatError("the file holds no XML elements")
    if stream and (not hand_starts or hand_starts[0] > 0):
        raise LogFormatError("a draw or discard comes before the first hand (INIT)")
    if not hands:
        raise LogFormatError("the log has no hands (no INIT tag)")
    for hand, begin, end in zip(hands, hand_starts, [*hand_starts[1:], len(stream)]):
        if end - begin > MAX_EVENTS_PER_HAND:
            raise LogFormatError(
                f"hand {hand.index + 1}: {end - begin} events in one hand; a hand has at "
                f"most {MAX_EVENTS_PER_HAND}"
            )
        hand.events = stream[begin:end]
        if end - begin > MAX_DRAWS_PER_HAND:  # else there cannot be too many draws
            draws = [e[0] for e in hand.events].count(EventKind.DRAW)
            if draws > MAX_DRAWS_PER_HAND:
                raise LogFormatError(
                    f"hand {hand.index + 1}: {draws} draws in one hand; the wall holds at most "
                    f"{MAX_DRAWS_PER_HAND} tiles"
                )
    if players == 3:
        for hand in hands:
            if 3 in map(_SEAT_OF, hand.events):  # the scan runs in C
                raise LogFormatError(f"hand {hand.index + 1}: seat 3 plays in a 3-player game")
    return game


_SEAT_OF = itemgetter(1)  # Event.seat
#: <REACH who="1" step="2"/> as events, by (who, step) as written.
_RIICHI_EVENTS = {
    (str(seat), str(step)): Event(EventKind.RIICHI, seat, step)
    for seat in range(4)
    for step in (1, 2)
}
#: Names as Tenhou writes them: every character %-escaped UTF-8 ("%E3%81%82").
_ESCAPED_NAME = re.compile("(?:%[0-9A-Fa-f]{2})+")


def _player_name(text: str) -> str:
    """A name from its %-escaped form, as ``urllib.parse.unquote`` reads it."""
    if _ESCAPED_NAME.fullmatch(text):  # the usual form, in one step
        return bytes.fromhex(text.replace("%", "")).decode("utf-8", "replace")
    from urllib.parse import unquote  # anything else: the general reader

    return unquote(text)


#: A hand reveals at most 4 kan-dora (5 indicators in all, and as many ura-dora).
MAX_KAN_DORA = 4
MAX_INDICATORS = 5


def _padded_numbers(text: str | None, convert: type[int] | type[float]) -> list[float]:
    """Four numbers from a comma list; missing, malformed or non-finite entries become 0."""
    values: list[float] = []
    for part in (text or "").split(",")[:4]:
        try:
            value = convert(part)
        except ValueError:
            value = 0
        values.append(value if math.isfinite(value) else 0)
    return values + [0] * (4 - len(values))


def _owari(text: str) -> list[float] | None:
    """Final scores and points; None when malformed (NaN and infinities included)."""
    try:
        values = [float(v) for v in text.split(",")]
    except ValueError:
        return None
    return values if all(math.isfinite(v) for v in values) else None


def parse_mjlog_bytes(data: bytes, source_name: str = "") -> GameRecord:
    """Parse a log held in memory (gzip or plain)."""
    return _parse_safely(decode_log_bytes(data), source_name)


def read_mjlog(path: str | Path) -> GameRecord:
    """Read and parse a log file; raises LogFormatError with a readable reason."""
    path = Path(path)
    return _parse_safely(read_log_bytes(path), path.name)


def iter_log_files(paths: Iterable[str | Path]) -> list[Path]:
    """Expand folders into the log files below them (*.mjlog, *.xml, *.txt, *.gz)."""
    found: list[Path] = []
    for item in paths:
        path = Path(item)
        if path.is_dir():
            found.extend(
                sorted(
                    p
                    for p in path.rglob("*")
                    if p.is_file() and p.suffix.lower() in {".mjlog", ".xml", ".txt", ".gz"}
                )
            )
        else:
            found.append(path)
    return found


__all__ = [
    "LogFormatError",
    "iter_log_files",
    "parse_mjlog_bytes",
    "read_mjlog",
]
