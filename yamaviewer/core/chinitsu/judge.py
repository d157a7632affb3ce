"""The bit-packed tenpai judge for one-suit hands (REFERENCE section 11).

``waits(hand)`` returns the 9-bit mask of winning ranks of a 13-tile hand.
For each rank it adds one tile and asks whether the 14 tiles are complete:

* Pair candidates: four melds each have a rank sum divisible by 3, so the pair
  rank ``p`` satisfies ``2p = sum of ranks (mod 3)``, i.e. ``p = 2*sum (mod 3)``;
  at most three ranks qualify, and only those held twice or more are tried.
* Meld stripping from the lowest rank upward: the lowest rank's tiles are a
  triplet when there are three or more (three sequences on the same ranks are
  the same tiles as three triplets, so this choice loses nothing) and the rest
  start sequences.  This is exact for one suit, so there is no backtracking.
* Seven pairs (seven distinct ranks held twice) counts too, unless disabled.

Karaten (a rank the hand already holds four times, which cannot be drawn) is no
wait by default; ``allow_karaten=True`` judges the five-copy shape anyway.
"""

from __future__ import annotations

from yamaviewer.core.chinitsu.hand import ONE, validate_hand

#: Packed value for "one tile on each of the next two ranks" after a shift by 3.
_NEXT_TWO = 0o11


def is_meldable(h: int) -> bool:
    """True if the packed tiles split into triplets and sequences (strip low to high)."""
    while h:
        c = h & 7
        if c == 0:
            h >>= 3
            continue
        if c >= 3:
            c -= 3
        h >>= 3
        if c:
            if (h & 7) < c or ((h >> 3) & 7) < c:
                return False
            h -= c * _NEXT_TWO
    return True


def _rank_sum(hand: int) -> int:
    s = 0
    r = 1
    while hand:
        s += r * (hand & 7)
        hand >>= 3
        r += 1
    return s


def _is_standard_complete(h: int, rank_sum: int) -> bool:
    """Pair + melds, trying only pair ranks allowed by the mod-3 rule."""
    p = (2 * rank_sum) % 3 or 3  # first candidate pair rank: 1, 2 or 3
    while p <= 9:
        shift = 3 * (p - 1)
        if (h >> shift) & 7 >= 2 and is_meldable(h - (2 << shift)):
            return True
        p += 3
    return False


def is_seven_pairs(h: int) -> bool:
    """True for 14 tiles forming seven distinct pairs (four of a kind is not two pairs)."""
    pairs = 0
    while h:
        c = h & 7
        if c == 2:
            pairs += 1
        elif c:
            return False
        h >>= 3
    return pairs == 7


def is_complete(hand14: int, seven_pairs: bool = True) -> bool:
    """True if the packed 14-tile hand (counts up to 5 allowed) is a winning shape."""
    if _is_standard_complete(hand14, _rank_sum(hand14)):
        return True
    return seven_pairs and is_seven_pairs(hand14)


def waits_unchecked(hand: int, seven_pairs: bool = True, allow_karaten: bool = False) -> int:
    """:func:`waits` without input validation, for hot loops over known-good hands."""
    s = _rank_sum(hand)
    mask = 0
    limit = 5 if allow_karaten else 4  # a rank held `limit` times cannot be added
    for r in range(1, 10):
        if ((hand >> (3 * r - 3)) & 7) >= limit:
            continue
        if _is_standard_complete(hand + ONE[r], s + r):
            mask |= 1 << (r - 1)
    if seven_pairs:
        mask |= seven_pairs_wait(hand)
    return mask


def seven_pairs_wait(hand: int) -> int:
    """Mask of the seven-pairs wait of a 13-tile hand: six distinct pairs plus a single."""
    pairs = 0
    single = 0
    r = 0
    h = hand
    while h:
        c = h & 7
        if c == 2:
            pairs += 1
        elif c == 1:
            if single:
                return 0
            single = 1 << r
        elif c:
            return 0
        h >>= 3
        r += 1
    return single if pairs == 6 else 0


def waits(hand: int, seven_pairs: bool = True, allow_karaten: bool = False) -> int:
    """9-bit mask (bit 0 = rank 1) of the ranks that complete the 13-tile ``hand``.

    Raises :class:`~yamaviewer.core.chinitsu.hand.HandError` for a hand that is not
    13 tiles with at most four of each rank.
    """
    validate_hand(hand)
    return waits_unchecked(hand, seven_pairs, allow_karaten)


def is_tenpai(hand: int, seven_pairs: bool = True, allow_karaten: bool = False) -> bool:
    """True if the 13-tile hand waits on at least one rank."""
    return waits(hand, seven_pairs, allow_karaten) != 0
