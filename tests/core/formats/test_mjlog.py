"""Reading real logs, their quirks, and every kind of bad input."""

from __future__ import annotations

import gzip
import os
import random
import re
import zlib
from pathlib import Path

import pytest

from tests.shared_data import MJLOG_DIR, mjlog_files, require
from yamaviewer.core.formats.mjlog import (
    LogFormatError,
    decompress_bounded,
    parse_mjlog_bytes,
    read_log_bytes,
    read_mjlog,
)
from yamaviewer.core.melds import MeldType, decode_meld
from yamaviewer.core.record import DrawKind, DrawResult, EventKind

MINIMAL = (
    '<mjloggm ver="2.3"><SHUFFLE seed="mt19937ar-sha512-n288-base64,AAAA" ref=""/>'
    '<GO type="169" lobby="0"/>'
    '<UN n0="%41%42" n1="%E3%81%82" n2="C" n3="D" dan="1,2,3,4" rate="1500,1500,1500,1500" '
    'sx="M,M,F,M"/><TAIKYOKU oya="0"/>'
    '<INIT seed="0,0,0,2,3,10" ten="250,250,250,250" oya="0" '
    'hai0="0,1,2,3,4,5,6,7,8,9,10,11,12" hai1="13,14,15,16,17,18,19,20,21,22,23,24,25" '
    'hai2="26,27,28,29,30,31,32,33,34,35,36,37,38" hai3="39,40,41,42,43,44,45,46,47,48,49,50,51"/>'
    '<T60/><D60/><U61/><E13/><RYUUKYOKU type="yao9" ba="0,0" sc="250,0,250,0,250,0,250,0" '
    'owari="250,0.0,250,0.0,250,0.0,250,0.0" owari="250,0.0,250,0.0,250,0.0,250,0.0"/>'
    "</mjloggm>"
)


def test_minimal_log_with_duplicate_owari_and_encoded_names() -> None:
    game = parse_mjlog_bytes(MINIMAL.encode())
    assert game.player_names == ["AB", "あ", "C", "D"]
    assert game.player_count == 4
    assert game.dan == [1, 2, 3, 4]
    hand = game.hands[0]
    assert hand.label == "East 1, 0 honba"
    assert hand.dice == (2, 3)
    assert hand.dora_indicator == 10
    kinds = [e.kind for e in hand.events]
    assert kinds == [
        EventKind.DRAW,
        EventKind.DISCARD,
        EventKind.DRAW,
        EventKind.DISCARD,
        EventKind.RYUUKYOKU,
    ]
    assert hand.events[3].seat == 1 and hand.events[3].tile == 13
    assert game.final_scores is not None and game.final_scores[0] == 250


def test_a_name_written_with_references_reads_as_its_escaped_twin() -> None:
    """Tenhou writes names %-escaped; a program re-saving the log may write the text itself
    with XML's references (and keep the repeated ``owari``): the record is the same."""
    escaped = MINIMAL.replace('n2="C"', 'n2="%3C%26%22%27%3E"')
    referenced = MINIMAL.replace('n2="C"', "n2='&lt;&amp;&quot;&apos;&gt;'")
    game = parse_mjlog_bytes(escaped.encode())
    assert game.player_names[2] == "<&\"'>"
    assert parse_mjlog_bytes(referenced.encode()) == game


def test_gzip_and_plain_give_the_same_game() -> None:
    plain = parse_mjlog_bytes(MINIMAL.encode())
    packed = parse_mjlog_bytes(gzip.compress(MINIMAL.encode()))
    assert plain.hands[0].events == packed.hands[0].events


def test_bye_before_first_init_and_un_midgame() -> None:
    text = MINIMAL.replace('<TAIKYOKU oya="0"/>', '<TAIKYOKU oya="0"/><BYE who="2"/>')
    text = text.replace("<U61/>", '<UN n2="C"/><U61/>')
    hand = parse_mjlog_bytes(text.encode()).hands[0]
    assert EventKind.RECONNECT in [e.kind for e in hand.events]


#: Elements that make no event: an unknown tag, the names again, a second TAIKYOKU.
_NO_EVENT = [b'<FOO a="1"/>', b'<UN n0="%41" n1="B" n2="C" n3="D" dan="1,1,1,1"/>', b"<TAIKYOKU/>"]


