"""Open-hand waits against the independent brute force, over every such hand."""

from __future__ import annotations

import random
from itertools import combinations_with_replacement

import pytest

from tests.core.chinitsu.chinitsu_bruteforce import all_count_tuples, standard_complete
from yamaviewer.core.chinitsu.hand import HandError, pack_counts
from yamaviewer.core.chinitsu.open_hand import (
    ALL_CALLS,
    Call,
    OpenHand,
    dead_waits,
    from_key,
    open_decompositions,
    open_waits,
    random_open_hand,
)


def _call_counts(call: tuple[int, int, int]) -> tuple[int, ...]:
    counts = [0] * 9
    for r in call:
        counts[r - 1] += 1
    return tuple(counts)


# The calls written out by hand, not from the module: seven chi and nine pon.
CHI = [(r, r + 1, r + 2) for r in range(1, 8)]
PON = [(r, r, r) for r in range(1, 10)]
CALLS = [("chi", c) for c in CHI] + [("pon", c) for c in PON]


def _brute_waits(concealed: tuple[int, ...], seen: tuple[int, ...]) -> int:
    """Ranks with a copy unseen whose addition makes pair + melds (full backtracking)."""
    mask = 0
    for i in range(9):
        if seen[i] >= 4:
            continue
        plus = list(concealed)
        plus[i] += 1
        if standard_complete(tuple(plus)):
            mask |= 1 << i
    return mask


def _check_all(call_count: int) -> tuple[int, int]:
    hands = all_count_tuples(13 - 3 * call_count)
    checked = tenpai = 0
    for calls in combinations_with_replacement(CALLS, call_count):
        called = [sum(col) for col in zip(*(_call_counts(c) for _k, c in calls))]
        objs = tuple(Call(k, c[0]) for k, c in calls)  # type: ignore[arg-type]
        for concealed in hands:
            seen = tuple(a + b for a, b in zip(concealed, called))
            if max(seen) > 4:
                with pytest.raises(HandError):
                    OpenHand(pack_counts(concealed), objs)
                continue
            expected = _brute_waits(concealed, seen)
            assert open_waits(OpenHand(pack_counts(concealed), objs)) == expected, (
                concealed,
                calls,
            )
            checked += 1
            tenpai += bool(expected)
    return checked, tenpai


@pytest.mark.slow
def test_two_calls_every_hand() -> None:
    """Every 7-tile concealed part with every pair of calls (4-copy rule included)."""
    checked, tenpai = _check_all(2)
    assert checked > 100_000 and tenpai > 0


@pytest.mark.slow
def test_one_call_every_hand() -> None:
    """Every 10-tile concealed part with every one of the 16 calls."""
    checked, tenpai = _check_all(1)
    assert checked > 100_000 and tenpai > 0


@pytest.mark.parametrize("call_count", [1, 2])
def test_seeded_sample(call_count: int) -> None:
    """A seeded sample of 10,000 hands (every hand is checked by the slow tests above)."""
    rng = random.Random(29 + call_count)
    hands = all_count_tuples(13 - 3 * call_count)
    for _ in range(10_000):
        calls = [rng.choice(CALLS) for _ in range(call_count)]
        concealed = rng.choice(hands)
        called = [sum(col) for col in zip(*(_call_counts(c) for _k, c in calls))]
        seen = tuple(a + b for a, b in zip(concealed, called))
        if max(seen) > 4:
            continue
        objs = tuple(Call(k, c[0]) for k, c in calls)  # type: ignore[arg-type]
        assert open_waits(OpenHand(pack_counts(concealed), objs)) == _brute_waits(concealed, seen)


def test_called_copies_kill_a_wait() -> None:
    """1234567 waits on 1-4-7; a pon of 4 holds the last copies of 4, so 4 is gone."""
    concealed = pack_counts((1, 1, 1, 1, 1, 1, 1, 0, 0))
    assert open_waits(OpenHand(concealed, (Call("pon", 8), Call("pon", 9)))) == 0b1001001
    four_gone = OpenHand(concealed, (Call("pon", 4), Call("pon", 9)))
    assert open_waits(four_gone) == 0b1000001
    assert dead_waits(four_gone) == 0b1000
    # A chi of 456 leaves three 4s seen: 4 still has a copy to draw.
    assert open_waits(OpenHand(concealed, (Call("chi", 4), Call("pon", 9)))) == 0b1001001


def test_random_hands_are_tenpai_and_keys_round_trip() -> None:
    rng = random.Random(5)
    for n in (1, 2):
        for _ in range(200):
            hand = random_open_hand(rng, n, frozenset({2, 3}))
            assert len(hand.calls) == n
            assert bin(open_waits(hand)).count("1") in (2, 3)
            assert from_key(hand.key()) == hand
    assert len(ALL_CALLS) == 16
    with pytest.raises(HandError):
        from_key("open:zz:chi1")
    with pytest.raises(HandError):
        Call("chi", 8)


def test_decompositions_of_each_wait() -> None:
    """Each wait of 1234567 (+ 999 and 888 called) reads as pair + two melds."""
    hand = OpenHand(pack_counts((1, 1, 1, 1, 1, 1, 1, 0, 0)), (Call("pon", 8), Call("pon", 9)))
    texts = {r: [d.groups_text() for d in open_decompositions(hand, r)] for r in (1, 4, 7)}
    assert texts == {
        1: [["11", "234", "567"]],
        4: [["44", "123", "567"]],
        7: [["77", "123", "456"]],
    }
    assert open_decompositions(hand, 2) == []
