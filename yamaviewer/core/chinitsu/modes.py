"""Modes players compete in: time attack, survival and the daily set, with personal bests.

A :class:`Run` is a scored attempt inside a :class:`~.trainer.TrainerSession`:

* ``time-attack``: as many exact answers as possible in two minutes (the clock is
  the session's, so it stops while the quiz is hidden); the hand open when time
  runs out does not count;
* ``survival``: exact answers until the first miss;
* ``daily``: the same ten hands for everyone on a given date, drawn from a
  generator seeded by the date alone, at the "mixed" level; the score is the
  number of exact answers, and :func:`share_line` gives a line to post.  Only the
  first play of a day counts (``Run.counted``): a replay, with the hands known, is
  practice, never a best or a line to share.

A run keeps the level it started with: changing the level ends it unsaved.

Runs end by themselves (:meth:`Run.over`); the session stores the finished run
as a :class:`~.history.records.RunRecord`, from which personal bests per mode and level
are read back.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from yamaviewer.core.chinitsu.explain import ALL_SHAPES, explain
from yamaviewer.core.chinitsu.hand import HandError
from yamaviewer.core.chinitsu.judge import waits
from yamaviewer.core.chinitsu.stats import GroupStats, TrainerStats
from yamaviewer.core.chinitsu.tables import DEFAULT_OPTIONS, Options, QuestionPool, question_pool

MODES = ("practice", "time-attack", "survival", "daily")
#: Draws tried for a hand of a wait shape before the focus is called impossible (every
#: shape is in at least one tenpai hand in ten, so a possible focus needs a few dozen).
FOCUS_TRIES = 4000
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
    #: False for a replay of a day's daily set: played, but not stored or shared.
    counted: bool = True

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


@dataclass(slots=True, frozen=True)
class Focus:
    """A set aimed at a weakness: hands with this many waits and/or this wait shape."""

    wait_count: int | None = None
    shape: str | None = None

    def __post_init__(self) -> None:
        if self.wait_count is not None and not 0 <= self.wait_count <= 9:
            raise ValueError(f"a hand has 0..9 waits, not {self.wait_count}")
        if self.shape is not None and self.shape not in ALL_SHAPES:
            raise ValueError(f"unknown wait shape {self.shape!r}")

    def matches(self, hand: int, options: Options = DEFAULT_OPTIONS) -> bool:
        """Whether ``hand`` belongs to the set, judged by the judge and the explanation."""
        mask = waits(hand, options.seven_pairs, options.allow_karaten)
        if self.wait_count is not None and mask.bit_count() != self.wait_count:
            return False
        if self.shape is not None:
            return self.shape in explain(hand, options.seven_pairs, options.allow_karaten).shapes
        return mask != 0 or self.wait_count == 0


def draw_focused(
    pool: QuestionPool, rng: random.Random, focus: Focus, weighted: bool = True
) -> int:
    """A hand of the focus's wait count and shape, as often as it occurs in play.

    HandError when no hand has both (one wait and sanmenchan, say).
    """
    counts = None if focus.wait_count is None else (focus.wait_count,)
    if focus.shape is None:
        return pool.draw(rng, counts, weighted)
    for _ in range(FOCUS_TRIES):
        hand = pool.draw(rng, counts, weighted)
        if focus.matches(hand, pool.options):
            return hand
    raise HandError(f"no hand with {focus.wait_count} waits has the shape {focus.shape}")


def weaknesses(
    stats: TrainerStats, min_answered: int = 5, limit: int = 4
) -> list[tuple[Focus, GroupStats]]:
    """The shapes and wait counts answered worst (lowest accuracy first), each as a set to drill.

    Groups with fewer than ``min_answered`` answers say too little and are left out.
    """
    groups: list[tuple[Focus, GroupStats]] = [
        (Focus(shape=shape), g) for shape, g in stats.by_shape.items() if shape in ALL_SHAPES
    ]
    groups += [(Focus(wait_count=n), g) for n, g in stats.by_wait_count.items() if 0 <= n <= 9]
    kept = [(f, g) for f, g in groups if g.answered >= min_answered and g.correct < g.answered]
    kept.sort(key=lambda fg: (fg[1].accuracy, -fg[1].answered))
    return kept[:limit]
