"""Ron or not answered with R and N on shared-log discards, explained, kept and reviewed."""

from __future__ import annotations

import random
from functools import cache
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.shared_data import MJLOG_DIR, require
from yamaviewer.core.chinitsu import HistoryStore
from yamaviewer.core.chinitsu.history.mistakes import position_mode
from yamaviewer.core.ron_quiz import FURITEN_DISCARD, NO_YAKU, RON, RonQuestion, iter_questions
from yamaviewer.gui.trainer.ron_page import RonPage
from yamaviewer.gui.trainer.tiles import shared_tile_painter


@cache
def _questions() -> tuple[RonQuestion, ...]:
    return tuple(iter_questions([str(require(MJLOG_DIR))]))


def _page(
    qtbot: QtBot, questions: list[RonQuestion], store: HistoryStore, now: list[float]
) -> RonPage:
    page = RonPage(
        shared_tile_painter(), store, random.Random(3), questions=questions, clock=lambda: now[0]
    )
    qtbot.addWidget(page)
    page.resize(1100, 720)
    page.show()
    qtbot.waitExposed(page)
    return page


def test_keys_answer_and_the_rules_explain(qtbot: QtBot, tmp_path: Path) -> None:
    ron = next(q for q in _questions() if q.verdict == RON)
    furiten = next(q for q in _questions() if q.verdict == FURITEN_DISCARD)
    yakuless = next(q for q in _questions() if q.verdict == NO_YAKU)
    store = HistoryStore(tmp_path / "h.sqlite3")
    now = [1000.0]
    page = _page(qtbot, [ron, furiten, yakuless], store, now)

    page.show_question(ron)
    assert page.hand_strip.tiles() == [*ron.concealed, *(t for m in ron.melds for t in m)]
    assert page.tile_strip.tiles() == [ron.tile]
    qtbot.keyClick(page, Qt.Key.Key_R)
    assert page.answer is True and page.solved == 1
    assert "Right!" in page.feedback.toPlainText()

    qtbot.keyClick(page, Qt.Key.Key_Space)  # moves on
    page.show_question(furiten)
    qtbot.keyClick(page, Qt.Key.Key_R)  # the trap taken
    text = page.feedback.toPlainText()
    assert "Not quite." in text and "Furiten: you discarded" in text
    assert not page.ron_button.isEnabled()

    page.show_question(yakuless)
    page.pass_button.click()
    assert "No yaku" in page.feedback.toPlainText() and page.solved == 2
    store.flush()
    kept = [(key, right) for key, right, _ in store.position_outcomes()]
    assert kept == [(ron.key, True), (furiten.key, False), (yakuless.key, True)]
    assert {position_mode(key) for key, _ in kept} == {"ron"}
    store.close()


def test_a_missed_discard_comes_back_first(qtbot: QtBot, tmp_path: Path) -> None:
    questions = list(_questions())
    furiten = next(q for q in questions if q.verdict == FURITEN_DISCARD)
    store = HistoryStore(tmp_path / "h.sqlite3")
    now = [1000.0]
    page = _page(qtbot, questions, store, now)
    page.show_question(furiten)
    page.answer_with(True)
    now[0] += 3 * 86400.0
    store.flush()
    again = _page(qtbot, questions, store, now)  # a new page reads the kept answers
    assert again.question is furiten
    store.close()


def test_traps_are_asked_as_often_as_rons(qtbot: QtBot, tmp_path: Path) -> None:
    page = _page(qtbot, list(_questions()), HistoryStore(tmp_path / "h.sqlite3"), [0.0])
    seen = [page.pick() for _ in range(400)]
    traps = sum(1 for q in seen if q is not None and q.verdict not in (RON, "not a wait"))
    rons = sum(1 for q in seen if q is not None and q.verdict == RON)
    assert 0.6 < traps / (2 * rons) < 1.6  # furiten and no yaku: two groups of four
