"""Local search for the best schedule where no exact design is built in.

Simulated annealing over the rounds still to be seated: a move swaps two players at
different tables of one round, and its cost change is computed from the pair counts
of the (at most six) pairs it touches, so a move costs microseconds.  The cost
orders what matters to staff: a pair meeting one more time above the even share
outweighs everything below it (fewest repeats, then fewest pairs above the minimum),
then an even spread of meetings (most distinct opponents), then back-to-back
repeats.  Team mates meeting, when teams are given, cost more than anything else.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field

from yamaviewer.core.seating.model import Round

#: The weight of one team-mate meeting (kept apart before all else).
TEAM_WEIGHT = 1e12
#: The weight of one back-to-back repeat (after the pair-count terms).
BACK_TO_BACK_WEIGHT = 4.0


@dataclass
class SearchRequest:
    """What to seat: ``sizes[r]`` table sizes and ``active[r]`` players for each new round."""

    players: int
    sizes: list[list[int]]
    active: list[list[int]]
    played: list[Round] = field(default_factory=list)
    teams: dict[int, str] = field(default_factory=dict)
    #: player -> table index kept in every new round (a wheelchair table, a streamed table)
    fixed_tables: dict[int, int] = field(default_factory=dict)
    seed: int = 0
    #: moves to try; None picks one by the size of the problem
    moves: int | None = None
    #: annealing temperature at the start (cost units: one repeat costs 24 + 3)
    start_temp: float = 3.0


Progress = Callable[[float], None]
ShouldStop = Callable[[], bool]


def _penalties(levels: int, base: int, pairs: int) -> list[float]:
    """Cost of a pair meeting ``c`` times: steep above the even share ``base``, convex below."""
    costs = []
    for c in range(levels + 2):
        cost = float(c * c)
        if c > base:
            cost += 24.0 * 20.0 ** min(c - base - 1, 4) * (c - base)
        costs.append(cost)
    return costs


def _choose_byes(request: SearchRequest, rng: random.Random) -> list[list[int]]:
    """Who sits out each new round: those with the fewest byes so far (ties drawn at random)."""
    byes_so_far = dict.fromkeys(range(request.players), 0)
    for tables in request.played:
        seated = {p for t in tables for p in t}
        for p in request.active[0] if request.active else []:
            if p not in seated:
                byes_so_far[p] += 1
    result = []
    for sizes, active in zip(request.sizes, request.active):
        out = len(active) - sum(sizes)
        order = sorted(
            (p for p in active if p not in request.fixed_tables),
            key=lambda p: (byes_so_far[p], rng.random()),
        )
        chosen = sorted(order[:out])
        for p in chosen:
            byes_so_far[p] += 1
        result.append(chosen)
    return result


def anneal(
    request: SearchRequest,
    progress: Progress | None = None,
    should_stop: ShouldStop | None = None,
) -> list[Round]:
    """The new rounds (tables as player lists; seats are balanced afterwards)."""
    rng = random.Random(request.seed)
    n = request.players
    played = request.played
    new = len(request.sizes)
    total = len(played) + new
    byes = _choose_byes(request, rng)

    # table[r][p]: the table of player p in round r (-1: not seated); members[r][t]: its players
    table = [[-1] * n for _ in range(total)]
    members: list[list[list[int]]] = []
    for r, tables in enumerate(played):
        members.append([list(t) for t in tables])
        for t, placed in enumerate(tables):
            for p in placed:
                table[r][p] = t
    movable: list[list[int]] = []
    for i, (sizes, active) in enumerate(zip(request.sizes, request.active)):
        r = len(played) + i
        rows: list[list[int]] = [[] for _ in sizes]
        out = set(byes[i])
        free = [p for p in active if p not in out and p not in request.fixed_tables]
        for p, t in request.fixed_tables.items():
            if p in active and t < len(sizes):
                rows[t].append(p)
            elif p in active:
                free.append(p)
        rng.shuffle(free)
        for t, size in enumerate(sizes):
            while len(rows[t]) < size:
                rows[t].append(free.pop())
        members.append(rows)
        for t, seats in enumerate(rows):
            for p in seats:
                table[r][p] = t
        movable.append([p for p in active if p not in out and p not in request.fixed_tables])

    count = [0] * (n * n)
    meetings = 0
    for r in range(total):
        for seats in members[r]:
            for i, a in enumerate(seats):
                for b in seats[i + 1 :]:
                    count[a * n + b] += 1
                    count[b * n + a] += 1
                    meetings += 1
    active_players = {p for act in request.active for p in act} or set(range(n))
    pairs = max(1, len(active_players) * (len(active_players) - 1) // 2)
    pen = _penalties(total, meetings // pairs, pairs)
    team = [request.teams.get(p) for p in range(n)]

    def back_to_back(r: int, a: int, x: int) -> int:
        hits = 0
        for q in (r - 1, r + 1):
            if 0 <= q < total and table[q][a] >= 0 and table[q][a] == table[q][x]:
                hits += 1
        return hits

    def delta(r: int, a: int, b: int) -> float:
        """Cost change of swapping a and b (at different tables) in round r."""
        ta, tb = table[r][a], table[r][b]
        d = 0.0
        rows = members[r]
        for x in rows[ta]:
            if x == a:
                continue
            ca, cb = count[a * n + x], count[b * n + x]
            d += pen[ca - 1] - pen[ca] + pen[cb + 1] - pen[cb]
            d += BACK_TO_BACK_WEIGHT * (back_to_back(r, b, x) - back_to_back(r, a, x))
            if team[x] is not None:
                d += TEAM_WEIGHT * ((team[b] == team[x]) - (team[a] == team[x]))
        for y in rows[tb]:
            if y == b:
                continue
            cb, ca = count[b * n + y], count[a * n + y]
            d += pen[cb - 1] - pen[cb] + pen[ca + 1] - pen[ca]
            d += BACK_TO_BACK_WEIGHT * (back_to_back(r, a, y) - back_to_back(r, b, y))
            if team[y] is not None:
                d += TEAM_WEIGHT * ((team[a] == team[y]) - (team[b] == team[y]))
        return d

    def swap(r: int, a: int, b: int) -> None:
        ta, tb = table[r][a], table[r][b]
        rows = members[r]
        for x in rows[ta]:
            if x != a:
                count[a * n + x] -= 1
                count[x * n + a] -= 1
                count[b * n + x] += 1
                count[x * n + b] += 1
        for y in rows[tb]:
            if y != b:
                count[b * n + y] -= 1
                count[y * n + b] -= 1
                count[a * n + y] += 1
                count[y * n + a] += 1
        rows[ta][rows[ta].index(a)] = b
        rows[tb][rows[tb].index(b)] = a
        table[r][a], table[r][b] = tb, ta

    def snapshot() -> list[list[list[int]]]:
        return [[list(seats) for seats in members[r]] for r in range(len(played), total)]

    rounds_with_moves = [i for i in range(new) if len(members[len(played) + i]) > 1]
    budget = request.moves
    if budget is None:
        budget = min(250_000, 4000 + 1500 * sum(len(m) for m in movable))
    best = snapshot()
    cost = 0.0
    best_cost = 0.0
    best_saved = 0.0
    start_temp, end_temp = request.start_temp, 0.05
    since_best = 0
    if rounds_with_moves:
        for step in range(budget):
            if step % 2048 == 0:
                if progress is not None:
                    progress(step / budget)
                if should_stop is not None and should_stop():
                    break
            temp = start_temp * (end_temp / start_temp) ** (step / budget)
            i = rounds_with_moves[rng.randrange(len(rounds_with_moves))]
            r = len(played) + i
            choices = movable[i]
            a = choices[rng.randrange(len(choices))]
            b = choices[rng.randrange(len(choices))]
            if table[r][a] == table[r][b]:
                continue
            d = delta(r, a, b)
            if d <= 0 or rng.random() < math.exp(-d / temp):
                swap(r, a, b)
                cost += d
                if cost < best_cost - 1e-9:
                    # A new best: copied at once late in the run, now and then early on
                    # (copies cost time); the end keeps whichever of the copy and the
                    # final state is cheaper, so Stop returns the best kept so far.
                    best_cost = cost
                    since_best += 1
                    if step > budget // 2 or since_best > 50:
                        best, best_saved = snapshot(), cost
                        since_best = 0
        if cost <= best_saved + 1e-9:
            best = snapshot()
            best_saved = cost
    if progress is not None:
        progress(1.0)
    return [[tuple(seats) for seats in rows] for rows in best]


__all__ = ["SearchRequest", "anneal"]
