"""The window's actions (each declared once: text, keys, what it does) and its menus.

:data:`ACTIONS` lists the commands; :func:`build_actions` makes each one a
``QAction`` on the window under its ``attribute`` (``window.open_action`` ...),
with the seat views, the languages and one entry per page beside them;
:func:`build_menus` puts them in the menu bar; :func:`retranslate_actions` sets
every text again in the interface language (context ``"MainWindow"``).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from operator import attrgetter
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QMimeData, Qt, QUrl
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QDialog, QMenu

from yamaviewer.gui import i18n, texts
from yamaviewer.gui.analysis import key_moments
from yamaviewer.gui.pages import LAZY_PAGES, window_text

if TYPE_CHECKING:
    from yamaviewer.gui.main_window import MainWindow

Keys = QKeySequence.StandardKey | tuple[str, ...]


class ActionSpec(NamedTuple):
    """A command of the window.  ``viewer_only`` ones work on the wall viewer page only."""

    attribute: str
    text: object  # QT_TRANSLATE_NOOP("MainWindow", ...)
    run: Callable[[MainWindow], object]
    keys: Keys = ()
    checkable: bool = False
    viewer_only: bool = False


# -- what the dialog actions open --------------------------------------------------------------
def _open_dialog(window: MainWindow, dialog: QDialog) -> None:
    """Show a window-modal dialog, kept as ``window.current_dialog`` (tests reach it there)."""
    dialog.open()
    window.current_dialog = dialog


def open_url_dialog(window: MainWindow) -> None:
    from yamaviewer.gui.library import OpenUrlDialog

    dialog = OpenUrlDialog(window)
    dialog.urlChosen.connect(window.open_url)
    _open_dialog(window, dialog)


def tenhou_link_in(data: QMimeData) -> str | None:
    """The first Tenhou link or log id that dropped or pasted data holds (not a local file)."""
    from yamaviewer.core.library.tenhou_ids import looks_like_log_reference

    candidates = [u.toString() for u in data.urls() if not u.isLocalFile()]
    if data.hasText():
        candidates.append(data.text().strip())
    return next((c for c in candidates if looks_like_log_reference(c)), None)


def paste_link(window: MainWindow) -> None:
    """Open the Tenhou link or log id on the clipboard, as Open URL would."""
    data = QGuiApplication.clipboard().mimeData()
    link = tenhou_link_in(data) if data is not None else None
    if link is None:
        window.statusBar().showMessage(
            QCoreApplication.translate(
                "MainWindow", "The clipboard holds no Tenhou link or log id."
            ),
            10000,
        )
        return
    window.open_url(link)


def seed_dialog(window: MainWindow) -> None:
    from yamaviewer.gui.dialogs.seed_dialog import SeedDialog

    dialog = SeedDialog(window)
    dialog.gameReady.connect(window.open_game)
    _open_dialog(window, dialog)


def arcade_dialog(window: MainWindow) -> None:
    from yamaviewer.gui.dialogs.arcade_dialog import ArcadeDialog

    dialog = ArcadeDialog(window, window.settings)
    dialog.gameReady.connect(window.open_game)
    _open_dialog(window, dialog)


def majsoul_dialog(window: MainWindow) -> None:
    from yamaviewer.gui.dialogs.majsoul_dialog import MajsoulDialog

    _open_dialog(window, MajsoulDialog(window.tiles, window))


def journal_dialog(window: MainWindow) -> None:
    """Check the open Mahjong Soul record against hashes copied during play."""
    from yamaviewer.gui.dialogs.journal_dialog import JournalDialog

    game = window.game
    if game is None or game.document.majsoul_record is None:
        return
    dialog = JournalDialog(game.document, window)
    dialog.checked.connect(lambda: window.verification.show_hand(window.game, window.hand_index))
    _open_dialog(window, dialog)


def commitment_dialog(window: MainWindow) -> None:
    from yamaviewer.gui.dialogs.commitment_dialog import CommitmentDialog

    game = window.game.document.game if window.game is not None else None
    _open_dialog(window, CommitmentDialog(game, window))


def ev_dialog(window: MainWindow) -> None:
    from yamaviewer.gui.analysis.ev_dialog import EvDialog

    _open_dialog(window, EvDialog(window))


def overview_dialog(window: MainWindow) -> None:
    """Show the game overview beside the viewer (built once, then following the game)."""
    from yamaviewer.gui.overview import OverviewDialog

    dialog = window.findChild(OverviewDialog)
    if dialog is None:
        dialog = OverviewDialog(window)
        dialog.follow(window.navigation)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()


def about(window: MainWindow) -> None:
    from PySide6.QtWidgets import QMessageBox

    from yamaviewer import __version__

    QMessageBox.about(
        window,
        window_text(QT_TRANSLATE_NOOP("MainWindow", "About yamaviewer")),
        window_text(
            QT_TRANSLATE_NOOP(
                "MainWindow",
                "<h3>yamaviewer %1</h3><p>Rebuilds riichi mahjong walls from published "
                "seeds and shows whether every deal, draw and dora indicator of a real "
                "game came from where it must.</p>",
            )
        ).replace("%1", __version__),
    )


def shortcut_rows(window: MainWindow) -> list[tuple[str, str]]:
    """Every command of the window that has keys: (its text, its keys), in menu order.

    Read from the window's actions themselves, so the list never drifts from the keys.
    """
    rows = []
    for action in window.actions():
        keys = action.shortcuts()
        if not keys or not action.isVisible():
            continue
        text = action.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
        native = QKeySequence.SequenceFormat.NativeText
        rows.append((text, ", ".join(key.toString(native) for key in keys)))
    return rows


def shortcuts_dialog(window: MainWindow) -> None:
    """Help > Keyboard Shortcuts: every key of the window in a table."""
    from PySide6.QtWidgets import (
        QAbstractItemView,
        QDialogButtonBox,
        QHeaderView,
        QTableWidget,
        QTableWidgetItem,
        QVBoxLayout,
    )

    dialog = QDialog(window)
    dialog.setObjectName("shortcutsDialog")
    dialog.setWindowTitle(window_text(QT_TRANSLATE_NOOP("MainWindow", "Keyboard Shortcuts")))
    rows = shortcut_rows(window)
    table = QTableWidget(len(rows), 2, dialog)
    table.setObjectName("shortcutsTable")
    table.setHorizontalHeaderLabels(
        [
            window_text(QT_TRANSLATE_NOOP("MainWindow", "Command")),
            window_text(QT_TRANSLATE_NOOP("MainWindow", "Keys")),
        ]
    )
    for row, (text, keys) in enumerate(rows):
        table.setItem(row, 0, QTableWidgetItem(text))
        table.setItem(row, 1, QTableWidgetItem(keys))
    table.verticalHeader().hide()
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addWidget(table)
    layout.addWidget(buttons)
    dialog.resize(520, 560)
    _open_dialog(window, dialog)


#: The README's section on using the viewer (its GitHub-style anchor).
README_USING_IT = "using-it"


def readme_url() -> QUrl:
    """The README's "Using it" section: the copy beside the package, else the project's page."""
    readme = Path(__file__).resolve().parents[2] / "README.md"
    url = (
        QUrl.fromLocalFile(str(readme))
        if readme.is_file()
        else QUrl("https://pypi.org/project/yamaviewer/")
    )
    url.setFragment(README_USING_IT)
    return url


def open_readme(window: MainWindow) -> None:
    from PySide6.QtGui import QDesktopServices

    QDesktopServices.openUrl(readme_url())


def _stepping(attribute: str, text: object, method: str, keys: str) -> ActionSpec:
    """A Go menu command: calls ``window.<method>()``; on the wall viewer page only."""
    method_of = attrgetter(method)
    return ActionSpec(
        attribute, text, lambda w: method_of(w)(), tuple(keys.split("; ")), viewer_only=True
    )


#: The Go menu: attribute, text, the window's method it calls, keys ("; " between two).
GO_ACTIONS = (
    ("prev_action", QT_TRANSLATE_NOOP("MainWindow", "&Previous Step"), "previous_step", "Left; Up"),
    ("next_action", QT_TRANSLATE_NOOP("MainWindow", "&Next Step"), "next_step", "Right; Down"),
    ("first_action", QT_TRANSLATE_NOOP("MainWindow", "&First Step"), "first_step", "Home"),
    ("last_action", QT_TRANSLATE_NOOP("MainWindow", "&Last Step"), "last_step", "End"),
    (
        "play_action",
        QT_TRANSLATE_NOOP("MainWindow", "&Play / Pause"),
        "step_bar.toggle_playing",
        "Space",
    ),
    (
        "prev_hand_action",
        QT_TRANSLATE_NOOP("MainWindow", "Previous H&and"),
        "previous_hand",
        "PgUp; Ctrl+Left",
    ),
    (
        "next_hand_action",
        QT_TRANSLATE_NOOP("MainWindow", "Next &Hand"),
        "next_hand",
        "PgDown; Ctrl+Right",
    ),
)


def _share(name: str, window: MainWindow) -> None:
    """Run ``yamaviewer.gui.share.<name>`` (imported on first use)."""
    from yamaviewer.gui import share

    getattr(share, name)(window)


#: File > Export and the Edit menu's copies: attribute, text, the function of gui/share.py.
SHARE_ACTIONS = (
    ("export_mjai_action", QT_TRANSLATE_NOOP("MainWindow", "as &mjai…"), "export_mjai"),
    (
        "export_tenhou6_action",
        QT_TRANSLATE_NOOP("MainWindow", "as &tenhou.net/6 JSON…"),
        "export_tenhou6",
    ),
    ("export_naga_action", QT_TRANSLATE_NOOP("MainWindow", "&NAGA URLs…"), "export_naga"),
    (
        "export_problem_action",
        QT_TRANSLATE_NOOP("MainWindow", "This Position as a &What-to-Discard Problem…"),
        "export_problem",
    ),
    ("copy_mpsz_action", QT_TRANSLATE_NOOP("MainWindow", "Copy the Hand as &mpsz"), "copy_mpsz"),
    (
        "copy_tenhou2_action",
        QT_TRANSLATE_NOOP("MainWindow", "Copy a &tenhou.net/2 Link (牌理)"),
        "copy_tenhou2",
    ),
)

_STD = QKeySequence.StandardKey
ACTIONS = (
    # File
    ActionSpec(
        "open_action",
        QT_TRANSLATE_NOOP("MainWindow", "&Open…"),
        lambda w: w.choose_file(),
        _STD.Open,
    ),
    ActionSpec(
        "open_url_action",
        QT_TRANSLATE_NOOP("MainWindow", "Open &URL…"),
        open_url_dialog,
        ("Ctrl+L",),
    ),
    ActionSpec(
        "paste_link_action",
        QT_TRANSLATE_NOOP("MainWindow", "&Paste a Tenhou Link"),
        paste_link,
        _STD.Paste,
    ),
    ActionSpec(
        "demo_action",
        QT_TRANSLATE_NOOP("MainWindow", "Open the &Demo Game"),
        lambda w: w.open_demo(),
    ),
    ActionSpec(
        "seed_action",
        QT_TRANSLATE_NOOP("MainWindow", "Browse a Tenhou &Seed…"),
        seed_dialog,
    ),
    ActionSpec(
        "arcade_action",
        QT_TRANSLATE_NOOP("MainWindow", "MJ &Arcade Wall…"),
        arcade_dialog,
    ),
    ActionSpec(
        "majsoul_action",
        QT_TRANSLATE_NOOP("MainWindow", "Mahjong &Soul Wall Hash…"),
        majsoul_dialog,
    ),
    ActionSpec(
        "journal_action",
        QT_TRANSLATE_NOOP("MainWindow", "Check Mahjong Soul Record Against a Hash &Journal…"),
        journal_dialog,
    ),
    ActionSpec(
        "commitment_action",
        QT_TRANSLATE_NOOP("MainWindow", "Tenhou &Pre-game Hash…"),
        commitment_dialog,
    ),
    *(
        ActionSpec(attribute, text, partial(_share, name), viewer_only=True)
        for attribute, text, name in SHARE_ACTIONS
    ),
    ActionSpec(
        "quit_action", QT_TRANSLATE_NOOP("MainWindow", "&Quit"), lambda w: w.close(), _STD.Quit
    ),
    *(_stepping(*row) for row in GO_ACTIONS),
    ActionSpec(
        "prev_moment_action",
        QT_TRANSLATE_NOOP("MainWindow", "Previous &Key Moment"),
        lambda w: key_moments.jump(w, -1),
        ("Shift+Left", "["),
        viewer_only=True,
    ),
    ActionSpec(
        "next_moment_action",
        QT_TRANSLATE_NOOP("MainWindow", "Next Key &Moment"),
        lambda w: key_moments.jump(w, 1),
        ("Shift+Right", "]"),
        viewer_only=True,
    ),
    # View
    ActionSpec(
        "viewer_action",
        QT_TRANSLATE_NOOP("MainWindow", "&Wall Viewer"),
        lambda w: w.show_viewer(),
        ("Ctrl+Shift+T",),
    ),
    ActionSpec(
        "reveal_action",
        QT_TRANSLATE_NOOP("MainWindow", "&Reveal the Wall"),
        lambda w: w.options_changed(),
        ("Ctrl+R",),
        checkable=True,
        viewer_only=True,
    ),
    ActionSpec(
        "what_if_action",
        QT_TRANSLATE_NOOP("MainWindow", "&What If Nobody Called"),
        lambda w: w.options_changed(),
        ("Ctrl+W",),
        checkable=True,
        viewer_only=True,
    ),
    ActionSpec(
        "overview_action",
        QT_TRANSLATE_NOOP("MainWindow", "Game &Overview and Score Chart"),
        overview_dialog,
        ("Ctrl+G",),
        viewer_only=True,
    ),
    ActionSpec(
        "builtin_tiles_action",
        QT_TRANSLATE_NOOP("MainWindow", "&Built-in Tiles"),
        lambda w: w.set_tile_folder(None),
    ),
    ActionSpec(
        "tile_folder_action",
        QT_TRANSLATE_NOOP("MainWindow", "Load Tile &Images…"),
        lambda w: w.choose_tile_folder(),
    ),
    # Tools and Help
    ActionSpec(
        "ev_action",
        QT_TRANSLATE_NOOP("MainWindow", "Tsumo Odds / Double-Riichi &EV…"),
        ev_dialog,
    ),
    ActionSpec(
        "shortcuts_action",
        QT_TRANSLATE_NOOP("MainWindow", "&Keyboard Shortcuts"),
        shortcuts_dialog,
        ("F1",),
    ),
    ActionSpec(
        "readme_action",
        QT_TRANSLATE_NOOP("MainWindow", "&Using yamaviewer (README)"),
        open_readme,
    ),
    ActionSpec("about_action", QT_TRANSLATE_NOOP("MainWindow", "&About yamaviewer"), about),
)

#: Menu titles, by the window attribute that holds the menu.
MENU_TITLES = (
    ("file_menu", QT_TRANSLATE_NOOP("MainWindow", "&File")),
    ("recent_menu", QT_TRANSLATE_NOOP("MainWindow", "Open &Recent")),
    ("export_menu", QT_TRANSLATE_NOOP("MainWindow", "&Export")),
    ("edit_menu", QT_TRANSLATE_NOOP("MainWindow", "&Edit")),
    ("view_menu", QT_TRANSLATE_NOOP("MainWindow", "&View")),
    ("tiles_menu", QT_TRANSLATE_NOOP("MainWindow", "&Tiles")),
    ("language_menu", QT_TRANSLATE_NOOP("MainWindow", "&Language")),
    ("go_menu", QT_TRANSLATE_NOOP("MainWindow", "&Go")),
    ("tools_menu", QT_TRANSLATE_NOOP("MainWindow", "&Tools")),
    ("help_menu", QT_TRANSLATE_NOOP("MainWindow", "&Help")),
)

#: Seat views numbered 1-4 (as everywhere a seat number shows), "all hands open" first.
SEAT_LABELS = (
    QT_TRANSLATE_NOOP("MainWindow", "&All Hands Open"),
    QT_TRANSLATE_NOOP("MainWindow", "Seat &1's View"),
    QT_TRANSLATE_NOOP("MainWindow", "Seat &2's View"),
    QT_TRANSLATE_NOOP("MainWindow", "Seat &3's View"),
    QT_TRANSLATE_NOOP("MainWindow", "Seat &4's View"),
)


def _add(window: MainWindow, action: QAction, run: Callable[[], object], checkable: bool) -> None:
    action.setCheckable(checkable)
    if checkable:
        action.toggled.connect(lambda _checked: run())
    else:
        action.triggered.connect(lambda _checked=False: run())
    window.addAction(action)


def build_actions(window: MainWindow) -> None:
    """Every action of :data:`ACTIONS` as ``window.<attribute>``, then seats, languages, pages."""
    for spec in ACTIONS:
        action = QAction(window)
        if isinstance(spec.keys, QKeySequence.StandardKey):
            action.setShortcuts(spec.keys)
        elif spec.keys:
            action.setShortcuts([QKeySequence(key) for key in spec.keys])
        _add(window, action, partial(spec.run, window), spec.checkable)
        setattr(window, spec.attribute, action)
    window.seat_group = QActionGroup(window)
    window.seat_actions = []
    for index in range(5):
        action = QAction(window)
        action.setCheckable(True)
        action.setData(index - 1)
        action.setShortcut(QKeySequence(f"Ctrl+{index}"))
        action.toggled.connect(window.seat_toggled)
        window.seat_group.addAction(action)
        window.addAction(action)
        window.seat_actions.append(action)
    window.seat_actions[0].setChecked(True)
    window.language_group = QActionGroup(window)
    window.language_actions = {}
    for code in ("", *i18n.LANGUAGE_NAMES):
        action = QAction(window)
        action.setCheckable(True)
        action.setData(code)
        action.triggered.connect(lambda _checked=False, c=code: window.set_language(c))
        window.language_group.addAction(action)
        window.language_actions[code] = action
    window.page_actions = []
    for page in LAZY_PAGES:
        if page.action:
            action = QAction(window)
            action.setShortcut(QKeySequence(page.shortcut))
            _add(window, action, partial(window.pages.show_page, page), False)
            window.page_actions.append(action)


def viewer_actions(window: MainWindow) -> list[QAction]:
    """The actions that only make sense on the wall viewer page (stepping, view options)."""
    own = [getattr(window, spec.attribute) for spec in ACTIONS if spec.viewer_only]
    return [*own, *window.seat_actions]


def build_menus(window: MainWindow) -> None:
    """The menu bar: File (with Export), Edit, View, Go, Tools, Help."""
    bar = window.menuBar()
    w = window
    window.file_menu = _menu(bar.addMenu(""), w.open_action, w.open_url_action, w.paste_link_action)
    window.recent_menu = window.file_menu.addMenu("")
    window.recent_menu.aboutToShow.connect(lambda: fill_recent_menu(window))
    _menu(window.file_menu, w.demo_action, None, w.seed_action, w.arcade_action)
    _menu(window.file_menu, w.majsoul_action, w.journal_action, w.commitment_action, None)
    window.export_menu = _menu(
        window.file_menu.addMenu(""), w.export_mjai_action, w.export_tenhou6_action
    )
    _menu(window.export_menu, w.export_naga_action, None, w.export_problem_action)
    _menu(window.file_menu, None, w.quit_action)
    window.edit_menu = _menu(bar.addMenu(""), w.copy_mpsz_action, w.copy_tenhou2_action)
    # The table's context menu: the copies, and the position as a problem.
    window.table.addActions([w.copy_mpsz_action, w.copy_tenhou2_action, w.export_problem_action])
    window.table.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)

    window.view_menu = _menu(bar.addMenu(""), w.viewer_action, *w.page_actions, None)
    _menu(window.view_menu, w.overview_action, None, *w.seat_actions, None, w.reveal_action)
    _menu(window.view_menu, w.what_if_action, None)
    window.tiles_menu = _menu(window.view_menu.addMenu(""), w.builtin_tiles_action)
    window.tiles_menu.addAction(w.tile_folder_action)
    window.view_menu.addSeparator()
    for dock in (w.hand_dock, w.verification_dock, w.analysis_dock, w.strip_dock):
        window.view_menu.addAction(dock.toggleViewAction())
    window.view_menu.addSeparator()
    window.language_menu = _menu(window.view_menu.addMenu(""), *w.language_actions.values())

    window.go_menu = _menu(bar.addMenu(""), w.prev_action, w.next_action, w.first_action)
    _menu(window.go_menu, w.last_action, w.play_action, None)
    _menu(window.go_menu, w.prev_hand_action, w.next_hand_action, None)
    _menu(window.go_menu, w.prev_moment_action, w.next_moment_action)
    window.tools_menu = _menu(bar.addMenu(""), w.ev_action)
    window.help_menu = _menu(
        bar.addMenu(""), w.shortcuts_action, w.readme_action, None, w.about_action
    )


def _menu(menu: QMenu, *items: QAction | None) -> QMenu:
    """Add ``items`` to ``menu`` (None: a separator)."""
    for item in items:
        if item is None:
            menu.addSeparator()
        else:
            menu.addAction(item)
    return menu


def retranslate_actions(window: MainWindow) -> None:
    """Every action and menu text again, in the interface language."""
    for spec in ACTIONS:
        getattr(window, spec.attribute).setText(window_text(spec.text))
    for attribute, title in MENU_TITLES:
        getattr(window, attribute).setTitle(window_text(title))
    pages = [page for page in LAZY_PAGES if page.action]
    for action, page in zip(window.page_actions, pages):
        action.setText(window_text(page.action))
    window.language_actions[""].setText(
        window_text(QT_TRANSLATE_NOOP("MainWindow", "System Default"))
    )
    for code, name in i18n.LANGUAGE_NAMES.items():
        window.language_actions[code].setText(name)
    label_seat_actions(window)


def label_seat_actions(window: MainWindow) -> None:
    """Each seat view with the player's name; seats the game does not have are hidden."""
    game = window.game.document.game if window.game is not None else None
    names = game.player_names if game is not None else []
    players = game.player_count if game is not None else 4
    for index, (action, label) in enumerate(zip(window.seat_actions, SEAT_LABELS)):
        seat = index - 1
        name = texts.core_text(names[seat]) if 0 <= seat < len(names) else ""
        text = window_text(label)
        action.setText(f"{text}  ({name})" if name else text)
        action.setVisible(seat < players)  # a hidden action's shortcut does nothing either


def check_seat_action(window: MainWindow, seat: int | None) -> None:
    """Check the view menu's entry for ``seat`` (None: all hands open)."""
    window.seat_actions[0 if seat is None else seat + 1].setChecked(True)


def fill_recent_menu(window: MainWindow) -> None:
    """The recent files, numbered for the keyboard, and a way to clear the list."""
    menu = window.recent_menu
    menu.clear()
    files = window.settings.recent_files()
    if not files:
        action = menu.addAction(window_text(QT_TRANSLATE_NOOP("MainWindow", "No recent files")))
        action.setEnabled(False)
        return
    for index, file in enumerate(files, start=1):
        action = menu.addAction(f"&{index % 10}  {Path(file).name}")
        action.setToolTip(file)
        action.triggered.connect(lambda _checked=False, f=file: window.open_path(f))
    menu.addSeparator()
    clear = window_text(QT_TRANSLATE_NOOP("MainWindow", "Clear the List"))
    menu.addAction(clear, window.settings.clear_recent_files)
