# ruff: noqa: F811  (the fixtures are shared with test_widget_fixes)
"""The scored modes in the quiz page: time attack to the end, survival, daily set and sharing."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.gui.trainer.test_widget import FakeClock, give_up
from tests.gui.trainer.test_widget_fixes import answer_right, make  # noqa: F401
from yamaviewer.core.chinitsu.modes import DAILY_HANDS, daily_hands
from yamaviewer.gui.trainer import TrainerWidget


def test_time_attack_runs_two_minutes_and_keeps_the_best(
    make: Callable[..., TrainerWidget], clock: FakeClock, qtbot: QtBot
) -> None:
    quiz = make().quiz
    quiz.set_mode("time-attack")
    assert quiz.run_label.text() == "Time attack: 2:00 left · 0 right · no best yet"
    for _ in range(4):
        clock.advance(10.0)
        answer_right(quiz)
        quiz.next_hand()
    clock.advance(50.0)
    quiz.tick()
    assert "Time attack: 0:30 left · 4 right" in quiz.run_label.text()
    clock.advance(31.0)
    quiz.tick()  # time is up: the open hand does not count
    assert quiz.question is None and quiz.session.run is None
    text = quiz.feedback.toPlainText()
    assert "Time is up! 4 hands right in 2 minutes." in text
    assert "New personal best at this level!" in text
    qtbot.keyClick(quiz, Qt.Key.Key_Space)  # play again
    assert quiz.session.run is not None and quiz.question is not None
    assert "best 4" in quiz.run_label.text()


def test_survival_stops_at_the_first_miss(make: Callable[..., TrainerWidget]) -> None:
    quiz = make().quiz
    quiz.set_mode("survival")
    answer_right(quiz)
    quiz.next_hand()
    give_up(quiz)
    assert quiz.session.run is None
    assert "Run over: 1 right before the first miss." in quiz.feedback.toPlainText()


def test_daily_set_plays_the_hands_of_the_date_and_copies_a_share_line(
    make: Callable[..., TrainerWidget],
) -> None:
    trainer = make()
    quiz = trainer.quiz
    quiz.set_mode("daily")
    expected = daily_hands("2024-06-01")
    for hand, tiles in expected:
        assert quiz.question is not None and quiz.question.hand == hand
        assert quiz.question.tiles == tiles
        answer_right(quiz)
        if quiz.session.run is not None:
            quiz.next_hand()
    assert f"Daily set done: {DAILY_HANDS} of {DAILY_HANDS} right." in quiz.feedback.toPlainText()
    assert not quiz.share_button.isHidden()
    quiz.share_button.click()
    line = QApplication.clipboard().text()
    assert line.startswith("yamaviewer daily 2024-06-01: 10/10 ")


def test_best_discard_page(make: Callable[..., TrainerWidget], qtbot: QtBot) -> None:
    trainer = make()
    trainer.show_mode("discard")
    page = trainer.discard
    q = page.question
    assert q is not None and len(page.hand_view.tiles) == 14
    held = set(q.tiles)
    assert all(b.isEnabled() == (b.rank in held) for b in page.candidates)
    qtbot.keyClick(page, getattr(Qt.Key, f"Key_{q.best[0]}"))
    qtbot.keyClick(page, Qt.Key.Key_Return)
    assert page.answered_right is True
    text = page.feedback.toPlainText()
    best = q.choice(q.best[0])
    assert best is not None and f"leaves {best.tiles} tiles" in text
    assert "★" in text


def test_best_discard_answers_are_kept(
    make: Callable[..., TrainerWidget],
    tmp_path: Path,
) -> None:
    from yamaviewer.core.chinitsu import HistoryStore

    db = tmp_path / "h.sqlite3"
    first = make(history=HistoryStore(db))
    first.show_mode("discard")
    q = first.discard.question
    assert q is not None
    first.discard.choose(q.best[0])
    assert first.discard.check() is True
    first.history.close()
    second = make(history=HistoryStore(db))
    second.show_mode("discard")
    assert "all time: 1 of 1" in second.discard.score_label.text()
    assert second.real.scheduler.cards == {}  # not mixed into the real-game reviews
    second.history.close()
