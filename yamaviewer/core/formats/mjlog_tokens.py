"""Tenhou mjlog bytes -> tokens: gunzip, then every element of the log in bulk.

Tenhou writes a log as one ``<mjloggm>`` root holding only empty elements
with double-quoted attributes: no entities, comments, DTD or nested elements.
Two twins read that shape: the C tokenizer (``_native.c``, Tenhou's exact
ASCII bytes in one pass) and regular expressions run by the C regex engine
over the whole text (the same, plus a byte-order mark, line ends, non-ASCII
text).  Which one runs is chosen once, at import.  A log another program
re-saved (single quotes, comments, ``&amp;``, end tags, another encoding ...)
is still well-formed XML: :func:`xml_tokens` decodes it as declared and lets
expat tokenise it into the same tokens; what is not well-formed is refused
with a message saying what and where.  A DTD is refused, so no entity or
external reference is ever expanded, and decompressed sizes are bounded.
"""

from __future__ import annotations

import re
import zlib
from pathlib import Path
from typing import NamedTuple

from yamaviewer.core.formats.errors import LogFormatError
from yamaviewer.core.native import accelerator
from yamaviewer.core.record import Event, EventKind
from yamaviewer.core.safe_io import InputRefused, read_regular_file

#: Largest file we read, and largest XML we accept after decompression.
MAX_FILE_BYTES = 64 * 1024 * 1024
MAX_XML_BYTES = 64 * 1024 * 1024


# -- bytes -> XML --------------------------------------------------------------


class CutShortError(LogFormatError):
    """The data ends before the log does (a download that stopped, a log saved mid-game)."""


def decompress_bounded(data: bytes, limit: int = MAX_XML_BYTES, *, partial: bool = False) -> bytes:
    """Gunzip ``data`` (possibly several members) refusing output beyond ``limit``.

    A stream cut short is refused (:class:`CutShortError`), or with ``partial``
    gives what it holds: the XML reader then keeps the complete hands.
    """
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
            if partial:
                out += decompressor.flush()
                break
            raise CutShortError("the gzip data is truncated (the file was cut short)")
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
        data = decompress_bounded(data, partial=True)
        if not data.strip():
            raise CutShortError("the gzip data is truncated (the file was cut short)")
    elif len(data) > MAX_XML_BYTES:
        raise LogFormatError("the file is too large for a log")
    if not data.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"<"):
        raise LogFormatError("not a Tenhou log: the file is neither gzip nor XML")
    return data


# -- XML -> tokens -------------------------------------------------------------

_DRAW_LETTERS = "TUVW"
_DISCARD_LETTERS = "DEFG"

#: Prebuilt events for the tags that make up most of a log (<T12/>, <D34/> ...),
#: by tag name: looking them up is far cheaper than building an object per element.
SIMPLE_EVENTS: dict[str, Event] = {
    f"{letter}{tile_id}": Event(
        EventKind.DRAW if letter in _DRAW_LETTERS else EventKind.DISCARD,
        (_DRAW_LETTERS + _DISCARD_LETTERS).index(letter) % 4,
        tile_id,
    )
    for letter in _DRAW_LETTERS + _DISCARD_LETTERS
    for tile_id in range(136)
}
#: The same events in the C tokenizer's order: letter (TUVWDEFG) x tile id.
SIMPLE_EVENT_TABLE = tuple(SIMPLE_EVENTS.values())


class Tokens(NamedTuple):
    """A log's elements, in bulk."""

    #: The root element's attributes.
    root_attributes: dict[str, str]
    #: One entry per element: its prebuilt draw/discard event, or None for the others.
    events: list[Event | None]
    #: The positions in ``events`` of the None entries, and those elements' (name, attributes).
    other_positions: list[int]
    others: list[tuple[str, dict[str, str]]]
    #: A log cut short: how many bytes of XML it holds (0: it ends as a log does), and
    #: the name of the element the cut falls in when it can be read ("" otherwise).
    cut_at: int = 0
    cut_in: str = ""


