"""Rates, intervals and the riichi wait shape, against values worked out by hand."""

from __future__ import annotations

import math

import pytest

from yamaviewer.core.shanten import counts_of, tenpai_waits
from yamaviewer.core.stats.player import Mean, is_ryanmen, proportion
from yamaviewer.core.tiles import parse_mpsz_hand


def _ids(text: str) -> tuple[int, ...]:
    seen: dict[int, int] = {}
    ids = []
    for kind in parse_mpsz_hand(text):
        ids.append(kind * 4 + seen.get(kind, 0))
        seen[kind] = seen.get(kind, 0) + 1
    return tuple(sorted(ids))


@pytest.mark.parametrize(
    ("hand", "ryanmen"),
    [
        ("23m456p789s11z555s", True),  # 1m-4m
        ("78m123p456s789s11z", True),  # 6m-9m
        ("13m456p789s11z555s", False),  # kanchan
        ("12m456p789s11z555s", False),  # penchan
        ("11m456p789s55z555s", False),  # shanpon
        ("1m456p789s123s555s", False),  # tanki
        ("2345m456p789s555s", False),  # nobetan: waits three apart, but single waits
        ("11223344m5566p7z", False),  # seven pairs only
    ],
)
def test_ryanmen_is_a_two_sided_reading(hand: str, ryanmen: bool) -> None:
    tiles = _ids(hand)
    waits = tenpai_waits(counts_of(tiles))
    assert waits
    assert is_ryanmen(tiles, waits) is ryanmen


def test_exact_interval_of_no_hits_is_one_minus_the_root() -> None:
    rate = proportion(0, 10)
    assert rate.value == 0 and rate.low == 0
    assert rate.high == pytest.approx(1 - 0.025 ** (1 / 10), rel=1e-9)
    assert math.isnan(proportion(0, 0).value)


def test_mean_interval_uses_students_t() -> None:
    mean = Mean()
    for value in (1, 2, 3, 4):
        mean.add(value)
    rate = mean.rate()
    half = 3.182446305284263 * math.sqrt(5 / 3) / 2  # t(0.975, 3), sample sd sqrt(5/3)
    assert rate.value == 2.5
    assert (rate.low, rate.high) == pytest.approx((2.5 - half, 2.5 + half))
