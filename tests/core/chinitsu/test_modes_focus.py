"""Drill my weakness: the worst shapes and wait counts of a history built here, then sets."""

from __future__ import annotations

import random

import pytest

from tests.core.chinitsu.chinitsu_bruteforce import bf_waits
from yamaviewer.core.chinitsu import HistoryStore, TrainerSession, explain
from yamaviewer.core.chinitsu.hand import HandError, counts_of, mask_to_ranks
from yamaviewer.core.chinitsu.modes import Focus, weaknesses


def _played_history() -> HistoryStore:
    """120 mixed hands where the player misses every 4-wait hand and every sanmenchan."""
    store = HistoryStore(memory_only=True)
    t = [1_700_000_000.0]
    session = TrainerSession("mixed", history=store, clock=lambda: t[0], rng=random.Random(9))
    for _ in range(120):
        q = session.next_question()
        right = mask_to_ranks(bf_waits(counts_of(q.hand)))
        weak = len(right) == 4 or "sanmenchan" in explain(q.hand).shapes
        t[0] += 4.0
        session.submit(right[:-1] if weak else right)
    return store


def test_weaknesses_come_from_the_statistics_and_sets_ask_only_them() -> None:
    store = _played_history()
    stats = store.stats()
    found = weaknesses(stats, min_answered=3, limit=10)
    zero = {f for f, g in found if g.correct == 0}
    assert Focus(wait_count=4) in zero and Focus(shape="sanmenchan") in zero
    assert [g.accuracy for _f, g in found] == sorted(g.accuracy for _f, g in found)
    assert all(g.answered >= 3 and g.correct < g.answered for _f, g in found)
    session = TrainerSession("mixed", history=store, rng=random.Random(2))
    for focus in (Focus(wait_count=4), Focus(shape="sanmenchan")):
        session.focus = focus
        for _ in range(25):
            q = session.next_question()
            assert not q.is_review  # a focused set asks only its own hands
            n = bin(bf_waits(counts_of(q.hand))).count("1")
            if focus.wait_count is not None:
                assert n == 4
            else:
                assert n >= 3 and "sanmenchan" in explain(q.hand).shapes
            session.submit(mask_to_ranks(bf_waits(counts_of(q.hand))))


@pytest.mark.parametrize("count", range(10))
def test_the_player_picks_the_exact_wait_count(count: int) -> None:
    session = TrainerSession("mixed", rng=random.Random(count))
    session.focus = Focus(wait_count=count)
    for _ in range(15):
        q = session.next_question()
        assert bin(bf_waits(counts_of(q.hand))).count("1") == count


def test_shape_and_count_together_or_never() -> None:
    session = TrainerSession("mixed", rng=random.Random(4))
    session.focus = Focus(wait_count=5, shape="nobetan")
    for _ in range(10):
        q = session.next_question()
        assert bin(bf_waits(counts_of(q.hand))).count("1") == 5
        assert "nobetan" in explain(q.hand).shapes
    session.focus = Focus(wait_count=1, shape="sanmenchan")  # three waits at least
    with pytest.raises(HandError):
        session.next_question()
    with pytest.raises(ValueError):
        Focus(shape="nine-gates")


def test_a_missed_hand_is_replayed_next_under_its_rules() -> None:
    session = TrainerSession("beginner", rng=random.Random(1))
    hand = sum(1 << (3 * (r - 1)) for r in (1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9))
    session.replay(hand, seven_pairs=False)
    q = session.next_question()
    assert q.hand == hand and not q.preset.seven_pairs and q.is_review
    assert session.submit(range(1, 10)).exact  # the nine-sided wait
    assert not session.replays
