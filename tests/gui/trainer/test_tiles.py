"""The trainer's tile strips: a river with its riichi tile sideways, calls on the right."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QWidget

from yamaviewer.gui.trainer.tiles import TileStrip, shared_tile_painter


def test_a_strip_lays_the_riichi_tile_sideways_and_calls_on_the_right(
    qapp: object,
) -> None:
    strip = TileStrip(shared_tile_painter(), 20.0)
    strip.resize(600, strip.height())
    river, calls = (0, 4, 8, 12), [(40, 44, 48)]
    strip.set_groups([river], right=calls, turned=[8])
    assert strip.tiles() == [*river, *calls[0]]
    image = QImage(strip.size(), QImage.Format.Format_ARGB32)
    image.fill(0)
    strip.render(image, renderFlags=QWidget.RenderFlag.DrawChildren)  # no background

    def inked(rect: QRectF) -> bool:
        r = rect.toRect()
        return any(
            image.pixelColor(x, y).alpha() > 0
            for x in range(max(0, r.left()), min(image.width(), r.right()))
            for y in range(max(0, r.top()), min(image.height(), r.bottom()), 3)
        )

    w = strip._tile_width()
    # The calls sit against the right edge, the middle of the row stays empty.
    assert inked(QRectF(image.width() - 3 * w, 0, 3 * w, image.height()))
    assert not inked(QRectF(image.width() / 2 - 20, 0, 40, image.height()))
    # The sideways tile is wider than it is tall: the top of its upright slot is empty.
    assert not inked(QRectF(2 + 2 * (w + 2) + 1, 0, w * 1.2, 3 + (w * 1.4 - w) - 2))
