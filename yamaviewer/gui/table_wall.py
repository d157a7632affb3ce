"""The table's cached layers: the felt with the walls on it, as they stand at a step.

Painting 136 wall tiles at every step would cost more than the rest of the
table together, and a step changes the look of one or two stacks.  So the
felt, the dead-wall tint, the stack shadows and the break marker are painted
once per layout (the static layer); a copy of it carries the wall tiles, and a
step paints again only the pixels around the stacks whose look changed.

A new hand moves the dead wall and the break but not the stacks: the felt with
the stacks' shadows is kept for the table's size (the base layer), and a hand's
static layer is a copy of it with only the pixels around the dead wall painted
again (felt, tint, shadows, in the usual order) and the break marker on top.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QRadialGradient, QRegion

from yamaviewer.core.replay.presentation import HandScene
from yamaviewer.core.replay.state import WallUse
from yamaviewer.gui.paint_guard import open_painter
from yamaviewer.gui.palette import DEAD_WALL, DORA, FELT, FELT_DARK
from yamaviewer.gui.table_layout import TableLayout
from yamaviewer.gui.tile_painter import TilePainter

# How a wall position looks at a step (see WallLayers._look).
_IN_WALL, _TAKEN, _SHOWN = 0, 1, 2
#: How far beyond its rect the drawing of a wall position may reach (the indicator frame).
_SLOT_MARGIN = 3
_EMPTY_PEN = QPen(QColor(255, 255, 255, 50), 1)
_EMPTY_BRUSH = QColor(0, 0, 0, 45)


def paint_felt(painter: QPainter, rect: QRect, layout: TableLayout | None) -> None:
    """The cloth: dark around, the table's rounded square lit from the centre."""
    painter.fillRect(rect, QColor(FELT_DARK))
    if layout is None:
        return
    g = layout
    gradient = QRadialGradient(QPointF(g.cx, g.cy), g.half * 1.2)
    gradient.setColorAt(0, QColor(FELT).lighter(118))
    gradient.setColorAt(1, QColor(FELT))
    table = QRectF(g.cx - g.half - 4, g.cy - g.half - 4, 2 * g.half + 8, 2 * g.half + 8)
    painter.setPen(QPen(QColor("#0c2b21"), 2))
    painter.setBrush(gradient)
    painter.drawRoundedRect(table, 14, 14)


