"""A game opened in the viewer is kept in the library with the viewer's verdict on it."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.shared_data import mjlog_files
from yamaviewer.cli import main
from yamaviewer.core.library.sources import FILE, GameItem
from yamaviewer.core.library.store import Library
from yamaviewer.core.verification.tenhou import verify_file
from yamaviewer.gui.library import store
from yamaviewer.gui.main_window import MainWindow
from yamaviewer.gui.settings import Settings


@pytest.fixture
def library_file(tmp_path: Path) -> Iterator[Path]:
    path = tmp_path / "library.sqlite3"
    store.use_library(path)
    yield path
    store.use_library(None)


@pytest.fixture
def window(qtbot: QtBot, settings: Settings, library_file: Path) -> MainWindow:
    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    return window


def _shared_log() -> Path:
    logs = mjlog_files()
    if not logs:
        pytest.skip("shared Tenhou logs not found (../shared/data is not beside the repo)")
    return logs[0]


def _listed(library_file: Path, capsys: pytest.CaptureFixture[str]) -> list[dict[str, object]]:
    capsys.readouterr()
    assert main(["library", "--library", str(library_file), "list", "--json"]) == 0
    listed: list[dict[str, object]] = json.loads(capsys.readouterr().out)
    return listed


def test_a_game_opened_in_the_viewer_is_listed_verified(
    window: MainWindow, library_file: Path, capsys: pytest.CaptureFixture[str], qtbot: QtBot
) -> None:
    log = _shared_log()
    expected = verify_file(log).status  # what `verify` says of it
    assert expected == "verified"
    panel = window.show_library()  # already built: the row must appear when the game opens
    qtbot.waitUntil(lambda: not panel.loading)
    assert panel.model.rowCount() == 0
    assert window.open_path(log)
    qtbot.waitUntil(lambda: panel.model.rowCount() == 1)
    assert [entry.status for entry in panel.model.entries] == [expected]
    column = panel.model.COLUMNS.index("status")
    assert panel.model.index(0, column).data() == panel.status_text(expected)
    assert [entry["status"] for entry in _listed(library_file, capsys)] == [expected]


def test_a_game_opened_from_the_library_gets_its_status(
    window: MainWindow, library_file: Path, capsys: pytest.CaptureFixture[str], qtbot: QtBot
) -> None:
    log = _shared_log()
    with Library(library_file) as library:
        game_id, added = library.add_item(GameItem(str(log), FILE, origin=str(log)))
    assert added
    assert [entry["status"] for entry in _listed(library_file, capsys)] == ["unverified"]
    panel = window.show_library()
    qtbot.waitUntil(lambda: not panel.loading)
    assert panel.open_game_id(game_id)
    assert window.game is not None and window.game.document.verdict is not None
    status = window.game.document.verdict.status
    assert status == verify_file(log).status == "verified"
    assert [entry.status for entry in panel.model.entries] == [status]
    assert [entry["status"] for entry in _listed(library_file, capsys)] == [status]


def test_remember_file_keeps_the_status_it_is_given(library_file: Path) -> None:
    log = _shared_log()
    assert store.remember_file(log, "mismatch")
    with Library(library_file) as library:
        assert [entry.status for entry in library.entries()] == ["mismatch"]
    assert store.remember_file(log)  # opened again without a verdict: the status stays
    with Library(library_file) as library:
        assert [entry.status for entry in library.entries()] == ["mismatch"]
