"""Ron or not, against a brute force over every shared log.

The test finds its own waits (each tile kind added, the hand searched for four sets and
a pair, seven pairs, thirteen orphans) and its own furiten (the seat's river, the
winning tiles let go since its riichi and since its last discard, read from the events);
only the yaku come from core/scoring (the oracle the rules allow).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from functools import cache

import pytest

from tests.shared_data import MJLOG_DIR, require
from yamaviewer.core.library.sources import iter_games
from yamaviewer.core.melds import MeldType
from yamaviewer.core.record import EventKind, GameRecord, HandRecord, WinResult
from yamaviewer.core.replay.document import GameDocument, open_game
from yamaviewer.core.replay.state import HandReplay, TableState
from yamaviewer.core.ron_quiz import (
    FURITEN_DISCARD,
    FURITEN_RIICHI,
    FURITEN_TEMPORARY,
    KEY_PREFIX,
    NO_YAKU,
    NOT_A_WAIT,
    RON,
    RonQuestion,
    iter_questions,
    judge,
)
from yamaviewer.core.scoring.hand import ScoringError, score_situation, situation_of_win

ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


def _sets(counts: list[int], start: int = 0) -> bool:
    """Can ``counts`` be split into triplets and runs (a brute search)?"""
    i = next((k for k in range(start, 34) if counts[k]), None)
    if i is None:
        return True
    if counts[i] >= 3:
        counts[i] -= 3
        ok = _sets(counts, i)
        counts[i] += 3
        if ok:
            return True
    if i < 27 and i % 9 <= 6 and counts[i + 1] and counts[i + 2]:
        for k in (i, i + 1, i + 2):
            counts[k] -= 1
        ok = _sets(counts, i)
        for k in (i, i + 1, i + 2):
            counts[k] += 1
        return ok
    return False


def _complete(counts: list[int], open_hand: bool) -> bool:
    for k in range(34):
        if counts[k] >= 2:
            counts[k] -= 2
            ok = _sets(counts)
            counts[k] += 2
            if ok:
                return True
    if open_hand:
        return False
    if sum(counts) == 14 and sum(1 for c in counts if c == 2) == 7:
        return True
    return (
        sum(counts) == 14
        and all(counts[k] for k in ORPHANS)
        and sum(counts[k] for k in ORPHANS) == 14
    )


def brute_waits(state: TableState, seat: int, players: int) -> set[int]:
    own = state.seats[seat]
    counts = [0] * 34
    for tile in own.concealed:
        counts[tile // 4] += 1
    held = list(counts)
    for meld in own.melds:
        for tile in meld.tiles:
            held[tile // 4] += 1
    waits = set()
    for k in range(34):
        if players == 3 and 1 <= k <= 7:
            continue  # no 2m..8m in three-player games
        if held[k] >= 4:
            continue  # every copy is the seat's own
        counts[k] += 1
        if _complete(counts, bool(own.melds)):
            waits.add(k)
        counts[k] -= 1
    return waits


def oracle_yaku(
    game: GameRecord, hand: HandRecord, state: TableState, index: int, seat: int, tile: int
) -> bool:
    """Does a ron on ``events[index]`` have a yaku? (core/scoring as the oracle)."""
    own = state.seats[seat]
    win = WinResult(
        seat, hand.events[index].seat, 0, 0, None, (), (), tuple(state.dora_indicators), (),
        (0, 0, 0, 0), (0, 0, 0, 0), hand=(*own.concealed, tile), winning_tile=tile,
    )  # fmt: skip
    try:
        score_situation(situation_of_win(game, replace(hand, events=hand.events[: index + 1]), win))
    except ScoringError as error:
        assert "no_yaku" in str(error)
        return False
    return True


def expected(
    game: GameRecord, hand: HandRecord, replay: HandReplay, index: int, seat: int
) -> tuple[str, set[int]]:
    """The verdict for ``seat`` on the discard at ``events[index]``, from the events alone."""
    events = hand.events
    last_own = max(
        i for i in range(index) if events[i].kind is EventKind.DISCARD and events[i].seat == seat
    )
    waits = brute_waits(replay.states[last_own + 1], seat, game.player_count)
    tile = events[index].tile // 4
    if tile not in waits:
        return NOT_A_WAIT, waits
    own_river = {
        e.tile // 4 for e in events[:index] if e.kind is EventKind.DISCARD and e.seat == seat
    }
    riichi_at = next(
        (i for i in range(index) if events[i].kind is EventKind.RIICHI and events[i].seat == seat),
        None,
    )

    def let_go(start: int) -> bool:
        for e in events[start:index]:
            if e.seat == seat:
                continue
            if e.kind is EventKind.DISCARD and e.tile // 4 in waits:
                return True
            meld = e.meld
            if (
                e.kind is EventKind.CALL
                and meld is not None
                and meld.type is MeldType.ADDED_KAN
                and meld.added is not None
                and meld.added // 4 in waits
            ):
                return True
        return False

    if own_river & waits:
        return FURITEN_DISCARD, waits
    if riichi_at is not None and let_go(riichi_at):
        return FURITEN_RIICHI, waits
    if let_go(last_own + 1):
        return FURITEN_TEMPORARY, waits
    return (
        RON
        if oracle_yaku(game, hand, replay.states[index], index, seat, events[index].tile)
        else NO_YAKU
    ), waits


@cache
def shared_questions() -> tuple[RonQuestion, ...]:
    return tuple(iter_questions([str(require(MJLOG_DIR))]))


def _games() -> Iterator[tuple[str, GameDocument]]:
    for item in iter_games([str(MJLOG_DIR)]):
        if item.ok and item.label.endswith((".mjlog", ".xml")):
            loaded = item.load()
            yield item.label, open_game(loaded.record, format=loaded.format)  # type: ignore[arg-type]


@pytest.mark.slow
def test_every_wait_discard_is_asked_with_the_brute_force_verdict() -> None:
    by_place = {(q.source, q.hand_index, q.seat, q.step): q for q in shared_questions()}
    checked = 0
    verdicts: dict[str, int] = {}
    for label, document in _games():
        game = document.game
        for h, hand in enumerate(game.hands):
            replay = HandReplay(hand, document.layout, document.wall(h))
            tenpai: dict[int, bool] = {}
            for i, event in enumerate(hand.events):
                if event.kind is not EventKind.DISCARD:
                    continue
                for seat in range(game.player_count):
                    if seat == event.seat or not tenpai.get(seat):
                        continue
                    verdict, waits = expected(game, hand, replay, i, seat)
                    question = by_place.get((label, h, seat, i + 1))
                    if verdict == NOT_A_WAIT:  # asked only for the first tile near a wait
                        assert question is None or question.verdict == NOT_A_WAIT
                        continue
                    assert question is not None, (label, h, seat, i)
                    assert question.verdict == verdict, (label, h, seat, i, question.explanation())
                    assert set(question.waits) == waits
                    verdicts[verdict] = verdicts.get(verdict, 0) + 1
                    checked += 1
                tenpai[event.seat] = bool(
                    brute_waits(replay.states[i + 1], event.seat, game.player_count)
                )
    assert checked == sum(1 for q in shared_questions() if q.verdict != NOT_A_WAIT)
    # Every trap is present in the shared logs.
    assert verdicts[RON] > 200 and verdicts[NO_YAKU] > 10
    assert verdicts[FURITEN_DISCARD] > 5 and verdicts[FURITEN_TEMPORARY] >= 1


@pytest.mark.slow
def test_every_real_ron_is_a_ron_and_no_trap_was_called() -> None:
    for q in shared_questions():
        assert q.key.startswith(KEY_PREFIX)
        if q.called_ron:
            assert q.verdict == RON, q
        assert judge(q, True) == (q.verdict == RON)
        assert judge(q, False) == (q.verdict != RON)


@pytest.mark.slow
def test_explanations_name_the_furiten_tile_and_turn() -> None:
    furiten = [q for q in shared_questions() if q.verdict == FURITEN_DISCARD]
    for q in furiten:
        line = q.explanation()[0]
        assert line.startswith("Furiten: you discarded ")
        assert q.reason_kind in q.waits and f"on turn {q.reason_turn}." in line
    yakuless = next(q for q in shared_questions() if q.verdict == NO_YAKU)
    assert yakuless.explanation()[0].startswith("No yaku:")
