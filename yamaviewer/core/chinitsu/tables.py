"""Exact wait tables over all 93,600 one-suit hands and O(1) question draws.

Why no shipped resource: the whole table is rebuilt from scratch on first use
in about 0.2 s in CPython and cached per option combination (``lru_cache``), so
there is nothing to keep in sync with the judge.  The fast build inverts the
question: instead of testing nine candidate tiles on each of the 93,600 hands,
it constructs every complete 14-tile hand once (pair + four melds, about 13,000
of them), removes each held rank in turn and ORs that rank into the wait mask of
the resulting 13-tile hand.  Seven pairs are added with the direct rule.  The
tests check the result against the mod-3 judge (:mod:`.judge`) and against an
independent brute-force decomposer on every kind, and against the published
table of REFERENCE section 11.

Questions ("a random hand with exactly n waits", "a random tenpai hand") come
from per-n lists of packed hands (``array('I')``, 4 bytes per hand), either
uniform over kinds or weighted by real tile combinations (weight = product of
C(4, count)).  A weighted draw takes one random integer below the total weight,
finds its weight class by bisection over the few dozen distinct weights
(4**a * 6**b) and indexes into that class: exact, and constant time in practice.
"""

from __future__ import annotations

import random
from array import array
from bisect import bisect_right
from dataclasses import dataclass
from functools import lru_cache
from math import comb
from typing import Any

from yamaviewer.core.chinitsu.hand import ONE, HandError
from yamaviewer.core.chinitsu.judge import seven_pairs_wait

_COPY_WEIGHT = tuple(comb(4, c) for c in range(5))


@dataclass(frozen=True)
class Options:
    """Judging rules: seven pairs counted; karaten (a 5th copy) allowed as a wait."""

    seven_pairs: bool = True
    allow_karaten: bool = False


DEFAULT_OPTIONS = Options()


def hand_weight(hand: int) -> int:
    """Number of real tile combinations of a packed hand: product of C(4, count)."""
    w = 1
    while hand:
        w *= _COPY_WEIGHT[hand & 7]
        hand >>= 3
    return w


@lru_cache(maxsize=1)
def all_kinds() -> tuple[array[int], array[int]]:
    """Every 13-tile one-suit hand kind (packed) and its weight, in a fixed order."""
    states: list[tuple[int, int, int]] = [(0, 0, 1)]
    for i in range(9):
        shift = 3 * i
        last = i == 8
        new: list[tuple[int, int, int]] = []
        for h, n, w in states:
            for c in range(5):
                m = n + c
                if m > 13:
                    break
                if last and m != 13:
                    continue
                new.append((h | (c << shift), m, w * _COPY_WEIGHT[c]))
        states = new
    hands = array("I", (h for h, _, _ in states))
    weights = array("Q", (w for _, _, w in states))
    return hands, weights


def _fits(h: int, max_copies: int) -> bool:
    while h:
        if h & 7 > max_copies:
            return False
        h >>= 3
    return True


_MELDS = tuple([3 << (3 * i) for i in range(9)] + [0o111 << (3 * i) for i in range(7)])


@lru_cache(maxsize=2)
def complete_hands(max_copies: int = 4) -> frozenset[int]:
    """Every complete pair + four melds 14-tile hand with at most ``max_copies`` per rank."""
    level: set[int] = {0}
    for _ in range(4):
        nxt: set[int] = set()
        for h in level:
            for m in _MELDS:
                nh = h + m
                if _fits(nh, max_copies):
                    nxt.add(nh)
        level = nxt
    out: set[int] = set()
    for h in level:
        for i in range(9):
            nh = h + (2 << (3 * i))
            if _fits(nh, max_copies):
                out.add(nh)
    return frozenset(out)


@lru_cache(maxsize=2)
def _standard_wait_map(allow_karaten: bool) -> dict[int, int]:
    """13-tile hand -> mask of standard-shape waits, by removing a tile from complete hands."""
    waits: dict[int, int] = {}
    get = waits.get
    for c in complete_hands(5 if allow_karaten else 4):
        for i in range(9):
            if (c >> (3 * i)) & 7:
                h = c - ONE[i + 1]
                if allow_karaten and not _fits(h, 4):
                    continue
                waits[h] = get(h, 0) | (1 << i)
    return waits


