"""Every built-in exact design: pair counts (brute force over all pairs), winds, whist opposites."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from yamaviewer.core.seating.designs import CYCLIC, exact_rounds
from yamaviewer.core.seating.planner import PlanRequest, plan
from yamaviewer.core.seating.winds import wind_counts

# (players, rounds, table size, meetings of every pair)
DESIGNS = [
    (16, 5, 4, 1),
    (28, 9, 4, 1),
    (40, 13, 4, 1),
    (12, 11, 4, 3),
    (9, 4, 3, 1),
    (15, 7, 3, 1),
    (21, 10, 3, 1),
]


def _built(players: int, size: int) -> bool:
    return exact_rounds(players, size) is not None


@pytest.mark.parametrize(("players", "rounds", "size", "lam"), DESIGNS)
def test_every_pair_meets_equally_often(players: int, rounds: int, size: int, lam: int) -> None:
    if not _built(players, size):
        pytest.skip(f"no exact design for {players} players is built in yet")
    result = plan(PlanRequest(players, rounds, size))
    assert result.method == "design"
    schedule = result.schedule
    assert len(schedule.rounds) == rounds
    meetings: Counter[frozenset[int]] = Counter()
    for tables in schedule.rounds:
        assert sorted(p for t in tables for p in t) == list(range(players))
        assert all(len(t) == size for t in tables)
        for t in tables:
            meetings.update(frozenset(pair) for pair in itertools.combinations(t, 2))
    every_pair = [frozenset(pair) for pair in itertools.combinations(range(players), 2)]
    assert all(meetings[pair] == lam for pair in every_pair)
    assert len(meetings) == len(every_pair)
    # winds: each player sits at each wind floor(g/k) or ceil(g/k) times
    for row in wind_counts(schedule.rounds, players):
        used = row[:size]
        assert max(used) - min(used) <= 1
        assert sum(used) == rounds
    assert result.metrics.max_meetings == result.metrics.min_meetings == lam


def test_whist_pairs_sit_opposite_exactly_once() -> None:
    schedule = plan(PlanRequest(12, 11, 4)).schedule
    opposite: Counter[frozenset[int]] = Counter()
    for tables in schedule.rounds:
        for t in tables:
            opposite[frozenset((t[0], t[2]))] += 1
            opposite[frozenset((t[1], t[3]))] += 1
    assert len(opposite) == 66
    assert set(opposite.values()) == {1}


def test_prefix_of_a_design_has_no_repeats() -> None:
    result = plan(PlanRequest(16, 3, 4))
    assert result.method == "design"
    assert result.metrics.repeat_pairs == 0
    assert result.metrics.wind_spread <= 1


def test_cyclic_specs_add_up() -> None:
    for (players, size), spec in CYCLIC.items():
        assert spec.players == players and spec.table_size == size


@pytest.mark.parametrize(("players", "rounds"), [(20, 5), (24, 7), (32, 10)])
def test_social_golfer_bounds_without_repeats(players: int, rounds: int) -> None:
    if exact_rounds(players, 4) is None:
        pytest.skip(f"no construction for {players} x {rounds} is built in yet")
    result = plan(PlanRequest(players, rounds, 4))
    assert result.method == "design"
    seen: set[frozenset[int]] = set()
    for tables in result.schedule.rounds:
        assert sorted(p for t in tables for p in t) == list(range(players))
        for t in tables:
            for pair in itertools.combinations(t, 2):
                assert frozenset(pair) not in seen
                seen.add(frozenset(pair))
    assert len(seen) == rounds * players // 4 * 6
    assert result.metrics.repeat_pairs == 0 and result.metrics.wind_spread <= 1


def test_more_rounds_than_a_design_are_never_worse_than_search_alone() -> None:
    both = plan(PlanRequest(20, 6, 4, moves=20000))
    assert both.method in ("design+search", "search")
    assert both.metrics.max_meetings == 2


@pytest.mark.parametrize(("players", "rounds", "size"), [(16, 12, 4), (9, 10, 3), (12, 22, 4)])
def test_more_rounds_than_an_exact_design_spread_meetings_evenly(
    players: int, rounds: int, size: int
) -> None:
    result = plan(PlanRequest(players, rounds, size))
    assert result.method == "design"
    design = exact_rounds(players, size)
    assert design is not None
    copies, rest = divmod(rounds, len(design))
    lam = 3 if players == 12 else 1
    counts = Counter(
        frozenset(pair)
        for tables in result.schedule.rounds
        for t in tables
        for pair in itertools.combinations(t, 2)
    )
    low, high = copies * lam, (copies + (1 if rest else 0)) * lam
    every = [frozenset(p) for p in itertools.combinations(range(players), 2)]
    assert all(low <= counts[pair] <= high for pair in every)
    assert result.metrics.wind_spread <= 1
