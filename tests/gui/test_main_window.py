"""The main window: opening good and bad files, stepping, views, drag and drop, errors."""

from __future__ import annotations

import gzip
import os
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QAction, QWheelEvent
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tests.gui.drag_drop import drop_urls
from tests.shared_data import MJLOG_DIR, require
from yamaviewer.core.replay.state import WallUse
from yamaviewer.gui.actions import ACTIONS
from yamaviewer.gui.main_window import MainWindow
from yamaviewer.gui.settings import Settings

FIFTEEN_HANDS = (
    "mjx-project__mjx__tests_py__resources__mjlog__2010081709gm-00a9-0000-fe3371ad.mjlog"
)


@pytest.fixture
def window(qtbot: QtBot, settings: Settings) -> MainWindow:
    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.open_demo()
    return window


def _real_log() -> Path:
    return require(MJLOG_DIR / FIFTEEN_HANDS)


def test_demo_opens_as_a_preview_never_verified(window: MainWindow) -> None:
    """The demo's walls are computed here: a preview, with no verdict that looks like a proof."""
    assert window.game is not None and window.game.hand_count == 4
    assert window.hand_list.model().rowCount() == 4
    assert "preview, not verified" in window.status_label.text()
    assert "hands verified" not in window.status_label.text()
    assert "Preview, not verified" in window.verification.toPlainText()
    assert "✓" not in window.verification.toPlainText()
    # The first screen says how to get to a real game.
    assert "paste a Tenhou URL" in window.verification.toPlainText()
    first_hand = window.game.document.hands[0]
    assert window.step == 0 and window.step_count == len(first_hand.events) + 1


