"""Shanten and useful tiles: the one home every feature asks (fairness lab, analysis, trainer).

The counting is done by the ``xiangting`` library (compiled, correct on the 4-copy limit:
a kind the hand already holds four times is never "needed").  Its replacement number is
shanten + 1 and already takes the minimum over the normal form, seven pairs and thirteen
orphans.  Hands are 34-entry kind counts (see :mod:`yamaviewer.core.tiles`) of the concealed
part only; each call (meld) simply removes three tiles, so 13 - 3k or 14 - 3k tiles are valid.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final, NamedTuple

import xiangting

from yamaviewer.core.tiles import KIND_COUNT, kind_of

#: Shanten of a hand one tile from complete.
TENPAI: Final = 0

_PLAYER_COUNTS: Final = {4: xiangting.PlayerCount.FOUR, 3: xiangting.PlayerCount.THREE}


class ShantenInputError(ValueError):
    """Counts that are not a concealed hand (wrong length, a kind over 4, a bad size)."""


def counts_of(tile_ids: Iterable[int]) -> list[int]:
    """34 kind counts of some tile ids (0..135)."""
    counts = [0] * KIND_COUNT
    for tile in tile_ids:
        counts[kind_of(tile)] += 1
    return counts


def _checked(counts: Sequence[int], players: int) -> tuple[list[int], xiangting.PlayerCount]:
    if players not in _PLAYER_COUNTS:
        raise ShantenInputError(f"players must be 4 or 3, not {players}")
    hand = list(counts)
    if len(hand) != KIND_COUNT:
        raise ShantenInputError(f"a hand has {KIND_COUNT} kind counts, not {len(hand)}")
    if min(hand) < 0 or max(hand) > 4:
        raise ShantenInputError("a tile kind is held fewer than 0 or more than 4 times")
    size = sum(hand)
    if size % 3 == 0 or size > 14:
        raise ShantenInputError(f"{size} tiles is not a hand size (13 or 14, less 3 per call)")
    return hand, _PLAYER_COUNTS[players]


def shanten(counts: Sequence[int], players: int = 4) -> int:
    """Shanten (-1 complete, 0 tenpai, ...) of a 3n+1 or 3n+2 tile concealed hand."""
    hand, count = _checked(counts, players)
    try:
        return int(xiangting.calculate_replacement_number(hand, count)) - 1
    except ValueError as error:  # pragma: no cover - guarded by _checked
        raise ShantenInputError(str(error)) from error


def _kinds_of_mask(mask: int) -> list[int]:
    return [kind for kind in range(KIND_COUNT) if mask >> kind & 1]


def useful_kinds(counts: Sequence[int], players: int = 4) -> tuple[int, list[int]]:
    """(shanten, kinds whose draw lowers it) for a 3n+1 tile hand.

    For a tenpai hand the kinds are its waits; a kind the hand holds four times is never
    listed (no fifth copy exists).
    """
    hand, count = _checked(counts, players)
    if sum(hand) % 3 != 1:
        raise ShantenInputError("useful tiles are asked of a 13-tile (3n+1) hand")
    replacement, mask = xiangting.calculate_necessary_tiles(hand, count)
    return int(replacement) - 1, [k for k in _kinds_of_mask(int(mask)) if hand[k] < 4]


#: Kinds that make up thirteen orphans: the terminals of each suit and every honour.
ORPHAN_KINDS: Final = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


class FormShanten(NamedTuple):
    """Shanten of each winning form; ``None`` where the form needs a closed 13/14-tile hand."""

    normal: int
    seven_pairs: int | None
    thirteen_orphans: int | None

    @property
    def best(self) -> int:
        return min(s for s in self if s is not None)


def seven_pairs_shanten(counts: Sequence[int]) -> int:
    """Seven distinct pairs: 6 - pairs, plus one per missing kind below seven."""
    pairs = sum(1 for c in counts if c >= 2)
    kinds = sum(1 for c in counts if c >= 1)
    return 6 - pairs + max(0, 7 - kinds)


def thirteen_orphans_shanten(counts: Sequence[int]) -> int:
    """One of each orphan kind plus a pair of any of them."""
    held = sum(1 for k in ORPHAN_KINDS if counts[k] >= 1)
    paired = any(counts[k] >= 2 for k in ORPHAN_KINDS)
    return 13 - held - (1 if paired else 0)


def form_shanten(counts: Sequence[int], players: int = 4) -> FormShanten:
    """Shanten of the normal form, seven pairs and thirteen orphans apart.

    xiangting gives the minimum over the three forms; seven pairs and thirteen orphans
    are closed formulas, so whenever both are above that minimum it *is* the normal
    form's shanten.  Only when a special form ties or wins is the normal form asked of
    the ``mahjong`` library's regular-hand counter (never below the exact minimum).
    """
    hand, _count = _checked(counts, players)
    best = shanten(hand, players)
    if sum(hand) < 13:  # a hand with calls has only the normal form
        return FormShanten(best, None, None)
    pairs, orphans = seven_pairs_shanten(hand), thirteen_orphans_shanten(hand)
    if pairs > best and orphans > best:
        return FormShanten(best, pairs, orphans)
    from mahjong.shanten import Shanten  # only for hands that lean to a special form

    regular = Shanten.calculate_shanten(
        hand, use_chiitoitsu=False, use_kokushi=False, is_three_player=players == 3
    )
    return FormShanten(max(best, int(regular)), pairs, orphans)


def tenpai_waits(
    counts: Sequence[int], players: int = 4, called: Sequence[int] | None = None
) -> list[int]:
    """The kinds that complete a 3n+1 tile hand (any suits, seven pairs, thirteen orphans).

    Empty when the hand is not tenpai; a kind the hand holds four times is never a
    wait (no fifth copy exists).  ``called`` are the 34 kind counts of the hand's own
    calls: a kind whose four copies are all in the hand and its calls is no wait either
    ("pure karaten"), and a hand left with none is not tenpai.  Kinds come in tile
    order: m, p, s, then honours.
    """
    shanten_now, kinds = useful_kinds(counts, players)
    if shanten_now != TENPAI:
        return []
    if called is None:
        return kinds
    if len(called) != KIND_COUNT:
        raise ShantenInputError(f"calls have {KIND_COUNT} kind counts, not {len(called)}")
    return [k for k in kinds if counts[k] + called[k] < 4]
