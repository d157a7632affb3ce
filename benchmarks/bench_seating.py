"""Seating quality and speed against the MahjongPantheon method (run by hand:
``python benchmarks/bench_seating.py``).

Baseline, in the same run: for every round, 1,000 random seatings, keeping the one with
the lowest score (+1 per pair meeting again, +10 per pair that also met in the round
before), seats as drawn (MahjongPantheon's predefined-seating generator).  Ours: the
planner (exact design where one exists, else annealing, winds balanced).  Columns:
highest pair count, pairs meeting more than once, pairs never meeting, back-to-back
repeats, wind spread, seconds.  Also the social-golfer bounds (20x5, 24x7, 32x10 can
have no repeats) and the time for 100 players x 12 rounds (target < 30 s).
"""

from __future__ import annotations

import itertools
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from yamaviewer.core.seating.metrics import Metrics, measure
from yamaviewer.core.seating.model import Round, Schedule
from yamaviewer.core.seating.planner import PlanRequest, plan


def pantheon(players: int, rounds: int, seed: int, tries: int = 1000) -> Schedule:
    """Best of ``tries`` random seatings per round (+1 per repeat, +10 per back-to-back)."""
    rng = random.Random(seed)
    count: dict[tuple[int, int], int] = {}
    previous: set[tuple[int, int]] = set()
    result: list[Round] = []
    order = list(range(players))
    for _ in range(rounds):
        best: tuple[int, list[tuple[int, ...]]] | None = None
        for _ in range(tries):
            rng.shuffle(order)
            tables = [tuple(order[i : i + 4]) for i in range(0, players - players % 4, 4)]
            score = 0
            for t in tables:
                for a, b in itertools.combinations(t, 2):
                    key = (a, b) if a < b else (b, a)
                    if count.get(key):
                        score += 1
                    if key in previous:
                        score += 10
            if best is None or score < best[0]:
                best = (score, tables)
        assert best is not None
        tables = best[1]
        result.append(tables)
        previous = set()
        for t in tables:
            for a, b in itertools.combinations(t, 2):
                key = (a, b) if a < b else (b, a)
                count[key] = count.get(key, 0) + 1
                previous.add(key)
    return Schedule(players, result)


def row(m: Metrics) -> str:
    return (
        f"{m.max_meetings:>3} {m.repeat_pairs:>5} {m.never_met_pairs:>6}"
        f" {m.back_to_back:>4} {m.wind_spread:>3}"
    )


def key(m: Metrics) -> tuple[int, int, int, int]:
    return (m.max_meetings, m.repeat_pairs, m.never_met_pairs, m.back_to_back)


def main() -> None:
    print(
        "players rounds | ours: max rep never b2b wind   s"
        " | Pantheon-1000: max rep never b2b wind   s | verdict"
    )
    better = worse = 0
    for players in (20, 24, 32, 36, 50, 100):
        for rounds in (6, 8, 10):
            start = time.perf_counter()
            ours = plan(PlanRequest(players, rounds)).metrics
            t_ours = time.perf_counter() - start
            start = time.perf_counter()
            base = measure(pantheon(players, rounds, seed=players * 100 + rounds))
            t_base = time.perf_counter() - start
            if key(ours) < key(base) and ours.wind_spread <= base.wind_spread:
                verdict = "better"
                better += 1
            elif key(ours) == key(base):
                verdict = "equal"
            else:
                verdict = "WORSE"
                worse += 1
            print(
                f"{players:>7} {rounds:>6} | {row(ours)} {t_ours:>5.1f}"
                f" | {row(base)} {t_base:>5.1f} | {verdict}",
                flush=True,
            )
    print(f"better in {better} rows, worse in {worse}")
    print("social-golfer bounds (no repeats possible):")
    for players, rounds in ((16, 5), (20, 5), (24, 7), (28, 9), (32, 10)):
        start = time.perf_counter()
        result = plan(PlanRequest(players, rounds))
        print(
            f"  {players}x{rounds}: repeat pairs {result.metrics.repeat_pairs}"
            f" ({result.method}, {time.perf_counter() - start:.1f} s)",
            flush=True,
        )
    start = time.perf_counter()
    big = plan(PlanRequest(100, 12))
    print(
        f"100 players x 12 rounds: {time.perf_counter() - start:.1f} s (target < 30 s),"
        f" wind spread {big.metrics.wind_spread}"
    )


if __name__ == "__main__":
    main()
