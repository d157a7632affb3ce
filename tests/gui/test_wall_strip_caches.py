"""The wall strip's cache: what a step repaints from cache equals a fresh paint.

The strip keeps itself in a pixmap and repaints only the cells that changed.
Whatever path a paint takes, the pixels must be those of a strip that paints the
same step from scratch, and nothing stale may show after a resize, a legend or a
new tile theme.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from yamaviewer.core.replay.presentation import HandScene, OpenGame, demo_game
from yamaviewer.gui.first_frame import first_frame_painted
from yamaviewer.gui.tile_painter import TilePainter
from yamaviewer.gui.wall_strip import StripCell, WallStrip


@pytest.fixture(scope="module")
def game() -> OpenGame:
    return demo_game()


@pytest.fixture(scope="module")
def tiles() -> TilePainter:
    return TilePainter()


def _scene(game: OpenGame, index: int = 0) -> HandScene:
    return game.scene(index)


def _strip(
    qtbot: QtBot, tiles: TilePainter, scene: HandScene, step: int, what_if: bool = False
) -> WallStrip:
    strip = WallStrip(tiles)
    qtbot.addWidget(strip)
    strip.resize(330, 700)
    strip.set_scene(scene, step, what_if)
    return strip


def _image(widget: WallStrip) -> QImage:
    return widget.grab().toImage()


@pytest.mark.parametrize("what_if", [False, True])
def test_stepping_the_strip_paints_what_a_fresh_strip_paints(
    qtbot: QtBot, game: OpenGame, tiles: TilePainter, what_if: bool
) -> None:
    scene = _scene(game)
    steps = len(scene.replay.states)
    strip = _strip(qtbot, tiles, scene, 0, what_if)
    _image(strip)
    for step in [*range(1, steps, 4), *range(steps - 1, -1, -13)]:
        strip.set_scene(scene, step, what_if)
        cached = _image(strip)
        assert cached == _image(strip)
        assert cached == _image(_strip(qtbot, tiles, scene, step, what_if)), step


def test_hand_after_hand_the_strip_paints_what_a_fresh_strip_paints(
    qtbot: QtBot, game: OpenGame, tiles: TilePainter
) -> None:
    """A new hand changes most cells: the strip is painted whole then, and a hand that
    changes few cells from the last (the same wall) only where they changed."""
    strip = _strip(qtbot, tiles, _scene(game, 0), 0)
    _image(strip)
    for index, step in ((1, 0), (1, 3), (2, 5), (0, 0)):
        scene = _scene(game, index)
        strip.set_scene(scene, step)
        assert _image(strip) == _image(_strip(qtbot, tiles, scene, step)), (index, step)


def test_a_step_updates_only_the_changed_cells_of_the_strip(
    qtbot: QtBot, game: OpenGame, tiles: TilePainter
) -> None:
    scene = _scene(game)
    strip = _strip(qtbot, tiles, scene, 10)
    strip.show()
    qtbot.waitExposed(strip)
    qtbot.waitUntil(lambda: first_frame_painted(strip))  # the faces come after the first frame
    _image(strip)
    regions = []

    original = strip.update

    def record(*args: object) -> None:
        regions.append(args)
        original(*args)

    strip.update = record  # type: ignore[method-assign]
    strip.set_scene(scene, 11)
    assert regions and all(args for args in regions), "only some cells, never everything"
    strip.update = original  # type: ignore[method-assign]
    # A different wall (another hand) lays the strip out again.
    strip.set_scene(_scene(game, 1), 0)
    assert _image(strip) == _image(_strip(qtbot, tiles, _scene(game, 1), 0))


def test_strip_resize_legend_and_theme_invalidate(
    qtbot: QtBot, game: OpenGame, tiles: TilePainter
) -> None:
    scene = _scene(game)
    strip = _strip(qtbot, tiles, scene, 20)
    _image(strip)
    strip.resize(260, 800)
    fresh = _strip(qtbot, tiles, scene, 20)
    fresh.resize(260, 800)
    assert _image(strip) == _image(fresh)
    strip.show_legend = False
    strip.update()
    fresh.show_legend = False
    fresh.set_scene(scene, 20)
    assert _image(strip) == _image(fresh)
    cells = [StripCell(tile, tag="x") for tile in (0, 4, 8)]
    strip.set_cells(cells)
    other = WallStrip(tiles)
    qtbot.addWidget(other)
    other.resize(260, 800)
    other.show_legend = False
    other.set_cells(cells)
    assert _image(strip) == _image(other)
    assert strip.cell_rect(0) != QRectF()
