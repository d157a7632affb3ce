"""The Fairness tab: built lazily at index 3, report with progress/cancel, exports, shuffle lab."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from PIL import Image
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.log_sources import build_houou_db, real_logs, synthetic_id
from tests.shared_data import MJLOG_DIR, require
from yamaviewer.core.fairness.report import build_report
from yamaviewer.core.library.store import Library
from yamaviewer.gui import i18n
from yamaviewer.gui.fairness import FairnessPanel
from yamaviewer.gui.fairness.panel import ReportPage
from yamaviewer.gui.library import store
from yamaviewer.gui.main_window import MainWindow
from yamaviewer.gui.settings import Settings


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


def _open(window: MainWindow) -> FairnessPanel:
    assert window.fairness_panel is None  # not built before it is shown
    window.pages.setCurrentIndex(3)
    assert window.fairness_panel is not None
    return window.fairness_panel


def _run(page: ReportPage, qtbot: QtBot) -> None:
    with qtbot.waitSignal(page.finished, timeout=120_000):
        page.run()


def test_tab_is_built_lazily_at_index_three(window: MainWindow) -> None:
    assert window.pages.tabText(3) == "Fairness"
    panel = _open(window)
    assert window.pages.widget(3).isAncestorOf(panel)
    assert panel.tabs.count() == 2


def test_report_runs_and_exports(window: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    folder = require(MJLOG_DIR)
    page = _open(window).report_page
    assert not page.run_button.isEnabled()
    page.add_paths([str(folder)])
    _run(page, qtbot)
    assert page.report is not None
    expected = build_report([folder])
    assert page.report.games == expected.games
    assert page.report.duplicates_dropped == expected.duplicates_dropped
    assert f"{expected.games} distinct games" in page.verdict.text()
    pixmap = page.chart.pixmap()
    assert not pixmap.isNull() and pixmap.width() > 600
    assert page.progress.value() == page.progress.maximum()
    png, csv = tmp_path / "plot.png", tmp_path / "counts.csv"
    assert page.export_png(png)
    assert page.export_csv(csv)
    with Image.open(png) as image:
        assert image.size == (pixmap.width(), pixmap.height())
    assert "duplicates_dropped" in csv.read_text(encoding="utf-8")


def test_cancel_leaves_no_report(window: MainWindow, qtbot: QtBot) -> None:
    folder = require(MJLOG_DIR)
    page = _open(window).report_page
    page.add_paths([str(folder)])
    with qtbot.waitSignal(page.finished, timeout=120_000):
        page.run()
        assert page.cancel_button.isEnabled()
        page.cancel()
    assert page.report is None
    assert page.run_button.isEnabled()
    assert not page.export_png_button.isEnabled()


def test_closing_the_window_stops_a_running_report(window: MainWindow, qtbot: QtBot) -> None:
    page = _open(window).report_page
    page.add_paths([str(require(MJLOG_DIR))])
    page.run()
    task = page.task
    assert task is not None and not task.done.is_set()
    window.close()
    assert task.cancelled and task.done.is_set()  # no thread left working after the window
    qtbot.waitUntil(lambda: page.task is None, timeout=10_000)


def test_unusable_input_shows_an_inline_error(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    (tmp_path / "junk.mjlog").write_text("not a log")
    page = _open(window).report_page
    page.add_paths([str(tmp_path)])
    _run(page, qtbot)
    assert page.report is None
    assert page.status.kind == "error"


def test_skipped_games_are_listed_with_their_reasons(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    from tests.core.fairness.test_report_skipped import IMPOSSIBLE, corpus_with_odd_games

    folder, odd = corpus_with_odd_games(tmp_path / "games", good=4)
    page = _open(window).report_page
    page.add_paths([str(folder)])
    _run(page, qtbot)
    assert page.report is not None and page.report.games > 0
    assert page.status.kind != "error"
    assert page.skipped.isVisible() and page.skipped_label.isVisible()
    listed = [page.skipped.item(row).text() for row in range(page.skipped.count())]
    assert listed[0] == f"{odd[0]}: {IMPOSSIBLE}"
    assert listed[1].startswith(f"{odd[1]}: ")
    assert len(listed) == 2


@contextmanager
def _library_of(tmp_path: Path, games: int) -> Iterator[None]:
    """The GUI's library: ``games`` real logs imported from a houou-logs database."""
    database = tmp_path / "houou.db"
    build_houou_db(database, [(synthetic_id(i), xml) for i, xml in enumerate(real_logs(games))])
    path = tmp_path / "library.sqlite3"
    with Library(path) as library:
        library.import_sources([database])
    store.use_library(path)
    try:
        yield
    finally:
        store.use_library(None)


