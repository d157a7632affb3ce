"""Big tiles for the trainer: the 13-tile hand and the nine answer buttons.

Faces come from the viewer's shared :class:`~yamaviewer.gui.tile_painter.TilePainter`
so the trainer looks like the rest of the app; this module only lays tiles out
and marks the answer (picked / missed / extra) around them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QAbstractButton, QSizePolicy, QWidget

from yamaviewer.core.replay.tile_style import TILE_ASPECT
from yamaviewer.gui.paint_guard import paint_guarded
from yamaviewer.gui.tile_painter import TilePainter

_SUIT_OFFSET = {"m": 0, "p": 9, "s": 18}

#: Colours of the verdicts; the feedback text uses the same ones.
HIT_COLOR = QColor("#2e7d32")
MISSED_COLOR = QColor("#e08600")
EXTRA_COLOR = QColor("#c62828")
SELECT_COLOR = QColor("#1f6fd1")

_shared_painter: TilePainter | None = None


def shared_tile_painter() -> TilePainter:
    """One painter (and pixmap cache) for every trainer widget."""
    global _shared_painter
    if _shared_painter is None:
        _shared_painter = TilePainter()
    return _shared_painter


def tile_id_for(rank: int, suit: str) -> int:
    """A (non-red) tile id of ``rank`` in ``suit``, as the tile painter expects."""
    return (_SUIT_OFFSET[suit] + rank - 1) * 4 + 1


def tile_image(painter: TilePainter, rank: int, suit: str, width: int) -> QImage:
    """A small upright tile picture (for the feedback text)."""
    return painter.image(tile_id_for(rank, suit), width, round(width * TILE_ASPECT))


class HandView(QWidget):
    """The 13 tiles of the question, drawn as large as the width allows."""

    def __init__(self, painter: TilePainter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._painter = painter
        self.tiles: tuple[int, ...] = ()
        self.suit = "p"
        self.max_tile_width = 100.0
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(round(30 * TILE_ASPECT) + 8)

    def set_tiles(self, tiles: tuple[int, ...], suit: str) -> None:
        self.tiles = tuple(tiles)
        self.suit = suit
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(round(13 * (self.max_tile_width + 4)), self._height())

    def _height(self) -> int:
        return round(self.max_tile_width * TILE_ASPECT) + 8

    def resizeEvent(self, event: object) -> None:
        self.setFixedHeight(round(self._tile_width() * TILE_ASPECT) + 8)

    def _tile_width(self) -> float:
        usable = max(60.0, self.width() - 8.0)
        return max(24.0, min(self.max_tile_width, usable / max(13, len(self.tiles)) - 3.0))

    def tile_rects(self) -> list[QRectF]:
        """Where each tile is drawn, left to right (also used by tests)."""
        w = self._tile_width()
        h = w * TILE_ASPECT
        gap = 3.0
        total = len(self.tiles) * (w + gap) - gap
        x = (self.width() - total) / 2
        return [QRectF(x + i * (w + gap), 4, w, h) for i in range(len(self.tiles))]

    def paintEvent(self, event: QPaintEvent) -> None:
        paint_guarded(self, self._paint)

    def _paint(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for rank, rect in zip(self.tiles, self.tile_rects()):
            self._painter.draw(p, rect, tile_id_for(rank, self.suit))


class CandidateButton(QAbstractButton):
    """A toggle showing a tile of one rank and its key; after an answer, the verdict.

    ``verdict`` is "" while answering, then "hit" (picked, wins), "missed"
    (wins, not picked), "extra" (picked, does not win) or "no" (neither).
    """

    VERDICTS = ("", "hit", "missed", "extra", "no")

    def __init__(self, rank: int, painter: TilePainter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rank = rank
        self._painter = painter
        self.suit = "p"
        self.verdict = ""
        self.setCheckable(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setMinimumSize(40, 80)

    def set_suit(self, suit: str) -> None:
        self.suit = suit
        self.update()

    def set_verdict(self, verdict: str) -> None:
        if verdict not in self.VERDICTS:
            raise ValueError(f"unknown verdict {verdict!r}")
        self.verdict = verdict
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(64, 112)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.update()  # the verdict tag is translated at paint time
        super().changeEvent(event)

    def tile_id(self) -> int:
        """The tile drawn on the button."""
        return tile_id_for(self.rank, self.suit)

    def label_text(self) -> str:
        """The text under the tile before an answer (its key)."""
        return str(self.rank)

    def verdict_text(self) -> str:
        """The short tag under the tile after an answer."""
        return {
            "hit": self.tr("right"),
            "missed": self.tr("missed"),
            "extra": self.tr("extra"),
        }.get(self.verdict, "")

    def paintEvent(self, event: QPaintEvent) -> None:
        paint_guarded(self, self._paint_button)

    def _paint_framed_tile(
        self, p: QPainter, rect: QRectF, margin: float, alpha: int
    ) -> QColor | None:
        """The tile in ``rect`` with its verdict (or pick) as a frame; the frame colour."""
        frame_color = {
            "hit": HIT_COLOR,
            "missed": MISSED_COLOR,
            "extra": EXTRA_COLOR,
        }.get(self.verdict)
        if frame_color is None and self.isChecked():
            frame_color = SELECT_COLOR
        if frame_color is not None:
            fill = QColor(frame_color)
            fill.setAlpha(alpha)
            p.setBrush(fill)
            p.setPen(QPen(frame_color, 3.0))
            p.drawRoundedRect(
                rect.adjusted(-margin, -margin, margin, margin), 2 * margin, 2 * margin
            )
        dim = self.verdict == "no" or (not self.verdict and not self.isEnabled())
        self._painter.draw(p, rect, self.tile_id(), opacity=0.45 if dim else 1.0)
        return frame_color

    def _paint_button(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        label_h = 22.0
        avail_h = self.height() - label_h - 22
        w = min(self.width() - 12.0, avail_h / TILE_ASPECT)
        h = w * TILE_ASPECT
        lift = 5.0 if self.isChecked() else 0.0
        rect = QRectF((self.width() - w) / 2, 11 - lift, w, h)
        frame_color = self._paint_framed_tile(p, rect, 4, 40)
        label = QRectF(0, self.height() - label_h - 2, self.width(), label_h)
        font = QFont(self.font())
        font.setBold(True)
        p.setFont(font)
        tag = self.verdict_text()
        p.setPen(frame_color if tag and frame_color is not None else self.palette().text().color())
        p.drawText(label, Qt.AlignmentFlag.AlignCenter, tag or self.label_text())
        if self.underMouse() and self.isEnabled() and not self.verdict:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(SELECT_COLOR.lighter(140), 1.5, Qt.PenStyle.DashLine))
            p.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 7, 7)

    def enterEvent(self, event: QEvent) -> None:
        self.update()
        super().enterEvent(event)  # type: ignore[arg-type]

    def leaveEvent(self, event: QEvent) -> None:
        self.update()
        super().leaveEvent(event)


class KindButton(CandidateButton):
    """A smaller toggle for any of the 34 kinds (real-game waits: any suit, honours)."""

    def __init__(self, kind: int, painter: TilePainter, parent: QWidget | None = None) -> None:
        super().__init__(kind % 9 + 1 if kind < 27 else kind - 26, painter, parent)
        self.kind = kind
        self.setFixedSize(42, 56)
        self.setToolTip(self.tr("Toggle this tile as a wait"))

    def tile_id(self) -> int:
        return self.kind * 4 + 1

    def label_text(self) -> str:
        return ""

    def sizeHint(self) -> QSize:
        return QSize(42, 56)

    def _paint_button(self, p: QPainter) -> None:
        """The tile fills the button; the verdict or the pick is its frame colour."""
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_framed_tile(p, QRectF(5, 5, self.width() - 10, self.height() - 10), 3, 50)


class TileStrip(QWidget):
    """Tile ids in a row, in groups with a gap between (hand and melds, a river).

    ``right`` groups (a seat's calls beside its river) are drawn against the right edge,
    as on a table; ``turned`` tile ids are laid sideways (the tile a riichi was declared with).
    """

    def __init__(
        self, painter: TilePainter, tile_width: float = 30.0, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._painter = painter
        self.tile_width = tile_width
        self.groups: list[tuple[int, ...]] = []
        self.right: list[tuple[int, ...]] = []
        self.turned: frozenset[int] = frozenset()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(round(tile_width * TILE_ASPECT) + 6)

    def set_groups(
        self,
        groups: Sequence[tuple[int, ...]],
        *,
        right: Sequence[tuple[int, ...]] = (),
        turned: Iterable[int] = (),
    ) -> None:
        self.groups = [tuple(g) for g in groups if g]
        self.right = [tuple(g) for g in right if g]
        self.turned = frozenset(turned)
        self.update()

    def tiles(self) -> list[int]:
        """Every tile id drawn, left groups then right ones (tests count them)."""
        return [t for g in (*self.groups, *self.right) for t in g]

    def sizeHint(self) -> QSize:
        groups = len(self.groups) + len(self.right)
        count = len(self.tiles()) or 13
        return QSize(round(count * (self.tile_width + 2) + 12 * groups), self.height())

    def paintEvent(self, event: QPaintEvent) -> None:
        paint_guarded(self, self._paint)

    def _tile_width(self) -> float:
        """Upright width that fits every tile (a sideways one is as wide as a tile is tall)."""
        groups = len(self.groups) + len(self.right)
        gaps = max(0, groups - 1) * 12.0 + (12.0 if self.groups and self.right else 0.0)
        units = sum(TILE_ASPECT if t in self.turned else 1.0 for t in self.tiles())
        room = self.width() - gaps - 4 - 2 * len(self.tiles())
        return min(self.tile_width, room / max(1.0, units))

    def _paint_group(self, p: QPainter, group: tuple[int, ...], x: float, w: float) -> float:
        h = w * TILE_ASPECT
        for tile in group:
            if tile in self.turned:
                self._painter.draw(p, QRectF(x, 3 + h - w, h, w), tile, rotation=270)
                x += h + 2
            else:
                self._painter.draw(p, QRectF(x, 3, w, h), tile)
                x += w + 2
        return x + 12.0

    def _group_width(self, group: tuple[int, ...], w: float) -> float:
        return sum((w * TILE_ASPECT if t in self.turned else w) + 2 for t in group)

    def _paint(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w = self._tile_width()
        x = 2.0
        for group in self.groups:
            x = self._paint_group(p, group, x, w)
        right_width = sum(self._group_width(g, w) for g in self.right)
        x = self.width() - 2.0 - right_width - 12.0 * max(0, len(self.right) - 1)
        for group in self.right:
            x = self._paint_group(p, group, x, w)
