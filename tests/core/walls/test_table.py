"""The physical table: break, dealing, dead wall; Tenhou and arcade placement."""

from __future__ import annotations

import pytest

from yamaviewer.core.walls.table import (
    ARCADE_LAYOUT_ASSUMPTION,
    Slot,
    TableError,
    TableLayout,
    arcade_draw_index,
    arcade_slot,
    dead_wall_roles,
    deal_plan,
    tenhou_draw_index,
    tenhou_slot,
)


@pytest.mark.parametrize(
    ("total", "wall"),
    [(5, 0), (9, 0), (2, 1), (6, 1), (10, 1), (3, 2), (7, 2), (11, 2), (4, 3), (8, 3), (12, 3)],
)
def test_dice_total_picks_the_wall_counter_clockwise_from_the_dealer(total: int, wall: int) -> None:
    layout = TableLayout(4, total, dealer_seat=0)
    assert layout.break_wall == wall
    assert layout.break_stack == total


def test_break_wall_seat_is_absolute() -> None:
    layout = TableLayout(4, 6, dealer_seat=2)  # the wall right of seat 2 is seat 3's
    assert layout.break_wall == 1
    assert layout.break_seat == 3


def test_dice_five_breaks_dealer_wall_five_stacks_from_the_right() -> None:
    layout = TableLayout(4, 5)
    assert layout.slot(0) == Slot(wall=0, seat=0, stack=5, level="top")
    assert layout.slot(1) == Slot(wall=0, seat=0, stack=5, level="bottom")
    assert layout.slot(2) == Slot(wall=0, seat=0, stack=6, level="top")
    # The last tile in draw order is the bottom of the stack just right of the break.
    assert layout.slot(135) == Slot(wall=0, seat=0, stack=4, level="bottom")
    assert "5 stacks from its right-hand end" in layout.describe_break()


def test_dealing_continues_clockwise_onto_the_previous_players_wall() -> None:
    layout = TableLayout(4, 5)
    # Stack 16 (the dealer's left end) is the 12th stack dealt (5 + 11).
    assert layout.slot(2 * 11) == Slot(wall=0, seat=0, stack=16, level="top")
    # Then stack 0 of the wall of the player on the dealer's left.
    assert layout.slot(2 * 12) == Slot(wall=3, seat=3, stack=0, level="top")


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("dealer", [0, 1, 2])
@pytest.mark.parametrize("total", range(2, 13))
def test_every_slot_is_used_once_and_draw_index_inverts_slot(
    players: int, dealer: int, total: int
) -> None:
    layout = TableLayout(players, total, dealer)
    slots = layout.slots()
    assert len(slots) == {3: 108, 4: 136}[players]
    assert len({(s.wall, s.stack, s.level) for s in slots}) == len(slots)
    for n, slot in enumerate(slots):
        assert layout.draw_index(slot) == n
        assert slot.seat == (dealer + slot.wall) % players


def test_deal_plan_gives_thirteen_distinct_tiles_each_and_dealer_a_fourteenth() -> None:
    plan = deal_plan(4)
    assert [len(h) for h in plan.hands] == [13, 13, 13, 13]
    dealt = [n for h in plan.hands for n in h]
    assert sorted(dealt) == list(range(52))
    assert plan.dealer_fourteenth == 52
    assert plan.next_live_draw == 53
    # Blocks of two stacks: the dealer's first four are the first two stacks.
    assert plan.hands[0][:4] == (0, 1, 2, 3)
    assert plan.hands[1][:4] == (4, 5, 6, 7)


def test_chonchon_dealer_takes_first_and_fifth_of_the_last_five() -> None:
    plan = deal_plan(4)
    last_five = range(48, 53)
    owners = []
    for n in last_five:
        owner = [s for s, h in enumerate(plan.hands) if n in h]
        owners.append(owner[0] if owner else "dealer-14th")
    assert owners == [0, 1, 2, 3, "dealer-14th"]


def test_dead_wall_is_the_seven_stacks_right_of_the_break() -> None:
    layout = TableLayout(4, 5)
    dead = dead_wall_roles(4)
    slots = {layout.slot(n) for n in dead.dead_wall}
    assert {(s.wall, s.stack) for s in slots} == {
        (0, 4),
        (0, 3),
        (0, 2),
        (0, 1),
        (0, 0),
        (1, 16),
        (1, 15),
    }
    # Dora indicator: top of the 3rd stack from the break.
    assert layout.slot(dead.dora_indicators[0]) == Slot(0, 0, 2, "top")
    assert layout.slot(dead.ura_indicators[0]) == Slot(0, 0, 2, "bottom")
    # Rinshan: the stack next to the break, top first.
    assert layout.slot(dead.rinshan[0]) == Slot(0, 0, 4, "top")
    assert layout.slot(dead.rinshan[1]) == Slot(0, 0, 4, "bottom")
    # The last live tile sits next to the far end of the dead wall.
    assert layout.slot(dead.haitei) == Slot(1, 1, 14, "bottom")


