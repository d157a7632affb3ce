"""The app against hostile input: painting never raises, special files and huge pastes refused."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from tests import hostile_files as hostile
from yamaviewer.core.replay.demo import demo_seed_text
from yamaviewer.core.replay.document import seed_document
from yamaviewer.core.replay.presentation import OpenGame
from yamaviewer.core.walls.majsoul import write_wall
from yamaviewer.gui.dialogs.majsoul_dialog import MajsoulDialog
from yamaviewer.gui.dialogs.seed_dialog import MAX_SEED_CHARACTERS, SeedDialog
from yamaviewer.gui.main_window import MainWindow
from yamaviewer.gui.settings import Settings
from yamaviewer.gui.table_view import TableView
from yamaviewer.gui.tile_painter import TilePainter
from yamaviewer.gui.wall_strip import WallStrip


@pytest.fixture
def window(qtbot: QtBot, settings: Settings) -> MainWindow:
    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    window.resize(1100, 760)
    window.show()
    window.open_demo()
    return window


@pytest.mark.parametrize("bad", [999, 136, -5])
def test_the_tile_painter_draws_a_placeholder_for_a_value_that_is_no_tile(
    qtbot: QtBot, bad: int
) -> None:
    painter = TilePainter(cjk_family=False)
    unknown = painter.image(bad, 36, 49)
    assert unknown.width() == 36
    faces = {bytes(painter.image(kind * 4, 36, 49).constBits()) for kind in range(34)}
    assert bytes(unknown.constBits()) not in faces
    assert bytes(unknown.constBits()) != bytes(
        painter.image(None, 36, 49, face_up=False).constBits()
    )


def test_views_of_a_game_holding_tile_ids_past_135_paint(qtbot: QtBot) -> None:
    """Readers refuse such ids; a game built some other way must still never crash a view."""
    document = seed_document(demo_seed_text(), hands=1)
    hand = document.hands[0]
    hand.dora_indicator = 999
    hand.haipai[1][0] = 4000
    scene = OpenGame(document, "damaged", "demo").scene(0)
    tiles = TilePainter(cjk_family=False)
    table, strip = TableView(tiles), WallStrip(tiles)
    for view in (table, strip):
        qtbot.addWidget(view)
        view.resize(900, 640)
        view.show()
    for step in (0, scene.last_step // 2, scene.last_step):
        table.set_scene(scene, step)
        strip.set_scene(scene, step)
        table.grab()
        strip.grab()


def test_a_raising_paint_draws_the_placeholder(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def broken(*_args: object) -> None:
        raise IndexError("tuple index out of range")

    monkeypatch.setattr(TableView, "_paint_centre", broken)
    window.table.update()
    picture = window.table.grab().toImage()
    centre = QColor(picture.pixel(picture.width() // 2, picture.height() // 4))
    assert centre.name() == "#23392f"
    assert "could not be drawn" in capsys.readouterr().err
    monkeypatch.undo()
    window.table.grab()  # and it recovers once the value is gone


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_file_open_refuses_a_fifo_and_dev_zero(window: MainWindow, tmp_path: Path) -> None:
    fifo = tmp_path / "game.mjlog"
    os.mkfifo(fifo)
    assert window.open_path(fifo) is False
    assert window.last_error is not None and "pipe" in window.last_error.text()
    window.last_error.close()
    assert window.open_path("/dev/zero") is False
    assert "device" in window.last_error.text()
    window.last_error.close()
    assert window.game is not None and window.game.hand_count == 4  # the demo stays


@pytest.mark.parametrize(
    "make",
    [lambda: hostile.with_kan_dora(70), lambda: hostile.json_variant("deep")],
    ids=["kan-dora-70", "deep-json"],
)
def test_file_open_of_hostile_files_is_a_clear_dialog(
    window: MainWindow, tmp_path: Path, make: object
) -> None:
    assert callable(make)
    path = hostile.write(tmp_path, "bad.mjlog", make())
    assert window.open_path(path) is False
    assert window.last_error is not None
    assert "unexpected" not in window.last_error.text()
    window.last_error.close()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_screenshot_mode_refuses_a_fifo(
    qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from yamaviewer.gui.app import main

    fifo = tmp_path / "game.mjlog"
    os.mkfifo(fifo)
    assert main([str(fifo), "--screenshot", str(tmp_path / "shot.png")]) == 1
    assert "pipe" in capsys.readouterr().err
    assert not (tmp_path / "shot.png").exists()


def test_the_seed_box_refuses_a_megabyte_paste(qtbot: QtBot) -> None:
    dialog = SeedDialog()
    qtbot.addWidget(dialog)
    data = QMimeData()
    data.setText("A" * 1_000_000)
    dialog.seed_edit.insertFromMimeData(data)
    assert dialog.seed_edit.toPlainText() == ""
    assert dialog.status.kind == "error" and "1,000,000" in dialog.status.text()
    dialog.seed_edit.setPlainText("B" * (MAX_SEED_CHARACTERS + 10))
    assert dialog.seed_edit.toPlainText() == "" and dialog.status.kind == "error"
    assert not dialog.ok_button.isEnabled()
    data.setText(demo_seed_text())
    dialog.seed_edit.insertFromMimeData(data)
    assert dialog.status.kind == "ok" and dialog.ok_button.isEnabled()


@pytest.mark.parametrize("digit", ["５", "٥", "²"])
def test_majsoul_dialog_names_a_foreign_digit(qtbot: QtBot, digit: str) -> None:
    dialog = MajsoulDialog(TilePainter(cjk_family=False))
    qtbot.addWidget(dialog)
    wall = write_wall(list(range(136)))
    dialog.wall_edit.setPlainText(digit + wall[1:])
    dialog.hash_edit.setText("0" * 32)
    assert dialog.wall_status.kind == "error"
    assert digit in dialog.wall_status.text() and "U+" in dialog.wall_status.text()
    assert "MATCH" not in dialog.verdict.text()


@pytest.mark.parametrize(
    "make",
    [
        lambda: hostile.json_variant("deep"),
        lambda: hostile.json_variant("infinity"),
        lambda: hostile.json_variant("rate").replace('"rate": 5', '"rate": 5, "x": 1e400'),
        lambda: '<?xml version="1.0" encoding="UTF-16"?>\n' + hostile.real_log_text(),
        lambda: hostile.with_kan_dora(70),
    ],
    ids=["deep", "infinity", "1e400", "utf-16", "kan-dora-70"],
)
def test_screenshot_mode_words_hostile_files(
    qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str], make: object
) -> None:
    from yamaviewer.gui.app import main

    assert callable(make)
    path = hostile.write(tmp_path, "bad.mjlog", make())
    assert main([str(path), "--screenshot", str(tmp_path / "shot.png")]) == 1
    err = capsys.readouterr().err
    assert "cannot open" in err and "Traceback" not in err and "unexpected" not in err
    assert not (tmp_path / "shot.png").exists()
