"""Tiles drawn by the project with QPainter.

Faces are vector drawings rendered into pixmaps at the exact device-pixel size
they are shown at (so they stay crisp at any size and on HiDPI screens) and
cached.  Man numerals and honors use a system CJK font when one is installed;
without one, pins and bamboo are drawn as pips and sticks and man/honors as
Latin letters, so every tile stays legible.  A user's folder of tile images
(SVG via QtSvg, or PNG) can replace the faces; the tile body is still ours.
"""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QFontMetricsF,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)

from yamaviewer.core import tile_style as style
from yamaviewer.core.tiles import RED_FIVE_IDS, kind_name, rank_of_kind, suit_of_kind

#: Tile height / width of an upright tile face.
TILE_ASPECT = 1.36

_IVORY = QColor(style.IVORY)
_IVORY_SHADE = QColor(style.IVORY_SHADE)
_EDGE = QColor(style.EDGE)
_BACK = QColor(style.BACK)
_BACK_LIGHT = QColor(style.BACK_LIGHT)
_INK = QColor(style.INK)
_RED = QColor(style.RED)
_GREEN = QColor(style.GREEN)
_BLUE = QColor(style.BLUE)

_CJK_PREFERRED = (
    "Noto Sans CJK JP",
    "Noto Serif CJK JP",
    "Source Han Sans JP",
    "Source Han Serif JP",
    "IPAexMincho",
    "IPAMincho",
    "IPAexGothic",
    "IPAGothic",
    "Hiragino Mincho ProN",
    "Hiragino Sans",
    "Yu Mincho",
    "YuMincho",
    "Yu Gothic",
    "MS Mincho",
    "MS Gothic",
    "TakaoMincho",
    "TakaoGothic",
    "VL Gothic",
    "WenQuanYi Zen Hei",
    "Droid Sans Fallback",
)
_HONOR_CJK = "東南西北白發中"
_HONOR_LATIN = ("E", "S", "W", "N", "", "F", "C")
_HONOR_CAPTION = ("EAST", "SOUTH", "WEST", "NORTH", "", "HATSU", "CHUN")
_KANJI_NUMERALS = "一二三四五六七八九"

# Pip positions for pins 1..9 on a unit square (x, y in 0..1) with colours.
_PIN_LAYOUT: dict[int, list[tuple[float, float, QColor]]] = {
    1: [(0.5, 0.5, _RED)],
    2: [(0.5, 0.27, _GREEN), (0.5, 0.73, _BLUE)],
    3: [(0.22, 0.2, _BLUE), (0.5, 0.5, _RED), (0.78, 0.8, _GREEN)],
    4: [(0.27, 0.27, _BLUE), (0.73, 0.27, _GREEN), (0.27, 0.73, _GREEN), (0.73, 0.73, _BLUE)],
    5: [
        (0.24, 0.22, _BLUE),
        (0.76, 0.22, _GREEN),
        (0.5, 0.5, _RED),
        (0.24, 0.78, _GREEN),
        (0.76, 0.78, _BLUE),
    ],
    6: [
        (0.3, 0.17, _GREEN),
        (0.7, 0.17, _GREEN),
        (0.3, 0.53, _RED),
        (0.7, 0.53, _RED),
        (0.3, 0.85, _RED),
        (0.7, 0.85, _RED),
    ],
    7: [
        (0.2, 0.12, _GREEN),
        (0.5, 0.22, _GREEN),
        (0.8, 0.32, _GREEN),
        (0.3, 0.6, _RED),
        (0.7, 0.6, _RED),
        (0.3, 0.87, _RED),
        (0.7, 0.87, _RED),
    ],
    8: [(0.3, y, _BLUE) for y in (0.12, 0.37, 0.63, 0.88)]
    + [(0.7, y, _BLUE) for y in (0.12, 0.37, 0.63, 0.88)],
    9: [
        (x, y, c) for y, c in ((0.16, _GREEN), (0.5, _RED), (0.84, _BLUE)) for x in (0.2, 0.5, 0.8)
    ],
}

