"""Scores that follow the game, ron tiles and robbed kans, checked against the logs' own numbers.

Every number compared here comes from a different part of the log than the one
the replay computes it from: the replay starts from INIT ``ten`` and moves the
scores itself (riichi deposits, result deltas); the log's AGARI/RYUUKYOKU ``sc``
says what the scores were just before each result, the next INIT what they were
after, and ``owari`` what they were at the end.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.shared_data import SHARED_DATA, mjlog_files, require
from yamaviewer.core.melds import MeldType
from yamaviewer.core.record import DrawResult, EventKind, WinResult
from yamaviewer.core.replay.document import load_document

JSON_DIR = SHARED_DATA / "tenhou" / "json"


def _json(name: str) -> Path:
    return require(
        JSON_DIR
        / f"JBreidfjord__riichi-rs__riichi__data__t6-samples__notable-features__{name}.json"
    )


def _all_logs() -> list[Path]:
    json_files = sorted(JSON_DIR.glob("*.json")) if JSON_DIR.is_dir() else []
    return mjlog_files() + json_files


@pytest.mark.parametrize("path", _all_logs(), ids=lambda p: p.name[-40:])
def test_scores_follow_the_game(path: Path) -> None:
    document = load_document(path)
    players = document.layout.players
    previous_end: tuple[int, ...] | None = None
    for index, hand in enumerate(document.hands):
        replay = document.replay(index)
        start = replay.states[0]
        assert start.scores[:players] == tuple(s * 100 for s in hand.scores[:players])
        if previous_end is not None:  # the next INIT's ten is what the last step showed
            assert start.scores[:players] == previous_end[:players], index
        assert start.deposits == hand.riichi_sticks
        for step, event in enumerate(hand.events, start=1):
            before, after = replay.states[step - 1], replay.states[step]
            if event.kind is EventKind.RIICHI and event.tile == 2:
                expected = list(before.scores)
                expected[event.seat] -= 1000
                assert after.scores == tuple(expected)
                assert after.deposits == before.deposits + 1
            elif event.result is not None:
                # The log's sc: the scores just before this result, then its deltas.
                assert before.scores[:players] == event.result.scores_before[:players], (
                    index,
                    step,
                )
                assert after.deltas == event.result.deltas
                assert after.scores == event.result.scores_after
                if isinstance(event.result, WinResult):
                    assert after.deposits == 0
            else:
                assert after.scores == before.scores and after.deltas is None
        previous_end = replay.states[-1].scores
    final = document.game.final_scores
    if final is not None and previous_end is not None:
        owari = [round(final[2 * s] * 100) for s in range(players)]
        left = document.replay(len(document.hands) - 1).states[-1].deposits
        # Riichi sticks still on the table at the end go to the first place.
        assert sum(owari) == sum(previous_end[:players]) + 1000 * left
        assert sum(abs(a - b) for a, b in zip(owari, previous_end, strict=False)) == 1000 * left


def test_a_riichi_and_draw_hand_step_by_step() -> None:
    """The issue's case: 25,000 before, 24,000 after the deposit, the draw's payments after."""
    found = 0
    for path in _all_logs():
        document = load_document(path)
        for index, hand in enumerate(document.hands):
            results = hand.results
            riichi = [e.seat for e in hand.events if e.kind is EventKind.RIICHI and e.tile == 2]
            if not riichi or not results or not isinstance(results[0], DrawResult):
                continue
            replay = document.replay(index)
            seat = riichi[0]
            for step, event in enumerate(hand.events, start=1):
                state = replay.states[step]
                if event.kind is EventKind.RIICHI and event.tile == 2 and event.seat == seat:
                    assert state.scores[seat] == hand.scores[seat] * 100 - 1000
                if event.result is not None:
                    assert state.scores == results[0].scores_after
            found += 1
    if not found:
        pytest.skip("no riichi + draw hand in the shared logs")


def test_ron_tile_goes_to_the_winner_and_is_marked_in_the_river() -> None:
    rons = doubles = 0
    for path in _all_logs():
        document = load_document(path)
        for index, hand in enumerate(document.hands):
            replay = document.replay(index)
            wins = [
                (s, e.result)
                for s, e in enumerate(hand.events, 1)
                if isinstance(e.result, WinResult)
            ]
            for step, win in wins:
                state = replay.states[step]
                winner = state.seats[win.winner]
                assert winner.won
                assert winner.hand_size == 14 - 3 * sum(
                    m.type is not MeldType.KITA for m in winner.melds
                )
                assert winner.drawn == win.winning_tile
                if win.tsumo:
                    continue
                rons += 1
                giver = state.seats[win.from_seat]
                marked = [r.tile for r in giver.river if r.ron]
                if giver.robbed is None:
                    assert marked == [win.winning_tile], (path.name, index)
            doubles += len(wins) > 1
    assert rons > 10 and doubles >= 1


def test_chankan_shows_the_robbed_kan_as_its_pon() -> None:
    document = load_document(_json("chankan"))
    replay = document.replay(0)
    hand = document.hands[0]
    step, win = next(
        (s, e.result) for s, e in enumerate(hand.events, 1) if isinstance(e.result, WinResult)
    )
    assert any(y == 3 for y, _ in win.yaku)  # the log scores chankan
    before, after = replay.states[step - 1], replay.states[step]
    assert any(m.type is MeldType.ADDED_KAN for m in before.seats[win.from_seat].melds)
    giver = after.seats[win.from_seat]
    assert not any(m.type is MeldType.ADDED_KAN for m in giver.melds)
    assert giver.robbed == win.winning_tile
    pon = next(
        m
        for m in giver.melds
        if m.type is MeldType.PON and m.tiles[0] // 4 == win.winning_tile // 4
    )
    assert win.winning_tile not in pon.tiles
    assert after.seats[win.winner].drawn == win.winning_tile


def test_final_standings_follow_owari_on_every_complete_log() -> None:
    """The standings are the log's owari, ranked by score (ties: nearer the first dealer)."""
    import gzip
    import itertools
    import re

    from yamaviewer.core.replay.presentation import final_standings

    checked = 0
    for path in mjlog_files():
        data = path.read_bytes()
        text = (gzip.decompress(data) if data[:2] == b"\x1f\x8b" else data).decode(
            "utf-8", "replace"
        )
        found = re.findall(r'owari="([^"]+)"', text)
        if not found:
            continue
        values = [float(v) for v in found[-1].split(",")]
        document = load_document(path)
        players = document.game.player_count
        standings = final_standings(document.game, ())
        assert [s.score for s in standings] == sorted(
            (round(values[2 * s] * 100) for s in range(players)), reverse=True
        )
        for standing in standings:
            assert standing.score == round(values[2 * standing.seat] * 100)
            assert standing.points == values[2 * standing.seat + 1]
        for first, second in itertools.pairwise(standings):
            if first.score == second.score:
                assert first.seat < second.seat
        checked += 1
    if not checked:
        pytest.skip("no complete mjlog in the shared data")
