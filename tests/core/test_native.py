"""The C accelerator (yamaviewer/core/_native.c) against its pure-Python twins.

Every function of the extension must give exactly what its twin gives, on the
real logs and on thousands of damaged ones (the tokenizer may refuse more
than the regular expressions do, never less), and the whole verifier must
print the same report with and without it.
"""

from __future__ import annotations

import os
import random
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from tests.shared_data import SHARED_DATA, VALIDATION_DIR, VALIDATION_GAME, require
from yamaviewer.core.formats import mjlog
from yamaviewer.core.formats.errors import LogFormatError
from yamaviewer.core.formats.mjlog_tokens import SIMPLE_EVENT_TABLE, Tokens, regex_tokens
from yamaviewer.core.native import PURE_PYTHON_VARIABLE, accelerator
from yamaviewer.core.record import EventKind, tiles_of_kind_python
from yamaviewer.core.walls.tenhou import hash_and_shuffle_python, hash_outputs, shuffle_words_python

native = accelerator


def test_ci_builds_the_extension() -> None:
    """CI installs with a compiler: the speed must not be lost silently there."""
    if os.environ.get("CI") and native is None:
        pytest.fail("yamaviewer.core._native was not built (see pyproject's ext-modules)")
    if native is None:
        pytest.skip("the C accelerator is not built here; its twins run")


needs_native = pytest.mark.skipif(native is None, reason="the C accelerator is not built")


def _real_logs() -> list[bytes]:
    from yamaviewer.core.library.sources import walk_log_files

    folder = SHARED_DATA / "tenhou"
    if not folder.is_dir():
        pytest.skip("shared test data not found (../shared/data is not beside the repo)")
    logs = []
    for path in walk_log_files(folder, frozenset({".mjlog", ".xml", ".gz"})):
        try:
            logs.append(mjlog.read_log_bytes(path))
        except LogFormatError:
            continue
    return logs


def _native_tokens(data: bytes) -> Tokens | None:
    assert native is not None
    tokens = native.tokenize(data, SIMPLE_EVENT_TABLE)
    return None if tokens is None else Tokens(*tokens)  # type: ignore[arg-type]


@needs_native
def test_the_c_tokenizer_reads_every_real_log_as_the_regular_expressions_do() -> None:
    logs = _real_logs()
    for data in logs:
        expected = regex_tokens(data)
        assert expected is not None
        assert _native_tokens(data) == expected
    assert len(logs) > 100


#: Characters that matter to the grammar, and a few that must send a file elsewhere.
_NOISE = [
    b"<",
    b">",
    b"/",
    b'"',
    b"'",
    b"=",
    b" ",
    b"\t",
    b"\r",
    b"\n",
    b"\r\n",
    b"&",
    b"]]>",
    b"<!",
    b"T",
    b"0",
    b"1",
    b"136",
    b"x",
    b"_",
    b".",
    b"-",
    b"\x00",
    b"\x7f",
    b"\xe3\x80\x80",
    b"</mjloggm>",
    b"<T1/>",
    b'<N who="1"/>',
    b' a="1"',
]


def _damaged(data: bytes, rng: random.Random) -> bytes:
    """``data`` with one to three random cuts, insertions, deletions or copies."""
    for _ in range(rng.randint(1, 3)):
        at = rng.randrange(len(data) + 1)
        action = rng.randrange(5)
        if action == 0:
            data = data[:at] + rng.choice(_NOISE) + data[at:]
        elif action == 1:
            data = data[:at] + data[at + rng.randint(1, 8) :]
        elif action == 2:
            data = data[:at]
        elif action == 3:
            start = rng.randrange(len(data) + 1)
            data = data[:at] + data[start : start + rng.randint(1, 40)] + data[at:]
        else:
            data = data[:at] + bytes([rng.randrange(256)]) + data[at + 1 :]
    return data


@needs_native
def test_the_c_tokenizer_never_accepts_more_than_the_regular_expressions() -> None:
    """Thousands of damaged logs: whatever C accepts, the regexes accept identically."""
    # The first few kilobytes of each log, closed after a whole element.
    logs = [data[: data.rindex(b"/>", 0, 6000) + 2] + b"</mjloggm>" for data in _real_logs()[:40]]
    rng = random.Random(20261127)
    accepted = refused = 0
    for round_number in range(4000):
        data = _damaged(logs[round_number % len(logs)], rng)
        tokens = _native_tokens(data)
        if tokens is None:
            refused += 1
            continue
        accepted += 1
        assert tokens == regex_tokens(data), data
    assert accepted > 500 and refused > 500  # both sides of the grammar were exercised


