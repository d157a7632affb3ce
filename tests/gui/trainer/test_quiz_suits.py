# ruff: noqa: F811  (the fixtures are shared with test_widget_fixes)
"""The waits quiz's suit setting: a fixed suit, or a suit drawn for each new hand."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings

from tests.gui.trainer.test_widget import give_up
from tests.gui.trainer.test_widget_fixes import make  # noqa: F401
from yamaviewer.core.chinitsu.trainer import RANDOM_SUIT, SUITS
from yamaviewer.gui.trainer import TrainerWidget
from yamaviewer.gui.trainer.quiz import WaitQuizPage


def _drawn_suits(quiz: WaitQuizPage, hands: int) -> list[str]:
    """The suit each new hand is drawn in; every tile on screen is drawn in it."""
    seen = []
    for _ in range(hands):
        quiz.next_hand()
        assert quiz.question is not None
        assert quiz.suit == quiz.question.suit
        assert {button.suit for button in quiz.candidates} == {quiz.suit}
        seen.append(quiz.suit)
        give_up(quiz)
    return seen


def test_a_random_suit_draws_every_suit_and_a_fixed_one_only_itself(
    make: Callable[..., TrainerWidget],
) -> None:
    quiz = make().quiz
    quiz.set_suit(RANDOM_SUIT)
    assert quiz.suit_combo.currentData() == RANDOM_SUIT
    assert set(_drawn_suits(quiz, 40)) == set(SUITS)
    quiz.set_suit("s")
    assert quiz.suit == "s"
    assert set(_drawn_suits(quiz, 10)) == {"s"}


def test_the_random_setting_is_kept_for_the_next_start(
    make: Callable[..., TrainerWidget], tmp_path: Path
) -> None:
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    first = make(settings=settings)
    first.quiz.set_suit(RANDOM_SUIT)
    first.save_settings()
    again = make(settings=settings)
    assert again.quiz.suit_setting == RANDOM_SUIT
    assert again.session.suit == RANDOM_SUIT
    assert again.quiz.suit_combo.currentText() == "Random suit each hand"
