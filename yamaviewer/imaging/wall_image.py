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

import io
import shutil
import subprocess
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Literal

from PIL import Image, ImageDraw, ImageFont

from yamaviewer.core.replay import tile_style as style
from yamaviewer.core.replay.document import GameDocument
from yamaviewer.core.replay.presentation import HandScene, TableGeometry, flow_cells, turn
from yamaviewer.core.replay.share import SharedPosition
from yamaviewer.core.replay.state import WallUse
from yamaviewer.core.safe_io import write_output
from yamaviewer.core.tiles import RED_FIVE_IDS
from yamaviewer.core.winds import WIND_KANJI, WIND_LETTERS, seat_wind

Layout = Literal["table", "strip"]
AnyFont = ImageFont.FreeTypeFont | ImageFont.ImageFont
Box = tuple[float, float, float, float]
#: Tiles are drawn this many times larger and scaled down (Pillow draws without antialiasing).
_SUPERSAMPLE = 3

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

    def label(self, text: str, colour: str, font: AnyFont, width: int, height: int) -> Image.Image:
        """``text`` centred in a transparent ``width`` x ``height`` box, cached (strip tags)."""
        key = ("label", text, colour, id(font), width, height)
        cached = self._cache.get(key)
        if cached is None:
            cached = Image.new("RGBA", (width, height), (0, 0, 0, 0))
            _text(ImageDraw.Draw(cached), (width / 2, height / 2), text, font, colour, width)
            self._cache[key] = cached
        return cached

    def _draw(self, face: tuple[int, bool] | None, known: bool) -> Image.Image:
        """One upright tile, drawn at :data:`_SUPERSAMPLE` times the size and scaled down."""
        w, h = self.width * _SUPERSAMPLE, self.height * _SUPERSAMPLE
        image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
        draw = ImageDraw.Draw(image)
        radius = max(2, round(min(w, h) * style.CORNER))
        back = face is None and known
        draw.rounded_rectangle(
            (0, 0, w - 1, h - 1), radius, fill=style.BACK_BASE if back else style.IVORY_BASE
        )
        fx, fy, fw, fh = style.face_rect(w, h)
        fill = style.BACK_LIGHT if back else style.UNKNOWN if face is None else style.IVORY
        draw.rounded_rectangle(
            (fx, fy, fx + fw, fy + fh),
            radius,
            fill=fill,
            outline=style.BACK_EDGE if back else style.EDGE,
            width=max(1, round(w * 0.025)),
        )
        if face is None:
            if not known:
                font = self.fonts.get(round(fh * 0.5))
                _text(draw, (fx + fw / 2, fy + fh / 2), "?", font, "#59636a")
        else:
            design = style.face_design(face[0], face[1])
            self._paint_design(draw, style.picture_rect(w, h), design)
        return image.resize((self.width, self.height), Image.Resampling.LANCZOS)

    def _paint_design(self, draw: ImageDraw.ImageDraw, box: Box, design: style.FaceDesign) -> None:
        """Paint the core's face design into the picture box (x, y, width, height)."""
        bx, by, bw, bh = box

        def size(pair: tuple[float, float]) -> float:
            return min(pair[0] * bw, pair[1] * bh)

        def disc(cx: float, cy: float, radius: float, colour: str) -> None:
            draw.ellipse((cx - radius, cy - radius, cx + radius, cy + radius), fill=colour)

        for shape in design.shapes:
            if isinstance(shape, style.Disc):
                cx, cy, radius = bx + shape.x * bw, by + shape.y * bh, size(shape.size)
                disc(cx, cy, radius, shape.colour)
                for scale, colour in shape.rings:
                    disc(cx, cy, radius * scale, colour)
            elif isinstance(shape, style.Stick):
                cx, cy = bx + shape.x * bw, by + shape.y * bh
                sw, sh = size(shape.width), shape.height * bh
                draw.rounded_rectangle(
                    (cx - sw / 2, cy - sh / 2, cx + sw / 2, cy + sh / 2),
                    sw * 0.45,
                    fill=shape.colour,
                )
                band = max(0.6, sh * 0.07)
                draw.rectangle(
                    (cx - sw * 0.3, cy - band / 2, cx + sw * 0.3, cy + band / 2), fill="#ffffff"
                )
                draw.rectangle(
                    (cx - sw * 0.08, cy - sh * 0.4, cx + sw * 0.08, cy + sh * 0.4), fill=shape.vein
                )
            elif isinstance(shape, style.Frame):
                x0, y0, x1, y1 = shape.box
                draw.rounded_rectangle(
                    (bx + x0 * bw, by + y0 * bh, bx + x1 * bw, by + y1 * bh),
                    bw * shape.radius,
                    outline=shape.colour,
                    width=max(1, round(bw * shape.pen)),
                )
            else:
                s, cx, cy = size(shape.size), bx + bw / 2, by + bh / 2
                for blob in shape.blobs:
                    if blob.ellipse is not None:
                        ex, ey, rx, ry = blob.ellipse
                        draw.ellipse(
                            (
                                cx + (ex - rx) * s,
                                cy + (ey - ry) * s,
                                cx + (ex + rx) * s,
                                cy + (ey + ry) * s,
                            ),
                            fill=blob.colour,
                        )
                    else:
                        draw.polygon(
                            [(cx + x * s, cy + y * s) for x, y in blob.points], fill=blob.colour
                        )
        for glyph in design.glyphs(self.fonts.has_cjk):
            x0, y0, x1, y1 = glyph.box
            gw, gh = (x1 - x0) * bw, (y1 - y0) * bh
            pixels = round(min(glyph.height * gh, glyph.width * gw))
            centre = (bx + (x0 + x1) / 2 * bw, by + (y0 + y1) / 2 * bh)
            _text(draw, centre, glyph.text, self.fonts.get(pixels, glyph.cjk), glyph.colour, gw)


