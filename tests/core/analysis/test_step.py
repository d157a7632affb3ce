"""One seat at one step of real games: shanten, ukeire, unseen counts and the location buckets.

Every number is checked against an independent computation: shanten and useful kinds
against the brute force in ``shanten_bruteforce`` (distance to the nearest real complete
hand), unseen counts against a recount from the record's events, and the buckets against
the seeded wall read directly.
"""

from __future__ import annotations

from collections import Counter
from copy import deepcopy
from functools import cache
from pathlib import Path

import pytest

from tests.core.analysis import shanten_bruteforce as brute
from tests.shared_data import mjlog_files
from yamaviewer.core.analysis import step as step_module
from yamaviewer.core.analysis.step import (
    AnalysisError,
    Fate,
    StepAnalyser,
    Where,
    analyse_replay_step,
    seat_hand,
)
from yamaviewer.core.melds import MeldType
from yamaviewer.core.record import EventKind, HandRecord, WinResult
from yamaviewer.core.replay.document import GameDocument, load_document
from yamaviewer.core.replay.state import HandReplay, TableState
from yamaviewer.core.shanten import counts_of
from yamaviewer.core.tiles import SANMA_REMOVED_IDS

STEP_FRACTIONS = (0.0, 0.02, 0.15, 0.33, 0.5, 0.71, 0.9, 1.0)


@cache
def _documents() -> list[GameDocument]:
    """Seeded, verified games among the shared logs: five 4-player and one 3-player."""
    chosen: dict[int, list[GameDocument]] = {4: [], 3: []}
    wanted = {4: 5, 3: 1}
    for path in mjlog_files():
        try:
            document = load_document(path)
        except (ValueError, OSError):
            continue
        verification = document.verification
        players = document.game.player_count
        if (
            document.has_seed
            and verification is not None
            and verification.status == "verified"
            and len(chosen[players]) < wanted[players]
        ):
            chosen[players].append(document)
        if all(len(chosen[p]) == wanted[p] for p in wanted):
            break
    return chosen[4] + chosen[3]


def _cases() -> list[tuple[Path, int, int]]:
    cases = []
    for number, document in enumerate(_documents()):
        assert document.path is not None
        for hand in (number % len(document.hands), len(document.hands) - 1):
            steps = len(document.replay(hand).states)
            for fraction in STEP_FRACTIONS:
                cases.append((document.path, hand, round(fraction * (steps - 1))))
    return cases


def _document(path: Path) -> GameDocument:
    return next(d for d in _documents() if d.path == path)


def _case_ids() -> list[tuple[Path, int, int]]:
    try:
        return _cases()
    except Exception:  # pragma: no cover - data absent: the test below skips
        return []


# -- independent recounts from the record ---------------------------------------------------------


def _replacement_draws(hand: HandRecord) -> set[int]:
    """Event indices of draws that follow a kan or kita (read straight from the events)."""
    indices = set()
    after_kan = False
    for index, event in enumerate(hand.events):
        if event.kind is EventKind.DRAW:
            if after_kan:
                indices.add(index)
            after_kan = False
        elif event.kind is EventKind.CALL and event.meld is not None:
            after_kan = event.meld.type in (
                MeldType.ADDED_KAN,
                MeldType.OPEN_KAN,
                MeldType.CLOSED_KAN,
                MeldType.KITA,
            )
    return indices


def _hands_and_seen(
    hand: HandRecord, step: int, seat: int, players: int
) -> tuple[list[Counter[int]], set[int]]:
    """Every seat's concealed tiles after ``step`` events, and the ids ``seat`` has seen."""
    held = [Counter(hand.haipai[s]) for s in range(players)]
    seen = set(hand.haipai[seat]) | {hand.dora_indicator}
    for event in hand.events[:step]:
        if event.kind is EventKind.DRAW:
            held[event.seat][event.tile] += 1
            if event.seat == seat:
                seen.add(event.tile)
        elif event.kind is EventKind.DISCARD:
            held[event.seat][event.tile] -= 1
            seen.add(event.tile)
        elif event.kind is EventKind.CALL and event.meld is not None:
            meld = event.meld
            for tile in meld.tiles:
                seen.add(tile)
                if tile != meld.called and held[meld.seat][tile] > 0:
                    held[meld.seat][tile] -= 1
        elif event.kind is EventKind.DORA:
            seen.add(event.tile)
        elif isinstance(event.result, WinResult) and not event.result.tsumo:
            # The replay hands a ron's tile to the winner (issue 18), once per winner.
            win = event.result
            if win.winning_tile is not None:
                held[win.winner][win.winning_tile] += 1
                seen.add(win.winning_tile)
    return [Counter({t: n for t, n in h.items() if n > 0}) for h in held], seen


