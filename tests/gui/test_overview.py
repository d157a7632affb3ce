"""The game overview and score chart: the log's own numbers, and a click jumps to the result."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from tests.core.replay.test_overview import _sc_by_hand
from tests.shared_data import MJLOG_DIR, mjlog_files, require
from yamaviewer.core.replay.document import load_document
from yamaviewer.core.replay.presentation import OpenGame
from yamaviewer.gui.main_window import MainWindow
from yamaviewer.gui.overview import OverviewDialog, OverviewTable, ScoreChart, short_hand_label
from yamaviewer.gui.settings import Settings

#: A full hanchan of 12 hands with a double ron (East 1) and a mangan ron (East 2, 3 honba).
HANCHAN = "Riichi-Mahjong-Statistics-Seminar__tenhou-paifu-to-json__samples__kakan.xml"


def _game(path: Path) -> OpenGame:
    return OpenGame(load_document(path), path.name, "file", path=path)


@pytest.fixture
def window(qtbot: QtBot, settings: Settings) -> MainWindow:
    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.open_game(_game(require(MJLOG_DIR / HANCHAN)))
    return window


def _text(table: OverviewTable, row: int, column: int) -> str:
    item = table.item(row, column)
    assert item is not None
    return item.text()


def _dialog(window: MainWindow) -> OverviewDialog:
    window.overview_action.trigger()
    dialog = window.findChild(OverviewDialog)
    assert dialog is not None and dialog.isVisible()
    return dialog


@pytest.mark.slow
def test_every_cell_of_every_shared_log_says_what_sc_paid(qtbot: QtBot) -> None:
    require(MJLOG_DIR)
    table = OverviewTable()
    qtbot.addWidget(table)
    for path in mjlog_files():
        table.set_game(_game(path))
        hands = _sc_by_hand(path)
        assert table.rowCount() == len(hands)
        players = table.columnCount() - OverviewTable.FIXED
        for row, (ten, scs) in enumerate(hands):
            for seat in range(players):
                start = ten[seat] * 100
                end = start
                if scs:
                    end = (scs[0][2 * seat] + sum(sc[2 * seat + 1] for sc in scs)) * 100
                score, change = _text(table, row, OverviewTable.FIXED + seat).split("\n")
                assert score == f"{end:,}", (path.name, row, seat)
                assert change == (f"{end - start:+,}" if end != start else "±0")


def test_a_double_ron_lists_both_wins(window: MainWindow) -> None:
    table = _dialog(window).table
    assert _text(table, 0, 1) == "Ron\nRon"
    assert _text(table, 0, 4) == "30 fu 3 han · 3,900\n30 fu 2 han · 2,900"
    assert _text(table, 3, 4) == "40 fu 4 han · Mangan · 8,000"
    assert _text(table, 3, 0).startswith("East 2, 3 honba")


def test_a_click_on_a_row_jumps_to_that_hands_result(window: MainWindow, qtbot: QtBot) -> None:
    dialog = _dialog(window)
    table = dialog.table
    rect = table.visualRect(table.model().index(6, 2))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())  # type: ignore[no-untyped-call]
    navigation = window.navigation
    assert navigation.hand == 6
    events = navigation.scene.hand.events if navigation.scene else []
    assert events[navigation.step - 1].result is not None
    assert window.result_panel.isVisible() and window.result_panel.summaries
    window.set_hand(2)
    assert table.currentRow() == 2 and dialog.chart.current == 2


def test_the_chart_draws_every_seat_and_a_click_picks_the_nearest_hand(
    window: MainWindow, qtbot: QtBot
) -> None:
    chart = _dialog(window).chart
    chart.resize(800, 400)
    overview = chart.overview
    assert overview is not None and len(overview.rows) == 12
    assert [len(overview.series(seat)) for seat in range(4)] == [13] * 4
    low, high = chart.value_range()
    assert low <= min(min(overview.series(s)) for s in range(4))
    assert high >= max(max(overview.series(s)) for s in range(4))
    x = chart.point(5, 0).x()  # the point after hand 4 (index 0 is the first deal)
    assert chart.hand_at(x) == 4 and chart.hand_at(chart.plot().left()) is None
    qtbot.mouseClick(chart, Qt.MouseButton.LeftButton, pos=QPoint(round(x), 100))  # type: ignore[no-untyped-call]
    assert window.navigation.hand == 4
    assert short_hand_label(overview.rows[3]) == "E2-3"
    assert not chart.grab().isNull()


def test_the_hand_list_shows_points_and_offers_the_overview(window: MainWindow) -> None:
    from yamaviewer.gui.hand_list import PointsRole

    model = window.hand_list.hand_model
    assert model.index(0, 0).data(PointsRole) == "3,900 + 2,900"
    assert model.index(1, 0).data(PointsRole) == ""
    seen: list[bool] = []
    window.hand_list.overviewRequested.connect(lambda: seen.append(True))
    window.hand_list.overviewRequested.emit()
    assert seen and window.findChild(OverviewDialog) is not None
    assert window.overview_action in window.view_menu.actions()


def test_a_narrow_hand_list_never_scrolls_sideways(window: MainWindow, qtbot: QtBot) -> None:
    window.hand_dock.setFloating(True)
    window.hand_dock.resize(130, 500)
    qtbot.wait(10)
    assert window.hand_list.horizontalScrollBar().maximum() == 0
    rect = window.hand_list.visualRect(window.hand_list.hand_model.index(0, 0))
    assert rect.right() <= window.hand_list.viewport().width()


def test_no_game_draws_a_note(qtbot: QtBot) -> None:
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.set_game(None)
    assert chart.hand_at(50) is None and not chart.grab().isNull()
