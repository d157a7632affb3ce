"""Controls that prove the wall tests have power: walls from a known shuffle, same tests.

A positive control (MJ Arcade's naive shuffle, REFERENCE section 7) must be
flagged; a negative one (Fisher-Yates, as Tenhou shuffles) must pass.  Walls
come from a seeded generator, so a control run is reproducible.
"""

from __future__ import annotations

from dataclasses import dataclass

from yamaviewer.core.fairness.shuffle import parse_method, shuffle_walls
from yamaviewer.core.fairness.stats import TestResult
from yamaviewer.core.fairness.walls import WallTally
from yamaviewer.core.walls.layout import WallLayout

MAX_WALLS = 1_000_000
#: A control is "flagged" when its smallest p-value is below this.
FLAG_LEVEL = 0.001


@dataclass(frozen=True)
class ControlResult:
    method: str
    walls: int
    seed: int
    tests: list[TestResult]

    @property
    def flagged(self) -> bool:
        return any(t.p_value < FLAG_LEVEL for t in self.tests)

    def as_json(self) -> dict[str, object]:
        return {
            "method": self.method,
            "walls": self.walls,
            "seed": self.seed,
            "flagged": self.flagged,
            "tests": [t.as_json() for t in self.tests],
        }


def run_control(method: str, walls: int, seed: int = 0, *, chunk: int = 2000) -> ControlResult:
    """``walls`` walls by ``method`` (dealt in Tenhou's layout), through the report's tests."""
    parse_method(method)
    if not 1 <= walls <= MAX_WALLS:
        raise ValueError(f"--walls must be between 1 and {MAX_WALLS}")
    tally = WallTally(4)
    layout = WallLayout(4)
    made = 0
    part = 0
    while made < walls:
        count = min(chunk, walls - made)
        batch = shuffle_walls(method, count, 136, seed=seed * 1_000_003 + part)
        for wall in batch:
            tiles = wall.tolist()
            tally.add_wall(tiles)
            tally.add_dealt(tiles, layout, dealer=0)
        made += count
        part += 1
    return ControlResult(method, walls, seed, tally.tests())


__all__ = ["FLAG_LEVEL", "ControlResult", "run_control"]
