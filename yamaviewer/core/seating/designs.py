"""Exact designs: schedules in which every pair meets equally often, built, not searched.

Most designs here are *cyclic*: the players are ``Z_n x {levels}`` plus possibly one
fixed player "infinity", and the rounds are a few base rounds developed by adding
``0..n-1`` to every finite player (infinity stays).  A base round works exactly when
every orbit of pairs under that shift is covered ``lam`` times by its tables (a
resolvable difference family).  The base rounds are found by a small backtracking
search on the orbits, which takes milliseconds: 16, 28 and 40 players (every pair
once; resolvable 2-(v,4,1) designs), 12 players (the whist design: every pair three
times and opposite each other once), 15 and 21 players at 3-player tables (Kirkman
triple systems).  9 players at 3-player tables is the affine plane over F3.
"""

from __future__ import annotations

import functools
import itertools
import random
from dataclasses import dataclass

from yamaviewer.core.seating.model import Round

#: Positions of a 4-player table that face each other (East-West, South-North).
OPPOSITE = ((0, 2), (1, 3))


@dataclass(frozen=True)
class CyclicSpec:
    """``players = n * levels (+1 for infinity)``, ``rounds = n * base_rounds``."""

    n: int
    levels: int
    #: fixed players (0, 1 or more; they never meet each other)
    infinity: int
    table_size: int
    lam: int
    base_rounds: int
    whist: bool = False
    #: Rounds fixed by the shift: one table ``{(x + o_l, l)}`` per ``x`` for each offsets tuple.
    invariant: tuple[tuple[int, ...], ...] = ()
    #: the group is Z_p x Z_p (the additive group of F_{p^2}, as for F9) instead of Z_n
    square: int = 0

    @property
    def players(self) -> int:
        return self.n * self.levels + self.infinity

    @property
    def rounds(self) -> int:
        return self.n * self.base_rounds + len(self.invariant)


#: (players, table size) -> the cyclic construction that gives an exact design.
CYCLIC: dict[tuple[int, int], CyclicSpec] = {
    (16, 4): CyclicSpec(5, 3, 1, 4, 1, 1),
    (28, 4): CyclicSpec(9, 3, 1, 4, 1, 1, square=3),
    (40, 4): CyclicSpec(13, 3, 1, 4, 1, 1),
    (12, 4): CyclicSpec(11, 1, 1, 4, 3, 1, whist=True),
    (15, 3): CyclicSpec(7, 2, 1, 3, 1, 1),
    (21, 3): CyclicSpec(7, 3, 0, 3, 1, 1, invariant=((0, 0, 0), (0, 3, 2), (0, 2, 5))),
}


