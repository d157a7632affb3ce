"""The game record model every format reads into and every view works from.

A record is what a log says happened: who sat where, each hand's deal and
events.  The mjlog and tenhou.net/6 readers produce it; the verifier, the
replay, the writers, the CLI and the GUI consume it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum
from typing import NamedTuple

from yamaviewer.core.melds import Meld

ROUND_NAMES_EN = ("East", "South", "West", "North")


class EventKind(IntEnum):
    DRAW = 0
    DISCARD = 1
    CALL = 2
    DORA = 3
    RIICHI = 4
    AGARI = 5
    RYUUKYOKU = 6
    DISCONNECT = 7
    RECONNECT = 8


class Event(NamedTuple):
    """One thing that happened in a hand.

    ``tile`` is the tile id for draws, discards and new dora indicators, the
    riichi step (1 = declared, 2 = accepted) for RIICHI, and -1 otherwise.
    ``meld`` is set for CALL, ``attrs`` for AGARI / RYUUKYOKU.
    """

    kind: EventKind
    seat: int
    tile: int
    meld: Meld | None = None
    attrs: dict[str, str] | None = None


@dataclass(slots=True)
class HandRecord:
    """One hand: its start (INIT in mjlog) and everything that happened in it."""

    index: int  # 0-based position in the game
    round: int  # 0..15 = East 1 .. North 4
    honba: int
    riichi_sticks: int
    dice: tuple[int, int]  # 0-based
    dora_indicator: int
    dealer: int
    scores: list[int]  # in hundreds of points, as INIT ten
    haipai: list[list[int]]  # per seat, in deal order
    events: list[Event] = field(default_factory=list)
    #: Indices into ``events`` of everything but draws and discards.
    special_steps: list[int] = field(default_factory=list)
    #: True when a kan or kita made someone draw from the dead wall.
    has_replacement: bool = False
    #: False for records that do not carry the dice (tenhou.net/6 JSON).
    dice_known: bool = True
    #: True when ``haipai`` lists each seat's tiles in deal order (mjlog), so
    #: their wall positions are known even without a seed.
    haipai_in_deal_order: bool = True

    @property
    def label(self) -> str:
        """'East 1, 0 honba' style name of the hand."""
        return f"{ROUND_NAMES_EN[self.round // 4 % 4]} {self.round % 4 + 1}, {self.honba} honba"

    @property
    def results(self) -> list[Event]:
        return [e for e in self.events if e.kind in (EventKind.AGARI, EventKind.RYUUKYOKU)]


@dataclass(slots=True)
class GameRecord:
    """A game as a record format describes it (mjlog or tenhou.net/6 JSON)."""

    shuffle_seed: str | None
    game_type: int
    lobby: int
    player_names: list[str]
    dan: list[int]
    rate: list[float]
    sex: list[str]
    hands: list[HandRecord]
    reference: str = ""
    source_name: str = ""
    #: Present on the final result of a complete game.
    final_scores: list[float] | None = None

    @property
    def player_count(self) -> int:
        return 3 if self.game_type & 0x10 else 4

    @property
    def red_fives(self) -> bool:
        """Tenhou's GO type bit 0x02 means *no* red fives."""
        return not self.game_type & 0x02
