"""What the pages drawn from real games share: the table a seat saw, and reading the
questions of the real-games sources (and the Library) in a background thread.

:class:`TablePage` lays out the bold question line, the dora indicators and the four
rivers; :class:`SourcesPage` keeps the questions, reads them in a thread and polls for
the end on the GUI thread, so the window never freezes while the logs are read.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from yamaviewer.core.library.store import Library
from yamaviewer.gui.library import store
from yamaviewer.gui.tile_painter import TilePainter
from yamaviewer.gui.trainer.feedback import TileTextBrowser
from yamaviewer.gui.trainer.page_base import TrainerPage
from yamaviewer.gui.trainer.tiles import TileStrip

if TYPE_CHECKING:
    from yamaviewer.core.chinitsu import HistoryStore
    from yamaviewer.core.library.sources import GameItem


class Keyed(Protocol):
    """A question named by its key (one question a key, whichever source gave it)."""

    @property
    def key(self) -> str: ...


Q = TypeVar("Q", bound=Keyed)


def collect_questions(
    first: Callable[[], Iterable[Q]],
    library_file: Path | None,
    of_items: Callable[[Iterator[GameItem], int], Iterable[Q]],
    limit: int,
) -> list[Q]:
    """The sources' questions, then at most ``limit`` of the Library's, one a key; a
    source that fails leaves what the others gave."""
    found: dict[str, Q] = {}
    try:
        for q in first():
            found.setdefault(q.key, q)
        if library_file is not None and library_file.is_file():
            with Library(library_file) as library:
                for q in of_items(library.iter_items(), limit):
                    found.setdefault(q.key, q)
    except Exception:  # a source that fails leaves what the others gave
        pass
    return list(found.values())


class TablePage(TrainerPage):
    """A page that shows the table a seat saw: the question, the dora and the rivers.

    The shared texts keep the catalogue's ``SafeTilePage`` context (one translation
    for every page that shows a table).
    """

    feedback: TileTextBrowser

    def build_table(
        self, painter: TilePainter, river_height: float
    ) -> tuple[QHBoxLayout, QGridLayout]:
        """Make the question line, the dora row and the river grid (the page lays them out)."""
        self.question_label = QLabel(self)
        self.question_label.setWordWrap(True)
        font = self.question_label.font()
        font.setBold(True)
        self.question_label.setFont(font)
        self.dora_label = QLabel(self)
        self.dora_strip = TileStrip(painter, 26.0, self)
        self.river_labels: list[QLabel] = []
        self.river_strips: list[TileStrip] = []
        rivers = QGridLayout()
        for row in range(4):
            label = QLabel(self)
            strip = TileStrip(painter, river_height, self)
            rivers.addWidget(label, row, 0)
            rivers.addWidget(strip, row, 1)
            self.river_labels.append(label)
            self.river_strips.append(strip)
        rivers.setColumnStretch(1, 1)
        dora = QHBoxLayout()
        dora.addWidget(self.dora_label)
        dora.addWidget(self.dora_strip, 1)
        return dora, rivers

    def lay_out_table(
        self,
        top: QLayout,
        dora: QLayout,
        rivers: QLayout,
        hand: tuple[QLabel, QWidget],
        answers: QLayout,
    ) -> None:
        """The page top down: its ``top`` row, the question, the table, the seat's hand,
        the answers beside Check and Next (their height kept), the explanation below."""
        answer_box = QWidget(self)
        answer_box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        answer = QHBoxLayout(answer_box)
        answer.setContentsMargins(0, 0, 0, 0)
        answer.addLayout(answers, 1)
        answer.addLayout(self.button_column(self.check_button, self.next_button))
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.question_label)
        layout.addLayout(dora)
        layout.addLayout(rivers)
        for widget in (*hand, answer_box):
            layout.addWidget(widget)
        layout.addWidget(self.feedback, 1)

    def retranslate_table(self, hand_label: QLabel, hand_text: str) -> None:
        """The table's own words, and the page's words over the seat's hand."""
        self.dora_label.setText(QCoreApplication.translate("SafeTilePage", "Dora indicators:"))
        hand_label.setText(hand_text)

    def show_feedback(self, answer: str | None, seen: str) -> None:
        """The answer once given; before, what the table shows (``seen``)."""
        self.feedback.setHtml(answer if answer is not None else f"<p>{seen}</p>")

    def clear_table(self, hand: TileStrip, empty: str, loading: bool, *off: QWidget) -> None:
        """No question: an empty table, the ``off`` widgets disabled, and why (reading
        the logs, or none found)."""
        for widget in off:
            widget.setEnabled(False)
        hand.set_groups([])
        self.dora_strip.set_groups([])
        for strip, label in zip(self.river_strips, self.river_labels):
            strip.set_groups([])
            label.clear()
        self.question_label.setText(
            QCoreApplication.translate("SafeTilePage", "Reading your logs…") if loading else empty
        )

    @staticmethod
    def wind_seat_name(wind: int, seat: int) -> str:
        """A seat named by its wind (East = the dealer); the seat number past North."""
        names = {
            0: QCoreApplication.translate("SafeTilePage", "East seat"),
            1: QCoreApplication.translate("SafeTilePage", "South seat"),
            2: QCoreApplication.translate("SafeTilePage", "West seat"),
            3: QCoreApplication.translate("SafeTilePage", "North seat"),
        }
        return names.get(wind, str(seat))


