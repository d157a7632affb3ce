"""The Statistics page: one player's rates with 95 % intervals, yaku and trend, and per game
what the verified wall did, each fact a jump to its step.

Both run off the GUI thread (:class:`BackgroundTask`): the core reads and counts
(:mod:`yamaviewer.core.stats`), the page only shows what comes back.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from yamaviewer.core.stats.collect import ReadSummary, player_stats
from yamaviewer.core.stats.luck import GROUPS, NAMES, WallLuck
from yamaviewer.core.stats.player import PlayerStats, Rate, Tally, proportion
from yamaviewer.core.stats.whatif import WhatIf
from yamaviewer.core.yaku import yaku_name
from yamaviewer.gui.background_run import GamesRunPage
from yamaviewer.gui.library.tasks import BackgroundTask
from yamaviewer.gui.texts import core_text

_ROLE_JUMP = Qt.ItemDataRole.UserRole


def _language() -> str:
    from yamaviewer.gui import i18n

    return "ja" if i18n.current_language().startswith("ja") else "en"


class StatisticsPage(GamesRunPage):
    """Inputs and a player name; run with progress and cancel; tables; CSV; wall facts."""

    wallFactsReady = Signal()
    #: path, hand index (0-based), step: show that moment in the wall viewer.
    jumpRequested = Signal(str, int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsPage")
        self.stats: PlayerStats | None = None
        self.summary: ReadSummary | None = None
        self.wall_task: BackgroundTask | None = None
        self.wall_path: str | None = None

        self.inputs_label = QLabel()
        self.inputs.setMaximumHeight(70)
        self.player_label = QLabel()
        self.player_name = QLineEdit()
        self.player_name.setObjectName("statisticsPlayer")
        self.player_name.setMinimumWidth(200)
        self.player_name.textChanged.connect(self._update_state)
        inputs = QHBoxLayout()
        for widget in (
            self.add_files_button,
            self.add_folder_button,
            self.selection_button,
            self.clear_button,
            self.player_label,
            self.player_name,
        ):
            inputs.addWidget(widget)
        inputs.addStretch(1)

        self.run_button.setObjectName("statisticsRun")
        self.export_button = QPushButton()
        self.export_button.clicked.connect(self.choose_csv)
        actions = QHBoxLayout()
        actions.addWidget(self.run_button)
        actions.addWidget(self.cancel_button)
        actions.addWidget(self.progress, 1)
        actions.addWidget(self.export_button)
        self.summary_label = QLabel()
        self.summary_label.setObjectName("statisticsSummary")
        self.summary_label.setWordWrap(True)

        self.rates = self._table("statisticsRates", 4)
        self.yaku = self._table("statisticsYaku", 2)
        self.trend = self._table("statisticsTrend", 5)
        self.wall_button = QPushButton()
        self.wall_button.clicked.connect(self.choose_wall_game)
        self.wall_facts = QListWidget()
        self.wall_facts.setObjectName("statisticsWallFacts")
        self.wall_facts.setWordWrap(True)
        self.wall_facts.itemActivated.connect(self._jump)
        self.wall_note = QLabel()
        self.wall_note.setWordWrap(True)
        wall_page = QWidget()
        wall_layout = QVBoxLayout(wall_page)
        wall_row = QHBoxLayout()
        wall_row.addWidget(self.wall_button)
        wall_row.addWidget(self.wall_note, 1)
        wall_layout.addLayout(wall_row)
        wall_layout.addWidget(self.wall_facts, 1)
        self.luck = self._table("statisticsLuck", 5)
        self.luck_note = QLabel()
        self.luck_note.setObjectName("statisticsLuckNote")
        self.luck_note.setWordWrap(True)
        self.luck_note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        luck_page = QWidget()
        luck_layout = QVBoxLayout(luck_page)
        luck_layout.addWidget(self.luck, 1)
        luck_layout.addWidget(self.luck_note)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("statisticsTabs")
        for tab in (self.rates, self.yaku, self.trend, wall_page, luck_page):
            self.tabs.addTab(tab, "")

        layout = QVBoxLayout(self)
        layout.addWidget(self.inputs_label)
        layout.addWidget(self.inputs)
        layout.addLayout(inputs)
        layout.addLayout(actions)
        layout.addWidget(self.status)
        layout.addWidget(self.summary_label)
        layout.addWidget(self.tabs, 1)
        self.retranslate_ui()
        self._update_state()

    @staticmethod
    def _table(name: str, columns: int) -> QTableWidget:
        table = QTableWidget(0, columns)
        table.setObjectName(name)
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(True)
        return table

    # -- texts --------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.retranslate_run_controls()
        self.inputs_label.setText(self.tr("Games to count (files, folders, log databases):"))
        self.player_label.setText(self.tr("Player:"))
        self.player_name.setPlaceholderText(self.tr("name as in the logs"))
        self.run_button.setText(self.tr("Count"))
        self.export_button.setText(self.tr("Export CSV…"))
        self.wall_button.setText(self.tr("What the wall did in a game…"))
        for index, title in enumerate(
            (
                self.tr("Rates"),
                self.tr("Yaku"),
                self.tr("Trend"),
                self.tr("What the wall did"),
                self.tr("Play or wall"),
            )
        ):
            self.tabs.setTabText(index, title)
        self.rates.setHorizontalHeaderLabels(
            [self.tr("Measure"), self.tr("Value"), self.tr("95% interval"), self.tr("n")]
        )
        self.yaku.setHorizontalHeaderLabels([self.tr("Yaku"), self.tr("Wins with it")])
        self.trend.setHorizontalHeaderLabels(
            [self.tr("Period"), self.tr("Hands"), self.tr("Win rate"), self.tr("Deal-in rate"),
             self.tr("95% interval of the win rate")]
        )  # fmt: skip
        self.luck.setHorizontalHeaderLabels(
            [self.tr("Per 100 hands"), self.tr("You"), self.tr("95% interval"),
             self.tr("Everyone in the selection"), self.tr("p (you against the others)")]
        )  # fmt: skip
        self.show_stats()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def measure_names(self) -> dict[str, str]:
        return {
            "win": self.tr("Win rate"),
            "deal_in": self.tr("Deal-in rate"),
            "riichi": self.tr("Riichi rate"),
            "call": self.tr("Call rate (hands with an open call)"),
            "tsumo_share": self.tr("Tsumo share of wins"),
            "draw_tenpai": self.tr("Tenpai at exhaustive draws"),
            "average_win_points": self.tr("Average win (points)"),
            "average_deal_in_points": self.tr("Average deal-in (points)"),
            "average_placement": self.tr("Average placement"),
            "placement_1": self.tr("First places"),
            "placement_2": self.tr("Second places"),
            "placement_3": self.tr("Third places"),
            "placement_4": self.tr("Fourth places"),
            "tenpai_at_deal_in": self.tr("Tenpai when dealing in"),
            "deal_in_not_riichi_nor_two_calls": self.tr(
                "Deal-ins neither in riichi nor with two calls"
            ),
            "first_riichi_share": self.tr("First riichi (not chasing)"),
            "first_riichi_win": self.tr("Win rate of a first riichi"),
            "chasing_riichi_win": self.tr("Win rate of a chasing riichi"),
            "riichi_ryanmen_share": self.tr("Riichi on a two-sided wait"),
            "riichi_ryanmen_win": self.tr("Win rate of a two-sided riichi"),
            "riichi_other_wait_win": self.tr("Win rate of another riichi wait"),
            "riichi_waits_left": self.tr("Winning tiles unseen at riichi"),
        }

    # -- counting -----------------------------------------------------------------------
    def ready(self) -> bool:
        return bool(self.player_name.text().strip())

    def update_outputs(self) -> None:
        self.export_button.setEnabled(self.stats is not None and not self.running)
        self.wall_button.setEnabled(self.wall_task is None)

    def run(self) -> None:
        """Count in the background; progress and cancel stay live."""
        player = self.player_name.text().strip()
        if self.running or not player or not (self.paths or self.items):
            return
        specs = list(self.paths)
        items = list(self.items) if self.items is not None else None

        def work(task: BackgroundTask) -> tuple[PlayerStats, ReadSummary] | None:
            def progress(done: int, total: int) -> None:
                task.report(done, total)

            result = player_stats(
                specs,
                player,
                items=items,
                progress=progress,
                cancel=lambda: task.cancelled,
            )
            return None if task.cancelled else result

        self.start_run(work)

    def keep_result(self, value: object) -> str | None:
        if not isinstance(value, tuple):
            return None
        self.stats, self.summary = value
        return self.tr("Counted.")

    def cancelled_text(self) -> str:
        return self.tr("Cancelled: nothing counted.")

    def show_result(self) -> None:
        self.show_stats()

    # -- showing ------------------------------------------------------------------------
    def show_stats(self) -> None:
        stats = self.stats
        for table in (self.rates, self.yaku, self.trend, self.luck):
            table.setRowCount(0)
        self.luck_note.setText("")
        if stats is None:
            self.summary_label.setText("")
            return
        self.show_luck(stats.luck)
        dropped = self.summary.duplicates_dropped if self.summary is not None else 0
        self.summary_label.setText(
            self.tr(
                "%1: %2 games, %3 hands (%4 duplicate games dropped); wins %5, deal-ins %6, "
                "riichi %7, placements %8. No Houou average is shown: there is no sourced "
                "reference to compare with."
            )
            .replace("%1", stats.player)
            .replace("%2", str(stats.games))
            .replace("%3", str(stats.hands))
            .replace("%4", str(dropped))
            .replace("%5", str(stats.wins))
            .replace("%6", str(stats.deal_ins))
            .replace("%7", str(stats.riichi))
            .replace("%8", " / ".join(map(str, stats.placements)))
        )
        names = self.measure_names()
        for key, rate in stats.rates().items():
            value, interval = _shown(rate)
            self._add_row(self.rates, [names.get(key, key), value, interval, str(rate.n)])
        for yaku_id, count in [*stats.yaku.most_common(), *stats.yakuman.most_common()]:
            self._add_row(self.yaku, [yaku_name(yaku_id, _language()), str(count)])
        periods: list[tuple[str, Tally]] = sorted(stats.by_month.items())
        for index, tally in enumerate(stats.by_hundred_hands()):
            label = self.tr("Hands %1–%2").replace("%1", str(index * 100 + 1))
            periods.append((label.replace("%2", str(index * 100 + tally.hands)), tally))
        for label, tally in periods:
            win, interval = _shown(proportion(tally.wins, tally.hands))
            deal_in, _ = _shown(proportion(tally.deal_ins, tally.hands))
            self._add_row(self.trend, [label, str(tally.hands), win, deal_in, interval])

    def show_luck(self, luck: WallLuck | None) -> None:
        """Play or wall: each fact's rate beside everyone's, the sentences with the numbers."""
        if luck is None:
            return
        if luck.hands:
            for name, rate in luck.rates().items():
                value, low, high = rate.mine
                base, base_low, base_high = rate.everyone
                label = core_text(NAMES[name])
                self._add_row(
                    self.luck,
                    [
                        f"▸ {label}" if name in GROUPS else f"    {label}",
                        f"{value:.1f} ({rate.hits}/{rate.hands})",
                        f"{low:.1f} – {high:.1f}",
                        f"{base:.1f} ({base_low:.1f} – {base_high:.1f})",
                        f"{rate.p_value:.2g}",
                    ],
                )
        sentences = luck.sentences()
        kept = [sentences[0], *sentences[1 + len(luck.rates()) if luck.hands else 1 :]]
        self.luck_note.setText("\n".join(core_text(s) for s in kept))

    @staticmethod
    def _add_row(table: QTableWidget, cells: list[str]) -> None:
        row = table.rowCount()
        table.insertRow(row)
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if column:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(row, column, item)

    # -- export -------------------------------------------------------------------------
    def choose_csv(self) -> None:
        path, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Export the statistics"), "statistics.csv", self.tr("CSV files (*.csv)")
        )
        if path:
            self.export_csv(Path(path))

    def export_csv(self, path: Path) -> bool:
        from yamaviewer.core.stats.export import write_stats_csv

        stats = self.stats
        if stats is None:
            return False
        return self.write_file(path, lambda: write_stats_csv(stats, path))

    # -- what the wall did ----------------------------------------------------------------
    def choose_wall_game(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self,
            self.tr("Choose a game log"),
            "",
            self.tr("Game logs (*.mjlog *.xml *.gz *.txt *.json);;All files (*)"),
        )
        if path:
            self.show_wall_facts(path)

    def show_wall_facts(self, path: str) -> None:
        """List what the verified wall did in the game at ``path`` (read in the background)."""
        if self.wall_task is not None:
            return

        def work(_task: BackgroundTask) -> list[WhatIf]:
            from yamaviewer.core.replay.document import load_document
            from yamaviewer.core.stats.whatif import what_if_events

            return what_if_events(load_document(path))

        self.wall_path = path
        self.wall_facts.clear()
        self.wall_note.setText(self.tr("Reading %1…").replace("%1", Path(path).name))
        task = BackgroundTask(work)
        task.signals.finished.connect(self._wall_finished)
        task.signals.failed.connect(self._wall_failed)
        self.wall_task = task
        self.tabs.setCurrentIndex(3)
        self._update_state()
        task.start()

    def _wall_finished(self, value: object) -> None:
        self.wall_task = None
        events = value if isinstance(value, list) else []
        name = Path(self.wall_path or "").name
        self.wall_note.setText(
            self.tr("%1: %2 facts about the verified wall. Double-click one to see its step.")
            .replace("%1", name)
            .replace("%2", str(len(events)))
        )
        for event in events:
            text = (
                self.tr("Hand %1, seat %2, step %3: %4")
                .replace("%1", str(event.hand))
                .replace("%2", str(event.seat))
                .replace("%3", str(event.step))
                .replace("%4", core_text(event.wording))
            )
            item = QListWidgetItem(text)
            item.setData(_ROLE_JUMP, (event.hand - 1, event.step))
            self.wall_facts.addItem(item)
        self._update_state()
        self.wallFactsReady.emit()

    def _wall_failed(self, message: str) -> None:
        self.wall_task = None
        name = Path(self.wall_path or "").name
        self.wall_note.setText(f"{name}: {message}")
        self._update_state()
        self.wallFactsReady.emit()

    def _jump(self, item: QListWidgetItem) -> None:
        target = item.data(_ROLE_JUMP)
        if self.wall_path is not None and target is not None:
            hand, step = target
            self.jumpRequested.emit(self.wall_path, int(hand), int(step))

    def shutdown(self) -> None:
        for task in (self.task, self.wall_task):
            if task is not None:
                task.cancel()
                task.done.wait(5)


def _shown(rate: Rate) -> tuple[str, str]:
    """The value and its interval as text: percentages for proportions."""
    if rate.n == 0 or rate.value != rate.value:
        return "–", "–"
    percent = rate.hits is not None
    value = f"{rate.value:.1%}" if percent else f"{rate.value:,.2f}"
    if rate.low != rate.low:
        return value, "–"
    if percent:
        return value, f"{rate.low:.1%} – {rate.high:.1%}"
    return value, f"{rate.low:,.2f} – {rate.high:,.2f}"
