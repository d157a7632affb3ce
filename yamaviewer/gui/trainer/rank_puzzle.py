"""The layout the one-suit puzzles share: a hand, nine rank buttons, Check / Next, the answer.

The reverse puzzle (which tile completes the hand?) and the best-discard question
(which tile to let go?) ask for one rank of one suit and explain the answer below;
their widgets and layout are built here once so the two pages look and behave alike.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
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
