"""Issue 27: a missed answer whose hand cannot be judged never reaches the reviews."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from pathlib import Path

from tests.core.chinitsu.history.test_store import _rec
from yamaviewer.core.chinitsu import TrainerSession
from yamaviewer.core.chinitsu.hand import HandError, validate_hand
from yamaviewer.core.chinitsu.history.store import HistoryStore

#: Hands no engine can judge, as a damaged or hand-edited row holds them: 7 tiles, more
#: than 4 copies of a rank, the wrong number of tiles (13 copies do not fit 3 bits).
IMPOSSIBLE = (0o7, 0o7111111, 0o1111111114 + 0o1, 0o1111111113 - 0o1)


def test_impossible_missed_hands_are_left_out_of_the_reviews_with_a_note(tmp_path: Path) -> None:
    db = tmp_path / "h.sqlite3"
    with HistoryStore(db) as store:
        assert store.add(_rec(1, ok=False))  # a real missed hand
    with sqlite3.connect(db) as conn:  # rows written as a damaged file would hold them
        for n, hand in enumerate(IMPOSSIBLE):
            conn.execute(
                "INSERT INTO answers (answered_at, day, hand, seven_pairs, allow_karaten, "
                "selected, correct, elapsed, wait_count, shapes, review) "
                "VALUES (?, '2024-01-02', ?, 1, 0, 1, 3, 2.0, 2, '', 0)",
                (2000.0 + n, hand),
            )
    for hand in IMPOSSIBLE:
        try:
            validate_hand(hand)
        except HandError:
            continue
        raise AssertionError(f"{hand:o} is a real hand")
    store = HistoryStore(db)
    session = TrainerSession("mixed", history=store, clock=lambda: 10**6)
    session.reviews_only = True
    assert [c.key.hand for c in session.scheduler.cards.values()] == [_rec(1).hand]
    assert any("cannot be judged" in p and "4 missed" in p for p in store.status.problems)
    for _ in range(3):  # the quiz goes on: the real review, then new hands
        question = session.next_question()
        validate_hand(question.hand)
        session.submit(list(session.current.tiles[:1]) if session.current else [])
    # A pending answer (an imported file) with an impossible hand is left out alike.
    store.add(replace(_rec(9, ok=False), hand=IMPOSSIBLE[1]))
    assert all(validate_hand(h) for h, *_rest in store.iter_outcomes())
    store.close()
