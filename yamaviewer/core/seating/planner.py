"""The planner: an exact design where one is built in, the best search result elsewhere.

Re-planning on the day is the same call with the played rounds given: they are
kept as they are, players who dropped out are left out of the new rounds, late
entries (new numbers) are added, and only the rounds still to play are searched.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from yamaviewer.core.seating.designs import CYCLIC, PACKINGS, exact_rounds
from yamaviewer.core.seating.metrics import Metrics, measure
from yamaviewer.core.seating.model import (
    MAX_PLAYERS,
    MAX_ROUNDS,
    Round,
    Schedule,
    SeatingError,
    table_sizes,
)
from yamaviewer.core.seating.search import SearchRequest, anneal
from yamaviewer.core.seating.winds import balance_winds
from yamaviewer.core.wording import translatable


@dataclass
class PlanRequest:
    """A field of ``players`` (numbered 0..N-1) to seat for ``rounds`` rounds in all."""

    players: int
    rounds: int
    table_size: int = 4
    #: 4- and 3-player tables together instead of byes
    mixed: bool = False
    seed: int = 0
    names: list[str] = field(default_factory=list)
    teams: dict[int, str] = field(default_factory=dict)
    fixed_tables: dict[int, int] = field(default_factory=dict)
    #: rounds already played, kept unchanged
    played: list[Round] = field(default_factory=list)
    #: players who dropped out: not seated in the new rounds
    absent: set[int] = field(default_factory=set)
    #: search effort (moves); None picks one by size
    moves: int | None = None


@dataclass
class Plan:
    schedule: Schedule
    byes: list[list[int]]
    metrics: Metrics
    #: how the rounds were made: "design" (exact) or "search"
    method: str
    #: the players taking part (not dropped out)
    active: list[int]

    def json(self) -> dict[str, object]:
        """The CLI contract: players, rounds (0-based, seat order E, S, W, N), byes, metrics."""
        return {
            "players": self.schedule.players,
            "rounds": self.schedule.to_json_rounds(),
            "byes": self.byes,
            "metrics": self.metrics.json(),
            "method": self.method,
            "names": self.schedule.names,
        }


def check_request(request: PlanRequest) -> None:
    """Raise :class:`SeatingError` for a request no schedule can satisfy."""
    if request.rounds < 1:
        raise SeatingError(translatable("Seating", "the number of rounds must be at least 1"))
    if request.players < 1:
        raise SeatingError(translatable("Seating", "the number of players must be at least 1"))
    if request.players > MAX_PLAYERS:
        raise SeatingError(
            translatable("Seating", "at most %1 players can be seated").arg(MAX_PLAYERS)
        )
    if request.rounds > MAX_ROUNDS:
        raise SeatingError(
            translatable("Seating", "at most %1 rounds can be planned").arg(MAX_ROUNDS)
        )
    if request.table_size not in (3, 4):
        raise SeatingError(translatable("Seating", "the table size must be 4 or 3"))
    if len(request.played) > request.rounds:
        raise SeatingError(
            translatable("Seating", "%1 rounds are already played, more than the %2 asked").arg(
                len(request.played), request.rounds
            )
        )
    active = request.players - len(request.absent)
    if active < request.table_size:
        raise SeatingError(
            translatable("Seating", "%1 players cannot fill a %2-player table").arg(
                active, request.table_size
            )
        )
    for p in list(request.absent) + list(request.fixed_tables) + list(request.teams):
        if not 0 <= p < request.players:
            raise SeatingError(
                translatable("Seating", "there is no player %1 among %2").arg(
                    p + 1, request.players
                )
            )
    if request.fixed_tables:
        sizes = table_sizes(active, request.table_size, request.mixed)
        seated: dict[int, int] = {}
        for p, t in request.fixed_tables.items():
            if p in request.absent:
                raise SeatingError(
                    translatable("Seating", "player %1 has a fixed table but dropped out").arg(
                        p + 1
                    )
                )
            if not 0 <= t < len(sizes):
                raise SeatingError(
                    translatable("Seating", "there is no table %1: a round has %2 tables").arg(
                        t + 1, len(sizes)
                    )
                )
            seated[t] = seated.get(t, 0) + 1
            if seated[t] > sizes[t]:
                raise SeatingError(
                    translatable("Seating", "table %1 seats %2: too many players fixed to it").arg(
                        t + 1, sizes[t]
                    )
                )
    Schedule(request.players, request.played).validate()


def plan(
    request: PlanRequest,
    progress: Callable[[float], None] | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> Plan:
    """The schedule for ``request`` with its byes and metrics."""
    check_request(request)
    n = request.players
    active = [p for p in range(n) if p not in request.absent]
    sizes = table_sizes(len(active), request.table_size, request.mixed)
    played = [list(tables) for tables in request.played]
    method = "search"
    simple = not (played or request.absent or request.teams or request.fixed_tables)
    design = exact_rounds(n, request.table_size) if simple and not request.mixed else None
    keep_opposites = False
    if design is not None:
        spec = CYCLIC.get((n, request.table_size))
        whist = spec is not None and spec.whist
        if whist and request.rounds == len(design):
            played, method, keep_opposites = design, "design", True
        elif whist and request.rounds % len(design) == 0:
            played, method, keep_opposites = (
                design * (request.rounds // len(design)),
                "design",
                True,
            )
        elif not whist:
            played = design[: request.rounds]
            method = "design"
            if request.rounds > len(design) and (n, request.table_size) not in PACKINGS:
                # Every pair once per copy: copies under fresh numberings meet each pair
                # floor(R/L) or ceil(R/L) times, the most even spread there is.
                played = _cycled(design, request.rounds, n, request.seed)

    def search(start: list[Round]) -> list[Round]:
        new_rounds = request.rounds - len(start)
        if new_rounds <= 0:
            return list(start)
        return list(start) + anneal(
            SearchRequest(
                players=n,
                sizes=[sizes] * new_rounds,
                active=[active] * new_rounds,
                played=start,
                teams=request.teams,
                fixed_tables=request.fixed_tables,
                seed=request.seed,
                moves=request.moves,
            ),
            progress,
            should_stop,
        )

    rounds = search(played)
    if n <= SMALL_FIELD and method == "search":
        # Small fields have rugged landscapes: a few independent runs, the best kept.
        for extra in range(1, RESTARTS):
            if should_stop is not None and should_stop():
                break
            other = _search_with_seed(request, sizes, active, played, request.seed + extra)
            if _quality(Schedule(n, other), active) < _quality(Schedule(n, rounds), active):
                rounds = other
    if method == "design" and len(played) < request.rounds:
        # More rounds than the design: its rounds plus a search, or a search from scratch,
        # whichever is better (a design's unmet pairs rarely split into whole tables).
        method = "design+search"
        fresh = search([])
        if _quality(Schedule(n, fresh), active) < _quality(Schedule(n, rounds), active):
            rounds, method = fresh, "search"
    fixed = len(request.played)
    rounds = balance_winds(rounds, n, fixed, keep_opposites, request.seed)
    schedule = Schedule(n, rounds, list(request.names))
    schedule.validate()
    byes = []
    for r, tables in enumerate(rounds):
        seated = {p for t in tables for p in t}
        pool = (
            active
            if r >= fixed
            else [p for p in range(n) if p not in seated and p < _known(request)]
        )
        byes.append(sorted(p for p in pool if p not in seated))
    metrics = measure(schedule, request.teams, players=active)
    return Plan(schedule, byes, metrics, method, active)


#: Fields this small get RESTARTS independent searches.
SMALL_FIELD = 24
RESTARTS = 4


def _search_with_seed(
    request: PlanRequest, sizes: list[int], active: list[int], played: list[Round], seed: int
) -> list[Round]:
    new_rounds = request.rounds - len(played)
    return list(played) + anneal(
        SearchRequest(
            players=request.players,
            sizes=[sizes] * new_rounds,
            active=[active] * new_rounds,
            played=played,
            teams=request.teams,
            fixed_tables=request.fixed_tables,
            seed=seed,
            moves=request.moves,
        )
    )


def _cycled(design: list[Round], rounds: int, players: int, seed: int) -> list[Round]:
    """``rounds`` rounds from copies of ``design``, each copy with its players renumbered."""
    rng = random.Random(seed)
    result: list[Round] = []
    copy = 0
    while len(result) < rounds:
        if copy == 0:
            numbering = list(range(players))
        else:
            numbering = list(range(players))
            rng.shuffle(numbering)
        for tables in design:
            if len(result) == rounds:
                break
            result.append([tuple(numbering[p] for p in t) for t in tables])
        copy += 1
    return result


def _quality(schedule: Schedule, active: list[int]) -> tuple[int, int, int, int]:
    """The issue's order: highest pair count, pairs above it, never-met pairs, back-to-back."""
    m = measure(schedule, players=active)
    return (m.max_meetings, m.repeat_pairs, m.never_met_pairs, m.back_to_back)


