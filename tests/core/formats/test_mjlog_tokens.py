"""Bytes -> tokens: the plain shape Tenhou writes, any other well-formed XML read into the
same tokens, and what is not well-formed refused in words saying where.

(The C tokenizer against its regular-expression twin is tests/core/test_native.py.)
"""

from __future__ import annotations

import dataclasses
import gzip
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.shared_data import mjlog_files
from yamaviewer.core.formats.errors import LogFormatError
from yamaviewer.core.formats.mjlog import parse_mjlog_bytes
from yamaviewer.core.formats.mjlog_tokens import (
    SIMPLE_EVENTS,
    plain_tokens,
    read_tokens,
    xml_tokens,
)
from yamaviewer.core.record import Event, EventKind
from yamaviewer.core.verification.tenhou import verify_file


def test_a_plain_log_becomes_prebuilt_events_and_other_elements() -> None:
    tokens = read_tokens(
        b'\xef\xbb\xbf<?xml version="1.0" encoding="UTF-8"?>\r\n<mjloggm ver="2.3">'
        b'<GO type="9" lobby="0"/><T12/><D135/>\n<N who="1" m="\t2"/></mjloggm>\n'
    )
    assert tokens.root_attributes == {"ver": "2.3"}
    assert tokens.events[1:3] == [
        Event(EventKind.DRAW, 0, 12),
        Event(EventKind.DISCARD, 0, 135),
    ]
    assert tokens.events[1] is SIMPLE_EVENTS["T12"]  # prebuilt, not built per element
    assert tokens.other_positions == [0, 3]
    assert tokens.others == [("GO", {"type": "9", "lobby": "0"}), ("N", {"who": "1", "m": " 2"})]


def test_a_repeated_attribute_keeps_its_first_value() -> None:
    """Some 2010 logs write ``owari`` twice; an XML parser would refuse the file."""
    tokens = read_tokens(b'<mjloggm><AGARI owari="1" owari="2"/></mjloggm>')
    assert tokens.others == [("AGARI", {"owari": "1"})]


# -- any other well-formed XML: the plain file's tokens -------------------------------


def _inside_root(elements: str) -> bytes:
    return f'<mjloggm ver="2.3">{elements}</mjloggm>'.encode()


@pytest.mark.parametrize(
    ("unusual", "plain"),
    [
        ("<mjloggm ver='2.3'><N who='1' m=\"2\"/></mjloggm>", '<N who="1" m="2"/>'),
        ('<!-- by x --><mjloggm ver="2.3"><!-- c --><T1/></mjloggm><!-- end -->', "<T1/>"),
        ('<mjloggm ver="2.3"><?pi x?><T1/></mjloggm>', "<T1/>"),
        ('<mjloggm ver="2.3"><T1 a="1"/><D2 ></D2></mjloggm>', "<T1/><D2/>"),
        ('<mjloggm ver="2.3"><DORA hai="5"></DORA></mjloggm>', '<DORA hai="5"/>'),
        (
            '<mjloggm\n ver="2.3"\n><UN\n\tn0="a"\r\n  n1 = "b" ></UN ><T1\n/></mjloggm>',
            '<UN n0="a" n1="b"/><T1/>',
        ),
        (
            '<mjloggm ver="2.3"><UN n0="&#37;&#x41;&#x3042;&#44;"/></mjloggm>',
            '<UN n0="%A\u3042,"/>',
        ),
        (
            '<mjloggm ver="2.3"><GO type="9"><T1/>x<![CDATA[<T2/>]]></GO></mjloggm>',
            '<GO type="9"/><T1/>',
        ),
        ("<mjloggm ver='2.3'><AGARI owari='1' owari=\"2\"/></mjloggm>", '<AGARI owari="1"/>'),
        ('<?xml version="1.0" encoding="Shift_JIS"?><mjloggm ver="2.3"><T1/></mjloggm>', "<T1/>"),
        ("<?xml version='1.0' encoding='ISO-8859-1'?><mjloggm ver='2.3'><T1/></mjloggm>", "<T1/>"),
        ('\n <?xml version="1.0"?>\n<mjloggm ver="2.3"><T1 a="&amp;"/></mjloggm>', "<T1/>"),
    ],
    ids=[
        "single-quotes",
        "comments",
        "processing-instruction",
        "draw-with-attribute-and-end-tag",
        "end-tag",
        "blanks-in-tags",
        "references",
        "nested-element-text-cdata",
        "repeated-attribute",
        "shift-jis",
        "iso-8859-1",
        "blanks-before-declaration",
    ],
)
def test_unusual_well_formed_xml_gives_the_plain_files_tokens(unusual: str, plain: str) -> None:
    """``plain``: the same elements as Tenhou writes them, read by the plain path."""
    data = unusual.encode("utf-8")
    assert plain_tokens(data) is None  # the general path is the one tested
    assert read_tokens(data) == plain_tokens(_inside_root(plain))


