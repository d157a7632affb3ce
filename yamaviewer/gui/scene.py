"""What the views show, gathered from the core in one Qt-free place.

:class:`OpenGame` is the game the window holds (a file, the demo, a typed seed
or an MJ Arcade wall) plus labels that must stay visible next to it.
:class:`HandScene` is one hand of it prepared for drawing: the replay, the
table slot of every wall position (from ``core.walls.table``, never derived
here) and each seat's turn number for every draw.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from yamaviewer.core.document import GameDocument, arcade_document, seed_document
from yamaviewer.core.record import HandRecord
from yamaviewer.core.replay import HandReplay, WallMark, WallUse
from yamaviewer.core.walls.layout import WallLayout
from yamaviewer.core.walls.table import (
    ARCADE_LAYOUT_ASSUMPTION,
    DICE_TOTAL_WHEN_UNKNOWN,
    Slot,
    TableLayout,
    tenhou_draw_index,
)
from yamaviewer.core.walls.tenhou import TenhouSeed

WIND_LETTERS = "ESWN"


@dataclass
class OpenGame:
    """A game shown by the window and where it came from."""

    document: GameDocument
    title: str
    #: "file", "demo", "seed" or "arcade".
    source: str = "file"
    #: Labels shown with the game (assumptions, unverified modes).
    notes: tuple[str, ...] = ()
    path: Path | None = None
    _scenes: dict[int, HandScene] = field(default_factory=dict)

    @property
    def hand_count(self) -> int:
        return len(self.document.hands)

    def scene(self, index: int) -> HandScene:
        scene = self._scenes.get(index)
        if scene is None:
            scene = HandScene(self, index)
            self._scenes[index] = scene
        return scene


class HandScene:
    """One hand, ready to draw."""

    def __init__(self, game: OpenGame, index: int) -> None:
        self.game = game
        self.index = index
        document = game.document
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
        return WIND_LETTERS[(seat - self.hand.dealer) % self.players]

    def wind_of(self, seat: int) -> int:
        """Seat wind 0..3 (East = the dealer)."""
        return (seat - self.hand.dealer) % self.players

    def is_indicator_shown(self, position: int, step: int) -> bool:
        mark = self.replay.taken_by(position, step)
        return mark is not None and mark.use in (WallUse.DORA, WallUse.KAN_DORA, WallUse.URA)

    def is_taken(self, position: int, step: int) -> bool:
        mark = self.replay.taken_by(position, step)
        return mark is not None and mark.use in (WallUse.DEAL, WallUse.LIVE, WallUse.RINSHAN)

    def tiles_left(self, step: int) -> int:
        state = self.replay.state(step)
        return max(0, self.layout.live_draws_available(state.rinshan_drawn) - state.live_drawn)


# -- games made without a file --------------------------------------------------------


def demo_game() -> OpenGame:
    """The built-in demo: the project's own seed, every seat discarding what it draws."""
    from yamaviewer.core.demo import demo_seed_text

    return OpenGame(seed_document(demo_seed_text()), "Demo game (built-in seed)", "demo")


def seed_game(seed: str | TenhouSeed, players: int, hands: int, play_out: bool) -> OpenGame:
    """Browse the hands a Tenhou seed deals (raises ValueError for a bad seed)."""
    document = seed_document(
        seed,
        players=players,
        hands=hands,
        play_out=play_out,
        names=["Seat 1", "Seat 2", "Seat 3", "Seat 4"],
    )
    notes: tuple[str, ...] = ("Hands dealt from a typed seed; no log, so nothing is verified.",)
    if not play_out:
        notes += ("Only the deal is shown (no draws).",)
    if document.verification is not None:
        notes += tuple(document.verification.notes)
    return OpenGame(document, "Tenhou seed", "seed", notes)


def arcade_game(wall: object) -> OpenGame:
    """An MJ Arcade wall as a one-hand game the table view can draw."""
    from yamaviewer.core.walls.arcade import UNVERIFIED_LABEL, ArcadeWall

    assert isinstance(wall, ArcadeWall)
    document = arcade_document(wall)
    notes: tuple[str, ...] = (ARCADE_LAYOUT_ASSUMPTION,)
    if not wall.verified:
        notes += (UNVERIFIED_LABEL,)
    notes += tuple(n for n in wall.notes if n != UNVERIFIED_LABEL)
    title = f"MJ Arcade wall, UE {wall.ue}"
    return OpenGame(document, title, "arcade", notes)
