"""The Statistics tab: built lazily, counts off the GUI thread with progress, shows the core's
numbers, exports CSV, lists what the wall did and jumps to a fact's step."""

from __future__ import annotations

import csv
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.shared_data import MJLOG_DIR, mjlog_files, require
from yamaviewer.core.stats.collect import player_stats
from yamaviewer.gui import i18n
from yamaviewer.gui.main_window import MainWindow
from yamaviewer.gui.pages import STATISTICS
from yamaviewer.gui.settings import Settings
from yamaviewer.gui.stats import StatisticsPage

GAME = "2018110809gm-00b9"


@pytest.fixture
def english(qapp: QApplication) -> Iterator[None]:
    i18n.install_language(qapp, "en")
    yield
    i18n.install_language(qapp, "en")
    qapp.processEvents()


@pytest.fixture
def window(qtbot: QtBot, settings: Settings, english: None) -> MainWindow:
    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    window.resize(1280, 900)
    window.show()
    return window


def _page(window: MainWindow) -> StatisticsPage:
    assert window.pages.built(STATISTICS) is None  # not built before it is shown
    return window.pages.show_page(STATISTICS)


def _count(page: StatisticsPage, qtbot: QtBot, player: str) -> None:
    page.player_name.setText(player)
    assert page.run_button.isEnabled()
    with qtbot.waitSignal(page.finished, timeout=120_000):
        page.run()


def _cell(page: StatisticsPage, row: int, column: int) -> str:
    item = page.rates.item(row, column)
    assert item is not None
    return item.text()


@pytest.mark.slow
def test_counts_show_the_cores_numbers_and_export(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    require(MJLOG_DIR)
    page = _page(window)
    assert window.pages.tabText(window.pages.index_of(STATISTICS)) == "Statistics"
    assert not page.run_button.isEnabled()  # nothing to count yet
    files = [str(p) for p in mjlog_files()]
    page.add_paths(files)
    _count(page, qtbot, "CLS")
    expected, _ = player_stats(files, "CLS")
    assert page.stats is not None and page.stats.as_json() == expected.as_json()
    rows = {_cell(page, r, 0): r for r in range(page.rates.rowCount())}
    win = rows["Win rate"]
    assert _cell(page, win, 1) == f"{expected.rates()['win'].value:.1%}"
    assert _cell(page, win, 3) == str(expected.hands)
    assert page.yaku.rowCount() == len(expected.yaku) + len(expected.yakuman)
    assert page.trend.rowCount() == len(expected.by_month) + len(expected.by_hundred_hands())
    assert "21 games" in page.summary_label.text()
    out = tmp_path / "cls.csv"
    assert page.export_csv(out)
    lines = list(csv.reader(out.read_text(encoding="utf-8").splitlines()))
    assert ["count", "games", "21", "", "", "", ""] in lines


def test_an_unknown_player_is_one_clear_message(window: MainWindow, qtbot: QtBot) -> None:
    require(MJLOG_DIR)
    page = _page(window)
    page.add_paths([str(mjlog_files()[0])])
    _count(page, qtbot, "nobody here")
    assert page.stats is None
    assert "plays in none" in page.status.text()
    assert not page.export_button.isEnabled()


def test_wall_facts_list_and_jump_to_their_step(window: MainWindow, qtbot: QtBot) -> None:
    require(MJLOG_DIR)
    [path] = [p for p in mjlog_files() if GAME in p.name]
    page = _page(window)
    with qtbot.waitSignal(page.wallFactsReady, timeout=60_000):
        page.show_wall_facts(str(path))
    assert page.wall_facts.count() > 0
    first = page.wall_facts.item(0)
    assert first.text().startswith("Hand 2, seat 1, step 76: Tenpai on 6p 9p 4s")
    page.wall_facts.itemActivated.emit(first)
    assert window.pages.currentIndex() == 0
    assert window.navigation.hand == 1 and window.navigation.step == 76


def test_a_game_without_a_seed_says_why(window: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    require(MJLOG_DIR)
    [path] = [p for p in mjlog_files() if GAME in p.name]
    text = path.read_bytes()
    import gzip
    import re

    if text[:2] == b"\x1f\x8b":
        text = gzip.decompress(text)
    bare = tmp_path / "bare.xml"
    bare.write_bytes(re.sub(rb"<SHUFFLE[^>]*/>", b"", text))
    page = _page(window)
    with qtbot.waitSignal(page.wallFactsReady, timeout=60_000):
        page.show_wall_facts(str(bare))
    assert page.wall_facts.count() == 0
    assert "no seed" in page.wall_note.text()


@pytest.mark.slow
def test_play_or_wall_shows_the_cores_rates_and_sentences(window: MainWindow, qtbot: QtBot) -> None:
    require(MJLOG_DIR)
    page = _page(window)
    files = [str(p) for p in mjlog_files()]
    page.add_paths(files)
    _count(page, qtbot, "CLS")
    assert page.tabs.tabText(4) == "Play or wall"
    luck = page.stats.luck if page.stats is not None else None
    assert luck is not None
    rates = luck.rates()
    assert page.luck.rowCount() == len(rates)
    against = rates["wall_against"]
    cells = [page.luck.item(0, c).text() for c in range(5)]  # type: ignore[union-attr]
    assert cells[0] == "▸ Hands where the wall worked against you"
    assert cells[1] == f"{against.mine[0]:.1f} ({against.hits}/{against.hands})"
    assert cells[3].startswith(f"{against.everyone[0]:.1f} (")
    note = page.luck_note.text()
    assert note.startswith(f"{luck.hands} of your hands in {luck.games} games")
    assert "Starting hands: " in note and "(n = " in note
