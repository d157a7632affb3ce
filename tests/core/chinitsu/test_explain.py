"""Explanations: decompositions against brute force, wait shapes on known hands."""

from __future__ import annotations

import random

import pytest

from tests.core.chinitsu.chinitsu_bruteforce import bf_all_decompositions, seven_pairs
from yamaviewer.core.chinitsu.explain import (
    Meld,
    decompositions,
    decompositions_of_complete,
    explain,
)
from yamaviewer.core.chinitsu.hand import HandError, counts_of, parse_hand
from yamaviewer.core.chinitsu.judge import waits
from yamaviewer.core.chinitsu.tables import question_pool


def _as_bf(decomps: list) -> set[tuple[int, tuple[str, ...]]]:
    return {(d.pair, tuple(sorted(str(m) for m in d.melds))) for d in decomps if not d.pairs}


def test_nine_gates_waits_on_all_nine_with_reasons() -> None:
    e = explain(parse_hand("1112345678999"))
    assert e.ranks == list(range(1, 10))
    assert [w.rank for w in e.waits] == list(range(1, 10))
    by_rank = {w.rank: w for w in e.waits}
    assert {str(d) for d in by_rank[2].decompositions} == {"22 111 345 678 999"}
    assert by_rank[2].shapes == ("tanki", "nobetan")
    assert "shanpon" in by_rank[1].shapes and "shanpon" in by_rank[9].shapes
    assert "penchan" in by_rank[3].shapes and "penchan" in by_rank[7].shapes
    meld_kinds = {(m.kind, m.rank) for m in by_rank[2].decompositions[0].melds}
    assert meld_kinds == {("triplet", 1), ("sequence", 3), ("sequence", 6), ("triplet", 9)}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("1112223334468", {7: ("kanchan",)}),
        ("1112223334489", {7: ("penchan",)}),
        ("1112223335578", {6: ("ryanmen",), 9: ("ryanmen",)}),
        ("1112223335599", {5: ("shanpon",), 9: ("shanpon",)}),
        ("1112223334447", {7: ("tanki",)}),
        (
            "1112224445678",
            {
                3: ("ryanmen", "sanmenchan"),
                5: ("tanki", "nobetan"),
                6: ("ryanmen", "sanmenchan"),
                8: ("tanki", "nobetan"),
                9: ("ryanmen", "sanmenchan"),
            },
        ),
        (
            "1112223334556",
            {4: ("ryanmen", "kanchan"), 5: ("kanchan", "tanki", "nakabukure"), 7: ("ryanmen",)},
        ),
    ],
)
def test_named_wait_shapes(text: str, expected: dict[int, tuple[str, ...]]) -> None:
    e = explain(parse_hand(text))
    assert {w.rank: w.shapes for w in e.waits} == expected


def test_seven_pairs_explained_and_optional() -> None:
    hand = parse_hand("1122446688993")
    e = explain(hand)
    assert e.ranks == [3]
    (only,) = e.waits[0].decompositions
    assert only.is_seven_pairs and only.pairs == (1, 2, 3, 4, 6, 8, 9)
    assert str(only) == "11 22 33 44 66 88 99 (seven pairs)"
    assert e.waits[0].shapes == ("tanki",)
    assert explain(hand, seven_pairs=False).waits == ()


def test_karaten_explained_only_when_allowed() -> None:
    hand = parse_hand("1111234567999")
    assert 1 not in explain(hand).ranks
    e = explain(hand, allow_karaten=True)
    one = next(w for w in e.waits if w.rank == 1)
    assert {str(d) for d in one.decompositions} == {"11 111 234 567 999"}


def test_decompositions_match_brute_force_on_random_tenpai_hands() -> None:
    pool = question_pool()
    rng = random.Random(11)
    hands = [pool.draw(rng, (n,)) for n in range(1, 10) for _ in range(25)]
    for hand in hands:
        counts = counts_of(hand)
        mask = waits(hand)
        for r in range(1, 10):
            plus = list(counts)
            plus[r - 1] += 1
            got = decompositions(hand, r) if plus[r - 1] <= 4 else []
            if not mask >> (r - 1) & 1:
                assert got == []
                continue
            assert _as_bf(got) == bf_all_decompositions(tuple(plus))
            assert len(got) == len({(d.pair, d.melds, d.pairs) for d in got})
            assert any(d.is_seven_pairs for d in got) == seven_pairs(tuple(plus))


def test_every_reading_contains_the_winning_tile() -> None:
    pool = question_pool()
    rng = random.Random(12)
    for _ in range(200):
        e = explain(pool.draw(rng))
        assert e.mask == waits(e.hand) and e.waits
        for w in e.waits:
            assert w.readings, w
            for rd in w.readings:
                assert str(w.rank) in rd.group
                if rd.shape == "kanchan":
                    assert rd.group[1] == str(w.rank)
                if rd.shape == "penchan":
                    assert (rd.group, w.rank) in {("123", 3), ("789", 7)}


def test_decomposition_errors() -> None:
    with pytest.raises(HandError):
        decompositions(parse_hand("1112345678999"), 10)
    with pytest.raises(HandError):
        decompositions_of_complete(parse_hand("1112345678999"))
    assert Meld("sequence", 3).ranks == (3, 4, 5)
    assert Meld("triplet", 3).ranks == (3, 3, 3)
