"""The pending file: answers not yet in the database, carried to the next session.

It is a journal: each answer is appended (one JSON object a line) and synced to
disk before the store says it is kept, so a ``kill -9`` a moment later loses
nothing; once every answer is in the database it is emptied.  At close it is
rewritten with exactly the answers still unsaved, so it never grows with copies.

It lives only in the user's own folders: ``<name>.pending.jsonl`` beside the
history file or, when that folder is not writable, the fallback folders (the
user's data folder), never a shared temporary folder.  Every pending or
rejected file is opened without following a symbolic link, must be a regular
file of this user that others cannot write, and is created with mode 0600 (a
folder 0700): a file planted by someone else is refused and reported, never
read.  Reading it back skips a damaged line, keeps it in ``<file>.rejected`` and
reports it.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path

from yamaviewer.core.chinitsu.history.records import (
    Item,
    StoreStatus,
    item_from_json,
    item_to_json,
)
from yamaviewer.core.wording import translatable

#: A pending file larger than this is not read (a real one holds a few answers).
MAX_PENDING_BYTES = 64 * 2**20
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)


class PendingFiles:
    """The sidecar of one history file, its copies in the fallback folders, and the journal."""

    def __init__(self, history: Path, fallback_dirs: list[Path], status: StoreStatus) -> None:
        self.history = history
        self.fallback_dirs = fallback_dirs
        self.status = status
        #: Files read (or last written): removed once their answers are in the database.
        self.imported: list[Path] = []
        self._journal: int | None = None  # descriptor of the file answers are appended to
        self._journal_path: Path | None = None

    @property
    def sidecar_path(self) -> Path:
        return self.history.with_name(self.history.name + ".pending.jsonl")

    def _fallback_paths(self) -> list[Path]:
        # Named after where the history file is (not what it holds): two histories in
        # different folders never share a fallback file.
        key = hashlib.sha1(str(self.history.resolve()).encode("utf-8")).hexdigest()[:10]
        name = f"{self.history.name}.pending-{key}.jsonl"
        parent = self.history.parent.resolve()
        return [d / name for d in self.fallback_dirs if d.resolve() != parent]

    def paths(self) -> list[Path]:
        """Where pending answers may be: the sidecar first, then each fallback folder."""
        return [self.sidecar_path, *self._fallback_paths()]

    def read(self) -> Iterator[list[Item]]:
        """The items of each pending file there is, one list a file (damaged lines set aside)."""
        for path in self.paths():
            if os.path.lexists(path):
                items = self._read_file(path)
                if items is not None:
                    yield items

    def _read_file(self, path: Path) -> list[Item] | None:
        try:
            descriptor = open_private(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        except OSError as error:
            self.status.report(
                translatable("HistoryStore", "ignored the unsaved answers in %1: %2").arg(
                    path, _reason(error)
                ),
                loss=True,
            )
            return None
        try:
            with os.fdopen(descriptor, "rb") as f:
                data = f.read(MAX_PENDING_BYTES + 1)
        except OSError as error:
            self.status.report(
                translatable("HistoryStore", "could not read unsaved answers in %1: %2").arg(
                    path, _reason(error)
                ),
                loss=True,
            )
            return None
        if len(data) > MAX_PENDING_BYTES:
            self.status.report(
                translatable(
                    "HistoryStore", "ignored the unsaved answers in %1: larger than 64 MiB"
                ).arg(path),
                loss=True,
            )
            return None
        self.imported.append(path)
        items: list[Item] = []
        rejected: list[str] = []
        lines = data.decode("utf-8", errors="replace").split("\n")
        for n, line in enumerate(lines):
            if not line.strip():
                continue
            try:
                items.append(item_from_json(json.loads(line)))
            except (ValueError, KeyError, TypeError, RecursionError):
                if n == len(lines) - 1:
                    continue  # a last line cut by a kill: never reported as kept
                rejected.append(line)
        if rejected:
            self._set_aside(path, rejected)
        return items

    def _set_aside(self, path: Path, rejected: list[str]) -> None:
        kept = path.with_name(path.name + ".rejected")
        try:
            descriptor = open_private(kept, os.O_WRONLY | os.O_CREAT | os.O_APPEND)
            with os.fdopen(descriptor, "w", encoding="utf-8") as f:
                f.writelines(line + "\n" for line in rejected)
            where = translatable("HistoryStore", "kept in %1").arg(kept.name)
        except OSError:
            where = translatable("HistoryStore", "could not be kept")
        self.status.report(
            (
                translatable("HistoryStore", "skipped 1 damaged line in %2 (%3)")
                if len(rejected) == 1
                else translatable("HistoryStore", "skipped %1 damaged lines in %2 (%3)")
            ).arg(len(rejected), path.name, where),
            loss=True,
        )

    # -- the journal -----------------------------------------------------------------

    def append(self, items: list[Item]) -> bool:
        """Append ``items`` to the journal and sync it; True once they are on disk."""
        data = "".join(json.dumps(item_to_json(i)) + "\n" for i in items).encode("utf-8")
        if self._journal is not None:
            try:
                _write_all(self._journal, data)
                return True
            except OSError:
                self._close_journal()
        for target in self.paths():
            try:
                _make_private_dir(target.parent)
                descriptor = open_private(target, os.O_WRONLY | os.O_CREAT | os.O_APPEND)
            except OSError:
                continue
            try:
                _write_all(descriptor, data)
            except OSError:
                os.close(descriptor)
                continue
            self._journal, self._journal_path = descriptor, target
            if target not in self.imported:
                self.imported.append(target)
            self.status.pending_file = target
            return True
        return False

    def _close_journal(self) -> None:
        if self._journal is not None:
            with contextlib.suppress(OSError):
                os.close(self._journal)
        self._journal = self._journal_path = None

    def remove(self) -> None:
        """Every answer is in the database: empty the journal, delete the other files read."""
        if self._journal is not None:
            try:
                os.ftruncate(self._journal, 0)
            except OSError:
                self._close_journal()
        for path in self.imported:
            if path != self._journal_path:
                with contextlib.suppress(OSError):
                    path.unlink()
        self.imported = [] if self._journal_path is None else [self._journal_path]
        self.status.pending_file = None

    def close(self, empty: bool) -> None:
        """Close the journal; delete it when nothing is pending (``empty``)."""
        path = self._journal_path
        self._close_journal()
        if empty and path is not None:
            with contextlib.suppress(OSError):
                if os.stat(path, follow_symlinks=False).st_size == 0:
                    path.unlink()
            self.imported = [p for p in self.imported if p != path]

    def spill(self, items: list[Item]) -> bool:
        """Write ``items`` where the next session imports them; True if kept.

        The file is rewritten atomically with exactly these items, so it never
        grows with copies; the sidecar first, then each fallback folder.
        """
        data = "".join(json.dumps(item_to_json(i)) + "\n" for i in items)
        errors = []
        for target in self.paths():
            try:
                _write_atomically(target, data)
            except OSError as error:
                errors.append(f"{target.parent}: {error.strerror or error}")
                continue
            self._close_journal()  # later answers are appended to the new file
            for other in self.imported:
                if other != target:
                    with contextlib.suppress(OSError):
                        other.unlink()
            self.imported = [target]
            self.status.pending_file = target
            self.status.report(
                translatable("HistoryStore", "%1 unsaved answers written to %2").arg(
                    len(items), target
                )
            )
            return True
        self.status.pending_file = None
        self.status.report(
            translatable("HistoryStore", "%1 answers could not be saved anywhere: %2").arg(
                len(items), "; ".join(errors)
            ),
            loss=True,
        )
        return False


def open_private(path: Path, flags: int) -> int:
    """A descriptor on ``path`` (created 0600), refusing a link, a special or foreign file.

    The checks are made on the open descriptor (``fstat``), so they are about the
    very file read or written; OSError names the reason.
    """
    descriptor = os.open(path, flags | _NOFOLLOW, 0o600)
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode):
            raise OSError(f"{path} is not a regular file; refusing it")
        if hasattr(os, "geteuid") and info.st_uid != os.geteuid():
            raise OSError(f"{path} belongs to another user; refusing it")
        if info.st_mode & stat.S_IWOTH:
            raise OSError(f"{path} can be written by anyone; refusing it")
    except BaseException:
        os.close(descriptor)
        raise
    return descriptor


def _reason(error: OSError) -> str:
    if error.strerror and "symbolic" in error.strerror.lower():
        return "it is a symbolic link; refusing it"
    return error.strerror or str(error)


def _make_private_dir(folder: Path) -> None:
    """Create ``folder`` (mode 0700) if it is missing; an existing one is left as it is."""
    if not folder.is_dir():
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)


def _write_all(descriptor: int, data: bytes) -> None:
    """Write every byte and sync it to disk (data and size) before returning."""
    view = memoryview(data)
    while view:
        view = view[os.write(descriptor, view) :]
    sync = getattr(os, "fdatasync", os.fsync)
    sync(descriptor)


def _write_atomically(path: Path, data: str) -> None:
    """Replace ``path`` with ``data`` in one step, on disk before the rename, mode 0600.

    The temporary file is new (O_EXCL, 0600) and the rename replaces a link
    itself, never its target.
    """
    _make_private_dir(path.parent)
    if os.path.lexists(path) and not os.path.islink(path) and not path.is_file():
        raise OSError(21, f"{path} is not a regular file")
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data.encode("utf-8"))
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