# The patterns are kept as text: ``re`` compiles each on first use (and caches
# it), so a run the C tokenizer serves never pays for compiling them.
_XML_SPACE = "[ \t\n]"
_NAME = "[A-Za-z_][A-Za-z0-9_.-]*"
_ATTRIBUTES = f'((?:{_XML_SPACE}+{_NAME}{_XML_SPACE}*={_XML_SPACE}*"[^"<]*")*)'
_DECLARATION = (
    f"<\\?xml{_XML_SPACE}+version{_XML_SPACE}*={_XML_SPACE}*(?:\"1\\.0\"|'1\\.0')"
    f'(?:{_XML_SPACE}+encoding{_XML_SPACE}*={_XML_SPACE}*(?:"[A-Za-z][A-Za-z0-9._-]*"'
    f"|'[A-Za-z][A-Za-z0-9._-]*'))?"
    f"(?:{_XML_SPACE}+standalone{_XML_SPACE}*={_XML_SPACE}*(?:\"(?:yes|no)\"|'(?:yes|no)'))?"
    f"{_XML_SPACE}*\\?>"
)
_ROOT_START = f"<mjloggm{_ATTRIBUTES}{_XML_SPACE}*>"
_DOCUMENT = (
    f"(?s){_XML_SPACE}*({_DECLARATION})?{_XML_SPACE}*{_ROOT_START}(.*)</mjloggm>{_XML_SPACE}*"
)
#: The name after every '<' of the body.
_ELEMENT_NAME = f"<({_NAME})"
#: The names of draws and discards (the keys of SIMPLE_EVENTS), and <T12/> exactly as
#: Tenhou writes them.
_SIMPLE_NAME = "[TUVWDEFG](?:[0-9]|[1-9][0-9]|1[0-2][0-9]|13[0-5])"
_SIMPLE_ELEMENT = f"<{_SIMPLE_NAME}/>"
#: Every other element, complete and well-formed: name and attribute text.
_OTHER_ELEMENT = f"<(?!{_SIMPLE_NAME}/>)({_NAME}){_ATTRIBUTES}{_XML_SPACE}*/>"
_ATTRIBUTE_PAIR = f'({_NAME}){_XML_SPACE}*={_XML_SPACE}*"([^"<]*)"'
#: Control characters XML 1.0 forbids (tab, line feed and carriage return are allowed).
_FORBIDDEN_CONTROLS = bytes(c for c in range(32) if c not in (9, 10, 13))
_ENCODING = "encoding" + _XML_SPACE + "*=" + _XML_SPACE + """*["']([^"']*)["']"""


