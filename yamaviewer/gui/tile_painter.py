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
    QPen,
    QPixmap,
    QPolygonF,
    QTransform,
)

from yamaviewer.core.replay import tile_style as style
from yamaviewer.core.tiles import RED_FIVE_IDS, kind_name, rank_of_kind, suit_of_kind
from yamaviewer.gui.paint_guard import open_painter

_BACK = QColor(style.BACK)
_BACK_LIGHT = QColor(style.BACK_LIGHT)
_IVORY = QColor(style.IVORY)

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


#: Stands in for any tile id outside 0..135 (a damaged record): a '?' face.
UNKNOWN_TILE = -1


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
        if tile_id is not None and not 0 <= tile_id < 136:
            tile_id = UNKNOWN_TILE  # a value no tile has: drawn as a '?' face, never raised
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
        with open_painter(image) as painter:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            if show == UNKNOWN_TILE:
                self._render_unknown(painter, QRectF(0, 0, width, height))
            else:
                self._render_face(painter, QRectF(0, 0, width, height), show, red)
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
            with open_painter(image) as painter:
                painter.setRenderHint(QPainter.RenderHint.Antialiasing)
                self._render_body(painter, QRectF(0, 0, width, height), back)
            if len(self._bodies) > 64:
                self._bodies.clear()
            self._bodies[key] = image
        return image

    # -- rendering ---------------------------------------------------------------
    @staticmethod
    def _face_rect(rect: QRectF) -> QRectF:
        """The face of the tile (the body without the thickness at the bottom)."""
        x, y, w, h = style.face_rect(rect.width(), rect.height())
        return QRectF(rect.x() + x, rect.y() + y, w, h)

    def _render_body(self, p: QPainter, rect: QRectF, back: bool) -> None:
        w, h = rect.width(), rect.height()
        radius = max(1.0, min(w, h) * style.CORNER)
        body = QRectF(rect.x() + 0.5, rect.y() + 0.5, w - 1, h - 1)
        # Shadowed base (the tile's thickness), then the face on top of it.
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(style.BACK_BASE if back else style.IVORY_BASE))
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
        p.setPen(QPen(QColor(style.EDGE if not back else style.BACK_EDGE), max(0.8, w * 0.025)))
        p.drawRoundedRect(face, radius, radius)

    def _render_unknown(self, p: QPainter, rect: QRectF) -> None:
        """The face of a value that is no tile: a grey '?' (the painter never raises)."""
        face = self._face_rect(rect)
        font = self._font(max(6.0, face.height() * 0.55), cjk=False)
        self._text(p, face, "?", QColor("#8a8a8a"), font)

    def _render_face(self, p: QPainter, rect: QRectF, tile_id: int | None, red: bool) -> None:
        """What is drawn on the face (the core's design, or a folder image), over the body."""
        w = rect.width()
        if tile_id is None:
            if self.folder is not None:
                face = self._face_rect(rect)
                self.folder.draw(p, face.adjusted(w * 0.06, w * 0.06, -w * 0.06, -w * 0.06), None)
            return
        x, y, iw, ih = style.picture_rect(rect.width(), rect.height())
        inner = QRectF(rect.x() + x, rect.y() + y, iw, ih)
        if self.folder is not None and self.folder.draw(p, inner, tile_id):
            return
        self._paint_design(p, inner, style.face_design(tile_id // 4, red))

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

    def _paint_design(self, p: QPainter, r: QRectF, design: style.FaceDesign) -> None:
        """Paint the core's face design into the picture box ``r``."""
        bw, bh = r.width(), r.height()

        def at(x: float, y: float) -> QPointF:
            return QPointF(r.x() + x * bw, r.y() + y * bh)

        def size(pair: tuple[float, float]) -> float:
            return min(pair[0] * bw, pair[1] * bh)

        for shape in design.shapes:
            p.setPen(Qt.PenStyle.NoPen)
            if isinstance(shape, style.Disc):
                centre, radius = at(shape.x, shape.y), size(shape.size)
                p.setBrush(QColor(shape.colour))
                p.drawEllipse(centre, radius, radius)
                for scale, colour in shape.rings:
                    p.setBrush(QColor(colour))
                    p.drawEllipse(centre, radius * scale, radius * scale)
            elif isinstance(shape, style.Stick):
                self._stick(p, at(shape.x, shape.y), size(shape.width), shape.height * bh, shape)
            elif isinstance(shape, style.Frame):
                x0, y0, x1, y1 = shape.box
                frame = QRectF(r.x() + x0 * bw, r.y() + y0 * bh, (x1 - x0) * bw, (y1 - y0) * bh)
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.setPen(QPen(QColor(shape.colour), max(1.0, bw * shape.pen)))
                p.drawRoundedRect(frame, bw * shape.radius, bw * shape.radius)
            else:
                s, c = size(shape.size), r.center()
                for blob in shape.blobs:
                    p.setBrush(QColor(blob.colour))
                    if blob.ellipse is not None:
                        cx, cy, rx, ry = blob.ellipse
                        p.drawEllipse(QPointF(c.x() + cx * s, c.y() + cy * s), rx * s, ry * s)
                    else:
                        p.drawPolygon(
                            QPolygonF(
                                [QPointF(c.x() + x * s, c.y() + y * s) for x, y in blob.points]
                            )
                        )
        for glyph in design.glyphs(self.cjk_family is not None):
            x0, y0, x1, y1 = glyph.box
            box = QRectF(r.x() + x0 * bw, r.y() + y0 * bh, (x1 - x0) * bw, (y1 - y0) * bh)
            pixels = min(glyph.height * box.height(), glyph.width * box.width())
            self._text(p, box, glyph.text, QColor(glyph.colour), self._font(pixels, cjk=glyph.cjk))

    @staticmethod
    def _stick(p: QPainter, centre: QPointF, w: float, h: float, stick: style.Stick) -> None:
        rect = QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)
        p.setBrush(QColor(stick.colour))
        p.drawRoundedRect(rect, w * 0.45, w * 0.45)
        p.setBrush(QColor("#ffffff"))
        band = max(0.6, h * 0.07)
        p.drawRect(QRectF(rect.x() + w * 0.2, centre.y() - band / 2, w * 0.6, band))
        p.setBrush(QColor(stick.vein))
        p.drawRect(QRectF(centre.x() - w * 0.08, rect.y() + h * 0.1, w * 0.16, h * 0.8))
