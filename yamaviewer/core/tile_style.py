"""Tile and table colours as plain hex strings (no Qt), for every renderer.

The GUI's painter (QPainter) and the PNG renderer (Pillow) draw the same
tiles; keeping the colours here lets both import one set without the core
or the imaging code depending on Qt (``gui/tile_painter.py`` and
``gui/palette.py`` take theirs from here).
"""

from __future__ import annotations

#: Tile body.
IVORY = "#fbf7ec"
IVORY_SHADE = "#e9e1cc"
EDGE = "#8f8670"
#: Tile back.
BACK = "#2e7d6b"
BACK_LIGHT = "#4fa08c"
#: Face ink.
INK = "#1d2a44"
RED = "#d0262d"
GREEN = "#13804a"
BLUE = "#1f5fae"
#: A wall position whose tile is not known (no seed, not pinned by the record).
UNKNOWN = "#b9bfc2"

#: Absolute seats 0..3 (East-1 seat first, as in logs).
SEAT_COLORS = ("#e5534b", "#3fb36f", "#4f8fe6", "#e3a53a")
FELT = "#1d5a45"
FELT_DARK = "#123d2f"
HIGHLIGHT = "#ffb020"
DEAD_WALL = "#8e6bd6"
DORA = "#ffd54a"
RINSHAN = "#5ec8e5"
TAG = "#9fb3aa"

#: Tile height / width of an upright tile face.
TILE_ASPECT = 1.36
