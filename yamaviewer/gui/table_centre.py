"""The table's centre box: round, sticks, tiles left, seat winds, dice and riichi sticks.

Apart from the table view because it is one picture with its own rules (the
words fitted inside the wind bands, the dice below them) that tests and the
result panel ask about without the rest of the table.  Its words keep the
``TableView`` translation context they were written in.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from yamaviewer.core.replay.presentation import HandScene
from yamaviewer.core.replay.tile_style import DIE_PIPS
from yamaviewer.gui import texts
from yamaviewer.gui.palette import seat_color
from yamaviewer.gui.table_layout import CentreText, TableLayout, fit_text


def _tr(text: str, comment: str | None = None) -> str:
    return QCoreApplication.translate("TableView", text, comment)


def centre_box(g: TableLayout) -> QRectF:
    """The middle box (round, sticks, tiles left) in widget pixels."""
    c = g.centre - 0.1 * g.w
    return QRectF(g.cx - c, g.cy - c, 2 * c, 2 * c)


def centre_inner(g: TableLayout) -> QRectF:
    """Inside the wind bands on all four edges, so no wind is painted over the words."""
    return centre_box(g).adjusted(0.55 * g.w, 0.55 * g.w, -0.55 * g.w, -0.55 * g.w)


def centre_texts(
    scene: HandScene, g: TableLayout, step: int, base: QFont, side_of_seat: Callable[[int], int]
) -> list[CentreText]:
    """The centre's words where they are drawn, each fitted to its rect."""
    c = centre_box(g).width() / 2
    state = scene.replay.state(step)
    small = QFont(base)
    small.setPixelSize(max(9, round(0.36 * g.w)))
    small.setBold(True)
    band = 0.45 * g.w
    parts: list[CentreText] = []
    for seat in range(scene.players):
        side = side_of_seat(seat)
        local = QRectF(-c + band, c - 0.5 * g.w, 2 * c - 2 * band, band)
        color = seat_color(seat)
        if seat != state.active_seat:
            color = color.darker(160)
        wind = texts.wind_name(scene.wind_of(seat))
        font, text = fit_text(small, wind, local.width())
        parts.append(CentreText(g.map(side, local), font, text, color, side, local))
    inner = centre_inner(g)
    line = inner.height() / 5
    big = QFont(base)
    big.setPixelSize(max(10, round(0.5 * g.w)))
    big.setBold(True)
    normal = QFont(base)
    normal.setPixelSize(max(9, round(0.34 * g.w)))
    light = QColor("#b9d3c8")
    rect = QRectF(inner.x(), inner.y(), inner.width(), line)
    font, text = fit_text(big, texts.round_label(scene.hand.round), rect.width())
    parts.append(CentreText(rect, font, text, QColor("#f3f7f5")))
    rect = QRectF(inner.x(), inner.y() + line, inner.width(), line * 0.8)
    sticks = _tr("%1 honba · %2 riichi")
    short = _tr("H%1 R%2", "honba and riichi sticks, where the words do not fit")
    font, text = fit_text(
        normal,
        sticks.replace("%1", str(state.honba)).replace("%2", str(state.deposits)),
        rect.width(),
        short.replace("%1", str(state.honba)).replace("%2", str(state.deposits)),
    )
    parts.append(CentreText(rect, font, text, light))
    top = inner.y() + line * 1.85
    die = min(0.72 * g.w, line * 1.2)
    rect = QRectF(inner.x(), top + die + 0.05 * g.w, inner.width(), line * 0.8)
    left = str(scene.tiles_left(step))
    font, text = fit_text(
        normal,
        _tr("%1 tiles left").replace("%1", left),
        rect.width(),
        _tr("%1 left", "tiles left, where the words do not fit").replace("%1", left),
    )
    parts.append(CentreText(rect, font, text, light))
    return parts


def paint_riichi_stick(painter: QPainter, g: TableLayout, side: int) -> None:
    """A seat's riichi stick between the centre box and its river, clear of the wind label."""
    c = centre_box(g).width() / 2
    local = QRectF(-1.5 * g.river_w, c + 0.03 * g.w, 3 * g.river_w, 0.14 * g.w)
    rect = g.transforms[side].mapRect(local)
    painter.setPen(QPen(QColor("#9aa3a0"), 0.8))
    painter.setBrush(QColor("#fbfbf8"))
    radius = min(rect.width(), rect.height()) / 2
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#d0262d"))
    painter.drawEllipse(rect.center(), radius * 0.7, radius * 0.7)


def paint_die(painter: QPainter, rect: QRectF, face: int, base: QFont) -> None:
    """A die showing ``face`` (1-6), or a "?" when the record has no dice (0)."""
    painter.setPen(QPen(QColor("#9b9b9b"), 1))
    painter.setBrush(QColor("#fdfdfd"))
    painter.drawRoundedRect(rect, rect.width() * 0.18, rect.width() * 0.18)
    if face == 0:
        font = QFont(base)
        font.setPixelSize(max(8, round(rect.height() * 0.7)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#777777"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")
        return
    pips = DIE_PIPS[face]
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#d0262d") if face in (1, 4) else QColor("#222222"))
    radius = rect.width() * (0.14 if face == 1 else 0.09)
    for x, y in pips:
        painter.drawEllipse(
            QPointF(rect.x() + x * rect.width(), rect.y() + y * rect.height()), radius, radius
        )