# -- the picture -----------------------------------------------------------------------------


@dataclass(frozen=True)
class RenderOptions:
    layout: Layout = "table"
    tile_width: int = 30
    use_cjk: bool = True
    #: Show every known tile face up (False: only indicators, like the table's default).
    reveal: bool = True


@lru_cache(maxsize=8)
def _tile_art(width: int, use_cjk: bool) -> TileArt:
    """Tile pictures shared by every picture of this size (drawn once per face)."""
    return TileArt(width, Fonts(use_cjk))


#: Strip cells a row in the PNG (the window fits its own count to its width).
STRIP_COLUMNS = 18


@dataclass(frozen=True)
class DrawnPosition:
    """What the picture drew for one wall position (kept for checks against the window)."""

    box: tuple[float, float, float, float]  # left, top, right, bottom in image pixels
    tile: int | None
    tag: str = ""
    tag_colour: str = ""
    bar: str | None = None


class HandCanvas:
    """The image being built plus the shared tile art and fonts, from the presentation model."""

    def __init__(self, document: GameDocument, index: int, options: RenderOptions) -> None:
        self.document = document
        self.index = index
        self.options = options
        self.scene = HandScene(document, index)
        self.hand = self.scene.hand
        self.replay = self.scene.replay
        self.layout = self.scene.layout
        self.players = self.scene.players
        self.wall = self.scene.wall
        self.red = self.scene.red_fives
        #: Every wall position drawn, by Tenhou array index.
        self.drawn: dict[int, DrawnPosition] = {}
        self.art = _tile_art(options.tile_width, options.use_cjk)
        self.fonts = self.art.fonts
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
            wind = seat_wind(seat, self.hand.dealer, self.players)
            wind_text = WIND_KANJI[wind] if self.fonts.has_cjk else WIND_LETTERS[wind]
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
        per_row = STRIP_COLUMNS
        tag_h = max(12, round(w * 0.55))
        cell_w, cell_h = w + 3, h + tag_h + 4
        rows = flow_cells(self.scene.group_breaks(), per_row)[-1][0] + 1
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
        scene = self.scene
        looks = scene.strip_looks(scene.last_step)
        places = flow_cells(scene.group_breaks(), STRIP_COLUMNS)
        for look, (row, column) in zip(looks, places):
            position = look.position
            x = margin + column * cell_w
            y = margin + title_h + row * cell_h
            if position in scene.dead_wall_positions:
                draw.rectangle((x - 1, y - 1, x + w + 1, y + h + 1), fill=style.DEAD_WALL)
            self.tile(image, x, y, position)
            if look.bar is not None:
                draw.rectangle((x, y + h + 1, x + w, y + h + 3), fill=look.bar)
            if look.tag:
                stamp = self.art.label(look.tag, look.tag_colour, tag_font, w + 2, tag_h)
                image.alpha_composite(stamp, (round(x - 1), round(y + h + 4)))
            self.drawn[position] = DrawnPosition(
                (x, y, x + w, y + h), look.tile, look.tag, look.tag_colour, look.bar
            )
        return image

    # -- table -----------------------------------------------------------------------------
    def table(self) -> Image.Image:
        w = self.w
        scene = self.scene
        geometry = TableGeometry.for_tile_width(w, self.players)
        inner, outer = geometry.inner, geometry.outer
        label = max(16, round(0.7 * w))
        half = outer + label + w * 0.3
        side_px = round(2 * half)
        image = Image.new("RGBA", (side_px, side_px), style.FELT)
        draw = ImageDraw.Draw(image)
        cx = cy = half
        dealer = self.hand.dealer
        dead = scene.dead_wall_positions
        rects: dict[int, tuple[tuple[float, float, float, float], int]] = {}
        for position, slot in scene.slots.items():
            side = slot.seat % 4  # seat 0 at the bottom, then turn order counter-clockwise
            left, top, right, bottom = geometry.screen_box(slot, side)
            rects[position] = ((cx + left, cy + top, cx + right, cy + bottom), side)
            self.drawn[position] = DrawnPosition(rects[position][0], self.wall[position])
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
            wind = seat_wind(seat, dealer, self.players)
            wind_text = WIND_KANJI[wind] if self.fonts.has_cjk else WIND_LETTERS[wind]
            name = names[seat] if seat < len(names) and names[seat] else f"seat {seat}"
            x, y = turn(seat, 0, outer + label / 2 + w * 0.1)
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
            "dice {}+{}".format(*scene.dice_faces) if self.dice_known else "dice not in the file"
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


