"""Colours shared by the views, so a seat has the same colour everywhere.

The colour values live in :mod:`yamaviewer.core.replay.tile_style` (Qt-free, shared
with the Pillow images); this module only turns them into QColors.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

from yamaviewer.core.replay.tile_style import (
    DEAD_WALL,
    DORA,
    FELT,
    FELT_DARK,
    HIGHLIGHT,
    RINSHAN,
    SEAT_COLORS,
)

__all__ = [
    "DEAD_WALL",
    "DORA",
    "FELT",
    "FELT_DARK",
    "HIGHLIGHT",
    "MISMATCH",
    "RINSHAN",
    "RON_MARK",
    "SEAT_COLORS",
    "seat_color",
]


#: A wall position where the log's tile is not the one the seed puts there.
MISMATCH = "#ff3b30"
#: Frame of a winning tile: in the winner's hand, in the discarder's river, a robbed kan tile.
RON_MARK = "#ff5a4e"


def seat_color(seat: int) -> QColor:
    return QColor(SEAT_COLORS[seat % 4])
