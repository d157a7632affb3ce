"""The "fix first" list of issue 20, each played as a person would (keys, tabs, restarts)."""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.gui.trainer.test_widget import FakeClock, give_up, winning_ranks
from yamaviewer.core.chinitsu import HistoryStore, pack_ranks
from yamaviewer.core.chinitsu.history.store import SCHEMA_VERSION
from yamaviewer.core.chinitsu.trainer import PRESETS, TrainerSession, noten_share
from yamaviewer.gui.main_window import MainWindow
from yamaviewer.gui.settings import Settings
from yamaviewer.gui.trainer import TrainerWidget
from yamaviewer.gui.trainer.quiz import TIMEOUT_ENTER_GUARD, WaitQuizPage


@pytest.fixture
def make(make_trainer: Callable[..., TrainerWidget]) -> Callable[..., TrainerWidget]:
    """The trainer factory (tests/gui/conftest.py), under this module's short name."""
    return make_trainer


def answer_right(quiz: WaitQuizPage) -> None:
    for r in winning_ranks(quiz):
        quiz.toggle(r)
    assert quiz.submit() is not None


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(Settings(store), restore=False)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    win.open_demo()
    return win


# -- keys and focus -----------------------------------------------------------------------


def test_quiz_has_the_keyboard_after_ctrl_t_and_show_trainer(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.activateWindow()
    window.table.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    assert window.pages.currentIndex() == 1 and window.trainer is not None
    quiz = window.trainer.quiz
    qtbot.waitUntil(lambda: QApplication.focusWidget() is quiz)
    # A digit typed right away picks a tile, without clicking the window first.
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_3)
    assert quiz.candidates[2].isChecked()
    # Back to the viewer and again (what --trainer does at start: show_trainer()).
    window.show_viewer()
    window.table.setFocus()
    window.show_trainer()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is quiz)
    assert window.windowTitle() == "Chinitsu trainer — yamaviewer"
    assert not window.statusBar().isVisible()
    window.show_viewer()
    assert window.statusBar().isVisible() and "Chinitsu" not in window.windowTitle()


def test_a_stray_second_enter_records_nothing(
    make: Callable[..., TrainerWidget], qtbot: QtBot
) -> None:
    trainer = make()
    quiz = trainer.quiz
    answer_right(quiz)
    qtbot.keyClick(quiz, Qt.Key.Key_Return)  # next hand
    assert quiz.result is None and quiz.question is not None
    qtbot.keyClick(quiz, Qt.Key.Key_Return)  # the stray one
    assert quiz.result is None
    assert quiz.session.answered == 1 and quiz.session.streak == 1
    assert len(quiz.session.session_records) == 1
    assert "Pick at least one tile" in quiz.prompt_label.text()
    assert quiz.session.due_reviews_all() == 0 and not quiz.session.scheduler.cards


def test_not_tenpai_needs_its_own_key(make: Callable[..., TrainerWidget], qtbot: QtBot) -> None:
    quiz = make(preset="tenpai-or-not-half").quiz
    qtbot.keyClick(quiz, Qt.Key.Key_Return)
    assert quiz.result is None and "press 0" in quiz.prompt_label.text()
    qtbot.keyClick(quiz, Qt.Key.Key_0)
    qtbot.keyClick(quiz, Qt.Key.Key_Return)
    assert quiz.result is not None and quiz.result.selected == ()


# -- the clock ------------------------------------------------------------------------------


def test_blitz_clock_pauses_on_another_tab(
    make: Callable[..., TrainerWidget], clock: FakeClock
) -> None:
    trainer = make(preset="blitz")
    quiz = trainer.quiz
    clock.advance(3.0)
    trainer.show_mode("stats")
    assert not quiz.isVisible() and quiz.session.paused and not quiz.timer.isActive()
    clock.advance(22.0)  # reading the statistics
    quiz.tick()
    assert quiz.result is None
    trainer.show_mode("quiz")
    assert quiz.timer.isActive() and not quiz.session.paused
    assert quiz.session.remaining() == pytest.approx(17.0)
    clock.advance(2.0)
    answer_right(quiz)
    assert quiz.result is not None and quiz.result.exact and not quiz.result.timed_out
    assert quiz.result.elapsed == pytest.approx(5.0)


def test_blitz_clock_pauses_when_the_trainer_page_is_left(window: MainWindow, qtbot: QtBot) -> None:
    trainer = window.show_trainer()
    trainer.quiz.set_preset("blitz")
    answer_right(trainer.quiz) if trainer.quiz.result is None else None
    trainer.quiz.next_hand()
    assert trainer.quiz.question is not None and trainer.quiz.question.preset.name == "blitz"
    window.show_viewer()
    assert trainer.quiz.session.paused
    window.show_trainer()
    assert not trainer.quiz.session.paused


