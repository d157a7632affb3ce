"""The stats page's "Every mode" section: each mode's answers, rate and best, one line each.

The charts above are the waits quiz's; this section gives every other mode (best
discard, real games, reverse puzzle, safe tile, scoring, all last, ron or not, open
hand) its count, rate and best streak from the history, and the waits quiz's
personal bests per timed mode and level, so a record is seen where the player looks.
Counting reads the whole history (seconds at a million answers), so the section is
built empty ("Counting…") and filled by :meth:`ModeStatsSection.show` from
:func:`count_modes`, which the stats page runs in its background worker.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QWidget

from yamaviewer.core.chinitsu.history.mistakes import MODES
from yamaviewer.core.chinitsu.history.mode_stats import ModeRecord, best_runs, mode_records
from yamaviewer.core.chinitsu.history.records import RunRecord
from yamaviewer.core.chinitsu.history.store import HistoryStore
from yamaviewer.gui.trainer.names import GUI_PRESETS, mode_name, preset_title
from yamaviewer.gui.trainer.run_texts import mode_title


@dataclass(frozen=True)
class ModeCounts:
    """What the section shows: every mode's record and the waits quiz's bests."""

    records: dict[str, ModeRecord] = field(default_factory=dict)
    bests: list[RunRecord] = field(default_factory=list)


def count_modes(history: HistoryStore) -> ModeCounts:
    """Count every mode from the history; Qt-free, so a worker thread may run it."""
    return ModeCounts(mode_records(history), best_runs(history, GUI_PRESETS))


class ModeStatsSection(QGroupBox):
    """A table of every mode's record, "Counting…" until :meth:`show` gets the counts."""

    def __init__(self, history: HistoryStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history = history
        self.records: dict[str, ModeRecord] = {}
        #: The counts on screen; None while they are being counted.
        self.counts: ModeCounts | None = None
        self.grid = QGridLayout(self)
        self.grid.setHorizontalSpacing(18)
        self.grid.setVerticalSpacing(2)
        #: (name, value) labels of each mode, made once in the order of the history's MODES.
        self.rows: dict[str, tuple[QLabel, QLabel]] = {}
        columns = 2
        for i, mode in enumerate(MODES):
            row, col = divmod(i, columns)
            name, value = QLabel(self), QLabel(self)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.grid.addWidget(name, row, 2 * col)
            self.grid.addWidget(value, row, 2 * col + 1)
            self.rows[mode] = (name, value)
        self.bests_label = QLabel(self)
        self.bests_label.setWordWrap(True)
        self.grid.addWidget(self.bests_label, (len(MODES) + 1) // columns, 0, 1, 2 * columns)
        self.grid.setColumnStretch(2 * columns - 1, 1)
        self._render()

    def line(self, record: ModeRecord) -> str:
        """'45 of 60 right (75%) · best streak 12', or 'not played yet'."""
        if record.rate is None:
            return self.tr("not played yet")
        text = self.tr("{right} of {tried} right ({percent}%)").format(
            right=record.right, tried=record.tried, percent=f"{100 * record.rate:.0f}"
        )
        if record.best_streak:
            text += self.tr(" · best streak {streak}").format(streak=record.best_streak)
        return text

    def refresh(self) -> None:
        """Count again on this thread and show it (small histories; see :func:`count_modes`)."""
        self.show_counts(count_modes(self.history))

    def show_counts(self, counts: ModeCounts) -> None:
        """Show counts made by :func:`count_modes` (possibly in a worker thread)."""
        self.counts = counts
        self.records = counts.records
        self._render()

    def _render(self) -> None:
        """Write the counts (or the loading line) in the current language."""
        self.setTitle(self.tr("Every mode (all history)"))
        counts = self.counts
        for mode, (name, value) in self.rows.items():
            name.setText(f"<b>{mode_name(mode)}</b>")
            if counts is None:
                value.setText(self.tr("counting…"))
            else:
                value.setText(self.line(counts.records.get(mode, ModeRecord(mode))))
        if counts is None:
            self.bests_label.setText(self.tr("Counting your answers in every mode…"))
            return
        bests = [
            self.tr("{mode}, {level}: {score}").format(
                mode=mode_title(run.mode), level=preset_title(run.level), score=run.score
            )
            for run in counts.bests
        ]
        self.bests_label.setText(
            self.tr("Personal bests (waits quiz): {bests}").format(
                bests=self.tr(", ").join(bests) if bests else self.tr("none yet")
            )
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._render()
        super().changeEvent(event)
