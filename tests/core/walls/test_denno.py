"""Denno Majang pick-and-remove shuffle on our MT19937."""

from __future__ import annotations

from collections import Counter

import pytest

from yamaviewer.core.mt19937 import MT19937
from yamaviewer.core.walls.denno import DennoWall, denno_shuffle, denno_wall, uniform_below
from yamaviewer.core.walls.table import dead_wall_roles, deal_plan


class _Scripted:
    """Stands in for MT19937: returns scripted outputs."""

    def __init__(self, outputs: list[int]) -> None:
        self._outputs = list(outputs)

    def next_u32(self) -> int:
        return self._outputs.pop(0)


def test_same_seed_same_wall_and_different_seeds_differ() -> None:
    assert denno_wall(7) == denno_wall(7)
    assert denno_wall(7).pai != denno_wall(8).pai


def test_wall_is_a_permutation() -> None:
    assert sorted(denno_wall(1).pai) == list(range(136))


def test_pick_and_remove_follows_the_generator() -> None:
    rng = MT19937.from_seed(99)
    remaining = list(range(136))
    expected = []
    check = MT19937.from_seed(99)
    while remaining:
        expected.append(remaining.pop(uniform_below(check, len(remaining))))
    assert denno_shuffle(rng).pai == tuple(expected)
    # First pick, computed by hand from the first output (no rejection at n = 136
    # unless the output is in the top 2**32 % 136 values).
    first = MT19937.from_seed(99).next_u32()
    if first < (1 << 32) - (1 << 32) % 136:
        assert denno_wall(99).pai[0] == first % 136


def test_uniform_below_rejects_the_biased_tail() -> None:
    top = (1 << 32) - 1  # in the rejected tail for bound 3 (2**32 % 3 == 1)
    rng = _Scripted([top, 5])
    assert uniform_below(rng, 3) == 5 % 3  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        uniform_below(MT19937.from_seed(1), 0)


def test_layout_roles() -> None:
    wall = DennoWall(tuple(range(136)))
    hands = wall.hands()
    assert hands[0] == list(range(135, 122, -1))  # dealer: the first 13 pops
    assert hands[3] == list(range(96, 83, -1))
    assert wall.first_draw == 83
    assert wall.live_draws()[0] == 83 and wall.live_draws()[-1] == 14
    assert len(wall.live_draws()) == 70
    assert wall.rinshan == (0, 1, 2, 3)
    assert wall.dora_indicator == 4 and wall.kan_dora_indicators == (5, 6, 7, 8)
    assert wall.ura_indicator == 9 and wall.kan_ura_indicators == (10, 11, 12, 13)


def test_hands_are_disjoint_and_thirteen_each() -> None:
    wall = denno_wall(3)
    hands = wall.hands()
    assert [len(h) for h in hands] == [13] * 4
    assert len({t for h in hands for t in h} | {wall.first_draw}) == 53


def test_draw_order_places_roles_on_the_table() -> None:
    wall = denno_wall(11)
    order = wall.in_draw_order()
    assert sorted(order) == list(range(136))
    roles = dead_wall_roles(4)
    assert order[roles.dora_indicators[0]] == wall.dora_indicator
    assert order[roles.ura_indicators[0]] == wall.ura_indicator
    assert [order[n] for n in roles.rinshan] == list(wall.rinshan)
    # Denno deals 13 consecutive tiles per seat, not the physical 4-4-4-1, so
    # only the dealer's first block of four agrees with the physical deal.
    assert [order[n] for n in deal_plan(4).hands[0][:4]] == wall.hands()[0][:4]


def test_names_show_red_fives_only_when_the_rule_has_them() -> None:
    wall = DennoWall(tuple(range(136)))
    assert wall.names()[16] == "0m"
    assert DennoWall(tuple(range(136)), red_fives=False).names()[16] == "5m"


def test_shuffle_is_roughly_uniform() -> None:
    # Seeded, so deterministic: where tile 0 lands, bucketed into 8 parts of 17.
    rng = MT19937.from_seed(2024)
    counts: Counter[int] = Counter()
    rounds = 1600
    for _ in range(rounds):
        counts[denno_shuffle(rng).pai.index(0) // 17] += 1
    expected = rounds / 8
    chi_square = sum((counts[b] - expected) ** 2 / expected for b in range(8))
    assert chi_square < 24.3  # p = 0.001 for 7 degrees of freedom
