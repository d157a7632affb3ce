"""Hand-built hands on a wall laid out by hand: one small story per what-if kind.

Seat 0 (the dealer) is dealt 123m 456m 789m 123p 9p, tenpai on a 9p single wait, and
keeps it by discarding what it draws; the other seats hold 1s-9s and winds and
discard what they draw.  Each story says where the other three 9p lie.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from yamaviewer.core.melds import Meld, MeldType
from yamaviewer.core.record import DrawKind, DrawResult, Event, EventKind, HandRecord, WinResult
from yamaviewer.core.replay.state import HandReplay
from yamaviewer.core.walls.layout import WallLayout

LAYOUT = WallLayout(4)
NINE_PIN = (68, 69, 70, 71)
DORA = 19  # a 5m seat 0 does not hold
SEAT0 = [0, 4, 8, 12, 16 + 1, 20, 24, 28, 32, 36, 40, 44, 68]  # 123m456m789m123p9p


def _others(copy: int) -> list[int]:
    return [(18 + rank) * 4 + copy for rank in range(9)] + [(27 + w) * 4 + copy for w in range(4)]


#: Live draws when a story does not say: 5z-7z, 4p-8p (no seat's tenpai needs them).
FILLER = [k * 4 + c for k in (31, 32, 33) for c in range(4)] + [
    k * 4 + c for k in (12, 13, 14, 15, 16) for c in range(4)
]


@dataclass
class Story:
    """Hands, wall and events; ``live`` overrides the i-th live draw, ``dead`` positions."""

    hands: list[list[int]] = field(
        default_factory=lambda: [list(SEAT0), _others(0), _others(1), _others(2)]
    )
    live: dict[int, int] = field(default_factory=dict)
    dead: dict[int, int] = field(default_factory=dict)
    events: list[Event] = field(default_factory=list)
    _drawn: int = 0

    def live_tiles(self) -> list[int]:
        fixed = set(self.live.values()) | set(self.dead.values())
        filler = [t for t in FILLER if t not in fixed and all(t not in h for h in self.hands)]
        tiles: list[int] = []
        for index in range(max(max(self.live, default=-1) + 1, 24)):
            tiles.append(self.live[index] if index in self.live else filler.pop(0))
        return tiles

    def draw(self, seat: int) -> int:
        tile = self.live_tiles()[self._drawn]
        self._drawn += 1
        self.events.append(Event(EventKind.DRAW, seat, tile))
        return tile

    def discard(self, seat: int, tile: int) -> None:
        self.events.append(Event(EventKind.DISCARD, seat, tile))

    def turn(self, seat: int) -> int:
        tile = self.draw(seat)
        self.discard(seat, tile)
        return tile

    def riichi(self, seat: int, step: int) -> None:
        self.events.append(Event(EventKind.RIICHI, seat, step))

    def pon(self, seat: int, tiles: tuple[int, int, int], called: int, offset: int) -> None:
        meld = Meld(MeldType.PON, seat, tiles, called, offset)
        self.events.append(Event(EventKind.CALL, seat, -1, meld))

    def win(self, winner: int, from_seat: int, tile: int) -> None:
        result = WinResult(
            winner,
            from_seat,
            30,
            1000,
            None,
            ((1, 1),),
            (),
            (DORA,),
            (),
            (0,) * 4,
            (25000,) * 4,
            winning_tile=tile,
        )
        self.events.append(Event(EventKind.AGARI, winner, -1, result=result))

    def exhaustive(self) -> None:
        result = DrawResult(DrawKind.EXHAUSTIVE, (0,) * 4, (25000,) * 4)
        self.events.append(Event(EventKind.RYUUKYOKU, -1, -1, result=result))

    def replay(self) -> HandReplay:
        wall: list[int | None] = [None] * LAYOUT.size
        for seat, tiles in enumerate(self.hands):
            for position, tile in zip(LAYOUT.seat_haipai_positions(seat, 0), tiles, strict=True):
                wall[position] = tile
        for index, tile in enumerate(self.live_tiles()):
            wall[LAYOUT.live_position(index)] = tile
        wall[LAYOUT.dora_indicator_position(0)] = DORA
        for position, tile in self.dead.items():
            wall[position] = tile
        spare = iter(t for t in range(136) if t not in set(wall))
        full = [tile if tile is not None else next(spare) for tile in wall]
        assert sorted(full) == list(range(136))
        hand = HandRecord(
            index=0, round=0, honba=0, riichi_sticks=0, dice=(0, 0), dora_indicator=DORA,
            dealer=0, scores=[250] * 4, haipai=[list(h) for h in self.hands],
            events=list(self.events),
        )  # fmt: skip
        return HandReplay(hand, LAYOUT, full)
