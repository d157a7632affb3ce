"""One sniff for every command: a file's content, never its name, picks the reader."""

from __future__ import annotations

import gzip
import shutil
from pathlib import Path

import pytest

from tests.core.formats.tenhou6_data import VALIDATION_DIR
from tests.shared_data import VALIDATION_GAME, require
from yamaviewer.core.formats.sniff import MAJSOUL, MJLOG, TENHOU6, log_format
from yamaviewer.core.library.sources import iter_games
from yamaviewer.core.replay.document import load_document
from yamaviewer.core.verification.stream import verify_item

NAMES = ("game.json", "game.txt", "game")


def _copies(tmp_path: Path, source: Path) -> list[Path]:
    paths = []
    for name in NAMES:
        path = tmp_path / name
        shutil.copy(require(source), path)
        paths.append(path)
    return paths


@pytest.mark.parametrize("name", NAMES)
def test_tenhou6_json_reads_the_same_under_any_name(tmp_path: Path, name: str) -> None:
    source = require(VALIDATION_DIR / f"{VALIDATION_GAME}.json")
    path = tmp_path / name
    shutil.copy(source, path)
    assert log_format(path.read_bytes()[:4096]) == TENHOU6
    expected = load_document(source).game
    assert load_document(path).game.hands == expected.hands
    [item] = iter_games([str(path)])
    loaded = item.load()
    assert loaded.format == TENHOU6 and loaded.record.hands == expected.hands
    result = verify_item(item)
    assert result.status == "no-seed", result.error  # never "not a Tenhou log"


def test_an_mjlog_and_a_gzip_mjlog_are_mjlogs_under_any_name(tmp_path: Path) -> None:
    xml = require(VALIDATION_DIR / f"{VALIDATION_GAME}.xml").read_bytes()
    assert log_format(xml[:4096]) == MJLOG
    assert log_format(gzip.compress(xml)[:4096]) == MJLOG
    for path in _copies(tmp_path, VALIDATION_DIR / f"{VALIDATION_GAME}.xml"):
        [item] = iter_games([str(path)])
        assert item.load().format == MJLOG
        assert verify_item(item).status == "verified"


def test_a_mahjong_soul_head_and_what_is_no_log() -> None:
    head = b'{"head": {"uuid": "1"}, "data": ".lq.GameDetailRecords"}'
    assert log_format(head) == MAJSOUL
    assert log_format(b"\n\x15.lq.GameDetailRecords\x00") == MAJSOUL
    assert log_format(b'  \xef\xbb\xbf{"log": []}') == TENHOU6
    assert log_format(b"hello") == MJLOG  # the mjlog reader words what is wrong
    assert log_format(b"") == MJLOG
