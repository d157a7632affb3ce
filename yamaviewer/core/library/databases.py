"""The SQLite log databases researchers already keep, read where they lie.

Two downloaders fill them (REFERENCE section 14):

* houou-logs: ``logs(id TEXT PRIMARY KEY, date, num_players, is_tonpu,
  is_processed, was_error, log BLOB) WITHOUT ROWID``, ``log`` = gzip of the XML;
* phoenix-logs: ``logs(log_id TEXT PRIMARY KEY, [date,] is_tonpusen,
  is_sanma | is_hirosima, is_processed, was_error, log_content, log_hash)``,
  ``log_content`` = bz2 of the XML.

A database is recognised by its columns, opened read-only, and its usable rows
(``is_processed = 1 AND was_error = 0``) are streamed one at a time from a
cursor, so a file of millions of games costs constant memory.

A database is a program as much as data: a ``logs`` view can run an endless
query, a virtual table runs module code, a generated column computes on read.
So only a real table with plain columns is read, only by a SELECT, and every
query runs under SQLite's progress handler, which stops it when the caller
cancels or when it has taken far more steps than reading the file could need.
"""

from __future__ import annotations

import bz2
import os
import sqlite3
import zlib
from collections.abc import Callable, Iterator
from contextlib import closing
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

from yamaviewer.core.formats.mjlog import (
    MAX_FILE_BYTES,
    MAX_XML_BYTES,
    LogFormatError,
    decode_log_bytes,
    decompress_bounded,
)
from yamaviewer.core.formats.sniff import SQLITE_MAGIC

HOUOU = "houou-logs"
PHOENIX = "phoenix-logs"
_USABLE = "is_processed = 1 AND was_error = 0"

#: SQLite virtual-machine steps between two calls of the progress handler.
PROGRESS_STEPS = 10_000
#: A query may take this many steps, plus :data:`STEPS_PER_BYTE` per byte of the file:
#: scanning a real downloader database needs about 0.002 per byte (measured).
BASE_STEPS = 10_000_000
STEPS_PER_BYTE = 10
#: Longest text or blob SQLite may hand back: a stored log is at most a log file's size.
MAX_VALUE_BYTES = MAX_FILE_BYTES + 1024
#: How much of a stored log is decompressed before checking that it is a log at all.
HEAD_BYTES = 4096
#: A real log's XML is about 2.3 times its gzip (the shared logs at most): a stored log
#: may grow this many times, and at least to :data:`MIN_LOG_LIMIT`, never past 64 MiB.
MAX_RATIO = 20
MIN_LOG_LIMIT = 1024 * 1024
#: SQLite's page cache for a read, in KiB: rows are streamed once in key order, so a
#: cache only grows with the file (the default 2 MiB was most of verify's growth
#: from a small database to a large one) without saving a read.
CACHE_KIB = 256

Cancel = Callable[[], bool]


class LogDatabaseError(ValueError):
    """A database that cannot be read as a log database; the message says why."""


class LogDatabaseCancelled(LogDatabaseError):
    """The caller cancelled while a query ran (the query was interrupted)."""


class DatabaseRow(NamedTuple):
    """One usable row: its log id, the stored log, or why the row cannot be used."""

    log_id: str
    blob: bytes | None
    error: str | None = None
    #: The stored log's length in bytes (0: none), read also when the log itself is not.
    size: int = 0


class _QueryGuard:
    """SQLite's progress handler: interrupts on cancel or when the step budget is spent."""

    def __init__(self, path: Path, cancel: Cancel | None) -> None:
        try:
            size = os.stat(path).st_size
        except OSError:
            size = 0
        self.budget = (BASE_STEPS + STEPS_PER_BYTE * size) // PROGRESS_STEPS
        self.cancel = cancel
        self.calls = 0
        self.cancelled = False

    def __call__(self) -> int:
        self.calls += 1
        if self.cancel is not None and self.cancel():
            self.cancelled = True
            return 1
        return 1 if self.calls > self.budget else 0

    def error(self, error: sqlite3.Error, doing: str) -> LogDatabaseError:
        """The error to raise for a failed query: cancelled, over budget, or SQLite's own."""
        if self.cancelled:
            return LogDatabaseCancelled("cancelled")
        if self.calls > self.budget:
            return LogDatabaseError(
                f"{doing} took far more work than a log database of this size needs; refusing it"
            )
        return LogDatabaseError(f"cannot read the database: {error}")


