"""File > Mahjong Soul: a pasted wall whose hash matches but which no fair shuffle makes."""

from __future__ import annotations

import hashlib
import json

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.shared_data import SHARED_DATA, require
from yamaviewer.gui.dialogs.majsoul_dialog import MajsoulDialog
from yamaviewer.gui.tile_painter import TilePainter


def _six_1p_wall() -> tuple[str, int]:
    """A real MD5-era wall with its last tiles that are not 1p made 1p: six 1p in all.

    Returns the wall and the 1-based tile that is the fifth 1p.
    """
    path = require(SHARED_DATA / "majsoul" / "examples.json")
    examples = json.loads(path.read_text(encoding="utf-8"))["examples"]
    paishan = next(e["paishan"] for e in examples if e.get("md5"))
    codes = [paishan[i : i + 2] for i in range(0, len(paishan), 2)]
    others = [i for i, code in enumerate(codes) if code not in ("1p", "0p", "5p")]
    for i in others[-(6 - codes.count("1p")) :]:
        codes[i] = "1p"
    fifth = [i for i, code in enumerate(codes) if code == "1p"][4] + 1
    return "".join(codes), fifth


@pytest.fixture
def dialog(qtbot: QtBot) -> MajsoulDialog:
    dialog = MajsoulDialog(TilePainter(cjk_family=False))
    qtbot.addWidget(dialog)
    return dialog


def test_a_matching_hash_on_an_unfair_wall_gets_a_verdict(dialog: MajsoulDialog) -> None:
    wall, fifth = _six_1p_wall()
    dialog.wall_edit.setPlainText(wall)
    assert dialog.wall_status.kind == "error"  # the copies are named before any hash
    assert f"tile {fifth} is a fifth 1p (6 in the wall)" in dialog.wall_status.text()
    dialog.hash_edit.setText(hashlib.md5(wall.encode()).hexdigest())
    assert dialog.verdict.kind == "error"
    text = dialog.verdict.text()
    assert "NOT A FAIR WALL" in text
    assert f"the hash matches, but this is not a fair wall: tile {fifth} is a fifth 1p" in text
    cells = dialog.strip.cells()
    assert len(cells) == len(wall) // 2  # the wall is drawn all the same
    assert [i + 1 for i, cell in enumerate(cells) if cell.flagged] == [fifth]
    dialog.hash_edit.setText("0" * 32)
    assert dialog.verdict.kind == "error" and "NO MATCH" in dialog.verdict.text()
    assert "not a fair wall either" in dialog.verdict.text()
    dialog.grab()


def test_the_verdict_speaks_japanese(qapp: QApplication, qtbot: QtBot) -> None:
    from yamaviewer.gui import i18n

    wall, fifth = _six_1p_wall()
    assert i18n.install_language(qapp, "ja")
    try:
        dialog = MajsoulDialog(TilePainter(cjk_family=False))
        qtbot.addWidget(dialog)
        dialog.wall_edit.setPlainText(wall)
        dialog.hash_edit.setText(hashlib.md5(wall.encode()).hexdigest())
        text = dialog.verdict.text()
        assert "hash matches" not in text and "fair wall" not in text
        assert str(fifth) in text and "1p" in text
    finally:
        i18n.install_language(qapp, "en")


def test_tab_in_the_wall_box_moves_on_instead_of_typing_a_tab(
    qtbot: QtBot, dialog: MajsoulDialog
) -> None:
    """Issue 28: a typed Tab used to land in the wall and show as a tile error."""
    from PySide6.QtCore import Qt

    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.wall_edit.setFocus()
    qtbot.keyClicks(dialog.wall_edit, "5p6s")
    qtbot.keyClick(dialog.wall_edit, Qt.Key.Key_Tab)
    assert dialog.wall_edit.toPlainText() == "5p6s"
    assert not dialog.wall_edit.hasFocus()
