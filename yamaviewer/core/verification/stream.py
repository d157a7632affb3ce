"""Work through a stream of games on several cores, in order, with bounded memory.

Items come from :func:`yamaviewer.core.library.sources.iter_games` (or the library);
the parent only reads them (a database row is its compressed bytes) and hands
them to the workers in batches, which decompress, parse and check.  A batch
is one round trip, so the pool's cost per task (pickling, queues, waking
threads and a process: about 0.8 ms of the parent's CPU) is paid once per batch,
not once per game; batches grow from one game, so the first results come at
once and a few games still spread over every worker.  At most a few batches
per worker are in flight, each bounded in games and in bytes, and results come
back in the order the items went in.  :func:`map_games` is that pool for every
whole-database command (verify, the fairness report, the statistics); each
gives its worker function and what a lost batch makes of an item.

What goes back is pickled once in a worker and once more read in the parent,
so results are small: verification drops the rebuilt walls and their layout
(a report needs the checks, not 136 tiles per hand), which also keeps memory
flat over any number of games, and :func:`pickle_by_fields` makes a result's
dataclasses pickle as their constructor's arguments (half the bytes and time of
the generated per-field state).  A cancel callback is polled between results.
"""

from __future__ import annotations

import copyreg
import dataclasses
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping
from functools import partial
from operator import attrgetter
from typing import TYPE_CHECKING, Any, TypeVar

from yamaviewer.core.formats.mjlog import LogFormatError
from yamaviewer.core.formats.sniff import MAJSOUL, log_format
from yamaviewer.core.gc_pause import paused_collector
from yamaviewer.core.library.sources import FILE, GameItem, read_file_bytes
from yamaviewer.core.verification.results import (
    GameVerification,
    HandCheck,
    Mismatch,
    Verification,
)
from yamaviewer.core.verification.tenhou import verify_game

if TYPE_CHECKING:
    from concurrent.futures import Future
    from multiprocessing.context import BaseContext


Result = TypeVar("Result")

#: Batches in flight per worker: one being checked, one waiting, so no worker idles.
IN_FLIGHT_PER_JOB = 2
#: The largest batch: enough games that a round trip costs little beside them
#: (a game takes 0.1 to 1 ms), few enough that cancel stays prompt.
MAX_BATCH = 256
#: ... and at most this many stored bytes (the logs as read), so memory stays flat
#: whatever the games' size: a batch in flight is held in the parent until it is answered.
MAX_BATCH_BYTES = 256 * 1024


def pickle_by_fields(*classes: type) -> None:
    """Pickle these dataclasses as their constructor's arguments, field by field.

    ``dataclass(slots=True)`` pickles through a generated ``__getstate__`` that
    walks ``fields()`` per object in Python; the arguments tuple is half the bytes
    and half the time each way, which is most of what a worker's answer costs the
    parent.  Only for classes whose every field is an ``__init__`` argument.
    """
    for cls in classes:
        names = [field.name for field in dataclasses.fields(cls)]
        if not all(field.init for field in dataclasses.fields(cls)) or not names:
            raise TypeError(f"{cls.__name__}: every field must be an __init__ argument")
        copyreg.pickle(cls, _constructor_call(names))


def _constructor_call(names: list[str]) -> Callable[[Any], tuple[Any, ...]]:
    """A reducer: the object's class and its fields in ``__init__`` order."""
    values = attrgetter(*names)
    if len(names) == 1:
        return lambda obj: (type(obj), (values(obj),))
    return lambda obj: (type(obj), values(obj))


pickle_by_fields(GameVerification, HandCheck, Mismatch)


def verify_item(item: GameItem, journal: Mapping[str, str] | None = None) -> Verification:
    """Verify one item; an unusable one becomes status "error" with its reason.

    A Mahjong Soul record file is checked against the walls it publishes (and
    the hash ``journal``, when given); a tenhou.net/6 file verifies as "no-seed".
    Whatever goes wrong with one item stays that item's result: the readers
    word every problem they know of, and anything else (a bug) still ends as
    this item's "error", never as the end of the run.
    """
    try:
        with paused_collector():  # one item's objects are bounded and hold no cycles
            return _verify_item(item, journal)
    except (MemoryError, RecursionError):
        return _failed(item, "the file is too large or too deeply nested to check")
    except Exception as error:
        return _failed(item, f"the file could not be checked ({type(error).__name__}: {error})")


def _failed(item: GameItem, reason: str) -> Verification:
    return GameVerification(file=item.label, status="error", error=reason)


