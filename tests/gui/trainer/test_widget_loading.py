"""Issue 27: a long history loads off the GUI thread; the window keeps turning meanwhile."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from yamaviewer.core.chinitsu import tables
from yamaviewer.core.chinitsu.hand import mask_to_ranks, ranks_of
from yamaviewer.core.chinitsu.history.records import INSERT
from yamaviewer.core.chinitsu.history.store import HistoryStore
from yamaviewer.core.chinitsu.judge import waits
from yamaviewer.core.chinitsu.scheduler import CardKey, LeitnerScheduler
from yamaviewer.core.chinitsu.tables import QuestionPool, popcount9, question_pool
from yamaviewer.core.chinitsu.trainer import wait_count_in_range
from yamaviewer.gui.trainer.widget import TrainerWidget

ANSWERS = 200_000


def _build(db: Path) -> None:
    """ANSWERS real hands over a year, about 8 % missed, in one transaction."""
    HistoryStore(db).close()
    rng = random.Random(27)
    pool = question_pool()
    rows = []
    for i in range(ANSWERS):
        hand = pool.draw(rng, None, True)
        correct = pool.waits_of(hand)
        selected = correct ^ 1 if rng.random() < 0.08 else correct
        at = 1_700_000_000.0 + 150.0 * i
        day = f"2023-{1 + i * 12 // ANSWERS:02d}-01"
        rows.append(
            (at, day, hand, 1, 0, selected, correct, rng.uniform(1, 20), popcount9(correct))
            + ("ryanmen", 0, 0, "beginner", "p")
        )
    with sqlite3.connect(db) as conn:
        conn.executemany(INSERT["answer"], rows)


@pytest.mark.slow
def test_opening_on_a_long_history_keeps_the_event_loop_turning(
    qtbot: QtBot, tmp_path: Path
) -> None:
    db = tmp_path / "h.sqlite3"
    _build(db)
    now = 1_700_000_000.0 + 150.0 * ANSWERS + 10**6
    store = HistoryStore(db, background=True)
    widget = TrainerWidget(history=store, clock=lambda: now, rng=random.Random(1))
    qtbot.addWidget(widget)
    widget.show_mode("stats")
    widget.show()
    # The constructor and show() came back before the history was read.
    assert widget.quiz.reviews_loading and widget.stats_page.stats is None
    assert widget.quiz.question is not None  # practice can start at once
    ticks_while_loading = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(
        lambda: (
            ticks_while_loading.append(1)
            if widget.quiz.reviews_loading or widget.stats_page.stats is None
            else None
        )
    )
    timer.start()
    qtbot.waitUntil(
        lambda: not widget.quiz.reviews_loading and widget.stats_page.stats is not None,
        timeout=300_000,
    )
    timer.stop()
    assert ticks_while_loading  # the event loop turned (a timer fired) while it loaded
    with sqlite3.connect(db) as conn:
        answered, right = conn.execute(
            "SELECT count(*), sum(selected = correct AND timed_out = 0) FROM answers"
        ).fetchone()
        rows = conn.execute(
            "SELECT hand, seven_pairs, allow_karaten, selected = correct, answered_at "
            "FROM answers ORDER BY answered_at"
        ).fetchall()
    stats = widget.stats_page.stats
    assert stats is not None
    assert (stats.overall.answered, stats.overall.correct) == (answered, right) == (ANSWERS, right)
    expected = LeitnerScheduler()
    for hand, sp, ak, ok, at in rows:  # every row, not only the missed hands' rows
        expected.record(CardKey(hand, bool(sp), bool(ak)), bool(ok), at)
    assert {k: (c.box, c.due) for k, c in widget.session.scheduler.cards.items()} == {
        k: (c.box, c.due) for k, c in expected.cards.items()
    }
    assert widget.session.due_reviews_all() == len(expected.due(now)) > 0
    widget.shutdown()


def test_the_trainer_opens_before_its_question_pool_is_built(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tables, "_POOLS", {})  # as on a fresh start: nothing built yet
    widget = TrainerWidget(history_path=tmp_path / "h.sqlite3", rng=random.Random(5))
    qtbot.addWidget(widget)
    question = widget.quiz.question
    assert question is not None and not question.is_review
    preset = question.preset
    mask = waits(question.hand, preset.seven_pairs, preset.allow_karaten)
    assert wait_count_in_range(preset, popcount9(mask))
    assert sorted(question.tiles) == ranks_of(question.hand)
    result = widget.session.submit(mask_to_ranks(mask))
    assert result.exact
    assert widget.wait_pool()
    built = question_pool(preset.options)
    eager = QuestionPool(preset.options)
    assert [list(s.hands) for s in built.by_waits] == [list(s.hands) for s in eager.by_waits]
    assert list(built.tenpai.hands) == list(eager.tenpai.hands)
    assert all(built.waits_of(h) == eager.waits_of(h) for h in eager.tenpai.hands)
    widget.shutdown()
