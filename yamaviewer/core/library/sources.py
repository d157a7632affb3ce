"""The one way games come in: paths, folders, URLs, log ids and log databases.

:func:`iter_games` takes what a user typed (a file, a folder, a Tenhou replay
URL or bare log id, a houou-logs or phoenix-logs database, the library) and
yields :class:`GameItem` s one at a time: a label to show (``FILE``,
``DB#ID``, the log id), the raw log as it was found, or the reason that one
item is unusable.  Nothing is collected: a folder is walked lazily and a
database is streamed from a cursor, so memory stays flat however many games
there are.  ``verify``, the library import and the fairness lab all read
through here.

Items are plain data (picklable), so they can be handed to worker processes;
:meth:`GameItem.load` does the reading and parsing where the work happens.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple, Protocol

from yamaviewer.core.formats.mjlog import (
    MAX_FILE_BYTES,
    LogFormatError,
    decode_log_bytes,
    decompress_bounded,
    parse_mjlog_bytes,
)
from yamaviewer.core.formats.sniff import (
    GZIP_MAGIC,
    MJAI,
    MJLOG,
    MORTAL_REVIEW,
    SQLITE_MAGIC,
    TENHOU6,
    log_format,
    looks_like_json,
)
from yamaviewer.core.library.tenhou_ids import (
    LogIdError,
    log_id_in_name,
    looks_like_log_reference,
    parse_log_reference,
)
from yamaviewer.core.record import GameRecord
from yamaviewer.core.safe_io import InputRefused, read_head, read_regular_file

#: What a folder is searched for (the verifier's historic set; ``.json`` and mjai's
#: ``.jsonl`` added for imports).
LOG_SUFFIXES = frozenset({".mjlog", ".xml", ".txt", ".gz"})
IMPORT_SUFFIXES = LOG_SUFFIXES | {".json", ".jsonl"}

FILE, DATABASE, URL, LIBRARY = "file", "database", "url", "library"


class LogStore(Protocol):
    """Where fetched logs are kept (the library), so the next run works offline."""

    def stored_log(self, log_id: str) -> bytes | None: ...

    def remember_fetched(self, log_id: str, xml: bytes, origin: str) -> None: ...


Fetcher = Callable[[str], bytes]
#: Polled while a database query runs; True stops it.
Cancel = Callable[[], bool]


class LoadedGame(NamedTuple):
    """An item read and parsed: the record and the log text it came from."""

    record: GameRecord
    #: The log itself, uncompressed: mjlog XML, or tenhou.net/6 JSON text.
    data: bytes
    format: str  # "mjlog", "tenhou6" or "mjai"


class GameItem(NamedTuple):
    """One game as a source gives it, or why that one could not be had."""

    label: str
    kind: str  # FILE, DATABASE, URL or LIBRARY
    #: The log as found (possibly compressed); None for files, which are read in load().
    payload: bytes | None = None
    #: How ``payload`` is compressed: "" (plain or gzip, told by its magic), "gzip", "bz2".
    compression: str = ""
    error: str | None = None
    log_id: str | None = None
    #: The seat and hand a replay link asked for (``tw=``, ``ts=``).
    seat: int | None = None
    hand: int | None = None
    #: Where it came from: the file, the database file, the URL as given.
    origin: str = ""
    #: The row id in the library, for items read from it.
    library_id: int | None = None

    @property
    def ok(self) -> bool:
        return self.error is None

    @property
    def name(self) -> str:
        """The name parsers put in the record (a file's name, else the log id)."""
        return os.path.basename(self.origin) if self.kind == FILE else (self.log_id or self.label)

    def load(self, *, raw: bytes | None = None) -> LoadedGame:
        """Read and parse the game; raises LogFormatError (or a subclass) with the reason.

        ``raw``: a file's bytes as :func:`read_file_bytes` read them, when the caller
        has them already (so the file is not read twice).
        """
        data = self.read(raw=raw)
        if looks_like_json(data) and log_format(data[:4096]) in (MJAI, MORTAL_REVIEW):
            return LoadedGame(_parse_mjai_game(data, self.name), data, MJAI)
        if looks_like_json(data):
            from yamaviewer.core.formats.tenhou6 import parse_tenhou6_bytes

            return LoadedGame(parse_tenhou6_bytes(data, self.name), data, TENHOU6)
        return LoadedGame(parse_mjlog_bytes(data, self.name), data, MJLOG)

    def read(self, *, raw: bytes | None = None) -> bytes:
        """The log's text, decompressed and checked to be XML or JSON, not yet parsed.

        The content says which (:mod:`yamaviewer.core.formats.sniff`), never the
        name: a tenhou.net/6 log saved as ``.txt`` reads as JSON everywhere.
        """
        if self.error is not None:
            raise LogFormatError(self.error)
        if self.kind == FILE:
            if raw is None:
                raw = read_file_bytes(self.origin)
        elif self.kind == DATABASE:
            from yamaviewer.core.library.databases import decompress_log, stored_log

            blob = self.payload
            if blob is None:  # listed without its log: looked up here (in a worker)
                blob = stored_log(self.origin, self.log_id or "")
            return decompress_log(blob, self.compression)
        else:
            raw = self.payload or b""
            if raw[:2] == GZIP_MAGIC:
                raw = decompress_bounded(raw)
        text_formats = (TENHOU6, MJAI, MORTAL_REVIEW)
        return raw if log_format(raw[:4096]) in text_formats else decode_log_bytes(raw)

    def record(self) -> GameRecord:
        return self.load().record


def _parse_mjai_game(data: bytes, name: str) -> GameRecord:
    """An mjai log's game, or a Mortal review report's (its ``mjai_log``)."""
    if log_format(data[:4096]) == MJAI:
        from yamaviewer.core.formats.mjai import parse_mjai_bytes

        return parse_mjai_bytes(data, name)
    from yamaviewer.core.formats.mortal_review import parse_mortal_review_bytes

    return parse_mortal_review_bytes(data, name).game


def read_file_bytes(path: str | Path) -> bytes:
    """A log file's bytes as stored (regular files only, bounded); else LogFormatError."""
    try:
        return read_regular_file(path, MAX_FILE_BYTES)
    except InputRefused as error:
        raise LogFormatError(str(error)) from None


@dataclass(slots=True)
class SourceReport:
    """What the iteration noticed besides the games: skipped rows and side notes.

    Bounded by the number of sources given (one entry per database), never by games.
    """

    #: Database label -> rows without a log (not processed, or a download error).
    skipped_rows: dict[str, int] = field(default_factory=dict)
    #: Things worth one line on stderr that are not a game's status.
    notes: list[str] = field(default_factory=list)
    #: Games found (items yielded), for the summary.
    items: int = 0


def walk_log_files(folder: Path, suffixes: frozenset[str] = LOG_SUFFIXES) -> Iterator[Path]:
    """Files below ``folder`` with a log suffix, in sorted path order, found lazily."""
    try:
        entries = sorted(os.scandir(folder), key=lambda entry: entry.name)
    except OSError:
        return
    for entry in entries:
        try:
            if entry.is_dir(follow_symlinks=False):
                yield from walk_log_files(Path(entry.path), suffixes)
            elif entry.is_file() and os.path.splitext(entry.name)[1].lower() in suffixes:
                yield Path(entry.path)
        except OSError:
            continue


def _database_items(
    path: Path, label: str, report: SourceReport, cancel: Cancel | None, lazy: bool = False
) -> Iterator[GameItem]:
    from yamaviewer.core.library.databases import (
        LogDatabaseCancelled,
        LogDatabaseError,
        detect_log_database,
    )

    try:
        database = detect_log_database(path, cancel)
        _usable, skipped = database.counts(cancel)
    except LogDatabaseCancelled:
        return  # the caller stops at its next look at the cancel flag
    except LogDatabaseError as error:
        yield GameItem(label, DATABASE, error=str(error), origin=str(path))
        return
    if skipped:
        report.skipped_rows[label] = skipped
    with_logs = not (lazy and database.looks_up_by_id())
    try:
        for row in database.iter_rows(cancel, with_logs=with_logs):
            reason = row.error
            if reason is None and not (row.blob if with_logs else row.size):
                reason = "the row is marked downloaded but holds no log"
            yield GameItem(
                f"{label}#{row.log_id}",
                DATABASE,
                payload=None if reason else row.blob,
                compression=database.compression,
                error=reason,
                log_id=row.log_id,
                origin=str(path),
            )
    except LogDatabaseCancelled:
        return
    except LogDatabaseError as error:  # mid-stream: a damaged file, or a query stopped
        yield GameItem(label, DATABASE, error=f"the database broke off: {error}", origin=str(path))


def _reference_item(
    text: str, store: LogStore | None, fetcher: Fetcher | None, report: SourceReport
) -> GameItem:
    try:
        reference = parse_log_reference(text)
    except LogIdError as error:
        return GameItem(text, URL, error=str(error), origin=text)
    log_id = reference.log_id
    common = {"log_id": log_id, "seat": reference.seat, "hand": reference.hand, "origin": text}
    if store is not None:
        try:
            stored = store.stored_log(log_id)
        except Exception as error:  # a locked or damaged library must not stop the run
            report.notes.append(f"the library could not be read: {error}")
            stored = None
        if stored is not None:
            return GameItem(log_id, URL, payload=stored, **common)  # type: ignore[arg-type]
    if fetcher is None:
        from yamaviewer.core.library.tenhou_fetch import fetch_log

        fetcher = fetch_log
    try:
        xml = fetcher(log_id)
    except ValueError as error:  # FetchError: one message, this id only
        message = str(error)
        if message.startswith(log_id + ": "):
            message = message[len(log_id) + 2 :]
        return GameItem(log_id, URL, error=message, **common)  # type: ignore[arg-type]
    if store is not None:
        try:
            store.remember_fetched(log_id, xml, text)
        except Exception as error:
            report.notes.append(f"{log_id}: fetched, but not kept in the library: {error}")
    return GameItem(log_id, URL, payload=xml, **common)  # type: ignore[arg-type]


def iter_games(
    specs: Iterable[str | Path],
    *,
    store: LogStore | None = None,
    fetcher: Fetcher | None = None,
    report: SourceReport | None = None,
    suffixes: frozenset[str] = LOG_SUFFIXES,
    cancel: Cancel | None = None,
    lazy_databases: bool = False,
) -> Iterator[GameItem]:
    """Every game the given paths, URLs, ids and databases hold, one at a time.

    An existing path wins over reading the text as an id; a SQLite file is read
    as a log database; a folder is searched recursively for ``suffixes``.
    ``cancel`` also interrupts a database query while it runs (it then yields no more).
    ``lazy_databases``: a database's items carry no log when its rows can be looked up
    by id; :meth:`GameItem.read` fetches it (for worker processes: the parent lists
    the games and moves no log through a pipe).
    """
    report = report if report is not None else SourceReport()
    for spec in specs:
        text = str(spec)
        path = Path(text)
        if isinstance(spec, str) and not path.exists() and looks_like_log_reference(text):
            report.items += 1
            yield _reference_item(text, store, fetcher, report)
            continue
        if path.is_dir():
            for file in walk_log_files(path, suffixes):
                report.items += 1
                yield _file_item(file)
            continue
        if _is_sqlite_file(path):
            for item in _database_items(path, text, report, cancel, lazy_databases):
                report.items += 1
                yield item
            continue
        report.items += 1
        yield _file_item(path)


def _is_sqlite_file(path: Path) -> bool:
    """A log database? (Its reader is imported only when one is given.)"""
    return read_head(path, 16) == SQLITE_MAGIC


def _file_item(path: Path) -> GameItem:
    return GameItem(str(path), FILE, log_id=log_id_in_name(path.name), origin=str(path))


def count_games(
    specs: Iterable[str | Path],
    suffixes: frozenset[str] = LOG_SUFFIXES,
    cancel: Cancel | None = None,
) -> int:
    """How many items :func:`iter_games` will yield (for a progress bar); cheap, no parsing."""
    total = 0
    for spec in specs:
        path = Path(str(spec))
        if path.is_dir():
            total += sum(1 for _ in walk_log_files(path, suffixes))
        elif _is_sqlite_file(path):
            from yamaviewer.core.library.databases import LogDatabaseError, detect_log_database

            try:
                total += detect_log_database(path, cancel).counts(cancel)[0] or 1
            except LogDatabaseError:
                total += 1
        else:
            total += 1
    return total


__all__ = [
    "DATABASE",
    "FILE",
    "IMPORT_SUFFIXES",
    "LIBRARY",
    "LOG_SUFFIXES",
    "URL",
    "GameItem",
    "LoadedGame",
    "LogStore",
    "SourceReport",
    "count_games",
    "iter_games",
    "walk_log_files",
]
