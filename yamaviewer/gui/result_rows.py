"""The result panel's body as rows described by value, laid out by updating the last rows.

A result step used to build the panel's body anew: some fifty labels, each made,
styled and laid out, for the first look at every result.  The panel now says
what the body shows as a list of keyed rows (:class:`Text`, :class:`Tiles`,
:class:`Grid`, ...) and :class:`RowsView` brings the widgets it shows in line
with them: a row whose key was shown before keeps its widget and only changes
what differs (a heading's words, a grid's figures), new keys get new widgets
and keys no longer shown lose theirs.  Widgets are never hidden to be kept, so
whatever the body holds is what it shows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from yamaviewer.core.replay.tile_style import TILE_ASPECT
from yamaviewer.gui.paint_guard import paint_guarded
from yamaviewer.gui.palette import RON_MARK
from yamaviewer.gui.tile_painter import TilePainter

#: Groups of (tile id, lies sideways) pairs.
TileGroups = tuple[tuple[tuple[int, bool], ...], ...]


class TileRow(QWidget):
    """A row of tiles: groups separated by a gap; one tile may be framed (the winning tile)."""

    def __init__(
        self,
        tiles: TilePainter,
        groups: Sequence[Sequence[tuple[int, bool]]],
        *,
        red_fives: bool = True,
        tile_width: int = 24,
        framed: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.tiles = tiles
        #: Each group: (tile id, lies sideways) pairs.
        self.groups = [list(g) for g in groups if g]
        self.red_fives = red_fives
        self.tile_width = tile_width
        self.framed = framed
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def show_tiles(
        self,
        groups: Sequence[Sequence[tuple[int, bool]]],
        *,
        red_fives: bool,
        tile_width: int,
        framed: int | None,
    ) -> None:
        """Show other tiles (the row's size follows them)."""
        self.groups = [list(g) for g in groups if g]
        self.red_fives = red_fives
        self.tile_width = tile_width
        self.framed = framed
        self.updateGeometry()
        self.update()

    def _width(self) -> float:
        w, h = self.tile_width, self.tile_width * TILE_ASPECT
        total = sum(h if sideways else w for group in self.groups for _t, sideways in group)
        return total + 0.4 * w * max(0, len(self.groups) - 1) + 4

    def sizeHint(self) -> QSize:
        return QSize(round(self._width()), round(self.tile_width * TILE_ASPECT) + 4)

    def paintEvent(self, event: QPaintEvent) -> None:
        paint_guarded(self, self._paint_tiles)

    def _paint_tiles(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w = float(self.tile_width)
        h = float(round(w * TILE_ASPECT))
        x = 2.0
        for group in self.groups:
            for tile, sideways in group:
                if sideways:
                    rect = QRectF(x, 2 + h - w, h, w)
                    self.tiles.draw(painter, rect, tile, rotation=270, red_fives=self.red_fives)
                    x += h
                else:
                    rect = QRectF(x, 2, w, h)
                    self.tiles.draw(painter, rect, tile, red_fives=self.red_fives)
                    x += w
                if tile == self.framed:
                    painter.setPen(QPen(QColor(RON_MARK), 2.5))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 3, 3)
            x += 0.4 * w


# -- what a row shows ----------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Text:
    """A label: its words, tone (a colour of the panel's style sheet) and weight."""

    text: str
    tone: str = "text"
    bold: bool = False
    wrap: bool = False


@dataclass(frozen=True, slots=True)
class Tiles:
    """A :class:`TileRow`; ``name`` is its object name."""

    groups: TileGroups
    red_fives: bool
    tile_width: int = 24
    framed: int | None = None
    name: str = ""


@dataclass(frozen=True, slots=True)
class Rule:
    """A line between two results."""


@dataclass(frozen=True, slots=True)
class Request:
    """A checkable button that shows something more on request (``what`` says which)."""

    text: str
    checked: bool
    what: str


@dataclass(frozen=True, slots=True)
class Grid:
    """Labels by (row, column); the column ``stretch`` takes the spare width.

    A spacing of -1 leaves the style's.
    """

    cells: tuple[tuple[int, int, Text], ...]
    horizontal: int = -1
    vertical: int = -1
    stretch: int | None = None


@dataclass(frozen=True, slots=True)
class Line:
    """Labels and tile rows side by side, then the spare width."""

    items: tuple[Text | Tiles, ...]
    spacing: int = 6


Row = Text | Tiles | Rule | Request | Grid | Line


# -- widgets for rows ----------------------------------------------------------------------------
def make_label(spec: Text) -> QLabel:
    """A plain-text label styled by its properties (the panel's one style sheet reads them)."""
    label = QLabel(spec.text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    _style_label(label, spec)
    label.setWordWrap(spec.wrap)
    return label


def _style_label(label: QLabel, spec: Text) -> None:
    label.setProperty("tone", spec.tone)
    label.setProperty("bold", True if spec.bold else None)


def _update_label(label: QLabel, old: Text, new: Text) -> None:
    if old.text != new.text:
        label.setText(new.text)
    if (old.tone, old.bold) != (new.tone, new.bold):
        _style_label(label, new)
        style = label.style()
        style.unpolish(label)  # the sheet's rules read the properties when polishing
        style.polish(label)
    if old.wrap != new.wrap:
        label.setWordWrap(new.wrap)


class _Container(QWidget):
    """A widget that only lays out its children (a grid or a line of the body)."""

    def __init__(self, layout: QGridLayout | QHBoxLayout) -> None:
        super().__init__()
        layout.setContentsMargins(0, 0, 0, 0)
        self.setLayout(layout)
        #: The shown children with what each shows: by (row, column) in a grid, in order
        #: in a line.
        self.cells: dict[tuple[int, int], tuple[Text, QLabel]] = {}
        self.items: list[tuple[Text | Tiles, QWidget]] = []


def _show_now(widget: QWidget) -> None:
    """Show a widget just laid out: a layout shows it only once the events queued are
    handled, and until then it counts for nothing in the size the panel takes."""
    widget.show()


def _drop(widget: QWidget) -> None:
    """Take ``widget`` out of the body now (gone from its parent) and delete it later."""
    widget.setParent(None)
    widget.deleteLater()


class RowsView:
    """The keyed rows a vertical layout shows, each with its widget (see the module)."""

    def __init__(
        self,
        layout: QVBoxLayout,
        tiles: TilePainter,
        on_request: Callable[[str, bool], None],
    ) -> None:
        self.layout = layout
        self.tiles = tiles
        self.on_request = on_request
        self.rows: dict[str, tuple[Row, QWidget]] = {}

    def show(self, rows: Sequence[tuple[str, Row]]) -> None:
        """Show ``rows`` (key, what it shows) in order, above the layout's last item."""
        old = self.rows
        shown: dict[str, tuple[Row, QWidget]] = {}
        for index, (key, spec) in enumerate(rows):
            kept = old.pop(key, None)
            if kept is not None and type(kept[0]) is type(spec):
                widget = self._update(kept[1], kept[0], spec)
            else:
                if kept is not None:
                    _drop(kept[1])
                widget = self._make(spec)
            item = self.layout.itemAt(index)
            if item is None or item.widget() is not widget:
                self.layout.removeWidget(widget)
                self.layout.insertWidget(index, widget)
                _show_now(widget)
            shown[key] = (spec, widget)
        for _spec, widget in old.values():
            _drop(widget)
        self.rows = shown

    def widgets(self) -> list[QWidget]:
        """The widgets shown in reading order: a grid's or a line's own, not the grid or
        line (rows, then within a row)."""
        found: list[QWidget] = []
        for _spec, widget in self.rows.values():
            if isinstance(widget, _Container):
                found += [label for _place, (_t, label) in sorted(widget.cells.items())]
                found += [item for _spec, item in widget.items]
            else:
                found.append(widget)
        return found

    # -- one row ---------------------------------------------------------------------------------
    def _make(self, spec: Row) -> QWidget:
        if isinstance(spec, Text):
            return make_label(spec)
        if isinstance(spec, Tiles):
            return self._make_tiles(spec)
        if isinstance(spec, Rule):
            rule = QFrame()
            rule.setFrameShape(QFrame.Shape.HLine)
            rule.setProperty("rule", True)
            return rule
        if isinstance(spec, Request):
            button = QToolButton()
            button.setCheckable(True)
            button.setAutoRaise(True)
            button.setProperty("tone", "muted")
            button.setText(spec.text)
            button.setChecked(spec.checked)
            button.setProperty("request", spec.what)
            button.toggled.connect(lambda on: self.on_request(str(button.property("request")), on))
            return button
        if isinstance(spec, Grid):
            grid = _Container(QGridLayout())
            self._update_grid(grid, Grid(()), spec)
            return grid
        box = QHBoxLayout()
        box.addStretch(1)  # the items go before it
        line = _Container(box)
        self._update_line(line, spec)
        return line

    def _make_tiles(self, spec: Tiles) -> TileRow:
        row = TileRow(
            self.tiles,
            spec.groups,
            red_fives=spec.red_fives,
            tile_width=spec.tile_width,
            framed=spec.framed,
        )
        row.setObjectName(spec.name)
        return row

    def _update(self, widget: QWidget, old: Row, new: Row) -> QWidget:
        """``widget`` showing ``new`` instead of ``old`` (the same kind of row)."""
        if old == new:
            return widget
        if isinstance(new, Text):
            assert isinstance(old, Text) and isinstance(widget, QLabel)
            _update_label(widget, old, new)
        elif isinstance(new, Tiles):
            assert isinstance(widget, TileRow)
            widget.show_tiles(
                new.groups, red_fives=new.red_fives, tile_width=new.tile_width, framed=new.framed
            )
            widget.setObjectName(new.name)
        elif isinstance(new, Request):
            assert isinstance(widget, QToolButton)
            widget.setText(new.text)
            widget.setProperty("request", new.what)
            widget.blockSignals(True)  # shown as it is, not a new request
            widget.setChecked(new.checked)
            widget.blockSignals(False)
        elif isinstance(new, Grid):
            assert isinstance(old, Grid) and isinstance(widget, _Container)
            self._update_grid(widget, old, new)
        elif isinstance(new, Line):
            assert isinstance(widget, _Container)
            self._update_line(widget, new)
        if isinstance(widget, _Container):
            # Its new size counts at once (its layout would say so only when the events
            # queued are handled, after the panel has taken the old one).
            widget.updateGeometry()
        return widget

    @staticmethod
    def _update_grid(grid: _Container, old: Grid, new: Grid) -> None:
        layout = grid.layout()
        assert isinstance(layout, QGridLayout)
        if (old.horizontal, old.vertical) != (new.horizontal, new.vertical) or not old.cells:
            layout.setHorizontalSpacing(new.horizontal)
            layout.setVerticalSpacing(new.vertical)
        if old.stretch != new.stretch:
            if old.stretch is not None:
                layout.setColumnStretch(old.stretch, 0)
            if new.stretch is not None:
                layout.setColumnStretch(new.stretch, 1)
        cells = grid.cells
        wanted = {(row, column): spec for row, column, spec in new.cells}
        for place in [place for place in cells if place not in wanted]:
            _drop(cells.pop(place)[1])
        for place, spec in wanted.items():
            shown = cells.get(place)
            if shown is None:
                label = make_label(spec)
                layout.addWidget(label, *place)
                _show_now(label)
            else:
                label = shown[1]
                _update_label(label, shown[0], spec)
            cells[place] = (spec, label)

    def _update_line(self, line: _Container, new: Line) -> None:
        layout = line.layout()
        assert isinstance(layout, QBoxLayout)
        layout.setSpacing(new.spacing)
        kept = line.items
        items: list[tuple[Text | Tiles, QWidget]] = []
        for index, spec in enumerate(new.items):
            shown = kept[index] if index < len(kept) else None
            widget: QWidget
            if shown is not None and type(shown[0]) is type(spec):
                widget = self._update(shown[1], shown[0], spec)
            else:
                if shown is not None:
                    _drop(shown[1])
                widget = make_label(spec) if isinstance(spec, Text) else self._make_tiles(spec)
                layout.insertWidget(index, widget)
                _show_now(widget)
            items.append((spec, widget))
        for _spec, widget in kept[len(new.items) :]:
            _drop(widget)
        line.items = items
