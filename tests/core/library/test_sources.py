"""The one game-source iterator over files, folders, ids and both downloader databases."""

from __future__ import annotations

import gzip
import sqlite3
import tracemalloc
from pathlib import Path

import pytest

from tests.log_sources import build_houou_db, build_phoenix_db, real_logs, synthetic_id
from yamaviewer.core.library.databases import (
    HOUOU,
    PHOENIX,
    LogDatabaseError,
    detect_log_database,
)
from yamaviewer.core.library.sources import DATABASE, FILE, URL, SourceReport, iter_games
from yamaviewer.core.verification.stream import verify_items


def _logs(count: int) -> list[tuple[str, bytes]]:
    return [(synthetic_id(i), xml) for i, xml in enumerate(real_logs(count))]


def test_both_downloader_schemas_are_recognised_and_streamed(tmp_path: Path) -> None:
    logs = _logs(6)
    houou, phoenix = tmp_path / "2021.db", tmp_path / "phoenix.db"
    build_houou_db(houou, logs, unprocessed=3)
    build_phoenix_db(phoenix, logs[:4], unprocessed=2)
    assert detect_log_database(houou).kind == HOUOU
    assert detect_log_database(phoenix).kind == PHOENIX
    assert detect_log_database(houou).counts() == (6, 4)  # 3 not downloaded + 1 error
    assert detect_log_database(phoenix).counts() == (4, 3)

    report = SourceReport()
    items = list(iter_games([str(houou), str(phoenix)], report=report))
    assert [i.label for i in items] == [f"{houou}#{i}" for i, _ in sorted(logs)] + [
        f"{phoenix}#{i}" for i, _ in sorted(logs[:4])
    ]
    assert all(i.kind == DATABASE and i.ok for i in items)
    assert report.skipped_rows == {str(houou): 4, str(phoenix): 3}
    by_id = dict(logs)
    for item in items:  # gzip and bz2 both come back as the very XML that was stored
        assert item.log_id is not None
        assert item.load().data == by_id[item.log_id]


def test_unknown_and_damaged_databases_are_one_error_each(tmp_path: Path) -> None:
    other = tmp_path / "other.db"
    with sqlite3.connect(other) as connection:
        connection.execute("CREATE TABLE logs (x INTEGER)")
    connection.close()
    empty = tmp_path / "empty.sqlite"
    with sqlite3.connect(empty) as connection:
        connection.execute("CREATE TABLE t (x INTEGER)")
    connection.close()
    with pytest.raises(LogDatabaseError, match="neither the houou-logs nor the phoenix-logs"):
        detect_log_database(other)
    broken = tmp_path / "broken.db"
    good = tmp_path / "good.db"
    build_houou_db(good, _logs(2))
    broken.write_bytes(good.read_bytes()[:100] + b"\0" * 4000)
    items = list(iter_games([str(other), str(empty), str(broken), str(good)]))
    errors = [i for i in items if not i.ok]
    assert [i.label for i in errors] == [str(other), str(empty), str(broken)]
    assert "without a 'logs' table" in (errors[1].error or "")
    assert len([i for i in items if i.ok]) == 2


def test_files_folders_and_ids_in_one_stream(tmp_path: Path) -> None:
    xml = real_logs(1)[0]
    folder = tmp_path / "games"
    (folder / "b").mkdir(parents=True)
    (folder / "a.mjlog").write_bytes(gzip.compress(xml))
    (folder / "b" / f"{synthetic_id(7)}.xml").write_bytes(xml)
    (folder / "notes.md").write_text("not a log")
    fetched: list[str] = []

    def fetcher(log_id: str) -> bytes:
        fetched.append(log_id)
        return xml

    items = list(iter_games([str(folder), "missing.mjlog", synthetic_id(3)], fetcher=fetcher))
    assert [i.kind for i in items] == [FILE, FILE, FILE, URL]
    assert items[1].log_id == synthetic_id(7)  # the id in the file name
    assert items[3].label == synthetic_id(3) and fetched == [synthetic_id(3)]
    results = [r for _i, r in verify_items(items)]
    assert [r.status for r in results] == ["verified", "verified", "error", "verified"]
    assert "cannot read" in (results[2].error or "")


def test_verify_streams_a_database_with_flat_memory(tmp_path: Path) -> None:
    """Memory after 40 games is what it was after 10: nothing accumulates per game."""
    small, large = tmp_path / "small.db", tmp_path / "large.db"
    build_houou_db(small, _logs(10))
    build_houou_db(large, _logs(40))

    def peak(path: Path) -> int:
        tracemalloc.start()
        statuses = {r.status for _i, r in verify_items(iter_games([str(path)]))}
        _current, top = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        assert statuses == {"verified"}
        return top

    peak(small)  # warm caches (imports, generator tables)
    first, second = peak(small), peak(large)
    assert second < first * 1.5 + 512 * 1024
