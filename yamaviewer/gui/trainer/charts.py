"""Small bar and line charts drawn with QPainter (no QtCharts: it is not in
PySide6-Essentials, and four plain charts do not need it)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from yamaviewer.gui.paint_guard import paint_guarded


@dataclass(frozen=True)
class ChartPoint:
    """One category: its axis label, the value, and how many answers it rests on."""

    label: str
    value: float
    count: int = 0


def nice_step(span: float, ticks: int = 4) -> float:
    """A round tick step (1, 2, 2.5, 5 x 10^k) that splits ``span`` into about ``ticks``."""
    if span <= 0:
        return 1.0
    raw = span / ticks
    mag = 10.0 ** math.floor(math.log10(raw))
    for m in (1, 2, 2.5, 5, 10):
        if m * mag >= raw:
            return m * mag
    return 10 * mag


class ChartWidget(QWidget):
    """A titled bar or line chart; ``percent`` charts run 0..100 %, others 0..max."""

    def __init__(
        self,
        kind: str = "bar",
        *,
        percent: bool = False,
        color: str = "#1f6fd1",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        if kind not in ("bar", "line"):
            raise ValueError(f"unknown chart kind {kind!r}")
        self.kind = kind
        self.percent = percent
        self.color = QColor(color)
        self.title = ""
        self.unit = ""
        self.empty_text = ""
        self.sample_text = "n={count}"
        self.points: list[ChartPoint] = []
        self.setMinimumSize(260, 180)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(420, 240)

    def set_texts(
        self, title: str, unit: str, empty_text: str, sample_text: str = "n={count}"
    ) -> None:
        """Title, value unit (e.g. 's') and what to say without data (all translated)."""
        self.title, self.unit, self.empty_text = title, unit, empty_text
        self.sample_text = sample_text
        self.update()

    def set_points(self, points: list[ChartPoint]) -> None:
        self.points = list(points)
        self.update()

    def _top(self) -> float:
        if self.percent:
            return 100.0
        peak = max((pt.value for pt in self.points), default=0.0)
        step = nice_step(peak or 1.0)
        return max(step, math.ceil(peak / step) * step)

    def _ticks(self) -> list[float]:
        """Values of the horizontal grid lines, 0 to the top of the axis."""
        top = self._top()
        step = 25.0 if self.percent else nice_step(top)
        return [i * step for i in range(int(top / step + 1e-9) + 1)]

    def _tick_text(self, value: float) -> str:
        return f"{value:.0f}%" if self.percent else f"{value:g}{self.unit}"

    def _value_text(self, value: float) -> str:
        if self.percent:
            return f"{value:.0f}%"
        return f"{value:.1f}{self.unit}"

    def paintEvent(self, event: QPaintEvent) -> None:
        paint_guarded(self, self._paint)

    def _paint(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        text_color = pal.text().color()
        grid_color = QColor(text_color)
        grid_color.setAlpha(45)
        p.fillRect(self.rect(), pal.base())
        title_font = QFont(self.font())
        title_font.setBold(True)
        p.setFont(title_font)
        p.setPen(text_color)
        fm_h = p.fontMetrics().height()
        p.drawText(
            QRectF(8, 4, self.width() - 16, fm_h + 4), Qt.AlignmentFlag.AlignLeft, self.title
        )
        small = QFont(self.font())
        small.setPointSizeF(max(6.0, small.pointSizeF() * 0.85))
        p.setFont(small)
        sfm = p.fontMetrics()
        # Room for the widest axis label; CJK fallback glyphs stand taller than
        # the Latin font's metrics, hence the generous bottom margin.
        axis_w = max(sfm.horizontalAdvance(self._tick_text(t)) for t in self._ticks()) + 14
        # Room above the plot for a value label over a full bar (never on the title), and
        # below it for the category label and its sample size ("n=12").
        top_margin = fm_h + 16 + sfm.height()
        plot = QRectF(
            axis_w,
            top_margin,
            self.width() - axis_w - 12,
            self.height() - top_margin - sfm.height() * 3.8 - 8,
        )
        if not self.points:
            p.setPen(grid_color.darker(300))
            p.drawText(plot, Qt.AlignmentFlag.AlignCenter, self.empty_text)
            return
        top = self._top()
        # Grid lines and their labels.
        for v in self._ticks():
            y = plot.bottom() - v / top * plot.height()
            p.setPen(QPen(grid_color, 1))
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(text_color)
            p.drawText(
                QRectF(0, y - sfm.height() / 2, plot.left() - 6, sfm.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                self._tick_text(v),
            )
        n = len(self.points)
        slot = plot.width() / n
        # Label every k-th category so the axis text never overlaps.
        widest = max(sfm.horizontalAdvance(pt.label) for pt in self.points) + 6
        every = max(1, math.ceil(widest / slot))
        centres: list[QPointF] = []
        for i, pt in enumerate(self.points):
            cx = plot.left() + slot * (i + 0.5)
            y = plot.bottom() - min(pt.value, top) / top * plot.height()
            centres.append(QPointF(cx, y))
            if i % every == 0 or i == n - 1:
                p.setPen(text_color)
                p.drawText(
                    QRectF(
                        cx - slot * every / 2, plot.bottom() + 2, slot * every, sfm.height() * 2.8
                    ),
                    Qt.AlignmentFlag.AlignHCenter
                    | Qt.AlignmentFlag.AlignTop
                    | Qt.TextFlag.TextDontClip,
                    f"{pt.label}\n{self.sample_text.format(count=pt.count)}",
                )
        if self.kind == "bar":
            bar_w = min(48.0, slot * 0.7)
            for pt, c in zip(self.points, centres):
                rect = QRectF(c.x() - bar_w / 2, c.y(), bar_w, plot.bottom() - c.y())
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(self.color)
                p.drawRoundedRect(rect, 3, 3)
                if slot >= sfm.horizontalAdvance("100%") + 4:
                    p.setPen(text_color)
                    p.drawText(
                        QRectF(c.x() - slot / 2, c.y() - sfm.height() - 2, slot, sfm.height()),
                        Qt.AlignmentFlag.AlignCenter,
                        self._value_text(pt.value),
                    )
        else:
            path = QPainterPath(centres[0])
            for c in centres[1:]:
                path.lineTo(c)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(self.color, 2.5))
            p.drawPath(path)
            p.setBrush(self.color)
            p.setPen(Qt.PenStyle.NoPen)
            for c in centres:
                p.drawEllipse(c, 4, 4)
            if n <= 12:
                p.setPen(text_color)
                for pt, c in zip(self.points, centres):
                    p.drawText(
                        QRectF(c.x() - 40, c.y() - sfm.height() - 6, 80, sfm.height()),
                        Qt.AlignmentFlag.AlignCenter,
                        self._value_text(pt.value),
                    )
        p.setPen(QPen(text_color, 1))
        p.drawLine(plot.bottomLeft(), plot.bottomRight())
