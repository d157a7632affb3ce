"""The Tournament tab: field size, rounds, table size, player list and options on the
left; the schedule per round, the pair-meeting heat map, each player's itinerary and
the checks on the right.  Generation runs in a worker thread with progress; Stop
keeps the best schedule found so far.  Print writes the PDF, Export the formats staff
use (CSV, XLSX, Pantheon text, JSON) or the heat map PNG.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QWidget,
)

from yamaviewer.core.seating import formats
from yamaviewer.core.seating.metrics import measure
from yamaviewer.core.seating.model import SeatingError
from yamaviewer.core.seating.planner import Plan, PlanRequest, check_request, plan, replan
from yamaviewer.core.seating.players import PlayerList, load_players, parse_fixed_tables
from yamaviewer.gui import texts
from yamaviewer.gui.library.tasks import BackgroundTask
from yamaviewer.imaging.seating_images import heat_map


class TournamentPage(QWidget):
    """The seating planner page (built the first time its tab is shown)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tournamentPage")
        self.result: Plan | None = None
        self.players_list: PlayerList | None = None
        self.task: BackgroundTask | None = None

        self.players = QSpinBox(minimum=3, maximum=400, value=16)
        self.rounds = QSpinBox(minimum=1, maximum=40, value=5)
        self.table_size = QComboBox()
        self.table_size.addItems(["", ""])
        self.mixed = QCheckBox()
        self.seed = QSpinBox(minimum=0, maximum=999999, value=0)
        self.fixed_tables = QLineEdit()
        self.fixed_tables.setObjectName("fixedTables")
        self.load_players_button = QPushButton()
        self.load_players_button.clicked.connect(self.choose_players)
        self.players_label = QLabel()
        self.players_label.setWordWrap(True)
        self.generate_button = QPushButton()
        self.generate_button.setObjectName("generateButton")
        self.generate_button.clicked.connect(self.generate)
        self.stop_button = QPushButton()
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(self.stop)
        self.progress = QProgressBar()
        self.progress.setRange(0, 100)
        self.print_button = QPushButton()
        self.print_button.clicked.connect(self.choose_pdf)
        self.export_button = QPushButton()
        self.export_button.clicked.connect(self.choose_export)
        self.open_button = QPushButton()
        self.open_button.clicked.connect(self.choose_schedule)
        self.summary = QLabel()
        self.summary.setObjectName("seatingSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        form = QFormLayout()
        self.labels = [QLabel() for _ in range(5)]
        form.addRow(self.labels[0], self.players)
        form.addRow(self.labels[1], self.rounds)
        form.addRow(self.labels[2], self.table_size)
        form.addRow(self.labels[3], self.seed)
        form.addRow(self.mixed)
        form.addRow(self.labels[4], self.fixed_tables)
        form.addRow(self.load_players_button)
        form.addRow(self.players_label)
        buttons = QHBoxLayout()
        buttons.addWidget(self.generate_button)
        buttons.addWidget(self.stop_button)
        form.addRow(buttons)
        form.addRow(self.progress)
        outputs = QHBoxLayout()
        outputs.addWidget(self.print_button)
        outputs.addWidget(self.export_button)
        form.addRow(outputs)
        form.addRow(self.open_button)
        # On the day: keep the played rounds, drop players, add late entries.
        self.day_box = QGroupBox()
        day = QFormLayout(self.day_box)
        self.played = QSpinBox(minimum=0, maximum=40, value=0)
        self.dropped = QLineEdit()
        self.dropped.setObjectName("droppedPlayers")
        self.late = QLineEdit()
        self.late.setObjectName("lateEntries")
        self.replan_button = QPushButton()
        self.replan_button.clicked.connect(self.replan)
        self.day_labels = [QLabel() for _ in range(3)]
        day.addRow(self.day_labels[0], self.played)
        day.addRow(self.day_labels[1], self.dropped)
        day.addRow(self.day_labels[2], self.late)
        day.addRow(self.replan_button)
        form.addRow(self.day_box)
        form.addRow(self.summary)
        left = QWidget()
        left.setLayout(form)
        left.setMaximumWidth(340)

        self.schedule_table = QTableWidget(0, 6)
        self.schedule_table.setObjectName("scheduleTable")
        self.schedule_table.verticalHeader().setVisible(False)
        self.heat_label = QLabel()
        self.heat_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        heat_scroll = QScrollArea()
        heat_scroll.setWidget(self.heat_label)
        heat_scroll.setWidgetResizable(True)
        self.itinerary = QTableWidget(0, 0)
        self.itinerary.setObjectName("itineraryTable")
        self.views = QTabWidget()
        self.views.addTab(self.schedule_table, "")
        self.views.addTab(heat_scroll, "")
        self.views.addTab(self.itinerary, "")

        layout = QHBoxLayout(self)
        layout.addWidget(left)
        layout.addWidget(self.views, 1)
        self._update_buttons()
        self.retranslate()

    # -- words -------------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def winds(self) -> list[str]:
        return [texts.wind_name(w) for w in range(4)]

    def retranslate(self) -> None:
        self.labels[0].setText(self.tr("Players:"))
        self.labels[1].setText(self.tr("Rounds:"))
        self.labels[2].setText(self.tr("Table size:"))
        self.labels[3].setText(self.tr("Seed:"))
        self.labels[4].setText(self.tr("Fixed tables:"))
        self.fixed_tables.setPlaceholderText(self.tr("player:table, e.g. 3:1, 12:2"))
        self.fixed_tables.setToolTip(
            self.tr("Players who keep one table every round (a wheelchair table, a streamed table)")
        )
        self.table_size.setItemText(0, self.tr("4 players"))
        self.table_size.setItemText(1, self.tr("3 players (sanma)"))
        self.mixed.setText(self.tr("Mixed 4- and 3-player tables instead of byes"))
        self.load_players_button.setText(self.tr("Player list…"))
        if self.players_list is None:
            self.players_label.setText(self.tr("Players are numbered 1, 2, 3, …"))
        else:
            self.players_label.setText(
                self.tr("Players from the list: %1").replace(
                    "%1", str(len(self.players_list.names))
                )
            )
        self.generate_button.setText(self.tr("Generate"))
        self.day_box.setTitle(self.tr("On the day"))
        self.day_labels[0].setText(self.tr("Rounds played:"))
        self.day_labels[1].setText(self.tr("Dropped out:"))
        self.day_labels[2].setText(self.tr("Late entries:"))
        self.dropped.setPlaceholderText(self.tr("player numbers, e.g. 3, 7"))
        self.late.setPlaceholderText(self.tr("names, separated by commas"))
        self.replan_button.setText(self.tr("Re-plan the rest"))
        self.stop_button.setText(self.tr("Stop"))
        self.print_button.setText(self.tr("Print PDF…"))
        self.export_button.setText(self.tr("Export…"))
        self.open_button.setText(self.tr("Check a schedule file…"))
        self.views.setTabText(0, self.tr("Schedule"))
        self.views.setTabText(1, self.tr("Heat map"))
        self.views.setTabText(2, self.tr("Itineraries"))
        self.schedule_table.setHorizontalHeaderLabels(
            [self.tr("Round"), self.tr("Table"), *self.winds()]
        )
        if self.result is not None:
            self.show_plan(self.result)

    # -- generating --------------------------------------------------------------------------
    def request(self) -> PlanRequest:
        names = self.players_list.names if self.players_list else []
        return PlanRequest(
            players=len(names) or self.players.value(),
            rounds=self.rounds.value(),
            table_size=4 if self.table_size.currentIndex() == 0 else 3,
            mixed=self.mixed.isChecked(),
            seed=self.seed.value(),
            names=list(names),
            teams=dict(self.players_list.teams) if self.players_list else {},
            fixed_tables=parse_fixed_tables(self.fixed_tables.text(), list(names)),
        )

    def generate(self) -> None:
        if self.task is not None:
            return
        try:
            request = self.request()
            check_request(request)
        except SeatingError as error:
            self.summary.setText(texts.error_text(error))
            return

        def work(task: BackgroundTask) -> Plan:
            def progress(share: float) -> None:
                task.report(round(share * 100), 100)

            return plan(request, progress=progress, should_stop=lambda: task.cancelled)

        self._start(work)

    def replan(self) -> None:
        """Keep the played rounds, leave drop-outs out, seat late entries, search the rest."""
        if self.task is not None or self.result is None:
            return
        schedule = self.result.schedule
        try:
            dropped = {int(w) - 1 for w in self.dropped.text().replace(",", " ").split()}
        except ValueError:
            self.summary.setText(self.tr("Dropped out: give player numbers, e.g. 3, 7"))
            return
        if any(not 0 <= p < schedule.players for p in dropped):
            self.summary.setText(self.tr("Dropped out: no such player number"))
            return
        late = [w.strip() for w in self.late.text().replace("、", ",").split(",") if w.strip()]
        played = min(self.played.value(), len(schedule.rounds))
        rounds = max(self.rounds.value(), played)
        size = 4 if self.table_size.currentIndex() == 0 else 3
        mixed, seed = self.mixed.isChecked(), self.seed.value()

        def work(task: BackgroundTask) -> Plan:
            def progress(share: float) -> None:
                task.report(round(share * 100), 100)

            return replan(
                schedule,
                played,
                dropped,
                late,
                size,
                mixed,
                seed,
                rounds,
                progress=progress,
                should_stop=lambda: task.cancelled,
            )

        self._start(work)

    def _start(self, work: Callable[[BackgroundTask], Plan]) -> None:
        def worded(task: BackgroundTask) -> Plan:
            try:
                return work(task)
            except SeatingError as error:
                # The failure reaches the page as text: word it in the interface language
                # here (QCoreApplication.translate may be called from any thread).
                raise SeatingError(texts.error_text(error)) from None

        self.task = BackgroundTask(worded)
        self.task.signals.progress.connect(
            lambda done, _total, _label: self.progress.setValue(done)
        )
        self.task.signals.finished.connect(self._finished)
        self.task.signals.failed.connect(self._failed)
        self.progress.setValue(0)
        self._update_buttons()
        self.task.start()

    def stop(self) -> None:
        """Stop the search; the best schedule so far is shown when the worker returns."""
        if self.task is not None:
            self.task.cancel()

    def _finished(self, result: object) -> None:
        self.task = None
        if isinstance(result, Plan):
            self.result = result
            self.show_plan(result)
        self.progress.setValue(100)
        self._update_buttons()

    def _failed(self, message: str) -> None:
        self.task = None
        self._update_buttons()
        self.summary.setText(message)  # a SeatingError's sentence, e.g. too few players left

    def _update_buttons(self) -> None:
        running = self.task is not None
        self.generate_button.setEnabled(not running)
        self.stop_button.setEnabled(running)
        self.print_button.setEnabled(self.result is not None and not running)
        self.export_button.setEnabled(self.result is not None and not running)
        self.replan_button.setEnabled(self.result is not None and not running)

    def shutdown(self) -> None:
        """Stop a running search and wait for it (the window is closing)."""
        if self.task is not None:
            self.task.cancel()
            self.task.done.wait(10)

    # -- showing -----------------------------------------------------------------------------
    def show_plan(self, result: Plan) -> None:
        schedule = result.schedule
        winds = self.winds()
        rows = [
            (r, t, seats)
            for r, tables in enumerate(schedule.rounds)
            for t, seats in enumerate(tables)
        ]
        self.schedule_table.setRowCount(len(rows))
        for i, (r, t, seats) in enumerate(rows):
            cells = [str(r + 1), str(t + 1), *(schedule.name(p) for p in seats)]
            for c in range(6):
                self.schedule_table.setItem(
                    i, c, QTableWidgetItem(cells[c] if c < len(cells) else "")
                )
        self.schedule_table.resizeColumnsToContents()

        active = sorted(result.active)
        self.itinerary.clear()
        self.itinerary.setRowCount(len(active))
        self.itinerary.setColumnCount(len(schedule.rounds))
        self.itinerary.setHorizontalHeaderLabels(
            [self.tr("R%1").replace("%1", str(r + 1)) for r in range(len(schedule.rounds))]
        )
        self.itinerary.setVerticalHeaderLabels([schedule.name(p) for p in active])
        where = {}
        for r, tables in enumerate(schedule.rounds):
            for t, seats in enumerate(tables):
                for w, p in enumerate(seats):
                    where[r, p] = (
                        self.tr("T%1 %2").replace("%1", str(t + 1)).replace("%2", winds[w])
                    )
        for row, p in enumerate(active):
            for r in range(len(schedule.rounds)):
                self.itinerary.setItem(row, r, QTableWidgetItem(where.get((r, p), self.tr("bye"))))
        self.itinerary.resizeColumnsToContents()

        image = heat_map(schedule)
        buffer = io.BytesIO()
        image.save(buffer, "PNG")
        image.close()
        pixmap = QPixmap()
        pixmap.loadFromData(buffer.getvalue(), "PNG")
        self.heat_label.setPixmap(pixmap)

        m = result.metrics
        methods = {
            "design": self.tr("exact design"),
            "file": self.tr("schedule from a file"),
        }
        method = methods.get(result.method, self.tr("best found by search"))
        lines = [
            self.tr("Method: %1").replace("%1", method),
            self.tr("Meetings per pair: %1–%2 (lowest possible maximum %3)")
            .replace("%1", str(m.min_meetings))
            .replace("%2", str(m.max_meetings))
            .replace("%3", str(m.best_possible_max)),
            self.tr("Pairs meeting more than once: %1").replace("%1", str(m.repeat_pairs)),
            self.tr("Pairs never meeting: %1").replace("%1", str(m.never_met_pairs)),
            self.tr("Back-to-back repeats: %1").replace("%1", str(m.back_to_back)),
            self.tr("Wind spread: %1").replace("%1", str(m.wind_spread)),
        ]
        if any(result.byes):
            lines.append(
                self.tr("Byes per player: %1–%2")
                .replace("%1", str(min(m.byes[p] for p in active)))
                .replace("%2", str(max(m.byes)))
            )
        self.summary.setText("\n".join(lines))

    # -- files -------------------------------------------------------------------------------
    def choose_players(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Player list"), "", self.tr("Player lists (*.txt *.csv);;All files (*)")
        )
        if path:
            self.load_player_file(Path(path))

    def load_player_file(self, path: Path) -> bool:
        try:
            self.players_list = load_players(path)
        except SeatingError as error:
            QMessageBox.warning(self, self.tr("Player list"), texts.error_text(error))
            return False
        self.players.setValue(max(3, len(self.players_list.names)))
        self.players.setEnabled(False)
        self.retranslate()
        return True

    def choose_schedule(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Check a schedule file"),
            "",
            self.tr("Schedules (*.csv *.xlsx *.txt *.json);;All files (*)"),
        )
        if path:
            self.load_schedule(Path(path))

    def load_schedule(self, path: Path) -> bool:
        """Show the metrics of a schedule staff already have (then print, export or re-plan it)."""
        names = self.players_list.names if self.players_list else []
        try:
            schedule = formats.load(path, names)
        except SeatingError as error:
            QMessageBox.warning(self, self.tr("Check a schedule file"), texts.error_text(error))
            return False
        seated = sorted({p for tables in schedule.rounds for t in tables for p in t})
        teams = self.players_list.teams if self.players_list else {}
        ratings = self.players_list.ratings if self.players_list else {}
        metrics = measure(schedule, teams, ratings, players=seated)
        byes = schedule.byes([seated] * len(schedule.rounds))
        self.result = Plan(schedule, byes, metrics, "file", seated)
        self.rounds.setValue(len(schedule.rounds))
        self.played.setValue(len(schedule.rounds))
        self.show_plan(self.result)
        self._update_buttons()
        return True

    def choose_pdf(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Print PDF"), "seating.pdf", self.tr("PDF (*.pdf)")
        )
        if path:
            self.save(Path(path))

    def choose_export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export"),
            "seating.csv",
            self.tr(
                "CSV (*.csv);;Excel (*.xlsx);;Pantheon text (*.txt);;JSON (*.json);;"
                "Heat map (*.png)"
            ),
        )
        if path:
            self.save(Path(path))

    def save(self, path: Path) -> bool:
        """Write the schedule by the file's extension; problems go to a dialog."""
        if self.result is None:
            return False
        schedule = self.result.schedule
        try:
            if path.suffix.lower() == ".pdf":
                from yamaviewer.gui.tournament.pdf import write_pdf

                write_pdf(schedule, path, self.tr("Tournament seating"))
            elif path.suffix.lower() == ".png":
                from yamaviewer.imaging.seating_images import save_heat_map

                save_heat_map(schedule, path)
            else:
                formats.save(schedule, path, names=bool(schedule.names))
        except (SeatingError, OSError) as error:
            QMessageBox.warning(self, self.tr("Export"), texts.error_text(error))
            return False
        return True
