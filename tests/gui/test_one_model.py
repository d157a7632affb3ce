"""The window and the PNG export draw every shared log from one presentation model.

For every hand of every shared ``.mjlog`` game the window's strip and table and
the Pillow renderer are asked for what they drew: the tag, tag colour, seat
bar and tile of each wall position, where each position sits in the strip
(row, column) and on the table (in tile units from the centre).  They must
agree everywhere.  Tile faces are checked on pixels: every PNG tile looks
more like the window's tile of the same kind than like any other.
"""

from __future__ import annotations

import pytest
from PIL import Image
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from tests.shared_data import mjlog_files
from yamaviewer.core.replay import tile_style as style
from yamaviewer.core.replay.document import load_document
from yamaviewer.core.replay.presentation import HandScene, flow_cells
from yamaviewer.gui.table_view import TableView
from yamaviewer.gui.tile_painter import TilePainter
from yamaviewer.gui.wall_strip import WallStrip, scene_cells
from yamaviewer.imaging.wall_image import (
    STRIP_COLUMNS,
    Fonts,
    HandCanvas,
    RenderOptions,
    TileArt,
)

LOGS = mjlog_files()


def _window_table_boxes(view: TableView, scene: HandScene) -> dict[int, tuple[float, ...]]:
    """Each wall position's rect on the window's table, in tile widths from the centre."""
    view.set_scene(scene)
    view._relayout()  # the layout the next paint would use, at the widget's size
    cx, cy = view.width() / 2, view.height() / 2
    w = min(view.slot_rect(p).width() for p in range(scene.size))
    return {
        p: tuple(
            v / w
            for v in (
                view.slot_rect(p).left() - cx,
                view.slot_rect(p).top() - cy,
                view.slot_rect(p).right() - cx,
                view.slot_rect(p).bottom() - cy,
            )
        )
        for p in range(scene.size)
    }


@pytest.mark.slow
@pytest.mark.skipif(not LOGS, reason="shared logs not found at ../shared/data/tenhou/mjlog")
def test_window_and_png_draw_every_shared_hand_alike(qtbot: QtBot) -> None:
    painter = TilePainter(cjk_family=False)
    strip = WallStrip(painter)
    view = TableView(painter)
    qtbot.addWidget(strip)
    qtbot.addWidget(view)
    view.resize(900, 900)
    options = RenderOptions(tile_width=12, use_cjk=False)
    positions = hands = 0
    for path in LOGS:
        if path.suffix != ".mjlog":
            continue
        document = load_document(path)
        for index in range(len(document.hands)):
            scene = HandScene(document, index)
            # -- the strip: tags, colours, tiles and places ------------------------------
            cells = scene_cells(scene, scene.last_step)
            strip.set_cells(cells, scene.red_fives)
            # A strip as wide as the PNG's rows (the window fits columns to its width).
            window_places = [
                (round(r.top()), round(r.left()))
                for r in strip._layout_rects(8 + STRIP_COLUMNS * 24)
            ]
            canvas = HandCanvas(document, index, options)
            canvas.strip()
            png = canvas.drawn
            window_rows = sorted({top for top, _left in window_places})
            window_cols = sorted({left for _top, left in window_places})
            png_rows = sorted({round(d.box[1]) for d in png.values()})
            png_cols = sorted({round(d.box[0]) for d in png.values()})
            for n, cell in enumerate(cells):
                position = scene.size - 1 - n
                drawn = png[position]
                assert (drawn.tag, drawn.tag_colour, drawn.bar, drawn.tile) == (
                    cell.tag,
                    cell.tag_color,
                    cell.bar,
                    cell.tile,
                ), (path.name, index, position)
                top, left = window_places[n]
                assert (window_rows.index(top), window_cols.index(left)) == (
                    png_rows.index(round(drawn.box[1])),
                    png_cols.index(round(drawn.box[0])),
                ), (path.name, index, position)
                positions += 1
            assert len(png) == scene.size
            # -- the table: the same slot in the same place, in tile units ----------------
            canvas = HandCanvas(document, index, options)
            table = canvas.table()
            centre = table.width / 2
            window = _window_table_boxes(view, scene)
            for position, box in window.items():
                png_box = tuple((v - centre) / 12 for v in canvas.drawn[position].box)
                assert all(abs(a - b) < 0.2 for a, b in zip(box, png_box)), (
                    path.name,
                    index,
                    position,
                    box,
                    png_box,
                )
            hands += 1
    assert hands > 500 and positions > 56_000


