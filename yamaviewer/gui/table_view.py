"""The table seen from above: four walls, dice, dead wall, hands, melds and rivers.

Everything is laid out for the player at the bottom (their wall, river and
hand) and turned by 90 degrees for the others, so the geometry exists once.
Where a wall position lies (which wall, which stack, top or bottom) comes from
:mod:`yamaviewer.core.walls.table` through :class:`~yamaviewer.core.replay.presentation.HandScene`;
this module only decides pixels.  :meth:`TableView.slot_rect` tells where a
wall position is drawn, for tests and tooltips.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from yamaviewer.core.melds import Meld, MeldType
from yamaviewer.core.replay.presentation import HandScene, meld_layout, meld_units
from yamaviewer.core.replay.state import SeatState, WallUse
from yamaviewer.core.replay.tile_style import TILE_ASPECT
from yamaviewer.gui import texts
from yamaviewer.gui.paint_guard import paint_guarded
from yamaviewer.gui.palette import HIGHLIGHT, MISMATCH, RON_MARK, seat_color
from yamaviewer.gui.table_centre import (
    centre_box,
    centre_inner,
    centre_texts,
    paint_die,
    paint_riichi_stick,
)
from yamaviewer.gui.table_layout import CentreText, TableLayout, fit_text, snap, table_layout
from yamaviewer.gui.table_options import TableOptions
from yamaviewer.gui.table_wall import WallLayers, paint_felt
from yamaviewer.gui.tile_painter import TilePainter
from yamaviewer.gui.view_events import LOOK_CHANGES, WheelSteps, answer_tooltip

if TYPE_CHECKING:
    from yamaviewer.gui.navigation import Navigation

#: Space between the kita (nuki-dora) and the other calls, in hand tile widths.
KITA_GAP = 0.9
#: Veil over tsumogiri discards in the rivers.
TSUMOGIRI_SHADE = QColor(40, 50, 60, 70)


class TableView(QWidget):
    """Custom-painted table.  Emits :attr:`stepRequested` when a taken wall tile is clicked."""

    stepRequested = Signal(int)
    #: Steps asked for with the mouse wheel (negative: back), relative to the current one.
    stepsRequested = Signal(int)

    def __init__(self, tiles: TilePainter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._wheel = WheelSteps()
        self.tiles = tiles
        self.options = TableOptions()
        self._scene: HandScene | None = None
        self._step = 0
        self._layout: TableLayout | None = None
        self._layers = WallLayers()
        self.setMinimumSize(420, 420)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(False)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setAccessibleName(self.tr("Mahjong table"))

    # -- public API --------------------------------------------------------------
    def sizeHint(self) -> QSize:
        return QSize(720, 720)

    @property
    def scene(self) -> HandScene | None:
        return self._scene

    @property
    def step(self) -> int:
        return self._step

    def set_scene(self, scene: HandScene | None, step: int = 0) -> None:
        self._scene = scene
        self._step = step
        self._relayout()
        self.update()

    def follow(self, navigation: Navigation) -> None:
        """Show what ``navigation`` points at, from now on."""
        self._navigation = navigation
        navigation.gameChanged.connect(self._game_changed)
        navigation.handChanged.connect(self._hand_changed)
        navigation.stepChanged.connect(self.set_step)
        navigation.optionsChanged.connect(self.set_options)

    def _game_changed(self, game: object) -> None:
        if game is None:
            self.set_scene(None)

    def _hand_changed(self, scene: HandScene) -> None:
        self.set_scene(scene, self._navigation.step)

    def set_step(self, step: int) -> None:
        if step != self._step:
            self._step = step
            self.update()

    def set_options(self, options: TableOptions) -> None:
        bottom_changed = options.view_seat != self.options.view_seat
        self.options = options
        if bottom_changed:
            self._relayout()
        self.update()

    @property
    def bottom_seat(self) -> int:
        seat = self.options.view_seat
        if seat is None or self._scene is None or seat >= self._scene.players:
            return 0
        return seat

    def slot_rect(self, position: int) -> QRectF:
        """Where wall position ``position`` (Tenhou array index) is drawn, in widget pixels."""
        return QRectF(self._slot_rects().get(position, QRectF()))

    def side_of_seat(self, seat: int) -> int:
        """0 bottom, 1 right, 2 top, 3 left."""
        return (seat - self.bottom_seat) % 4

    def invalidate_cache(self) -> None:
        """Drop the cached layers (they are rebuilt at the next paint)."""
        self._layers.clear()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in LOOK_CHANGES:
            self.invalidate_cache()
            self.update()
        super().changeEvent(event)

    # -- geometry ------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        # QWidget.grab() sends a resize event without a change of size; keep the caches then.
        layout = self._layout
        if layout is None or (self.width(), self.height()) != (layout.width, layout.height):
            self._relayout()
        super().resizeEvent(event)

    def _relayout(self) -> None:
        self._layout = table_layout(self.width(), self.height(), self._scene, self.bottom_seat)
        self.invalidate_cache()

    # -- painting helpers -------------------------------------------------------------
    def _slot_rects(self) -> dict[int, QRectF]:
        return self._layout.slot_rects if self._layout is not None else {}

    def _tile(
        self,
        painter: QPainter,
        side: int,
        local: QRectF,
        tile: int | None,
        *,
        rotation: int = 0,
        face_up: bool = True,
        opacity: float = 1.0,
    ) -> QRectF:
        assert self._layout is not None
        screen = self._layout.map(side, local)
        red = self._scene.red_fives if self._scene is not None else True
        self.tiles.draw(
            painter,
            screen,
            tile,
            face_up=face_up and tile is not None,
            rotation=(rotation - 90 * side) % 360,
            red_fives=red,
            opacity=opacity,
        )
        return screen

    def _text(
        self,
        painter: QPainter,
        side: int,
        local: QRectF,
        text: str,
        color: QColor,
        font: QFont,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
    ) -> None:
        """Text laid along a side, turned so that it never reads upside down."""
        painter.save()
        assert self._layout is not None
        painter.setTransform(self._layout.transforms[side])
        if side == 2:
            centre = local.center()
            painter.translate(centre)
            painter.rotate(180)
            painter.translate(-centre)
        painter.setFont(font)
        painter.setPen(color)
        painter.drawText(local, int(align | Qt.AlignmentFlag.AlignVCenter), text)
        painter.restore()

    # -- painting -----------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        paint_guarded(self, self._paint_table)

    def _paint_table(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        scene, layout = self._scene, self._layout
        if scene is None or layout is None:
            paint_felt(painter, self.rect(), layout)
            painter.setPen(QColor("#d8e8df"))
            font = QFont(self.font())
            font.setPointSizeF(font.pointSizeF() * 1.3)
            painter.setFont(font)
            painter.drawText(
                self.rect(),
                Qt.AlignmentFlag.AlignCenter,
                self.tr("Open a game (File > Open) or drop a log file here"),
            )
            return
        step = self._step
        # The felt and the wall come from a cached layer; the centre lies inside the
        # walls, so drawing it after them changes no pixel.
        wall = self._layers.at(
            scene, step, layout, self.tiles, self.options.wall_visible, self.devicePixelRatioF()
        )
        painter.drawPixmap(0, 0, wall)
        self._paint_centre(painter, scene, step)
        self._paint_rivers(painter, scene, step)
        self._paint_hands(painter, scene, step)
        if self.options.what_if:
            self._paint_what_if_badges(painter, scene, step)
        self._paint_mismatches(painter, scene)
        self._paint_current(painter, scene, step)
        self._paint_notes(painter)

    def _paint_mismatches(self, painter: QPainter, scene: HandScene) -> None:
        """A red frame where the log's tile is not the one the seed puts there."""
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(MISMATCH), 3))
        for position in scene.mismatch_positions:
            rect = self._slot_rects().get(position)
            if rect is not None:
                painter.drawRect(rect.adjusted(-2, -2, 2, 2))

    def view_notes(self) -> list[str]:
        """What the options hide or add, said on the table (a remembered view is no mystery)."""
        notes = []
        options = self.options
        scene = self._scene
        if options.view_seat is not None and scene is not None:
            notes.append(
                self.tr("%1's view: other hands and the wall face down (View menu)").replace(
                    "%1", texts.seat_text(scene, options.view_seat)
                )
            )
        elif not options.reveal_wall:
            notes.append(self.tr("Wall hidden (View > Reveal the Wall)"))
        if options.what_if:
            notes.append(self.tr("Numbered circles: each seat's next draws if nobody called"))
        return notes

    def _paint_notes(self, painter: QPainter) -> None:
        notes = self.view_notes()
        if not notes:
            return
        font = QFont(self.font())
        font.setPixelSize(12)
        painter.setFont(font)
        metrics = painter.fontMetrics()
        y = 6.0
        for note in notes:
            width = metrics.horizontalAdvance(note) + 12
            box = QRectF(6, y, width, metrics.height() + 6)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 120))
            painter.drawRoundedRect(box, 4, 4)
            painter.setPen(QColor("#f0e6b0"))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, note)
            y += box.height() + 4

    def centre_box(self) -> QRectF:
        """The middle box (round, sticks, tiles left): a panel over the table keeps it clear."""
        g = self._layout
        if g is None:
            g = self._layout = table_layout(
                self.width(), self.height(), self._scene, self.bottom_seat
            )
        return centre_box(g)

    def centre_texts(self) -> list[CentreText]:
        """The centre's words where they are drawn, each fitted to its rect (tests read it)."""
        scene, g = self._scene, self._layout
        if scene is None or g is None:
            return []
        return centre_texts(scene, g, self._step, self.font(), self.side_of_seat)

    def _paint_centre(self, painter: QPainter, scene: HandScene, step: int) -> None:
        g = self._layout
        assert g is not None
        box = self.centre_box()
        painter.setPen(QPen(QColor("#0d3326"), 1.5))
        painter.setBrush(QColor(16, 46, 36, 235))
        painter.drawRoundedRect(box, 8, 8)
        state = scene.replay.state(step)
        # Seat winds along the box edges, coloured by seat; the active seat is bright.
        for seat in range(scene.players):
            if state.seats[seat].riichi:
                paint_riichi_stick(painter, g, self.side_of_seat(seat))
        for part in self.centre_texts():
            if part.local is not None:
                self._text(painter, part.side, part.local, part.text, part.color, part.font)
            else:
                painter.setFont(part.font)
                painter.setPen(part.color)
                painter.drawText(part.rect, Qt.AlignmentFlag.AlignCenter, part.text)
        inner = centre_inner(g)
        line = inner.height() / 5
        die = min(0.72 * g.w, line * 1.2)
        top = inner.y() + line * 1.85
        faces = scene.dice_faces
        paint_die(painter, QRectF(g.cx - die - 0.1 * g.w, top, die, die), faces[0], self.font())
        paint_die(painter, QRectF(g.cx + 0.1 * g.w, top, die, die), faces[1], self.font())
        # Dora indicators currently face up.
        indicators = state.dora_indicators
        tw = min(0.62 * g.w, inner.width() / max(5, len(indicators)) - 2)
        th = tw * TILE_ASPECT
        y = inner.bottom() - th
        x = g.cx - (len(indicators) * (tw + 2)) / 2
        for tile in indicators:
            rect = snap(QRectF(x, y, tw, th))
            self.tiles.draw(painter, rect, tile, red_fives=scene.red_fives)
            x += tw + 2

    def _paint_current(self, painter: QPainter, scene: HandScene, step: int) -> None:
        position = scene.replay.state(step).wall_position
        if position is None:
            return
        rect = self._slot_rects().get(position)
        if rect is None:
            return
        glow = QColor(HIGHLIGHT)
        glow.setAlpha(90)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(glow, 7))
        painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 4, 4)
        painter.setPen(QPen(QColor(HIGHLIGHT), 2.5))
        painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 4, 4)

    def _paint_what_if_badges(self, painter: QPainter, scene: HandScene, step: int) -> None:
        upcoming = scene.replay.upcoming_draws(step, self.options.what_if_count)
        g = self._layout
        assert g is not None
        font = QFont(self.font())
        font.setPixelSize(max(8, round(0.36 * g.w)))
        font.setBold(True)
        painter.setFont(font)
        radius = max(6.0, 0.27 * g.w)
        for seat, positions in upcoming.items():
            for order, position in enumerate(positions[: self.options.what_if_count], start=1):
                rect = self._slot_rects().get(position)
                if rect is None:
                    continue
                color = seat_color(seat)
                painter.setPen(QPen(color, 2, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 3, 3)
                centre = rect.center()
                painter.setPen(QPen(QColor("#ffffff"), 1))
                painter.setBrush(color)
                painter.drawEllipse(centre, radius, radius)
                painter.drawText(
                    QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
                    Qt.AlignmentFlag.AlignCenter,
                    str(order),
                )

    def _paint_rivers(self, painter: QPainter, scene: HandScene, step: int) -> None:
        g = self._layout
        assert g is not None
        rw = g.river_w
        rh = float(round(rw * TILE_ASPECT))
        state = scene.replay.state(step)
        for seat in range(scene.players):
            side = self.side_of_seat(seat)
            river = state.seats[seat].river
            x0 = -3 * rw
            y0 = g.centre + 0.08 * g.w
            x = x0
            row = 0
            for index, item in enumerate(river):
                if index and index % 6 == 0 and row < 3:
                    row += 1
                    x = x0
                y = y0 + row * (rh + 1)
                if item.riichi:
                    local = QRectF(x, y + rh - rw, rh, rw)
                    x += rh + 1
                    rotation = 270
                else:
                    local = QRectF(x, y, rw, rh)
                    x += rw + 1
                    rotation = 0
                screen = self._tile(
                    painter,
                    side,
                    local,
                    item.tile,
                    rotation=rotation,
                    opacity=0.4 if item.called else 1.0,
                )
                if item.ron:
                    painter.setPen(QPen(QColor(RON_MARK), 2.5))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRect(screen.adjusted(-1, -1, 1, 1))
                if item.tsumogiri and not item.called:
                    # Tsumogiri (discarding the tile just drawn) is shaded, as
                    # Tenhou's own viewer does, so hand-cut discards stand out.
                    inset = 0.08 * min(screen.width(), screen.height())
                    painter.fillRect(screen.adjusted(inset, inset, -inset, -inset), TSUMOGIRI_SHADE)

    def _paint_hands(self, painter: QPainter, scene: HandScene, step: int) -> None:
        g = self._layout
        assert g is not None
        state = scene.replay.state(step)
        label_font = self._label_font()
        upcoming = (
            scene.replay.upcoming_draws(step, self.options.what_if_count)
            if self.options.what_if
            else {}
        )
        for seat in range(scene.players):
            side = self.side_of_seat(seat)
            seat_state = state.seats[seat]
            open_hand = self.options.view_seat is None or seat == self.options.view_seat
            self._paint_hand(
                painter,
                scene,
                seat,
                side,
                seat_state,
                open_hand,
                upcoming.get(seat, []),
                state.wall_position,
                label_font,
                active=seat == state.active_seat,
            )

    def _paint_hand(
        self,
        painter: QPainter,
        scene: HandScene,
        seat: int,
        side: int,
        seat_state: SeatState,
        open_hand: bool,
        upcoming: list[int],
        current_position: int | None,
        label_font: QFont,
        *,
        active: bool,
    ) -> None:
        g = self._layout
        assert g is not None
        aspect = TILE_ASPECT
        what_if = upcoming[: self.options.what_if_count]
        hw, baseline, start, length = self._hand_measures(seat_state, len(what_if))
        hh = float(round(hw * aspect))
        x = start
        wall = scene.wall
        if what_if:
            sw = 0.7 * hw
            for position in what_if:
                local = QRectF(x, baseline - sw * aspect, sw, sw * aspect)
                screen = self._tile(painter, side, local, wall[position], opacity=0.75)
                painter.setPen(QPen(seat_color(seat), 1.5, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(screen.adjusted(-1, -1, 1, 1))
                x += sw
            x += 0.5 * hw
        for tile in seat_state.concealed:
            self._tile(painter, side, QRectF(x, baseline - hh, hw, hh), tile, face_up=open_hand)
            x += hw
        if seat_state.drawn is not None:
            x += 0.35 * hw
            screen = self._tile(
                painter, side, QRectF(x, baseline - hh, hw, hh), seat_state.drawn, face_up=open_hand
            )
            if seat_state.won:
                painter.setPen(QPen(QColor(RON_MARK), 2.5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(screen.adjusted(-2, -2, 2, 2), 4, 4)
            elif current_position is not None:
                painter.setPen(QPen(QColor(HIGHLIGHT), 2.5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(screen.adjusted(-2, -2, 2, 2), 4, 4)
            x += hw
        # Melds from the right-hand end inwards: the first call lies rightmost.
        for meld, left in self._meld_places(seat_state, hw, start + length * hw):
            self._paint_meld(painter, side, meld, left, baseline, hw, seat_state.robbed)
        # The name line between the wall and the hand.
        label_rect, font, text = self.seat_line(seat, label_font)
        if active:
            width = QFontMetricsF(font).horizontalAdvance(text) + 0.6 * g.w
            centre = label_rect.center()
            pad = QRectF(centre.x() - width / 2, label_rect.y(), width, label_rect.height())
            screen = g.map(side, pad)
            color = seat_color(seat)
            color.setAlpha(70)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(color)
            painter.drawRoundedRect(screen, 6, 6)
        self._text(painter, side, label_rect, text, seat_color(seat).lighter(130), font)

    def _hand_measures(
        self, seat_state: SeatState, what_ifs: int
    ) -> tuple[float, float, float, float]:
        """(tile width, baseline, left end, length in tile widths) of a hand as it lies."""
        g = self._layout
        assert g is not None
        length = float(len(seat_state.concealed))
        if seat_state.drawn is not None:
            length += 0.35 + 1
        if seat_state.melds:
            right = self._meld_places(seat_state, 1.0, 0.0)[-1][1]
            length += 0.3 - right
        if what_ifs:
            length += 0.7 * what_ifs + 0.5
        available = 2 * g.outer - 0.2 * g.w
        hw = float(int(min(g.hand_w, available / max(length, 1))))
        baseline = g.outer + 0.2 * g.w + g.label + g.hand_w * TILE_ASPECT
        return hw, baseline, -length * hw / 2, length

    @staticmethod
    def _meld_places(seat_state: SeatState, hw: float, right: float) -> list[tuple[Meld, float]]:
        """Each call and its left end, from the right-hand end inwards (first call rightmost).

        Sanma's kita (nuki-dora) lie rightmost in a group of their own, apart from the
        kans, as Tenhou shows 抜きドラ.
        """
        places = []
        kita = [meld for meld in seat_state.melds if meld.type is MeldType.KITA]
        for meld in kita:
            right -= meld_units(meld) * hw
            places.append((meld, right))
            right -= 0.05 * hw
        if kita:
            right -= KITA_GAP * hw
        for meld in seat_state.melds:
            if meld.type is not MeldType.KITA:
                right -= meld_units(meld) * hw
                places.append((meld, right))
                right -= 0.3 * hw
        return places

    def _seat_upcoming(self, seat: int) -> int:
        if not self.options.what_if or self._scene is None:
            return 0
        upcoming = self._scene.replay.upcoming_draws(self._step, self.options.what_if_count)
        return len(upcoming.get(seat, [])[: self.options.what_if_count])

    def meld_rects(self, seat: int) -> list[tuple[Meld, list[QRectF]]]:
        """Each of ``seat``'s calls and where its tiles are drawn, in widget pixels."""
        scene, g = self._scene, self._layout
        if scene is None or g is None:
            return []
        seat_state = scene.replay.state(self._step).seats[seat]
        hw, baseline, start, length = self._hand_measures(seat_state, self._seat_upcoming(seat))
        side = self.side_of_seat(seat)
        return [
            (
                meld,
                [
                    g.map(side, r)
                    for r in self._meld_tiles(meld, left, baseline, hw, seat_state.robbed)
                ],
            )
            for meld, left in self._meld_places(seat_state, hw, start + length * hw)
        ]

    @staticmethod
    def _meld_tiles(
        meld: Meld, x: float, baseline: float, hw: float, robbed: int | None
    ) -> list[QRectF]:
        """The local rect of every tile of a call lying from ``x`` (stacked tiles included)."""
        hh = float(round(hw * TILE_ASPECT))
        robbed_here = (
            robbed is not None and meld.type is MeldType.PON and robbed // 4 == meld.tiles[0] // 4
        )
        rects = []
        for _tile, sideways, _face_up, stacked in meld_layout(meld):
            if sideways:
                rects.append(QRectF(x, baseline - hw, hh, hw))
                if stacked is not None or robbed_here:  # a kakan's tile, or a robbed one
                    rects.append(QRectF(x, baseline - 2 * hw, hh, hw))
                x += hh
            else:
                rects.append(QRectF(x, baseline - hh, hw, hh))
                x += hw
        return rects

    def seat_line(self, seat: int, font: QFont | None = None) -> tuple[QRectF, QFont, str]:
        """The name line's rect (bottom side's drawing), font and words, clear of the calls.

        A kakan's stacked tile reaches up into the line: the line then ends before it.
        """
        scene, g = self._scene, self._layout
        assert scene is not None and g is not None
        if font is None:
            font = self._label_font()
        seat_state = scene.replay.state(self._step).seats[seat]
        text = texts.seat_line(scene, seat, self._step)
        if seat_state.riichi:
            text += "  " + self.tr("riichi")
        rect = QRectF(-g.outer, g.outer + 0.12 * g.w, 2 * g.outer, g.label)
        hw, baseline, start, length = self._hand_measures(seat_state, self._seat_upcoming(seat))
        for meld, left in self._meld_places(seat_state, hw, start + length * hw):
            for tile in self._meld_tiles(meld, left, baseline, hw, seat_state.robbed):
                if tile.intersects(rect):
                    rect.setRight(min(rect.right(), tile.left() - 0.2 * g.w))
        fitted, words = fit_text(font, text, rect.width())
        return rect, fitted, words

    def seat_line_rect(self, seat: int) -> QRectF:
        """Where the name line of ``seat`` lies in widget pixels (as far as its words reach)."""
        g = self._layout
        assert g is not None
        rect, font, text = self.seat_line(seat)
        width = QFontMetricsF(font).horizontalAdvance(text)
        centre = rect.center()
        words = QRectF(centre.x() - width / 2, rect.y(), width, rect.height())
        return g.map(self.side_of_seat(seat), words)

    def _label_font(self) -> QFont:
        g = self._layout
        assert g is not None
        font = QFont(self.font())
        font.setPixelSize(max(10, round(min(g.label * 0.78, 15))))
        font.setBold(True)
        return font

    def _paint_meld(
        self,
        painter: QPainter,
        side: int,
        meld: Meld,
        x: float,
        baseline: float,
        hw: float,
        robbed: int | None = None,
    ) -> None:
        """A call as it lies; a pon whose added kan was robbed (chankan) shows the robbed
        tile faded where the kan tile lay, framed like the winning tile."""
        hh = float(round(hw * TILE_ASPECT))
        if robbed is not None and (
            meld.type is not MeldType.PON or robbed // 4 != meld.tiles[0] // 4
        ):
            robbed = None
        for tile, sideways, face_up, stacked in meld_layout(meld):
            if sideways:
                local = QRectF(x, baseline - hw, hh, hw)
                self._tile(painter, side, local, tile, rotation=270)
                if stacked is None and robbed is not None:
                    screen = self._tile(
                        painter,
                        side,
                        QRectF(x, baseline - 2 * hw, hh, hw),
                        robbed,
                        rotation=270,
                        opacity=0.45,
                    )
                    painter.setPen(QPen(QColor(RON_MARK), 2, Qt.PenStyle.DashLine))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRect(screen)
                elif stacked is not None:
                    self._tile(
                        painter, side, QRectF(x, baseline - 2 * hw, hh, hw), stacked, rotation=270
                    )
                x += hh
            else:
                screen = self._tile(
                    painter, side, QRectF(x, baseline - hh, hw, hh), tile, face_up=face_up
                )
                if not face_up:  # a closed kan's backs: outlined so they stand out on the felt
                    painter.setPen(QPen(QColor("#f4f1e6"), 1.5))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRoundedRect(screen.adjusted(0.5, 0.5, -0.5, -0.5), 2, 2)
                x += hw

    # -- interaction ----------------------------------------------------------------------
    def position_at(self, point: QPointF) -> int | None:
        for position, rect in self._slot_rects().items():
            if rect.contains(point):
                return position
        return None

    def describe_position(self, position: int) -> str:
        """Tooltip text: what lies at a wall position and what became of it."""
        scene = self._scene
        return texts.wall_position_text(scene, position, self._step) if scene is not None else ""

    def event(self, event: QEvent) -> bool:
        return answer_tooltip(self, event, self._tooltip_at) or super().event(event)

    def _tooltip_at(self, point: QPointF) -> str:
        position = self.position_at(point)
        return self.describe_position(position) if position is not None else ""

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = self._wheel.steps(event)
        if steps:
            self.stepsRequested.emit(steps)
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._scene is not None:
            position = self.position_at(event.position())
            if position is not None:
                mark = self._scene.replay.marks.get(position)
                if mark is not None and mark.use is not WallUse.DEAL:
                    self.stepRequested.emit(mark.step)
                    return
        super().mousePressEvent(event)
