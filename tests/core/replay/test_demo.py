"""The built-in demo: a short game with calls, riichi, wins and a draw that verifies and scores."""

from __future__ import annotations

import pytest

from yamaviewer.core.record import (
    DrawKind,
    DrawResult,
    EventKind,
    GameRecord,
    HandRecord,
    WinResult,
)
from yamaviewer.core.replay.demo import (
    DEMO_HANDS,
    DEMO_SEED_NUMBER,
    demo_deal,
    demo_document,
    demo_seed_text,
    game_from_seed,
)
from yamaviewer.core.scoring.compare import check_game
from yamaviewer.core.scoring.table import base_points, payment, with_honba
from yamaviewer.core.verification.tenhou import verify_game
from yamaviewer.core.walls.tenhou import TenhouGenerator
from yamaviewer.core.yaku import YAKU_TABLE


@pytest.fixture(scope="module")
def demo() -> GameRecord:
    return demo_deal()[0]


def _wins(game: GameRecord) -> list[tuple[HandRecord, WinResult]]:
    return [(hand, win) for hand in game.hands for win in hand.wins]


def _accepted_riichi(hand: HandRecord) -> list[int]:
    return [e.seat for e in hand.events if e.kind is EventKind.RIICHI and e.tile == 2]


def test_the_demo_shows_a_call_a_riichi_a_win_with_yaku_and_an_exhaustive_draw(
    demo: GameRecord,
) -> None:
    events = [event for hand in demo.hands for event in hand.events]
    assert any(e.kind is EventKind.CALL and e.meld is not None for e in events)
    assert _accepted_riichi_count(demo) >= 1
    wins = [win for _, win in _wins(demo)]
    named_yaku = {yaku for win in wins for yaku, han in win.yaku if han and yaku < len(YAKU_TABLE)}
    assert wins and all(win.han >= 1 and win.points > 0 for win in wins)
    assert named_yaku - {52, 53, 54}  # a yaku, not only dora
    draws = [r for hand in demo.hands for r in hand.results if isinstance(r, DrawResult)]
    assert any(d.kind is DrawKind.EXHAUSTIVE and 0 < len(d.tenpai) < 4 for d in draws)
    assert len(demo.hands) == DEMO_HANDS


def _accepted_riichi_count(game: GameRecord) -> int:
    return sum(len(_accepted_riichi(hand)) for hand in game.hands)


def test_the_demo_verifies_against_the_walls_its_seed_makes(demo: GameRecord) -> None:
    assert demo.shuffle_seed == demo_seed_text(DEMO_SEED_NUMBER)
    result = verify_game(demo)  # walls made again from the record's own seed
    assert result.status == "verified" and result.mismatches == []
    assert all(
        check.live_draws == len(hand.drawn_tiles)
        for check, hand in zip(result.hands, demo.hands, strict=True)
    )
    document = demo_document()
    assert document.verification is not None and document.verification.mismatches == []
    assert document.walls == TenhouGenerator(demo_seed_text()).hands(len(demo.hands))


def test_every_win_recounted_by_the_scoring_core_equals_the_record(demo: GameRecord) -> None:
    checks = list(check_game(demo))
    assert len(checks) == len(_wins(demo)) >= 1
    assert [c.differences for c in checks if not c.agrees] == []


def test_each_win_pays_what_the_payment_table_says(demo: GameRecord) -> None:
    """Deltas from the hand-written table (base points, x4/x6, honba, sticks), not the package."""
    for hand, win in _wins(demo):
        first = win is hand.wins[0]  # a double ron's later winner gets no honba or sticks
        dealer = win.winner == hand.dealer
        base = base_points(win.han, win.fu, len(win.yakuman))
        paid = with_honba(payment(base, dealer=dealer, tsumo=win.tsumo), hand.honba * first)
        sticks = (hand.riichi_sticks + len(_accepted_riichi(hand))) * first
        expected = [0, 0, 0, 0]
        if win.tsumo:
            for seat in range(4):
                if seat != win.winner:
                    expected[seat] = -(paid.dealer if seat == hand.dealer else paid.other)
        else:
            expected[win.from_seat] = -paid.ron
        expected[win.winner] = -sum(expected) + 1000 * sticks
        assert win.deltas == tuple(expected)


def test_scores_add_up_from_hand_to_hand(demo: GameRecord) -> None:
    """Every result moves points between seats (plus the sticks); the next hand starts there."""
    sticks = 0
    scores = [25000] * 4
    for hand in demo.hands:
        assert [100 * s for s in hand.scores] == scores and hand.riichi_sticks == sticks
        for seat in _accepted_riichi(hand):
            scores[seat] -= 1000
            sticks += 1
        for result in hand.results:
            assert list(result.scores_before) == scores
            collected = sticks if isinstance(result, WinResult) else 0
            assert sum(result.deltas) == 1000 * collected
            sticks -= collected
            scores = list(result.scores_after)
        assert sum(scores) + 1000 * sticks == 100000


def test_the_dealer_deals_again_after_a_win_or_tenpai(demo: GameRecord) -> None:
    for hand, after in zip(demo.hands, demo.hands[1:], strict=False):
        results = hand.results
        won = [r.winner for r in results if isinstance(r, WinResult)]
        draw = next((r for r in results if isinstance(r, DrawResult)), None)
        repeats = hand.dealer in won or (draw is not None and hand.dealer in draw.tenpai)
        assert after.dealer == (hand.dealer if repeats else (hand.dealer + 1) % 4)
        assert after.round == hand.round + (not repeats)
        assert after.honba == (0 if won and not repeats else hand.honba + 1)


def test_typed_seeds_are_still_dealt_by_tsumogiri() -> None:
    game = game_from_seed(demo_seed_text(), hands=1)
    events = game.hands[0].events
    draws = [e for e in events if e.kind is EventKind.DRAW]
    discards = [e for e in events if e.kind is EventKind.DISCARD]
    assert [d.tile for d in draws] == [d.tile for d in discards]
