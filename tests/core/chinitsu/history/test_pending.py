"""Issue 27: pending answers live only in the user's folders, private, and never follow a link."""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import stat
import tempfile
from pathlib import Path

import pytest

from tests.core.chinitsu.history.test_store import _rec
from yamaviewer.core.chinitsu.history.records import item_to_json
from yamaviewer.core.chinitsu.history.store import HistoryStore


def _answers(n: int, base: float) -> str:
    return "".join(
        json.dumps(item_to_json(_rec(i)) | {"answered_at": base + i}) + "\n" for i in range(n)
    )


def _give_away(path: Path) -> bool:
    """Make ``path`` another user's (as root), else writable by anyone; True if given away."""
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        os.chown(path, 65534, 65534)
        return True
    path.chmod(0o666)
    return False


def _tree(folder: Path) -> dict[str, tuple[int, bytes]]:
    """Every path under ``folder`` with its mode and (for a regular file) its bytes."""
    out = {}
    for path in sorted(folder.rglob("*")):
        info = path.lstat()
        data = path.read_bytes() if stat.S_ISREG(info.st_mode) else b""
        out[str(path.relative_to(folder))] = (info.st_mode, data)
    return out


def test_planted_pending_files_are_never_read_nor_followed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shared = tmp_path / "shared-tmp"  # the shared temporary folder the old code read
    shared.mkdir()
    shared.chmod(0o1777)
    monkeypatch.setattr(tempfile, "tempdir", str(shared))
    data_dir = tmp_path / "home" / "data"  # the user's data folder (the fallback)
    history_dir = tmp_path / "home" / "history"
    history_dir.mkdir(parents=True)
    db = history_dir / "h.sqlite3"
    secret = tmp_path / "secret.txt"  # someone else's file a link points at
    secret.write_text(_answers(3, 5000.0), encoding="utf-8")
    # Where the old code looked: <tmp>/<name>.pending-<key>.jsonl, 500 fake answers.
    key = hashlib.sha1(str(db.resolve()).encode("utf-8")).hexdigest()[:10]
    old = shared / f"h.sqlite3.pending-{key}.jsonl"
    old.write_text(_answers(500, 9000.0) + "not json\n", encoding="utf-8")
    _give_away(old)
    (shared / f"h.sqlite3.pending-{key}.jsonl.rejected").symlink_to(secret)
    # Where the new code looks: the sidecar (a link to the secret) and the data folder
    # (another user's file, and a world-writable one under the other name).
    sidecar = history_dir / "h.sqlite3.pending.jsonl"
    sidecar.symlink_to(secret)
    data_dir.mkdir(parents=True)
    fallback = data_dir / f"h.sqlite3.pending-{key}.jsonl"
    fallback.write_text(_answers(500, 7000.0), encoding="utf-8")
    foreign = _give_away(fallback)
    before_shared, before_secret = _tree(shared), secret.read_bytes()

    store = HistoryStore(db, fallback_dirs=[data_dir])
    assert store.records == []  # nothing imported from any planted file
    refused = " ".join(store.status.problems)
    assert str(sidecar) in refused and "symbolic link" in refused
    assert str(fallback) in refused and ("another user" if foreign else "anyone") in refused
    store.close()
    assert _tree(shared) == before_shared and secret.read_bytes() == before_secret
    assert sidecar.is_symlink() and fallback.exists()  # refused, left as they were
    assert [p for p in tmp_path.rglob("*.rejected") if shared not in p.parents] == []

    fallback.unlink()
    fallback.write_text(_answers(2, 7000.0), encoding="utf-8")
    fallback.chmod(0o666)  # anyone could have written it
    store = HistoryStore(db, fallback_dirs=[data_dir])
    assert store.records == [] and "anyone" in " ".join(store.status.problems)
    store.close()


def test_pending_and_rejected_files_are_private(tmp_path: Path) -> None:
    db = tmp_path / "new-data" / "h.sqlite3"
    store = HistoryStore(db, background=True, timeout=0.05, fallback_dirs=[])
    assert stat.S_IMODE(db.parent.stat().st_mode) == 0o700  # the folder it made
    locker = sqlite3.connect(db, isolation_level=None)
    locker.execute("BEGIN EXCLUSIVE")  # the answers stay in the journal
    assert store.add(_rec(1))
    sidecar = db.with_name("h.sqlite3.pending.jsonl")
    assert stat.S_IMODE(sidecar.stat().st_mode) == 0o600
    store.close()  # the lock kept them out: rewritten for the next session
    assert stat.S_IMODE(sidecar.stat().st_mode) == 0o600  # rewritten, still private
    with sidecar.open("a", encoding="utf-8") as f:
        f.write("{damaged\n")
        f.write(json.dumps(item_to_json(_rec(2))) + "\n")
    locker.execute("ROLLBACK")
    locker.close()
    with HistoryStore(db, fallback_dirs=[]) as again:
        assert [r.answered_at for r in again.records] == [1001.0, 1002.0]
    rejected = db.with_name("h.sqlite3.pending.jsonl.rejected")
    assert rejected.read_text(encoding="utf-8") == "{damaged\n"
    assert stat.S_IMODE(rejected.stat().st_mode) == 0o600
