"""The demo's policy keeps the rules, checked move by move; its payments against real logs."""

from __future__ import annotations

import random
from itertools import islice

import pytest

from tests.shared_data import MJLOG_DIR, mjlog_files, require
from yamaviewer.core.formats.mjlog import read_mjlog
from yamaviewer.core.melds import Meld, MeldType
from yamaviewer.core.record import (
    DrawKind,
    DrawResult,
    EventKind,
    GameRecord,
    HandRecord,
    WinResult,
)
from yamaviewer.core.replay.demo import DEMO_SEED_NUMBER, demo_seed_text
from yamaviewer.core.replay.demo_play import (
    PLAYERS,
    UnplayedEnding,
    _HandPlay,
    best_discard,
    noten_deltas,
    play_game,
    win_deltas,
)
from yamaviewer.core.scoring.compare import check_game
from yamaviewer.core.scoring.hand import score_win
from yamaviewer.core.shanten import counts_of, shanten, tenpai_waits
from yamaviewer.core.tiles import kind_of
from yamaviewer.core.walls.layout import shared_layout
from yamaviewer.core.walls.tenhou import TenhouGenerator, parse_seed

#: The demo's seed and a few others: the policy is the same whatever the walls (38, 39
#: and 58 hold a four-winds draw, a four-riichi draw and a double ron, seen when chosen).
SEEDS = (DEMO_SEED_NUMBER, 1, 2, 3, 4, 5, 38, 39, 58)


def _games() -> dict[int, GameRecord]:
    games = {}
    for number in SEEDS:
        try:
            games[number] = play_game(parse_seed(demo_seed_text(number)), 4, list("ABCD"))[0]
        except UnplayedEnding:
            continue  # an ending the policy refuses to guess is no broken rule
    return games


GAMES = _games()


def _swap_kinds(meld: Meld) -> set[int]:
    """Kinds the caller may not throw right after the call (kuikae)."""
    called = kind_of(meld.called if meld.called is not None else meld.tiles[0])
    if meld.type is not MeldType.CHI:
        return {called}
    own = [kind_of(t) for t in meld.own_tiles]
    beyond = called + 3 if called < min(own) else called - 3 if called > max(own) else -1
    same_suit = 0 <= beyond < 27 and beyond // 9 == called // 9
    return {called, beyond} if same_suit else {called}


def _check_hand(hand: HandRecord) -> None:
    """Replay the hand from its deal and check every move against the rules."""
    concealed = [list(tiles) for tiles in hand.haipai]
    called: list[list[int]] = [[] for _ in range(PLAYERS)]  # called tiles, for karaten
    discards: list[list[int]] = [[] for _ in range(PLAYERS)]
    riichi = [False] * PLAYERS
    passed = [False] * PLAYERS  # let a winning tile go since the seat's last discard
    riichi_passed = [False] * PLAYERS  # ... after its riichi: furiten for good
    could_win: list[int] = []  # seats the discard on the table completes
    scores = [100 * s for s in hand.scores]
    live = shared_layout(PLAYERS).live_draws_available(0)
    drawn: int | None = None
    swap_kinds: set[int] = set()
    last: tuple[int, int] | None = None  # (seat, tile) of the discard on the table
    declaring = -1

    def waits(seat: int) -> list[int]:
        return tenpai_waits(counts_of(concealed[seat]), called=counts_of(called[seat]))

    for event in hand.events:
        kind = event.kind
        if kind is not EventKind.AGARI:
            for seat in could_win:  # nobody took the tile: the seats that could are furiten
                passed[seat] = True
                riichi_passed[seat] |= riichi[seat]
            could_win = []
        if kind is EventKind.DRAW:
            concealed[event.seat].append(event.tile)
            drawn, live, last = event.tile, live - 1, None
        elif kind is EventKind.RIICHI and event.tile == 1:
            assert not called[event.seat] and not riichi[event.seat] and live >= 4
            assert scores[event.seat] >= 1000
            declaring = event.seat
        elif kind is EventKind.RIICHI:
            scores[event.seat] -= 1000
        elif kind is EventKind.DISCARD:
            seat, tile = event.seat, event.tile
            concealed[seat].remove(tile)
            if riichi[seat]:
                assert tile == drawn  # a riichi hand throws what it draws
            assert kind_of(tile) not in swap_kinds
            if declaring == seat:
                assert waits(seat)  # riichi only when tenpai
                riichi[seat], declaring = True, -1
            discards[seat].append(tile)
            passed[seat] = False
            swap_kinds, last = set(), (seat, tile)
            could_win = [s for s in range(PLAYERS) if s != seat and kind_of(tile) in waits(s)]
        elif kind is EventKind.CALL:
            meld = event.meld
            assert meld is not None and last is not None
            assert last == (meld.from_seat, meld.called) and not riichi[meld.seat]
            if meld.type is MeldType.CHI:
                assert meld.from_seat == (meld.seat - 1) % PLAYERS
            swap_kinds = _swap_kinds(meld)
            for tile in meld.own_tiles:
                concealed[meld.seat].remove(tile)
            called[meld.seat].extend(meld.tiles)
            drawn = None
        elif isinstance(event.result, DrawResult):
            draw = event.result
            if draw.kind is DrawKind.FOUR_WINDS:
                firsts = {kind_of(tile) for seat_discards in discards for tile in seat_discards}
                assert [len(d) for d in discards] == [1] * PLAYERS and not any(called)
                assert len(firsts) == 1 and firsts <= {27, 28, 29, 30}
            elif draw.kind is DrawKind.FOUR_RIICHI:
                assert all(riichi) and scores == list(draw.scores_before)
            else:
                assert draw.kind is DrawKind.EXHAUSTIVE and live == 0
                assert list(draw.tenpai) == [seat for seat in range(PLAYERS) if waits(seat)]
        elif event.result is not None:
            win = event.result
            seat = win.winner
            if win.tsumo:
                assert sorted(concealed[seat]) == list(win.hand)
                continue
            assert last is not None and last == (win.from_seat, win.winning_tile)
            assert sorted([*concealed[seat], last[1]]) == list(win.hand)
            own = {kind_of(t) for t in discards[seat]}
            assert not own & set(waits(seat)), "won by ron on a wait it had discarded"
            assert not passed[seat] and not riichi_passed[seat], "won after letting a win go"


