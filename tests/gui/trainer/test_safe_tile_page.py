"""The safe-tile drill page: shared positions played with keys and clicks, graded as the core
grades, explained with the real waits, kept in the shared history and asked again."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.gui.trainer_support import FakeClock
from tests.shared_data import mjlog_files
from yamaviewer.core.chinitsu import HistoryStore
from yamaviewer.core.defence.drill import SafeTileQuestion, grade, questions_of_items
from yamaviewer.core.library.sources import iter_games
from yamaviewer.core.tiles import long_kind_name
from yamaviewer.gui.trainer import TrainerWidget
from yamaviewer.gui.trainer.safe_tile_page import SafeTilePage

_DIGIT_KEYS = [getattr(Qt.Key, f"Key_{n}") for n in range(1, 10)]


@cache
def shared_questions() -> tuple[SafeTileQuestion, ...]:
    files = mjlog_files()[:12]
    if not files:
        pytest.skip("shared logs not found")
    return tuple(questions_of_items(iter_games([str(f) for f in files])))


def _page(make: Callable[..., TrainerWidget], store: HistoryStore) -> SafeTilePage:
    trainer = make(history=store)
    page = trainer.safe
    page.questions = list(shared_questions())
    trainer.show_mode("safe")
    page.next_question()
    return page


def test_every_answer_is_graded_as_the_core_grades_it(
    make_trainer: Callable[..., TrainerWidget], qtbot: QtBot, tmp_path: Path
) -> None:
    store = HistoryStore(tmp_path / "h.sqlite3")
    page = _page(make_trainer, store)
    questions = shared_questions()
    assert len(questions) > 20
    played = 0
    for number, q in enumerate(questions[:30]):
        page.show_question(q)
        # the position as the seat saw it: its hand, every river, the indicators
        view = q.view
        assert view is not None
        assert page.hand_strip.groups[0] == view.concealed
        assert page.dora_strip.tiles() == list(view.table.dora_indicators)
        shown = [b for b in page.choice_buttons if b.isVisible()]
        assert [b.kind for b in shown] == list(q.kinds)
        index = number % min(9, len(q.kinds))
        if number % 2:
            qtbot.keyClick(page, _DIGIT_KEYS[index])
        else:
            qtbot.mouseClick(shown[index], Qt.MouseButton.LeftButton)
        assert shown[index].isChecked()
        qtbot.keyClick(page, Qt.Key.Key_Return)
        expected = grade(q, q.kinds[index])
        assert page.result == expected
        text = page.feedback.toPlainText()
        for truth in q.truths:
            for kind in truth.waits:
                assert long_kind_name(kind) in text
        if not q.has_genbutsu:
            assert "No genbutsu: the safest was" in text
        if expected.deals_in:
            assert "Deal-in!" in text and shown[index].verdict == "extra"
        elif expected.right:
            assert "the safest you held" in text and shown[index].verdict == "hit"
        played += 1
    store.flush()
    kept = [o for o in store.position_outcomes() if o[0].startswith("safe:")]
    assert len(kept) == played
    assert page.tried == played
    store.close()


def test_a_wrong_answer_comes_back_and_the_statistics_count_it(
    make_trainer: Callable[..., TrainerWidget], qtbot: QtBot, clock: FakeClock
) -> None:
    store = HistoryStore(memory_only=True)
    page = _page(make_trainer, store)
    q = next(q for q in shared_questions() if len(set(q.kinds) - set(q.safest)) > 0)
    page.show_question(q)
    wrong = next(i for i, k in enumerate(q.kinds) if k not in q.safest)
    page.select(wrong)
    assert page.check() is False
    assert "Answered 1 · right 0 (0%) · still wrong 1" in page.stats_label.text()
    qtbot.keyClick(page, Qt.Key.Key_Space)
    clock.advance(61.0)
    page.next_question()
    assert page.question is not None and page.question.key == q.key
    # the safest tile, picked with the arrows, is right unless it dealt in
    safest = q.kinds.index(q.safest[0])
    for _ in range(safest + 1):
        qtbot.keyClick(page, Qt.Key.Key_Right)
    assert page.selected == safest
    qtbot.keyClick(page, Qt.Key.Key_Return)
    assert page.result == grade(q, q.safest[0])
    assert "Answered 2" in page.stats_label.text()


def test_the_riichi_count_filters_the_questions(
    make_trainer: Callable[..., TrainerWidget],
) -> None:
    page = _page(make_trainer, HistoryStore(memory_only=True))
    counts = {len(q.decision.riichi) for q in shared_questions()}
    assert 1 in counts
    for wanted in sorted(counts):
        page.riichi_combo.setCurrentIndex(wanted)
        page.next_question()
        assert page.question is not None and len(page.question.decision.riichi) == wanted
    page.riichi_combo.setCurrentIndex(0)


def test_an_empty_page_says_where_questions_come_from(
    make_trainer: Callable[..., TrainerWidget], qtbot: QtBot
) -> None:
    page = make_trainer().safe
    assert "No positions yet" in page.question_label.text()
    qtbot.keyClick(page, Qt.Key.Key_Return)  # nothing to check: no crash, nothing kept
    assert page.tried == 0