def test_elements_that_make_no_event_leave_a_hands_events_as_they_were() -> None:
    """A hand's events are the elements after its INIT: elements among them that make no
    event, wherever they stand (first in the hand, among its draws, after its result,
    last in the file), leave its events and special steps as they were without them."""
    rng = random.Random(34)
    logs = [read_log_bytes(path) for path in mjlog_files()[:30]]
    if not logs:
        pytest.skip("shared logs not found")
    for data in logs:
        elements = [m.start() for m in re.finditer(rb"<(?!/mjloggm)", data)]
        after_inits = [
            elements[elements.index(m.start()) + 1] for m in re.finditer(b"<INIT ", data)
        ]
        first_hand = elements.index(min(after_inits))
        places = rng.sample(after_inits, min(2, len(after_inits)))
        in_hands = elements[first_hand:]
        places += rng.sample(in_hands, min(6, len(in_hands)))
        places.append(data.rindex(b"</mjloggm>"))
        noisy = data
        for at in sorted(places, reverse=True):
            noisy = noisy[:at] + rng.choice(_NO_EVENT) + noisy[at:]
        assert parse_mjlog_bytes(noisy) == parse_mjlog_bytes(data)


@pytest.mark.parametrize("path", mjlog_files(), ids=lambda p: p.name[-40:])
def test_every_real_log_reads(path: Path) -> None:
    game = read_mjlog(path)
    assert game.hands
    assert game.shuffle_seed
    for hand in game.hands:
        for seat in range(game.player_count):
            assert len(hand.haipai[seat]) == 13
    if game.final_scores is not None:  # a complete game (some files are excerpts)
        assert all(hand.results for hand in game.hands)


def test_real_logs_present() -> None:
    require(MJLOG_DIR)
    assert len(mjlog_files()) == 93


def test_sanma_log_type() -> None:
    sanma = [p for p in mjlog_files() if read_mjlog(p).player_count == 3]
    if not sanma:
        pytest.skip("no 3-player log in the shared data")
    game = read_mjlog(sanma[0])
    assert all(hand.haipai[3] == [] for hand in game.hands)


def test_meld_decoding_known_codes() -> None:
    # chi 1m2m3m called the 1m from the left: pattern 0, copies 0/0/0 -> m = 0x0004 | 3
    chi = decode_meld(0x0007, 1)
    assert chi.type is MeldType.CHI and [t // 4 for t in chi.tiles] == [0, 1, 2]
    assert chi.from_seat == 0
    pon = decode_meld((27 * 3 + 1) << 9 | 0x8 | 2, 0)  # East pon, called the 2nd tile
    assert pon.type is MeldType.PON and {t // 4 for t in pon.tiles} == {27}
    assert pon.called == pon.tiles[1]
    closed = decode_meld(132 << 8, 2)  # Chun closed kan
    assert closed.type is MeldType.CLOSED_KAN and closed.called is None
    kita = decode_meld(120 << 8 | 0x20, 1)
    assert kita.type is MeldType.KITA and kita.tiles == (120,)
    added = decode_meld((5 * 3) << 9 | 0x10 | (2 << 5) | 1, 3)
    assert added.type is MeldType.ADDED_KAN and added.added == 5 * 4 + 2


# -- bad input --------------------------------------------------------------------


def _write(tmp_path: Path, name: str, data: bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(data)
    return path


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"", "empty"),
        (gzip.compress(MINIMAL.encode())[:60], "cut short"),
        (b"\x1f\x8b" + os.urandom(200), "corrupt"),
        (bytes(range(256)) * 4, "not a Tenhou log|not well-formed"),
        (b"<html><body>hello</body></html>", "root element is <html>"),
        (b'<mjloggm><GO type="1"/></mjloggm>', "no hands"),
        (b'<mjloggm><INIT seed="0,0,0,1,1" oya="0" ten="1"/></mjloggm>', "has 5 numbers"),
        (b'<mjloggm><INIT seed="0,0,0,1,1,5" ten="1"/></mjloggm>', "'oya' is missing"),
        (
            MINIMAL.replace(' hai2="26,27,28,29,30,31,32,33,34,35,36,37,38"', "").encode(),
            "'hai2' is missing",
        ),
        (MINIMAL.replace("<T60/>", "<T999/>").encode(), "not a tile id"),
        (MINIMAL.replace("<T60/>", '<N who="0" m="65535"/>').encode(), "names no"),
        (b"<mjloggm><T12/></mjloggm>", "before the first hand"),
    ],
    ids=[
        "empty",
        "truncated-gzip",
        "corrupt-gzip",
        "random-bytes",
        "html",
        "no-init",
        "short-seed",
        "missing-oya",
        "missing-hai",
        "bad-tile",
        "bad-meld",
        "draw-outside-hand",
    ],
)
def test_bad_files_get_clear_messages(tmp_path: Path, data: bytes, message: str) -> None:
    path = _write(tmp_path, "bad.mjlog", data)
    with pytest.raises(LogFormatError, match=message):
        read_mjlog(path)


