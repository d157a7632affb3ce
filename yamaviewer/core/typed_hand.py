"""A hand the player types (mpsz text) -> its waits, for the trainer's "Your hand" page.

A 13-tile one-suit hand is explained by the chinitsu engine (every wait with its
decompositions and wait shapes, seven pairs counted); any other hand of 3n+1 tiles
(calls left out) gets its waits and shanten from the shared shanten code.  Bare
digits are a one-suit hand of ``default_suit``.
"""

from __future__ import annotations

from dataclasses import dataclass

from yamaviewer.core.chinitsu.explain import HandExplanation, explain
from yamaviewer.core.chinitsu.hand import HandError, parse_hand
from yamaviewer.core.shanten import ShantenInputError, shanten, tenpai_waits
from yamaviewer.core.tiles import KIND_COUNT, TileError, parse_mpsz_codes
from yamaviewer.core.wording import translatable

NEEDS_TILES = translatable("TypedHand", "A hand needs 1, 4, 7, 10 or 13 tiles; this has %1.")
TOO_MANY = translatable("TypedHand", "More than four copies of one tile.")
UNREADABLE = translatable("TypedHand", "Write the hand as 1112345678999p or 123m456p789s1122z.")


class TypedHandError(ValueError):
    """A typed hand that is not one (its message is a translatable wording)."""


@dataclass(frozen=True, slots=True)
class TypedHand:
    counts: tuple[int, ...]  # 34 kind counts
    waits: tuple[int, ...]  # kinds, tile order (empty: not tenpai)
    shanten: int  # 0 tenpai, 1 one from tenpai, ...
    #: One-suit 13-tile hands: the suit letter and the engine's explanation.
    suit: str = ""
    explanation: HandExplanation | None = None


def read_hand(text: str, default_suit: str = "p") -> TypedHand:
    """Read and judge a typed hand; raise TypedHandError when it cannot be one."""
    cleaned = "".join(ch for ch in text.strip().lower() if not ch.isspace() and ch not in ",-_")
    if not cleaned:
        raise TypedHandError(UNREADABLE)
    letters = {ch for ch in cleaned if ch.isalpha()}
    if not letters:
        cleaned += default_suit
        letters = {default_suit}
    try:
        codes = parse_mpsz_codes(cleaned)
    except TileError:
        raise TypedHandError(UNREADABLE) from None
    counts = [0] * KIND_COUNT
    for kind, _red in codes:
        counts[kind] += 1
    if len(codes) % 3 != 1 or len(codes) > 13:
        raise TypedHandError(NEEDS_TILES.arg(len(codes)))
    if max(counts) > 4:
        raise TypedHandError(TOO_MANY)
    try:
        waits = tuple(tenpai_waits(counts))
        steps = shanten(counts)
    except ShantenInputError:
        raise TypedHandError(UNREADABLE) from None
    suit = next(iter(letters)) if len(letters) == 1 else ""
    if suit in ("m", "p", "s") and len(codes) == 13:
        try:
            explanation = explain(parse_hand(cleaned))
        except HandError:
            raise TypedHandError(UNREADABLE) from None
        return TypedHand(tuple(counts), waits, steps, suit, explanation)
    return TypedHand(tuple(counts), waits, steps)
