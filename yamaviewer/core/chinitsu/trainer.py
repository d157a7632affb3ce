"""The Qt-free trainer engine: sessions, presets, timing, scoring, reviews.

A GUI drives it with two calls: :meth:`TrainerSession.next_question` returns a
:class:`Question` (13 ranks in display order) and
:meth:`TrainerSession.submit` takes the ranks the player selected and returns
an :class:`AnswerResult` (exact or not, missed and extra ranks, time, score,
streak and the full explanation).  Everything is a plain dataclass; time comes
from an injectable clock and randomness from an injectable ``random.Random``,
so tests and replays are deterministic.

Missed hands come back through :class:`~.scheduler.LeitnerScheduler`, mixed
with new questions (never more than ``max_reviews_in_a_row`` reviews in a row).
Answers go to a :class:`~.history.store.HistoryStore`; if it cannot save, practice
goes on and the store's ``status`` says why.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

from yamaviewer.core.chinitsu.explain import HandExplanation, explain
from yamaviewer.core.chinitsu.hand import (
    HandError,
    mask_to_ranks,
    pack_ranks,
    ranks_of,
    ranks_to_mask,
)
from yamaviewer.core.chinitsu.history.records import AnswerRecord, RunRecord, StoreStatus
from yamaviewer.core.chinitsu.history.store import HistoryStore
from yamaviewer.core.chinitsu.judge import waits, waits_unchecked
from yamaviewer.core.chinitsu.modes import DAILY_LEVEL, Focus, Run, daily_hands, draw_focused
from yamaviewer.core.chinitsu.scheduler import CardKey, LeitnerScheduler
from yamaviewer.core.chinitsu.stats import TrainerStats, compute_stats
from yamaviewer.core.chinitsu.tables import (
    DEFAULT_OPTIONS,
    Options,
    QuestionPool,
    pool_built,
    popcount9,
    question_pool,
)

#: Draws tried for a hand not yet asked before one is asked again (pools of thousands).
REDRAWS = 20
#: Random hands judged while the question pool is not built yet, before building it.
STARTER_TRIES = 3000
#: The suits a one-suit hand is shown in; the suit setting may also be RANDOM_SUIT.
SUITS = ("m", "p", "s")
#: Suit setting: each new question in a suit drawn at random (issue 29).
RANDOM_SUIT = "random"


class TrainerError(ValueError):
    """The engine was driven out of order (submit without a question) or misconfigured."""


@dataclass(frozen=True)
class Preset:
    """A difficulty: which wait counts, display order, rules, optional time limit."""

    name: str
    wait_counts: tuple[int, ...] | None  # None = any tenpai hand
    shuffled: bool = False
    seven_pairs: bool = True
    allow_karaten: bool = False
    weighted: bool = True  # draw hands as often as they occur in play
    time_limit: float | None = None  # seconds; a late answer counts as wrong
    #: Share of hands that are not tenpai when ``wait_counts`` includes 0; None draws
    #: the count uniformly (1 in len(wait_counts)).
    noten_share: float | None = None

    @property
    def options(self) -> Options:
        return Options(self.seven_pairs, self.allow_karaten)


PRESETS: dict[str, Preset] = {
    p.name: p
    for p in (
        Preset("beginner", (1, 2)),
        Preset("intermediate", (3, 4)),
        Preset("advanced", (5, 6), shuffled=True),
        Preset("expert", (7, 8, 9), shuffled=True),
        Preset("mixed", None),
        Preset("mixed-shuffled", None, shuffled=True),
        Preset("no-seven-pairs", None, seven_pairs=False),
        Preset("blitz", (3, 4, 5, 6), shuffled=True, time_limit=20.0),
        Preset("tenpai-or-not", (0, 1, 2, 3, 4, 5), noten_share=1 / 6),
        Preset("tenpai-or-not-half", (0, 1, 2, 3, 4, 5), noten_share=0.5),
    )
}


def noten_share(preset: Preset) -> float:
    """The share of a preset's hands that are not tenpai (stated in the GUI)."""
    counts = preset.wait_counts
    if not counts or 0 not in counts:
        return 0.0
    if preset.noten_share is not None:
        return preset.noten_share
    return 1 / len(counts)


