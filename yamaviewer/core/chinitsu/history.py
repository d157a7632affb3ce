"""Answer history in SQLite that never blocks practice and never loses answers silently.

Every answer is first *pending* (kept in memory) and then written to the database,
by a writer thread when ``background=True`` (the GUI: a locked database never
freezes an answer) or at once otherwise.  When the file cannot be used the store
says so in ``status`` (a plain dataclass the GUI can show) and carries on:

* damaged file (not a database, failed integrity check): it is renamed to
  ``<name>.corrupt-<timestamp>`` (never overwritten or deleted), a new database
  is started, and ``status.backup_path`` names the kept copy;
* damaged rows (a value of the wrong type or range): skipped everywhere and
  reported once (``status.skipped_rows``); the rest of the history is used;
* read-only file or folder, or a locked database: past answers are still read;
  new answers stay pending and are retried on every later answer and on
  :meth:`HistoryStore.flush`.

Answers still pending at :meth:`HistoryStore.close` (or :meth:`spill`) are written,
one JSON object a line, to the sidecar ``<name>.pending.jsonl`` or, when that folder
is not writable, to a fallback folder (the user's data folder, then the temporary
folder).  The file is rewritten, never appended to, with exactly the answers not
yet in the database, so it never grows with copies.  The next open imports it line
by line: a damaged line is skipped, kept in ``<file>.rejected`` and reported;
an answer already in the database is not imported twice.

Statistics come from SQL aggregates (:meth:`HistoryStore.stats`) and the
spaced-repetition replay streams rows (:meth:`HistoryStore.iter_outcomes`), so a
history of a million answers is never loaded into memory.
"""

from __future__ import annotations

import contextlib
import hashlib
import heapq
import json
import os
import sqlite3
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import asdict, dataclass, field
from itertools import compress
from pathlib import Path

from yamaviewer.core.chinitsu.stats import (
    TrainerStats,
    compute_stats,
    group_from_histogram,
    time_bucket,
)
from yamaviewer.core.safe_io import write_output

HISTORY_FILE_NAME = "chinitsu_history.sqlite3"
#: Files up to this size get a full integrity check when opened (about 150,000 answers).
QUICK_CHECK_BYTES = 16 * 2**20
SCHEMA_VERSION = 2

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
    UNIQUE (answered_at, position)
);
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
_COLUMNS = (
    "answered_at",
    "day",
    "hand",
    "seven_pairs",
    "allow_karaten",
    "selected",
    "correct",
    "elapsed",
    "wait_count",
    "shapes",
    "review",
    "timed_out",
    "level",
    "suit",
)
#: A row every reader may use: the right types and ranges (damaged rows are skipped).
_VALID = (
    "typeof(answered_at) IN ('real', 'integer') AND typeof(hand) = 'integer'"
    " AND hand BETWEEN 0 AND 134217727"
    " AND typeof(selected) = 'integer' AND selected BETWEEN 0 AND 511"
    " AND typeof(correct) = 'integer' AND correct BETWEEN 0 AND 511"
    " AND typeof(elapsed) IN ('real', 'integer') AND elapsed >= 0"
    " AND typeof(wait_count) = 'integer' AND wait_count BETWEEN 0 AND 9"
    " AND typeof(day) = 'text' AND typeof(shapes) = 'text'"
    " AND seven_pairs IN (0, 1) AND allow_karaten IN (0, 1)"
    " AND review IN (0, 1) AND timed_out IN (0, 1)"
)
_OK_SQL = "(selected = correct AND timed_out = 0)"
_INSERT = {
    "answer": (
        f"INSERT OR IGNORE INTO answers ({', '.join(_COLUMNS)}) "
        f"VALUES ({', '.join('?' for _ in _COLUMNS)})"
    ),
    "reverse": (
        "INSERT OR IGNORE INTO reverse_answers (answered_at, hand, removed, choice, right) "
        "VALUES (?, ?, ?, ?, ?)"
    ),
    "position": (
        "INSERT OR IGNORE INTO position_answers (answered_at, position, right) VALUES (?, ?, ?)"
    ),
    "run": (
        "INSERT OR IGNORE INTO runs (finished_at, day, mode, level, score, answered) "
        "VALUES (?, ?, ?, ?, ?, ?)"
    ),
}
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


