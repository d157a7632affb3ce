"""The game library: every game the user opened, fetched or imported, kept offline.

One SQLite file in the user's data folder (the same folder the trainer's
history uses, ``XDG_DATA_HOME`` honoured).  Each game is one row with what a
person searches by — log id, date, source, rules, player names, final scores,
verification status — and the log itself, gzip-compressed, so the game opens
and verifies without the network.

* The schema is versioned and brought up to date on opening (``schema.py``);
  lists are narrowed by a :class:`~yamaviewer.core.library.filters.LibraryFilter`,
  and an import reads each game's listed facts by a quick scan (``scan.py``).
* Writes happen in transactions (imports in batches), so a crash leaves either
  the batch or nothing.
* A damaged file is moved aside (``<name>.damaged-<time>``, never deleted) and
  a new library started; a locked one (another program writing) raises
  :class:`LibraryError` with a message, and callers carry on without it.
"""

from __future__ import annotations

import contextlib
import gzip
import json
import os
import sqlite3
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from yamaviewer.core.child_job import JobChannel
from yamaviewer.core.formats.mjlog import LogFormatError
from yamaviewer.core.gc_pause import paused_collector
from yamaviewer.core.identity import game_key, log_id_of
from yamaviewer.core.library.entry import ENTRY_COLUMNS, LibraryEntry, read_entry
from yamaviewer.core.library.filters import ORDERS, LibraryFilter
from yamaviewer.core.library.scan import GameFacts, read_facts
from yamaviewer.core.library.schema import LibraryError, migrate
from yamaviewer.core.library.sources import (
    IMPORT_SUFFIXES,
    LIBRARY,
    GameItem,
    LoadedGame,
    SourceReport,
    iter_games,
)
from yamaviewer.core.library.tenhou_ids import played_from_log_id
from yamaviewer.core.record import GameRecord
from yamaviewer.core.safe_io import write_new_file

LIBRARY_FILE_NAME = "library.sqlite3"
#: Seconds to wait for another writer before reporting the library as locked.
LOCK_TIMEOUT = 2.0
#: Games written per transaction during an import.
IMPORT_BATCH = 200


def default_library_path() -> Path:
    from yamaviewer.core.chinitsu.history.store import default_data_dir  # the one data folder

    return default_data_dir() / LIBRARY_FILE_NAME


@dataclass
class ImportReport:
    """What an import did, for the summary line."""

    added: int = 0
    already: int = 0
    failed: int = 0
    skipped_rows: int = 0
    cancelled: bool = False
    #: The first few failures, 'label: reason' (bounded).
    failures: list[str] | None = None

    def note_failure(self, text: str, keep: int = 20) -> None:
        self.failed += 1
        if self.failures is None:
            self.failures = []
        if len(self.failures) < keep:
            self.failures.append(text)


@dataclass
class ExportReport:
    written: list[Path] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    cancelled: bool = False


def _safe_stem(text: str) -> str:
    cleaned = "".join(c if c.isalnum() or c in "-_." else "_" for c in text).strip("._")
    return cleaned[:120] or "game"


def _free_name(folder: Path, stem: str, suffix: str) -> Path:
    """A name nothing has in ``folder``: a link there, even a dangling one, counts as taken."""
    target = folder / f"{stem}{suffix}"
    number = 2
    while os.path.lexists(target):
        target = folder / f"{stem}-{number}{suffix}"
        number += 1
    return target


#: progress(done, total_or_None, label); return False to cancel.
ImportProgress = Callable[[int, "int | None", str], bool]


@dataclass(frozen=True, slots=True)
class _Row:
    key: str
    log_id: str | None
    played: str
    source: str
    origin: str
    format: str
    facts: GameFacts
    log: bytes

    @staticmethod
    def of(
        data: bytes,
        format: str,
        facts: GameFacts,
        log_id: str | None,
        source: str,
        origin: str,
        compressed: bytes | None = None,
    ) -> _Row:
        """The row for a game; ``compressed`` is a gzip copy of the log already at hand."""
        key = game_key(data, log_id, format)
        return _Row(
            key=key,
            log_id=log_id,
            played=played_from_log_id(log_id) if log_id else "",
            source=source,
            origin=origin,
            format=format,
            facts=facts,
            log=compressed or gzip.compress(data, compresslevel=6, mtime=0),
        )


# -- the library ----------------------------------------------------------------------


