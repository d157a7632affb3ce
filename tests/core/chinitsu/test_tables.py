"""Issue 29: Expert draws by wait pattern, checked against the brute-force judge's weights."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tests.core.chinitsu.chinitsu_bruteforce import all_count_tuples, bf_waits, weight
from yamaviewer.core.chinitsu.tables import DEFAULT_OPTIONS, question_pool

EXPERT = (7, 8, 9)


def _pack(counts: tuple[int, ...]) -> int:
    return sum(c << (3 * r) for r, c in enumerate(counts))


@pytest.mark.slow  # the brute force over 93,600 hands takes about 3 s
def test_expert_draws_every_wait_pattern_equally_and_hands_as_in_play() -> None:
    patterns: dict[int, dict[int, int]] = {}  # wait mask -> hand -> tile combinations
    for counts in all_count_tuples():
        mask = bf_waits(counts)
        if mask.bit_count() in EXPERT:
            patterns.setdefault(mask, {})[_pack(counts)] = weight(counts)
    assert len(patterns) == 30 and sum(len(h) for h in patterns.values()) == 96
    pool = question_pool(DEFAULT_OPTIONS)
    rng = random.Random(29)
    n = 60_000
    drawn = Counter(pool.draw_by_pattern(rng, EXPERT) for _ in range(n))
    by_pattern = Counter({mask: sum(drawn[h] for h in hands) for mask, hands in patterns.items()})
    assert sum(by_pattern.values()) == n  # nothing outside the brute force's hands
    expected = n / len(patterns)
    sigma = (expected * (1 - 1 / len(patterns))) ** 0.5
    assert all(abs(c - expected) < 5 * sigma for c in by_pattern.values()), by_pattern
    nine_sided = _pack((3, 1, 1, 1, 1, 1, 1, 1, 3))  # 1112345678999, once a third of Expert
    assert abs(drawn[nine_sided] / n - 1 / 30) < 0.005
    # Inside the pattern with the most hands, each hand as often as its tile combinations.
    mask, hands = max(patterns.items(), key=lambda kv: len(kv[1]))
    total, inside = sum(hands.values()), by_pattern[mask]
    for hand, w in hands.items():
        mean = inside * w / total
        assert abs(drawn[hand] - mean) < 5 * mean**0.5 + 5, (hand, drawn[hand], mean)


def test_excluded_hands_are_never_drawn_until_none_is_left() -> None:
    pool = question_pool(DEFAULT_OPTIONS)
    rng = random.Random(3)
    asked: set[int] = set()
    for _ in range(96):  # Expert's 96 hands, each once
        hand = pool.draw_by_pattern(rng, EXPERT, asked)
        assert hand not in asked
        asked.add(hand)
    assert asked == {h for n in EXPERT for h in pool.by_waits[n].hands}
    with pytest.raises(ValueError, match="no hand"):
        pool.draw_by_pattern(rng, EXPERT, asked)
