"""Tile design (colours, body proportions, face pictures) as plain data (no Qt).

The GUI's painter (QPainter) and the PNG renderer (Pillow) draw the same
tiles; keeping the colours here lets both import one set without the core
or the imaging code depending on Qt (``gui/tile_painter.py`` and
``gui/palette.py`` take theirs from here).
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from yamaviewer.core.tiles import HONOR_NAMES_EN, HONOR_NAMES_JA, KANJI_NUMERALS
from yamaviewer.core.winds import WIND_LETTERS

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
#: Tag of a position that is used later in the hand (not yet at this step).
TAG_PENDING = "#6b7d76"

#: Tile height / width of an upright tile face.
TILE_ASPECT = 1.36

# -- the tile body ------------------------------------------------------------------------
# Fractions of the tile's own width / height, for every renderer.

#: Visible thickness at the bottom of an upright tile (of its height).
THICKNESS = 0.06
#: Corner radius (of the smaller side).
CORNER = 0.12
#: Where the picture sits on the face: inset from the face's edges (of width, of height).
PICTURE_INSET = (0.12, 0.08)
#: Die pip centres (x, y in 0..1 of the die) by face; faces 1 and 4 are red.
DIE_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.25, 0.25), (0.5, 0.5), (0.75, 0.75)),
    4: ((0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)),
    5: ((0.26, 0.26), (0.74, 0.26), (0.5, 0.5), (0.26, 0.74), (0.74, 0.74)),
    6: tuple((x, y) for x in (0.28, 0.72) for y in (0.24, 0.5, 0.76)),
}


def shade(colour: str, factor: int) -> str:
    """``colour`` darker by ``factor`` percent, as ``QColor.darker`` does (HSV value)."""
    import colorsys

    r, g, b = (int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5))
    h, s, v = colorsys.rgb_to_hsv(r, g, b)
    r, g, b = colorsys.hsv_to_rgb(h, s, v * 100 / factor)
    return "#{:02x}{:02x}{:02x}".format(*(round(c * 255) for c in (r, g, b)))


#: The thickness under the face (front and back tiles).
IVORY_BASE = shade(IVORY_SHADE, 112)
BACK_BASE = shade(BACK, 120)
BACK_EDGE = shade(BACK, 150)


def face_rect(width: float, height: float) -> tuple[float, float, float, float]:
    """(x, y, w, h) of the face of an upright tile ``width`` x ``height`` (no thickness)."""
    side = max(1.0, height * THICKNESS)
    return 0.5, 0.5, width - 1, height - 1 - side


def picture_rect(width: float, height: float) -> tuple[float, float, float, float]:
    """(x, y, w, h) of the box the face's picture is designed in (see :class:`FaceDesign`)."""
    x, y, w, h = face_rect(width, height)
    dx, dy = PICTURE_INSET[0] * width, PICTURE_INSET[1] * height
    return x + dx, y + dy, w - 2 * dx, h - 2 * dy


# -- tile faces ---------------------------------------------------------------------------
# Faces are described once, as shapes in the picture box (x, y in 0..1 of its width and
# height); ``gui/tile_painter.py`` paints them with QPainter, ``imaging/wall_image.py``
# with Pillow.  Sizes that must stay round are ``min(fw * box width, fh * box height)``.


class Disc(NamedTuple):
    """A pin: a filled circle with rings painted over it (scale of the radius, colour)."""

    x: float
    y: float
    size: tuple[float, float]
    colour: str
    rings: tuple[tuple[float, str], ...] = ()


class Stick(NamedTuple):
    """A bamboo stick: a rounded bar with a white band across and a darker vein."""

    x: float
    y: float
    #: Width ``min(fw * box width, fh * box height)``; height ``height * box height``.
    width: tuple[float, float]
    height: float
    colour: str
    vein: str


class Frame(NamedTuple):
    """An outlined rounded rectangle (haku): box, pen width and radius of the box width."""

    box: tuple[float, float, float, float]
    pen: float
    radius: float
    colour: str


class Blob(NamedTuple):
    """A filled ellipse or polygon of a figure, in units of the figure's size from its centre."""

    colour: str
    ellipse: tuple[float, float, float, float] | None = None  # cx, cy, rx, ry
    points: tuple[tuple[float, float], ...] = ()


class Figure(NamedTuple):
    """A drawing (the 1-sou bird) scaled by ``min(fw * box width, fh * box height)``."""

    size: tuple[float, float]
    blobs: tuple[Blob, ...]