@dataclass(frozen=True, slots=True)
class LogDatabase:
    """A recognised downloader database: which one, and the SQL to stream its logs."""

    path: Path
    kind: str  # HOUOU or PHOENIX
    id_column: str
    log_column: str
    compression: str  # "gzip" or "bz2"

    def counts(self, cancel: Cancel | None = None) -> tuple[int, int]:
        """(rows with a log, rows without one) — the second are skipped, not errors."""
        guard = _QueryGuard(self.path, cancel)
        with closing(_connect(self.path, guard)) as connection:
            try:
                usable, total = connection.execute(
                    f'SELECT COALESCE(SUM({_USABLE}), 0), COUNT(*) FROM "logs"'
                ).fetchone()
            except sqlite3.Error as error:
                raise guard.error(error, "counting its games") from None
        if not isinstance(usable, int) or not isinstance(total, int):
            raise LogDatabaseError("its 'logs' table holds flags that are not numbers")
        return usable, total - usable

    def iter_rows(
        self, cancel: Cancel | None = None, *, with_logs: bool = True
    ) -> Iterator[DatabaseRow]:
        """Each usable row, in id order, one at a time; a row too large carries its error.

        ``with_logs=False`` leaves the stored logs where they are (``blob`` is None,
        ``size`` says whether there is one): worker processes look them up themselves
        (:func:`stored_log`), so the process that lists the rows moves no log through a pipe.
        Raises :class:`LogDatabaseError` when the database breaks off or the query is
        stopped (:class:`LogDatabaseCancelled` when ``cancel`` said so).
        """
        guard = _QueryGuard(self.path, cancel)
        connection = _connect(self.path, guard)
        log = f'"{self.log_column}"'
        stored = _log_unless_too_large(log) if with_logs else "NULL"
        try:
            cursor = connection.execute(
                f'SELECT "{self.id_column}", {stored}, length({log}) FROM "logs" '
                f'WHERE {_USABLE} ORDER BY "{self.id_column}"'
            )
            for log_id, blob, size in cursor:
                blob = _as_bytes(blob)
                error = TOO_LARGE if blob is None and _too_large(size) else None
                yield DatabaseRow(str(log_id), blob, error, size if isinstance(size, int) else 0)
        except sqlite3.Error as error:
            raise guard.error(error, "reading its games") from None
        finally:
            connection.close()

    def looks_up_by_id(self) -> bool:
        """Whether an index leads from a log id to its row, so that looking up one stored
        log reads a few pages (without one, every lookup would read the whole table)."""
        try:
            with closing(connect_read_only(self.path)) as connection:
                for _seq, name, _unique, _origin, partial in connection.execute(
                    'PRAGMA index_list("logs")'
                ).fetchall():
                    quoted = str(name).replace('"', '""')
                    first = connection.execute(f'PRAGMA index_xinfo("{quoted}")').fetchone()
                    # Only an index of every row, on the id as stored, serves "id = ?".
                    if not partial and first is not None and first[2] == self.id_column:
                        return str(first[4]).upper() == "BINARY"
        except sqlite3.Error:
            return False
        return False