def _verify_item(item: GameItem, journal: Mapping[str, str] | None) -> Verification:
    if item.error is not None:
        return GameVerification(file=item.label, status="error", error=item.error)
    raw = None
    if item.kind == FILE:
        try:
            raw = read_file_bytes(item.origin)  # once: sniffed here, parsed below
        except LogFormatError as error:
            return GameVerification(file=item.label, status="error", error=str(error))
        if log_format(raw[:4096]) == MAJSOUL:
            from yamaviewer.core.verification.majsoul import verify_majsoul_file

            majsoul = verify_majsoul_file(item.origin, journal)
            majsoul.file = item.label
            return majsoul
    try:
        # tenhou.net/6 JSON has no seed: it verifies as "no-seed", not as unreadable.
        loaded = item.load(raw=raw)
    except (LogFormatError, ValueError) as error:
        return GameVerification(file=item.label, status="error", error=str(error))
    result = verify_game(loaded.record, item.label, keep_walls=False)
    if loaded.record.skipped:  # rounds the file holds but could not be read: named, not lost
        from yamaviewer.core.formats.tenhou6 import skipped_sentence

        result.notes.extend(skipped_sentence(s) for s in loaded.record.skipped)
    if result.status == "no-seed" and loaded.record.reference:
        from yamaviewer.core.formats.majsoul_record import (
            MAJSOUL_EXPORT_NOTE,
            is_majsoul_reference,
        )

        if is_majsoul_reference(loaded.record.reference):
            result.error = MAJSOUL_EXPORT_NOTE
    result.file = item.label
    result.layout = None
    return result


def verify_items(
    items: Iterable[GameItem],
    jobs: int = 1,
    *,
    cancel: Callable[[], bool] | None = None,
    mp_context: BaseContext | None = None,
    journal: Mapping[str, str] | None = None,
) -> Iterator[tuple[GameItem, Verification]]:
    """(item, verification) for every item, in input order; stops early when cancelled."""
    check = partial(verify_item, journal=dict(journal) if journal is not None else None)
    return map_games(check, items, jobs, _failed, cancel=cancel, mp_context=mp_context)


def map_games(
    work: Callable[[GameItem], Result],
    items: Iterable[GameItem],
    jobs: int,
    failed: Callable[[GameItem, str], Result],
    *,
    cancel: Callable[[], bool] | None = None,
    mp_context: BaseContext | None = None,
) -> Iterator[tuple[GameItem, Result]]:
    """(item, ``work(item)``) for every item, in input order; stops early when cancelled.

    ``jobs`` > 1: ``work`` (picklable: a module's function or a partial of one) runs
    in that many processes, on batches; an item whose batch was lost (a worker
    died, an answer failed to pickle) gets ``failed(item, reason)``, never the end
    of the run.  ``work`` itself should answer for its own item's problems.
    """
    if jobs <= 1:
        for item in items:
            if cancel is not None and cancel():
                return
            yield item, work(item)
        return
    from concurrent.futures import ProcessPoolExecutor  # only for --jobs 2 and more

    task = partial(run_batch, work)
    pending: deque[tuple[list[GameItem], Future[list[Result]]]] = deque()
    limit = jobs * IN_FLIGHT_PER_JOB
    pool = ProcessPoolExecutor(max_workers=jobs, mp_context=mp_context)
    cancelled = False

    def answers() -> Iterator[tuple[GameItem, Result]]:
        batch, future = pending.popleft()
        try:
            results = future.result()
        except Exception as error:
            reason = f"the file could not be checked ({type(error).__name__}: {error})"
            results = [failed(item, reason) for item in batch]
        yield from zip(batch, results, strict=True)

    try:
        for batch in _batches(items, jobs):
            pending.append((batch, pool.submit(task, batch)))
            while len(pending) >= limit:
                for answer in answers():
                    if cancel is not None and cancel():
                        cancelled = True
                        return
                    yield answer
        while pending:
            for answer in answers():
                if cancel is not None and cancel():
                    cancelled = True
                    return
                yield answer
    finally:
        for _batch, future in pending:
            future.cancel()
        pool.shutdown(wait=not cancelled, cancel_futures=True)


def run_batch(work: Callable[[GameItem], Result], items: list[GameItem]) -> list[Result]:
    """A worker's task: every item of one batch, in order."""
    return [work(item) for item in items]


def _batches(items: Iterable[GameItem], jobs: int) -> Iterator[list[GameItem]]:
    """Items in lists of 1, 1, 2, 2, 4, 4 ... (one of each size per worker) up to
    :data:`MAX_BATCH` games or :data:`MAX_BATCH_BYTES` stored bytes."""
    size = 1
    sent = 0
    batch: list[GameItem] = []
    held = 0
    for item in items:
        batch.append(item)
        held += len(item.payload) if item.payload is not None else 0
        if len(batch) >= size or held >= MAX_BATCH_BYTES:
            yield batch
            batch = []
            held = 0
            sent += 1
            if sent % jobs == 0:
                size = min(MAX_BATCH, size * 2)
    if batch:
        yield batch


__all__ = [
    "IN_FLIGHT_PER_JOB",
    "MAX_BATCH",
    "MAX_BATCH_BYTES",
    "map_games",
    "pickle_by_fields",
    "run_batch",
    "verify_item",
    "verify_items",
]