@needs_native
@pytest.mark.parametrize(
    "text",
    [
        b'<mjloggm ver="2.3"><T136/></mjloggm>',  # not a tile: the tag's reader words it
        b'<mjloggm ver="2.3"><T01/></mjloggm>',
        b'<mjloggm ver="2.3"><T12 /></mjloggm>',
        b'<mjloggm ver="2.3"><T12 a="1"/></mjloggm>',
        b'<mjloggm ver="2.3"><N who="1"m="2"/></mjloggm>',
        b'<mjloggm ver="2.3"><N who="1" m=\'2\'/></mjloggm>',
        b'<mjloggm ver="2.3"><N who="1"></mjloggm>',
        b'<mjloggm ver="2.3"><T1/>text</mjloggm>',
        b'<mjloggm ver="2.3"><T1/></mjloggm></mjloggm>',
        b'<mjloggm ver="2.3"><T1/></mjloggm>x',
        b'<mjloggm ver="2.3"><T1/>',
        b'<mjloggm ver="2.3"/>',
        b'\xef\xbb\xbf<mjloggm ver="2.3"><T1/></mjloggm>',
        b'<?xml version="1.0" encoding="Shift_JIS"?><mjloggm ver="2.3"></mjloggm>',
        b'<?xml version="1.1"?><mjloggm ver="2.3"></mjloggm>',
        b'<mjloggm ver="2.3"><UN n0="\xe3\x81\x82"/></mjloggm>',
        b'<mjloggm ver="2.3"><UN n0="]]>"/></mjloggm>',
        b'<mjloggm ver="2.3"><a:b c="1"/></mjloggm>',
        b"",
    ],
)
def test_the_c_tokenizer_leaves_unusual_shapes_to_the_twins(text: bytes) -> None:
    assert _native_tokens(text) is None


@needs_native
@pytest.mark.parametrize(
    "text",
    [
        b'<mjloggm ver="2.3"><INIT seed="1,2" seed="3"/></mjloggm>',  # the first one wins
        b'<mjloggm ver="2.3"><UN n0="a\r\nb\tc\rd\ne"/></mjloggm>',  # XML's normalising
        b'  \r\n<?xml version = "1.0" encoding=\'UTF8\' standalone="yes" ?>\n'
        b'<mjloggm\tver="2.3"  >\r\n<T0/> <D135/>\n<GO type="9" lobby="0" /></mjloggm>\n',
        b'<mjloggm><TAIKYOKU oya="0"/><T12.5/><W135/></mjloggm>',
    ],
)
def test_the_c_tokenizer_reads_the_plain_shape_as_the_regular_expressions_do(
    text: bytes,
) -> None:
    expected = regex_tokens(text)
    assert expected is not None
    assert _native_tokens(text) == expected


@needs_native
def test_the_c_tokenizer_judges_every_byte_in_every_place_of_a_word_as_the_twin() -> None:
    """The C reader vets plain text eight bytes at a time: every byte value, at each of
    the eight places of a word, inside a value and between elements, is judged as the
    regular expressions judge it (what they accept in a value's plain ASCII, C accepts
    too; between elements C takes only white space and leaves the rest to them)."""
    log = _real_logs()[0]
    head = log[: log.rindex(b"/>", 0, 3000) + 2] + b"</mjloggm>"
    value = head.index(b'seed="') + len(b'seed="')
    between = head.index(b"/>") + 2
    plain = {9, 10, 13, *range(0x20, 0x80)} - {ord("&")}
    accepted = 0
    for at in (value, between):
        for lane in range(8):
            for insert in [bytes([byte]) for byte in range(256)] + [b"]]>", b"]]", b"]>"]:
                data = head[: at + lane] + insert + head[at + lane :]
                expected = regex_tokens(data)
                tokens = _native_tokens(data)
                if at == value and expected is not None and len(insert) == 1 and insert[0] in plain:
                    assert tokens == expected, insert
                    accepted += 1
                else:
                    assert tokens is None or tokens == expected, insert
    assert accepted == 8 * len(plain - {ord('"'), ord("<")})  # all but what ends a value


