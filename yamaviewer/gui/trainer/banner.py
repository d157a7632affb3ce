"""A non-blocking strip that says when the practice history cannot be saved.

The engine keeps playing in memory when its SQLite file is damaged or locked;
this banner is how the player learns about it without a modal dialog in the
way of practice.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from yamaviewer.core.chinitsu import StoreStatus


class HistoryBanner(QFrame):
    """Shows the history store's problem; "Retry saving" asks the owner to flush."""

    retry_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyBanner")
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
        self._dismissed_message = ""
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

    def update_status(self, status: StoreStatus) -> None:
        """Show the banner while the store is not ok (unless hidden for this message)."""
        self._status = status
        self._refresh_text()
        problem = not status.ok and status.path is not None  # memory-only is a choice
        self.retry_button.setVisible(not status.saving or status.pending > 0)
        self.setVisible(problem and status.message != self._dismissed_message)

    def _refresh_text(self) -> None:
        status = self._status
        if status is None:
            self.message_label.clear()
            return
        if not status.saving:
            lead = self.tr(
                "The practice history cannot be saved right now. Practice goes on; your "
                "answers are kept in memory, and at quit they are written to a file that is "
                "imported next time, or you are asked first if that is impossible."
            )
        else:
            lead = self.tr("There was a problem with the practice history file.")
        details = status.message
        if status.pending:
            details += " " + self.tr("({count} answers waiting to be saved)").format(
                count=status.pending
            )
        self.message_label.setText(f"{lead}\n{details}")

    def _dismiss(self) -> None:
        if self._status is not None:
            self._dismissed_message = self._status.message
        self.hide()
