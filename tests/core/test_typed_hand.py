"""Typed hands against a brute force (each kind added, the hand searched for a win)."""

from __future__ import annotations

import random

import pytest

from tests.core.test_ron_quiz import _complete
from yamaviewer.core.typed_hand import TypedHandError, read_hand
from yamaviewer.core.wording import Wording


def _brute(counts: list[int]) -> tuple[int, ...]:
    found = []
    for k in range(34):
        if counts[k] >= 4:
            continue
        counts[k] += 1
        if _complete(counts, sum(counts) < 14):
            found.append(k)
        counts[k] -= 1
    return tuple(found)


def test_seeded_hands_of_any_suits_and_one_suit() -> None:
    rng = random.Random(29)
    wall = [k for k in range(34) for _ in range(4)]
    for n in range(600):
        one_suit = n % 2 == 0
        pool = [k for k in wall if k < 9] if one_suit else wall
        tiles = sorted(rng.sample(pool, 13))
        text = "".join(f"{k % 9 + 1}{'mpsz'[k // 9]}" for k in tiles)
        hand = read_hand(text)
        counts = [tiles.count(k) for k in range(34)]
        assert hand.waits == _brute(counts), text
        assert (hand.shanten == 0) == bool(hand.waits)
        if one_suit:
            assert hand.suit == "m" and hand.explanation is not None
            assert [k + 1 for k in hand.waits] == hand.explanation.ranks


def test_bare_digits_take_the_default_suit_and_bad_text_says_why() -> None:
    hand = read_hand("1112345678999", default_suit="s")
    assert hand.suit == "s" and hand.waits == tuple(range(18, 27))
    assert len(hand.explanation.waits) == 9 if hand.explanation else False
    assert read_hand("1m").waits == (0,)  # one tile: a pair wait on itself
    for text, start in (("123m", "A hand needs"), ("11111m23p", "More than four"), ("x", "Write")):
        with pytest.raises(TypedHandError) as error:
            read_hand(text)
        assert isinstance(error.value.args[0], Wording) and error.value.args[0].startswith(start)
