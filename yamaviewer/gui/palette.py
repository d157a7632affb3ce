"""Colours shared by the views, so a seat has the same colour everywhere."""

from __future__ import annotations

from PySide6.QtGui import QColor

#: Absolute seats 0..3 (East-1 seat first, as in logs).
SEAT_COLORS = ("#e5534b", "#3fb36f", "#4f8fe6", "#e3a53a")
FELT = "#1d5a45"
FELT_DARK = "#123d2f"
HIGHLIGHT = "#ffb020"
DEAD_WALL = "#8e6bd6"
DORA = "#ffd54a"
RINSHAN = "#5ec8e5"


def seat_color(seat: int) -> QColor:
    return QColor(SEAT_COLORS[seat % 4])
