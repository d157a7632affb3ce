"""The step bar keeps one height: the table above it is never laid out again by a step."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from tests.shared_data import MJLOG_DIR, require
from yamaviewer.gui.main_window import MainWindow
from yamaviewer.gui.settings import Settings

#: A shared log with Latin and Japanese player names (月千一夜 sits North).
MIXED_NAMES = MJLOG_DIR / (
    "mjx-project__mjx__tests_py__resources__mjlog__2010112714gm-00a9-0000-d497e395.mjlog"
)


@pytest.mark.slow
def test_a_japanese_name_in_the_step_text_does_not_resize_the_table(
    qtbot: QtBot, settings: Settings
) -> None:
    """Issue 28: the CJK fallback font made the step text taller on some steps; the table
    shrank by 4 px and repainted every cached layer on each of them."""
    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    window.resize(1360, 860)
    window.show()
    qtbot.waitExposed(window)
    assert window.open_path(require(MIXED_NAMES))
    names = window.game.document.game.player_names  # type: ignore[union-attr]
    assert any(n.isascii() for n in names) and not all(n.isascii() for n in names)
    sizes = set()
    texts = set()
    for step in range(1, window.step_count):
        window.next_step()
        qtbot.waitUntil(lambda step=step: window.step == step)  # type: ignore[misc]
        qtbot.wait(1)  # the layouts settle
        sizes.add((window.table.width(), window.table.height()))
        texts.add(window.step_bar.step_label.text().isascii())
    assert texts == {True, False}  # both kinds of step text were shown
    assert len(sizes) == 1
