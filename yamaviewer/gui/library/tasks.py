"""Long work off the GUI thread: one runnable with progress, results and a cancel flag.

The work function runs in a QThreadPool thread and talks back only through
Qt signals (queued to the GUI thread), so the window never freezes and never
touches a widget from another thread.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class TaskSignals(QObject):
    #: done, total (0 when unknown), label of the item just handled
    progress = Signal(int, int, str)
    #: one intermediate result (e.g. a game's new verification status)
    result = Signal(object)
    finished = Signal(object)
    failed = Signal(str)


class BackgroundTask(QRunnable):
    """Runs ``work(task)``; the work reports with :meth:`report` and stops when it returns False."""

    def __init__(self, work: Callable[[BackgroundTask], object]) -> None:
        super().__init__()
        self.setAutoDelete(False)
        self.work = work
        self.signals = TaskSignals()
        self._cancel = threading.Event()
        self.done = threading.Event()

    def run(self) -> None:
        try:
            value = self.work(self)
        except Exception as error:  # reported to the user by the owner, never lost
            self.done.set()
            self.signals.failed.emit(str(error) or type(error).__name__)
            return
        self.done.set()
        self.signals.finished.emit(value)

    def report(self, done: int, total: int | None, label: str = "") -> bool:
        self.signals.progress.emit(done, total or 0, label)
        return not self._cancel.is_set()

    def emit_result(self, value: object) -> None:
        self.signals.result.emit(value)

    def cancel(self) -> None:
        self._cancel.set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def start(self) -> None:
        QThreadPool.globalInstance().start(self)
