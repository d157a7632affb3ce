"""Danger decisions against riichi, checked against the real logs' rons and a brute force."""

from __future__ import annotations

from functools import cache

import pytest

from tests.shared_data import MJLOG_DIR, mjlog_files, require
from yamaviewer.core.defence.classes import TileClass
from yamaviewer.core.defence.danger import Decision, decisions_of_hand
from yamaviewer.core.record import EventKind, WinResult
from yamaviewer.core.replay.document import GameDocument, load_document
from yamaviewer.core.tiles import kind_of


@cache
def _documents() -> tuple[GameDocument, ...]:
    require(MJLOG_DIR)
    return tuple(load_document(path) for path in mjlog_files())


@cache
def _all_decisions() -> tuple[tuple[GameDocument, int, tuple[Decision, ...]], ...]:
    found = []
    for document in _documents():
        for index in range(len(document.game.hands)):
            found.append((document, index, tuple(decisions_of_hand(document.replay(index), index))))
    return tuple(found)


# -- an independent brute force: is a concealed hand (3n+2) complete? ---------------------


def _sets_and_pair(counts: list[int], need_pair: bool) -> bool:
    first = next((k for k in range(34) if counts[k]), None)
    if first is None:
        return not need_pair
    if need_pair and counts[first] >= 2:
        counts[first] -= 2
        ok = _sets_and_pair(counts, False)
        counts[first] += 2
        if ok:
            return True
    if counts[first] >= 3:
        counts[first] -= 3
        ok = _sets_and_pair(counts, need_pair)
        counts[first] += 3
        if ok:
            return True
    if first < 27 and first % 9 <= 6 and counts[first + 1] and counts[first + 2]:
        for k in (first, first + 1, first + 2):
            counts[k] -= 1
        ok = _sets_and_pair(counts, need_pair)
        for k in (first, first + 1, first + 2):
            counts[k] += 1
        if ok:
            return True
    return False


def _complete(counts: list[int]) -> bool:
    if _sets_and_pair(list(counts), True):
        return True
    if sum(counts) == 14:
        if all(c in (0, 2) for c in counts) and counts.count(2) == 7:
            return True
        orphans = (0, 8, 9, 17, 18, 26, *range(27, 34))
        if all(counts[k] for k in orphans) and sum(counts[k] for k in orphans) == 14:
            return True
    return False


def _brute_waits(concealed: list[int], called: list[int]) -> set[int]:
    waits = set()
    for kind in range(34):
        if concealed[kind] + called[kind] >= 4:  # no fifth copy
            continue
        trial = list(concealed)
        trial[kind] += 1
        if _complete(trial):
            waits.add(kind)
    return waits


def _counts(tiles: object) -> list[int]:
    counts = [0] * 34
    for tile in tiles:  # type: ignore[attr-defined]
        counts[kind_of(tile)] += 1
    return counts


# -- the contract's checks ------------------------------------------------------------------


@pytest.mark.slow
def test_every_ron_on_a_riichi_player_is_a_ron_possible_decision() -> None:
    checked = 0
    for document, index, decisions in _all_decisions():
        hand = document.game.hands[index]
        replay = document.replay(index)
        for position, event in enumerate(hand.events):
            result = event.result
            if not isinstance(result, WinResult) or result.tsumo:
                continue
            state = replay.states[position]
            if not state.seats[result.winner].riichi:
                continue
            previous = hand.events[position - 1]
            if previous.kind is not EventKind.DISCARD or state.seats[result.from_seat].riichi:
                continue  # chankan, or a discard by a seat already in riichi (not a decision)
            decision = next(d for d in decisions if d.step == position - 1)
            assert decision.seat == result.from_seat
            assert result.winner in decision.riichi
            against = decision.danger_of(kind_of(decision.discard)).against
            assert any(a.seat == result.winner and a.ron_possible for a in against)
            checked += 1
    assert checked >= 50, checked  # 59 in the shared logs (riichi declarations included)


@pytest.mark.slow
def test_genbutsu_is_never_a_possible_ron_and_in_wait_matches_a_brute_force() -> None:
    pairs = genbutsu = 0
    for document, index, decisions in _all_decisions():
        replay = document.replay(index)
        for decision in decisions:
            state = replay.states[decision.step]
            for riichi_seat in decision.riichi:
                seat_state = state.seats[riichi_seat]
                called = _counts(t for meld in seat_state.melds for t in meld.tiles)
                waits = _brute_waits(_counts(seat_state.concealed), called)
                for tile in decision.tiles:
                    against = next(a for a in tile.against if a.seat == riichi_seat)
                    assert against.in_wait == (tile.kind in waits)
                    pairs += 1
                    if against.tile_class is TileClass.GENBUTSU:
                        genbutsu += 1
                        assert not against.ron_possible
    assert pairs > 20_000 and genbutsu > 5_000


def test_decisions_are_discards_by_seats_not_in_riichi() -> None:
    seen = 0
    for document, index, decisions in _all_decisions()[:60]:
        replay = document.replay(index)
        for decision in decisions:
            seen += 1
            event = replay.hand.events[decision.step]
            assert event.kind is EventKind.DISCARD and event.seat == decision.seat
            assert not replay.states[decision.step].seats[decision.seat].riichi
            assert decision.seat not in decision.riichi
            held = replay.states[decision.step].seats[decision.seat]
            kinds = {kind_of(t) for t in held.concealed} | (
                set() if held.drawn is None else {kind_of(held.drawn)}
            )
            assert [t.kind for t in decision.tiles] == sorted(kinds)
            assert kind_of(decision.discard) in kinds
    assert seen > 0
