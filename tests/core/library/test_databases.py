"""Log databases built hostile at test time: only a real table is read, every query is bounded.

A ``logs`` view over an endless recursive query, a virtual table, generated columns,
a query past its step budget, Cancel from another thread while a query runs, and
decompression bombs stored as rows.
"""

from __future__ import annotations

import bz2
import sqlite3
import threading
import tracemalloc
import zlib
from pathlib import Path

import pytest

from tests.log_sources import HOUOU_SCHEMA, build_houou_db, real_logs, synthetic_id
from yamaviewer.core.formats.mjlog import LogFormatError
from yamaviewer.core.library import databases
from yamaviewer.core.library.databases import (
    LogDatabaseCancelled,
    LogDatabaseError,
    decompress_log,
    detect_log_database,
)
from yamaviewer.core.library.sources import DATABASE, iter_games

ENDLESS_VIEW = """
CREATE VIEW logs AS
WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c)
SELECT 'id' || x AS id, 'x' AS log, 1 AS is_processed, 0 AS was_error, 4 AS num_players,
       'x' AS date FROM c
"""


def _database(path: Path, *statements: str) -> Path:
    with sqlite3.connect(path) as connection:
        for statement in statements:
            connection.execute(statement)
    connection.close()
    return path


def _gzip_stream(head: bytes, size: int, fill: bytes = b"\0") -> bytes:
    """``head`` then ``size`` bytes of ``fill``, gzip-compressed a megabyte at a time (a bomb)."""
    compressor = zlib.compressobj(6, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    parts = [compressor.compress(head)]
    block = fill * (1 << 20)
    parts += [compressor.compress(block) for _ in range(size >> 20)]
    parts.append(compressor.flush())
    return b"".join(parts)


def test_an_endless_view_is_refused_before_any_query(tmp_path: Path) -> None:
    path = _database(tmp_path / "view.db", ENDLESS_VIEW)
    assert path.stat().st_size < 16 * 1024
    with pytest.raises(LogDatabaseError, match="'logs' is a view, not a table"):
        detect_log_database(path)
    items = list(iter_games([str(path)]))
    assert [(i.kind, i.ok) for i in items] == [(DATABASE, False)]
    assert "view, not a table" in (items[0].error or "")


def test_virtual_tables_and_generated_columns_are_refused(tmp_path: Path) -> None:
    virtual = _database(
        tmp_path / "fts.db",
        "CREATE VIRTUAL TABLE logs USING fts5(id, log, is_processed, was_error, num_players)",
    )
    with pytest.raises(LogDatabaseError, match="virtual table"):
        detect_log_database(virtual)
    generated = _database(
        tmp_path / "generated.db",
        "CREATE TABLE logs (id TEXT, num_players INT, is_processed INT, was_error INT, "
        "log BLOB GENERATED ALWAYS AS (zeroblob(1000000000)) VIRTUAL)",
        "INSERT INTO logs (id, num_players, is_processed, was_error) VALUES ('a', 4, 1, 0)",
    )
    with pytest.raises(LogDatabaseError, match="generated"):
        detect_log_database(generated)


def test_a_trigger_never_runs_and_the_file_is_never_written(tmp_path: Path) -> None:
    logs = [(synthetic_id(i), xml) for i, xml in enumerate(real_logs(2))]
    path = tmp_path / "houou.db"
    build_houou_db(path, logs)
    _database(
        path,
        "CREATE TABLE seen (n INT)",
        "CREATE TRIGGER touch AFTER UPDATE ON logs BEGIN INSERT INTO seen VALUES (1); END",
    )
    before = path.read_bytes()
    items = list(iter_games([str(path)]))
    assert [i.load().data for i in items] == [xml for _, xml in sorted(logs)]
    assert path.read_bytes() == before


def test_a_query_past_its_step_budget_stops_with_one_reason(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "houou.db"
    build_houou_db(path, [(synthetic_id(i), xml) for i, xml in enumerate(real_logs(3))], 3000)
    database = detect_log_database(path)
    monkeypatch.setattr(databases, "BASE_STEPS", 0)
    monkeypatch.setattr(databases, "STEPS_PER_BYTE", 0)
    with pytest.raises(LogDatabaseError, match="far more work than a log database"):
        database.counts()
    items = list(iter_games([str(path)]))
    assert len(items) == 1 and "far more work" in (items[0].error or "")


def _many_rows(path: Path, rows: int = 20_000) -> Path:
    """A houou-logs table of many tiny rows: reading it takes many SQLite steps."""
    _database(path, HOUOU_SCHEMA)
    with sqlite3.connect(path) as connection:
        connection.executemany(
            "INSERT INTO logs VALUES (?, '2021-01-01', 4, 0, 1, 0, x'00')",
            ((synthetic_id(i),) for i in range(rows)),
        )
    connection.close()
    return path


def test_cancel_from_another_thread_interrupts_a_running_query(tmp_path: Path) -> None:
    path = _many_rows(tmp_path / "many.db")
    database = detect_log_database(path)
    running, stop = threading.Event(), threading.Event()

    def cancel() -> bool:
        # The first poll proves the query is under way; it then waits for the other thread.
        running.set()
        stop.wait(30)
        return stop.is_set()

    outcome: list[object] = []

    def read() -> None:
        try:
            outcome.append(sum(1 for _ in database.iter_rows(cancel)))
        except LogDatabaseError as error:
            outcome.append(error)

    worker = threading.Thread(target=read, daemon=True)
    worker.start()
    assert running.wait(30), "the query never polled the cancel flag"
    stop.set()
    worker.join(30)
    assert not worker.is_alive()
    assert len(outcome) == 1 and isinstance(outcome[0], LogDatabaseCancelled)
    # iter_games ends quietly on cancel: the caller stops at its own look at the flag.
    assert list(iter_games([str(path)], cancel=lambda: True)) == []


def test_decompression_bombs_in_rows_stop_early(tmp_path: Path) -> None:
    zeros = _gzip_stream(b"", 200 << 20)  # 200 MB of zeros in about 200 KB
    assert len(zeros) < 400_000
    tagged = _gzip_stream(b'<mjloggm ver="2.3">', 65 << 20)
    text = _gzip_stream(b"<mjloggm>", 65 << 20, b" ")
    good = real_logs(1)[0]
    path = tmp_path / "bombs.db"
    build_houou_db(path, [(synthetic_id(9), good)])
    with sqlite3.connect(path) as connection:
        connection.executemany(
            "INSERT INTO logs VALUES (?, '2021-01-01', 4, 0, 1, 0, ?)",
            [(synthetic_id(i), blob) for i, blob in enumerate((zeros, tagged, text))],
        )
    connection.close()
    items = {item.log_id: item for item in iter_games([str(path)])}
    assert items[synthetic_id(9)].load().data == good
    reasons = []
    for index in range(2):  # the zero bombs stop within their first few KiB
        tracemalloc.start()
        try:
            with pytest.raises(LogFormatError) as caught:
                items[synthetic_id(index)].read()
            assert tracemalloc.get_traced_memory()[1] < 1 << 20
        finally:
            tracemalloc.stop()
        reasons.append(str(caught.value))
    # A log-shaped bomb stops at 20 times its stored size (a real log is about 2.3 times).
    tracemalloc.start()
    try:
        with pytest.raises(LogFormatError) as caught:
            items[synthetic_id(2)].read()
        assert tracemalloc.get_traced_memory()[1] < 8 << 20
    finally:
        tracemalloc.stop()
    reasons.append(str(caught.value))
    assert (
        reasons[0] == reasons[1] == "the stored log is not a Tenhou log (not XML once decompressed)"
    )
    assert "decompresses to more than 1 MiB" in reasons[2]


def test_a_bz2_bomb_stops_at_its_head() -> None:
    compressor = bz2.BZ2Compressor(9)
    block = bytes(1 << 20)
    bomb = b"".join([*(compressor.compress(block) for _ in range(20)), compressor.flush()])
    with pytest.raises(LogFormatError, match="not a Tenhou log"):
        decompress_log(bomb, "bz2")
    assert decompress_log(bz2.compress(b"<mjloggm/>"), "bz2") == b"<mjloggm/>"


def test_cancel_reaches_the_query_of_a_library_import(tmp_path: Path) -> None:
    from yamaviewer.core.library.store import Library

    path = _many_rows(tmp_path / "many.db")
    with Library(tmp_path / "library.sqlite") as library:
        report = library.import_sources([str(path)], cancel=lambda: True)
        assert report.cancelled and report.added == 0 and report.failed == 0
        # Without cancel every row is read (each is one unusable item, not a log).
        assert library.import_sources([str(path)]).failed == 20_000


def test_a_stored_log_reads_the_same_in_one_member_several_or_cut_short() -> None:
    """One inflate serves the downloader's single gzip member; two members and a cut
    stream still go through the general reader and read (or fail) as a file does."""
    [xml] = real_logs(1)
    assert decompress_log(zlib.compress(xml, wbits=31), "gzip") == xml
    half = len(xml) // 2
    members = zlib.compress(xml[:half], wbits=31) + zlib.compress(xml[half:], wbits=31)
    assert decompress_log(members, "gzip") == xml
    cut = zlib.compress(xml, wbits=31)[:-200]
    with pytest.raises(LogFormatError, match="truncated"):
        decompress_log(cut, "gzip")
    with pytest.raises(LogFormatError, match="corrupt"):
        decompress_log(b"\x1f\x8b\x08\x00" + b"\xff" * 40, "gzip")


def _items(path: Path, lazy: bool) -> list[tuple[str, str | None, bytes | str]]:
    """(log id, error, the log read or the reason it cannot be) of every item of ``path``."""
    listed: list[tuple[str, str | None, bytes | str]] = []
    for item in iter_games([path], lazy_databases=lazy):
        try:
            listed.append((str(item.log_id), item.error, item.read()))
        except LogFormatError as error:
            listed.append((str(item.log_id), item.error, str(error)))
    return listed


def test_listed_without_logs_a_database_reads_the_same(tmp_path: Path) -> None:
    """Workers look the logs up by id: every item, log and reason as when the parent reads."""
    logs = [(synthetic_id(i), xml) for i, xml in enumerate(real_logs(6))]
    path = tmp_path / "houou.db"
    build_houou_db(path, logs, unprocessed=2)
    with sqlite3.connect(path) as connection:  # an empty log: the row holds no log
        connection.execute("UPDATE logs SET log = x'' WHERE id = ?", (logs[2][0],))
    connection.close()
    lazy = list(iter_games([path], lazy_databases=True))
    assert all(item.payload is None for item in lazy)  # the parent moved no log
    assert _items(path, lazy=True) == _items(path, lazy=False)
    assert sum(error is not None for _label, error, _read in _items(path, lazy=True)) == 1


def test_without_an_index_on_the_id_the_logs_are_read_with_the_list(tmp_path: Path) -> None:
    """A lookup by id would read the whole table each time: the list carries the logs then."""
    logs = [(synthetic_id(i), xml) for i, xml in enumerate(real_logs(3))]
    path = tmp_path / "houou.db"
    build_houou_db(path, logs)
    plain = tmp_path / "no-index.db"
    with sqlite3.connect(plain) as connection:
        connection.execute(
            HOUOU_SCHEMA.replace("id TEXT PRIMARY KEY", "id TEXT").replace(") WITHOUT ROWID", ")")
        )
        connection.execute(f"ATTACH '{path}' AS source")
        connection.execute("INSERT INTO logs SELECT * FROM source.logs")
    connection.close()
    assert not databases.detect_log_database(plain).looks_up_by_id()
    assert databases.detect_log_database(path).looks_up_by_id()
    assert all(item.payload for item in iter_games([plain], lazy_databases=True))
    assert _items(plain, lazy=True) == _items(path, lazy=False)


def test_a_row_gone_when_looked_up_is_that_game_s_error(tmp_path: Path) -> None:
    logs = [(synthetic_id(i), xml) for i, xml in enumerate(real_logs(2))]
    path = tmp_path / "houou.db"
    build_houou_db(path, logs)
    gone = databases.stored_log
    with pytest.raises(LogFormatError, match="no longer in the database"):
        gone(str(path), synthetic_id(12345))
