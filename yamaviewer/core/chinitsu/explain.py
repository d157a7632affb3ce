"""Why a tile wins: every decomposition and the wait shapes players name.

For a 13-tile hand and a winning rank ``w`` the 14 tiles are split in every
possible way into a pair and four melds (each named sequence or triplet), plus
seven pairs when allowed.  A *reading* places the winning tile in one group of a
decomposition; the group decides the basic wait shape:

* the pair -> ``tanki`` (single wait), or ``tanki`` of seven pairs;
* a triplet -> ``shanpon`` (two pairs waiting, one becomes the triplet);
* a sequence ``s, s+1, s+2`` -> ``kanchan`` if ``w`` is the middle, ``penchan``
  if the partial was 1-2 (waiting 3) or 8-9 (waiting 7), else ``ryanmen``.

Composite names are added on top of the basic ones when their pattern is there:

* ``nobetan``: a tanki on ``w`` next to a sequence continuing it (``w+1..w+3``
  or ``w-3..w-1``): the four-tile run waits on both ends;
* ``sanmenchan``: ``w``, ``w+3`` and ``w+6`` (or the same spaced three ranks)
  all won as ryanmen, the five-tile run such as 23456 waiting on 1-4-7;
* ``nakabukure``: a tanki on ``w`` read with a sequence ``w-1, w, w+1`` and also a
  kanchan on ``w`` (the bulging 3445 shape waiting on 4).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from yamaviewer.core.chinitsu.hand import (
    HAND_SIZE,
    ONE,
    RANKS,
    HandError,
    count_of,
    mask_to_ranks,
    validate_hand,
)
from yamaviewer.core.chinitsu.judge import is_seven_pairs, waits

MeldKind = Literal["sequence", "triplet"]
BASIC_SHAPES = ("ryanmen", "kanchan", "penchan", "shanpon", "tanki")
COMPOSITE_SHAPES = ("nobetan", "sanmenchan", "nakabukure")
ALL_SHAPES = BASIC_SHAPES + COMPOSITE_SHAPES


@dataclass(frozen=True, order=True)
class Meld:
    """A triplet (three of ``rank``) or a sequence starting at ``rank``."""

    kind: MeldKind
    rank: int

    @property
    def ranks(self) -> tuple[int, int, int]:
        """The three ranks of the meld."""
        if self.kind == "triplet":
            return (self.rank, self.rank, self.rank)
        return (self.rank, self.rank + 1, self.rank + 2)

    def __str__(self) -> str:
        return "".join(str(r) for r in self.ranks)


@dataclass(frozen=True)
class Decomposition:
    """A complete split of 14 tiles: ``pair`` + four ``melds``, or seven ``pairs``."""

    pair: int | None
    melds: tuple[Meld, ...] = ()
    pairs: tuple[int, ...] = ()

    @property
    def is_seven_pairs(self) -> bool:
        return bool(self.pairs)

    def groups_text(self) -> list[str]:
        """The groups written as digit strings, pair first (``['99', '111', '234', ...]``)."""
        if self.pairs:
            return [f"{p}{p}" for p in self.pairs]
        assert self.pair is not None
        return [f"{self.pair}{self.pair}", *(str(m) for m in self.melds)]

    def __str__(self) -> str:
        text = " ".join(self.groups_text())
        return f"{text} (seven pairs)" if self.pairs else text


@dataclass(frozen=True)
class Reading:
    """The winning tile placed in one group of a decomposition, with the basic shape."""

    decomposition: Decomposition
    group: str  # the group, as digits, that the winning tile completes
    shape: str  # one of BASIC_SHAPES


@dataclass(frozen=True)
class WaitExplanation:
    """Why ``rank`` wins: its decompositions, readings and shape names."""

    rank: int
    decompositions: tuple[Decomposition, ...]
    readings: tuple[Reading, ...]
    shapes: tuple[str, ...]  # basic shapes first, then composite names


@dataclass(frozen=True)
class HandExplanation:
    """Every winning rank of a 13-tile hand explained; ``mask`` is the judge's answer."""

    hand: int
    mask: int
    waits: tuple[WaitExplanation, ...] = field(default_factory=tuple)

    @property
    def ranks(self) -> list[int]:
        return mask_to_ranks(self.mask)

    @property
    def shapes(self) -> tuple[str, ...]:
        """Every shape name met over all waits, in :data:`ALL_SHAPES` order."""
        seen = {s for w in self.waits for s in w.shapes}
        return tuple(s for s in ALL_SHAPES if s in seen)