class Glyph(NamedTuple):
    """Text centred in ``box`` (fractions of the picture box), shrunk to fit its width.

    Pixel size ``min(height * box height, width * box width)`` of that box.
    """

    text: str
    box: tuple[float, float, float, float]
    colour: str
    height: float
    width: float = 99.0
    cjk: bool = False


Shape = Disc | Stick | Frame | Figure


class FaceDesign(NamedTuple):
    """Everything painted on one face: shapes, then text (CJK when a font has it)."""

    kind: int
    red: bool
    shapes: tuple[Shape, ...] = ()
    cjk: tuple[Glyph, ...] = ()
    latin: tuple[Glyph, ...] = ()

    def glyphs(self, have_cjk: bool) -> tuple[Glyph, ...]:
        return self.cjk if have_cjk and self.cjk else self.latin


WHITE = "#ffffff"
_P, _S, _M = "p", "s", "m"
_G, _R, _B = GREEN, RED, BLUE

#: Pin centres and colours for 2..9 (1p is the big ring disc).
PIN_LAYOUT: dict[int, tuple[tuple[float, float, str], ...]] = {
    2: ((0.5, 0.27, _G), (0.5, 0.73, _B)),
    3: ((0.22, 0.2, _B), (0.5, 0.5, _R), (0.78, 0.8, _G)),
    4: ((0.27, 0.27, _B), (0.73, 0.27, _G), (0.27, 0.73, _G), (0.73, 0.73, _B)),
    5: ((0.24, 0.22, _B), (0.76, 0.22, _G), (0.5, 0.5, _R), (0.24, 0.78, _G), (0.76, 0.78, _B)),
    6: ((0.3, 0.17, _G), (0.7, 0.17, _G), (0.3, 0.53, _R), (0.7, 0.53, _R))
    + ((0.3, 0.85, _R), (0.7, 0.85, _R)),
    7: ((0.2, 0.12, _G), (0.5, 0.22, _G), (0.8, 0.32, _G), (0.3, 0.6, _R), (0.7, 0.6, _R))
    + ((0.3, 0.87, _R), (0.7, 0.87, _R)),
    8: tuple((x, y, _B) for x in (0.3, 0.7) for y in (0.12, 0.37, 0.63, 0.88)),
    9: tuple((x, y, c) for y, c in ((0.16, _G), (0.5, _R), (0.84, _B)) for x in (0.2, 0.5, 0.8)),
}
#: Stick centres for 2..9 and whether the stick is red.
SOU_LAYOUT: dict[int, tuple[tuple[float, float, bool], ...]] = {
    2: ((0.5, 0.25, False), (0.5, 0.75, False)),
    3: ((0.5, 0.25, False), (0.28, 0.75, False), (0.72, 0.75, False)),
    4: ((0.28, 0.25, False), (0.72, 0.25, False), (0.28, 0.75, False), (0.72, 0.75, False)),
    5: ((0.22, 0.25, False), (0.78, 0.25, False), (0.5, 0.5, True))
    + ((0.22, 0.75, False), (0.78, 0.75, False)),
    6: tuple((x, y, False) for y in (0.25, 0.75) for x in (0.2, 0.5, 0.8)),
    7: ((0.5, 0.17, True),) + tuple((x, y, False) for y in (0.5, 0.83) for x in (0.2, 0.5, 0.8)),
    8: tuple((x, y, False) for y in (0.25, 0.75) for x in (0.14, 0.38, 0.62, 0.86)),
    9: tuple((x, y, x == 0.5) for y in (0.17, 0.5, 0.83) for x in (0.2, 0.5, 0.8)),
}
HONOR_KANJI = "".join(HONOR_NAMES_JA)
HONOR_LATIN = (*WIND_LETTERS, "", "F", "C")
HONOR_CAPTION = tuple("" if name == "Haku" else name.upper() for name in HONOR_NAMES_EN)


def _curve(
    start: tuple[float, float],
    c1: tuple[float, float],
    c2: tuple[float, float],
    end: tuple[float, float],
    steps: int = 10,
) -> tuple[tuple[float, float], ...]:
    """A cubic Bezier curve as points (after ``start``), so every renderer fills a polygon."""
    points = []
    for i in range(1, steps + 1):
        t = i / steps
        u = 1 - t
        points.append(
            (
                u**3 * start[0] + 3 * u * u * t * c1[0] + 3 * u * t * t * c2[0] + t**3 * end[0],
                u**3 * start[1] + 3 * u * u * t * c1[1] + 3 * u * t * t * c2[1] + t**3 * end[1],
            )
        )
    return tuple(points)


