"""The analysis panel in the viewer and the double-riichi EV dialog, driven as a user would."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QObject, QUrl, Signal
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QApplication, QTextBrowser
from pytestqt.qtbot import QtBot

from tests.shared_data import VALIDATION_DIR, VALIDATION_GAME, mjlog_files, require
from yamaviewer.core.analysis import step as step_module
from yamaviewer.core.analysis.ev import double_riichi_ev, parse_request, riichi_request
from yamaviewer.core.analysis.step import StepAnalyser, StepAnalysis, analyse_replay_step, seat_hand
from yamaviewer.core.record import EventKind
from yamaviewer.core.replay.document import GameDocument, load_document
from yamaviewer.core.shanten import counts_of
from yamaviewer.gui import i18n
from yamaviewer.gui.analysis.ev_dialog import EvDialog
from yamaviewer.gui.analysis.panel import AnalysisPanel, ReportKey, SeatReport
from yamaviewer.gui.first_frame import first_frame_painted
from yamaviewer.gui.main_window import MainWindow
from yamaviewer.gui.settings import Settings
from yamaviewer.gui.table_options import TableOptions

GAME = VALIDATION_DIR / f"{VALIDATION_GAME}.xml"


@pytest.fixture
def english(qapp: QApplication) -> Iterator[None]:
    i18n.install_language(qapp, "en")
    yield
    i18n.install_language(qapp, "en")
    qapp.processEvents()


def _window(qtbot: QtBot, settings: Settings) -> MainWindow:
    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    window.resize(1400, 900)
    assert window.open_path(require(GAME))
    window.show()
    window.analysis_dock.show()
    window.analysis_dock.raise_()
    # The first report waits for the window's first frame, then fills.
    qtbot.waitUntil(lambda: bool(window.analysis.toPlainText()))
    return window


WINDS = ("East", "South", "West", "North")


def _title(document: GameDocument, seat: int) -> str:
    """How the panel must name a seat of the first hand: wind and player name, as everywhere."""
    wind = WINDS[(seat - document.hands[0].dealer) % 4]
    return f"{wind} {document.game.player_names[seat]}:"


def test_panel_follows_the_step_and_the_seat_in_view(
    qtbot: QtBot, settings: Settings, english: None
) -> None:
    window = _window(qtbot, settings)
    panel = window.analysis
    replay = window.game.scene(0).replay if window.game else None
    assert replay is not None and window.game is not None
    titles = [_title(window.game.document, seat) for seat in range(4)]
    for step in (0, 1, 30, 61):
        window.set_step(step)
        text = panel.toPlainText()
        for seat in range(4):
            analysis = analyse_replay_step(replay, step, seat)
            assert titles[seat] in text
            assert f"({analysis.ukeire_total} unseen)" in text
    window.seat_actions[2].setChecked(True)  # seat 1's view
    text = panel.toPlainText()
    assert titles[1] in text and titles[0] not in text and titles[2] not in text
    assert "Where they really were" in text
    window.reveal_action.setChecked(False)  # the wall hidden: nothing from the future
    text = panel.toPlainText()
    assert titles[1] in text and "Where they really were" not in text
    assert "The wall is hidden" in text
    window.reveal_action.setChecked(True)


def test_panel_links_jump_to_steps(qtbot: QtBot, settings: Settings, english: None) -> None:
    window = _window(qtbot, settings)
    window.set_step(5)
    with qtbot.waitSignal(window.analysis.stepRequested) as blocker:
        window.analysis.anchorClicked.emit(QUrl("step:42"))
    assert blocker.args == [42] and window.step == 42


def _riichi_case() -> tuple[Path, int, int, int]:
    """A shared log, hand, seat and the step of that seat's riichi declaration."""
    for path in mjlog_files()[:20]:
        try:
            document = load_document(path)
        except (ValueError, OSError):
            continue
        for index, hand in enumerate(document.hands):
            for position, event in enumerate(hand.events):
                if event.kind is EventKind.RIICHI and event.tile == 1:
                    replay = document.replay(index)
                    if riichi_request(
                        hand, replay.states, event.seat, replay.players, document.game.red_fives
                    ):
                        return path, index, event.seat, position + 1
    pytest.skip("no riichi hand among the shared logs")


