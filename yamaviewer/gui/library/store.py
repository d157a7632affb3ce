"""The GUI thread's one connection to the library, and "keep this game" helpers.

Everything here is best effort: a locked, damaged or read-only library is
reported through :data:`last_problem` (shown by the window's status bar or
the Library page) and the viewer goes on without it.  Worker threads open
their own :class:`Library` on :func:`library_path` (SQLite connections stay in
the thread that made them).
"""

from __future__ import annotations

from pathlib import Path

from yamaviewer.core.library.schema import LibraryError
from yamaviewer.core.library.store import Library, default_library_path

_shared: Library | None = None
#: The library file chosen with :func:`use_library` (None: the default one).
_path: Path | None = None
#: The last thing that went wrong with the library, for a status line (None: all well).
last_problem: str | None = None


def library_path() -> Path:
    return _path if _path is not None else default_library_path()


def shared_library() -> Library | None:
    """The library of the GUI thread, opened on first use; None when it cannot be used."""
    global _shared, last_problem
    if _shared is None:
        library = Library(_path)
        try:
            library.connection  # noqa: B018  (open now: damage and locks are told here)
        except LibraryError as error:
            last_problem = str(error)
            return None
        last_problem = library.notice
        _shared = library
    return _shared


def use_library(path: Path | None) -> Library | None:
    """Point the GUI at another library file (tests, a user's choice); None to reset."""
    global _shared, _path, last_problem
    if _shared is not None:
        _shared.close()
    _shared = None
    _path = path
    last_problem = None
    return None if path is None else shared_library()


def remember_fetched(log_id: str, xml: bytes, origin: str) -> bool:
    """Keep a downloaded log; False (and :data:`last_problem`) when the library refused."""
    global last_problem
    library = shared_library()
    if library is None:
        return False
    try:
        library.remember_fetched(log_id, xml, origin)
    except LibraryError as error:
        last_problem = str(error)
        return False
    return True


def remember_file(path: Path, status: str | None = None) -> bool:
    """Keep a game the user opened from a file (games opened are part of the library).

    ``status``: the viewer's verification of it, stored with the row so the
    Library shows what the viewer showed (None: left as it was).
    """
    global last_problem
    from yamaviewer.core.formats.mjlog import LogFormatError
    from yamaviewer.core.library.sources import FILE, GameItem
    from yamaviewer.core.library.tenhou_ids import log_id_in_name

    library = shared_library()
    if library is None:
        return False
    item = GameItem(str(path), FILE, log_id=log_id_in_name(path.name), origin=str(path.resolve()))
    try:
        game_id, _added = library.add_item(item, source="file")
        if status is not None:
            library.set_statuses([(game_id, status)])
    except LibraryError as error:
        last_problem = str(error)
        return False
    except (LogFormatError, OSError, ValueError):
        return False
    return True
