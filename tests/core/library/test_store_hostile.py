"""The library under hostile input: rows of the wrong types, damaged bytes, a full disk,
a planted link in the export folder, and list pages that agree with SQL."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from tests.log_sources import build_houou_db, real_logs, synthetic_id
from yamaviewer.core.library.entry import DAMAGED
from yamaviewer.core.library.filters import COLUMN_ORDERS, LibraryFilter, column_order
from yamaviewer.core.library.schema import LibraryError
from yamaviewer.core.library.store import Library

#: Values the library never writes, per column (NULL, text for numbers, blobs, huge numbers).
HOSTILE = [
    ("game_type", "'south'"),
    ("played", "NULL"),
    ("added_at", "'yesterday'"),
    ("players", "9223372036854775807"),
    ("hands", "-9223372036854775808"),
    ("names", "x'00ff10'"),
    ("scores", "'[1, 2'"),
    ("status", "x'41'"),
    ("log_id", "x'3132'"),
    ("lobby", "1e300"),
    ("has_seed", "'yes'"),
]


def _library(tmp_path: Path, games: int = 6) -> Path:
    logs = [(synthetic_id(i), xml) for i, xml in enumerate(real_logs(games))]
    build_houou_db(tmp_path / "houou.db", logs)
    path = tmp_path / "lib.sqlite3"
    with Library(path) as library:
        library.import_sources([tmp_path / "houou.db"])
    return path


def _plant_hostile_rows(path: Path) -> list[int]:
    """One row per hostile value, written by another program (plain SQLite)."""
    other = sqlite3.connect(path, isolation_level=None)
    # Another program's schema lets a date be NULL.
    other.execute("PRAGMA writable_schema = ON")
    other.execute(
        "UPDATE sqlite_master SET sql = replace(sql, 'played TEXT NOT NULL', 'played TEXT') "
        "WHERE name = 'games'"
    )
    other.close()
    other = sqlite3.connect(path, isolation_level=None)
    ids = [int(game) for (game,) in other.execute("SELECT id FROM games ORDER BY id")]
    template = other.execute("SELECT * FROM games WHERE id = ?", (ids[0],)).fetchone()
    columns = [d[0] for d in other.execute("SELECT * FROM games").description]
    planted = []
    for number, (column, value) in enumerate(HOSTILE):
        row = dict(zip(columns, template, strict=True))
        row.pop("id")
        row["key"] = f"hostile-{number}"
        names = ", ".join(row)
        marks = ", ".join(value if name == column else "?" for name in row)
        values = [v for name, v in row.items() if name != column]
        cursor = other.execute(f"INSERT INTO games ({names}) VALUES ({marks})", values)
        planted.append(int(cursor.lastrowid or 0))
    other.close()
    return planted


def test_rows_of_the_wrong_types_are_listed_as_damaged(tmp_path: Path) -> None:
    path = _library(tmp_path)
    planted = _plant_hostile_rows(path)
    with Library(path) as library:
        entries = library.entries()
        assert len(entries) == library.count() == 6 + len(HOSTILE)
        damaged = {e.game_id for e in entries if e.status == DAMAGED}
        assert damaged == set(planted)
        for entry in entries:  # every property a list or the GUI reads works
            assert isinstance(entry.hanchan, bool) and isinstance(entry.rules, str)
            assert isinstance(entry.title, str) and entry.players in (3, 4)
            entry.to_json()
            assert all(isinstance(v, float) for v in entry.scores)
        # Sorting by every column and reading pages never meets a wrong type either.
        for column in COLUMN_ORDERS:
            for descending in (False, True):
                ids = library.game_ids(LibraryFilter(), column_order(column, descending))
                assert sorted(ids) == sorted(e.game_id for e in entries)
                assert set(library.page(ids)) == set(ids)


def test_a_few_damaged_bytes_move_the_library_aside(tmp_path: Path) -> None:
    path = _library(tmp_path, games=20)
    data = bytearray(path.read_bytes())
    page = 4096
    pages = len(data) // page
    assert pages > 10
    for number in range(pages // 3, 2 * pages // 3):  # each page's header, middle third
        data[number * page : number * page + 8] = b"\xa5" * 8
    path.write_bytes(bytes(data))
    library = Library(path)
    assert library.count() == 0
    assert library.notice is not None and "damaged" in library.notice
    kept = list(tmp_path.glob("lib.sqlite3.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == bytes(data)
    library.close()


def test_damage_met_while_working_is_told_once(tmp_path: Path) -> None:
    path = _library(tmp_path, games=20)
    library = Library(path)
    assert library.count() == 20  # opened and checked while still whole
    data = bytearray(path.read_bytes())
    data[24:28] = b"\x7f\x00\x00\x01"  # the change counter: the cache is dropped
    for number in range(1, len(data) // 4096):
        data[number * 4096 : number * 4096 + 8] = b"\xa5" * 8
    path.write_bytes(bytes(data))
    with pytest.raises(LibraryError, match="damaged"):
        library.entries()
    assert library.entries() == []  # a new, empty library, said once
    assert len(list(tmp_path.glob("lib.sqlite3.damaged-*"))) == 1
    library.close()


def test_a_full_disk_is_one_clear_message_and_rolled_back(tmp_path: Path) -> None:
    path = _library(tmp_path, games=2)
    logs = [(synthetic_id(100 + i), xml) for i, xml in enumerate(real_logs(30))]
    build_houou_db(tmp_path / "more.db", logs)
    with Library(path) as library:
        before = library.count()
        pages = library.connection.execute("PRAGMA page_count").fetchone()[0]
        library.connection.execute(f"PRAGMA max_page_count = {pages + 3}")
        with pytest.raises(LibraryError) as caught:
            library.import_sources([tmp_path / "more.db"])
        message = str(caught.value)
        assert "disk is full" in message and "rollback" not in message
        assert not library.connection.in_transaction
        assert library.count() == before  # the batch was rolled back whole
        library.connection.execute("PRAGMA max_page_count = 1073741823")
        assert library.import_sources([tmp_path / "more.db"]).added == 30
        assert library.count() == before + 30


def test_export_never_follows_a_planted_link(tmp_path: Path) -> None:
    path = _library(tmp_path, games=2)
    folder = tmp_path / "out"
    folder.mkdir()
    outside = tmp_path / "outside.mjlog"
    with Library(path) as library:
        entry = library.entries()[0]
        assert entry.log_id is not None
        planted = folder / f"{entry.log_id}.mjlog"
        os.symlink(outside, planted)  # dangling: following it would create 'outside'
        report = library.export([entry.game_id], folder, "mjlog")
    assert not report.failures and len(report.written) == 1
    written = report.written[0]
    assert written.parent == folder and written != planted
    assert written.is_file() and not written.is_symlink()
    assert not outside.exists() and os.readlink(planted) == str(outside)


def test_list_ids_agree_with_sql(tmp_path: Path) -> None:
    path = _library(tmp_path, games=8)
    with Library(path) as library:
        name = library.entries()[0].names[0]
        where = LibraryFilter(player=name)
        ids = library.game_ids(where, column_order("hands", True))
        other = sqlite3.connect(path)
        expected = other.execute(
            "SELECT COUNT(DISTINCT game) FROM players WHERE name = ?", (name,)
        ).fetchone()[0]
        other.close()
        assert len(ids) == expected
        hands = [library.page(ids)[game].hands for game in ids]
        assert hands == sorted(hands, reverse=True)
