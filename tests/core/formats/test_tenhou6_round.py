"""Which discard did a call take?  tenhou.net/6 does not say; the reader finds the one order.

The round below has the shape of the "confusing naki" rounds a public
converter collects: seat 2 passes on seat 0's chun, seat 3's pon of seat 1's
hatsu skips seat 2's turn, and seat 2 then pons seat 0's *second* chun.  Seat
2's draws list starts with that pon, so giving the call to the first matching
discard puts the game out of step; only one order of play fits.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from yamaviewer.core.formats.tenhou6 import Tenhou6FormatError, game_from_tenhou6
from yamaviewer.core.melds import MeldType
from yamaviewer.core.record import EventKind, WinResult
from yamaviewer.core.replay.state import HandReplay
from yamaviewer.core.walls.layout import WallLayout

CHUN, HATSU = 47, 46

ROUND: list[Any] = [
    [0, 0, 0],
    [25000, 25000, 25000, 25000],
    [11],
    [],
    # seat 0: draws two chun and throws each straight back
    [11, 12, 13, 14, 15, 16, 17, 18, 21, 22, 23, 24, 25],
    [CHUN, CHUN],
    [60, 60],
    # seat 1: draws 9s, discards hatsu
    [26, 27, 28, 29, 31, 32, 33, 34, 35, 36, 37, 38, HATSU],
    [39],
    [HATSU],
    # seat 2: two chun in hand; pons seat 0's chun (across), discards 9m
    [CHUN, CHUN, 19, 31, 32, 33, 34, 35, 36, 37, 38, 39, 26],
    ["47p4747"],
    [19],
    # seat 3: pons seat 1's hatsu (across), discards 4z, rons the 9m
    [41, 41, 41, 42, 42, 42, 43, 43, 43, HATSU, HATSU, 44, 19],
    ["46p4646"],
    [44],
    ["和了", [0, 0, -1000, 1000], [3, 2, 3, "30符1飜1000点", "役牌 發(1飜)"]],
]


def _game(round_: list[Any]) -> Any:
    return game_from_tenhou6(
        {"name": ["A", "B", "C", "D"], "rule": {"disp": "般南喰赤"}, "log": [round_]}
    )


def test_a_passed_then_ponned_tile_is_read_in_the_one_consistent_order() -> None:
    hand = _game(ROUND).hands[0]
    plays = [
        (e.kind, e.seat, e.tile // 4 if e.tile >= 0 else None)
        for e in hand.events
        if e.kind in (EventKind.DRAW, EventKind.DISCARD, EventKind.CALL)
    ]
    chun, hatsu = 33, 32  # tile kinds
    assert plays == [
        (EventKind.DRAW, 0, chun),
        (EventKind.DISCARD, 0, chun),  # seat 2 passes
        (EventKind.DRAW, 1, 26),
        (EventKind.DISCARD, 1, hatsu),
        (EventKind.CALL, 3, None),  # pon: the turn skips seat 2
        (EventKind.DISCARD, 3, 30),
        (EventKind.DRAW, 0, chun),
        (EventKind.DISCARD, 0, chun),
        (EventKind.CALL, 2, None),  # the pon takes the second chun
        (EventKind.DISCARD, 2, 8),
    ]
    calls = [e.meld for e in hand.events if e.meld is not None]
    assert [(m.seat, m.type, m.called // 4, m.from_offset) for m in calls] == [
        (3, MeldType.PON, hatsu, 2),
        (2, MeldType.PON, chun, 2),
    ]
    [win] = hand.results
    assert isinstance(win, WinResult) and (win.winner, win.from_seat) == (3, 2)


def test_the_found_order_replays() -> None:
    hand = _game(ROUND).hands[0]
    final = HandReplay(hand, WallLayout(4)).states[-1]
    river = final.seats[0].river
    # The first chun stays in seat 0's river; the second is the one called.
    assert [(t.tile // 4, t.called) for t in river] == [(33, False), (33, True)]
    assert [m.type for m in final.seats[2].melds] == [MeldType.PON]
    assert [m.type for m in final.seats[3].melds] == [MeldType.PON]
    assert len(final.seats[2].concealed) == 10 and len(final.seats[3].concealed) == 10


def test_a_genuinely_inconsistent_round_keeps_the_precise_error() -> None:
    broken = copy.deepcopy(ROUND)
    broken[14] = ["p464646"]  # seat 3 claims a hatsu from seat 2, who never discards one
    with pytest.raises(Tenhou6FormatError) as caught:
        _game(broken)
    message = str(caught.value)
    assert "draws" in message and "seat 3" in message and "out of step" in message
    assert "p464646" in message


def test_the_straightforward_reading_alone_would_fail() -> None:
    """Without the search the first-match reading breaks exactly where the search starts."""
    from yamaviewer.core.formats.tenhou6_round import RoundBuilder

    builder = RoundBuilder(ROUND, 0, 4, True)
    with pytest.raises(Tenhou6FormatError, match="out of step"):
        builder.build()
        builder.finish(4)


def test_the_search_has_a_budget_per_file(monkeypatch: pytest.MonkeyPatch) -> None:
    """Many ambiguous rounds cost bounded time: past the budget the first reading's error stands."""
    from yamaviewer.core.formats import tenhou6
    from yamaviewer.core.formats.tenhou6_round import RoundBuilder

    made: list[int] = []
    real_init = RoundBuilder.__init__

    def counting(self: Any, *args: Any, **kwargs: Any) -> None:
        made.append(1)
        real_init(self, *args, **kwargs)

    monkeypatch.setattr(RoundBuilder, "__init__", counting)
    three = {"name": ["A", "B", "C", "D"], "log": [ROUND, ROUND, ROUND]}
    assert len(game_from_tenhou6(three).hands) == 3
    per_round = len(made) // 3
    assert per_round >= 2  # the first reading fails, a later order fits
    made.clear()
    monkeypatch.setattr(tenhou6, "MAX_EXTRA_ORDERS_PER_FILE", per_round - 1)
    with pytest.raises(Tenhou6FormatError, match=r"round 2 .*out of step"):
        game_from_tenhou6(three)
    assert len(made) == per_round + 1  # round 1 in full, round 2's first reading only
