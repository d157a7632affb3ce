"""Modes players compete in: time attack, survival and the daily set, with personal bests.

A :class:`Run` is a scored attempt inside a :class:`~.trainer.TrainerSession`:

* ``time-attack``: as many exact answers as possible in two minutes (the clock is
  the session's, so it stops while the quiz is hidden); the hand open when time
  runs out does not count;
* ``survival``: exact answers until the first miss;
* ``daily``: the same ten hands for everyone on a given date, drawn from a
  generator seeded by the date alone, at the "mixed" level; the score is the
  number of exact answers, and :func:`share_line` gives a line to post.

Runs end by themselves (:meth:`Run.over`); the session stores the finished run
as a :class:`~.history.records.RunRecord`, from which personal bests per mode and level
are read back.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from yamaviewer.core.chinitsu.tables import DEFAULT_OPTIONS, question_pool

MODES = ("practice", "time-attack", "survival", "daily")
TIME_ATTACK_SECONDS = 120.0
DAILY_HANDS = 10
DAILY_LEVEL = "mixed"
#: Wait counts of the daily set, in order: easy first, the last ones hard.
DAILY_WAIT_COUNTS = (1, 2, 2, 3, 3, 4, 4, 5, 6, 7)


@dataclass
class Run:
    """One scored attempt; feed it every answer with :meth:`record`."""

    mode: str
    level: str
    started_at: float
    day: str = ""
    score: int = 0
    answered: int = 0
    results: list[bool] = field(default_factory=list)
    ended_at: float | None = None

    def __post_init__(self) -> None:
        if self.mode not in MODES or self.mode == "practice":
            raise ValueError(f"unknown mode {self.mode!r}")

    @property
    def limit(self) -> float | None:
        """Seconds the run lasts (time attack), else None."""
        return TIME_ATTACK_SECONDS if self.mode == "time-attack" else None

    def remaining(self, elapsed: float) -> float | None:
        """Seconds left after ``elapsed`` seconds of play, or None without a limit."""
        limit = self.limit
        return None if limit is None else max(0.0, limit - elapsed)

    def record(self, exact: bool, elapsed: float) -> None:
        """Count one answer given after ``elapsed`` seconds of play (late ones do not count)."""
        if self.ended_at is not None:
            return
        limit = self.limit
        if limit is not None and elapsed > limit:
            self.ended_at = elapsed
            return
        self.answered += 1
        self.results.append(exact)
        if exact:
            self.score += 1
        if (self.mode == "survival" and not exact) or (
            self.mode == "daily" and self.answered >= DAILY_HANDS
        ):
            self.ended_at = elapsed

    def over(self, elapsed: float) -> bool:
        """True once the run has ended (time up, first miss, or the daily set done)."""
        if self.ended_at is None and self.limit is not None and elapsed >= self.limit:
            self.ended_at = elapsed
        return self.ended_at is not None


def daily_seed(day: str) -> str:
    """The seed of a date's daily set (public, so anyone can reproduce the hands)."""
    return f"yamaviewer-daily-{day}"


def daily_hands(day: str) -> list[tuple[int, tuple[int, ...]]]:
    """The daily set for ``day`` (YYYY-MM-DD): (packed hand, tiles in display order)."""
    rng = random.Random(daily_seed(day))
    pool = question_pool(DEFAULT_OPTIONS)
    hands = []
    for count in DAILY_WAIT_COUNTS:
        hand = pool.draw(rng, (count,), True)
        tiles = [r for r in range(1, 10) for _ in range((hand >> (3 * (r - 1))) & 7)]
        rng.shuffle(tiles)
        hands.append((hand, tuple(tiles)))
    return hands


def share_line(run: Run, seconds: float) -> str:
    """A result line to post: date, score, one square per hand, time."""
    marks = "".join("🟩" if ok else "🟥" for ok in run.results)
    return (
        f"yamaviewer daily {run.day}: {run.score}/{DAILY_HANDS} {marks} "
        f"in {seconds:.0f} s #yamaviewer"
    )
