"""Hostile files against the readers, the verifier and the document: clear errors, bounded memory.

Each case is one of the symptoms a reliability sweep found: an out-of-range
count that used to index past a wall, JSON that is not standard, a special
file where a log should be, a hand whose size grows memory with its square.
"""

from __future__ import annotations

import gc
import json
import math
import os
import stat
import tracemalloc
from pathlib import Path

import pytest

from tests import hostile_files as hostile
from yamaviewer.core.formats.errors import LogFormatError
from yamaviewer.core.formats.mjlog import read_mjlog
from yamaviewer.core.formats.tenhou6 import parse_tenhou6_text
from yamaviewer.core.library.sources import iter_games
from yamaviewer.core.record import MAX_EVENTS_PER_HAND
from yamaviewer.core.replay.document import load_document
from yamaviewer.core.safe_io import (
    InputRefused,
    JsonRefused,
    read_regular_file,
    standard_json_dumps,
    strict_json_loads,
    write_output,
)
from yamaviewer.core.verification.stream import verify_items
from yamaviewer.core.verification.tenhou import verify_file

# -- out-of-range counts are format errors, never an IndexError ------------------------


@pytest.mark.parametrize("count", [5, 70])
def test_too_many_kan_dora_is_a_format_error(tmp_path: Path, count: int) -> None:
    path = hostile.write(tmp_path, "kan.xml", hostile.with_kan_dora(count))
    with pytest.raises(LogFormatError, match="kan-dora"):
        read_mjlog(path)
    result = verify_file(path)
    assert result.status == "error" and "kan-dora" in (result.error or "")


def test_four_kan_dora_are_still_read(tmp_path: Path) -> None:
    """The bound is the wall's: four kan-dora indicators are a legal hand."""
    path = hostile.write(tmp_path, "kan4.xml", hostile.with_kan_dora(4))
    game = read_mjlog(path)
    assert sum(e.tile == 10 for e in game.hands[0].events[:4]) == 4
    assert verify_file(path).status == "mismatch"  # the wall does not hold those tiles


@pytest.mark.parametrize("count", [6, 80])
def test_too_many_win_indicators_is_a_format_error(tmp_path: Path, count: int) -> None:
    path = hostile.write(tmp_path, "dora.xml", hostile.with_win_indicators(count))
    with pytest.raises(LogFormatError, match="at most 5"):
        load_document(path)


@pytest.mark.parametrize("seeded", [True, False])
def test_a_tile_id_past_135_is_refused_where_read(tmp_path: Path, seeded: bool) -> None:
    text = hostile.with_win_indicators(1, tile=999)
    path = hostile.write(tmp_path, "bad.xml", text if seeded else hostile.seedless(text))
    with pytest.raises(LogFormatError, match="999 is not a tile id"):
        load_document(path)


@pytest.mark.parametrize(("count", "message"), [(10, "results"), (10_000, "results")])
def test_too_many_results_in_a_hand_is_a_format_error(
    tmp_path: Path, count: int, message: str
) -> None:
    path = hostile.write(tmp_path, "wins.xml", hostile.with_many_wins(count))
    with pytest.raises(LogFormatError, match=f"{message} .*in one hand"):
        load_document(path)
    assert verify_file(path).status == "error"


def test_more_draws_than_a_wall_holds_is_a_format_error(tmp_path: Path) -> None:
    path = hostile.write(tmp_path, "turns.xml", hostile.with_many_turns(200))
    with pytest.raises(LogFormatError, match=r"draws in one hand|events"):
        load_document(path)


# -- memory is linear in the input ------------------------------------------------------


def _peak_bytes_of_loading(path: Path) -> int:
    gc.collect()
    tracemalloc.start()
    try:
        try:
            document = load_document(path)
            for index in range(len(document.hands)):
                document.replay(index)
        except LogFormatError:
            pass
        verify_file(path)
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


@pytest.mark.parametrize("make", [hostile.with_many_wins, hostile.with_many_turns])
def test_memory_is_bounded_by_the_input_size(tmp_path: Path, make: object) -> None:
    """10,000 and 20,000 repeated tags: the peak stays a small multiple of the file size,
    and doubling the file does not quadruple the peak (it used to take GiBs)."""
    assert callable(make)
    small = hostile.write(tmp_path, "small.xml", make(10_000))
    large = hostile.write(tmp_path, "large.xml", make(20_000))
    peak_small = _peak_bytes_of_loading(small)
    peak_large = _peak_bytes_of_loading(large)
    assert peak_large < 60 * large.stat().st_size
    assert peak_large < 3 * peak_small


# -- JSON: standard only, clear errors ------------------------------------------------


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ("infinity", "Infinity"),
        ("nan", "NaN"),
        ("1e400", "too large"),
        ("deep", "nested"),
    ],
)
def test_non_standard_json_is_a_format_error(change: str, message: str) -> None:
    with pytest.raises(LogFormatError, match=message):
        parse_tenhou6_text(hostile.json_variant(change))


