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
