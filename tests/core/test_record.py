"""The record model's result types and game-type flags, against the logs and Tenhou's rule text."""

from __future__ import annotations

from itertools import pairwise

import pytest

from tests.shared_data import mjlog_files
from yamaviewer.core.formats.mjlog import read_mjlog
from yamaviewer.core.formats.tenhou6_vocabulary import game_type_from_rule, rule_display
from yamaviewer.core.record import (
    YAKUMAN_HAN,
    DrawKind,
    DrawResult,
    GameRecord,
    GameType,
    Limit,
    WinResult,
)


def _win(**changes: object) -> WinResult:
    fields: dict[str, object] = {
        "winner": 1,
        "from_seat": 3,
        "fu": 30,
        "points": 3900,
        "limit": None,
        "yaku": ((1, 1), (52, 2), (53, 0)),
        "yakuman": (),
        "dora": (4,),
        "ura": (5,),
        "deltas": (0, 3900, 0, -3900),
        "scores_before": (25000, 24000, 25000, 25000),
    }
    fields.update(changes)
    return WinResult(**fields)  # type: ignore[arg-type]


def test_han_is_the_sum_of_the_yaku_and_13_per_yakuman() -> None:
    assert _win().han == 3
    double = _win(yaku=(), yakuman=(39, 42), limit=Limit.YAKUMAN)
    assert double.han == 2 * YAKUMAN_HAN
    assert not _win().tsumo and _win(from_seat=1).tsumo


def test_scores_after_add_the_deltas() -> None:
    assert _win().scores_after == (25000, 27900, 25000, 21100)
    draw = DrawResult(
        kind=DrawKind.EXHAUSTIVE,
        deltas=(1500, -1500, 1500, -1500),
        scores_before=(25000,) * 4,
        revealed=((0, (1, 2)), (2, (3, 4))),
    )
    assert draw.scores_after == (26500, 23500, 26500, 23500)
    assert draw.tenpai == (0, 2)
    nine = DrawResult(
        kind=DrawKind.NINE_TERMINALS,
        deltas=(0,) * 4,
        scores_before=(25000,) * 4,
        revealed=((1, (0, 36)),),
    )
    assert nine.tenpai == ()  # the declarer shows the hand but is not "tenpai"


@pytest.mark.parametrize("path", mjlog_files(), ids=lambda p: p.name[-40:])
def test_every_hand_of_a_log_ends_in_results_whose_scores_chain(path: object) -> None:
    """Within a hand each result starts from the scores the one before left."""
    game = read_mjlog(path)  # type: ignore[arg-type]
    for hand in game.hands:
        results = hand.results
        for before, after in pairwise(results):
            assert after.scores_before == before.scores_after
        for win in hand.wins:
            assert sum(win.deltas) >= 0 and win.deltas[win.winner] > 0


def test_game_type_flags_are_the_one_home_of_the_go_bits() -> None:
    game = GameRecord(None, 0xB9, 0, [""] * 4, [0] * 4, [0.0] * 4, [""] * 4, [])
    assert game.flags == GameType.HUMAN | GameType.HANCHAN | GameType.SANMA | GameType(0xA0)
    assert game.player_count == 3 and game.red_fives
    assert rule_display(0xB9) == "三鳳南喰赤"
    assert game_type_from_rule("三鳳南喰赤", 3, True) == 0xB9
    for bits in range(256):
        if bits & GameType.HUMAN and not bits & GameType.FAST:
            players = 3 if bits & GameType.SANMA else 4
            red = not bits & GameType.NO_RED
            assert game_type_from_rule(rule_display(bits), players, red) == bits