def test_time_out_says_so_and_a_quick_enter_keeps_the_feedback(
    make: Callable[..., TrainerWidget], clock: FakeClock, qtbot: QtBot
) -> None:
    quiz = make(preset="blitz").quiz
    clock.advance(20.5)
    quiz.tick()
    assert quiz.result is not None and quiz.result.timed_out
    text = quiz.feedback.toPlainText()
    assert "Time is up" in text and "You answered: not tenpai" not in text
    assert "No tile was picked before the time ran out." in text
    clock.advance(TIMEOUT_ENTER_GUARD / 3)
    qtbot.keyClick(quiz, Qt.Key.Key_Return)  # meant for the hand that timed out
    assert quiz.result is not None and quiz.result.timed_out
    clock.advance(TIMEOUT_ENTER_GUARD)
    qtbot.keyClick(quiz, Qt.Key.Key_Return)
    assert quiz.result is None and quiz.question is not None
    assert quiz.session.answered == 1


# -- window size ----------------------------------------------------------------------------


def test_first_window_fits_a_small_screen(qtbot: QtBot, tmp_path: Path) -> None:
    from yamaviewer.gui.app import first_window_size

    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(Settings(store), restore=False)
    qtbot.addWidget(win)
    screen = win.screen()
    area = screen.availableGeometry()
    size = first_window_size(win)
    assert size.width() <= area.width() and size.height() <= area.height()
    assert size.width() <= 1360 and size.height() <= 860
    # The layout works at 800 px wide: the trainer's controls are inside the window.
    win.resize(800, min(600, area.height()))
    win.show()
    qtbot.waitExposed(win)
    trainer = win.show_trainer()
    quiz = trainer.quiz
    assert trainer.minimumSizeHint().width() <= 800
    for widget in (quiz.submit_button, quiz.candidates[8], quiz.timer_label, quiz.score_label):
        corner = widget.mapTo(win, QPoint(widget.width(), widget.height()))
        assert 0 < corner.x() <= win.width(), widget


# -- reviews --------------------------------------------------------------------------------


def test_reviews_only_refreshes_when_a_review_falls_due(
    make: Callable[..., TrainerWidget], clock: FakeClock
) -> None:
    quiz = make(seed=9).quiz
    missed = quiz.question.hand  # type: ignore[union-attr]
    give_up(quiz)
    quiz.set_reviews_only(True)
    quiz.next_hand()
    assert quiz.question is None and "due in 1 min" in quiz.empty_label.text()
    assert quiz.due_timer.isActive()
    clock.advance(75.0)
    quiz.refresh_due()  # what the one-second timer calls
    assert quiz.question is not None and quiz.question.hand == missed


def test_a_review_missed_under_other_rules_is_reachable_and_counted(
    make: Callable[..., TrainerWidget], clock: FakeClock
) -> None:
    trainer = make(preset="no-seven-pairs", seed=2)
    quiz = trainer.quiz
    missed = quiz.question.hand  # type: ignore[union-attr]
    give_up(quiz)
    quiz.set_preset("beginner")  # rules with seven pairs
    quiz.next_hand()
    clock.advance(61.0)
    quiz.refresh_due()
    assert quiz.session.due_reviews_all() == 1
    assert "1 in all" in quiz.due_label.text() or "Reviews due: 1" in quiz.due_label.text()
    quiz.set_reviews_only(True)
    if quiz.result is None and quiz.question is not None and not quiz.question.is_review:
        give_up(quiz)
        quiz.next_hand()
    assert quiz.question is not None and quiz.question.is_review
    assert quiz.question.hand == missed and quiz.question.preset.seven_pairs is False
    assert quiz.due_label.text() == "Reviews due: 1"


def test_reviews_stay_in_the_levels_wait_range() -> None:
    clock = FakeClock()
    s = TrainerSession("expert", clock=clock, rng=random.Random(1))
    q = s.next_question()
    s.submit([])  # wrong: a 7-9 wait hand
    clock.advance(61.0)
    s.set_preset("beginner")
    assert s.due_reviews() == 0 and s.due_reviews_all() == 1
    assert not s.next_question().is_review
    s.set_preset("expert")
    assert s.due_reviews() == 1
    assert s.next_question().hand == q.hand


# -- kept across restarts and in the history ------------------------------------------------


