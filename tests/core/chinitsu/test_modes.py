"""Time attack, survival and the daily set: scoring, personal bests, same hands for a date."""

from __future__ import annotations

import random

import pytest

from yamaviewer.core.chinitsu import HistoryStore, TrainerSession, mask_to_ranks, waits
from yamaviewer.core.chinitsu.modes import (
    DAILY_HANDS,
    TIME_ATTACK_SECONDS,
    daily_hands,
    share_line,
)


class Clock:
    def __init__(self) -> None:
        self.t = 1_700_000_000.0

    def __call__(self) -> float:
        return self.t


def _truth(s: TrainerSession) -> list[int]:
    q = s.current
    assert q is not None
    return mask_to_ranks(waits(q.hand, q.preset.seven_pairs, q.preset.allow_karaten))


def _wrong(s: TrainerSession) -> list[int]:
    return [next(r for r in range(1, 10) if r not in _truth(s))]


def _session(clock: Clock, store: HistoryStore, seed: int = 1) -> TrainerSession:
    return TrainerSession(
        "beginner",
        history=store,
        clock=clock,
        rng=random.Random(seed),
        day_of=lambda t: "2024-06-01",
    )


def test_time_attack_counts_exact_answers_in_two_minutes_and_keeps_the_best() -> None:
    clock, store = Clock(), HistoryStore(memory_only=True)
    s = _session(clock, store)
    s.start_run("time-attack")
    rights = 0
    while True:
        s.next_question()
        clock.t += 7.0
        if s.check_run_over():
            break
        right = s.questions_asked % 4 != 0
        s.submit(_truth(s) if right else _wrong(s))
        rights += right
        if s.run is None:
            break
    assert s.run is None and s.finished_run is not None
    run, previous = s.finished_run
    assert previous is None and run.score == rights and run.mode == "time-attack"
    assert run.answered == int(TIME_ATTACK_SECONDS // 7)  # the hand open at the end is not counted
    best = s.best_run("time-attack")
    assert best is not None and best.score == rights
    # A worse second run keeps the best; the paused minutes are not play time.
    s.start_run("time-attack")
    s.next_question()
    s.pause()
    clock.t += 600.0
    s.resume()
    assert s.run_remaining() == pytest.approx(TIME_ATTACK_SECONDS)
    s.submit(_truth(s))
    clock.t += TIME_ATTACK_SECONDS
    assert s.check_run_over()
    assert s.finished_run is not None and s.finished_run[1] is not None
    assert s.finished_run[1].score == rights
    assert s.best_run("time-attack").score == max(rights, 1)  # type: ignore[union-attr]
    assert s.best_run("time-attack", "expert") is None  # bests are per level


def test_survival_ends_at_the_first_miss() -> None:
    clock, store = Clock(), HistoryStore(memory_only=True)
    s = _session(clock, store)
    s.start_run("survival")
    for _ in range(5):
        s.next_question()
        s.submit(_truth(s))
    assert s.run is not None and s.run.score == 5
    s.next_question()
    s.submit(_wrong(s))
    assert s.run is None and s.finished_run is not None
    assert (s.finished_run[0].score, s.finished_run[0].answered) == (5, 6)
    assert s.best_run("survival").score == 5  # type: ignore[union-attr]


def test_no_reviews_inside_a_run() -> None:
    clock, store = Clock(), HistoryStore(memory_only=True)
    s = _session(clock, store)
    s.next_question()
    s.submit(_wrong(s))
    clock.t += 3600.0
    s.start_run("survival")
    assert not s.next_question().is_review


def test_daily_set_is_the_same_for_a_date_and_different_across_dates() -> None:
    a, b = daily_hands("2024-06-01"), daily_hands("2024-06-01")
    assert a == b and len(a) == DAILY_HANDS
    assert daily_hands("2024-06-02") != a
    clock = Clock()
    sessions = [_session(clock, HistoryStore(memory_only=True), seed) for seed in (1, 99)]
    seen = []
    for s in sessions:
        s.start_run("daily")
        hands = []
        for i in range(DAILY_HANDS):
            q = s.next_question()
            hands.append((q.hand, q.tiles))
            s.submit(_truth(s) if i % 3 else _wrong(s))
        assert s.run is None and s.finished_run is not None
        seen.append(hands)
    assert seen[0] == seen[1] == a
    run = sessions[0].finished_run[0]  # type: ignore[index]
    assert run.score == sum(1 for i in range(DAILY_HANDS) if i % 3)
    line = share_line(run, 83.4)
    assert line.startswith(f"yamaviewer daily 2024-06-01: {run.score}/{DAILY_HANDS} ")
    assert line.count("🟩") == run.score and line.count("🟥") == DAILY_HANDS - run.score
    assert "in 83 s" in line
