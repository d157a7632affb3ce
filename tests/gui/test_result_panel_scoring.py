"""The result panel counts a win on request (fu line by line) and says the conditions."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel, QToolButton
from pytestqt.qtbot import QtBot

from tests.shared_data import MJLOG_DIR, mjlog_files, require
from yamaviewer.core.record import WinResult
from yamaviewer.core.scoring.hand import score_win
from yamaviewer.gui.main_window import MainWindow
from yamaviewer.gui.settings import Settings


@pytest.fixture
def window(qtbot: QtBot, settings: Settings) -> MainWindow:
    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    window.resize(1280, 860)
    window.show()
    return window


def _buttons(window: MainWindow) -> list[QToolButton]:
    return [b for b in window.result_panel.findChildren(QToolButton) if b.isCheckable()]


def test_a_win_counted_on_request(window: MainWindow) -> None:
    require(MJLOG_DIR)
    path = next(p for p in mjlog_files() if p.suffix == ".mjlog")
    assert window.open_path(path)
    game = window.game
    assert game is not None
    index, hand = next((i, h) for i, h in enumerate(game.document.hands) if h.wins)
    step = next(s for s, e in enumerate(hand.events, start=1) if isinstance(e.result, WinResult))
    window.set_hand(index)
    window.set_step(step)
    panel = window.result_panel
    assert panel.isVisible() and not panel.show_count
    _buttons(window)[0].click()
    assert panel.show_count
    text = "\n".join(label.text() for label in panel.findChildren(QLabel))
    score = score_win(game.document.game, hand, hand.wins[0])
    for _what, fu in score.fu_parts:
        assert f": {fu} fu" in text
    assert f"rounded up to {score.fu} fu" in text and "the winner gets" in text
    # The conditions of the hand's start, for every seat, on request too.
    _buttons(window)[1].click()
    text = "\n".join(label.text() for label in panel.findChildren(QLabel))
    assert panel.show_conditions and ("for 1st" in text or "is 1st" in text)
