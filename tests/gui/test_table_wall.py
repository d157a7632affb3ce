"""The table's cached layers: what a step repaints from cache equals a fresh paint.

The table keeps its felt and wall in cached pixmaps and repaints only the stacks
whose look changed.  Whatever path a paint takes, the pixels must be those of a
table that paints the same step from scratch, and nothing stale may show after a
resize, an option change, a new tile theme or a new scene.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.shared_data import MJLOG_DIR, require
from yamaviewer.core.replay.document import load_document
from yamaviewer.core.replay.presentation import HandScene, OpenGame, demo_game
from yamaviewer.core.replay.state import WallUse
from yamaviewer.gui.paint_guard import open_painter
from yamaviewer.gui.palette import DEAD_WALL
from yamaviewer.gui.table_layout import TableLayout, table_layout
from yamaviewer.gui.table_options import TableOptions
from yamaviewer.gui.table_view import TableView
from yamaviewer.gui.table_wall import WallLayers, paint_felt
from yamaviewer.gui.tile_painter import TilePainter

GAME = "mjx-project__mjx__tests_py__resources__mjlog__2010112714gm-00a9-0000-d497e395.mjlog"


@pytest.fixture(scope="module")
def game() -> OpenGame:
    return demo_game()


@pytest.fixture(scope="module")
def tiles() -> TilePainter:
    return TilePainter()


def _scene(game: OpenGame, index: int = 0) -> HandScene:
    return game.scene(index)


def _table(
    qtbot: QtBot,
    tiles: TilePainter,
    scene: HandScene,
    step: int,
    size: tuple[int, int] = (640, 640),
    options: TableOptions | None = None,
) -> TableView:
    view = TableView(tiles)
    qtbot.addWidget(view)
    view.resize(*size)
    if options is not None:
        view.set_options(options)
    view.set_scene(scene, step)
    return view


def _image(widget: TableView) -> QImage:
    return widget.grab().toImage()


@pytest.mark.slow
def test_stepping_through_a_hand_paints_what_a_fresh_table_paints(
    qtbot: QtBot, game: OpenGame, tiles: TilePainter
) -> None:
    scene = _scene(game)
    steps = len(scene.replay.states)
    view = _table(qtbot, tiles, scene, 0)
    _image(view)  # fill the caches
    # Forward one by one, then backwards in jumps (several stacks change at once).
    for step in [*range(1, steps, 3), *range(steps - 1, -1, -11)]:
        view.set_step(step)
        cached = _image(view)
        assert cached == _image(view), "painting the same step twice must not change it"
        fresh = _table(qtbot, tiles, scene, step)
        assert cached == _image(fresh), step
        fresh.close()


def test_taken_wall_positions_are_redrawn_when_stepping(
    qtbot: QtBot, game: OpenGame, tiles: TilePainter
) -> None:
    scene = _scene(game)
    live = sorted(
        (mark.step, position)
        for position, mark in scene.replay.marks.items()
        if mark.use is WallUse.LIVE
    )
    step, position = live[len(live) // 2]
    view = _table(qtbot, tiles, scene, step - 1)
    rect = view.slot_rect(position).toAlignedRect()
    before = _image(view).copy(rect)
    view.set_step(step)
    after = _image(view).copy(rect)
    assert before != after  # the drawn tile left the wall (and is highlighted)
    view.set_step(step - 1)
    assert _image(view).copy(rect) == before


def test_resize_options_and_theme_invalidate_the_table(
    qtbot: QtBot, game: OpenGame, tiles: TilePainter, tmp_path: Path
) -> None:
    scene = _scene(game)
    step = len(scene.replay.states) // 2
    view = _table(qtbot, tiles, scene, step)
    _image(view)
    view.resize(520, 560)
    assert _image(view) == _image(_table(qtbot, tiles, scene, step, (520, 560)))

    hidden = TableOptions(reveal_wall=False)
    view.set_options(hidden)
    assert _image(view) == _image(_table(qtbot, tiles, scene, step, (520, 560), hidden))

    one_seat = TableOptions(reveal_wall=False, view_seat=1, what_if=True)
    view.set_options(one_seat)
    assert _image(view) == _image(_table(qtbot, tiles, scene, step, (520, 560), one_seat))

    # A new tile theme (a folder with a red back) reaches the cached wall at once.
    own = TilePainter()
    view.tiles = own
    view.update()
    before = _image(view)
    (tmp_path / "back.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" width="3" height="4">'
        '<rect width="3" height="4" fill="#ff0000"/></svg>',
        encoding="utf-8",
    )
    generation = own.generation
    own.set_folder(tmp_path)
    assert own.generation != generation
    view.update()
    themed = _image(view)
    assert themed != before
    assert themed == _image(_table(qtbot, own, scene, step, (520, 560), one_seat))


def test_a_new_scene_and_a_language_change_repaint_the_table(
    qtbot: QtBot, game: OpenGame, tiles: TilePainter
) -> None:
    view = _table(qtbot, tiles, _scene(game, 0), 5)
    _image(view)
    view.set_scene(_scene(game, 1), 5)
    assert _image(view) == _image(_table(qtbot, tiles, _scene(game, 1), 5))
    QApplication.sendEvent(view, QEvent(QEvent.Type.LanguageChange))
    assert view._layers.wall is None  # the cache itself is what is tested
    assert _image(view) == _image(_table(qtbot, tiles, _scene(game, 1), 5))


def _static_from_scratch(scene: HandScene, layout: TableLayout) -> QImage:
    """The static layer as its parts are painted in order, with no cache: the felt, the
    dead wall's tint, every stack's shadow (by place: top to bottom, left to right),
    the break marker."""
    pixmap = QPixmap(layout.width, layout.height)
    with open_painter(pixmap) as painter:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_felt(painter, QRect(0, 0, layout.width, layout.height), layout)
        tint = QColor(DEAD_WALL)
        tint.setAlpha(110)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(tint)
        pad = max(2.0, 0.1 * layout.w)
        for position in scene.dead_wall_positions:
            painter.drawRect(layout.slot_rects[position].adjusted(-pad, -pad, pad, pad))
        painter.setBrush(QColor(0, 0, 0, 70))
        for rect in sorted(layout.slot_rects.values(), key=lambda r: (r.y(), r.x())):
            painter.drawRoundedRect(rect.translated(1.5, 1.5), 3, 3)
        WallLayers._paint_break(painter, scene, layout)
    return pixmap.toImage()


def test_hand_after_hand_the_static_layer_is_painted_as_from_scratch(
    qtbot: QtBot, tiles: TilePainter
) -> None:
    """A new hand reuses the felt and shadows painted for the table's size and paints the
    dead wall again: the pixels are those of the layer painted part by part, with the
    dead wall (and the break) in a new place every hand."""
    game = OpenGame(load_document(require(MJLOG_DIR / GAME)), GAME, "file")
    layers = WallLayers()
    dead_walls = set()
    for index in range(min(6, game.hand_count)):
        scene = game.scene(index)
        layout = table_layout(700, 640, scene, 0)
        layers.clear()  # what the table does with a new scene
        layers.at(scene, 0, layout, tiles, True, 1.0)
        assert layers.static is not None
        assert layers.static.toImage() == _static_from_scratch(scene, layout), index
        dead_walls.add(frozenset(layout.slot_rects[p].getRect() for p in scene.dead_wall_positions))
    assert len(dead_walls) > 1  # the dead wall moved: the base is painted over elsewhere
