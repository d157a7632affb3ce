"""The Library page (filter, open, verify the selection, export) and opening by Tenhou link."""

from __future__ import annotations

import gzip
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QUrl
from pytestqt.qtbot import QtBot

from tests.gui.drag_drop import drop_urls
from tests.log_sources import NOT_FOUND, LogServer, build_houou_db, real_logs, synthetic_id
from tests.shared_data import MJLOG_DIR, require
from yamaviewer.core.library.filters import LibraryFilter
from yamaviewer.core.library.schema import LibraryError
from yamaviewer.core.library.store import Library
from yamaviewer.gui.library import store
from yamaviewer.gui.library.open_url import OpenUrlDialog
from yamaviewer.gui.library.panel import LibraryPanel
from yamaviewer.gui.main_window import MainWindow
from yamaviewer.gui.settings import Settings

GAMES = 20


@pytest.fixture
def library_file(tmp_path: Path) -> Iterator[Path]:
    """A library of 20 real games imported from a houou-logs database built here."""
    database = tmp_path / "houou.db"
    build_houou_db(database, [(synthetic_id(i), xml) for i, xml in enumerate(real_logs(GAMES))])
    path = tmp_path / "library.sqlite3"
    with Library(path) as library:
        assert library.import_sources([database]).added == GAMES
    store.use_library(path)
    yield path
    store.use_library(None)


@pytest.fixture
def window(qtbot: QtBot, settings: Settings, library_file: Path) -> MainWindow:
    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.open_demo()
    return window


def _ids(panel: LibraryPanel) -> set[int]:
    return {entry.game_id for entry in panel.model.entries}


def _listed(window: MainWindow, qtbot: QtBot) -> LibraryPanel:
    """The Library page once its list came from the worker (opening returns at once)."""
    panel = window.show_library()
    qtbot.waitUntil(lambda: not panel.loading)
    return panel


def test_filters_narrow_the_list(window: MainWindow, qtbot: QtBot, library_file: Path) -> None:
    panel = _listed(window, qtbot)
    assert panel.model.rowCount() == GAMES
    with Library(library_file) as library:
        everything = library.entries()
    name = everything[0].names[2]
    expected = {e.game_id for e in everything if name in e.names}
    panel.player_edit.setText(name)
    qtbot.waitUntil(lambda: _ids(panel) == expected)
    assert 0 < len(expected) < GAMES
    panel.player_edit.clear()
    qtbot.waitUntil(lambda: panel.model.rowCount() == GAMES)
    panel.players_combo.setCurrentIndex(2)  # 3 players
    three = {e.game_id for e in everything if e.players == 3}
    qtbot.waitUntil(lambda: _ids(panel) == three)
    panel.players_combo.setCurrentIndex(0)
    word = everything[3].log_id or ""
    panel.search_edit.setText(word[-8:])
    qtbot.waitUntil(lambda: _ids(panel) == {everything[3].game_id})
    panel.search_edit.clear()
    day = everything[5].played[:10]
    y, m, d = (int(v) for v in day.split("-"))
    from PySide6.QtCore import QDate

    panel.from_edit.setDate(QDate(y, m, d))
    panel.to_edit.setDate(QDate(y, m, d))
    on_day = {e.game_id for e in everything if e.played.startswith(day)}
    qtbot.waitUntil(lambda: _ids(panel) == on_day)
    assert "games" in panel.count_label.text()


def test_double_click_opens_the_game(window: MainWindow, qtbot: QtBot) -> None:
    panel = _listed(window, qtbot)
    index = panel.model.index(0, 1)
    entry_id = int(panel.model.data(index, Qt.ItemDataRole.UserRole + 2))
    panel.table.doubleClicked.emit(index)
    assert window.pages.currentIndex() == 0
    assert window.game is not None and window.game.source == "library"
    with Library(store.library_path()) as library:
        entry = library.entry(entry_id)
        assert entry is not None
        assert window.game.title == entry.title and window.game.hand_count == entry.hands


def test_verify_the_selection_on_every_core(window: MainWindow, qtbot: QtBot) -> None:
    panel = _listed(window, qtbot)
    panel.table.selectAll()
    assert len(panel.selected_ids()) == GAMES
    task = panel.verify_selection()
    assert task is not None and panel.busy and panel.progress.isVisible()
    qtbot.waitUntil(lambda: not panel.busy and not panel.loading, timeout=60_000)
    assert {e.status for e in panel.model.entries} == {"verified"}
    with Library(store.library_path()) as library:
        assert library.count(LibraryFilter(status="verified")) == GAMES
    assert f"{GAMES} of {GAMES}" in panel.status.text()


