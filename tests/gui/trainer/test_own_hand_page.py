"""Your hand: typed with the keyboard, its waits explained (the engine's answer)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from yamaviewer.core.chinitsu import explain, parse_hand
from yamaviewer.gui.trainer.own_hand_page import OwnHandPage
from yamaviewer.gui.trainer.tiles import shared_tile_painter


def _page(qtbot: QtBot) -> OwnHandPage:
    page = OwnHandPage(shared_tile_painter(), suit=lambda: "s")
    qtbot.addWidget(page)
    page.resize(900, 600)
    page.show()
    qtbot.waitExposed(page)
    qtbot.waitUntil(page.edit.hasFocus)  # typing goes straight to the line
    return page


def test_a_one_suit_hand_typed_shows_every_wait_with_its_splits(qtbot: QtBot) -> None:
    page = _page(qtbot)
    qtbot.keyClicks(page.edit, "2223456777888")
    qtbot.keyClick(page.edit, Qt.Key.Key_Return)
    assert page.hand is not None and page.hand.suit == "s"  # bare digits: the quiz's suit
    expected = explain(parse_hand("2223456777888"))
    text = page.feedback.toPlainText()
    assert f"Waits ({len(expected.waits)}):" in text
    for wait in expected.waits:
        for decomposition in wait.decompositions:
            assert "  ".join(decomposition.groups_text()) in text.replace("\xa0", " ")
    assert len(page.strip.tiles()) == 13


def test_any_hand_and_a_bad_one(qtbot: QtBot) -> None:
    page = _page(qtbot)
    page.edit.setText("123m456p789s1122z")
    page.show_button.click()
    text = page.feedback.toPlainText()
    assert "Waits (2):" in text and "East (2 live)" in text and "South (2 live)" in text
    page.edit.setText("123m456p789s1234z")
    page.show_button.click()
    assert "Not tenpai (2-shanten)" in page.feedback.toPlainText()
    page.edit.setText("123m")
    page.show_button.click()
    assert page.hand is None and "A hand needs" in page.feedback.toPlainText()