class Library:
    """The user's game library (one SQLite file); see the module docstring for the rules."""

    def __init__(self, path: str | Path | None = None, *, timeout: float = LOCK_TIMEOUT) -> None:
        self.path = Path(path) if path is not None else default_library_path()
        self.timeout = timeout
        #: Set when opening had to do something the user should hear about.
        self.notice: str | None = None
        self._connection: sqlite3.Connection | None = None

    # -- opening ------------------------------------------------------------------------
    @property
    def connection(self) -> sqlite3.Connection:
        if self._connection is None:
            self._connection = self._open()
        return self._connection

    def _connect(self) -> sqlite3.Connection:
        connection = sqlite3.connect(self.path, timeout=self.timeout, isolation_level=None)
        connection.execute("PRAGMA foreign_keys = ON")
        return connection

    def _open(self) -> sqlite3.Connection:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise LibraryError(
                f"cannot create the folder {self.path.parent}: {error.strerror}"
            ) from None
        try:
            connection = self._connect()
            try:
                migrate(connection)
                stamp = _file_stamp(self.path)
                checked = stamp is not None and stamp in _CHECKED
                problem = None if checked else _quick_check(connection)
            except BaseException:
                connection.close()
                raise
            if problem is None:
                if stamp is not None:
                    _CHECKED.add(stamp)
                return connection
            connection.close()
            return self._start_over(problem)
        except sqlite3.DatabaseError as error:
            if not _is_damage(error):
                raise LibraryError(self._explain(error)) from None
            # Not a database, or a malformed one: keep the file, start anew.
            return self._start_over(str(error))

    def _start_over(self, reason: str) -> sqlite3.Connection:
        """Move the damaged file aside (kept, never deleted) and start an empty library."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        backup = self.path.with_name(f"{self.path.name}.damaged-{stamp}")
        number = 2
        while backup.exists():
            backup = self.path.with_name(f"{self.path.name}.damaged-{stamp}-{number}")
            number += 1
        try:
            self.path.replace(backup)
            for suffix in ("-journal", "-wal", "-shm"):
                side = self.path.with_name(self.path.name + suffix)
                if side.exists():
                    side.replace(backup.with_name(backup.name + suffix))
        except OSError as error:
            raise LibraryError(
                f"the library {self.path} is damaged ({reason}) and cannot be moved aside: "
                f"{error.strerror}"
            ) from None
        self.notice = (
            f"the library {self.path.name} was damaged ({reason}); it was kept as "
            f"{backup.name} and a new, empty library was started"
        )
        try:
            connection = self._connect()
            migrate(connection)
        except sqlite3.Error as error:
            raise LibraryError(self._explain(error)) from None
        return connection

    def _explain(self, error: sqlite3.Error) -> str:
        text = str(error)
        if getattr(error, "sqlite_errorcode", None) == sqlite3.SQLITE_FULL or " is full" in text:
            return (
                f"the disk is full: the library {self.path} could not keep the change "
                "(nothing of it was written); free some space and try again"
            )
        if "interrupted" in text:
            return "the library's query was stopped"
        if "locked" in text or "busy" in text:
            return (
                f"the library {self.path} is locked by another program (another yamaviewer?); "
                "try again when it has finished"
            )
        if "readonly" in text or "read-only" in text:
            return f"the library {self.path} is read-only; nothing can be added to it"
        if "malformed" in text or "not a database" in text:
            return f"the library {self.path} is damaged ({text})"
        return f"the library {self.path} cannot be used: {text}"

    @contextlib.contextmanager
    def _errors(self) -> Iterator[None]:
        """SQLite errors as one LibraryError; damage found now moves the file aside once."""
        try:
            yield
        except sqlite3.Error as error:
            if isinstance(error, sqlite3.DatabaseError) and _is_damage(error):
                raise LibraryError(self._recover(str(error))) from None
            raise LibraryError(self._explain(error)) from None

    def _recover(self, reason: str) -> str:
        """Damage met while working: keep the file aside, start anew, say so (once)."""
        self.close()
        try:
            self._connection = self._start_over(reason)
        except LibraryError as error:
            return str(error)
        notice, self.notice = self.notice or reason, None
        return notice

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """One write transaction: committed whole or rolled back whole.

        SQLite may have rolled back already (a full disk, an I/O error); a second
        ROLLBACK would then hide the real reason behind "no transaction is active".
        """
        with self._errors():
            connection = self.connection
            connection.execute("BEGIN IMMEDIATE")
            try:
                yield connection
                connection.execute("COMMIT")
            except BaseException:
                if connection.in_transaction:
                    with contextlib.suppress(sqlite3.Error):
                        connection.execute("ROLLBACK")
                raise

    def close(self) -> None:
        if self._connection is not None:
            self._connection.close()
            self._connection = None

    def __enter__(self) -> Library:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- adding ---------------------------------------------------------------------------
    def _insert(self, rows: Sequence[_Row]) -> list[tuple[int, bool]]:
        """Insert in one transaction; (game id, newly added) per row."""
        out: list[tuple[int, bool]] = []
        logs: list[tuple[int, bytes]] = []
        players: list[tuple[int, int, str]] = []
        with self._transaction() as connection:
            now = time.time()
            for row in rows:
                cursor = connection.execute(
                    "INSERT OR IGNORE INTO games (key, log_id, played, source, origin, format, "
                    "players, game_type, lobby, names, scores, hands, has_seed, added_at) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        row.key,
                        row.log_id,
                        row.played,
                        row.source,
                        row.origin,
                        row.format,
                        row.facts.players,
                        row.facts.game_type,
                        row.facts.lobby,
                        "\t".join(row.facts.names),
                        json.dumps(list(row.facts.final_scores)) if row.facts.final_scores else "",
                        row.facts.hands,
                        int(row.facts.has_seed),
                        now,
                    ),
                )
                if cursor.rowcount:
                    game = int(cursor.lastrowid or 0)
                    logs.append((game, row.log))
                    players += [
                        (game, seat, name) for seat, name in enumerate(row.facts.names) if name
                    ]
                    out.append((game, True))
                else:
                    found = connection.execute(
                        "SELECT id FROM games WHERE key = ?", (row.key,)
                    ).fetchone()
                    out.append((int(found[0]), False))
            # Logs live in their own table: listing never reads past them.  One statement
            # each for the batch's logs and players, not one per game.
            connection.executemany("INSERT INTO logs (game, log) VALUES (?, ?)", logs)
            connection.executemany(
                "INSERT INTO players (game, seat, name) VALUES (?, ?, ?)", players
            )
        return out

    def add_loaded(
        self, loaded: LoadedGame, *, source: str, origin: str, log_id: str | None = None
    ) -> tuple[int, bool]:
        """Keep one parsed game; (game id, True when it was not in the library yet)."""
        facts = GameFacts.of_record(loaded.record)
        row = _Row.of(loaded.data, loaded.format, facts, log_id, source, origin)
        return self._insert([row])[0]

    def add_item(self, item: GameItem, source: str | None = None) -> tuple[int, bool]:
        """Read, parse and keep one source item (raises LogFormatError when unusable)."""
        loaded = item.load()
        log_id = log_id_of(item)
        return self.add_loaded(
            loaded, source=source or item.kind, origin=item.origin, log_id=log_id
        )

    # LogStore protocol (sources.py): fetched logs are remembered here.
    def stored_log(self, log_id: str) -> bytes | None:
        with self._errors():
            row = self.connection.execute(
                "SELECT log FROM games JOIN logs ON logs.game = games.id "
                "WHERE log_id = ? AND format = 'mjlog' ORDER BY id LIMIT 1",
                (log_id,),
            ).fetchone()
        return bytes(row[0]) if row else None

    def remember_fetched(self, log_id: str, xml: bytes, origin: str) -> None:
        from yamaviewer.core.formats.mjlog import parse_mjlog_bytes

        try:
            record = parse_mjlog_bytes(xml, log_id)
        except LogFormatError:
            return  # not kept: the verifier reports what is wrong with it
        self.add_loaded(
            LoadedGame(record, xml, "mjlog"), source="url", origin=origin, log_id=log_id
        )

    def import_sources(
        self,
        specs: Iterable[str | Path],
        *,
        progress: ImportProgress | None = None,
        total: int | None = None,
        fetcher: Callable[[str], bytes] | None = None,
        cancel: Callable[[], bool] | None = None,
    ) -> ImportReport:
        """Import folders (recursively), files, log databases, URLs and ids, in batches.

        ``cancel`` is looked at before each game and also stops a log database's query
        while it runs (``progress`` returning False is looked at after each game).
        """
        report = ImportReport()
        sources = SourceReport()
        database_kinds: dict[str, str] = {}
        resolved: dict[str, str] = {}
        batch: list[_Row] = []

        def flush() -> None:
            for _game, added in self._insert(batch):
                if added:
                    report.added += 1
                else:
                    report.already += 1
            batch.clear()

        items = iter_games(
            specs,
            store=_LookupOnly(self),
            fetcher=fetcher,
            report=sources,
            suffixes=IMPORT_SUFFIXES,
            cancel=cancel,
        )
        for done, item in enumerate(items, start=1):
            if cancel is not None and cancel():
                break  # cancelled before this game: it is not read
            if item.error is not None:
                report.note_failure(f"{item.label}: {item.error}")
            else:
                try:
                    data, format, facts = read_facts(item)
                except LogFormatError as error:
                    report.note_failure(f"{item.label}: {error}")
                else:
                    log_id = log_id_of(item)
                    source = "file" if item.kind == "file" else item.kind
                    if item.kind == "database":
                        if item.origin not in database_kinds:
                            database_kinds[item.origin] = _database_kind(Path(item.origin))
                        source = database_kinds[item.origin]
                    origin = item.origin
                    if item.kind == "file":
                        origin = str(Path(origin).resolve())
                    elif item.kind == "database":  # one database gives many games
                        if origin not in resolved:
                            resolved[origin] = str(Path(origin).resolve())
                        origin = resolved[origin]
                    # A gzip log (houou-logs rows, .mjlog files) is kept as it came.
                    payload = item.payload
                    kept = payload if payload and payload[:2] == b"\x1f\x8b" else None
                    batch.append(_Row.of(data, format, facts, log_id, source, origin, kept))
                    if len(batch) >= IMPORT_BATCH:
                        flush()
            if progress is not None and progress(done, total, item.label) is False:
                report.cancelled = True
                break
        flush()
        if cancel is not None and cancel():
            report.cancelled = True
        report.skipped_rows = sum(sources.skipped_rows.values())
        return report

    # -- reading --------------------------------------------------------------------------
    def entries(
        self, where: LibraryFilter | None = None, order: str = "played"
    ) -> list[LibraryEntry]:
        """The games matching ``where``, newest first (``order``: played, added, id)."""
        clause, values = (where or LibraryFilter()).where()
        sort = ORDERS.get(order, ORDERS["played"])
        sql = f"SELECT {ENTRY_COLUMNS} FROM games{clause} ORDER BY {sort}"
        if where is not None and where.limit is not None:
            sql += f" LIMIT {int(where.limit)}"
        # Tens of thousands of small objects would set off the cyclic collector over and
        # over (they hold no cycles): pause it while the list is built.
        with paused_collector(), self._errors():
            return list(map(read_entry, self.connection.execute(sql, values)))

    def game_ids(
        self, where: LibraryFilter | None = None, order_by: str = ORDERS["played"]
    ) -> list[int]:
        """The ids of the matching games in list order (``order_by``: from
        :func:`~yamaviewer.core.library.filters.column_order`): a list's length and
        order for a few bytes a game, its rows read a page at a time by :meth:`page`."""
        clause, values = (where or LibraryFilter()).where()
        sql = f"SELECT id FROM games{clause} ORDER BY {order_by}"
        # A row per id (100,000 tuples) would set the cyclic collector off, and its full
        # pass holds the interpreter lock the window's thread waits for (30-40 ms).
        with paused_collector(), self._errors():
            rows = self.connection.execute(sql, values).fetchall()
            return [game for (game,) in rows if type(game) is int]

    def page(self, game_ids: Sequence[int]) -> dict[int, LibraryEntry]:
        """The entries of these games (a page of a list), by id; gone ones are left out."""
        found: dict[int, LibraryEntry] = {}
        ids = [int(game) for game in game_ids]
        for start in range(0, len(ids), 500):  # SQLite's bound-parameter limit
            chunk = ids[start : start + 500]
            marks = ", ".join("?" * len(chunk))
            with self._errors():
                rows = self.connection.execute(
                    f"SELECT {ENTRY_COLUMNS} FROM games WHERE id IN ({marks})", chunk
                ).fetchall()
            for row in rows:
                entry = read_entry(row)
                found[entry.game_id] = entry
        return found

    def interrupt(self) -> None:
        """Stop the query running on this library's connection (from any thread)."""
        if self._connection is not None:
            self._connection.interrupt()

    def count(self, where: LibraryFilter | None = None) -> int:
        clause, values = (where or LibraryFilter()).where()
        with self._errors():
            return int(
                self.connection.execute(f"SELECT COUNT(*) FROM games{clause}", values).fetchone()[0]
            )

    def entry(self, game_id: int) -> LibraryEntry | None:
        with self._errors():
            row = self.connection.execute(
                f"SELECT {ENTRY_COLUMNS} FROM games WHERE id = ?", (game_id,)
            ).fetchone()
        return read_entry(row) if row else None

    def log(self, game_id: int) -> bytes:
        """The stored log, uncompressed (mjlog XML or tenhou.net/6 JSON)."""
        with self._errors():
            row = self.connection.execute(
                "SELECT log FROM logs WHERE game = ?", (game_id,)
            ).fetchone()
        if row is None:
            raise LibraryError(f"the library has no game {game_id}")
        from yamaviewer.core.formats.mjlog import decompress_bounded

        try:
            return decompress_bounded(bytes(row[0]))
        except LogFormatError as error:
            raise LibraryError(f"the stored log of game {game_id} is damaged: {error}") from None

    def item(self, entry: LibraryEntry) -> GameItem:
        """A source item for a library game (to verify or open it like any other)."""
        with self._errors():
            row = self.connection.execute(
                "SELECT log FROM logs WHERE game = ?", (entry.game_id,)
            ).fetchone()
        payload = bytes(row[0]) if row else None
        return GameItem(
            entry.log_id or entry.origin or f"game {entry.game_id}",
            LIBRARY,
            payload=payload,
            error=None if payload else "the game is no longer in the library",
            log_id=entry.log_id,
            origin=entry.origin,
            library_id=entry.game_id,
        )

    def iter_items(self, where: LibraryFilter | None = None, page: int = 500) -> Iterator[GameItem]:
        """Items for every matching game, read a page at a time (memory flat in the count)."""
        clause, values = (where or LibraryFilter()).where()
        last = 0
        while True:
            joiner = " AND " if clause else " WHERE "
            sql = (
                f"SELECT id, log_id, origin, log FROM games JOIN logs ON logs.game = games.id"
                f"{clause}{joiner}id > ? "
                f"ORDER BY id LIMIT {int(page)}"
            )
            with self._errors():
                rows = self.connection.execute(sql, [*values, last]).fetchall()
            if not rows:
                return
            for game, log_id, origin, log in rows:
                last = int(game)
                yield GameItem(
                    str(log_id or origin or f"game {game}"),
                    LIBRARY,
                    payload=bytes(log),
                    log_id=log_id,
                    origin=str(origin),
                    library_id=last,
                )

    def items_for(self, game_ids: Iterable[int]) -> Iterator[GameItem]:
        """Items for the given games, read one at a time (for verifying a selection)."""
        for game_id in game_ids:
            entry = self.entry(int(game_id))
            if entry is not None:
                yield self.item(entry)

    def export(
        self,
        game_ids: Sequence[int],
        folder: str | Path,
        format: str,
        progress: ImportProgress | None = None,
    ) -> ExportReport:
        """Write the games into ``folder`` as .mjlog (gzip XML) or tenhou.net/6 .json.

        Each file is new and written atomically; a name already taken (by a file or a
        link, which is never followed) gets a number, so nothing lands outside ``folder``.
        """
        from yamaviewer.core.formats.tenhou6_write import dumps_tenhou6, game_to_tenhou6

        if format not in ("mjlog", "tenhou6"):
            raise ValueError(f"unknown export format {format!r}")
        folder = Path(folder)
        report = ExportReport()
        suffix = ".mjlog" if format == "mjlog" else ".json"
        for done, game_id in enumerate(game_ids, start=1):
            entry = self.entry(int(game_id))
            if entry is None:
                continue
            stem = _safe_stem(entry.log_id or Path(entry.origin).stem or f"game-{game_id}")
            try:
                if format == "mjlog":
                    if entry.format != "mjlog":
                        raise LibraryError("a tenhou.net/6 JSON game cannot be written as mjlog")
                    data = gzip.compress(self.log(entry.game_id), mtime=0)
                elif entry.format == "tenhou6":
                    data = self.log(entry.game_id)
                else:
                    record = self.record(entry.game_id)
                    document = game_to_tenhou6(record, ref=entry.log_id or None)
                    data = dumps_tenhou6(document).encode("utf-8")
                target = _free_name(folder, stem, suffix)
                write_new_file(target, data)
                report.written.append(target)
            except FileExistsError:
                report.failures.append(
                    f"{entry.title}: {target.name} appeared in the folder while writing; "
                    "it was left alone and the game not written"
                )
            except (LibraryError, LogFormatError, OSError, ValueError) as error:
                report.failures.append(f"{entry.title}: {error}")
            if progress is not None and progress(done, len(game_ids), entry.title) is False:
                report.cancelled = True
                break
        return report

    def record(self, game_id: int) -> GameRecord:
        entry = self.entry(game_id)
        if entry is None:
            raise LibraryError(f"the library has no game {game_id}")
        return self.item(entry).load().record

    # -- verification status --------------------------------------------------------------
    def set_statuses(self, statuses: Iterable[tuple[int, str]]) -> None:
        """Record verification results (game id, status) in one transaction."""
        rows = [(status, time.time(), game) for game, status in statuses]
        if not rows:
            return
        with self._transaction() as connection:
            connection.executemany(
                "UPDATE games SET status = ?, verified_at = ? WHERE id = ?", rows
            )

    def remove(self, game_ids: Iterable[int]) -> None:
        ids = [(int(g),) for g in game_ids]
        with self._transaction() as connection:
            connection.executemany("DELETE FROM games WHERE id = ?", ids)


