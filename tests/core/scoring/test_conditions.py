"""All-last conditions against a brute force over the payment table on generated standings."""

from __future__ import annotations

import random

import pytest

from tests.shared_data import MJLOG_DIR, mjlog_files, require
from yamaviewer.core.replay.document import load_document
from yamaviewer.core.scoring.conditions import (
    Standing,
    cheapest,
    condition_lines,
    needs,
    place_after,
    place_steps,
    places,
    standing_of_hand,
    tie_short,
    won_on_seat_order,
)
from yamaviewer.core.scoring.table import STICK, TableEntry, payment, payment_table, with_honba


def _after(standing: Standing, seat: int, entry: TableEntry, ron_from: int | None) -> list[int]:
    """Every seat's score after the win, paid out seat by seat."""
    scores = list(standing.scores)
    dealer_wins = seat == standing.dealer
    paid = with_honba(
        payment(entry.base, dealer=dealer_wins, tsumo=ron_from is None),
        standing.honba,
        standing.players,
    )
    if ron_from is not None:
        scores[ron_from] -= paid.ron
        scores[seat] += paid.ron
    else:
        for payer in range(standing.players):
            if payer != seat:
                share = paid.dealer if payer == standing.dealer else paid.other
                scores[payer] -= share
                scores[seat] += share
    scores[seat] += standing.sticks * STICK
    return scores


def _brute(standing: Standing, seat: int, place: int, ron_from: int | None) -> TableEntry | None:
    for entry in payment_table():
        final = _after(standing, seat, entry, ron_from)
        order = sorted(
            range(standing.players),
            key=lambda s: (-final[s], (s - standing.first_dealer) % standing.players),
        )
        if order.index(seat) + 1 <= place:
            return entry
    return None


