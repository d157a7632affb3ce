"""The table's cached layers: what a step repaints from cache equals a fresh paint.

The table keeps its felt and wall in cached pixmaps and repaints only the stacks
whose look changed.  Whatever path a paint takes, the pixels must be those of a
table that paints the same step from scratch, and nothing stale may show after a
resize, an option change, a new tile theme or a new scene.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from yamaviewer.core.replay.presentation import HandScene, OpenGame, demo_game
from yamaviewer.core.replay.state import WallUse
from yamaviewer.gui.table_options import TableOptions
from yamaviewer.gui.table_view import TableView
from yamaviewer.gui.tile_painter import TilePainter


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
