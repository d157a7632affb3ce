"""The trainer widget played as a person would: keys, mouse, feedback, history, reviews."""

# Qt warnings fail a test through the autouse fixture in tests/gui/conftest.py.

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from tests.gui.trainer_support import T0, FakeClock  # noqa: F401  (shared with other tests)
from yamaviewer.core.chinitsu import AnswerResult, HistoryStore, mask_to_ranks, waits
from yamaviewer.gui.trainer.quiz import WaitQuizPage


def winning_ranks(quiz: WaitQuizPage) -> list[int]:
    """The engine's answer for the open question, computed independently of the widget."""
    assert quiz.question is not None
    p = quiz.question.preset
    return mask_to_ranks(waits(quiz.question.hand, p.seven_pairs, p.allow_karaten))


def give_up(quiz: WaitQuizPage) -> AnswerResult | None:
    """A wrong answer on purpose: one tile that does not win (an empty answer is refused)."""
    wrong = next(r for r in range(1, 10) if r not in winning_ranks(quiz))
    quiz.toggle(wrong)
    return quiz.submit()


def key(qtbot, widget: QWidget, k: Qt.Key) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClick(widget, k)


DIGITS = {n: getattr(Qt.Key, f"Key_{n}") for n in range(10)}


def verdicts(quiz: WaitQuizPage) -> dict[int, str]:
    return {b.rank: b.verdict for b in quiz.candidates}


def test_full_round_by_keyboard(qtbot, make_trainer, clock: FakeClock) -> None:  # type: ignore[no-untyped-def]
    trainer = make_trainer()
    quiz = trainer.quiz
    assert quiz.question is not None and quiz.question.number == 1
    assert len(quiz.hand_view.tiles) == 13
    right = winning_ranks(quiz)
    for r in right:
        key(qtbot, quiz, DIGITS[r])
    assert quiz.selected_ranks() == right
    clock.advance(4.0)
    key(qtbot, quiz, Qt.Key.Key_Return)
    result = quiz.result
    assert result is not None and result.exact
    assert result.elapsed == pytest.approx(4.0)
    assert verdicts(quiz) == {r: ("hit" if r in right else "no") for r in range(1, 10)}
    assert "Score 1/1" in quiz.score_label.text()
    assert "Streak 1" in quiz.streak_label.text()
    assert "Right!" in quiz.feedback.toPlainText()
    # Space moves on: a fresh hand, nothing selected, verdicts cleared.
    key(qtbot, quiz, Qt.Key.Key_Space)
    assert quiz.result is None and quiz.question is not None and quiz.question.number == 2
    assert quiz.selected_ranks() == []
    assert set(verdicts(quiz).values()) == {""}
    # A wrong answer: drop one wait, add one tile that does not win.
    right = winning_ranks(quiz)
    wrong = next(r for r in range(1, 10) if r not in right)
    for r in [*right[1:], wrong]:
        key(qtbot, quiz, DIGITS[r])
    key(qtbot, quiz, DIGITS[wrong])  # toggled off again ...
    key(qtbot, quiz, DIGITS[wrong])  # ... and on
    key(qtbot, quiz, Qt.Key.Key_Enter)
    result = quiz.result
    assert result is not None and not result.exact
    assert result.missed == (right[0],) and result.extra == (wrong,)
    v = verdicts(quiz)
    assert v[right[0]] == "missed" and v[wrong] == "extra"
    assert all(v[r] == "hit" for r in right[1:])
    text = quiz.feedback.toPlainText()
    assert "Not quite." in text
    assert f"Missed: {right[0]}p" in text and f"Extra (does not win): {wrong}p" in text
    assert (
        "Score 1/2" in quiz.score_label.text() and "Streak 0 (best 1)" in quiz.streak_label.text()
    )
    # Keys do nothing to the answered hand; Space before answering does not skip.
    key(qtbot, quiz, DIGITS[wrong])
    assert quiz.result is result
    key(qtbot, quiz, Qt.Key.Key_Space)
    number = quiz.question.number
    key(qtbot, quiz, Qt.Key.Key_Space)
    assert quiz.question.number == number and quiz.result is None


