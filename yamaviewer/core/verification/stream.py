"""Verify a stream of games on several cores, in order, with bounded memory.

Items come from :func:`yamaviewer.core.library.sources.iter_games` (or the library);
the parent only reads them (a database row is its compressed bytes) and hands
them to the workers in batches, which decompress, parse and check.  A batch
is one round trip, so the pool's cost per task (pickling, queues, waking a
process: about 1.5 ms) is paid once per batch, not once per game; batches grow
from one game, so the first results come at once and a few games still spread
over every worker.  At most a few batches per worker are in flight, and results
come back in the order the items went in.  The rebuilt walls and their layout
are dropped from the results (a report needs the checks, not 136 tiles per
hand), which is what keeps memory flat over any number of games.  A cancel
callback is polled between results.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping
from functools import partial
from typing import TYPE_CHECKING, TypeVar

from yamaviewer.core.formats.mjlog import LogFormatError
from yamaviewer.core.formats.sniff import MAJSOUL, log_format
from yamaviewer.core.gc_pause import paused_collector
from yamaviewer.core.library.sources import FILE, GameItem, read_file_bytes
from yamaviewer.core.verification.results import GameVerification, Verification
from yamaviewer.core.verification.tenhou import verify_game

if TYPE_CHECKING:
    from concurrent.futures import Future
    from multiprocessing.context import BaseContext


Item = TypeVar("Item")

#: Batches in flight per worker: one being checked, one waiting, so no worker idles.
IN_FLIGHT_PER_JOB = 2
#: The largest batch: enough games that a round trip costs little beside them
#: (a game takes about 1 ms), few enough that memory and cancel stay prompt.
MAX_BATCH = 32


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


def verify_batch(
    items: list[GameItem], journal: Mapping[str, str] | None = None
) -> list[Verification]:
    """A worker's task: every item of one batch, in order."""
    return [verify_item(item, journal) for item in items]


def _outcomes(batch: list[GameItem], future: Future[list[Verification]]) -> list[Verification]:
    """A worker's results; a worker that died (or results that failed to pickle) make each
    item of the batch an error, not the end of the whole run."""
    try:
        return future.result()
    except Exception as error:
        reason = f"the file could not be checked ({type(error).__name__}: {error})"
        return [_failed(item, reason) for item in batch]


def _batches(items: Iterable[Item], jobs: int) -> Iterator[list[Item]]:
    """Items in lists of 1, 1, 2, 2, 4, 4 ... (one of each size per worker) up to MAX_BATCH."""
    size = 1
    sent = 0
    batch: list[Item] = []
    for item in items:
        batch.append(item)
        if len(batch) >= size:
            yield batch
            batch = []
            sent += 1
            if sent % jobs == 0:
                size = min(MAX_BATCH, size * 2)
    if batch:
        yield batch


def verify_items(
    items: Iterable[GameItem],
    jobs: int = 1,
    *,
    cancel: Callable[[], bool] | None = None,
    mp_context: BaseContext | None = None,
    journal: Mapping[str, str] | None = None,
) -> Iterator[tuple[GameItem, Verification]]:
    """(item, verification) for every item, in input order; stops early when cancelled."""
    if jobs <= 1:
        for item in items:
            if cancel is not None and cancel():
                return
            yield item, verify_item(item, journal)
        return
    from concurrent.futures import ProcessPoolExecutor  # only for --jobs 2 and more

    check = partial(verify_batch, journal=dict(journal) if journal is not None else None)
    pending: deque[tuple[list[GameItem], Future[list[Verification]]]] = deque()
    limit = jobs * IN_FLIGHT_PER_JOB
    pool = ProcessPoolExecutor(max_workers=jobs, mp_context=mp_context)
    cancelled = False

    def answers() -> Iterator[tuple[GameItem, Verification]]:
        batch, future = pending.popleft()
        yield from zip(batch, _outcomes(batch, future), strict=True)

    try:
        for batch in _batches(items, jobs):
            pending.append((batch, pool.submit(check, batch)))
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


__all__ = ["verify_batch", "verify_item", "verify_items"]
