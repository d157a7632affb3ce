"""The game record model every format reads into and every view works from.

A record is what a log says happened: who sat where, each hand's deal and
events.  The mjlog and tenhou.net/6 readers produce it; the verifier, the
replay, the writers, the CLI and the GUI consume it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum, IntEnum, IntFlag
from functools import lru_cache
from typing import NamedTuple

from yamaviewer.core.melds import Meld
from yamaviewer.core.native import accelerator
from yamaviewer.core.winds import hand_name


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


class GameType(IntFlag):
    """Tenhou's GO ``type`` bits (REFERENCE section 4): the one home for game-type flags."""

    HUMAN = 0x01
    NO_RED = 0x02
    NO_KUITAN = 0x04
    HANCHAN = 0x08
    SANMA = 0x10
    TOKUJOU = 0x20
    FAST = 0x40
    JOUKYUU = 0x80


class Limit(str, Enum):
    """A limit hand's name; a hand scored by fu and han has none (``None``)."""

    MANGAN = "mangan"
    HANEMAN = "haneman"
    BAIMAN = "baiman"
    SANBAIMAN = "sanbaiman"
    YAKUMAN = "yakuman"


_SANMA_BIT = int(GameType.SANMA)

#: Han a yakuman counts for in ``WinResult.han`` (each yakuman of a multiple one).
YAKUMAN_HAN = 13


class WinResult(NamedTuple):
    """One win (a double ron has two), as the log scores it.

    Seats are 0-based; ``from_seat`` is the winner's own seat for a tsumo.
    Points, deltas and scores are in points (not hundreds).  ``yaku`` holds
    (Tenhou yaku id, han) pairs as the log lists them, dora included;
    ``yakuman`` the ids of the yakuman (13 han each).
    """

    winner: int
    from_seat: int
    fu: int
    points: int
    limit: Limit | None
    yaku: tuple[tuple[int, int], ...]
    yakuman: tuple[int, ...]
    #: Dora and ura-dora indicator tile ids shown at this win (ura only for riichi).
    dora: tuple[int, ...]
    ura: tuple[int, ...]
    #: Score change of every seat (4 entries; seat 3 is 0 in a 3-player game).
    deltas: tuple[int, ...]
    #: Every seat's score just before this win was paid.
    scores_before: tuple[int, ...]
    #: The seat liable for the yakuman (pao), when another player is.
    pao: int | None = None
    #: The winner's closed tiles including the winning tile, and the winning tile.
    hand: tuple[int, ...] = ()
    winning_tile: int | None = None
    #: Chip (祝儀) lobbies: every seat's chips before the win and their change (4
    #: entries each; empty elsewhere), and the chip items as (Tenhou yaku id, count).
    chips_before: tuple[int, ...] = ()
    chip_deltas: tuple[int, ...] = ()
    chip_items: tuple[tuple[int, int], ...] = ()
    #: (name as the log writes it, han) for yaku named in words no table knows
    #: (third-party editors): kept as text so the result still shows them.
    other_yaku: tuple[tuple[str, int], ...] = ()

    @property
    def tsumo(self) -> bool:
        return self.from_seat == self.winner

    @property
    def han(self) -> int:
        """The sum of the yaku's han, a yakuman counting 13 each."""
        named = sum(h for _, h in self.yaku) + sum(h for _, h in self.other_yaku)
        return named + YAKUMAN_HAN * len(self.yakuman)

    @property
    def scores_after(self) -> tuple[int, ...]:
        return tuple(s + d for s, d in zip(self.scores_before, self.deltas, strict=True))


class DrawKind(str, Enum):
    """How a hand ended without a win (an abort or the wall running out)."""

    EXHAUSTIVE = "exhaustive"
    NINE_TERMINALS = "nine-terminals"
    FOUR_RIICHI = "four-riichi"
    TRIPLE_RON = "triple-ron"
    FOUR_KANS = "four-kans"
    FOUR_WINDS = "four-winds"
    NAGASHI_MANGAN = "nagashi-mangan"


