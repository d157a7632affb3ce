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
    """Many ambiguous rounds cost bounded time: past the budget a round is left out, named."""
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
    game = game_from_tenhou6(three)
    assert len(game.hands) == 1
    assert [(s.position, s.label) for s in game.skipped] == [
        (1, "East 1, 0 honba"),
        (2, "East 1, 0 honba"),
    ]
    assert all("out of step" in s.reason for s in game.skipped)
    assert game.skipped[0].reason.startswith("seat 3, draws index 0")  # the round is named apart
    assert len(made) == per_round + 2  # round 1 in full, the others' first reading only


def _every_order(raw: Any, players: int, red: bool, limit: int = 4096) -> list[Any] | None:
    """Brute force: replay every combination of choices; the event lists of those that fit.

    None when the tree is larger than ``limit`` leaves (too big for a test).
    """
    from yamaviewer.core.formats.tenhou6_round import RoundBuilder

    fits: list[Any] = []
    leaves = 0
    stack: list[tuple[int, ...]] = [()]
    while stack:
        prefix = stack.pop()
        builder = RoundBuilder(raw, 0, players, red, prefix)
        try:
            builder.build()
            builder.finish(players)
            ok = True
        except Tenhou6FormatError:
            ok = False
        # Each choice point past the prefix was taken as 0: branch on every other option.
        for depth in range(len(prefix), len(builder.choices)):
            _pick, count = builder.choices[depth]
            taken = [p for p, _ in builder.choices[:depth]]
            stack.extend((*taken, other) for other in range(1, count))
        leaves += 1
        if leaves > limit:
            return None
        if ok:
            fits.append(builder.events)
    return fits


def _shared_rounds_with_calls() -> list[tuple[str, Any, int, bool]]:
    from tests.core.formats.tenhou6_data import json_samples
    from yamaviewer.core.formats.tenhou6 import _load_objects, _player_count, _red_rule

    found = []
    for path in json_samples():
        objects = _load_objects(path.read_text(encoding="utf-8"))
        players, red = _player_count(objects[0]), _red_rule(objects[0])
        for number, raw in enumerate(r for o in objects for r in o["log"]):
            if any(isinstance(v, str) for a in raw[4:16] for v in a if str(v)[:1] != "r"):
                found.append((f"{path.stem[-24:]}#{number}", raw, players, red))
    return found


SHARED_CALL_ROUNDS = _shared_rounds_with_calls()


@pytest.mark.parametrize(
    ("raw", "players", "red"),
    [(ROUND, 4, True), *((r, p, red) for _, r, p, red in SHARED_CALL_ROUNDS)],
    ids=["hand-made", *(name for name, *_ in SHARED_CALL_ROUNDS)],
)
def test_the_search_finds_an_order_exactly_when_brute_force_does(
    raw: Any, players: int, red: bool
) -> None:
    from yamaviewer.core.formats.tenhou6_round import play_round

    fits = _every_order(raw, players, red)
    if fits is None:
        pytest.skip("too many orders to enumerate")
    try:
        hand = play_round(raw, 0, players, red, [10**6])
    except Tenhou6FormatError:
        assert fits == []
        return
    assert hand.events in fits
    HandReplay(hand, WallLayout(players))  # the found order replays


def _confusing_round() -> list[Any]:
    """ROUND made harder: seat 0 throws a third chun first, and both pon and chi wait on 3m.

    Seat 2 must pass two chun before its pon; seat 1 (chi from seat 0) and seat 2
    (pon across) both want seat 0's 3m, and only the pon first fits the arrays.
    """
    confusing = copy.deepcopy(ROUND)
    confusing[4] = [11, 12, 13, 13, 14, 15, 16, 17, 18, 21, 22, CHUN, 25]  # seat 0
    confusing[5] = [CHUN, CHUN, 28]
    confusing[6] = [CHUN, 60, 60, 13]
    return confusing


def test_a_hand_built_confusing_round_reads_as_brute_force_says() -> None:
    raw = _confusing_round()
    fits = _every_order(raw, 4, True)
    assert fits is not None
    from yamaviewer.core.formats.tenhou6_round import play_round

    if not fits:
        with pytest.raises(Tenhou6FormatError):
            play_round(raw, 0, 4, True, [10**6])
    else:
        assert play_round(raw, 0, 4, True, [10**6]).events in fits


def test_when_no_order_fits_the_error_is_the_furthest_one() -> None:
    """The first reading breaks early on a call; the right order reaches the bad result."""
    broken = copy.deepcopy(ROUND)
    broken[16] = ["和了", [0, 0, -1000, 1000], [3, 2, 3]]  # no points text
    with pytest.raises(Tenhou6FormatError, match="result entry 1: expected") as caught:
        _game(broken)
    assert "out of step" not in str(caught.value)


def test_four_plain_fives_mean_no_red_fives_whatever_the_rule_says() -> None:
    plain = copy.deepcopy(ROUND)
    # Seat 0 holds a 5m, seat 1 two more, and the dora indicator is the fourth.
    plain[2] = [15]
    plain[7] = [15, 15, 28, 29, 31, 32, 33, 34, 35, 36, 37, 38, HATSU]
    assert _game(plain).skipped == []  # red fives ruled out: the allocator agrees
    game = game_from_tenhou6({"name": ["A"] * 4, "rule": {"aka": 1}, "log": [plain]})
    assert not game.red_fives
    assert len(game.hands) == 1 and not game.skipped