@pytest.mark.parametrize("change", ["rate", "connection", "types"])
def test_wrong_types_in_optional_fields_are_ignored(change: str) -> None:
    game = parse_tenhou6_text(hostile.json_variant(change))
    assert len(game.hands) == len(hostile.real_json()["log"])
    assert all(math.isfinite(r) for r in game.rate)


def test_too_many_connection_entries_is_a_format_error() -> None:
    data = hostile.real_json()
    data["connection"] = [{"log": 0, "who": 1, "step": i, "what": 0} for i in range(2000)]
    with pytest.raises(LogFormatError, match="connection"):
        parse_tenhou6_text(json.dumps(data))


def test_strict_json_round_trip() -> None:
    assert strict_json_loads('{"a": [1, 2.5, -3e2]}') == {"a": [1, 2.5, -300.0]}
    for text in ("NaN", "[-Infinity]", "1e999", "[" * 5000 + "]" * 5000, "1" * 100):
        with pytest.raises(JsonRefused):
            strict_json_loads(text)
    with pytest.raises(ValueError):
        standard_json_dumps({"x": math.inf})


def test_an_xml_declared_utf16_on_ascii_bytes_is_a_clear_error(tmp_path: Path) -> None:
    """A declared encoding that cannot read ASCII as ASCII is refused by name (Shift_JIS and
    Latin-1 declarations on a plain log open: tests/core/formats/test_mjlog_tokens.py)."""
    text = '<?xml version="1.0" encoding="UTF-16"?>\n' + hostile.real_log_text()
    path = hostile.write(tmp_path, "utf16.xml", text)
    with pytest.raises(LogFormatError, match=r"declares the encoding UTF-16"):
        load_document(path)


# -- special files ----------------------------------------------------------------------


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this platform")
def test_a_fifo_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "game.mjlog"
    os.mkfifo(fifo)
    with pytest.raises(LogFormatError, match="pipe"):
        load_document(fifo)
    with pytest.raises(InputRefused, match="pipe"):
        read_regular_file(fifo, 100)
    [(_item, result)] = list(verify_items(iter_games([str(fifo)])))
    assert result.status == "error" and "pipe" in (result.error or "")


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_dev_zero_is_refused_at_once() -> None:
    with pytest.raises(LogFormatError, match="device"):
        load_document("/dev/zero")


def test_reads_are_bounded_by_the_limit(tmp_path: Path) -> None:
    path = hostile.write(tmp_path, "big.xml", b"<" + b" " * 5000)
    with pytest.raises(InputRefused, match="too large"):
        read_regular_file(path, 1000)
    assert read_regular_file(path, 5001) == path.read_bytes()


def test_one_bad_file_never_hides_the_others(tmp_path: Path) -> None:
    good = hostile.write(tmp_path, "a-good.xml", hostile.real_log_text())
    hostile.write(tmp_path, "b-kan.xml", hostile.with_kan_dora(70))
    hostile.write(tmp_path, "c-dora.xml", hostile.with_win_indicators(80))
    hostile.write(tmp_path, "d-good.xml", good.read_text(encoding="utf-8"))
    results = [r for _item, r in verify_items(iter_games([str(tmp_path)]))]
    assert [r.status for r in results] == ["verified", "error", "error", "verified"]
    assert all("unexpected" not in (r.error or "") for r in results)


# -- output files -------------------------------------------------------------------------


def test_write_output_keeps_the_mode_of_a_replaced_file(tmp_path: Path) -> None:
    target = tmp_path / "out.json"
    target.write_text("old")
    target.chmod(0o644)
    write_output(target, b"new")
    assert target.read_bytes() == b"new"
    assert stat.S_IMODE(target.stat().st_mode) == 0o644
    assert [p.name for p in tmp_path.iterdir()] == ["out.json"]


def test_write_output_writes_through_a_symlink(tmp_path: Path) -> None:
    real = tmp_path / "real.json"
    real.write_text("old")
    link = tmp_path / "link.json"
    link.symlink_to(real)
    write_output(link, b"new")
    assert link.is_symlink() and real.read_bytes() == b"new"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this platform")
def test_write_output_writes_into_a_fifo(tmp_path: Path) -> None:
    import threading

    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    received: list[bytes] = []

    def reader() -> None:
        with open(fifo, "rb") as stream:
            received.append(stream.read())

    thread = threading.Thread(target=reader)
    thread.start()
    write_output(fifo, b"through the pipe")
    thread.join(timeout=30)
    assert received == [b"through the pipe"]
    assert stat.S_ISFIFO(fifo.stat().st_mode)


def test_a_new_output_file_gets_the_usual_mode(tmp_path: Path) -> None:
    umask = os.umask(0o022)
    try:
        write_output(tmp_path / "new.png", b"x")
    finally:
        os.umask(umask)
    assert stat.S_IMODE((tmp_path / "new.png").stat().st_mode) == 0o644


def test_events_bound_matches_the_reader() -> None:
    assert MAX_EVENTS_PER_HAND >= 160  # the most any real hand has