def test_keyboard_steps_forward_and_back(window: MainWindow, qtbot: QtBot) -> None:
    window.table.setFocus()

    def press(key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        qtbot.keyClick(window.table, key, modifier)
        window.navigation.apply_requested_step()  # what the zero timer does next

    press(Qt.Key.Key_Right)
    assert window.step == 1
    state = window.game.scene(0).replay.state(1)  # type: ignore[union-attr]
    assert state.wall_position is not None  # the dealer's first draw
    assert window.table.step == 1 and window.step_bar.slider.value() == 1
    for _ in range(4):
        press(Qt.Key.Key_Right)
    press(Qt.Key.Key_Left)
    assert window.step == 4
    press(Qt.Key.Key_End)
    assert window.step == window.step_count - 1
    assert "wins by tsumo" in window.step_bar.step_label.text()  # the demo's first hand
    press(Qt.Key.Key_Home)
    assert window.step == 0
    press(Qt.Key.Key_Left)  # stays at the start
    assert window.step == 0
    press(Qt.Key.Key_PageDown)
    assert window.hand_index == 1 and window.step == 0
    assert window.hand_list.currentIndex().row() == 1
    press(Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert window.hand_index == 2
    press(Qt.Key.Key_PageUp)
    assert window.hand_index == 1


def test_buttons_and_slider(window: MainWindow, qtbot: QtBot) -> None:
    assert not window.step_bar.prev_button.isEnabled()
    qtbot.mouseClick(window.step_bar.next_button, Qt.MouseButton.LeftButton)
    assert window.step == 1 and window.step_bar.prev_button.isEnabled()
    window.step_bar.slider.setValue(40)
    assert window.step == 40 and window.table.step == 40
    qtbot.mouseClick(window.step_bar.last_button, Qt.MouseButton.LeftButton)
    assert window.step == window.step_count - 1 and not window.step_bar.next_button.isEnabled()
    qtbot.mouseClick(window.step_bar.next_hand_button, Qt.MouseButton.LeftButton)
    assert window.hand_index == 1
    window.hand_list.select_hand(3)
    window.set_hand(3)
    assert not window.step_bar.next_hand_button.isEnabled()


def test_each_draw_highlights_its_wall_position(window: MainWindow) -> None:
    scene = window.game.scene(0)  # type: ignore[union-attr]
    for step in range(1, 12):
        window.set_step(step)
        state = scene.replay.state(step)
        if state.wall_position is None:
            continue
        mark = scene.replay.marks[state.wall_position]
        assert mark.use is WallUse.LIVE and mark.step == step
        cell = next(c for c in window.strip.cells() if c.current)
        assert cell.tile == scene.wall[state.wall_position]


def test_clicking_a_drawn_wall_tile_jumps_to_its_step(window: MainWindow, qtbot: QtBot) -> None:
    scene = window.game.scene(0)  # type: ignore[union-attr]
    position = scene.layout.live_position(5)
    rect = window.table.slot_rect(position)
    qtbot.mouseClick(window.table, Qt.MouseButton.LeftButton, pos=rect.center().toPoint())
    assert window.step == scene.replay.marks[position].step
    assert "drawn by" in window.table.describe_position(position)


def test_views_one_seat_what_if_and_reveal(window: MainWindow, settings: Settings) -> None:
    window.set_step(20)
    window.seat_actions[3].trigger()  # seat 3's view (index 2)
    assert window.table.options.view_seat == 2 and window.table.bottom_seat == 2
    window.what_if_action.setChecked(True)
    assert window.table.options.what_if
    assert any(cell.dashed for cell in window.strip.cells())
    window.reveal_action.setChecked(False)
    assert not window.table.options.reveal_wall
    window.table.grab()  # paints every option without warnings
    window.seat_actions[0].trigger()
    assert window.table.options.view_seat is None


def test_every_command_has_its_own_keys_and_a_menu(window: MainWindow) -> None:
    """The action table: each entry is on the window, in a menu, named, and no two share a key."""
    in_menus = (
        {
            action
            for menu in (window.file_menu, window.view_menu, window.go_menu, window.tools_menu)
            for action in menu.actions()
        }
        | set(window.help_menu.actions())
        | set(window.tiles_menu.actions())
        | set(window.export_menu.actions())
        | set(window.edit_menu.actions())
    )
    keys: dict[str, str] = {}
    for spec in ACTIONS:
        action = getattr(window, spec.attribute)
        assert action in in_menus and action.text(), spec.attribute
    for action in window.findChildren(QAction):
        for shortcut in action.shortcuts():
            key = shortcut.toString()
            assert key not in keys, f"{key}: {keys.get(key)} and {action.text()}"
            keys[key] = action.text()
    assert {"Ctrl+T", "Ctrl+Shift+L", "Ctrl+Shift+T", "Space", "PgDown"} <= set(keys)


def test_pages_are_built_when_first_shown_and_own_the_keys(window: MainWindow) -> None:
    """The viewer's stepping keys and docks rest while another page is in front."""
    assert window.trainer is None and window.library_panel is None
    assert window.tournament_page.layout().count() == 0  # type: ignore[union-attr]
    library_action = next(
        a for a in window.page_actions if a.shortcut().toString() == "Ctrl+Shift+L"
    )
    library_action.trigger()
    library = window.library_panel
    assert library is not None and window.pages.currentIndex() == 2
    assert window.show_library() is library  # built once
    assert not window.next_action.isEnabled() and not window.hand_dock.isVisible()
    assert window.statusBar().isVisible()  # the game line stays under the library
    window.viewer_action.trigger()
    assert window.next_action.isEnabled() and window.hand_dock.isVisible()
    assert window.trainer is None  # still not built


def test_open_real_log_and_recent_files(qtbot: QtBot, settings: Settings) -> None:
    path = _real_log()
    window = MainWindow(settings, restore=True)
    qtbot.addWidget(window)
    assert window.open_path(path, hand=2)
    assert window.game is not None and window.game.hand_count == 15
    assert window.hand_index == 2
    assert "15 hands" in window.status_label.text()
    assert settings.recent_files()[0] == str(path.resolve())
    window.recent_menu.aboutToShow.emit()  # filled as it opens
    assert any(path.name in a.text() for a in window.recent_menu.actions())
    window.set_step(30)
    window.table.grab()
    window.close()
    assert settings.window_geometry() is not None


@pytest.mark.parametrize(
    "log", [p.name for p in sorted(MJLOG_DIR.glob("*"))[:40]] if MJLOG_DIR.is_dir() else []
)
def test_every_shared_log_opens_and_paints(window: MainWindow, log: str) -> None:
    path = MJLOG_DIR / log
    if window.open_path(path):
        for hand in range(min(3, window.game.hand_count)):  # type: ignore[union-attr]
            window.set_hand(hand)
            window.last_step()
            window.table.grab()
    else:
        assert window.last_error is not None  # unreadable logs are reported, not fatal


def _bad_files(tmp_path: Path) -> dict[str, Path]:
    data = gzip.compress(b"<mjloggm ver='2.3'><SHUFFLE seed='x' ref=''/>" + b"<INIT/>" * 200)
    truncated = tmp_path / "truncated.mjlog"
    truncated.write_bytes(data[: len(data) // 2])
    random = tmp_path / "random.mjlog"
    random.write_bytes(os.urandom(4096))
    other = tmp_path / "other.xml"
    other.write_text("<?xml version='1.0'?><html><body>not a log</body></html>", "utf-8")
    missing = tmp_path / "missing.mjlog"
    return {
        "truncated gzip": truncated,
        "random bytes": random,
        "non-Tenhou XML": other,
        "missing file": missing,
    }


@pytest.mark.parametrize(
    "kind", ["truncated gzip", "random bytes", "non-Tenhou XML", "missing file"]
)
def test_bad_files_show_an_error_and_keep_the_game(
    window: MainWindow, tmp_path: Path, kind: str
) -> None:
    window.set_step(7)
    before = window.game
    path = _bad_files(tmp_path)[kind]
    assert not window.open_path(path)
    dialog = window.last_error
    assert dialog is not None and dialog.isVisible()
    assert path.name in dialog.text() and len(dialog.text()) > len(path.name) + 20
    assert window.game is before and window.step == 7
    dialog.close()


def test_drag_and_drop_opens_the_file(window: MainWindow, qtbot: QtBot) -> None:
    path = _real_log()
    assert drop_urls(window, [QUrl.fromLocalFile(str(path))])
    qtbot.waitUntil(lambda: window.game is not None and window.game.hand_count == 15)


def test_excepthook_shows_a_dialog_and_keeps_running(window: MainWindow) -> None:
    from yamaviewer.gui.app import install_excepthook

    previous = sys.excepthook
    shown: list[object] = []
    try:
        install_excepthook(lambda: window)
        try:
            raise RuntimeError("boom in a slot")
        except RuntimeError:
            sys.excepthook(*sys.exc_info())  # type: ignore[arg-type]
        from yamaviewer.gui.dialogs.error import ErrorDialog

        shown = [w for w in window.findChildren(ErrorDialog) if w.isVisible()]
    finally:
        sys.excepthook = previous
    assert shown and "boom in a slot" in shown[-1].text()  # type: ignore[attr-defined]
    assert "RuntimeError" in shown[-1].detailedText()  # type: ignore[attr-defined]
    assert window.isVisible()
    for dialog in shown:
        dialog.close()  # type: ignore[attr-defined]


def test_settings_persist_view_options(qtbot: QtBot, settings: Settings) -> None:
    first = MainWindow(settings, restore=True)
    qtbot.addWidget(first)
    first.reveal_action.setChecked(False)
    first.what_if_action.setChecked(True)
    first.seat_actions[2].trigger()
    first.close()
    second = MainWindow(settings, restore=True)
    qtbot.addWidget(second)
    assert not second.reveal_action.isChecked()
    assert second.what_if_action.isChecked()
    assert second.table.options.view_seat is None  # a seat view belongs to its game


# -- stepping as a Tenhou player does: held keys, the wheel, up and down ----------------------


class _PaintCounter(QObject):
    """Counts the paint events a widget receives."""

    def __init__(self) -> None:
        super().__init__()
        self.paints = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False


def _settled(window: MainWindow, qtbot: QtBot) -> None:
    qtbot.waitExposed(window)
    for _ in range(3):
        QApplication.processEvents()


def test_twenty_queued_steps_are_shown_once(window: MainWindow, qtbot: QtBot) -> None:
    """A held key: twenty presses queued before the screen catches up show one step."""
    assert window.open_path(_real_log())
    _settled(window, qtbot)
    counter = _PaintCounter()
    window.table.installEventFilter(counter)
    shown: list[int] = []
    window.navigation.stepChanged.connect(shown.append)
    window.table.setFocus()
    for _ in range(20):  # QTest delivers the keys without running the event loop between
        qtbot.keyClick(window.table, Qt.Key.Key_Right)
    assert window.step == 0 and window.navigation.requested_step == 20
    qtbot.waitUntil(lambda: window.step == 20)
    for _ in range(3):
        QApplication.processEvents()
    window.table.removeEventFilter(counter)
    assert shown == [20]  # the views worked out one step, not twenty
    assert 1 <= counter.paints <= 2
    assert window.table.step == 20 and window.step_bar.slider.value() == 20


def _wheel(widget: QWidget, notches: float) -> None:
    """A wheel turn over ``widget``'s centre: positive notches turn it up (away from the user)."""
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(
        centre,
        QPointF(widget.mapToGlobal(centre.toPoint())),
        QPoint(),
        QPoint(0, round(120 * notches)),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


def test_wheel_over_table_and_strip_steps(window: MainWindow, qtbot: QtBot) -> None:
    """Down = forward, up = back, as in Tenhou's viewer; a touchpad's small deltas add up."""
    _settled(window, qtbot)
    for widget in (window.table, window.strip):
        window.set_step(10)
        _wheel(widget, -1)
        qtbot.waitUntil(lambda: window.step == 11)
        _wheel(widget, -1)
        _wheel(widget, -1)  # two notches quickly: two steps, shown once
        qtbot.waitUntil(lambda: window.step == 13)
        _wheel(widget, 1)
        qtbot.waitUntil(lambda: window.step == 12)
        for _ in range(3):
            _wheel(widget, -1 / 3)  # a touchpad: a third of a notch at a time
        qtbot.waitUntil(lambda: window.step == 13)


def test_up_and_down_keys_step(window: MainWindow, qtbot: QtBot) -> None:
    window.table.setFocus()
    window.set_step(5)
    qtbot.keyClick(window.table, Qt.Key.Key_Down)
    qtbot.waitUntil(lambda: window.step == 6)
    qtbot.keyClick(window.table, Qt.Key.Key_Up)
    qtbot.keyClick(window.table, Qt.Key.Key_Up)
    qtbot.waitUntil(lambda: window.step == 4)