def test_small_dice_total_wraps_the_dead_wall_onto_the_next_wall() -> None:
    layout = TableLayout(4, 2)  # right-hand player's wall, 2 stacks from its right end
    dead = dead_wall_roles(4)
    assert layout.slot(dead.rinshan[0]) == Slot(1, 1, 1, "top")
    # 3rd stack from the break: past the corner, the left end of the across wall.
    assert layout.slot(dead.dora_indicators[0]) == Slot(2, 2, 16, "top")


# -- Tenhou placement (REFERENCE section 3) ------------------------------------------


def test_tenhou_hands_follow_the_reference_table() -> None:
    plan = deal_plan(4)
    for k in range(4):
        expected = [135 - 4 * k - j for j in range(4)]
        expected += [119 - 4 * k - j for j in range(4)]
        expected += [103 - 4 * k - j for j in range(4)]
        expected += [87 - k]
        assert [tenhou_draw_index(a, 4) for a in expected] == list(plan.hands[k])
    assert tenhou_draw_index(83, 4) == plan.dealer_fourteenth


def test_tenhou_dead_wall_follows_the_reference_table() -> None:
    dead = dead_wall_roles(4)
    assert dead.dora_indicators[0] == tenhou_draw_index(5, 4)
    assert dead.dora_indicators[1:] == tuple(tenhou_draw_index(a, 4) for a in (7, 9, 11, 13))
    assert dead.ura_indicators[0] == tenhou_draw_index(4, 4)
    assert dead.rinshan == tuple(tenhou_draw_index(a, 4) for a in (1, 0, 3, 2))
    assert dead.haitei == tenhou_draw_index(14, 4)


def test_tenhou_sanma_follows_the_reference_table() -> None:
    plan = deal_plan(3)
    for k in range(3):
        expected = [base - 4 * k - j for base in (107, 95, 83) for j in range(4)] + [71 - k]
        assert [tenhou_draw_index(a, 3) for a in expected] == list(plan.hands[k])
    assert tenhou_draw_index(68, 3) == plan.dealer_fourteenth
    dead = dead_wall_roles(3)
    assert dead.dora_indicators[0] == tenhou_draw_index(9, 3)
    assert dead.dora_indicators[1:] == tuple(tenhou_draw_index(a, 3) for a in (11, 13, 15, 17))
    assert dead.ura_indicators[0] == tenhou_draw_index(8, 3)
    assert dead.rinshan == tuple(tenhou_draw_index(a, 3) for a in (1, 0, 3, 2, 5, 4, 7, 6))


def test_tenhou_slot_places_the_array_on_the_table() -> None:
    # y[135] is the top of the first stack dealt; y[5] the dora indicator.
    assert tenhou_slot(135, 4, 5, 0) == Slot(0, 0, 5, "top")
    assert tenhou_slot(134, 4, 5, 0) == Slot(0, 0, 5, "bottom")
    assert tenhou_slot(5, 4, 5, 0) == Slot(0, 0, 2, "top")
    assert tenhou_slot(1, 4, 5, 0) == Slot(0, 0, 4, "top")
    # Dealer in seat 1, dice 7: across from the dealer is seat 3.
    assert tenhou_slot(135, 4, 7, 1) == Slot(2, 3, 7, "top")


def test_three_player_table_has_three_walls_of_eighteen() -> None:
    layout = TableLayout(3, 5)
    assert layout.stacks_per_wall == 18
    assert layout.break_wall == 1  # counted over three players: 1 dealer, 2 right, 3 left, 4 dealer
    assert {s.wall for s in layout.slots()} == {0, 1, 2}
    assert {s.stack for s in layout.slots()} == set(range(18))


# -- arcade placement -------------------------------------------------------------------


def test_arcade_assumption_is_one_named_mapping() -> None:
    assert "ASSUMPTION" in ARCADE_LAYOUT_ASSUMPTION
    assert "unconfirmed" in ARCADE_LAYOUT_ASSUMPTION
    assert [arcade_draw_index(p, 4) for p in range(136)] == list(range(136))
    assert arcade_slot(0, 4, 5) == TableLayout(4, 5).slot(0)


# -- errors -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "total", "dealer"), [(2, 5, 0), (4, 1, 0), (4, 13, 0), (4, 5, 4), (3, 5, 3)]
)
def test_impossible_tables_are_refused(players: int, total: int, dealer: int) -> None:
    with pytest.raises(TableError):
        TableLayout(players, total, dealer)


def test_out_of_range_indices_are_refused() -> None:
    with pytest.raises(TableError):
        TableLayout(4, 5).slot(136)
    with pytest.raises(TableError):
        tenhou_draw_index(-1, 4)
    with pytest.raises(TableError):
        arcade_draw_index(108, 3)


def test_the_older_dead_wall_swaps_top_and_bottom() -> None:
    """Tenhou before 2010: dora on the bottom tile, ura above it, replacements bottom first."""
    today, older = dead_wall_roles(4), dead_wall_roles(4, legacy=True)
    assert today.dora_indicators == older.ura_indicators
    assert today.ura_indicators == older.dora_indicators
    assert older.rinshan == (135, 134, 133, 132) and today.rinshan == (134, 135, 132, 133)
    table = TableLayout(4, 5)
    assert table.slot(older.dora_indicators[0]).level == "bottom"
    assert table.slot(today.dora_indicators[0]).level == "top"
    assert older.dead_wall == today.dead_wall
