"""The Verification panel: mismatches past the game's first hundred (issue 27)."""

from __future__ import annotations

import pytest

from tests.hostile_files import many_hands_log
from yamaviewer.core.formats.mjlog import parse_mjlog_bytes
from yamaviewer.core.replay.document import open_game
from yamaviewer.core.replay.presentation import OpenGame
from yamaviewer.gui import i18n
from yamaviewer.gui.verification_panel import VerificationPanel


def test_a_hand_whose_mismatches_were_only_counted_says_how_many(qtbot, qapp) -> None:  # type: ignore[no-untyped-def]
    """Hand 3 of this log fails ~120 checks, all past the game's first 100: the panel
    still says how many, marks the failed checks and ends with 'and N more', in
    English and in Japanese."""
    game = OpenGame(open_game(parse_mjlog_bytes(many_hands_log(3))), "many")
    panel = VerificationPanel()
    qtbot.addWidget(panel)
    check = game.document.hand_check(2)
    assert check is not None and check.mismatches == [] and check.omitted > 50
    try:
        text = panel.report_html(game, 2)
        assert f"{check.omitted} tile(s) did not come from where the seed puts them" in text
        assert f"and {check.omitted} more" in text
        assert "✗</span>&nbsp;Live draws" in text and "✓" not in text.split("Mismatch")[1]
        assert i18n.install_language(qapp, "ja")
        assert f"ほか {check.omitted} 件" in panel.report_html(game, 2)
    finally:
        i18n.install_language(qapp, "en")


@pytest.mark.parametrize("index", [0, 1])
def test_kept_mismatches_are_listed_as_before(qtbot, index: int) -> None:  # type: ignore[no-untyped-def]
    game = OpenGame(open_game(parse_mjlog_bytes(many_hands_log(3))), "many")
    panel = VerificationPanel()
    qtbot.addWidget(panel)
    text = panel.report_html(game, index)
    assert ("more</p>" in text) is (index == 1)  # hand 2 keeps 100 of its ~120
    assert text.count("<li>") == (0 if index == 0 else 100)