def regex_tokens(data: bytes) -> Tokens | None:
    """The log's elements read with regular expressions, or None: not the plain shape.

    Every '<' of the body must begin either an exact draw/discard tag or a
    complete element (the counts are compared), so nothing between the
    matches can hide markup.  Attributes read as an XML parser reports them.
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
    if "\r" in text:  # XML line-end normalisation
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
    events = list(map(SIMPLE_EVENTS.get, names))
    positions = [i for i, event in enumerate(events) if event is None]
    if len(positions) != len(others):
        return None  # e.g. <T12 a="1"/>: a draw's name with attributes
    return Tokens(
        _attribute_dict(document.group(2)),
        events,
        positions,
        [(name, _attribute_dict(attributes)) for name, attributes in others],
    )


def _attribute_dict(text: str) -> dict[str, str]:
    """Attributes as an XML parser reports them, tabs and line breaks in values normalised
    to spaces; of a repeated name (some 2010 logs repeat ``owari``) the first is kept."""
    pairs = re.findall(_ATTRIBUTE_PAIR, text)
    if "\t" in text or "\n" in text:
        pairs = [(name, value.replace("\t", " ").replace("\n", " ")) for name, value in pairs]
    return dict(reversed(pairs))


def _c_tokens(data: bytes) -> Tokens | None:
    """The C tokenizer; what it does not vouch for (a BOM, line ends ...) goes to the twin."""
    assert accelerator is not None
    tokens = accelerator.tokenize(data, SIMPLE_EVENT_TABLE)
    if tokens is None:
        return regex_tokens(data)
    return Tokens(*tokens)  # type: ignore[arg-type]


#: The log's elements, or None when the XML is not the plain shape (chosen once, here).
plain_tokens = _c_tokens if accelerator is not None else regex_tokens


def read_tokens(data: bytes) -> Tokens:
    """The elements of log XML (see :func:`decode_log_bytes`), or a LogFormatError saying
    what is wrong: the plain shape in bulk, any other well-formed XML by :func:`xml_tokens`.

    XML that stops before ``</mjloggm>`` (a download that stopped, a log saved
    mid-game) gives the elements up to the last complete one, ``cut_at`` set.
    """
    tokens = plain_tokens(data)
    if tokens is not None:
        return tokens
    try:
        return xml_tokens(data)
    except CutShortError:
        end = data.rfind(b">") + 1
        if not end:
            raise
        try:
            head = data[:end] + b"</mjloggm>"
            tokens = plain_tokens(head) or xml_tokens(head)
        except LogFormatError:
            raise CutShortError(
                "not well-formed XML: it ends before </mjloggm> (the file was cut short)"
            ) from None
        cut_in = re.match(rb"[ \t\r\n]*<([A-Za-z_][A-Za-z0-9_]*)", data[end:])
        return tokens._replace(cut_at=len(data), cut_in=cut_in[1].decode() if cut_in else "")


# -- any other well-formed XML -------------------------------------------------

_DECLARED_ENCODING = re.compile(
    rb"<\?xml[^>]*?[ \t\r\n]encoding[ \t\r\n]*=[ \t\r\n]*[\"']([A-Za-z][A-Za-z0-9._-]*)[\"']"
)
#: A start tag with attributes (or a tag-like run in a comment, which nothing reads):
#: name, attributes, end.  An attribute value holds no '<' in XML.
_START_TAG = re.compile(
    "<([^ \t\r\n/>!?]+)((?:[ \t\r\n]+[^ \t\r\n=/>]+[ \t\r\n]*=[ \t\r\n]*"
    "(?:\"[^\"<]*\"|'[^'<]*'))+)([ \t\r\n]*/?>)"
)
#: Every printable ASCII character and XML's blanks: what a log's markup is made of.
_ASCII = bytes([9, 10, 13, *range(32, 127)])
_ANY_ATTRIBUTE = re.compile("([^ \t\r\n=]+)[ \t\r\n]*=[ \t\r\n]*(\"[^\"<]*\"|'[^'<]*')")


def xml_tokens(data: bytes) -> Tokens:
    """The elements of any well-formed log XML: the tokens the plain path gives for the
    same log written plainly, or a LogFormatError saying what is wrong and where.

    Other programs re-save logs with single quotes, comments, references such as
    ``&amp;``, end tags, another encoding declared ...: the text is decoded as
    declared and expat (imported only here; Tenhou's own logs never need it)
    only tokenises it.  A DTD is refused as it begins, before anything in it is
    read, so no entity is ever defined or expanded.
    """
    text = _decoded(data)
    body = text.lstrip(" \t\r\n")  # the plain path allows blanks before the declaration
    return _expat_tokens(body, text[: len(text) - len(body)])


def _decoded(data: bytes) -> str:
    """The XML's text in the encoding it declares (UTF-8 when it declares none)."""
    data = data.removeprefix(b"\xef\xbb\xbf")
    declared = _DECLARED_ENCODING.match(data.lstrip(b" \t\r\n"))
    name = "UTF-8" if declared is None else declared.group(1).decode("ascii")
    try:  # ASCII must read as ASCII: not UTF-16, UTF-7, EBCDIC ...
        ascii_compatible = _ASCII.decode(name) == _ASCII.decode("ascii")
    except (LookupError, UnicodeError):  # unknown to Python, or no text encoding
        ascii_compatible = False
    if not ascii_compatible:
        raise LogFormatError(
            f"the XML declares the encoding {name}; Tenhou logs are UTF-8, so this file was "
            "re-encoded by another program (save it as UTF-8 and open it again)"
        )
    try:
        return data.decode(name)
    except UnicodeError as error:
        at = error.start if isinstance(error, UnicodeDecodeError) else 0
        line, column = _line_and_column(data[:at].decode(name, "replace"))
        raise LogFormatError(
            f"the XML is not valid {name} (line {line}, column {column})"
        ) from None


def _expat_tokens(text: str, skipped: str, retry: bool = True) -> Tokens:
    """expat's elements of ``text`` (``skipped``: the blanks before it, for positions).
    Of a repeated attribute (some 2010 logs repeat ``owari``) the first is kept, as on
    the plain path: expat refuses the file, so it is read again without the repeats."""
    from xml.parsers import expat

    errors = expat.errors.codes
    parser = expat.ParserCreate("utf-8")  # overrides the declaration: text is decoded
    elements: list[tuple[str, dict[str, str]]] = []

    def start(name: str, attributes: dict[str, str]) -> None:
        if not elements and name != "mjloggm":
            raise LogFormatError(
                f"not a Tenhou log: the root element is <{name[:40]}>, not <mjloggm>"
            )
        elements.append((name, attributes))

    def refuse_dtd(*_: object) -> None:
        raise LogFormatError(
            "the XML declares a DTD, entities or external references, which Tenhou logs "
            "never do; refusing to expand them"
        )

    parser.StartElementHandler = start
    parser.StartDoctypeDeclHandler = refuse_dtd
    utf8 = text.encode("utf-8")
    try:
        parser.Parse(utf8, True)
    except expat.ExpatError as error:
        code = error.code
        if retry and code == errors[expat.errors.XML_ERROR_DUPLICATE_ATTRIBUTE]:
            return _expat_tokens(_START_TAG.sub(_first_of_each, text), skipped, retry=False)
        if code in (
            errors[expat.errors.XML_ERROR_NO_ELEMENTS],
            errors[expat.errors.XML_ERROR_UNCLOSED_TOKEN],
            errors[expat.errors.XML_ERROR_PARTIAL_CHAR],
            errors[expat.errors.XML_ERROR_UNCLOSED_CDATA_SECTION],
        ):
            raise CutShortError(
                "not well-formed XML: it ends before </mjloggm> (the file was cut short)"
            ) from None
        line, column = _line_and_column(skipped)
        if error.lineno == 1:
            column += error.offset
        else:
            line, column = line + error.lineno - 1, error.offset + 1
        reason = expat.ErrorString(code) or "error"
        if reason.startswith("not well-formed ("):
            reason = reason[len("not well-formed (") : -1]
        excerpt = utf8[parser.ErrorByteIndex :].decode("utf-8", "replace")
        raise LogFormatError(
            f"not well-formed XML ({reason}) at line {line}, column {column}: "
            f"'{_printable(excerpt)}'"
        ) from None
    (_, root_attributes), *rest = elements
    events = [SIMPLE_EVENTS.get(name) for name, _ in rest]
    positions = [i for i, event in enumerate(events) if event is None]
    return Tokens(root_attributes, events, positions, [rest[i] for i in positions])


def _first_of_each(tag: re.Match[str]) -> str:
    """A start tag with only the first of each repeated attribute (the rest untouched)."""
    pairs = _ANY_ATTRIBUTE.findall(tag.group(2))
    attributes: dict[str, str] = {}
    for name, value in pairs:
        attributes.setdefault(name, f"{name}={value}")
    if len(attributes) == len(pairs):
        return tag.group(0)
    return f"<{tag.group(1)} {' '.join(attributes.values())}{tag.group(3)}"


def _line_and_column(before: str) -> tuple[int, int]:
    """The line and column (from 1) just after ``before``, XML's line ends normalised."""
    before = before.replace("\r\n", "\n").replace("\r", "\n")
    return before.count("\n") + 1, len(before) - before.rfind("\n")


def _printable(text: str) -> str:
    """The first 30 characters of ``text`` up to its line's end, control characters
    escaped."""
    line = text[:30].replace("\r", "\n").split("\n")[0]
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in line)
