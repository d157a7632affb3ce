"""The main window: hand list, table, wall strip, verification, stepping."""

from __future__ import annotations

import traceback
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QByteArray, QSize, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QIcon,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QScrollArea,
    QSlider,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from yamaviewer.core.document import GameDocument, load_document
from yamaviewer.gui.dialogs.error import ErrorDialog, show_error
from yamaviewer.gui.hand_list import HandList
from yamaviewer.gui.scene import OpenGame, demo_game
from yamaviewer.gui.settings import Settings
from yamaviewer.gui.table_view import TableOptions, TableView
from yamaviewer.gui.tile_painter import TilePainter
from yamaviewer.gui.verification_panel import VerificationPanel
from yamaviewer.gui.wall_strip import WallStrip

FILE_FILTER = "Game logs (*.mjlog *.xml *.txt *.json);;All files (*)"


class MainWindow(QMainWindow):
    """The viewer.  ``loader`` turns a path into a GameDocument (pluggable for new formats)."""

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
        self.game: OpenGame | None = None
        self.hand_index = 0
        self.step = 0
        self.last_error: ErrorDialog | None = None
        self.current_dialog: QWidget | None = None
        self._persist = restore
        self._loading = True  # until the saved options are applied, nothing is saved
        self.setObjectName("mainWindow")
        self.setWindowTitle("yamaviewer")
        self.setAcceptDrops(True)
        self._build_views()
        self._build_actions()
        self._build_menus()
        self._load_preferences(restore)
        self._update_enabled()

    # -- construction --------------------------------------------------------------------
    def _build_views(self) -> None:
        self.table = TableView(self.tiles)
        self.table.setObjectName("tableView")
        self.table.stepRequested.connect(self.set_step)

        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.table, 1)
        layout.addWidget(self._build_step_bar())
        self.setCentralWidget(central)

        self.hand_list = HandList()
        self.hand_list.setObjectName("handList")
        self.hand_list.clicked.connect(lambda index: self.set_hand(index.row()))
        self.hand_list.activated.connect(lambda index: self.set_hand(index.row()))
        self.hand_dock = self._dock(self.tr("Hands"), "handsDock", self.hand_list,
                                    Qt.DockWidgetArea.LeftDockWidgetArea)
        self.verification = VerificationPanel()
        self.verification.setObjectName("verificationPanel")
        self.verification.stepRequested.connect(self.set_step)
        self.verification_dock = self._dock(self.tr("Verification"), "verificationDock",
                                            self.verification,
                                            Qt.DockWidgetArea.LeftDockWidgetArea)
        self.strip = WallStrip(self.tiles)
        self.strip.setObjectName("wallStrip")
        self.strip.stepRequested.connect(self.set_step)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.strip)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.strip_dock = self._dock(self.tr("Wall in draw order"), "stripDock", scroll,
                                     Qt.DockWidgetArea.RightDockWidgetArea)
        self.resizeDocks([self.hand_dock, self.strip_dock], [250, 340],
                         Qt.Orientation.Horizontal)
        self.resizeDocks([self.hand_dock, self.verification_dock], [330, 300],
                         Qt.Orientation.Vertical)
        self.status_label = QLabel()
        self.statusBar().addPermanentWidget(self.status_label)

    def _dock(self, title: str, name: str, widget: QWidget,
              area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetClosable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        self.addDockWidget(area, dock)
        return dock

    def _tool(self, icon: QStyle.StandardPixmap, tip: str) -> QToolButton:
        button = QToolButton()
        button.setIcon(self.style().standardIcon(icon))
        button.setToolTip(tip)
        button.setAccessibleName(tip)
        button.setAutoRaise(True)
        button.setIconSize(QSize(20, 20))
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return button

    def _build_step_bar(self) -> QWidget:
        bar = QWidget()
        bar.setObjectName("stepBar")
        row = QHBoxLayout(bar)
        row.setContentsMargins(8, 4, 8, 4)
        sp = QStyle.StandardPixmap
        self.prev_hand_button = self._tool(sp.SP_MediaSkipBackward, self.tr("Previous hand"))
        self.first_button = self._tool(sp.SP_ArrowLeft, self.tr("First step"))
        self.prev_button = self._tool(sp.SP_MediaSeekBackward, self.tr("Previous step"))
        self.next_button = self._tool(sp.SP_MediaSeekForward, self.tr("Next step"))
        self.last_button = self._tool(sp.SP_ArrowRight, self.tr("Last step"))
        self.next_hand_button = self._tool(sp.SP_MediaSkipForward, self.tr("Next hand"))
        self.prev_hand_button.clicked.connect(self.previous_hand)
        self.first_button.clicked.connect(self.first_step)
        self.prev_button.clicked.connect(self.previous_step)
        self.next_button.clicked.connect(self.next_step)
        self.last_button.clicked.connect(self.last_step)
        self.next_hand_button.clicked.connect(self.next_hand)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("stepSlider")
        self.slider.setAccessibleName(self.tr("Step"))
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.valueChanged.connect(self.set_step)
        self.step_label = QLabel()
        self.step_label.setObjectName("stepLabel")
        self.step_label.setMinimumWidth(300)
        for widget in (self.prev_hand_button, self.first_button, self.prev_button,
                       self.next_button, self.last_button, self.next_hand_button):
            row.addWidget(widget)
        row.addWidget(self.slider, 1)
        row.addWidget(self.step_label)
        return bar

    def _action(self, text: str, slot: Callable[[], object],
                shortcuts: list[QKeySequence] | QKeySequence.StandardKey | None = None,
                *, checkable: bool = False) -> QAction:
        action = QAction(text, self)
        if isinstance(shortcuts, QKeySequence.StandardKey) or shortcuts:
            action.setShortcuts(shortcuts)
        action.setCheckable(checkable)
        if checkable:
            action.toggled.connect(lambda _checked: self._call(slot))
        else:
            action.triggered.connect(lambda _checked=False: self._call(slot))
        self.addAction(action)
        return action

    @staticmethod
    def _call(slot: Callable[[], object]) -> None:
        slot()

    def _build_actions(self) -> None:
        key = QKeySequence
        self.open_action = self._action(self.tr("&Open…"), self.choose_file, key.StandardKey.Open)
        self.demo_action = self._action(self.tr("Open the &Demo Game"), self.open_demo)
        self.seed_action = self._action(self.tr("Browse a Tenhou &Seed…"), self.seed_dialog)
        self.arcade_action = self._action(self.tr("MJ &Arcade Wall…"), self.arcade_dialog)
        self.majsoul_action = self._action(self.tr("Mahjong &Soul Wall Hash…"),
                                           self.majsoul_dialog)
        self.commitment_action = self._action(self.tr("Tenhou &Pre-game Hash…"),
                                              self.commitment_dialog)
        self.quit_action = self._action(self.tr("&Quit"), self.close, key.StandardKey.Quit)

        self.next_action = self._action(self.tr("&Next Step"), self.next_step,
                                        [key(Qt.Key.Key_Right)])
        self.prev_action = self._action(self.tr("&Previous Step"), self.previous_step,
                                        [key(Qt.Key.Key_Left)])
        self.first_action = self._action(self.tr("&First Step"), self.first_step,
                                         [key(Qt.Key.Key_Home)])
        self.last_action = self._action(self.tr("&Last Step"), self.last_step,
                                        [key(Qt.Key.Key_End)])
        self.next_hand_action = self._action(
            self.tr("Next &Hand"), self.next_hand,
            [key(Qt.Key.Key_PageDown), key("Ctrl+Right")])
        self.prev_hand_action = self._action(
            self.tr("Previous H&and"), self.previous_hand,
            [key(Qt.Key.Key_PageUp), key("Ctrl+Left")])

        self.reveal_action = self._action(self.tr("&Reveal the Wall"), self._options_changed,
                                          [key("Ctrl+R")], checkable=True)
        self.what_if_action = self._action(self.tr("&What If Nobody Called"),
                                           self._options_changed, [key("Ctrl+W")],
                                           checkable=True)
        self.seat_group = QActionGroup(self)
        self.seat_actions: list[QAction] = []
        labels = [self.tr("&All Hands Open"), self.tr("Seat &1's View"),
                  self.tr("Seat &2's View"), self.tr("Seat &3's View"), self.tr("Seat &4's View")]
        for index, label in enumerate(labels):
            action = QAction(label, self)
            action.setCheckable(True)
            action.setData(index - 1)
            action.setShortcut(QKeySequence(f"Ctrl+{index}"))
            action.toggled.connect(self._seat_toggled)
            self.seat_group.addAction(action)
            self.addAction(action)
            self.seat_actions.append(action)
        self.seat_actions[0].setChecked(True)
        self.tile_folder_action = self._action(self.tr("Load Tile &Images…"),
                                               self.choose_tile_folder)
        self.builtin_tiles_action = self._action(self.tr("&Built-in Tiles"),
                                                 lambda: self.set_tile_folder(None))
        self.about_action = self._action(self.tr("&About yamaviewer"), self.about)

    def _build_menus(self) -> None:
        menu = self.menuBar()
        file_menu = menu.addMenu(self.tr("&File"))
        file_menu.addAction(self.open_action)
        self.recent_menu = file_menu.addMenu(self.tr("Open &Recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        file_menu.addAction(self.demo_action)
        file_menu.addSeparator()
        file_menu.addAction(self.seed_action)
        file_menu.addAction(self.arcade_action)
        file_menu.addAction(self.majsoul_action)
        file_menu.addAction(self.commitment_action)
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)

        view_menu = menu.addMenu(self.tr("&View"))
        for action in self.seat_actions:
            view_menu.addAction(action)
        view_menu.addSeparator()
        view_menu.addAction(self.reveal_action)
        view_menu.addAction(self.what_if_action)
        view_menu.addSeparator()
        tiles_menu = view_menu.addMenu(self.tr("&Tiles"))
        tiles_menu.addAction(self.builtin_tiles_action)
        tiles_menu.addAction(self.tile_folder_action)
        view_menu.addSeparator()
        for dock in (self.hand_dock, self.verification_dock, self.strip_dock):
            view_menu.addAction(dock.toggleViewAction())

        go_menu = menu.addMenu(self.tr("&Go"))
        for action in (self.prev_action, self.next_action, self.first_action, self.last_action):
            go_menu.addAction(action)
        go_menu.addSeparator()
        go_menu.addAction(self.prev_hand_action)
        go_menu.addAction(self.next_hand_action)

        help_menu = menu.addMenu(self.tr("&Help"))
        help_menu.addAction(self.about_action)

    def _load_preferences(self, restore: bool) -> None:
        settings = self.settings
        reveal = settings.view_bool("reveal_wall", True)
        what_if = settings.view_bool("what_if", False)
        seat = settings.view_seat()
        self._loading = True  # the toggles below must not save half-loaded options
        self.reveal_action.setChecked(reveal)
        self.what_if_action.setChecked(what_if)
        self.seat_actions[0 if seat is None else seat + 1].setChecked(True)
        folder = settings.tile_folder()
        if folder and Path(folder).is_dir():
            try:
                self.tiles.set_folder(Path(folder))
            except OSError:
                self.tiles.set_folder(None)
        if restore:
            geometry, state = settings.window_geometry(), settings.window_state()
            if geometry is not None:
                self.restoreGeometry(geometry)
            if state is not None:
                self.restoreState(state)
        self._loading = False
        self._options_changed()

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
            self.show_error(self.tr("Cannot open file"),
                            self.tr("Could not open %1:\n%2").replace("%1", path.name)
                            .replace("%2", message))
            return False
        except Exception as error:  # a bug in a reader: report it, keep going
            self.show_error(self.tr("Cannot open file"),
                            self.tr("Could not open %1 (unexpected error: %2).")
                            .replace("%1", path.name).replace("%2", str(error)),
                            traceback.format_exc())
            return False
        if not document.hands:
            self.show_error(self.tr("Nothing to show"),
                            self.tr("%1 contains no hands.").replace("%1", path.name))
            return False
        self.open_game(OpenGame(document, path.name, "file", path=path), hand)
        if self._persist:
            self.settings.add_recent_file(path)
            self.settings.set_last_folder(str(path.parent))
        return True

    def open_demo(self) -> None:
        self.open_game(demo_game())

    def open_game(self, game: OpenGame, hand: int = 0) -> None:
        self.game = game
        self.hand_list.set_game(game)
        self.setWindowTitle(f"{game.title} — yamaviewer")
        document = game.document
        verification = document.verification
        if verification is None:
            status = self.tr("not verified")
        else:
            status = {
                "verified": self.tr("all %1 hands verified").replace(
                    "%1", str(len(document.hands))),
                "mismatch": self.tr("%1 mismatches").replace(
                    "%1", str(len(verification.mismatches))),
            }.get(verification.status, verification.status)
        players = document.game.player_count
        self.status_label.setText(
            self.tr("%1 players · %2 hands · %3").replace("%1", str(players))
            .replace("%2", str(len(document.hands))).replace("%3", status))
        self.hand_index = -1
        self.set_hand(max(0, min(hand, game.hand_count - 1)))
        self._update_enabled()

    def choose_file(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Open a game log"), self.settings.last_folder(), self.tr(FILE_FILTER))
        if path:
            self.open_path(path)

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        files = self.settings.recent_files()
        if not files:
            action = self.recent_menu.addAction(self.tr("No recent files"))
            action.setEnabled(False)
            return
        for index, file in enumerate(files, start=1):
            action = self.recent_menu.addAction(f"&{index % 10}  {Path(file).name}")
            action.setToolTip(file)
            action.triggered.connect(lambda _checked=False, f=file: self.open_path(f))
        self.recent_menu.addSeparator()
        self.recent_menu.addAction(self.tr("Clear the List"), self.settings.clear_recent_files)

    # -- stepping -------------------------------------------------------------------------------
    @property
    def step_count(self) -> int:
        if self.game is None:
            return 0
        return len(self.game.scene(self.hand_index).replay.states)

    def set_hand(self, index: int) -> None:
        game = self.game
        if game is None or not 0 <= index < game.hand_count:
            return
        if index == self.hand_index:
            return
        self.hand_index = index
        scene = game.scene(index)
        self.step = 0
        self.slider.blockSignals(True)
        self.slider.setRange(0, len(scene.replay.states) - 1)
        self.slider.setValue(0)
        self.slider.blockSignals(False)
        self.table.set_scene(scene, 0)
        self.hand_list.select_hand(index)
        self.verification.show_hand(game, index)
        self._show_step()

    def set_step(self, step: int) -> None:
        if self.game is None:
            return
        step = max(0, min(step, self.step_count - 1))
        self.step = step
        if self.slider.value() != step:
            self.slider.blockSignals(True)
            self.slider.setValue(step)
            self.slider.blockSignals(False)
        self.table.set_step(step)
        self._show_step()

    def _show_step(self) -> None:
        game = self.game
        if game is None:
            return
        scene = game.scene(self.hand_index)
        state = scene.replay.state(self.step)
        text = self.tr("Step %1 / %2: %3").replace("%1", str(self.step)).replace(
            "%2", str(len(scene.replay.states) - 1)).replace("%3", state.description)
        if state.result and self.step == len(scene.replay.states) - 1:
            text += f" — {state.result}"
        self.step_label.setText(text)
        self.step_label.setToolTip(text)
        self.strip.set_scene(scene, self.step, self.what_if_action.isChecked())
        self._update_enabled()

    def next_step(self) -> None:
        self.set_step(self.step + 1)

    def previous_step(self) -> None:
        self.set_step(self.step - 1)

    def first_step(self) -> None:
        self.set_step(0)

    def last_step(self) -> None:
        self.set_step(self.step_count - 1)

    def next_hand(self) -> None:
        self.set_hand(self.hand_index + 1)

    def previous_hand(self) -> None:
        self.set_hand(self.hand_index - 1)

    def _update_enabled(self) -> None:
        has_game = self.game is not None
        last = self.step_count - 1
        hands = self.game.hand_count if self.game is not None else 0
        for widget, enabled in (
            (self.prev_button, has_game and self.step > 0),
            (self.first_button, has_game and self.step > 0),
            (self.next_button, has_game and self.step < last),
            (self.last_button, has_game and self.step < last),
            (self.prev_hand_button, has_game and self.hand_index > 0),
            (self.next_hand_button, has_game and self.hand_index < hands - 1),
        ):
            widget.setEnabled(enabled)
        self.slider.setEnabled(has_game)
        has_seed = bool(self.game is not None and self.game.document.game.shuffle_seed)
        self.commitment_action.setEnabled(True)
        self.commitment_action.setStatusTip(
            self.tr("Check the open game's seed against a published hash") if has_seed else "")

    def _seat_toggled(self, checked: bool) -> None:
        if checked:
            self._options_changed()

    # -- view options -------------------------------------------------------------------------
    def _options_changed(self) -> None:
        checked = self.seat_group.checkedAction()
        seat = checked.data() if checked is not None else -1
        options = TableOptions(
            reveal_wall=self.reveal_action.isChecked(),
            view_seat=None if seat is None or seat < 0 else int(seat),
            what_if=self.what_if_action.isChecked(),
        )
        self.table.set_options(options)
        if self.game is not None:
            self._show_step()
        if self._persist and not self._loading:
            self.settings.set_view_bool("reveal_wall", options.reveal_wall)
            self.settings.set_view_bool("what_if", options.what_if)
            self.settings.set_view_seat(options.view_seat)

    def choose_tile_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, self.tr("Folder of tile images (SVG or PNG)"), self.settings.tile_folder())
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
                self.show_error(self.tr("Tile images"),
                                self.tr("%1 holds no SVG or PNG files.").replace(
                                    "%1", str(folder)))
                return
            if not self.tiles.folder.covers_all_tiles():
                self.statusBar().showMessage(
                    self.tr("Some tiles have no image in that folder; they are drawn built-in."),
                    8000)
        else:
            self.tiles.set_folder(None)
        if self._persist:
            self.settings.set_tile_folder(str(folder) if folder is not None else "")
        self.table.update()
        self.strip.update()

    # -- dialogs --------------------------------------------------------------------------------
    def seed_dialog(self) -> None:
        from yamaviewer.gui.dialogs.seed_dialog import SeedDialog

        dialog = SeedDialog(self)
        dialog.gameReady.connect(self.open_game)
        dialog.open()
        self.current_dialog = dialog

    def arcade_dialog(self) -> None:
        from yamaviewer.gui.dialogs.arcade_dialog import ArcadeDialog

        dialog = ArcadeDialog(self)
        dialog.gameReady.connect(self.open_game)
        dialog.open()
        self.current_dialog = dialog

    def majsoul_dialog(self) -> None:
        from yamaviewer.gui.dialogs.majsoul_dialog import MajsoulDialog

        dialog = MajsoulDialog(self.tiles, self)
        dialog.open()
        self.current_dialog = dialog

    def commitment_dialog(self) -> None:
        from yamaviewer.gui.dialogs.commitment_dialog import CommitmentDialog

        game = self.game.document.game if self.game is not None else None
        dialog = CommitmentDialog(game, self)
        dialog.open()
        self.current_dialog = dialog

    def about(self) -> None:
        from yamaviewer import __version__

        QMessageBox.about(
            self, self.tr("About yamaviewer"),
            self.tr("<h3>yamaviewer %1</h3><p>Rebuilds riichi mahjong walls from published "
                    "seeds and shows whether every deal, draw and dora indicator of a real "
                    "game came from where it must.</p>").replace("%1", __version__))

    def show_error(self, title: str, message: str, details: str = "") -> ErrorDialog:
        self.last_error = show_error(self, title, message, details)
        return self.last_error

    # -- window events ---------------------------------------------------------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasUrls() and any(u.isLocalFile() for u in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        for url in event.mimeData().urls():
            if url.isLocalFile():
                event.acceptProposedAction()
                # Open after the drop returns, so the drag source is not kept waiting.
                path = url.toLocalFile()
                QTimer.singleShot(0, lambda p=path: self.open_path(p))
                return

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._persist:
            self.settings.save_window(self.saveGeometry(), self.saveState())
            self.settings.sync()
        super().closeEvent(event)

    def set_app_icon(self, icon: QIcon) -> None:
        self.setWindowIcon(icon)

    def saved_state(self) -> QByteArray:
        return self.saveState()
