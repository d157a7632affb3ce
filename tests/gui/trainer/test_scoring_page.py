"""The scoring drill answered with the keyboard alone, explained, kept in the history."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.shared_data import MJLOG_DIR, mjlog_files, require
from yamaviewer.core.chinitsu import HistoryStore
from yamaviewer.core.library.sources import iter_games
from yamaviewer.core.scoring.drill import ScoringQuestion, expected_numbers, questions_of_items
from yamaviewer.gui.trainer import TrainerWidget
from yamaviewer.gui.trainer.scoring_page import ScoringPage
from yamaviewer.gui.trainer.tiles import shared_tile_painter


@cache
def shared_questions() -> tuple[ScoringQuestion, ...]:
    require(MJLOG_DIR)
    return tuple(questions_of_items(iter_games(mjlog_files())))


def _page(
    qtbot: QtBot, questions: list[ScoringQuestion], history: HistoryStore | None
) -> ScoringPage:
    page = ScoringPage(
        shared_tile_painter(), history, random.Random(5), questions=questions, clock=lambda: 100.0
    )
    qtbot.addWidget(page)
    page.resize(900, 600)
    page.show()
    qtbot.waitExposed(page)
    return page


def _type(qtbot: QtBot, page: ScoringPage, text: str) -> None:
    keys = {"-": Qt.Key.Key_Minus, " ": Qt.Key.Key_Space}
    for ch in text:
        qtbot.keyClick(page, keys[ch] if ch in keys else getattr(Qt.Key, f"Key_{ch}"))


def test_every_skill_answered_with_keys_alone(qtbot: QtBot, tmp_path: Path) -> None:
    tsumo = next(q for q in shared_questions() if q.situation.tsumo and not q.situation.dealer)
    store = HistoryStore(tmp_path / "h.sqlite3")
    page = _page(qtbot, [tsumo], store)
    assert page.question is tsumo and page.skill == "points"
    low, high = expected_numbers(tsumo)
    _type(qtbot, page, f"{low} {high}9")
    qtbot.keyClick(page, Qt.Key.Key_Backspace)  # the 9 was a slip
    qtbot.keyClick(page, Qt.Key.Key_Return)
    assert page.answered is True
    text = page.feedback.toPlainText()
    assert "Right!" in text and "How it is counted" in text and "han in all" in text
    # Space moves on; H asks the han, a wrong number is marked.
    qtbot.keyClick(page, Qt.Key.Key_Space)
    qtbot.keyClick(page, Qt.Key.Key_H)
    assert page.skill == "han" and page.answered is None
    _type(qtbot, page, str(tsumo.score.han + 1))
    qtbot.keyClick(page, Qt.Key.Key_Return)
    assert page.answered is False
    assert "✗" in page.feedback.toPlainText()
    assert f"it is {tsumo.score.han}" in page.feedback.toPlainText()
    # F asks the fu of the next win.
    qtbot.keyClick(page, Qt.Key.Key_Return)
    qtbot.keyClick(page, Qt.Key.Key_F)
    _type(qtbot, page, str(tsumo.score.fu))
    qtbot.keyClick(page, Qt.Key.Key_Return)
    assert page.answered is True
    # Y: the yaku are toggled by their option numbers.
    qtbot.keyClick(page, Qt.Key.Key_Space)
    qtbot.keyClick(page, Qt.Key.Key_Y)
    for number, yaku in enumerate(page.options, start=1):
        if yaku in tsumo.named_yaku:
            qtbot.keyClick(page, getattr(Qt.Key, f"Key_{number}"))
    qtbot.keyClick(page, Qt.Key.Key_Return)
    assert page.answered is True
    store.flush()
    kept = [key for key, _right, _at in store.position_outcomes() if key.startswith("score:")]
    assert [k.split(":")[1] for k in kept] == ["points", "han", "fu", "yaku"]
    assert "Count the han 0/1" in page.stats_label.text()
    store.close()


def test_my_mistakes_come_back(qtbot: QtBot) -> None:
    questions = list(shared_questions()[:40])
    page = _page(qtbot, questions, None)
    qtbot.keyClick(page, Qt.Key.Key_H)
    missed = page.question
    assert missed is not None
    _type(qtbot, page, "99")
    qtbot.keyClick(page, Qt.Key.Key_Return)
    qtbot.keyClick(page, Qt.Key.Key_M)
    assert page.mistakes_check.isChecked()
    for _ in range(3):
        qtbot.keyClick(page, Qt.Key.Key_Space)
        assert page.question is missed


def test_generated_hands_without_logs(qtbot: QtBot) -> None:
    page = _page(qtbot, [], None)
    q = page.question
    assert q is not None and q.key.startswith("gen:")
    _type(qtbot, page, "-".join(map(str, expected_numbers(q))))
    qtbot.keyClick(page, Qt.Key.Key_Enter)
    assert page.answered is True


@pytest.mark.slow
def test_the_drill_takes_the_logs_ten_for_every_shared_win(qtbot: QtBot) -> None:
    """Typed by keys, every shared win's answer (the log's ten, honba added) is right."""
    questions = shared_questions()
    page = _page(qtbot, [questions[0]], None)
    for q in questions:
        page.show_question(q)
        _type(qtbot, page, "-".join(map(str, expected_numbers(q))))
        qtbot.keyClick(page, Qt.Key.Key_Return)
        assert page.answered is True, q.key
        assert q.log_points == q.score.points


def test_the_trainer_has_the_scoring_tab(make_trainer: Callable[..., TrainerWidget]) -> None:
    trainer = make_trainer()
    trainer.show_mode("scoring")
    assert trainer.tabs.currentWidget() is trainer.scoring
    assert trainer.tabs.tabText(trainer.tabs.currentIndex()) == "Scoring"


def test_a_missed_win_comes_back_when_its_box_is_due(qtbot: QtBot, tmp_path: Path) -> None:
    """Missed, a win is asked again once its Leitner box is due (a minute, on the
    injected clock), before any other; the answers survive reopening the history."""
    questions = list(shared_questions()[:40])
    now = [1000.0]
    store = HistoryStore(tmp_path / "h.sqlite3")
    page = ScoringPage(
        shared_tile_painter(), store, random.Random(8), questions=questions, clock=lambda: now[0]
    )
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    missed = page.question
    assert missed is not None
    _type(qtbot, page, "1")  # no win pays 1 point
    qtbot.keyClick(page, Qt.Key.Key_Return)
    assert page.answered is False
    assert "reviews due: 0" in page.stats_label.text()
    now[0] += 30.0
    qtbot.keyClick(page, Qt.Key.Key_Space)
    assert page.question is not missed or len(questions) == 1
    now[0] += 30.0  # a minute after the miss: due
    qtbot.keyClick(page, Qt.Key.Key_Return)  # no answer typed: nothing checked
    page.next_question()
    assert page.question is missed
    assert "reviews due: 1" in page.stats_label.text()
    store.close()
    again = HistoryStore(tmp_path / "h.sqlite3")
    later = ScoringPage(
        shared_tile_painter(), again, random.Random(9), questions=questions, clock=lambda: now[0]
    )
    qtbot.addWidget(later)
    later.next_question()
    assert later.question is missed
    again.close()