def test_references_no_plain_file_can_hold_are_read_as_text() -> None:
    tokens = read_tokens(_inside_root('<UN n0="&amp;&lt;&gt;&quot;&apos;" n1="a&#10;b\tc"/>'))
    assert tokens.others == [("UN", {"n0": "&<>\"'", "n1": "a\nb c"})]


def test_a_non_ascii_text_is_read_in_the_encoding_it_declares() -> None:
    name = "\u3042\u3044"  # what a name would be if a program wrote it unescaped
    for encoding in ("Shift_JIS", "EUC-JP", "UTF-8"):
        text = f'<?xml version="1.0" encoding="{encoding}"?><mjloggm><UN n0="{name}"/></mjloggm>'
        assert read_tokens(text.encode(encoding)).others == [("UN", {"n0": name})]


# -- real logs, rewritten by hand and by ElementTree -------------------------------------


def _log_text(path: Path) -> str:
    data = path.read_bytes()
    return (gzip.decompress(data) if data[:2] == b"\x1f\x8b" else data).decode("utf-8")


def _each_value(text: str, change: Callable[[str], str]) -> str:
    return re.sub('="([^"]*)"', lambda value: f'="{change(value.group(1))}"', text)


#: Rewrites of a log into other well-formed XML that reads the same.
REWRITES: dict[str, Callable[[str], str]] = {
    "single-quotes": lambda text: re.sub('="([^"]*)"', r"='\1'", text),
    "comments": lambda text: re.sub(">([ \t\r\n]*)<", r"><!-- a - b > c <d/> -->\1<", text),
    "blanks-in-tags": lambda text: text.replace('" ', '"\n\t ').replace("/>", " \r\n/>"),
    "end-tags": lambda text: re.sub("<([A-Za-z0-9]+)([^<>]*)/>", r"<\1\2></\1 >", text),
    "draw-attributes": lambda text: re.sub("<([TUVWDEFG][0-9]+)/>", r'<\1 by="x"/>', text),
    "references": lambda text: _each_value(
        text, lambda value: value.replace("%", "&#37;").replace(",", "&#x2C;")
    ),
    "shift-jis": lambda text: '<?xml version="1.0" encoding="Shift_JIS"?>\n' + text,
    "iso-8859-1": lambda text: (
        "<?xml version='1.0' encoding='ISO-8859-1'?>\r\n" + text.replace("\n", "\r\n")
    ),
    # An independent writer: ElementTree writes double quotes, escapes, and "<T12 />".
    "element-tree": lambda text: ET.tostring(ET.fromstring(text), encoding="unicode"),
}


@pytest.mark.parametrize("path", mjlog_files(), ids=lambda p: p.name[-40:])
def test_a_real_log_reads_the_same_however_it_is_written(path: Path, tmp_path: Path) -> None:
    text = _log_text(path)
    original = text.encode("utf-8")
    tokens = read_tokens(original)
    game = parse_mjlog_bytes(original, path.name)
    assert xml_tokens(original) == tokens  # expat reads the plain file as the plain path does
    verified = dataclasses.replace(verify_file(path), file="")
    assert verified.status == "verified"
    for name, rewrite in REWRITES.items():
        variant = rewrite(text).encode("utf-8")
        assert variant != original and plain_tokens(variant) is None, name
        assert read_tokens(variant) == tokens, name
        assert parse_mjlog_bytes(variant, path.name) == game, name
        rewritten = tmp_path / f"{name}-{path.name}"
        rewritten.write_bytes(variant)
        assert dataclasses.replace(verify_file(rewritten), file="") == verified, name


