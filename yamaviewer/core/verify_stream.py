"""Verify a stream of games on several cores, in order, with bounded memory.

Items come from :func:`yamaviewer.core.sources.iter_games` (or the library);
at most a few per worker are in flight at once, and results come back in the
order the items went in, each as soon as it and those before it are done.
The rebuilt walls are dropped from the results (a report needs the checks,
not 136 tiles per hand), which is what keeps memory flat over any number of
games.  A cancel callback is polled between results.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from multiprocessing.context import BaseContext

from yamaviewer.core.formats.mjlog import LogFormatError
from yamaviewer.core.sources import LIBRARY, GameItem
from yamaviewer.core.verify import GameVerification, verify_game

#: Items in flight per worker: enough to keep every core busy, few enough to stay small.
IN_FLIGHT_PER_JOB = 4


def verify_item(item: GameItem) -> GameVerification:
    """Verify one item; an unusable one becomes status "error" with its reason."""
    if item.error is not None:
        return GameVerification(file=item.label, status="error", error=item.error)
    try:
        # Library games may be tenhou.net/6 JSON: they verify as "no-seed", not as unreadable.
        loaded = item.load(allow_json=item.kind == LIBRARY)
    except LogFormatError as error:
        return GameVerification(file=item.label, status="error", error=str(error))
    result = verify_game(loaded.record, item.label)
    result.file = item.label
    result.walls = []
    return result


def verify_items(
    items: Iterable[GameItem],
    jobs: int = 1,
    *,
    cancel: Callable[[], bool] | None = None,
    mp_context: BaseContext | None = None,
) -> Iterator[tuple[GameItem, GameVerification]]:
    """(item, verification) for every item, in input order; stops early when cancelled."""
    if jobs <= 1:
        for item in items:
            if cancel is not None and cancel():
                return
            yield item, verify_item(item)
        return
    pending: deque[tuple[GameItem, Future[GameVerification]]] = deque()
    limit = jobs * IN_FLIGHT_PER_JOB
    pool = ProcessPoolExecutor(max_workers=jobs, mp_context=mp_context)
    cancelled = False
    try:
        for item in items:
            if item.error is not None:
                # Nothing to compute: answer in order without a round trip.
                done: Future[GameVerification] = Future()
                done.set_result(verify_item(item))
                pending.append((item, done))
            else:
                pending.append((item, pool.submit(verify_item, item)))
            while len(pending) >= limit:
                if cancel is not None and cancel():
                    cancelled = True
                    return
                first, future = pending.popleft()
                yield first, future.result()
        while pending:
            if cancel is not None and cancel():
                cancelled = True
                return
            first, future = pending.popleft()
            yield first, future.result()
    finally:
        for _item, future in pending:
            future.cancel()
        pool.shutdown(wait=not cancelled, cancel_futures=True)


__all__ = ["verify_item", "verify_items"]
