"""Rows shown by updating the last ones look exactly as rows shown in a new body.

The expectation is independent of the updating: each sequence of row lists is
shown one after another in one view and, for every list, compared with a view
that shows only that list (built from nothing), widget by widget and position by
position.  The lists change every kind of row into every other under one key,
grow and shrink grids and lines, and move keys around.
"""

from __future__ import annotations

import itertools

from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QLayout,
    QToolButton,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from yamaviewer.gui.result_rows import (
    Grid,
    Line,
    Request,
    Row,
    RowsView,
    Rule,
    Text,
    TileRow,
    Tiles,
)
from yamaviewer.gui.tile_painter import TilePainter

_HAND = ((((4, False), (8, False)), ((12, True),)), True)

#: One example of every kind of row, and a second one of each that differs in everything.
KINDS: dict[str, tuple[Row, Row]] = {
    "text": (Text("East wins", "text", bold=True), Text("Draw", "muted", wrap=True)),
    "tiles": (
        Tiles(*_HAND, framed=12, name="handRow"),
        Tiles((((100, False),),), False, 18, name="doraRow"),
    ),
    "rule": (Rule(), Rule()),
    "request": (Request("Count", False, "count"), Request("Needed", True, "conditions")),
    "grid": (
        Grid(((0, 0, Text("a")), (0, 1, Text("+1,000", "gain", bold=True))), 14, 0, 4),
        Grid(((0, 0, Text("b")), (1, 0, Text("c")), (1, 2, Text("-500", "loss"))), 18, 1),
    ),
    "line": (
        Line((Text("Dora", "muted"), Tiles(*_HAND))),
        Line((Tiles(*_HAND, tile_width=18), Text("red fives: 1", "muted"), Text("x"))),
    ),
}


def _view(qtbot: QtBot, requests: list[tuple[str, bool]]) -> tuple[QWidget, RowsView]:
    body = QWidget()
    qtbot.addWidget(body)
    layout = QVBoxLayout(body)
    layout.addStretch(1)
    return body, RowsView(
        layout, TilePainter(cjk_family=False), lambda what, on: requests.append((what, on))
    )


def _look(widget: QWidget) -> tuple[object, ...]:
    """Everything a widget of a row shows, and where (its place in its layout)."""
    if isinstance(widget, QLabel):
        return (
            "label",
            widget.text(),
            widget.property("tone"),
            widget.property("bold"),
            widget.wordWrap(),
        )
    if isinstance(widget, TileRow):
        return (
            "tiles",
            widget.groups,
            widget.red_fives,
            widget.tile_width,
            widget.framed,
            widget.objectName(),
        )
    if isinstance(widget, QToolButton):
        return ("request", widget.text(), widget.isChecked(), widget.property("request"))
    if isinstance(widget, QFrame):
        return ("rule",)
    layout = widget.layout()
    assert layout is not None
    inner: list[tuple[object, tuple[object, ...]]] = []
    for index, look in enumerate(_items(layout)):
        if isinstance(layout, QGridLayout):
            inner.append((layout.getItemPosition(index), look))
        else:
            inner.append((index, look))
    if isinstance(layout, QGridLayout):
        # Which columns take the spare width (an empty column of no stretch takes no room).
        columns = range(layout.columnCount())
        stretches = {c: s for c in columns if (s := layout.columnStretch(c))}
        spacing = (layout.horizontalSpacing(), layout.verticalSpacing())
        return ("grid", spacing, sorted(inner, key=repr), stretches)
    return ("line", layout.spacing(), inner)


def _items(layout: QLayout) -> list[tuple[object, ...]]:
    """The look of each item of ``layout``, in its order (a stretch as such)."""
    looks: list[tuple[object, ...]] = []
    for index in range(layout.count()):
        item = layout.itemAt(index)
        child = item.widget() if item is not None else None
        looks.append(_look(child) if child is not None else ("stretch",))
    return looks


def _shown(body: QWidget) -> list[tuple[object, ...]]:
    layout = body.layout()
    assert layout is not None
    return _items(layout)


def _children(body: QWidget) -> int:
    return len(body.findChildren(QWidget))


def test_every_kind_of_row_becomes_every_other_as_a_fresh_view_shows_it(qtbot: QtBot) -> None:
    body, view = _view(qtbot, [])
    body.show()  # rows change in a body on screen, as the panel's do
    names = list(KINDS)
    for first, second in itertools.product(names, repeat=2):
        for a, b in itertools.product((0, 1), repeat=2):
            for rows in (
                [("x", KINDS[first][a]), ("y", KINDS[second][b])],
                [("y", KINDS[first][b]), ("x", KINDS[second][a]), ("z", KINDS[first][1 - a])],
                [("x", KINDS[second][b])],
            ):
                view.show(rows)
                fresh_body, fresh = _view(qtbot, [])
                fresh.show(rows)
                fresh_body.show()
                assert _shown(body) == _shown(fresh_body), rows
                # Its size is the new rows' at once (the panel takes it before any event).
                assert body.sizeHint() == fresh_body.sizeHint(), rows
                # Nothing is kept out of sight: the body holds what the fresh one holds.
                assert _children(body) == _children(fresh_body), rows
                fresh_body.deleteLater()


def test_unchanged_rows_keep_their_widgets_and_requests_are_passed_on(qtbot: QtBot) -> None:
    requests: list[tuple[str, bool]] = []
    body, view = _view(qtbot, requests)
    rows: list[tuple[str, Row]] = [(name, pair[0]) for name, pair in KINDS.items()]
    view.show(rows)
    widgets = view.widgets()
    view.show(rows)
    assert view.widgets() == widgets
    # Another request shown in the same button: set as it is, not asked for again.
    view.show(
        [(name, pair[1]) if name == "request" else (name, pair[0]) for name, pair in KINDS.items()]
    )
    assert requests == []
    [button] = [w for w in body.findChildren(QToolButton)]
    button.click()
    assert requests == [("conditions", False)]