@dataclass(frozen=True)
class AnswerRecord:
    """One answered question; masks are 9-bit (bit 0 = rank 1)."""

    answered_at: float
    day: str  # local date YYYY-MM-DD, for statistics by day
    hand: int
    seven_pairs: bool
    allow_karaten: bool
    selected: int
    correct: int
    elapsed: float  # seconds from question shown to answer
    wait_count: int
    shapes: tuple[str, ...] = ()
    review: bool = False
    timed_out: bool = False  # answered after the preset's time limit: counts as wrong
    level: str = ""  # the preset (difficulty) it was asked under
    suit: str = ""  # the suit it was shown in

    @property
    def is_correct(self) -> bool:
        return self.selected == self.correct and not self.timed_out

    def to_row(self) -> tuple[object, ...]:
        d = asdict(self)
        d["shapes"] = ",".join(self.shapes)
        return tuple(int(v) if isinstance(v, bool) else v for v in (d[c] for c in _COLUMNS))

    @classmethod
    def from_row(cls, row: tuple[object, ...] | list[object]) -> AnswerRecord:
        return _record_from_json(dict(zip(_COLUMNS, row)))


@dataclass(frozen=True)
class ReverseRecord:
    """One reverse-puzzle answer: which tile was taken out, which was chosen."""

    answered_at: float
    hand: int
    removed: int
    choice: int
    right: bool

    def to_row(self) -> tuple[object, ...]:
        return (self.answered_at, self.hand, self.removed, self.choice, int(self.right))


@dataclass(frozen=True)
class RunRecord:
    """A finished time attack, survival or daily run: its score for personal bests."""

    finished_at: float
    day: str
    mode: str
    level: str
    score: int
    answered: int

    def to_row(self) -> tuple[object, ...]:
        return (self.finished_at, self.day, self.mode, self.level, self.score, self.answered)


@dataclass(frozen=True)
class PositionRecord:
    """One answer on a real-game position (its stable key), for spaced repetition."""

    answered_at: float
    position: str
    right: bool

    def to_row(self) -> tuple[object, ...]:
        return (self.answered_at, self.position, int(self.right))


Item = AnswerRecord | ReverseRecord | RunRecord | PositionRecord
_KIND_OF: dict[type, str] = {
    AnswerRecord: "answer",
    ReverseRecord: "reverse",
    RunRecord: "run",
    PositionRecord: "position",
}


def _identity(item: Item) -> tuple[object, ...]:
    if isinstance(item, AnswerRecord):
        return ("answer", item.answered_at, item.hand, item.selected)
    if isinstance(item, ReverseRecord):
        return ("reverse", item.answered_at, item.hand, item.choice)
    if isinstance(item, PositionRecord):
        return ("position", item.answered_at, item.position)
    return ("run", item.finished_at, item.mode, item.level)


@dataclass
class StoreStatus:
    """What the GUI shows about the history file; ``ok`` False means answers are at risk."""

    path: Path | None
    ok: bool = True
    saving: bool = True  # False while answers are only kept in memory
    message: str = ""
    backup_path: Path | None = None
    pending: int = 0
    skipped_rows: int = 0
    #: Where pending answers were last written for the next session (sidecar or fallback).
    pending_file: Path | None = None
    problems: list[str] = field(default_factory=list)

    def report(self, message: str) -> None:
        self.message = message
        self.problems.append(message)