def test_open_a_riichi_hand_in_the_calculator(qtbot: QtBot, english: None) -> None:
    path, index, seat, step = _riichi_case()
    document = load_document(path)
    panel = AnalysisPanel()
    qtbot.addWidget(panel)
    panel.show()
    qtbot.waitUntil(lambda: first_frame_painted(panel))
    panel.show_step(document, index, 0, [seat])  # the deal: the viewer knows the riichi comes
    assert f"href='ev:{seat}'" in panel.report_html()
    panel.show_step(document, index, step - 1, [seat], reveal=False)
    assert f"href='ev:{seat}'" not in panel.report_html()  # hidden wall: not declared yet
    panel.show_step(document, index, step, [seat], reveal=False)  # the riichi step
    assert f"href='ev:{seat}'" in panel.report_html()
    panel.show_step(document, index, step, [seat])
    assert f"ev:{seat}" in panel.toHtml()
    dialog = panel.open_calculator(seat)
    assert isinstance(dialog, EvDialog)
    qtbot.addWidget(dialog)
    replay = document.replay(index)
    request = riichi_request(
        replay.hand, replay.states, seat, replay.players, document.game.red_fives
    )
    assert request is not None and dialog.ev_result is not None
    assert dialog.ev_result.ev == double_riichi_ev(request).ev
    assert dialog.status.kind == "empty"
    dialog.close()


def test_ev_dialog_computes_the_reference_and_reports_errors_inline(
    qtbot: QtBot, english: None
) -> None:
    dialog = EvDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.ev_result is not None
    assert round(float(dialog.ev_result.ev), 3) == 7856.476
    assert "7,856.476" in dialog.report.toPlainText()
    dialog.seat_combo.setCurrentIndex(1)  # South: the last draw is the haitei
    assert dialog.ev_result is not None and dialog.ev_result.draws[-1].haitei
    expected = double_riichi_ev(parse_request("123m456p789s11z67s9m", "9m", ["4p"], seat=1))
    assert dialog.ev_result.ev == expected.ev
    assert "(haitei)" in dialog.report.toPlainText()
    dialog.hand_edit.setText("123m456p789s12z67s9m")
    assert dialog.ev_result is None and dialog.status.kind == "error"
    assert "not tenpai (1-shanten)" in dialog.status.text()
    dialog.hand_edit.setText("11111m456p789s67s9m")
    assert dialog.status.kind == "error" and "more than 4 times" in dialog.status.text()
    dialog.hand_edit.setText("123m456p789s11z67x9m")
    assert "not in 123m456p789s11z notation" in dialog.status.text()
    dialog.hand_edit.setText("123m456p789s11z67s9m")
    assert dialog.status.kind == "empty" and dialog.ev_result is not None
    dialog.discard_edit.clear()
    assert dialog.status.kind == "error" and "without a discard it needs 13" in dialog.status.text()
    dialog.hand_edit.setText("123m456p789s11z67s")  # 13 tiles, no discard
    assert dialog.ev_result is not None and dialog.ev_result.unseen == 122


def test_tools_menu_opens_the_calculator_in_japanese(
    qtbot: QtBot, settings: Settings, qapp: QApplication, english: None
) -> None:
    window = _window(qtbot, settings)
    window.set_step(20)
    assert window.tools_menu.title() == "&Tools"
    assert i18n.install_language(qapp, "ja")
    qapp.processEvents()
    assert window.tools_menu.title() != "&Tools"
    assert window.analysis_dock.windowTitle() == "牌理"
    text = window.analysis.toPlainText()
    assert "シャンテン" in text and "seat" not in text.lower()
    window.ev_action.trigger()
    dialog = window.current_dialog
    assert isinstance(dialog, EvDialog)
    assert "期待値" in dialog.report.toPlainText()
    assert dialog.windowTitle() != "Tsumo Odds / Double-Riichi EV"
    dialog.close()


class _Navigation(QObject):
    """The shape of the viewer's navigation state the panel can follow."""

    moved = Signal()

    def __init__(self, game: SimpleNamespace) -> None:
        super().__init__()
        self.game: SimpleNamespace | None = game
        self.hand = 0
        self.step = 0
        self.options = TableOptions()

    def go(self, step: int, options: TableOptions | None = None) -> None:
        self.step = step
        self.options = options or self.options
        self.moved.emit()


