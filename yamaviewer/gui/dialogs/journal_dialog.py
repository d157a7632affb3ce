"""Check an open Mahjong Soul record against the hashes a player copied during play.

A published hash only proves something if it was seen before the record was
written: this dialog takes those copies (pasted, typed or from a text file,
one ``E1-0 <hash>`` line per hand) and checks the record again with them.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QPlainTextEdit,
    QPushButton,
    QWidget,
)

from yamaviewer.core.replay.document import GameDocument
from yamaviewer.core.verification.majsoul import JournalError, read_journal, verify_majsoul
from yamaviewer.gui.dialogs.common import StatusLabel, intro_layout, mono_font

#: A journal is a few lines; anything larger is not one.
MAX_JOURNAL_CHARS = 64 * 1024


class JournalDialog(QDialog):
    """Paste or load a hash journal; OK re-checks the document's record with it."""

    checked = Signal()

    def __init__(self, document: GameDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.setWindowTitle(self.tr("Check Against a Hash Journal"))
        self.setMinimumWidth(560)
        layout = intro_layout(
            self,
            self.tr(
                "Mahjong Soul shows each hand's wall hash during play. Paste the hashes you "
                "copied then, one line per hand: the hand's name and its hash, e.g. "
                "<code>E1-0 f01d03b1a935ad6474db7082adeb67cb</code> (East 1, 0 honba). Only "
                "hashes seen before the game ended prove the record was not rewritten."
            ),
        )
        self.edit = QPlainTextEdit()
        self.edit.setFont(mono_font())
        self.edit.setPlaceholderText("E1-0 f01d03b1a935ad6474db7082adeb67cb")
        self.edit.textChanged.connect(self.validate)
        layout.addWidget(self.edit)
        self.load_button = QPushButton(self.tr("Load a Text File…"))
        self.load_button.clicked.connect(self.load_file)
        layout.addWidget(self.load_button)
        self.status = StatusLabel()
        layout.addWidget(self.status)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Check"))
        self.ok_button.setEnabled(False)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.journal: dict[str, str] = {}
        self.edit.setFocus()

    def load_file(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self, self.tr("Hash journal"), "", self.tr("Text files (*.txt);;All files (*)")
        )
        if name:
            self.load_path(Path(name))

    def load_path(self, path: Path) -> None:
        """Put a journal file's text in the box (regular files of a sane size only)."""
        try:
            if not path.is_file():
                raise OSError(self.tr("not a regular file"))
            if path.stat().st_size > MAX_JOURNAL_CHARS:
                raise OSError(self.tr("too large for a hash journal"))
            text = path.read_text(encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError) as error:
            message = error.args[0] if isinstance(error, OSError) and error.args else str(error)
            if isinstance(error, UnicodeDecodeError):
                message = self.tr("not UTF-8 text")
            self.status.show_errors([f"{path.name}: {message}"])
            return
        self.edit.setPlainText(text)

    def validate(self) -> bool:
        text = self.edit.toPlainText()
        if len(text) > MAX_JOURNAL_CHARS:
            self.status.show_errors([self.tr("That is too long for a hash journal.")])
            self.ok_button.setEnabled(False)
            return False
        try:
            journal = read_journal(text)
        except JournalError as error:
            self.status.show_errors([self._journal_error(str(error))])
            self.ok_button.setEnabled(False)
            return False
        self.journal = journal
        if not journal:
            self.status.clear_status()
            self.ok_button.setEnabled(False)
            return False
        self.status.show_ok(self.tr("%1 hand(s) read").replace("%1", str(len(journal))))
        self.ok_button.setEnabled(True)
        return True

    def _journal_error(self, message: str) -> str:
        line = message.split(":", 1)[0].removeprefix("journal line ").strip()
        if "listed twice" in message:
            return self.tr("Line %1: this hand is listed twice.").replace("%1", line)
        return self.tr(
            "Line %1 is not a hand name and a hash (e.g. E1-0 followed by 32 or 64 hex digits)."
        ).replace("%1", line)

    def accept(self) -> None:
        if not self.validate() or self.document.majsoul_record is None:
            return
        path = str(self.document.path or "")
        self.document.majsoul_verification = verify_majsoul(
            self.document.majsoul_record, path, self.journal
        )
        self.checked.emit()
        super().accept()
