"""All tiles of a wall in draw order, in compact rows (the form Tenhou's viewer uses).

Each cell shows the tile and a short tag under it: the seat it was dealt to,
who drew it at which of their turns (``S4`` = South's 4th draw), ``R1`` for a
replacement draw, ``D``/``K1``/``U1`` for indicators.  Taken tiles carry their
seat's colour; tiles still in the wall have none.  The widget is generic
(:class:`StripCell` lists) so the Mahjong Soul dialog uses it too.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QEvent,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QRegion,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from yamaviewer.core.replay.presentation import HandScene, flow_cells
from yamaviewer.core.replay.tile_style import TILE_ASPECT
from yamaviewer.gui import texts
from yamaviewer.gui.first_frame import after_first_frame, first_frame_painted
from yamaviewer.gui.paint_guard import open_painter, paint_guarded
from yamaviewer.gui.palette import HIGHLIGHT, MISMATCH, SEAT_COLORS
from yamaviewer.gui.tile_painter import TilePainter
from yamaviewer.gui.view_events import LOOK_CHANGES, WheelSteps, answer_tooltip

if TYPE_CHECKING:
    from yamaviewer.gui.navigation import Navigation


@dataclass(slots=True)
class StripCell:
    """One tile of the strip and its marks (mutable: the tooltip is filled in when shown)."""

    tile: int | None
    tag: str = ""
    tag_color: str = "#9fb3aa"
    #: Seat colour bar under a taken tile (None = still in the wall).
    bar: str | None = None
    dim: bool = False
    current: bool = False
    dashed: str | None = None  # "what if" frame colour
    tooltip: str = ""
    #: Builds the tooltip when it is shown (cheaper than writing 136 texts per step).
    describe: Callable[[], str] | None = None
    step: int | None = None  # step to jump to on click
    group_break: bool = False  # start a new row before this cell
    #: The verifier found a different tile here than the seed puts (framed red).
    flagged: bool = False

    def look(self) -> tuple[object, ...]:
        """Everything that decides the cell's pixels (not its tooltip or click target)."""
        return (
            self.tile,
            self.tag,
            self.tag_color,
            self.bar,
            self.dim,
            self.current,
            self.dashed,
            self.flagged,
        )


#: How far the drawing of a cell may reach beyond its tile rect (sideways, above and
#: below its tag): the highlight frame and a tag wider than the tile.
_CELL_MARGIN = 6
_BACKGROUND = "#17362b"

_LEGEND = (
    ("#e5534b", str(QT_TRANSLATE_NOOP("WallStrip", "taken (seat colour)"))),
    ("#5ec8e5", str(QT_TRANSLATE_NOOP("WallStrip", "R = replacement"))),
    ("#ffd54a", str(QT_TRANSLATE_NOOP("WallStrip", "D/K/U = indicators"))),
    ("#6b7d76", str(QT_TRANSLATE_NOOP("WallStrip", "no bar = still in the wall"))),
)
#: Shown only while the "what if nobody called" frames are on.
_WHAT_IF_LEGEND = (
    "#e0e0e0",
    str(QT_TRANSLATE_NOOP("WallStrip", "dashed frame = the seat's next draws if nobody called")),
)


