"""The all-last quiz answered with the keyboard alone, explained, reviewed, kept."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.shared_data import MJLOG_DIR, mjlog_files, require
from yamaviewer.core.chinitsu import HistoryStore
from yamaviewer.core.replay.document import load_document
from yamaviewer.core.scoring.all_last import (
    AllLastQuestion,
    expected_numbers,
    question_of_seed,
    questions_of_game,
)
from yamaviewer.gui.trainer import TrainerWidget
from yamaviewer.gui.trainer.all_last_page import AllLastPage
from yamaviewer.gui.trainer.tiles import shared_tile_painter


def _game_ends() -> list[AllLastQuestion]:
    require(MJLOG_DIR)
    found: list[AllLastQuestion] = []
    for path in mjlog_files()[:6]:
        found += questions_of_game(load_document(path).game, path.stem)
    return found


def _page(
    qtbot: QtBot,
    questions: list[AllLastQuestion] | None,
    history: HistoryStore | None,
    now: list[float],
) -> AllLastPage:
    page = AllLastPage(
        shared_tile_painter(), history, random.Random(2), questions=questions, clock=lambda: now[0]
    )
    qtbot.addWidget(page)
    page.resize(900, 600)
    page.show()
    qtbot.waitExposed(page)
    return page


def _type(qtbot: QtBot, page: AllLastPage, text: str) -> None:
    keys = {"-": Qt.Key.Key_Minus, " ": Qt.Key.Key_Space}
    for ch in text:
        qtbot.keyClick(page, keys[ch] if ch in keys else getattr(Qt.Key, f"Key_{ch}"))


def test_real_game_ends_answered_with_keys_alone(qtbot: QtBot, tmp_path: Path) -> None:
    questions = _game_ends()
    store = HistoryStore(tmp_path / "h.sqlite3")
    now = [1000.0]
    page = _page(qtbot, questions, store, now)
    for _ in range(12):
        q = page.question
        assert q is not None and q in questions
        assert "ron from" in page.prompt_label.text() or "tsumo" in page.prompt_label.text()
        _type(qtbot, page, "9")
        qtbot.keyClick(page, Qt.Key.Key_Backspace)  # a slip, erased
        _type(qtbot, page, " ".join(map(str, expected_numbers(q))))
        qtbot.keyClick(page, Qt.Key.Key_Return)
        assert page.judgement is not None and page.judgement.right, q.key
        text = page.feedback.toPlainText()
        assert "Right!" in text and "Every way:" in text
        qtbot.keyClick(page, Qt.Key.Key_Space)
    assert page.solved == page.tried == 12
    assert all(right for key, right, _ in store.position_outcomes() if key.startswith("alllast:"))
    store.close()


def test_a_missed_standing_comes_back_when_due(qtbot: QtBot, tmp_path: Path) -> None:
    store = HistoryStore(tmp_path / "h.sqlite3")
    now = [1000.0]
    page = _page(qtbot, None, store, now)  # no sources: made standings
    missed = page.question
    assert missed is not None and missed.key.startswith("gen:")
    assert missed == question_of_seed(int(missed.key[4:]))
    wrong = "1" if expected_numbers(missed) != (1,) else "2"
    _type(qtbot, page, wrong)
    qtbot.keyClick(page, Qt.Key.Key_Enter)
    assert page.judgement is not None and not page.judgement.right
    assert "Not quite." in page.feedback.toPlainText()
    qtbot.keyClick(page, Qt.Key.Key_Space)
    now[0] += 61.0
    qtbot.keyClick(page, Qt.Key.Key_Space)  # unanswered: Space does not skip
    page.next_question()
    assert page.question == missed
    assert "reviews due: 1" in page.stats_label.text()
    store.close()


def test_the_trainer_has_the_all_last_tab(make_trainer: Callable[..., TrainerWidget]) -> None:
    trainer = make_trainer()
    trainer.show_mode("alllast")
    assert trainer.tabs.currentWidget() is trainer.all_last
    assert trainer.tabs.tabText(trainer.tabs.currentIndex()) == "All last"
