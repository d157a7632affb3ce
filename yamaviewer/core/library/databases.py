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
"""

from __future__ import annotations

import bz2
import sqlite3
from collections.abc import Iterator
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

from yamaviewer.core.formats.mjlog import MAX_XML_BYTES, LogFormatError, decode_log_bytes
from yamaviewer.core.formats.sniff import SQLITE_MAGIC

HOUOU = "houou-logs"
PHOENIX = "phoenix-logs"
_USABLE = "is_processed = 1 AND was_error = 0"


class LogDatabaseError(ValueError):
    """A database that cannot be read as a log database; the message says why."""


@dataclass(frozen=True, slots=True)
class LogDatabase:
    """A recognised downloader database: which one, and the SQL to stream its logs."""

    path: Path
    kind: str  # HOUOU or PHOENIX
    id_column: str
    log_column: str
    compression: str  # "gzip" or "bz2"

    def connect(self) -> sqlite3.Connection:
        return connect_read_only(self.path)

    def counts(self) -> tuple[int, int]:
        """(rows with a log, rows without one) — the second are skipped, not errors."""
        with closing(self.connect()) as connection:
            usable, total = connection.execute(
                f"SELECT COALESCE(SUM({_USABLE}), 0), COUNT(*) FROM logs"
            ).fetchone()
        return int(usable), int(total) - int(usable)

    def iter_rows(self) -> Iterator[tuple[str, bytes | None]]:
        """(log id, compressed log) for each usable row, in id order, one at a time."""
        connection = self.connect()
        try:
            cursor = connection.execute(
                f"SELECT {self.id_column}, {self.log_column} FROM logs "
                f"WHERE {_USABLE} ORDER BY {self.id_column}"
            )
            for log_id, blob in cursor:
                if isinstance(blob, str):
                    blob = blob.encode("latin-1", "replace")
                yield str(log_id), blob
        finally:
            connection.close()


def connect_read_only(path: Path) -> sqlite3.Connection:
    """Open a database without ever writing to it (no journal, no lock upgrade)."""
    try:
        return sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=5.0)
    except sqlite3.Error as error:
        raise LogDatabaseError(f"cannot open the database: {error}") from None


def is_sqlite_file(path: Path) -> bool:
    from yamaviewer.core.safe_io import read_head

    return read_head(path, 16) == SQLITE_MAGIC


def detect_log_database(path: Path) -> LogDatabase:
    """Recognise a houou-logs or phoenix-logs database by the columns of its ``logs`` table."""
    try:
        with closing(connect_read_only(path)) as connection:
            columns = {row[1] for row in connection.execute("PRAGMA table_info(logs)")}
    except sqlite3.DatabaseError as error:
        raise LogDatabaseError(f"cannot read the database: {error}") from None
    if not columns:
        raise LogDatabaseError(
            "a SQLite database without a 'logs' table: not a houou-logs or phoenix-logs database"
        )
    if {"id", "log", "is_processed", "was_error", "num_players"} <= columns:
        return LogDatabase(path, HOUOU, "id", "log", "gzip")
    if {"log_id", "log_content", "is_processed", "was_error"} <= columns:
        return LogDatabase(path, PHOENIX, "log_id", "log_content", "bz2")
    raise LogDatabaseError(
        "its 'logs' table has neither the houou-logs nor the phoenix-logs columns"
    )


def decompress_log(blob: bytes | None, compression: str) -> bytes:
    """The XML of a stored log, bounded like every other log the program reads."""
    if not blob:
        raise LogFormatError("the row has no log content")
    if compression == "bz2" and blob[:3] == b"BZh":
        decompressor = bz2.BZ2Decompressor()
        try:
            data = decompressor.decompress(blob, MAX_XML_BYTES + 1)
        except (OSError, ValueError) as error:
            raise LogFormatError(f"the bz2 data is corrupt ({error})") from None
        if len(data) > MAX_XML_BYTES:
            raise LogFormatError("the log decompresses to more than 64 MiB; refusing it")
        if not decompressor.eof:
            raise LogFormatError("the bz2 data is truncated")
        blob = data
    return decode_log_bytes(blob)


__all__ = [
    "HOUOU",
    "PHOENIX",
    "LogDatabase",
    "LogDatabaseError",
    "decompress_log",
    "detect_log_database",
    "is_sqlite_file",
]
