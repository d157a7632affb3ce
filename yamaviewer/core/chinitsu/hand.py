"""One-suit hands packed into one int, and the parsing/validation around them.

A hand is an ``int`` with 3 bits per rank: rank 1 in bits 0-2 ... rank 9 in
bits 24-26 (REFERENCE section 11).  Packing keeps the judge's inner loop down to
shifts and masks, makes a hand hashable for free and lets the per-wait question
lists store one small int per hand.  Every public entry point that takes a hand
from outside validates it here, so bad input raises :class:`HandError` (a
``ValueError`` with a one-line message) instead of producing a wrong answer.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

RANKS: tuple[int, ...] = tuple(range(1, 10))
#: Packed value of one tile of each rank, indexed by rank (index 0 unused).
ONE: tuple[int, ...] = (0, *(1 << (3 * (r - 1)) for r in RANKS))
#: Largest packed value a valid hand can have (every field at most 4).
MAX_COPIES = 4
HAND_SIZE = 13
SUIT_LETTERS = "mps"


class HandError(ValueError):
    """A hand that cannot be used: wrong size, a fifth copy, bad characters."""


def count_of(hand: int, rank: int) -> int:
    """How many tiles of ``rank`` (1..9) the packed ``hand`` holds."""
    return (hand >> (3 * (rank - 1))) & 7


def counts_of(hand: int) -> tuple[int, ...]:
    """The nine counts (rank 1 first) of a packed hand."""
    return tuple((hand >> (3 * i)) & 7 for i in range(9))


def pack_counts(counts: Sequence[int]) -> int:
    """Pack nine counts (rank 1 first) into a hand; counts must be 0..7 to fit 3 bits."""
    if len(counts) != 9:
        raise HandError(f"expected 9 counts, got {len(counts)}")
    hand = 0
    for i, c in enumerate(counts):
        if not 0 <= c <= 7:
            raise HandError(f"count {c} for rank {i + 1} does not fit in 3 bits")
        hand |= c << (3 * i)
    return hand


def pack_ranks(ranks: Iterable[int]) -> int:
    """Pack a sequence of ranks (e.g. ``[1, 1, 1, 2, ...]``) into a hand."""
    counts = [0] * 9
    for r in ranks:
        if not isinstance(r, int) or not 1 <= r <= 9:
            raise HandError(f"rank {r!r} is not 1..9")
        counts[r - 1] += 1
    if max(counts, default=0) > 7:
        raise HandError("more than 7 copies of a rank cannot be packed")
    return pack_counts(counts)


def tile_count(hand: int) -> int:
    """Total number of tiles in a packed hand."""
    total = 0
    while hand:
        total += hand & 7
        hand >>= 3
    return total


def ranks_of(hand: int) -> list[int]:
    """The hand as a sorted list of ranks, one entry per tile."""
    out: list[int] = []
    for i in range(9):
        out.extend([i + 1] * ((hand >> (3 * i)) & 7))
    return out


def hand_to_str(hand: int, suit: str = "") -> str:
    """Digits of the hand in rank order (``1112345678999``), optionally suffixed by a suit."""
    return "".join(str(r) for r in ranks_of(hand)) + suit


def mask_to_ranks(mask: int) -> list[int]:
    """Ranks whose bit is set in a 9-bit wait mask (bit 0 = rank 1)."""
    return [r for r in RANKS if mask >> (r - 1) & 1]


def ranks_to_mask(ranks: Iterable[int]) -> int:
    """9-bit mask (bit 0 = rank 1) of the given ranks; rejects ranks outside 1..9."""
    mask = 0
    for r in ranks:
        if not isinstance(r, int) or isinstance(r, bool) or not 1 <= r <= 9:
            raise HandError(f"rank {r!r} is not 1..9")
        mask |= 1 << (r - 1)
    return mask


def validate_hand(hand: int, size: int = HAND_SIZE, max_copies: int = MAX_COPIES) -> int:
    """Return ``hand`` unchanged if it is a packed hand of ``size`` tiles, each rank <= max.

    Raises :class:`HandError` otherwise, so callers never judge an impossible hand.
    """
    if isinstance(hand, bool) or not isinstance(hand, int):
        raise HandError(f"a hand is a packed int, not {type(hand).__name__}")
    if hand < 0 or hand >> 27:
        raise HandError("packed hand out of range (27 bits, 3 per rank)")
    for r in RANKS:
        c = count_of(hand, r)
        if c > max_copies:
            raise HandError(f"rank {r} appears {c} times (at most {max_copies})")
    n = tile_count(hand)
    if n != size:
        raise HandError(f"a hand needs {size} tiles, got {n}")
    return hand


def parse_hand(text: str, size: int = HAND_SIZE) -> int:
    """Parse ``1112345678999``, ``1112345678999m``, ``111 234 5678 999 p`` or ``111m234m...``.

    Digits are ranks (``0`` is a red five and counts as 5); spaces, commas and
    dashes are ignored; one suit letter (m, p or s) may close each group but all
    must be the same suit.  Honours or other characters, a fifth copy and a
    wrong tile count are reported with a :class:`HandError`.
    """
    if not isinstance(text, str):
        raise HandError("a hand is written as text such as 1112345678999")
    ranks: list[int] = []
    suits: set[str] = set()
    for ch in text.strip():
        if ch.isspace() or ch in ",-_":
            continue
        if ch in "0123456789" and ch.isascii():
            ranks.append(5 if ch == "0" else int(ch))
        elif ch.lower() in SUIT_LETTERS:
            suits.add(ch.lower())
        elif ch.lower() == "z":
            raise HandError("honour tiles (z) cannot be in a one-suit hand")
        else:
            raise HandError(f"unexpected character {ch!r} in hand {text.strip()!r}")
    if len(suits) > 1:
        raise HandError(f"a one-suit hand cannot mix suits ({', '.join(sorted(suits))})")
    if not ranks:
        raise HandError("empty hand: write the tiles as digits, e.g. 1112345678999")
    counts = [0] * 9
    for r in ranks:
        counts[r - 1] += 1
    for r in RANKS:
        if counts[r - 1] > MAX_COPIES:
            raise HandError(f"rank {r} appears {counts[r - 1]} times (at most {MAX_COPIES})")
    if len(ranks) != size:
        raise HandError(f"a hand needs {size} tiles, got {len(ranks)}")
    return pack_counts(counts)
