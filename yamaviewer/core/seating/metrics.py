"""How good a schedule is: the numbers staff compare and the checker prints."""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from yamaviewer.core.seating.model import Schedule
from yamaviewer.core.seating.winds import wind_counts, wind_spread


def pair_matrix(schedule: Schedule) -> list[list[int]]:
    """``m[a][b]``: how often players a and b sat at the same table."""
    n = schedule.players
    matrix = [[0] * n for _ in range(n)]
    for tables in schedule.rounds:
        for seats in tables:
            for a, b in itertools.combinations(seats, 2):
                matrix[a][b] += 1
                matrix[b][a] += 1
    return matrix


@dataclass
class Metrics:
    """The checker's findings; ``json()`` has the keys of the CLI contract first."""

    max_meetings: int
    min_meetings: int
    never_met_pairs: int
    repeat_pairs: int
    wind_spread: int
    back_to_back: int
    indirect_only_pairs: int
    unreachable_pairs: int
    byes: list[int]
    team_meetings: int
    best_possible_max: int
    rating_spreads: list[list[float]] = field(default_factory=list)

    @property
    def improvable(self) -> bool:
        """True when a schedule with a lower maximum may exist (the counting bound)."""
        return self.max_meetings > self.best_possible_max

    def json(self) -> dict[str, object]:
        data: dict[str, object] = {
            "max_meetings": self.max_meetings,
            "min_meetings": self.min_meetings,
            "never_met_pairs": self.never_met_pairs,
            "repeat_pairs": self.repeat_pairs,
            "wind_spread": self.wind_spread,
            "back_to_back_repeats": self.back_to_back,
            "indirect_only_pairs": self.indirect_only_pairs,
            "unreachable_pairs": self.unreachable_pairs,
            "byes": self.byes,
            "team_meetings": self.team_meetings,
            "best_possible_max": self.best_possible_max,
            "improvable": self.improvable,
        }
        if self.rating_spreads:
            data["rating_spreads"] = self.rating_spreads
        return data


def measure(
    schedule: Schedule,
    teams: Mapping[int, str] | None = None,
    ratings: Mapping[int, float] | None = None,
    players: Sequence[int] | None = None,
) -> Metrics:
    """Metrics over the pairs of ``players`` (default: everyone seated at least once)."""
    matrix = pair_matrix(schedule)
    seated = {p for tables in schedule.rounds for t in tables for p in t}
    pool = sorted(players if players is not None else seated)
    counts = [matrix[a][b] for a, b in itertools.combinations(pool, 2)]
    meetings = sum(counts)
    pairs = len(counts)
    indirect = unreachable = 0
    neighbours = {p: {q for q in pool if matrix[p][q]} for p in pool}
    for a, b in itertools.combinations(pool, 2):
        if matrix[a][b]:
            continue
        if neighbours[a] & neighbours[b]:
            indirect += 1
        else:
            unreachable += 1
    back = 0
    for earlier, later in itertools.pairwise(schedule.rounds):
        before = {frozenset(p) for t in earlier for p in itertools.combinations(t, 2)}
        back += sum(frozenset(p) in before for t in later for p in itertools.combinations(t, 2))
    byes = [0] * schedule.players
    for tables in schedule.rounds:
        here = {p for t in tables for p in t}
        for p in pool:
            if p not in here:
                byes[p] += 1
    team_meetings = 0
    if teams:
        team_meetings = sum(
            matrix[a][b]
            for a, b in itertools.combinations(pool, 2)
            if teams.get(a) is not None and teams.get(a) == teams.get(b)
        )
    spreads: list[list[float]] = []
    if ratings:
        for tables in schedule.rounds:
            row = []
            for seats in tables:
                values = [ratings[p] for p in seats if p in ratings]
                row.append(round(max(values) - min(values), 2) if values else 0.0)
            spreads.append(row)
    return Metrics(
        max_meetings=max(counts, default=0),
        min_meetings=min(counts, default=0),
        never_met_pairs=counts.count(0),
        repeat_pairs=sum(1 for c in counts if c > 1),
        wind_spread=wind_spread(schedule.rounds, schedule.players),
        back_to_back=back,
        indirect_only_pairs=indirect,
        unreachable_pairs=unreachable,
        byes=byes,
        team_meetings=team_meetings,
        best_possible_max=math.ceil(meetings / pairs) if pairs else 0,
        rating_spreads=spreads,
    )


__all__ = ["Metrics", "measure", "pair_matrix", "wind_counts"]
