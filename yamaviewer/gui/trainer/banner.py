"""A non-blocking strip that says when practice answers are at risk or were lost.

The engine keeps playing in memory when its SQLite file is damaged or locked;
this banner is how the player learns about it without a modal dialog in the
way of practice.  It floats over the bottom of its parent instead of taking a
row of the layout, so showing it never moves a button under the cursor, and it
shows only what the store reports as at risk now (``saving`` False) or lost or
refused (``losses``): an answer waiting for the writer thread is not a problem.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from yamaviewer.core.chinitsu import StoreStatus
from yamaviewer.gui.texts import core_text

#: Space kept between the banner and its parent's edges.
MARGIN = 6


def shows_problem(status: StoreStatus) -> bool:
    """True when answers are held only in memory or something was lost or refused."""
    if status.path is None:  # memory-only is the player's (or a test's) choice
        return False
    return not status.saving or bool(status.losses)


class HistoryBanner(QFrame):
    """Shows the history store's problem; "Retry saving" asks the owner to flush."""

    retry_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyBanner")
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "#historyBanner { background: #fff4d6; border: 1px solid #e0b04a;"
            " border-radius: 4px; } #historyBanner QLabel { color: #5a4200; }"
        )
        self.message_label = QLabel(self)
        self.message_label.setWordWrap(True)
        self.retry_button = QPushButton(self)
        self.hide_button = QPushButton(self)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addWidget(self.message_label, 1)
        layout.addWidget(self.retry_button)
        layout.addWidget(self.hide_button)
        self.retry_button.clicked.connect(self.retry_requested)
        self.hide_button.clicked.connect(self._dismiss)
        self._status: StoreStatus | None = None
        self._dismissed: tuple[bool, int] | None = None
        if parent is not None:
            parent.installEventFilter(self)  # follow the parent's size
        self.retranslate_ui()
        self.hide()

    def retranslate_ui(self) -> None:
        self.retry_button.setText(self.tr("Retry saving"))
        self.hide_button.setText(self.tr("Hide"))
        self._refresh_text()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.place()
        return False

    def place(self) -> None:
        """Lie over the bottom of the parent, full width, raised above the pages."""
        parent = self.parentWidget()
        if parent is None:
            return
        width = max(0, parent.width() - 2 * MARGIN)
        layout = self.layout()
        height = layout.heightForWidth(width) if layout is not None else -1
        height = max(height, self.sizeHint().height())
        self.setGeometry(MARGIN, max(0, parent.height() - height - MARGIN), width, height)
        self.raise_()

    def update_status(self, status: StoreStatus) -> None:
        """Show the banner while answers are at risk or after a loss (unless hidden for it)."""
        self._status = status
        self._refresh_text()
        self.retry_button.setVisible(not status.saving)
        visible = shows_problem(status) and self._key(status) != self._dismissed
        if visible:
            self.place()
        self.setVisible(visible)

    @staticmethod
    def _key(status: StoreStatus) -> tuple[bool, int]:
        """What "Hide" hides: this state, until saving stops again or a new loss comes."""
        return (status.saving, len(status.losses))

    def _refresh_text(self) -> None:
        status = self._status
        if status is None or not shows_problem(status):
            self.message_label.clear()
            return
        lines: list[str] = []
        if not status.saving:
            lines.append(
                self.tr(
                    "The practice history cannot be saved right now. Practice goes on; your "
                    "answers are kept in memory, and at quit they are written to a file that is "
                    "imported next time, or you are asked first if that is impossible."
                )
            )
            reason = core_text(status.message)
            if status.pending:
                reason += " " + self.tr("({count} answers waiting to be saved)").format(
                    count=status.pending
                )
            lines.append(reason)
        if status.losses:
            lines.append(self.tr("There was a problem with the practice history file."))
            shown = [
                m for m in dict.fromkeys(status.losses) if status.saving or m != status.message
            ]
            lines.extend(core_text(loss) for loss in shown)
        self.message_label.setText("\n".join(lines))
        if self.isVisible():
            self.place()

    def _dismiss(self) -> None:
        if self._status is not None:
            self._dismissed = self._key(self._status)
        self.hide()