def test_feedback_lists_every_wait_with_decompositions_and_shapes(make_trainer) -> None:  # type: ignore[no-untyped-def]
    trainer = make_trainer(preset="intermediate", seed=3)
    quiz = trainer.quiz
    result = give_up(quiz)  # a tile that does not win: every wait is missed
    assert result is not None and result.missed == result.correct
    text = quiz.feedback.toPlainText()
    for wait in result.explanation.waits:
        assert f"{wait.rank}p [missed]" in text
        for d in wait.decompositions:
            assert "  ".join(d.groups_text()) in text.replace("\xa0", " ")
    shapes = {s for w in result.explanation.waits for s in w.shapes}
    assert shapes and any(s in text for s in shapes)
    assert "Extra (does not win):" in text


def test_full_round_by_mouse(qtbot, make_trainer, clock: FakeClock) -> None:  # type: ignore[no-untyped-def]
    trainer = make_trainer(seed=11)
    quiz = trainer.quiz
    right = winning_ranks(quiz)
    for r in right:
        qtbot.mouseClick(quiz.candidates[r - 1], Qt.MouseButton.LeftButton)
    assert quiz.selected_ranks() == right
    # A click toggles off again.
    qtbot.mouseClick(quiz.candidates[right[0] - 1], Qt.MouseButton.LeftButton)
    assert quiz.selected_ranks() == right[1:]
    qtbot.mouseClick(quiz.candidates[right[0] - 1], Qt.MouseButton.LeftButton)
    clock.advance(2.5)
    qtbot.mouseClick(quiz.submit_button, Qt.MouseButton.LeftButton)
    assert quiz.result is not None and quiz.result.exact
    assert quiz.result.elapsed == pytest.approx(2.5)
    assert not quiz.submit_button.isEnabled() and quiz.next_button.isEnabled()
    assert "Time 2.5 s" in quiz.timer_label.text()
    qtbot.mouseClick(quiz.next_button, Qt.MouseButton.LeftButton)
    assert quiz.question is not None and quiz.question.number == 2 and quiz.result is None


def test_not_tenpai_answer_when_the_preset_has_noten_hands(qtbot, make_trainer) -> None:  # type: ignore[no-untyped-def]
    trainer = make_trainer(preset="beginner")
    quiz = trainer.quiz
    assert quiz.noten_button.isHidden()  # beginner hands are always tenpai
    quiz.set_preset("tenpai-or-not")
    assert "or not tenpai" in quiz.preset_summary_label.text()
    # The open beginner hand is finished first (nothing is dropped unrecorded).
    assert "The new level starts with the next hand." in quiz.prompt_label.text()
    give_up(quiz)
    quiz.next_hand()
    assert quiz.question is not None and quiz.question.preset.name == "tenpai-or-not"
    assert not quiz.noten_button.isHidden()
    for _ in range(200):
        if not winning_ranks(quiz):
            break
        give_up(quiz)
        quiz.next_hand()
    assert winning_ranks(quiz) == []
    key(qtbot, quiz, DIGITS[3])
    key(qtbot, quiz, DIGITS[0])  # "not tenpai" clears the picks
    assert quiz.noten_button.isChecked() and quiz.selected_ranks() == []
    key(qtbot, quiz, Qt.Key.Key_Return)
    assert quiz.result is not None and quiz.result.exact and quiz.result.correct == ()
    assert "Right! This hand is not tenpai." in quiz.feedback.toPlainText()


def test_presets_show_their_rules(make_trainer) -> None:  # type: ignore[no-untyped-def]
    quiz = make_trainer().quiz
    assert quiz.preset_summary_label.text() == "1–2 waits · sorted · seven pairs on"
    quiz.set_preset("expert")
    assert quiz.preset_summary_label.text() == "7–9 waits · shuffled · seven pairs on"
    give_up(quiz)  # the open beginner hand is answered at its own level
    quiz.next_hand()
    assert len(winning_ranks(quiz)) in (7, 8, 9)
    quiz.set_preset("no-seven-pairs")
    assert "seven pairs off" in quiz.preset_summary_label.text()
    assert quiz.preset_combo.currentData() == "no-seven-pairs"


def test_blitz_timer_runs_on_the_injected_clock_and_times_out(make_trainer, clock) -> None:  # type: ignore[no-untyped-def]
    quiz = make_trainer(preset="blitz").quiz
    clock.advance(5.0)
    quiz.tick()
    assert quiz.timer_label.text() == "Time left 15.0 s"
    clock.advance(15.5)
    quiz.tick()  # past the limit: the hand is submitted as it stands
    assert quiz.result is not None and quiz.result.timed_out and not quiz.result.exact
    assert "Time is up" in quiz.feedback.toPlainText()


