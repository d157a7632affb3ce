"""The stats page's every-mode section, from a history built here, in both languages."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from yamaviewer.core.chinitsu import PositionRecord, RunRecord, TrainerSession
from yamaviewer.core.chinitsu.history.store import HistoryStore
from yamaviewer.gui.i18n import current_language, install_language
from yamaviewer.gui.trainer.mode_stats_section import ModeStatsSection, count_modes
from yamaviewer.gui.trainer.stats_page import StatsPage


def _history() -> HistoryStore:
    store = HistoryStore(memory_only=True)
    for n, ok in enumerate([True, True, False, True, True, True, False, True]):
        store.add(PositionRecord(100.0 + n, f"safe:{n}", ok))  # 6 of 8, longest run 3
    store.add(PositionRecord(200.0, "open:249249:chi1", False))
    store.add(RunRecord(300.0, "2026-11-27", "survival", "expert", 7, 8))
    return store


def test_built_empty_then_filled(qtbot: QtBot) -> None:
    section = ModeStatsSection(_history())
    qtbot.addWidget(section)
    assert section.counts is None  # nothing read from the history on the GUI thread
    assert section.rows["safe"][1].text() == "counting…"
    section.show_counts(count_modes(section.history))
    assert section.rows["safe"][1].text() == "6 of 8 right (75%) · best streak 3"


def test_each_mode_line_and_bests(qtbot: QtBot) -> None:
    section = ModeStatsSection(_history())
    qtbot.addWidget(section)
    section.refresh()
    assert section.rows["safe"][1].text() == "6 of 8 right (75%) · best streak 3"
    assert section.rows["open"][1].text() == "0 of 1 right (0%)"
    assert section.rows["ron"][1].text() == "not played yet"
    assert section.rows["open"][0].text() == "<b>Open hand</b>"
    assert "Survival, Expert: 7" in section.bests_label.text()
    app = QApplication.instance()
    previous = current_language()
    assert install_language(app, "ja")
    try:
        section.refresh()
        assert section.rows["safe"][1].text() == "8問中 6問正解（75%） · 最高連続正解 3"
        assert section.rows["ron"][1].text() == "未プレイ"
    finally:
        install_language(app, previous)


def test_hosted_by_the_stats_page(qtbot: QtBot) -> None:
    store = _history()
    page = StatsPage(TrainerSession("beginner", history=store))
    qtbot.addWidget(page)
    store.add(PositionRecord(400.0, "ron:1", True))
    page.refresh(force=True)
    assert page.modes_section.rows["ron"][1].text() == "1 of 1 right (100%) · best streak 1"


def test_counted_in_the_page_worker(qtbot: QtBot) -> None:
    store = _history()
    page = StatsPage(TrainerSession("beginner", history=store))
    qtbot.addWidget(page)
    page.background_above = 0  # as if the history were long
    page.show()
    assert page.modes_section.rows["safe"][1].text() in (
        "counting…",
        "6 of 8 right (75%) · best streak 3",
    )
    qtbot.waitUntil(lambda: page.modes_section.counts is not None, timeout=10_000)
    assert page.modes_section.rows["safe"][1].text() == "6 of 8 right (75%) · best streak 3"
    assert page.modes_section.rows["open"][1].text() == "0 of 1 right (0%)"
    assert "Survival, Expert: 7" in page.modes_section.bests_label.text()