def test_panel_follows_a_navigation_state(qtbot: QtBot, english: None) -> None:
    document = load_document(require(GAME))
    navigation = _Navigation(SimpleNamespace(document=document))
    panel = AnalysisPanel()
    qtbot.addWidget(panel)
    panel.show()
    assert not panel.toPlainText()  # the report waits for the first frame...
    qtbot.waitUntil(lambda: first_frame_painted(panel))  # ...then follows every move at once
    panel.follow(navigation)
    navigation.go(30)
    assert panel.step == 30 and panel.seats == (0, 1, 2, 3)
    assert _title(document, 2) in panel.toPlainText()
    navigation.go(31, TableOptions(reveal_wall=False, view_seat=2, what_if=False))
    assert list(panel.seats) == [2] and not panel.reveal
    text = panel.toPlainText()
    assert _title(document, 2) in text and _title(document, 3) not in text
    navigation.game = None
    navigation.go(0)
    assert panel.toPlainText() == ""


def _stepping_panel(qtbot: QtBot, height: int) -> tuple[AnalysisPanel, _Navigation, int]:
    """A panel ``height`` pixels tall following a navigation over the first hand; its steps."""
    document = load_document(require(GAME))
    navigation = _Navigation(SimpleNamespace(document=document))
    panel = AnalysisPanel()
    qtbot.addWidget(panel)
    panel.resize(320, height)
    panel.show()
    qtbot.waitUntil(lambda: first_frame_painted(panel))
    panel.follow(navigation)
    return panel, navigation, len(document.hands[0].events)


def _fresh_build(document: GameDocument | None, step: int) -> AnalysisPanel:
    """A new panel's full build of the first hand's four seats at ``step``."""
    fresh = AnalysisPanel()
    fresh.show_step(document, 0, step, range(4))
    fresh.refresh()
    fresh.deleteLater()
    return fresh


def _in_view(section: SeatReport) -> bool:
    return not section.viewport().visibleRegion().isEmpty()


