# ruff: noqa: F811  (the fixtures are shared with test_widget_fixes)
"""Issue 29 in the quiz page: a run keeps its level, the daily set counts once a day, and a
finished time attack's summary stays until the player chooses."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.gui.trainer.test_widget import FakeClock
from tests.gui.trainer.test_widget_fixes import answer_right, make  # noqa: F401
from yamaviewer.core.chinitsu.modes import DAILY_HANDS
from yamaviewer.gui import i18n
from yamaviewer.gui.trainer import TrainerWidget
from yamaviewer.gui.trainer.quiz import TIMEOUT_ENTER_GUARD


def test_the_time_attack_summary_stays_until_the_player_chooses(
    make: Callable[..., TrainerWidget], clock: FakeClock, qtbot: QtBot
) -> None:
    quiz = make(preset="expert").quiz
    quiz.set_mode("time-attack")
    for _ in range(3):
        clock.advance(10.0)
        answer_right(quiz)
        qtbot.keyClick(quiz, Qt.Key.Key_Space)
    clock.advance(100.0)
    quiz.tick()  # time is up with a hand open
    assert quiz.session.run is None and quiz.run_over
    assert quiz.hand_view.isHidden() and quiz.empty_label.isHidden()
    assert "The run is over." in quiz.prompt_label.text()
    summary = quiz.feedback.toPlainText()
    assert "Time is up! 3 hands right in 2 minutes." in summary
    clock.advance(3 * TIMEOUT_ENTER_GUARD)
    for _ in range(3):  # Enter, long after: still the summary, no new run over it
        qtbot.keyClick(quiz, Qt.Key.Key_Return)
    assert quiz.session.run is None and quiz.question is None
    assert quiz.feedback.toPlainText() == summary
    best = quiz.session.best_run("time-attack", "expert")
    assert best is not None and best.score == 3
    qtbot.keyClick(quiz, Qt.Key.Key_Space)  # the player's choice: play again
    assert quiz.session.run is not None and quiz.question is not None
    assert not quiz.hand_view.isHidden()


def test_changing_the_level_ends_the_run_unsaved(
    make: Callable[..., TrainerWidget], clock: FakeClock
) -> None:
    trainer = make(preset="expert")
    quiz = trainer.quiz
    quiz.set_mode("time-attack")
    for _ in range(3):
        clock.advance(5.0)
        answer_right(quiz)
        quiz.next_hand()
    index = quiz.preset_combo.findData("beginner")
    quiz.preset_combo.setCurrentIndex(index)
    quiz.preset_combo.activated.emit(index)  # as the player picks it
    assert quiz.session.run is None and quiz.mode == "practice"
    assert quiz.mode_combo.currentData() == "practice"
    assert quiz.prompt_label.text() == "Changing the level ended the run; it was not saved."
    for _ in range(5):  # the open expert hand, then beginner practice
        answer_right(quiz)
        quiz.next_hand()
    clock.advance(200.0)
    quiz.tick()
    assert quiz.run_label.text() == "" and not quiz.run_over
    assert trainer.history.best_run("time-attack", "expert") is None
    assert trainer.history.best_run("time-attack", "beginner") is None


def test_the_daily_set_counts_once_a_day(make: Callable[..., TrainerWidget]) -> None:
    trainer = make()
    quiz = trainer.quiz

    def play() -> None:
        quiz.set_mode("daily")
        for i in range(DAILY_HANDS):
            answer_right(quiz)
            if i < DAILY_HANDS - 1:
                quiz.next_hand()

    play()
    assert "New personal best at this level!" in quiz.feedback.toPlainText()
    assert not quiz.share_button.isHidden()
    quiz.set_mode("daily")
    assert quiz.run_label.text().startswith("Daily set 2024-06-01, practice: hand 1 of 10")
    play()
    text = quiz.feedback.toPlainText()
    assert "Daily set done: 10 of 10 right." in text and "Practice:" in text
    assert "personal best" not in text and "Share your result" not in text
    assert quiz.share_button.isHidden()
    runs = [r for r in trainer.history._memory_items() if type(r).__name__ == "RunRecord"]
    assert len(runs) == 1


def test_the_daily_set_says_its_tiles_are_shuffled(make: Callable[..., TrainerWidget]) -> None:
    quiz = make().quiz
    assert "sorted" in quiz.preset_summary_label.text()  # Beginner: sorted, as shown
    quiz.set_mode("daily")
    assert "shuffled" in quiz.preset_summary_label.text()
    assert "sorted" not in quiz.preset_summary_label.text()
    assert quiz.question is not None and list(quiz.question.tiles) != sorted(quiz.question.tiles)


def test_seconds_are_written_without_a_space_in_japanese(
    make: Callable[..., TrainerWidget], clock: FakeClock, qapp: QApplication
) -> None:
    assert i18n.install_language(qapp, "ja")
    QCoreApplication.processEvents()
    try:
        quiz = make().quiz
        clock.advance(26.6)
        answer_right(quiz)
        assert "解答時間 26.6秒。" in quiz.feedback.toPlainText()
    finally:
        i18n.install_language(qapp, "en")
        QCoreApplication.processEvents()
