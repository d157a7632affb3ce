"""File > Export, Edit's copies and the table's context menu, on a real log."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PIL import Image
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from tests.shared_data import mjlog_files
from yamaviewer.core.formats.mjai import game_to_mjai, parse_mjai_bytes
from yamaviewer.core.formats.tenhou6 import parse_tenhou6_bytes
from yamaviewer.core.formats.tenhou6_write import TENHOU6_URL
from yamaviewer.core.identity import play_key
from yamaviewer.core.record import EventKind
from yamaviewer.core.tiles import is_red, parse_mpsz_codes
from yamaviewer.gui import share
from yamaviewer.gui.library import store
from yamaviewer.gui.main_window import MainWindow
from yamaviewer.gui.settings import Settings


@pytest.fixture
def window(qtbot: QtBot, settings: Settings) -> MainWindow:
    files = [f for f in mjlog_files() if "2011020415gm" in f.name] or mjlog_files()
    if not files:
        pytest.skip("shared logs not checked out")
    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    window.resize(1280, 860)
    assert window.open_path(files[0])
    return window


def test_menus_and_the_tables_context_menu_hold_the_commands(window: MainWindow) -> None:
    export = [a.text() for a in window.export_menu.actions() if not a.isSeparator()]
    assert export == [
        "as &mjai…",
        "as &tenhou.net/6 JSON…",
        "&NAGA URLs…",
        "This Position as a &What-to-Discard Problem…",
    ]
    assert window.edit_menu.actions() == [window.copy_mpsz_action, window.copy_tenhou2_action]
    assert window.copy_mpsz_action in window.table.actions()
    assert window.export_problem_action in window.table.actions()


def test_copy_the_hand_as_mpsz_and_as_a_tenhou2_link(window: MainWindow) -> None:
    replay = window.game.document.replay(0)  # type: ignore[union-attr]
    step = next(i for i, e in enumerate(replay.hand.events, 1) if e.kind is EventKind.DRAW)
    window.set_step(step)
    seat = replay.hand.events[step - 1].seat
    held = replay.state(step).seats[seat]
    tiles = (*held.concealed, held.drawn)
    red = window.game.document.game.red_fives  # type: ignore[union-attr]
    window.copy_mpsz_action.trigger()
    text = QGuiApplication.clipboard().text()
    assert sorted(parse_mpsz_codes(text)) == sorted((t // 4, red and is_red(t)) for t in tiles)
    window.copy_tenhou2_action.trigger()
    link = QGuiApplication.clipboard().text()
    assert link.startswith("https://tenhou.net/2/?q=")
    assert sorted(k for k, _ in parse_mpsz_codes(link.split("q=")[1])) == sorted(
        t // 4 for t in tiles
    )


def test_exports_write_what_the_readers_read_back(window: MainWindow, tmp_path: Path) -> None:
    game = window.game.document.game  # type: ignore[union-attr]
    assert share.export_mjai(window, tmp_path / "game.jsonl")
    lines = (tmp_path / "game.jsonl").read_text(encoding="utf-8").splitlines()
    assert [json.loads(line) for line in lines] == game_to_mjai(game)
    assert play_key(parse_mjai_bytes((tmp_path / "game.jsonl").read_bytes())) == play_key(game)
    assert share.export_tenhou6(window, tmp_path / "game.json")
    back = parse_tenhou6_bytes((tmp_path / "game.json").read_bytes())
    assert len(back.hands) == len(game.hands)
    assert share.export_naga(window, tmp_path / "naga.txt")
    urls = (tmp_path / "naga.txt").read_text(encoding="utf-8").splitlines()
    assert len(urls) == len(game.hands) and all(u.startswith(TENHOU6_URL) for u in urls)
    for url, hand in zip(urls, game.hands):
        (one,) = parse_tenhou6_bytes(url.removeprefix(TENHOU6_URL).encode()).hands
        assert one.haipai and sorted(t // 4 for t in one.haipai[0]) == sorted(
            t // 4 for t in hand.haipai[0]
        )


def test_a_position_exported_as_a_problem(window: MainWindow, tmp_path: Path) -> None:
    window.set_step(5)
    position = share.current_position(window)
    assert position is not None
    assert share.export_problem(window, tmp_path / "problem.png")
    with Image.open(tmp_path / "problem.png") as image:
        assert image.width > 14 * 30 and image.height > 100
    text = QGuiApplication.clipboard().text().splitlines()
    assert text == [share.problem_caption(position), position.mpsz]
    assert "turn" in text[0] and "dora indicator" in text[0]


def test_a_mortal_report_opens_on_the_librarys_seeded_copy(
    qtbot: QtBot, settings: Settings, tmp_path: Path
) -> None:
    files = [f for f in mjlog_files() if "2011020415gm" in f.name] or mjlog_files()
    if not files:
        pytest.skip("shared logs not checked out")
    library = store.use_library(tmp_path / "library.sqlite")
    assert library is not None
    try:
        library.import_sources([files[0]])
        from yamaviewer.core.formats.mjlog import read_mjlog

        game = read_mjlog(files[0])
        report = {
            "engine": "Mortal",
            "player_id": 0,
            "review": {"total_reviewed": 0, "total_matches": 0, "kyokus": []},
            "mjai_log": game_to_mjai(game),
        }
        path = tmp_path / "report.json"
        path.write_text(json.dumps(report, ensure_ascii=False), encoding="utf-8")
        window = MainWindow(settings, restore=False)
        qtbot.addWidget(window)
        assert window.open_path(path)
        document = window.game.document  # type: ignore[union-attr]
        assert document.has_seed and document.format == "mjlog"  # the verified replay
        assert document.review is not None and document.review.library_copy
        assert play_key(document.game) == play_key(game)
        window.review_panel.refresh()
        assert "On the Library's copy of this game" in window.review_panel.report.toPlainText()
    finally:
        store.use_library(None)