def _add(spec: CyclicSpec, x: int, y: int) -> int:
    """x + y in the group (Z_n, or Z_p x Z_p written as p * a + b)."""
    p = spec.square
    if not p:
        return (x + y) % spec.n
    return ((x // p + y // p) % p) * p + (x % p + y % p) % p


def _sub(spec: CyclicSpec, x: int, y: int) -> int:
    """x - y in the group."""
    p = spec.square
    if not p:
        return (x - y) % spec.n
    return ((x // p - y // p) % p) * p + (x % p - y % p) % p


def _orbit(spec: CyclicSpec, p: int, q: int) -> tuple[int, int, int]:
    """The orbit of the pair {p, q} under the shift (levels and difference)."""
    n, inf = spec.n, spec.n * spec.levels
    if p >= inf and q >= inf:
        return (-2, min(p, q), max(p, q))  # two fixed players: may never meet
    if p >= inf or q >= inf:
        fixed, other = (p, q) if p >= inf else (q, p)
        return (-1, other // n, fixed)
    (lp, xp), (lq, xq) = divmod(p, n), divmod(q, n)
    if lp == lq:
        d = _sub(spec, xq, xp)
        return (lp, lp, min(d, _sub(spec, 0, d)))
    if lp > lq:
        lp, lq, xp, xq = lq, lp, xq, xp
    return (lp, lq, _sub(spec, xq, xp))


def _cap(spec: CyclicSpec, key: tuple[int, int, int]) -> int:
    """How often a pair orbit may be covered: ``lam``, or never for two fixed players."""
    return 0 if key[0] == -2 else spec.lam


def _excess(spec: CyclicSpec, rounds: list[list[int]]) -> int:
    """How far base rounds are from covering every pair orbit exactly ``lam`` times."""
    k = spec.table_size
    count: dict[tuple[int, int, int], int] = {}
    opposite: dict[tuple[int, int, int], int] = {}
    for offsets in spec.invariant:
        table = [level * spec.n + o for level, o in enumerate(offsets)]
        for i in range(k):
            for j in range(i + 1, k):
                key = _orbit(spec, table[i], table[j])
                count[key] = count.get(key, 0) + 1
    for flat in rounds:
        for start in range(0, len(flat), k):
            table = flat[start : start + k]
            for i in range(k):
                for j in range(i + 1, k):
                    key = _orbit(spec, table[i], table[j])
                    count[key] = count.get(key, 0) + 1
            if spec.whist:
                for i, j in OPPOSITE:
                    key = _orbit(spec, table[i], table[j])
                    opposite[key] = opposite.get(key, 0) + 1
    over = sum(max(0, c - _cap(spec, key)) for key, c in count.items())
    return over + sum(max(0, c - 1) for c in opposite.values())


def _conflicted(spec: CyclicSpec, rounds: list[list[int]]) -> list[tuple[int, int]]:
    """(base round, position) of every player in a table with an over-covered orbit."""
    k = spec.table_size
    count: dict[tuple[int, int, int], int] = {}
    for offsets in spec.invariant:
        table = [level * spec.n + o for level, o in enumerate(offsets)]
        for i in range(k):
            for j in range(i + 1, k):
                key = _orbit(spec, table[i], table[j])
                count[key] = count.get(key, 0) + 1
    for flat in rounds:
        for i in range(len(flat)):
            for j in range(i + 1, (i // k + 1) * k):
                key = _orbit(spec, flat[i], flat[j])
                count[key] = count.get(key, 0) + 1
    bad = []
    for r, flat in enumerate(rounds):
        for i in range(len(flat)):
            start = (i // k) * k
            if any(
                count[_orbit(spec, flat[i], flat[j])] > _cap(spec, _orbit(spec, flat[i], flat[j]))
                for j in range(start, start + k)
                if j != i
            ):
                bad.append((r, i))
    return bad


#: (players, table size) -> a cyclic construction in which no pair meets twice (a packing:
#: some pairs never meet), reaching the social-golfer bounds 20 x 5, 24 x 7 and 32 x 10.
PACKINGS: dict[tuple[int, int], CyclicSpec] = {
    (20, 4): CyclicSpec(5, 4, 0, 4, 1, 1),
    (24, 4): CyclicSpec(7, 3, 3, 4, 1, 1),
    (32, 4): CyclicSpec(5, 6, 2, 4, 1, 2),
}

#: Base rounds found once by :func:`search_base_rounds` (seconds for the larger fields);
#: the tests check every developed design, so a wrong entry cannot go unnoticed.
KNOWN_BASE: dict[tuple[int, int], tuple[tuple[tuple[int, ...], ...], ...]] = {
    (28, 4): (
        (
            (8, 14, 6, 9),
            (26, 18, 0, 5),
            (11, 25, 12, 19),
            (22, 27, 16, 7),
            (15, 17, 24, 20),
            (2, 13, 3, 10),
            (4, 21, 1, 23),
        ),
    ),
    (20, 4): (((4, 16, 15, 10), (0, 5, 1, 19), (2, 9, 14, 17), (3, 12, 6, 13), (8, 7, 11, 18)),),
    (24, 4): (
        (
            (19, 22, 0, 13),
            (15, 18, 2, 17),
            (16, 5, 8, 21),
            (20, 6, 23, 11),
            (7, 9, 14, 10),
            (1, 12, 4, 3),
        ),
    ),
    (21, 3): (
        ((9, 14, 3), (4, 2, 1), (15, 0, 11), (12, 13, 8), (19, 20, 17), (16, 7, 6), (18, 5, 10)),
    ),
}


#: Fields small enough to search for their base rounds on the spot (milliseconds).
SEARCH_ON_THE_SPOT = 16


def base_rounds(spec: CyclicSpec) -> tuple[tuple[tuple[int, ...], ...], ...] | None:
    """The base rounds of ``spec``: a stored solution, a quick search, or None."""
    known = KNOWN_BASE.get((spec.players, spec.table_size))
    if known is not None:
        return known
    return search_base_rounds(spec) if spec.players <= SEARCH_ON_THE_SPOT else None


@functools.cache
def search_base_rounds(spec: CyclicSpec, seed: int = 0) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """Base rounds for ``spec`` by min-conflicts local search: move a player of a table
    whose pairs over-cover an orbit to the best other place, until no orbit is covered
    more than ``lam`` times (then each is covered exactly ``lam`` times: the totals
    agree).  Deterministic for a seed."""
    rng = random.Random(seed)
    size, k = spec.players, spec.table_size
    rounds = []
    for _ in range(spec.base_rounds):
        flat = list(range(size))
        rng.shuffle(flat)
        rounds.append(flat)
    cost = _excess(spec, rounds)
    tabu: dict[tuple[int, int], int] = {}
    step = 0
    while cost:
        step += 1
        if step % 3000 == 0:
            for flat in rounds:
                rng.shuffle(flat)
            cost = _excess(spec, rounds)
            continue
        bad = _conflicted(spec, rounds)  # empty when only whist opposites clash
        r, i = rng.choice(bad) if bad else (rng.randrange(len(rounds)), rng.randrange(size))
        flat = rounds[r]
        best: list[tuple[int, int]] = []
        best_cost = None
        for j in range(size):
            if j == i or (j // k == i // k and not spec.whist):
                continue
            if tabu.get((r, flat[j]), -1) >= step:
                continue
            flat[i], flat[j] = flat[j], flat[i]
            new = _excess(spec, rounds)
            flat[i], flat[j] = flat[j], flat[i]
            if best_cost is None or new < best_cost:
                best, best_cost = [(j, new)], new
            elif new == best_cost:
                best.append((j, new))
        if not best:
            continue
        j, cost = rng.choice(best)
        tabu[(r, flat[i])] = step + 3
        tabu[(r, flat[j])] = step + 3
        flat[i], flat[j] = flat[j], flat[i]
    return tuple(tuple(tuple(flat[s : s + k]) for s in range(0, size, k)) for flat in rounds)


def develop(spec: CyclicSpec) -> list[Round] | None:
    """All rounds: each base round shifted by 0..n-1 (infinity fixed); None if not known."""
    n, inf = spec.n, spec.n * spec.levels
    rounds: list[Round] = []
    bases = base_rounds(spec)
    if bases is None:
        return None
    for base in bases:
        for shift in range(n):

            def moved(p: int, s: int = shift) -> int:
                if p >= inf:
                    return p
                level, x = divmod(p, n)
                return level * n + _add(spec, x, s)

            rounds.append([tuple(moved(p) for p in table) for table in base])
    for offsets in spec.invariant:
        rounds.append(
            [
                tuple(level * n + _add(spec, x, o) for level, o in enumerate(offsets))
                for x in range(n)
            ]
        )
    return rounds


def affine_plane_3() -> list[Round]:
    """AG(2,3): 9 players, 4 rounds of 3 tables (the parallel classes of lines)."""
    rounds: list[Round] = [[tuple(3 * x + y for y in range(3)) for x in range(3)]]
    for slope in range(3):
        tables = []
        for c in range(3):
            tables.append(tuple(3 * x + (slope * x + c) % 3 for x in range(3)))
        rounds.append(tables)
    return rounds


def _projective_space_3() -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]]:
    """PG(3,3): its 40 points (nonzero vectors of F3^4, first nonzero entry 1) and its
    130 lines (the 2-dimensional subspaces), each line as 4 point numbers."""

    def normal(vector: tuple[int, ...]) -> tuple[int, ...]:
        lead = next(x for x in vector if x)
        return tuple(x * lead % 3 for x in vector)  # 1 and 2 are their own inverses mod 3

    points = sorted({normal(v) for v in itertools.product(range(3), repeat=4) if any(v)})
    number = {point: i for i, point in enumerate(points)}
    lines: set[tuple[int, ...]] = set()
    for a, b in itertools.combinations(points, 2):
        span = {number[b]} | {
            number[normal(tuple((x + k * y) % 3 for x, y in zip(a, b)))] for k in range(3)
        }
        lines.add(tuple(sorted(span)))
    return points, sorted(lines)


@functools.cache
def projective_packing_40() -> tuple[tuple[tuple[int, ...], ...], ...]:
    """40 players, 13 rounds, every pair exactly once: a packing of PG(3,3).

    The points are the players and the lines the tables; a round is a spread (10 lines
    covering every point once) and a packing splits all 130 lines into 13 spreads, so
    each pair (on exactly one line) meets once.  Packings of PG(3,3) exist (Denniston);
    this one is found by two exact covers: every spread, then 13 disjoint spreads.
    Deterministic, about half a second.
    """
    _points, lines = _projective_space_3()
    masks = [sum(1 << p for p in line) for line in lines]
    through = [[i for i, line in enumerate(lines) if p in line] for p in range(40)]
    spreads: list[int] = []  # each spread as a bit set of line numbers

    def cover(points_used: int, chosen: int, count: int) -> None:
        if count == 10:
            spreads.append(chosen)
            return
        point = (~points_used & -~points_used).bit_length() - 1  # lowest uncovered point
        for i in through[point]:
            if not points_used & masks[i]:
                cover(points_used | masks[i], chosen | 1 << i, count + 1)

    cover(0, 0, 0)
    every_line = (1 << len(lines)) - 1
    by_line = [[s for s in spreads if s >> i & 1] for i in range(len(lines))]
    packing: list[int] = []

    def pack(lines_used: int) -> bool:
        if lines_used == every_line:
            return True
        # the uncovered line with the fewest spreads still possible (Knuth's rule)
        options: list[int] | None = None
        for i in range(len(lines)):
            if not lines_used >> i & 1:
                fitting = [s for s in by_line[i] if not s & lines_used]
                if options is None or len(fitting) < len(options):
                    options = fitting
                    if len(fitting) <= 1:
                        break
        for spread in options or []:
            packing.append(spread)
            if pack(lines_used | spread):
                return True
            packing.pop()
        return False

    if not pack(0):  # pragma: no cover - a packing exists, so the search cannot fail
        raise RuntimeError("no packing of PG(3,3) found")
    return tuple(
        tuple(lines[i] for i in range(len(lines)) if spread >> i & 1) for spread in packing
    )


def exact_rounds(players: int, table_size: int) -> list[Round] | None:
    """The rounds of the exact design for this field, or None when none is built in."""
    if (players, table_size) == (9, 3):
        return affine_plane_3()
    if (players, table_size) == (40, 4):
        return [list(tables) for tables in projective_packing_40()]
    spec = CYCLIC.get((players, table_size)) or PACKINGS.get((players, table_size))
    return develop(spec) if spec is not None else None
