"""A page that reads many games in the background: inputs, run, progress, cancel, export.

The Fairness report and the Statistics page both take files, folders or the
library's selection, run one :class:`BackgroundTask` over them with live
progress and cancel, and write what came back; this is that scaffold, once.
A subclass builds its own widgets around these and says how a result is kept.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QFileDialog,
    QListWidget,
    QProgressBar,
    QPushButton,
    QWidget,
)

from yamaviewer.core.library.sources import GameItem
from yamaviewer.gui.dialogs.common import StatusLabel
from yamaviewer.gui.library.tasks import BackgroundTask

# Supplies the library's selected games (items read in the GUI thread), or None.
SelectionSource = Callable[[], list[GameItem]]


class GamesRunPage(QWidget):
    """Games in (paths or a library selection), one background run, its progress and end."""

    finished = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.paths: list[str] = []
        self.items: list[GameItem] | None = None
        self.task: BackgroundTask | None = None
        self.selection_source: SelectionSource | None = None
        self.inputs = QListWidget()
        self.add_files_button = QPushButton()
        self.add_files_button.clicked.connect(self.choose_files)
        self.add_folder_button = QPushButton()
        self.add_folder_button.clicked.connect(self.choose_folder)
        self.selection_button = QPushButton()
        self.selection_button.clicked.connect(self.use_library_selection)
        self.clear_button = QPushButton()
        self.clear_button.clicked.connect(self.clear_inputs)
        self.run_button = QPushButton()
        self.run_button.clicked.connect(self.run)
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancel)
        self.progress = QProgressBar()
        self.status = StatusLabel()

    # -- hooks of the subclass ------------------------------------------------------------
    def run(self) -> None:
        """Start the run (the subclass builds its work and calls :meth:`start_run`)."""
        raise NotImplementedError

    def ready(self) -> bool:
        """Whatever beside the games the run needs is given."""
        return True

    def keep_result(self, value: object) -> str | None:
        """Keep a finished run's value; the words for the status, or None when cancelled."""
        raise NotImplementedError

    def cancelled_text(self) -> str:
        raise NotImplementedError

    def update_outputs(self) -> None:
        """Enable what depends on a result (exports and the like)."""

    def show_result(self) -> None:
        """Show the kept result (or nothing)."""

    # -- texts ----------------------------------------------------------------------------
    def retranslate_run_controls(self) -> None:
        self.add_files_button.setText(self.tr("Add files…"))
        self.add_folder_button.setText(self.tr("Add folder…"))
        self.selection_button.setText(self.tr("Library selection"))
        self.clear_button.setText(self.tr("Clear"))
        self.cancel_button.setText(self.tr("Cancel"))
        if self.items is not None:
            self._show_selection_note()

    # -- inputs ---------------------------------------------------------------------------
    def set_selection_source(self, source: SelectionSource | None) -> None:
        """Where "Library selection" takes its games from (hidden without one)."""
        self.selection_source = source
        self._update_state()

    def add_paths(self, paths: list[str]) -> None:
        if self.items is not None:
            self.inputs.clear()
        self.items = None
        for path in paths:
            if path and path not in self.paths:
                self.paths.append(path)
                self.inputs.addItem(path)
        self._update_state()

    def clear_inputs(self) -> None:
        self.paths.clear()
        self.items = None
        self.inputs.clear()
        self._update_state()

    def choose_files(self) -> None:
        files, _filter = QFileDialog.getOpenFileNames(
            self,
            self.tr("Choose game logs or log databases"),
            "",
            self.tr("Game logs (*.mjlog *.xml *.gz *.txt *.json *.sqlite *.db);;All files (*)"),
        )
        self.add_paths(files)

    def choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Choose a folder of game logs"))
        if folder:
            self.add_paths([folder])

    def use_library_selection(self) -> None:
        items = self.selection_source() if self.selection_source is not None else []
        if not items:
            self.status.show_errors([self.tr("Select games on the Library page first.")])
            return
        self.clear_inputs()
        self.items = items
        self._show_selection_note()
        self._update_state()

    def _show_selection_note(self) -> None:
        self.inputs.clear()
        count = str(len(self.items or []))
        self.inputs.addItem(self.tr("%1 games selected in the library").replace("%1", count))

    # -- running --------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self.task is not None

    def _update_state(self) -> None:
        has_input = bool(self.paths) or bool(self.items)
        self.run_button.setEnabled(has_input and self.ready() and not self.running)
        self.cancel_button.setEnabled(self.running)
        for widget in (
            self.add_files_button,
            self.add_folder_button,
            self.selection_button,
            self.clear_button,
        ):
            widget.setEnabled(not self.running)
        self.selection_button.setVisible(self.selection_source is not None)
        self.update_outputs()

    def start_run(self, work: Callable[[BackgroundTask], object]) -> None:
        """Run ``work`` in the background with progress and cancel live."""
        self.status.show_notes([self.tr("Reading games…")])
        self.progress.setRange(0, 0)
        task = BackgroundTask(work)
        task.signals.progress.connect(self._progressed)
        task.signals.finished.connect(self._finished)
        task.signals.failed.connect(self._failed)
        self.task = task
        self._update_state()
        task.start()

    def cancel(self) -> None:
        if self.task is not None:
            self.task.cancel()
            self.status.show_notes([self.tr("Cancelling…")])

    def _progressed(self, done: int, total: int, _label: str) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)
        self.progress.setFormat(
            self.tr("%1 of %2 games").replace("%1", str(done)).replace("%2", str(total))
        )

    def _finished(self, value: object) -> None:
        self.task = None
        self.progress.setRange(0, 1)
        done = self.keep_result(value)
        if done is not None:
            self.progress.setValue(1)
            self.status.show_ok(done)
        else:
            self.progress.setValue(0)
            self.status.show_notes([self.cancelled_text()])
        self._update_state()
        self.show_result()
        self.finished.emit()

    def _failed(self, message: str) -> None:
        self.task = None
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.status.show_errors([message])
        self._update_state()
        self.finished.emit()

    # -- export ---------------------------------------------------------------------------
    def write_file(self, path: Path, write: Callable[[], None]) -> bool:
        """Run ``write``; say where the file went or why it could not be written."""
        try:
            write()
        except OSError as error:
            self.status.show_errors(
                [
                    self.tr("Could not write %1: %2")
                    .replace("%1", str(path))
                    .replace("%2", str(error.strerror or error))
                ]
            )
            return False
        self.status.show_ok(self.tr("Saved %1").replace("%1", str(path)))
        return True