def render_hand(
    document: GameDocument, index: int, options: RenderOptions | None = None
) -> Image.Image:
    """The wall of hand ``index`` (table or strip) above each seat's starting hand."""
    options = options or RenderOptions()
    if not 0 <= index < len(document.hands):
        raise IndexError(f"hand {index + 1} does not exist (the game has {len(document.hands)})")
    canvas = HandCanvas(document, index, options)
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


def render_position(
    position: SharedPosition, caption: str, tile_width: int = 36, use_cjk: bool = True
) -> Image.Image:
    """A 何切る problem: ``caption`` (hand, seat, turn, dora) over the dora indicators,
    the hand with the drawn tile set apart and its calls, and its mpsz text below."""
    art = _tile_art(tile_width, use_cjk)
    fonts = art.fonts
    w, h = art.width, art.height
    gap, margin = max(4, w // 3), max(8, w // 2)
    red = position.red_fives
    groups: list[tuple[int, ...]] = [position.concealed]
    if position.drawn is not None:
        groups.append((position.drawn,))
    groups.extend(meld.tiles for meld in position.melds)
    row_width = sum(len(g) * w for g in groups) + gap * (len(groups) - 1)
    text_h = max(18, round(w * 0.6))
    indicators = len(position.dora_indicators)
    width = max(row_width, indicators * w + 4 * w) + 2 * margin
    height = margin + text_h + gap + h + gap + h + gap + text_h + margin
    picture = Image.new("RGBA", (width, height), style.FELT)
    draw = ImageDraw.Draw(picture)
    font = fonts.get(max(11, round(text_h * 0.75)), True)
    _text(draw, (width / 2, margin + text_h / 2), caption, font, "#ffffff", width - 2 * margin)
    y = margin + text_h + gap
    for index, tile in enumerate(position.dora_indicators):  # the indicators, small row
        picture.alpha_composite(art.image(tile, red_fives=red), (margin + index * w, y))
    y += h + gap
    x = margin + (width - 2 * margin - row_width) // 2
    for group in groups:
        for tile in group:
            picture.alpha_composite(art.image(tile, red_fives=red), (x, y))
            x += w
        x += gap
    y += h + gap
    text = " ".join([position.mpsz, *(f"[{c}]" for c in position.calls_mpsz())])
    _text(draw, (width / 2, y + text_h / 2), text, font, "#ffffff", width - 2 * margin)
    return picture.convert("RGB")


def save_png(image: Image.Image, path: str | Path) -> None:
    """Write the PNG as outputs are written: atomic for a regular file (mode kept),
    through a link, directly into a FIFO or device."""
    write_output(path, png_bytes(image))


def png_bytes(image: Image.Image) -> bytes:
    """The image encoded as PNG (for a file, a pipe or standard output)."""
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return buffer.getvalue()


__all__ = [
    "DrawnPosition",
    "Fonts",
    "HandCanvas",
    "RenderOptions",
    "TileArt",
    "find_cjk_font",
    "render_hand",
    "render_position",
    "save_png",
]
