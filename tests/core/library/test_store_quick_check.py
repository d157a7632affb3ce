"""The quick check reads a library file whole once per change, not once per connection."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from tests.library_rows import fill_library
from yamaviewer.core.library import store
from yamaviewer.core.library.store import Library


def test_a_checked_file_is_checked_again_only_once_it_changed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    checks: list[Path] = []
    real = store._quick_check

    def counted(connection: sqlite3.Connection) -> str | None:
        checks.append(tmp_path)
        return real(connection)

    monkeypatch.setattr(store, "_quick_check", counted)
    path = tmp_path / "library.sqlite3"
    with Library(path) as library:
        fill_library(library.connection, 50)
    assert len(checks) == 1
    for _ in range(3):  # a worker's connection per list query: no new read of the file
        with Library(path) as library:
            assert library.count() == 50
    assert len(checks) == 2  # the file changed once (the rows) since the first check
    with Library(path) as library:
        library.remove([1])
    with Library(path) as library:
        assert library.count() == 49
    assert len(checks) == 3
