"""Leitner review order on an injected clock (no wall-clock anywhere)."""

from __future__ import annotations

from yamaviewer.core.chinitsu.scheduler import (
    INTERVALS,
    CardKey,
    KeyedReviews,
    LeitnerScheduler,
)

A, B, C = CardKey(0o1), CardKey(0o2), CardKey(0o3)


def test_only_missed_hands_are_scheduled() -> None:
    s = LeitnerScheduler()
    assert s.record(A, True, 0.0) is None
    assert len(s) == 0
    card = s.record(B, False, 0.0)
    assert card is not None and card.box == 1 and card.due == INTERVALS[1]


def test_due_times_follow_boxes_and_retire_after_last() -> None:
    s = LeitnerScheduler()
    t = 100.0
    s.record(A, False, t)
    assert s.due(t + INTERVALS[1] - 1) == []
    boxes = []
    for _ in range(len(INTERVALS) - 2):
        t = s.cards[A].due
        assert [c.key for c in s.due(t)] == [A]
        card = s.record(A, True, t)
        assert card is not None
        boxes.append(card.box)
        assert card.due == t + INTERVALS[card.box]
    assert boxes == list(range(2, len(INTERVALS)))
    assert s.record(A, True, s.cards[A].due) is None  # right in the last box: retired
    assert len(s) == 0


def test_miss_sends_back_to_box_one_and_counts_lapse() -> None:
    s = LeitnerScheduler()
    s.record(A, False, 0.0)
    s.record(A, True, 60.0)
    assert s.cards[A].box == 2
    s.record(A, False, 700.0)
    assert s.cards[A].box == 1 and s.cards[A].lapses == 1 and s.cards[A].due == 760.0


def test_review_order_lowest_box_then_most_overdue_then_hand() -> None:
    s = LeitnerScheduler()
    s.record(A, False, 0.0)  # box 1, due 60
    s.record(A, True, 60.0)  # box 2, due 660
    s.record(B, False, 300.0)  # box 1, due 360
    s.record(C, False, 200.0)  # box 1, due 260
    assert [c.key for c in s.due(259.0)] == []
    assert [c.key for c in s.due(300.0)] == [C]
    assert [c.key for c in s.due(1000.0)] == [C, B, A]  # box 1 before box 2
    # Same box and due time: the smaller hand first, deterministically.
    s2 = LeitnerScheduler()
    s2.record(B, False, 0.0)
    s2.record(A, False, 0.0)
    assert [c.key for c in s2.due(60.0)] == [A, B]


def test_rule_sets_are_separate_cards() -> None:
    s = LeitnerScheduler()
    plain, no_sp = CardKey(5, True, False), CardKey(5, False, False)
    s.record(plain, False, 0.0)
    s.record(no_sp, False, 10.0)
    assert [c.key for c in s.due(100.0, seven_pairs=False)] == [no_sp]
    assert [c.key for c in s.due(100.0, seven_pairs=True, allow_karaten=False)] == [plain]
    assert s.next_due(100.0, allow_karaten=True) is None


def test_replay_equals_live_recording() -> None:
    answers = [(A, False, 0.0), (B, False, 5.0), (A, True, 70.0), (B, False, 80.0), (C, True, 90.0)]
    live = LeitnerScheduler()
    for key, ok, at in answers:
        live.record(key, ok, at)
    replayed = LeitnerScheduler()
    replayed.replay(reversed(answers))  # replay sorts by time
    assert live.cards == replayed.cards


def test_keyed_reviews_file_one_trainers_answers_and_give_keys_back() -> None:
    answers = [
        ("score:fu:g/1/0", False, 0.0),  # missed: box 1, due after a minute
        ("score:han:g/1/0", True, 0.0),  # right the first time: never scheduled
        ("alllast:gen:7", False, 0.0),  # another trainer's
        ("score:points:g/2/1", False, 30.0),
        ("score:points:g/2/1", True, 200.0),  # up to box 2: due 10 minutes later
    ]
    reviews = KeyedReviews("score:", answers)
    assert len(reviews) == 2
    assert reviews.due(59.0) == []
    assert reviews.due(60.0) == ["score:fu:g/1/0"]
    assert reviews.due(800.0) == ["score:fu:g/1/0", "score:points:g/2/1"]  # lower box first
    reviews.record("score:fu:g/1/0", True, 800.0)
    reviews.record("alllast:gen:7", False, 800.0)  # not this trainer's: ignored
    assert reviews.due(800.0) == ["score:points:g/2/1"]
    # both in box 2 now: the longer overdue first
    assert reviews.due(800.0 + INTERVALS[2]) == ["score:points:g/2/1", "score:fu:g/1/0"]
