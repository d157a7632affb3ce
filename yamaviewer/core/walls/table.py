"""The physical mahjong table: the ONE place that knows where a tile lies.

Every wall source (Tenhou, SEGA MJ Arcade, Mahjong Soul, ...) ends up as a
sequence of tiles in *draw order*; this module turns a draw-order index into a
place on the table a GUI can draw, and knows which indices are the starting
hands, the dead wall, the dora indicators and the replacement (rinshan) tiles.

Conventions (REFERENCE section 8, 4 players):

* 4 walls x 17 stacks x 2 tiles.  Each player has the wall in front of them.
* Walls and seats are numbered in turn order (counter-clockwise seen from
  above).  ``wall`` in a :class:`Slot` is the wall owner's seat *relative to the
  dealer*: 0 = dealer, 1 = the dealer's right (next to play), 2 = across,
  3 = the dealer's left.  ``seat`` is the same owner as an absolute seat
  (0 = the East-1 seat, as in Tenhou logs), ``(dealer_seat + wall) % players``.
* ``stack`` counts 0..16 along a wall from its owner's **right-hand end**
  (stack 0 is the stack at the owner's right; stack 16 at their left).  The
  owner's right-hand end touches the left-hand end (stack 16) of the next
  player's wall in turn order; their left-hand end touches stack 0 of the
  previous player's wall.
* The dice total is counted counter-clockwise from the dealer (dealer = 1):
  5/9 dealer, 2/6/10 right, 3/7/11 across, 4/8/12 left.  The break is made
  ``total`` stacks from the right-hand end of that wall, so stacks
  ``0 .. total-1`` lie right of the break (they start the dead wall) and stack
  ``total`` is the first stack dealt.
* Dealing runs clockwise from the break, i.e. towards higher stack indices on
  the break wall and then on to stack 0 of the previous player's wall.  Within a
  stack the top tile is taken first.  So draw-order index ``n`` is stack
  ``n // 2`` counted from the break in dealing direction, top when ``n`` is even.
* The dead wall is the last 7 stacks in that order, i.e. the 7 stacks right of
  the break; "dead stack d" (d = 1..7) is the d-th stack from the break on that
  side.  Rinshan tiles: top then bottom of dead stack 1, then of dead stack 2.
  Dora indicator: top of dead stack 3; kan-dora: tops of dead stacks 4..7;
  ura-dora: the bottoms of the same stacks.

Tenhou (fact established from Tenhou's own data): the shuffled array ``y``
read from ``y[135]`` downward *is* this draw order, so array index ``a`` is
draw index ``n = 135 - a``: ``y[135]`` top of the first stack, ``y[134]`` its
bottom, ``y[1]``/``y[0]`` top/bottom of dead stack 1, ``y[5]`` the dora
indicator.  :func:`tenhou_slot` applies that.

Three players (our choice, documented here because there is no single real
convention): 3 walls x 18 stacks (each player builds 18 stacks, 108 tiles),
one in front of each of the three players (relative walls 0, 1, 2 in turn
order), treated as one ring exactly like the 4-player table; the empty fourth
side of the table has no wall.  The dice total picks the
wall by counting the three players counter-clockwise from the dealer
(``(total - 1) % 3``).  The dead-wall roles follow Tenhou's sanma layout:
rinshan and kita replacement tiles are dead stacks 1..4 (8 tiles), the dora
indicator is the top of dead stack 5, kan-dora the tops of dead stacks 6..9
(stacks 8 and 9 are still live at the start; they join the dead wall as
replacement tiles are drawn).

SEGA MJ Arcade: where array position ``pos`` of SEGA's shuffled array lies on
the table is NOT known.  The single assumption lives in
:func:`arcade_draw_index`; every output shows :data:`ARCADE_LAYOUT_ASSUMPTION`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import cache
from typing import Literal, NamedTuple

from yamaviewer.core.wording import translatable

Level = Literal["top", "bottom"]

#: Stacks in one player's wall, by number of players.
STACKS_PER_WALL = {4: 17, 3: 18}
#: Tiles on the table at the start of a hand, by number of players.
TILE_COUNTS = {4: 136, 3: 108}
#: Stacks in the dead wall at the start of a hand.
DEAD_WALL_STACKS = 7
#: Dice total used to place a wall on the table when the record has no dice
#: (tenhou.net/6 JSON): 5 breaks the dealer's own wall.  Only the picture
#: depends on it; every output that uses it says the dice are unknown.
DICE_TOTAL_WHEN_UNKNOWN = 5
#: Names of the walls relative to the dealer, for labels.
_DEALER = translatable("Table", "dealer")
_RIGHT = translatable("Table", "player right of the dealer")
_ACROSS = translatable("Table", "player across")
_LEFT = translatable("Table", "player left of the dealer")
RELATIVE_WALL_NAMES = {4: (_DEALER, _RIGHT, _ACROSS, _LEFT), 3: (_DEALER, _RIGHT, _LEFT)}
BREAK_SENTENCE = translatable(
    "Table",
    "dice total %1: break in the wall of the %2 (seat %3), %4 stacks from its right-hand end",
)

#: Label every arcade output must show next to anything placed on the table.
ARCADE_LAYOUT_ASSUMPTION = translatable(
    "CoreLabels",
    "ASSUMPTION (unconfirmed): SEGA's array position p is taken as the p-th tile in "
    "physical dealing order from the break (p = 0 top of the first stack dealt, p = 1 its "
    "bottom, ...; the last 14 positions are the dead wall). Hands, dora and the table "
    "picture depend on this; the wall array and dice themselves are SEGA's.",
)


class WallUse(str, Enum):
    """What a wall position was used for in a hand: the one vocabulary of the
    replay's marks and every picture of the wall (ura covers kan-ura too)."""

    DEAL = "deal"
    LIVE = "live"
    RINSHAN = "rinshan"
    DORA = "dora"
    KAN_DORA = "kan-dora"
    URA = "ura"