def _melds_of(counts: list[int], start: int, acc: list[Meld], out: list[tuple[Meld, ...]]) -> None:
    """All multisets of melds covering ``counts`` (lowest rank decides, canonical order)."""
    i = start
    while i < 9 and counts[i] == 0:
        i += 1
    if i == 9:
        out.append(tuple(acc))
        return
    c = counts[i]
    # The lowest rank's tiles are t triplets plus (c - 3t) sequences starting there.
    for t in range(c // 3, -1, -1):
        s = c - 3 * t
        if s and (i > 6 or counts[i + 1] < s or counts[i + 2] < s):
            continue
        counts[i] -= c
        if s:
            counts[i + 1] -= s
            counts[i + 2] -= s
        added = [Meld("triplet", i + 1)] * t + [Meld("sequence", i + 1)] * s
        acc.extend(added)
        _melds_of(counts, i + 1, acc, out)
        del acc[len(acc) - len(added) :]
        counts[i] += c
        if s:
            counts[i + 1] += s
            counts[i + 2] += s


def decompositions_of_complete(
    hand14: int, seven_pairs: bool = True, size: int = HAND_SIZE + 1
) -> list[Decomposition]:
    """Every way the packed hand is complete (empty list if it is not).

    ``size`` is 14, or 11 or 8 for the concealed part of an open hand (its calls aside).
    """
    counts = [count_of(hand14, r) for r in RANKS]
    if sum(counts) != size:
        raise HandError(f"a complete hand has {size} tiles, got {sum(counts)}")
    out: list[Decomposition] = []
    for p in RANKS:
        if counts[p - 1] < 2:
            continue
        counts[p - 1] -= 2
        found: list[tuple[Meld, ...]] = []
        _melds_of(counts, 0, [], found)
        counts[p - 1] += 2
        out.extend(Decomposition(p, melds) for melds in found)
    if seven_pairs and is_seven_pairs(hand14):
        out.append(Decomposition(None, (), tuple(r for r in RANKS if counts[r - 1] == 2)))
    return out


def decompositions(hand: int, rank: int, seven_pairs: bool = True) -> list[Decomposition]:
    """Every decomposition of the 13-tile ``hand`` plus one ``rank`` (empty if no win)."""
    validate_hand(hand)
    if not 1 <= rank <= 9:
        raise HandError(f"rank {rank} is not 1..9")
    return decompositions_of_complete(hand + ONE[rank], seven_pairs)


def _readings(decomp: Decomposition, w: int) -> list[Reading]:
    if decomp.pairs:
        return [Reading(decomp, f"{w}{w}", "tanki")] if w in decomp.pairs else []
    out: list[Reading] = []
    if decomp.pair == w:
        out.append(Reading(decomp, f"{w}{w}", "tanki"))
    for meld in dict.fromkeys(decomp.melds):  # a repeated meld gives the same reading
        if meld.kind == "triplet":
            if meld.rank == w:
                out.append(Reading(decomp, str(meld), "shanpon"))
            continue
        s = meld.rank
        if not s <= w <= s + 2:
            continue
        if w == s + 1:
            shape = "kanchan"
        elif (w == s + 2 and s == 1) or (w == s and s == 7):
            shape = "penchan"
        else:
            shape = "ryanmen"
        out.append(Reading(decomp, str(meld), shape))
    return out


def _composites(w: int, readings: list[Reading], ryanmen_ranks: set[int]) -> list[str]:
    names: list[str] = []
    for rd in readings:
        d = rd.decomposition
        if rd.shape != "tanki" or d.pairs:
            continue
        if Meld("sequence", w + 1) in d.melds or Meld("sequence", w - 3) in d.melds:
            names.append("nobetan")
            break
    if w in ryanmen_ranks and any(
        {a, a + 3, a + 6} <= ryanmen_ranks and w in (a, a + 3, a + 6) for a in (1, 2, 3)
    ):
        names.append("sanmenchan")
    shapes = {rd.shape for rd in readings}
    if "kanchan" in shapes and any(
        rd.shape == "tanki" and Meld("sequence", w - 1) in rd.decomposition.melds for rd in readings
    ):
        names.append("nakabukure")
    return names


def explain(hand: int, seven_pairs: bool = True, allow_karaten: bool = False) -> HandExplanation:
    """Explain every wait of a 13-tile hand; ``mask`` always equals :func:`.judge.waits`."""
    mask = waits(hand, seven_pairs, allow_karaten)
    per_rank: list[tuple[int, list[Decomposition], list[Reading]]] = []
    ryanmen_ranks: set[int] = set()
    for w in mask_to_ranks(mask):
        decs = decompositions_of_complete(hand + ONE[w], seven_pairs)
        reads = [rd for d in decs for rd in _readings(d, w)]
        if any(rd.shape == "ryanmen" for rd in reads):
            ryanmen_ranks.add(w)
        per_rank.append((w, decs, reads))
    explained: list[WaitExplanation] = []
    for w, decs, reads in per_rank:
        basic = {rd.shape for rd in reads}
        shapes = [s for s in BASIC_SHAPES if s in basic]
        shapes += _composites(w, reads, ryanmen_ranks)
        explained.append(WaitExplanation(w, tuple(decs), tuple(reads), tuple(shapes)))
    return HandExplanation(hand, mask, tuple(explained))
