"""The trainer as one widget: wait quiz, reverse puzzle and statistics in tabs.

Usable as a tab of the main window or on its own as a window.  History goes
to SQLite at the engine's default path unless a store or a path is given;
``clock`` and ``rng`` are injectable so tests are deterministic.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, QSize, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMessageBox, QTabWidget, QVBoxLayout, QWidget

from yamaviewer.core.chinitsu import AnswerResult, HistoryStore, TrainerSession
from yamaviewer.core.chinitsu.scheduler import CardKey, LeitnerScheduler, rebuild
from yamaviewer.core.chinitsu.tables import pool_built, question_pool
from yamaviewer.core.chinitsu.trainer import local_day
from yamaviewer.core.trainer_positions import Position
from yamaviewer.gui.library.tasks import BackgroundTask
from yamaviewer.gui.tile_painter import TilePainter
from yamaviewer.gui.trainer.all_last_page import AllLastPage
from yamaviewer.gui.trainer.banner import HistoryBanner
from yamaviewer.gui.trainer.mistakes_page import MistakesHost, MistakesPage
from yamaviewer.gui.trainer.names import GUI_PRESETS, RANDOM_SUIT, SUITS
from yamaviewer.gui.trainer.open_hand_page import OpenHandPage
from yamaviewer.gui.trainer.own_hand_page import OwnHandPage
from yamaviewer.gui.trainer.quiz import WaitQuizPage
from yamaviewer.gui.trainer.real_game_page import RealGamePage
from yamaviewer.gui.trainer.reverse_page import ReversePage
from yamaviewer.gui.trainer.ron_page import RonPage
from yamaviewer.gui.trainer.safe_tile_page import SafeTilePage
from yamaviewer.gui.trainer.scoring_page import ScoringPage
from yamaviewer.gui.trainer.stats_page import StatsPage
from yamaviewer.gui.trainer.tiles import shared_tile_painter
from yamaviewer.gui.trainer.ukeire_page import UkeirePage

MODES = (
    "quiz",
    "reverse",
    "discard",
    "real",
    "stats",
    "scoring",
    "safe",
    "alllast",
    "ron",
    "hand",
    "mistakes",
    "open",
)


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
        settings: QSettings | None = None,
        positions: Sequence[Position] | None = None,
    ) -> None:
        super().__init__(parent)
        self._owns_history = history is None
        # The widget's own store writes from a thread: a locked file never freezes an answer.
        self.history = (
            history if history is not None else HistoryStore(history_path, background=True)
        )
        self.settings = settings
        if settings is not None:  # level, suit and "reviews only" as the player left them
            saved = str(settings.value("trainer/level", preset) or preset)
            preset = saved if saved in GUI_PRESETS else preset
            saved_suit = str(settings.value("trainer/suit", suit) or suit)
            suit = saved_suit if saved_suit in (*SUITS, RANDOM_SUIT) else suit
        self.rng = rng if rng is not None else random.Random()
        self.session = TrainerSession(
            GUI_PRESETS[preset],
            history=self.history,
            clock=clock,
            rng=self.rng,
            day_of=day_of if day_of is not None else local_day,
            # Empty for now: the past answers are replayed off the GUI thread (_load_reviews).
            scheduler=LeitnerScheduler(),
        )
        self.session.set_suit(suit)
        #: The suit tiles are drawn in on the other pages (a random setting starts in pinzu).
        suit = suit if suit in SUITS else "p"
        painter = tile_painter if tile_painter is not None else shared_tile_painter()

        self.banner = HistoryBanner(self)
        self.tabs = QTabWidget(self)
        self.quiz = WaitQuizPage(self.session, painter, self.session.suit, self.tabs)
        self.reverse = ReversePage(self.rng, painter, suit, self.tabs, history=self.history)
        self.discard = UkeirePage(self.rng, painter, suit, self.tabs, history=self.history)
        self.real = RealGamePage(
            painter,
            self.history,
            self.rng,
            clock=clock,
            settings=settings,
            positions=positions,
            language=_interface_language,
            parent=self.tabs,
        )
        self.stats_page = StatsPage(self.session, self.tabs)
        self.scoring = ScoringPage(
            painter,
            self.history,
            self.rng,
            clock=clock,
            sources=self.real.sources,
            with_library=self.real.library_check.isChecked,
            parent=self.tabs,
        )
        self.tabs.addTab(self.quiz, "")
        self.tabs.addTab(self.reverse, "")
        self.tabs.addTab(self.discard, "")
        self.tabs.addTab(self.real, "")
        self.tabs.addTab(self.stats_page, "")
        self.tabs.addTab(self.scoring, "")
        self.safe = SafeTilePage(
            painter,
            self.history,
            self.rng,
            clock=clock,
            sources=self.real.sources,
            with_library=self.real.library_check.isChecked,
            parent=self.tabs,
        )
        self.tabs.addTab(self.safe, "")
        self.all_last = AllLastPage(
            painter,
            self.history,
            self.rng,
            clock=clock,
            sources=self.real.sources,
            parent=self.tabs,
        )
        self.tabs.addTab(self.all_last, "")
        self.ron = RonPage(
            painter,
            self.history,
            self.rng,
            clock=clock,
            sources=self.real.sources,
            parent=self.tabs,
        )
        self.tabs.addTab(self.ron, "")
        self.own_hand = OwnHandPage(painter, self.tabs, suit=lambda: self.quiz.suit)
        self.tabs.addTab(self.own_hand, "")
        self.mistakes = MistakesPage(
            self.history, self.tabs, clock=clock, suit=lambda: self.quiz.suit
        )
        self.tabs.addTab(self.mistakes, "")
        self.mistakes_host = MistakesHost(self, self.mistakes)
        self.open_hand = OpenHandPage(self.rng, painter, suit, self.tabs, history=self.history)
        self.open_hand.attach(self.tabs)
        self.quiz.suit_combo.activated.connect(lambda _i: self.open_hand.set_suit(self.quiz.suit))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.tabs, 1)

        self.quiz.answered.connect(self._on_answered)
        self.quiz.suit_combo.activated.connect(lambda _i: self.reverse.set_suit(self.quiz.suit))
        self.quiz.suit_combo.activated.connect(lambda _i: self.discard.set_suit(self.quiz.suit))
        self.banner.retry_requested.connect(self.retry_saving)
        self.quiz.settings_changed.connect(self.save_settings)
        if settings is not None and _as_bool(settings.value("trainer/reviews_only", False)):
            self.quiz.set_reviews_only(True)
        # The writer thread reports through the store's status: show it as it changes.
        self.status_timer = QTimer(self)
        self.status_timer.setInterval(1000)
        self.status_timer.timeout.connect(self._poll_status)
        self.status_timer.start()
        self._closed = False
        #: Asks the player before answers that cannot be kept anywhere are dropped
        #: (replaceable in tests); returns True to quit anyway.
        self.ask_discard: Callable[[int], bool] = self._ask_discard
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)
        self.retranslate_ui()
        self.banner.update_status(self.session.history_status)
        self._reviews_task: BackgroundTask | None = None
        self._load_reviews()
        #: Builds the level's question pool off the GUI thread (first hands: see _draw_starter).
        self._pool_task: BackgroundTask | None = None
        self.build_pool()
        self.quiz.settings_changed.connect(self.build_pool)

    # -- entry points for the main window ------------------------------------------
    def show_mode(self, mode: str) -> None:
        """Bring the "quiz", "reverse" or "stats" tab to the front."""
        self.tabs.setCurrentIndex(MODES.index(mode))

    def focus_quiz(self) -> None:
        """Give the shown trainer page the keyboard (after --trainer, Ctrl+T, a tab switch)."""
        page = self.tabs.currentWidget()
        if page is not None:
            page.setFocus()

    def save_settings(self) -> None:
        """Keep level, suit and "reviews only" for the next start."""
        if self.settings is None:
            return
        self.settings.setValue("trainer/level", self.session.preset.name)
        self.settings.setValue("trainer/suit", self.quiz.suit_setting)
        self.settings.setValue("trainer/reviews_only", self.quiz.reviews_only)

    def confirm_close(self) -> bool:
        """Before quitting: True if nothing is lost (saved or kept in the pending file).

        When the answers can be kept nowhere, the player is asked; False = stay.
        """
        if self._closed:
            return True
        self.history.flush()
        if not self.history.pending or self.history.spill():
            return True
        self.banner.update_status(self.session.history_status)
        return self.ask_discard(len(self.history.pending))

    def _ask_discard(self, count: int) -> bool:
        answer = QMessageBox.warning(
            self,
            self.tr("Unsaved answers"),
            self.tr(
                "{count} practice answers could not be saved: the history file and every "
                "fallback folder are not writable. Quit anyway and lose them?"
            ).format(count=count),
            QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.Discard

    def shutdown(self) -> None:
        """Save pending answers and close the history file (idempotent)."""
        if self._closed:
            return
        self._closed = True
        if self._reviews_task is not None:  # it reads the history about to be closed
            self._reviews_task.done.wait(60)
        if self._pool_task is not None:
            self._pool_task.done.wait(60)
        self.quiz.timer.stop()
        self.status_timer.stop()
        self.save_settings()
        if self._owns_history:
            self.history.close()
        else:
            self.history.flush()

    def _poll_status(self) -> None:
        self.banner.update_status(self.session.history_status)

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
        self.tabs.setTabText(2, self.tr("Best discard"))
        self.tabs.setTabText(3, self.tr("Real games"))
        self.tabs.setTabText(4, self.tr("Statistics"))
        self.tabs.setTabText(5, self.tr("Scoring"))
        self.tabs.setTabText(6, self.tr("Safe tile"))
        self.tabs.setTabText(7, self.tr("All last"))
        self.tabs.setTabToolTip(0, self.tr("Find every tile that completes a one-suit hand"))
        self.tabs.setTabToolTip(1, self.tr("Find the tile taken out of a complete hand"))
        self.tabs.setTabToolTip(
            2, self.tr("Pick the discard that leaves the most tiles to tenpai (1-shanten)")
        )
        self.tabs.setTabToolTip(
            3, self.tr("Name the waits of tenpai hands from real games, with what came next")
        )
        self.tabs.setTabToolTip(4, self.tr("Accuracy and answer time over your history"))
        self.tabs.setTabToolTip(
            5, self.tr("Count the yaku, han, fu and points of wins from your games")
        )
        self.tabs.setTabToolTip(
            6,
            self.tr(
                "Discard the safest tile against riichi in your games, judged by the real waits"
            ),
        )
        self.tabs.setTabToolTip(
            7, self.tr("The least hand that moves a seat up at the last hand of your games")
        )
        ron = self.tabs.indexOf(self.ron)
        self.tabs.setTabText(ron, self.tr("Ron or not"))
        self.tabs.setTabToolTip(
            ron, self.tr("Ron or let it go? Furiten and hands without yaku from your games")
        )
        own_hand = self.tabs.indexOf(self.own_hand)
        self.tabs.setTabText(own_hand, self.tr("Your hand"))
        self.tabs.setTabToolTip(own_hand, self.tr("Type any hand and see its waits explained"))
        mistakes = self.tabs.indexOf(self.mistakes)
        self.tabs.setTabText(mistakes, self.tr("My mistakes"))
        self.tabs.setTabToolTip(
            mistakes, self.tr("Every question you missed, to replay or star, and drills")
        )
        self.mistakes_host.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # -- internals ---------------------------------------------------------------------
    def _load_reviews(self) -> None:
        """Replay the history into the review schedule in a worker; the window keeps turning.

        A long history takes seconds to replay: meanwhile the quiz serves new hands
        and says the reviews are loading; answers given meanwhile are filed after.
        """
        since = self.session.clock()
        outcomes = self.history.iter_outcomes
        task = BackgroundTask(lambda _task: rebuild(outcomes(), since))
        task.signals.finished.connect(self._reviews_loaded)
        task.signals.failed.connect(lambda _reason: self._reviews_loaded(None))
        self._reviews_task = task
        self.quiz.set_reviews_loading(True)
        task.start()

    def build_pool(self) -> None:
        """Build the current level's question pool in a worker unless it is built (~0.25 s).

        Until then the quiz draws its hands from random tiles judged by the engine.
        """
        options = self.session.preset.options
        running = self._pool_task is not None and not self._pool_task.done.is_set()
        if pool_built(options) or running:
            return
        task = BackgroundTask(lambda _task: question_pool(options))
        # The level may have changed meanwhile: then its pool is built next.
        task.signals.finished.connect(self._pool_built)
        self._pool_task = task
        task.start()

    def _pool_built(self, _pool: object) -> None:
        if not self._closed:
            self.build_pool()

    def wait_pool(self, timeout: float = 60.0) -> bool:
        """Block until the background pool build ends (tests, benchmarks)."""
        task = self._pool_task
        return task is None or task.done.wait(timeout)

    def _reviews_loaded(self, loaded: object) -> None:
        self._reviews_task = None
        if self._closed:
            return
        if isinstance(loaded, tuple):
            scheduler, late = loaded
            for r in self.session.session_records:  # answered while it loaded
                if (r.hand, r.answered_at) not in late:
                    key = CardKey(r.hand, r.seven_pairs, r.allow_karaten)
                    scheduler.record(key, r.is_correct, r.answered_at, r.suit)
            self.session.scheduler = scheduler
        self.quiz.set_reviews_loading(False)

    def wait_reviews(self, timeout: float = 60.0) -> bool:
        """Block until the review schedule is loaded and in use (tests, screenshots)."""
        task = self._reviews_task
        if task is not None and not task.done.wait(timeout):
            return False
        deadline = time.monotonic() + timeout
        while self._reviews_task is not None and time.monotonic() < deadline:
            QCoreApplication.processEvents()  # delivers the worker's finished signal
            time.sleep(0.001)
        return self._reviews_task is None

    def _on_answered(self, result: AnswerResult) -> None:
        self.banner.update_status(self.session.history_status)
        if self.stats_page.isVisible():
            self.stats_page.refresh()

    def sizeHint(self) -> QSize:
        return QSize(1180, 760)

    def minimumSizeHint(self) -> QSize:
        return QSize(760, 520)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.shutdown()
        super().closeEvent(event)


def _as_bool(value: object) -> bool:
    """A QSettings value as a bool (INI files give back strings)."""
    if isinstance(value, str):
        return value.lower() in ("1", "true", "yes")
    return bool(value)


def _interface_language() -> str:
    """ "ja" when the Japanese translation is installed, else "en" (for tile names)."""
    text = QCoreApplication.translate("TrainerNames", "{rank}p", "a dots tile, e.g. 3p")
    return "ja" if "筒" in text else "en"
