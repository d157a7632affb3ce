"""The main window: hand list, table, wall strip, verification, stepping."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QByteArray,
    QCoreApplication,
    QEvent,
    QSize,
    Qt,
    QTimer,
)
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
    QComboBox,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QScrollArea,
    QSizePolicy,
    QSlider,
    QStyle,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from yamaviewer.core.replay.document import GameDocument, load_document
from yamaviewer.core.replay.presentation import OpenGame, demo_game
from yamaviewer.gui import i18n, texts
from yamaviewer.gui.analysis.panel import AnalysisPanel
from yamaviewer.gui.hand_list import HandList
from yamaviewer.gui.navigation import Navigation
from yamaviewer.gui.settings import Settings
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
    QT_TRANSLATE_NOOP("MainWindow", "Game logs (*.mjlog *.xml *.txt *.json);;All files (*)")
)
#: Autoplay: milliseconds a step at 1×, and the speeds offered.
AUTOPLAY_INTERVAL_MS = 700
AUTOPLAY_SPEEDS = (0.5, 1.0, 2.0, 4.0)
#: Extra ticks autoplay waits on a result step.
AUTOPLAY_RESULT_TICKS = 4


def _traceback_text() -> str:
    """The exception being handled, as Python prints it (``traceback`` loads when needed)."""
    import traceback

    return traceback.format_exc()


def _key_text(key: Qt.Key) -> str:
    """A key as the platform names it (Qt translates the names), arrows as arrows."""
    arrows = {Qt.Key.Key_Left: "←", Qt.Key.Key_Right: "→"}
    if key in arrows:
        return arrows[key]
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)


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
        #: The game, hand, step and view options every view follows.
        self.navigation = Navigation(self)
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
        self.retranslate_ui()
        self._load_preferences(restore)
        self._update_enabled()

    # -- construction --------------------------------------------------------------------
    def _build_views(self) -> None:
        self.table = TableView(self.tiles)
        self.table.setObjectName("tableView")
        self.table.stepRequested.connect(self.set_step)

        viewer = QWidget()
        viewer.setObjectName("viewerPage")
        layout = QVBoxLayout(viewer)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.table, 1)
        layout.addWidget(self._build_step_bar())
        # The trainer page is built the first time it is shown: its tables and
        # history are not needed to see a wall, so start-up does not pay for them.
        self.trainer: TrainerWidget | None = None
        self.trainer_page = QWidget()
        self.trainer_page.setObjectName("trainerPage")
        QVBoxLayout(self.trainer_page).setContentsMargins(0, 0, 0, 0)
        self.pages = QTabWidget()
        self.pages.setObjectName("pages")
        self.pages.setDocumentMode(True)
        self.pages.addTab(viewer, "")
        self.pages.addTab(self.trainer_page, "")
        # The library page, like the trainer, is built the first time it is shown.
        self.library_panel: LibraryPanel | None = None
        self.url_opener: UrlOpener | None = None
        self.library_page = QWidget()
        self.library_page.setObjectName("libraryPage")
        QVBoxLayout(self.library_page).setContentsMargins(0, 0, 0, 0)
        self.pages.addTab(self.library_page, "")
        # The fairness lab (index 3), also built the first time it is shown.
        self.fairness_panel: FairnessPanel | None = None
        self.fairness_page = QWidget()
        self.fairness_page.setObjectName("fairnessPage")
        QVBoxLayout(self.fairness_page).setContentsMargins(0, 0, 0, 0)
        self.pages.addTab(self.fairness_page, "")
        # The Tournament tab (seating), built the first time it is shown.
        self.tournament_page = QWidget()
        self.tournament_page.setObjectName("tournamentTab")
        self.tournament_layout = QVBoxLayout(self.tournament_page)
        self.tournament_layout.setContentsMargins(0, 0, 0, 0)
        self.tournament_index = self.pages.addTab(self.tournament_page, "")
        self.pages.currentChanged.connect(self._page_changed)
        self.setCentralWidget(self.pages)

        self.hand_list = HandList()
        self.hand_list.setObjectName("handList")
        self.hand_list.clicked.connect(lambda index: self.set_hand(index.row()))
        self.hand_list.activated.connect(lambda index: self.set_hand(index.row()))
        self.hand_dock = self._dock(
            "", "handsDock", self.hand_list, Qt.DockWidgetArea.LeftDockWidgetArea
        )
        self.verification = VerificationPanel()
        self.verification.setObjectName("verificationPanel")
        self.verification.stepRequested.connect(self.set_step)
        self.verification_dock = self._dock(
            "", "verificationDock", self.verification, Qt.DockWidgetArea.LeftDockWidgetArea
        )
        self.strip = WallStrip(self.tiles)
        self.strip.setObjectName("wallStrip")
        self.strip.stepRequested.connect(self.set_step)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.strip)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.strip_dock = self._dock("", "stripDock", scroll, Qt.DockWidgetArea.RightDockWidgetArea)
        self.analysis = AnalysisPanel(self.tiles)
        self.analysis.stepRequested.connect(self.set_step)
        self.analysis_dock = self._dock(
            "", "analysisDock", self.analysis, Qt.DockWidgetArea.LeftDockWidgetArea
        )
        self.tabifyDockWidget(self.verification_dock, self.analysis_dock)
        self.verification_dock.raise_()
        from yamaviewer.gui.result_panel import ResultPanel

        self.result_panel = ResultPanel(self.tiles, self.table)
        for view in (
            self.table,
            self.hand_list,
            self.verification,
            self.strip,
            self.analysis,
            self.result_panel,
        ):
            view.follow(self.navigation)
        self.navigation.gameChanged.connect(self._game_opened)
        self.navigation.moved.connect(self._show_step)
        self.resizeDocks([self.hand_dock, self.strip_dock], [250, 340], Qt.Orientation.Horizontal)
        self.resizeDocks(
            [self.hand_dock, self.verification_dock], [330, 300], Qt.Orientation.Vertical
        )
        self.status_label = QLabel()
        self.statusBar().addPermanentWidget(self.status_label)

    def _dock(self, title: str, name: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        self.addDockWidget(area, dock)
        return dock

    def _tool(self, icon: QStyle.StandardPixmap) -> QToolButton:
        button = QToolButton()
        button.setIcon(self.style().standardIcon(icon))
        button.setProperty("standardIcon", int(icon.value))  # which icon, for tests
        button.setAutoRaise(True)
        button.setIconSize(QSize(20, 20))
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return button

    def _build_step_bar(self) -> QWidget:
        """Buttons, autoplay and slider on one row, the step in words on the next.

        Icons follow media players: a single arrow steps once, a double arrow
        goes to the first or last step, a bar with arrows to another hand.  The
        words have their own row, so a long step never squeezes the slider.
        """
        bar = QWidget()
        bar.setObjectName("stepBar")
        column = QVBoxLayout(bar)
        column.setContentsMargins(8, 4, 8, 4)
        column.setSpacing(2)
        row = QHBoxLayout()
        sp = QStyle.StandardPixmap
        self.prev_hand_button = self._tool(sp.SP_MediaSkipBackward)
        self.first_button = self._tool(sp.SP_MediaSeekBackward)
        self.prev_button = self._tool(sp.SP_ArrowLeft)
        self.play_button = self._tool(sp.SP_MediaPlay)
        self.play_button.setObjectName("playButton")
        self.play_button.setCheckable(True)
        self.next_button = self._tool(sp.SP_ArrowRight)
        self.last_button = self._tool(sp.SP_MediaSeekForward)
        self.next_hand_button = self._tool(sp.SP_MediaSkipForward)
        self.prev_hand_button.clicked.connect(self.previous_hand)
        self.first_button.clicked.connect(self.first_step)
        self.prev_button.clicked.connect(self.previous_step)
        self.play_button.toggled.connect(self.set_playing)
        self.next_button.clicked.connect(self.next_step)
        self.last_button.clicked.connect(self.last_step)
        self.next_hand_button.clicked.connect(self.next_hand)
        self.speed_box = QComboBox()
        self.speed_box.setObjectName("speedBox")
        self.speed_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for speed in AUTOPLAY_SPEEDS:
            self.speed_box.addItem(f"{speed:g}×", speed)
        self.speed_box.setCurrentIndex(AUTOPLAY_SPEEDS.index(1.0))
        self.speed_box.currentIndexChanged.connect(lambda _index: self._restart_timer())
        self._result_ticks = 0
        self.play_timer = QTimer(self)
        self.play_timer.setObjectName("playTimer")
        self.play_timer.timeout.connect(self.autoplay_tick)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("stepSlider")
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.setMinimumWidth(120)
        self.slider.valueChanged.connect(self.set_step)
        self.step_count_label = QLabel()
        self.step_count_label.setObjectName("stepCountLabel")
        self.step_label = QLabel()
        self.step_label.setObjectName("stepLabel")
        # Ignored width: a long step text is elided, never pushing the slider aside.
        self.step_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        for widget in (
            self.prev_hand_button,
            self.first_button,
            self.prev_button,
            self.play_button,
            self.next_button,
            self.last_button,
            self.next_hand_button,
            self.speed_box,
        ):
            row.addWidget(widget)
        row.addWidget(self.slider, 1)
        row.addWidget(self.step_count_label)
        column.addLayout(row)
        column.addWidget(self.step_label)
        return bar

    # -- autoplay --------------------------------------------------------------------------
    def set_playing(self, playing: bool) -> None:
        """Start or stop stepping by itself (on to the next hand; stops after the last)."""
        if self.play_button.isChecked() != playing:
            self.play_button.setChecked(playing)  # comes back here through toggled
            return
        sp = QStyle.StandardPixmap
        self.play_button.setIcon(
            self.style().standardIcon(sp.SP_MediaPause if playing else sp.SP_MediaPlay)
        )
        self._retranslate_play()
        if playing and self.game is not None:
            self._restart_timer()
        else:
            self.play_timer.stop()
            if playing:
                self.play_button.setChecked(False)

    def _restart_timer(self) -> None:
        speed = self.speed_box.currentData() or 1.0
        self.play_timer.setInterval(round(AUTOPLAY_INTERVAL_MS / float(speed)))
        if self.play_button.isChecked():
            self.play_timer.start()

    def autoplay_tick(self) -> None:
        """One autoplay step: the next step, else the next hand, else stop.

        A result stays up for AUTOPLAY_RESULT_TICKS ticks, time to read it.
        """
        scene = self.navigation.scene
        at_result = scene is not None and scene.replay.state(self.step).deltas is not None
        if at_result and self._result_ticks < AUTOPLAY_RESULT_TICKS:
            self._result_ticks += 1
            return
        self._result_ticks = 0
        if self.game is None:
            self.set_playing(False)
        elif self.step < self.step_count - 1:
            self.next_step()
        elif self.hand_index < self.game.hand_count - 1:
            self.next_hand()
        else:
            self.set_playing(False)

    def _retranslate_play(self) -> None:
        tip = self.tr("Pause") if self.play_button.isChecked() else self.tr("Play")
        self.play_button.setToolTip(f"{tip} <code>{_key_text(Qt.Key.Key_Space)}</code>")
        self.play_button.setAccessibleName(tip)

    def _action(
        self,
        text: str,
        slot: Callable[[], object],
        shortcuts: list[QKeySequence] | QKeySequence.StandardKey | None = None,
        *,
        checkable: bool = False,
    ) -> QAction:
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
        self.open_action = self._action("", self.choose_file, key.StandardKey.Open)
        self.open_url_action = self._action("", self.open_url_dialog, [key("Ctrl+L")])
        self.library_action = self._action("", self.show_library, [key("Ctrl+Shift+L")])
        self.demo_action = self._action("", self.open_demo)
        self.seed_action = self._action("", self.seed_dialog)
        self.arcade_action = self._action("", self.arcade_dialog)
        self.majsoul_action = self._action("", self.majsoul_dialog)
        self.journal_action = self._action("", self.journal_dialog)
        self.commitment_action = self._action("", self.commitment_dialog)
        self.quit_action = self._action("", self.close, key.StandardKey.Quit)
        self.ev_action = self._action("", self.ev_dialog)

        self.next_action = self._action("", self.next_step, [key(Qt.Key.Key_Right)])
        self.prev_action = self._action("", self.previous_step, [key(Qt.Key.Key_Left)])
        self.first_action = self._action("", self.first_step, [key(Qt.Key.Key_Home)])
        self.last_action = self._action("", self.last_step, [key(Qt.Key.Key_End)])
        self.play_action = self._action(
            "", lambda: self.set_playing(not self.play_button.isChecked()), [key(Qt.Key.Key_Space)]
        )
        self.next_hand_action = self._action(
            "", self.next_hand, [key(Qt.Key.Key_PageDown), key("Ctrl+Right")]
        )
        self.prev_hand_action = self._action(
            "", self.previous_hand, [key(Qt.Key.Key_PageUp), key("Ctrl+Left")]
        )

        self.reveal_action = self._action(
            "", self._options_changed, [key("Ctrl+R")], checkable=True
        )
        self.what_if_action = self._action(
            "", self._options_changed, [key("Ctrl+W")], checkable=True
        )
        self.seat_group = QActionGroup(self)
        self.seat_actions: list[QAction] = []
        for index in range(5):
            action = QAction(self)
            action.setCheckable(True)
            action.setData(index - 1)
            action.setShortcut(QKeySequence(f"Ctrl+{index}"))
            action.toggled.connect(self._seat_toggled)
            self.seat_group.addAction(action)
            self.addAction(action)
            self.seat_actions.append(action)
        self.seat_actions[0].setChecked(True)
        self.tile_folder_action = self._action("", self.choose_tile_folder)
        self.builtin_tiles_action = self._action("", lambda: self.set_tile_folder(None))
        self.about_action = self._action("", self.about)
        self.trainer_action = self._action("", self.show_trainer, [key("Ctrl+T")])
        self.viewer_action = self._action("", self.show_viewer, [key("Ctrl+Shift+T")])
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code in ("", *i18n.LANGUAGE_NAMES):
            action = QAction(self)
            action.setCheckable(True)
            action.setData(code)
            action.triggered.connect(lambda _checked=False, c=code: self.set_language(c))
            self.language_group.addAction(action)
            self.language_actions[code] = action

    def _build_menus(self) -> None:
        menu = self.menuBar()
        self.file_menu = file_menu = menu.addMenu("")
        file_menu.addAction(self.open_action)
        file_menu.addAction(self.open_url_action)
        self.recent_menu = file_menu.addMenu("")
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        file_menu.addAction(self.demo_action)
        file_menu.addSeparator()
        file_menu.addAction(self.seed_action)
        file_menu.addAction(self.arcade_action)
        file_menu.addAction(self.majsoul_action)
        file_menu.addAction(self.journal_action)
        file_menu.addAction(self.commitment_action)
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)

        self.view_menu = view_menu = menu.addMenu("")
        view_menu.addAction(self.viewer_action)
        view_menu.addAction(self.trainer_action)
        view_menu.addAction(self.library_action)
        view_menu.addSeparator()
        for action in self.seat_actions:
            view_menu.addAction(action)
        view_menu.addSeparator()
        view_menu.addAction(self.reveal_action)
        view_menu.addAction(self.what_if_action)
        view_menu.addSeparator()
        self.tiles_menu = tiles_menu = view_menu.addMenu("")
        tiles_menu.addAction(self.builtin_tiles_action)
        tiles_menu.addAction(self.tile_folder_action)
        view_menu.addSeparator()
        for dock in (self.hand_dock, self.verification_dock, self.analysis_dock, self.strip_dock):
            view_menu.addAction(dock.toggleViewAction())
        view_menu.addSeparator()
        self.language_menu = view_menu.addMenu("")
        for action in self.language_actions.values():
            self.language_menu.addAction(action)

        self.go_menu = go_menu = menu.addMenu("")
        for action in (
            self.prev_action,
            self.next_action,
            self.first_action,
            self.last_action,
            self.play_action,
        ):
            go_menu.addAction(action)
        go_menu.addSeparator()
        go_menu.addAction(self.prev_hand_action)
        go_menu.addAction(self.next_hand_action)

        self.tools_menu = menu.addMenu("")
        self.tools_menu.addAction(self.ev_action)
        self.help_menu = help_menu = menu.addMenu("")
        help_menu.addAction(self.about_action)

    # -- translation ---------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        """Set every text of the window again (at start and on QEvent.LanguageChange)."""
        self.file_menu.setTitle(self.tr("&File"))
        self.recent_menu.setTitle(self.tr("Open &Recent"))
        self.view_menu.setTitle(self.tr("&View"))
        self.tiles_menu.setTitle(self.tr("&Tiles"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.go_menu.setTitle(self.tr("&Go"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.open_action.setText(self.tr("&Open…"))
        self.open_url_action.setText(self.tr("Open &URL…"))
        self.library_action.setText(self.tr("&Library"))
        self.demo_action.setText(self.tr("Open the &Demo Game"))
        self.seed_action.setText(self.tr("Browse a Tenhou &Seed…"))
        self.arcade_action.setText(self.tr("MJ &Arcade Wall…"))
        self.majsoul_action.setText(self.tr("Mahjong &Soul Wall Hash…"))
        self.journal_action.setText(self.tr("Check Mahjong Soul Record Against a Hash &Journal…"))
        self.commitment_action.setText(self.tr("Tenhou &Pre-game Hash…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.next_action.setText(self.tr("&Next Step"))
        self.prev_action.setText(self.tr("&Previous Step"))
        self.first_action.setText(self.tr("&First Step"))
        self.last_action.setText(self.tr("&Last Step"))
        self.play_action.setText(self.tr("&Play / Pause"))
        self.next_hand_action.setText(self.tr("Next &Hand"))
        self.prev_hand_action.setText(self.tr("Previous H&and"))
        self.reveal_action.setText(self.tr("&Reveal the Wall"))
        self.what_if_action.setText(self.tr("&What If Nobody Called"))
        self._label_seat_actions()
        self.tile_folder_action.setText(self.tr("Load Tile &Images…"))
        self.builtin_tiles_action.setText(self.tr("&Built-in Tiles"))
        self.about_action.setText(self.tr("&About yamaviewer"))
        self.viewer_action.setText(self.tr("&Wall Viewer"))
        self.trainer_action.setText(self.tr("&Chinitsu Trainer"))
        self.language_actions[""].setText(self.tr("System Default"))
        for code, name in i18n.LANGUAGE_NAMES.items():
            self.language_actions[code].setText(name)
        self.pages.setTabText(0, self.tr("Wall viewer"))
        self.pages.setTabText(1, self.tr("Chinitsu trainer"))
        self.pages.setTabText(2, self.tr("Library"))
        self.pages.setTabText(3, self.tr("Fairness"))
        self.pages.setTabText(self.tournament_index, self.tr("Tournament"))
        self.hand_dock.setWindowTitle(self.tr("Hands"))
        self.verification_dock.setWindowTitle(self.tr("Verification"))
        self.strip_dock.setWindowTitle(self.tr("Wall in draw order"))
        self._update_title()
        self.analysis_dock.setWindowTitle(self.tr("Analysis"))
        self.tools_menu.setTitle(self.tr("&Tools"))
        self.ev_action.setText(self.tr("Tsumo Odds / Double-Riichi &EV…"))
        key = Qt.Key
        for button, tip, shortcut in (
            (self.prev_hand_button, self.tr("Previous hand"), key.Key_PageUp),
            (self.first_button, self.tr("First step of the hand"), key.Key_Home),
            (self.prev_button, self.tr("Previous step"), key.Key_Left),
            (self.next_button, self.tr("Next step"), key.Key_Right),
            (self.last_button, self.tr("Last step of the hand"), key.Key_End),
            (self.next_hand_button, self.tr("Next hand"), key.Key_PageDown),
        ):
            text = f"{tip} <code>{_key_text(shortcut)}</code>"  # a key name, as on the key
            button.setToolTip(text)
            button.setAccessibleName(tip)
        self._retranslate_play()
        self.speed_box.setToolTip(self.tr("Autoplay speed"))
        self.speed_box.setAccessibleName(self.tr("Autoplay speed"))
        self.slider.setAccessibleName(self.tr("Step"))
        if self.game is not None:
            self._show_status()
            self._show_step()
            self.verification.show_hand(self.game, self.hand_index)
            self.hand_list.viewport().update()
        self.table.update()
        self._update_enabled()

    def _label_seat_actions(self) -> None:
        """Seat views numbered 1-4 (as everywhere a seat number shows), with the player's name."""
        seat_labels = (
            self.tr("&All Hands Open"),
            self.tr("Seat &1's View"),
            self.tr("Seat &2's View"),
            self.tr("Seat &3's View"),
            self.tr("Seat &4's View"),
        )
        names = self.game.document.game.player_names if self.game is not None else []
        players = self.game.document.game.player_count if self.game is not None else 4
        for index, (action, label) in enumerate(zip(self.seat_actions, seat_labels)):
            seat = index - 1
            name = texts.core_text(names[seat]) if 0 <= seat < len(names) else ""
            action.setText(f"{label}  ({name})" if name else label)
            action.setVisible(seat < players)

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

    # -- pages -------------------------------------------------------------------------------
    def show_trainer(self) -> TrainerWidget:
        """Bring the chinitsu trainer to the front (building it the first time)."""
        self.pages.setCurrentIndex(1)
        assert self.trainer is not None
        return self.trainer

    def show_viewer(self) -> None:
        self.pages.setCurrentIndex(0)

    def _page_changed(self, index: int) -> None:
        on_viewer = index == 0
        if index == 2 and self.library_panel is None:
            self._build_library_page()
        if index == 3 and self.fairness_panel is None:
            from yamaviewer.gui.fairness import build_fairness_page

            self.fairness_panel = build_fairness_page(self)
        if index == self.tournament_index and self.tournament_layout.count() == 0:
            from yamaviewer.gui.tournament import TournamentPage

            self.tournament_layout.addWidget(TournamentPage(self.tournament_page))
        if index == 1 and self.trainer is None:
            from yamaviewer.gui.trainer import TrainerWidget

            self.trainer = TrainerWidget(
                self.trainer_page, tile_painter=self.tiles, settings=self.settings.store
            )
            layout = self.trainer_page.layout()
            assert layout is not None
            layout.addWidget(self.trainer)
            self.trainer.show()  # added to a page that is already visible
        # The viewer's docks and stepping keys belong to the viewer page only.
        for dock in (self.hand_dock, self.verification_dock, self.analysis_dock, self.strip_dock):
            if on_viewer:
                dock.setVisible(dock.property("wasVisible") is not False)
            else:
                dock.setProperty("wasVisible", dock.isVisible())
                dock.hide()
        for action in (
            self.next_action,
            self.prev_action,
            self.first_action,
            self.last_action,
            self.play_action,
            self.next_hand_action,
            self.prev_hand_action,
            *self.seat_actions,
            self.reveal_action,
            self.what_if_action,
        ):
            action.setEnabled(on_viewer)
        if index == 1 and self.trainer is not None:
            self.trainer.focus_quiz()
        self.statusBar().setVisible(index != 1)  # the viewer's game line, not the trainer's
        self._update_title()

    def _update_title(self) -> None:
        if self.pages.currentIndex() == 1:
            self.setWindowTitle(self.tr("Chinitsu trainer — yamaviewer"))
        elif self.game is not None:
            self.setWindowTitle(f"{texts.core_text(self.game.title)} — yamaviewer")

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
        language = settings.language()
        self.language_actions.get(language, self.language_actions[""]).setChecked(True)
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
        if not document.hands:
            self.show_error(
                self.tr("Nothing to show"),
                self.tr("%1 contains no hands.").replace("%1", path.name),
            )
            return False
        self.open_game(OpenGame(document, path.name, "file", path=path), hand)
        self._remember_in_library(path)
        if self._persist:
            self.settings.add_recent_file(path)
            self.settings.set_last_folder(str(path.parent))
        return True

    # -- the library and Tenhou links (yamaviewer.gui.library) ---------------------------
    def _build_library_page(self) -> None:
        from yamaviewer.gui.library import LibraryPanel

        self.library_panel = LibraryPanel(self.library_page)
        self.library_panel.gameRequested.connect(self._open_from_library)
        self.library_panel.fairnessRequested.connect(self.fairness_report_of_library_selection)
        layout = self.library_page.layout()
        assert layout is not None
        layout.addWidget(self.library_panel)
        self.library_panel.show()

    def fairness_report_of_library_selection(self) -> None:
        """Open the fairness lab on the library's selected games and start the report."""
        self.pages.setCurrentIndex(3)  # builds the lab the first time
        panel = self.fairness_panel
        assert panel is not None
        report = panel.report_page
        if report.running:
            return
        panel.tabs.setCurrentWidget(report)
        report.use_library_selection()
        if report.items:
            report.run()

    def show_library(self) -> LibraryPanel:
        """Bring the Library page to the front (building it the first time)."""
        self.pages.setCurrentIndex(2)
        assert self.library_panel is not None
        return self.library_panel

    def _open_from_library(self, game: OpenGame) -> None:
        self.open_game(game)
        self.show_viewer()

    def open_url_dialog(self) -> None:
        from yamaviewer.gui.library import OpenUrlDialog

        dialog = OpenUrlDialog(self)
        dialog.urlChosen.connect(self.open_url)
        dialog.open()
        self.current_dialog = dialog

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
        self.open_game(game, hand or 0)
        self.show_viewer()
        if seat is not None and seat < game.document.game.player_count:
            self.seat_actions[seat + 1].setChecked(True)  # the link's tw= seat
        from yamaviewer.gui.library import store

        if store.last_problem:
            self.statusBar().showMessage(store.last_problem, 10000)

    def _remember_in_library(self, path: Path) -> None:
        """Games opened are kept in the library; a library problem never stops the viewer."""
        from yamaviewer.gui.library import store

        if not store.remember_file(path) and store.last_problem:
            self.statusBar().showMessage(store.last_problem, 10000)

    def open_demo(self) -> None:
        self.open_game(demo_game())

    def open_game(self, game: OpenGame, hand: int = 0) -> None:
        self.navigation.set_game(game, hand)

    def _game_opened(self, game: OpenGame | None) -> None:
        if game is not None:
            self._update_title()
        self._label_seat_actions()
        self._show_status()

    def _show_status(self) -> None:
        if self.game is None:
            return
        document = self.game.document
        verification = document.verification
        hands = len(document.hands)
        if self.game.source in ("demo", "seed", "arcade"):
            status = self.tr("preview, not verified")
        elif verification is None:
            status = self.tr("not verified")
        else:
            mismatches = len(verification.mismatches)
            status = {
                "verified": texts.plural(self.tr("all %n hand(s) verified"), hands),
                "mismatch": texts.plural(self.tr("%n mismatch(es)"), mismatches),
            }.get(verification.status, verification.status)
        players = document.game.player_count
        self.status_label.setText(
            self.tr("%1 players · %2 · %3")
            .replace("%1", str(players))
            .replace("%2", texts.plural(self.tr("%n hand(s)"), hands))
            .replace("%3", status)
        )

    def choose_file(self) -> None:
        from PySide6.QtWidgets import QFileDialog  # its type takes milliseconds to set up

        path, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Open a game log"), self.settings.last_folder(), self.tr(FILE_FILTER)
        )
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

    def _show_step(self) -> None:
        """The step bar: slider, step text and buttons, for where the navigation stands."""
        scene = self.navigation.scene
        if scene is None:
            self._update_enabled()
            return
        self.slider.blockSignals(True)
        self.slider.setRange(0, len(scene.replay.states) - 1)
        self.slider.setValue(self.step)
        self.slider.blockSignals(False)
        replay = scene.replay
        hand = replay.hand
        event = hand.events[self.step - 1] if 0 < self.step <= len(hand.events) else None
        self.step_count_label.setText(
            self.tr("Step %1 / %2")
            .replace("%1", str(self.step))
            .replace("%2", str(len(replay.states) - 1))
        )
        text = texts.event_text(event, hand, lambda seat: texts.seat_text(scene, seat))
        self.step_label.setText(text)
        self.step_label.setToolTip(text)
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
        self.journal_action.setEnabled(
            self.game is not None and self.game.document.majsoul_record is not None
        )
        self.commitment_action.setStatusTip(
            self.tr("Check the open game's seed against a published hash") if has_seed else ""
        )

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
        self.navigation.set_options(options)
        if self._persist and not self._loading:
            self.settings.set_view_bool("reveal_wall", options.reveal_wall)
            self.settings.set_view_bool("what_if", options.what_if)
            self.settings.set_view_seat(options.view_seat)

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

    def journal_dialog(self) -> None:
        """Check the open Mahjong Soul record against hashes copied during play."""
        from yamaviewer.gui.dialogs.journal_dialog import JournalDialog

        if self.game is None or self.game.document.majsoul_record is None:
            return
        dialog = JournalDialog(self.game.document, self)
        dialog.checked.connect(lambda: self.verification.show_hand(self.game, self.hand_index))
        dialog.open()
        self.current_dialog = dialog

    def commitment_dialog(self) -> None:
        from yamaviewer.gui.dialogs.commitment_dialog import CommitmentDialog

        game = self.game.document.game if self.game is not None else None
        dialog = CommitmentDialog(game, self)
        dialog.open()
        self.current_dialog = dialog

    def ev_dialog(self) -> None:
        from yamaviewer.gui.analysis.ev_dialog import EvDialog

        dialog = EvDialog(self)
        dialog.open()
        self.current_dialog = dialog

    def about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        from yamaviewer import __version__

        QMessageBox.about(
            self,
            self.tr("About yamaviewer"),
            self.tr(
                "<h3>yamaviewer %1</h3><p>Rebuilds riichi mahjong walls from published "
                "seeds and shows whether every deal, draw and dora indicator of a real "
                "game came from where it must.</p>"
            ).replace("%1", __version__),
        )

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
        from yamaviewer.core.library.tenhou_ids import looks_like_log_reference

        data = event.mimeData()
        candidates = [u.toString() for u in data.urls() if not u.isLocalFile()]
        if data.hasText():
            candidates.append(data.text().strip())
        return next((c for c in candidates if looks_like_log_reference(c)), None)

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
        if self.trainer is not None and not self.trainer.confirm_close():
            event.ignore()  # answers that can be kept nowhere: the player chose to stay
            return
        if self.trainer is not None:
            self.trainer.shutdown()
        if self.library_panel is not None:
            self.library_panel.shutdown()
        if self.fairness_panel is not None:
            self.fairness_panel.shutdown()
        for page in self.tournament_page.findChildren(QWidget, "tournamentPage"):
            page.shutdown()  # type: ignore[attr-defined]
        if self._persist:
            self.settings.save_window(self.saveGeometry(), self.saveState())
            self.settings.sync()
        super().closeEvent(event)

    def set_app_icon(self, icon: QIcon) -> None:
        self.setWindowIcon(icon)

    def saved_state(self) -> QByteArray:
        return self.saveState()
