"""Bytes -> tokens: the plain shape Tenhou writes is read, anything else refused in words.

(The C tokenizer against its regular-expression twin is tests/core/test_native.py.)
"""

from __future__ import annotations

import pytest

from yamaviewer.core.formats.errors import LogFormatError
from yamaviewer.core.formats.mjlog_tokens import (
    SIMPLE_EVENTS,
    read_tokens,
    regex_tokens,
)
from yamaviewer.core.record import Event, EventKind


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


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (b'<mjloggm ver="2.3"><T1/>text <T2 </mjloggm>', "line 1, column 30: '<T2 </mjloggm>'"),
        (b'<mjloggm ver="2.3"><T1/><?pi x?></mjloggm>', "column 25: '<?pi x?>"),
        (b'<mjloggm ver="2.3"><T1/></T1></mjloggm>', "column 25: '</T1>"),
        (b'<mjloggm ver="2.3">\n<T1 a="1"/></mjloggm>', 'line 2, column 1: \'<T1 a="1"/>'),
        (b"<mjloggm ver='2.3'><T1/></mjloggm>", "column 1: '<mjloggm ver='2.3'>"),
        (b'<mjloggm ver="2.3"><!-- c --><T1/></mjloggm>', "column 20: '<!-- c -->"),
        (b'<mjloggm ver="2.3"><T1 a="&amp;"/></mjloggm>', "refusing to expand"),
        (b'<mjloggm ver="2.3"><T1></T1></mjloggm>', "column 20: '<T1></T1>"),
        (b'<mjloggm ver="2.3"><T1/></mjloggm><T2/>', "column 35: '<T2/>'"),
        (
            b'<?xml version="1.0" encoding="Shift_JIS"?><mjloggm ver="2.3"></mjloggm>',
            "declares the encoding Shift_JIS; Tenhou logs are UTF-8",
        ),
        (b'<mjloggm ver="2.3"><T1\xe3\x80\x80a="1"/></mjloggm>', "column 20: '<T1\\u3000a"),
        (b'<mjloggm ver="2.3"><T1/>\x01</mjloggm>', "column 25: '\\x01</mjloggm>'"),
        (b'<mjloggm ver="2.3"><UN n0="\xff"/></mjloggm>', "not valid UTF-8"),
        (b"<other><T1/></other>", "the root element is <other>, not <mjloggm>"),
        (b'<mjloggm ver="2.3"><T1/>\n<D1', "ends before </mjloggm> (the file was cut short)"),
        (
            b'<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>'
            b"<mjloggm>&e;</mjloggm>",
            "declares a DTD, entities or external references",
        ),
    ],
)
def test_anything_but_the_plain_shape_is_refused_saying_where(text: bytes, message: str) -> None:
    assert regex_tokens(text) is None
    with pytest.raises(LogFormatError) as refused:
        read_tokens(text)
    assert message in str(refused.value)
