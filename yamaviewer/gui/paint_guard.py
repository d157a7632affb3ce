"""Painting that never raises out of a paint event.

An exception escaping ``paintEvent`` while a QPainter is still open on the
widget (or on a pixmap inside it) can take the whole process down.  Every
paint event of the game views goes through :func:`paint_guarded`: the painter
is always ended, and a failure draws a plain placeholder that says the view
could not be drawn (the traceback goes to stderr once per view, for a report).
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QPaintDevice, QPainter
from PySide6.QtWidgets import QWidget

_REPORTED: set[str] = set()


@contextmanager
def open_painter(device: QPaintDevice) -> Iterator[QPainter]:
    """A painter on ``device`` that is ended however the block is left."""
    painter = QPainter(device)
    try:
        yield painter
    finally:
        if painter.isActive():
            painter.end()


def paint_guarded(widget: QWidget, paint: Callable[[QPainter], None]) -> None:
    """Run ``paint`` with a painter on ``widget``; on failure draw a placeholder instead."""
    painter = QPainter(widget)
    try:
        paint(painter)
    except Exception:  # a paint event must never raise into Qt
        name = type(widget).__name__
        if name not in _REPORTED:
            _REPORTED.add(name)
            print(f"yamaviewer: {name} could not be drawn:", file=sys.stderr)
            traceback.print_exc()
        with suppress(Exception):
            draw_placeholder(painter, widget)
    finally:
        if painter.isActive():
            painter.end()


def draw_placeholder(painter: QPainter, widget: QWidget) -> None:
    """A calm 'could not be drawn' panel over the whole widget."""
    painter.resetTransform()
    painter.setClipping(False)
    painter.setOpacity(1.0)
    painter.fillRect(widget.rect(), QColor("#23392f"))
    painter.setPen(QColor("#d8e8df"))
    painter.drawText(
        widget.rect(),
        Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
        QCoreApplication.translate(
            "PaintGuard", "This view could not be drawn: the game holds a value it cannot show."
        ),
    )


__all__ = ["draw_placeholder", "open_painter", "paint_guarded"]
