"""One identity per game, position and deal: the library's keys, the trainer's, the lab's."""

from __future__ import annotations

import gzip
import hashlib
import shutil
from contextlib import closing
from pathlib import Path

from tests.shared_data import VALIDATION_DIR, VALIDATION_GAME, require
from yamaviewer.core.formats.mjlog import parse_mjlog_bytes
from yamaviewer.core.formats.tenhou6 import parse_tenhou6_bytes
from yamaviewer.core.formats.tenhou6_write import dumps_tenhou6, game_to_tenhou6
from yamaviewer.core.identity import (
    deal_key,
    game_key,
    log_id_of,
    path_position_key,
    position_key,
    seed_key,
)
from yamaviewer.core.library.sources import GameItem, iter_games
from yamaviewer.core.library.store import Library


def _validation_xml() -> bytes:
    data = require(VALIDATION_DIR / f"{VALIDATION_GAME}.xml").read_bytes()
    return gzip.decompress(data) if data[:2] == b"\x1f\x8b" else data


def _three_copies(tmp_path: Path) -> tuple[Path, bytes]:
    """The validation game as its log id names it, gzipped, and plain under another name."""
    xml = _validation_xml()
    folder = tmp_path / "logs"
    folder.mkdir()
    (folder / f"{VALIDATION_GAME}.xml").write_bytes(xml)
    (folder / "copy.mjlog").write_bytes(gzip.compress(xml, mtime=0))
    (folder / "plain.xml").write_bytes(xml)
    return folder, xml


def test_a_game_is_its_log_id_else_its_content(tmp_path: Path) -> None:
    folder, xml = _three_copies(tmp_path)
    keys = {}
    for item in iter_games([str(folder)]):
        loaded = item.load()
        keys[Path(item.origin).name] = game_key(loaded.data, log_id_of(item), loaded.format)
    content = "sha256:" + hashlib.sha256(xml).hexdigest()
    # gzip or plain, any name without the id: one game, by its uncompressed content.
    assert keys == {
        f"{VALIDATION_GAME}.xml": VALIDATION_GAME,
        "copy.mjlog": content,
        "plain.xml": content,
    }
    # Moving the folder changes nothing.
    moved = Path(shutil.move(folder, tmp_path / "elsewhere"))
    again = {
        Path(i.origin).name: game_key(i.load().data, log_id_of(i)) for i in iter_games([str(moved)])
    }
    assert again == keys


def test_the_library_keys_its_games_by_the_same_rule(tmp_path: Path) -> None:
    folder, xml = _three_copies(tmp_path)
    document = game_to_tenhou6(parse_mjlog_bytes(xml), ref=VALIDATION_GAME)
    (folder / "copy.json").write_text(dumps_tenhou6(document), encoding="utf-8")
    with Library(tmp_path / "library.sqlite3") as library:
        library.import_sources([str(folder)])
        with closing(library.connection.execute("SELECT key FROM games ORDER BY key")) as rows:
            stored = [key for (key,) in rows]
    content = "sha256:" + hashlib.sha256(xml).hexdigest()
    json_bytes = (folder / "copy.json").read_bytes()
    assert stored == sorted(
        [
            VALIDATION_GAME,
            content,  # the gzip copy and the plain copy are one game
            "sha256:" + hashlib.sha256(json_bytes).hexdigest() + ".tenhou6",
        ]
    )


def test_a_log_id_comes_from_the_source_before_the_name() -> None:
    named = GameItem(f"/logs/{VALIDATION_GAME}.xml", "file")
    assert log_id_of(named) == VALIDATION_GAME
    assert log_id_of(named._replace(log_id="2020010100gm-0009-0000-00000000")) == (
        "2020010100gm-0009-0000-00000000"
    )
    assert log_id_of(GameItem("/logs/mine.xml", "file")) is None


def test_a_position_is_its_game_and_moment() -> None:
    key = position_key(VALIDATION_GAME, 2, 1, 40)
    assert len(key) == 16 and int(key, 16) >= 0  # the review boxes file it as a number
    assert key == hashlib.sha1(f"{VALIDATION_GAME}|2|1|40".encode()).hexdigest()[:16]
    assert len({key, position_key(VALIDATION_GAME, 2, 1, 41), position_key("other", 2, 1, 40)}) == 3
    # The old key hashed the label (a path) the same way: only the game part differs.
    assert path_position_key("/a/b.xml", 2, 1, 40) == position_key("/a/b.xml", 2, 1, 40)


def test_a_deal_is_the_same_in_every_format() -> None:
    xml = _validation_xml()
    record = parse_mjlog_bytes(xml)
    json_copy = parse_tenhou6_bytes(
        dumps_tenhou6(game_to_tenhou6(record, ref=VALIDATION_GAME)).encode("utf-8")
    )
    # Two games by the library's rule (the JSON has no seed), one deal for the lab.
    assert game_key(xml) != game_key(xml, format="tenhou6")
    assert [deal_key(h) for h in record.hands] == [deal_key(h) for h in json_copy.hands]
    assert len({deal_key(h) for h in record.hands}) == len(record.hands)
    assert record.shuffle_seed is not None
    assert seed_key(record.shuffle_seed) != seed_key(record.shuffle_seed + "x")
