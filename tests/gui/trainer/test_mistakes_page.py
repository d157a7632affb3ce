"""My mistakes tab: a history built here listed, filtered, starred, replayed and drilled."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from tests.core.chinitsu.chinitsu_bruteforce import bf_waits
from tests.gui.trainer_support import FakeClock
from yamaviewer.core.chinitsu import (
    HistoryStore,
    PositionRecord,
    ReverseRecord,
    TrainerSession,
    explain,
)
from yamaviewer.core.chinitsu.hand import counts_of, mask_to_ranks
from yamaviewer.core.chinitsu.modes import Focus
from yamaviewer.core.chinitsu.ukeire import make_ukeire_question
from yamaviewer.gui.trainer.mistakes_page import FOCUS_SET_HANDS


def _history(clock: FakeClock) -> HistoryStore:
    """60 mixed hands, every sanmenchan missed; a missed reverse puzzle, discard and game."""
    store = HistoryStore(memory_only=True)
    session = TrainerSession("mixed", history=store, clock=clock, rng=random.Random(3))
    for _ in range(60):
        q = session.next_question()
        right = mask_to_ranks(bf_waits(counts_of(q.hand)))
        clock.advance(5)
        session.submit(right[:-1] if "sanmenchan" in explain(q.hand).shapes else right)
    hand = sum(1 << (3 * (r - 1)) for r in (1, 1, 2, 2, 3, 3, 4, 5, 6, 7, 8, 9, 9))
    store.add(ReverseRecord(clock() + 1, hand, 9, 5, False))
    discard = make_ukeire_question(random.Random(3)).hand
    store.add(PositionRecord(clock() + 2, f"discard:{discard:x}", False, "9"))
    store.add(PositionRecord(clock() + 3, "0123456789abcdef", False, "3p"))
    return store


def test_list_filter_star_replay_and_drill(qtbot, make_trainer, clock: FakeClock) -> None:  # type: ignore[no-untyped-def]
    store = _history(clock)
    missed = [r for r in store.records if not r.is_correct]
    assert missed
    trainer = make_trainer(history=store, preset="beginner")
    page = trainer.mistakes
    trainer.tabs.setCurrentWidget(page)
    table = page.table
    assert table.rowCount() == len(missed) + 3
    assert [table.item(r, 2).text() for r in range(3)] == [
        "Real games",
        "Best discard",
        "Reverse puzzle",
    ]
    newest = missed[-1]
    ranks = [r for r in range(1, 10) for _ in range(counts_of(newest.hand)[r - 1])]
    assert table.item(3, 4).text() == "".join(map(str, ranks)) + "p"
    truth = mask_to_ranks(bf_waits(counts_of(newest.hand)))
    assert table.item(3, 6).text() == "".join(map(str, truth)) + "p"
    assert table.item(3, 5).text() == "".join(map(str, truth[:-1])) + "p"
    assert table.item(0, 5).text() == "3p" and table.item(1, 5).text() == "9p"

    page.mode_combo.setCurrentIndex(page.mode_combo.findData("waits"))
    page.refresh()
    assert table.rowCount() == len(missed)
    page.mode_combo.setCurrentIndex(0)
    page.shape_combo.setCurrentIndex(page.shape_combo.findData("sanmenchan"))
    page.refresh()
    # Every missed hand was a sanmenchan, and so is the reverse puzzle's 1122334567899.
    assert table.rowCount() == len(missed) + 1
    assert table.item(0, 2).text() == "Reverse puzzle"
    page.shape_combo.setCurrentIndex(page.shape_combo.findData("kanchan"))
    page.refresh()
    assert table.rowCount() == sum("kanchan" in r.shapes for r in missed)
    page.shape_combo.setCurrentIndex(0)
    page.refresh()

    # The star: a click on the first column keeps the question, in the store.
    rect = table.visualItemRect(table.item(3, 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert table.item(3, 0).text() == "★"
    assert page.mistakes[3].question in store.starred()
    page.starred_check.setChecked(True)
    # Every answer to that question is starred (it was missed again as a review).
    assert table.rowCount() == sum(r.hand == newest.hand for r in missed) >= 1
    assert table.item(0, 4).text() == "".join(map(str, ranks)) + "p"

    # Replay: the quiz asks that very hand.
    table.selectRow(0)
    assert page.replay_button.isEnabled()
    page.replay_button.click()
    assert trainer.tabs.currentWidget() is trainer.quiz
    assert trainer.quiz.question is not None and trainer.quiz.question.hand == newest.hand
    page.starred_check.setChecked(False)

    # Drill my weakness: sanmenchan was always missed, so it is offered at 0 %.
    trainer.tabs.setCurrentWidget(page)
    buttons = [b for b in page.weak_buttons if b.isVisibleTo(page)]
    target = next(b for b in buttons if "sanmenchan" in b.text())
    assert "0 %" in target.text()
    target.click()
    quiz = trainer.quiz
    assert trainer.session.focus == Focus(shape="sanmenchan")
    for n in range(FOCUS_SET_HANDS):
        assert quiz.question is not None
        assert "sanmenchan" in explain(quiz.question.hand).shapes
        assert f"({FOCUS_SET_HANDS - n} " in trainer.tabs.tabText(0)
        quiz.toggle(mask_to_ranks(bf_waits(counts_of(quiz.question.hand)))[0])
        quiz.submit()
        quiz.next_hand()
    assert trainer.session.focus is None and trainer.tabs.tabText(0) == "Waits quiz"

    # An exact wait count the player picks.
    trainer.tabs.setCurrentWidget(page)
    page.exact_spin.setValue(6)
    page.exact_button.click()
    for _ in range(5):
        assert quiz.question is not None
        assert bin(bf_waits(counts_of(quiz.question.hand))).count("1") == 6
        quiz.toggle(1)
        quiz.submit()
        quiz.next_hand()
