"""What every view shows, decided once without Qt: the presentation model.

The window's table and strip (``gui/``) and the PNG renderer (``imaging/``)
draw from here, so they cannot disagree:

* :class:`OpenGame` is the game the window holds (a file, the demo, a typed
  seed or an MJ Arcade wall) plus labels that must stay visible next to it.
* :class:`HandScene` is one hand prepared for drawing: the replay, the table
  slot of every wall position (from ``core.walls.table``, never derived here),
  each seat's turn number for every draw, the dice, the tag and colours of
  every wall position (:meth:`HandScene.strip_look`).
* :class:`TableGeometry` places wall slots on the table in tile units (scaled
  by the tile width a renderer picks); :func:`turn` turns the bottom wall to
  another side; :func:`flow_cells` lays out the strip; :func:`meld_layout`
  says how a call lies.

The tile faces and colours live in :mod:`yamaviewer.core.replay.tile_style`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import NamedTuple

from yamaviewer.core.melds import Meld, MeldType
from yamaviewer.core.record import (
    YAKUMAN_HAN,
    DrawKind,
    DrawResult,
    Event,
    EventKind,
    GameRecord,
    HandRecord,
    WinResult,
)
from yamaviewer.core.replay import tile_style as style
from yamaviewer.core.replay.document import GameDocument, arcade_document, seed_document
from yamaviewer.core.replay.state import HandReplay, WallMark, WallUse
from yamaviewer.core.walls.layout import WallLayout
from yamaviewer.core.walls.table import (
    ARCADE_LAYOUT_ASSUMPTION,
    DICE_TOTAL_WHEN_UNKNOWN,
    Slot,
    TableLayout,
    tenhou_draw_index,
)
from yamaviewer.core.walls.tenhou import TenhouSeed
from yamaviewer.core.winds import WIND_LETTERS, seat_wind
from yamaviewer.core.wording import translatable


@dataclass(slots=True)
class OpenGame:
    """A game shown by the window and where it came from."""

    document: GameDocument
    title: str
    #: "file", "demo", "seed" or "arcade".
    source: str = "file"
    #: Labels shown with the game (assumptions, unverified modes).
    notes: tuple[str, ...] = ()
    path: Path | None = None
    #: The hands prepared so far: a cache, no part of what the game is.
    _scenes: dict[int, HandScene] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )

    def __post_init__(self) -> None:
        cut_short = self.document.game.cut_short  # said wherever the game's notes are
        if cut_short and cut_short not in self.notes:
            self.notes = (cut_short, *self.notes)

    @property
    def hand_count(self) -> int:
        return len(self.document.hands)

    def scene(self, index: int) -> HandScene:
        scene = self._scenes.get(index)
        if scene is None:
            scene = HandScene(self.document, index)
            self._scenes[index] = scene
        return scene


class HandScene:
    """One hand, ready to draw."""

    def __init__(self, document: GameDocument, index: int) -> None:
        self.index = index
        self.document = document
        self.hand: HandRecord = document.hands[index]
        self.layout: WallLayout = document.layout
        self.players = self.layout.players
        self.replay: HandReplay = document.replay(index)
        self.dice_known = self.hand.dice_known
        self.dice_total = (
            self.hand.dice[0] + self.hand.dice[1] + 2
            if self.dice_known
            else DICE_TOTAL_WHEN_UNKNOWN
        )
        self.table = TableLayout(self.players, self.dice_total, self.hand.dealer % self.players)

    @property
    def dice_faces(self) -> tuple[int, int]:
        """The two dice (1..6), or (0, 0) when the record has none."""
        return (self.hand.dice[0] + 1, self.hand.dice[1] + 1) if self.dice_known else (0, 0)

    @property
    def last_step(self) -> int:
        return len(self.replay.states) - 1

    def group_breaks(self) -> list[bool]:
        """For each draw index: does a new strip row start here (after the deal, the dead wall)?"""
        starts = (self.players * 13, self.size - self.layout.dead_wall_size)
        return [n in starts for n in range(self.size)]

    def wall_tag(self, position: int) -> str:
        """The short label of a wall position: E/S4/R1/D/K1/U1, '·' unused dead wall."""
        mark = self.replay.marks.get(position)
        if mark is None:
            return "·" if position in self.dead_wall_positions else ""
        use = mark.use
        if use is WallUse.DEAL:
            return self.seat_label(mark.seat)
        if use is WallUse.LIVE:
            return f"{self.seat_label(mark.seat)}{self.turns.get(position, mark.order)}"
        if use is WallUse.RINSHAN:
            return f"R{mark.order}"
        if use is WallUse.DORA:
            return "D"
        if use is WallUse.KAN_DORA:
            return f"K{mark.order - 1}"
        return f"U{mark.order}"

    def strip_look(self, position: int, step: int) -> StripLook:
        """How the strip shows wall position ``position`` at ``step``."""
        mark = self.replay.marks.get(position)
        look = StripLook(
            position=position,
            tile=self.wall[position],
            tag=self.wall_tag(position),
            current=self.replay.state(step).wall_position == position,
        )
        if mark is None:
            return look
        taken = mark.step <= step
        if mark.use in (WallUse.DEAL, WallUse.LIVE, WallUse.RINSHAN):
            seat_colour = style.SEAT_COLORS[mark.seat]
            if taken:
                look.bar = seat_colour
                look.tag_colour = style.RINSHAN if mark.use is WallUse.RINSHAN else seat_colour
            else:
                look.tag_colour = style.TAG_PENDING
            if mark.use is not WallUse.DEAL:
                look.step = mark.step
        else:
            look.tag_colour = style.DORA if taken else style.TAG_PENDING
        return look

    def strip_looks(self, step: int) -> list[StripLook]:
        """The whole strip at ``step``, in draw order (first tile dealt first)."""
        return [self.strip_look(self.position_at(n), step) for n in range(self.size)]

    @property
    def size(self) -> int:
        return self.layout.size

    @property
    def names(self) -> list[str]:
        return list(self.document.game.player_names)

    @property
    def red_fives(self) -> bool:
        return self.document.game.red_fives

    @property
    def wall(self) -> tuple[int | None, ...]:
        return self.replay.wall if self.replay.wall is not None else (None,) * self.size

    def draw_index(self, position: int) -> int:
        """Draw-order index (0 = first tile dealt) of Tenhou array position ``position``."""
        return tenhou_draw_index(position, self.players)

    def position_at(self, draw_index: int) -> int:
        return self.size - 1 - draw_index

    @cached_property
    def slots(self) -> dict[int, Slot]:
        """Table slot of every wall position, from the one module that knows the table."""
        return {a: self.table.slot(self.draw_index(a)) for a in range(self.size)}

    @cached_property
    def dead_wall_positions(self) -> frozenset[int]:
        return frozenset(range(self.layout.dead_wall_size))

    @cached_property
    def turns(self) -> dict[int, int]:
        """For each drawn position, the drawing seat's own draw count (its turn number)."""
        per_seat = [0, 0, 0, 0]
        turns: dict[int, int] = {}
        draws = [
            (mark.step, position, mark)
            for position, mark in self.replay.marks.items()
            if mark.use in (WallUse.LIVE, WallUse.RINSHAN)
        ]
        for _step, position, mark in sorted(draws):
            per_seat[mark.seat] += 1
            turns[position] = per_seat[mark.seat]
        return turns

    def mark(self, position: int, step: int) -> WallMark | None:
        return self.replay.taken_by(position, step)

    def seat_label(self, seat: int) -> str:
        return WIND_LETTERS[seat_wind(seat, self.hand.dealer, self.players)]

    def wind_of(self, seat: int) -> int:
        """Seat wind 0..3 (East = the dealer)."""
        return seat_wind(seat, self.hand.dealer, self.players)

    def is_taken(self, position: int, step: int) -> bool:
        mark = self.replay.taken_by(position, step)
        return mark is not None and mark.use in (WallUse.DEAL, WallUse.LIVE, WallUse.RINSHAN)

    @cached_property
    def mismatch_positions(self) -> frozenset[int]:
        """Wall positions where the verifier found another tile than the seed puts there."""
        check = self.document.hand_check(self.index)
        if check is None:
            return frozenset()
        return frozenset(m.position for m in check.mismatches if m.position is not None)

    def strip_tile_visible(
        self, position: int, step: int, reveal: bool, view_seat: int | None
    ) -> bool:
        """Is the tile at ``position`` face up for a viewer with these options?

        Indicators once shown are public; a dealt or drawn tile is seen by its
        seat (everyone, with all hands open); a tile still in the wall only when
        the wall is revealed and no seat's view is chosen.
        """
        mark = self.replay.taken_by(position, step)
        if mark is not None and mark.use in (WallUse.DORA, WallUse.KAN_DORA, WallUse.URA):
            return True
        if mark is not None:
            return view_seat is None or mark.seat == view_seat
        return reveal and view_seat is None

    def tiles_left(self, step: int) -> int:
        state = self.replay.state(step)
        return max(0, self.layout.live_draws_available(state.rinshan_drawn) - state.live_drawn)