def test_verify_can_be_cancelled(window: MainWindow, qtbot: QtBot) -> None:
    panel = _listed(window, qtbot)
    panel.table.selectAll()
    panel.verify_selection()
    panel.cancel_task()
    qtbot.waitUntil(lambda: not panel.busy, timeout=60_000)
    with Library(store.library_path()) as library:
        done = library.count(LibraryFilter(status="verified"))
    assert done < GAMES or "Cancelled" in panel.status.text()


def test_export_the_selection(window: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    from yamaviewer.core.formats.mjlog import read_mjlog
    from yamaviewer.core.formats.tenhou6 import read_tenhou6

    panel = _listed(window, qtbot)
    panel.table.selectRow(0)
    ids = panel.selected_ids()
    out = tmp_path / "out"
    out.mkdir()
    panel.export_selection(out, "mjlog")
    qtbot.waitUntil(lambda: not panel.busy)
    panel.export_selection(out, "tenhou6")
    qtbot.waitUntil(lambda: not panel.busy)
    mjlogs, jsons = list(out.glob("*.mjlog")), list(out.glob("*.json"))
    assert len(mjlogs) == len(jsons) == len(ids) == 1
    with Library(store.library_path()) as library:
        entry = library.entry(ids[0])
        assert entry is not None
        assert len(read_mjlog(mjlogs[0]).hands) == entry.hands
        assert len(read_tenhou6(jsons[0]).hands) == entry.hands
    assert gzip.decompress(mjlogs[0].read_bytes()).startswith(b"<mjloggm")


def _games(path: Path) -> list[tuple[object, ...]]:
    """Every kept fact of every game, its log and its players, in id order."""
    with sqlite3.connect(path) as connection:
        rows = connection.execute(
            "SELECT id, key, log_id, played, source, origin, format, players, names, scores, "
            "hands, has_seed, status, log, "
            "(SELECT group_concat(seat || ':' || name, ',') FROM players WHERE game = id) "
            "FROM games JOIN logs ON logs.game = games.id ORDER BY id"
        ).fetchall()
    connection.close()
    return rows


def _empty_panel(qtbot: QtBot, path: Path) -> LibraryPanel:
    panel = LibraryPanel(library=Library(path))
    qtbot.addWidget(panel)
    panel.show()
    qtbot.waitUntil(lambda: not panel.loading)
    return panel


def test_import_runs_apart_and_keeps_what_an_import_here_keeps(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The page imports in a child process: the library ends as an import in this process
    leaves it, the bar moves, the summary counts and the list shows every game."""
    database = tmp_path / "houou.db"
    build_houou_db(database, [(synthetic_id(i), xml) for i, xml in enumerate(real_logs(GAMES))])
    specs = [str(database), str(require(MJLOG_DIR))]
    with Library(tmp_path / "here.sqlite3") as library:
        expected = library.import_sources(specs)
    panel = _empty_panel(qtbot, tmp_path / "there.sqlite3")
    task = panel.import_paths(specs)
    assert task is not None and panel.busy and panel.progress.isVisible()
    bar: list[tuple[int, int]] = []
    task.signals.progress.connect(lambda done, total, _label: bar.append((done, total)))
    qtbot.waitUntil(lambda: not panel.busy and not panel.loading, timeout=120_000)
    assert _games(tmp_path / "there.sqlite3") == _games(tmp_path / "here.sqlite3")
    summary = f"{expected.added} added, {expected.already} already in the library"
    assert summary in panel.status.text() and f"{expected.failed} unusable" in panel.status.text()
    assert panel.model.rowCount() == expected.added and not panel.progress.isVisible()
    assert bar and bar[-1][0] == bar[-1][1] == expected.added + expected.already + expected.failed


def test_an_import_cancelled_at_once_adds_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    panel = _empty_panel(qtbot, tmp_path / "lib.sqlite3")
    assert panel.import_paths([str(require(MJLOG_DIR))]) is not None
    panel.cancel_task()
    qtbot.waitUntil(lambda: not panel.busy and not panel.loading, timeout=60_000)
    assert "Cancelled." in panel.status.text() and "0 added" in panel.status.text()
    assert panel.model.rowCount() == 0


@pytest.mark.slow
def test_a_failed_import_is_one_clear_message(qtbot: QtBot, tmp_path: Path) -> None:
    """The child's error (here: another program holds the library) is the page's one line."""
    path = tmp_path / "lib.sqlite3"
    panel = _empty_panel(qtbot, path)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    with pytest.raises(LibraryError) as locked:
        Library(path, timeout=0.1).count()
    assert panel.import_paths([str(require(MJLOG_DIR))]) is not None
    qtbot.waitUntil(lambda: not panel.busy, timeout=60_000)
    holder.execute("ROLLBACK")
    holder.close()
    qtbot.waitUntil(lambda: not panel.loading, timeout=60_000)
    assert panel.status.kind == "error"
    assert panel.status.text().count("✗") == 1 and str(locked.value) in panel.status.text()
    assert Library(path).count() == 0


@pytest.fixture
def server(monkeypatch: pytest.MonkeyPatch) -> Iterator[LogServer]:
    running = LogServer({synthetic_id(500): real_logs(2)[1]})
    monkeypatch.setenv("YAMAVIEWER_TENHOU_LOG_URL", running.prefix)
    monkeypatch.setenv("YAMAVIEWER_TENHOU_TIMEOUT", "5")
    yield running
    running.stop()


def test_open_url_fetches_keeps_and_shows_the_seat(
    window: MainWindow, qtbot: QtBot, server: LogServer
) -> None:
    link = f"https://tenhou.net/0/?log={synthetic_id(500)}&tw=2"
    assert window.open_url(link)
    qtbot.waitUntil(lambda: window.game is not None and window.game.source == "url")
    assert window.game is not None and window.game.title == synthetic_id(500)
    assert window.seat_actions[3].isChecked()  # tw=2 -> seat 3's view
    assert len(server.requests) == 1
    with Library(store.library_path()) as library:
        assert library.stored_log(synthetic_id(500)) is not None
    window.open_demo()
    assert window.open_url(synthetic_id(500))  # from the library now: no new request
    qtbot.waitUntil(lambda: window.game is not None and window.game.source == "url")
    assert len(server.requests) == 1


def test_open_url_failure_is_one_dialog(
    window: MainWindow, qtbot: QtBot, server: LogServer
) -> None:
    before = window.game
    assert window.open_url(NOT_FOUND)
    qtbot.waitUntil(lambda: window.last_error is not None and window.last_error.isVisible())
    assert window.last_error is not None and "404" in window.last_error.text()
    assert window.game is before
    window.last_error.close()
    assert not window.open_url("https://example.com/?log=nothing")
    assert window.last_error is not None and "tenhou.net" in window.last_error.text()
    window.last_error.close()


def test_the_dialog_checks_what_is_pasted(
    window: MainWindow, qtbot: QtBot, server: LogServer
) -> None:
    window.open_url_action.trigger()
    dialog = window.current_dialog
    assert isinstance(dialog, OpenUrlDialog)
    dialog.line.setText("not a link")
    assert dialog.status.kind == "error"
    dialog.line.setText(f"tenhou.net/0/?log={synthetic_id(500)}&tw=1")
    assert dialog.status.kind == "ok" and "seat 2" in dialog.status.text()
    dialog.accept()
    qtbot.waitUntil(lambda: window.game is not None and window.game.source == "url")
    assert window.seat_actions[2].isChecked()


def test_dropping_a_link_opens_the_game(
    window: MainWindow, qtbot: QtBot, server: LogServer
) -> None:
    assert drop_urls(window, [QUrl(f"https://tenhou.net/3/?log={synthetic_id(500)}")])
    qtbot.waitUntil(lambda: window.game is not None and window.game.title == synthetic_id(500))


@pytest.mark.slow
def test_a_damaged_library_never_takes_the_viewer_down(
    qtbot: QtBot, settings: Settings, tmp_path: Path
) -> None:
    import sqlite3

    path = tmp_path / "locked.sqlite3"
    Library(path).count()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        store.use_library(None)
        assert store.use_library(path) is None and "locked" in (store.last_problem or "")
        window = MainWindow(settings, restore=False)
        qtbot.addWidget(window)
        window.show()
        panel = window.show_library()
        qtbot.waitUntil(lambda: not panel.loading, timeout=10_000)
        assert panel.model.rowCount() == 0 and "locked" in panel.status.text()
        window.show_viewer()
        window.open_demo()
        assert window.game is not None
    finally:
        holder.execute("ROLLBACK")
        holder.close()
        store.use_library(None)


def test_the_command_line_takes_links_and_ids(tmp_path: Path) -> None:
    from yamaviewer.gui.app import _is_link, parse_args

    link = f"https://tenhou.net/0/?log={synthetic_id(500)}&tw=2"
    assert parse_args([link]).file == link
    assert _is_link(link) and _is_link(synthetic_id(500))
    assert not _is_link("game.mjlog")
    named = tmp_path / synthetic_id(500)
    named.write_text("a file of that name")
    assert not _is_link(str(named))  # an existing file still wins