def test_stats_persist_across_a_new_widget_on_the_same_file(make_trainer, clock, tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "history.sqlite3"
    first = make_trainer(history=HistoryStore(path), seed=5)
    quiz = first.quiz
    for rights in (True, True, False):
        if rights:
            for r in winning_ranks(quiz):
                quiz.toggle(r)
        clock.advance(3.0)
        quiz.submit() if rights else give_up(quiz)
        quiz.next_hand()
    first.shutdown()
    first.history.close()

    clock.advance(86_400.0)  # the next day
    second = make_trainer(history=HistoryStore(path), seed=6)
    page = second.stats_page
    second.show_mode("stats")
    page.refresh()
    assert page.stats is not None
    assert (page.stats.overall.answered, page.stats.overall.correct) == (3, 2)
    assert page.summary_label.text().startswith("3 hands answered, 2 right (67%)")
    assert sum(p.count for p in page.accuracy_by_waits.points) == 3
    assert [p.label for p in page.accuracy_by_day.points] == ["06-01"]
    assert page.time_by_waits.points and all(p.value == 3.0 for p in page.time_by_waits.points)
    # This session has no answers yet; the scope switch shows that.
    page.scope_combo.setCurrentIndex(1)
    assert page.stats.overall.answered == 0 and page.accuracy_by_waits.points == []
    # The missed hand is due again and comes back first.
    assert "Reviews due: 1" in second.quiz.due_label.text()
    second.quiz.next_hand()
    assert second.quiz.question is not None and second.quiz.question.is_review
    # A new answer today lands on a second day in the chart.
    give_up(second.quiz)
    page.scope_combo.setCurrentIndex(0)
    assert [p.label for p in page.accuracy_by_day.points] == ["06-01", "06-02"]
    # The picture is really drawn (not blank) at a usable size.
    image = page.accuracy_by_day.grab().toImage()
    assert (
        image.width() > 200
        and len({image.pixel(x, image.height() // 2) for x in range(0, image.width(), 3)}) > 2
    )


def test_review_schedule_brings_missed_hands_back(qtbot, make_trainer, clock) -> None:  # type: ignore[no-untyped-def]
    trainer = make_trainer(seed=9)
    quiz = trainer.quiz
    missed_hand = quiz.question.hand
    give_up(quiz)  # wrong
    assert "Reviews due: 0" in quiz.due_label.text()  # box 1 waits a minute
    key(qtbot, quiz, Qt.Key.Key_Space)
    assert not quiz.question.is_review and quiz.review_badge.isHidden()
    second_hand = quiz.question.hand
    give_up(quiz)
    clock.advance(61.0)
    key(qtbot, quiz, Qt.Key.Key_Space)  # both are due: either comes back first
    assert quiz.question.is_review and quiz.question.hand in {missed_hand, second_hand}
    first_back = quiz.question.hand
    assert not quiz.review_badge.isHidden() and quiz.review_badge.text() == "REVIEW"
    # Right this time: the hand moves up a box and is not due for 10 minutes.
    for r in winning_ranks(quiz):
        quiz.toggle(r)
    quiz.submit()
    # Reviews only: the other missed hand is due; after it, nothing is.
    quiz.set_reviews_only(True)
    assert quiz.reviews_only_check.isChecked()
    quiz.next_hand()
    assert quiz.question is not None and quiz.question.is_review
    for r in winning_ranks(quiz):
        quiz.toggle(r)
    quiz.submit()
    key(qtbot, quiz, Qt.Key.Key_Space)
    assert quiz.question is None
    assert not quiz.empty_label.isHidden() and quiz.hand_view.isHidden()
    assert quiz.empty_label.text() == "No reviews are due now. The next one is due in 10 min."
    assert not any(b.isEnabled() for b in quiz.candidates)
    clock.advance(600.0)
    key(qtbot, quiz, Qt.Key.Key_Space)
    assert quiz.question is not None and quiz.question.hand == first_back
    quiz.set_reviews_only(False)
    assert quiz.session.max_reviews_in_a_row == 2


def test_reverse_puzzle(qtbot, make_trainer) -> None:  # type: ignore[no-untyped-def]
    trainer = make_trainer(seed=4)
    trainer.show_mode("reverse")
    page = trainer.reverse
    assert trainer.tabs.currentWidget() is page
    puzzle = page.puzzle
    assert puzzle is not None and len(page.hand_view.tiles) == 13
    key(qtbot, page, DIGITS[puzzle.removed])
    key(qtbot, page, Qt.Key.Key_Return)
    assert (
        page.answered_right is True
        and page.score_label.text() == "Solved 1 of 1 (all time: 1 of 1)"
    )
    assert page.candidates[puzzle.removed - 1].verdict == "hit"
    text = page.feedback.toPlainText()
    assert f"{puzzle.removed}p." in text.split("The tile taken out was")[1].splitlines()[0]
    key(qtbot, page, Qt.Key.Key_Space)
    puzzle = page.puzzle
    assert page.answered_right is None
    wrong = next(r for r in range(1, 10) if r not in puzzle.answers)
    qtbot.mouseClick(page.candidates[wrong - 1], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(page.check_button, Qt.MouseButton.LeftButton)
    assert (
        page.answered_right is False
        and page.score_label.text() == "Solved 1 of 2 (all time: 1 of 2)"
    )
    assert page.candidates[wrong - 1].verdict == "extra"
    assert all(page.candidates[r - 1].verdict == "missed" for r in puzzle.answers)
    assert f"No: {wrong}p does not complete the hand." in page.feedback.toPlainText()


def test_banner_for_a_corrupt_history_file_and_play_goes_on(qtbot, make_trainer, tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    trainer = make_trainer(history=HistoryStore(path))
    assert not trainer.banner.isHidden()
    text = trainer.banner.message_label.text()
    assert "There was a problem with the practice history file." in text
    assert "damaged" in text
    quiz = trainer.quiz
    for r in winning_ranks(quiz):
        key(qtbot, quiz, DIGITS[r])
    key(qtbot, quiz, Qt.Key.Key_Return)
    assert quiz.result is not None and quiz.result.exact and quiz.result.saved
    assert list(tmp_path.glob("history.sqlite3.corrupt-*"))  # the old file is kept
    qtbot.mouseClick(trainer.banner.hide_button, Qt.MouseButton.LeftButton)
    assert trainer.banner.isHidden()


def test_banner_for_a_locked_history_offers_retry(qtbot, make_trainer, tmp_path) -> None:  # type: ignore[no-untyped-def]
    locked = {"on": True}

    def connect(path: str, timeout: float) -> sqlite3.Connection:
        if locked["on"]:
            raise sqlite3.OperationalError("database is locked")
        return sqlite3.connect(path, timeout=timeout)

    store = HistoryStore(tmp_path / "h.sqlite3", connect=connect)
    trainer = make_trainer(history=store)
    assert not trainer.banner.isHidden()
    assert "cannot be saved right now" in trainer.banner.message_label.text()
    quiz = trainer.quiz
    give_up(quiz)
    assert quiz.result is not None and not quiz.result.saved  # kept in memory, play goes on
    assert "(1 answers waiting to be saved)" in trainer.banner.message_label.text()
    assert not trainer.banner.retry_button.isHidden()
    locked["on"] = False
    qtbot.mouseClick(trainer.banner.retry_button, Qt.MouseButton.LeftButton)
    assert store.status.pending == 0
    assert trainer.banner.isHidden() or "waiting" not in trainer.banner.message_label.text()


def test_suit_switch_redraws_the_same_hand(make_trainer) -> None:  # type: ignore[no-untyped-def]
    trainer = make_trainer()
    quiz = trainer.quiz
    tiles = quiz.hand_view.tiles
    quiz.set_suit("s")
    assert quiz.hand_view.tiles == tiles and quiz.hand_view.suit == "s"
    assert all(b.suit == "s" for b in quiz.candidates)
    give_up(quiz)
    assert "s [missed]" in quiz.feedback.toPlainText()


def test_screenshot_helper_writes_a_png(tmp_path: Path, qapp) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QImage

    from yamaviewer.gui.trainer import render_trainer_screenshot

    out = render_trainer_screenshot(tmp_path / "shot.png", "en")
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 800)
