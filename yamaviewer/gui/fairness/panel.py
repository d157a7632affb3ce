"""The Fairness tab: a corpus report with progress and cancel, and the shuffle lab.

The report runs in a background task (the library's :class:`BackgroundTask`):
the core streams games, the task reports progress and polls the cancel flag,
and the finished :class:`FairnessReport` comes back to the GUI thread, which
draws the plot (Pillow, in the interface language) and words the verdict.
"""

from __future__ import annotations

import html
import multiprocessing
from collections.abc import Callable
from pathlib import Path

from PIL import Image
from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from yamaviewer.core.fairness.report import FairnessReport, build_report
from yamaviewer.core.fairness.shuffle import (
    BreakPointShanten,
    ShuffleBias,
    break_point_shanten,
    shuffle_bias,
)
from yamaviewer.gui import i18n
from yamaviewer.gui.background_run import GamesRunPage
from yamaviewer.gui.dialogs.common import StatusLabel
from yamaviewer.gui.library.tasks import BackgroundTask
from yamaviewer.gui.texts import core_text


def pixmap_of(image: Image.Image) -> QPixmap:
    """A Pillow RGB image as a QPixmap (copied: the Pillow buffer may go away)."""
    rgb = image if image.mode == "RGB" else image.convert("RGB")
    data = rgb.tobytes("raw", "RGB")
    qimage = QImage(data, rgb.width, rgb.height, 3 * rgb.width, QImage.Format.Format_RGB888)
    return QPixmap.fromImage(qimage.copy())


def _language() -> str:
    return "ja" if i18n.current_language() == "ja" else "en"


