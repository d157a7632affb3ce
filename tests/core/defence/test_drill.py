"""The safe-tile drill's grading equals the truth computed independently from the events."""

from __future__ import annotations

from functools import cache

import pytest

from tests.core.defence.test_danger import _brute_waits, _counts
from tests.shared_data import MJLOG_DIR, mjlog_files, require
from yamaviewer.core.defence.drill import (
    SafeTileQuestion,
    grade,
    questions_of_items,
    safe_tile_stats,
)
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


def _first_file_questions() -> list[SafeTileQuestion]:
    """The questions of the first shared logs that have some (a fast sample)."""
    files = mjlog_files()[:6]
    if not files:
        pytest.skip("shared logs not found")
    return list(questions_of_items(iter_games([str(f) for f in files])))


def test_the_seat_view_is_what_the_seat_holds_and_sees() -> None:
    questions = _first_file_questions()
    assert questions
    for question in questions:
        view = question.view
        assert view is not None
        held = {
            kind_of(t) for t in (*view.concealed, *(() if view.drawn is None else (view.drawn,)))
        }
        assert tuple(sorted(held)) == question.kinds
        assert view.drawn is not None or any(view.table.seat_melds[question.decision.seat])
        table = view.table
        assert len(table.rivers) == len(table.seat_melds) == len(table.riichi_tiles) == view.players
        for seat in question.decision.riichi:
            # a riichi seat's sideways tile lies in its river, unless every later tile was called
            mark = table.riichi_tiles[seat]
            assert mark is None or mark in table.rivers[seat]
        assert 1 <= len(table.dora_indicators) <= 5
        assert question.history_key == "safe:" + question.key
        # the revealed waits agree with every held kind's truth
        assert tuple(t.seat for t in question.truths) == question.decision.riichi
        for danger in question.decision.tiles:
            for against, truth in zip(danger.against, question.truths, strict=True):
                assert against.in_wait == (danger.kind in truth.waits)
                assert against.ron_possible == (against.in_wait and not truth.furiten)


def test_stats_count_only_the_drills_answers_and_the_last_try_of_each() -> None:
    outcomes = [
        ("safe:a1", False, 1.0),
        ("discard:ff", True, 2.0),
        ("safe:a1", True, 3.0),
        ("safe:b2", False, 4.0),
        ("0123", True, 5.0),
        ("safe:c3", True, 6.0),
    ]
    stats = safe_tile_stats(outcomes)
    assert (stats.answers, stats.right, stats.positions, stats.still_wrong) == (4, 2, 3, 1)
    assert stats.rate == 0.5
    assert safe_tile_stats([]).rate == 0.0