def test_library_selection_is_a_source(window: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    with _library_of(tmp_path, 6):
        library_panel = window.show_library()
        qtbot.waitUntil(lambda: not library_panel.loading)
        library_panel.table.selectAll()
        page = _open_after_library(window).report_page
        assert page.selection_button.isVisible()
        page.use_library_selection()
        assert page.items is not None and len(page.items) == library_panel.model.rowCount()
        _run(page, qtbot)
        assert page.report is not None and page.report.hands > 0


def test_library_button_sends_the_selection_to_the_lab(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    with _library_of(tmp_path, 3):
        library_panel = window.show_library()
        qtbot.waitUntil(lambda: not library_panel.loading)
        assert not library_panel.fairness_button.isEnabled()  # nothing selected yet
        library_panel.table.selectAll()
        assert library_panel.fairness_button.isEnabled()
        library_panel.fairness_button.click()
        assert window.pages.currentIndex() == 3
        assert window.fairness_panel is not None
        page = window.fairness_panel.report_page
        assert page.items is not None and len(page.items) == library_panel.model.rowCount()
        qtbot.waitUntil(lambda: page.report is not None, timeout=120_000)
        assert page.report is not None and page.report.hands > 0


def _open_after_library(window: MainWindow) -> FairnessPanel:
    window.pages.setCurrentIndex(3)
    assert window.fairness_panel is not None
    return window.fairness_panel


def test_shuffle_lab_shows_three_methods(window: MainWindow, tmp_path: Path) -> None:
    lab = _open(window).shuffle_page
    biases = [bias for bias, _matrix in lab.results]
    assert [b.method for b in biases] == ["fisher-yates", "naive", "swaps:334"]
    assert biases[0].tv_distance < 1e-12 < biases[1].tv_distance
    assert all(not label.pixmap().isNull() for label in lab.maps)
    lab.size_box.setCurrentIndex(1)
    lab.swaps.setValue(50)
    lab.compute()
    assert {bias.n for bias, _ in lab.results} == {108}
    written = lab.export_png(tmp_path)
    assert len(written) == 3 and all(p.exists() for p in written)


def test_the_tab_speaks_japanese(window: MainWindow, qtbot: QtBot, qapp: QApplication) -> None:
    folder = require(MJLOG_DIR)
    panel = _open(window)
    page = panel.report_page
    page.add_paths([str(folder)])
    _run(page, qtbot)
    assert i18n.install_language(qapp, "ja")
    qapp.processEvents()
    assert window.pages.tabText(3) == "公平性"
    assert panel.tabs.tabText(1) == "シャッフル実験室"
    text = page.verdict.text()
    assert "重複を除いた対局" in text and "distinct" not in text
    assert "一様" in panel.shuffle_page.words[0].text()


def test_shuffle_lab_simulates_deals_by_break_point(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    lab = _open(window).shuffle_page
    lab.deal_walls.setValue(100)
    with qtbot.waitSignal(lab.dealsFinished, timeout=120_000):
        lab.simulate_deals()
    assert [r.method for r in lab.deal_results] == lab.methods()
    assert all(len(r.means) == 136 for r in lab.deal_results)
    assert not lab.deal_chart.pixmap().isNull()
    assert len(lab.export_png(tmp_path)) == 4


def test_stopping_the_simulation_keeps_the_old_chart(window: MainWindow, qtbot: QtBot) -> None:
    lab = _open(window).shuffle_page
    lab.deal_walls.setValue(5000)
    with qtbot.waitSignal(lab.dealsFinished, timeout=120_000):
        lab.simulate_deals()
        lab.stop_simulation()
    assert lab.deal_results == []
    assert lab.simulate_button.isEnabled()
