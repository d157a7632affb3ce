"""The wait quiz: 13 tiles, pick every winning tile, see why.

Keys: 1-9 toggle a candidate, 0 (or N) toggles "not tenpai" when the preset
has such hands, Enter submits, Space moves on to the next hand.  An empty answer
is never sent by Enter alone: "not tenpai" needs its own key (a stray second
Enter after "next" used to record a wrong answer).  The clock stops while the
quiz is hidden (another tab, another page), and an Enter pressed just after a
time-out does not skip the feedback.  The keys are
handled by the page itself (and forwarded from its combo boxes), not by
window-wide shortcuts, so they cannot clash with the viewer's shortcuts.
"""

from __future__ import annotations

import math
from dataclasses import replace

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from yamaviewer.core.chinitsu import AnswerResult, Question, TrainerSession
from yamaviewer.core.chinitsu.modes import MODES, share_line
from yamaviewer.gui.tile_painter import TilePainter
from yamaviewer.gui.trainer.feedback import feedback_html
from yamaviewer.gui.trainer.names import (
    GUI_PRESETS,
    RANDOM_SUIT,
    SUITS,
    preset_summary,
    preset_title,
    suit_name,
)
from yamaviewer.gui.trainer.page_base import SUBMIT_KEYS, TrainerPage, pick_verdict
from yamaviewer.gui.trainer.run_texts import mode_title, run_status, run_summary_html
from yamaviewer.gui.trainer.tiles import CandidateButton, HandView

_DIGIT_KEYS = {getattr(Qt.Key, f"Key_{n}"): n for n in range(10)}
#: How many reviews the engine may serve in a row in "reviews only" mode.
_REVIEWS_ONLY_RUN = 1_000_000
#: Seconds after a time-out during which Enter does not move on (the feedback stays).
TIMEOUT_ENTER_GUARD = 1.5


