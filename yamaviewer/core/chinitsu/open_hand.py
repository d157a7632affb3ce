"""Open-hand chinitsu: one or two calls of the suit shown aside, waits of the concealed part.

akugabu's 1副露 mode.  A call (chi or pon) is three tiles out of the wall for good:
the concealed part is 10 or 7 tiles and waits like any hand of pair + melds (no seven
pairs once a hand is open), and the 4-copy rule counts the called tiles, so a rank
whose four copies are all in the concealed part and the calls cannot be a wait.
The judge is the same exact one as for closed hands (:func:`.judge.is_complete`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Literal

from yamaviewer.core.chinitsu.explain import Decomposition, decompositions_of_complete
from yamaviewer.core.chinitsu.hand import (
    MAX_COPIES,
    ONE,
    RANKS,
    HandError,
    count_of,
    hand_to_str,
    pack_ranks,
    tile_count,
    validate_hand,
)
from yamaviewer.core.chinitsu.judge import is_complete

CallKind = Literal["chi", "pon"]
#: What a history key of an open hand starts with (a position key, so "My mistakes" lists it).
OPEN_PREFIX = "open:"


@dataclass(frozen=True, slots=True)
class Call:
    """A chi (``rank``, ``rank+1``, ``rank+2``) or a pon (three of ``rank``) of the suit."""

    kind: CallKind
    rank: int

    def __post_init__(self) -> None:
        top = 7 if self.kind == "chi" else 9
        if self.kind not in ("chi", "pon") or not 1 <= self.rank <= top:
            raise HandError(f"no {self.kind} can start at rank {self.rank}")

    @property
    def ranks(self) -> tuple[int, int, int]:
        """The three ranks, lowest first."""
        step = 1 if self.kind == "chi" else 0
        return (self.rank, self.rank + step, self.rank + 2 * step)

    @property
    def packed(self) -> int:
        """The three tiles as a packed hand."""
        return pack_ranks(self.ranks)


#: Every call of one suit: seven chi then nine pon.
ALL_CALLS: tuple[Call, ...] = tuple(Call("chi", r) for r in range(1, 8)) + tuple(
    Call("pon", r) for r in RANKS
)


@dataclass(frozen=True, slots=True)
class OpenHand:
    """The concealed part (packed, 13 - 3 x calls tiles) and the calls shown aside."""

    concealed: int
    calls: tuple[Call, ...]

    def __post_init__(self) -> None:
        if not 1 <= len(self.calls) <= 2:
            raise HandError(f"an open hand here has one or two calls, not {len(self.calls)}")
        validate_hand(self.concealed, size=13 - 3 * len(self.calls))
        for r in RANKS:  # counted rank by rank: a packed sum could overflow 3 bits
            if count_of(self.concealed, r) + sum(c.ranks.count(r) for c in self.calls) > MAX_COPIES:
                raise HandError(f"rank {r} appears more than {MAX_COPIES} times with the calls")

    @property
    def called(self) -> int:
        """Every called tile, packed (for the 4-copy rule)."""
        return sum(c.packed for c in self.calls)

    @property
    def seen(self) -> int:
        """Concealed and called tiles together: the copies the player can count."""
        return self.concealed + self.called

    def key(self) -> str:
        """The history key: ``open:<concealed hex>:<call>,<call>`` (e.g. ``chi3``)."""
        calls = ",".join(f"{c.kind}{c.rank}" for c in self.calls)
        return f"{OPEN_PREFIX}{self.concealed:x}:{calls}"

    def text(self, suit: str = "") -> str:
        """``1234567 123 555`` style: the concealed digits, then each call."""
        parts = [hand_to_str(self.concealed)]
        parts.extend("".join(map(str, c.ranks)) for c in self.calls)
        return " ".join(parts) + suit


def from_key(key: str) -> OpenHand:
    """The hand back from :meth:`OpenHand.key` (raises HandError for a damaged key)."""
    if not key.startswith(OPEN_PREFIX):
        raise HandError(f"not an open-hand key: {key!r}")
    try:
        hand_hex, calls_text = key[len(OPEN_PREFIX) :].split(":")
        calls = tuple(
            Call("chi" if c.startswith("chi") else "pon", int(c[3:]))
            for c in calls_text.split(",")
            if c[:3] in ("chi", "pon")
        )
        return OpenHand(int(hand_hex, 16), calls)
    except ValueError as error:
        raise HandError(f"damaged open-hand key {key!r}: {error}") from None


def _completing(hand: OpenHand) -> tuple[int, int]:
    """(live, dead): masks of the ranks completing the concealed part, with a copy left or not."""
    seen = hand.seen
    live = dead = 0
    for r in RANKS:
        if is_complete(hand.concealed + ONE[r], seven_pairs=False):
            if count_of(seen, r) >= MAX_COPIES:
                dead |= 1 << (r - 1)  # every copy is in the hand or the calls
            else:
                live |= 1 << (r - 1)
    return live, dead


def open_waits(hand: OpenHand) -> int:
    """9-bit mask of the ranks that complete the concealed part with a copy still unseen."""
    return _completing(hand)[0]


def dead_waits(hand: OpenHand) -> int:
    """Ranks that would complete the concealed part but whose four copies are all seen."""
    return _completing(hand)[1]


def open_decompositions(hand: OpenHand, rank: int) -> list[Decomposition]:
    """Every way the concealed part plus ``rank`` is pair + melds (the calls stay as called)."""
    size = tile_count(hand.concealed) + 1
    return decompositions_of_complete(hand.concealed + ONE[rank], seven_pairs=False, size=size)


def random_open_hand(
    rng: random.Random, call_count: int = 1, wait_counts: frozenset[int] | None = None
) -> OpenHand:
    """A tenpai open hand dealt from the 36 tiles of one suit (calls first, then the rest).

    ``wait_counts`` keeps only hands with that many waits (None: any tenpai hand).
    """
    if call_count not in (1, 2):
        raise HandError(f"one or two calls, not {call_count}")
    while True:
        calls = tuple(rng.choice(ALL_CALLS) for _ in range(call_count))
        left = [MAX_COPIES - sum(c.ranks.count(r) for c in calls) for r in RANKS]
        if min(left) < 0:
            continue
        wall = [r for r in RANKS for _ in range(left[r - 1])]
        concealed = pack_ranks(rng.sample(wall, 13 - 3 * call_count))
        hand = OpenHand(concealed, calls)
        n = bin(open_waits(hand)).count("1")
        if n and (wait_counts is None or n in wait_counts):
            return hand