# Bamboo stick centres for sou 2..9 (x, y on a unit square) and whether red.
_SOU_LAYOUT: dict[int, list[tuple[float, float, bool]]] = {
    2: [(0.5, 0.25, False), (0.5, 0.75, False)],
    3: [(0.5, 0.25, False), (0.28, 0.75, False), (0.72, 0.75, False)],
    4: [(0.28, 0.25, False), (0.72, 0.25, False), (0.28, 0.75, False), (0.72, 0.75, False)],
    5: [
        (0.22, 0.25, False),
        (0.78, 0.25, False),
        (0.5, 0.5, True),
        (0.22, 0.75, False),
        (0.78, 0.75, False),
    ],
    6: [(x, y, False) for y in (0.25, 0.75) for x in (0.2, 0.5, 0.8)],
    7: [(0.5, 0.17, True)] + [(x, y, False) for y in (0.5, 0.83) for x in (0.2, 0.5, 0.8)],
    8: [(x, y, False) for y in (0.25, 0.75) for x in (0.14, 0.38, 0.62, 0.86)],
    9: [(x, y, x == 0.5) for y in (0.17, 0.5, 0.83) for x in (0.2, 0.5, 0.8)],
}


def find_cjk_family() -> str | None:
    """A font family that can draw 萬 and the honor kanji, or None."""
    families = QFontDatabase.families(QFontDatabase.WritingSystem.Japanese)
    if not families:
        return None
    for name in _CJK_PREFERRED:
        if name in families:
            return name
    return families[0]


def _face_file_names(tile_id: int) -> list[str]:
    """File stems a user's tile folder may use for this tile (mpsz and common set names)."""
    kind = tile_id // 4
    red = tile_id in RED_FIVE_IDS
    name = kind_name(kind)
    stems: list[str] = []
    if red:
        stems += [f"0{name[1]}", f"{name}r", f"{name}-red"]
    stems.append(name)
    suit, rank = suit_of_kind(kind), rank_of_kind(kind)
    if suit == "z":
        stems.append(("Ton", "Nan", "Shaa", "Pei", "Haku", "Hatsu", "Chun")[rank - 1])
    else:
        word = {"m": "Man", "p": "Pin", "s": "Sou"}[suit]
        if red:
            stems.append(f"{word}{rank}-Dora")
        stems.append(f"{word}{rank}")
    return stems


