"""The analysis panel in the viewer and the double-riichi EV dialog, driven as a user would."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QObject, QUrl, Signal
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.shared_data import VALIDATION_DIR, VALIDATION_GAME, mjlog_files, require
from yamaviewer.core.analysis.ev import double_riichi_ev, parse_request, riichi_request
from yamaviewer.core.analysis.step import analyse_replay_step
from yamaviewer.core.record import EventKind
from yamaviewer.core.replay.document import GameDocument, load_document
from yamaviewer.gui import i18n
from yamaviewer.gui.analysis.ev_dialog import EvDialog
from yamaviewer.gui.analysis.panel import AnalysisPanel, SeatReport
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
    assert panel.seats == (2,) and not panel.reveal
    text = panel.toPlainText()
    assert _title(document, 2) in text and _title(document, 3) not in text
    navigation.game = None
    navigation.go(0)
    assert panel.toPlainText() == ""


def test_per_seat_reports_equal_a_fresh_build_over_a_stepped_hand(
    qtbot: QtBot, english: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Stepping re-sets only the seats whose report changed, and what the panel then
    shows equals a new panel's full build at every step."""
    document = load_document(require(GAME))
    navigation = _Navigation(SimpleNamespace(document=document))
    panel = AnalysisPanel()
    qtbot.addWidget(panel)
    panel.show()
    qtbot.waitUntil(lambda: first_frame_painted(panel))
    panel.follow(navigation)
    sets: list[SeatReport] = []
    real_set = SeatReport.setHtml

    def counted_set(section: SeatReport, text: str) -> None:
        sets.append(section)
        real_set(section, text)

    monkeypatch.setattr(SeatReport, "setHtml", counted_set)
    steps = len(document.hands[0].events)
    for step in range(1, steps + 1):
        navigation.go(step)
        fresh = AnalysisPanel()
        fresh.show_step(document, 0, step, range(4))
        fresh.refresh()
        assert [s.html for s in panel.sections[: panel.shown]] == fresh.report_parts()
        assert panel.toPlainText() == fresh.toPlainText()
        assert panel.toHtml() == fresh.toHtml()
        fresh.deleteLater()
    own = [s for s in sets if any(s is mine for mine in panel.sections)]
    assert 4 <= len(own) < 4 * steps  # every seat once at least, fewer than all four a step
