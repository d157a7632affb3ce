"""The Analysis panel's danger column against a riichi, with the truth when revealed."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tests.shared_data import MJLOG_DIR, require
from yamaviewer.core.defence.danger import decisions_of_hand
from yamaviewer.core.replay.document import load_document
from yamaviewer.gui.analysis.panel import AnalysisPanel

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