def connect_read_only(path: Path) -> sqlite3.Connection:
    """Open a database without ever writing to it (no journal, no lock upgrade)."""
    try:
        connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=5.0)
    except (sqlite3.Error, ValueError) as error:
        raise LogDatabaseError(f"cannot open the database: {error}") from None
    try:
        # Functions with side effects never run from the schema; nothing is written.
        connection.execute("PRAGMA trusted_schema = OFF")
        connection.execute("PRAGMA query_only = ON")
        connection.execute(f"PRAGMA cache_size = -{CACHE_KIB}")
    except sqlite3.Error as error:
        connection.close()
        raise LogDatabaseError(f"cannot read the database: {error}") from None
    connection.setlimit(sqlite3.SQLITE_LIMIT_LENGTH, MAX_VALUE_BYTES)
    connection.setlimit(sqlite3.SQLITE_LIMIT_ATTACHED, 0)
    return connection


def _connect(path: Path, guard: _QueryGuard) -> sqlite3.Connection:
    connection = connect_read_only(path)
    connection.set_progress_handler(guard, PROGRESS_STEPS)
    return connection


def is_sqlite_file(path: Path) -> bool:
    from yamaviewer.core.safe_io import read_head

    return read_head(path, 16) == SQLITE_MAGIC


def _logs_table_columns(connection: sqlite3.Connection) -> dict[str, int]:
    """The ``logs`` table's columns (name -> hidden flag); refuses anything but a real table."""
    rows = connection.execute(
        "SELECT type, sql FROM sqlite_master WHERE name = 'logs' COLLATE NOCASE"
    ).fetchall()
    if not rows:
        raise LogDatabaseError(
            "a SQLite database without a 'logs' table: not a houou-logs or phoenix-logs database"
        )
    kind, sql = rows[0]
    if kind != "table":
        raise LogDatabaseError(
            f"its 'logs' is a {kind}, not a table: only a downloader's table is read"
        )
    if isinstance(sql, str) and sql.lstrip().upper().startswith("CREATE VIRTUAL"):
        raise LogDatabaseError(
            "its 'logs' is a virtual table, not a table: only a downloader's table is read"
        )
    return {str(row[1]): int(row[6]) for row in connection.execute('PRAGMA table_xinfo("logs")')}


@lru_cache(maxsize=4)
def _lookups(path: str) -> tuple[LogDatabase, sqlite3.Connection]:
    """The database and a read-only connection a worker process keeps for its lookups."""
    return detect_log_database(Path(path)), connect_read_only(Path(path))


def stored_log(path: str, log_id: str) -> bytes:
    """The stored (compressed) log of ``log_id`` in the log database at ``path``.

    Raises LogFormatError with the reason when it cannot be had.
    """
    try:
        database, connection = _lookups(path)
        log = f'"{database.log_column}"'
        row = connection.execute(
            f'SELECT {_log_unless_too_large(log)}, length({log}) FROM "logs" '
            f'WHERE "{database.id_column}" = ?',
            (log_id,),
        ).fetchone()
    except (sqlite3.Error, LogDatabaseError) as error:
        raise LogFormatError(f"cannot read the database: {error}") from None
    if row is None:
        raise LogFormatError("the row is no longer in the database")
    blob, size = row
    if blob is None and _too_large(size):
        raise LogFormatError(TOO_LARGE)
    return _as_bytes(blob) or b""


TOO_LARGE = "the stored log is larger than 64 MiB; refusing it"


def _log_unless_too_large(log: str) -> str:
    """The SQL for a (quoted) log column's value, NULL past :data:`MAX_FILE_BYTES`: a row
    too large is never read into memory, only its length."""
    return f"CASE WHEN length({log}) <= {MAX_FILE_BYTES} THEN {log} END"


def _too_large(size: object) -> bool:
    return isinstance(size, int) and size > MAX_FILE_BYTES


def _as_bytes(blob: object) -> bytes | None:
    """A stored log as bytes, whatever type the downloader stored it as."""
    if blob is None or isinstance(blob, bytes):
        return blob
    if isinstance(blob, str):
        return blob.encode("latin-1", "replace")
    return str(blob).encode()


