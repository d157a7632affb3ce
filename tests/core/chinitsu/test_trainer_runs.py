"""Issue 29: records that mean something: a run keeps its level, the daily set counts once a
day, and no hand is asked twice in a run."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

from yamaviewer.core.chinitsu import HistoryStore, TrainerSession, mask_to_ranks, waits
from yamaviewer.core.chinitsu.modes import DAILY_HANDS

DAY = 86_400.0


class Clock:
    def __init__(self) -> None:
        self.t = 1_700_000_000.0

    def __call__(self) -> float:
        return self.t


def _session(clock: Clock, store: HistoryStore, preset: str = "beginner") -> TrainerSession:
    return TrainerSession(
        preset,
        history=store,
        clock=clock,
        rng=random.Random(29),
        day_of=lambda t: f"day-{int((t - 1_700_000_000.0) // DAY)}",
    )


def _answer(s: TrainerSession, right: bool = True) -> None:
    q = s.next_question()
    truth = mask_to_ranks(waits(q.hand, q.preset.seven_pairs, q.preset.allow_karaten))
    s.submit(truth if right else [next(r for r in range(1, 10) if r not in truth)])


def test_changing_the_level_ends_the_run_unsaved() -> None:
    clock, store = Clock(), HistoryStore(memory_only=True)
    s = _session(clock, store, "expert")
    s.start_run("time-attack")
    for _ in range(3):
        clock.t += 5
        _answer(s)
    s.set_preset("beginner")
    assert s.run is None and s.finished_run is None
    for _ in range(3):
        _answer(s)  # practice now, at the new level
    clock.t += 200
    assert not s.check_run_over()
    assert s.best_run("time-attack", "expert") is None
    assert s.best_run("time-attack", "beginner") is None
    # The same level again (the combo box set to what it shows) keeps the run.
    s.start_run("survival")
    s.set_preset("beginner")
    assert s.run is not None and s.run.level == "beginner"


def test_the_daily_set_counts_its_first_play_of_the_day(tmp_path: Path) -> None:
    clock, db = Clock(), tmp_path / "h.sqlite3"
    with HistoryStore(db) as store:
        s = _session(clock, store)
        s.start_run("daily")
        assert s.run is not None and s.run.counted
        for i in range(DAILY_HANDS):
            _answer(s, right=i % 2 == 0)
        assert s.finished_run is not None and s.finished_run[0].score == 5
        s.start_run("daily")  # the same hands again, known now: practice
        assert s.run is not None and not s.run.counted
        for _ in range(DAILY_HANDS):
            _answer(s)
        assert s.finished_run is not None and s.finished_run[0].score == DAILY_HANDS
        assert not s.finished_run[0].counted
        best = s.best_run("daily", "mixed")
        assert best is not None and best.score == 5
    with HistoryStore(db) as store:  # still played after a restart
        s = _session(clock, store)
        assert not s.start_run("daily").counted
        clock.t += DAY  # the next day's set counts
        assert s.start_run("daily").counted
    with sqlite3.connect(db) as check:
        runs = check.execute("SELECT day, score FROM runs WHERE mode = 'daily'").fetchall()
    assert runs == [("day-0", 5)]  # the replay's 10/10 was never stored


def test_no_hand_is_asked_twice_in_a_run() -> None:
    for preset, answers in (("expert", 96), ("beginner", 300), ("mixed", 300)):
        s = _session(Clock(), HistoryStore(memory_only=True), preset)
        s.start_run("survival")
        hands = []
        for _ in range(answers):  # the clock stands still and every answer is right
            q = s.next_question()
            hands.append(q.hand)
            truth = mask_to_ranks(waits(q.hand, q.preset.seven_pairs, q.preset.allow_karaten))
            s.submit(truth)
        assert s.run is not None and len(set(hands)) == answers, preset


def test_expert_is_no_longer_a_third_nine_sided() -> None:
    s = _session(Clock(), HistoryStore(memory_only=True), "expert")
    nine = 0
    for _ in range(30):  # one run's worth, ten times over fresh runs
        s.start_run("survival")
        for _ in range(10):
            q = s.next_question()
            nine += sorted(q.tiles) == [1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9]
            s.current = None
    assert nine <= 30  # at most once a run; by hand count it was about 90 of these 300
