"""The double-riichi EV: the blog's formula exactly for the dealer, Monte Carlo for every seat."""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import numpy as np
import pytest

from tests.shared_data import mjlog_files
from yamaviewer.core.analysis.ev import (
    EvError,
    EvResult,
    double_riichi_ev,
    parse_request,
    riichi_request,
    seat_draws,
)
from yamaviewer.core.analysis.odds import chance_to_draw_any, first_win_by_draw
from yamaviewer.core.melds import MeldType
from yamaviewer.core.record import EventKind
from yamaviewer.core.replay.document import load_document
from yamaviewer.core.shanten import TENPAI, counts_of, shanten
from yamaviewer.core.tiles import TileAllocator

VECTOR_HAND = "123m456p789s11z67s9m"


def _vector(seat: str = "east", **options: object) -> EvResult:
    return double_riichi_ev(parse_request(VECTOR_HAND, "9m", ["4p"], seat=seat, **options))  # type: ignore[arg-type]


def _blog_formula(a: list[int], x: list[int], y: list[int], unseen: int, later: int) -> Fraction:
    """EV = 3 (A.Y/U + ((U - S)/U) (1 - C(U-1-S, later)/C(U-1, later)) (A.X/S)), as published."""
    s = sum(a)
    ay = sum(ai * yi for ai, yi in zip(a, y))
    ax = sum(ai * xi for ai, xi in zip(a, x))
    miss_all = Fraction(math.comb(unseen - 1 - s, later), math.comb(unseen - 1, later))
    return 3 * (
        Fraction(ay, unseen) + Fraction(unseen - s, unseen) * (1 - miss_all) * Fraction(ax, s)
    )


def test_the_reference_vector() -> None:
    result = _vector()
    assert result.unseen == 121
    assert {c.code: c.live for c in result.classes} == {"5s": 3, "0s": 1, "8s": 3}
    # all-pay amounts of the reference: X = 3900/4000/3900, Y = 4000/6000/4000 each
    assert {c.code: (c.pay, c.pay_ippatsu) for c in result.classes} == {
        "5s": (3 * 3900, 3 * 4000),
        "0s": (3 * 4000, 3 * 6000),
        "8s": (3 * 3900, 3 * 4000),
    }
    assert round(float(result.ev), 3) == 7856.476
    assert len(result.draws) == 17 and result.draws[0].ippatsu


