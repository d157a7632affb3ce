"""The layout the one-suit puzzles share: a hand, nine rank buttons, Check / Next, the answer.

The reverse puzzle (which tile completes the hand?) and the best-discard question
(which tile to let go?) ask for one rank of one suit and explain the answer below;
their widgets and layout are built here once so the two pages look and behave alike.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from yamaviewer.gui.tile_painter import TilePainter
from yamaviewer.gui.trainer.page_base import TrainerPage
from yamaviewer.gui.trainer.tiles import CandidateButton, HandView

if TYPE_CHECKING:
    from yamaviewer.core.chinitsu import HistoryStore


def option_check(page: QWidget, checked: bool = False) -> QCheckBox:
    """An option box that never takes the keyboard from the puzzle's keys."""
    box = QCheckBox(page)
    box.setChecked(checked)
    box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return box


def score_text(solved: int, tried: int, past_solved: int, past_tried: int) -> str:
    """The puzzle's counter: this session and all time (answers kept in the history)."""
    return QCoreApplication.translate(
        "RankPuzzle", "Solved {solved} of {tried} (all time: {all_solved} of {all_tried})"
    ).format(
        solved=solved,
        tried=tried,
        all_solved=past_solved + solved,
        all_tried=past_tried + tried,
    )


_DIGIT_KEYS = {getattr(Qt.Key, f"Key_{n}"): n for n in range(1, 10)}


class RankPuzzlePage(TrainerPage):
    """What the one-rank puzzles do alike: keys 1-9 choose, Enter checks or moves on,
    Space moves on; a pick is one rank; the verdicts go on the buttons; the counter.

    In :meth:`setup` a page sets ``past_solved``/``past_tried`` (the answers kept before) and its
    options, then calls :meth:`build`; it gives :meth:`next_question`,
    :meth:`check`, :meth:`retranslate_ui` and :meth:`result_html`.
    """

    def __init__(
        self,
        rng: random.Random,
        painter: TilePainter,
        suit: str = "p",
        parent: QWidget | None = None,
        *,
        history: HistoryStore | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        super().__init__(parent, history=history, clock=clock)
        self.rng = rng
        self.suit = suit
        self.past_solved = self.past_tried = 0
        self.choice: int | None = None
        self.answered_right: bool | None = None
        self.setup(painter)

    def setup(self, painter: TilePainter) -> None:
        """The puzzle's own state and options; ends by calling :meth:`build`."""
        raise NotImplementedError

    def count_past(self, prefix: str) -> None:
        """Count the answers kept under ``prefix``, so the counter is all time too."""
        for key, right, _at in self.history.position_outcomes() if self.history is not None else ():
            if key.startswith(prefix):
                self.past_tried += 1
                self.past_solved += int(right)

    def build(self, painter: TilePainter, options: Sequence[QWidget]) -> None:
        """Make the puzzle's widgets and lay them out: intro, options and score, the
        hand, the nine rank buttons beside Check and Next, and the answer below."""
        self.intro_label = QLabel(self)
        self.intro_label.setWordWrap(True)
        self.score_label = QLabel(self)
        self.hand_view = HandView(painter, self)
        self.candidates: list[CandidateButton] = []
        for rank in range(1, 10):
            button = CandidateButton(rank, painter, self)
            button.set_suit(self.suit)
            button.clicked.connect(lambda _=False, r=rank: self.choose(r))
            self.candidates.append(button)
        self.check_button, self.next_button = self.make_buttons(self.check, self.next_question)
        self.feedback = self.make_feedback(painter)
        option_row = QHBoxLayout()
        for option in options:
            option_row.addWidget(option)
            if isinstance(option, QCheckBox):
                option.toggled.connect(lambda _on: self.next_question())
        option_row.addStretch(1)
        option_row.addWidget(self.score_label)
        row = QHBoxLayout()
        for button in self.candidates:
            row.addWidget(button)
        row.addLayout(self.button_column(self.check_button, self.next_button))
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro_label)
        layout.addLayout(option_row)
        layout.addWidget(self.hand_view)
        layout.addLayout(row)
        layout.addWidget(self.feedback, 1)

    # -- what each puzzle gives ----------------------------------------------------------
    def next_question(self) -> None:
        raise NotImplementedError

    def check(self) -> bool | None:
        raise NotImplementedError

    def result_html(self) -> str:
        raise NotImplementedError

    def can_choose(self, rank: int) -> bool:
        return True

    # -- shared behaviour ------------------------------------------------------------------
    def show_question(self, tiles: Sequence[int], choosable: Callable[[int], bool]) -> None:
        """A new question on screen: its hand, nothing picked, the ranks that may be picked."""
        self.choice = None
        self.answered_right = None
        self.hand_view.set_tiles(tuple(tiles), self.suit)
        for button in self.candidates:
            button.setChecked(False)
            button.set_verdict("")
            button.setEnabled(choosable(button.rank))
        self.check_button.setEnabled(True)
        self.next_button.setEnabled(False)
        self.refresh_texts()

    def choose(self, rank: int) -> None:
        """Pick one rank (a puzzle has a single answer to give)."""
        if self.answered_right is not None or not self.can_choose(rank):
            return
        self.choice = rank
        for button in self.candidates:
            button.setChecked(button.rank == rank)

    def show_verdict(self, right: bool, answers: set[int]) -> None:
        """Put the verdict on every rank button (the page has kept the answer)."""
        self.answered_right = right
        for button in self.candidates:
            r = button.rank
            if r == self.choice:
                button.set_verdict("hit" if right else "extra")
            else:
                button.set_verdict("missed" if r in answers and not right else "no")
            button.setEnabled(False)
        self.check_button.setEnabled(False)
        self.next_button.setEnabled(True)
        self.refresh_texts()

    def refresh_texts(self) -> None:
        self.score_label.setText(
            score_text(self.solved, self.tried, self.past_solved, self.past_tried)
        )
        self.feedback.setHtml(self.result_html())

    def set_suit(self, suit: str) -> None:
        self.suit = suit
        self.hand_view.set_tiles(self.hand_view.tiles, suit)
        for button in self.candidates:
            button.set_suit(suit)
        self.refresh_texts()

    def handle_key(self, key: int) -> bool:
        """Act on a trainer key; True if it was one."""
        if key in _DIGIT_KEYS:
            self.choose(_DIGIT_KEYS[key])
            return True
        answered = self.answered_right is not None
        return self.enter_or_space(key, answered, self.check, self.next_question)