def wait_count_in_range(preset: Preset, count: int) -> bool:
    """True if a hand with ``count`` waits belongs to the preset's range."""
    return count >= 1 if preset.wait_counts is None else count in preset.wait_counts


@dataclass(frozen=True)
class Question:
    """What the player sees: 13 ranks in display order (the answer stays in the session)."""

    number: int
    hand: int
    tiles: tuple[int, ...]
    is_review: bool
    asked_at: float
    preset: Preset
    #: The suit the tiles are shown in (m, p or s); stored with the answer.
    suit: str = "p"


@dataclass(frozen=True)
class AnswerResult:
    """The verdict on one answer, with everything a results panel shows."""

    question: Question
    selected: tuple[int, ...]
    correct: tuple[int, ...]
    missed: tuple[int, ...]
    extra: tuple[int, ...]
    exact: bool
    timed_out: bool
    elapsed: float
    score: int
    streak: int
    best_streak: int
    explanation: HandExplanation
    saved: bool  # False if the history could not be written (see session.history_status)

    @property
    def wait_count(self) -> int:
        return len(self.correct)


def _preset(preset: Preset | str) -> Preset:
    if isinstance(preset, Preset):
        return preset
    if preset not in PRESETS:
        raise TrainerError(f"unknown preset {preset!r}; choose from {', '.join(PRESETS)}")
    return PRESETS[preset]


def local_day(t: float) -> str:
    """Local calendar day of a timestamp, for statistics by day."""
    return time.strftime("%Y-%m-%d", time.localtime(t))


