"""Seat winds: turn each table so that every player sits at each wind about as often.

Over g games a player can sit at each wind floor(g/4) or ceil(g/4) times, and an
assignment doing that for everyone at once always exists (an equitable colouring of
the bipartite player-table graph).  A local search finds one quickly: each table in
turn takes the seat order that makes its players' wind counts most even, repeated
until nothing changes, with random restarts of a few tables when a player is still
off by more than one.  Played rounds keep their seats.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence

from yamaviewer.core.seating.model import Round

#: Seat orders that keep opposite pairs opposite (E-W, S-N): the whist design's turns.
KEEP_OPPOSITES: tuple[tuple[int, ...], ...] = (
    (0, 1, 2, 3),
    (1, 2, 3, 0),
    (2, 3, 0, 1),
    (3, 0, 1, 2),
    (0, 3, 2, 1),
    (3, 2, 1, 0),
    (2, 1, 0, 3),
    (1, 0, 3, 2),
)


def wind_counts(rounds: Sequence[Round], players: int) -> list[list[int]]:
    """``counts[p][w]``: how often player p sat at wind w (0 = East)."""
    counts = [[0, 0, 0, 0] for _ in range(players)]
    for tables in rounds:
        for seats in tables:
            for w, p in enumerate(seats):
                counts[p][w] += 1
    return counts


def wind_spread(rounds: Sequence[Round], players: int) -> int:
    """The largest difference between a player's most and least frequent wind."""
    sizes = {len(t) for tables in rounds for t in tables}
    used = 4 if 4 in sizes else 3
    spread = 0
    for row in wind_counts(rounds, players):
        if any(row):
            spread = max(spread, max(row[:used]) - min(row[:used]))
    return spread


def balance_winds(
    rounds: list[Round],
    players: int,
    fixed_rounds: int = 0,
    keep_opposites: bool = False,
    seed: int = 0,
) -> list[Round]:
    """``rounds`` with each table (after the first ``fixed_rounds``) turned to even out winds."""
    rng = random.Random(seed)
    rounds = [list(tables) for tables in rounds]
    counts = wind_counts(rounds, players)
    spots = [(r, t) for r in range(fixed_rounds, len(rounds)) for t in range(len(rounds[r]))]
    orders: dict[int, list[tuple[int, ...]]] = {
        3: list(itertools.permutations(range(3))),
        4: list(KEEP_OPPOSITES) if keep_opposites else list(itertools.permutations(range(4))),
        2: list(itertools.permutations(range(2))),
    }

    def seat(r: int, t: int, order: tuple[int, ...]) -> None:
        old = rounds[r][t]
        for w, p in enumerate(old):
            counts[p][w] -= 1
        new = tuple(old[i] for i in order)
        for w, p in enumerate(new):
            counts[p][w] += 1
        rounds[r][t] = new

    def table_cost(seats: tuple[int, ...], order: tuple[int, ...]) -> int:
        cost = 0
        for w, i in enumerate(order):
            row = counts[seats[i]]
            cost += 2 * row[w] + 1  # the growth of sum(count^2) when adding one
        return cost

    def improve() -> None:
        changed = True
        while changed:
            changed = False
            rng.shuffle(spots)
            for r, t in spots:
                seats = rounds[r][t]
                for w, p in enumerate(seats):
                    counts[p][w] -= 1
                ident = tuple(range(len(seats)))
                best = min(orders[len(seats)], key=lambda o: (table_cost(seats, o), o != ident))
                for w, p in enumerate(seats):
                    counts[p][w] += 1
                if best != ident:
                    seat(r, t, best)
                    changed = True

    def score() -> tuple[int, int]:
        sizes = {len(t) for tables in rounds for t in tables}
        used = 4 if 4 in sizes else 3
        worst, total = 0, 0
        for row in counts:
            if any(row):
                spread = max(row[:used]) - min(row[:used])
                worst = max(worst, spread)
                total += sum(c * c for c in row)
        return worst, total

    def targeted(tries: int) -> None:
        """Swap a player's seat from an over-used wind with a table mate at an under-used
        one when that does not make the pair's counts less even (sideways moves allowed)."""
        used = 4 if any(len(t) == 4 for tables in rounds for t in tables) else 3
        where: dict[int, list[tuple[int, int]]] = {}
        for r, t in spots:
            for p in rounds[r][t]:
                where.setdefault(p, []).append((r, t))
        for _ in range(tries):
            bad = [p for p in where if max(counts[p][:used]) - min(counts[p][:used]) > 1]
            if not bad:
                return
            p = rng.choice(bad)
            r, t = rng.choice(where[p])
            seats = list(rounds[r][t])
            i = seats.index(p)
            j = rng.randrange(len(seats))
            if i == j:
                continue
            q = seats[j]
            before = sum(c * c for c in counts[p]) + sum(c * c for c in counts[q])
            order = list(range(len(seats)))
            order[i], order[j] = order[j], order[i]
            seat(r, t, tuple(order))
            after = sum(c * c for c in counts[p]) + sum(c * c for c in counts[q])
            if after > before:
                seat(r, t, tuple(order))  # the same swap undoes it

    improve()
    if not keep_opposites:
        targeted(20 * len(spots))
    best_rounds, best_score = [list(tables) for tables in rounds], score()
    for _ in range(60):
        if best_score[0] <= 1 or not spots:
            break
        for r, t in rng.sample(spots, max(1, len(spots) // 8)):
            seat(r, t, rng.choice(orders[len(rounds[r][t])]))
        improve()
        if not keep_opposites:
            targeted(10 * len(spots))
        if score() < best_score:
            best_rounds, best_score = [list(tables) for tables in rounds], score()
    return best_rounds