@lru_cache(maxsize=4)
def all_waits(options: Options = DEFAULT_OPTIONS) -> array[int]:
    """Wait masks of :func:`all_kinds` hands (same order) under ``options``."""
    hands, _ = all_kinds()
    wmap = _standard_wait_map(options.allow_karaten)
    get = wmap.get
    if options.seven_pairs:
        return array("H", (get(h, 0) | seven_pairs_wait(h) for h in hands))
    return array("H", (get(h, 0) for h in hands))


def lookup_waits(hand: int, options: Options = DEFAULT_OPTIONS) -> int:
    """Wait mask of a valid 13-tile hand from the cached table (no validation)."""
    mask = _standard_wait_map(options.allow_karaten).get(hand, 0)
    if options.seven_pairs:
        mask |= seven_pairs_wait(hand)
    return mask


@dataclass(frozen=True)
class WaitRow:
    """One line of the table: hands with exactly ``waits`` winning ranks."""

    waits: int
    kinds: int
    weighted: int


@dataclass(frozen=True)
class WaitTable:
    """Counts of hand kinds and weighted hands by number of waits (0..9)."""

    options: Options
    kinds: int
    weighted: int
    rows: tuple[WaitRow, ...]

    def to_json_dict(self) -> dict[str, Any]:
        """The CLI's JSON shape: totals plus ``by_waits`` keyed "0".."9"."""
        return {
            "kinds": self.kinds,
            "weighted": self.weighted,
            "by_waits": {
                str(row.waits): {"kinds": row.kinds, "weighted": row.weighted} for row in self.rows
            },
        }


_POPCOUNT9 = tuple(bin(m).count("1") for m in range(512))


def popcount9(mask: int) -> int:
    """Number of waits in a 9-bit mask."""
    return _POPCOUNT9[mask & 511]


@lru_cache(maxsize=4)
def wait_table(options: Options = DEFAULT_OPTIONS) -> WaitTable:
    """The exact table of REFERENCE section 11 for the given options."""
    hands, weights = all_kinds()
    masks = all_waits(options)
    kinds = [0] * 10
    weighted = [0] * 10
    for mask, w in zip(masks, weights):
        n = _POPCOUNT9[mask]
        kinds[n] += 1
        weighted[n] += w
    rows = tuple(WaitRow(n, kinds[n], weighted[n]) for n in range(10))
    return WaitTable(options, len(hands), sum(weights), rows)