def test_level_suit_and_reviews_only_survive_a_restart(
    make: Callable[..., TrainerWidget], tmp_path: Path
) -> None:
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    first = make(settings=settings)
    first.quiz.set_preset("advanced")
    first.quiz.set_suit("s")
    first.quiz.set_reviews_only(True)
    first.shutdown()
    settings.sync()
    again = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    second = make(settings=again)
    assert second.session.preset.name == "advanced"
    assert second.quiz.preset_combo.currentData() == "advanced"
    assert second.quiz.suit == "s" and second.quiz.suit_combo.currentData() == "s"
    assert second.quiz.reviews_only and second.quiz.reviews_only_check.isChecked()


def test_history_stores_level_and_suit(make: Callable[..., TrainerWidget], tmp_path: Path) -> None:
    store = HistoryStore(tmp_path / "h.sqlite3")
    trainer = make(history=store, preset="intermediate")
    trainer.quiz.set_suit("m")
    answer_right(trainer.quiz)
    record = store.records[-1]
    assert (record.level, record.suit) == ("intermediate", "m")
    assert trainer.session.stats().by_level["intermediate"].answered == 1
    store.close()


def test_schema_1_history_is_migrated_in_place(tmp_path: Path) -> None:
    db = tmp_path / "old.sqlite3"
    conn = sqlite3.connect(db)
    conn.executescript(
        """
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        INSERT INTO meta VALUES ('schema_version', '1');
        CREATE TABLE answers (id INTEGER PRIMARY KEY, answered_at REAL NOT NULL,
            day TEXT NOT NULL, hand INTEGER NOT NULL, seven_pairs INTEGER NOT NULL,
            allow_karaten INTEGER NOT NULL, selected INTEGER NOT NULL,
            correct INTEGER NOT NULL, elapsed REAL NOT NULL, wait_count INTEGER NOT NULL,
            shapes TEXT NOT NULL, review INTEGER NOT NULL,
            timed_out INTEGER NOT NULL DEFAULT 0, UNIQUE (answered_at, hand, selected));
        """
    )
    hand = pack_ranks([1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9])
    conn.execute(
        "INSERT INTO answers (answered_at, day, hand, seven_pairs, allow_karaten, selected,"
        " correct, elapsed, wait_count, shapes, review) VALUES (1.0, '2024-01-01', ?, 1, 0,"
        " 511, 511, 4.0, 9, 'sanmenchan', 0)",
        (hand,),
    )
    conn.commit()
    conn.close()
    store = HistoryStore(db)
    assert [(r.level, r.suit, r.hand) for r in store.records] == [("", "", hand)]
    with sqlite3.connect(db) as check:
        version = check.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()
    # 2: level and suit; 3: position keys by game identity; 4: chosen answers and stars
    assert version == (str(SCHEMA_VERSION),)
    store.close()


def test_level_change_mid_question_records_the_open_hand(
    make: Callable[..., TrainerWidget],
) -> None:
    quiz = make(preset="beginner").quiz
    hand = quiz.question.hand  # type: ignore[union-attr]
    quiz.set_preset("expert")
    assert quiz.question is not None and quiz.question.hand == hand
    answer_right(quiz)
    assert quiz.session.session_records[-1].level == "beginner"
    quiz.next_hand()
    assert quiz.question is not None and quiz.question.preset.name == "expert"


def test_reverse_puzzle_counts_all_time(make: Callable[..., TrainerWidget], tmp_path: Path) -> None:
    db = tmp_path / "h.sqlite3"
    first = make(history=HistoryStore(db))
    page = first.reverse
    assert page.puzzle is not None
    page.choose(page.puzzle.removed)
    assert page.check() is True
    first.history.close()
    second = make(history=HistoryStore(db))
    assert "all time: 1 of 1" in second.reverse.score_label.text()
    second.history.close()


# -- words, charts, shares ------------------------------------------------------------------


def test_feedback_words(make: Callable[..., TrainerWidget]) -> None:
    quiz = make(preset="beginner").quiz
    # Find a one-wait hand and a hand holding four of a kind that is not a wait.
    for _ in range(400):
        q = quiz.question
        assert q is not None
        waits = winning_ranks(quiz)
        four = [r for r in range(1, 10) if q.tiles.count(r) == 4 and r not in waits]
        if len(waits) == 1 and four:
            break
        give_up(quiz)
        quiz.next_hand()
    else:
        pytest.skip("no such hand drawn")
    quiz.toggle(waits[0])
    quiz.toggle(four[0])
    quiz.submit()
    text = quiz.feedback.toPlainText()
    assert "you hold all four" in text
    assert "Wait (1):" in text and "waits" not in text.split("Wait (1):")[1].split("\n")[0]
    assert f"({4 - q.tiles.count(waits[0])} live)" in text


def test_only_wait_wording(make: Callable[..., TrainerWidget]) -> None:
    quiz = make(preset="beginner").quiz
    for _ in range(200):
        if len(winning_ranks(quiz)) == 1:
            break
        give_up(quiz)
        quiz.next_hand()
    answer_right(quiz)
    text = quiz.feedback.toPlainText()
    assert "Right! You found the only wait." in text and "all 1 waits" not in text


