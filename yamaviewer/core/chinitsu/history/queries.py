"""The reading half of the history: statistics from SQL aggregates, outcomes streamed.

Statistics come from SQL aggregates (:meth:`HistoryQueries.stats`) and the
spaced-repetition replay streams rows (:meth:`HistoryQueries.iter_outcomes`), so a
history of a million answers is never loaded into memory.  Every query adds the
answers still held in memory (pending, or all of a memory-only store).
"""

from __future__ import annotations

import heapq
import sqlite3
import threading
from collections import Counter
from collections.abc import Iterator
from itertools import compress
from pathlib import Path

from yamaviewer.core.chinitsu.hand import HandError, validate_hand
from yamaviewer.core.chinitsu.history.records import (
    COLUMNS,
    HAND_SQL,
    OK_SQL,
    VALID_SQL,
    AnswerRecord,
    Item,
    PositionRecord,
    ReverseRecord,
    RunRecord,
    StoreStatus,
    run_from_row,
)
from yamaviewer.core.chinitsu.stats import (
    TrainerStats,
    group_from_histogram,
    time_bucket,
)
from yamaviewer.core.wording import translatable

#: What the status says when past answers cannot be read (the GUI words it again).
UNREADABLE = translatable("HistoryStore", "cannot read past answers: %1")

#: A wrong answer of any mode that asks a question.
Missed = AnswerRecord | ReverseRecord | PositionRecord