class TableError(ValueError):
    """Impossible table parameters (player count, dice total, seat, index)."""


class Slot(NamedTuple):
    """Where one tile lies on the table.

    ``wall``: seat of the wall's owner relative to the dealer (0 = dealer, then
    turn order).  ``seat``: the same owner as an absolute seat.  ``stack``:
    0-based, counted from the owner's right-hand end.  ``level``: top or bottom
    tile of the stack.
    """

    wall: int
    seat: int
    stack: int
    level: Level


class DeadWallRoles(NamedTuple):
    """Draw-order indices of the special tiles of the dead wall."""

    rinshan: tuple[int, ...]
    dora_indicators: tuple[int, ...]
    ura_indicators: tuple[int, ...]
    dead_wall: tuple[int, ...]
    haitei: int


class DealPlan(NamedTuple):
    """Draw-order indices dealt to each seat (relative to the dealer)."""

    hands: tuple[tuple[int, ...], ...]
    #: The dealer's 14th tile: physically the "fifth" tile of the chonchon, the
    #: same tile Tenhou calls the first live draw.
    dealer_fourteenth: int
    #: Draw index of the first tile the second player draws.
    next_live_draw: int


def _check_players(players: int) -> None:
    if players not in STACKS_PER_WALL:
        raise TableError(f"a table has 3 or 4 players, not {players}")


def tile_count(players: int) -> int:
    _check_players(players)
    return TILE_COUNTS[players]


def deal_plan(players: int) -> DealPlan:
    """Physical dealing: 4 tiles (2 stacks) each for 3 rounds, then 1 each.

    The dealer then takes one more: physically the dealer's last two tiles are
    the "first and fifth" of the final five (chonchon), so the dealer's 14th
    tile is draw index ``12 * players + players``.  That is the same tile
    Tenhou records as the dealer's first draw, so physical and Tenhou deals
    agree tile for tile.
    """
    _check_players(players)
    hands: list[list[int]] = [[] for _ in range(players)]
    n = 0
    for _round in range(3):
        for seat in range(players):
            hands[seat].extend(range(n, n + 4))
            n += 4
    for seat in range(players):
        hands[seat].append(n)
        n += 1
    return DealPlan(
        hands=tuple(tuple(h) for h in hands),
        dealer_fourteenth=n,
        next_live_draw=n + 1,
    )


@cache
def dead_wall_roles(players: int, legacy: bool = False) -> DeadWallRoles:
    """Draw-order indices of rinshan, dora and ura tiles (see module docstring).

    ``legacy`` is Tenhou's dead wall before its 2009/2010 change (per-hand keys
    and the 2009 seed format, REFERENCE sections 2 and 3): the same stacks with
    top and bottom swapped, so the dora indicator is a bottom tile, ura the
    top above it, and replacement tiles are taken bottom first.
    """
    total = tile_count(players)
    stacks = total // 2
    upper, lower = (1, 0) if legacy else (0, 1)

    def top(dead_stack: int) -> int:
        return 2 * (stacks - dead_stack) + upper

    def bottom(dead_stack: int) -> int:
        return 2 * (stacks - dead_stack) + lower

    rinshan_stacks = 2 if players == 4 else 4
    first_dora_stack = rinshan_stacks + 1
    rinshan = tuple(i for d in range(1, rinshan_stacks + 1) for i in (top(d), bottom(d)))
    dora_stacks = range(first_dora_stack, first_dora_stack + 5)
    return DeadWallRoles(
        rinshan=rinshan,
        dora_indicators=tuple(top(d) for d in dora_stacks),
        ura_indicators=tuple(bottom(d) for d in dora_stacks),
        dead_wall=tuple(range(total - 2 * DEAD_WALL_STACKS, total)),
        haitei=total - 2 * DEAD_WALL_STACKS - 1,
    )