@dataclass(slots=True)
class StripLook:
    """One wall position in the strip: tile, tag and colours (hex), click target."""

    position: int
    tile: int | None
    tag: str = ""
    tag_colour: str = style.TAG
    #: Seat colour bar under a taken tile (None = still in the wall).
    bar: str | None = None
    current: bool = False
    #: The step that drew it (None: dealt, an indicator, or unused).
    step: int | None = None


def flow_cells(group_breaks: Sequence[bool], columns: int) -> list[tuple[int, int]]:
    """(row, column) of each strip cell: ``columns`` a row, a new row at each group break."""
    places = []
    row = column = 0
    for group_break in group_breaks:
        if (group_break and column) or column >= columns:
            row += 1
            column = 0
        places.append((row, column))
        column += 1
    return places


# -- the table -------------------------------------------------------------------------


def turn(side: int, x: float, y: float) -> tuple[float, float]:
    """A point of the bottom side's frame turned to ``side`` (0 bottom, 1 right, 2 top, 3 left).

    The frame has its origin at the table's centre and y pointing down, as on
    screen; turning by one side is a quarter turn counter-clockwise on screen.
    """
    for _ in range(side % 4):
        x, y = y, -x
    return x, y


class TableGeometry(NamedTuple):
    """Sizes of the walls on the table, for a tile width a renderer picked.

    Whole pixels where it matters (tile height, the gap between the two tiles of a
    stack) are rounded here, so every renderer rounds the same way.
    """

    tile_w: float
    tile_h: float
    gap: float
    stacks: int

    @classmethod
    def for_tile_width(cls, tile_w: float, players: int) -> TableGeometry:
        return cls(
            tile_w=tile_w,
            tile_h=float(round(tile_w * style.TILE_ASPECT)),
            gap=float(max(1, round(0.08 * tile_w))),
            stacks=18 if players == 3 else 17,
        )

    @staticmethod
    def wall_units(players: int) -> float:
        """Half the table's wall square in tile widths (for picking a tile width)."""
        stacks = 18 if players == 3 else 17
        return (stacks + 2 * style.TILE_ASPECT + 0.08) / 2

    @property
    def depth(self) -> float:
        return 2 * self.tile_h + self.gap

    @property
    def inner(self) -> float:
        """Half the side of the square inside the walls."""
        return (self.stacks * self.tile_w - self.depth) / 2

    @property
    def outer(self) -> float:
        """Half the side of the square around the walls."""
        return self.inner + self.depth

    def slot_box(self, slot: Slot) -> tuple[float, float, float, float]:
        """(x, y, width, height) of a slot in its owner's (bottom) frame."""
        x = self.inner - (slot.stack + 1) * self.tile_w
        y = self.inner if slot.level == "top" else self.inner + self.tile_h + self.gap
        return x, y, self.tile_w, self.tile_h

    def break_x(self, stack: int) -> float:
        """x of the break line before ``stack`` on the break wall (bottom frame)."""
        return self.inner - stack * self.tile_w

    def screen_box(self, slot: Slot, side: int) -> tuple[float, float, float, float]:
        """(left, top, right, bottom) of a slot drawn on ``side``, centre at the origin."""
        x, y, w, h = self.slot_box(slot)
        corners = [turn(side, px, py) for px, py in ((x, y), (x + w, y + h))]
        xs = sorted(c[0] for c in corners)
        ys = sorted(c[1] for c in corners)
        return xs[0], ys[0], xs[1], ys[1]