class WallStrip(QWidget):
    """Rows of tiles in draw order; emits :attr:`stepRequested` when a taken tile is clicked."""

    stepRequested = Signal(int)
    #: Steps asked for with the mouse wheel (negative: back), relative to the current one.
    stepsRequested = Signal(int)

    def __init__(self, tiles: TilePainter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._wheel = WheelSteps()
        self.tiles = tiles
        self._cells: list[StripCell] = []
        self._rects: list[QRectF] = []
        self._reach: list[QRect] = []  # per cell: the pixels its drawing may touch
        self._red_fives = True
        self.show_legend = True
        #: Add the what-if frames' meaning to the legend (while they are shown).
        self.what_if_legend = False
        self.max_tile_width = 30.0
        #: The whole strip as painted last: paint events copy from it and a step
        #: repaints only the cells whose look changed (see _canvas_for).
        self._canvas: QPixmap | None = None
        self._canvas_key: tuple[object, ...] | None = None
        self._painted: list[tuple[object, ...]] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(200)
        self.setAccessibleName(self.tr("Wall in draw order"))

    # -- data ------------------------------------------------------------------------
    def set_cells(self, cells: list[StripCell], red_fives: bool = True) -> None:
        old = self._cells
        same_layout = (
            len(old) == len(cells)
            and red_fives == self._red_fives
            and all(a.group_break == b.group_break for a, b in zip(old, cells))
        )
        self._cells = cells
        self._red_fives = red_fives
        if not same_layout:
            self._relayout()
            self.updateGeometry()
            self.update()
            return
        # Same rows (stepping through a hand): only the cells that look different.
        changed = [i for i, (a, b) in enumerate(zip(old, cells)) if a.look() != b.look()]
        if len(changed) > len(cells) // 2:  # a new hand: the whole strip, no region to add up
            self.update()
            return
        damage = QRegion()
        for index in changed:
            damage = damage.united(self._damage_rect(index))
        if not damage.isEmpty():
            self.update(damage)

    def cells(self) -> list[StripCell]:
        return list(self._cells)

    def follow(self, navigation: Navigation) -> None:
        """Show the hand, step and what-if option of ``navigation``, from now on."""

        def refresh(*_changed: object) -> None:
            options = navigation.options
            if self.what_if_legend != options.what_if:
                self.what_if_legend = options.what_if
                self._relayout()
                self.invalidate_cache()
                self.update()
            self.set_scene(
                navigation.scene,
                navigation.step,
                options.what_if,
                reveal=options.reveal_wall,
                view_seat=options.view_seat,
            )

        for signal in (
            navigation.gameChanged,
            navigation.handChanged,
            navigation.stepChanged,
            navigation.optionsChanged,
        ):
            signal.connect(refresh)

    def set_scene(
        self,
        scene: HandScene | None,
        step: int,
        what_if: bool = False,
        *,
        reveal: bool = True,
        view_seat: int | None = None,
    ) -> None:
        self.set_cells(
            scene_cells(scene, step, what_if, reveal=reveal, view_seat=view_seat)
            if scene is not None
            else [],
            scene.red_fives if scene is not None else True,
        )

    # -- layout ------------------------------------------------------------------------
    def _columns(self, width: float) -> int:
        columns = int((width - 8) // 24)
        columns -= columns % 2
        return max(4, min(columns, 34))

    def _cell_size(self, width: float) -> tuple[float, float, float]:
        columns = self._columns(width)
        tile_w = min(self.max_tile_width, (width - 8) / columns - 2)
        tile_h = tile_w * TILE_ASPECT
        tag_h = max(11.0, tile_w * 0.48)
        return tile_w, tile_h, tag_h

    def _legend(self) -> tuple[tuple[str, str], ...]:
        return (*_LEGEND, _WHAT_IF_LEGEND) if self.what_if_legend else _LEGEND

    def _legend_height(self) -> float:
        return (36.0 + (16.0 if self.what_if_legend else 0.0)) if self.show_legend else 0.0

    def _layout_rects(self, width: float) -> list[QRectF]:
        columns = self._columns(width)
        tile_w, tile_h, tag_h = self._cell_size(width)
        rects = []
        top = self._legend_height() + 4
        for row, col in flow_cells([cell.group_break for cell in self._cells], columns):
            x = 4 + col * (tile_w + 2)
            y = top + row * (tile_h + tag_h + 4)
            rects.append(QRectF(round(x), round(y), round(tile_w), round(tile_h)))
        return rects

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        rects = self._layout_rects(width)
        if not rects:
            return 60
        _w, _h, tag_h = self._cell_size(width)
        return int(rects[-1].bottom() + tag_h + 8)

    def sizeHint(self) -> QSize:
        return QSize(330, self.heightForWidth(330))

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._relayout()

    def _relayout(self) -> None:
        self._rects = self._layout_rects(self.width())
        _tw, _th, tag_h = self._cell_size(self.width())
        m = _CELL_MARGIN
        self._reach = [rect.adjusted(-m, -m, m, tag_h + m).toAlignedRect() for rect in self._rects]
        wanted = self.heightForWidth(self.width())
        if self.minimumHeight() != wanted:
            self.setMinimumHeight(wanted)

    def _damage_rect(self, index: int) -> QRect:
        """Widget pixels the drawing of cell ``index`` may touch."""
        return self._reach[index] if 0 <= index < len(self._reach) else QRect()

    def invalidate_cache(self) -> None:
        """Forget the painted strip (it is painted again at the next paint event)."""
        self._canvas = None
        self._canvas_key = None
        self._painted = []

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in LOOK_CHANGES:
            self.invalidate_cache()
            self.update()
        super().changeEvent(event)

    def cell_rect(self, index: int) -> QRectF:
        return QRectF(self._rects[index]) if 0 <= index < len(self._rects) else QRectF()

    # -- painting ------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        region = event.region()
        if not first_frame_painted(self):
            # The window's first frame shows the table; the strip's tile faces follow
            # in the next frame (see first_frame.py).
            paint_guarded(self, lambda painter: painter.fillRect(self.rect(), QColor(_BACKGROUND)))
            after_first_frame(self, self.update)
            return

        def paint(painter: QPainter) -> None:
            canvas = self._canvas_for()
            painter.setClipRegion(region)
            painter.drawPixmap(0, 0, canvas)

        paint_guarded(self, paint)

    def _canvas_for(self) -> QPixmap:
        """The strip as it looks now, from the last one with changed cells painted again.

        A changed cell is painted under a clip with the background, the legend and
        every cell that reaches into the clip drawn again in the usual order, which
        gives the same pixels as painting the whole strip.
        """
        dpr = self.devicePixelRatioF()
        key = (
            self.width(),
            self.height(),
            dpr,
            self.show_legend,
            self.max_tile_width,
            self._red_fives,
            self.tiles.generation,
            len(self._cells),
            tuple(self._rects),
        )
        looks = [cell.look() for cell in self._cells]
        canvas = self._canvas
        if canvas is None or self._canvas_key != key:
            canvas = QPixmap(max(1, round(self.width() * dpr)), max(1, round(self.height() * dpr)))
            canvas.setDevicePixelRatio(dpr)
            with open_painter(canvas) as painter:
                self._paint(painter, None)
            self._canvas, self._canvas_key, self._painted = canvas, key, looks
            return canvas
        changed = [i for i, (before, now) in enumerate(zip(self._painted, looks)) if before != now]
        if len(changed) > len(looks) // 2:  # a new hand: painted whole, as a new canvas is
            self._canvas = None  # a failure half-way must not leave a half-painted canvas
            with open_painter(canvas) as painter:
                self._paint(painter, None)
            self._canvas = canvas
        elif changed:
            damage = QRegion()
            for index in changed:
                damage = damage.united(self._damage_rect(index))
            self._canvas = None
            with open_painter(canvas) as painter:
                painter.setClipRegion(damage)
                self._paint(painter, damage)
            self._canvas = canvas
        self._painted = looks
        return canvas

    def _paint(self, painter: QPainter, region: QRegion | None) -> None:
        """Paint the strip, or (``region`` given) what reaches into ``region``."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(self.font())  # what a painter on the widget starts with
        painter.fillRect(self.rect(), QColor(_BACKGROUND))
        if self.show_legend and (
            region is None
            or region.intersects(QRect(0, 0, self.width(), 8 + 16 * len(self._legend())))
        ):  # however it wraps
            self._paint_legend(painter)
        if not self._cells:
            painter.setPen(QColor("#9fb3aa"))
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.tr("No wall"))
            return
        _tw, _th, tag_h = self._cell_size(self.width())
        font = QFont(self.font())
        font.setPixelSize(max(9, round(tag_h * 0.82)))
        font.setBold(True)
        painter.setFont(font)
        for cell, rect, reach in zip(self._cells, self._rects, self._reach):
            if region is None or region.intersects(reach):
                self._paint_cell(painter, cell, rect, tag_h)

    def _paint_cell(self, painter: QPainter, cell: StripCell, rect: QRectF, tag_h: float) -> None:
        if cell.bar is not None:
            band = QColor(cell.bar)
            band.setAlpha(55)
            painter.fillRect(rect.adjusted(-1, -1, 1, tag_h + 1), band)
        self.tiles.draw(
            painter,
            rect,
            cell.tile,
            face_up=cell.tile is not None,
            red_fives=self._red_fives,
            opacity=0.45 if cell.dim else 1.0,
        )
        tag_rect = QRectF(rect.x() - 3, rect.bottom(), rect.width() + 6, tag_h)
        if cell.bar is not None:
            painter.fillRect(QRectF(rect.x(), rect.bottom() - 1, rect.width(), 3), QColor(cell.bar))
        if cell.tag:
            painter.setPen(QColor(cell.tag_color))
            painter.drawText(tag_rect, Qt.AlignmentFlag.AlignCenter, cell.tag)
        if cell.dashed:
            painter.setPen(QPen(QColor(cell.dashed), 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 3, 3)
        if cell.flagged:
            painter.setPen(QPen(QColor(MISMATCH), 2.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(rect.adjusted(-1, -1, 1, 1))
        if cell.current:
            painter.setPen(QPen(QColor(HIGHLIGHT), 2.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, tag_h + 1), 4, 4)

    def _paint_legend(self, painter: QPainter) -> None:
        font = QFont(self.font())
        font.setPixelSize(11)
        painter.setFont(font)
        x, y = 6.0, 4.0
        for color, text in self._legend():
            label = self.tr(text)
            width = painter.fontMetrics().horizontalAdvance(label) + 22
            if x + width > self.width() - 4:
                x = 6.0
                y += 16
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(color))
            painter.drawRoundedRect(QRectF(x, y + 3, 10, 10), 2, 2)
            painter.setPen(QColor("#cfe0d8"))
            painter.drawText(QRectF(x + 14, y, width, 16), Qt.AlignmentFlag.AlignVCenter, label)
            x += width + 6

    # -- interaction ---------------------------------------------------------------------------
    def index_at(self, point: QPointF) -> int | None:
        _tw, _th, tag_h = self._cell_size(self.width())
        for index, rect in enumerate(self._rects):
            if rect.adjusted(-1, -1, 1, tag_h).contains(point):
                return index
        return None

    def event(self, event: QEvent) -> bool:
        return answer_tooltip(self, event, self._tooltip_at_point) or super().event(event)

    def _tooltip_at_point(self, point: QPointF) -> str:
        index = self.index_at(point)
        return self.tooltip_at(index) if index is not None else ""

    def tooltip_at(self, index: int) -> str:
        cell = self._cells[index]
        if not cell.tooltip and cell.describe is not None:
            cell.tooltip = cell.describe()
        return cell.tooltip

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = self._wheel.steps(event)
        if steps:
            self.stepsRequested.emit(steps)
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        index = self.index_at(event.position())
        if index is not None and self._cells[index].step is not None:
            step = self._cells[index].step
            assert step is not None
            self.stepRequested.emit(step)
            return
        super().mousePressEvent(event)


def scene_cells(
    scene: HandScene,
    step: int,
    what_if: bool = False,
    *,
    reveal: bool = True,
    view_seat: int | None = None,
) -> list[StripCell]:
    """Cells for a hand at ``step``: the core's tags and colours, plus the what-if frames.

    With the wall hidden, tiles still in the wall are face down; in a seat's
    view, so are the tiles other seats were dealt or drew (as on the table).
    """
    flagged = scene.mismatch_positions
    upcoming: dict[int, tuple[int, int]] = {}
    if what_if:
        for seat, positions in scene.replay.upcoming_draws(step, 3).items():
            for order, position in enumerate(positions, start=1):
                upcoming[position] = (seat, order)
    cells = []
    for n, (look, group_break) in enumerate(zip(scene.strip_looks(step), scene.group_breaks())):
        entry = upcoming.get(look.position)
        tile = (
            look.tile if scene.strip_tile_visible(look.position, step, reveal, view_seat) else None
        )
        cells.append(
            StripCell(
                tile,
                tag=texts.wall_tag_text(look.tag),
                tag_color=look.tag_colour,
                bar=look.bar,
                current=look.current,
                dashed=SEAT_COLORS[entry[0]] if entry is not None else None,
                describe=partial(texts.strip_cell_text, scene, step, look.position, n, entry),
                step=look.step,
                group_break=group_break,
                flagged=look.position in flagged,
            )
        )
    return cells
