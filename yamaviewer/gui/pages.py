"""The window's pages after the wall viewer, each declared once: tab, menu entry, builder.

Trainer, Library, Fairness and Tournament are built the first time their tab is
shown: their tables and history are not needed to see a wall, so the app's cold
start does not pay for them (tests/gui/test_first_frame.py, the start-up
benchmarks).  Until then each tab holds an empty placeholder.  Titles keep the
translation context ``"MainWindow"``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Generic, TypeVar, cast

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from yamaviewer.core.library.sources import GameItem
    from yamaviewer.gui.fairness import FairnessPanel
    from yamaviewer.gui.library import LibraryPanel
    from yamaviewer.gui.main_window import MainWindow
    from yamaviewer.gui.stats import StatisticsPage
    from yamaviewer.gui.tournament import TournamentPage
    from yamaviewer.gui.trainer import TrainerWidget

W = TypeVar("W", bound=QWidget)


def window_text(text: object) -> str:
    """A text marked ``QT_TRANSLATE_NOOP("MainWindow", ...)``, in the interface language."""
    return QCoreApplication.translate("MainWindow", str(text)) if text else ""


class PageSpec(Generic[W]):
    """One lazily built page.

    ``build(window, placeholder)`` makes the page's widget (a child of the
    placeholder); ``shutdown`` lets it save and release when the window closes.
    A page with ``action`` text has a View menu entry with ``shortcut``.  A page
    with its own ``window_title`` hides the viewer's game line in the status bar.
    """

    def __init__(
        self,
        object_name: str,
        title: object,
        build: Callable[[MainWindow, QWidget], W],
        shutdown: Callable[[W], None],
        *,
        action: object = "",
        shortcut: str = "",
        window_title: object = "",
        shown: Callable[[W], None] | None = None,
    ) -> None:
        self.object_name = object_name
        self.title = title
        self.build = build
        self.shutdown = shutdown
        self.action = action
        self.shortcut = shortcut
        self.window_title = window_title
        self.shown = shown


def _build_trainer(window: MainWindow, page: QWidget) -> TrainerWidget:
    from yamaviewer.gui.trainer import TrainerWidget

    return TrainerWidget(page, tile_painter=window.tiles, settings=window.settings.store)


def _build_library(window: MainWindow, page: QWidget) -> LibraryPanel:
    from yamaviewer.gui.library import LibraryPanel

    panel = LibraryPanel(page)
    panel.gameRequested.connect(window.open_from_library)
    panel.fairnessRequested.connect(window.fairness_report_of_library_selection)
    return panel


def _library_selection(window: MainWindow) -> list[GameItem]:
    """The games selected in the Library tab (none while it is not built or has no library)."""
    library_panel = window.library_panel
    if library_panel is None or library_panel.library is None:
        return []
    ids = library_panel.selected_ids()
    return list(library_panel.library.items_for(ids)) if ids else []


def _build_fairness(window: MainWindow, page: QWidget) -> FairnessPanel:
    """The lab, with "Library selection" taking the library's selected games."""
    from yamaviewer.gui.fairness import FairnessPanel

    panel = FairnessPanel(page)

    panel.report_page.set_selection_source(lambda: _library_selection(window))
    return panel


def _build_statistics(window: MainWindow, page: QWidget) -> StatisticsPage:
    """Fed by files, folders or the library's selection; a wall fact opens its step."""
    from yamaviewer.gui.stats import StatisticsPage

    statistics = StatisticsPage(page)

    def jump(path: str, hand: int, step: int) -> None:
        if window.open_path(path, hand):
            window.set_step(step)
            window.show_viewer()

    statistics.set_selection_source(lambda: _library_selection(window))
    statistics.jumpRequested.connect(jump)
    return statistics


def _build_tournament(window: MainWindow, page: QWidget) -> TournamentPage:
    from yamaviewer.gui.tournament import TournamentPage

    return TournamentPage(page)


