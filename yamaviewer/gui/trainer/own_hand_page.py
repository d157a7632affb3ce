"""Your hand: type any hand and see its waits (as ``yamaviewer-cli waits`` does).

A 13-tile one-suit hand shows every wait with its decompositions and wait shapes
(the quiz's own explanation); any other hand its waits with the copies left and its
shanten, from :mod:`yamaviewer.core.typed_hand`.  Nothing is kept in the history.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from yamaviewer.core.tiles import long_kind_name
from yamaviewer.core.typed_hand import TypedHand, TypedHandError, read_hand
from yamaviewer.gui.i18n import current_language
from yamaviewer.gui.texts import core_text
from yamaviewer.gui.tile_painter import TilePainter
from yamaviewer.gui.trainer.feedback import decomposition_html, translate
from yamaviewer.gui.trainer.names import shape_name, tile_text
from yamaviewer.gui.trainer.page_base import TrainerPage
from yamaviewer.gui.trainer.tiles import TileStrip


class OwnHandPage(TrainerPage):
    """A line to type the hand in, the hand drawn, its waits explained below."""

    def __init__(
        self,
        painter: TilePainter,
        parent: QWidget | None = None,
        *,
        suit: Callable[[], str] = lambda: "p",
    ) -> None:
        super().__init__(parent)
        self._suit = suit
        self.hand: TypedHand | None = None
        self.error = ""
        self.intro_label = QLabel(self)
        self.intro_label.setWordWrap(True)
        self.edit = QLineEdit(self)
        self.edit.setObjectName("ownHandText")
        self.edit.returnPressed.connect(self.show_hand)
        self.show_button = QPushButton(self)
        self.show_button.clicked.connect(lambda _c=False: self.show_hand())
        self.strip = TileStrip(painter, 40.0, self)
        self.feedback = self.make_feedback(painter)
        row = QHBoxLayout()
        row.addWidget(self.edit, 1)
        row.addWidget(self.show_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro_label)
        layout.addLayout(row)
        layout.addWidget(self.strip)
        layout.addWidget(self.feedback, 1)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.intro_label.setText(
            self.tr(
                "Type a hand of 13 tiles (or 10, 7, 4, 1 with calls left out) and press Enter: "
                "1112345678999p, or 123m456p789s1122z. Bare digits are the quiz's suit."
            )
        )
        self.edit.setPlaceholderText(self.tr("e.g. 2223456777888s"))
        self.show_button.setText(self.tr("Show waits (Enter)"))
        self.refresh()

    def page_shown(self) -> None:
        # After the base gives the page the keyboard: the typing goes to the line.
        QTimer.singleShot(0, self.edit.setFocus)

    def show_hand(self) -> None:
        """Read the typed text and explain it (or say what is wrong with it)."""
        try:
            self.hand = read_hand(self.edit.text(), self._suit())
            self.error = ""
        except TypedHandError as error:
            self.hand = None
            self.error = core_text(error.args[0])
        self.refresh()

    def refresh(self) -> None:
        hand = self.hand
        if hand is None:
            self.strip.set_groups([])
            self.feedback.setHtml(f"<p>{self.error}</p>" if self.error else "")
            return
        # Ids from the top: a red five (the lowest id) only when all four are held.
        tiles = tuple(k * 4 + 3 - n for k, c in enumerate(hand.counts) for n in range(c))
        self.strip.set_groups([tiles])
        self.feedback.setHtml(self.result_html(hand))

    def result_html(self, hand: TypedHand) -> str:
        if not hand.waits:
            return (
                "<p>"
                + self.tr("Not tenpai ({shanten}-shanten): no tile completes this hand.").format(
                    shanten=hand.shanten
                )
                + "</p>"
            )
        live = ", ".join(
            self.tr("{tile} ({live} live)").format(tile=self._name(k), live=4 - hand.counts[k])
            for k in hand.waits
        )
        head = "<p><b>" + self.tr("Waits ({count}):").format(count=len(hand.waits))
        out = head + "</b> " + live + "</p>"
        explanation = hand.explanation
        if explanation is None:
            return out
        rows = []
        for wait in explanation.waits:
            shapes = translate("Feedback", ", ").join(shape_name(s) for s in wait.shapes)
            decomps = "<br>".join(decomposition_html(d, wait) for d in wait.decompositions)
            rows.append(
                f"<tr><td style='vertical-align: top; padding-right: 8px'>"
                f"<img src='tile:{wait.rank}{hand.suit}'></td>"
                f"<td><b>{tile_text(wait.rank, hand.suit)}</b> — {shapes}<br>"
                f"<span style='font-family: monospace'>{decomps}</span></td></tr>"
            )
        return out + "<table cellspacing='4'>" + "".join(rows) + "</table>"

    def _name(self, kind: int) -> str:
        if kind < 27:
            return tile_text(kind % 9 + 1, "mps"[kind // 9])
        return long_kind_name(kind, "ja" if current_language() == "ja" else "en")
