"""Statistics of the practice history: accuracy and median time, by wait count and by day.

Everything comes from the engine's :meth:`TrainerSession.stats` (a pure
function of the stored answers), so the page shows the same numbers whether
the history was saved or is held in memory after a database problem.  A long
history is counted in a background thread, the "Every mode" section's counts with
it (:func:`.mode_stats_section.count_modes`), so opening the page never freezes.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from yamaviewer.core.chinitsu import TrainerSession, TrainerStats
from yamaviewer.core.scoring.drill import SKILL_NAMES, SKILLS, skill_stats
from yamaviewer.gui.texts import core_text
from yamaviewer.gui.trainer.charts import ChartPoint, ChartWidget
from yamaviewer.gui.trainer.mode_stats_section import ModeCounts, ModeStatsSection, count_modes
from yamaviewer.gui.trainer.names import GUI_PRESETS, preset_title, shape_name

#: Days shown in the by-day charts (the most recent ones).
MAX_DAYS = 30


class StatsPage(QWidget):
    """Summary line and five charts; call :meth:`refresh` after answers."""

    def __init__(self, session: TrainerSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.stats: TrainerStats | None = None
        #: Histories with more answers than this are counted in a background thread.
        self.background_above = 50_000
        self._worker: threading.Thread | None = None
        self._worker_result: tuple[TrainerStats, ModeCounts] | None = None
        #: (scope, level) the running worker counts, and the ones last asked for.
        self._worker_params: tuple[bool, str | None] = (True, None)
        self._worker_wanted: tuple[bool, str | None] = (True, None)
        self._poll = QTimer(self)
        self._poll.setInterval(100)
        self._poll.timeout.connect(self._check_worker)
        self.scope_label = QLabel(self)
        self.scope_combo = QComboBox(self)
        self.scope_combo.addItem("all", True)
        self.scope_combo.addItem("session", False)
        self.level_combo = QComboBox(self)
        self.level_combo.addItem("all", None)
        for name in GUI_PRESETS:
            self.level_combo.addItem(preset_title(name), name)
        self.summary_label = QLabel(self)
        self.summary_label.setWordWrap(True)
        font = self.summary_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.summary_label.setFont(font)
        self.accuracy_by_waits = ChartWidget("bar", percent=True, color="#2e7d32")
        self.time_by_waits = ChartWidget("bar", color="#1f6fd1")
        self.accuracy_by_day = ChartWidget("line", percent=True, color="#2e7d32")
        self.time_by_day = ChartWidget("line", color="#1f6fd1")
        self.accuracy_by_shape = ChartWidget("bar", percent=True, color="#7b3fb5")
        self.scoring_by_skill = ChartWidget("bar", percent=True, color="#c0632b")
        top = QHBoxLayout()
        top.addWidget(self.scope_label)
        top.addWidget(self.scope_combo)
        top.addSpacing(12)
        top.addWidget(self.level_combo)
        top.addStretch(1)
        grid = QGridLayout()
        grid.addWidget(self.accuracy_by_waits, 0, 0)
        grid.addWidget(self.time_by_waits, 0, 1)
        grid.addWidget(self.accuracy_by_day, 1, 0)
        grid.addWidget(self.time_by_day, 1, 1)
        grid.addWidget(self.accuracy_by_shape, 2, 0)
        grid.addWidget(self.scoring_by_skill, 2, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.summary_label)
        layout.addLayout(grid, 1)
        self.modes_section = ModeStatsSection(session.history, self)
        layout.addWidget(self.modes_section)
        self.scope_combo.currentIndexChanged.connect(lambda _i: self.refresh())
        self.level_combo.currentIndexChanged.connect(lambda _i: self.refresh())
        self.retranslate_ui()
        self.refresh()

    def retranslate_ui(self) -> None:
        """Set every visible text again (called on QEvent.LanguageChange)."""
        self.scope_label.setText(self.tr("Show:"))
        self.scope_combo.setItemText(0, self.tr("All history"))
        self.scope_combo.setItemText(1, self.tr("This session"))
        self.level_combo.setItemText(0, self.tr("All levels"))
        for i in range(1, self.level_combo.count()):
            self.level_combo.setItemText(i, preset_title(self.level_combo.itemData(i)))
        samples = self.tr("n={count}", "number of answers under a chart bar")
        empty = self.tr("No answers yet")
        seconds = self.tr("s", "unit of seconds on chart axes")
        self.accuracy_by_waits.set_texts(self.tr("Accuracy by number of waits"), "", empty, samples)
        self.time_by_waits.set_texts(
            self.tr("Median time by number of waits (seconds)"), seconds, empty, samples
        )
        self.accuracy_by_day.set_texts(self.tr("Accuracy by day"), "", empty, samples)
        self.time_by_day.set_texts(self.tr("Median time by day (seconds)"), seconds, empty, samples)
        self.accuracy_by_shape.set_texts(self.tr("Accuracy by wait shape"), "", empty, samples)
        self.scoring_by_skill.set_texts(
            self.tr("Scoring drill: accuracy by skill (all history)"), "", empty, samples
        )
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    @property
    def level(self) -> str | None:
        """The level the statistics are limited to (None = every level)."""
        data = self.level_combo.currentData()
        return None if data is None else str(data)

    @property
    def whole_history(self) -> bool:
        return bool(self.scope_combo.currentData())

    def refresh(self, force: bool = False) -> None:
        """Recompute from the session's history and redraw (only while shown, or forced).

        A large history takes a moment to summarise, so nothing is computed for a
        page nobody looks at; showing the page refreshes it.
        """
        if not (force or self.isVisible()):
            return
        whole, level = self.whole_history, self.level
        # The every-mode counts read the whole history whatever the scope, so the size
        # of the history alone decides: a long one is counted in a thread.
        if self.session.history.size_estimate() > self.background_above:
            self._worker_wanted = (whole, level)
            if self._worker is None:
                self._worker_result = None
                self._worker_params = (whole, level)

                def work() -> None:
                    stats = self.session.stats(whole_history=whole, level=level)
                    self._worker_result = (stats, count_modes(self.session.history))

                self._worker = threading.Thread(target=work, name="trainer-stats", daemon=True)
                self._worker.start()
                self._poll.start()
            self.summary_label.setText(self.tr("Counting your answers…"))
            return
        self._show(
            self.session.stats(whole_history=whole, level=level), count_modes(self.session.history)
        )

    def wait_stats(self, timeout: float = 60.0) -> None:
        """Block until a background count is done and shown (tests, screenshots)."""
        while self._worker is not None:  # again if the scope changed while it counted
            self._worker.join(timeout)
            if self._worker.is_alive():
                return
            self._check_worker()

    def _check_worker(self) -> None:
        if self._worker is None or self._worker.is_alive():
            return
        self._worker = None
        self._poll.stop()
        if self._worker_params != self._worker_wanted:
            self.refresh(force=True)  # the scope or level changed while it counted
        elif self._worker_result is not None:
            self._show(*self._worker_result)

    def _show(self, stats: TrainerStats, counts: ModeCounts) -> None:
        self.stats = stats
        o = stats.overall
        if o.answered:
            self.summary_label.setText(
                self.tr(
                    "{answered} hands answered, {correct} right ({accuracy}%), "
                    "median time {median} s. Reviews due now: {due}."
                ).format(
                    answered=o.answered,
                    correct=o.correct,
                    accuracy=f"{100 * o.accuracy:.0f}",
                    median=f"{o.median_time:.1f}",
                    due=self.session.due_reviews(),
                )
            )
        else:
            self.summary_label.setText(
                self.tr("No answers yet. Your results will be charted here.")
            )
        waits = stats.by_wait_count.items()
        self.accuracy_by_waits.set_points(
            [ChartPoint(str(n), 100 * g.accuracy, g.answered) for n, g in waits]
        )
        self.time_by_waits.set_points(
            [ChartPoint(str(n), g.median_time, g.answered) for n, g in waits]
        )
        days = list(stats.by_day.items())[-MAX_DAYS:]
        self.accuracy_by_day.set_points(
            [ChartPoint(d[5:], 100 * g.accuracy, g.answered) for d, g in days]
        )
        self.time_by_day.set_points([ChartPoint(d[5:], g.median_time, g.answered) for d, g in days])
        self.accuracy_by_shape.set_points(
            [
                ChartPoint(shape_name(s).split(" (")[0], 100 * g.accuracy, g.answered)
                for s, g in stats.by_shape.items()
            ]
        )
        self._show_scoring()
        self.modes_section.show_counts(counts)

    def _show_scoring(self) -> None:
        """The scoring drill's answers by skill (yaku, han, fu, points), from the history."""
        by_skill = skill_stats(self.session.history.position_outcomes())
        self.scoring_by_skill.set_points(
            [
                ChartPoint(
                    core_text(SKILL_NAMES[skill]),
                    100 * by_skill[skill].right / by_skill[skill].tried,
                    by_skill[skill].tried,
                )
                for skill in SKILLS
                if by_skill[skill].tried
            ]
        )

    def showEvent(self, event: QEvent) -> None:
        self.refresh(force=True)
        super().showEvent(event)  # type: ignore[arg-type]


__all__ = ["StatsPage"]