class TileFolder:
    """A user's folder of tile face images (SVG or PNG), loaded lazily."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._files: dict[str, Path] = {}
        for path in sorted(folder.iterdir()):
            if path.suffix.lower() in (".svg", ".png"):
                self._files.setdefault(path.stem.lower(), path)
        self._renderers: dict[Path, object] = {}

    def __len__(self) -> int:
        return len(self._files)

    def path_for(self, tile_id: int | None) -> Path | None:
        stems = ["back"] if tile_id is None else _face_file_names(tile_id)
        for stem in stems:
            path = self._files.get(stem.lower())
            if path is not None:
                return path
        return None

    def covers_all_tiles(self) -> bool:
        return all(self.path_for(t) is not None for t in range(0, 136, 4))

    def draw(self, painter: QPainter, rect: QRectF, tile_id: int | None) -> bool:
        """Draw the image for ``tile_id`` into ``rect``; False when the folder has none."""
        path = self.path_for(tile_id)
        if path is None:
            return False
        if path.suffix.lower() == ".png":
            image = QImage(str(path))
            if image.isNull():
                return False
            scaled = image.size().scaled(rect.size().toSize(), Qt.AspectRatioMode.KeepAspectRatio)
            target = QRectF(0, 0, scaled.width(), scaled.height())
            target.moveCenter(rect.center())
            painter.drawImage(target, image)
            return True
        renderer = self._renderers.get(path)
        if renderer is None:
            from PySide6.QtSvg import QSvgRenderer  # lazy: only users of SVG folders pay

            renderer = QSvgRenderer(str(path))
            self._renderers[path] = renderer
        if not renderer.isValid():  # type: ignore[attr-defined]
            return False
        size = renderer.defaultSize()  # type: ignore[attr-defined]
        if size.isEmpty():
            size = QSize(3, 4)
        scaled = size.scaled(rect.size().toSize(), Qt.AspectRatioMode.KeepAspectRatio)
        target = QRectF(0, 0, scaled.width(), scaled.height())
        target.moveCenter(rect.center())
        renderer.render(painter, target)  # type: ignore[attr-defined]
        return True


class TilePainter:
    """Draws tiles; one instance is shared by every view of the window."""

    def __init__(self, cjk_family: str | bool | None = True) -> None:
        if cjk_family is True:
            self.cjk_family: str | None = find_cjk_family()
        elif cjk_family is False:
            self.cjk_family = None
        else:
            self.cjk_family = cjk_family
        self.folder: TileFolder | None = None
        self._cache: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()
        self._images: OrderedDict[tuple[object, ...], QImage] = OrderedDict()
        #: Tile bodies (base, face and edge without the picture) by (width, height, back).
        self._bodies: dict[tuple[int, int, bool], QImage] = {}
        self._cache_limit = 1500
        #: Bumped whenever the faces change (a tile folder is set or dropped), so views
        #: that keep pictures made from these tiles know theirs are stale.
        self.generation = 0

    # -- configuration ---------------------------------------------------------
    def set_folder(self, folder: Path | None) -> None:
        """Use a folder of face images (None = the built-in faces)."""
        self.folder = TileFolder(folder) if folder is not None else None
        self._cache.clear()
        self._images.clear()
        self._bodies.clear()
        self.generation += 1

    @property
    def theme_name(self) -> str:
        return str(self.folder.folder) if self.folder is not None else "builtin"

    # -- public drawing --------------------------------------------------------
    def pixmap(
        self,
        tile_id: int | None,
        width: float,
        height: float,
        dpr: float = 1.0,
        *,
        face_up: bool = True,
        rotation: int = 0,
        red_fives: bool = True,
    ) -> QPixmap:
        """A cached pixmap of the tile as shown in a ``width`` x ``height`` rect.

        ``rotation`` (0, 90, 180, 270) turns the tile clockwise; width/height
        are the rotated (on-screen) size.  ``tile_id`` None or ``face_up``
        False draws the back.
        """
        pw = max(1, round(width * dpr))
        ph = max(1, round(height * dpr))
        show = tile_id if face_up else None
        red = bool(red_fives and show is not None and show in RED_FIVE_IDS)
        face_key = None if show is None else (show // 4, red)
        key = (face_key, pw, ph, rotation % 360)
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        upright_w, upright_h = (ph, pw) if rotation % 180 else (pw, ph)
        image = self._upright(show, face_key, upright_w, upright_h, red)
        if rotation % 360:
            image = image.transformed(QTransform().rotate(rotation % 360))
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        self._cache[key] = pixmap
        if len(self._cache) > self._cache_limit:
            self._cache.popitem(last=False)
        return pixmap

    def _upright(
        self, show: int | None, face_key: object, width: int, height: int, red: bool
    ) -> QImage:
        """The upright face image; its turned versions (side walls) are derived from it."""
        key = ("upright", face_key, width, height)
        cached = self._images.get(key)
        if cached is not None:
            return cached
        # The body is the same for every face of this size: start from a copy of it.
        image = self._body(width, height, show is None).copy()
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self._render_face(painter, QRectF(0, 0, width, height), show, red)
        painter.end()
        self._images[key] = image
        if len(self._images) > self._cache_limit:
            self._images.popitem(last=False)
        return image

    def draw(
        self,
        painter: QPainter,
        rect: QRectF,
        tile_id: int | None,
        *,
        face_up: bool = True,
        rotation: int = 0,
        red_fives: bool = True,
        opacity: float = 1.0,
    ) -> None:
        """Draw a tile into ``rect`` (logical coordinates of ``painter``)."""
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        scale = painter.worldTransform().m11() ** 2 + painter.worldTransform().m12() ** 2
        dpr *= max(scale, 1e-6) ** 0.5
        pixmap = self.pixmap(
            tile_id,
            rect.width(),
            rect.height(),
            dpr,
            face_up=face_up,
            rotation=rotation,
            red_fives=red_fives,
        )
        if opacity < 1.0:
            old = painter.opacity()
            painter.setOpacity(old * opacity)
            painter.drawPixmap(rect.topLeft(), pixmap)
            painter.setOpacity(old)
        else:
            painter.drawPixmap(rect.topLeft(), pixmap)

    def image(
        self,
        tile_id: int | None,
        width: int,
        height: int,
        *,
        face_up: bool = True,
        red_fives: bool = True,
    ) -> QImage:
        """An upright tile as a QImage of exactly ``width`` x ``height`` pixels (for tests)."""
        return self.pixmap(
            tile_id, width, height, 1.0, face_up=face_up, red_fives=red_fives
        ).toImage()

    def _body(self, width: int, height: int, back: bool) -> QImage:
        """The tile's body (thickness, face with its gradient and edge), cached by size."""
        key = (width, height, back)
        image = self._bodies.get(key)
        if image is None:
            image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(Qt.GlobalColor.transparent)
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            self._render_body(painter, QRectF(0, 0, width, height), back)
            painter.end()
            if len(self._bodies) > 64:
                self._bodies.clear()
            self._bodies[key] = image
        return image

    # -- rendering ---------------------------------------------------------------
    @staticmethod
    def _face_rect(rect: QRectF) -> QRectF:
        """The face of the tile (the body without the thickness at the bottom)."""
        w, h = rect.width(), rect.height()
        side = max(1.0, h * 0.06)  # the visible thickness at the bottom edge
        return QRectF(rect.x() + 0.5, rect.y() + 0.5, w - 1, h - 1 - side)

    def _render(self, p: QPainter, rect: QRectF, tile_id: int | None, red: bool) -> None:
        """The whole tile: body, then face."""
        self._render_body(p, rect, tile_id is None)
        self._render_face(p, rect, tile_id, red)

    def _render_body(self, p: QPainter, rect: QRectF, back: bool) -> None:
        w, h = rect.width(), rect.height()
        radius = max(1.0, min(w, h) * 0.12)
        body = QRectF(rect.x() + 0.5, rect.y() + 0.5, w - 1, h - 1)
        # Shadowed base (the tile's thickness), then the face on top of it.
        p.setPen(Qt.PenStyle.NoPen)
        base_color = _BACK.darker(120) if back else _IVORY_SHADE.darker(112)
        p.setBrush(base_color)
        p.drawRoundedRect(body, radius, radius)
        face = self._face_rect(rect)
        gradient = QLinearGradient(face.topLeft(), face.bottomRight())
        if back:
            gradient.setColorAt(0, _BACK_LIGHT)
            gradient.setColorAt(1, _BACK)
        else:
            gradient.setColorAt(0, QColor("#ffffff"))
            gradient.setColorAt(1, _IVORY)
        p.setBrush(gradient)
        p.setPen(QPen(_EDGE if not back else _BACK.darker(150), max(0.8, w * 0.025)))
        p.drawRoundedRect(face, radius, radius)

    def _render_face(self, p: QPainter, rect: QRectF, tile_id: int | None, red: bool) -> None:
        """What is drawn on the face (pips, characters, a folder image), over the body."""
        w, h = rect.width(), rect.height()
        face = self._face_rect(rect)
        if tile_id is None:
            if self.folder is not None:
                self.folder.draw(p, face.adjusted(w * 0.06, w * 0.06, -w * 0.06, -w * 0.06), None)
            return
        inner = face.adjusted(w * 0.12, h * 0.08, -w * 0.12, -h * 0.08)
        if self.folder is not None and self.folder.draw(p, inner, tile_id):
            return
        kind = tile_id // 4
        suit, rank = suit_of_kind(kind), rank_of_kind(kind)
        if suit == "p":
            self._draw_pins(p, inner, rank, red)
        elif suit == "s":
            self._draw_sou(p, inner, rank, red)
        elif suit == "m":
            self._draw_man(p, inner, rank, red)
        else:
            self._draw_honor(p, inner, rank)

    def _font(self, pixel_size: float, *, cjk: bool, bold: bool = True) -> QFont:
        font = QFont(self.cjk_family) if cjk and self.cjk_family else QFont("DejaVu Sans")
        font.setPixelSize(max(1, round(pixel_size)))
        font.setBold(bold)
        font.setStyleStrategy(QFont.StyleStrategy.PreferAntialias)
        return font

    def _text(self, p: QPainter, rect: QRectF, text: str, color: QColor, font: QFont) -> None:
        """Draw text centred in rect, shrunk to fit its width."""
        metrics = QFontMetricsF(font)
        width = metrics.horizontalAdvance(text)
        if width > rect.width() > 0:
            font = QFont(font)
            font.setPixelSize(max(1, int(font.pixelSize() * rect.width() / width)))
        p.setFont(font)
        p.setPen(color)
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    def _draw_pins(self, p: QPainter, r: QRectF, rank: int, red: bool) -> None:
        if rank == 1:
            c = r.center()
            radius = min(r.width(), r.height()) * 0.46
            colors = [_GREEN, QColor("#ffffff"), _BLUE, QColor("#ffffff"), _RED]
            if red:
                colors = [_RED, QColor("#ffffff"), _RED, QColor("#ffffff"), _RED]
            for i, color in enumerate(colors):
                rr = radius * (1 - i * 0.18)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(color)
                p.drawEllipse(c, rr, rr)
            return
        pips = _PIN_LAYOUT[rank]
        count_across = 3 if rank in (3, 7, 9) else 2
        radius = min(r.width() / (count_across * 2.15), r.height() / 8.6)
        if rank in (2, 4, 5):
            radius = min(r.width() / 4.4, r.height() / 5.6)
        if rank == 3:
            radius = min(r.width() / 4.8, r.height() / 6.2)
        for x, y, color in pips:
            centre = QPointF(r.x() + x * r.width(), r.y() + y * r.height())
            fill = _RED if red else color
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(fill)
            p.drawEllipse(centre, radius, radius)
            p.setBrush(QColor("#ffffff"))
            p.drawEllipse(centre, radius * 0.62, radius * 0.62)
            p.setBrush(fill)
            p.drawEllipse(centre, radius * 0.36, radius * 0.36)

    def _stick(self, p: QPainter, centre: QPointF, w: float, h: float, color: QColor) -> None:
        rect = QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(color)
        p.drawRoundedRect(rect, w * 0.45, w * 0.45)
        p.setBrush(QColor("#ffffff"))
        band = max(0.6, h * 0.07)
        p.drawRect(QRectF(rect.x() + w * 0.2, centre.y() - band / 2, w * 0.6, band))
        p.setBrush(color.darker(135))
        p.drawRect(QRectF(centre.x() - w * 0.08, rect.y() + h * 0.1, w * 0.16, h * 0.8))

    def _draw_sou(self, p: QPainter, r: QRectF, rank: int, red: bool) -> None:
        if rank == 1:
            self._draw_bird(p, r, red)
            return
        layout = _SOU_LAYOUT[rank]
        rows = 3 if rank in (7, 9) else 2
        cols = 4 if rank == 8 else 3 if rank in (3, 5, 6, 7, 9) else 2
        stick_h = r.height() / rows * 0.86
        stick_w = min(r.width() / cols * 0.56, stick_h * 0.36)
        for x, y, is_red in layout:
            centre = QPointF(r.x() + x * r.width(), r.y() + y * r.height())
            color = _RED if red or is_red else _GREEN
            self._stick(p, centre, stick_w, stick_h, color)

    def _draw_bird(self, p: QPainter, r: QRectF, red: bool) -> None:
        """1 sou: a simple bird (body, wing, tail) so it reads apart from the sticks."""
        c = r.center()
        s = min(r.width(), r.height() * 0.8)
        body = _RED if red else _GREEN
        p.setPen(Qt.PenStyle.NoPen)
        tail = QPainterPath()
        tail.moveTo(c.x() - s * 0.05, c.y() + s * 0.1)
        tail.cubicTo(
            c.x() - s * 0.5,
            c.y() + s * 0.2,
            c.x() - s * 0.55,
            c.y() + s * 0.6,
            c.x() - s * 0.2,
            c.y() + s * 0.62,
        )
        tail.cubicTo(
            c.x() - s * 0.1,
            c.y() + s * 0.4,
            c.x() + s * 0.05,
            c.y() + s * 0.3,
            c.x() - s * 0.05,
            c.y() + s * 0.1,
        )
        p.setBrush(_BLUE)
        p.drawPath(tail)
        p.setBrush(body)
        p.drawEllipse(QPointF(c.x() + s * 0.05, c.y() + s * 0.05), s * 0.28, s * 0.34)
        p.drawEllipse(QPointF(c.x() + s * 0.18, c.y() - s * 0.38), s * 0.15, s * 0.15)
        p.setBrush(_RED)
        beak = QPainterPath()
        beak.moveTo(c.x() + s * 0.3, c.y() - s * 0.42)
        beak.lineTo(c.x() + s * 0.46, c.y() - s * 0.36)
        beak.lineTo(c.x() + s * 0.3, c.y() - s * 0.32)
        beak.closeSubpath()
        p.drawPath(beak)
        p.setBrush(QColor("#ffffff"))
        p.drawEllipse(QPointF(c.x() + s * 0.2, c.y() - s * 0.41), s * 0.04, s * 0.04)
        p.setBrush(QColor("#f2c94c") if not red else QColor("#ffd0d0"))
        wing = QPainterPath()
        wing.moveTo(c.x() - s * 0.05, c.y() - s * 0.1)
        wing.cubicTo(
            c.x() + s * 0.25,
            c.y() - s * 0.05,
            c.x() + s * 0.25,
            c.y() + s * 0.25,
            c.x() + s * 0.02,
            c.y() + s * 0.3,
        )
        wing.closeSubpath()
        p.drawPath(wing)

    def _draw_man(self, p: QPainter, r: QRectF, rank: int, red: bool) -> None:
        top = QRectF(r.x(), r.y(), r.width(), r.height() * 0.5)
        bottom = QRectF(r.x(), r.y() + r.height() * 0.48, r.width(), r.height() * 0.52)
        numeral_color = _RED if red else _INK
        if self.cjk_family:
            self._text(
                p,
                top,
                _KANJI_NUMERALS[rank - 1],
                numeral_color,
                self._font(top.height() * 0.95, cjk=True),
            )
            self._text(p, bottom, "萬", _RED, self._font(bottom.height() * 0.92, cjk=True))
            return
        self._text(
            p,
            QRectF(r.x(), r.y(), r.width(), r.height() * 0.68),
            str(rank),
            numeral_color,
            self._font(r.height() * 0.62, cjk=False),
        )
        caption = QRectF(
            r.x() - r.width() * 0.08, r.y() + r.height() * 0.66, r.width() * 1.16, r.height() * 0.34
        )
        self._text(p, caption, "MAN", _RED, self._font(caption.height() * 0.8, cjk=False))

    def _draw_honor(self, p: QPainter, r: QRectF, rank: int) -> None:
        color = _GREEN if rank == 6 else _RED if rank == 7 else _INK
        if rank == 5:  # Haku: the classic empty face with a blue frame
            frame = r.adjusted(
                r.width() * 0.04, r.height() * 0.08, -r.width() * 0.04, -r.height() * 0.08
            )
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(_BLUE, max(1.0, r.width() * 0.1)))
            p.drawRoundedRect(frame, r.width() * 0.08, r.width() * 0.08)
            return
        if self.cjk_family:
            self._text(
                p,
                r,
                _HONOR_CJK[rank - 1],
                color,
                self._font(min(r.height() * 0.72, r.width() * 1.05), cjk=True),
            )
            return
        letter = QRectF(r.x(), r.y(), r.width(), r.height() * 0.72)
        self._text(
            p, letter, _HONOR_LATIN[rank - 1], color, self._font(r.height() * 0.66, cjk=False)
        )
        caption = QRectF(
            r.x() - r.width() * 0.1, r.y() + r.height() * 0.7, r.width() * 1.2, r.height() * 0.3
        )
        self._text(
            p,
            caption,
            _HONOR_CAPTION[rank - 1],
            color,
            self._font(caption.height() * 0.72, cjk=False),
        )


def tile_size_for_width(width: float) -> tuple[float, float]:
    """(width, height) of an upright tile ``width`` wide."""
    return width, width * TILE_ASPECT
