"""Answer history in SQLite that never blocks practice and never loses answers silently.

Every answer is kept in memory first (``HistoryStore.records``) and then written
to the database.  When the file cannot be used the store says so in
``status`` (a plain dataclass the GUI can show) and carries on in memory:

* damaged file (not a database, failed integrity check): it is renamed to
  ``<name>.corrupt-<timestamp>`` (never overwritten or deleted), a new database
  is started, and ``status.backup_path`` names the kept copy;
* read-only file or folder: past answers are still read (read-only open); new
  answers stay pending and are retried on every later answer and on
  :meth:`HistoryStore.flush`;
* locked database (another instance writing): the same, with a short timeout.

Answers still pending at :meth:`HistoryStore.close` are appended to a JSON-lines
sidecar ``<name>.pending.jsonl`` when that is writable, and imported the next time
the store opens, so even a read-only database does not lose them.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import sys
import time
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field
from pathlib import Path

HISTORY_FILE_NAME = "chinitsu_history.sqlite3"
SCHEMA_VERSION = 1

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
    UNIQUE (answered_at, hand, selected)
);
"""
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
)
_INSERT = (
    f"INSERT OR IGNORE INTO answers ({', '.join(_COLUMNS)}) "
    f"VALUES ({', '.join('?' for _ in _COLUMNS)})"
)
Connector = Callable[[str, float], sqlite3.Connection]


def _default_connect(path: str, timeout: float) -> sqlite3.Connection:
    return sqlite3.connect(path, timeout=timeout)


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

    @property
    def is_correct(self) -> bool:
        return self.selected == self.correct and not self.timed_out

    def to_row(self) -> tuple[object, ...]:
        d = asdict(self)
        d["shapes"] = ",".join(self.shapes)
        return tuple(int(v) if isinstance(v, bool) else v for v in (d[c] for c in _COLUMNS))

    @classmethod
    def from_row(cls, row: tuple[object, ...] | list[object]) -> AnswerRecord:
        v = dict(zip(_COLUMNS, row))
        shapes = str(v["shapes"])
        return cls(
            answered_at=float(v["answered_at"]),  # type: ignore[arg-type]
            day=str(v["day"]),
            hand=int(v["hand"]),  # type: ignore[call-overload]
            seven_pairs=bool(v["seven_pairs"]),
            allow_karaten=bool(v["allow_karaten"]),
            selected=int(v["selected"]),  # type: ignore[call-overload]
            correct=int(v["correct"]),  # type: ignore[call-overload]
            elapsed=float(v["elapsed"]),  # type: ignore[arg-type]
            wait_count=int(v["wait_count"]),  # type: ignore[call-overload]
            shapes=tuple(s for s in shapes.split(",") if s),
            review=bool(v["review"]),
            timed_out=bool(v["timed_out"]),
        )


@dataclass
class StoreStatus:
    """What the GUI shows about the history file; ``ok`` False means answers are at risk."""

    path: Path | None
    ok: bool = True
    saving: bool = True  # False while answers are only kept in memory
    message: str = ""
    backup_path: Path | None = None
    pending: int = 0
    problems: list[str] = field(default_factory=list)

    def report(self, message: str) -> None:
        self.message = message
        self.problems.append(message)