class ReportPage(GamesRunPage):
    """Inputs, run/cancel with progress, the verdict in words, the plot, exports."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("fairnessReportPage")
        self.report: FairnessReport | None = None
        self.inputs.setMaximumHeight(90)
        buttons = QHBoxLayout()
        for button in (
            self.add_files_button,
            self.add_folder_button,
            self.selection_button,
            self.clear_button,
        ):
            buttons.addWidget(button)
        buttons.addStretch(1)

        self.players = QComboBox()
        self.players.addItem("4", 4)
        self.players.addItem("3", 3)
        self.player_name = QLineEdit()
        self.jobs = QSpinBox()
        self.jobs.setRange(1, max(1, multiprocessing.cpu_count()))
        self.player_name.setMinimumWidth(260)
        self.form = QHBoxLayout()
        self.players_label = QLabel()
        self.player_label = QLabel()
        self.jobs_label = QLabel()
        for label, field in (
            (self.players_label, self.players),
            (self.player_label, self.player_name),
            (self.jobs_label, self.jobs),
        ):
            self.form.addWidget(label)
            self.form.addWidget(field)
        self.form.addStretch(1)

        self.run_button.setObjectName("fairnessRun")
        self.progress.setTextVisible(True)
        self.export_png_button = QPushButton()
        self.export_png_button.clicked.connect(self.choose_png)
        self.export_csv_button = QPushButton()
        self.export_csv_button.clicked.connect(self.choose_csv)
        actions = QHBoxLayout()
        actions.addWidget(self.run_button)
        actions.addWidget(self.cancel_button)
        actions.addWidget(self.progress, 1)
        actions.addWidget(self.export_png_button)
        actions.addWidget(self.export_csv_button)

        self.verdict = QLabel()
        self.verdict.setObjectName("fairnessVerdict")
        self.verdict.setWordWrap(True)
        self.verdict.setTextFormat(Qt.TextFormat.RichText)
        self.verdict.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.chart = QLabel()
        self.chart.setObjectName("fairnessChart")
        self.chart.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.chart_scroll = QScrollArea()
        self.chart_scroll.setWidgetResizable(True)
        self.chart_scroll.setWidget(self.chart)
        # Games the report could not use, each with its reason (one odd log never
        # spoils the report: it is left out and named here).
        self.skipped_label = QLabel()
        self.skipped = QListWidget()
        self.skipped.setObjectName("fairnessSkipped")
        self.skipped.setMaximumHeight(90)

        layout = QVBoxLayout(self)
        self.inputs_label = QLabel()
        layout.addWidget(self.inputs_label)
        layout.addWidget(self.inputs)
        layout.addLayout(buttons)
        layout.addLayout(self.form)
        layout.addLayout(actions)
        layout.addWidget(self.status)
        layout.addWidget(self.verdict)
        layout.addWidget(self.skipped_label)
        layout.addWidget(self.skipped)
        layout.addWidget(self.chart_scroll, 1)
        self.retranslate_ui()
        self._update_state()

    # -- texts --------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.retranslate_run_controls()
        self.inputs_label.setText(self.tr("Games to test (files, folders, log databases):"))
        self.players_label.setText(self.tr("Players:"))
        self.player_label.setText(self.tr("Player name (optional):"))
        self.player_name.setPlaceholderText(self.tr("their own luck against expectation"))
        self.jobs_label.setText(self.tr("Processes:"))
        self.run_button.setText(self.tr("Run report"))
        self.export_png_button.setText(self.tr("Export PNG…"))
        self.export_csv_button.setText(self.tr("Export CSV…"))
        self.skipped_label.setText(self.tr("Games left out of the report, and why:"))
        self.show_report()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # -- running ------------------------------------------------------------------------
    def update_outputs(self) -> None:
        has_report = self.report is not None and not self.running
        self.export_png_button.setEnabled(has_report)
        self.export_csv_button.setEnabled(has_report)

    def run(self) -> None:
        """Start the report in the background (progress and cancel stay live)."""
        if self.running or not (self.paths or self.items):
            return
        players = int(self.players.currentData())
        player = self.player_name.text().strip() or None
        jobs = self.jobs.value()
        specs = list(self.paths)
        items = list(self.items) if self.items is not None else None
        context = multiprocessing.get_context("spawn") if jobs > 1 else None

        def work(task: BackgroundTask) -> FairnessReport | None:
            def progress(done: int, total: int) -> None:
                task.report(done, total)

            report = build_report(
                specs,
                items=items,
                players=players,
                player=player,
                jobs=jobs,
                progress=progress,
                cancel=lambda: task.cancelled,
                mp_context=context,
            )
            return None if task.cancelled else report

        self.start_run(work)

    def keep_result(self, value: object) -> str | None:
        if not isinstance(value, FairnessReport):
            return None
        self.report = value
        return self.tr("Report ready.")

    def cancelled_text(self) -> str:
        return self.tr("Cancelled: no report.")

    def show_result(self) -> None:
        self.show_report()

    # -- results ------------------------------------------------------------------------
    def show_report(self) -> None:
        report = self.report
        self._show_skipped(report)
        if report is None:
            self.verdict.setText("")
            self.chart.clear()
            return
        lines = "<br>".join(html.escape(core_text(s)) for s in report.verdict())
        self.verdict.setText(lines)
        from yamaviewer.imaging.fairness_plots import render_report_plot

        image = render_report_plot(report, _language())
        try:
            self.chart.setPixmap(pixmap_of(image))
        finally:
            image.close()

    def _show_skipped(self, report: FairnessReport | None) -> None:
        self.skipped.clear()
        listed = report.skipped if report is not None else []
        for game, reason in listed:
            self.skipped.addItem(f"{game}: {reason}")
        if report is not None and report.unreadable > len(listed):
            more = report.unreadable - len(listed)
            self.skipped.addItem(self.tr("…and %1 more").replace("%1", str(more)))
        self.skipped_label.setVisible(bool(listed))
        self.skipped.setVisible(bool(listed))

    def choose_png(self) -> None:
        path, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Export the plot"), "fairness.png", self.tr("PNG images (*.png)")
        )
        if path:
            self.export_png(Path(path))

    def choose_csv(self) -> None:
        path, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Export the counts"), "fairness.csv", self.tr("CSV files (*.csv)")
        )
        if path:
            self.export_csv(Path(path))

    def export_png(self, path: Path) -> bool:
        from yamaviewer.imaging.fairness_plots import save_report_plot

        return self._export(path, lambda report: save_report_plot(report, path, _language()))

    def export_csv(self, path: Path) -> bool:
        from yamaviewer.core.fairness.export import write_report_csv

        return self._export(path, lambda report: write_report_csv(report, path))

    def _export(self, path: Path, write: Callable[[FairnessReport], None]) -> bool:
        """Write the report with ``write``; say where it went or why it could not be written."""
        report = self.report
        if report is None:
            return False
        return self.write_file(path, lambda: write(report))


class ShuffleLabPage(QWidget):
    """Heat maps of Fisher-Yates, the naive shuffle and K random swaps, side by side.

    Below them, what the bias does to hands dealt from fixed positions: the mean
    shanten by break point, simulated in the background (progress and stop).
    """

    dealsFinished = Signal()

    HEAT_SIZE = 220

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("fairnessShufflePage")
        self.size_box = QComboBox()
        self.size_box.addItem("136", 136)
        self.size_box.addItem("108", 108)
        self.swaps = QSpinBox()
        self.swaps.setRange(0, 100_000)
        self.swaps.setValue(334)
        self.size_label = QLabel()
        self.swaps_label = QLabel()
        self.explain = QLabel()
        self.explain.setWordWrap(True)
        self.compute_button = QPushButton()
        self.compute_button.clicked.connect(self.compute)
        self.export_button = QPushButton()
        self.export_button.clicked.connect(self.choose_png)
        controls = QHBoxLayout()
        controls.addWidget(self.size_label)
        controls.addWidget(self.size_box)
        controls.addWidget(self.swaps_label)
        controls.addWidget(self.swaps)
        controls.addWidget(self.compute_button)
        controls.addWidget(self.export_button)
        controls.addStretch(1)
        self.maps: list[QLabel] = []
        self.words: list[QLabel] = []
        grid = QGridLayout()
        for column in range(3):
            picture = QLabel()
            picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
            words = QLabel()
            words.setWordWrap(True)
            words.setAlignment(Qt.AlignmentFlag.AlignTop)
            grid.addWidget(picture, 0, column)
            grid.addWidget(words, 1, column)
            self.maps.append(picture)
            self.words.append(words)
        self.status = StatusLabel()
        self.deal_walls = QSpinBox()
        self.deal_walls.setRange(100, 20_000)
        self.deal_walls.setSingleStep(500)
        self.deal_walls.setValue(1000)
        self.deal_walls_label = QLabel()
        self.simulate_button = QPushButton()
        self.simulate_button.clicked.connect(self.simulate_deals)
        self.stop_button = QPushButton()
        self.stop_button.clicked.connect(self.stop_simulation)
        self.stop_button.setEnabled(False)
        self.deal_progress = QProgressBar()
        deals = QHBoxLayout()
        deals.addWidget(self.deal_walls_label)
        deals.addWidget(self.deal_walls)
        deals.addWidget(self.simulate_button)
        deals.addWidget(self.stop_button)
        deals.addWidget(self.deal_progress, 1)
        self.deal_chart = QLabel()
        self.deal_chart.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.deal_results: list[BreakPointShanten] = []
        self.deal_task: BackgroundTask | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(self.explain)
        layout.addLayout(controls)
        layout.addLayout(grid)
        layout.addLayout(deals)
        layout.addWidget(self.deal_chart)
        layout.addWidget(self.status)
        layout.addStretch(1)
        self.results: list[tuple[ShuffleBias, object]] = []
        self.retranslate_ui()
        self.compute()

    def methods(self) -> list[str]:
        return ["fisher-yates", "naive", f"swaps:{self.swaps.value()}"]

    def retranslate_ui(self) -> None:
        self.explain.setText(
            self.tr(
                "Where does the tile that starts at position i end up? Exact probabilities times "
                "n: white is fair, red more likely, blue less likely. Fisher-Yates (Tenhou) is "
                "uniform; the naive shuffle (MJ Arcade) is not; K random swaps mix slowly."
            )
        )
        self.size_label.setText(self.tr("Wall size:"))
        self.swaps_label.setText(self.tr("Swaps K:"))
        self.compute_button.setText(self.tr("Compute"))
        self.export_button.setText(self.tr("Export PNG…"))
        self.deal_walls_label.setText(self.tr("Hands dealt from each break point, walls:"))
        self.simulate_button.setText(self.tr("Simulate deals"))
        self.stop_button.setText(self.tr("Stop"))
        if self.results:
            self._show()
        self._show_deals()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def compute(self) -> None:
        """Exact matrices (milliseconds each), then the three heat maps."""
        n = int(self.size_box.currentData())
        self.results = [shuffle_bias(method, n) for method in self.methods()]
        self._show()

    def _show(self) -> None:
        from yamaviewer.imaging.fairness_plots import render_heat_map

        for (bias, matrix), picture, words in zip(self.results, self.maps, self.words):
            image = render_heat_map(matrix, bias, _language(), size=self.HEAT_SIZE)  # type: ignore[arg-type]
            try:
                pixmap = pixmap_of(image)
            finally:
                image.close()
            picture.setPixmap(pixmap)
            picture.setMinimumSize(pixmap.size())  # never cropped by the layout
            words.setText(core_text(bias.verdict()))

    # -- what the bias does to dealt hands (simulated in the background) ----------------
    def simulate_deals(self) -> None:
        if self.deal_task is not None:
            return
        methods = self.methods()
        walls = self.deal_walls.value()
        n = int(self.size_box.currentData())

        def work(task: BackgroundTask) -> list[BreakPointShanten] | None:
            done: list[BreakPointShanten] = []
            for index, method in enumerate(methods):
                if not task.report(index, len(methods), method):
                    return None
                done.append(
                    break_point_shanten(method, walls, n, seed=index, cancel=lambda: task.cancelled)
                )
            task.report(len(methods), len(methods))
            return None if task.cancelled else done

        task = BackgroundTask(work)
        task.signals.progress.connect(self._deal_progressed)
        task.signals.finished.connect(self._deals_finished)
        task.signals.failed.connect(self._deals_failed)
        self.deal_task = task
        self.simulate_button.setEnabled(False)
        self.stop_button.setEnabled(True)
        self.deal_progress.setRange(0, len(methods))
        self.deal_progress.setValue(0)
        task.start()

    def stop_simulation(self) -> None:
        if self.deal_task is not None:
            self.deal_task.cancel()

    def _deal_progressed(self, done: int, total: int, _label: str) -> None:
        self.deal_progress.setRange(0, max(1, total))
        self.deal_progress.setValue(done)

    def _deals_finished(self, value: object) -> None:
        self.deal_task = None
        self.simulate_button.setEnabled(True)
        self.stop_button.setEnabled(False)
        if isinstance(value, list):
            self.deal_results = value
        self._show_deals()
        self.dealsFinished.emit()

    def _deals_failed(self, message: str) -> None:
        self._deals_finished(None)
        self.status.show_errors([message])

    def _show_deals(self) -> None:
        if not self.deal_results:
            self.deal_chart.clear()
            return
        from yamaviewer.imaging.fairness_plots import render_break_points

        image = render_break_points(self.deal_results, _language())
        try:
            pixmap = pixmap_of(image)
        finally:
            image.close()
        self.deal_chart.setPixmap(pixmap)
        self.deal_chart.setMinimumSize(pixmap.size())

    def choose_png(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Export the heat maps to"))
        if folder:
            self.export_png(Path(folder))

    def export_png(self, folder: Path) -> list[Path]:
        from yamaviewer.imaging.fairness_plots import save_heat_map

        written = []
        try:
            for bias, matrix in self.results:
                path = folder / f"shuffle-{bias.method.replace(':', '-')}-{bias.n}.png"
                save_heat_map(matrix, bias, path, _language())  # type: ignore[arg-type]
                written.append(path)
            if self.deal_results:
                from yamaviewer.imaging.fairness_plots import render_break_points
                from yamaviewer.imaging.wall_image import save_png

                image = render_break_points(self.deal_results, _language())
                try:
                    path = folder / f"shuffle-break-points-{self.deal_results[0].walls}.png"
                    save_png(image, path)
                finally:
                    image.close()
                written.append(path)
        except OSError as error:
            self.status.show_errors([str(error.strerror or error)])
            return written
        self.status.show_ok(self.tr("Saved %1").replace("%1", ", ".join(p.name for p in written)))
        return written


class FairnessPanel(QWidget):
    """The tab: the corpus report and the shuffle lab."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("fairnessPanel")
        self.tabs = QTabWidget()
        self.report_page = ReportPage()
        self.shuffle_page = ShuffleLabPage()
        shuffle_scroll = QScrollArea()
        shuffle_scroll.setWidgetResizable(True)
        shuffle_scroll.setWidget(self.shuffle_page)
        self.tabs.addTab(self.report_page, "")
        self.tabs.addTab(shuffle_scroll, "")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tabs)
        self.retranslate_ui()

    def shutdown(self) -> None:
        """Stop the report and the simulation before the window closes (no orphan thread)."""
        for task in (self.report_page.task, self.shuffle_page.deal_task):
            if task is not None:
                task.cancel()
                task.done.wait(10)

    def retranslate_ui(self) -> None:
        self.tabs.setTabText(0, self.tr("Report on real games"))
        self.tabs.setTabText(1, self.tr("Shuffle lab"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