@pytest.mark.parametrize("number", sorted(GAMES))
def test_every_move_keeps_the_rules(number: int) -> None:
    for hand in GAMES[number].hands:
        _check_hand(hand)


@pytest.mark.parametrize("number", sorted(GAMES))
def test_wins_count_as_the_scoring_core_does_and_no_point_is_lost(number: int) -> None:
    game = GAMES[number]
    assert [c.differences for c in check_game(game) if not c.agrees] == []
    sticks = 0
    for hand in game.hands:
        assert hand.riichi_sticks == sticks and 100 * sum(hand.scores) + 1000 * sticks == 100000
        sticks += sum(1 for e in hand.events if e.kind is EventKind.RIICHI and e.tile == 2)
        for result in hand.results:
            taken = sticks if isinstance(result, WinResult) else 0  # the first winner's
            assert sum(result.deltas) == 1000 * taken
            sticks -= taken


def test_most_seeds_play_out() -> None:
    assert len(GAMES) >= len(SEEDS) - 1


def test_best_discard_keeps_the_lowest_shanten_and_the_most_tiles() -> None:
    """Against brute force: every discard tried, improving tiles counted with shanten alone."""
    rng = random.Random(7)
    for _ in range(150):
        hand = rng.sample(range(136), 14)
        kinds = {kind_of(t) for t in hand}
        choice = best_discard(hand, kinds, (), None)
        assert choice is not None and choice.tile in hand
        outcomes = []
        for kind in kinds:
            counts = counts_of(hand)
            counts[kind] -= 1
            after = shanten(counts)
            improving = 0
            for other in range(34):
                if counts[other] < 4:
                    counts[other] += 1
                    improving += (4 - counts[other] + 1) * (shanten(counts) < after)
                    counts[other] -= 1
            outcomes.append((after, improving))
        lowest = min(after for after, _ in outcomes)
        most = max(improving for after, improving in outcomes if after == lowest)
        assert (choice.shanten, choice.ukeire) == (lowest, most)


def test_four_winds_on_the_first_go_around_is_an_abortive_draw() -> None:
    seed = parse_seed(demo_seed_text())
    game, _walls = play_game(seed, 1, list("ABCD"))
    record = game.hands[0]
    record.events.clear()
    record.special_steps.clear()
    wall = TenhouGenerator(seed).next_hand()
    play = _HandPlay(game, record, wall, shared_layout(PLAYERS), [25000] * 4, 0)
    norths = [30 * 4 + copy for copy in range(4)]
    for seat, north in enumerate(norths):
        others = [t for t in range(136) if kind_of(t) != 30][seat * 13 : seat * 13 + 13]
        play.seats[seat].concealed = [*others, north]
    ended = [play.discard(seat, north, False) for seat, north in enumerate(norths)]
    assert ended == [False, False, False, True]
    result = record.events[-1].result
    assert isinstance(result, DrawResult) and result.kind is DrawKind.FOUR_WINDS
    assert result.deltas == (0, 0, 0, 0) and play.dealer_continues


def test_win_payments_are_those_of_real_logs() -> None:
    """Each real win's deltas, settled again from the scoring core's count, are the log's."""
    require(MJLOG_DIR)
    checked = 0
    for path in islice(mjlog_files(), 30):
        game = read_mjlog(path)
        if game.player_count != PLAYERS:
            continue
        for hand in game.hands:
            for win in hand.wins:
                if win.pao is not None or win.chips_before:
                    continue
                score = score_win(game, hand, win)
                assert win_deltas(win, score, hand.dealer) == win.deltas
                checked += 1
    assert checked > 100


def test_noten_payments_are_those_of_real_logs() -> None:
    require(MJLOG_DIR)
    checked = 0
    for path in mjlog_files():
        game = read_mjlog(path)
        if game.player_count != PLAYERS:
            continue
        for hand in game.hands:
            for result in hand.results:
                if isinstance(result, DrawResult) and result.kind is DrawKind.EXHAUSTIVE:
                    assert noten_deltas(result.tenpai) == result.deltas
                    checked += 1
    assert checked > 50
