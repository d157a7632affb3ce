"""Every mode's record against a history built here, counted again in the test."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from yamaviewer.core.chinitsu import PositionRecord, ReverseRecord, RunRecord
from yamaviewer.core.chinitsu.history.mode_stats import ModeRecord, best_runs, mode_records
from yamaviewer.core.chinitsu.history.records import AnswerRecord
from yamaviewer.core.chinitsu.history.store import HistoryStore

#: A key of each position mode, written out here (not taken from the module).
KEYS = {
    "discard": "discard:1249249",
    "real": "0123456789abcdef",
    "safe": "safe:00ff",
    "scoring": "score:han:abc",
    "all-last": "alllast:xyz",
    "ron": "ron:42",
    "open": "open:249249:chi1",
}


def _expected(answers: list[tuple[str, bool]]) -> dict[str, tuple[int, int, int]]:
    """(right, tried, longest run of right answers) per mode, the slow obvious way."""
    out: dict[str, tuple[int, int, int]] = {}
    for mode in KEYS:
        oks = [ok for m, ok in answers if m == mode]
        best = 0
        for i in range(len(oks)):
            j = i
            while j < len(oks) and oks[j]:
                j += 1
            best = max(best, j - i)
        out[mode] = (sum(oks), len(oks), best)
    return out


@pytest.mark.parametrize("on_disk", [False, True])
def test_records_of_every_mode(tmp_path: Path, on_disk: bool) -> None:
    store = HistoryStore(tmp_path / "h.sqlite3") if on_disk else HistoryStore(memory_only=True)
    rng = random.Random(29)
    answers: list[tuple[str, bool]] = []
    for n in range(300):
        mode = rng.choice([*KEYS, "ron"])  # ron twice as often
        ok = rng.random() < 0.7
        answers.append((mode, ok))
        store.add(PositionRecord(1000.0 + n, f"{KEYS[mode]}{n % 5}", ok, "x"))
    for n, ok in enumerate([True, False, True, True]):
        store.add(ReverseRecord(5000.0 + n, 0o3111111113, 1, 1, ok))
    for n, ok in enumerate([True, True, False]):
        store.add(
            AnswerRecord(
                6000.0 + n, "2026-11-27", 0o3111111113, True, False, 1, 1 if ok else 2, 3.0, 1
            )
        )
    if on_disk:
        assert store.flush()
    records = mode_records(store)
    assert list(records)[:2] == ["waits", "reverse"]
    assert records["waits"] == ModeRecord("waits", 2, 3)
    assert records["reverse"] == ModeRecord("reverse", 3, 4)
    for mode, (right, tried, streak) in _expected(answers).items():
        assert records[mode] == ModeRecord(mode, right, tried, streak), mode
    store.close()


def test_an_empty_history_has_no_rate() -> None:
    records = mode_records(HistoryStore(memory_only=True))
    assert all(r.tried == 0 and r.rate is None for r in records.values())
    assert ModeRecord("safe", 3, 4).rate == 0.75


def test_best_runs_per_mode_and_level() -> None:
    store = HistoryStore(memory_only=True)
    store.add(RunRecord(10.0, "2026-11-26", "time-attack", "beginner", 12, 14))
    store.add(RunRecord(11.0, "2026-11-26", "time-attack", "beginner", 15, 15))
    store.add(RunRecord(12.0, "2026-11-27", "survival", "expert", 4, 5))
    store.add(RunRecord(13.0, "2026-11-27", "time-attack", "expert", 9, 9))
    found = {(r.mode, r.level): r.score for r in best_runs(store, ["beginner", "expert"])}
    assert found == {
        ("time-attack", "beginner"): 15,
        ("time-attack", "expert"): 9,
        ("survival", "expert"): 4,
    }
