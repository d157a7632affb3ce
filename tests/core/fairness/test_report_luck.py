"""The player's-luck expectations against direct enumeration."""

from __future__ import annotations

from math import comb

import pytest

from yamaviewer.core.fairness.report import _ura_expectation, dora_expectation
from yamaviewer.core.fairness.walls import dora_kind_of
from yamaviewer.core.record import WinResult

#: Indicator -> dora, written out by hand (suits wrap 9 -> 1, winds E S W N, dragons Wh G R).
NEXT = {
    **{s * 9 + r: s * 9 + (r + 1) % 9 for s in range(3) for r in range(9)},
    27: 28,
    28: 29,
    29: 30,
    30: 27,
    31: 32,
    32: 33,
    33: 31,
}


def test_dora_kinds_follow_the_cycles() -> None:
    assert all(dora_kind_of(k) == NEXT[k] for k in range(34))
    assert dora_kind_of(0, 3) == 8 and dora_kind_of(8, 3) == 0


def _win(hand: tuple[int, ...], dora: tuple[int, ...], ura: tuple[int, ...]) -> WinResult:
    return WinResult(
        winner=0,
        from_seat=1,
        fu=40,
        points=3900,
        limit=None,
        yaku=((1, 1), (53, 0)),
        yakuman=(),
        dora=dora,
        ura=ura,
        deltas=(3900, -3900, 0, 0),
        scores_before=(25000, 25000, 25000, 25000),
        hand=hand,
    )


@pytest.mark.parametrize("ura_count", [1, 2])
def test_ura_expectation_equals_enumeration(ura_count: int) -> None:
    hand = (0, 1, 2, 4, 8, 12, 36, 40, 44, 108, 109, 112, 113, 116)
    dora = (20, 124)
    win = _win(hand, dora, tuple(range(ura_count)))
    unseen = [t for t in range(136) if t not in hand and t not in dora]
    values = [sum(1 for h in hand if h // 4 == NEXT[t // 4]) for t in unseen]
    mean = sum(values) / len(values)
    var = sum(v * v for v in values) / len(values) - mean * mean
    got_mean, got_var = _ura_expectation(win, 4)
    assert got_mean == pytest.approx(ura_count * mean)
    assert got_var == pytest.approx(ura_count * var)


def test_dora_expectation_is_hypergeometric() -> None:
    mean, var = dora_expectation(4)
    population = 135
    probabilities = [
        comb(4, k) * comb(population - 4, 13 - k) / comb(population, 13) for k in range(5)
    ]
    assert sum(probabilities) == pytest.approx(1.0)
    assert mean == pytest.approx(sum(k * p for k, p in enumerate(probabilities)))
    assert var == pytest.approx(sum(k * k * p for k, p in enumerate(probabilities)) - mean**2)