def _rgb(image: QImage | Image.Image) -> list[tuple[int, int, int]]:
    if isinstance(image, QImage):
        image = image.convertToFormat(QImage.Format.Format_RGBA8888)
        data = bytes(image.constBits())
        size = image.width() * image.height()
    else:
        data = image.convert("RGBA").tobytes()
        size = image.width * image.height
    return [(data[4 * i], data[4 * i + 1], data[4 * i + 2]) for i in range(size)]


def _distance(a: list[tuple[int, int, int]], b: list[tuple[int, int, int]]) -> float:
    return sum(abs(x - y) for p, q in zip(a, b) for x, y in zip(p, q)) / (3 * len(a))


def test_every_face_looks_the_same_in_the_window_and_the_png(qtbot: QtBot) -> None:
    painter = TilePainter(cjk_family=False)
    art = TileArt(48, Fonts(use_cjk=False))
    width, height = art.width, art.height
    tiles = [kind * 4 + 1 for kind in range(34)] + [16, 52, 88]  # and the red fives
    window = [_rgb(painter.image(t, width, height)) for t in tiles]
    png = [_rgb(art.image(t)) for t in tiles]
    for i, picture in enumerate(png):
        distances = [_distance(picture, other) for other in window]
        assert min(range(len(tiles)), key=distances.__getitem__) == i, (tiles[i], distances)


@pytest.mark.parametrize("kind", [9 + 4, 18 + 2, 9])  # 5p, 3s, 1p
def test_pips_and_sticks_sit_where_the_design_puts_them(qtbot: QtBot, kind: int) -> None:
    """Spot check on pixels: both renderers paint each pin or stick of the design in its colour."""
    painter = TilePainter(cjk_family=False)
    art = TileArt(60, Fonts(use_cjk=False))
    window = painter.image(kind * 4 + 1, art.width, art.height)
    png = art.image(kind * 4 + 1).convert("RGB")
    x0, y0, bw, bh = style.picture_rect(art.width, art.height)
    design = style.face_design(kind)
    assert design.shapes
    for shape in design.shapes:
        assert isinstance(shape, (style.Disc, style.Stick))
        colour = (
            shape.rings[-1][1] if isinstance(shape, style.Disc) and shape.rings else shape.colour
        )
        # A point inside the shape away from its white parts: the centre of a pin, a bit
        # above the middle band (and off the vein) of a stick.
        dx = 0.0
        dy = 0.0
        if isinstance(shape, style.Stick):
            dx = min(shape.width[0] * bw, shape.width[1] * bh) * 0.3
            dy = -shape.height * bh * 0.25
        x = round(x0 + shape.x * bw + dx - 0.5)
        y = round(y0 + shape.y * bh + dy - 0.5)
        expected = tuple(int(colour[i : i + 2], 16) for i in (1, 3, 5))
        ours = window.pixelColor(x, y).getRgb()[:3]
        theirs = png.getpixel((x, y))
        assert isinstance(theirs, tuple)
        for seen in (ours, theirs):
            assert all(abs(a - b) < 60 for a, b in zip(seen, expected)), (kind, shape, seen)


def test_flow_cells_breaks_rows_at_groups() -> None:
    breaks = [False] * 5 + [True] + [False] * 3
    assert flow_cells(breaks, 4) == [
        (0, 0),
        (0, 1),
        (0, 2),
        (0, 3),
        (1, 0),
        (2, 0),
        (2, 1),
        (2, 2),
        (2, 3),
    ]