# -- calls -------------------------------------------------------------------------------


def meld_layout(meld: Meld) -> list[tuple[int, bool, bool, int | None]]:
    """(tile, lies sideways, face up, tile stacked on it) left to right as the meld lies."""
    if meld.type is MeldType.KITA:
        return [(meld.tiles[0], False, True, None)]
    if meld.type is MeldType.CLOSED_KAN:
        tiles = sorted(meld.tiles)
        return [(t, False, i in (1, 2), None) for i, t in enumerate(tiles)]
    called = meld.called
    if meld.type is MeldType.ADDED_KAN:
        base = sorted(t for t in meld.tiles if t != meld.added)
    else:
        base = sorted(meld.tiles)
    own = [t for t in base if t != called]
    count = len(base)
    # Left player (offset 3) -> leftmost, across (2) -> second, right (1) -> rightmost.
    index = {3: 0, 2: 1, 1: count - 1}.get(meld.from_offset, 0)
    order: list[tuple[int, bool, bool, int | None]] = [(t, False, True, None) for t in own]
    stacked = meld.added if meld.type is MeldType.ADDED_KAN else None
    order.insert(index, (called if called is not None else base[0], True, True, stacked))
    return order


def meld_units(meld: Meld) -> float:
    """Length of a lying meld in tile widths."""
    return sum(style.TILE_ASPECT if sideways else 1.0 for _t, sideways, _f, _s in meld_layout(meld))


