"""Pausing Python's cyclic garbage collector around bursts of small objects.

Reading a log or a page of the library makes tens of thousands of small
objects that hold no reference cycles; each burst would set the cyclic
collector off over and over, walking every live object each time.  Work that
is bounded in size pauses it; it runs again, as usual, afterwards.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def paused_collector() -> Iterator[None]:
    """Collection off for the ``with`` block (nested blocks are fine)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def freeze_start_up_objects() -> None:
    """Exempt every object made so far (modules, classes, tables) from later collections.

    For a command-line run: what the imports built lives until the process
    ends, and every full collection would otherwise walk all of it again.
    """
    gc.freeze()
