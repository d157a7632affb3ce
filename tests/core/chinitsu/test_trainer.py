"""The trainer engine driven like a GUI would, on an injected clock and RNG."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tests.core.chinitsu.chinitsu_bruteforce import bf_waits
from yamaviewer.core.chinitsu.hand import (
    HandError,
    counts_of,
    mask_to_ranks,
    parse_hand,
    ranks_of,
)
from yamaviewer.core.chinitsu.history.store import HistoryStore
from yamaviewer.core.chinitsu.reverse import make_reverse_puzzle
from yamaviewer.core.chinitsu.scheduler import INTERVALS
from yamaviewer.core.chinitsu.trainer import (
    PRESETS,
    RANDOM_SUIT,
    Preset,
    TrainerError,
    TrainerSession,
    check_answer,
)


class Clock:
    def __init__(self, t: float = 1_700_000_000.0) -> None:
        self.t = t

    def __call__(self) -> float:
        return self.t


def _session(preset: Preset | str = "mixed", **kw: object) -> tuple[TrainerSession, Clock]:
    clock = Clock()
    s = TrainerSession(
        preset, clock=clock, rng=random.Random(5), day_of=lambda t: f"day{int(t // 86400)}", **kw
    )  # type: ignore[arg-type]
    return s, clock


def _truth(hand: int, seven: bool = True) -> list[int]:
    return mask_to_ranks(bf_waits(counts_of(hand), seven=seven))


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_presets_draw_matching_hands(name: str) -> None:
    s, _ = _session(name)
    p = PRESETS[name]
    for _ in range(40):
        q = s.next_question()
        assert sorted(q.tiles) == ranks_of(q.hand) and len(q.tiles) == 13
        n = len(_truth(q.hand, p.seven_pairs))
        assert n in (p.wait_counts or range(1, 10))
        s.submit(_truth(q.hand, p.seven_pairs))


def test_sorted_and_shuffled_display() -> None:
    s, _ = _session("beginner")
    assert all(list(s.next_question().tiles) == sorted(s.current.tiles) for _ in range(20))  # type: ignore[union-attr]
    s, _ = _session("expert")
    shown = [s.next_question().tiles for _ in range(20)]
    assert any(list(t) != sorted(t) for t in shown)


def test_answer_checking_score_streak_and_timer() -> None:
    s, clock = _session("intermediate")
    q = s.next_question()
    truth = _truth(q.hand)
    clock.t += 4.25
    assert s.elapsed() == 4.25
    r = s.submit(truth)
    assert r.exact and r.missed == () and r.extra == () and r.elapsed == 4.25
    assert (r.score, r.streak, r.best_streak) == (1, 1, 1)
    assert r.explanation.ranks == truth and r.wait_count == len(truth)
    q = s.next_question()
    truth = _truth(q.hand)
    wrong = [*truth[1:], next(k for k in range(1, 10) if k not in truth)]
    r = s.submit(wrong)
    assert not r.exact
    assert r.missed == (truth[0],) and r.extra == (wrong[-1],)
    assert (r.score, r.streak, r.best_streak) == (1, 0, 1)
    assert s.accuracy == 0.5
    with pytest.raises(TrainerError):
        s.submit(truth)
    s.next_question()
    with pytest.raises(HandError):
        s.submit([0, 10])
    with pytest.raises(TrainerError, match="unknown preset"):
        TrainerSession("impossible")


def test_time_limit_makes_late_answers_wrong() -> None:
    s, clock = _session("blitz")
    q = s.next_question()
    assert s.remaining() == 20.0
    clock.t += 25
    assert s.remaining() == 0.0
    r = s.submit(_truth(q.hand))
    assert r.timed_out and not r.exact and r.streak == 0
    assert s.history.records[-1].is_correct is False


def test_missed_hands_come_back_on_schedule_mixed_with_new() -> None:
    s, clock = _session("beginner")
    missed = []
    for _ in range(3):
        q = s.next_question()
        s.submit([])  # tenpai hands: an empty answer is always wrong
        missed.append(q.hand)
        clock.t += 1
    assert not s.next_question().is_review  # not due before a minute
    s.submit(_truth(s.current.hand))  # type: ignore[union-attr]
    clock.t += INTERVALS[1]
    kinds = []
    for _ in range(5):
        q = s.next_question()
        kinds.append((q.is_review, q.hand if q.is_review else None))
        s.submit(_truth(q.hand))
    # At most two reviews in a row, oldest miss first, then a new hand, then the last one.
    assert kinds[:4] == [(True, missed[0]), (True, missed[1]), (False, None), (True, missed[2])]
    assert s.due_reviews() == 0


def test_history_feeds_stats_and_survives_restart(tmp_path: Path) -> None:
    db = tmp_path / "h.sqlite3"
    store = HistoryStore(db)
    s, clock = _session("mixed", history=store)
    times = [2.0, 4.0, 9.0]
    for i, dt in enumerate(times):
        q = s.next_question()
        clock.t += dt
        s.submit(_truth(q.hand) if i != 1 else [])
    store.close()
    again = HistoryStore(db)
    s2, clock2 = _session("mixed", history=again)
    st = s2.stats()
    assert st.overall.answered == 3 and st.overall.correct == 2
    assert st.overall.median_time == 4.0
    assert sum(g.answered for g in st.by_wait_count.values()) == 3
    assert set(st.by_day) == {f"day{int(clock2.t // 86400)}"}
    assert all(g.answered >= 1 for g in st.by_shape.values())
    # The missed hand is scheduled again after the restart.
    clock2.t += 10 * INTERVALS[1]
    assert s2.next_question().is_review
    again.close()


def test_practice_continues_with_a_broken_database(tmp_path: Path) -> None:
    db = tmp_path / "h.sqlite3"
    db.write_bytes(b"\x00garbage" * 50)
    store = HistoryStore(db)
    s, _ = _session("beginner", history=store)
    assert not s.history_status.ok and s.history_status.backup_path is not None
    q = s.next_question()
    assert s.submit(_truth(q.hand)).saved


def test_check_answer_and_reverse_puzzle() -> None:
    assert check_answer(parse_hand("1112345678999"), range(1, 10))
    assert not check_answer(parse_hand("1112345678999"), [1, 2])
    assert check_answer(parse_hand("1114447772581"), [])  # not tenpai
    rng = random.Random(9)
    for _ in range(300):
        puzzle = make_reverse_puzzle(rng)
        assert puzzle.removed in puzzle.answers
        assert list(puzzle.answers) == _truth(puzzle.hand)
        assert sorted(puzzle.tiles) == ranks_of(puzzle.hand)
        assert puzzle.check(puzzle.removed)


def test_random_suit_draws_every_suit_and_a_fixed_one_only_itself() -> None:
    s, _clock = _session("beginner")
    s.suit = RANDOM_SUIT
    drawn = {s.next_question().suit for _ in range(60)}
    assert drawn == {"m", "p", "s"}
    for fixed in ("m", "s"):
        s.suit = fixed
        assert {s.next_question().suit for _ in range(30)} == {fixed}


def test_a_missed_hand_comes_back_in_its_suit_and_the_history_keeps_it() -> None:
    s, clock = _session("beginner", max_reviews_in_a_row=5)
    s.suit = "s"
    q = s.next_question()
    result = s.submit([])  # "not tenpai" on a beginner hand: wrong
    assert not result.exact
    assert s.history.records[-1].suit == "s"
    s.suit = "m"  # the setting changes; the review keeps the suit it was missed in
    clock.t += INTERVALS[1]
    review = s.next_question()
    assert review.is_review and review.hand == q.hand
    assert review.suit == "s"
    s.submit(list(result.correct))
    assert s.history.records[-1].suit == "s"
    assert s.next_question().suit == "m"  # a new hand follows the setting