# -- games made without a file --------------------------------------------------------

DEMO_TITLE = translatable("OpenGame", "Demo game (built-in seed)")
DEMO_NOTE = translatable(
    "OpenGame",
    "A demo game that yamaviewer played out from its own seed. To see a real game: "
    "File > Open, drop a Tenhou log here, or paste a Tenhou URL (Ctrl+V).",
)
SEED_TITLE = translatable("OpenGame", "Tenhou seed")
ARCADE_TITLE = translatable("OpenGame", "MJ Arcade wall, UE %1")
SEED_NOTE = translatable(
    "OpenGame", "Hands dealt from a typed seed; no log, so nothing is verified."
)
DEAL_ONLY_NOTE = translatable("OpenGame", "Only the deal is shown (no draws).")
SEAT_NAME = translatable("OpenGame", "Seat %1")


def seat_names(players: int) -> list[str]:
    """Names for the seats of a game made without a log: Seat 1, Seat 2, ..."""
    return [SEAT_NAME.arg(seat + 1) for seat in range(players)]


def demo_game() -> OpenGame:
    """The built-in demo: the project's own seed, played out with calls, riichi and wins."""
    from yamaviewer.core.replay.demo import demo_document

    return OpenGame(demo_document(), DEMO_TITLE, "demo", (DEMO_NOTE,))


def seed_game(seed: str | TenhouSeed, players: int, hands: int, play_out: bool) -> OpenGame:
    """Browse the hands a Tenhou seed deals (raises ValueError for a bad seed).

    The seed is decoded once and each wall made once: the document holds them.
    """
    document = seed_document(
        seed,
        players=players,
        hands=hands,
        play_out=play_out,
        names=seat_names(4),
    )
    notes: tuple[str, ...] = (SEED_NOTE,)
    if not play_out:
        notes += (DEAL_ONLY_NOTE,)
    return OpenGame(document, SEED_TITLE, "seed", notes)


def arcade_game(wall: object) -> OpenGame:
    """An MJ Arcade wall as a one-hand game the table view can draw."""
    from yamaviewer.core.walls.arcade import UNVERIFIED_LABEL, ArcadeWall

    assert isinstance(wall, ArcadeWall)
    document = arcade_document(wall, seat_names(wall.players))
    notes: tuple[str, ...] = (ARCADE_LAYOUT_ASSUMPTION,)
    if not wall.verified:
        notes += (UNVERIFIED_LABEL,)
    notes += tuple(n for n in wall.notes if n != UNVERIFIED_LABEL)
    title = ARCADE_TITLE.arg(wall.ue)
    return OpenGame(document, title, "arcade", notes)


# -- results: what the result panel shows ------------------------------------------------

