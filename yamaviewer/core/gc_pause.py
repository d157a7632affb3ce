"""Pausing Python's cyclic garbage collector around bursts of small objects.

Reading a log or a page of the library makes tens of thousands of small
objects that hold no reference cycles; each burst would set the cyclic
collector off over and over, walking every live object each time.  Work that
is bounded in size pauses it; it runs again, as usual, afterwards.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator
from contextlib import contextmanager


@contextmanager
def paused_collector() -> Iterator[None]:
    """Collection off for the ``with`` block (nested blocks are fine)."""
    resume = pause_collector()
    try:
        yield
    finally:
        resume()


def pause_collector() -> Callable[[], None]:
    """Collection off until the returned function is called (later calls do nothing).

    For a pause that ends somewhere else than it began, such as the app's start-up,
    which ends when its window has painted its first frame.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    resumed = False

    def resume() -> None:
        nonlocal resumed
        if not resumed:
            resumed = True
            if was_enabled:
                gc.enable()

    return resume


def freeze_start_up_objects() -> None:
    """Exempt every object made so far (modules, classes, tables) from later collections.

    For a command-line run: what the imports built lives until the process
    ends, and every full collection would otherwise walk all of it again.
    """
    gc.freeze()