def import_job(
    channel: JobChannel,
    library_path: str,
    specs: list[str],
    checked: frozenset[tuple[str, int, int, int]] = frozenset(),
) -> ImportReport:
    """The Library page's import, run in a child process (``child_job.run_in_child``).

    Counts the games first (for the progress bar), then imports them as
    :meth:`Library.import_sources` does.  ``checked`` are the files the caller's
    process already quick-checked (:func:`checked_files`): unchanged since, they are
    not read whole again.
    """
    from yamaviewer.core.library.sources import count_games

    _CHECKED.update(checked)
    total = count_games(specs, IMPORT_SUFFIXES, channel.cancelled)
    channel.report(0, total)
    with Library(library_path) as library:
        return library.import_sources(
            specs, progress=channel.report, total=total, cancel=channel.cancelled
        )


def checked_files() -> frozenset[tuple[str, int, int, int]]:
    """The files this process found sound (path, inode, size, time), for a child process."""
    return frozenset(_CHECKED)


def _is_damage(error: sqlite3.DatabaseError) -> bool:
    """True for a file SQLite finds damaged or not a database at all (never for a lock)."""
    code = getattr(error, "sqlite_errorcode", None)
    if code in (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB):
        return True
    text = str(error)
    return "malformed" in text or "not a database" in text


