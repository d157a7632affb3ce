"""The SQLite history: round trip, damaged file, read-only and locked databases."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from yamaviewer.core.chinitsu.history.records import AnswerRecord, PositionRecord
from yamaviewer.core.chinitsu.history.store import HistoryStore, default_data_dir
from yamaviewer.core.chinitsu.tables import question_pool

#: Real two-wait hands (the records below say two waits), one per answer number.
_HANDS = question_pool().by_waits[2].hands


def _rec(i: int, ok: bool = True) -> AnswerRecord:
    return AnswerRecord(
        answered_at=1000.0 + i,
        day="2024-01-02",
        hand=_HANDS[i % len(_HANDS)],
        seven_pairs=True,
        allow_karaten=False,
        selected=0b11 if ok else 0b1,
        correct=0b11,
        elapsed=1.5 * i,
        wait_count=2,
        shapes=("ryanmen", "tanki"),
        review=i % 2 == 1,
    )


def _read_only(path: str, timeout: float) -> sqlite3.Connection:
    # A real read-only SQLite connection (chmod is no test when running as root).
    return sqlite3.connect(Path(path).resolve().as_uri() + "?mode=ro", uri=True, timeout=timeout)


def test_round_trip(tmp_path: Path) -> None:
    db = tmp_path / "sub" / "h.sqlite3"
    with HistoryStore(db) as store:
        assert store.status.ok and store.status.saving
        assert store.add(_rec(1)) and store.add(_rec(2, ok=False))
    again = HistoryStore(db)
    assert again.records == [_rec(1), _rec(2, ok=False)]
    assert again.records[1].is_correct is False
    again.close()


def test_damaged_file_is_moved_aside_not_overwritten(tmp_path: Path) -> None:
    db = tmp_path / "h.sqlite3"
    garbage = b"this is not a database\x00" * 100
    db.write_bytes(garbage)
    store = HistoryStore(db, clock=lambda: 0.0)
    assert not store.status.ok
    assert store.status.backup_path is not None
    assert store.status.backup_path.read_bytes() == garbage
    assert (
        "damaged" in store.status.message and store.status.backup_path.name in store.status.message
    )
    assert store.add(_rec(1))  # a fresh database works
    store.close()
    assert HistoryStore(db).records == [_rec(1)]
    # A second damage never overwrites the first backup.
    db.write_bytes(b"junk" * 300)
    second = HistoryStore(db, clock=lambda: 0.0)
    assert second.status.backup_path is not None
    assert second.status.backup_path.read_bytes() == b"junk" * 300
    backups = sorted(tmp_path.glob("h.sqlite3.corrupt-*"))
    assert sorted(p.read_bytes() for p in backups) == sorted([garbage, b"junk" * 300])
    second.close()


def test_read_only_database_keeps_past_and_new_answers(tmp_path: Path) -> None:
    db = tmp_path / "h.sqlite3"
    with HistoryStore(db) as store:
        store.add(_rec(1))
    ro = HistoryStore(db, connect=_read_only)
    assert ro.records == [_rec(1)]  # past answers still readable
    assert not ro.status.saving and not ro.status.ok
    assert "kept in memory" in ro.status.message
    assert ro.add(_rec(2)) is False
    assert ro.status.pending == 1 and ro.pending == (_rec(2),)
    assert ro.records == [_rec(1), _rec(2)]
    # The user fixes the file: the pending answer is written on flush.
    ro._connect = lambda p, t: sqlite3.connect(p, timeout=t)
    assert ro.flush() is True
    assert ro.status.pending == 0 and ro.status.saving
    ro.close()
    assert HistoryStore(db).records == [_rec(1), _rec(2)]


def test_unsaved_answers_spill_to_sidecar_and_come_back(tmp_path: Path) -> None:
    db = tmp_path / "h.sqlite3"
    with HistoryStore(db) as store:
        store.add(_rec(1))
    ro = HistoryStore(db, connect=_read_only)
    ro.add(_rec(2))
    ro.add(_rec(3, ok=False))
    ro.close()
    side = tmp_path / "h.sqlite3.pending.jsonl"
    assert side.exists() and "2 unsaved answers" in ro.status.message
    back = HistoryStore(db)
    assert back.records == [_rec(1), _rec(2), _rec(3, ok=False)]
    assert not side.exists()
    back.close()
    assert HistoryStore(db).records == [_rec(1), _rec(2), _rec(3, ok=False)]


def test_locked_database_never_blocks_and_saves_later(tmp_path: Path) -> None:
    db = tmp_path / "h.sqlite3"
    with HistoryStore(db) as store:
        store.add(_rec(1))
    locker = sqlite3.connect(str(db), isolation_level=None)
    locker.execute("BEGIN EXCLUSIVE")
    try:
        store = HistoryStore(db, timeout=0.0)
        assert not store.status.saving
        assert "locked" in " ".join(store.status.problems)
        assert store.add(_rec(2)) is False
        assert store.status.pending == 1
    finally:
        locker.execute("ROLLBACK")
        locker.close()
    assert store.add(_rec(3)) is True  # lock gone: everything pending is written
    assert store.status.pending == 0
    assert store.records == [_rec(1), _rec(2), _rec(3)]  # past answers loaded too
    store.close()
    assert HistoryStore(db).records == [_rec(1), _rec(2), _rec(3)]


def test_memory_only_store(tmp_path: Path) -> None:
    store = HistoryStore(memory_only=True)
    assert store.path is None and store.add(_rec(1)) is False
    assert store.records == [_rec(1)]
    store.close()
    assert list(tmp_path.iterdir()) == []


def test_position_answers_at_one_moment_come_back_in_the_order_given(tmp_path: Path) -> None:
    # A fake clock gives two answers one time: their order must not depend on the keys.
    with HistoryStore(tmp_path / "h.sqlite3") as store:
        store.add(PositionRecord(5.0, "ffff", True))
        store.add(PositionRecord(5.0, "0000", False))
        assert store.position_outcomes() == [("ffff", True, 5.0), ("0000", False, 5.0)]


def test_renamed_positions_move_stored_pending_and_memory_answers(tmp_path: Path) -> None:
    db = tmp_path / "h.sqlite3"
    with HistoryStore(db) as store:
        store.add(PositionRecord(1.0, "old-a", False))
        store.add(PositionRecord(2.0, "old-b", True))
        store.add(PositionRecord(3.0, "new-a", True))  # already answered under the new key
    renames = {"old-a": "new-a", "old-b": "new-b", "old-c": "new-c", "same": "same"}
    ro = HistoryStore(db, connect=_read_only)
    ro.add(PositionRecord(4.0, "old-c", False))  # pending: the file cannot be written
    assert ro.rename_positions(renames) == 1  # the pending answer; the file waits
    assert [k for k, _, _ in ro.position_outcomes()] == ["old-a", "old-b", "new-a", "new-c"]
    ro.close()  # the renamed pending answer goes to the sidecar
    with HistoryStore(db) as store:  # writable again: the sidecar is imported
        assert store.rename_positions(renames) == 2
        assert store.position_outcomes() == [
            ("new-a", False, 1.0),
            ("new-b", True, 2.0),
            ("new-a", True, 3.0),
            ("new-c", False, 4.0),
        ]
        assert store.rename_positions(renames) == 0
    memory = HistoryStore(memory_only=True)
    memory.add(PositionRecord(1.0, "old-a", False))
    assert memory.rename_positions(renames) == 1
    assert memory.position_outcomes() == [("new-a", False, 1.0)]


def test_default_data_dir_per_platform(tmp_path: Path) -> None:
    home = tmp_path
    assert default_data_dir("linux", {}, home) == home / ".local/share/yamaviewer"
    assert default_data_dir("linux", {"XDG_DATA_HOME": "/x/data"}, home) == Path(
        "/x/data/yamaviewer"
    )
    assert default_data_dir("linux", {"XDG_DATA_HOME": "rel"}, home) == home / (
        ".local/share/yamaviewer"
    )
    assert default_data_dir("win32", {"APPDATA": "C:/Users/u/AppData/Roaming"}, home) == Path(
        "C:/Users/u/AppData/Roaming/yamaviewer"
    )
    assert default_data_dir("darwin", {}, home) == home / "Library/Application Support/yamaviewer"
