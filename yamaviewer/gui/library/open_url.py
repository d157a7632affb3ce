"""File > Open URL: paste a Tenhou replay link or log id, get the game.

:class:`OpenUrlDialog` checks what was pasted as it is typed;
:class:`UrlOpener` opens the game: from the library when it is kept there,
else fetched in a background thread with a progress dialog that can cancel,
then kept in the library so it opens offline next time.  The ``tw=`` seat and
``ts=`` hand of the link are handed on with the game.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QProgressDialog,
    QVBoxLayout,
    QWidget,
)

from yamaviewer.core.library.tenhou_ids import (
    LogIdError,
    LogReference,
    looks_like_log_reference,
    parse_log_reference,
)
from yamaviewer.core.replay.presentation import OpenGame
from yamaviewer.gui import texts
from yamaviewer.gui.dialogs.common import StatusLabel
from yamaviewer.gui.library.tasks import BackgroundTask


class OpenUrlDialog(QDialog):
    """One line for the link or id, with inline feedback; emits ``urlChosen``."""

    urlChosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("openUrlDialog")
        self.setWindowTitle(self.tr("Open a Tenhou Game"))
        self.setMinimumWidth(560)
        self.prompt = QLabel(
            self.tr(
                "Paste a Tenhou replay link (https://tenhou.net/0/?log=…) or a log id. "
                "The game is downloaded once and kept in your library."
            )
        )
        self.prompt.setWordWrap(True)
        self.line = QLineEdit()
        self.line.setObjectName("urlEdit")
        self.line.setPlaceholderText(
            "https://tenhou.net/0/?log=2024010112gm-00a9-0000-1a2b3c4d&tw=2"
        )
        self.status = StatusLabel()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.prompt)
        layout.addWidget(self.line)
        layout.addWidget(self.status)
        layout.addWidget(self.buttons)
        self.line.textChanged.connect(self._check)
        clipboard = QGuiApplication.clipboard().text().strip()
        if clipboard and looks_like_log_reference(clipboard):
            self.line.setText(clipboard)
            self.line.selectAll()
        self._check()

    def _check(self) -> LogReference | None:
        text = self.line.text().strip()
        open_button = self.buttons.button(QDialogButtonBox.StandardButton.Open)
        if not text:
            self.status.clear_status()
            open_button.setEnabled(False)
            return None
        try:
            reference = parse_log_reference(text)
        except LogIdError as error:
            self.status.show_errors([texts.error_text(error)])
            open_button.setEnabled(False)
            return None
        parts = [
            self.tr("Game %1").replace("%1", reference.log_id),
            self.tr("%1 players").replace("%1", str(reference.players)),
            self.tr("played %1").replace("%1", reference.played),
        ]
        if reference.seat is not None:
            parts.append(self.tr("seat %1's view").replace("%1", str(reference.seat + 1)))
        self.status.show_ok(" · ".join(parts))
        open_button.setEnabled(True)
        return reference

    def accept(self) -> None:
        if self._check() is None:
            return
        self.urlChosen.emit(self.line.text().strip())
        super().accept()


class UrlOpener(QObject):
    """Turns a link or id into an open game; ``opened(game, seat, hand)`` or ``failed(text)``."""

    opened = Signal(object, object, object)
    failed = Signal(str)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.window = parent
        self.task: BackgroundTask | None = None
        self.progress: QProgressDialog | None = None

    @property
    def busy(self) -> bool:
        return self.task is not None

    def open(self, text: str) -> bool:
        """Start opening; False (and ``failed``) when the text names no game."""
        try:
            reference = parse_log_reference(text)
        except LogIdError as error:
            self.failed.emit(texts.error_text(error))
            return False
        if self.task is not None:
            self.failed.emit(self.tr("A game is still being downloaded; wait for it first."))
            return False
        from yamaviewer.gui.library.store import shared_library

        library = shared_library()
        stored = None
        if library is not None:
            try:
                stored = library.stored_log(reference.log_id)
            except Exception:
                stored = None
        if stored is not None:
            self._finish(reference, text, stored, fetched=False)
            return True
        self._start_fetch(reference, text)
        return True

    def _start_fetch(self, reference: LogReference, text: str) -> None:
        from yamaviewer.core.library.tenhou_fetch import fetch_log

        def work(task: BackgroundTask) -> object:
            # Cancel is polled while waiting for every byte, so it ends a stalled download too.
            return fetch_log(
                reference.log_id,
                progress=lambda got, total: task.report(got, total, reference.log_id),
                cancelled=lambda: task.cancelled,
            )

        task = BackgroundTask(work)
        self.task = task
        progress = QProgressDialog(self.window)
        progress.setObjectName("fetchProgress")
        progress.setWindowTitle(self.tr("Downloading"))
        progress.setLabelText(
            self.tr("Downloading %1 from Tenhou…").replace("%1", reference.log_id)
        )
        progress.setCancelButtonText(self.tr("Cancel"))
        progress.setRange(0, 0)  # busy until the size is known
        progress.setMinimumDuration(300)
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.canceled.connect(task.cancel)
        self.progress = progress

        def on_progress(done: int, total: int, _label: str) -> None:
            if total:
                progress.setRange(0, total)
                progress.setValue(min(done, total))

        task.signals.progress.connect(on_progress)
        task.signals.finished.connect(
            lambda xml: self._finish(reference, text, bytes(xml), fetched=True)
        )
        task.signals.failed.connect(self._fetch_failed)
        task.start()

    def _close_progress(self) -> None:
        self.task = None
        if self.progress is not None:
            self.progress.reset()
            self.progress.hide()
            self.progress.deleteLater()
            self.progress = None

    def _fetch_failed(self, message: str) -> None:
        cancelled = self.task is not None and self.task.cancelled
        self._close_progress()
        if not cancelled:
            self.failed.emit(message)

    def _finish(self, reference: LogReference, text: str, data: bytes, *, fetched: bool) -> None:
        from yamaviewer.core.formats.mjlog import LogFormatError, parse_mjlog_bytes
        from yamaviewer.core.replay.document import open_game

        self._close_progress()
        try:
            record = parse_mjlog_bytes(data, reference.log_id)
        except LogFormatError as error:
            self.failed.emit(f"{reference.log_id}: {error}")
            return
        if fetched:
            from yamaviewer.gui.library.store import remember_fetched

            remember_fetched(reference.log_id, data, text)
        if not record.hands:
            self.failed.emit(self.tr("%1 contains no hands.").replace("%1", reference.log_id))
            return
        game = OpenGame(open_game(record), reference.log_id, "url")
        self.opened.emit(game, reference.seat, reference.hand)