@needs_native
def test_the_c_tokenizer_reads_many_names_as_the_twin() -> None:
    """The C reader makes each name once per log in a table that keeps 64: a log with
    more names, and names alike in first byte, last byte and length, reads the same."""
    names = [f"n{i:03d}" for i in range(100)] + ["ab", "ba", "aab", "abb", "a1b", "b"]
    body = b"".join(f'<{name} {name}="1" x{name}="2" {name}="3"/>'.encode() for name in names)
    text = b'<mjloggm ver="2.3">' + body + body + b"</mjloggm>"
    expected = regex_tokens(text)
    assert expected is not None and len(expected.others) == 2 * len(names)
    assert _native_tokens(text) == expected


@needs_native
def test_the_c_tokenizer_refuses_a_wrong_event_table() -> None:
    assert native is not None
    with pytest.raises(ValueError):
        native.tokenize(b"<mjloggm></mjloggm>", (None,) * 5)


@needs_native
def test_hash_and_shuffle_equal_hashlib_and_the_python_shuffle() -> None:
    assert native is not None
    rng = random.Random(7)
    for round_number in range(2000):
        source = rng.randbytes(1152)
        players = 3 + round_number % 2
        tiles, rnd_bytes = native.hash_and_shuffle(source, players)
        assert (tiles, rnd_bytes) == hash_and_shuffle_python(source, players)
        assert struct.unpack("<144I", rnd_bytes) == hash_outputs(source)
    with pytest.raises(ValueError):
        native.hash_and_shuffle(b"\0" * 1151, 4)
    with pytest.raises(ValueError):
        native.hash_and_shuffle(b"\0" * 1152, 5)


@needs_native
def test_swap_shuffle_equals_the_python_shuffle() -> None:
    assert native is not None
    rng = random.Random(11)
    for round_number in range(2000):
        words = tuple(rng.getrandbits(32) for _ in range(137))
        players = 3 + round_number % 2
        assert native.swap_shuffle(words, players) == shuffle_words_python(words, players)
    with pytest.raises(ValueError):
        native.swap_shuffle((1, 2, 3), 4)
    with pytest.raises(OverflowError):
        native.swap_shuffle((-1,) * 136, 4)


@needs_native
def test_tiles_of_kind_equals_the_python_filter() -> None:
    assert native is not None
    for data in _real_logs()[:20]:
        game = mjlog.parse_mjlog_bytes(data)
        for hand in game.hands:
            for kind in (EventKind.DRAW, EventKind.DISCARD):
                expected = [e.tile for e in hand.events if e.kind is kind]
                assert tiles_of_kind_python(hand.events, kind) == expected
                assert native.tiles_of_kind(hand.events, kind) == expected
    with pytest.raises(TypeError):
        native.tiles_of_kind([(1, 2)], 1)


def test_verify_reports_the_same_with_and_without_the_extension(tmp_path: Path) -> None:
    """The whole verifier, with and without the extension, on every real log and on a
    tampered copy of one (a draw swapped, a deal tile changed): the same report."""
    import re

    folder = SHARED_DATA / "tenhou"
    if not folder.is_dir():
        pytest.skip("shared test data not found (../shared/data is not beside the repo)")
    original = mjlog.read_log_bytes(require(VALIDATION_DIR / f"{VALIDATION_GAME}.xml"))
    tampered = re.sub(
        rb"<T(\d+)/>", lambda m: b"<T%d/>" % ((int(m[1]) + 4) % 136), original, count=3
    )
    tampered = re.sub(
        rb'hai1="(\d+)', lambda m: b'hai1="%d' % ((int(m[1]) + 1) % 136), tampered, count=1
    )
    (tmp_path / "tampered.mjlog").write_bytes(tampered)
    command = [
        sys.executable,
        "-m",
        "yamaviewer.cli",
        "verify",
        "--json",
        str(folder),
        str(tmp_path),
    ]

    def run(pure: bool) -> tuple[str, str]:
        env = dict(os.environ)
        env.pop(PURE_PYTHON_VARIABLE, None)
        if pure:
            env[PURE_PYTHON_VARIABLE] = "1"
        done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=300)
        assert done.returncode in (1, 2), done.stderr  # a mismatch, and unreadable files
        return done.stdout, done.stderr

    with_extension, pure = run(False), run(True)
    assert '"status": "verified"' in pure[0]
    assert '"status": "mismatch"' in pure[0]
    assert with_extension == pure


