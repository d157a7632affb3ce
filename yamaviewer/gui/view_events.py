"""What the custom-painted game views (the table, the strip) do alike with Qt's events.

Both keep their painting in cached pixmaps, so a new language, font, palette
or style must drop the caches; both answer a tooltip event with the text
for the item under the pointer, or hide the tooltip between items; and the
mouse wheel over either steps, as in Tenhou's viewer (up = back, down = forward).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QPointF
from PySide6.QtGui import QHelpEvent, QWheelEvent
from PySide6.QtWidgets import QToolTip, QWidget

#: Events after which a view's cached paintings no longer look as they should.
LOOK_CHANGES = frozenset(
    {
        QEvent.Type.LanguageChange,
        QEvent.Type.FontChange,
        QEvent.Type.PaletteChange,
        QEvent.Type.StyleChange,
    }
)


def answer_tooltip(widget: QWidget, event: QEvent, text_at: Callable[[QPointF], str]) -> bool:
    """Show ``text_at`` the pointer for a tooltip event (hide it where that is empty).

    Returns whether ``event`` was a tooltip event, so ``event()`` can stop there.
    """
    if event.type() != QEvent.Type.ToolTip or not isinstance(event, QHelpEvent):
        return False
    text = text_at(QPointF(event.pos()))
    if text:
        QToolTip.showText(event.globalPos(), text, widget)
    else:
        QToolTip.hideText()
        event.ignore()
    return True


class WheelSteps:
    """Turns wheel events into steps: one per notch (120 units), up = back, down = forward.

    A touchpad sends many small deltas; they are added up until they make a notch.
    """

    NOTCH = 120

    def __init__(self) -> None:
        self._rest = 0

    def steps(self, event: QWheelEvent) -> int:
        """The steps ``event`` asks for (negative: back), keeping what is left of a notch."""
        self._rest += event.angleDelta().y()
        notches = int(self._rest / self.NOTCH)  # towards zero, so the rest keeps its sign
        self._rest -= notches * self.NOTCH
        return -notches
