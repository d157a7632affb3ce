"""The reverse puzzle: a complete hand lost one tile; which tile was it?

The second mode of the trainer, on the engine's :func:`make_reverse_puzzle`.
Any tile that completes the 13 shown is accepted (the removed one is always
among them).  Keys as in the quiz: 1-9 choose, Enter checks, Space moves on.
"""

from __future__ import annotations

import random
import time

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QWidget,
)

from yamaviewer.core.chinitsu import (
    HistoryStore,
    ReversePuzzle,
    ReverseRecord,
    decompositions,
    make_reverse_puzzle,
)
from yamaviewer.gui.tile_painter import TilePainter
from yamaviewer.gui.trainer.names import seven_pairs_text, tile_text
from yamaviewer.gui.trainer.rank_puzzle import build_rank_puzzle, option_check, score_text
from yamaviewer.gui.trainer.tiles import (
    EXTRA_COLOR,
    HIT_COLOR,
)

_DIGIT_KEYS = {getattr(Qt.Key, f"Key_{n}"): n for n in range(1, 10)}


class ReversePage(QWidget):
    """One puzzle at a time; ``solved``/``tried`` count this session's answers."""

    checked = Signal(bool)

    def __init__(
        self,
        rng: random.Random,
        painter: TilePainter,
        suit: str = "p",
        parent: QWidget | None = None,
        *,
        history: HistoryStore | None = None,
    ) -> None:
        super().__init__(parent)
        self.rng = rng
        self.history = history
        # Every puzzle answered before, so the counter does not start at zero each time.
        self.past_solved, self.past_tried = history.reverse_totals() if history else (0, 0)
        self.suit = suit
        self._painter = painter
        self.puzzle: ReversePuzzle | None = None
        self.choice: int | None = None
        self.answered_right: bool | None = None
        self.solved = 0
        self.tried = 0
        self.seven_pairs_check = option_check(self, checked=True)
        self.shuffled_check = option_check(self)
        widgets = build_rank_puzzle(
            self,
            painter,
            suit,
            [self.seven_pairs_check, self.shuffled_check],
            self.choose,
            self.check,
            self.new_puzzle,
        )
        self.intro_label = widgets.intro_label
        self.score_label = widgets.score_label
        self.hand_view = widgets.hand_view
        self.candidates = widgets.candidates
        self.check_button = widgets.check_button
        self.next_button = widgets.next_button
        self.result_view = widgets.result_view

        self.seven_pairs_check.toggled.connect(lambda _on: self.new_puzzle())
        self.shuffled_check.toggled.connect(lambda _on: self.new_puzzle())
        self.retranslate_ui()
        self.new_puzzle()

    def retranslate_ui(self) -> None:
        """Set every visible text again (called on QEvent.LanguageChange)."""
        self.intro_label.setText(
            self.tr(
                "One tile was taken out of a complete hand (four melds and a pair, or seven "
                "pairs). Which tile was it? Pick it with the mouse or keys 1–9 and press Enter."
            )
        )
        self.seven_pairs_check.setText(self.tr("Seven pairs"))
        self.shuffled_check.setText(self.tr("Shuffled"))
        self.check_button.setText(self.tr("Check (Enter)"))
        self.next_button.setText(self.tr("Next puzzle (Space)"))
        self._refresh_texts()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _refresh_texts(self) -> None:
        self.score_label.setText(
            score_text(self.solved, self.tried, self.past_solved, self.past_tried)
        )
        self.result_view.setHtml(self._result_html())

    def _result_html(self) -> str:
        puzzle = self.puzzle
        if puzzle is None or self.answered_right is None or self.choice is None:
            return ""
        s = self.suit
        if self.answered_right:
            head = (
                f'<span style="color: {HIT_COLOR.name()}; font-weight: bold">'
                + self.tr("Right! {tile} completes the hand.").format(
                    tile=tile_text(self.choice, s)
                )
                + "</span>"
            )
        else:
            head = (
                f'<span style="color: {EXTRA_COLOR.name()}; font-weight: bold">'
                + self.tr("No: {tile} does not complete the hand.").format(
                    tile=tile_text(self.choice, s)
                )
                + "</span>"
            )
        removed = self.tr("The tile taken out was {tile}.").format(
            tile=f'<img src="tile:{puzzle.removed}{s}"> {tile_text(puzzle.removed, s)}'
        )
        accepted = self.tr("Tiles that complete these 13: {tiles}").format(
            tiles=" ".join(tile_text(r, s) for r in puzzle.answers)
        )
        complete_title = self.tr("The complete hand:")
        seven = self.seven_pairs_check.isChecked()
        lines = []
        for d in decompositions(puzzle.hand, puzzle.removed, seven):
            text = "&nbsp;&nbsp;".join(d.groups_text())
            if d.is_seven_pairs:
                text += f" ({seven_pairs_text()})"
            lines.append(text)
        return (
            f"<p>{head}</p><p>{removed}<br>{accepted}</p>"
            f"<p><b>{complete_title}</b><br>"
            f'<span style="font-family: monospace">{"<br>".join(lines)}</span></p>'
        )

    def new_puzzle(self) -> None:
        """Draw a new complete hand and take one tile out."""
        self.puzzle = make_reverse_puzzle(
            self.rng, self.seven_pairs_check.isChecked(), self.shuffled_check.isChecked()
        )
        self.choice = None
        self.answered_right = None
        self.hand_view.set_tiles(self.puzzle.tiles, self.suit)
        for button in self.candidates:
            button.setChecked(False)
            button.set_verdict("")
            button.setEnabled(True)
        self.check_button.setEnabled(True)
        self.next_button.setEnabled(False)
        self._refresh_texts()

    def choose(self, rank: int) -> None:
        """Select one rank (the puzzle has a single answer to give)."""
        if self.answered_right is not None:
            return
        self.choice = rank
        for button in self.candidates:
            button.setChecked(button.rank == rank)

    def check(self) -> bool | None:
        """Check the chosen rank; None if nothing was chosen yet."""
        if self.puzzle is None or self.choice is None or self.answered_right is not None:
            return None
        right = self.puzzle.check(self.choice)
        self.answered_right = right
        self.tried += 1
        self.solved += int(right)
        if self.history is not None:
            self.history.add(
                ReverseRecord(
                    time.time(), self.puzzle.hand, self.puzzle.removed, self.choice, right
                )
            )
        answers = set(self.puzzle.answers)
        for button in self.candidates:
            r = button.rank
            if r == self.choice:
                button.set_verdict("hit" if right else "extra")
            else:
                button.set_verdict("missed" if r in answers and not right else "no")
            button.setEnabled(False)
        self.check_button.setEnabled(False)
        self.next_button.setEnabled(True)
        self._refresh_texts()
        self.checked.emit(right)
        return right

    def set_suit(self, suit: str) -> None:
        self.suit = suit
        self.hand_view.set_tiles(self.hand_view.tiles, suit)
        for button in self.candidates:
            button.set_suit(suit)
        self._refresh_texts()

    def handle_key(self, key: int) -> bool:
        """Act on a trainer key; True if it was one."""
        if key in _DIGIT_KEYS:
            self.choose(_DIGIT_KEYS[key])
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.answered_right is None:
                self.check()
            else:
                self.new_puzzle()
            return True
        if key == Qt.Key.Key_Space:
            if self.answered_right is not None:
                self.new_puzzle()
            return True
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier or not self.handle_key(
            event.key()
        ):
            super().keyPressEvent(event)

    def showEvent(self, event: QEvent) -> None:
        super().showEvent(event)  # type: ignore[arg-type]
        self.setFocus()