@dataclass(frozen=True, slots=True)
class TableLayout:
    """The table for one hand: players, dice total and dealer fix every slot."""

    players: int
    dice_total: int
    dealer_seat: int = 0

    def __post_init__(self) -> None:
        _check_players(self.players)
        if not 2 <= self.dice_total <= 12:
            raise TableError(f"a dice total is 2..12, not {self.dice_total}")
        if not 0 <= self.dealer_seat < self.players:
            raise TableError(f"dealer seat must be 0..{self.players - 1}, not {self.dealer_seat}")

    @property
    def stacks_per_wall(self) -> int:
        return STACKS_PER_WALL[self.players]

    @property
    def tile_count(self) -> int:
        return TILE_COUNTS[self.players]

    @property
    def break_wall(self) -> int:
        """Wall (relative to the dealer) in which the break is made."""
        return (self.dice_total - 1) % self.players

    @property
    def break_seat(self) -> int:
        """Absolute seat owning the break wall."""
        return (self.dealer_seat + self.break_wall) % self.players

    @property
    def break_stack(self) -> int:
        """Stacks between the break and the owner's right-hand end.

        Equals the index of the first stack dealt on the break wall.
        """
        return self.dice_total

    def describe_break(self) -> str:
        owner = RELATIVE_WALL_NAMES[self.players][self.break_wall]
        return BREAK_SENTENCE.arg(self.dice_total, owner, self.break_seat, self.break_stack)

    def slot(self, n: int) -> Slot:
        """Slot of draw-order index ``n`` (0 = top of the first stack dealt)."""
        if not 0 <= n < self.tile_count:
            raise TableError(f"draw index {n} is outside 0..{self.tile_count - 1}")
        per_wall = self.stacks_per_wall
        along = self.break_stack + n // 2
        wall = (self.break_wall - along // per_wall) % self.players
        return Slot(
            wall=wall,
            seat=(self.dealer_seat + wall) % self.players,
            stack=along % per_wall,
            level="top" if n % 2 == 0 else "bottom",
        )

    def draw_index(self, slot: Slot) -> int:
        """Inverse of :meth:`slot` (``seat`` is ignored; ``wall`` decides)."""
        per_wall = self.stacks_per_wall
        if not (0 <= slot.wall < self.players and 0 <= slot.stack < per_wall):
            raise TableError(f"{slot} is not on a {self.players}-player table")
        walls_back = (self.break_wall - slot.wall) % self.players
        along = walls_back * per_wall + slot.stack - self.break_stack
        along %= per_wall * self.players
        return 2 * along + (0 if slot.level == "top" else 1)

    def slots(self) -> list[Slot]:
        """All slots in draw order (index = draw-order index)."""
        return [self.slot(n) for n in range(self.tile_count)]


def tenhou_draw_index(array_index: int, players: int) -> int:
    """Draw-order index of Tenhou array index ``y[array_index]`` (``y[N-1]`` first)."""
    total = tile_count(players)
    if not 0 <= array_index < total:
        raise TableError(f"Tenhou array index {array_index} is outside 0..{total - 1}")
    return total - 1 - array_index


def tenhou_slot(array_index: int, players: int, dice_total: int, dealer_seat: int) -> Slot:
    """Table slot of Tenhou's ``y[array_index]`` for a hand with this dice total and dealer.

    Tenhou itself always deals from ``y[N-1]`` whatever the dice show; this
    places that deal on a physical table as if the break had been made by the
    dice, which is how a player at a real table would see the same hand.
    """
    layout = TableLayout(players, dice_total, dealer_seat)
    return layout.slot(tenhou_draw_index(array_index, players))


def arcade_draw_index(position: int, players: int) -> int:
    """Draw-order index of SEGA MJ Arcade array position ``position``.

    ASSUMPTION (unconfirmed, see :data:`ARCADE_LAYOUT_ASSUMPTION`): SEGA's
    array is in dealing order from the break, position 0 first.  Nothing SEGA
    published says where a position lies on the table; this is the simplest
    reading of an array that is shuffled in place and then dealt.  Change it
    here, and only here, when real data shows otherwise.
    """
    total = tile_count(players)
    if not 0 <= position < total:
        raise TableError(f"arcade array position {position} is outside 0..{total - 1}")
    return position


def arcade_slot(position: int, players: int, dice_total: int, dealer_seat: int = 0) -> Slot:
    """Table slot of SEGA array position ``position`` under the labelled assumption."""
    layout = TableLayout(players, dice_total, dealer_seat)
    return layout.slot(arcade_draw_index(position, players))
