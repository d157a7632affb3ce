"""The Library page on 30,000 games: it lists, searches and sorts in the background.

The window's loop must keep running while the database works: a 10 ms timer
counts its ticks during a load (never the time it took).  To make "while the
query runs" certain on any machine, another connection holds the file locked
until a few ticks went by, so the worker is still at its query when they do.
"""

from __future__ import annotations

import random
import shutil
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from pytestqt.qtbot import QtBot

from tests.library_rows import fill_library
from tests.log_sources import build_houou_db, real_logs, synthetic_id
from yamaviewer.core.library.entry import LibraryEntry
from yamaviewer.core.library.store import Library
from yamaviewer.gui.library.model import GAME_ID_ROLE, LibraryModel
from yamaviewer.gui.library.panel import LibraryPanel

GAMES = 30_000


@pytest.fixture(scope="module")
def big_library(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("big") / "library.sqlite3"
    with Library(path) as library:
        fill_library(library.connection, GAMES)
    return path


@pytest.fixture
def ticks(qtbot: QtBot) -> Iterator[list[int]]:
    """A 10 ms timer's tick count (one element, growing while the loop runs)."""
    count = [0]
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: count.__setitem__(0, count[0] + 1))
    timer.start()
    yield count
    timer.stop()


class _Lock:
    """Another program holding the library locked: every read waits until :meth:`release`."""

    def __init__(self, path: Path) -> None:
        self.connection = sqlite3.connect(path, isolation_level=None)
        self.connection.execute("BEGIN EXCLUSIVE")

    def release(self) -> None:
        if self.connection.in_transaction:
            self.connection.execute("ROLLBACK")
        self.connection.close()


def _sql_count(path: Path, where: str = "", values: tuple[object, ...] = ()) -> int:
    with sqlite3.connect(path) as connection:
        return int(connection.execute(f"SELECT count(*) FROM games {where}", values).fetchone()[0])


def _panel(qtbot: QtBot, path: Path) -> LibraryPanel:
    panel = LibraryPanel(library=Library(path))  # not opened by the GUI thread
    qtbot.addWidget(panel)
    panel.resize(1200, 700)
    panel.show()
    return panel


def _load_while_locked(
    qtbot: QtBot, path: Path, ticks: list[int], start: Callable[[], LibraryPanel]
) -> LibraryPanel:
    """Start a load with the file locked; the loop ticks before the lock goes."""
    lock = _Lock(path)
    try:
        before = ticks[0]
        panel = start()
        assert panel.loading  # returned at once, the answer still to come
        qtbot.waitUntil(lambda: ticks[0] >= before + 3)
        assert panel.loading
    finally:
        lock.release()
    qtbot.waitUntil(lambda: not panel.loading, timeout=10_000)
    return panel


def test_opening_and_searching_return_at_once(
    qtbot: QtBot, big_library: Path, ticks: list[int]
) -> None:
    panel = _load_while_locked(qtbot, big_library, ticks, lambda: _panel(qtbot, big_library))
    assert panel.model.rowCount() == _sql_count(big_library) == GAMES
    assert f"{GAMES} games" in panel.count_label.text()
    assert panel.model.index(0, 0).data()  # the rows shown are read

    def search() -> LibraryPanel:
        panel.search_edit.setText("aki")
        panel.refresh()  # what the typing pause starts
        return panel

    _load_while_locked(qtbot, big_library, ticks, search)
    like = "WHERE names LIKE '%aki%' OR log_id LIKE '%aki%' OR origin LIKE '%aki%'"
    expected = _sql_count(big_library, like)
    assert 0 < expected < GAMES
    assert panel.model.rowCount() == expected
    assert f"{expected} games" in panel.count_label.text()
    shown = panel.model.entry_at(expected - 1)
    assert shown is not None and "aki" in shown.names_text.lower()


