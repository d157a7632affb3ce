"""Step-analysis speed (run by hand: ``python benchmarks/bench_analysis.py``).

Measures, in one run on this machine, over every step and seat of the shared Tenhou
logs (the viewer's analysis panel does this on every step, for up to four seats):

* the analysis as shipped (xiangting-backed :mod:`yamaviewer.core.shanten`, wall
  locations, odds): milliseconds per (step, seat);
* a baseline that finds the same useful kinds with the pure-Python ``mahjong``
  library's shanten (one call per candidate tile), the way a review tool without a
  compiled counter would;
* the double-riichi EV of the reference hand, all four seats, in exact fractions.

Not part of the test suite: timings depend on the machine.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mahjong.shanten import Shanten

from yamaviewer.core.analysis.ev import double_riichi_ev, parse_request
from yamaviewer.core.analysis.step import analyse_replay_step, seat_hand
from yamaviewer.core.replay.document import load_document
from yamaviewer.core.replay.state import HandReplay
from yamaviewer.core.shanten import counts_of

LOGS = Path(__file__).resolve().parents[2] / "shared" / "data" / "tenhou" / "mjlog"


def _replays(limit: int) -> list[HandReplay]:
    replays: list[HandReplay] = []
    for path in sorted(LOGS.glob("*.mjlog")) + sorted(LOGS.glob("*.xml")):
        try:
            document = load_document(path)
        except (ValueError, OSError):
            continue
        replays.extend(document.replay(h) for h in range(len(document.hands)))
        if len(replays) >= limit:
            break
    return replays[:limit]


def _baseline_useful(counts: list[int], players: int) -> list[int]:
    """Useful kinds of a 3n+1 hand with the pure-Python library, one shanten per kind."""
    three = players == 3
    base = Shanten.calculate_shanten(counts, is_three_player=three)
    useful = []
    for kind in range(34):
        if counts[kind] >= 4 or (three and 1 <= kind <= 7):
            continue
        counts[kind] += 1
        if Shanten.calculate_shanten(counts, is_three_player=three) < base:
            useful.append(kind)
        counts[kind] -= 1
    return useful


def main() -> None:
    if not LOGS.is_dir():
        print(f"shared logs not found at {LOGS}")
        return
    replays = _replays(40)
    cases = [
        (replay, step, seat)
        for replay in replays
        for step in range(0, len(replay.states), 3)
        for seat in range(replay.players)
    ]
    start = time.perf_counter()
    for replay, step, seat in cases:
        analyse_replay_step(replay, step, seat)
    shipped = time.perf_counter() - start

    start = time.perf_counter()
    for replay, step, seat in cases:
        counts = counts_of(seat_hand(replay.states[step], seat))
        if sum(counts) % 3 == 1:
            _baseline_useful(counts, replay.players)
        else:
            for kind in range(34):
                if counts[kind]:
                    counts[kind] -= 1
                    _baseline_useful(counts, replay.players)
                    counts[kind] += 1
    baseline = time.perf_counter() - start

    start = time.perf_counter()
    for seat in ("east", "south", "west", "north"):
        double_riichi_ev(parse_request("123m456p789s11z67s9m", "9m", ["4p"], seat=seat))
    ev_time = (time.perf_counter() - start) / 4

    n = len(cases)
    print(f"{n} (step, seat) analyses over {len(replays)} hands")
    print(f"  shipped analysis (xiangting + wall locations): {shipped / n * 1000:.2f} ms each")
    per_case = baseline / n * 1000
    print(f"  baseline, useful tiles only (pure-Python mahjong shanten): {per_case:.2f} ms each")
    print(f"  speed-up: {baseline / shipped:.1f}x")
    print(f"double-riichi EV, exact, one seat: {ev_time * 1000:.1f} ms")


if __name__ == "__main__":
    main()