class WaitQuizPage(TrainerPage):
    """Drives a :class:`TrainerSession`; emits ``answered`` with each AnswerResult."""

    answered = Signal(object)
    #: Level, suit or "reviews only" changed (the widget saves them).
    settings_changed = Signal()

    def __init__(
        self,
        session: TrainerSession,
        painter: TilePainter,
        suit: str = "p",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        #: The suit setting: m, p, s, or RANDOM_SUIT (a suit drawn for each new hand).
        self.suit_setting = suit
        #: The suit the open hand is drawn in.
        self.suit = suit if suit in SUITS else "p"
        self._painter = painter
        self.question: Question | None = None
        self.result: AnswerResult | None = None
        self.reviews_only = False
        self._normal_review_run = session.max_reviews_in_a_row
        self._timed_out_at: float | None = None
        self._run_seconds = 0.0
        self._hint = ""  # a one-off prompt ("pick a tile or press 0")
        #: True while the past answers are replayed into the review schedule (a worker).
        self.reviews_loading = False

        self.preset_label = QLabel(self)
        self.preset_combo = QComboBox(self)
        for name in GUI_PRESETS:
            self.preset_combo.addItem(name, name)
        self.preset_combo.setCurrentIndex(self.preset_combo.findData(session.preset.name))
        self.suit_label = QLabel(self)
        self.suit_combo = QComboBox(self)
        for s in (*SUITS, RANDOM_SUIT):
            self.suit_combo.addItem(s, s)
        self.suit_combo.setCurrentIndex(self.suit_combo.findData(suit))
        self.reviews_only_check = QCheckBox(self)
        self.reviews_only_check.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.preset_summary_label = QLabel(self)
        self.preset_summary_label.setObjectName("presetSummary")

        self.question_label = QLabel(self)
        self.mode = "practice"
        self.mode_label = QLabel(self)
        self.mode_combo = QComboBox(self)
        for mode in MODES:
            self.mode_combo.addItem(mode, mode)
        self.run_label = QLabel(self)
        self.run_label.setObjectName("runLabel")
        self.run_label.setStyleSheet("#runLabel { color: #1f6fd1; font-weight: bold; }")
        self.share_button = QPushButton(self)
        self.share_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.share_button.clicked.connect(self.copy_share_line)
        self.share_button.hide()
        self._run_summary = ""  # the finished run's summary, shown until the next hand
        self.review_badge = QLabel(self)
        self.review_badge.setObjectName("reviewBadge")
        self.review_badge.setStyleSheet(
            "#reviewBadge { background: #7b3fb5; color: white; font-weight: bold;"
            " border-radius: 4px; padding: 2px 8px; }"
        )
        self.timer_label = QLabel(self)
        self.score_label = QLabel(self)
        self.streak_label = QLabel(self)
        self.due_label = QLabel(self)
        for label in (self.question_label, self.timer_label, self.score_label, self.streak_label):
            font = label.font()
            font.setPointSizeF(font.pointSizeF() * 1.15)
            font.setBold(True)
            label.setFont(font)

        self.hand_view = HandView(painter, self)
        self.prompt_label = QLabel(self)
        self.prompt_label.setWordWrap(True)
        self.empty_label = QLabel(self)
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.hide()

        self.candidates: list[CandidateButton] = []
        for rank in range(1, 10):
            button = CandidateButton(rank, painter, self)
            button.set_suit(suit)
            button.toggled.connect(self._candidate_toggled)
            self.candidates.append(button)
        self.noten_button = QPushButton(self)
        self.noten_button.setCheckable(True)
        self.noten_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.noten_button.toggled.connect(self._noten_toggled)
        self.submit_button, self.next_button = self.make_buttons(self.submit, self.next_hand)
        self.submit_button.setDefault(False)

        self.feedback = self.make_feedback(painter)
        self.feedback.setOpenLinks(False)
        self.feedback.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

        top = QHBoxLayout()
        top.addWidget(self.preset_label)
        top.addWidget(self.preset_combo)
        top.addSpacing(12)
        top.addWidget(self.suit_label)
        top.addWidget(self.suit_combo)
        top.addSpacing(12)
        top.addWidget(self.reviews_only_check)
        top.addSpacing(12)
        top.addWidget(self.mode_label)
        top.addWidget(self.mode_combo)
        top.addStretch(1)
        top.addWidget(self.due_label)

        status = QHBoxLayout()
        status.addWidget(self.question_label)
        status.addWidget(self.review_badge)
        status.addWidget(self.run_label)
        status.addWidget(self.share_button)
        status.addStretch(1)
        status.addWidget(self.timer_label)
        status.addSpacing(16)
        status.addWidget(self.score_label)
        status.addSpacing(16)
        status.addWidget(self.streak_label)

        grid = QGridLayout()
        grid.setHorizontalSpacing(4)
        for i, button in enumerate(self.candidates):
            grid.addWidget(button, 0, i)
        answer_row = QHBoxLayout()
        answer_row.addLayout(grid, 1)
        answer_row.addLayout(
            self.button_column(self.noten_button, self.submit_button, self.next_button)
        )

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.preset_summary_label)
        layout.addLayout(status)
        layout.addWidget(self.hand_view)
        layout.addWidget(self.empty_label)
        layout.addWidget(self.prompt_label)
        layout.addLayout(answer_row)
        layout.addWidget(self.feedback, 1)

        self.preset_combo.activated.connect(self._preset_chosen)
        self.mode_combo.activated.connect(self._mode_chosen)
        self.suit_combo.activated.connect(self._suit_chosen)
        self.reviews_only_check.toggled.connect(self.set_reviews_only)
        for combo in (self.preset_combo, self.suit_combo, self.mode_combo):
            combo.installEventFilter(self)

        self.timer = QTimer(self)
        self.timer.setInterval(100)
        self.timer.timeout.connect(self.tick)
        # Reviews fall due while the player waits: refresh the count, serve them.
        self.due_timer = QTimer(self)
        self.due_timer.setInterval(1000)
        self.due_timer.timeout.connect(self.refresh_due)
        self.retranslate_ui()
        self.next_hand()

    # -- translation -------------------------------------------------------------
    def retranslate_ui(self) -> None:
        """Set every visible text again (called on QEvent.LanguageChange)."""
        self.preset_label.setText(self.tr("Difficulty:"))
        for i in range(self.preset_combo.count()):
            self.preset_combo.setItemText(i, preset_title(self.preset_combo.itemData(i)))
        self.suit_label.setText(self.tr("Suit:"))
        for i in range(self.suit_combo.count()):
            self.suit_combo.setItemText(i, suit_name(self.suit_combo.itemData(i)))
        self.reviews_only_check.setText(self.tr("Reviews only"))
        self.mode_label.setText(self.tr("Mode:"))
        for i in range(self.mode_combo.count()):
            self.mode_combo.setItemText(i, mode_title(self.mode_combo.itemData(i)))
        self.share_button.setText(self.tr("Copy result"))
        self.reviews_only_check.setToolTip(
            self.tr("Practise only the hands you missed before that are due again.")
        )
        self.review_badge.setText(self.tr("REVIEW"))
        self.review_badge.setToolTip(self.tr("You missed this hand before; it is back for review."))
        self.noten_button.setText(self.tr("Not tenpai (0)"))
        self.submit_button.setText(self.tr("Check (Enter)"))
        self.next_button.setText(self.tr("Next hand (Space)"))
        for button in self.candidates:
            button.setToolTip(
                self.tr("Toggle this tile as a wait (key {key})").format(key=button.rank)
            )
        self._refresh_texts()

    def _refresh_texts(self) -> None:
        """Texts that depend on the game state (also re-run after every change)."""
        preset = self.session.preset
        if self.session.run is not None and self.session.run.mode == "daily":
            preset = replace(preset, shuffled=True)  # the daily set's tiles come shuffled
        self.preset_summary_label.setText(preset_summary(preset))
        if self.result is not None:
            prompt = self.tr("Press Space (or Enter) for the next hand.")
        elif self.preset_allows_noten:
            prompt = self.tr(
                "Which tiles complete this hand? Pick every wait with the mouse or keys 1–9, "
                "or press 0 if it is not tenpai; then press Enter."
            )
        else:
            prompt = self.tr(
                "Which tiles complete this hand? Pick every wait with the mouse or keys 1–9, "
                "then press Enter."
            )
        if self.question is not None and self.question.preset.name != self.session.preset.name:
            prompt += " " + self.tr("The new level starts with the next hand.")
        if self.run_over:
            prompt = self.tr("The run is over. Press Space to play again, or pick another mode.")
        if self._hint:
            prompt = self._hint
        self.prompt_label.setText(prompt)
        q = self.question
        self.question_label.setText(
            self.tr("Hand {number}").format(number=q.number) if q is not None else ""
        )
        self.review_badge.setVisible(q is not None and q.is_review)
        s = self.session
        self.score_label.setText(
            self.tr("Score {score}/{answered}").format(score=s.score, answered=s.answered)
        )
        self.streak_label.setText(
            self.tr("Streak {streak} (best {best})").format(streak=s.streak, best=s.best_streak)
        )
        self._refresh_due_texts()
        self.due_label.setToolTip(
            self.tr(
                'Missed hands come back at the level they fit. "Reviews only" serves every '
                "due review, whatever its level or rules."
            )
        )
        self._update_timer_label()
        self.run_label.setText(run_status(self.session, self.mode))
        if self._run_summary and self.result is None:
            self.feedback.setHtml(self._run_summary)
        elif self.result is not None:
            self.feedback.setHtml(self._run_summary + feedback_html(self.result, self.suit))
        elif self.question is None:
            self.feedback.clear()
        else:
            self.feedback.setHtml(
                "<p>" + self.tr("Your answer's explanation will appear here.") + "</p>"
            )

    def _empty_text(self) -> str:
        upcoming = self.session.next_review_at()
        if upcoming is None:
            return self.tr("No reviews are scheduled. Missed hands come back here.")
        wait = max(0.0, upcoming - self.session.clock())
        return self.tr("No reviews are due now. The next one is due in {minutes} min.").format(
            minutes=math.ceil(wait / 60)
        )

    def _update_timer_label(self) -> None:
        if self.result is not None:
            seconds = self.result.elapsed
            self.timer_label.setText(self.tr("Time {seconds} s").format(seconds=f"{seconds:.1f}"))
            return
        remaining = self.session.remaining()
        if remaining is not None and self.question is not None:
            self.timer_label.setText(
                self.tr("Time left {seconds} s").format(seconds=f"{remaining:.1f}")
            )
        else:
            self.timer_label.setText(
                self.tr("Time {seconds} s").format(seconds=f"{self.session.elapsed():.1f}")
            )

    # -- game flow -----------------------------------------------------------------
    def selected_ranks(self) -> list[int]:
        return [b.rank for b in self.candidates if b.isChecked()]

    @property
    def run_over(self) -> bool:
        """A finished run's summary is on screen (it stays until the player moves on)."""
        return self.mode != "practice" and self.session.run is None and bool(self._run_summary)

    @property
    def preset_allows_noten(self) -> bool:
        q = self.question
        counts = (q.preset if q is not None else self.session.preset).wait_counts
        return counts is not None and 0 in counts

    def set_mode(self, mode: str) -> None:
        """Practice, or start a time attack, survival or daily run with a new hand."""
        self.mode = mode
        index = self.mode_combo.findData(mode)
        if index != self.mode_combo.currentIndex():
            self.mode_combo.setCurrentIndex(index)
        self.session.stop_run()
        self._run_summary = ""
        self.share_button.hide()
        if mode != "practice":
            self.session.start_run(mode)
            if mode == "daily":
                self.preset_combo.setCurrentIndex(self.preset_combo.findData("mixed"))
        self.result = None
        self.question = None
        self.next_hand()

    def copy_share_line(self) -> None:
        """Put the finished daily set's result line on the clipboard."""
        finished = self.session.finished_run
        if finished is not None and finished[0].mode == "daily" and finished[0].counted:
            QGuiApplication.clipboard().setText(share_line(finished[0], self._run_seconds))

    def _run_finished(self) -> None:
        """Show the finished run's summary (score, personal best, share line)."""
        finished = self.session.finished_run
        if finished is None:
            return
        run, previous = finished
        self._run_seconds = run.ended_at if run.ended_at is not None else 0.0
        self._run_summary = run_summary_html(run, previous, self._run_seconds)
        self.share_button.setVisible(run.mode == "daily" and run.counted)

    def next_hand(self) -> None:
        """Ask the next question (a due review or a new hand)."""
        if self.mode != "practice" and self.session.run is None:
            self.session.start_run(self.mode)  # play again
        self._run_summary = ""
        self.share_button.hide()
        self.result = None
        self._hint = ""
        self._timed_out_at = None
        if self.reviews_only and self.session.due_reviews() == 0:
            self.question = None
            self.session.current = None
        else:
            self.question = self.session.next_question()
        q = self.question
        if q is not None and q.suit != self.suit:
            self._show_suit(q.suit)  # a random suit, or a review shown in the suit it was missed in
        self.hand_view.set_tiles(q.tiles if q is not None else (), self.suit)
        self.hand_view.setVisible(q is not None)
        self.empty_label.setVisible(q is None)
        for button in self.candidates:
            button.blockSignals(True)
            button.setChecked(False)
            button.blockSignals(False)
            button.set_verdict("")
            button.setEnabled(q is not None)
        self.noten_button.blockSignals(True)
        self.noten_button.setChecked(False)
        self.noten_button.blockSignals(False)
        self.noten_button.setVisible(self.preset_allows_noten)
        self.noten_button.setEnabled(q is not None)
        self.submit_button.setEnabled(q is not None)
        self.next_button.setEnabled(q is None)
        if q is not None and self.isVisible():
            self.timer.start()
        else:
            self.timer.stop()
        if not self.isVisible() and q is not None:
            self.session.pause()
        self._refresh_texts()

    def toggle(self, rank: int) -> None:
        """Toggle candidate ``rank`` (1-9) while a question is open."""
        if self.question is None or self.result is not None:
            return
        button = self.candidates[rank - 1]
        button.setChecked(not button.isChecked())

    def toggle_noten(self) -> None:
        if self.question is None or self.result is not None or not self.preset_allows_noten:
            return
        self.noten_button.setChecked(not self.noten_button.isChecked())

    def _candidate_toggled(self, checked: bool) -> None:
        if checked and self.noten_button.isChecked():
            self.noten_button.blockSignals(True)
            self.noten_button.setChecked(False)
            self.noten_button.blockSignals(False)

    def _noten_toggled(self, checked: bool) -> None:
        if checked:
            for button in self.candidates:
                button.blockSignals(True)
                button.setChecked(False)
                button.blockSignals(False)
                button.update()

    def submit(self, timed_out: bool = False) -> AnswerResult | None:
        """Check the picks and show the explanation.

        An empty answer counts as "not tenpai" only when that was chosen on purpose
        (its button or key 0) or when the time ran out; otherwise a hint is shown
        and nothing is recorded.
        """
        if self.question is None or self.result is not None:
            return None
        if not timed_out and not self.selected_ranks() and not self.noten_button.isChecked():
            self._hint = (
                self.tr("Pick at least one tile, or press 0 if the hand is not tenpai.")
                if self.preset_allows_noten
                else self.tr("Pick at least one tile (every hand at this level is tenpai).")
            )
            self._refresh_texts()
            return None
        self._hint = ""
        self.timer.stop()
        result = self.session.submit(self.selected_ranks())
        self.result = result
        correct, selected = set(result.correct), set(result.selected)
        for button in self.candidates:
            button.set_verdict(pick_verdict(button.rank, correct, selected))
            button.setEnabled(False)
        self.noten_button.setEnabled(False)
        self.submit_button.setEnabled(False)
        self.next_button.setEnabled(True)
        self._refresh_texts()
        if self.mode != "practice" and self.session.run is None:
            self._run_finished()
            self._refresh_texts()
        self.feedback.verticalScrollBar().setValue(0)
        if result.timed_out:
            self._timed_out_at = self.session.clock()
        self.answered.emit(result)
        return result

    def tick(self) -> None:
        """Update the clock; a hand past the preset's time limit is submitted as it stands."""
        if self.session.run is not None and self.session.check_run_over():
            self._time_attack_over()
            return
        remaining = self.session.remaining()
        if (
            self.question is not None
            and self.result is None
            and remaining is not None
            and remaining <= 0.0
        ):
            self.submit(timed_out=True)
            return
        self._update_timer_label()
        if self.session.run is not None:
            self.run_label.setText(run_status(self.session, self.mode))

    def _time_attack_over(self) -> None:
        """The two minutes are up: the open hand is not counted; show the run's summary."""
        self.timer.stop()
        self.question = None
        self.session.current = None
        self.result = None
        self._run_finished()
        self._timed_out_at = self.session.clock()
        self.hand_view.set_tiles((), self.suit)  # the unanswered hand is not part of it
        self.hand_view.hide()
        self.empty_label.hide()
        for button in self.candidates:
            button.setEnabled(False)
            button.set_verdict("")
        self.noten_button.setEnabled(False)
        self.submit_button.setEnabled(False)
        self.next_button.setEnabled(True)
        self._refresh_texts()

    def refresh_due(self) -> None:
        """Once a second: update the due count; in "reviews only", serve a review now due."""
        if self.reviews_only and self.question is None and self.session.due_reviews() > 0:
            self.next_hand()
            return
        self._refresh_due_texts()

    def set_reviews_loading(self, on: bool) -> None:
        """Say the reviews are loading; once loaded, count them and serve one if due."""
        self.reviews_loading = on
        if on:
            self._refresh_due_texts()
        else:
            self.refresh_due()

    def _refresh_due_texts(self) -> None:
        if self.reviews_loading:
            self.due_label.setText(self.tr("Reviews due: loading your history…"))
            if self.question is None:
                self.empty_label.setText(self.tr("Reviews due: loading your history…"))
            return
        due, due_all = self.session.due_reviews(), self.session.due_reviews_all()
        self.due_label.setText(
            self.tr("Reviews due: {count}").format(count=due)
            if due == due_all or self.reviews_only
            else self.tr("Reviews due: {count} at this level ({all} in all)").format(
                count=due, all=due_all
            )
        )
        if self.question is None:
            self.empty_label.setText(self._empty_text())

    # -- settings ------------------------------------------------------------------
    def set_preset(self, name: str) -> None:
        """Switch difficulty; an open hand is finished at its level, the next is new.

        Nothing is dropped unrecorded: an unanswered hand stays on screen (the
        prompt says the new level starts with the next hand).
        """
        in_run = self.session.run is not None
        self.session.set_preset(GUI_PRESETS[name])
        if in_run and self.session.run is None:  # a run keeps its level: this one is over
            self.mode = "practice"
            self.mode_combo.setCurrentIndex(self.mode_combo.findData("practice"))
            self._run_summary = ""
            self.share_button.hide()
        index = self.preset_combo.findData(name)
        if index != self.preset_combo.currentIndex():
            self.preset_combo.setCurrentIndex(index)
        if self.question is None or self.result is not None:
            self.next_hand()
        if in_run and self.session.run is None:
            self._hint = self.tr("Changing the level ended the run; it was not saved.")
        self._refresh_texts()
        self.settings_changed.emit()

    def set_suit(self, suit: str) -> None:
        """Choose the suit setting; a fixed suit redraws the open hand in it (display only)."""
        self.suit_setting = suit
        index = self.suit_combo.findData(suit)
        if index != self.suit_combo.currentIndex():
            self.suit_combo.setCurrentIndex(index)
        self.session.set_suit(suit)
        if self.session.current is not None:
            self.question = self.session.current
        self._show_suit(suit if suit in SUITS else self.suit)
        self._refresh_texts()
        self.settings_changed.emit()

    def _show_suit(self, suit: str) -> None:
        """Draw the hand and the candidate tiles in ``suit``."""
        self.suit = suit
        self.hand_view.set_tiles(self.hand_view.tiles, suit)
        for button in self.candidates:
            button.set_suit(suit)

    def set_reviews_only(self, on: bool) -> None:
        """Serve only due reviews (the engine's schedule); shows when the next is due."""
        if self.reviews_only_check.isChecked() != on:
            self.reviews_only_check.setChecked(on)  # re-enters through toggled
            return
        self.reviews_only = on
        self.session.reviews_only = on
        self.session.max_reviews_in_a_row = _REVIEWS_ONLY_RUN if on else self._normal_review_run
        needs_new = self.question is None or (on and not self.question.is_review)
        if needs_new and self.result is None:
            self.session.current = None
            self.next_hand()
        else:
            self._refresh_texts()
        if on:
            self.due_timer.start()
        self.settings_changed.emit()

    def _preset_chosen(self, index: int) -> None:
        self.set_preset(self.preset_combo.itemData(index))
        self.setFocus()

    def _mode_chosen(self, index: int) -> None:
        self.set_mode(self.mode_combo.itemData(index))
        self.setFocus()

    def _suit_chosen(self, index: int) -> None:
        self.set_suit(self.suit_combo.itemData(index))
        self.setFocus()

    # -- keys ----------------------------------------------------------------------
    def handle_key(self, key: int) -> bool:
        """Act on a trainer key; True if it was one."""
        if key in _DIGIT_KEYS:
            n = _DIGIT_KEYS[key]
            if n == 0:
                self.toggle_noten()
            else:
                self.toggle(n)
            return True
        if key == Qt.Key.Key_N:
            self.toggle_noten()
            return True
        if key in SUBMIT_KEYS:
            if self.run_over:
                return True  # the summary stays until Space, Next or another mode
            if self.result is not None or self.question is None:
                if self._timed_out_at is not None and (
                    self.session.clock() - self._timed_out_at < TIMEOUT_ENTER_GUARD
                ):
                    return True  # an Enter meant for the hand that just timed out
                self.next_hand()
            else:
                self.submit()
            return True
        if key == Qt.Key.Key_Space:
            if self.result is not None or self.question is None:
                self.next_hand()
            return True
        return False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Keep 1-9, Enter and Space for the game while a combo box has focus."""
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key = event.key()
            if not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier and (
                key in _DIGIT_KEYS or key in SUBMIT_KEYS or key == Qt.Key.Key_Space
            ):
                return self.handle_key(key)
        return super().eventFilter(watched, event)

    def page_shown(self) -> None:
        self.session.resume()
        if self.question is not None and self.result is None:
            self.timer.start()
        self.due_timer.start()

    def hideEvent(self, event: QEvent) -> None:
        """The clock stops while the quiz is not shown (another tab, page or minimised)."""
        self.session.pause()
        self.timer.stop()
        self.due_timer.stop()
        super().hideEvent(event)  # type: ignore[arg-type]
