"""The pending file: answers not yet in the database, carried to the next session.

Written at close (one JSON object a line) to the sidecar ``<name>.pending.jsonl``
or, when that folder is not writable, to a fallback folder (the user's data
folder, then the temporary folder).  The file is rewritten, never appended to,
with exactly the answers not yet in the database, so it never grows with
copies.  Reading it back skips a damaged line, keeps it in ``<file>.rejected``
and reports it.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from collections.abc import Iterator
from pathlib import Path

from yamaviewer.core.chinitsu.history.records import (
    Item,
    StoreStatus,
    item_from_json,
    item_to_json,
)
from yamaviewer.core.safe_io import write_output


class PendingFiles:
    """The sidecar of one history file and its copies in the fallback folders."""

    def __init__(self, history: Path, fallback_dirs: list[Path], status: StoreStatus) -> None:
        self.history = history
        self.fallback_dirs = fallback_dirs
        self.status = status
        #: Files read (or last written): removed once their answers are in the database.
        self.imported: list[Path] = []

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
            if path.is_file():
                items = self._read_file(path)
                if items is not None:
                    yield items

    def _read_file(self, path: Path) -> list[Item] | None:
        try:
            with path.open("r", encoding="utf-8", errors="replace") as f:
                lines = f.read().splitlines()
        except OSError as error:
            self.status.report(f"could not read unsaved answers in {path}: {error}")
            return None
        self.imported.append(path)
        items: list[Item] = []
        rejected: list[str] = []
        for line in lines:
            if not line.strip():
                continue
            try:
                items.append(item_from_json(json.loads(line)))
            except (ValueError, KeyError, TypeError, RecursionError):
                rejected.append(line)
        if rejected:
            self._set_aside(path, rejected)
        return items

    def _set_aside(self, path: Path, rejected: list[str]) -> None:
        kept = path.with_name(path.name + ".rejected")
        try:
            with kept.open("a", encoding="utf-8") as f:
                f.writelines(line + "\n" for line in rejected)
            where = f"kept in {kept.name}"
        except OSError:
            where = "could not be kept"
        self.status.ok = False
        self.status.report(
            f"skipped {len(rejected)} damaged line{'s' if len(rejected) != 1 else ''} "
            f"in {path.name} ({where})"
        )

    def remove(self) -> None:
        """Delete the files read: everything they held is in the database now."""
        for path in self.imported:
            with contextlib.suppress(OSError):
                path.unlink()
        self.imported = []

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
            for other in self.imported:
                if other != target:
                    with contextlib.suppress(OSError):
                        other.unlink()
            self.imported = [target]
            self.status.pending_file = target
            self.status.report(f"{len(items)} unsaved answers written to {target}")
            return True
        self.status.pending_file = None
        self.status.report(
            f"{len(items)} answers could not be saved anywhere: " + "; ".join(errors)
        )
        return False


def _write_atomically(path: Path, data: str) -> None:
    """Replace ``path`` with ``data`` in one step, on disk before the rename."""
    path.parent.mkdir(parents=True, exist_ok=True)
    write_output(path, data.encode("utf-8"), durable=True)
