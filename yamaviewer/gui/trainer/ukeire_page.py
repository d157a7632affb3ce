"""The best-discard (ukeire) question: 14 tiles, which discard leaves the most tiles to tenpai?

Keys as in the quiz: 1-9 choose the discard, Enter checks, Space moves on.  The
answer lists every discard with its shanten and the tiles that improve it
(copies not in the hand), best first.
"""

from __future__ import annotations

import random
import time

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

from yamaviewer.core.chinitsu import HistoryStore, PositionRecord
from yamaviewer.core.chinitsu.ukeire import UkeireQuestion, make_ukeire_question
from yamaviewer.gui.tile_painter import TilePainter
from yamaviewer.gui.trainer.names import tile_text
from yamaviewer.gui.trainer.rank_puzzle import build_rank_puzzle, option_check, score_text
from yamaviewer.gui.trainer.tiles import EXTRA_COLOR, HIT_COLOR

_DIGIT_KEYS = {getattr(Qt.Key, f"Key_{n}"): n for n in range(1, 10)}
#: How best-discard answers are told apart in the shared answers-by-position table.
DISCARD_PREFIX = "discard:"


class UkeirePage(QWidget):
    """One 14-tile hand at a time; ``solved``/``tried`` count this session's answers."""

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
        # Answers are kept (as "discard:<hand>" rows), so the counter is all time too.
        self.past_solved = self.past_tried = 0
        if history is not None:
            for key, right, _at in history.position_outcomes():
                if key.startswith(DISCARD_PREFIX):
                    self.past_tried += 1
                    self.past_solved += int(right)
        self.suit = suit
        self.question: UkeireQuestion | None = None
        self.choice: int | None = None
        self.answered_right: bool | None = None
        self.solved = 0
        self.tried = 0
        self.shuffled_check = option_check(self)
        widgets = build_rank_puzzle(
            self, painter, suit, [self.shuffled_check], self.choose, self.check, self.new_question
        )
        self.intro_label = widgets.intro_label
        self.score_label = widgets.score_label
        self.hand_view = widgets.hand_view
        self.candidates = widgets.candidates
        self.check_button = widgets.check_button
        self.next_button = widgets.next_button
        self.result_view = widgets.result_view
        self.shuffled_check.toggled.connect(lambda _on: self.new_question())
        self.retranslate_ui()  # the first hand is drawn when the page is first shown

    def retranslate_ui(self) -> None:
        """Set every visible text again (called on QEvent.LanguageChange)."""
        self.intro_label.setText(
            self.tr(
                "These 14 tiles are one step from tenpai. Which discard leaves the most tiles "
                "that make the hand tenpai? Pick it with the mouse or keys 1–9 and press Enter."
            )
        )
        self.shuffled_check.setText(self.tr("Shuffled"))
        self.check_button.setText(self.tr("Check (Enter)"))
        self.next_button.setText(self.tr("Next hand (Space)"))
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
        q = self.question
        if q is None or self.answered_right is None or self.choice is None:
            return ""
        s = self.suit
        picked = q.choice(self.choice)
        color = HIT_COLOR.name() if self.answered_right else EXTRA_COLOR.name()
        head = (
            self.tr("Right! Discarding {tile} leaves {count} tiles.")
            if self.answered_right
            else self.tr("Not the best: discarding {tile} leaves {count} tiles.")
        ).format(tile=tile_text(self.choice, s), count=picked.tiles if picked else 0)
        best = self.tr("Best: {tiles}").format(tiles=", ".join(tile_text(r, s) for r in q.best))
        rows = []
        order = sorted(q.choices, key=lambda c: (c.shanten, -c.tiles, c.rank))
        for c in order:
            useful = " ".join(
                self.tr("{tile}×{copies}").format(tile=tile_text(r, s), copies=n)
                for r, n in c.useful
            )
            if c.shanten == 1:
                what = self.tr("{count} tiles make it tenpai: {tiles}").format(
                    count=c.tiles, tiles=useful
                )
            else:
                what = self.tr("{shanten}-shanten: {count} tiles improve it").format(
                    shanten=c.shanten, count=c.tiles
                )
            mark = " ★" if c.rank in q.best else ""
            rows.append(
                f'<tr><td style="padding-right: 8px"><img src="tile:{c.rank}{s}"></td>'
                f"<td><b>{tile_text(c.rank, s)}</b>{mark} — {what}</td></tr>"
            )
        return (
            f'<p><span style="color: {color}; font-weight: bold">{head}</span><br>{best}</p>'
            f"<table cellspacing='4'>{''.join(rows)}</table>"
        )

    def new_question(self) -> None:
        """Draw a new 14-tile hand one step from tenpai."""
        self.question = make_ukeire_question(self.rng, self.shuffled_check.isChecked())
        self.choice = None
        self.answered_right = None
        self.hand_view.set_tiles(self.question.tiles, self.suit)
        held = set(self.question.tiles)
        for button in self.candidates:
            button.setChecked(False)
            button.set_verdict("")
            button.setEnabled(button.rank in held)
        self.check_button.setEnabled(True)
        self.next_button.setEnabled(False)
        self._refresh_texts()

    def choose(self, rank: int) -> None:
        """Select the discard (only a rank the hand holds)."""
        if self.answered_right is not None or self.question is None:
            return
        if rank not in self.question.tiles:
            return
        self.choice = rank
        for button in self.candidates:
            button.setChecked(button.rank == rank)

    def check(self) -> bool | None:
        """Judge the chosen discard; None if nothing was chosen yet."""
        q = self.question
        if q is None or self.choice is None or self.answered_right is not None:
            return None
        right = q.check(self.choice)
        self.answered_right = right
        self.tried += 1
        self.solved += int(right)
        if self.history is not None:
            self.history.add(PositionRecord(time.time(), f"{DISCARD_PREFIX}{q.hand:x}", right))
        for button in self.candidates:
            r = button.rank
            if r == self.choice:
                button.set_verdict("hit" if right else "extra")
            else:
                button.set_verdict("missed" if r in q.best and not right else "no")
            button.setEnabled(False)
        self.check_button.setEnabled(False)
        self.next_button.setEnabled(True)
        self._refresh_texts()
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
                self.new_question()
            return True
        if key == Qt.Key.Key_Space:
            if self.answered_right is not None:
                self.new_question()
            return True
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier or not self.handle_key(
            event.key()
        ):
            super().keyPressEvent(event)

    def showEvent(self, event: QEvent) -> None:
        super().showEvent(event)  # type: ignore[arg-type]
        if self.question is None:
            self.new_question()
        self.setFocus()
