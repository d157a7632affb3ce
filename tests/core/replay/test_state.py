"""The replay model: states that the viewer renders, checked against the log's own facts."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from tests.shared_data import mjlog_files
from yamaviewer.core.melds import MeldType
from yamaviewer.core.record import DrawKind, DrawResult, EventKind
from yamaviewer.core.replay.demo import demo_seed_text, game_from_seed
from yamaviewer.core.replay.document import load_document, open_game
from yamaviewer.core.replay.state import WallUse, known_wall_from_record


def _tile_count(seat_state) -> int:  # type: ignore[no-untyped-def]
    melded = sum(3 for m in seat_state.melds if m.type is not MeldType.KITA)
    return seat_state.hand_size + melded


@pytest.mark.parametrize("path", mjlog_files()[::7], ids=lambda p: p.name[-40:])
def test_every_state_is_consistent(path: Path) -> None:
    document = load_document(path)
    players = document.layout.players
    for index, hand in enumerate(document.hands):
        replay = document.replay(index)
        assert len(replay) == len(hand.events) + 1
        discards = Counter()
        for state, event in zip(replay.states[1:], hand.events):
            if event.kind is EventKind.DISCARD:
                discards[event.seat] += 1
            for seat in range(players):
                seat_state = state.seats[seat]
                assert _tile_count(seat_state) in (13, 14), (index, state.step, seat)
                assert len(seat_state.river) == discards[seat]
        final = replay.states[-1]
        drawn = sum(e.kind is EventKind.DRAW for e in hand.events)
        assert final.live_drawn + final.rinshan_drawn == drawn


@pytest.mark.parametrize("path", mjlog_files(), ids=lambda p: p.name[-40:])
def test_no_tile_is_ever_duplicated_or_lost(path: Path) -> None:
    """Every state of every hand holds each tile at most once, and the deal exactly."""
    document = load_document(path)
    for index, hand in enumerate(document.hands):
        replay = document.replay(index)
        start = replay.states[0]
        for seat in range(document.layout.players):
            assert start.seats[seat].concealed == tuple(sorted(hand.haipai[seat]))
        for state in replay.states:
            tiles = []
            # A ron tile lies marked in the river and in each winner's hand (a
            # double ron gives it to both): count it once.
            won = {s.drawn for s in state.seats if s.won and s.drawn is not None}
            for seat_state in state.seats:
                tiles += list(seat_state.concealed)
                if seat_state.drawn is not None and not seat_state.won:
                    tiles.append(seat_state.drawn)
                tiles += [t for m in seat_state.melds for t in m.tiles]
                tiles += [r.tile for r in seat_state.river if not r.called and not r.ron]
            tiles += sorted(won)
            assert len(tiles) == len(set(tiles)), (index, state.step)


def test_calls_mark_river_tiles_and_tsumogiri() -> None:
    found_call = False
    for path in mjlog_files()[:30]:
        document = load_document(path)
        for index, hand in enumerate(document.hands):
            replay = document.replay(index)
            final = replay.states[-1]
            called = sum(r.called for s in final.seats for r in s.river)
            taken = sum(
                1
                for s in final.seats
                for m in s.melds
                if m.type in (MeldType.CHI, MeldType.PON, MeldType.OPEN_KAN, MeldType.ADDED_KAN)
            )
            if taken:
                found_call = True
                assert 0 < called <= taken
            # Tsumogiri flags agree with the draw just before each discard.
            last_draw: dict[int, int] = {}
            tsumogiri = 0
            for event in hand.events:
                if event.kind is EventKind.DRAW:
                    last_draw[event.seat] = event.tile
                elif event.kind is EventKind.DISCARD:
                    tsumogiri += last_draw.pop(event.seat, None) == event.tile
                elif event.kind is EventKind.CALL:
                    last_draw.pop(event.seat, None)
            assert sum(r.tsumogiri for s in final.seats for r in s.river) == tsumogiri
    if mjlog_files():
        assert found_call


def test_wall_marks_and_stepping() -> None:
    document = open_game(game_from_seed(demo_seed_text(), hands=1))
    replay = document.replay(0)
    layout = document.layout
    first_draw = replay.states[1]
    assert first_draw.wall_position == layout.live_position(0)
    assert replay.taken_by(layout.live_position(0), 0) is None
    mark = replay.taken_by(layout.live_position(0), 1)
    assert mark is not None and mark.use is WallUse.LIVE and mark.seat == 0
    assert replay.marks[layout.dora_indicator_position(0)].use is WallUse.DORA
    assert sum(m.use is WallUse.DEAL for m in replay.marks.values()) == 52
    # Stepping is clamped and cheap: a lookup.
    assert replay.state(-5) is replay.states[0]
    assert replay.state(10_000) is replay.states[-1]
    [result] = document.hands[0].results
    assert isinstance(result, DrawResult) and result.kind is DrawKind.EXHAUSTIVE


def test_upcoming_draws_follow_turn_order() -> None:
    document = open_game(game_from_seed(demo_seed_text(), hands=1))
    replay = document.replay(0)
    layout = document.layout
    upcoming = replay.upcoming_draws(0, count=2)
    assert upcoming[0] == [layout.live_position(0), layout.live_position(4)]
    assert upcoming[1] == [layout.live_position(1), layout.live_position(5)]
    after_first_draw = replay.upcoming_draws(1, count=1)
    assert after_first_draw[1] == [layout.live_position(1)]


def test_known_wall_without_seed_places_only_what_follows() -> None:
    game = game_from_seed(demo_seed_text(), hands=1)
    document = open_game(game)
    full = document.wall(0)
    hand = game.hands[0]
    partial = known_wall_from_record(hand, document.layout)
    known = [i for i, t in enumerate(partial) if t is not None]
    assert all(partial[i] == full[i] for i in known)
    # mjlog lists starting hands in deal order: live wall + dora + the deal
    assert len(known) == 70 + 1 + 52
    # a record whose starting hands are sorted sets (JSON) leaves them unknown
    hand.haipai_in_deal_order = False
    partial = known_wall_from_record(hand, document.layout)
    assert sum(t is not None for t in partial) == 70 + 1
    assert all(partial[p] is None for p in document.layout.haipai_positions(0))