#: Files that passed the quick check in this process, as (path, inode, size, time): a
#: worker thread opens a connection per list query, and reading the whole file each time
#: would cost a second a GiB.  Any change to the file (a write, a copy over it) checks again.
_CHECKED: set[tuple[str, int, int, int]] = set()


def _file_stamp(path: Path) -> tuple[str, int, int, int] | None:
    try:
        info = path.stat()
    except OSError:
        return None
    return (str(path.absolute()), info.st_ino, info.st_size, info.st_mtime_ns)


def _quick_check(connection: sqlite3.Connection) -> str | None:
    """What SQLite's quick check finds wrong with the file (None: nothing).

    It reads every page once (about a second per GiB), which catches a few
    damaged bytes anywhere before they break a list or an import halfway.
    """
    rows = connection.execute("PRAGMA quick_check(1)").fetchall()
    result = str(rows[0][0]) if rows else "ok"
    return None if result == "ok" else f"the quick check found: {result[:200]}"


class _LookupOnly:
    """The library as a LogStore that finds stored logs but leaves adding to the import."""

    def __init__(self, library: Library) -> None:
        self.library = library

    def stored_log(self, log_id: str) -> bytes | None:
        return self.library.stored_log(log_id)

    def remember_fetched(self, log_id: str, xml: bytes, origin: str) -> None:
        return None


def _database_kind(path: Path) -> str:
    from yamaviewer.core.library.databases import LogDatabaseError, detect_log_database

    try:
        return detect_log_database(path).kind
    except LogDatabaseError:
        return "database"


__all__ = [
    "LIBRARY_FILE_NAME",
    "ExportReport",
    "ImportReport",
    "Library",
    "LibraryEntry",
    "checked_files",
    "default_library_path",
    "import_job",
]