class DrawResult(NamedTuple):
    """A hand that ended without a win; scores in points.

    ``revealed`` holds the hands the log shows (the tenpai seats at an
    exhaustive draw, the declarer of nine terminals ...), seat -> tile ids.
    """

    kind: DrawKind
    deltas: tuple[int, ...]
    scores_before: tuple[int, ...]
    revealed: tuple[tuple[int, tuple[int, ...]], ...] = ()
    #: Chip lobbies: chips before and their change per seat (empty elsewhere).
    chips_before: tuple[int, ...] = ()
    chip_deltas: tuple[int, ...] = ()

    @property
    def tenpai(self) -> tuple[int, ...]:
        """Seats shown tenpai (only an exhaustive draw or nagashi mangan says so)."""
        if self.kind not in (DrawKind.EXHAUSTIVE, DrawKind.NAGASHI_MANGAN):
            return ()
        return tuple(seat for seat, _ in self.revealed)

    @property
    def scores_after(self) -> tuple[int, ...]:
        return tuple(s + d for s, d in zip(self.scores_before, self.deltas, strict=True))


HandResult = WinResult | DrawResult


class Event(NamedTuple):
    """One thing that happened in a hand.

    ``tile`` is the tile id for draws, discards and new dora indicators, the
    riichi step (1 = declared, 2 = accepted) for RIICHI, and -1 otherwise.
    ``meld`` is set for CALL, ``result`` for AGARI (a WinResult) and
    RYUUKYOKU (a DrawResult).
    """

    kind: EventKind
    seat: int
    tile: int
    meld: Meld | None = None
    result: HandResult | None = None


def tiles_of_kind_python(events: list[Event], kind: EventKind) -> list[int]:
    """The tiles of the events of one kind, in order: the extension's twin."""
    return [e[2] for e in events if e[0] is kind]


#: ``tiles_of_kind``, in C when the extension is built (chosen once, here).
tiles_of_kind = accelerator.tiles_of_kind if accelerator is not None else tiles_of_kind_python


#: A hand's name, made once per (round, honba): filling the translatable template
#: is a regular-expression pass, which every hand verified used to pay.
_hand_label = lru_cache(maxsize=1024)(hand_name)


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
    #: The hand's own wall key in games before August 2009 (INIT ``shuffle``,
    #: "mt19937ar,<hex words>"); later games have one seed for the whole game.
    shuffle_key: str | None = None

    @property
    def label(self) -> str:
        """'East 1, 0 honba' style name of the hand."""
        return _hand_label(self.round, self.honba)

    @property
    def drawn_tiles(self) -> list[int]:
        """Every tile drawn in the hand (live and replacement), in order."""
        return tiles_of_kind(self.events, EventKind.DRAW)

    @property
    def results(self) -> list[HandResult]:
        """How the hand ended: one WinResult per winner, or one DrawResult."""
        return [e.result for e in self.events if e.result is not None]

    @property
    def wins(self) -> list[WinResult]:
        return [r for r in self.results if isinstance(r, WinResult)]


#: Bounds no real hand comes near (the corpus peaks at 160 events, 70 draws, 2 results):
#: a file past them is refused when read, so every per-hand structure built from a
#: record (replay states, rivers, reports) stays small whatever the file holds.
MAX_EVENTS_PER_HAND = 1024
#: Live draws plus replacement draws cannot exceed the tiles in the wall.
MAX_DRAWS_PER_HAND = 136
#: At most three winners on one discard (a triple ron where the rules allow it).
MAX_RESULTS_PER_HAND = 3


@dataclass(frozen=True, slots=True)
class SkippedHand:
    """A round a file holds but that could not be read: one bad round does not refuse the rest."""

    #: 0-based position of the round in the file (the hands around it keep their own).
    position: int
    #: 'East 3, 1 honba' style name when the round's header says it, else "".
    label: str
    reason: str


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
    #: Chip lobbies: every seat's chips at the end (from ``owari``).
    final_chips: list[int] | None = None
    #: Where and why a file cut short ends (its complete hands are kept); None when whole.
    cut_short: str | None = None
    #: Rounds the file holds but that could not be read, with why (the others open).
    skipped: list[SkippedHand] = field(default_factory=list)

    @property
    def flags(self) -> GameType:
        return GameType(self.game_type & 0xFF)

    @property
    def player_count(self) -> int:
        return 3 if self.game_type & _SANMA_BIT else 4  # a plain int: asked per hand

    @property
    def red_fives(self) -> bool:
        """Tenhou's GO type bit NO_RED means *no* red fives."""
        return not self.flags & GameType.NO_RED