class HistoryStore:
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
        self._conn: sqlite3.Connection | None = None
        self._read_only = False
        self._lock = threading.RLock()  # guards _pending, _conn and status
        self._fallback_dirs = (
            list(fallback_dirs)
            if fallback_dirs is not None
            else [default_data_dir(), Path(tempfile.gettempdir())]
        )
        self._imported_files: list[Path] = []
        self.status = StoreStatus(self.path, saving=not memory_only)
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
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            self.status.report(f"cannot create {self.path.parent}: {error.strerror or error}")
        try:
            self._conn = self._connect_and_check()
        except sqlite3.DatabaseError as error:
            if self._is_damage(error):
                self._move_aside(str(error))
                if self.status.backup_path is not None:
                    try:
                        self._conn = self._connect_and_check()
                    except sqlite3.DatabaseError as again:
                        self._fail(f"cannot start a new history: {again}")
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
                f"CREATE INDEX IF NOT EXISTS answers_damaged ON answers (id) WHERE NOT ({_VALID})"
            )
            cols = {r[1] for r in conn.execute("PRAGMA table_info(answers)")}
            for name, declaration in _MIGRATIONS:  # schema 1 -> 2: level and suit
                if name not in cols:
                    conn.execute(f"ALTER TABLE answers ADD COLUMN {name} {declaration}")
                    cols.add(name)
            conn.execute(
                "INSERT OR REPLACE INTO meta (key, value) VALUES ('schema_version', ?)",
                (str(SCHEMA_VERSION),),
            )
            conn.commit()
            if not set(_COLUMNS) <= cols:
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
                f"history file {self.path} is damaged ({reason}) and could not be moved aside "
                f"({error.strerror or error}); left untouched, answers kept in memory"
            )
            return
        self.status.backup_path = backup
        self.status.ok = False  # the user should know, even though saving works again
        self.status.report(
            f"history file was damaged ({reason}); kept as {backup.name}, started a new history"
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
                self._fail(f"cannot read history {self.path}: {error}; answers kept in memory")
                return
        self._fail(f"cannot write history {self.path} ({reason}); answers kept in memory")

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
            if not set(_COLUMNS) <= self._columns():  # an old file opened read-only
                self._fail("history file is from an older version and cannot be upgraded here")
                self._conn.close()
                self._conn = None
                return
            row = self._conn.execute(
                f"SELECT count(*) FROM answers WHERE NOT ({_VALID})"
            ).fetchone()
        except sqlite3.Error as error:
            self._fail(f"cannot read past answers: {error}")
            return
        self._loaded = True
        bad = int(row[0]) if row else 0
        self.status.skipped_rows = bad
        if bad:
            self.status.ok = False
            self.status.report(
                f"skipped {bad} damaged answer{'s' if bad != 1 else ''} in the history file"
            )

    # -- the pending file --------------------------------------------------

    @property
    def sidecar_path(self) -> Path | None:
        return None if self.path is None else self.path.with_name(self.path.name + ".pending.jsonl")

    def _fallback_paths(self) -> list[Path]:
        if self.path is None:
            return []
        key = hashlib.sha1(str(self.path.resolve()).encode("utf-8")).hexdigest()[:10]
        name = f"{self.path.name}.pending-{key}.jsonl"
        return [d / name for d in self._fallback_dirs if d.resolve() != self.path.parent.resolve()]

    def _pending_files(self) -> list[Path]:
        side = self.sidecar_path
        return ([side] if side is not None else []) + self._fallback_paths()

    def _import_pending_files(self) -> None:
        for path in self._pending_files():
            if path.is_file():
                self._import_file(path)

    def _import_file(self, path: Path) -> None:
        try:
            with path.open("r", encoding="utf-8", errors="replace") as f:
                lines = f.read().splitlines()
        except OSError as error:
            self.status.report(f"could not read unsaved answers in {path}: {error}")
            return
        self._imported_files.append(path)
        fresh = 0
        rejected: list[str] = []
        for line in lines:
            if not line.strip():
                continue
            try:
                item = _item_from_json(json.loads(line))
            except (ValueError, KeyError, TypeError, RecursionError):
                rejected.append(line)
                continue
            ident = _identity(item)
            if ident in self._pending or self._in_database(item):
                continue
            self._pending[ident] = item
            fresh += 1
        if rejected:
            kept = path.with_name(path.name + ".rejected")
            try:
                with kept.open("a", encoding="utf-8") as f:
                    f.writelines(line + "\n" for line in rejected)
                where = f"kept in {kept.name}"
            except OSError:
                where = "could not be kept"
            self.status.ok = False
            self.status.report(
                f"skipped {len(rejected)} damaged line{'s' if len(rejected) != 1 else ''} "
                f"in {path.name} ({where})"
            )
        if fresh and self._write_pending():
            self.status.report(f"saved {fresh} answers left over from an earlier session")
        if not self._pending:
            self._remove_pending_files()

    def _in_database(self, item: Item) -> bool:
        if self._conn is None:
            return False
        queries = {
            "answer": "SELECT 1 FROM answers WHERE answered_at=? AND hand=? AND selected=?",
            "reverse": "SELECT 1 FROM reverse_answers WHERE answered_at=? AND hand=? AND choice=?",
            "run": "SELECT 1 FROM runs WHERE finished_at=? AND mode=? AND level=?",
            "position": "SELECT 1 FROM position_answers WHERE answered_at=? AND position=?",
        }
        ident = _identity(item)
        try:
            return self._conn.execute(queries[str(ident[0])], ident[1:]).fetchone() is not None
        except sqlite3.Error:
            return False

    def _remove_pending_files(self) -> None:
        for path in self._imported_files:
            with contextlib.suppress(OSError):
                path.unlink()
        self._imported_files = []

    def spill(self) -> bool:
        """Write the pending answers where the next session imports them; True if kept.

        The file is rewritten atomically with exactly the pending answers, so it
        never grows with copies; the sidecar first, then each fallback folder.
        """
        with self._lock:
            items = list(self._pending.values())
        if not items:
            return True
        data = "".join(json.dumps(_item_to_json(i)) + "\n" for i in items)
        errors = []
        for target in self._pending_files():
            try:
                _write_atomically(target, data)
            except OSError as error:
                errors.append(f"{target.parent}: {error.strerror or error}")
                continue
            for other in self._imported_files:
                if other != target:
                    with contextlib.suppress(OSError):
                        other.unlink()
            self._imported_files = [target]
            self.status.pending_file = target
            self.status.report(f"{len(items)} unsaved answers written to {target}")
            return True
        self.status.pending_file = None
        self.status.report(
            f"{len(items)} answers could not be saved anywhere: " + "; ".join(errors)
        )
        return False

    # -- writing -------------------------------------------------------------

    def add(self, record: Item) -> bool:
        """Keep the answer and save it (with anything still pending).

        Returns True if it was saved, or, with a writer thread, if it was handed to
        a store that is saving; False means it is pending (see ``status``).
        """
        with self._lock:
            if self.path is None:
                self._kept.append(record)
                return not isinstance(record, AnswerRecord)
            self._pending[_identity(record)] = record
            self._sync_status()
        if self._writer is not None:
            self._idle.clear()
            self._wake.set()
            return self.status.saving
        saved = self._write_pending()
        self._sync_status()
        return saved

    def _write_loop(self) -> None:
        while True:
            self._wake.wait()
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
        with self._lock:
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
        with self._lock:
            if not self._pending:
                return True
            if self.path is None:
                return False
            if self._conn is None or self._read_only:
                self._reopen_for_write()
                if self._conn is None or self._read_only:
                    return False
            items = list(self._pending.items())
            try:
                with self._conn:
                    for kind in ("answer", "reverse", "run", "position"):
                        rows = [i.to_row() for _k, i in items if _KIND_OF[type(i)] == kind]
                        if rows:
                            self._conn.executemany(_INSERT[kind], rows)
            except sqlite3.Error as error:
                self.status.saving = False
                self.status.report(
                    f"could not save answers ({error}); {len(self._pending)} kept in memory, "
                    "will retry"
                )
                return False
            for key, _item in items:
                self._pending.pop(key, None)
            if not self._pending:
                self._remove_pending_files()
            if not self.status.saving:
                self.status.saving = True
                self.status.report("history saving again; pending answers written")
            return True

    def _sync_status(self) -> None:
        with self._lock:
            self.status.pending = len(self._pending)
            if self._pending:
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
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None
        return kept

    def __enter__(self) -> HistoryStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- reading -------------------------------------------------------------

    def _memory_answers(self) -> list[AnswerRecord]:
        """Answers held only in memory (pending, or everything in a memory-only store)."""
        with self._lock:
            source = self._kept if self.path is None else list(self._pending.values())
            return sorted(
                (i for i in source if isinstance(i, AnswerRecord)), key=lambda r: r.answered_at
            )

    def _rows(self, sql: str, params: tuple[object, ...] = ()) -> Iterator[tuple[object, ...]]:
        with self._lock:
            if self._conn is None or not self._loaded:
                return iter(())
            try:
                return iter(self._conn.execute(sql, params).fetchall())
            except sqlite3.Error as error:
                self.status.report(f"cannot read past answers: {error}")
                return iter(())

    @property
    def records(self) -> list[AnswerRecord]:
        """Every usable answer, database and pending, oldest first (small histories only)."""
        stored = [
            AnswerRecord.from_row(r)
            for r in self._rows(
                f"SELECT {', '.join(_COLUMNS)} FROM answers WHERE {_VALID} ORDER BY answered_at, id"
            )
        ]
        return list(heapq.merge(stored, self._memory_answers(), key=lambda r: r.answered_at))

    def iter_outcomes(self) -> Iterator[tuple[int, bool, bool, bool, float]]:
        """(hand, seven_pairs, allow_karaten, right, answered_at) oldest first, streamed.

        What the spaced-repetition replay needs and nothing more, read with a cursor
        so memory does not grow with the history.
        """
        memory = [
            (r.hand, r.seven_pairs, r.allow_karaten, r.is_correct, r.answered_at)
            for r in self._memory_answers()
        ]
        return heapq.merge(self._stream_outcomes(), memory, key=lambda t: t[4])

    def _stream_outcomes(self) -> Iterator[tuple[int, bool, bool, bool, float]]:
        with self._lock:
            conn = self._conn if self._loaded else None
        if conn is None:
            return
        try:
            reader = conn.cursor()
            # Only hands ever missed can be scheduled: a right answer on a hand that was
            # never missed changes nothing, so those rows are not even read.
            reader.execute(
                f"SELECT hand, seven_pairs, allow_karaten, {_OK_SQL}, answered_at FROM answers "
                "WHERE hand IN (SELECT hand FROM answers "
                "WHERE selected != correct OR timed_out != 0) "
                f"AND {_VALID} ORDER BY answered_at"
            )
            while True:
                with self._lock:
                    rows = reader.fetchmany(4096)
                if not rows:
                    break
                for hand, sp, ak, ok, at in rows:
                    yield int(hand), bool(sp), bool(ak), bool(ok), float(at)
            reader.close()
        except sqlite3.Error as error:
            self.status.report(f"cannot read past answers: {error}")

    def stats(self, level: str | None = None, suit: str | None = None) -> TrainerStats:
        """Statistics over the whole history (plus pending answers), in one streamed pass.

        SQL filters the usable rows and hands over six small columns; each group
        keeps a count of right answers and a histogram of times in 0.1 s buckets,
        so memory does not grow with the history.  Medians are of the times
        rounded to 0.1 s (what the page shows).
        """
        where = [_VALID]
        params: list[object] = []
        if level is not None:
            where.append("level = ?")
            params.append(level)
        if suit is not None:
            where.append("suit = ?")
            params.append(suit)
        # Flat counters keyed (group, bucket) and filled a chunk at a time by C-level
        # counting (zip + Counter.update), so a million rows cost no Python loop per row.
        flat: tuple[Counter[tuple[object, int]], ...] = (Counter(), Counter(), Counter(), Counter())
        right: tuple[Counter[object], ...] = (Counter(), Counter(), Counter(), Counter())

        def count(rows: list[tuple[object, ...]]) -> None:
            columns = list(zip(*rows))
            buckets, oks = columns[5], columns[4]
            for i in range(4):
                flat[i].update(zip(columns[i], buckets))
                right[i].update(compress(columns[i], oks))

        where[0] = _VALID if self.status.skipped_rows else "1"  # bad rows only if seen
        sql = (
            f"SELECT wait_count, day, shapes, level, {_OK_SQL}, "
            f"CAST(round(elapsed * 10) AS INTEGER) FROM answers WHERE {' AND '.join(where)}"
        )
        # A connection of its own, so the scan never holds the store's lock (an answer
        # given meanwhile is not kept waiting).  The first rows are read and the pending
        # answers copied under the lock: the open read keeps the writer from committing
        # in between, so nothing is counted twice or missed.
        reader = self._read_connection()
        with self._lock:
            memory = [
                (r.wait_count, r.day, ",".join(r.shapes), r.level, r.is_correct)
                + (time_bucket(r.elapsed),)
                for r in self._memory_answers()
                if (level is None or r.level == level) and (suit is None or r.suit == suit)
            ]
            conn = reader if reader is not None else (self._conn if self._loaded else None)
            cursor = None
            if conn is not None and self._loaded:
                try:
                    cursor = conn.execute(sql, tuple(params))
                    first = cursor.fetchmany(16384)
                    if first:
                        count(first)
                    if reader is None:  # no second connection: read all under the lock
                        while rows := cursor.fetchmany(16384):
                            count(rows)
                        cursor = None
                except sqlite3.Error as error:
                    self.status.report(f"cannot read past answers: {error}")
                    cursor = None
        try:
            if cursor is not None:
                while rows := cursor.fetchmany(16384):
                    count(rows)
        except sqlite3.Error as error:
            self.status.report(f"cannot read past answers: {error}")
        finally:
            if reader is not None:
                reader.close()
        if memory:
            count(memory)  # type: ignore[arg-type]
        dims: tuple[dict[object, Counter[int]], ...] = ({}, {}, {}, {})
        for i in range(4):
            for (key, bucket), n in flat[i].items():
                hist = dims[i].get(key)
                if hist is None:
                    hist = dims[i][key] = Counter()
                hist[bucket] += n
        by_n, by_day, by_shapes, by_level = dims
        overall: Counter[int] = Counter()
        for hist in by_n.values():
            overall.update(hist)
        by_shape: dict[str, Counter[int]] = {}
        shape_right: Counter[str] = Counter()
        for key, hist in by_shapes.items():
            for shape in str(key).split(","):
                if shape:
                    by_shape.setdefault(shape, Counter()).update(hist)
                    shape_right[shape] += right[2][key]
        return TrainerStats(
            overall=group_from_histogram(sum(right[0].values()), overall),
            by_wait_count={
                int(str(k)): group_from_histogram(right[0][k], by_n[k])
                for k in sorted(by_n, key=lambda k: int(str(k)))
            },
            by_shape={
                s: group_from_histogram(shape_right[s], by_shape[s]) for s in sorted(by_shape)
            },
            by_day={
                str(k): group_from_histogram(right[1][k], by_day[k])
                for k in sorted(by_day, key=str)
            },
            by_level={
                str(k): group_from_histogram(right[3][k], by_level[k])
                for k in sorted(by_level, key=str)
            },
        )

    def size_estimate(self) -> int:
        """About how many answers are stored (the largest row id: instant at any size)."""
        for (top,) in self._rows("SELECT max(id) FROM answers"):
            return int(top) if isinstance(top, int) else 0
        return len(self._memory_answers())

    def _read_connection(self) -> sqlite3.Connection | None:
        """A read-only connection of its own for a long scan (None if it cannot be had)."""
        if self.path is None or not self._loaded or not self.path.exists():
            return None
        try:
            uri = self.path.resolve().as_uri() + "?mode=ro"
            return sqlite3.connect(uri, uri=True, timeout=self.timeout, check_same_thread=False)
        except sqlite3.Error:
            return None

    def reverse_totals(self) -> tuple[int, int]:
        """(solved, tried) over every reverse puzzle answered, saved or pending."""
        solved = tried = 0
        for right, n in self._rows("SELECT right, count(*) FROM reverse_answers GROUP BY right"):
            tried += int(n)  # type: ignore[call-overload]
            solved += int(n) if right else 0  # type: ignore[call-overload]
        with self._lock:
            source = self._kept if self.path is None else list(self._pending.values())
            for item in source:
                if isinstance(item, ReverseRecord):
                    tried += 1
                    solved += int(item.right)
        return solved, tried

    def best_run(self, mode: str, level: str) -> RunRecord | None:
        """The personal best (highest score, earliest on a tie) of a mode at a level."""
        best: RunRecord | None = None
        for row in self._rows(
            "SELECT finished_at, day, mode, level, score, answered FROM runs "
            "WHERE mode = ? AND level = ? AND typeof(score) = 'integer' "
            "ORDER BY score DESC, finished_at LIMIT 1",
            (mode, level),
        ):
            best = _run_from_row(row)
        with self._lock:
            source = self._kept if self.path is None else list(self._pending.values())
            for item in source:
                if (
                    isinstance(item, RunRecord)
                    and item.mode == mode
                    and item.level == level
                    and (best is None or item.score > best.score)
                ):
                    best = item
        return best

    def position_outcomes(self) -> list[tuple[str, bool, float]]:
        """(position key, right, answered_at) of every real-game answer, oldest first."""
        out: list[tuple[str, bool, float]] = [
            (str(key), bool(right), float(at))  # type: ignore[arg-type]
            for key, right, at in self._rows(
                "SELECT position, right, answered_at FROM position_answers "
                "WHERE typeof(answered_at) IN ('real', 'integer') ORDER BY answered_at"
            )
        ]
        with self._lock:
            source = self._kept if self.path is None else list(self._pending.values())
            out.extend(
                (i.position, i.right, i.answered_at)
                for i in source
                if isinstance(i, PositionRecord)
            )
        return sorted(out, key=lambda t: t[2])

    def memory_stats(self) -> TrainerStats:
        """Statistics of the answers held in memory only (for tests and diagnostics)."""
        return compute_stats(self._memory_answers())


def _write_atomically(path: Path, data: str) -> None:
    """Replace ``path`` with ``data`` in one step, on disk before the rename."""
    path.parent.mkdir(parents=True, exist_ok=True)
    write_output(path, data.encode("utf-8"), durable=True)


def _item_to_json(item: Item) -> dict[str, object]:
    d = asdict(item)
    d["kind"] = _KIND_OF[type(item)]
    return d


def _item_from_json(d: object) -> Item:
    if not isinstance(d, dict):
        raise TypeError("a pending line is a JSON object")
    kind = d.get("kind", "answer")
    if kind == "answer":
        return _record_from_json(d)
    if kind == "reverse":
        return ReverseRecord(
            float(d["answered_at"]),
            _int(d["hand"], 0, 134217727),
            _int(d["removed"], 1, 9),
            _int(d["choice"], 1, 9),
            bool(d["right"]),
        )
    if kind == "position":
        return PositionRecord(float(d["answered_at"]), str(d["position"]), bool(d["right"]))
    if kind == "run":
        return RunRecord(
            float(d["finished_at"]),
            str(d["day"]),
            str(d["mode"]),
            str(d["level"]),
            _int(d["score"], 0, 10**9),
            _int(d["answered"], 0, 10**9),
        )
    raise ValueError(f"unknown kind {kind!r}")


def _run_from_row(row: tuple[object, ...]) -> RunRecord:
    return _item_from_json(  # type: ignore[return-value]
        dict(zip(("finished_at", "day", "mode", "level", "score", "answered"), row), kind="run")
    )


def _int(value: object, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"{value!r} is not an integer in {low}..{high}")
    return value


def _record_from_json(d: Mapping[str, object]) -> AnswerRecord:
    shapes = d.get("shapes") or ()
    if isinstance(shapes, str):
        shapes = tuple(s for s in shapes.split(",") if s)
    if not isinstance(shapes, (list, tuple)):
        raise TypeError("shapes must be a list")
    answered_at = float(d["answered_at"])  # type: ignore[arg-type]
    elapsed = float(d["elapsed"])  # type: ignore[arg-type]
    if not (answered_at == answered_at and elapsed >= 0):  # NaN or negative
        raise ValueError("bad time")
    return AnswerRecord(
        answered_at=answered_at,
        day=str(d["day"]),
        hand=_int(d["hand"], 0, 134217727),
        seven_pairs=bool(d["seven_pairs"]),
        allow_karaten=bool(d["allow_karaten"]),
        selected=_int(d["selected"], 0, 511),
        correct=_int(d["correct"], 0, 511),
        elapsed=elapsed,
        wait_count=_int(d["wait_count"], 0, 9),
        shapes=tuple(str(s) for s in shapes),
        review=bool(d.get("review", False)),
        timed_out=bool(d.get("timed_out", False)),
        level=str(d.get("level", "") or ""),
        suit=str(d.get("suit", "") or ""),
    )
