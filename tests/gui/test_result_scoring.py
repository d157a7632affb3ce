"""The result panel's texts on request: every shared win counts, every last hand has conditions."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tests.shared_data import MJLOG_DIR, mjlog_files, require
from yamaviewer.core.replay.document import load_document
from yamaviewer.gui.result_scoring import conditions_text, count_lines


def test_every_shared_win_is_counted_and_agrees(qtbot: QtBot) -> None:
    require(MJLOG_DIR)
    counted = 0
    for path in mjlog_files():
        try:
            game = load_document(path).game
        except ValueError:
            continue
        for hand in game.hands:
            for win in hand.wins:
                lines = count_lines(game, hand, win)
                assert lines[-1].startswith("the winner gets"), (path.name, lines[-1])
                counted += 1
        lines = conditions_text(game, game.hands[-1])
        assert len(lines) >= game.player_count
    assert counted == 490


def test_a_win_that_cannot_be_counted_says_so(qtbot: QtBot) -> None:
    require(MJLOG_DIR)
    game = load_document(next(p for p in mjlog_files() if p.suffix == ".mjlog")).game
    hand = next(h for h in game.hands if h.wins)
    broken = hand.wins[0]._replace(hand=tuple(range(0, 56, 4)))
    assert count_lines(game, hand, broken)[0].startswith("This win cannot be counted")