def _known(request: PlanRequest) -> int:
    """Players who were in the field when the played rounds were seated."""
    seated = [p for tables in request.played for t in tables for p in t]
    return max(seated, default=-1) + 1


def replan(
    schedule: Schedule,
    played_rounds: int,
    dropped: set[int] = frozenset(),  # type: ignore[assignment]
    late: list[str] | int = 0,
    table_size: int = 4,
    mixed: bool = False,
    seed: int = 0,
    rounds: int | None = None,
    progress: Callable[[float], None] | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> Plan:
    """Re-plan the rounds after ``played_rounds``: drop-outs leave, late entries join."""
    if not 0 <= played_rounds <= len(schedule.rounds):
        raise SeatingError(
            translatable("Seating", "the schedule has %1 rounds, not %2").arg(
                len(schedule.rounds), played_rounds
            )
        )
    extra = late if isinstance(late, int) else len(late)
    names = list(schedule.names)
    if names or not isinstance(late, int):
        names = [schedule.name(p) for p in range(schedule.players)]
        names += (
            list(late)
            if not isinstance(late, int)
            else [str(schedule.players + i + 1) for i in range(extra)]
        )
    return plan(
        PlanRequest(
            players=schedule.players + extra,
            rounds=len(schedule.rounds) if rounds is None else rounds,
            table_size=table_size,
            mixed=mixed,
            seed=seed,
            names=names,
            played=schedule.rounds[:played_rounds],
            absent=set(dropped),
        ),
        progress,
        should_stop,
    )
