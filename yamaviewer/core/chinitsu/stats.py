"""Accuracy and median answer time by wait count, by wait shape and by day.

Computed from answer records alone (a pure function), so the numbers are the
same whether the history came from the database or only from memory.
A question with several wait shapes counts once under each of its shapes.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from statistics import median
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the history module imports this one
    from yamaviewer.core.chinitsu.history.records import AnswerRecord


@dataclass(frozen=True)
class GroupStats:
    """Answers in one group: how many, how many right, and the median time in seconds."""

    answered: int
    correct: int
    median_time: float

    @property
    def accuracy(self) -> float:
        """Share of exact answers, 0.0..1.0 (0.0 for an empty group)."""
        return self.correct / self.answered if self.answered else 0.0


@dataclass(frozen=True)
class TrainerStats:
    """Overall figures plus the three breakdowns, each keyed in a natural order."""

    overall: GroupStats
    by_wait_count: dict[int, GroupStats]
    by_shape: dict[str, GroupStats]
    by_day: dict[str, GroupStats]
    by_level: dict[str, GroupStats] = field(default_factory=dict)


def time_bucket(seconds: float) -> int:
    """An answer time in tenths of a second (the histogram bucket of the SQL statistics)."""
    return round(seconds * 10)


def group_from_histogram(correct: int, histogram: Counter[int]) -> GroupStats:
    """GroupStats from a count of right answers and a histogram of times in 0.1 s buckets.

    The median is the median of the rounded times, exactly as ``statistics.median``
    would give on them, without holding one value per answer.
    """
    total = sum(histogram.values())
    if not total:
        return GroupStats(0, 0, 0.0)
    wanted = (total - 1) // 2, total // 2  # the middle position(s), 0-based
    found: list[int] = []
    seen = 0
    for bucket in sorted(histogram):
        seen += histogram[bucket]
        while len(found) < 2 and seen > wanted[len(found)]:
            found.append(bucket)
        if len(found) == 2:
            break
    return GroupStats(total, correct, (found[0] + found[1]) / 20)


def _group(records: list[AnswerRecord]) -> GroupStats:
    if not records:
        return GroupStats(0, 0, 0.0)
    return GroupStats(
        answered=len(records),
        correct=sum(1 for r in records if r.is_correct),
        median_time=float(median(r.elapsed for r in records)),
    )


def compute_stats(records: Iterable[AnswerRecord]) -> TrainerStats:
    """Group the answers and summarise each group."""
    recs = list(records)
    by_n: dict[int, list[AnswerRecord]] = {}
    by_shape: dict[str, list[AnswerRecord]] = {}
    by_day: dict[str, list[AnswerRecord]] = {}
    by_level: dict[str, list[AnswerRecord]] = {}
    for r in recs:
        by_level.setdefault(r.level, []).append(r)
        by_n.setdefault(r.wait_count, []).append(r)
        by_day.setdefault(r.day, []).append(r)
        for s in r.shapes:
            by_shape.setdefault(s, []).append(r)
    return TrainerStats(
        overall=_group(recs),
        by_wait_count={n: _group(by_n[n]) for n in sorted(by_n)},
        by_shape={s: _group(by_shape[s]) for s in sorted(by_shape)},
        by_day={d: _group(by_day[d]) for d in sorted(by_day)},
        by_level={v: _group(by_level[v]) for v in sorted(by_level)},
    )
