"""The trainer as one widget: wait quiz, reverse puzzle and statistics in tabs.

Usable as a tab of the main window or on its own as a window.  History goes
to SQLite at the engine's default path unless a store or a path is given;
``clock`` and ``rng`` are injectable so tests are deterministic.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QSize
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget

from yamaviewer.core.chinitsu import AnswerResult, HistoryStore, TrainerSession
from yamaviewer.core.chinitsu.trainer import local_day
from yamaviewer.gui.tile_painter import TilePainter
from yamaviewer.gui.trainer.banner import HistoryBanner
from yamaviewer.gui.trainer.names import GUI_PRESETS
from yamaviewer.gui.trainer.quiz import WaitQuizPage
from yamaviewer.gui.trainer.reverse_page import ReversePage
from yamaviewer.gui.trainer.stats_page import StatsPage
from yamaviewer.gui.trainer.tiles import shared_tile_painter

MODES = ("quiz", "reverse", "stats")


class TrainerWidget(QWidget):
    """Chinitsu wait trainer; call :meth:`shutdown` (or close it) to save and release."""

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        history: HistoryStore | None = None,
        history_path: Path | str | None = None,
        clock: Callable[[], float] = time.time,
        rng: random.Random | None = None,
        preset: str = "beginner",
        suit: str = "p",
        tile_painter: TilePainter | None = None,
        day_of: Callable[[float], str] | None = None,
    ) -> None:
        super().__init__(parent)
        self._owns_history = history is None
        self.history = history if history is not None else HistoryStore(history_path)
        self.rng = rng if rng is not None else random.Random()
        self.session = TrainerSession(
            GUI_PRESETS[preset],
            history=self.history,
            clock=clock,
            rng=self.rng,
            day_of=day_of if day_of is not None else local_day,
        )
        painter = tile_painter if tile_painter is not None else shared_tile_painter()

        self.banner = HistoryBanner(self)
        self.tabs = QTabWidget(self)
        self.quiz = WaitQuizPage(self.session, painter, suit, self.tabs)
        self.reverse = ReversePage(self.rng, painter, suit, self.tabs)
        self.stats_page = StatsPage(self.session, self.tabs)
        self.tabs.addTab(self.quiz, "")
        self.tabs.addTab(self.reverse, "")
        self.tabs.addTab(self.stats_page, "")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.banner)
        layout.addWidget(self.tabs, 1)

        self.quiz.answered.connect(self._on_answered)
        self.quiz.suit_combo.activated.connect(lambda _i: self.reverse.set_suit(self.quiz.suit))
        self.banner.retry_requested.connect(self.retry_saving)
        self._closed = False
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)
        self.retranslate_ui()
        self.banner.update_status(self.session.history_status)

    # -- entry points for the main window ------------------------------------------
    def show_mode(self, mode: str) -> None:
        """Bring the "quiz", "reverse" or "stats" tab to the front."""
        self.tabs.setCurrentIndex(MODES.index(mode))

    def shutdown(self) -> None:
        """Save pending answers and close the history file (idempotent)."""
        if self._closed:
            return
        self._closed = True
        self.quiz.timer.stop()
        if self._owns_history:
            self.history.close()
        else:
            self.history.flush()

    def retry_saving(self) -> None:
        """Ask the store to write pending answers again (the banner's button)."""
        self.history.flush()
        self.banner.update_status(self.session.history_status)

    # -- translation -------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        """Set every visible text again (called on QEvent.LanguageChange)."""
        self.setWindowTitle(self.tr("Chinitsu wait trainer"))
        self.tabs.setTabText(0, self.tr("Waits quiz"))
        self.tabs.setTabText(1, self.tr("Reverse puzzle"))
        self.tabs.setTabText(2, self.tr("Statistics"))
        self.tabs.setTabToolTip(0, self.tr("Find every tile that completes a one-suit hand"))
        self.tabs.setTabToolTip(1, self.tr("Find the tile taken out of a complete hand"))
        self.tabs.setTabToolTip(2, self.tr("Accuracy and answer time over your history"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # -- internals ---------------------------------------------------------------------
    def _on_answered(self, result: AnswerResult) -> None:
        self.banner.update_status(self.session.history_status)
        if self.stats_page.isVisible():
            self.stats_page.refresh()

    def sizeHint(self) -> QSize:
        return QSize(1180, 760)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.shutdown()
        super().closeEvent(event)
