"""Every missed question of every trainer mode, newest first, for "My mistakes".

The Leitner boxes bring misses back one at a time; this makes them all visible:
each wrong answer with its date, mode, level, what was answered and the answer,
filtered by mode, wait count and shape, and starred questions kept at hand.
A question is named by a text key (:func:`question_key`), which is also what a
star is stored under, so starring one answer stars every answer to that question.
"""

from __future__ import annotations

from dataclasses import dataclass

from yamaviewer.core.chinitsu.explain import explain
from yamaviewer.core.chinitsu.hand import mask_to_ranks
from yamaviewer.core.chinitsu.history.records import AnswerRecord, PositionRecord, ReverseRecord
from yamaviewer.core.chinitsu.history.store import HistoryStore
from yamaviewer.core.chinitsu.judge import waits_unchecked
from yamaviewer.core.chinitsu.open_hand import OPEN_PREFIX
from yamaviewer.core.chinitsu.ukeire import DISCARD_PREFIX, UkeireQuestion, judge_discards

#: The modes in the order the page lists them; "real" is every real-game position key.
MODES = ("waits", "reverse", "discard", "real", "safe", "scoring", "all-last", "ron", "open")
#: Position keys by prefix (the prefixes of core/defence/drill, core/scoring/drill and
#: core/scoring/all_last, which this engine may not import); a bare key is a real game.
_POSITION_PREFIXES = (
    (DISCARD_PREFIX, "discard"),
    ("safe:", "safe"),
    ("score:", "scoring"),
    ("alllast:", "all-last"),
    ("ron:", "ron"),
    (OPEN_PREFIX, "open"),
)


@dataclass(slots=True, frozen=True)
class Mistake:
    """One wrong answer; ranks are 1-9 of the one suit (empty where the mode has none)."""

    answered_at: float
    mode: str
    question: str  # the question's key (what a star is kept under)
    level: str = ""
    suit: str = ""
    hand: int | None = None  # packed one-suit hand: 13 tiles (waits, reverse), 14 (discard)
    seven_pairs: bool = True
    allow_karaten: bool = False
    answered: tuple[int, ...] = ()  # the ranks the player picked
    answer: tuple[int, ...] = ()  # the right ranks (every accepted one)
    chosen: str = ""  # a position mode's answer as its page said it
    wait_count: int | None = None  # waits quiz and reverse puzzle
    shapes: tuple[str, ...] = ()
    timed_out: bool = False
    starred: bool = False


def question_key(item: AnswerRecord | ReverseRecord | PositionRecord) -> str:
    """The text key of the question an answer was given to."""
    if isinstance(item, AnswerRecord):
        return f"waits:{item.hand:x}:{int(item.seven_pairs)}{int(item.allow_karaten)}"
    if isinstance(item, ReverseRecord):
        return f"reverse:{item.hand:x}:{item.removed}"
    return item.position


def position_mode(key: str) -> str:
    """The mode a position key belongs to."""
    for prefix, mode in _POSITION_PREFIXES:
        if key.startswith(prefix):
            return mode
    return "real"


def to_mistake(item: AnswerRecord | ReverseRecord | PositionRecord, starred: bool) -> Mistake:
    """What the list shows of one wrong answer (answers recomputed by the engine)."""
    key = question_key(item)
    if isinstance(item, AnswerRecord):
        return Mistake(
            item.answered_at,
            "waits",
            key,
            item.level,
            item.suit,
            item.hand,
            item.seven_pairs,
            item.allow_karaten,
            tuple(mask_to_ranks(item.selected)),
            tuple(mask_to_ranks(item.correct)),
            wait_count=item.wait_count,
            shapes=item.shapes,
            timed_out=item.timed_out,
            starred=starred,
        )
    if isinstance(item, ReverseRecord):
        # The reverse page asks with seven pairs on unless unticked; the stored row does
        # not say, so the accepted ranks are those of the standard rules plus seven pairs.
        answer = tuple(mask_to_ranks(waits_unchecked(item.hand, True)))
        return Mistake(
            item.answered_at,
            "reverse",
            key,
            hand=item.hand,
            answered=(item.choice,),
            answer=answer,
            wait_count=len(answer),
            shapes=explain(item.hand, True).shapes,
            starred=starred,
        )
    mode = position_mode(item.position)
    if mode == "discard":
        hand = int(item.position[len(DISCARD_PREFIX) :], 16)
        choices = judge_discards(hand)
        best = UkeireQuestion(hand, (), choices).best
        picked = (int(item.chosen),) if item.chosen.isdigit() else ()
        return Mistake(
            item.answered_at,
            mode,
            key,
            hand=hand,
            answered=picked,
            answer=best,
            chosen=item.chosen,
            starred=starred,
        )
    return Mistake(item.answered_at, mode, key, chosen=item.chosen, starred=starred)


def my_mistakes(
    store: HistoryStore,
    *,
    mode: str | None = None,
    wait_count: int | None = None,
    shape: str | None = None,
    starred_only: bool = False,
    limit: int = 5000,
) -> list[Mistake]:
    """Wrong answers newest first, filtered (a wait count or shape keeps the modes with one)."""
    stars = store.starred()
    out = []
    for item in store.missed_items(limit):
        key = question_key(item)
        if starred_only and key not in stars:
            continue
        if isinstance(item, PositionRecord) and mode is None and (wait_count is not None or shape):
            continue  # cheap skip: positions have neither
        m = to_mistake(item, key in stars)
        if mode is not None and m.mode != mode:
            continue
        if wait_count is not None and m.wait_count != wait_count:
            continue
        if shape is not None and shape not in m.shapes:
            continue
        out.append(m)
    return out
