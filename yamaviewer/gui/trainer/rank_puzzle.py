"""The layout the one-suit puzzles share: a hand, nine rank buttons, Check / Next, the answer.

The reverse puzzle (which tile completes the hand?) and the best-discard question
(which tile to let go?) ask for one rank of one suit and explain the answer below;
their widgets and layout are built here once so the two pages look and behave alike.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from yamaviewer.gui.tile_painter import TilePainter
from yamaviewer.gui.trainer.feedback import TileTextBrowser
from yamaviewer.gui.trainer.tiles import CandidateButton, HandView


@dataclass(frozen=True, slots=True)
class RankPuzzleWidgets:
    intro_label: QLabel
    score_label: QLabel
    hand_view: HandView
    candidates: list[CandidateButton]
    check_button: QPushButton
    next_button: QPushButton
    result_view: TileTextBrowser


def option_check(page: QWidget, checked: bool = False) -> QCheckBox:
    """An option box that never takes the keyboard from the puzzle's keys."""
    box = QCheckBox(page)
    box.setChecked(checked)
    box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return box


def build_rank_puzzle(
    page: QWidget,
    painter: TilePainter,
    suit: str,
    options: Sequence[QWidget],
    choose: Callable[[int], None],
    check: Callable[[], object],
    next_question: Callable[[], None],
) -> RankPuzzleWidgets:
    """Make the puzzle's widgets on ``page`` and lay them out: intro, options and score,
    the hand, the nine rank buttons beside Check and Next, and the answer below."""
    page.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    intro_label = QLabel(page)
    intro_label.setWordWrap(True)
    score_label = QLabel(page)
    hand_view = HandView(painter, page)
    candidates: list[CandidateButton] = []
    for rank in range(1, 10):
        button = CandidateButton(rank, painter, page)
        button.set_suit(suit)
        button.clicked.connect(lambda _=False, r=rank: choose(r))
        candidates.append(button)
    check_button = QPushButton(page)
    next_button = QPushButton(page)
    for button_ in (check_button, next_button):
        button_.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button_.setMinimumHeight(34)
    check_button.clicked.connect(check)
    next_button.clicked.connect(next_question)
    result_view = TileTextBrowser(painter, page)
    result_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    option_row = QHBoxLayout()
    for option in options:
        option_row.addWidget(option)
    option_row.addStretch(1)
    option_row.addWidget(score_label)
    row = QHBoxLayout()
    for button in candidates:
        row.addWidget(button)
    side = QVBoxLayout()
    side.addWidget(check_button)
    side.addWidget(next_button)
    side.addStretch(1)
    row.addLayout(side)
    layout = QVBoxLayout(page)
    layout.addWidget(intro_label)
    layout.addLayout(option_row)
    layout.addWidget(hand_view)
    layout.addLayout(row)
    layout.addWidget(result_view, 1)
    return RankPuzzleWidgets(
        intro_label, score_label, hand_view, candidates, check_button, next_button, result_view
    )


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


class RankPuzzlePage(QWidget):
    """What the one-rank puzzles do alike: keys 1-9 choose, Enter checks or moves on,
    Space moves on; a pick is one rank; the verdicts go on the buttons; the counter.

    A page sets ``suit``, ``solved``/``tried`` and ``past_solved``/``past_tried`` and
    calls :meth:`build` in its constructor, then gives :meth:`next_question`,
    :meth:`check`, :meth:`retranslate_ui` and :meth:`result_html`.
    """

    suit: str
    solved: int
    tried: int
    past_solved: int
    past_tried: int

    def build(self, painter: TilePainter, options: Sequence[QWidget]) -> None:
        widgets = build_rank_puzzle(
            self, painter, self.suit, options, self.choose, self.check, self.next_question
        )
        self.intro_label = widgets.intro_label
        self.score_label = widgets.score_label
        self.hand_view = widgets.hand_view
        self.candidates = widgets.candidates
        self.check_button = widgets.check_button
        self.next_button = widgets.next_button
        self.result_view = widgets.result_view
        self.choice: int | None = None
        self.answered_right: bool | None = None
        for option in options:
            if isinstance(option, QCheckBox):
                option.toggled.connect(lambda _on: self.next_question())

    # -- what each puzzle gives ----------------------------------------------------------
    def next_question(self) -> None:
        raise NotImplementedError

    def check(self) -> bool | None:
        raise NotImplementedError

    def retranslate_ui(self) -> None:
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
        """Count the answer and put the verdict on every rank button."""
        self.answered_right = right
        self.tried += 1
        self.solved += int(right)
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
        self.result_view.setHtml(self.result_html())

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
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.answered_right is None:
                self.check()
            else:
                self.next_question()
            return True
        if key == Qt.Key.Key_Space:
            if self.answered_right is not None:
                self.next_question()
            return True
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier or not self.handle_key(
            event.key()
        ):
            super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
