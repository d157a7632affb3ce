"""PNG pictures of a hand's wall and starting hands, drawn with Pillow (no Qt).

For sharing and for headless use (``yamaviewer-cli render``).  The picture
shows what the app shows: the wall on the table (positions from
``core.walls.table``, the same mapping the GUI uses) or as a strip in draw
order, tiles drawn by the project in the GUI's colours
(``core.tile_style``), and each seat's starting hand.  Positions a record
does not pin down (tenhou.net/6 JSON has no seed) are drawn as grey '?'
tiles: nothing is invented.

Text uses a CJK font when the system has one (fc-list / common paths) and
falls back to Latin names ('5m', 'E') otherwise; a missing font never stops
the rendering.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Literal

from PIL import Image, ImageDraw, ImageFont

from yamaviewer.core import tile_style as style
from yamaviewer.core.document import GameDocument
from yamaviewer.core.replay import HandReplay, WallUse
from yamaviewer.core.tiles import RED_FIVE_IDS, rank_of_kind, suit_of_kind
from yamaviewer.core.walls.table import DICE_TOTAL_WHEN_UNKNOWN, dead_wall_roles, tenhou_slot

Layout = Literal["table", "strip"]
AnyFont = ImageFont.FreeTypeFont | ImageFont.ImageFont
Box = tuple[float, ...]

_WIND_LETTERS = "ESWN"
_WINDS_JA = "東南西北"
_NUMERALS_JA = "一二三四五六七八九"
_HONORS_JA = "東南西北白發中"
_HONORS_LATIN = ("E", "S", "W", "N", "P", "F", "C")
_CJK_PATHS = (
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/truetype/fonts-japanese-gothic.ttf",
    "/usr/share/fonts/truetype/takao-gothic/TakaoPGothic.ttf",
    "/usr/share/fonts/truetype/ipafont-gothic/ipagp.ttf",
    "/System/Library/Fonts/ヒラギノ角ゴシック W6.ttc",
    "/System/Library/Fonts/Hiragino Sans GB.ttc",
    "C:/Windows/Fonts/msgothic.ttc",
    "C:/Windows/Fonts/YuGothB.ttc",
)
_LATIN_PATHS = (
    "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    "/usr/share/fonts/TTF/DejaVuSans-Bold.ttf",
    "/Library/Fonts/Arial Bold.ttf",
    "C:/Windows/Fonts/arialbd.ttf",
)

# Pip centres (x, y in 0..1 of the face) for pins 1..9 and sticks for sou 2..9.
_PINS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.5, 0.26), (0.5, 0.74)),
    3: ((0.24, 0.2), (0.5, 0.5), (0.76, 0.8)),
    4: ((0.28, 0.27), (0.72, 0.27), (0.28, 0.73), (0.72, 0.73)),
    5: ((0.26, 0.22), (0.74, 0.22), (0.5, 0.5), (0.26, 0.78), (0.74, 0.78)),
    6: tuple((x, y) for y in (0.17, 0.5, 0.83) for x in (0.3, 0.7)),
    7: ((0.2, 0.12), (0.5, 0.22), (0.8, 0.32), (0.3, 0.6), (0.7, 0.6), (0.3, 0.87), (0.7, 0.87)),
    8: tuple((x, y) for y in (0.12, 0.37, 0.63, 0.88) for x in (0.3, 0.7)),
    9: tuple((x, y) for y in (0.16, 0.5, 0.84) for x in (0.2, 0.5, 0.8)),
}
_PIN_COLOURS = (style.BLUE, style.GREEN, style.RED)
_STICKS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((0.5, 0.25), (0.5, 0.75)),
    3: ((0.5, 0.25), (0.28, 0.75), (0.72, 0.75)),
    4: ((0.28, 0.25), (0.72, 0.25), (0.28, 0.75), (0.72, 0.75)),
    5: ((0.22, 0.25), (0.78, 0.25), (0.5, 0.5), (0.22, 0.75), (0.78, 0.75)),
    6: tuple((x, y) for y in (0.25, 0.75) for x in (0.2, 0.5, 0.8)),
    7: ((0.5, 0.17),) + tuple((x, y) for y in (0.5, 0.83) for x in (0.2, 0.5, 0.8)),
    8: tuple((x, y) for y in (0.25, 0.75) for x in (0.14, 0.38, 0.62, 0.86)),
    9: tuple((x, y) for y in (0.17, 0.5, 0.83) for x in (0.2, 0.5, 0.8)),
}


# -- fonts ----------------------------------------------------------------------------


def _run_fc(arguments: Sequence[str]) -> str:
    """Output of a fontconfig tool, or '' when it is missing or fails."""
    if shutil.which(arguments[0]) is None:
        return ""
    try:
        done = subprocess.run(
            list(arguments), capture_output=True, text=True, timeout=5, check=False
        )
    except (OSError, subprocess.SubprocessError):
        return ""
    return done.stdout if done.returncode == 0 else ""


@lru_cache(maxsize=1)
def find_cjk_font() -> Path | None:
    """A font file that covers Japanese (fc-list, then common install paths), or None."""
    listed = [
        Path(line.split(":")[0].strip())
        for line in _run_fc(["fc-list", ":lang=ja", "file"]).splitlines()
        if line.strip()
    ]
    listed.sort(
        key=lambda p: (
            0 if "Sans" in p.name and "Bold" in p.name else 1 if "Sans" in p.name else 2,
            str(p),
        )
    )
    for path in [*listed, *map(Path, _CJK_PATHS)]:
        if path.suffix.lower() in (".ttf", ".ttc", ".otf") and path.is_file():
            return path
    return None


@lru_cache(maxsize=1)
def find_latin_font() -> Path | None:
    matched = _run_fc(["fc-match", "-f", "%{file}", "DejaVu Sans:bold"]).strip()
    for path in [Path(matched)] if matched else []:
        if path.is_file():
            return path
    return next((Path(p) for p in _LATIN_PATHS if Path(p).is_file()), None)


class Fonts:
    """Sized fonts for tile faces and labels; CJK only when one was found (or allowed)."""

    def __init__(self, use_cjk: bool = True) -> None:
        self.cjk_path = find_cjk_font() if use_cjk else None
        self.latin_path = find_latin_font()
        self._cache: dict[tuple[bool, int], AnyFont] = {}

    @property
    def has_cjk(self) -> bool:
        return self.cjk_path is not None

    def get(self, size: int, cjk: bool = False) -> AnyFont:
        size = max(6, size)
        key = (cjk and self.has_cjk, size)
        font = self._cache.get(key)
        if font is None:
            font = self._load(size, key[0])
            self._cache[key] = font
        return font

    def _load(self, size: int, cjk: bool) -> AnyFont:
        for path in ([self.cjk_path] if cjk else []) + [self.latin_path, self.cjk_path]:
            if path is None:
                continue
            try:
                return ImageFont.truetype(str(path), size)
            except OSError:
                continue
        try:
            return ImageFont.load_default(size)
        except (TypeError, OSError):  # very old Pillow: fixed-size bitmap font
            return ImageFont.load_default()


def _text(
    draw: ImageDraw.ImageDraw,
    centre: tuple[float, float],
    text: str,
    font: AnyFont,
    fill: str,
    max_width: float | None = None,
) -> None:
    """Draw ``text`` centred on ``centre`` (shrunk to ``max_width`` when a size can change)."""
    left, top, right, bottom = draw.textbbox((0, 0), text, font=font)
    if max_width and right - left > max_width and isinstance(font, ImageFont.FreeTypeFont):
        font = font.font_variant(size=max(6, int(font.size * max_width / (right - left))))
        left, top, right, bottom = draw.textbbox((0, 0), text, font=font)
    x = centre[0] - (left + right) / 2
    y = centre[1] - (top + bottom) / 2
    draw.text((x, y), text, font=font, fill=fill)


# -- tiles ------------------------------------------------------------------------------


class TileArt:
    """Tile pictures of one size (upright), cached; rotated copies on request."""

    def __init__(self, width: int, fonts: Fonts | None = None) -> None:
        self.width = max(10, width)
        self.height = round(self.width * style.TILE_ASPECT)
        self.fonts = fonts or Fonts()
        self._cache: dict[tuple[object, ...], Image.Image] = {}

    def image(
        self, tile: int | None, *, red_fives: bool = True, known: bool = True, rotation: int = 0
    ) -> Image.Image:
        """``tile`` None: the back (``known``) or a grey '?' (not known); rotation clockwise."""
        red = bool(red_fives and tile is not None and tile in RED_FIVE_IDS)
        face = None if tile is None else (tile // 4, red)
        key = (face, known, rotation % 360)
        cached = self._cache.get(key)
        if cached is None:
            if rotation % 360:
                cached = self.image(tile, red_fives=red_fives, known=known).rotate(
                    -(rotation % 360), expand=True
                )
            else:
                cached = self._draw(face, known)
            self._cache[key] = cached
        return cached

    def _draw(self, face: tuple[int, bool] | None, known: bool) -> Image.Image:
        w, h = self.width, self.height
        image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
        draw = ImageDraw.Draw(image)
        radius = max(2, round(min(w, h) * 0.12))
        side = max(2, round(h * 0.06))
        back = face is None and known
        base = "#1f5a4c" if back else "#cfc6ae"
        draw.rounded_rectangle((0, 0, w - 1, h - 1), radius, fill=base)
        fill = style.BACK_LIGHT if back else style.UNKNOWN if face is None else style.IVORY
        outline = "#1f5a4c" if back else style.EDGE
        draw.rounded_rectangle(
            (0, 0, w - 1, h - 1 - side),
            radius,
            fill=fill,
            outline=outline,
            width=max(1, round(w * 0.04)),
        )
        inner = (w * 0.13, h * 0.09, w * 0.87, (h - side) * 0.93)
        if face is None:
            if not known:
                _text(draw, (w / 2, (h - side) / 2), "?", self.fonts.get(round(h * 0.5)), "#59636a")
            return image
        kind, red = face
        suit, rank = suit_of_kind(kind), rank_of_kind(kind)
        if suit == "p":
            self._pins(draw, inner, rank, red)
        elif suit == "s":
            self._sticks(draw, inner, rank, red)
        elif suit == "m":
            self._man(draw, inner, rank, red)
        else:
            self._honor(draw, inner, rank)
        return image

    def _pins(self, draw: ImageDraw.ImageDraw, box: Box, rank: int, red: bool) -> None:
        x0, y0, x1, y1 = box
        bw, bh = x1 - x0, y1 - y0
        if rank == 1:
            r = min(bw, bh) * 0.46
            rings = (style.RED,) * 3 if red else (style.GREEN, style.BLUE, style.RED)
            cx, cy = x0 + bw / 2, y0 + bh / 2
            for i, colour in enumerate(rings):
                rr = r * (1 - i * 0.3)
                draw.ellipse((cx - rr, cy - rr, cx + rr, cy + rr), fill=colour)
                rw = rr * 0.72
                draw.ellipse((cx - rw, cy - rw, cx + rw, cy + rw), fill="#ffffff")
            return
        across = 3 if rank in (3, 7, 9) else 2
        r = min(bw / (across * 2.2), bh / 8.8 if rank > 5 else bh / 6.0)
        for i, (fx, fy) in enumerate(_PINS[rank]):
            cx, cy = x0 + fx * bw, y0 + fy * bh
            colour = style.RED if red else _PIN_COLOURS[(i + rank) % 3]
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=colour)
            ri = r * 0.5
            draw.ellipse((cx - ri, cy - ri, cx + ri, cy + ri), fill="#ffffff")

    def _sticks(self, draw: ImageDraw.ImageDraw, box: Box, rank: int, red: bool) -> None:
        x0, y0, x1, y1 = box
        bw, bh = x1 - x0, y1 - y0
        if rank == 1:  # a simple bird: body, head, beak
            cx, cy = x0 + bw / 2, y0 + bh * 0.55
            s = min(bw, bh)
            body = style.RED if red else style.GREEN
            draw.ellipse((cx - s * 0.3, cy - s * 0.28, cx + s * 0.3, cy + s * 0.4), fill=body)
            draw.ellipse((cx + s * 0.05, cy - s * 0.62, cx + s * 0.35, cy - s * 0.32), fill=body)
            draw.polygon(
                [
                    (cx + s * 0.33, cy - s * 0.5),
                    (cx + s * 0.5, cy - s * 0.45),
                    (cx + s * 0.33, cy - s * 0.4),
                ],
                fill=style.RED,
            )
            draw.polygon(
                [
                    (cx - s * 0.25, cy + s * 0.2),
                    (cx - s * 0.5, cy + s * 0.45),
                    (cx - s * 0.1, cy + s * 0.4),
                ],
                fill=style.BLUE,
            )
            return
        rows = 3 if rank in (7, 9) else 2
        cols = 4 if rank == 8 else 3 if rank in (3, 5, 6, 7, 9) else 2
        sh = bh / rows * 0.84
        sw = max(2.0, min(bw / cols * 0.55, sh * 0.36))
        centre_red = {5: (2,), 7: (0,), 9: (1, 4, 7)}.get(rank, ())
        for i, (fx, fy) in enumerate(_STICKS[rank]):
            cx, cy = x0 + fx * bw, y0 + fy * bh
            colour = style.RED if red or i in centre_red else style.GREEN
            draw.rounded_rectangle(
                (cx - sw / 2, cy - sh / 2, cx + sw / 2, cy + sh / 2), sw * 0.45, fill=colour
            )
            band = max(1.0, sh * 0.08)
            draw.rectangle(
                (cx - sw * 0.3, cy - band / 2, cx + sw * 0.3, cy + band / 2), fill="#ffffff"
            )

    def _man(self, draw: ImageDraw.ImageDraw, box: Box, rank: int, red: bool) -> None:
        x0, y0, x1, y1 = box
        bw, bh = x1 - x0, y1 - y0
        cx = x0 + bw / 2
        ink = style.RED if red else style.INK
        if self.fonts.has_cjk:
            font = self.fonts.get(round(min(bw * 0.95, bh * 0.45)), cjk=True)
            _text(draw, (cx, y0 + bh * 0.25), _NUMERALS_JA[rank - 1], font, ink, bw)
            _text(draw, (cx, y0 + bh * 0.74), "萬", font, style.RED, bw)
        else:
            _text(draw, (cx, y0 + bh * 0.32), str(rank), self.fonts.get(round(bh * 0.5)), ink, bw)
            _text(draw, (cx, y0 + bh * 0.78), "m", self.fonts.get(round(bh * 0.32)), style.RED, bw)

    def _honor(self, draw: ImageDraw.ImageDraw, box: Box, rank: int) -> None:
        x0, y0, x1, y1 = box
        bw, bh = x1 - x0, y1 - y0
        centre = (x0 + bw / 2, y0 + bh / 2)
        if rank == 5:  # haku: an empty frame
            draw.rectangle(
                (x0 + bw * 0.1, y0 + bh * 0.12, x1 - bw * 0.1, y1 - bh * 0.12),
                outline=style.BLUE,
                width=max(1, round(bw * 0.08)),
            )
            return
        colour = style.GREEN if rank == 6 else style.RED if rank == 7 else style.INK
        if self.fonts.has_cjk:
            font = self.fonts.get(round(min(bw * 1.05, bh * 0.8)), cjk=True)
            _text(draw, centre, _HONORS_JA[rank - 1], font, colour, bw)
        else:
            _text(
                draw, centre, _HONORS_LATIN[rank - 1], self.fonts.get(round(bh * 0.62)), colour, bw
            )


# -- the picture -----------------------------------------------------------------------------


@dataclass(frozen=True)
class RenderOptions:
    layout: Layout = "table"
    tile_width: int = 30
    use_cjk: bool = True
    #: Show every known tile face up (False: only indicators, like the table's default).
    reveal: bool = True


def _tag(replay: HandReplay, position: int, dealer: int, players: int) -> tuple[str, str | None]:
    """Short label of how a position was used, and the colour of the seat that took it."""
    mark = replay.marks.get(position)
    if mark is None:
        return "", None
    seat_colour = style.SEAT_COLORS[mark.seat] if 0 <= mark.seat < 4 else None
    wind = _WIND_LETTERS[(mark.seat - dealer) % players] if mark.seat >= 0 else ""
    if mark.use is WallUse.DEAL:
        return wind, seat_colour
    if mark.use is WallUse.LIVE:
        return f"{wind}{(mark.order - 1) // players + 1}", seat_colour
    if mark.use is WallUse.RINSHAN:
        return f"R{mark.order}", seat_colour
    if mark.use is WallUse.DORA:
        return "D", style.DORA
    if mark.use is WallUse.KAN_DORA:
        return f"K{mark.order - 1}", style.DORA
    return f"U{mark.order}", style.DORA


class _Canvas:
    """The image being built plus the shared tile art and fonts."""

    def __init__(self, document: GameDocument, index: int, options: RenderOptions) -> None:
        self.document = document
        self.index = index
        self.options = options
        self.hand = document.hands[index]
        self.replay = document.replay(index)
        self.layout = document.layout
        self.players = self.layout.players
        self.wall = document.wall(index)
        self.red = document.game.red_fives
        self.fonts = Fonts(options.use_cjk)
        self.art = TileArt(options.tile_width, self.fonts)
        self.w, self.h = self.art.width, self.art.height

    @property
    def dice_known(self) -> bool:
        return self.hand.dice_known

    def title(self) -> str:
        game = self.document.game
        source = "seed" if self.document.has_seed else "no seed: only what the record pins down"
        name = game.reference or game.source_name or "game"
        return f"{name}  —  hand {self.index + 1}/{len(game.hands)}: {self.hand.label}  ({source})"

    def tile(
        self,
        image: Image.Image,
        x: float,
        y: float,
        position: int | None,
        rotation: int = 0,
        dim: bool = False,
    ) -> None:
        tile = self.wall[position] if position is not None else None
        known = tile is not None or self.document.has_seed
        picture = self.art.image(tile, red_fives=self.red, known=known, rotation=rotation)
        if dim:
            picture = picture.copy()
            picture.putalpha(picture.getchannel("A").point(lambda a: a * 45 // 100))
        image.alpha_composite(picture, (round(x), round(y)))

    # -- hands panel ---------------------------------------------------------------------
    def hands_panel(self, width: int) -> Image.Image:
        """Each seat's starting hand (sorted) and the dora indicators."""
        w, h = self.w, self.h
        row = h + max(8, w // 3)
        names = self.document.game.player_names
        height = row * self.players + h + 2 * max(8, w // 3)
        panel = Image.new("RGBA", (width, height), style.FELT_DARK)
        draw = ImageDraw.Draw(panel)
        label_font = self.fonts.get(max(11, w // 2), cjk=True)
        label_w = w * 6
        y = max(8, w // 3)
        for seat in range(self.players):
            wind = (seat - self.hand.dealer) % self.players
            wind_text = _WINDS_JA[wind] if self.fonts.has_cjk else _WIND_LETTERS[wind]
            draw.rectangle((6, y, 12, y + h), fill=style.SEAT_COLORS[seat])
            name = names[seat] if seat < len(names) and names[seat] else f"seat {seat}"
            draw.text(
                (18, y + h * 0.15), f"{wind_text} {name}"[:18], font=label_font, fill="#ffffff"
            )
            x = label_w
            for tile in sorted(self.hand.haipai[seat]):
                picture = self.art.image(tile, red_fives=self.red)
                panel.alpha_composite(picture, (round(x), y))
                x += w + 1
            y += row
        draw.text((18, y + h * 0.15), "dora", font=label_font, fill=style.DORA)
        x = label_w
        for tile in self.replay.states[-1].dora_indicators:
            panel.alpha_composite(self.art.image(tile, red_fives=self.red), (round(x), y))
            x += w + 1
        return panel

    # -- strip -----------------------------------------------------------------------------
    def strip(self) -> Image.Image:
        w, h = self.w, self.h
        per_row = 17 if self.players == 4 else 18
        tag_h = max(12, round(w * 0.55))
        cell_w, cell_h = w + 3, h + tag_h + 4
        size = self.layout.size
        rows = -(-size // per_row)
        margin = max(10, w // 2)
        title_h = max(18, w)
        width = margin * 2 + per_row * cell_w
        height = margin + title_h + rows * cell_h + margin
        image = Image.new("RGBA", (width, height), style.FELT)
        draw = ImageDraw.Draw(image)
        title_font = self.fonts.get(max(12, round(w * 0.5)), cjk=True)
        _text(
            draw,
            (width / 2, margin + title_h / 2 - 2),
            self.title(),
            title_font,
            "#ffffff",
            width - 2 * margin,
        )
        tag_font = self.fonts.get(max(9, round(tag_h * 0.8)))
        dead = {size - 1 - n for n in dead_wall_roles(self.players).dead_wall}
        for n in range(size):
            position = size - 1 - n  # draw order: y[size-1] first
            x = margin + (n % per_row) * cell_w
            y = margin + title_h + (n // per_row) * cell_h
            if position in dead:
                draw.rectangle((x - 1, y - 1, x + w + 1, y + h + 1), fill=style.DEAD_WALL)
            self.tile(image, x, y, position)
            text, colour = _tag(self.replay, position, self.hand.dealer, self.players)
            if colour is not None:
                draw.rectangle((x, y + h + 1, x + w, y + h + 3), fill=colour)
            if text:
                _text(
                    draw,
                    (x + w / 2, y + h + 4 + tag_h / 2),
                    text,
                    tag_font,
                    colour or style.TAG,
                    w + 2,
                )
        return image

    # -- table -----------------------------------------------------------------------------
    def table(self) -> Image.Image:
        w, h = self.w, self.h
        stacks = 18 if self.players == 3 else 17
        gap = max(1, round(0.08 * w))
        depth = 2 * h + gap
        inner = (stacks * w - depth) / 2
        outer = inner + depth
        label = max(16, round(0.7 * w))
        half = outer + label + w * 0.3
        side_px = round(2 * half)
        image = Image.new("RGBA", (side_px, side_px), style.FELT)
        draw = ImageDraw.Draw(image)
        cx = cy = half
        dice = (
            self.hand.dice[0] + self.hand.dice[1] + 2
            if self.dice_known
            else DICE_TOTAL_WHEN_UNKNOWN
        )
        dealer = self.hand.dealer
        dead = {self.layout.size - 1 - n for n in dead_wall_roles(self.players).dead_wall}

        def place(side: int, x0: float, y0: float, x1: float, y1: float) -> tuple[float, ...]:
            corners = [_turn(side, x, y) for x, y in ((x0, y0), (x1, y1))]
            xs = sorted(c[0] for c in corners)
            ys = sorted(c[1] for c in corners)
            return cx + xs[0], cy + ys[0], cx + xs[1], cy + ys[1]

        rects: dict[int, tuple[tuple[float, ...], int]] = {}
        for position in range(self.layout.size):
            slot = tenhou_slot(position, self.players, dice, dealer)
            side = slot.seat % 4  # seat 0 at the bottom, then turn order counter-clockwise
            x0 = inner - (slot.stack + 1) * w
            y0 = inner if slot.level == "top" else inner + h + gap
            rects[position] = (place(side, x0, y0, x0 + w, y0 + h), side)
        pad = max(2, round(0.1 * w))
        for position in dead:
            (x0, y0, x1, y1), _side = rects[position]
            draw.rectangle((x0 - pad, y0 - pad, x1 + pad, y1 + pad), fill=style.DEAD_WALL)
        for position, ((x0, y0, _x1, _y1), side) in rects.items():
            self.tile(image, x0, y0, position, rotation=(-90 * side) % 360)
        for position, ((x0, y0, x1, y1), _side) in rects.items():
            mark = self.replay.marks.get(position)
            if mark is not None and mark.use in (WallUse.DORA, WallUse.KAN_DORA, WallUse.URA):
                draw.rectangle((x0 - 1, y0 - 1, x1 + 1, y1 + 1), outline=style.DORA, width=2)
            elif mark is not None and mark.use is WallUse.DEAL and self.wall[position] is None:
                # Known only as part of this seat's starting hand: show whose.
                draw.rectangle(
                    (x0 + 1, y0 + 1, x1 - 1, y1 - 1), outline=style.SEAT_COLORS[mark.seat], width=2
                )
        # Seat labels outside each wall, and the hand in the middle.
        font = self.fonts.get(max(11, round(label * 0.7)), cjk=True)
        names = self.document.game.player_names
        for seat in range(self.players):
            wind = (seat - dealer) % self.players
            wind_text = _WINDS_JA[wind] if self.fonts.has_cjk else _WIND_LETTERS[wind]
            name = names[seat] if seat < len(names) and names[seat] else f"seat {seat}"
            x, y = _turn(seat, 0, outer + label / 2 + w * 0.1)
            caption = f"{wind_text}  {name}"
            left, _top, right, _bottom = draw.textbbox((0, 0), caption, font=font)
            pill_w = min(round(2 * inner), round(right - left + label))
            text = Image.new("RGBA", (pill_w, label), (0, 0, 0, 0))
            text_draw = ImageDraw.Draw(text)
            text_draw.rounded_rectangle(
                (0, 1, pill_w - 1, label - 2), label // 2, fill=style.SEAT_COLORS[seat]
            )
            _text(text_draw, (pill_w / 2, label / 2), caption, font, "#ffffff", pill_w - 8)
            turned = text.rotate(90 * seat, expand=True)
            image.alpha_composite(
                turned, (round(cx + x - turned.width / 2), round(cy + y - turned.height / 2))
            )
        centre_font = self.fonts.get(max(11, round(w * 0.5)), cjk=True)
        lines = [self.hand.label, f"dealer: seat {dealer}"]
        lines.append(
            f"dice {self.hand.dice[0] + 1}+{self.hand.dice[1] + 1}"
            if self.dice_known
            else "dice not in the file"
        )
        lines.append("wall: seed" if self.document.has_seed else "grey ? = not known")
        for i, line in enumerate(lines):
            _text(
                draw,
                (
                    cx,
                    cy + (i - 1.5) * centre_font.size * 1.35
                    if isinstance(centre_font, ImageFont.FreeTypeFont)
                    else cy + (i - 1.5) * 16,
                ),
                line,
                centre_font,
                "#ffffff",
                2 * inner - w,
            )
        return image


def _turn(side: int, x: float, y: float) -> tuple[float, float]:
    """Rotate a point of the bottom wall to ``side`` (the GUI's rotate(-90 * side))."""
    for _ in range(side % 4):
        x, y = y, -x
    return x, y


def render_hand(
    document: GameDocument, index: int, options: RenderOptions | None = None
) -> Image.Image:
    """The wall of hand ``index`` (table or strip) above each seat's starting hand."""
    options = options or RenderOptions()
    if not 0 <= index < len(document.hands):
        raise IndexError(f"hand {index + 1} does not exist (the game has {len(document.hands)})")
    canvas = _Canvas(document, index, options)
    wall = canvas.table() if options.layout == "table" else canvas.strip()
    panel = canvas.hands_panel(wall.width)
    title_h = max(20, round(canvas.w * 0.8)) if options.layout == "table" else 0
    picture = Image.new("RGBA", (wall.width, title_h + wall.height + panel.height), style.FELT)
    picture.alpha_composite(wall, (0, title_h))
    picture.alpha_composite(panel, (0, title_h + wall.height))
    if title_h:
        draw = ImageDraw.Draw(picture)
        _text(
            draw,
            (wall.width / 2, title_h / 2),
            canvas.title(),
            canvas.fonts.get(max(11, canvas.w // 2), True),
            "#ffffff",
            wall.width - 12,
        )
    return picture.convert("RGB")


def save_png(image: Image.Image, path: str | Path) -> None:
    """Write the PNG through a temporary file in the same folder, then rename."""
    path = Path(path)
    handle, temporary = tempfile.mkstemp(
        prefix=f".{path.name}.", suffix=".tmp", dir=path.parent or Path(".")
    )
    os.close(handle)
    try:
        image.save(temporary, format="PNG")
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


__all__ = ["Fonts", "RenderOptions", "TileArt", "find_cjk_font", "render_hand", "save_png"]
