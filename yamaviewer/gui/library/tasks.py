"""Long work off the GUI thread: one runnable with progress, results and a cancel flag,
and the Library page's list queries.

The work runs in a QThreadPool thread and talks back only through Qt signals
(queued to the GUI thread), so the window never freezes and never touches a
widget from another thread.  Work that runs Python for long (a Library import)
runs in a child process (:func:`yamaviewer.core.child_job.run_in_child`), the
task's thread only relaying its progress: a thread running Python holds the
interpreter lock the window needs for every frame.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from yamaviewer.core.child_job import PROGRESS_INTERVAL, Pace
from yamaviewer.core.library.filters import LibraryFilter
from yamaviewer.core.library.schema import LibraryError
from yamaviewer.core.library.store import Library

__all__ = ["PROGRESS_INTERVAL", "BackgroundTask", "ListQuery"]


class TaskSignals(QObject):
    #: done, total (0 when unknown), label of the item just handled
    progress = Signal(int, int, str)
    #: a list of intermediate results (e.g. games' new verification statuses), in order
    results = Signal(object)
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
        self._progress_pace = Pace()
        self._results: list[object] = []  # results not signalled yet
        self._results_pace = Pace()

    def run(self) -> None:
        try:
            value = self.work(self)
        except Exception as error:  # reported to the user by the owner, never lost
            self._send_results()
            self.done.set()
            self.signals.failed.emit(str(error) or type(error).__name__)
            return
        self._send_results()
        self.done.set()
        self.signals.finished.emit(value)

    def report(self, done: int, total: int | None, label: str = "") -> bool:
        """Progress (signalled at most every :data:`PROGRESS_INTERVAL`, and at the start and
        the end); False when the work should stop."""
        if self._progress_pace.due(must=done == 0 or done == total):
            self.signals.progress.emit(done, total or 0, label)
        return not self._cancel.is_set()

    def emit_result(self, value: object) -> None:
        """Queue one result; they reach the window in lists, at most every
        :data:`PROGRESS_INTERVAL` (a signal per game of 100,000 would flood its event queue),
        and all of them before the task's end is signalled."""
        self._results.append(value)
        if self._results_pace.due():
            self._send_results()

    def _send_results(self) -> None:
        if self._results:
            batch, self._results = self._results, []
            self.signals.results.emit(batch)

    def cancel(self) -> None:
        self._cancel.set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def start(self) -> None:
        QThreadPool.globalInstance().start(self)


class ListSignals(QObject):
    #: generation, the listed game ids, the library's notice (or None)
    listed = Signal(int, object, object)
    #: generation, what went wrong
    failed = Signal(int, str)


class ListQuery(QRunnable):
    """One list of game ids (filter and order in SQL) read in a worker with its own connection.

    The Library page starts one per search or sort; :meth:`cancel` stops a stale
    one mid-query (SQLite's interrupt) and a cancelled query never reports.
    """

    def __init__(self, path: Path, where: LibraryFilter, order_by: str, generation: int) -> None:
        super().__init__()
        self.setAutoDelete(False)
        self.path = path
        self.where = where
        self.order_by = order_by
        self.generation = generation
        self.signals = ListSignals()
        self.done = threading.Event()
        self._cancel = threading.Event()
        self._lock = threading.Lock()  # the connection is interrupted only while it is open
        self._library: Library | None = None

    def run(self) -> None:
        try:
            if not self._cancel.is_set():
                self._query()
        finally:
            self.done.set()

    def _query(self) -> None:
        library = Library(self.path)
        try:
            library.connection  # noqa: B018  (opened, and checked, in this thread)
            with self._lock:
                self._library = library
            if self._cancel.is_set():
                return
            ids = library.game_ids(self.where, self.order_by)
            notice = library.notice
        except LibraryError as error:
            if not self._cancel.is_set():
                self.signals.failed.emit(self.generation, str(error))
            return
        finally:
            with self._lock:
                self._library = None
            library.close()
        if not self._cancel.is_set():
            self.signals.listed.emit(self.generation, ids, notice)

    def cancel(self) -> None:
        """Never report; stop the query if it is running (from the GUI thread)."""
        with self._lock:
            self._cancel.set()
            if self._library is not None:
                self._library.interrupt()
