"""Search, byes, mixed tables, teams, fixed tables and re-planning."""

from __future__ import annotations

import itertools

import pytest

from yamaviewer.core.seating.model import (
    MAX_PLAYERS,
    MAX_ROUNDS,
    Schedule,
    SeatingError,
    table_sizes,
)
from yamaviewer.core.seating.planner import PlanRequest, plan, replan
from yamaviewer.core.seating.players import parse_fixed_tables


def _check_round(tables: list[tuple[int, ...]], active: set[int], sizes: list[int]) -> set[int]:
    seated = [p for t in tables for p in t]
    assert len(seated) == len(set(seated)), "a player is seated twice"
    assert set(seated) <= active
    assert sorted(len(t) for t in tables) == sorted(sizes)
    return active - set(seated)


def test_thirty_players_with_byes_spread_evenly() -> None:
    result = plan(PlanRequest(30, 6, 4, moves=20000))
    byes_per_player = [0] * 30
    for r, tables in enumerate(result.schedule.rounds):
        out = _check_round(tables, set(range(30)), [4] * 7)
        assert len(out) == 2 and sorted(out) == result.byes[r]
        for p in out:
            byes_per_player[p] += 1
    assert max(byes_per_player) - min(byes_per_player) <= 1
    assert result.metrics.byes == byes_per_player


def test_thirty_players_at_mixed_tables() -> None:
    assert sorted(table_sizes(30, 4, True)) == [3, 3, 4, 4, 4, 4, 4, 4]
    result = plan(PlanRequest(30, 5, 4, mixed=True, moves=20000))
    for tables in result.schedule.rounds:
        assert _check_round(tables, set(range(30)), [4] * 6 + [3] * 2) == set()
    assert result.byes == [[]] * 5


def test_thirty_players_at_three_player_tables() -> None:
    result = plan(PlanRequest(30, 5, 3, moves=20000))
    for tables in result.schedule.rounds:
        assert _check_round(tables, set(range(30)), [3] * 10) == set()
    assert result.metrics.wind_spread <= 1


def test_search_matches_a_brute_force_optimum() -> None:
    # 12 players, 2 rounds: the fewest repeated pairs over every possible second round
    first = [(0, 1, 2, 3), (4, 5, 6, 7), (8, 9, 10, 11)]
    group = {p: i for i, t in enumerate(first) for p in t}

    def repeats(tables: list[tuple[int, ...]]) -> int:
        return sum(group[a] == group[b] for t in tables for a, b in itertools.combinations(t, 2))

    best = 99
    for a in itertools.combinations(range(1, 12), 3):
        rest = [p for p in range(1, 12) if p not in a]
        for b in itertools.combinations(rest[1:], 3):
            t2 = (rest[0], *b)
            t3 = tuple(p for p in rest if p not in t2)
            best = min(best, repeats([(0, *a), t2, t3]))
    assert best == 3  # pigeonhole: four players from three tables
    result = plan(PlanRequest(12, 2, 4, played=[first], moves=5000))
    assert repeats(result.schedule.rounds[1]) == best
    assert result.metrics.repeat_pairs == best


def test_teams_are_kept_apart() -> None:
    teams = {p: f"club{p % 5}" for p in range(20)}
    result = plan(PlanRequest(20, 4, 4, teams=teams, moves=30000))
    assert result.metrics.team_meetings == 0
    for tables in result.schedule.rounds:
        for t in tables:
            assert len({teams[p] for p in t}) == len(t)


def test_fixed_tables_keep_their_players() -> None:
    result = plan(PlanRequest(24, 6, 4, fixed_tables={0: 2, 5: 0}, moves=20000))
    for tables in result.schedule.rounds:
        assert 0 in tables[2]
        assert 5 in tables[0]


def test_fixed_tables_parse_numbers_and_names() -> None:
    names = ["Alice", "Bob", "山田太郎"]
    assert parse_fixed_tables("3:1, Alice:2\nBob:2", names) == {2: 0, 0: 1, 1: 1}
    assert parse_fixed_tables("山田太郎:3、1:1", names) == {2: 2, 0: 0}
    assert parse_fixed_tables("", names) == {}
    for bad in ("3", "x:1", "3:0", "3:a", ":1", "Carol:1"):
        with pytest.raises(SeatingError):
            parse_fixed_tables(bad, names)


def test_fixed_tables_beyond_the_room_are_refused() -> None:
    with pytest.raises(SeatingError, match="no table 7"):
        plan(PlanRequest(24, 2, 4, fixed_tables={0: 6}))
    with pytest.raises(SeatingError, match="too many"):
        plan(PlanRequest(24, 2, 4, fixed_tables=dict.fromkeys(range(5), 0)))
    with pytest.raises(SeatingError, match="dropped out"):
        plan(PlanRequest(24, 2, 4, fixed_tables={3: 0}, absent={3}))


def test_replan_after_a_drop_out_keeps_the_played_rounds() -> None:
    original = plan(PlanRequest(28, 9, 4)).schedule
    again = replan(original, played_rounds=3, dropped={7}, seed=1)
    schedule = again.schedule
    assert schedule.rounds[:3] == original.rounds[:3]
    assert len(schedule.rounds) == 9
    active = set(range(28)) - {7}
    for r in range(3, 9):
        out = _check_round(schedule.rounds[r], active, [4] * 6)
        assert len(out) == 3 and sorted(out) == again.byes[r]
        assert all(7 not in t for t in schedule.rounds[r])
    schedule.validate()


def test_replan_with_late_entries() -> None:
    original = Schedule(8, [[(0, 1, 2, 3), (4, 5, 6, 7)]], [f"p{i}" for i in range(8)])
    again = replan(original, played_rounds=1, late=["新人", "遅刻"], rounds=3)
    assert again.schedule.players == 10
    assert again.schedule.names[-2:] == ["新人", "遅刻"]
    assert again.schedule.rounds[0] == original.rounds[0]
    assert again.byes[0] == []  # the late entries were not in the field yet
    for tables in again.schedule.rounds[1:]:
        assert len(_check_round(tables, set(range(10)), [4, 4])) == 2


@pytest.mark.parametrize(
    ("request_", "message"),
    [
        (PlanRequest(3, 2, 4), "cannot fill"),
        (PlanRequest(2, 2, 3), "cannot fill"),
        (PlanRequest(16, 0, 4), "at least 1"),
        (PlanRequest(16, 2, 5), "4 or 3"),
        (PlanRequest(16, 1, 4, played=[[(0, 1, 2, 3)], [(0, 1, 2, 3)]]), "already played"),
        (PlanRequest(8, 2, 4, played=[[(0, 1, 2, 3), (3, 4, 5, 6)]]), "seated twice"),
        (PlanRequest(8, 2, 4, absent={9}), "no player 10"),
    ],
)
def test_impossible_requests_say_why(request_: PlanRequest, message: str) -> None:
    with pytest.raises(SeatingError, match=message):
        plan(request_)


@pytest.mark.parametrize(
    ("players", "rounds", "message"),
    [
        (10**9, 1, f"at most {MAX_PLAYERS} players"),
        (MAX_PLAYERS + 1, 1, f"at most {MAX_PLAYERS} players"),
        (8, 10**9, f"at most {MAX_ROUNDS} rounds"),
    ],
)
def test_requests_beyond_any_tournament_are_one_message(
    players: int, rounds: int, message: str
) -> None:
    # Refused before anything the size of the field is built (10^9 was a MemoryError).
    with pytest.raises(SeatingError, match=message):
        plan(PlanRequest(players=players, rounds=rounds))
