"""The answers the trainer keeps, and their two stored shapes: a table row and a JSON line.

A row every reader may use is described once (:data:`VALID_SQL`), so damaged rows
are skipped the same way by every query; a JSON line is checked as strictly when a
pending file is imported.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from pathlib import Path

#: The columns of the ``answers`` table, in row order.
COLUMNS = (
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
#: The nine 3-bit counts of the packed hand, in SQL.
_COUNTS = [f"((hand >> {3 * i}) & 7)" for i in range(9)]
#: A hand the engine can judge: at most 4 copies of a rank, 13 tiles (a row with
#: another hand is counted in the statistics but never scheduled for review).
HAND_SQL = " AND ".join(f"{c} <= 4" for c in _COUNTS) + " AND " + " + ".join(_COUNTS) + " = 13"
#: A row every reader may use: the right types and ranges (damaged rows are skipped).
VALID_SQL = (
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
#: An answer that counts as right, in SQL (the same rule as AnswerRecord.is_correct).
OK_SQL = "(selected = correct AND timed_out = 0)"
#: How each kind of record is written; a record already stored is left alone.
INSERT = {
    "answer": (
        f"INSERT OR IGNORE INTO answers ({', '.join(COLUMNS)}) "
        f"VALUES ({', '.join('?' for _ in COLUMNS)})"
    ),
    "reverse": (
        "INSERT OR IGNORE INTO reverse_answers (answered_at, hand, removed, choice, right) "
        "VALUES (?, ?, ?, ?, ?)"
    ),
    "position": (
        "INSERT OR IGNORE INTO position_answers (answered_at, position, right, chosen) "
        "VALUES (?, ?, ?, ?)"
    ),
    "run": (
        "INSERT OR IGNORE INTO runs (finished_at, day, mode, level, score, answered) "
        "VALUES (?, ?, ?, ?, ?, ?)"
    ),
}
#: Whether a record is in the database already (the same columns as its UNIQUE key).
STORED = {
    "answer": "SELECT 1 FROM answers WHERE answered_at=? AND hand=? AND selected=?",
    "reverse": "SELECT 1 FROM reverse_answers WHERE answered_at=? AND hand=? AND choice=?",
    "run": "SELECT 1 FROM runs WHERE finished_at=? AND mode=? AND level=?",
    "position": "SELECT 1 FROM position_answers WHERE answered_at=? AND position=?",
}


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
        return tuple(int(v) if isinstance(v, bool) else v for v in (d[c] for c in COLUMNS))

    @classmethod
    def from_row(cls, row: tuple[object, ...] | list[object]) -> AnswerRecord:
        return _record_from_json(dict(zip(COLUMNS, row)))


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
    chosen: str = ""  # what the player answered, as the page says it (for "My mistakes")

    def to_row(self) -> tuple[object, ...]:
        return (self.answered_at, self.position, int(self.right), self.chosen)


Item = AnswerRecord | ReverseRecord | RunRecord | PositionRecord
KIND_OF: dict[type, str] = {
    AnswerRecord: "answer",
    ReverseRecord: "reverse",
    RunRecord: "run",
    PositionRecord: "position",
}


def item_identity(item: Item) -> tuple[object, ...]:
    """(kind, the values of its UNIQUE key): two items with one identity are one answer."""
    if isinstance(item, AnswerRecord):
        return ("answer", item.answered_at, item.hand, item.selected)
    if isinstance(item, ReverseRecord):
        return ("reverse", item.answered_at, item.hand, item.choice)
    if isinstance(item, PositionRecord):
        return ("position", item.answered_at, item.position)
    return ("run", item.finished_at, item.mode, item.level)


@dataclass
class StoreStatus:
    """What the GUI shows about the history file.

    ``saving`` False means answers are at risk now (held in memory, or the database
    refuses them) and turns True again once they are written; ``losses`` lists what
    was really lost or refused this session (a damaged file or rows set aside, a
    pending file refused, answers kept nowhere), so a passing lock is never shown
    as a loss.  ``ok`` is False while either holds.  Messages are core wordings.
    """

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
    losses: list[str] = field(default_factory=list)

    def report(self, message: str, *, loss: bool = False) -> None:
        self.message = message
        self.problems.append(message)
        if loss:
            self.losses.append(message)
            self.ok = False


def item_to_json(item: Item) -> dict[str, object]:
    d = asdict(item)
    d["kind"] = KIND_OF[type(item)]
    return d


def item_from_json(d: object) -> Item:
    """The item of a pending line; ValueError, KeyError or TypeError when it is damaged."""
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
        return PositionRecord(
            float(d["answered_at"]),
            str(d["position"]),
            bool(d["right"]),
            str(d.get("chosen", "") or ""),
        )
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


def run_from_row(row: tuple[object, ...]) -> RunRecord:
    return item_from_json(  # type: ignore[return-value]
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