class HistoryQueries:
    """What a history store answers; :class:`~.store.HistoryStore` opens and writes it.

    The state is the store's: set by its ``__init__``, guarded by ``_lock``.
    """

    path: Path | None
    timeout: float
    status: StoreStatus
    _lock: threading.RLock  # the answers in memory
    _db_lock: threading.RLock  # the connection (taken before _lock)
    _conn: sqlite3.Connection | None
    _loaded: bool  # the database's rows may be read (it opened and its columns are right)
    _pending: dict[tuple[object, ...], Item]
    _kept: list[Item]  # memory-only store: everything stays here

    def _memory_items(self) -> list[Item]:
        """Items held only in memory (pending, or everything in a memory-only store)."""
        with self._lock:
            return list(self._kept if self.path is None else self._pending.values())

    def _memory_answers(self) -> list[AnswerRecord]:
        """The answers among :meth:`_memory_items`, oldest first."""
        return sorted(
            (i for i in self._memory_items() if isinstance(i, AnswerRecord)),
            key=lambda r: r.answered_at,
        )

    def _rows(self, sql: str, params: tuple[object, ...] = ()) -> Iterator[tuple[object, ...]]:
        with self._db_lock:
            if self._conn is None or not self._loaded:
                return iter(())
            try:
                return iter(self._conn.execute(sql, params).fetchall())
            except sqlite3.Error as error:
                self.status.report(UNREADABLE.arg(error))
                return iter(())

    @property
    def records(self) -> list[AnswerRecord]:
        """Every usable answer, database and pending, oldest first (small histories only)."""
        stored = [
            AnswerRecord.from_row(r)
            for r in self._rows(
                f"SELECT {', '.join(COLUMNS)} FROM answers WHERE {VALID_SQL} "
                "ORDER BY answered_at, id"
            )
        ]
        return list(heapq.merge(stored, self._memory_answers(), key=lambda r: r.answered_at))

    def iter_outcomes(self) -> Iterator[tuple[int, bool, bool, bool, float]]:
        """(hand, seven_pairs, allow_karaten, right, answered_at) oldest first, streamed.

        What the spaced-repetition replay needs and nothing more, read with a cursor
        so memory does not grow with the history.  A hand the engine cannot judge (a
        damaged or hand-edited row: a fifth copy, the wrong number of tiles) is left
        out with a note in ``status``, so it is never served as a review.
        """
        memory = [
            (r.hand, r.seven_pairs, r.allow_karaten, r.is_correct, r.answered_at)
            for r in self._memory_answers()
            if _judgeable(r.hand)
        ]
        return heapq.merge(self._stream_outcomes(), memory, key=lambda t: t[4])

    def _note_impossible_hands(self, conn: sqlite3.Connection) -> None:
        # Only a missed hand could be scheduled: the partial index of misses finds them.
        row = conn.execute(
            "SELECT count(*) FROM answers WHERE (selected != correct OR timed_out != 0) "
            f"AND NOT ({HAND_SQL})"
        ).fetchone()
        bad = int(row[0]) if row else 0
        if bad:
            self.status.report(
                f"left out of the reviews {bad} missed answer{'s' if bad != 1 else ''} "
                "whose hand cannot be judged (damaged rows)"
            )

    def _stream_outcomes(self) -> Iterator[tuple[int, bool, bool, bool, float]]:
        with self._db_lock:
            conn = self._conn if self._loaded else None
        if conn is None:
            return
        try:
            reader = conn.cursor()
            # Only hands ever missed can be scheduled: a right answer on a hand that was
            # never missed changes nothing, so those rows are not even read.
            with self._db_lock:
                self._note_impossible_hands(conn)
                sql = (
                    f"SELECT hand, seven_pairs, allow_karaten, {OK_SQL}, answered_at "
                    "FROM answers {} WHERE hand IN (SELECT hand FROM answers "
                    "WHERE selected != correct OR timed_out != 0) "
                    f"AND {VALID_SQL} AND {HAND_SQL} ORDER BY answered_at"
                )
                try:
                    # Walking the UNIQUE (answered_at, ...) index gives the first rows at
                    # once; left to itself SQLite sorts every row first (10 s at a million).
                    reader.execute(sql.format("INDEXED BY sqlite_autoindex_answers_1"))
                except sqlite3.OperationalError:
                    reader.execute(sql.format(""))
            while True:
                with self._db_lock:
                    rows = reader.fetchmany(4096)
                if not rows:
                    break
                for hand, sp, ak, ok, at in rows:
                    yield int(hand), bool(sp), bool(ak), bool(ok), float(at)
            reader.close()
        except sqlite3.Error as error:
            self.status.report(UNREADABLE.arg(error))

    def stats(self, level: str | None = None, suit: str | None = None) -> TrainerStats:
        """Statistics over the whole history (plus pending answers), in one streamed pass.

        SQL filters the usable rows and hands over six small columns; each group
        keeps a count of right answers and a histogram of times in 0.1 s buckets,
        so memory does not grow with the history.  Medians are of the times
        rounded to 0.1 s (what the page shows).
        """
        where = [VALID_SQL]
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

        where[0] = VALID_SQL if self.status.skipped_rows else "1"  # bad rows only if seen
        sql = (
            f"SELECT wait_count, day, shapes, level, {OK_SQL}, "
            f"CAST(round(elapsed * 10) AS INTEGER) FROM answers WHERE {' AND '.join(where)}"
        )
        # A connection of its own, so the scan never holds the store's lock (an answer
        # given meanwhile is not kept waiting).  The first rows are read and the pending
        # answers copied under the connection's lock: the open read keeps the writer from committing
        # in between, so nothing is counted twice or missed.
        reader = self._read_connection()
        with self._db_lock:
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
                    self.status.report(UNREADABLE.arg(error))
                    cursor = None
        try:
            if cursor is not None:
                while rows := cursor.fetchmany(16384):
                    count(rows)
        except sqlite3.Error as error:
            self.status.report(UNREADABLE.arg(error))
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
        for item in self._memory_items():
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
            best = run_from_row(row)
        for item in self._memory_items():
            if (
                isinstance(item, RunRecord)
                and item.mode == mode
                and item.level == level
                and (best is None or item.score > best.score)
            ):
                best = item
        return best

    def played_run(self, mode: str, day: str) -> bool:
        """True if a run of ``mode`` was stored on ``day`` (the daily set counts once a day)."""
        if any(self._rows("SELECT 1 FROM runs WHERE mode = ? AND day = ? LIMIT 1", (mode, day))):
            return True
        return any(
            isinstance(item, RunRecord) and item.mode == mode and item.day == day
            for item in self._memory_items()
        )

    def missed_items(self, limit: int = 5000) -> list[Missed]:
        """The latest ``limit`` wrong answers of every mode, newest first ("My mistakes")."""
        items: list[Missed] = [
            AnswerRecord.from_row(r)
            for r in self._rows(
                f"SELECT {', '.join(COLUMNS)} FROM answers WHERE NOT {OK_SQL} AND {VALID_SQL} "
                "ORDER BY answered_at DESC LIMIT ?",
                (limit,),
            )
        ]
        items.extend(
            ReverseRecord(float(at), int(h), int(rm), int(ch), False)  # type: ignore[arg-type, call-overload]
            for at, h, rm, ch in self._rows(
                "SELECT answered_at, hand, removed, choice FROM reverse_answers "
                "WHERE right = 0 AND typeof(answered_at) IN ('real', 'integer') "
                "AND typeof(hand) = 'integer' ORDER BY answered_at DESC LIMIT ?",
                (limit,),
            )
        )
        with self._db_lock:  # a file from before schema 4 (read-only) has no ``chosen``
            chosen = "''"
            if self._conn is not None and self._loaded:
                columns = {r[1] for r in self._conn.execute("PRAGMA table_info(position_answers)")}
                chosen = "chosen" if "chosen" in columns else chosen
        items.extend(
            PositionRecord(float(at), str(key), False, str(ch))  # type: ignore[arg-type]
            for at, key, ch in self._rows(
                f"SELECT answered_at, position, {chosen} FROM position_answers WHERE right = 0 "
                "AND typeof(answered_at) IN ('real', 'integer') ORDER BY answered_at DESC LIMIT ?",
                (limit,),
            )
        )
        items.extend(
            i
            for i in self._memory_items()
            if (isinstance(i, AnswerRecord) and not i.is_correct)
            or (isinstance(i, (ReverseRecord, PositionRecord)) and not i.right)
        )
        items.sort(key=lambda i: i.answered_at, reverse=True)
        return items[:limit]

    def position_outcomes(self) -> list[tuple[str, bool, float]]:
        """(position key, right, answered_at) of every real-game answer, oldest first."""
        out: list[tuple[str, bool, float]] = [
            (str(key), bool(right), float(at))  # type: ignore[arg-type]
            for key, right, at in self._rows(
                "SELECT position, right, answered_at FROM position_answers "
                "WHERE typeof(answered_at) IN ('real', 'integer') ORDER BY answered_at, id"
            )
        ]
        out.extend(
            (i.position, i.right, i.answered_at)
            for i in self._memory_items()
            if isinstance(i, PositionRecord)
        )
        return sorted(out, key=lambda t: t[2])


def _judgeable(hand: int) -> bool:
    """Whether the engine can judge ``hand`` (13 tiles, at most 4 copies of a rank)."""
    try:
        validate_hand(hand)
    except HandError:
        return False
    return True