def detect_log_database(path: Path, cancel: Cancel | None = None) -> LogDatabase:
    """Recognise a houou-logs or phoenix-logs database by the columns of its ``logs`` table."""
    guard = _QueryGuard(path, cancel)
    try:
        with closing(_connect(path, guard)) as connection:
            columns = _logs_table_columns(connection)
    except sqlite3.Error as error:
        raise guard.error(error, "reading its tables") from None
    if {"id", "log", "is_processed", "was_error", "num_players"} <= columns.keys():
        database = LogDatabase(path, HOUOU, "id", "log", "gzip")
    elif {"log_id", "log_content", "is_processed", "was_error"} <= columns.keys():
        database = LogDatabase(path, PHOENIX, "log_id", "log_content", "bz2")
    else:
        raise LogDatabaseError(
            "its 'logs' table has neither the houou-logs nor the phoenix-logs columns"
        )
    read = (database.id_column, database.log_column, "is_processed", "was_error")
    if any(columns[name] for name in read):
        raise LogDatabaseError(
            "its 'logs' table computes the columns read (generated or hidden columns); "
            "a downloader's table stores them"
        )
    return database


def _check_head(head: bytes) -> None:
    """Refuse a stored log whose first bytes cannot begin a log (a bomb of zeros, say)."""
    if b"\0" in head or not head.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"<"):
        raise LogFormatError("the stored log is not a Tenhou log (not XML once decompressed)")


def decompress_log(blob: bytes | None, compression: str) -> bytes:
    """The XML of a stored log, bounded like every other log the program reads.

    The first few KiB are decompressed and checked before the rest, so a bomb of
    zeros costs almost nothing; the rest stops at :data:`MAX_RATIO` times the stored
    size (a log-shaped bomb then costs a few milliseconds, not a 64 MiB inflate).
    """
    if not blob:
        raise LogFormatError("the row has no log content")
    limit = min(MAX_XML_BYTES, max(MIN_LOG_LIMIT, MAX_RATIO * len(blob)))
    if blob[:2] == b"\x1f\x8b":
        # One inflate, in two steps: the head, checked, then the rest (inflating the
        # head twice cost a third of a small game's gunzip).
        inflate = zlib.decompressobj(16 + zlib.MAX_WBITS)
        try:
            head = inflate.decompress(blob, HEAD_BYTES)
            _check_head(head)
            rest = inflate.decompress(inflate.unconsumed_tail, limit - len(head) + 1)
        except zlib.error as error:
            raise LogFormatError(f"the gzip data is corrupt ({error})") from None
        if inflate.eof and not inflate.unused_data and len(head) + len(rest) <= limit:
            return decode_log_bytes(head + rest)  # one gzip member, as the downloader writes
        blob = decompress_bounded(blob, limit)  # several members, too large or cut short
    elif compression == "bz2" and blob[:3] == b"BZh":
        try:
            head = bz2.BZ2Decompressor().decompress(blob, HEAD_BYTES)
        except (OSError, ValueError) as error:
            raise LogFormatError(f"the bz2 data is corrupt ({error})") from None
        _check_head(head)
        decompressor = bz2.BZ2Decompressor()
        try:
            data = decompressor.decompress(blob, limit + 1)
        except (OSError, ValueError) as error:
            raise LogFormatError(f"the bz2 data is corrupt ({error})") from None
        if len(data) > limit:
            raise LogFormatError(
                f"the log decompresses to more than {limit // (1024 * 1024)} MiB; refusing it"
            )
        if not decompressor.eof:
            raise LogFormatError("the bz2 data is truncated")
        blob = data
    return decode_log_bytes(blob)


__all__ = [
    "HOUOU",
    "PHOENIX",
    "DatabaseRow",
    "LogDatabase",
    "LogDatabaseCancelled",
    "LogDatabaseError",
    "decompress_log",
    "detect_log_database",
    "is_sqlite_file",
]