def test_entity_bomb_is_refused(tmp_path: Path) -> None:
    bomb = (
        b'<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">'
        b'<!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>'
        b"<mjloggm>&lol2;</mjloggm>"
    )
    with pytest.raises(LogFormatError, match="refusing"):
        read_mjlog(_write(tmp_path, "bomb.xml", bomb))


def test_external_entity_is_refused(tmp_path: Path) -> None:
    xxe = b'<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><mjloggm>&e;</mjloggm>'
    with pytest.raises(LogFormatError, match="refusing"):
        read_mjlog(_write(tmp_path, "xxe.xml", xxe))


def test_decompression_is_bounded() -> None:
    bomb = gzip.compress(b"<" * 200_000)
    with pytest.raises(LogFormatError, match="more than"):
        decompress_bounded(bomb, limit=100_000)
    assert len(decompress_bounded(bomb, limit=300_000)) == 200_000


def test_multi_member_gzip() -> None:
    raw = MINIMAL.encode()
    data = gzip.compress(raw[:20]) + gzip.compress(raw[20:])
    assert zlib.crc32(decompress_bounded(data)) == zlib.crc32(raw)


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(LogFormatError, match="cannot read"):
        read_mjlog(tmp_path / "nope.mjlog")


def test_results_are_typed_once_by_the_reader() -> None:
    """The yao9 draw of MINIMAL: kind, deltas and scores in points, nobody tenpai."""
    [draw] = parse_mjlog_bytes(MINIMAL.encode()).hands[0].results
    assert isinstance(draw, DrawResult)
    assert draw.kind is DrawKind.NINE_TERMINALS and draw.tenpai == ()
    assert draw.scores_before == draw.scores_after == (25000,) * 4


@pytest.mark.parametrize(
    ("tag", "message"),
    [
        ('<AGARI who="0" fromWho="1" ten="30,x,0" sc="250,0,250,0,250,0,250,0"/>', "'ten'"),
        ('<AGARI who="0" fromWho="7" ten="30,1000,0"/>', "seat 7 does not exist"),
        ('<AGARI who="0" ten="30,1000,9"/>', "'fu,points,limit'"),
        ('<AGARI who="0" ten="30,1000,0" doraHai="140"/>', "140 is not a tile id"),
        ('<AGARI who="0" ten="30,1000,0" yaku="1,1,2"/>', "pairs of yaku id and han"),
        ('<RYUUKYOKU type="boom" sc="250,0,250,0,250,0,250,0"/>', "'boom' is not a kind of draw"),
        ('<RYUUKYOKU sc="250,0,250"/>', "'sc' has 3 numbers"),
    ],
)
def test_damaged_results_are_named(tag: str, message: str) -> None:
    text = MINIMAL.replace(
        '<RYUUKYOKU type="yao9" ba="0,0" sc="250,0,250,0,250,0,250,0" '
        'owari="250,0.0,250,0.0,250,0.0,250,0.0" owari="250,0.0,250,0.0,250,0.0,250,0.0"/>',
        tag,
    )
    with pytest.raises(LogFormatError, match=message):
        parse_mjlog_bytes(text.encode())


