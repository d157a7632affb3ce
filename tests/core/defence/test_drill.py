"""The safe-tile drill's grading equals the truth computed independently from the events."""

from __future__ import annotations

from functools import cache

import pytest

from tests.core.defence.test_danger import _brute_waits, _counts
from tests.shared_data import MJLOG_DIR, mjlog_files, require
from yamaviewer.core.defence.drill import SafeTileQuestion, grade, questions_of_items
from yamaviewer.core.library.sources import iter_games
from yamaviewer.core.melds import MeldType
from yamaviewer.core.record import Event, EventKind
from yamaviewer.core.replay.document import load_document
from yamaviewer.core.tiles import kind_of


@cache
def _questions() -> tuple[SafeTileQuestion, ...]:
    require(MJLOG_DIR)
    return tuple(questions_of_items(iter_games([str(MJLOG_DIR)])))


def _not_ronnable(path_events: list[Event], riichi_seat: int, step: int) -> set[int]:
    """Kinds the riichi seat cannot ron at ``step``: its own discards, and every tile let
    go by anyone after its riichi declaration (riichi furiten), read from the events."""
    declared = None
    pending = False
    out: set[int] = set()
    for index, event in enumerate(path_events[:step]):
        if event.kind is EventKind.RIICHI and event.seat == riichi_seat and event.tile == 1:
            pending = True
        if event.kind is EventKind.DISCARD:
            if event.seat == riichi_seat:
                out.add(kind_of(event.tile))
                if pending and declared is None:
                    declared = index
            elif declared is not None:
                out.add(kind_of(event.tile))
        elif (
            event.kind is EventKind.CALL
            and declared is not None
            and event.meld is not None
            and event.meld.type is MeldType.ADDED_KAN
            and event.meld.added is not None
        ):
            out.add(kind_of(event.meld.added))
    return out


@pytest.mark.slow
def test_grading_equals_the_truth_on_every_shared_position() -> None:
    questions = _questions()
    assert len(questions) > 150
    documents = {p.name: load_document(p) for p in mjlog_files()}
    graded = dealt = no_genbutsu = 0
    for question in questions:
        document = documents[question.source.rsplit("/", 1)[-1]]
        replay = document.replay(question.hand_index)
        events = list(replay.hand.events)
        decision = question.decision
        assert 1 <= len(decision.riichi) <= 3
        state = replay.states[decision.step]
        truth: dict[int, bool] = {}
        for seat in decision.riichi:
            own = state.seats[seat]
            waits = _brute_waits(
                _counts(own.concealed), _counts(t for m in own.melds for t in m.tiles)
            )
            furiten = bool(waits & _not_ronnable(events, seat, decision.step))
            for kind in question.kinds:
                truth[kind] = truth.get(kind, False) or (kind in waits and not furiten)
        for kind in question.kinds:
            result = grade(question, kind)
            assert result.deals_in == truth[kind]
            estimates = [question.decision.danger_of(k).worst_estimate for k in question.kinds]
            mine = question.decision.danger_of(kind).worst_estimate
            assert result.rank == 1 + sum(e < mine for e in estimates)
            assert result.right == (not truth[kind] and mine == min(estimates))
            graded += 1
            dealt += truth[kind]
        no_genbutsu += not question.has_genbutsu
    assert graded > 1000 and dealt > 20 and no_genbutsu > 10