@needs_native
def test_int_list_reads_plain_numbers_as_int_does() -> None:
    assert native is not None
    rng = random.Random(13)
    for _ in range(3000):  # plain lists: always read, always as int() reads them
        values = [rng.randint(-(10**18) + 1, 10**18 - 1) for _ in range(rng.randint(1, 20))]
        text = ",".join(map(str, values))
        assert native.int_list(text) == values
    for _ in range(20000):  # anything else: refused, or read exactly as int() reads it
        text = "".join(rng.choice("0123456789-,+ _\u0665x") for _ in range(rng.randint(0, 12)))
        read = native.int_list(text)
        if read is not None:
            assert read == list(map(int, text.split(","))), text
    for text in ("", ",", "1,", ",1", "1,,2", "--1", "+1", " 1", "1_0", "\u0665", "1" * 19):
        assert native.int_list(text) is None, text
    assert native.int_list("007,-0") == [7, 0]


@needs_native
def test_int_lists_reads_every_named_attribute_as_its_python_twin_does() -> None:
    """Absent names are None; when C reads every present value, it reads them as int() does;
    it declines (None) whenever one value is not a plain list, which the twin may still read."""
    from yamaviewer.core.formats.mjlog import int_fields_python

    assert native is not None
    rng = random.Random(29)
    names = ("a", "b", "c", "d")
    declined = read = 0
    for _ in range(20000):
        attrs = {}
        for name in names:
            if rng.random() < 0.8:
                parts = rng.randint(1, 4)
                attrs[name] = ",".join(
                    str(rng.randint(-200, 200))
                    if rng.random() < 0.9
                    else "".join(rng.choice("0123456789-+ _x") for _ in range(rng.randint(0, 3)))
                    for _ in range(parts)
                )
        mine = native.int_lists(attrs, names)
        twin = int_fields_python(attrs, names)
        if mine is None:
            declined += 1
            assert any(native.int_list(attrs[n]) is None for n in attrs), attrs
        else:
            read += 1
            assert mine == twin, attrs
            assert [m is None for m in mine] == [n not in attrs for n in names]
    assert declined > 1000 and read > 1000
    assert native.int_lists({}, ()) == ()
    with pytest.raises(TypeError):
        native.int_lists({"a": "1"}, ["a"])  # type: ignore[arg-type]


#: Each name chosen once at import -> (the C function's name, the Python twin's name).
_CHOSEN = {
    "yamaviewer.core.formats.mjlog_tokens.plain_tokens": ("tokenize", "regex_tokens"),
    "yamaviewer.core.formats.mjlog.int_fields": ("int_lists", "int_fields_python"),
    "yamaviewer.core.walls.tenhou.shuffle_words": ("swap_shuffle", "shuffle_words_python"),
    "yamaviewer.core.walls.tenhou.hash_and_shuffle": (
        "hash_and_shuffle",
        "hash_and_shuffle_python",
    ),
    "yamaviewer.core.record.tiles_of_kind": ("tiles_of_kind", "tiles_of_kind_python"),
}


@pytest.mark.parametrize("pure", [False, True], ids=["as-installed", "pure-python"])
def test_c_or_python_is_chosen_once_at_import(pure: bool) -> None:
    """With the extension, each name is bound to the C function (or, for the tokenizer and
    the number lists, a wrapper calling it); with ``YAMAVIEWER_PURE_PYTHON=1``, to the twin."""
    script = (
        "import importlib\n"
        "from yamaviewer.core.native import accelerator\n"
        f"for path, (c_name, twin) in {_CHOSEN!r}.items():\n"
        "    module_name, _, name = path.rpartition('.')\n"
        "    module = importlib.import_module(module_name)\n"
        "    chosen = getattr(module, name)\n"
        "    if accelerator is None:\n"
        "        assert chosen is getattr(module, twin), path\n"
        "    elif c_name == 'tokenize':\n"
        "        assert chosen.__name__ == '_c_tokens', path\n"
        "    else:\n"
        "        assert chosen is getattr(accelerator, c_name), path\n"
        "split = importlib.import_module('yamaviewer.core.formats.mjlog').split_ints\n"
        "assert (split.__name__ == 'split_ints_python') == (accelerator is None)\n"
        "print('pure' if accelerator is None else 'c')\n"
    )
    env = dict(os.environ)
    env.pop(PURE_PYTHON_VARIABLE, None)
    if pure:
        env[PURE_PYTHON_VARIABLE] = "1"
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == ("pure" if pure or native is None else "c")
