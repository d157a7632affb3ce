"""What every trainer page does alike: keys, texts on a language change, the answer area.

Each question page (wait quiz, reverse puzzle, best discard, real games) takes
the keyboard when shown, handles its keys itself rather than through
window-wide shortcuts (so they never clash with the viewer's), sets its texts
again on ``QEvent.LanguageChange``, has Check and Next buttons that never take
the focus, and explains the answer in a :class:`TileTextBrowser` below.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLayout, QPushButton, QVBoxLayout, QWidget

from yamaviewer.gui.tile_painter import TilePainter
from yamaviewer.gui.trainer.feedback import TileTextBrowser
from yamaviewer.gui.trainer.tiles import EXTRA_COLOR, HIT_COLOR

if TYPE_CHECKING:
    from yamaviewer.core.chinitsu import HistoryStore, PositionRecord, ReverseRecord

#: The keys that pick, check and move on: a combo box with the focus lets them through.
SUBMIT_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


def pick_verdict(item: int, answers: set[int], picked: set[int]) -> str:
    """A button's verdict when several may be picked: hit, missed, extra or no."""
    if item in answers:
        return "hit" if item in picked else "missed"
    return "extra" if item in picked else "no"


def verdict_html(text: str, right: bool) -> str:
    """The answer's first words, in the colour of a right or a wrong answer."""
    color = HIT_COLOR.name() if right else EXTRA_COLOR.name()
    return f'<span style="color: {color}; font-weight: bold">{text}</span>'


class TrainerPage(QWidget):
    """The base of the question pages; a page gives :meth:`retranslate_ui` and
    :meth:`handle_key`, and may give :meth:`page_shown`.

    ``history`` keeps the answers (None: a page that keeps nothing); ``clock``
    dates them (injectable, so tests never depend on the wall clock);
    ``solved``/``tried`` count this session's answers.
    """

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        history: HistoryStore | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        super().__init__(parent)
        self.history = history
        self.clock = clock
        self.solved = 0
        self.tried = 0
        self.check_button: QPushButton
        self.next_button: QPushButton
        self.intro_label: QLabel
        self.feedback: TileTextBrowser
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    # -- what each page gives ------------------------------------------------------------
    def retranslate_ui(self) -> None:
        """Set every visible text again."""
        raise NotImplementedError

    def handle_key(self, key: int) -> bool:
        """Act on a key; True if it was one of the page's."""
        return False

    def page_shown(self) -> None:
        """The page came to the front (before it takes the keyboard)."""

    def enter_or_space(
        self,
        key: int,
        answered: bool,
        check: Callable[[], object],
        next_question: Callable[[], object],
    ) -> bool:
        """Enter checks, or moves on once answered; Space moves on once answered."""
        if key in SUBMIT_KEYS:
            (next_question if answered else check)()
            return True
        if key == Qt.Key.Key_Space:
            if answered:
                next_question()
            return True
        return False

    # -- the scaffold ----------------------------------------------------------------------
    def make_feedback(self, painter: TilePainter) -> TileTextBrowser:
        """The answer's explanation, below the question; it never takes the keys."""
        feedback = TileTextBrowser(painter, self)
        feedback.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return feedback

    def make_buttons(
        self, check: Callable[[], object], next_question: Callable[[], object]
    ) -> tuple[QPushButton, QPushButton]:
        """Check and Next, tall enough to hit, leaving the keyboard to the page."""
        check_button = QPushButton(self)
        next_button = QPushButton(self)
        for button in (check_button, next_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setMinimumHeight(34)
        check_button.clicked.connect(lambda _checked=False: check())
        next_button.clicked.connect(lambda _checked=False: next_question())
        return check_button, next_button

    def build_typed_answer(
        self,
        painter: TilePainter,
        name: str,
        check: Callable[[], object],
        next_question: Callable[[], object],
    ) -> None:
        """The typed-answer page's intro, prompt, its answer as typed (large, object
        ``name``), the explanation, and Check and Next."""
        self.intro_label = QLabel(self)
        self.intro_label.setWordWrap(True)
        self.prompt_label = QLabel(self)
        self.prompt_label.setWordWrap(True)
        self.answer_label = QLabel(self)
        self.answer_label.setObjectName(name)
        font = self.answer_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        self.answer_label.setFont(font)
        self.feedback = self.make_feedback(painter)
        self.check_button, self.next_button = self.make_buttons(check, next_question)

    def lay_out_typed(self, header: QLayout | None, *left: QWidget) -> None:
        """The typed-answer page top down: the intro, the page's ``header`` row, the
        question column (``left``, then the prompt and the answer) beside Check and Next,
        the answer's explanation."""
        column = QVBoxLayout()
        for widget in (*left, self.prompt_label, self.answer_label):
            column.addWidget(widget)
        row = QHBoxLayout()
        row.addLayout(column, 1)
        row.addLayout(self.button_column(self.check_button, self.next_button))
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro_label)
        if header is not None:
            layout.addLayout(header)
        layout.addLayout(row)
        layout.addWidget(self.feedback, 1)

    def name_buttons(self, next_text: str) -> None:
        """Check's words are the same on every page (the catalogue keeps them under
        ``SafeTilePage``); Next names what comes next."""
        self.check_button.setText(QCoreApplication.translate("SafeTilePage", "Check (Enter)"))
        self.next_button.setText(next_text)

    @staticmethod
    def button_column(*buttons: QWidget) -> QVBoxLayout:
        """The buttons beside the tiles, stacked at the top."""
        column = QVBoxLayout()
        for button in buttons:
            column.addWidget(button)
        column.addStretch(1)
        return column

    # -- answers ---------------------------------------------------------------------------
    def keep_answer(self, right: bool, record: PositionRecord | ReverseRecord) -> None:
        """Count the answer and keep it in the history, if the page has one."""
        self.tried += 1
        self.solved += int(right)
        if self.history is not None:
            self.history.add(record)

    # -- Qt plumbing -----------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier or not self.handle_key(
            event.key()
        ):
            super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def showEvent(self, event: QEvent) -> None:
        super().showEvent(event)  # type: ignore[arg-type]
        self.page_shown()
        self.setFocus()
