"""The history file: opening and repairing it, and the writer that never blocks practice.

Every answer is first *pending* (kept in memory) and then written to the database,
by a writer thread when ``background=True`` or at once otherwise.  With the writer
thread an answer is appended to the pending file's journal and synced to disk
before :meth:`HistoryStore.add` returns (a ``kill -9`` right after loses nothing),
and ``add`` never waits for the database: the writer alone talks to SQLite, under
its own lock, so another program holding the database lock never freezes an answer.

When the file cannot be used the store says so in ``status`` (a plain dataclass
the GUI can show) and carries on:

* damaged file (not a database, failed integrity check): it is renamed to
  ``<name>.corrupt-<timestamp>`` (never overwritten or deleted), a new database
  is started, and ``status.backup_path`` names the kept copy;
* damaged rows (a value of the wrong type or range): skipped everywhere and
  reported once (``status.skipped_rows``); the rest of the history is used;
* read-only file or folder, or a locked database: past answers are still read;
  new answers stay pending and are retried on every later answer and on
  :meth:`HistoryStore.flush`.

Answers still pending at :meth:`HistoryStore.close` (or :meth:`~HistoryStore.spill`)
go to the pending file (:mod:`.pending`); the next open imports it, and an answer
already in the database is not imported twice.
"""

from __future__ import annotations

import os
import sqlite3
import sys
import threading
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from pathlib import Path

from yamaviewer.core.chinitsu.history.pending import PendingFiles
from yamaviewer.core.chinitsu.history.queries import HistoryQueries
from yamaviewer.core.chinitsu.history.records import (
    COLUMNS,
    INSERT,
    KIND_OF,
    STORED,
    VALID_SQL,
    AnswerRecord,
    Item,
    PositionRecord,
    StoreStatus,
    item_identity,
)
from yamaviewer.core.wording import translatable

HISTORY_FILE_NAME = "chinitsu_history.sqlite3"
#: Files up to this size get a full integrity check when opened (about 150,000 answers).
QUICK_CHECK_BYTES = 16 * 2**20
#: 2: the answers' level and suit columns; 3: real-game positions keyed by
#: :mod:`yamaviewer.core.identity` (older keys are rewritten by :meth:`HistoryStore.
#: rename_positions` as their games are read again), indexed for that rewrite.
#: 4: what was answered on a position (``chosen``) and the starred questions.
SCHEMA_VERSION = 4
#: Seconds between the writer's retries while answers wait for a locked database.
RETRY_SECONDS = 2.0

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS answers (
    id INTEGER PRIMARY KEY,
    answered_at REAL NOT NULL,
    day TEXT NOT NULL,
    hand INTEGER NOT NULL,
    seven_pairs INTEGER NOT NULL,
    allow_karaten INTEGER NOT NULL,
    selected INTEGER NOT NULL,
    correct INTEGER NOT NULL,
    elapsed REAL NOT NULL,
    wait_count INTEGER NOT NULL,
    shapes TEXT NOT NULL,
    review INTEGER NOT NULL,
    timed_out INTEGER NOT NULL DEFAULT 0,
    level TEXT NOT NULL DEFAULT '',
    suit TEXT NOT NULL DEFAULT '',
    UNIQUE (answered_at, hand, selected)
);
-- The spaced-repetition replay reads only the hands ever missed: a small partial index
-- finds them, a second one their answers, so opening never scans a long history.
CREATE INDEX IF NOT EXISTS answers_missed ON answers (hand)
    WHERE selected != correct OR timed_out != 0;
