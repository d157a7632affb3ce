"""Issue 19, trainer history: nothing lost, nothing untrue, nothing loaded whole, never blocking."""

from __future__ import annotations

import json
import random
import sqlite3
import threading
from pathlib import Path
from statistics import median

import pytest

from tests.core.chinitsu.history.test_store import _read_only, _rec
from yamaviewer.core.chinitsu import TrainerSession
from yamaviewer.core.chinitsu.history.records import AnswerRecord, RunRecord
from yamaviewer.core.chinitsu.history.store import HistoryStore
from yamaviewer.core.chinitsu.stats import compute_stats, time_bucket


def _lines(path: Path) -> list[str]:
    return [line for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _no_fallback(tmp_path: Path) -> list[Path]:
    return [tmp_path / "fallback"]


def test_a_cut_line_in_the_pending_file_loses_only_itself(tmp_path: Path) -> None:
    db = tmp_path / "h.sqlite3"
    side = tmp_path / "h.sqlite3.pending.jsonl"
    good = [_rec(i) for i in range(1, 11)]
    lines = [json.dumps({**r.__dict__, "shapes": list(r.shapes)}) for r in good]
    lines[3] = lines[3][: len(lines[3]) // 2]  # cut in the middle
    side.write_text("\n".join(lines) + "\n", encoding="utf-8")
    store = HistoryStore(db, fallback_dirs=_no_fallback(tmp_path))
    assert [r.answered_at for r in store.records] == [
        r.answered_at for i, r in enumerate(good) if i != 3
    ]
    assert any("skipped 1 damaged line" in p for p in store.status.problems)
    rejected = tmp_path / "h.sqlite3.pending.jsonl.rejected"
    assert _lines(rejected) == [lines[3]]
    assert not side.exists()  # everything importable is in the database now
    store.close()
    assert len(HistoryStore(db).records) == 9


def test_read_only_database_pending_file_never_grows_with_copies(tmp_path: Path) -> None:
    db = tmp_path / "h.sqlite3"
    with HistoryStore(db) as store:
        store.add(_rec(0))
    side = tmp_path / "h.sqlite3.pending.jsonl"
    for session in range(1, 5):
        ro = HistoryStore(db, connect=_read_only, fallback_dirs=_no_fallback(tmp_path))
        for i in range(10):
            ro.add(_rec(100 * session + i))
        assert len(ro.records) == 1 + 10 * session
        assert ro.stats().overall.answered == 1 + 10 * session  # nothing counted twice
        ro.close()
        assert len(_lines(side)) == 10 * session
    back = HistoryStore(db)
    assert len(back.records) == 41 and not side.exists()
    back.close()


def test_a_bad_row_is_skipped_and_reported_and_the_trainer_opens(tmp_path: Path) -> None:
    db = tmp_path / "h.sqlite3"
    with HistoryStore(db) as store:
        for i in range(1, 4):
            store.add(_rec(i, ok=i != 2))
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE answers SET hand = 'abc' WHERE answered_at = 1003.0")
    store = HistoryStore(db)
    assert store.status.skipped_rows == 1 and "skipped 1 damaged answer" in store.status.message
    assert [r.answered_at for r in store.records] == [1001.0, 1002.0]
    session = TrainerSession("beginner", history=store)
    assert session.stats().overall.answered == 2
    assert len(session.scheduler) == 1  # the missed hand is scheduled, the bad row ignored
    session.next_question()
    store.close()


def test_unwritable_sidecar_spills_to_a_fallback_folder_and_comes_back(tmp_path: Path) -> None:
    db = tmp_path / "h.sqlite3"
    with HistoryStore(db) as store:
        store.add(_rec(0))
    (tmp_path / "h.sqlite3.pending.jsonl").mkdir()  # the sidecar cannot be written
    fallback = tmp_path / "elsewhere"
    ro = HistoryStore(db, connect=_read_only, fallback_dirs=[fallback])
    ro.add(_rec(1))
    ro.add(_rec(2))
    assert ro.close() is True
    kept = ro.status.pending_file
    assert kept is not None and kept.parent == fallback and len(_lines(kept)) == 2
    assert str(kept) in ro.status.message
    back = HistoryStore(db, fallback_dirs=[fallback])
    assert [r.answered_at for r in back.records] == [1000.0, 1001.0, 1002.0]
    assert not kept.exists()
    back.close()


def test_nothing_writable_is_said_not_hidden(tmp_path: Path) -> None:
    db = tmp_path / "h.sqlite3"
    with HistoryStore(db) as store:
        store.add(_rec(0))
    (tmp_path / "h.sqlite3.pending.jsonl").mkdir()
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    ro = HistoryStore(db, connect=_read_only, fallback_dirs=[blocker / "sub"])
    ro.add(_rec(1))
    assert ro.spill() is False
    assert "1 answers could not be saved anywhere" in ro.status.message
    assert ro.close() is False and ro.status.pending == 1


class GatedConnection(sqlite3.Connection):
    """A connection whose writes wait for a gate: a lock held by someone else."""

    gate = threading.Event()

    def executemany(self, sql: str, rows: object) -> sqlite3.Cursor:  # type: ignore[override]
        assert GatedConnection.gate.wait(30)
        return super().executemany(sql, rows)  # type: ignore[arg-type]


def test_a_held_lock_never_freezes_an_answer(tmp_path: Path) -> None:
    GatedConnection.gate.clear()

    def connect(path: str, timeout: float) -> sqlite3.Connection:
        return sqlite3.connect(
            path, timeout=timeout, check_same_thread=False, factory=GatedConnection
        )

    store = HistoryStore(tmp_path / "h.sqlite3", connect=connect, background=True)
    done = threading.Event()

    def answer() -> None:
        for i in range(1, 4):
            store.add(_rec(i))
        done.set()

    player = threading.Thread(target=answer)
    player.start()
    # The answers are taken while the writer is stuck behind the "lock".
    assert done.wait(10), "add() waited for the database"
    assert store.status.pending >= 1
    GatedConnection.gate.set()
    assert store.wait_idle(10)
    player.join()
    assert store.status.pending == 0 and len(store.records) == 3
    store.close()
    assert len(HistoryStore(tmp_path / "h.sqlite3").records) == 3


def test_sql_statistics_equal_the_records(tmp_path: Path) -> None:
    rng = random.Random(5)
    records = []
    for i in range(600):
        correct = rng.choice([0b1, 0b11, 0b101, 0b111])
        records.append(
            AnswerRecord(
                answered_at=1000.0 + i,
                day=f"2024-01-{1 + i % 5:02d}",
                hand=i,
                seven_pairs=True,
                allow_karaten=False,
                selected=correct if rng.random() < 0.7 else 0,
                correct=correct,
                elapsed=rng.uniform(0.5, 30.0),
                wait_count=bin(correct).count("1"),
                shapes=tuple(rng.sample(["ryanmen", "tanki", "kanchan"], rng.randint(1, 2))),
                level=rng.choice(["beginner", "blitz"]),
                suit="p",
            )
        )
    db = tmp_path / "h.sqlite3"
    with HistoryStore(db) as store:
        for r in records[:500]:
            store.add(r)
    ro = HistoryStore(db, connect=_read_only, fallback_dirs=_no_fallback(tmp_path))
    for r in records[500:]:  # some pending, some stored: both counted, once
        ro.add(r)
    rounded = [
        AnswerRecord(**{**r.__dict__, "elapsed": time_bucket(r.elapsed) / 10}) for r in records
    ]
    expect = compute_stats(rounded)
    got = ro.stats()
    for name in ("by_wait_count", "by_shape", "by_day", "by_level"):
        a, b = getattr(got, name), getattr(expect, name)
        assert a.keys() == b.keys(), name
        for key in a:
            assert (a[key].answered, a[key].correct) == (b[key].answered, b[key].correct)
            assert a[key].median_time == pytest.approx(b[key].median_time, abs=1e-9)
    assert got.overall.answered == 600 and got.overall.correct == expect.overall.correct
    only = ro.stats(level="blitz")
    blitz = [r for r in rounded if r.level == "blitz"]
    assert only.overall.answered == len(blitz)
    assert only.overall.median_time == pytest.approx(median(r.elapsed for r in blitz))
    ro.close()


def test_personal_bests_and_reverse_totals_are_kept(tmp_path: Path) -> None:
    db = tmp_path / "h.sqlite3"
    with HistoryStore(db) as store:
        store.add(RunRecord(1.0, "2024-01-01", "time-attack", "beginner", 7, 9))
        store.add(RunRecord(2.0, "2024-01-01", "time-attack", "beginner", 12, 13))
        store.add(RunRecord(3.0, "2024-01-01", "time-attack", "expert", 3, 5))
    again = HistoryStore(db)
    best = again.best_run("time-attack", "beginner")
    assert best is not None and best.score == 12
    assert again.best_run("survival", "beginner") is None
    again.close()


def test_a_large_file_is_opened_without_a_full_check_and_still_guarded(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from yamaviewer.core.chinitsu.history import store as history_store

    monkeypatch.setattr(history_store, "QUICK_CHECK_BYTES", 0)  # every file counts as large
    db = tmp_path / "h.sqlite3"
    with HistoryStore(db) as store:
        for i in range(1, 4):
            store.add(_rec(i, ok=i != 2))
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE answers SET selected = 'x' WHERE answered_at = 1001.0")
    store = HistoryStore(db)
    assert store.status.skipped_rows == 1
    assert [r.answered_at for r in store.records] == [1002.0, 1003.0]
    store.close()
    garbage = tmp_path / "g.sqlite3"
    garbage.write_bytes(b"not a database at all" * 200)
    moved = HistoryStore(garbage, clock=lambda: 0.0)
    assert moved.status.backup_path is not None and moved.add(_rec(9))
    moved.close()