@pytest.mark.parametrize("path,hand_index,step", _case_ids())
def test_step_analysis_matches_brute_force_and_the_wall(
    path: Path, hand_index: int, step: int
) -> None:
    document = _document(path)
    replay = document.replay(hand_index)
    hand = replay.hand
    players = replay.players
    wall = replay.wall
    assert wall is not None and None not in wall
    layout = replay.layout
    replacements = _replacement_draws(hand)
    live_drawn = sum(
        1
        for i, e in enumerate(hand.events[:step])
        if e.kind is EventKind.DRAW and i not in replacements
    )
    rinshan_drawn = sum(1 for i in replacements if i < step)
    live_range = range(
        layout.haitei_position(rinshan_drawn), layout.first_live_position - live_drawn + 1
    )
    all_ids = [t for t in range(136) if not (players == 3 and t in SANMA_REMOVED_IDS)]
    for seat in range(players):
        analysis = analyse_replay_step(replay, step, seat)
        held, seen = _hands_and_seen(hand, step, seat, players)
        own = sorted(held[seat].elements())
        assert list(analysis.hand) == own
        counts = [0] * 34
        for tile in own:
            counts[tile // 4] += 1

        # shanten of each form and the minimum
        assert analysis.forms.normal == brute.normal_shanten(counts, players)
        if len(own) >= 13:
            assert analysis.forms.seven_pairs == brute.seven_pairs_shanten(counts, players)
            assert analysis.forms.thirteen_orphans == brute.thirteen_orphans_shanten(counts)
        assert analysis.shanten == brute.shanten(counts, players)

        # unseen counts from this seat's point of view
        unseen_ids = [t for t in all_ids if t not in seen]
        expected_unseen = [0] * 34
        for tile in unseen_ids:
            expected_unseen[tile // 4] += 1
        assert list(analysis.unseen) == expected_unseen

        # ukeire: the useful kinds (13 tiles) or the best discard's (14 tiles)
        if len(own) % 3 == 1:
            useful = brute.useful(counts, players)
        else:
            for choice in analysis.discards:
                after = list(counts)
                after[choice.kind] -= 1
                assert choice.shanten == brute.shanten(after, players)
            best = analysis.discards[0]
            after = list(counts)
            after[best.kind] -= 1
            useful = brute.useful(after, players)
            assert best.shanten == min(c.shanten for c in analysis.discards)
            assert best.ukeire_total == max(
                c.ukeire_total for c in analysis.discards if c.shanten == best.shanten
            )
        assert set(analysis.ukeire) == useful
        assert analysis.ukeire == {k: expected_unseen[k] for k in useful}

        # buckets: every unseen useful copy in exactly one place, as the wall says
        assert sum(analysis.buckets.values()) == analysis.ukeire_total
        assert sum(analysis.fates.values()) == analysis.ukeire_total
        others = {t: s for s in range(players) if s != seat for t in held[s]}
        expected: Counter[str] = Counter()
        for tile in unseen_ids:
            if tile // 4 not in useful:
                continue
            position = wall.index(tile)
            if tile in others:
                expected[Where.OTHER_HANDS.value] += 1
            elif position in live_range:
                expected[Where.LIVE_WALL.value] += 1
            else:
                assert position < live_range.start
                expected[Where.DEAD_WALL.value] += 1
        assert {k: v for k, v in analysis.buckets.items() if v} == dict(expected)
        for copy in analysis.copies:
            if copy.where is Where.LIVE_WALL:
                assert copy.position is not None and wall[copy.position] == copy.tile
            if copy.fate is Fate.DRAWN_BY_SEAT:
                assert copy.drawn_by == seat and copy.fate_step is not None
                assert hand.events[copy.fate_step - 1].tile == copy.tile
            if copy.fate is Fate.DISCARDED_LATER:
                assert copy.fate_step is not None and copy.fate_step > step
                event = hand.events[copy.fate_step - 1]
                assert event.kind is EventKind.DISCARD and event.tile == copy.tile

        # tenpai: waits, live count, and the next winning tile where the wall put it
        if analysis.waits:
            assert set(analysis.waits) == useful
            assert analysis.p_tsumo is not None and 0 <= analysis.p_tsumo <= 1
            if analysis.next_win is not None:
                assert wall[analysis.next_win.position] == analysis.next_win.tile
                assert analysis.next_win.tile // 4 in analysis.waits


def test_the_shared_logs_give_cases() -> None:
    if not mjlog_files():
        pytest.skip("shared test data not found (../shared/data is not beside the repo)")
    assert len(_cases()) >= 40


def test_bad_seat_and_step_are_clear_errors() -> None:
    documents = _documents()
    if not documents:
        pytest.skip("shared test data not found (../shared/data is not beside the repo)")
    replay = documents[0].replay(0)
    with pytest.raises(AnalysisError, match="seat 4"):
        analyse_replay_step(replay, 0, 4)
    with pytest.raises(AnalysisError, match="step"):
        analyse_replay_step(replay, len(replay.states), 0)


def test_a_damaged_hand_is_a_clear_error_and_the_others_still_add_up() -> None:
    documents = _documents()
    if not documents:
        pytest.skip("shared test data not found (../shared/data is not beside the repo)")
    document = documents[0]
    hand = deepcopy(document.hands[0])
    hand.haipai[1] = [hand.haipai[1][0]] * 5 + hand.haipai[1][5:]  # one tile id five times
    replay = HandReplay(hand, document.layout, document.wall(0))
    with pytest.raises(AnalysisError, match="cannot be analysed"):
        analyse_replay_step(replay, 0, 1)
    analyser = StepAnalyser(replay)
    assert not analyser.can_analyse(0, 1) and not analyser.can_analyse(0, 4)
    assert all(analyser.can_analyse(0, seat) for seat in (0, 2, 3))
    for _ in range(2):  # the kept verdict is the same clear error
        with pytest.raises(AnalysisError, match="seat 1's hand at step 0 cannot be analysed"):
            analyser.analyse(0, 1)
    for seat in (0, 2, 3):
        analysis = analyse_replay_step(replay, 0, seat)
        assert sum(analysis.buckets.values()) == analysis.ukeire_total


def test_a_step_analyser_equals_fresh_analyses_and_works_each_hand_out_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Stepping a whole hand forward then back, a StepAnalyser answers what a fresh
    analysis does; the shanten of a hand whose kinds did not change since an earlier
    step is not worked out again, and a step's wall whereabouts serve all its seats."""
    documents = _documents()
    if not documents:
        pytest.skip("shared test data not found (../shared/data is not beside the repo)")
    replay = documents[0].replay(0)
    seats = range(replay.players)
    steps = range(len(replay.states))
    fresh = {
        (step, seat): analyse_replay_step(replay, step, seat) for step in steps for seat in seats
    }
    shapes: list[tuple[int, ...]] = []
    real_shape = step_module._hand_shape

    def counted_shape(counts: list[int], players: int) -> object:
        shapes.append(tuple(counts))
        return real_shape(counts, players)

    located: list[int] = []

    class CountedLocator(step_module._Locator):
        def __init__(self, replay: HandReplay, state: TableState, positions: dict[int, int]):
            located.append(state.step)
            super().__init__(replay, state, positions)

    monkeypatch.setattr(step_module, "_hand_shape", counted_shape)
    monkeypatch.setattr(step_module, "_Locator", CountedLocator)
    analyser = StepAnalyser(replay)
    for step in [*steps, *reversed(steps)]:
        for seat in seats:
            assert analyser.analyse(step, seat) == fresh[(step, seat)]
    distinct_hands = {
        tuple(counts_of(seat_hand(state, seat))) for state in replay.states for seat in seats
    }
    assert sorted(shapes) == sorted(distinct_hands)  # each distinct hand once
    assert len(shapes) < len(steps) * len(seats)
    assert located == list(steps)  # once per step, for every seat, none stepping back
