"""The log against the recount: agreement on the shared logs, differences said in words."""

from __future__ import annotations

from pathlib import Path

from tests.shared_data import MJLOG_DIR, SHARED_DATA, mjlog_files, require
from yamaviewer.core.record import GameRecord
from yamaviewer.core.replay.document import load_document
from yamaviewer.core.scoring.compare import WinCheck, check_game, check_win


def _games(folder: Path) -> list[GameRecord]:
    games = []
    for path in sorted(p for p in folder.iterdir() if p.is_file()):
        try:
            games.append(load_document(path).game)
        except ValueError:
            continue
    return games


def test_every_win_of_the_shared_logs_agrees() -> None:
    require(MJLOG_DIR)
    checks = [c for path in mjlog_files() for c in _checks(path)]
    assert len(checks) == 490
    assert [c for c in checks if not c.agrees] == []


def _checks(path: Path) -> list[WinCheck]:
    try:
        game = load_document(path).game
    except ValueError:
        return []
    return list(check_game(game))


def test_tenhou6_limit_hands_without_fu_and_era_samples_agree() -> None:
    """tenhou.net/6 JSON writes a mangan without its fu: not a difference."""
    folder = require(SHARED_DATA / "tenhou" / "json")
    checks = [c for game in _games(folder) for c in check_game(game)]
    assert len(checks) == 80 and all(c.agrees for c in checks)
    limit_without_fu = [c for c in checks if c.win.fu == 0 and c.score and c.score.fu]
    assert limit_without_fu  # the case the rule is for occurs
    eras = [c for g in _games(require(SHARED_DATA / "tenhou" / "eras")) for c in check_game(g)]
    assert len(eras) == 19 and all(c.agrees for c in eras)


def test_a_difference_is_reported_never_hidden() -> None:
    require(MJLOG_DIR)
    game = next(g for g in _games(MJLOG_DIR) if any(h.wins for h in g.hands))
    hand = next(h for h in game.hands if h.wins)
    win = hand.wins[0]
    wrong = win._replace(points=win.points + 1000, fu=win.fu + 10, yaku=((52, 9),))
    check = check_win(game, hand, wrong)
    assert not check.agrees
    texts = [str(text) for text in check.differences]
    assert any(t.startswith("points: the log says") for t in texts)
    assert any(t.startswith("han: the log says 9") for t in texts)
    assert any(t.startswith("yaku: the log says dora 9") for t in texts)


def test_a_hand_that_cannot_be_scored_is_one_message() -> None:
    require(MJLOG_DIR)
    game = next(g for g in _games(MJLOG_DIR) if any(h.wins for h in g.hands))
    hand = next(h for h in game.hands if h.wins)
    broken = hand.wins[0]._replace(hand=(0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52))
    check = check_win(game, hand, broken)
    assert check.score is None and not check.agrees
    assert str(check.differences[0]).startswith("the hand could not be scored")