class TrainerSession:
    """One practice session; see the module docstring for the calling pattern."""

    def __init__(
        self,
        preset: Preset | str = "mixed",
        *,
        history: HistoryStore | None = None,
        clock: Callable[[], float] = time.time,
        rng: random.Random | None = None,
        day_of: Callable[[float], str] = local_day,
        max_reviews_in_a_row: int = 2,
        scheduler: LeitnerScheduler | None = None,
    ) -> None:
        self.preset = _preset(preset)
        self.history = history if history is not None else HistoryStore(memory_only=True)
        self.clock = clock
        self.rng = rng if rng is not None else random.Random()
        self.day_of = day_of
        self.max_reviews_in_a_row = max_reviews_in_a_row
        self.scheduler = scheduler if scheduler is not None else LeitnerScheduler()
        if scheduler is None:
            # Streamed oldest first from the store: memory grows with missed hands only.
            record = self.scheduler.record
            for hand, sp, ak, ok, at in self.history.iter_outcomes():
                record(CardKey(hand, sp, ak), ok, at)
        self.current: Question | None = None
        self._correct_mask = 0
        self._reviews_in_a_row = 0
        self.questions_asked = 0
        self.answered = 0
        self.score = 0
        self.streak = 0
        self.best_streak = 0
        self.session_records: list[AnswerRecord] = []
        #: Serve due reviews of every level and rule set (the "Reviews only" screen).
        self.reviews_only = False
        #: Suit setting: m, p, s, or RANDOM_SUIT for a suit drawn per question; the
        #: question's own suit is stored with each answer and kept for its review.
        self.suit = "p"
        self._paused_at: float | None = None
        self._paused_total = 0.0
        #: The scored run in progress (time attack, survival, daily), if any.
        self.run: Run | None = None
        #: The last finished run with the best before it: (run, previous best or None).
        self.finished_run: tuple[Run, RunRecord | None] | None = None
        self._run_paused_at: float | None = None
        self._run_paused_total = 0.0
        self._daily: list[tuple[int, tuple[int, ...]]] = []
        #: A set aimed at a weakness (one wait count and/or shape); None = the level's hands.
        self.focus: Focus | None = None
        #: Questions asked again from "My mistakes", served before anything else.
        self.replays: list[CardKey] = []
        #: New hands asked since the run (or the session) began: never asked twice.
        self._asked: set[int] = set()

    def set_suit(self, suit: str) -> None:
        """Change the suit setting; a fixed suit also redraws the open question in it."""
        if suit not in SUITS and suit != RANDOM_SUIT:
            raise TrainerError(f"unknown suit {suit!r}; choose from m, p, s, {RANDOM_SUIT}")
        self.suit = suit
        if self.current is not None and suit in SUITS:
            self.current = replace(self.current, suit=suit)

    def replay(self, hand: int, seven_pairs: bool = True, allow_karaten: bool = False) -> None:
        """Ask this hand next, under the rules it was missed under."""
        self.replays.append(CardKey(hand, seven_pairs, allow_karaten))
        self.current = None

    # -- scored runs -------------------------------------------------------------
    def start_run(self, mode: str) -> Run:
        """Start a time attack, survival or daily run (the open question is dropped)."""
        now = self.clock()
        day = self.day_of(now)
        if mode == "daily":
            self.set_preset(DAILY_LEVEL)
            self._daily = daily_hands(day)
        # The daily set counts its first play of the day; a replay is practice.
        counted = mode != "daily" or not self.history.played_run(mode, day)
        self.run = Run(mode, self.preset.name, now, day=day, counted=counted)
        self._asked = set()
        self.finished_run = None
        self._run_paused_at = None
        self._run_paused_total = 0.0
        self.current = None
        return self.run

    def stop_run(self) -> None:
        """Leave the run without storing it (back to practice)."""
        self.run = None
        self._daily = []

    def run_elapsed(self) -> float:
        """Seconds of play in the current run (pauses excluded)."""
        run = self.run
        if run is None:
            return 0.0
        now = self._run_paused_at if self._run_paused_at is not None else self.clock()
        return max(0.0, now - run.started_at - self._run_paused_total)

    def run_remaining(self) -> float | None:
        """Seconds left in a time attack, else None."""
        return None if self.run is None else self.run.remaining(self.run_elapsed())

    def check_run_over(self) -> bool:
        """True if the run has just ended (time up): it is stored and left."""
        run = self.run
        if run is None or not run.over(self.run_elapsed()):
            return False
        self._finish_run()
        return True

    def _finish_run(self) -> None:
        run = self.run
        assert run is not None
        previous = self.history.best_run(run.mode, run.level)
        now = self.clock()
        if run.counted:
            self.history.add(RunRecord(now, run.day, run.mode, run.level, run.score, run.answered))
        self.finished_run = (run, previous)
        self.run = None
        self._daily = []

    def best_run(self, mode: str, level: str | None = None) -> RunRecord | None:
        """The personal best of a mode at a level (default: the current level)."""
        return self.history.best_run(mode, level or self.preset.name)

    def set_preset(self, preset: Preset | str) -> None:
        """Change difficulty; an open question keeps its own level and is still answered.

        A run keeps the level it started with: another level ends it, unsaved.
        """
        new = _preset(preset)
        if self.run is not None and new.name != self.run.level:
            self.stop_run()
        self.preset = new

    def _review_card(self, now: float) -> tuple[CardKey, int] | None:
        """The next due review (key, wait mask) this session may serve, or None."""
        if self.replays and self.run is None:
            key = self.replays.pop(0)
            return key, waits_unchecked(key.hand, key.seven_pairs, key.allow_karaten)
        if self._reviews_in_a_row >= self.max_reviews_in_a_row or self.run is not None:
            return None  # a scored run is the same for everyone: no reviews in it
        if self.focus is not None:
            return None  # a set aimed at one weakness asks only its own hands
        p = self.preset
        if self.reviews_only:
            card = self.scheduler.next_due(now)
            if card is None:
                return None
            k = card.key
            return k, waits_unchecked(k.hand, k.seven_pairs, k.allow_karaten)
        for card in self.scheduler.due(now, p.seven_pairs, p.allow_karaten):
            mask = waits_unchecked(card.key.hand, p.seven_pairs, p.allow_karaten)
            if wait_count_in_range(p, popcount9(mask)):
                return card.key, mask
        return None

    @property
    def _pool(self) -> QuestionPool:
        """The level's question pool, built on first use (a GUI builds it in a worker)."""
        return question_pool(self.preset.options)

    def _waits_of(self, hand: int, p: Preset) -> int:
        """Wait mask under the level's rules: the pool's table once built, else judged."""
        if pool_built(p.options):
            return self._pool.waits_of(hand)
        return waits_unchecked(hand, p.seven_pairs, p.allow_karaten)

    def _draw_starter(self) -> int | None:
        """A hand of the level drawn without the pool: random tiles, judged by the engine.

        Why: the pool takes ~0.25 s to build, too long for the frame that opens the
        trainer.  Thirteen of the suit's 36 tiles come as often as in play (the
        weighted draw); None if no hand fits in a few thousand tries (the rare
        counts of Expert), and the pool is built then.
        """
        p = self.preset
        counts = p.wait_counts
        if counts and 0 in counts and p.noten_share is not None:
            tenpai = tuple(n for n in counts if n)
            counts = (0,) if self.rng.random() < p.noten_share or not tenpai else tenpai
        for _ in range(STARTER_TRIES):
            hand = pack_ranks(t // 4 + 1 for t in self.rng.sample(range(36), 13))
            n = popcount9(waits_unchecked(hand, p.seven_pairs, p.allow_karaten))
            if (n in counts if counts else n >= 1) and hand not in self._asked:
                return hand
        return None

    def _draw_new(self) -> int:
        if self.run is not None and self.run.mode == "daily" and self._daily:
            return self._daily[min(self.run.answered, len(self._daily) - 1)][0]
        p = self.preset
        if self.focus is None and not pool_built(p.options):
            starter = self._draw_starter()
            if starter is not None:
                return starter
        if self.focus is not None:
            return draw_focused(self._pool, self.rng, self.focus, p.weighted)
        counts = p.wait_counts
        if counts and p.weighted and not (0 in counts and p.noten_share is not None):
            try:
                return self._pool.draw_by_pattern(self.rng, counts, self._asked)
            except HandError:  # every hand of the level asked: start over
                self._asked = set()
                return self._pool.draw_by_pattern(self.rng, counts)
        hand = self._draw_any()
        for _ in range(REDRAWS):  # the big pools: a repeat is rare, draw again
            if hand not in self._asked:
                break
            hand = self._draw_any()
        return hand

    def _draw_any(self) -> int:
        p = self.preset
        counts = p.wait_counts
        if counts and 0 in counts and p.noten_share is not None:
            tenpai_counts = tuple(n for n in counts if n)
            if self.rng.random() < p.noten_share or not tenpai_counts:
                return self._pool.draw(self.rng, (0,), p.weighted)
            return self._pool.draw(self.rng, tenpai_counts, p.weighted)
        return self._pool.draw(self.rng, counts, p.weighted)

    def next_question(self) -> Question:
        """Draw the next hand: a due review (missed before) or a new one."""
        now = self.clock()
        p = self.preset
        review = self._review_card(now)
        suit = ""
        if review is not None:
            key, mask = review
            hand = key.hand
            card = self.scheduler.cards.get(key)
            suit = card.suit if card is not None else ""  # the suit it was missed in
            # A review is asked under the rules it was missed under.
            p = replace(p, seven_pairs=key.seven_pairs, allow_karaten=key.allow_karaten)
            self._reviews_in_a_row += 1
        else:
            hand = self._draw_new()
            self._asked.add(hand)
            mask = self._waits_of(hand, p)
            self._reviews_in_a_row = 0
        tiles = ranks_of(hand)
        if self.run is not None and self.run.mode == "daily" and self._daily:
            tiles = list(self._daily[min(self.run.answered, len(self._daily) - 1)][1])
        elif p.shuffled:
            self.rng.shuffle(tiles)
        if suit not in SUITS:
            suit = self.rng.choice(SUITS) if self.suit == RANDOM_SUIT else self.suit
        self.questions_asked += 1
        self._correct_mask = mask
        self._paused_at = None
        self._paused_total = 0.0
        self.current = Question(
            self.questions_asked, hand, tuple(tiles), review is not None, now, p, suit
        )
        return self.current

    def pause(self) -> None:
        """Stop the clock of the open question (the quiz is not shown)."""
        if self.current is not None and self._paused_at is None:
            self._paused_at = self.clock()
        if self.run is not None and self._run_paused_at is None:
            self._run_paused_at = self.clock()

    def resume(self) -> None:
        """Start the clock again after :meth:`pause`."""
        if self._paused_at is not None:
            self._paused_total += max(0.0, self.clock() - self._paused_at)
            self._paused_at = None
        if self._run_paused_at is not None:
            self._run_paused_total += max(0.0, self.clock() - self._run_paused_at)
            self._run_paused_at = None

    @property
    def paused(self) -> bool:
        return self._paused_at is not None

    def elapsed(self) -> float:
        """Seconds on the current question so far (0.0 if none), for a live timer."""
        if self.current is None:
            return 0.0
        now = self._paused_at if self._paused_at is not None else self.clock()
        return max(0.0, now - self.current.asked_at - self._paused_total)

    def remaining(self) -> float | None:
        """Seconds left under the question's time limit, or None without a limit."""
        q = self.current
        limit = (q.preset if q is not None else self.preset).time_limit
        return None if limit is None else max(0.0, limit - self.elapsed())

    def submit(self, selected_ranks: Iterable[int]) -> AnswerResult:
        """Check the selected ranks (an empty selection means "not tenpai")."""
        question = self.current
        if question is None:
            raise TrainerError("no question to answer: call next_question() first")
        selected = ranks_to_mask(selected_ranks)
        now = self.clock()
        elapsed = self.elapsed()
        correct = self._correct_mask
        limit = question.preset.time_limit
        timed_out = limit is not None and elapsed >= limit
        exact = selected == correct and not timed_out
        self.answered += 1
        if exact:
            self.score += 1
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        else:
            self.streak = 0
        p = question.preset
        explanation = explain(question.hand, p.seven_pairs, p.allow_karaten)
        record = AnswerRecord(
            answered_at=now,
            day=self.day_of(now),
            hand=question.hand,
            seven_pairs=p.seven_pairs,
            allow_karaten=p.allow_karaten,
            selected=selected,
            correct=correct,
            elapsed=elapsed,
            wait_count=popcount9(correct),
            shapes=explanation.shapes,
            review=question.is_review,
            timed_out=timed_out,
            level=p.name,
            suit=question.suit,
        )
        saved = self.history.add(record)
        self.session_records.append(record)
        key = CardKey(question.hand, p.seven_pairs, p.allow_karaten)
        self.scheduler.record(key, exact, now, question.suit)
        self.current = None
        if self.run is not None:
            self.run.record(exact, self.run_elapsed())
            if self.run.over(self.run_elapsed()):
                self._finish_run()
        return AnswerResult(
            question=question,
            selected=tuple(mask_to_ranks(selected)),
            correct=tuple(mask_to_ranks(correct)),
            missed=tuple(mask_to_ranks(correct & ~selected)),
            extra=tuple(mask_to_ranks(selected & ~correct)),
            exact=exact,
            timed_out=timed_out,
            elapsed=elapsed,
            score=self.score,
            streak=self.streak,
            best_streak=self.best_streak,
            explanation=explanation,
            saved=saved,
        )

    @property
    def accuracy(self) -> float:
        """Share of exact answers in this session."""
        return self.score / self.answered if self.answered else 0.0

    @property
    def history_status(self) -> StoreStatus:
        """The history store's status, for a warning line in the GUI."""
        return self.history.status

    def due_reviews(self) -> int:
        """How many missed hands this session would serve now (level and rules, or all)."""
        now = self.clock()
        if self.reviews_only:
            return len(self.scheduler.due(now))
        p = self.preset
        return sum(
            1
            for c in self.scheduler.due(now, p.seven_pairs, p.allow_karaten)
            if wait_count_in_range(p, popcount9(self._waits_of(c.key.hand, p)))
        )

    def due_reviews_all(self) -> int:
        """Missed hands due now under any level and rule set."""
        return len(self.scheduler.due(self.clock()))

    def next_review_at(self) -> float | None:
        """When the next review this session could serve falls due (None if none is scheduled)."""
        p = self.preset
        times = [
            c.due
            for c in self.scheduler.cards.values()
            if self.reviews_only
            or (
                c.key.seven_pairs == p.seven_pairs
                and c.key.allow_karaten == p.allow_karaten
                and wait_count_in_range(p, popcount9(self._waits_of(c.key.hand, p)))
            )
        ]
        return min(times) if times else None

    def stats(self, whole_history: bool = True, level: str | None = None) -> TrainerStats:
        """Statistics over all stored answers (SQL aggregates) or only this session's."""
        if whole_history:
            return self.history.stats(level=level)
        return compute_stats(r for r in self.session_records if level is None or r.level == level)


def check_answer(
    hand: int, selected_ranks: Iterable[int], options: Options = DEFAULT_OPTIONS
) -> bool:
    """Stand-alone check: True if the selected ranks are exactly the waits of ``hand``."""
    return ranks_to_mask(selected_ranks) == waits(hand, options.seven_pairs, options.allow_karaten)
