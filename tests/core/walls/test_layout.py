"""Wall positions against the table in REFERENCE section 3, written out by hand."""

from __future__ import annotations

import pytest

from yamaviewer.core.walls.layout import WallLayout
from yamaviewer.core.walls.table import (
    TableLayout,
    dead_wall_roles,
    deal_plan,
)


def test_four_player_positions() -> None:
    layout = WallLayout(4)
    assert layout.haipai_positions(0) == (
        135,
        134,
        133,
        132,
        119,
        118,
        117,
        116,
        103,
        102,
        101,
        100,
        87,
    )
    assert layout.haipai_positions(3) == (
        123,
        122,
        121,
        120,
        107,
        106,
        105,
        104,
        91,
        90,
        89,
        88,
        84,
    )
    assert layout.live_position(0) == 83
    assert layout.live_position(1) == 82
    assert [layout.dora_indicator_position(i) for i in range(5)] == [5, 7, 9, 11, 13]
    assert [layout.ura_indicator_position(i) for i in range(5)] == [4, 6, 8, 10, 12]
    assert [layout.rinshan_position(i) for i in range(4)] == [1, 0, 3, 2]
    assert layout.haitei_position(0) == 14
    assert layout.haitei_position(2) == 16
    assert layout.live_draws_available(0) == 70  # 136 - 52 dealt - 14 dead


def test_three_player_positions() -> None:
    layout = WallLayout(3)
    assert layout.haipai_positions(0) == (107, 106, 105, 104, 95, 94, 93, 92, 83, 82, 81, 80, 71)
    assert layout.haipai_positions(2)[-1] == 69
    assert layout.live_position(0) == 68
    assert layout.dora_indicator_position(0) == 9
    assert [layout.dora_indicator_position(i) for i in range(1, 5)] == [11, 13, 15, 17]
    assert [layout.ura_indicator_position(i) for i in range(3)] == [8, 10, 12]
    assert [layout.rinshan_position(i) for i in range(8)] == [1, 0, 3, 2, 5, 4, 7, 6]
    assert layout.live_draws_available(0) == 108 - 39 - 14


def test_older_dead_wall_layout() -> None:
    """REFERENCE sections 2 and 3: the dead wall of 2008 and 2009-legacy games."""
    layout = WallLayout(4, legacy=True)
    assert [layout.dora_indicator_position(i) for i in range(3)] == [4, 6, 8]
    assert [layout.ura_indicator_position(i) for i in range(2)] == [5, 7]
    assert [layout.rinshan_position(i) for i in range(4)] == [0, 1, 2, 3]
    assert layout.haitei_position(2) == 16
    assert WallLayout(3, legacy=True).dora_indicator_position(0) == 8


@pytest.mark.parametrize("players", [3, 4])
def test_every_position_has_one_role_and_deal_is_disjoint(players: int) -> None:
    layout = WallLayout(players)
    dealt = [p for s in range(players) for p in layout.haipai_positions(s)]
    assert len(dealt) == len(set(dealt)) == 13 * players
    special = [
        *(layout.dora_indicator_position(i) for i in range(5)),
        *(layout.ura_indicator_position(i) for i in range(5)),
        *(layout.rinshan_position(i) for i in range(layout.max_rinshan)),
    ]
    assert len(special) == len(set(special))  # every special tile has one role
    live = range(layout.haitei_position(0), layout.first_live_position + 1)
    assert not set(dealt) & set(live) and max(dealt) == layout.size - 1
    assert len(dealt) + len(live) + layout.dead_wall_size == layout.size
    dead_wall = set(range(layout.dead_wall_size))
    assert {layout.rinshan_position(i) for i in range(4)} <= dead_wall
    assert layout.dora_indicator_position(0) in dead_wall


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("legacy", [False, True])
def test_the_array_is_the_tables_draw_order_read_backwards(players: int, legacy: bool) -> None:
    """One deal, two views: array index a is draw index N - 1 - a (REFERENCE section 8)."""
    layout = WallLayout(players, legacy)
    n = layout.size
    plan = deal_plan(players)
    for seat in range(players):
        assert [n - 1 - a for a in layout.haipai_positions(seat)] == list(plan.hands[seat])
    assert n - 1 - layout.first_live_position == plan.dealer_fourteenth
    dead = dead_wall_roles(players, legacy)
    assert [n - 1 - layout.dora_indicator_position(i) for i in range(5)] == list(
        dead.dora_indicators
    )
    assert [n - 1 - layout.rinshan_position(i) for i in range(layout.max_rinshan)] == list(
        dead.rinshan
    )
    table = TableLayout(players, 7)
    # The older dead wall is the same stacks with top and bottom swapped.
    dora = table.slot(n - 1 - layout.dora_indicator_position(0))
    assert dora.level == ("bottom" if legacy else "top")


def test_bad_player_count() -> None:
    with pytest.raises(ValueError):
        WallLayout(5)


def test_draw_sources_follow_kans_to_the_dead_wall() -> None:
    from yamaviewer.core.melds import decode_meld
    from yamaviewer.core.record import Event, EventKind

    closed_kan = decode_meld(132 << 8, 0)  # Chun closed kan by seat 0
    events = [
        Event(EventKind.DRAW, 0, 10),
        Event(EventKind.DISCARD, 0, 10),
        Event(EventKind.DRAW, 1, 11),
        Event(EventKind.CALL, 1, -1, closed_kan),
        Event(EventKind.DRAW, 1, 12),
        Event(EventKind.DISCARD, 1, 12),
        Event(EventKind.DRAW, 2, 13),
    ]
    sources = WallLayout(4).draw_sources(events)
    assert [(s.event_index, s.position, s.replacement, s.ordinal) for s in sources] == [
        (0, 83, False, 1),
        (2, 82, False, 2),
        (4, 1, True, 1),
        (6, 81, False, 3),
    ]
    sanma = WallLayout(3).draw_sources(events)
    assert [s.position for s in sanma] == [68, 67, 1, 66]


def test_replacement_ordinals_are_draw_sources_replacements() -> None:
    """The replacements found from the calls alone are the ones the walk over every event
    finds, in every shared log with a kan or kita (3- and 4-player)."""
    from tests.shared_data import mjlog_files
    from yamaviewer.core.formats.mjlog import read_mjlog

    hands = 0
    for path in mjlog_files():
        game = read_mjlog(path)
        layout = WallLayout(game.player_count)
        for hand in game.hands:
            sources = layout.draw_sources(hand.events)
            walked = [n for n, source in enumerate(sources) if source.replacement]
            assert layout.replacement_ordinals(hand.events, hand.special_steps) == walked
            hands += bool(walked)
    assert hands > 50


@pytest.mark.parametrize("players", [3, 4])
def test_dealt_tiles_are_every_seats_hand(players: int) -> None:
    layout = WallLayout(players)
    tiles = tuple(range(1000, 1000 + layout.size))
    for dealer in range(players):
        expected = [t for seat in range(players) for t in layout.deal(tiles, dealer)[seat]]
        assert list(layout.dealt_tiles(tiles, dealer)) == expected
        assert layout.dora_indicator_position(0) == layout.dora_positions[0]
        assert [layout.ura_indicator_position(i) for i in range(7)] == [
            layout.ura_positions[0] + 2 * i for i in range(7)
        ]
