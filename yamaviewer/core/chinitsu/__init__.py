"""Chinitsu (one-suit) waits: judge, exact tables, explanations and the trainer engine.

No Qt here: the desktop trainer drives these plain classes.  Hands are packed
ints (3 bits per rank, rank 1 in bits 0-2; see :mod:`.hand`), wait sets are
9-bit masks (bit 0 = rank 1); the trainer API speaks in rank lists.

Judge and tables
    ``parse_hand(text) -> int``; ``waits(hand, seven_pairs=True, allow_karaten=False)
    -> mask``; ``wait_table(Options(...)) -> WaitTable`` (REFERENCE section 11,
    ``.to_json_dict()``); ``question_pool(options).draw(rng, wait_counts, weighted)``.
    The tables are rebuilt on first use (about 0.2 s) and cached, no resource file.

Explanations
    ``explain(hand, seven_pairs, allow_karaten) -> HandExplanation`` with, per
    winning rank, every ``Decomposition`` (pair + four ``Meld`` or seven pairs),
    ``Reading``s (which group the winning tile completes) and shape names
    (tanki, shanpon, kanchan, penchan, ryanmen, nobetan, sanmenchan, nakabukure).

Trainer (for a Qt widget)
    ::

        store = HistoryStore()                  # user's data folder; path injectable
        session = TrainerSession("beginner", history=store)   # or a Preset(...)
        q = session.next_question()             # q.tiles: 13 ranks in display order
        session.elapsed(); session.remaining()  # live timer (injectable clock)
        r = session.submit([1, 4, 7])           # r.exact, r.missed, r.extra, r.score,
                                                # r.streak, r.explanation, r.saved
        session.history_status                  # StoreStatus: ok, message, pending, ...
        session.stats()                         # TrainerStats by wait count/shape/day
        store.close()                           # saves or spills pending answers

    Missed hands come back by Leitner boxes (:mod:`.scheduler`), mixed with new
    hands.  ``make_reverse_puzzle(rng)`` gives the "which tile was removed" puzzle.
"""

from __future__ import annotations

from yamaviewer.core.chinitsu.explain import (
    Decomposition,
    HandExplanation,
    Meld,
    Reading,
    WaitExplanation,
    decompositions,
    explain,
)
from yamaviewer.core.chinitsu.hand import (
    HandError,
    hand_to_str,
    mask_to_ranks,
    pack_ranks,
    parse_hand,
    ranks_of,
    ranks_to_mask,
)
from yamaviewer.core.chinitsu.history.records import (
    AnswerRecord,
    PositionRecord,
    ReverseRecord,
    RunRecord,
    StoreStatus,
)
from yamaviewer.core.chinitsu.history.store import HistoryStore, default_history_path
from yamaviewer.core.chinitsu.judge import is_complete, is_tenpai, waits
from yamaviewer.core.chinitsu.reverse import ReversePuzzle, make_reverse_puzzle
from yamaviewer.core.chinitsu.scheduler import CardKey, LeitnerScheduler
from yamaviewer.core.chinitsu.stats import GroupStats, TrainerStats, compute_stats
from yamaviewer.core.chinitsu.tables import (
    DEFAULT_OPTIONS,
    Options,
    QuestionPool,
    WaitTable,
    question_pool,
    wait_table,
)
from yamaviewer.core.chinitsu.trainer import (
    PRESETS,
    AnswerResult,
    Preset,
    Question,
    TrainerError,
    TrainerSession,
    check_answer,
)

__all__ = [
    "DEFAULT_OPTIONS",
    "PRESETS",
    "AnswerRecord",
    "AnswerResult",
    "CardKey",
    "Decomposition",
    "GroupStats",
    "HandError",
    "HandExplanation",
    "HistoryStore",
    "LeitnerScheduler",
    "Meld",
    "Options",
    "PositionRecord",
    "Preset",
    "Question",
    "QuestionPool",
    "Reading",
    "ReversePuzzle",
    "ReverseRecord",
    "RunRecord",
    "StoreStatus",
    "TrainerError",
    "TrainerSession",
    "TrainerStats",
    "WaitExplanation",
    "WaitTable",
    "check_answer",
    "compute_stats",
    "decompositions",
    "default_history_path",
    "explain",
    "hand_to_str",
    "is_complete",
    "is_tenpai",
    "make_reverse_puzzle",
    "mask_to_ranks",
    "pack_ranks",
    "parse_hand",
    "question_pool",
    "ranks_of",
    "ranks_to_mask",
    "wait_table",
    "waits",
]
