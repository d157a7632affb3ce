"""1-shanten (ukeire) questions against a brute force built on the chinitsu judge alone."""

from __future__ import annotations

import random

from yamaviewer.core.chinitsu.hand import ONE, count_of
from yamaviewer.core.chinitsu.judge import waits_unchecked
from yamaviewer.core.chinitsu.ukeire import judge_discards, make_ukeire_question


def brute_useful(hand13: int, discarded: int) -> list[tuple[int, int]]:
    """Ranks whose draw lets some discard leave a tenpai 13 (seven pairs counted), with the
    copies still drawable: not those held, nor the one just discarded."""
    out = []
    for r in range(1, 10):
        held = count_of(hand13, r) + (r == discarded)
        if held >= 4:
            continue
        h14 = hand13 + ONE[r]
        if any(
            count_of(h14, d) and waits_unchecked(h14 - ONE[d], True, False) for d in range(1, 10)
        ):
            out.append((r, 4 - held))
    return out


def test_every_discard_equals_the_brute_force() -> None:
    rng = random.Random(3)
    for _ in range(150):
        q = make_ukeire_question(rng)
        assert len(q.tiles) == 14
        for choice in q.choices:
            h13 = q.hand - ONE[choice.rank]
            tenpai = waits_unchecked(h13, True, False) != 0
            assert not tenpai  # a 1-shanten question: no discard is tenpai already
            if choice.shanten == 1:
                assert list(choice.useful) == brute_useful(h13, choice.rank)
        # The best discard leaves the most tiles among the 1-shanten discards.
        ones = [c for c in q.choices if c.shanten == 1]
        assert ones and {c.rank for c in ones if c.tiles == max(x.tiles for x in ones)} == set(
            q.best
        )
        assert all(q.check(r) for r in q.best)


def test_a_known_hand() -> None:
    # Four 9s held: a 9 is never counted as a useful draw.
    hand = sum(ONE[r] for r in (1, 2, 2, 3, 4, 5, 5, 6, 7, 8, 9, 9, 9, 9))
    choices = {c.rank: c for c in judge_discards(hand)}
    assert set(choices) == {1, 2, 3, 4, 5, 6, 7, 8, 9}
    for r, c in choices.items():
        if c.shanten == 1:
            assert list(c.useful) == brute_useful(hand - ONE[r], r)
    # Discarding one of two 5s leaves two 5s to draw (one held, one in the river), not three;
    # discarding the only 2 leaves three.
    hand = sum(ONE[r] for r in (1, 1, 2, 3, 3, 4, 5, 5, 6, 7, 7, 8, 9, 9))
    choices = {c.rank: c for c in judge_discards(hand)}
    assert dict(choices[5].useful)[5] == 2 and dict(choices[2].useful)[2] == 3
    assert choices[5].tiles == sum((2, 3, 2, 3, 2, 3, 2, 3, 2))