def _standing(rng: random.Random, players: int) -> Standing:
    total = (25000 if players == 4 else 35000) * players
    cuts = sorted(rng.randrange(0, total // 100) for _ in range(players - 1))
    parts = [b - a for a, b in zip([0, *cuts], [*cuts, total // 100], strict=True)]
    return Standing(
        scores=tuple(p * 100 for p in parts),
        dealer=rng.randrange(players),
        honba=rng.choice((0, 0, 1, 2, 5)),
        sticks=rng.choice((0, 0, 1, 2)),
        first_dealer=rng.randrange(players),
    )


@pytest.mark.slow
def test_cheapest_win_equals_the_brute_force_on_generated_standings() -> None:
    rng = random.Random(2031)
    compared = 0
    for round_number in range(150):
        players = 4 if round_number % 4 else 3
        standing = _standing(rng, players)
        now = places(standing.scores, standing.first_dealer)
        for seat in range(players):
            for place in range(1, now[seat]):
                for ron_from in (None, *(s for s in range(players) if s != seat)):
                    got = cheapest(standing, seat, place, ron_from)
                    assert got == _brute(standing, seat, place, ron_from), (standing, seat, place)
                    compared += 1
    assert compared > 1000


def test_places_break_ties_by_seat_order_from_the_first_dealer() -> None:
    assert places([25000, 25000, 25000, 25000], first_dealer=2) == [3, 4, 1, 2]
    assert places([30000, 20000, 30000]) == [1, 3, 2]


def test_words_for_a_close_all_last() -> None:
    standing = Standing((31000, 28000, 24000, 17000), dealer=3, honba=1, sticks=1)
    lines = [str(line) for line in condition_lines(standing, 1)]
    # West (28,000) chases South (31,000): any direct hit, 2,000 from the others.
    assert lines == [
        "West for 1st: 400-700 tsumo or any win direct hit from South or 2,000 from North or East"
    ]
    assert str(condition_lines(standing, 0)[0]) == "South is 1st: any win keeps it there"
    assert str(condition_lines(standing, 3)[-1]).startswith("(the dealer's win")


def test_no_hand_when_even_a_yakuman_falls_short() -> None:
    standing = Standing((150000, 0, 0, -50000), dealer=0)
    assert all(need.entry is None for need in needs(standing, 3) if need.place == 1)


def test_every_last_hand_of_the_shared_logs_has_conditions() -> None:
    require(MJLOG_DIR)
    for path in mjlog_files()[:20]:
        try:
            game = load_document(path).game
        except ValueError:
            continue
        last = game.hands[-1]
        standing = standing_of_hand(game, last)
        assert sum(standing.scores) + standing.sticks * STICK in (100000, 105000)
        for seat in range(game.player_count):
            assert condition_lines(standing, seat)


def _brute_tie(standing: Standing, seat: int, place: int, ron_from: int | None) -> object:
    """The cheapest entry that misses the place but would make it were ties to go its way."""
    for entry in payment_table():
        final = _after(standing, seat, entry, ron_from)
        ahead = sum(1 for s in range(standing.players) if final[s] > final[seat])
        level = sum(1 for s in range(standing.players) if s != seat and final[s] == final[seat])
        order = sorted(
            range(standing.players),
            key=lambda s: (-final[s], (s - standing.first_dealer) % standing.players),
        )
        real = order.index(seat) + 1
        if real <= place:
            return None  # the needed hand comes first: nothing cheaper only ties
        if level and ahead + 1 <= place:
            return entry, real
    return None


@pytest.mark.slow
def test_ties_and_seat_order_equal_the_brute_force() -> None:
    rng = random.Random(3131)
    ties = won = 0
    for round_number in range(120):
        players = 4 if round_number % 4 else 3
        standing = _standing(rng, players)
        now = places(standing.scores, standing.first_dealer)
        for seat in range(players):
            for place in range(1, now[seat]):
                for ron_from in (None, *(s for s in range(players) if s != seat)):
                    got = tie_short(standing, seat, place, ron_from)
                    assert got == _brute_tie(standing, seat, place, ron_from), (standing, seat)
                    ties += got is not None
                    entry = cheapest(standing, seat, place, ron_from)
                    if entry is None:
                        continue
                    assert place_after(standing, seat, entry, ron_from) <= place
                    final = _after(standing, seat, entry, ron_from)
                    strictly = 1 + sum(1 for s in range(players) if final[s] >= final[seat]) - 1
                    by_order = won_on_seat_order(standing, seat, place, entry, ron_from)
                    assert by_order == (strictly > place), (standing, seat, place)
                    won += by_order
    assert ties > 20 and won > 5


def test_a_tie_that_seat_order_loses_is_said_so() -> None:
    # Seat 3 deals (East), so seat 2 (24,100) is North and chases seat 1 (28,000, West)
    # for 2nd; seat 0 dealt first, so a tie in points goes to seat 1, West.
    standing = Standing((31000, 28000, 24100, 16900), dealer=3, place_steps=(30, 20, 10))
    first = str(condition_lines(standing, 2)[0])
    assert first.startswith("North for 2nd (+20 after uma and oka): 800-1,600 tsumo")
    assert first.endswith(
        "; 800-1,500 tsumo or 3,900 from East ties (North stays 3rd on seat order)"
    )
    # 3,900 from East: North and West both 28,000, and West is nearer the first dealer.
    tie = tie_short(standing, 2, 2, 3)
    assert tie is not None and tie[0].base == 960 and tie[1] == 3
    assert str(condition_lines(standing, 2)[-1]).startswith("Uma and oka never change the order")


def test_uma_and_oka_from_the_logs_final_points_are_tenhous() -> None:
    require(MJLOG_DIR)
    said = 0
    for path in mjlog_files():
        try:
            game = load_document(path).game
        except ValueError:
            continue
        steps, from_log = place_steps(game)
        # Tenhou: four players uma 10-20 and oka 20; three players uma 20 and oka 15.
        assert steps == ((30, 20, 10) if game.player_count == 4 else (35, 20)), path.name
        said += from_log
    assert said >= 40