class SourcesPage(TrainerPage, Generic[Q]):
    """A page of questions read from the real-games sources; ``questions`` given (tests)
    skips reading them.  A page gives :meth:`load` (which calls :meth:`start_loading`)
    and :meth:`questions_loaded`, and builds itself in :meth:`setup`."""

    #: How often (ms) the GUI thread looks whether a load has finished.
    POLL_MS = 150

    def __init__(
        self,
        painter: TilePainter,
        history: HistoryStore | None,
        rng: random.Random,
        *,
        clock: Callable[[], float] = time.time,
        sources: Callable[[], list[str]] | None = None,
        with_library: Callable[[], bool] | None = None,
        questions: Sequence[Q] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, history=history, clock=clock)
        self.rng = rng
        self._sources = sources or (lambda: [])
        self._with_library = with_library or (lambda: False)
        self.questions: list[Q] = list(questions or [])
        self._given = questions is not None
        self._loaded: list[Q] | None = None
        self._loading: threading.Thread | None = None
        self.question: Q | None = None
        self.poll = QTimer(self)
        self.poll.setInterval(self.POLL_MS)
        self.poll.timeout.connect(self._check_loaded)
        self.setup(painter)

    def setup(self, painter: TilePainter) -> None:
        """The page's own state and widgets; ends with its first texts."""
        raise NotImplementedError

    def load(self) -> None:
        """Read the questions of the sources (calls :meth:`start_loading`)."""
        raise NotImplementedError

    def questions_loaded(self) -> None:
        """The read questions are in :attr:`questions`: show one, or say there are none."""
        raise NotImplementedError

    def page_shown(self) -> None:
        if not self._given and not self.questions and self._loading is None:
            self.load()

    def library_file(self) -> Path | None:
        """The Library to read too, when the player asked for it."""
        return store.library_path() if self._with_library() else None

    def start_loading(self, work: Callable[[], list[Q]], name: str) -> None:
        """Run ``work`` in a thread; :meth:`questions_loaded` follows on the GUI thread."""
        self._loaded = None

        def run() -> None:
            self._loaded = work()

        self._loading = threading.Thread(target=run, name=name, daemon=True)
        self._loading.start()
        self.poll.start()

    def wait_loaded(self, timeout: float = 60.0) -> None:
        """Block until a load finishes (tests, screenshots)."""
        if self._loading is not None:
            self._loading.join(timeout)
        self._check_loaded()

    def _check_loaded(self) -> None:
        if self._loading is None or self._loading.is_alive():
            return
        self._loading = None
        self.poll.stop()
        self.questions = self._loaded or []
        self.questions_loaded()
