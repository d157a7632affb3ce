"""The optional C accelerator (``_native``), or None where it was not built.

The extension holds the hot loops of verification: the tokenizer of plain
Tenhou XML, SHA-512 and the shuffle of a hand's wall, and number and draw
lists.  Each has a pure-Python twin that gives the same answer (``_native.c``
names them); the module that owns a twin binds one name to the C function or
to the twin, once, at import, as CPython's ``json.scanner`` does
(``make_scanner = c_make_scanner or py_make_scanner``), and the tests compare
the two.  Setting the environment variable ``YAMAVIEWER_PURE_PYTHON=1``
ignores the extension (the tests and the benchmarks use it to measure and
check the twins)."""

from __future__ import annotations

import os
from typing import Any, Protocol

PURE_PYTHON_VARIABLE = "YAMAVIEWER_PURE_PYTHON"


#: What the C tokenizer hands over: root attributes, one entry per element (its
#: prebuilt draw/discard event or None), the positions of the None entries, and
#: those elements' names and attributes.
RawTokens = tuple[dict[str, str], list[object], list[int], list[tuple[str, dict[str, str]]]]


class Accelerator(Protocol):
    """The functions of ``_native`` (types in ``_native.pyi``)."""

    def tokenize(self, data: bytes, simple_events: tuple[object, ...], /) -> RawTokens | None: ...

    def swap_shuffle(self, words: tuple[int, ...], players: int, /) -> tuple[int, ...]: ...

    def hash_and_shuffle(self, source: bytes, players: int, /) -> tuple[tuple[int, ...], bytes]: ...

    def int_list(self, text: str, /) -> list[int] | None: ...

    def int_lists(
        self, attrs: dict[str, str], names: tuple[str, ...], /
    ) -> tuple[list[int] | None, ...] | None: ...

    def tiles_of_kind(self, events: list[Any], kind: object, /) -> list[int]: ...


def _load() -> Accelerator | None:
    if os.environ.get(PURE_PYTHON_VARIABLE, "") not in ("", "0"):
        return None
    try:
        from yamaviewer.core import _native
    except ImportError:  # not built (no compiler at install time): the twins run
        return None
    return _native


#: The extension module, or None.
accelerator: Accelerator | None = _load()
