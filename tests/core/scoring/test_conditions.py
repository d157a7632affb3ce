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
    places,
    standing_of_hand,
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
