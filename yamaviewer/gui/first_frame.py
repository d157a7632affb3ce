"""The main view first: side views fill in right after the window's first frame.

At start-up the window shows the table as soon as it can; the analysis report
(whose first run loads the analysis modules) and the wall strip's tile faces
follow in the next frame, a few tens of milliseconds later.  A window tells
its widgets here when its first frame has been painted.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget
from shiboken6 import isValid

#: Set on a top-level window once it has painted a frame.
_PAINTED = "yamaviewerFirstFramePainted"
#: How long the side views wait for a first frame that never comes.
FALLBACK_MS = 500


def first_frame_painted(widget: QWidget) -> bool:
    """True once ``widget``'s window has painted a frame (or when it is not shown at all,
    as for a picture grabbed off screen: nothing is waiting then)."""
    window = widget.window()
    return bool(window.property(_PAINTED)) or not window.isVisible()


def after_first_frame(widget: QWidget, callback: Callable[[], None]) -> None:
    """Run ``callback`` once ``widget``'s window has painted its first frame.

    Queued after that frame (its own paint and its children's), or at once when
    the frame has been painted already.
    """
    window = widget.window()
    if window.property(_PAINTED):
        callback()
        return
    watcher = window.findChild(_FirstFrameWatcher, _FirstFrameWatcher.NAME)
    if watcher is None:
        watcher = _FirstFrameWatcher(window)
    watcher.callbacks.append((widget, callback))


class _FirstFrameWatcher(QObject):
    NAME = "yamaviewerFirstFrameWatcher"

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName(self.NAME)
        self.window = window
        self.callbacks: list[tuple[QObject, Callable[[], None]]] = []
        self.done = False
        handle = window.windowHandle()
        if handle is not None and handle.isExposed():
            # On screen already: a frame is being painted (or was), so run after it.
            QTimer.singleShot(0, self, self._run)
        else:
            window.installEventFilter(self)
            # Should a platform never deliver that paint, the views fill in all the same.
            QTimer.singleShot(FALLBACK_MS, self, self._run)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Paint:
            self.window.removeEventFilter(self)
            # Queued: runs once the whole frame (this paint and its children's) is done;
            # the watcher as the timer's context cancels it if the window goes first.
            QTimer.singleShot(0, self, self._run)
        return False

    def _run(self) -> None:
        if self.done:
            return
        self.done = True
        self.window.removeEventFilter(self)
        self.window.setProperty(_PAINTED, True)  # the frame is done, children included
        callbacks, self.callbacks = self.callbacks, []
        for owner, callback in callbacks:
            if isValid(owner):  # a widget closed in the meantime is not called
                callback()
        # The watcher stays, idle, a child of its window until the window goes.
