"""Next / previous key moment: the keys and the bar's buttons go to the listed steps."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.shared_data import MJLOG_DIR, require
from yamaviewer.core.defence.moments import key_moments, moment_steps
from yamaviewer.gui.analysis.key_moments import moment_text, target_step
from yamaviewer.gui.main_window import MainWindow
from yamaviewer.gui.settings import Settings

LOG = "JBreidfjord__riichi-rs__tenhou-shuffle__test_data__2016022509gm-0009-0000-b327da61.xml"
GAME = "mjx-project__mjx__tests_py__resources__mjlog__2010112714gm-00a9-0000-d497e395.mjlog"


def test_keys_and_buttons_jump_to_the_seat_s_moments(qtbot: QtBot, settings: Settings) -> None:
    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    assert window.open_path(require(MJLOG_DIR / LOG))
    replay = window.game.document.replay(0)  # type: ignore[union-attr]
    seat = max(range(4), key=lambda s: len(key_moments(replay, s)))
    window.seat_actions[seat + 1].setChecked(True)
    assert window.navigation.options.view_seat == seat
    moments = key_moments(replay, seat)
    steps = moment_steps(moments)
    assert len(steps) >= 3
    window.activateWindow()  # window shortcuts need the active window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.table.setFocus()
    visited = []
    for _ in steps:
        qtbot.keyClick(window.table, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
        visited.append(window.step)
    assert visited == steps
    qtbot.keyClick(window.table, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    assert window.step == steps[-1]  # no moment after the last: it stays
    bar = window.key_moment_bar
    here = [moment_text(m) for m in moments if m.step == steps[-1]]
    assert here and all(text in bar.label.text() for text in here)
    qtbot.mouseClick(bar.previous_button, Qt.MouseButton.LeftButton)
    assert window.step == steps[-2]
    qtbot.mouseClick(bar.next_button, Qt.MouseButton.LeftButton)
    assert window.step == steps[-1]
    qtbot.keyClick(window.table, Qt.Key.Key_BracketLeft)
    assert window.step == steps[-2]
    assert window.prev_moment_action in window.go_menu.actions()


def test_target_step_and_texts() -> None:
    document_path: Path = require(MJLOG_DIR / LOG)
    from yamaviewer.core.replay.document import load_document

    replay = load_document(document_path).replay(0)
    moments = key_moments(replay, 1)
    steps = moment_steps(moments)
    assert target_step(moments, -1, 1) == steps[0]
    assert target_step(moments, steps[0], -1) is None
    assert target_step(moments, steps[-1] + 1, -1) == steps[-1]
    assert all(moment_text(m) for m in moments)


def test_the_bar_fills_in_after_a_hand_change_with_every_seat_s_moments(
    qtbot: QtBot, settings: Settings
) -> None:
    """A new hand paints first ("…"); the filled bar counts what key_moments finds."""
    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    window.show()
    assert window.open_path(require(MJLOG_DIR / GAME))
    bar = window.key_moment_bar
    window.next_hand()
    assert bar.label.text().endswith("…") and bar.fill_timer.isActive()
    bar.fill()
    replay = window.game.document.replay(1)  # type: ignore[union-attr]
    moments = [m for seat in range(4) for m in key_moments(replay, seat)]
    steps = moment_steps(moments)
    assert f": {len(steps)}" in bar.label.text()
    window.set_step(steps[0])
    here = [moment_text(m) for m in moments if m.step == steps[0]]
    assert here and all(text in bar.label.text() for text in here)