#: Tenhou yaku ids of the dora kinds, shown as tiles rather than as yaku lines.
YAKU_DORA, YAKU_URA, YAKU_AKA = 52, 53, 54


class WinSummary(NamedTuple):
    """One win laid out as Tenhou's viewer shows it, straight from the typed result."""

    win: WinResult
    #: The winner's concealed tiles without the winning tile, sorted; melds as they lie.
    concealed: tuple[int, ...]
    #: The calls, without the kita: sanma's nuki-dora are shown apart (Tenhou's 抜きドラ).
    melds: tuple[Meld, ...]
    #: (Tenhou yaku id, han) for every yaku, a yakuman counting 13.
    yaku: tuple[tuple[int, int], ...]
    #: The kita (nuki-dora) tiles the winner set aside, in the order taken.
    kita: tuple[int, ...] = ()

    @property
    def han(self) -> int:
        return sum(h for _, h in self.yaku) + sum(h for _, h in self.win.other_yaku)


class DrawSummary(NamedTuple):
    """A hand that ended without a win: its kind, the hands shown and the payments."""

    draw: DrawResult
    #: Nagashi mangan: the seats paid for it (the log names none: they are the seats
    #: its payments leave better off, as a nagashi mangan nets at least +4,000).
    nagashi: tuple[int, ...] = ()
    #: A triple ron abort: the seat whose discard (or added kan) three players won on.
    discarder: int | None = None


class Standing(NamedTuple):
    """One seat in the final standings (rank 1 first)."""

    rank: int
    seat: int
    score: int
    #: The uma/oka points the log carries (None when it carries none).
    points: float | None
    #: Chip lobbies: the seat's chips at the end (None elsewhere).
    chips: int | None = None


def result_summaries(scene: HandScene) -> list[WinSummary | DrawSummary]:
    """Every result of the hand in order (a double ron has two wins)."""
    summaries: list[WinSummary | DrawSummary] = []
    for step, event in enumerate(scene.hand.events, start=1):
        result = event.result
        if isinstance(result, DrawResult):
            summaries.append(_draw_summary(result, scene.hand.events[: step - 1]))
        elif isinstance(result, WinResult):
            seat = scene.replay.state(step).seats[result.winner]
            concealed = list(result.hand)
            if result.winning_tile in concealed:
                concealed.remove(result.winning_tile)
            yaku = tuple(result.yaku) + tuple((y, YAKUMAN_HAN) for y in result.yakuman)
            calls = tuple(m for m in seat.melds if m.type is not MeldType.KITA)
            kita = tuple(m.tiles[0] for m in seat.melds if m.type is MeldType.KITA)
            summaries.append(WinSummary(result, tuple(sorted(concealed)), calls, yaku, kita))
    return summaries


def _draw_summary(draw: DrawResult, before: Sequence[Event]) -> DrawSummary:
    """A draw with who it concerns: the nagashi mangan seats, the triple ron's discarder."""
    if draw.kind is DrawKind.NAGASHI_MANGAN:
        return DrawSummary(draw, nagashi=tuple(s for s, d in enumerate(draw.deltas) if d > 0))
    if draw.kind is DrawKind.TRIPLE_RON:
        offered = (e.seat for e in reversed(before) if e.kind in _OFFERS)
        return DrawSummary(draw, discarder=next(offered, None))
    return DrawSummary(draw)


#: What three players can win on: a discard, or a kan they rob.
_OFFERS = (EventKind.DISCARD, EventKind.CALL)


def final_standings(game: GameRecord, last_scores: Sequence[int]) -> list[Standing]:
    """The final standings: the log's ``owari`` when it has one, else the last scores.

    Ties rank the seat nearer the first dealer first, as Tenhou does.
    """
    players = game.player_count
    final = game.final_scores
    if final is not None and len(final) >= 2 * players:
        scores = [round(final[2 * s] * 100) for s in range(players)]
        points: list[float | None] = [final[2 * s + 1] for s in range(players)]
    else:
        scores = list(last_scores[:players])
        points = [None] * players
    order = sorted(range(players), key=lambda s: (-scores[s], s))
    chips = game.final_chips or []
    return [
        Standing(rank, s, scores[s], points[s], chips[s] if s < len(chips) else None)
        for rank, s in enumerate(order, start=1)
    ]
