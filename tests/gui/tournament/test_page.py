"""The Tournament tab: generate in the background, show, stop, print and export."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from yamaviewer.core.seating import formats
from yamaviewer.core.seating.model import Schedule
from yamaviewer.core.seating.planner import PlanRequest, plan
from yamaviewer.gui.tournament import TournamentPage
from yamaviewer.gui.tournament.pdf import page_count, write_pdf

NAMES = [
    "山田太郎",
    "佐藤花子",
    "鈴木一郎",
    "高橋美咲",
    "田中健",
    "伊藤さくら",
    "渡辺翔",
    "中村優",
    "小林大輔",
]


def _generate(qtbot: QtBot, page: TournamentPage) -> None:
    page.generate()
    qtbot.waitUntil(lambda: page.task is None, timeout=60000)


def test_generates_an_exact_design_and_shows_it(qtbot: QtBot) -> None:
    page = TournamentPage()
    qtbot.addWidget(page)
    page.players.setValue(16)
    page.rounds.setValue(5)
    _generate(qtbot, page)
    assert page.result is not None
    assert page.result.method == "design"
    assert page.schedule_table.rowCount() == 5 * 4
    assert page.itinerary.rowCount() == 16
    assert page.itinerary.columnCount() == 5
    assert not page.heat_label.pixmap().isNull()
    assert "0" in page.summary.text()
    # every player appears once per round in the shown table
    for r in range(5):
        shown = [
            page.schedule_table.item(row, c).text()
            for row in range(r * 4, r * 4 + 4)
            for c in range(2, 6)
        ]
        assert sorted(shown, key=int) == [str(p) for p in range(1, 17)]


def test_stop_keeps_a_valid_schedule(qtbot: QtBot) -> None:
    page = TournamentPage()
    qtbot.addWidget(page)
    page.players.setValue(60)
    page.rounds.setValue(8)
    page.generate()
    page.stop()
    qtbot.waitUntil(lambda: page.task is None, timeout=60000)
    assert page.result is not None
    page.result.schedule.validate()
    assert len(page.result.schedule.rounds) == 8


def test_player_list_with_japanese_names_and_exports(qtbot: QtBot, tmp_path: Path) -> None:
    names = tmp_path / "players.txt"
    names.write_text("\n".join(NAMES) + "\n", "utf-8")
    page = TournamentPage()
    qtbot.addWidget(page)
    assert page.load_player_file(names)
    page.table_size.setCurrentIndex(1)
    page.rounds.setValue(4)
    _generate(qtbot, page)
    assert page.result is not None
    assert page.result.schedule.players == 9
    shown = {
        page.schedule_table.item(row, 2).text() for row in range(page.schedule_table.rowCount())
    }
    assert shown <= set(NAMES)
    out = tmp_path / "out.csv"
    assert page.save(out)
    again = formats.load(out, NAMES)
    assert again.rounds == page.result.schedule.rounds


def test_bad_player_list_is_reported_not_raised(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bad = tmp_path / "players.txt"
    bad.write_text("a\na\n", "utf-8")
    seen: list[str] = []
    monkeypatch.setattr(
        "yamaviewer.gui.tournament.page.QMessageBox.warning", lambda *args: seen.append(args[2])
    )
    page = TournamentPage()
    qtbot.addWidget(page)
    assert not page.load_player_file(bad)
    assert seen and "twice" in seen[0]


def _pdf_pages(data: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page(?![a-z])", data))


def test_pdf_has_a_page_per_round_and_the_cards(qtbot: QtBot, tmp_path: Path) -> None:
    result = plan(PlanRequest(players=9, rounds=4, table_size=3, names=list(NAMES)))
    out = tmp_path / "seating.pdf"
    write_pdf(result.schedule, out)
    data = out.read_bytes()
    assert data.startswith(b"%PDF")
    # 4 round pages + (9 players + 4 spare cards) / 8 per page = 2 card pages
    assert page_count(result.schedule) == 6
    assert _pdf_pages(data) == 6


def test_pdf_for_numbered_players(qtbot: QtBot, tmp_path: Path) -> None:
    schedule = Schedule(8, [[(0, 1, 2, 3), (4, 5, 6, 7)]])
    out = tmp_path / "one.pdf"
    write_pdf(schedule, out, spare=0)
    assert _pdf_pages(out.read_bytes()) == 1 + 1


def test_main_window_builds_the_tab_the_first_time_it_is_shown(qtbot: QtBot, settings) -> None:  # type: ignore[no-untyped-def]
    from yamaviewer.gui.main_window import MainWindow

    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    index = window.tournament_index
    assert window.pages.tabText(index) == "Tournament"
    assert window.tournament_page.findChild(TournamentPage) is None
    window.pages.setCurrentIndex(index)
    page = window.tournament_page.findChild(TournamentPage)
    assert page is not None
    window.pages.setCurrentIndex(0)
    window.pages.setCurrentIndex(index)
    assert len(window.tournament_page.findChildren(TournamentPage)) == 1


def test_replan_on_the_day_keeps_played_rounds(qtbot: QtBot) -> None:
    page = TournamentPage()
    qtbot.addWidget(page)
    page.players.setValue(16)
    page.rounds.setValue(5)
    _generate(qtbot, page)
    assert page.result is not None
    before = page.result.schedule.rounds
    page.played.setValue(2)
    page.dropped.setText("4")
    page.late.setText("新人, 遅刻者")
    page.replan()
    qtbot.waitUntil(lambda: page.task is None, timeout=60000)
    after = page.result.schedule
    assert after.rounds[:2] == before[:2]
    assert after.players == 18
    assert after.names[-2:] == ["新人", "遅刻者"]
    for tables in after.rounds[2:]:
        seated = [p for t in tables for p in t]
        assert 3 not in seated and 16 in seated + page.result.byes[2] and len(seated) == 16
    assert page.itinerary.rowCount() == 17


def test_replan_rejects_bad_numbers(qtbot: QtBot) -> None:
    page = TournamentPage()
    qtbot.addWidget(page)
    page.players.setValue(8)
    page.rounds.setValue(2)
    _generate(qtbot, page)
    page.dropped.setText("x")
    page.replan()
    assert page.task is None and "3, 7" in page.summary.text()
    page.dropped.setText("99")
    page.replan()
    assert page.task is None and "no such player" in page.summary.text()


def test_check_a_schedule_file_then_replan_it(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "played.csv"
    path.write_text(
        "round,table,E,S,W,N\n1,1,1,2,3,4\n1,2,5,6,7,8\n2,1,1,2,3,4\n2,2,5,6,7,8\n", "utf-8"
    )
    page = TournamentPage()
    qtbot.addWidget(page)
    assert page.load_schedule(path)
    assert page.result is not None and page.result.method == "file"
    assert page.result.metrics.repeat_pairs == 12
    assert page.schedule_table.rowCount() == 4
    page.rounds.setValue(3)
    page.replan()
    qtbot.waitUntil(lambda: page.task is None, timeout=60000)
    assert len(page.result.schedule.rounds) == 3
    assert page.result.schedule.rounds[:2] == [[(0, 1, 2, 3), (4, 5, 6, 7)]] * 2
    bad = tmp_path / "bad.csv"
    bad.write_text("1,1,1\n", "utf-8")
    seen: list[str] = []
    import yamaviewer.gui.tournament.page as module

    original = module.QMessageBox.warning
    module.QMessageBox.warning = lambda *args: seen.append(args[2])  # type: ignore[assignment]
    try:
        assert not page.load_schedule(bad)
    finally:
        module.QMessageBox.warning = original  # type: ignore[method-assign]
    assert seen and "expected round" in seen[0]


@pytest.mark.slow
def test_fixed_tables_from_the_form(qtbot: QtBot) -> None:
    page = TournamentPage()
    qtbot.addWidget(page)
    page.players.setValue(20)
    page.rounds.setValue(4)
    page.fixed_tables.setText("3:1, 12:4")
    _generate(qtbot, page)
    assert page.result is not None
    for tables in page.result.schedule.rounds:
        assert 2 in tables[0] and 11 in tables[3]


def test_fixed_tables_typo_is_said_not_raised(qtbot: QtBot) -> None:
    page = TournamentPage()
    qtbot.addWidget(page)
    page.players.setValue(20)
    page.fixed_tables.setText("3:9")  # 20 players sit at 5 tables
    page.generate()
    assert page.task is None and page.result is None
    assert "table 9" in page.summary.text()


def test_planner_refusals_are_worded_in_japanese(qtbot: QtBot, qapp: QApplication) -> None:
    """The core's sentence comes through in the interface language, its numbers kept."""
    from yamaviewer.gui import i18n

    i18n.install_language(qapp, "ja")
    try:
        page = TournamentPage()
        qtbot.addWidget(page)
        page.players.setValue(20)
        page.fixed_tables.setText("3:9")
        page.generate()
        assert page.summary.text() == "9卓はありません（1回戦は5卓です）"
    finally:
        i18n.install_language(qapp, "en")
