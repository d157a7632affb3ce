"""Error dialog: a readable message first, technical details on request.

It is shown with ``open()`` (window-modal, not a nested event loop), so an
error never blocks the program or a test, and the current game stays open.
"""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget


class ErrorDialog(QMessageBox):
    def __init__(
        self, title: str, message: str, details: str = "", parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Warning)
        self.setWindowTitle(title)
        self.setText(message)
        if details:
            self.setDetailedText(details)
        self.setStandardButtons(QMessageBox.StandardButton.Ok)
        self.setObjectName("errorDialog")


def show_error(parent: QWidget | None, title: str, message: str, details: str = "") -> ErrorDialog:
    """Create, show (non-blocking) and return an error dialog."""
    dialog = ErrorDialog(title, message, details, parent)
    dialog.open()
    return dialog
