"""Dropping links on a widget as the window system would: enter, then drop."""

from __future__ import annotations

import warnings

from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QWidget


def drop_urls(widget: QWidget, urls: list[QUrl]) -> bool:
    """Drag ``urls`` onto ``widget`` and drop them; True when the drag was accepted."""
    mime = QMimeData()
    mime.setUrls(urls)
    buttons, modifiers = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    with warnings.catch_warnings():  # PySide6 marks this (only) constructor deprecated
        warnings.simplefilter("ignore", DeprecationWarning)
        enter = QDragEnterEvent(QPoint(50, 50), Qt.DropAction.CopyAction, mime, buttons, modifiers)
    widget.dragEnterEvent(enter)
    if not enter.isAccepted():
        return False
    drop = QDropEvent(QPointF(50, 50), Qt.DropAction.CopyAction, mime, buttons, modifiers)
    widget.dropEvent(drop)
    return True
