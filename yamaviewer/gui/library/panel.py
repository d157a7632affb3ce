"""The Library page: every kept game in a sortable, filterable list.

Filters (text, player, date range, players, length, status) and the header's
order are applied by the database
(:class:`yamaviewer.core.library.filters.LibraryFilter`, ``column_order``) in a
worker thread with its own connection: the page gets the ids of the list and
reads the rows it shows a page at a time, so a library of 100,000 games opens,
searches and sorts without freezing the window.  A newer search stops the one
still running, and a stale answer is dropped.
A double click opens a game in the viewer.  Importing, verifying the
selection (on every core) and exporting run in a background task with a
progress bar and a Cancel button.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QDate,
    QEvent,
    QModelIndex,
    Qt,
    QThreadPool,
    QTimer,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDateEdit,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QProgressBar,
    QPushButton,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from yamaviewer.core.library.entry import DAMAGED, LibraryEntry
from yamaviewer.core.library.filters import LibraryFilter
from yamaviewer.core.library.schema import LibraryError
from yamaviewer.core.library.store import Library
from yamaviewer.core.replay.presentation import OpenGame
from yamaviewer.gui.dialogs.common import StatusLabel, widget_row
from yamaviewer.gui.library import store
from yamaviewer.gui.library.model import GAME_ID_ROLE, LibraryModel
from yamaviewer.gui.library.tasks import BackgroundTask, ListQuery

#: The date edits show this day as "any".
NO_DATE = QDate(2006, 1, 1)


class LibraryPanel(QWidget):
    """The page; ``gameRequested(OpenGame)`` asks the window to show a game."""

    gameRequested = Signal(object)
    #: The user asks for a fairness report on the selected games (the window opens the lab).
    fairnessRequested = Signal()

    def __init__(self, parent: QWidget | None = None, library: Library | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("libraryPanel")
        self._library = library
        self.task: BackgroundTask | None = None
        #: The list query whose answer the page waits for (None: the list is current).
        self.query: ListQuery | None = None
        self._queries: list[ListQuery] = []  # started, kept alive until they end
        self._generation = 0
        self._pool = QThreadPool(self)  # list queries never wait behind an import or a verify
        self._pool.setMaxThreadCount(2)
        self._problems: list[tuple[str, bool]] = []
        self._build()
        self.retranslate_ui()
        self._refresh_timer = QTimer(self)
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.setInterval(150)
        self._refresh_timer.timeout.connect(self.refresh)
        for edit in (self.search_edit, self.player_edit):
            edit.textChanged.connect(self._refresh_timer.start)
        for date in (self.from_edit, self.to_edit):
            date.dateChanged.connect(self._refresh_timer.start)
        for combo in (self.players_combo, self.length_combo, self.status_combo):
            combo.currentIndexChanged.connect(self._refresh_timer.start)
        self.model.orderChanged.connect(self.refresh)
        self.refresh()

    # -- construction ---------------------------------------------------------------------
    def _build(self) -> None:
        self.search_edit = QLineEdit()
        self.search_edit.setObjectName("librarySearch")
        self.search_edit.setClearButtonEnabled(True)
        self.player_edit = QLineEdit()
        self.player_edit.setObjectName("libraryPlayer")
        self.player_edit.setClearButtonEnabled(True)
        self.from_label, self.to_label = QLabel(), QLabel()
        self.from_edit, self.to_edit = QDateEdit(), QDateEdit()
        for date in (self.from_edit, self.to_edit):
            date.setCalendarPopup(True)
            date.setDisplayFormat("yyyy-MM-dd")
            date.setMinimumDate(NO_DATE)
            date.setDate(NO_DATE)
        self.players_combo = QComboBox()
        self.length_combo = QComboBox()
        self.status_combo = QComboBox()
        for combo, values in (
            (self.players_combo, (None, 4, 3)),
            (self.length_combo, (None, True, False)),
            (self.status_combo, (None, "verified", "unverified", "mismatch", "no-seed", "error")),
        ):
            for value in values:
                combo.addItem("", value)
        filters = QHBoxLayout()
        filters.addWidget(self.search_edit, 3)
        filters.addWidget(self.player_edit, 2)
        filters.addWidget(self.from_label)
        filters.addWidget(self.from_edit)
        filters.addWidget(self.to_label)
        filters.addWidget(self.to_edit)
        filters.addWidget(self.players_combo)
        filters.addWidget(self.length_combo)
        filters.addWidget(self.status_combo)

        self.model = LibraryModel(self)
        self.table = QTableView()
        self.table.setObjectName("libraryTable")
        self.table.setModel(self.model)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        for column, width in ((0, 130), (1, 250), (2, 190), (4, 60), (5, 110), (6, 100)):
            self.table.setColumnWidth(column, width)
        self.table.doubleClicked.connect(self._open_index)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)

        self.import_folder_button = QPushButton()
        self.import_folder_button.clicked.connect(self.choose_import_folder)
        self.import_database_button = QPushButton()
        self.import_database_button.clicked.connect(self.choose_import_files)
        self.open_button = QPushButton()
        self.open_button.setObjectName("libraryOpen")
        self.open_button.clicked.connect(self.open_selected)
        self.verify_button = QPushButton()
        self.verify_button.setObjectName("libraryVerify")
        self.verify_button.clicked.connect(self.verify_selection)
        self.export_button = QToolButton()
        self.export_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.export_menu = QMenu(self)
        self.export_mjlog_action = self.export_menu.addAction("")
        self.export_mjlog_action.triggered.connect(lambda: self.choose_export("mjlog"))
        self.export_json_action = self.export_menu.addAction("")
        self.export_json_action.triggered.connect(lambda: self.choose_export("tenhou6"))
        self.export_button.setMenu(self.export_menu)
        self.fairness_button = QPushButton()
        self.fairness_button.setObjectName("libraryFairness")
        self.fairness_button.clicked.connect(self.fairnessRequested)
        self.progress = QProgressBar()
        self.progress.setObjectName("libraryProgress")
        self.progress.setMaximumWidth(260)
        self.progress.hide()
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("libraryCancel")
        self.cancel_button.clicked.connect(self.cancel_task)
        self.cancel_button.hide()
        actions = widget_row(
            (
                self.import_folder_button,
                self.import_database_button,
                self.open_button,
                self.verify_button,
                self.export_button,
                self.fairness_button,
            ),
            (self.progress, self.cancel_button),
        )

        self.count_label = QLabel()
        self.count_label.setObjectName("libraryCount")
        self.status = StatusLabel()
        self.status.setObjectName("libraryStatus")
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        layout.addLayout(actions)
        layout.addWidget(self.count_label)
        layout.addWidget(self.status)

    # -- texts ----------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.search_edit.setPlaceholderText(self.tr("Search names, game ids, files"))
        self.player_edit.setPlaceholderText(self.tr("Player (exact name)"))
        self.from_label.setText(self.tr("From"))
        self.to_label.setText(self.tr("to"))
        for date in (self.from_edit, self.to_edit):
            date.setSpecialValueText(self.tr("any day"))
        for combo, texts in (
            (
                self.players_combo,
                (self.tr("Any players"), self.tr("4 players"), self.tr("3 players")),
            ),
            (
                self.length_combo,
                (self.tr("Any length"), self.tr("South game"), self.tr("East game")),
            ),
            (
                self.status_combo,
                (
                    self.tr("Any status"),
                    self.tr("Verified"),
                    self.tr("Not verified"),
                    self.tr("Mismatch"),
                    self.tr("No seed"),
                    self.tr("Unreadable"),
                ),
            ),
        ):
            for index, text in enumerate(texts):
                combo.setItemText(index, text)
        self.import_folder_button.setText(self.tr("Import Folder…"))
        self.import_database_button.setText(self.tr("Import Files or Databases…"))
        self.open_button.setText(self.tr("Open"))
        self.verify_button.setText(self.tr("Verify Selection"))
        self.export_button.setText(self.tr("Export Selection"))
        self.fairness_button.setText(self.tr("Fairness Report…"))
        self.fairness_button.setToolTip(
            self.tr("Test the selected games in the fairness lab (starting hands, wall positions)")
        )
        self.export_mjlog_action.setText(self.tr("As Tenhou mjlog…"))
        self.export_json_action.setText(self.tr("As tenhou.net/6 JSON…"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.model.headerDataChanged.emit(
            Qt.Orientation.Horizontal, 0, len(LibraryModel.COLUMNS) - 1
        )
        self.table.viewport().update()
        self._show_count()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "cancel_button"):
            self.retranslate_ui()
        super().changeEvent(event)

    def column_title(self, column: str) -> str:
        return {
            "played": self.tr("Played"),
            "game": self.tr("Game"),
            "rules": self.tr("Rules"),
            "players": self.tr("Players"),
            "hands": self.tr("Hands"),
            "status": self.tr("Status"),
            "source": self.tr("Source"),
        }[column]

    def cell_text(self, entry: LibraryEntry, column: str) -> str:
        if column == "played":
            return entry.played or "—"
        if column == "game":
            return entry.title
        if column == "rules":
            parts = [
                self.tr("4-player") if entry.players == 4 else self.tr("3-player"),
                self.tr("south") if entry.hanchan else self.tr("east"),
            ]
            if entry.red_fives:
                parts.append(self.tr("red fives"))
            return " · ".join(parts)
        if column == "players":
            return ", ".join(name for name in entry.names if name)
        if column == "hands":
            return str(entry.hands)
        if column == "status":
            return self.status_text(entry.status)
        return self.source_text(entry.source)

    def status_text(self, status: str) -> str:
        return {
            "verified": self.tr("verified"),
            "unverified": self.tr("not verified"),
            "mismatch": self.tr("mismatch"),
            "no-seed": self.tr("no seed"),
            "error": self.tr("unreadable"),
            DAMAGED: self.tr("damaged"),
        }.get(status, status)

    def source_text(self, source: str) -> str:
        return {
            "file": self.tr("file"),
            "url": self.tr("download"),
            "houou-logs": "houou-logs",
            "phoenix-logs": "phoenix-logs",
        }.get(source, source)

    # -- the library ----------------------------------------------------------------------
    @property
    def library(self) -> Library | None:
        if self._library is None:
            self._library = store.shared_library()
            if store.last_problem:  # said after the paint that may have asked for it
                self.report_later(store.last_problem, error=self._library is None)
        return self._library

    def current_filter(self) -> LibraryFilter:
        def day(edit: QDateEdit) -> str | None:
            return None if edit.date() == NO_DATE else edit.date().toString("yyyy-MM-dd")

        return LibraryFilter(
            player=self.player_edit.text().strip() or None,
            text=self.search_edit.text().strip() or None,
            date_from=day(self.from_edit),
            date_to=day(self.to_edit),
            players=self.players_combo.currentData(),
            hanchan=self.length_combo.currentData(),
            status=self.status_combo.currentData(),
        )

    def library_path(self) -> Path:
        """The library file the page lists (known without opening it)."""
        return self._library.path if self._library is not None else store.library_path()

    @property
    def loading(self) -> bool:
        """True while the list shown waits for a newer one from the database."""
        return self.query is not None

    def refresh(self) -> None:
        """List the games again, with the filters and the order, in a worker thread.

        Returns at once; the list changes when the answer comes.  A query still
        running for an older search is stopped and its answer never shown, and a
        search still waiting for typing to pause is covered by this one.
        """
        self._refresh_timer.stop()
        if self.query is not None:
            self.query.cancel()
        self._queries = [query for query in self._queries if not query.done.is_set()]
        self._generation += 1
        query = ListQuery(
            self.library_path(), self.current_filter(), self.model.order_by, self._generation
        )
        query.signals.listed.connect(self._listed)
        query.signals.failed.connect(self._list_failed)
        self.query = query
        self._queries.append(query)
        self._pool.start(query)

    def _listed(self, generation: int, ids: object, notice: object) -> None:
        if generation != self._generation or not isinstance(ids, list):
            return  # a newer search was started: this answer is stale
        self.query = None
        keep = set(self.selected_ids())
        self.model.set_ids(ids)
        if keep:
            self._select_ids(keep)
        if notice:
            self.status.show_notes([str(notice)])
        self._update_buttons()

    def _list_failed(self, generation: int, message: str) -> None:
        if generation != self._generation:
            return
        self.query = None
        self.status.show_errors([message])
        self._update_buttons()

    def report_later(self, message: str, *, error: bool) -> None:
        """Show a problem (or a note) met while the view painted, once it has painted."""
        if not self._problems:
            QTimer.singleShot(0, self._report_problems)
        if (message, error) not in self._problems:
            self._problems.append((message, error))

    def _report_problems(self) -> None:
        problems, self._problems = self._problems, []
        errors = [message for message, error in problems if error]
        if errors:
            self.status.show_errors(errors)
        elif problems:
            self.status.show_notes([message for message, _error in problems])

    def _select_ids(self, game_ids: set[int]) -> None:
        """Select these games again after the list was refreshed (runs of rows as ranges)."""
        from PySide6.QtCore import QItemSelection, QItemSelectionModel

        rows = sorted(row for game in game_ids if (row := self.model.row_of(game)) is not None)
        selection = QItemSelection()
        last = len(LibraryModel.COLUMNS) - 1
        start = 0
        for position, row in enumerate(rows):
            if position + 1 == len(rows) or rows[position + 1] != row + 1:
                top = self.model.index(rows[start], 0)
                selection.select(top, self.model.index(row, last))
                start = position + 1
        flags = (
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows
        )
        self.table.selectionModel().select(selection, flags)

    def _show_count(self, selected: int | None = None) -> None:
        shown = self.model.rowCount()
        if selected is None:
            selected = len(self.selected_ids()) if hasattr(self, "table") else 0
        text = self.tr("%1 games").replace("%1", str(shown))
        if selected:
            text += " · " + self.tr("%1 selected").replace("%1", str(selected))
        self.count_label.setText(text)

    def selected_ids(self) -> list[int]:
        """The selected games in list order, from the selection's ranges (a select-all of
        100,000 rows is one range, never 100,000 indexes)."""
        rows: set[int] = set()
        selection = self.table.selectionModel().selection()
        for number in range(selection.size()):
            span = selection.at(number)
            rows.update(range(span.top(), span.bottom() + 1))
        ids = self.model.ids
        return [ids[row] for row in sorted(rows) if row < len(ids)]

    def _update_buttons(self) -> None:
        selected = len(self.selected_ids())
        idle = self.task is None
        self.open_button.setEnabled(idle and selected == 1)
        self.verify_button.setEnabled(idle and selected > 0)
        self.export_button.setEnabled(idle and selected > 0)
        self.fairness_button.setEnabled(selected > 0)
        self.import_folder_button.setEnabled(idle)
        self.import_database_button.setEnabled(idle)
        self._show_count(selected)

    # -- opening --------------------------------------------------------------------------
    def _open_index(self, index: QModelIndex) -> None:
        self.open_game_id(int(self.model.data(index, GAME_ID_ROLE)))

    def open_selected(self) -> None:
        ids = self.selected_ids()
        if len(ids) == 1:
            self.open_game_id(ids[0])

    def open_game_id(self, game_id: int) -> bool:
        from yamaviewer.core.replay.document import open_game

        library = self.library
        if library is None:
            return False
        try:
            entry = library.entry(game_id)
            if entry is None:
                raise LibraryError(self.tr("That game is no longer in the library."))
            record = library.record(game_id)
        except (LibraryError, ValueError) as error:
            self.status.show_errors([str(error)])
            return False
        if not record.hands:
            self.status.show_errors([self.tr("%1 contains no hands.").replace("%1", entry.title)])
            return False
        document = open_game(record, None, "tenhou6" if entry.format == "tenhou6" else "mjlog")
        verdict = document.verdict
        if verdict is not None and verdict.status != entry.status:
            # Opening verified the game: the list says what the viewer will show.
            try:
                library.set_statuses([(game_id, verdict.status)])
            except LibraryError as error:
                self.status.show_errors([str(error)])
            else:
                self.model.update_status(game_id, verdict.status)
        self.gameRequested.emit(OpenGame(document, entry.title, "library"))
        return True

    # -- background work ------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.task is not None

    def _run(self, work: Any, total: int) -> BackgroundTask:
        task = BackgroundTask(work)
        self.task = task
        self.progress.setRange(0, max(total, 0))
        self.progress.setValue(0)
        self.progress.show()
        self.cancel_button.show()
        self.cancel_button.setEnabled(True)
        self.status.clear_status()
        task.signals.progress.connect(self._task_progress)
        task.signals.results.connect(self._task_results)
        task.signals.finished.connect(self._task_finished)
        task.signals.failed.connect(self._task_failed)
        self._update_buttons()
        task.start()
        return task

    def _task_progress(self, done: int, total: int, _label: str) -> None:
        if total and self.progress.maximum() != total:
            self.progress.setRange(0, total)
        self.progress.setValue(done if total else 0)

    def _task_results(self, values: object) -> None:
        for value in values if isinstance(values, list) else ():
            if isinstance(value, tuple) and len(value) == 2:
                self.model.update_status(int(value[0]), str(value[1]))

    def _end_task(self) -> bool:
        cancelled = self.task is not None and self.task.cancelled
        self.task = None
        self.progress.hide()
        self.cancel_button.hide()
        self._update_buttons()
        return cancelled

    def _task_failed(self, message: str) -> None:
        self._end_task()
        self.status.show_errors([message])
        self.refresh()

    def _task_finished(self, summary: object) -> None:
        cancelled = self._end_task()
        lines = [str(summary)]
        if cancelled:
            lines.insert(0, self.tr("Cancelled."))
        self.status.show_notes(lines)
        self.refresh()

    def cancel_task(self) -> None:
        if self.task is not None:
            self.task.cancel()
            self.cancel_button.setEnabled(False)

    # -- import ---------------------------------------------------------------------------
    def choose_import_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Import a folder of game logs"))
        if folder:
            self.import_paths([folder])

    def choose_import_files(self) -> None:
        files, _filter = QFileDialog.getOpenFileNames(
            self,
            self.tr("Import game logs or log databases"),
            "",
            self.tr("Logs and databases")
            + " (*.mjlog *.xml *.gz *.json *.db *.sqlite *.sqlite3);;"
            + self.tr("All files")
            + " (*)",
        )
        if files:
            self.import_paths(files)

    def import_paths(self, paths: list[str]) -> BackgroundTask | None:
        """Import in a child process (reading, parsing and writing are Python for a minute
        at 100,000 games: in a thread here they would hold the lock every frame needs);
        this process only relays the progress, the cancel and the summary."""
        if self.task is not None or self.library is None:
            return None
        path = str(self.library.path)
        added_text = self.tr("%1 added, %2 already in the library, %3 unusable")
        lost_text = self.tr(
            "The import stopped unexpectedly (exit code %1); the games added before that are kept."
        )

        def work(task: BackgroundTask) -> object:
            from yamaviewer.core.child_job import ChildJobLost, run_in_child
            from yamaviewer.core.library.store import checked_files, import_job

            try:
                report = run_in_child(
                    import_job,
                    path,
                    list(paths),
                    checked_files(),
                    progress=task.report,
                    cancel=lambda: task.cancelled,
                )
            except ChildJobLost as lost:
                raise RuntimeError(lost_text.replace("%1", str(lost.exitcode))) from None
            summary = (
                added_text.replace("%1", str(report.added))
                .replace("%2", str(report.already))
                .replace("%3", str(report.failed))
            )
            return "\n".join([summary, *(report.failures or [])[:5]])

        return self._run(work, 0)

    # -- verify ---------------------------------------------------------------------------
    def verify_selection(self) -> BackgroundTask | None:
        ids = self.selected_ids()
        if not ids or self.task is not None or self.library is None:
            return None
        path = self.library.path
        summary_text = self.tr("%1 of %2 games verified, %3 mismatches")

        def work(task: BackgroundTask) -> object:
            import multiprocessing

            from yamaviewer.core.verification.stream import verify_items

            jobs = min(os.cpu_count() or 1, max(1, len(ids) // 8))
            context = multiprocessing.get_context("spawn") if jobs > 1 else None
            counts = {"verified": 0, "mismatch": 0}
            statuses: list[tuple[int, str]] = []
            done = 0
            with Library(path) as library:
                results = verify_items(
                    library.items_for(ids),
                    jobs,
                    cancel=lambda: task.cancelled,
                    mp_context=context,
                )
                for item, result in results:
                    done += 1
                    assert item.library_id is not None
                    statuses.append((item.library_id, result.status))
                    counts[result.status] = counts.get(result.status, 0) + 1
                    task.emit_result((item.library_id, result.status))
                    if len(statuses) >= 100:
                        library.set_statuses(statuses)
                        statuses.clear()
                    if not task.report(done, len(ids), item.label):
                        break
                library.set_statuses(statuses)
            return (
                summary_text.replace("%1", str(counts["verified"]))
                .replace("%2", str(done))
                .replace("%3", str(counts["mismatch"]))
            )

        return self._run(work, len(ids))

    # -- export ---------------------------------------------------------------------------
    def choose_export(self, format: str) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Export the selected games to"))
        if folder:
            self.export_selection(Path(folder), format)

    def export_selection(self, folder: Path, format: str) -> BackgroundTask | None:
        ids = self.selected_ids()
        if not ids or self.task is not None or self.library is None:
            return None
        path = self.library.path
        written_text = self.tr("%1 files written to %2")

        def work(task: BackgroundTask) -> object:
            with Library(path) as library:
                report = library.export(ids, folder, format, progress=task.report)
            summary = written_text.replace("%1", str(len(report.written))).replace(
                "%2", str(folder)
            )
            return "\n".join([summary, *report.failures[:5]])

        return self._run(work, len(ids))

    def shutdown(self) -> None:
        """Stop background work before the window closes."""
        for query in self._queries:
            query.cancel()
        self.query = None
        if self.task is not None:
            self.task.cancel()
            self.task.done.wait(10)
        self._pool.waitForDone(10_000)