def test_dealer_ev_is_the_blogs_formula_exactly() -> None:
    result = _vector()
    per_payer_x = [c.pay // 3 for c in result.classes]
    per_payer_y = [c.pay_ippatsu // 3 for c in result.classes]
    a = [c.live for c in result.classes]
    assert result.ev == _blog_formula(a, per_payer_x, per_payer_y, 121, 16)
    # and with payments given by hand, for other hands and indicators
    for hand, discard, dora in (
        ("234m567p33s456s78p1z", "1z", "2z"),
        ("11m22p33s44m55p66s7z7z", "7z", "1z"),
        ("19m19p19s1234567z5m", "5m", "3p"),
    ):
        request = parse_request(hand, discard, [dora])
        computed = double_riichi_ev(request)
        a = [c.live for c in computed.classes]
        x = [c.pay // 3 for c in computed.classes]
        y = [c.pay_ippatsu // 3 for c in computed.classes]
        assert all(c.pay % 3 == 0 for c in computed.classes)
        assert computed.ev == _blog_formula(a, x, y, computed.unseen, 16)


def test_seat_schedules_follow_the_reference() -> None:
    assert [s.position for s in seat_draws(4, 0)] == list(range(79, 14, -4))
    assert seat_draws(4, 0)[1].position == 75 and seat_draws(4, 0)[-1].position == 15
    south = seat_draws(4, 1)
    assert len(south) == 17 and south[-1].haitei and south[-1].position == 14
    assert [len(seat_draws(4, s)) for s in range(4)] == [17, 17, 16, 16]
    assert sum(s.haitei for seat in range(4) for s in seat_draws(4, seat)) == 1


def _monte_carlo(result: EvResult, trials: int, seed: int) -> tuple[float, float]:
    """Mean and standard error of the points won, dealing the unseen tiles at random."""
    rng = np.random.default_rng(seed)
    pool = np.zeros(result.unseen, dtype=np.int64)  # class index + 1, 0 = no win
    position = 0
    for index, c in enumerate(result.classes):
        pool[position : position + c.live] = index + 1
        position += c.live
    draws = len(result.draws)
    order = rng.random((trials, result.unseen)).argsort(axis=1)[:, :draws]
    drawn = pool[order]
    won = drawn > 0
    first = np.where(won.any(axis=1), won.argmax(axis=1), -1)
    points = np.zeros(trials)
    ippatsu = result.request.ippatsu
    for trial in range(trials):
        k = first[trial]
        if k < 0:
            continue
        c = result.classes[drawn[trial, k] - 1]
        slot = result.draws[k]
        if slot.ippatsu and ippatsu:
            points[trial] = c.pay_ippatsu
        elif slot.haitei and c.pay_haitei is not None:
            points[trial] = c.pay_haitei
        else:
            points[trial] = c.pay
    return float(points.mean()), float(points.std(ddof=1) / math.sqrt(trials))


@pytest.mark.parametrize("seat", ["east", "south", "west", "north"])
def test_monte_carlo_agrees_for_every_seat(seat: str) -> None:
    result = _vector(seat)
    mean, error = _monte_carlo(result, 40_000, seed=16 + len(seat))
    assert abs(mean - float(result.ev)) < 3 * error, (mean, error, float(result.ev))


def test_south_gets_the_haitei_han_and_non_dealers_are_paid_2_1_1() -> None:
    south = _vector("south")
    west = _vector("west")
    plain = {c.code: c for c in south.classes}["5s"]
    # 4 han 30 fu non-dealer tsumo: 2000 + 1000 + 1000 (rounded 3900 / 2000 / 1000 = 7900)
    assert plain.pay == 7900
    assert plain.pay_haitei == 8000  # +1 han: mangan
    assert {c.code: c.pay_haitei for c in west.classes} == {"5s": None, "0s": None, "8s": None}
    assert south.p_win == chance_to_draw_any(121, 7, 17)
    assert west.p_win == chance_to_draw_any(121, 7, 16)


def test_three_players_and_options() -> None:
    sanma = double_riichi_ev(parse_request("111m456p789s11z67s9p", "9p", ["4p"], players=3))
    assert sanma.unseen == 108 - 15
    no_ippatsu = _vector(ippatsu=False)
    assert all(c.pay == c.pay_ippatsu for c in no_ippatsu.classes)
    no_red = _vector(red_fives=False)
    assert {c.code: c.live for c in no_red.classes} == {"5s": 4, "8s": 3}
    override = _vector(pay=["5s:1000:2000", "0s:1000:2000", "8s:1000:2000"])
    assert override.ev == 1000 * override.p_win + 1000 * override.p_ippatsu


@pytest.mark.parametrize(
    "hand,discard,dora,message",
    [
        (VECTOR_HAND + "1m", "9m", "4p", "15 tiles"),
        ("11111m456p789s1z67s", "1z", "4p", "too many copies"),
        ("123m456p789s12z67s9m", "9m", "4p", "not tenpai"),
        (VECTOR_HAND, None, "4p", "give --discard"),
        (VECTOR_HAND, "1p", "4p", "not in --hand"),
        ("123m456p789s11z67x9m", "9m", "4p", "unexpected character"),
        ("1111m456p789s11z67s", "6s", "1m", "too many copies"),
    ],
)
def test_bad_hands_are_one_clear_error(
    hand: str, discard: str | None, dora: str, message: str
) -> None:
    with pytest.raises(EvError, match=message):
        double_riichi_ev(parse_request(hand, discard, [dora]))


def test_draw_chances_against_exhaustive_enumeration() -> None:
    for unseen, winners, draws in ((6, 2, 3), (7, 1, 4), (5, 3, 5), (6, 0, 2)):
        pool = [1] * winners + [0] * (unseen - winners)
        firsts = [0] * draws
        total = 0
        for order in itertools.permutations(range(unseen), draws):
            total += 1
            for k, index in enumerate(order):
                if pool[index]:
                    firsts[k] += 1
                    break
        assert first_win_by_draw(unseen, winners, draws) == [Fraction(f, total) for f in firsts]
        assert chance_to_draw_any(unseen, winners, draws) == Fraction(sum(firsts), total)


def test_every_riichi_of_the_shared_logs_opens_in_the_calculator() -> None:
    files = mjlog_files()
    if not files:
        pytest.skip("shared test data not found (../shared/data is not beside the repo)")
    opened = 0
    for path in files[:15]:
        try:
            document = load_document(path)
        except (ValueError, OSError):
            continue
        for index, hand in enumerate(document.hands):
            replay = document.replay(index)
            for position, event in enumerate(hand.events):
                if event.kind is not EventKind.RIICHI or event.tile != 1:
                    continue
                request = riichi_request(
                    hand, replay.states, event.seat, replay.players, document.game.red_fives
                )
                melds = replay.states[position + 1].seats[event.seat].melds
                if any(m.type is not MeldType.KITA for m in melds):
                    assert request is None  # a closed kan: not a 14-tile closed hand
                    continue
                assert request is not None and request.discard is not None
                riichi_discard = next(
                    e.tile
                    for e in hand.events[position + 1 :]
                    if e.kind is EventKind.DISCARD and e.seat == event.seat
                )
                assert request.discard[0] == riichi_discard // 4
                allocator = TileAllocator()
                after = [allocator.take(*code) for code in request.hand]
                after.remove(next(t for t in after if t // 4 == request.discard[0]))
                assert shanten(counts_of(after), replay.players) == TENPAI
                result = double_riichi_ev(request)
                assert 0 < result.p_win <= 1 and result.ev >= 0
                opened += 1
    assert opened >= 10
