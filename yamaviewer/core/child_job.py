"""Long work in a child process, its progress, cancel and outcome relayed to the caller.

A thread of the window's process that runs Python for a minute (a Library import of
100,000 games) holds the interpreter lock nearly all the time.  Each time the window's
thread needs the lock (a timer, a slot, a paint calling into Python) it waits for the
worker to let go, and on a busy machine the worker is often descheduled *while holding
it*: the window then sleeps on the lock, not on the CPU, for 100 ms and more.  In a
child process the work has an interpreter of its own; the caller's thread waits on a
pipe with the lock free and only relays what comes back.

The child is started with the ``spawn`` method (forking a process that runs Qt's
threads is unsafe), so the work is a module-level function and its arguments and
result pickle.  It is called as ``work(channel, *args)``; :meth:`JobChannel.report`
sends progress (at most every :data:`PROGRESS_INTERVAL`) and answers False once the
caller cancelled, which the child sees through a shared byte, not a message.
"""

from __future__ import annotations

import multiprocessing
import time
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any, TypeVar

Result = TypeVar("Result")

#: Seconds between two progress messages: a message per game (100,000 in an import)
#: sent faster than a window takes them made frames of 0.4 s; a bar needs 20 a second.
PROGRESS_INTERVAL = 0.05
#: Seconds the caller waits on the pipe before it looks at its cancel again.
POLL_INTERVAL = 0.1
#: Seconds a child may take to end once it answered or was asked to stop.
END_TIMEOUT = 10.0

#: progress(done, total or None, label): False asks the work to stop.
Progress = Callable[[int, "int | None", str], bool]


class Pace:
    """Says when something sent often (progress, results) may go out again: at most every
    ``interval`` seconds, unless told it must (a run's first and last progress)."""

    def __init__(self, interval: float = PROGRESS_INTERVAL) -> None:
        self.interval = interval
        self._sent = -interval - 1.0  # long ago: the first one goes out

    def due(self, must: bool = False) -> bool:
        now = time.monotonic()
        if must or now - self._sent >= self.interval:
            self._sent = now
            return True
        return False


class ChildJobError(Exception):
    """The work raised in the child; the message is its error's, as the work worded it."""


class ChildJobLost(RuntimeError):
    """The child ended without an answer (killed, or crashed in C code)."""

    def __init__(self, exitcode: int | None) -> None:
        super().__init__(f"the worker process ended without an answer (exit code {exitcode})")
        self.exitcode = exitcode


class JobChannel:
    """The work's side in the child: progress out, cancel in."""

    def __init__(self, connection: Connection, stop: Any) -> None:
        self._connection = connection
        self._stop = stop  # a shared byte the caller sets to 1
        self._pace = Pace()

    def cancelled(self) -> bool:
        """True once the caller asked to stop (cheap: read at every game)."""
        return bool(self._stop.value)

    def report(self, done: int, total: int | None, label: str = "") -> bool:
        """Progress (sent at most every :data:`PROGRESS_INTERVAL`, and at the start and the
        end); False when the work should stop."""
        if self._pace.due(must=done == 0 or done == total):
            self._connection.send(("progress", done, total, label))
        return not self._stop.value


def _child_main(
    connection: Connection, stop: Any, work: Callable[..., object], args: tuple[object, ...]
) -> None:
    """The child's entry: run the work, send its value or its error's words, once."""
    try:
        try:
            value = work(JobChannel(connection, stop), *args)
        except Exception as error:  # told to the caller, never lost
            connection.send(("failed", str(error) or type(error).__name__))
            return
        try:
            connection.send(("done", value))
        except Exception as error:  # a value that does not pickle: a bug, said plainly
            connection.send(("failed", f"the worker's answer could not be sent back: {error}"))
    finally:
        connection.close()


def run_in_child(
    work: Callable[..., Result],
    *args: object,
    progress: Progress | None = None,
    cancel: Callable[[], bool] | None = None,
) -> Result:
    """``work(channel, *args)`` in a spawned process; its value, or its error raised here.

    Blocks the calling thread (never the window's: call it from a worker thread), which
    passes each progress message to ``progress`` and, while waiting, polls ``cancel``.
    A cancelled work ends as the work decides (an import keeps what it wrote and says
    it was cancelled).  Raises :class:`ChildJobError` with the work's message when it
    raised, :class:`ChildJobLost` when the child died without answering.
    """
    context = multiprocessing.get_context("spawn")
    stop = context.RawValue("b", 0)
    reader, writer = context.Pipe(duplex=False)
    process = context.Process(
        target=_child_main, args=(writer, stop, work, args), name="yamaviewer-job", daemon=True
    )
    if cancel is not None and cancel():
        stop.value = 1  # cancelled before it started: the work sees it at its first look
    process.start()
    writer.close()  # the child holds the only writer: its end is the pipe's end
    try:
        while True:
            if cancel is not None and cancel():
                stop.value = 1
            if not reader.poll(POLL_INTERVAL):
                continue
            try:
                message = reader.recv()
            except EOFError:
                process.join(END_TIMEOUT)
                raise ChildJobLost(process.exitcode) from None
            if message[0] == "progress":
                if progress is not None and progress(*message[1:]) is False:
                    stop.value = 1
            elif message[0] == "done":
                value: Result = message[1]
                return value
            else:
                raise ChildJobError(message[1])
    finally:
        stop.value = 1  # the caller gave up (an error of its own): the work stops too
        reader.close()
        process.join(END_TIMEOUT)
        if process.is_alive():  # stuck: ended by force; SQLite rolls back what it left
            process.terminate()
            process.join()
