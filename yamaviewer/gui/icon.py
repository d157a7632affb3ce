"""The application icon, drawn by the project: a mahjong tile showing a mountain (yama)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QIcon,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)


def render_icon(size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = float(size)
    body = QRectF(s * 0.17, s * 0.06, s * 0.66, s * 0.88)
    radius = s * 0.1
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#1f6b58"))
    p.drawRoundedRect(body, radius, radius)
    face = QRectF(body.x(), body.y(), body.width(), body.height() - s * 0.09)
    gradient = QLinearGradient(face.topLeft(), face.bottomRight())
    gradient.setColorAt(0, QColor("#ffffff"))
    gradient.setColorAt(1, QColor("#f1eadb"))
    p.setBrush(gradient)
    p.setPen(QPen(QColor("#8f8670"), max(1.0, s * 0.015)))
    p.drawRoundedRect(face, radius, radius)
    # Two mountain peaks: the "yama" of 牌山.
    base = face.y() + face.height() * 0.78
    left, right = face.x() + face.width() * 0.12, face.right() - face.width() * 0.12
    path = QPainterPath()
    path.moveTo(left, base)
    path.lineTo(face.x() + face.width() * 0.38, face.y() + face.height() * 0.3)
    path.lineTo(face.x() + face.width() * 0.55, face.y() + face.height() * 0.52)
    path.lineTo(face.x() + face.width() * 0.68, face.y() + face.height() * 0.4)
    path.lineTo(right, base)
    path.closeSubpath()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#13804a"))
    p.drawPath(path)
    snow = QPainterPath()
    peak = QPointF(face.x() + face.width() * 0.38, face.y() + face.height() * 0.3)
    snow.moveTo(peak)
    snow.lineTo(peak.x() - face.width() * 0.09, peak.y() + face.height() * 0.12)
    snow.lineTo(peak.x() + face.width() * 0.08, peak.y() + face.height() * 0.11)
    snow.closeSubpath()
    p.setBrush(QColor("#ffffff"))
    p.drawPath(snow)
    p.setBrush(QColor("#d0262d"))
    p.drawEllipse(QPointF(face.x() + face.width() * 0.72, face.y() + face.height() * 0.2),
                  face.width() * 0.09, face.width() * 0.09)
    p.end()
    return image


def make_icon() -> QIcon:
    icon = QIcon()
    for size in (16, 24, 32, 48, 64, 128, 256):
        icon.addPixmap(QPixmap.fromImage(render_icon(size)))
    return icon