class Sampler:
    """Uniform and weighted O(1) draws from a fixed list of packed hands."""

    __slots__ = ("_class_hands", "_class_start", "_class_weight", "hands", "total_weight")

    def __init__(self, items: list[tuple[int, int]]) -> None:
        self.hands = array("I", (h for h, _ in items))
        by_weight: dict[int, list[int]] = {}
        for h, w in items:
            by_weight.setdefault(w, []).append(h)
        self._class_weight: list[int] = []
        self._class_hands: list[array[int]] = []
        self._class_start: list[int] = []  # cumulative weight before each class
        total = 0
        for w in sorted(by_weight):
            self._class_start.append(total)
            self._class_weight.append(w)
            self._class_hands.append(array("I", by_weight[w]))
            total += w * len(by_weight[w])
        self.total_weight = total

    def __len__(self) -> int:
        return len(self.hands)

    def draw(self, rng: random.Random, weighted: bool = False) -> int:
        """One hand: uniform over kinds, or in proportion to its tile combinations."""
        if not self.hands:
            raise HandError("no hand matches this question")
        if not weighted:
            return self.hands[rng.randrange(len(self.hands))]
        x = rng.randrange(self.total_weight)
        k = bisect_right(self._class_start, x) - 1
        return self._class_hands[k][(x - self._class_start[k]) // self._class_weight[k]]


class QuestionPool:
    """Per-wait-count lists of hands for one option set; build with :func:`question_pool`."""

    def __init__(self, options: Options) -> None:
        self.options = options
        hands, weights = all_kinds()
        masks = all_waits(options)
        buckets: list[list[tuple[int, int]]] = [[] for _ in range(10)]
        for h, w, m in zip(hands, weights, masks):
            buckets[_POPCOUNT9[m]].append((h, w))
        self.by_waits: tuple[Sampler, ...] = tuple(Sampler(b) for b in buckets)
        self.tenpai = Sampler([item for b in buckets[1:] for item in b])
        self._mask_of: dict[int, int] = {h: m for h, m in zip(hands, masks) if m}
        self._patterns: dict[int, list[list[tuple[int, int]]]] = {}

    def patterns(self, n: int) -> list[list[tuple[int, int]]]:
        """The hands with ``n`` waits grouped by wait pattern (the set of winning ranks),
        each (hand, tile combinations); built on first use, a few ms."""
        if n not in self._patterns:
            groups: dict[int, list[tuple[int, int]]] = {}
            sampler = self.by_waits[n]
            for weight, hands in zip(sampler._class_weight, sampler._class_hands):
                for h in hands:
                    groups.setdefault(self._mask_of.get(h, 0), []).append((h, weight))
            self._patterns[n] = [groups[m] for m in sorted(groups)]
        return self._patterns[n]

    def draw_by_pattern(
        self,
        rng: random.Random,
        wait_counts: tuple[int, ...],
        exclude: frozenset[int] | set[int] = frozenset(),
    ) -> int:
        """A hand whose wait pattern is drawn uniformly among the counts' patterns.

        Why: by hand count a small count swamps its level (the one nine-sided hand,
        1112345678999, was a third of Expert); here every pattern of the level is as
        likely, and within one the hands come as often as in play.  Hands in
        ``exclude`` are never drawn (HandError once none is left).
        """
        classes = [c for n in wait_counts for c in self.patterns(n)]
        if exclude:
            classes = [c for c in classes if any(h not in exclude for h, _w in c)]
        if not classes:
            raise HandError("no hand matches this question")
        items = classes[rng.randrange(len(classes))]
        if exclude:
            items = [(h, w) for h, w in items if h not in exclude]
        x = rng.randrange(sum(w for _h, w in items))
        for h, w in items:
            x -= w
            if x < 0:
                return h
        raise AssertionError("unreachable: x is below the total weight")

    def draw(
        self,
        rng: random.Random,
        wait_counts: tuple[int, ...] | None = None,
        weighted: bool = False,
    ) -> int:
        """A hand with a wait count in ``wait_counts`` (None = any tenpai hand).

        With several counts, the count is picked first (uniformly) so a preset such
        as "5-9 waits" is not swamped by its most common count.
        """
        if not wait_counts:
            return self.tenpai.draw(rng, weighted)
        n = (
            wait_counts[0]
            if len(wait_counts) == 1
            else wait_counts[rng.randrange(len(wait_counts))]
        )
        if not 0 <= n <= 9:
            raise HandError(f"a hand has 0..9 waits, not {n}")
        return self.by_waits[n].draw(rng, weighted)

    def waits_of(self, hand: int) -> int:
        """Wait mask of a valid 13-tile hand (0 if not tenpai) from the pool's table."""
        return self._mask_of.get(hand, 0)

    def count(self, n: int) -> int:
        """Number of hand kinds with exactly ``n`` waits."""
        return len(self.by_waits[n])


_POOLS: dict[Options, QuestionPool] = {}


def question_pool(options: Options = DEFAULT_OPTIONS) -> QuestionPool:
    """The cached :class:`QuestionPool` for ``options`` (built on first use, ~0.25 s).

    A plain dict rather than ``lru_cache`` so :func:`pool_built` can tell whether
    asking would block; a worker may build it while the GUI thread draws elsewhere.
    """
    pool = _POOLS.get(options)
    if pool is None:
        pool = _POOLS.setdefault(options, QuestionPool(options))
    return pool


def pool_built(options: Options = DEFAULT_OPTIONS) -> bool:
    """True if :func:`question_pool` for ``options`` returns at once."""
    return options in _POOLS
