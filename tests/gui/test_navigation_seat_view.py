"""A seat view belongs to the open game: chosen in it, a link's tw=, never the next game's.

A remembered "Seat 4's view" once hid every hand of a three-player game and said
"East's view"; a link's seat stayed the view of every later game.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.log_sources import LogServer, synthetic_id
from tests.shared_data import mjlog_files
from yamaviewer.core.formats.mjlog_tokens import read_log_bytes
from yamaviewer.core.replay.document import load_document
from yamaviewer.gui import texts
from yamaviewer.gui.library import store
from yamaviewer.gui.main_window import MainWindow
from yamaviewer.gui.settings import Settings


@cache
def shared_log(players: int) -> Path:
    """The first shared real log of a game with ``players`` seats (sanma: GO type 0x10)."""
    for path in mjlog_files():
        try:
            if load_document(path).game.player_count == players:
                return path
        except ValueError:
            continue
    pytest.skip(f"no {players}-player log in the shared data (../shared/data)")


@pytest.fixture
def window(qtbot: QtBot, settings: Settings, tmp_path: Path) -> Iterator[MainWindow]:
    store.use_library(tmp_path / "library.sqlite3")  # games opened are kept here
    win = MainWindow(settings, restore=False)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    yield win
    store.use_library(None)


def view_note(window: MainWindow) -> str:
    return " ".join(window.table.view_notes())


def shown_seat_labels(window: MainWindow) -> list[str]:
    return [a.text() for a in window.seat_actions if a.isVisible()]


def test_seat_four_of_a_four_player_game_is_not_the_view_of_a_three_player_one(
    window: MainWindow, qtbot: QtBot, settings: Settings
) -> None:
    assert window.open_path(shared_log(4))
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)  # Seat 4's view
    assert window.table.options.view_seat == 3 and "view" in view_note(window)
    assert window.open_path(shared_log(3))
    # The default view: every hand open, no banner, no Seat 4 anywhere.
    assert window.navigation.options.view_seat is None
    assert window.table.options.view_seat is None and window.table.bottom_seat == 0
    assert window.seat_actions[0].isChecked() and view_note(window) == ""
    assert len(shown_seat_labels(window)) == 4  # all hands open and three seats
    assert not any("4" in label for label in shown_seat_labels(window))
    qtbot.keyClick(window, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)
    assert window.table.options.view_seat is None  # the hidden seat's shortcut does nothing
    # The third seat's view names the third seat.
    window.seat_actions[3].trigger()
    scene = window.navigation.scene
    assert scene is not None and window.table.options.view_seat == 2
    assert texts.seat_text(scene, 2) in view_note(window)
    assert texts.seat_text(scene, 0) not in view_note(window)
    # Nothing of it is kept for the next start.
    assert settings.store.value("view/seat") is None
    second = MainWindow(settings, restore=True)
    qtbot.addWidget(second)
    assert second.table.options.view_seat is None and second.seat_actions[0].isChecked()


@pytest.fixture
def server(monkeypatch: pytest.MonkeyPatch) -> Iterator[LogServer]:
    running = LogServer(
        {
            synthetic_id(700): read_log_bytes(shared_log(4)),
            synthetic_id(701, players=3): read_log_bytes(shared_log(3)),
        }
    )
    monkeypatch.setenv("YAMAVIEWER_TENHOU_LOG_URL", running.prefix)
    monkeypatch.setenv("YAMAVIEWER_TENHOU_TIMEOUT", "5")
    yield running
    running.stop()


def _open_link(window: MainWindow, qtbot: QtBot, link: str) -> None:
    window.open_demo()
    assert window.open_url(link)
    qtbot.waitUntil(lambda: window.game is not None and window.game.source == "url")


def test_a_links_seat_is_the_view_of_that_game_only(
    window: MainWindow, qtbot: QtBot, server: LogServer, settings: Settings
) -> None:
    _open_link(window, qtbot, f"https://tenhou.net/0/?log={synthetic_id(700)}&tw=3")
    scene = window.navigation.scene
    assert scene is not None and scene.players == 4
    assert window.table.options.view_seat == 3 and window.seat_actions[4].isChecked()
    assert texts.seat_text(scene, 3) in view_note(window)
    # Another game opens with its own default: every hand open.
    assert window.open_path(shared_log(4))
    assert window.table.options.view_seat is None and window.seat_actions[0].isChecked()
    assert view_note(window) == "" and settings.store.value("view/seat") is None
    # A three-player game has no fourth seat: a link asking for it shows every hand.
    _open_link(window, qtbot, f"https://tenhou.net/0/?log={synthetic_id(701, players=3)}&tw=3")
    assert window.navigation.scene is not None and window.navigation.scene.players == 3
    assert window.table.options.view_seat is None and window.seat_actions[0].isChecked()
    assert not window.seat_actions[4].isVisible()