class WallLayers:
    """The static layer and the wall layer of one table view, kept between paints."""

    def __init__(self) -> None:
        #: Felt and stack shadows: unchanged from hand to hand at one size (see _base_layer).
        self._base: QPixmap | None = None
        self._base_key: tuple[object, ...] | None = None
        #: Felt, dead-wall tint, stack shadows and break marker: unchanged while stepping.
        self.static: QPixmap | None = None
        #: The static layer with the wall tiles on it as they stand at some step.
        self.wall: QPixmap | None = None
        self._key: tuple[object, ...] | None = None
        self._looks: dict[int, int] = {}

    def clear(self) -> None:
        """Drop the hand's layers (they are painted again when next asked for).

        The base layer stays: it is keyed by everything it shows (sizes and stacks),
        and its felt and shadows take nothing from the palette, font or language.
        """
        self.static = None
        self.wall = None
        self._key = None
        self._looks = {}

    def at(
        self,
        scene: HandScene,
        step: int,
        layout: TableLayout,
        tiles: TilePainter,
        wall_visible: bool,
        dpr: float,
    ) -> QPixmap:
        """The static layer with every wall tile as it looks at ``step``.

        The static layer is copied back under a clip around the changed stacks
        and every wall tile that reaches into the clip is drawn again in the
        usual order, which gives the same pixels as painting the whole wall.
        """
        static = self._static_layer(scene, layout, dpr)
        key = (id(static), wall_visible, tiles.generation, scene.red_fives, dpr)
        rects = layout.slot_rects
        looks = {position: self._look(scene, position, step) for position in rects}
        wall = self.wall
        if wall is None or self._key != key:
            wall = static.copy()
            with open_painter(wall) as painter:
                painter.setRenderHint(QPainter.RenderHint.Antialiasing)
                for position in rects:
                    self._paint_slot(painter, scene, layout, tiles, wall_visible, position, looks)
            self.wall, self._key, self._looks = wall, key, looks
            return wall
        changed = [p for p, look in looks.items() if self._looks.get(p) != look]
        if not changed:
            return wall
        margin = _SLOT_MARGIN
        damage = QRegion()
        for position in changed:
            rect = rects[position].adjusted(-margin, -margin, margin, margin)
            damage = damage.united(rect.toAlignedRect())
        self.wall = None  # a failure half-way must not leave a half-updated layer behind
        with open_painter(wall) as painter:
            painter.setClipRegion(damage)
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
            painter.drawPixmap(0, 0, static)
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            for position, rect in rects.items():
                reach = rect.adjusted(-margin, -margin, margin, margin).toAlignedRect()
                if damage.intersects(reach):
                    self._paint_slot(painter, scene, layout, tiles, wall_visible, position, looks)
        self.wall = wall
        self._looks = looks
        return wall

    @staticmethod
    def _look(scene: HandScene, position: int, step: int) -> int:
        """How a wall position is drawn at ``step``: _IN_WALL, _TAKEN or _SHOWN."""
        mark = scene.replay.marks.get(position)
        if mark is None or mark.step > step:
            return _IN_WALL
        if mark.use in (WallUse.DEAL, WallUse.LIVE, WallUse.RINSHAN):
            return _TAKEN
        return _SHOWN  # a dora / kan-dora / ura indicator turned over

    def _static_layer(self, scene: HandScene, layout: TableLayout, dpr: float) -> QPixmap:
        """Everything that does not change from step to step, painted once per layout.

        The base layer's copy lacks only the dead wall's tint, which lies under the
        shadows: the pixels it reaches are painted again from the felt up.
        """
        if self.static is not None and self.static.devicePixelRatio() == dpr:
            return self.static
        self.wall = None
        pixmap = self._base_layer(layout, dpr).copy()
        tinted = QRegion()
        for rect in self._dead_wall_rects(scene, layout):
            tinted = tinted.united(rect.toAlignedRect())
        with open_painter(pixmap) as painter:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            if not tinted.isEmpty():
                painter.setClipRegion(tinted)
                paint_felt(painter, QRect(0, 0, layout.width, layout.height), layout)
                self._paint_dead_wall(painter, scene, layout)
                self._paint_shadows(painter, layout, tinted)
                painter.setClipping(False)
            self._paint_break(painter, scene, layout)
        self.static = pixmap
        return pixmap

    def _base_layer(self, layout: TableLayout, dpr: float) -> QPixmap:
        """The felt with every stack's shadow, painted once per size and stack places."""
        key = (
            layout.width,
            layout.height,
            dpr,
            layout.cx,
            layout.cy,
            layout.half,
            frozenset(rect.getRect() for rect in layout.slot_rects.values()),
        )
        if self._base is not None and self._base_key == key:
            return self._base
        pixmap = QPixmap(max(1, round(layout.width * dpr)), max(1, round(layout.height * dpr)))
        pixmap.setDevicePixelRatio(dpr)
        with open_painter(pixmap) as painter:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            paint_felt(painter, QRect(0, 0, layout.width, layout.height), layout)
            self._paint_shadows(painter, layout, None)
        self._base, self._base_key = pixmap, key
        return pixmap

    @staticmethod
    def _paint_shadows(painter: QPainter, layout: TableLayout, within: QRegion | None) -> None:
        """The stacks' shadows (only those reaching into ``within``, when given).

        Neighbouring shadows overlap by a pixel, where the order of painting shows in
        the rounding: they are painted by place (top to bottom, left to right), not in
        the hand's wall order, so the base layer serves every hand.
        """
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        for rect in sorted(layout.slot_rects.values(), key=lambda r: (r.y(), r.x())):
            shadow = rect.translated(1.5, 1.5)
            if within is None or within.intersects(shadow.toAlignedRect()):
                painter.drawRoundedRect(shadow, 3, 3)

    @staticmethod
    def _dead_wall_rects(scene: HandScene, layout: TableLayout) -> list[QRectF]:
        """The tinted rect around each stack of the dead wall."""
        pad = max(2.0, 0.1 * layout.w)
        return [
            rect.adjusted(-pad, -pad, pad, pad)
            for position in scene.dead_wall_positions
            if (rect := layout.slot_rects.get(position)) is not None
        ]

    @staticmethod
    def _paint_dead_wall(painter: QPainter, scene: HandScene, layout: TableLayout) -> None:
        tint = QColor(DEAD_WALL)
        tint.setAlpha(110)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(tint)
        for rect in WallLayers._dead_wall_rects(scene, layout):
            painter.drawRect(rect)

    @staticmethod
    def _paint_slot(
        painter: QPainter,
        scene: HandScene,
        layout: TableLayout,
        tiles: TilePainter,
        wall_visible: bool,
        position: int,
        looks: dict[int, int],
    ) -> None:
        """One wall position: the tile, an empty place when taken, a frame when turned over.

        Nothing drawn here reaches more than ``_SLOT_MARGIN`` pixels beyond its rect.
        """
        rect = layout.slot_rects[position]
        look = looks[position]
        tile = scene.wall[position]
        rotation = (-90 * layout.slot_sides[position]) % 360
        red = scene.red_fives
        if look == _TAKEN:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            painter.setPen(_EMPTY_PEN)
            painter.setBrush(_EMPTY_BRUSH)
            painter.drawRect(rect.adjusted(1, 1, -2, -2))
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            if wall_visible and tile is not None:
                tiles.draw(painter, rect, tile, rotation=rotation, red_fives=red, opacity=0.28)
            return
        shown = look == _SHOWN
        tiles.draw(
            painter,
            rect,
            tile,
            face_up=(wall_visible or shown) and tile is not None,
            rotation=rotation,
            red_fives=red,
        )
        if shown:
            painter.setPen(QPen(QColor(DORA), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 3, 3)

    @staticmethod
    def _paint_break(painter: QPainter, scene: HandScene, layout: TableLayout) -> None:
        """A red line across the break wall between the two broken stacks, and a wedge inside."""
        g = layout
        table = scene.table
        x = g.table.break_x(table.break_stack)
        transform = g.transforms[g.side_of(table.break_seat)]
        painter.setPen(QPen(QColor("#e53935"), max(2.0, 0.1 * g.w)))
        painter.drawLine(
            transform.map(QPointF(x, g.inner - 0.1 * g.w)),
            transform.map(QPointF(x, g.outer + 0.05 * g.w)),
        )
        size = 0.3 * g.w
        points = [
            QPointF(x, g.inner - 0.12 * g.w),
            QPointF(x - size, g.inner - 0.12 * g.w - size * 1.3),
            QPointF(x + size, g.inner - 0.12 * g.w - size * 1.3),
        ]
        painter.setPen(QPen(QColor("#ffffff"), 1))
        painter.setBrush(QColor("#e53935"))
        painter.drawPolygon([transform.map(p) for p in points])