CREATE INDEX IF NOT EXISTS answers_hand ON answers (hand);
CREATE TABLE IF NOT EXISTS reverse_answers (
    id INTEGER PRIMARY KEY,
    answered_at REAL NOT NULL,
    hand INTEGER NOT NULL,
    removed INTEGER NOT NULL,
    choice INTEGER NOT NULL,
    right INTEGER NOT NULL,
    UNIQUE (answered_at, hand, choice)
);
CREATE TABLE IF NOT EXISTS position_answers (
    id INTEGER PRIMARY KEY,
    answered_at REAL NOT NULL,
    position TEXT NOT NULL,
    right INTEGER NOT NULL,
    chosen TEXT NOT NULL DEFAULT '',
    UNIQUE (answered_at, position)
);
-- Questions the player starred in "My mistakes" (kept until unstarred).
CREATE TABLE IF NOT EXISTS starred (question TEXT PRIMARY KEY, starred_at REAL NOT NULL);
CREATE INDEX IF NOT EXISTS position_answers_position ON position_answers (position);
CREATE TABLE IF NOT EXISTS runs (
    id INTEGER PRIMARY KEY,
    finished_at REAL NOT NULL,
    day TEXT NOT NULL,
    mode TEXT NOT NULL,
    level TEXT NOT NULL,
    score INTEGER NOT NULL,
    answered INTEGER NOT NULL,
    UNIQUE (finished_at, mode, level)
);
"""
#: Columns added after schema 1 (name, declaration): added in place by a migration.
_MIGRATIONS = (
    ("level", "TEXT NOT NULL DEFAULT ''"),
    ("suit", "TEXT NOT NULL DEFAULT ''"),
)
Connector = Callable[[str, float], sqlite3.Connection]


def _default_connect(path: str, timeout: float) -> sqlite3.Connection:
    # One connection, used under the store's lock by the UI and the writer thread.
    return sqlite3.connect(path, timeout=timeout, check_same_thread=False)


def default_data_dir(
    platform: str = sys.platform, environ: Mapping[str, str] | None = None, home: Path | None = None
) -> Path:
    """The per-user data folder: XDG_DATA_HOME, %APPDATA% or Application Support."""
    env = os.environ if environ is None else environ
    home = Path.home() if home is None else home
    if platform.startswith("win"):
        base = Path(env["APPDATA"]) if env.get("APPDATA") else home / "AppData" / "Roaming"
    elif platform == "darwin":
        base = home / "Library" / "Application Support"
    else:
        xdg = env.get("XDG_DATA_HOME")
        base = Path(xdg) if xdg and Path(xdg).is_absolute() else home / ".local" / "share"
    return base / "yamaviewer"


def default_history_path() -> Path:
    """Where the trainer keeps its history unless told otherwise."""
    return default_data_dir() / HISTORY_FILE_NAME


class HistoryStore(HistoryQueries):
    """SQLite answer log with pending answers in memory; ``path=None`` = the user's data folder.

    ``memory_only=True`` keeps nothing on disk (tests, or a user who opts out).
    ``background=True`` writes from a writer thread (call :meth:`close` at the end).
    """

    def __init__(
        self,
        path: Path | str | None = None,
        *,
        memory_only: bool = False,
        timeout: float = 1.0,
        clock: Callable[[], float] = time.time,
        connect: Connector = _default_connect,
        background: bool = False,
        fallback_dirs: Iterable[Path] | None = None,
    ) -> None:
        self.path: Path | None = None if memory_only else Path(path or default_history_path())
        self.timeout = timeout
        self._clock = clock
        self._connect = connect
        self._loaded = False
        self._pending: dict[tuple[object, ...], Item] = {}
        self._kept: list[Item] = []  # memory-only store: everything stays here
        self._stars: dict[str, float] = {}  # starred questions not (yet) in the database
        self._conn: sqlite3.Connection | None = None
        self._read_only = False
        self._lock = threading.RLock()  # guards _pending, _unkept, status, the journal
        # Guards _conn; taken before _lock when both are needed, never by add().
        self._db_lock = threading.RLock()
        self._unkept: set[tuple[object, ...]] = set()  # pending answers in memory only
        self._write_failed = False
        self.status = StoreStatus(self.path, saving=not memory_only)
        self._files: PendingFiles | None = None
        if self.path is not None:
            self._files = PendingFiles(
                self.path,
                list(fallback_dirs) if fallback_dirs is not None else [default_data_dir()],
                self.status,
            )
        self._wake = threading.Event()
        self._stop = False
        self._writer: threading.Thread | None = None
        self._idle = threading.Event()
        self._idle.set()
        if memory_only:
            self.status.message = "history kept in memory only"
        else:
            self._open()
            if background:
                self._writer = threading.Thread(
                    target=self._write_loop, name="chinitsu-history-writer", daemon=True
                )
                self._writer.start()

    # -- opening -----------------------------------------------------------

    def _open(self) -> None:
        assert self.path is not None
        try:
            if not self.path.parent.is_dir():
                self.path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        except OSError as error:
            self.status.report(
                translatable("HistoryStore", "cannot create %1: %2").arg(
                    self.path.parent, error.strerror or error
                )
            )
        try:
            self._conn = self._connect_and_check()
        except sqlite3.DatabaseError as error:
            if self._is_damage(error):
                self._move_aside(str(error))
                if self.status.backup_path is not None:
                    try:
                        self._conn = self._connect_and_check()
                    except sqlite3.DatabaseError as again:
                        self._fail(
                            translatable("HistoryStore", "cannot start a new history: %1").arg(
                                again
                            )
                        )
            else:
                self._open_read_only(str(error))
        except OSError as error:
            self._open_read_only(str(error))
        if self._conn is not None:
            self._check_rows()
        self._import_pending_files()
        self._sync_status()

    def _connect_and_check(self) -> sqlite3.Connection:
        assert self.path is not None
        conn = self._connect(str(self.path), self.timeout)
        try:
            # A full check reads every page: done for files up to QUICK_CHECK_BYTES; a
            # larger file is checked by reading its schema (damage found later by a
            # read is reported, and the history goes on in memory).
            size = self.path.stat().st_size if self.path.exists() else 0
            check = "PRAGMA quick_check" if size <= QUICK_CHECK_BYTES else "PRAGMA schema_version"
            row = conn.execute(check).fetchone()
            if row is not None and check.endswith("schema_version"):
                conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
                row = ("ok",)
            if row is None or row[0] != "ok":
                raise sqlite3.DatabaseError(f"integrity check failed: {row[0] if row else '?'}")
            conn.executescript(_SCHEMA)
            # Damaged rows are few: a partial index keeps them at hand, so counting them
            # at open costs nothing however long the history (SQLite keeps it current,
            # even when another program edits the file).
            conn.execute(
                "CREATE INDEX IF NOT EXISTS answers_damaged ON answers (id) "
                f"WHERE NOT ({VALID_SQL})"
            )
            cols = {r[1] for r in conn.execute("PRAGMA table_info(answers)")}
            for name, declaration in _MIGRATIONS:  # schema 1 -> 2: level and suit
                if name not in cols:
                    conn.execute(f"ALTER TABLE answers ADD COLUMN {name} {declaration}")
                    cols.add(name)
            if "chosen" not in {r[1] for r in conn.execute("PRAGMA table_info(position_answers)")}:
                conn.execute(  # schema 3 -> 4
                    "ALTER TABLE position_answers ADD COLUMN chosen TEXT NOT NULL DEFAULT ''"
                )
            conn.execute(
                "INSERT OR REPLACE INTO meta (key, value) VALUES ('schema_version', ?)",
                (str(SCHEMA_VERSION),),
            )
            conn.commit()
            if not set(COLUMNS) <= cols:
                raise sqlite3.DatabaseError("answers table has unexpected columns")
        except BaseException:
            conn.close()
            raise
        return conn

    @staticmethod
    def _is_damage(error: sqlite3.DatabaseError) -> bool:
        text = str(error).lower()
        if isinstance(error, sqlite3.OperationalError) and (
            any(s in text for s in ("readonly", "read-only", "locked", "unable to open"))
        ):
            return False
        return any(
            s in text
            for s in ("not a database", "malformed", "integrity", "unexpected columns", "corrupt")
        )

    def _move_aside(self, reason: str) -> None:
        assert self.path is not None
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(self._clock()))
        backup = self.path.with_name(f"{self.path.name}.corrupt-{stamp}")
        n = 1
        while backup.exists():
            n += 1
            backup = self.path.with_name(f"{self.path.name}.corrupt-{stamp}-{n}")
        try:
            os.replace(self.path, backup)
        except OSError as error:
            self._fail(
                translatable(
                    "HistoryStore",
                    "history file %1 is damaged (%2) and could not be moved aside (%3); "
                    "left untouched, answers kept in memory",
                ).arg(self.path, reason, error.strerror or error)
            )
            return
        self.status.backup_path = backup
        self.status.ok = False  # the user should know, even though saving works again
        self.status.report(
            translatable(
                "HistoryStore", "history file was damaged (%1); kept as %2, started a new history"
            ).arg(reason, backup.name),
            loss=True,
        )

    def _open_read_only(self, reason: str) -> None:
        assert self.path is not None
        self._read_only = True
        if self.path.exists():
            try:
                uri = self.path.resolve().as_uri() + "?mode=ro"
                conn = sqlite3.connect(uri, uri=True, timeout=self.timeout, check_same_thread=False)
                conn.execute("SELECT count(*) FROM answers").fetchone()
                self._conn = conn
            except sqlite3.Error as error:
                self._fail(
                    translatable(
                        "HistoryStore", "cannot read history %1: %2; answers kept in memory"
                    ).arg(self.path, error)
                )
                return
        self._fail(
            translatable(
                "HistoryStore", "cannot write history %1 (%2); answers kept in memory"
            ).arg(self.path, reason)
        )

    def _fail(self, message: str) -> None:
        self.status.ok = False
        self.status.saving = False
        self.status.report(message)

    def _columns(self) -> set[str]:
        assert self._conn is not None
        return {r[1] for r in self._conn.execute("PRAGMA table_info(answers)")}

    def _check_rows(self) -> None:
        """Count rows no reader may use; they are skipped and reported, never fatal."""
        assert self._conn is not None
        try:
            if not set(COLUMNS) <= self._columns():  # an old file opened read-only
                self._fail(
                    translatable(
                        "HistoryStore",
                        "history file is from an older version and cannot be upgraded here",
                    )
                )
                self._conn.close()
                self._conn = None
                return
            row = self._conn.execute(
                f"SELECT count(*) FROM answers WHERE NOT ({VALID_SQL})"
            ).fetchone()
        except sqlite3.Error as error:
            self._fail(translatable("HistoryStore", "cannot read past answers: %1").arg(error))
            return
        self._loaded = True
        bad = int(row[0]) if row else 0
        self.status.skipped_rows = bad
        if bad:
            self.status.ok = False
            self.status.report(
                translatable("HistoryStore", "skipped 1 damaged answer in the history file")
                if bad == 1
                else translatable(
                    "HistoryStore", "skipped %1 damaged answers in the history file"
                ).arg(bad),
                loss=True,
            )

    # -- the pending file --------------------------------------------------

    @property
    def sidecar_path(self) -> Path | None:
        return None if self._files is None else self._files.sidecar_path

    def _import_pending_files(self) -> None:
        if self._files is None:
            return
        for items in self._files.read():
            fresh = 0
            for item in items:
                ident = item_identity(item)
                if ident in self._pending or self._in_database(item):
                    continue
                self._pending[ident] = item
                fresh += 1
            if fresh and self._write_pending():
                self.status.report(
                    translatable(
                        "HistoryStore", "saved %1 answers left over from an earlier session"
                    ).arg(fresh)
                )
            if not self._pending:
                self._files.remove()

    def _in_database(self, item: Item) -> bool:
        if self._conn is None:
            return False
        ident = item_identity(item)
        try:
            return self._conn.execute(STORED[str(ident[0])], ident[1:]).fetchone() is not None
        except sqlite3.Error:
            return False

    def spill(self) -> bool:
        """Write the pending answers where the next session imports them; True if kept."""
        with self._lock:
            items = list(self._pending.values())
            if not items:
                return True
            return self._files is not None and self._files.spill(items)

    # -- writing -------------------------------------------------------------

    def add(self, record: Item) -> bool:
        """Keep the answer and save it (with anything still pending); never waits for SQLite.

        Returns True once the answer is on disk: with a writer thread, in the
        pending file's journal (the writer puts it in the database next); without
        one, in the database.  False means it is held in memory only (see ``status``).
        """
        ident = item_identity(record)
        kept = False
        with self._lock:
            if self.path is None:
                self._kept.append(record)
                return not isinstance(record, AnswerRecord)
            self._pending[ident] = record
            if self._writer is not None:
                kept = self._files is not None and self._files.append([record])
                if not kept:
                    self._unkept.add(ident)
                self._sync_status()
        if self._writer is not None:
            self._idle.clear()
            self._wake.set()
            return kept
        saved = self._write_pending()
        if not saved:
            with self._lock:
                if ident in self._pending and not (
                    self._files is not None and self._files.append([record])
                ):
                    self._unkept.add(ident)
        self._sync_status()
        return saved

    def _write_loop(self) -> None:
        while True:
            # While answers wait for a locked database, try again now and then.
            self._wake.wait(RETRY_SECONDS if self._write_failed else None)
            self._wake.clear()
            if self._stop:
                self._idle.set()
                return
            self._write_pending()
            with self._lock:
                self._sync_status()
                if not self._wake.is_set():
                    self._idle.set()

    def wait_idle(self, timeout: float | None = None) -> bool:
        """Wait until the writer thread has handled every answer given so far."""
        return self._idle.wait(timeout)

    def flush(self) -> bool:
        """Retry saving pending answers now (e.g. after the user fixed permissions)."""
        with self._db_lock:
            if self.path is not None and (self._conn is None or self._read_only):
                self._reopen_for_write()
            saved = self._write_pending()
            self._sync_status()
            return saved

    def _reopen_for_write(self) -> None:
        try:
            conn = self._connect_and_check()
        except (sqlite3.Error, OSError):
            return
        if self._conn is not None:
            self._conn.close()
        self._conn = conn
        self._read_only = False
        if not self._loaded:
            self._check_rows()

    def _write_pending(self) -> bool:
        # Only the connection's lock is held while SQLite works (it may wait for
        # another program's lock): add() takes _lock alone, so it never waits here.
        with self._db_lock:
            with self._lock:
                if not self._pending:
                    return True
                if self.path is None:
                    return False
                items = list(self._pending.items())
            if self._conn is None or self._read_only:
                self._reopen_for_write()
                if self._conn is None or self._read_only:
                    return False
            try:
                with self._conn:
                    for kind in ("answer", "reverse", "run", "position"):
                        rows = [i.to_row() for _k, i in items if KIND_OF[type(i)] == kind]
                        if rows:
                            self._conn.executemany(INSERT[kind], rows)
            except sqlite3.Error as error:
                with self._lock:
                    self._write_failed = True
                    self.status.saving = False
                    template = (
                        translatable(
                            "HistoryStore",
                            "could not save answers (%1); %2 kept in memory, will retry",
                        )
                        if self._unkept
                        else translatable(
                            "HistoryStore",
                            "could not save answers (%1); %2 kept in the pending file, will retry",
                        )
                    )
                    self.status.report(template.arg(error, len(self._pending)))
                return False
            with self._lock:
                for key, item in items:
                    if self._pending.get(key) is item:
                        del self._pending[key]
                        self._unkept.discard(key)
                self._write_failed = False
                if not self._pending and self._files is not None:
                    self._files.remove()
                if not self.status.saving:
                    self.status.saving = True
                    self.status.ok = not self.status.losses  # a passing refusal is over
                    self.status.report(
                        translatable(
                            "HistoryStore", "history saving again; pending answers written"
                        )
                    )
            return True

    def set_starred(self, question: str, on: bool, at: float = 0.0) -> bool:
        """Star (keep) or unstar a question by its key; True once the database has it.

        A store that cannot write keeps the star for this session only.
        """
        with self._db_lock, self._lock:
            if on:
                self._stars[question] = at
            else:
                self._stars.pop(question, None)
            if self._conn is None or self._read_only or not self._loaded:
                return False
            try:
                with self._conn:
                    if on:
                        self._conn.execute(
                            "INSERT OR REPLACE INTO starred (question, starred_at) VALUES (?, ?)",
                            (question, at),
                        )
                    else:
                        self._conn.execute("DELETE FROM starred WHERE question = ?", (question,))
            except sqlite3.Error as error:
                self.status.report(
                    translatable("HistoryStore", "could not keep the star: %1").arg(error)
                )
                return False
            self._stars.pop(question, None)
            return True

    def starred(self) -> dict[str, float]:
        """Every starred question key with when it was starred."""
        out: dict[str, float] = {}
        with self._db_lock:
            if self._conn is not None and self._loaded:
                try:
                    rows = self._conn.execute("SELECT question, starred_at FROM starred")
                    out = {str(q): float(at) for q, at in rows}
                except sqlite3.Error:
                    out = {}  # a file from before schema 4 opened read-only: no stars yet
        with self._lock:
            out.update(self._stars)
        return out

    def rename_positions(self, renames: Mapping[str, str]) -> int:
        """File the answers kept under an old position key under its new key; how many moved.

        Keys made from a path (schema 2) are one-way hashes, so they are rewritten
        as their games are read again (:func:`yamaviewer.core.trainer_positions.
        old_keys`): the stored rows in one transaction, answers still in memory
        alike.  Only keys that have answers are touched, so reading positions again
        later costs one small query.  A read-only history keeps its old keys until a
        later call can write.
        """
        renames = {old: new for old, new in renames.items() if old != new}
        if not renames:
            return 0
        moved = 0
        with self._db_lock, self._lock:
            for ident, item in list(self._pending.items()):
                if isinstance(item, PositionRecord) and item.position in renames:
                    del self._pending[ident]
                    item = replace(item, position=renames[item.position])
                    self._pending[item_identity(item)] = item
                    moved += 1
            for n, item in enumerate(self._kept):
                if isinstance(item, PositionRecord) and item.position in renames:
                    self._kept[n] = replace(item, position=renames[item.position])
                    moved += 1
            if self._conn is None or self._read_only or not self._loaded:
                return moved
            try:
                stored = {
                    str(key)
                    for (key,) in self._conn.execute(
                        "SELECT DISTINCT position FROM position_answers"
                    )
                }
                rows = [(renames[old], old) for old in stored.intersection(renames)]
                if rows:
                    with self._conn:
                        # OR IGNORE: a row already under the new key at the same moment
                        # is that very answer; its old copy stays (nothing is deleted).
                        cursor = self._conn.executemany(
                            "UPDATE OR IGNORE position_answers SET position = ? WHERE position = ?",
                            rows,
                        )
                        moved += cursor.rowcount
            except sqlite3.Error as error:
                self.status.report(
                    translatable(
                        "HistoryStore", "could not file past answers under their new keys: %1"
                    ).arg(error)
                )
        return moved

    def _sync_status(self) -> None:
        with self._lock:
            self.status.pending = len(self._pending)
            # Answers waiting in the journal for the writer are safe; only answers held in
            # memory alone, or a database that refused them, are a problem to show.
            if self._pending and (self._unkept or self._write_failed or self._writer is None):
                self.status.ok = False
                self.status.saving = False

    @property
    def pending(self) -> tuple[AnswerRecord, ...]:
        """Answers not yet in the database."""
        with self._lock:
            return tuple(i for i in self._pending.values() if isinstance(i, AnswerRecord))

    def close(self) -> bool:
        """Stop the writer, save what can be saved, spill the rest; False if answers are lost."""
        if self._writer is not None:
            self._stop = True
            self._wake.set()
            self._writer.join()
            self._writer = None
        kept = True
        if self.path is not None:
            self.flush()
            kept = self.spill()
        self._sync_status()
        with self._db_lock, self._lock:
            if self._files is not None:
                self._files.close(empty=not self._pending)
            if self._conn is not None:
                self._conn.close()
                self._conn = None
        return kept

    def __enter__(self) -> HistoryStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