TRAINER = PageSpec(
    "trainerPage",
    QT_TRANSLATE_NOOP("MainWindow", "Chinitsu trainer"),
    _build_trainer,
    lambda trainer: trainer.shutdown(),
    action=QT_TRANSLATE_NOOP("MainWindow", "&Chinitsu Trainer"),
    shortcut="Ctrl+T",
    window_title=QT_TRANSLATE_NOOP("MainWindow", "Chinitsu trainer — yamaviewer"),
    shown=lambda trainer: trainer.focus_quiz(),
)
LIBRARY = PageSpec(
    "libraryPage",
    QT_TRANSLATE_NOOP("MainWindow", "Library"),
    _build_library,
    lambda panel: panel.shutdown(),
    action=QT_TRANSLATE_NOOP("MainWindow", "&Library"),
    shortcut="Ctrl+Shift+L",
)
FAIRNESS = PageSpec(
    "fairnessPage",
    QT_TRANSLATE_NOOP("MainWindow", "Fairness"),
    _build_fairness,
    lambda panel: panel.shutdown(),
)
STATISTICS = PageSpec(
    "statisticsTab",
    QT_TRANSLATE_NOOP("MainWindow", "Statistics"),
    _build_statistics,
    lambda statistics: statistics.shutdown(),
)
TOURNAMENT = PageSpec(
    "tournamentTab",
    QT_TRANSLATE_NOOP("MainWindow", "Tournament"),
    _build_tournament,
    lambda page: page.shutdown(),
)
#: The lazy pages in tab order, after the wall viewer (tab 0).
LAZY_PAGES: tuple[PageSpec[QWidget], ...] = cast(
    "tuple[PageSpec[QWidget], ...]", (TRAINER, LIBRARY, FAIRNESS, STATISTICS, TOURNAMENT)
)
VIEWER_TITLE = QT_TRANSLATE_NOOP("MainWindow", "Wall viewer")


class PageTabs(QTabWidget):
    """The window's tabs: the wall viewer, then a placeholder per lazy page until it is shown."""

    def __init__(self, window: MainWindow, viewer: QWidget) -> None:
        super().__init__()
        self.setObjectName("pages")
        self.setDocumentMode(True)
        self._window = window
        self.addTab(viewer, "")
        self._placeholders: dict[str, QWidget] = {}
        self._built: dict[str, QWidget] = {}
        for spec in LAZY_PAGES:
            placeholder = QWidget()
            placeholder.setObjectName(spec.object_name)
            QVBoxLayout(placeholder).setContentsMargins(0, 0, 0, 0)
            self._placeholders[spec.object_name] = placeholder
            self.addTab(placeholder, "")
        # Connected first, so a page exists before anyone else hears it was shown.
        self.currentChanged.connect(self._build_current)

    def index_of(self, spec: PageSpec[W]) -> int:
        return self.indexOf(self._placeholders[spec.object_name])

    def placeholder(self, spec: PageSpec[W]) -> QWidget:
        return self._placeholders[spec.object_name]

    def built(self, spec: PageSpec[W]) -> W | None:
        """The page's widget, or None while it has not been shown yet."""
        return cast("W | None", self._built.get(spec.object_name))

    def current_spec(self) -> PageSpec[QWidget] | None:
        """The lazy page shown now; None on the wall viewer."""
        index = self.currentIndex()
        return next((s for s in LAZY_PAGES if self.index_of(s) == index), None)

    def show_page(self, spec: PageSpec[W]) -> W:
        """Bring the page to the front, building it the first time."""
        self.setCurrentIndex(self.index_of(spec))
        page = self.built(spec)
        assert page is not None
        return page

    def _build_current(self, index: int) -> None:
        spec = self.current_spec()
        if spec is None:
            return
        if spec.object_name not in self._built:
            placeholder = self._placeholders[spec.object_name]
            page = spec.build(self._window, placeholder)
            self._built[spec.object_name] = page
            layout = placeholder.layout()
            assert layout is not None
            layout.addWidget(page)
            page.show()  # added to a page that is already visible
        if spec.shown is not None:
            spec.shown(self._built[spec.object_name])

    def shutdown(self) -> None:
        """Let every page built so far save and release (the window is closing)."""
        for spec in LAZY_PAGES:
            page = self.built(spec)
            if page is not None:
                spec.shutdown(page)

    def retranslate_ui(self) -> None:
        self.setTabText(0, window_text(VIEWER_TITLE))
        for spec in LAZY_PAGES:
            self.setTabText(self.index_of(spec), window_text(spec.title))
