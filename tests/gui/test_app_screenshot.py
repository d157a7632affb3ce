"""Screenshot mode, and pictures of the table checked pixel by pixel."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from tests.shared_data import MJLOG_DIR, require
from yamaviewer.core.replay.presentation import demo_game
from yamaviewer.gui.app import main
from yamaviewer.gui.table_view import TableView
from yamaviewer.gui.tile_painter import TilePainter

REPO = Path(__file__).resolve().parents[2]
FIFTEEN_HANDS = (
    "mjx-project__mjx__tests_py__resources__mjlog__2010081709gm-00a9-0000-fe3371ad.mjlog"
)


def _is_ivory(color: QColor) -> bool:
    r, g, b = color.red(), color.green(), color.blue()
    return r > 225 and g > 215 and b > 190 and r - b < 50


def _mean_difference(a: QImage, b: QImage, inset: int = 3) -> float:
    total = count = 0
    for y in range(inset, min(a.height(), b.height()) - inset):
        for x in range(inset, min(a.width(), b.width()) - inset):
            ca, cb = QColor(a.pixel(x, y)), QColor(b.pixel(x, y))
            total += (
                abs(ca.red() - cb.red()) + abs(ca.green() - cb.green()) + abs(ca.blue() - cb.blue())
            )
            count += 3
    return total / max(count, 1)


def test_screenshot_of_the_demo(qtbot: QtBot, tmp_path: Path) -> None:
    out = tmp_path / "shot.png"
    assert main(["--screenshot", str(out), "--hand", "2"]) == 0
    image = QImage(str(out))
    assert image.width() >= 1280 and image.height() >= 800
    # The wall is drawn: many tile-face (ivory) pixels, spread over the table.
    ivory = sum(
        1
        for y in range(0, image.height(), 4)
        for x in range(0, image.width(), 4)
        if _is_ivory(QColor(image.pixel(x, y)))
    )
    sampled = (image.width() // 4) * (image.height() // 4)
    assert ivory > sampled * 0.05


def test_screenshot_of_a_real_log(qtbot: QtBot, tmp_path: Path) -> None:
    log = require(MJLOG_DIR / FIFTEEN_HANDS)
    out = tmp_path / "log.png"
    assert main([str(log), "--hand", "15", "--screenshot", str(out)]) == 0
    assert QImage(str(out)).width() >= 1280


def test_screenshot_of_an_unreadable_file_fails_with_a_message(tmp_path: Path) -> None:
    bad = tmp_path / "bad.mjlog"
    bad.write_bytes(b"\x1f\x8b\x08\x00garbage")
    out = tmp_path / "never.png"
    result = subprocess.run(
        [sys.executable, "-m", "yamaviewer", str(bad), "--screenshot", str(out)],
        capture_output=True,
        text=True,
        cwd=REPO,
        env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(REPO)},
        timeout=120,
        check=False,
    )
    assert result.returncode != 0
    assert "cannot open" in result.stderr and "bad.mjlog" in result.stderr
    assert not out.exists()


@pytest.mark.parametrize("cjk", [True, False])
def test_tile_at_a_known_wall_position_shows_its_face(qtbot: QtBot, cjk: bool) -> None:
    tiles = TilePainter(cjk_family=cjk)
    view = TableView(tiles)
    qtbot.addWidget(view)
    view.resize(800, 800)
    game = demo_game()
    scene = game.scene(0)
    view.set_scene(scene, 0)
    image = view.grab().toImage()
    # Every wall position has its own rect on the table; none overlap.
    rects = [view.slot_rect(p) for p in range(scene.size)]
    assert all(r.width() > 10 and r.height() > 10 for r in rects)
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            assert not a.intersects(b) or a.intersected(b).width() * a.intersected(b).height() < 2
    # Positions still in the wall at step 0, on every side (tiles turned with their wall).
    checked = 0
    sides_seen: set[int] = set()
    for position in range(scene.size):
        side = view.side_of_seat(scene.slots[position].seat)
        if side in sides_seen or scene.is_taken(position, 0):
            continue
        sides_seen.add(side)
        rect = view.slot_rect(position).toRect()
        tile = scene.wall[position]
        assert tile is not None
        region = image.copy(QRect(rect.x(), rect.y(), rect.width(), rect.height()))
        rotation = (-90 * side) % 360
        expected = tiles.pixmap(tile, rect.width(), rect.height(), rotation=rotation).toImage()
        other = next(t for t in range(0, 136, 4) if abs(t // 4 - tile // 4) > 1)
        wrong = tiles.pixmap(other, rect.width(), rect.height(), rotation=rotation).toImage()
        same = _mean_difference(region, expected)
        different = _mean_difference(region, wrong)
        assert same < 6, (position, same)
        assert different > same + 10, (position, same, different)
        checked += 1
    assert checked >= 3  # the deal may empty a whole wall