def test_player_names_read_as_unquote_reads_them() -> None:
    """The one-step reading of %-escaped names equals urllib's on every shape."""
    import random
    from urllib.parse import quote, unquote

    from yamaviewer.core.formats.mjlog import player_name

    rng = random.Random(5)
    names = ["", "%", "%E3", "%e3%81%82", "abc", "%ZZ", "a%20b", "%E3%81%82%E3%81"]
    for _ in range(2000):
        text = "".join(
            chr(rng.choice([rng.randint(0x20, 0x7E), rng.randint(0x3041, 0x30FF)]))
            for _ in range(rng.randint(0, 6))
        )
        names.append(quote(text, safe=""))
        names.append(quote(text, safe="")[: rng.randint(0, 12)])  # cut mid-escape too
    for name in names:
        assert player_name(name) == unquote(name), name


#: The tags that have a reader, and a damage for one of their attributes.
_READ_TAGS = re.compile(rb"<(INIT|AGARI|RYUUKYOKU|N|REACH|DORA|BYE) ([^>]*)/>")
_NOT_NUMBERS = {b"type", b"owari", b"ba", b"shuffle"}


def _damage_one_tag(data: bytes, rng: random.Random) -> tuple[bytes, str, int, bytes, bytes]:
    """``data`` with one attribute of one tag removed, emptied or given a bad number; also
    the tag, its hand (1-based), the attribute and its new value."""
    tags = list(_READ_TAGS.finditer(data))
    tag = rng.choice(tags)
    attributes = re.findall(rb'(\w+)="([^"]*)"', tag.group(2))
    index = rng.randrange(len(attributes))
    name, value = attributes[index]
    how = rng.randrange(6)
    if how == 0:
        attributes.pop(index)
        value = b"(missing)"
    elif how == 1:
        value = b""
    else:
        numbers = value.split(b",")
        numbers[rng.randrange(len(numbers))] = rng.choice([b"-1", b"136", b"x", b"", b"7"])
        if how == 5:
            numbers.append(b"1")
        value = b",".join(numbers)
    if how != 0:
        attributes[index] = (name, value)
    text = b" ".join(n + b'="' + v + b'"' for n, v in attributes)
    damaged = data[: tag.start()] + b"<" + tag.group(1) + b" " + text + b"/>" + data[tag.end() :]
    hand = data.count(b"<INIT ", 0, tag.start()) + (tag.group(1) == b"INIT")
    return damaged, tag.group(1).decode(), hand, name, value


def _outcome(data: bytes) -> object:
    try:
        return parse_mjlog_bytes(data)
    except LogFormatError as error:
        return str(error)


def test_a_damaged_tag_is_read_or_refused_naming_its_hand_tag_and_attribute(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """One reader per tag: on thousands of damaged tags of the real logs it either reads the
    tag or names the hand, the tag and, when its text is no list of numbers, the attribute;
    the numbers read in C (when built) and by their Python twins give the same outcome."""
    from yamaviewer.core.formats import mjlog

    logs = [mjlog.read_log_bytes(path) for path in mjlog_files()]
    if not logs:
        pytest.skip("shared logs not found")
    rng = random.Random(19)
    damaged_logs = [_damage_one_tag(logs[i % len(logs)], rng) for i in range(1500)]
    outcomes = [_outcome(damaged) for damaged, *_ in damaged_logs]
    refused = 0
    for outcome, (_data, tag, hand, name, value) in zip(outcomes, damaged_logs):
        if not isinstance(outcome, str):
            continue
        refused += 1
        where = f"hand {hand} (INIT)" if tag == "INIT" else f"hand {hand} <{tag}>"
        assert outcome.startswith(where), (outcome, tag, name, value)
        if b"x" in value.split(b",") and name not in _NOT_NUMBERS:
            assert f"'{name.decode()}'" in outcome, (outcome, name, value)
    named = sum(1 for o in outcomes if isinstance(o, str) and "not a list of numbers" in o)
    assert 300 < refused < len(damaged_logs) - 300 and named > 50  # every side ran
    monkeypatch.setattr(mjlog, "split_ints", mjlog.split_ints_python)
    monkeypatch.setattr(mjlog, "int_fields", mjlog.int_fields_python)
    assert [_outcome(damaged) for damaged, *_ in damaged_logs] == outcomes
