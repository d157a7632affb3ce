"""Waits of any hand (several suits, honours, seven pairs, thirteen orphans) vs a brute force.

The brute force knows nothing of xiangting: it adds each kind in turn and asks a
plain recursive "is this a winning hand" (pair + melds, seven distinct pairs,
thirteen orphans), written from the rules alone.
"""

from __future__ import annotations

import random
from functools import cache

import pytest

from yamaviewer.core.shanten import tenpai_waits
from yamaviewer.core.tiles import kind_name, parse_mpsz_hand

ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


@cache
def _melds_only(counts: tuple[int, ...]) -> bool:
    """True if the counts split into triplets and sequences (suits only for sequences)."""
    try:
        i = next(k for k, c in enumerate(counts) if c)
    except StopIteration:
        return True
    c = list(counts)
    if c[i] >= 3:
        c[i] -= 3
        if _melds_only(tuple(c)):
            return True
        c[i] += 3
    if i < 27 and i % 9 <= 6 and c[i + 1] and c[i + 2]:
        c[i] -= 1
        c[i + 1] -= 1
        c[i + 2] -= 1
        if _melds_only(tuple(c)):
            return True
    return False


def is_winning(counts: list[int]) -> bool:
    """14 tiles: four melds and a pair, seven distinct pairs, or thirteen orphans."""
    if sum(counts) == 14:
        if all(c in (0, 2) for c in counts) and sum(1 for c in counts if c == 2) == 7:
            return True
        if all(counts[k] >= 1 for k in ORPHANS) and sum(counts[k] for k in ORPHANS) == 14:
            return True
    for k, c in enumerate(counts):
        if c >= 2:
            rest = list(counts)
            rest[k] -= 2
            if _melds_only(tuple(rest)):
                return True
    return False


def brute_waits(counts: list[int]) -> list[int]:
    out = []
    for k in range(34):
        if counts[k] >= 4:
            continue
        counts[k] += 1
        if is_winning(counts):
            out.append(k)
        counts[k] -= 1
    return out


def random_complete(rng: random.Random) -> list[int]:
    """A random winning 14-tile hand (melds + pair, or sometimes seven pairs / orphans)."""
    form = rng.random()
    counts = [0] * 34
    if form < 0.1:
        for k in rng.sample(range(34), 7):
            counts[k] = 2
        return counts
    if form < 0.15:
        for k in ORPHANS:
            counts[k] = 1
        counts[rng.choice(ORPHANS)] += 1
        return counts
    while True:
        counts = [0] * 34
        ok = True
        for _ in range(4):
            if rng.random() < 0.6:
                suit, start = rng.randrange(3), rng.randrange(7)
                for d in range(3):
                    counts[suit * 9 + start + d] += 1
            else:
                counts[rng.randrange(34)] += 3
        counts[rng.randrange(34)] += 2
        ok = all(c <= 4 for c in counts)
        if ok:
            return counts


@pytest.mark.slow
def test_waits_equal_the_brute_force_on_thousands_of_hands() -> None:
    rng = random.Random(20)
    tenpai_seen = noten_seen = sevens = orphans = 0
    for _ in range(3000):
        full = random_complete(rng)
        if rng.random() < 0.2:  # also hands that are not tenpai
            k = rng.choice([k for k in range(34) if full[k]])
            full[k] -= 1
            j = rng.choice([j for j in range(34) if full[j] < 4])
            full[j] += 1
        k = rng.choice([k for k in range(34) if full[k]])
        full[k] -= 1
        hand = full
        expected = brute_waits(list(hand))
        assert tenpai_waits(hand) == expected, (hand, expected)
        tenpai_seen += bool(expected)
        noten_seen += not expected
        sevens += sum(1 for c in hand if c == 2) == 6 and all(c <= 2 for c in hand)
        orphans += sum(1 for k in ORPHANS if hand[k]) >= 12
    assert tenpai_seen > 1000 and noten_seen > 50 and sevens > 50 and orphans > 50


@pytest.mark.parametrize(
    ("hand", "waits"),
    [
        ("19m19p19s1234567z", [kind_name(k) for k in ORPHANS]),  # thirteen-sided orphans
        ("19m19p19s1234566z", ["7z"]),
        ("11223344556677m", None),  # 14 tiles: refused below
        ("1122334455667m", ["1m", "4m", "7m"]),
        ("1111m234p567s789m", []),  # the tanki on 1m is no wait: all four are held
        ("1122m3344p5566s7z", ["7z"]),  # seven pairs only
    ],
)
def test_known_hands(hand: str, waits: list[str] | None) -> None:
    kinds = parse_mpsz_hand(hand)
    counts = [kinds.count(k) for k in range(34)]
    if waits is None:
        assert sum(counts) == 14
        return
    assert [kind_name(k) for k in tenpai_waits(counts)] == waits
    assert brute_waits(counts) == [k for k in range(34) if kind_name(k) in waits]


def _kinds(text: str) -> list[int]:
    kinds = parse_mpsz_hand(text)
    return [kinds.count(k) for k in range(34)]


@pytest.mark.parametrize(
    ("hand", "calls", "waits"),
    [
        ("5p", "555p111m222s333z", []),  # tanki on the fourth 5p, which the pon holds
        ("5p", "666p111m222s333z", ["5p"]),
        ("3455p", "555m345p567p", ["2p"]),  # 5p: two held, two in the chis: 2p only
        ("1112m", "2m2m2m444s789p", ["3m"]),  # 2m: one held, three in the pon
        ("1112m", "444s789p123s", ["2m", "3m"]),
    ],
)
def test_a_kind_whose_copies_are_all_in_the_hand_and_its_calls_is_no_wait(
    hand: str, calls: str, waits: list[str]
) -> None:
    """Pure karaten: copies in the player's own calls count against the four."""
    counts, called = _kinds(hand), _kinds(calls)
    got = [kind_name(k) for k in tenpai_waits(counts, called=called)]
    assert got == waits
    brute = [k for k in brute_waits(counts) if counts[k] + called[k] < 4]
    assert got == [kind_name(k) for k in brute]


def test_calls_of_a_wrong_length_are_refused() -> None:
    with pytest.raises(ValueError, match="34 kind counts"):
        tenpai_waits(_kinds("5p"), called=[0] * 9)
