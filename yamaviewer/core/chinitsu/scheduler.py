"""Spaced repetition of missed hands: Leitner boxes on an injectable clock.

Chosen over SM-2 because the answer is right or wrong (no 0-5 grade to give)
and the state is small enough to rebuild by replaying the answer history, so
the database stores only answers and never a second copy that could disagree.

Rules:

* A hand answered wrongly (missed or extra tiles) enters box 1; a wrong answer
  on a hand already scheduled sends it back to box 1 and counts a lapse.
* A right answer on a scheduled hand moves it up one box; a right answer in the
  last box retires it.  Hands answered right the first time are never scheduled.
* A hand in box ``b`` is due ``INTERVALS[b]`` seconds after its last answer:
  1 minute, 10 minutes, 1 day, 3 days, 10 days for boxes 1..5.
* Order of reviews: among the due hands, the lowest box first (the least known),
  then the longest overdue (earliest due time), then the smallest packed hand,
  so the order is fully deterministic.

A card is a hand *under a rule set* (seven pairs, karaten), because the correct
answer depends on the rules.  Trainers whose questions are named by text (the scoring
drill's ``score:<skill>:<win>``, the all-last quiz's ``alllast:<question>``) file them
through :class:`KeyedReviews`, under the same boxes.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass

#: Seconds until a hand in box b (index) is due again; index 0 unused.
INTERVALS: tuple[float, ...] = (0.0, 60.0, 600.0, 86_400.0, 3 * 86_400.0, 10 * 86_400.0)


@dataclass(frozen=True, order=True)
class CardKey:
    """A hand together with the rules it was asked under."""

    hand: int
    seven_pairs: bool = True
    allow_karaten: bool = False


@dataclass
class Card:
    """Scheduling state of one missed hand."""

    key: CardKey
    box: int
    due: float
    lapses: int = 0
    #: Suit it was last missed in ("" if not known), so its review looks the same.
    suit: str = ""


class LeitnerScheduler:
    """Leitner boxes 1..5; feed it every answer with :meth:`record`, ask :meth:`due`."""

    def __init__(self, intervals: tuple[float, ...] = INTERVALS) -> None:
        if len(intervals) < 2:
            raise ValueError("need at least one box interval")
        self.intervals = intervals
        self.cards: dict[CardKey, Card] = {}

    @property
    def last_box(self) -> int:
        return len(self.intervals) - 1

    def record(self, key: CardKey, correct: bool, at: float, suit: str = "") -> Card | None:
        """Update the schedule after an answer at ``at``; the card, or None if not scheduled.

        ``suit`` (if given) is the suit a wrong answer was shown in, kept on the card.
        """
        card = self.cards.get(key)
        if card is None:
            if correct:
                return None
            card = Card(key, 1, at + self.intervals[1], suit=suit)
            self.cards[key] = card
            return card
        if not correct and suit:
            card.suit = suit
        if correct:
            if card.box >= self.last_box:
                del self.cards[key]
                return None
            card.box += 1
        else:
            card.box = 1
            card.lapses += 1
        card.due = at + self.intervals[card.box]
        return card

    def replay(self, answers: Iterable[tuple[CardKey, bool, float]]) -> None:
        """Rebuild the state from past answers (key, correct, time), oldest first."""
        for key, correct, at in sorted(answers, key=lambda a: a[2]):
            self.record(key, correct, at)

    def due(
        self, now: float, seven_pairs: bool | None = None, allow_karaten: bool | None = None
    ) -> list[Card]:
        """Cards due at ``now`` in review order, optionally only those of one rule set."""
        ready = [
            c
            for c in self.cards.values()
            if c.due <= now
            and (seven_pairs is None or c.key.seven_pairs == seven_pairs)
            and (allow_karaten is None or c.key.allow_karaten == allow_karaten)
        ]
        ready.sort(key=lambda c: (c.box, c.due, c.key))
        return ready

    def next_due(
        self, now: float, seven_pairs: bool | None = None, allow_karaten: bool | None = None
    ) -> Card | None:
        """The first card of :meth:`due`, or None."""
        cards = self.due(now, seven_pairs, allow_karaten)
        return cards[0] if cards else None

    def __len__(self) -> int:
        return len(self.cards)


def text_card(key: str) -> CardKey:
    """The card of a question named by text: 64 bits of its key's SHA-1."""
    return CardKey(int(hashlib.sha1(key.encode()).hexdigest()[:16], 16))


class KeyedReviews:
    """Leitner boxes for the questions of one trainer, named by history keys with ``prefix``.

    Built from the kept answers (key, right, time) like every other schedule, so
    nothing but the answers is stored; :meth:`due` gives keys back, not cards.
    """

    def __init__(
        self,
        prefix: str,
        outcomes: Iterable[tuple[str, bool, float]] = (),
        intervals: tuple[float, ...] = INTERVALS,
    ) -> None:
        self.prefix = prefix
        self.scheduler = LeitnerScheduler(intervals)
        self._keys: dict[CardKey, str] = {}
        self.scheduler.replay(
            (self._card(key), right, at) for key, right, at in outcomes if key.startswith(prefix)
        )

    def _card(self, key: str) -> CardKey:
        card = text_card(key)
        self._keys[card] = key
        return card

    def record(self, key: str, right: bool, at: float) -> None:
        """File one answer (keys without the prefix are another trainer's: ignored)."""
        if key.startswith(self.prefix):
            self.scheduler.record(self._card(key), right, at)

    def due(self, now: float) -> list[str]:
        """The keys due at ``now``, in review order (lowest box, longest overdue first)."""
        return [self._keys[card.key] for card in self.scheduler.due(now)]

    def __len__(self) -> int:
        return len(self.scheduler)


def rebuild(
    outcomes: Iterable[tuple[int, bool, bool, bool, float]], since: float
) -> tuple[LeitnerScheduler, set[tuple[int, float]]]:
    """The schedule of past answers (hand, seven_pairs, allow_karaten, right, at), oldest first.

    Built off the GUI thread while practice goes on, so it also returns the (hand,
    time) of every answer at or after ``since`` (the session's start) it filed:
    the session then files only its own answers that are not among them, never one
    twice.
    """
    scheduler = LeitnerScheduler()
    late: set[tuple[int, float]] = set()
    record = scheduler.record
    for hand, seven_pairs, allow_karaten, right, at in outcomes:
        record(CardKey(hand, seven_pairs, allow_karaten), right, at)
        if at >= since:
            late.add((hand, at))
    return scheduler, late
