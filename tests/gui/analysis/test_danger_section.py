"""The Analysis panel's danger column against a riichi, with the truth when revealed."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QUrl
from pytestqt.qtbot import QtBot

from tests.shared_data import MJLOG_DIR, mjlog_files, require
from yamaviewer.core.defence.danger import EstimateTable, danger_at, decisions_of_hand
from yamaviewer.core.defence.open_hands import open_hand_guesses
from yamaviewer.core.defence.table import (
    MIN_DECISIONS,
    danger_table,
    decisions_of_items,
    table_of_rows,
)
from yamaviewer.core.library.sources import iter_games
from yamaviewer.core.library.store import Library
from yamaviewer.core.replay.document import load_document
from yamaviewer.gui.analysis.panel import AnalysisPanel
from yamaviewer.gui.library import store
from yamaviewer.gui.settings import Settings

LOG = MJLOG_DIR / "mjx-project__mjx__tests_cpp__resources__mjlog__encdec-kan-opened-03.mjlog"


def test_panel_shows_danger_and_the_truth_only_when_revealed(qtbot: QtBot) -> None:
    document = load_document(require(LOG))
    decision = next(decisions_of_hand(document.replay(2), 2))
    panel = AnalysisPanel()
    qtbot.addWidget(panel)
    panel.show_step(document, 2, decision.step, (decision.seat,), True)
    panel.refresh()
    text = panel.toPlainText()
    assert "Danger against riichi (estimate from what this seat sees)" in text
    assert "genbutsu" in text and "Truth" in text and "real wait" in text
    assert ("deals in" in text) == any(t.deals_in for t in decision.tiles)
    panel.show_step(document, 2, decision.step, (decision.seat,), False)
    panel.refresh()
    hidden = panel.toPlainText()
    assert "Danger against riichi" in hidden and "genbutsu" in hidden
    assert "Truth" not in hidden and "real wait" not in hidden
    panel.show_step(document, 2, 0, (decision.seat,), True)  # before any riichi
    panel.refresh()
    assert "Danger against riichi" not in panel.toPlainText()


def test_my_table_from_the_library_gives_its_measured_rates(
    qtbot: QtBot, settings: Settings, tmp_path: Path
) -> None:
    files = sorted({require(LOG), *mjlog_files()[:6]})
    library_file = tmp_path / "library.sqlite3"
    with Library(library_file) as library:
        assert library.import_sources(files).added == len(files)
    measured = table_of_rows(danger_table(decisions_of_items(iter_games(files))), MIN_DECISIONS)
    document = load_document(LOG)
    decision = next(decisions_of_hand(document.replay(2), 2))
    panel = AnalysisPanel(settings=settings)
    qtbot.addWidget(panel)
    panel.show_step(document, 2, decision.step, (decision.seat,), False)
    panel.refresh()
    assert "Estimates: the built-in table." in panel.toPlainText()

    def estimates_shown(table: EstimateTable | None) -> list[str]:
        tiles, _truths = danger_at(document.replay(2), decision.step, decision.seat, table)
        return [f"{a.estimate:.1%}" for t in tiles for a in t.against]

    store.use_library(library_file)
    try:
        panel.anchorClicked.emit(QUrl("danger-table:library"))  # "Use my table (Library)"
        panel.refresh()  # a panel on screen refreshes by itself
        assert "Measuring your table…" in panel.toPlainText()
        qtbot.waitUntil(lambda: panel.danger_tables.task is None, timeout=120_000)
    finally:
        store.use_library(None)
    mine = panel.danger_tables.mine
    assert mine is not None and mine.table == measured and mine.games == len(files)
    panel.refresh()
    text = panel.toPlainText()
    assert f"your table ({len(files)} games from the Library" in text
    shown = estimates_shown(measured)
    assert shown != estimates_shown(None)  # the switch changed the estimates
    cells = text.split("Estimates:")[0]
    assert all(value in cells for value in shown)
    # remembered: a new panel on the same settings starts with the player's table
    again = AnalysisPanel(settings=settings)
    qtbot.addWidget(again)
    assert again.danger_tables.table == measured
    panel.anchorClicked.emit(QUrl("danger-table:built-in"))
    panel.refresh()
    assert "Estimates: the built-in table." in panel.toPlainText()
    assert panel.danger_tables.table is None and settings.danger_table() == ""


def test_open_hands_get_a_guess_labelled_as_one(qtbot: QtBot) -> None:
    for path in mjlog_files():
        document = load_document(path)
        found = next(
            (
                (index, step, seat, guesses)
                for index in range(len(document.game.hands))
                for step in range(0, len(document.replay(index).hand.events), 3)
                for seat in range(document.game.player_count)
                if (guesses := open_hand_guesses(document.replay(index), step, seat))
                and any(g.read.suit is not None for g in guesses)
            ),
            None,
        )
        if found is not None:
            break
    else:
        require(MJLOG_DIR / "a log with a honitsu-looking hand")
    assert found is not None
    index, step, seat, guesses = found
    panel = AnalysisPanel()
    qtbot.addWidget(panel)
    panel.show_step(document, index, step, (seat,), True)
    panel.refresh()
    text = panel.toPlainText()
    assert "Guess against open hands (from their calls and discards, not a measured rate)" in text
    assert "honitsu in" in text and "real wait" in text
    levels = {level.value for g in guesses for _kind, level in g.tiles}
    assert all(level in text for level in levels)