def test_a_newer_search_drops_the_stale_answer(
    qtbot: QtBot, big_library: Path, ticks: list[int]
) -> None:
    panel = _load_while_locked(qtbot, big_library, ticks, lambda: _panel(qtbot, big_library))
    resets: list[int] = []
    panel.model.modelReset.connect(lambda: resets.append(1))
    lock = _Lock(big_library)
    try:
        panel.search_edit.setText("aki")
        panel.refresh()
        stale = panel.query
        assert stale is not None
        stale_answers: list[object] = []
        stale.signals.listed.connect(lambda *answer: stale_answers.append(answer))
        panel.search_edit.setText("ben00")
        panel.refresh()
        assert panel.query is not stale
    finally:
        lock.release()
    qtbot.waitUntil(lambda: not panel.loading and stale.done.is_set(), timeout=10_000)
    qtbot.wait(50)  # a stale answer would be queued by now
    assert stale_answers == [] and resets == [1]
    expected = _sql_count(big_library, "WHERE names LIKE '%ben00%'")
    assert panel.model.rowCount() == expected > 0


_KEYS: dict[str, Callable[[LibraryEntry], tuple[object, ...]]] = {
    "played": lambda e: (e.played, e.game_id),
    "game": lambda e: (e.log_id if e.log_id is not None else e.origin, e.game_id),
    "rules": lambda e: (e.players, e.game_type, e.game_id),
    "players": lambda e: (e.names_text.lower(), e.game_id),  # ASCII names: NOCASE is lower()
    "hands": lambda e: (e.hands, e.game_id),
    "status": lambda e: (e.status, e.game_id),
    "source": lambda e: (e.source, e.game_id),
}


def test_sorting_by_each_column_matches_an_independent_sort(
    qtbot: QtBot, big_library: Path
) -> None:
    panel = _panel(qtbot, big_library)
    qtbot.waitUntil(lambda: not panel.loading, timeout=10_000)
    rows = sorted(random.Random(27).sample(range(GAMES), 40))  # about 40 pages read
    assert set(_KEYS) == set(LibraryModel.COLUMNS)
    for column, name in enumerate(LibraryModel.COLUMNS):
        for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
            panel.table.sortByColumn(column, order)
            assert panel.loading
            qtbot.waitUntil(lambda: not panel.loading, timeout=10_000)
            assert panel.model.rowCount() == GAMES
            sample = [panel.model.entry_at(row) for row in rows]
            keys = [_KEYS[name](entry) for entry in sample if entry is not None]
            assert len(keys) == len(rows)
            descending = order == Qt.SortOrder.DescendingOrder
            assert keys == sorted(keys, reverse=descending), (name, order)
            first = panel.model.index(rows[0], 0)
            assert panel.model.data(first, GAME_ID_ROLE) == keys[0][-1]


@pytest.fixture
def copied_library(big_library: Path, tmp_path: Path) -> Path:
    path = tmp_path / "library.sqlite3"
    shutil.copy(big_library, path)
    return path


def test_the_end_of_an_import_lists_in_the_background(
    qtbot: QtBot, copied_library: Path, tmp_path: Path
) -> None:
    database = tmp_path / "houou.db"
    build_houou_db(database, [(synthetic_id(i), xml) for i, xml in enumerate(real_logs(2))])
    panel = _panel(qtbot, copied_library)
    qtbot.waitUntil(lambda: not panel.loading, timeout=10_000)
    panel.table.selectRow(3)
    selected = panel.selected_ids()
    assert panel.import_paths([str(database)]) is not None
    qtbot.waitUntil(lambda: not panel.busy, timeout=30_000)
    assert "2 added" in panel.status.text()
    assert panel.loading  # the list comes from the worker, after this returned
    qtbot.waitUntil(lambda: not panel.loading, timeout=10_000)
    assert panel.model.rowCount() == _sql_count(copied_library) == GAMES + 2
    assert panel.selected_ids() == selected  # the selection survives the new list