def test_chart_bars_carry_sample_sizes(make: Callable[..., TrainerWidget]) -> None:
    trainer = make()
    for _ in range(3):
        answer_right(trainer.quiz)
        trainer.quiz.next_hand()
    trainer.show_mode("stats")
    chart = trainer.stats_page.accuracy_by_waits
    assert sum(p.count for p in chart.points) == 3
    assert chart.sample_text.format(count=3) == "n=3"


def test_tenpai_or_not_shares_are_stated_and_kept() -> None:
    for name, share in (("tenpai-or-not", 1 / 6), ("tenpai-or-not-half", 0.5)):
        preset = PRESETS[name]
        assert noten_share(preset) == pytest.approx(share)
        s = TrainerSession(preset, rng=random.Random(11))
        n = 1200
        noten = 0
        for _ in range(n):
            s.next_question()
            noten += s._correct_mask == 0
            s.current = None
        sd = (share * (1 - share) / n) ** 0.5
        assert abs(noten / n - share) < 5 * sd, (name, noten / n)


def test_tenpai_or_not_summary_states_the_share(make: Callable[..., TrainerWidget]) -> None:
    quiz = make(preset="tenpai-or-not-half").quiz
    assert "50% of hands not tenpai" in quiz.preset_summary_label.text()


def test_feedback_tiles_are_drawn_at_the_screen_pixel_ratio(
    make: Callable[..., TrainerWidget],
) -> None:
    quiz = make().quiz
    give_up(quiz)
    image = quiz.feedback.loadResource(2, "tile:3p")
    ratio = max(1.0, quiz.feedback.devicePixelRatioF())
    assert image.devicePixelRatio() == ratio and image.width() == round(24 * ratio)


# -- quitting with answers that cannot be saved ---------------------------------------------


def test_quit_asks_before_answers_that_can_be_kept_nowhere_are_lost(
    make: Callable[..., TrainerWidget], tmp_path: Path
) -> None:
    db = tmp_path / "h.sqlite3"
    HistoryStore(db).close()
    (tmp_path / "h.sqlite3.pending.jsonl").mkdir()  # the sidecar cannot be written
    blocker = tmp_path / "a-file"
    blocker.write_text("x")

    def read_only(path: str, timeout: float) -> sqlite3.Connection:
        return sqlite3.connect(Path(path).resolve().as_uri() + "?mode=ro", uri=True)

    store = HistoryStore(db, connect=read_only, fallback_dirs=[blocker / "sub"])
    trainer = make(history=store)
    answer_right(trainer.quiz)
    asked: list[int] = []
    trainer.ask_discard = lambda n: asked.append(n) or False
    assert trainer.confirm_close() is False and asked == [1]  # the player stays
    trainer.ask_discard = lambda n: asked.append(n) or True
    assert trainer.confirm_close() is True and asked == [1, 1]
    banner = trainer.banner.message_label.text()
    assert "could not be saved anywhere" in banner and "kept in memory" in banner


def test_quit_keeps_answers_in_the_pending_file_without_asking(
    make: Callable[..., TrainerWidget], tmp_path: Path
) -> None:
    db = tmp_path / "h.sqlite3"
    HistoryStore(db).close()

    def read_only(path: str, timeout: float) -> sqlite3.Connection:
        return sqlite3.connect(Path(path).resolve().as_uri() + "?mode=ro", uri=True)

    store = HistoryStore(db, connect=read_only, fallback_dirs=[tmp_path / "fb"])
    trainer = make(history=store)
    answer_right(trainer.quiz)
    trainer.ask_discard = lambda n: pytest.fail("asked although the answers were kept")
    assert trainer.confirm_close() is True
    assert store.status.pending_file == tmp_path / "h.sqlite3.pending.jsonl"
    store.close()
    assert len(HistoryStore(db).records) == 1


def test_a_long_history_is_counted_in_the_background(
    make: Callable[..., TrainerWidget], tmp_path: Path
) -> None:
    store = HistoryStore(tmp_path / "h.sqlite3")
    trainer = make(history=store)
    for _ in range(3):
        answer_right(trainer.quiz)
        trainer.quiz.next_hand()
    page = trainer.stats_page
    page.background_above = 0  # as if the history were long
    trainer.show_mode("stats")
    assert page.summary_label.text() == "Counting your answers…" or page.stats is not None
    page.wait_stats()
    assert page.stats is not None and page.stats.overall.answered == 3
    assert page.summary_label.text().startswith("3 hands answered")
    store.close()
