"""The main window: it wires the views to the navigation, opens games and keeps the layout.

Where the rest lives: the step bar in :mod:`~yamaviewer.gui.step_bar`, the
actions and menus in :mod:`~yamaviewer.gui.actions`, the lazily built pages
(Trainer, Library, Fairness, Tournament) in :mod:`~yamaviewer.gui.pages`.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
)
from PySide6.QtWidgets import (
    QDockWidget,
    QMainWindow,
    QMenu,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from yamaviewer.core.replay.document import GameDocument, load_document
from yamaviewer.core.replay.presentation import OpenGame, demo_game
from yamaviewer.gui import actions, i18n, texts
from yamaviewer.gui.analysis import key_moments
from yamaviewer.gui.analysis.panel import AnalysisPanel
from yamaviewer.gui.hand_list import HandList
from yamaviewer.gui.navigation import Navigation
from yamaviewer.gui.pages import FAIRNESS, LIBRARY, TOURNAMENT, TRAINER, PageTabs, window_text
from yamaviewer.gui.settings import Settings
from yamaviewer.gui.status_line import GameStatusLabel
from yamaviewer.gui.step_bar import StepBar
from yamaviewer.gui.table_options import TableOptions
from yamaviewer.gui.table_view import TableView
from yamaviewer.gui.tile_painter import TilePainter
from yamaviewer.gui.verification_panel import VerificationPanel
from yamaviewer.gui.wall_strip import WallStrip

if TYPE_CHECKING:
    from yamaviewer.gui.dialogs.error import ErrorDialog
    from yamaviewer.gui.fairness import FairnessPanel
    from yamaviewer.gui.library import LibraryPanel, UrlOpener
    from yamaviewer.gui.trainer import TrainerWidget

#: Marked for lupdate (the file dialog's filter names are read in the interface language).
FILE_FILTER = str(
    QT_TRANSLATE_NOOP("MainWindow", "Game logs (*.mjlog *.xml *.txt *.json *.jsonl);;All files (*)")
)


def _traceback_text() -> str:
    """The exception being handled, as Python prints it (``traceback`` loads when needed)."""
    import traceback

    return traceback.format_exc()


class MainWindow(QMainWindow):
    """The viewer.  ``loader`` turns a path into a GameDocument (pluggable for new formats)."""

    # Made by actions.build_actions from actions.ACTIONS (one per entry) ...
    open_action: QAction
    open_url_action: QAction
    paste_link_action: QAction
    demo_action: QAction
    seed_action: QAction
    arcade_action: QAction
    majsoul_action: QAction
    journal_action: QAction
    commitment_action: QAction
    export_mjai_action: QAction
    export_tenhou6_action: QAction
    export_naga_action: QAction
    export_problem_action: QAction
    copy_mpsz_action: QAction
    copy_tenhou2_action: QAction
    quit_action: QAction
    prev_action: QAction
    next_action: QAction
    first_action: QAction
    last_action: QAction
    play_action: QAction
    prev_hand_action: QAction
    next_hand_action: QAction
    prev_moment_action: QAction
    next_moment_action: QAction
    viewer_action: QAction
    reveal_action: QAction
    what_if_action: QAction
    overview_action: QAction
    builtin_tiles_action: QAction
    tile_folder_action: QAction
    ev_action: QAction
    shortcuts_action: QAction
    readme_action: QAction
    about_action: QAction
    seat_group: QActionGroup
    seat_actions: list[QAction]
    language_group: QActionGroup
    language_actions: dict[str, QAction]
    page_actions: list[QAction]
    # ... and by actions.build_menus.
    file_menu: QMenu
    recent_menu: QMenu
    export_menu: QMenu
    edit_menu: QMenu
    view_menu: QMenu
    tiles_menu: QMenu
    language_menu: QMenu
    go_menu: QMenu
    tools_menu: QMenu
    help_menu: QMenu

    def __init__(
        self,
        settings: Settings | None = None,
        *,
        restore: bool = True,
        loader: Callable[[Path], GameDocument] = load_document,
    ) -> None:
        super().__init__()
        self.settings = settings or Settings()
        self.loader = loader
        self.tiles = TilePainter()
        #: The game, hand, step and view options every view follows.
        self.navigation = Navigation(self)
        self.last_error: ErrorDialog | None = None
        self.current_dialog: QWidget | None = None
        self.url_opener: UrlOpener | None = None
        self._persist = restore
        self._loading = True  # until the saved options are applied, nothing is saved
        self.setObjectName("mainWindow")
        self.setWindowTitle("yamaviewer")
        self.setAcceptDrops(True)
        self._build_views()
        actions.build_actions(self)
        actions.build_menus(self)
        self.key_moment_bar = key_moments.attach(self)
        self.retranslate_ui()
        self._load_preferences(restore)
        self._update_enabled()

    # -- construction --------------------------------------------------------------------
    def _build_views(self) -> None:
        self.table = TableView(self.tiles)
        self.table.setObjectName("tableView")
        self.table.stepRequested.connect(self.set_step)
        self.table.stepsRequested.connect(self.step_by)
        self.step_bar: StepBar = StepBar()
        self.step_bar.stepRequested.connect(self.set_step)
        self.step_bar.handRequested.connect(self.set_hand)
        self.status_label = GameStatusLabel()

        viewer = QWidget()
        viewer.setObjectName("viewerPage")
        layout = QVBoxLayout(viewer)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.step_bar)
        self.pages = PageTabs(self, viewer)
        self.pages.currentChanged.connect(self._page_changed)
        self.setCentralWidget(self.pages)

        self.hand_list = HandList()
        self.hand_list.setObjectName("handList")
        self.hand_list.clicked.connect(lambda index: self.set_hand(index.row()))
        self.hand_list.activated.connect(lambda index: self.set_hand(index.row()))
        self.hand_list.overviewRequested.connect(lambda: self.overview_action.trigger())
        self.hand_dock = self._dock(
            "handsDock", self.hand_list, Qt.DockWidgetArea.LeftDockWidgetArea
        )
        self.verification = VerificationPanel()
        self.verification.setObjectName("verificationPanel")
        self.verification.stepRequested.connect(self.set_step)
        self.verification_dock = self._dock(
            "verificationDock", self.verification, Qt.DockWidgetArea.LeftDockWidgetArea
        )
        self.strip = WallStrip(self.tiles)
        self.strip.setObjectName("wallStrip")
        self.strip.stepRequested.connect(self.set_step)
        self.strip.stepsRequested.connect(self.step_by)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.strip)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.strip_dock = self._dock("stripDock", scroll, Qt.DockWidgetArea.RightDockWidgetArea)
        self.analysis = AnalysisPanel(self.tiles, settings=self.settings)
        self.analysis.stepRequested.connect(self.set_step)
        self.analysis_dock = self._dock(
            "analysisDock", self.analysis, Qt.DockWidgetArea.LeftDockWidgetArea
        )
        self.tabifyDockWidget(self.verification_dock, self.analysis_dock)
        self.verification_dock.raise_()
        from yamaviewer.gui.review_panel import ReviewPanel

        self.review_panel = ReviewPanel()
        self.review_panel.stepRequested.connect(self.set_step)
        self.review_dock = self._dock(
            "reviewDock", self.review_panel, Qt.DockWidgetArea.RightDockWidgetArea
        )
        self.review_dock.hide()  # shown for a game opened with a Mortal review
        from yamaviewer.gui.result_panel import ResultPanel

        self.result_panel = ResultPanel(self.tiles, self.table)
        # The result panel first: it lies on the table, and a step that changes both
        # paints them once only when the panel is marked dirty first (see show_step).
        for view in (
            self.result_panel,
            self.table,
            self.hand_list,
            self.verification,
            self.strip,
            self.analysis,
            self.step_bar,
            self.status_label,
            self.review_panel,
        ):
            view.follow(self.navigation)
        self.navigation.gameChanged.connect(self._game_opened)
        self.resizeDocks([self.hand_dock, self.strip_dock], [250, 340], Qt.Orientation.Horizontal)
        self.resizeDocks(
            [self.hand_dock, self.verification_dock], [330, 300], Qt.Orientation.Vertical
        )
        self.statusBar().addPermanentWidget(self.status_label)

    def _dock(self, name: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget("", self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        self.addDockWidget(area, dock)
        return dock

    @property
    def docks(self) -> tuple[QDockWidget, ...]:
        """The viewer's side views, in the View menu's order."""
        return (
            self.hand_dock,
            self.verification_dock,
            self.analysis_dock,
            self.strip_dock,
            self.review_dock,
        )

    # -- translation ---------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        """Set every text of the window again (at start and on QEvent.LanguageChange)."""
        actions.retranslate_actions(self)
        self.pages.retranslate_ui()
        self.hand_dock.setWindowTitle(self.tr("Hands"))
        self.verification_dock.setWindowTitle(self.tr("Verification"))
        self.strip_dock.setWindowTitle(self.tr("Wall in draw order"))
        self.analysis_dock.setWindowTitle(self.tr("Analysis"))
        self.review_dock.setWindowTitle(self.tr("Mortal review"))
        self._update_title()
        if self.game is not None:
            self.verification.show_hand(self.game, self.hand_index)
            self.hand_list.viewport().update()
        self.table.update()
        self._update_enabled()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "help_menu"):
            self.retranslate_ui()
        super().changeEvent(event)

    def set_language(self, code: str) -> None:
        """Switch the interface language now ("" = the system's) and remember it."""
        app = QCoreApplication.instance()
        if app is not None:
            i18n.install_language(app, code or i18n.system_language())
        if self._persist:
            self.settings.set_language(code)
        self.language_actions[code].setChecked(True)

    # -- pages (pages.py declares them) -------------------------------------------------------
    @property
    def trainer(self) -> TrainerWidget | None:
        return self.pages.built(TRAINER)

    @property
    def library_panel(self) -> LibraryPanel | None:
        return self.pages.built(LIBRARY)

    @property
    def fairness_panel(self) -> FairnessPanel | None:
        return self.pages.built(FAIRNESS)

    @property
    def tournament_page(self) -> QWidget:
        """The Tournament tab (its seating page is built inside the first time it is shown)."""
        return self.pages.placeholder(TOURNAMENT)

    @property
    def tournament_index(self) -> int:
        return self.pages.index_of(TOURNAMENT)

    def show_trainer(self) -> TrainerWidget:
        """Bring the chinitsu trainer to the front (building it the first time)."""
        return self.pages.show_page(TRAINER)

    def show_library(self) -> LibraryPanel:
        """Bring the Library page to the front (building it the first time)."""
        return self.pages.show_page(LIBRARY)

    def show_viewer(self) -> None:
        self.pages.setCurrentIndex(0)

    def _page_changed(self, index: int) -> None:
        on_viewer = index == 0
        # The viewer's docks and stepping keys belong to the viewer page only.
        for dock in self.docks:
            if on_viewer:
                dock.setVisible(dock.property("wasVisible") is not False)
            else:
                dock.setProperty("wasVisible", dock.isVisible())
                dock.hide()
        for action in actions.viewer_actions(self):
            action.setEnabled(on_viewer)
        page = self.pages.current_spec()
        # A page with its own title (the trainer) has no use for the viewer's game line.
        self.statusBar().setVisible(page is None or not page.window_title)
        self._update_title()

    def _update_title(self) -> None:
        page = self.pages.current_spec()
        if page is not None and page.window_title:
            self.setWindowTitle(window_text(page.window_title))
        elif self.game is not None:
            self.setWindowTitle(f"{texts.core_text(self.game.title)} — yamaviewer")

    def _load_preferences(self, restore: bool) -> None:
        settings = self.settings
        reveal = settings.view_bool("reveal_wall", True)
        what_if = settings.view_bool("what_if", False)
        self._loading = True  # the toggles below must not save half-loaded options
        self.reveal_action.setChecked(reveal)
        self.what_if_action.setChecked(what_if)
        folder = settings.tile_folder()
        if folder and Path(folder).is_dir():
            try:
                self.tiles.set_folder(Path(folder))
            except OSError:
                self.tiles.set_folder(None)
        language = settings.language()
        self.language_actions.get(language, self.language_actions[""]).setChecked(True)
        if restore:
            geometry, state = settings.window_geometry(), settings.window_state()
            if geometry is not None:
                self.restoreGeometry(geometry)
            if state is not None:
                self.restoreState(state)
        self._loading = False
        self.options_changed()

    # -- opening games ---------------------------------------------------------------------
    def open_path(self, path: str | Path, hand: int = 0) -> bool:
        """Open a file; on failure show why and keep the current game. True on success."""
        path = Path(path)
        try:
            document = self.loader(path)
        except (ValueError, OSError) as error:
            message = str(error) or error.__class__.__name__
            if isinstance(error, OSError) and error.strerror:
                message = error.strerror
            self.show_error(
                self.tr("Cannot open file"),
                self.tr("Could not open %1:\n%2").replace("%1", path.name).replace("%2", message),
            )
            return False
        except Exception as error:  # a bug in a reader: report it, keep going
            self.show_error(
                self.tr("Cannot open file"),
                self.tr("Could not open %1 (unexpected error: %2).")
                .replace("%1", path.name)
                .replace("%2", str(error)),
                _traceback_text(),
            )
            return False
        read = document
        if document.review is not None:  # on the Library's verified copy of its game
            from yamaviewer.gui.review_panel import on_verified_replay

            document = on_verified_replay(document)
        if not document.hands:
            self.show_error(
                self.tr("Nothing to show"),
                self.tr("%1 contains no hands.").replace("%1", path.name),
            )
            return False
        self.open_game(OpenGame(document, path.name, "file", path=path), hand)
        self._remember_in_library(path, read.verdict.status if read.verdict else None)
        if self._persist:
            self.settings.add_recent_file(path)
            self.settings.set_last_folder(str(path.parent))
        return True

    def choose_file(self) -> None:
        from PySide6.QtWidgets import QFileDialog  # its type takes milliseconds to set up

        path, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Open a game log"), self.settings.last_folder(), self.tr(FILE_FILTER)
        )
        if path:
            self.open_path(path)

    def open_demo(self) -> None:
        self.open_game(demo_game())

    def open_game(self, game: OpenGame, hand: int = 0, seat: int | None = None) -> None:
        """Show ``game`` at ``hand``, all hands open or from ``seat`` (a link's tw=)."""
        self.navigation.set_game(game, hand, seat)

    def _game_opened(self, game: OpenGame | None) -> None:
        reviewed = game is not None and game.document.review is not None
        self.review_dock.setVisible(reviewed)
        self.review_dock.setProperty("wasVisible", reviewed)
        if reviewed:
            self.review_dock.raise_()
            self.resizeDocks(
                [self.strip_dock, self.review_dock], [260, 480], Qt.Orientation.Vertical
            )
        if game is not None:
            self._update_title()
        actions.label_seat_actions(self)
        actions.check_seat_action(self, self.navigation.options.view_seat)
        self._update_enabled()

    # -- the library and Tenhou links (yamaviewer.gui.library) ---------------------------
    def open_from_library(self, game: OpenGame) -> None:
        self.open_game(game)
        self.show_viewer()

    def fairness_report_of_library_selection(self) -> None:
        """Open the fairness lab on the library's selected games and start the report."""
        panel = self.pages.show_page(FAIRNESS)  # builds the lab the first time
        report = panel.report_page
        if report.running:
            return
        panel.tabs.setCurrentWidget(report)
        report.use_library_selection()
        if report.items:
            report.run()

    def open_url(self, text: str) -> bool:
        """Open a Tenhou link or log id: from the library, else downloaded in the background."""
        if self.url_opener is None:
            from yamaviewer.gui.library import UrlOpener

            self.url_opener = UrlOpener(self)
            self.url_opener.opened.connect(self._open_downloaded)
            self.url_opener.failed.connect(
                lambda message: self.show_error(self.tr("Cannot open the game"), message)
            )
        return self.url_opener.open(text)

    def _open_downloaded(self, game: OpenGame, seat: int | None, hand: int | None) -> None:
        self.open_game(game, hand or 0, seat)  # the link's tw= seat, for this game only
        self.show_viewer()
        self._show_library_problem()

    def _remember_in_library(self, path: Path, status: str | None) -> None:
        """Games opened are kept in the library with the viewer's verdict on them.

        A library problem never stops the viewer.
        """
        from yamaviewer.gui.library import store

        if not store.remember_file(path, status):
            self._show_library_problem()
        elif self.library_panel is not None:
            self.library_panel.refresh()  # the row (or its status) is new

    def _show_library_problem(self) -> None:
        from yamaviewer.gui.library import store

        if store.last_problem:
            self.statusBar().showMessage(store.last_problem, 10000)

    # -- stepping -------------------------------------------------------------------------------
    @property
    def game(self) -> OpenGame | None:
        return self.navigation.game

    @property
    def hand_index(self) -> int:
        return self.navigation.hand

    @property
    def step(self) -> int:
        return self.navigation.step

    @property
    def step_count(self) -> int:
        return self.navigation.step_count

    def set_hand(self, index: int) -> None:
        self.navigation.set_hand(index)

    def set_step(self, step: int) -> None:
        self.navigation.set_step(step)

    # Arrow keys and the wheel ask for steps; only the last one asked for is shown.
    def step_by(self, steps: int) -> None:
        """``steps`` on from the step last asked for (negative: back)."""
        self.navigation.request_step(self.navigation.requested_step + steps)

    def next_step(self) -> None:
        self.step_by(1)

    def previous_step(self) -> None:
        self.step_by(-1)

    def first_step(self) -> None:
        self.set_step(0)

    def last_step(self) -> None:
        self.set_step(self.step_count - 1)

    def next_hand(self) -> None:
        self.set_hand(self.hand_index + 1)

    def previous_hand(self) -> None:
        self.set_hand(self.hand_index - 1)

    def _update_enabled(self) -> None:
        """The game's own commands: the hash journal needs a Mahjong Soul record."""
        has_seed = bool(self.game is not None and self.game.document.game.shuffle_seed)
        self.commitment_action.setEnabled(True)
        self.journal_action.setEnabled(
            self.game is not None and self.game.document.majsoul_record is not None
        )
        self.commitment_action.setStatusTip(
            self.tr("Check the open game's seed against a published hash") if has_seed else ""
        )

    # -- view options -------------------------------------------------------------------------
    def seat_toggled(self, checked: bool) -> None:
        """A seat view chosen in the menu (one a game opened with is shown already)."""
        if checked and self._menu_seat() != self.navigation.options.view_seat:
            self.options_changed()

    def _menu_seat(self) -> int | None:
        checked = self.seat_group.checkedAction()
        seat = checked.data() if checked is not None else -1
        return None if seat is None or seat < 0 else int(seat)

    def options_changed(self) -> None:
        """The view menu's choices to the navigation (and the settings, once loaded)."""
        options = TableOptions(
            reveal_wall=self.reveal_action.isChecked(),
            view_seat=self._menu_seat(),
            what_if=self.what_if_action.isChecked(),
        )
        self.navigation.set_options(options)
        if self._persist and not self._loading:
            self.settings.set_view_bool("reveal_wall", options.reveal_wall)
            self.settings.set_view_bool("what_if", options.what_if)

    def choose_tile_folder(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        folder = QFileDialog.getExistingDirectory(
            self, self.tr("Folder of tile images (SVG or PNG)"), self.settings.tile_folder()
        )
        if folder:
            self.set_tile_folder(Path(folder))

    def set_tile_folder(self, folder: Path | None) -> None:
        """Use a folder of tile faces (named 1m.svg … 7z.svg, 0m for red fives, or Man1.svg …)."""
        if folder is not None:
            try:
                self.tiles.set_folder(folder)
            except OSError as error:
                self.show_error(self.tr("Tile images"), str(error))
                return
            assert self.tiles.folder is not None
            if len(self.tiles.folder) == 0:
                self.tiles.set_folder(None)
                self.show_error(
                    self.tr("Tile images"),
                    self.tr("%1 holds no SVG or PNG files.").replace("%1", str(folder)),
                )
                return
            if not self.tiles.folder.covers_all_tiles():
                self.statusBar().showMessage(
                    self.tr("Some tiles have no image in that folder; they are drawn built-in."),
                    8000,
                )
        else:
            self.tiles.set_folder(None)
        if self._persist:
            self.settings.set_tile_folder(str(folder) if folder is not None else "")
        self.table.update()
        self.strip.update()

    # -- dialogs --------------------------------------------------------------------------------
    def show_error(self, title: str, message: str, details: str = "") -> ErrorDialog:
        from yamaviewer.gui.dialogs.error import show_error  # only when something went wrong

        self.last_error = show_error(self, title, message, details)
        return self.last_error

    # -- window events ---------------------------------------------------------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        data = event.mimeData()
        local = data.hasUrls() and any(u.isLocalFile() for u in data.urls())
        if local or self._dropped_link(event) is not None:
            event.acceptProposedAction()

    @staticmethod
    def _dropped_link(event: QDragEnterEvent | QDropEvent) -> str | None:
        """A Tenhou link or log id dropped from a browser (not a local file)."""
        return actions.tenhou_link_in(event.mimeData())

    def dropEvent(self, event: QDropEvent) -> None:
        link = self._dropped_link(event)
        if link is not None and not any(u.isLocalFile() for u in event.mimeData().urls()):
            event.acceptProposedAction()
            QTimer.singleShot(0, lambda: self.open_url(link))
            return
        for url in event.mimeData().urls():
            if url.isLocalFile():
                event.acceptProposedAction()
                # Open after the drop returns, so the drag source is not kept waiting.
                path = url.toLocalFile()
                QTimer.singleShot(0, lambda p=path: self.open_path(p))
                return

    def closeEvent(self, event: QCloseEvent) -> None:
        trainer = self.trainer
        if trainer is not None and not trainer.confirm_close():
            event.ignore()  # answers that can be kept nowhere: the player chose to stay
            return
        self.pages.shutdown()
        if self._persist:
            self.settings.save_window(self.saveGeometry(), self.saveState())
            self.settings.sync()
        super().closeEvent(event)