def test_a_step_builds_only_the_reports_in_view_and_never_paints_an_old_one(
    qtbot: QtBot, english: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """In a panel too short for four reports, a step analyses and builds only the seats
    that can be seen; the others are brought up to date as they are scrolled into view,
    no report is ever painted with another step's figures, and the panel's reports equal
    a new panel's full build."""
    panel, navigation, steps = _stepping_panel(qtbot, 300)
    analysed: list[tuple[int, int]] = []
    real_analyse = StepAnalyser._analyse

    def counted_analyse(analyser: StepAnalyser, step: int, seat: int) -> StepAnalysis:
        analysed.append((step, seat))
        return real_analyse(analyser, step, seat)

    painted_stale: list[ReportKey | None] = []
    real_paint = QTextBrowser.paintEvent

    def checked_paint(browser: QTextBrowser, event: QPaintEvent) -> None:
        if isinstance(browser, SeatReport) and browser.stale:
            painted_stale.append(browser.wanted)
        real_paint(browser, event)

    monkeypatch.setattr(StepAnalyser, "_analyse", counted_analyse)
    monkeypatch.setattr(QTextBrowser, "paintEvent", checked_paint)
    left_out = 0
    for step in range(1, steps + 1):
        navigation.go(step)
        QApplication.processEvents()  # the queued fill, the layout, the paint
        assert panel.shown == 4
        for section in panel.sections[:4]:
            assert section.wanted is not None and section.wanted.step == step
            if _in_view(section):
                assert not section.stale
            else:
                left_out += section.stale
            if section.stale:  # not analysed for this step, let alone built
                assert (step, section.wanted.seat) not in analysed
    assert left_out >= steps  # at least one seat a step was out of view and left alone
    last = panel.sections[3]
    assert last.stale and not _in_view(last)
    panel.verticalScrollBar().setValue(panel.verticalScrollBar().maximum())
    assert _in_view(last) and not last.stale  # built as it came into view, before its paint
    QApplication.processEvents()
    assert not painted_stale
    fresh = _fresh_build(panel.document_, steps)
    assert panel.toPlainText() == fresh.toPlainText()
    assert panel.toHtml() == fresh.toHtml()


def test_stepping_back_analyses_and_builds_nothing_again(
    qtbot: QtBot, english: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With every report in view, each (step, seat) is analysed and its report built once:
    stepping back over the hand does neither again; a seat's shanten is worked out once
    per distinct hand (a seat whose tiles did not change keeps it); a report whose text
    did not change is not set again; and at every step the reports equal a full build."""
    document = load_document(require(GAME))
    forward = range(len(document.hands[0].events) + 1)
    full_builds = []  # a new panel's, before the counting starts
    for step in forward:
        fresh = _fresh_build(document, step)
        full_builds.append((fresh.report_parts(), fresh.toHtml()))
    panel, navigation, _steps = _stepping_panel(qtbot, 4000)
    analysed: list[tuple[int, int]] = []
    built: list[ReportKey] = []
    shapes: list[tuple[int, ...]] = []
    sets: list[SeatReport] = []
    real_analyse = StepAnalyser._analyse
    real_build = AnalysisPanel._build_report
    real_shape = step_module._hand_shape
    real_set = SeatReport.setHtml

    def counted_analyse(analyser: StepAnalyser, step: int, seat: int) -> StepAnalysis:
        analysed.append((step, seat))
        return real_analyse(analyser, step, seat)

    def counted_build(panel: AnalysisPanel, key: ReportKey) -> str:
        built.append(key)
        return real_build(panel, key)

    def counted_shape(counts: list[int], players: int) -> object:
        shapes.append(tuple(counts))
        return real_shape(counts, players)

    def counted_set(section: SeatReport, text: str) -> None:
        sets.append(section)
        real_set(section, text)

    monkeypatch.setattr(StepAnalyser, "_analyse", counted_analyse)
    monkeypatch.setattr(AnalysisPanel, "_build_report", counted_build)
    monkeypatch.setattr(step_module, "_hand_shape", counted_shape)
    monkeypatch.setattr(SeatReport, "setHtml", counted_set)
    for step in forward:
        navigation.go(step)
        QApplication.processEvents()
        assert all(_in_view(s) and not s.stale for s in panel.sections[: panel.shown])
        assert [s.html for s in panel.sections[: panel.shown]] == full_builds[step][0]
    assert sorted(analysed) == [(step, seat) for step in forward for seat in range(4)]
    assert sorted(built) == sorted(
        ReportKey(0, step, seat, True) for step in forward for seat in range(4)
    )
    replay = panel.analyser(0).replay
    hands = {tuple(counts_of(seat_hand(s, seat))) for s in replay.states for seat in range(4)}
    assert sorted(shapes) == sorted(hands) and len(shapes) < len(analysed)
    assert len(sets) < len(analysed)  # reports that did not change were not set again
    done = (len(analysed), len(built), len(shapes))
    for step in reversed(forward):
        navigation.go(step)
        QApplication.processEvents()
        assert panel.toHtml() == full_builds[step][1]
    assert (len(analysed), len(built), len(shapes)) == done


def test_a_panel_brought_to_the_front_never_paints_the_step_it_left(
    qtbot: QtBot, settings: Settings, english: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Tabbed behind the verification report, the panel computes nothing while the
    viewer steps; raised again, its reports paint only the step now shown."""
    window = _window(qtbot, settings)
    panel = window.analysis
    window.set_step(5)
    QApplication.processEvents()
    painted: list[int] = []
    real_paint = QTextBrowser.paintEvent

    def recorded_paint(browser: QTextBrowser, event: QPaintEvent) -> None:
        if isinstance(browser, SeatReport) and browser.built_for is not None:
            painted.append(browser.built_for.step)
        real_paint(browser, event)

    monkeypatch.setattr(QTextBrowser, "paintEvent", recorded_paint)
    window.verification_dock.raise_()
    qtbot.waitUntil(lambda: not panel.on_screen())
    window.set_step(30)
    assert panel.outdated and all(
        s.built_for is None or s.built_for.step == 5 for s in panel.sections
    )
    window.analysis_dock.raise_()
    qtbot.waitUntil(lambda: not panel.outdated and bool(painted))
    QApplication.processEvents()
    assert set(painted) == {30}
    assert f"({analyse_replay_step(panel.analyser(0).replay, 30, 0).ukeire_total} unseen)" in (
        panel.toPlainText()
    )