def _bird(red: bool) -> Figure:
    body = RED if red else GREEN
    tail_start = (-0.05, 0.1)
    tail = (tail_start,) + _curve(tail_start, (-0.5, 0.2), (-0.55, 0.6), (-0.2, 0.62))
    tail += _curve((-0.2, 0.62), (-0.1, 0.4), (0.05, 0.3), tail_start)
    wing_start = (-0.05, -0.1)
    wing = (wing_start,) + _curve(wing_start, (0.25, -0.05), (0.25, 0.25), (0.02, 0.3))
    return Figure(
        size=(1.0, 0.8),
        blobs=(
            Blob(BLUE, points=tail),
            Blob(body, ellipse=(0.05, 0.05, 0.28, 0.34)),
            Blob(body, ellipse=(0.18, -0.38, 0.15, 0.15)),
            Blob(RED, points=((0.3, -0.42), (0.46, -0.36), (0.3, -0.32))),
            Blob(WHITE, ellipse=(0.2, -0.41, 0.04, 0.04)),
            Blob("#ffd0d0" if red else "#f2c94c", points=wing),
        ),
    )


def _pin_face(rank: int, red: bool) -> tuple[Shape, ...]:
    if rank == 1:
        outer = (GREEN, WHITE, BLUE, WHITE, RED)
        colours = (RED, WHITE, RED, WHITE, RED) if red else outer
        rings = tuple((1 - i * 0.18, colours[i]) for i in range(1, 5))
        return (Disc(0.5, 0.5, (0.46, 0.46), colours[0], rings),)
    across = 3 if rank in (3, 7, 9) else 2
    size = (1 / (across * 2.15), 1 / 8.6)
    if rank in (2, 4, 5):
        size = (1 / 4.4, 1 / 5.6)
    elif rank == 3:
        size = (1 / 4.8, 1 / 6.2)
    shapes: list[Shape] = []
    for x, y, colour in PIN_LAYOUT[rank]:
        fill = RED if red else colour
        shapes.append(Disc(x, y, size, fill, ((0.62, WHITE), (0.36, fill))))
    return tuple(shapes)


def _sou_face(rank: int, red: bool) -> tuple[Shape, ...]:
    if rank == 1:
        return (_bird(red),)
    rows = 3 if rank in (7, 9) else 2
    cols = 4 if rank == 8 else 3 if rank in (3, 5, 6, 7, 9) else 2
    height = 1 / rows * 0.86
    width = (1 / cols * 0.56, height * 0.36)
    return tuple(
        Stick(
            x,
            y,
            width,
            height,
            RED if red or is_red else GREEN,
            shade(RED if red or is_red else GREEN, 135),
        )
        for x, y, is_red in SOU_LAYOUT[rank]
    )


@cache
def face_design(kind: int, red: bool = False) -> FaceDesign:
    """The one design of tile kind ``kind`` (0..33; ``red`` for a red five)."""
    from yamaviewer.core.tiles import rank_of_kind, suit_of_kind

    suit, rank = suit_of_kind(kind), rank_of_kind(kind)
    red = red and suit != "z" and rank == 5
    if suit == _P:
        return FaceDesign(kind, red, _pin_face(rank, red))
    if suit == _S:
        return FaceDesign(kind, red, _sou_face(rank, red))
    if suit == _M:
        ink = RED if red else INK
        return FaceDesign(
            kind,
            red,
            cjk=(
                Glyph(KANJI_NUMERALS[rank - 1], (0, 0, 1, 0.5), ink, 0.95, cjk=True),
                Glyph("萬", (0, 0.48, 1, 1), RED, 0.92, cjk=True),
            ),
            latin=(
                Glyph(str(rank), (0, 0, 1, 0.68), ink, 0.62 / 0.68),
                Glyph("MAN", (-0.08, 0.66, 1.08, 1), RED, 0.8),
            ),
        )
    if rank == 5:  # haku: the classic empty face with a blue frame
        return FaceDesign(kind, False, (Frame((0.04, 0.08, 0.96, 0.92), 0.1, 0.08, BLUE),))
    colour = GREEN if rank == 6 else RED if rank == 7 else INK
    return FaceDesign(
        kind,
        False,
        cjk=(Glyph(HONOR_KANJI[rank - 1], (0, 0, 1, 1), colour, 0.72, 1.05, cjk=True),),
        latin=(
            Glyph(HONOR_LATIN[rank - 1], (0, 0, 1, 0.72), colour, 0.66 / 0.72),
            Glyph(HONOR_CAPTION[rank - 1], (-0.1, 0.7, 1.1, 1), colour, 0.72),
        ),
    )