class HistoryStore:
    """SQLite answer log with in-memory fallback; ``path=None`` uses the user's data folder.

    ``memory_only=True`` keeps nothing on disk (tests, or a user who opts out).
    """

    def __init__(
        self,
        path: Path | str | None = None,
        *,
        memory_only: bool = False,
        timeout: float = 1.0,
        clock: Callable[[], float] = time.time,
        connect: Connector = _default_connect,
    ) -> None:
        self.path: Path | None = None if memory_only else Path(path or default_history_path())
        self.timeout = timeout
        self._clock = clock
        self._connect = connect
        self._loaded = False
        self.records: list[AnswerRecord] = []
        self._pending: list[AnswerRecord] = []
        self._conn: sqlite3.Connection | None = None
        self._read_only = False
        self.status = StoreStatus(self.path, saving=not memory_only)
        if memory_only:
            self.status.message = "history kept in memory only"
        else:
            self._open()

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
            self._load()
            self._import_sidecar()
        self._sync_status()

    def _connect_and_check(self) -> sqlite3.Connection:
        assert self.path is not None
        conn = self._connect(str(self.path), self.timeout)
        try:
            row = conn.execute("PRAGMA quick_check").fetchone()
            if row is None or row[0] != "ok":
                raise sqlite3.DatabaseError(f"integrity check failed: {row[0] if row else '?'}")
            conn.executescript(_SCHEMA)
            conn.execute(
                "INSERT OR IGNORE INTO meta (key, value) VALUES ('schema_version', ?)",
                (str(SCHEMA_VERSION),),
            )
            conn.commit()
            cols = {r[1] for r in conn.execute("PRAGMA table_info(answers)")}
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
                conn = sqlite3.connect(uri, uri=True, timeout=self.timeout)
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

    def _load(self) -> None:
        assert self._conn is not None
        try:
            rows = self._conn.execute(
                f"SELECT {', '.join(_COLUMNS)} FROM answers ORDER BY answered_at, id"
            ).fetchall()
        except sqlite3.Error as error:
            self._fail(f"cannot read past answers: {error}")
            return
        self._loaded = True
        past = [AnswerRecord.from_row(r) for r in rows]
        known = {_identity(r) for r in past}
        # Answers given while the file was unreadable come after the past ones.
        self.records[:0] = past
        self.records[len(past) :] = [
            r for r in self.records[len(past) :] if _identity(r) not in known
        ]

    @property
    def sidecar_path(self) -> Path | None:
        return None if self.path is None else self.path.with_name(self.path.name + ".pending.jsonl")

    def _import_sidecar(self) -> None:
        side = self.sidecar_path
        if side is None or not side.exists():
            return
        try:
            lines = side.read_text(encoding="utf-8").splitlines()
            recs = [_record_from_json(json.loads(line)) for line in lines if line.strip()]
        except (OSError, ValueError, KeyError, TypeError) as error:
            self.status.report(f"could not read unsaved answers in {side.name}: {error}")
            return
        known = {_identity(r) for r in self.records}
        fresh = [r for r in recs if _identity(r) not in known]
        self.records.extend(fresh)
        self.records.sort(key=lambda r: r.answered_at)
        self._pending.extend(fresh)
        if self._write_pending():
            with contextlib.suppress(OSError):
                side.unlink()
            if fresh:
                self.status.report(f"saved {len(fresh)} answers left over from an earlier session")

    # -- writing -------------------------------------------------------------

    def add(self, record: AnswerRecord) -> bool:
        """Keep the answer and try to save it (with anything still pending); True if saved."""
        self.records.append(record)
        self._pending.append(record)
        saved = self._write_pending()
        self._sync_status()
        return saved

    def flush(self) -> bool:
        """Retry saving pending answers (e.g. after the user fixed permissions)."""
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
            self._load()

    def _write_pending(self) -> bool:
        if not self._pending:
            return True
        if self.path is None:
            return False
        if self._conn is None or self._read_only:
            self._reopen_for_write()
            if self._conn is None or self._read_only:
                return False
        try:
            with self._conn:
                self._conn.executemany(_INSERT, [r.to_row() for r in self._pending])
        except sqlite3.Error as error:
            self.status.saving = False
            self.status.report(
                f"could not save answers ({error}); {len(self._pending)} kept in memory, will retry"
            )
            return False
        self._pending.clear()
        if not self.status.saving:
            self.status.saving = True
            self.status.report("history saving again; pending answers written")
        return True

    def _sync_status(self) -> None:
        self.status.pending = len(self._pending)
        if self._pending:
            self.status.ok = False
            self.status.saving = False

    @property
    def pending(self) -> tuple[AnswerRecord, ...]:
        """Answers not yet in the database."""
        return tuple(self._pending)

    def close(self) -> None:
        """Save what can be saved; spill the rest to the sidecar file if possible."""
        self.flush()
        if self._pending and self.sidecar_path is not None:
            try:
                with self.sidecar_path.open("a", encoding="utf-8") as f:
                    for r in self._pending:
                        f.write(json.dumps(asdict(r)) + "\n")
                self.status.report(
                    f"{len(self._pending)} unsaved answers written to {self.sidecar_path.name}"
                )
                self._pending.clear()
            except OSError as error:
                self.status.report(
                    f"{len(self._pending)} answers could not be saved anywhere: "
                    f"{error.strerror or error}"
                )
        self._sync_status()
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def __enter__(self) -> HistoryStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _identity(r: AnswerRecord) -> tuple[float, int, int]:
    return (r.answered_at, r.hand, r.selected)


def _record_from_json(d: dict[str, object]) -> AnswerRecord:
    shapes = d.get("shapes") or ()
    if not isinstance(shapes, (list, tuple)):
        raise TypeError("shapes must be a list")
    return AnswerRecord(
        answered_at=float(d["answered_at"]),  # type: ignore[arg-type]
        day=str(d["day"]),
        hand=int(d["hand"]),  # type: ignore[call-overload]
        seven_pairs=bool(d["seven_pairs"]),
        allow_karaten=bool(d["allow_karaten"]),
        selected=int(d["selected"]),  # type: ignore[call-overload]
        correct=int(d["correct"]),  # type: ignore[call-overload]
        elapsed=float(d["elapsed"]),  # type: ignore[arg-type]
        wait_count=int(d["wait_count"]),  # type: ignore[call-overload]
        shapes=tuple(str(s) for s in shapes),
        review=bool(d.get("review", False)),
        timed_out=bool(d.get("timed_out", False)),
    )
