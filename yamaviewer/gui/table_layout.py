"""Where the parts of the table lie in widget pixels, worked out once per size and view.

The table view paints; this module says where.  The walls' places come from
the core's :class:`~yamaviewer.core.replay.presentation.TableGeometry` (shared
with the PNG); here they are scaled to the widget, snapped to whole pixels,
and each side gets the transform that turns the bottom player's drawing into
its own.  A layout changes only with the widget's size, the number of players
and the seat at the bottom, so stepping through a hand never recomputes it.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QTransform

from yamaviewer.core.replay.presentation import HandScene, TableGeometry
from yamaviewer.core.replay.tile_style import TILE_ASPECT


def snap(rect: QRectF) -> QRectF:
    """Whole-pixel rect so cached tile pixmaps are drawn without resampling."""
    return QRectF(
        round(rect.left()),
        round(rect.top()),
        max(1, round(rect.width())),
        max(1, round(rect.height())),
    )


#: The smallest type the table shrinks a line to before it takes a shorter wording.
SMALLEST_PIXELS = 8


def fit_text(font: QFont, text: str, width: float, shorter: str = "") -> tuple[QFont, str]:
    """``text`` in ``font`` made smaller until it fits ``width``; then ``shorter``; then elided.

    At 1024x768 the table is about 420 pixels wide: its lines must fit, not be cut.
    """
    for wording in (text, shorter) if shorter else (text,):
        fitted = QFont(font)
        size = font.pixelSize()
        while True:
            if QFontMetricsF(fitted).horizontalAdvance(wording) <= width:
                return fitted, wording
            if size <= SMALLEST_PIXELS:
                break
            size -= 1
            fitted.setPixelSize(size)
    metrics = QFontMetricsF(fitted)
    return fitted, metrics.elidedText(shorter or text, Qt.TextElideMode.ElideRight, width)


@dataclass(frozen=True, slots=True)
class CentreText:
    """One line of words in the table's centre, fitted to the rect it is drawn in."""

    rect: QRectF  # widget pixels
    font: QFont
    text: str
    color: QColor
    side: int = 0
    #: For a wind laid along a side: its rect in the bottom side's drawing (else None).
    local: QRectF | None = None


@dataclass(frozen=True, slots=True)
class TableLayout:
    """The table's measures in pixels; local drawing is the bottom side's, centred."""

    width: int
    height: int
    bottom_seat: int
    cx: float
    cy: float
    w: float  # wall tile width
    h: float  # wall tile height
    inner: float  # half size of the square inside the walls
    outer: float  # half size of the square around the walls
    half: float  # half size of the whole table
    label: float  # height of the name line above a hand
    hand_w: float
    river_w: float
    centre: float  # half size of the centre box
    table: TableGeometry  # the walls, from the core's presentation model
    #: Per side (0 bottom, 1 right, 2 top, 3 left): local coordinates to widget pixels.
    transforms: tuple[QTransform, ...]
    #: Each wall position's rect in widget pixels, in the scene's slot order.
    slot_rects: dict[int, QRectF]
    #: The side each wall position lies on.
    slot_sides: dict[int, int]

    def side_of(self, seat: int) -> int:
        """0 bottom, 1 right, 2 top, 3 left."""
        return (seat - self.bottom_seat) % 4

    def map(self, side: int, local: QRectF) -> QRectF:
        """A rect drawn for the bottom side, turned to ``side`` and snapped to pixels."""
        return snap(self.transforms[side].mapRect(local))


def table_layout(width: int, height: int, scene: HandScene | None, bottom_seat: int) -> TableLayout:
    """The layout of ``scene`` (or of an empty four-player table) in a widget this size."""
    players = scene.players if scene is not None else 4
    half_available = min(width, height) / 2 - 6
    wall_units = TableGeometry.wall_units(players)
    w = half_available / (wall_units + 0.2 + 0.55 + 1.05 * TILE_ASPECT)
    label = 0.55 * w
    if label < 14:
        label = 14
        w = (half_available - 14) / (wall_units + 0.2 + 1.05 * TILE_ASPECT)
    # Whole-pixel tile sizes: every wall tile is the same pixmap (turned for side walls).
    table = TableGeometry.for_tile_width(float(max(int(w), 8)), players)
    w, h = table.tile_w, table.tile_h
    inner, outer = table.inner, table.outer
    river_w = float(int(min(0.82 * w, (inner - 0.45 * w) / (3 + 4 * TILE_ASPECT))))
    cx, cy = width / 2, height / 2
    slot_rects: dict[int, QRectF] = {}
    slot_sides: dict[int, int] = {}
    if scene is not None:
        for position, slot in scene.slots.items():
            side = (slot.seat - bottom_seat) % 4
            left, top, right, bottom = table.screen_box(slot, side)
            slot_rects[position] = snap(QRectF(cx + left, cy + top, right - left, bottom - top))
            slot_sides[position] = side
    return TableLayout(
        width=width,
        height=height,
        bottom_seat=bottom_seat,
        cx=cx,
        cy=cy,
        w=w,
        h=h,
        inner=inner,
        outer=outer,
        half=outer + 0.2 * w + label + 1.05 * h,
        label=label,
        hand_w=float(round(1.05 * w)),
        river_w=river_w,
        centre=3 * river_w,
        table=table,
        transforms=tuple(QTransform().translate(cx, cy).rotate(-90 * side) for side in range(4)),
        slot_rects=slot_rects,
        slot_sides=slot_sides,
    )