# -- what is not well-formed: one message saying what and where --------------------------


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            b'<mjloggm ver="2.3"><T1/>text <T2 </mjloggm>',
            "not well-formed XML (invalid token) at line 1, column 34: '</mjloggm>'",
        ),
        (b'<mjloggm ver="2.3"><T1/></T1></mjloggm>', "(mismatched tag) at line 1, column 27"),
        (b'<mjloggm ver="2.3">\n<T1 a=1/></mjloggm>', "line 2, column 7: '1/></mjloggm>'"),
        (b'<mjloggm ver="2.3"><T1 a="<"/></mjloggm>', "column 27: '<\"/></mjloggm>'"),
        (b'<mjloggm ver="2.3"><T1/></mjloggm><T2/>', "(junk after document element)"),
        (b'<mjloggm ver="2.3"><T1\xe3\x80\x80a="1"/></mjloggm>', "column 23: '\\u3000a"),
        (b'<mjloggm ver="2.3"><T1/>\x01</mjloggm>', "column 25: '\\x01</mjloggm>'"),
        (b'<mjloggm ver="2.3"><T1 a="&e;"/></mjloggm>', "(undefined entity) at line 1"),
        (b'<mjloggm><A x="&#0;"/></mjloggm>', "invalid character number"),
        (
            b'\r\n<?xml version="1.0"?>\r\n<mjloggm><A x=\'1"/></mjloggm>',
            "line 3, column 20: '</mjloggm>'",
        ),
        (b'<mjloggm ver="2.3"><UN n0="\xff"/></mjloggm>', "not valid UTF-8 (line 1, column 28)"),
        (
            b'<?xml version="1.0" encoding="cp1252"?>\n<mjloggm a="\x81"/>',
            "not valid cp1252 (line 2, column 13)",
        ),
        (b"<other><T1/></other>", "the root element is <other>, not <mjloggm>"),
        (b'<?xml version="1.0"?><mjlo', "ends before </mjloggm> (the file was cut short)"),
        (b'<mjloggm ver="2.3"', "ends before </mjloggm> (the file was cut short)"),
        (
            b'<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>'
            b"<mjloggm>&e;</mjloggm>",
            "declares a DTD, entities or external references",
        ),
        (b'<!DOCTYPE mjloggm SYSTEM "x.dtd"><mjloggm/>', "refusing to expand them"),
        (
            b'<?xml version="1.0" encoding="UTF-16"?><mjloggm ver="2.3"></mjloggm>',
            "declares the encoding UTF-16; Tenhou logs are UTF-8",
        ),
        (b'<?xml version="1.0" encoding="x-none"?><mjloggm/>', "declares the encoding x-none"),
        (b'<?xml version="1.0" encoding="UTF-7"?><mjloggm/>', "declares the encoding UTF-7"),
    ],
)
def test_what_is_not_well_formed_is_refused_saying_where(text: bytes, message: str) -> None:
    assert plain_tokens(text) is None
    with pytest.raises(LogFormatError) as refused:
        read_tokens(text)
    assert message in str(refused.value)


@pytest.mark.parametrize(
    "text",
    [
        b'<mjloggm ver="2.3"><T1/>\n<D1',
        b'<mjloggm ver="2.3"><T1/><!-- c',
        b'<mjloggm ver="2.3"><T1/><N who="1" m=',
        b"<mjloggm ver='2.3'><T1/></mjlog",
    ],
)
def test_xml_cut_short_gives_the_elements_before_the_cut(text: bytes) -> None:
    """A log that stops before </mjloggm> (a download that stopped) keeps what it holds
    up to its last complete element, and says where it stopped."""
    tokens = read_tokens(text)
    assert tokens.cut_at == len(text)
    assert tokens.root_attributes == {"ver": "2.3"}
    assert tokens.events == [SIMPLE_EVENTS["T1"]] and tokens.others == []
    assert read_tokens(b'<mjloggm ver="2.3"><T1/></mjloggm>').cut_at == 0
