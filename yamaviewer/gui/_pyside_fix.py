"""Guard against a PySide6 refcount bug that aborts the app on Python < 3.12.

PySide6 6.12.0 drops a reference to ``None`` on every call of a method that
returns nothing (``QPainter.drawRect``, ``QWidget.update`` ...).  Python 3.12+
never frees ``None`` (it is immortal), but on 3.11 its count reaches zero
after a few thousand such calls and the interpreter aborts with
"none_dealloc".  When the leak is detected, None's count is raised so far
that it cannot reach zero, which is what 3.12 does by design.
"""

from __future__ import annotations

import sys

_applied = False


def _leaks() -> bool:
    from PySide6.QtCore import QSize

    size = QSize(1, 2)
    before = sys.getrefcount(None)
    for _ in range(64):
        size.transpose()
    return sys.getrefcount(None) < before - 32


def apply() -> bool:
    """Make None immortal if this PySide6 leaks references to it; True when applied."""
    global _applied
    if _applied or sys.version_info >= (3, 12) or hasattr(sys, "gettotalrefcount"):
        return _applied
    if not _leaks():
        return False
    import ctypes

    refcount = ctypes.c_ssize_t.from_address(id(None))
    refcount.value += 1 << 48
    _applied = True
    return True
