"""The judge, the tables and the question pools against independent expectations.

Expectations come from the brute-force decomposer in chinitsu_bruteforce.py (no
shared code with the package) and from the published table of REFERENCE
section 11, typed in below.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tests.core.chinitsu.chinitsu_bruteforce import all_count_tuples, bf_waits, seven_pairs, weight
from yamaviewer.core.chinitsu.hand import HandError, counts_of, pack_counts, parse_hand
from yamaviewer.core.chinitsu.judge import is_complete, waits, waits_unchecked
from yamaviewer.core.chinitsu.tables import (
    Options,
    all_kinds,
    all_waits,
    hand_weight,
    lookup_waits,
    question_pool,
    wait_table,
)

# REFERENCE section 11: waits -> (kinds, weighted hands).
PUBLISHED = {
    0: (53_404, 1_188_283_736),
    1: (14_193, 366_605_432),
    2: (14_493, 413_556_512),
    3: (6_739, 225_438_896),
    4: (2_948, 68_889_152),
    5: (1_335, 32_848_640),
    6: (392, 12_497_408),
    7: (79, 2_176_256),
    8: (16, 231_424),
    9: (1, 262_144),
}
ALL_OPTIONS = [Options(sp, k) for sp in (True, False) for k in (False, True)]


def _bits(mask: int) -> int:
    return bin(mask).count("1")


@pytest.fixture(scope="module")
def expected() -> dict[tuple[int, ...], tuple[int, int, int]]:
    """counts -> (standard waits incl. karaten ranks, seven-pairs wait, held-four mask)."""
    out = {}
    for counts in all_count_tuples():
        std_k = bf_waits(counts, seven=False, karaten=True)
        sp = 0
        for r in range(9):
            plus = list(counts)
            plus[r] += 1
            if seven_pairs(tuple(plus)):
                sp |= 1 << r
        four = sum(1 << r for r in range(9) if counts[r] == 4)
        out[counts] = (std_k, sp, four)
    return out


def _expected_mask(entry: tuple[int, int, int], options: Options) -> int:
    std_k, sp, four = entry
    mask = std_k if options.allow_karaten else std_k & ~four
    return mask | sp if options.seven_pairs else mask


@pytest.mark.slow
def test_every_kind_is_enumerated_once_with_its_weight(
    expected: dict[tuple[int, ...], tuple[int, int, int]],
) -> None:
    hands, weights = all_kinds()
    assert len(hands) == len(set(hands)) == 93_600
    by_counts = {counts_of(h): w for h, w in zip(hands, weights)}
    assert set(by_counts) == set(expected)
    assert all(by_counts[c] == weight(c) for c in expected)
    assert sum(weights) == 2_310_789_600


def test_published_table_exactly() -> None:
    table = wait_table()
    assert table.kinds == 93_600
    assert table.weighted == 2_310_789_600
    assert {row.waits: (row.kinds, row.weighted) for row in table.rows} == PUBLISHED
    assert table.to_json_dict()["by_waits"]["9"] == {"kinds": 1, "weighted": 262_144}
    assert list(table.to_json_dict()["by_waits"]) == [str(n) for n in range(10)]


@pytest.mark.slow
@pytest.mark.parametrize("options", ALL_OPTIONS)
def test_table_of_each_option_matches_brute_force(
    options: Options, expected: dict[tuple[int, ...], tuple[int, int, int]]
) -> None:
    hands, _ = all_kinds()
    masks = all_waits(options)
    for h, m in zip(hands, masks):
        assert m == _expected_mask(expected[counts_of(h)], options), (h, options)
    kinds: Counter[int] = Counter()
    weighted: Counter[int] = Counter()
    for counts, entry in expected.items():
        n = _bits(_expected_mask(entry, options))
        kinds[n] += 1
        weighted[n] += weight(counts)
    table = wait_table(options)
    assert [(r.kinds, r.weighted) for r in table.rows] == [
        (kinds[n], weighted[n]) for n in range(10)
    ]


@pytest.mark.slow
@pytest.mark.parametrize("options", [Options(True, False), Options(False, True)])
def test_mod3_judge_on_every_kind(
    options: Options, expected: dict[tuple[int, ...], tuple[int, int, int]]
) -> None:
    sp, kara = options.seven_pairs, options.allow_karaten
    for counts, entry in expected.items():
        assert waits_unchecked(pack_counts(counts), sp, kara) == _expected_mask(entry, options)


def test_options_change_known_hands() -> None:
    # Seven pairs: six pairs and a single 3; no standard shape uses the 3.
    hand = parse_hand("1122446688993")
    assert waits(hand) == 1 << 2
    assert waits(hand, seven_pairs=False) == 0
    # Karaten: 1111 234 567 999 waits on 4, 7, 8; a fifth 1 (11 111 234 567 999)
    # would complete it, counted only with allow_karaten.
    hand = parse_hand("1111234567999")
    assert waits(hand) == (1 << 3) | (1 << 6) | (1 << 7)
    assert waits(hand, allow_karaten=True) == waits(hand) | 1


def test_nine_gates_and_simple_hands() -> None:
    assert waits(parse_hand("1112345678999")) == 0x1FF
    assert waits(parse_hand("1112223334445")) == 0b111110  # 2, 3, 4, 5, 6
    assert waits(parse_hand("1357913579135")) == (1 << 6) | (1 << 8)  # 111 333 555 77 99
    assert is_complete(parse_hand("11123456789999", size=14))
    assert is_complete(parse_hand("11123456789998", size=14))  # 111 234 567 88 999
    assert not is_complete(parse_hand("11112223334446", size=14))
    assert not is_complete(parse_hand("11335577992468", size=14))
    assert is_complete(parse_hand("11335577992244", size=14))  # seven pairs
    assert not is_complete(parse_hand("11335577992244", size=14), seven_pairs=False)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("111234567899", "13 tiles, got 12"),
        ("11112345678999", "13 tiles, got 14"),
        ("1111123456789", "rank 1 appears 5 times"),
        ("12345678a1234", "unexpected character 'a'"),
        ("1234567m891234p", "cannot mix suits"),
        ("1234567891234z", "honour"),
        ("", "empty hand"),
    ],
)
def test_bad_hands_raise_clear_errors(text: str, message: str) -> None:
    with pytest.raises(HandError, match=message):
        parse_hand(text)


def test_parse_forms_agree() -> None:
    base = parse_hand("1112345678999")
    for text in ("1112345678999m", "111 234 5678 999", "111m 234m 5678m 999m", " 1112340678999p "):
        assert parse_hand(text) == base


@pytest.mark.parametrize("bad", [-1, 1 << 27, 0o5000000000, "111", 1.5, True])
def test_waits_rejects_invalid_packed_hands(bad: object) -> None:
    with pytest.raises(HandError):
        waits(bad)  # type: ignore[arg-type]


def test_lookup_matches_judge_on_samples() -> None:
    rng = random.Random(7)
    hands, _ = all_kinds()
    for _ in range(500):
        h = hands[rng.randrange(len(hands))]
        for o in ALL_OPTIONS:
            assert lookup_waits(h, o) == waits(h, o.seven_pairs, o.allow_karaten)


@pytest.mark.parametrize("options", ALL_OPTIONS)
def test_question_pools_hold_exactly_the_n_wait_hands(options: Options) -> None:
    pool = question_pool(options)
    table = wait_table(options)
    for n in range(10):
        sampler = pool.by_waits[n]
        assert len(sampler) == table.rows[n].kinds
        assert sampler.total_weight == table.rows[n].weighted
        assert all(
            _bits(waits(h, options.seven_pairs, options.allow_karaten)) == n
            for h in sampler.hands[:200]
        )
    assert len(pool.tenpai) == 93_600 - table.rows[0].kinds


def test_uniform_draws_are_uniform_over_kinds() -> None:
    pool = question_pool()
    rng = random.Random(1)
    draws = Counter(pool.draw(rng, (8,)) for _ in range(16_000))
    assert set(draws) == set(pool.by_waits[8].hands)
    # 16 kinds, 1000 expected each; a 6-sigma band (sigma ~ 31) never fails by chance.
    assert all(800 < c < 1200 for c in draws.values())


def test_weighted_draws_follow_tile_combinations() -> None:
    pool = question_pool()
    rng = random.Random(2)
    n = 40_000
    draws = Counter(pool.draw(rng, (8,), weighted=True) for _ in range(n))
    total = pool.by_waits[8].total_weight
    for h in pool.by_waits[8].hands:
        p = hand_weight(h) / total
        sigma = (n * p * (1 - p)) ** 0.5
        assert abs(draws[h] - n * p) < 6 * sigma + 1, h
    # Weighted draws over all tenpai hands: the wait-count mix follows the weighted table.
    rng = random.Random(3)
    counts = Counter(_bits(pool.waits_of(pool.draw(rng, weighted=True))) for _ in range(n))
    tenpai_weight = sum(PUBLISHED[k][1] for k in range(1, 10))
    for k in (1, 2, 3):
        p = PUBLISHED[k][1] / tenpai_weight
        assert abs(counts[k] - n * p) < 6 * (n * p * (1 - p)) ** 0.5


def test_draw_with_several_counts_and_bad_counts() -> None:
    pool = question_pool()
    rng = random.Random(4)
    seen = {_bits(waits(pool.draw(rng, (7, 8, 9)))) for _ in range(300)}
    assert seen == {7, 8, 9}
    with pytest.raises(HandError):
        pool.draw(rng, (10,))
    assert pool.draw(random.Random(5), (0,)) in set(pool.by_waits[0].hands)
