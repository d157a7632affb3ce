"""Real-game tenpai positions: waits vs a brute force, "when it came" vs the replay, live tiles."""

from __future__ import annotations

from functools import cache

import pytest

from tests.core.test_multi_suit_waits import brute_waits
from tests.shared_data import MJLOG_DIR, require
from yamaviewer.core.library.sources import iter_games
from yamaviewer.core.replay.document import GameDocument, open_game
from yamaviewer.core.replay.state import WallUse
from yamaviewer.core.tiles import kind_of
from yamaviewer.core.trainer_positions import (
    CAME_DISCARDED,
    CAME_DRAWN,
    CAME_NEVER,
    Position,
    WaitFate,
    iter_positions,
)


@cache
def shared_positions() -> tuple[Position, ...]:
    return tuple(iter_positions([str(require(MJLOG_DIR))]))


def test_positions_come_from_the_shared_logs() -> None:
    positions = shared_positions()
    assert len(positions) > 500
    assert any(p.melds for p in positions)  # hands with calls
    suits = {kind_of(t) // 9 for p in positions for t in p.concealed}
    assert suits == {0, 1, 2, 3}  # every suit and the honours
    assert len({p.key for p in positions}) == len(positions)


def test_waits_equal_the_brute_force() -> None:
    for p in shared_positions():
        counts = [0] * 34
        for tile in p.concealed:
            counts[kind_of(tile)] += 1
        assert list(p.waits) == brute_waits(counts), p.key


@cache
def _document(source: str) -> GameDocument:
    loaded = next(iter(iter_games([source]))).load()
    return open_game(loaded.record, format=loaded.format)  # type: ignore[arg-type]


def _replay_fate(p: Position) -> tuple[str, int | None, int | None]:
    """The first winning tile after the position, found by stepping the replay's states."""
    replay = _document(p.source).replay(p.hand_index)
    waits = set(p.waits)
    before = replay.states[p.step]
    for step in range(p.step + 1, len(replay.states)):
        state = replay.states[step]
        drawn = state.seats[p.seat].drawn
        if drawn is not None and before.seats[p.seat].drawn is None and kind_of(drawn) in waits:
            return CAME_DRAWN, drawn, step
        for s in range(replay.players):
            if s == p.seat:
                continue
            river, old = state.seats[s].river, before.seats[s].river
            if len(river) > len(old) and kind_of(river[-1].tile) in waits:
                return CAME_DISCARDED, river[-1].tile, step
        before = state
    return CAME_NEVER, None, None


def test_when_it_came_equals_the_replay() -> None:
    positions = shared_positions()
    sample = positions[:: max(1, len(positions) // 120)]
    hows = set()
    for p in sample:
        fate = _replay_fate(p)
        # A robbed kan (chankan) never reaches a river: the states show the tile handed
        # to the winner at the win, one step after the record's kan step.
        robbed = (CAME_DRAWN, p.fate.tile, None if p.fate.step is None else p.fate.step + 1)
        if p.fate.how == CAME_DISCARDED and p.fate.won and fate == robbed:
            continue
        assert (p.fate.how, p.fate.tile, p.fate.step) == fate, p.key
        hows.add(fate[0])
    assert hows == {CAME_DRAWN, CAME_DISCARDED, CAME_NEVER}


def test_live_wall_counts_follow_the_known_wall() -> None:
    positions = [p for p in shared_positions() if p.in_live_wall is not None]
    assert positions
    drawn_checked = 0
    for p in positions:
        # Copies in the live wall are among the copies this seat cannot see.
        assert p.in_live_wall <= sum(p.live(k) for k in p.waits)  # type: ignore[operator]
        if p.fate.how == CAME_DRAWN and drawn_checked < 40:
            replay = _document(p.source).replay(p.hand_index)
            position = replay.states[p.fate.step].wall_position  # type: ignore[index]
            if replay.marks[position].use is WallUse.LIVE:  # type: ignore[index]
                # Drawn from the live wall: the known wall had it there, that many draws on.
                assert p.in_live_wall >= 1 and p.next_in_wall is not None
                drawn_checked += 1
    assert drawn_checked


def _hand_made(visible: dict[int, int], waits: tuple[int, ...], players: int = 4) -> Position:
    counts = [0] * 34
    for kind, n in visible.items():
        counts[kind] = n
    return Position(
        key="k",
        source="hand-made",
        player="",
        hand_index=0,
        round=0,
        dealer=0,
        seat=0,
        step=1,
        players=players,
        concealed=(),
        melds=(),
        dora_indicators=(),
        rivers=(),
        visible=tuple(counts),
        waits=waits,
        fate=WaitFate(CAME_NEVER, None, None, 0, None, False),
        in_live_wall=None,
        next_in_wall=None,
    )


@pytest.mark.parametrize(
    ("visible", "live", "dead"),
    [({0: 1, 3: 4}, [3, 0], [False, True]), ({0: 0, 3: 2}, [4, 2], [False, False])],
)
def test_live_counts_and_dead_waits_on_hand_made_positions(
    visible: dict[int, int], live: list[int], dead: list[bool]
) -> None:
    p = _hand_made(visible, (0, 3))
    assert [p.live(k) for k in p.waits] == live
    assert [p.dead(k) for k in p.waits] == dead


def test_sanma_has_no_2m_to_8m() -> None:
    p = _hand_made({}, (1, 9), players=3)
    assert p.live(1) == 0 and p.dead(1) and p.live(9) == 4


def test_a_bad_game_is_skipped(tmp_path) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "bad.mjlog").write_text("<mjloggm><INIT seed=")
    assert list(iter_positions([str(tmp_path)])) == []
