"""A Mahjong Soul record as the one game record model (:class:`GameRecord`).

The viewer, ``info``, ``convert`` and the fairness lab work from
:class:`~yamaviewer.core.record.GameRecord`; this module plays a
:class:`MajsoulRecord` through, hand by hand, and emits the same events the
Tenhou readers do: draws, discards, calls (with :class:`Meld`), riichi, new
dora indicators and typed results.  Tile ids are given to the whole hand's tile
set once (starting hands, then the wall string in order), so a tile keeps its id
from the wall to the hand to the river.

Mahjong Soul numbers its yaku (``fans``) differently from Tenhou; they are
mapped to Tenhou's ids (:mod:`yamaviewer.core.yaku`), the one vocabulary the
result views speak.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from yamaviewer.core.formats.majsoul_record import (
    AN_GANG_ADD_GANG,
    BA_BEI,
    CALL_CHI,
    CALL_OPEN_KAN,
    CALL_PON,
    CHI_PENG_GANG,
    DEAL_TILE,
    DISCARD_TILE,
    HULE,
    KAN_ADDED,
    KAN_CLOSED,
    LIU_JU,
    NO_TILE,
    MajsoulHand,
    MajsoulRecord,
    MajsoulRecordError,
)
from yamaviewer.core.melds import Meld, MeldType
from yamaviewer.core.record import (
    YAKUMAN_HAN,
    DrawKind,
    DrawResult,
    Event,
    EventKind,
    GameRecord,
    GameType,
    HandRecord,
    WinResult,
)
from yamaviewer.core.scoring.table import limit_of
from yamaviewer.core.tiles import RED_FIVE_IDS, TileAllocator, TileError, parse_kind
from yamaviewer.core.walls.majsoul import DEALT_TILES, REPLACEMENT_TILES

#: Mahjong Soul fan id -> Tenhou yaku id.  Seat and round winds (10, 11) and the
#: yakuman are mapped by value below; ids missing here keep their han under 1000 + id.
_FAN_TO_TENHOU: Final[dict[int, int]] = {
    1: 0,  # menzen tsumo
    2: 1,  # riichi
    3: 3,  # chankan
    4: 4,  # rinshan kaihou
    5: 5,  # haitei
    6: 6,  # houtei
    7: 18,  # haku
    8: 19,  # hatsu
    9: 20,  # chun
    12: 8,  # tanyao
    13: 9,  # iipeikou
    14: 7,  # pinfu
    15: 23,  # chanta
    16: 24,  # ittsu
    17: 25,  # sanshoku doujun
    18: 21,  # double riichi
    19: 26,  # sanshoku doukou
    20: 27,  # sankantsu
    21: 28,  # toitoi
    22: 29,  # sanankou
    23: 30,  # shousangen
    24: 31,  # honroutou
    25: 22,  # chiitoitsu
    26: 33,  # junchan
    27: 34,  # honitsu
    28: 32,  # ryanpeikou
    29: 35,  # chinitsu
    30: 2,  # ippatsu
    31: 52,  # dora
    32: 54,  # aka dora
    33: 53,  # ura dora
    35: 37,  # tenhou
    36: 38,  # chiihou
    37: 39,  # daisangen
    38: 40,  # suuankou
    39: 42,  # tsuuiisou
    40: 43,  # ryuuiisou
    41: 44,  # chinroutou
    42: 47,  # kokushi musou
    43: 50,  # shousuushii
    44: 51,  # suukantsu
    45: 45,  # chuuren poutou
    47: 46,  # junsei chuuren poutou
    48: 41,  # suuankou tanki
    49: 48,  # kokushi 13-sided
    50: 49,  # daisuushii
}
_SEAT_WIND_FAN, _ROUND_WIND_FAN = 10, 11
_LIUJU_KINDS: Final = {
    1: DrawKind.NINE_TERMINALS,
    2: DrawKind.FOUR_WINDS,
    3: DrawKind.FOUR_KANS,
    4: DrawKind.FOUR_RIICHI,
    5: DrawKind.TRIPLE_RON,
}


def tenhou_yaku_id(fan_id: int, seat_wind: int, round_wind: int) -> int:
    """The Tenhou yaku id of a Mahjong Soul fan (winds need the seat's and round's wind)."""
    if fan_id == _SEAT_WIND_FAN:
        return 10 + seat_wind
    if fan_id == _ROUND_WIND_FAN:
        return 14 + round_wind
    return _FAN_TO_TENHOU.get(fan_id, 1000 + fan_id)


def _codes(text: str) -> list[str]:
    return [text[i : i + 2] for i in range(0, len(text), 2)]


class _HandPlayer:
    """Plays one hand of the record through and collects its events."""

    def __init__(self, hand: MajsoulHand, players: int, red: bool) -> None:
        self.hand = hand
        self.players = players
        self.red = red
        self.where = f"hand {hand.index + 1} ({hand.name})"
        self.wall = _codes(hand.paishan)
        self.full = len(self.wall) in (136, 108)
        self.allocator = TileAllocator(allow_red=red)
        self.wall_ids: list[int | None] = [None] * len(self.wall)
        #: Wall positions whose tile has already been placed (drawn, dealt or shown).
        self.used: set[int] = set()
        self.hands: list[list[int]] = [[] for _ in range(4)]
        self.haipai: list[list[int]] = [[] for _ in range(4)]
        self.melds: list[list[Meld]] = [[] for _ in range(4)]
        self.events: list[Event] = []
        self.special: list[int] = []
        self.has_replacement = False
        self.front = DEALT_TILES[players] if self.full else 0
        self.back = len(self.wall) - 1
        self.first_dora = len(self.wall) - 1 - REPLACEMENT_TILES[players]
        self.dora_ids: list[int] = []
        self.pending_replacement: set[int] = set()
        self.last_discard: tuple[int, int] | None = None  # (seat, tile)
        self.last_actor = hand.ju
        self.drawn: list[int | None] = [None] * 4
        self.sticks = 0
        self.scores = list(hand.scores[:players]) + [0] * (4 - players)
        #: The viewer's step of each record action (1-based), for links from a check.
        self.action_steps: list[int] = []

    # -- tile ids ------------------------------------------------------------------
    def take(self, code: str) -> int:
        kind, red = parse_kind(code)
        try:
            return self.allocator.take(kind, red and self.red)
        except TileError as error:
            raise MajsoulRecordError(
                f"{self.where} cannot be replayed: its tiles are not a real tile set ({error}); "
                "verify checks such a record hand by hand"
            ) from None

    def wall_id(self, position: int) -> int | None:
        if not 0 <= position < len(self.wall):
            return None
        tile = self.wall_ids[position]
        if tile is None:
            tile = self.wall_ids[position] = self.take(self.wall[position])
        return tile

    def _id_at(self, position: int) -> int:
        tile = self.wall_id(position)
        assert tile is not None  # positions passed here are inside the wall
        return tile

    def tile_at(self, position: int, code: str) -> int:
        """The id of the tile at ``position`` when it is ``code``.

        When the record disagrees with the wall (a tampered record), the tile is
        the next unused copy of ``code`` elsewhere in the wall, so the replay shows
        what the record says without inventing a fifth copy.
        """
        if (
            0 <= position < len(self.wall)
            and self.wall[position] == code
            and position not in self.used
        ):
            self.used.add(position)
            return self._id_at(position)
        order = [*range(max(position, 0), len(self.wall)), *range(0, max(position, 0))]
        for other in order:
            if other not in self.used and self.wall[other] == code:
                self.used.add(other)
                return self._id_at(other)
        return self.take(code)

    def from_hand(self, seat: int, code: str, prefer: int | None = None) -> int:
        kind, red = parse_kind(code)
        red = red and self.red
        candidates = [t for t in self.hands[seat] if t // 4 == kind and (t in RED_FIVE_IDS) == red]
        if not candidates:
            candidates = [t for t in self.hands[seat] if t // 4 == kind]
        if not candidates:
            raise MajsoulRecordError(f"{self.where}: seat {seat} has no {code} in hand to use")
        tile = prefer if prefer in candidates else candidates[-1]
        self.hands[seat].remove(tile)
        return tile

    # -- events --------------------------------------------------------------------
    def emit(self, event: Event) -> None:
        if event.kind not in (EventKind.DRAW, EventKind.DISCARD):
            self.special.append(len(self.events))
        if event.meld is not None and event.meld.type.takes_replacement:
            self.has_replacement = True
        self.events.append(event)

    def deal(self) -> None:
        hand, players = self.hand, self.players
        dealer = hand.ju
        for seat in range(players):
            if len(hand.starting_hands[seat]) not in (13, 14):
                raise MajsoulRecordError(
                    f"{self.where}: seat {seat} starts with {len(hand.starting_hands[seat])} tiles"
                )
        if self.full:
            order = [(dealer + i) % players for i in range(players)]
            positions: dict[int, list[int]] = {seat: [] for seat in order}
            spot = 0
            for _ in range(3):
                for seat in order:
                    positions[seat].extend(range(spot, spot + 4))
                    spot += 4
            for seat in order:
                positions[seat].append(spot)
                spot += 1
            positions[dealer].append(spot)
            for seat in order:
                left = list(hand.starting_hands[seat])
                for position in positions[seat]:
                    code = self.wall[position]
                    if code in left:
                        left.remove(code)
                        self.haipai[seat].append(self.tile_at(position, code))
                self.haipai[seat].extend(self.take(code) for code in left)
        else:
            for seat in range(players):
                self.haipai[seat] = [self.take(code) for code in hand.starting_hands[seat]]
        first_draw = self.haipai[dealer].pop() if len(self.haipai[dealer]) == 14 else None
        for seat in range(players):
            self.hands[seat] = list(self.haipai[seat])
        for number, code in enumerate(hand.doras[:1]):
            self.dora_ids.append(self.tile_at(self.first_dora - 2 * number, code))
        if not self.dora_ids:
            raise MajsoulRecordError(f"{self.where}: the hand shows no dora indicator")
        if first_draw is not None:
            self.hands[dealer].append(first_draw)
            self.drawn[dealer] = first_draw
            self.emit(Event(EventKind.DRAW, dealer, first_draw))

    def new_doras(self, doras: object) -> None:
        if not isinstance(doras, list):
            return
        for number in range(len(self.dora_ids), len(doras)):
            tile = self.tile_at(self.first_dora - 2 * number, str(doras[number]))
            self.dora_ids.append(tile)
            self.emit(Event(EventKind.DORA, -1, tile))

    def riichi_accepted(self, data: Mapping[str, Any]) -> None:
        liqi = data.get("liqi")
        if isinstance(liqi, Mapping) and "seat" in liqi:
            seat = int(liqi["seat"])
            self.sticks += 1
            self.emit(Event(EventKind.RIICHI, seat, 2))

    def play(self) -> None:
        self.deal()
        for action in self.hand.actions:
            name, data = action.name, action.data
            self.action_steps.append(len(self.events) + 1)
            if name == DEAL_TILE:
                self.riichi_accepted(data)
                self.draw(int(data["seat"]), str(data.get("tile", "")))
                self.new_doras(data.get("doras"))
            elif name == DISCARD_TILE:
                self.discard(data)
            elif name == CHI_PENG_GANG:
                self.riichi_accepted(data)
                self.call(data)
            elif name == AN_GANG_ADD_GANG:
                self.kan(data)
                self.new_doras(data.get("doras"))
            elif name == BA_BEI:
                seat = int(data["seat"])
                tile = self.from_hand(seat, "4z", self.drawn[seat])
                self.drawn[seat] = None
                self.emit(
                    Event(EventKind.CALL, seat, -1, Meld(MeldType.KITA, seat, (tile,), None, 0))
                )
                self.pending_replacement.add(seat)
                self.last_actor = seat
                self.new_doras(data.get("doras"))
            elif name == HULE:
                self.wins(data)
            elif name == NO_TILE:
                self.exhaustive_draw(data)
            elif name == LIU_JU:
                self.riichi_accepted(data)
                kind = _LIUJU_KINDS.get(int(data.get("type", 0)), DrawKind.EXHAUSTIVE)
                aborted = DrawResult(kind=kind, deltas=(0,) * 4, scores_before=tuple(self.scores))
                self.emit(Event(EventKind.RYUUKYOKU, -1, -1, result=aborted))

    def draw(self, seat: int, code: str) -> None:
        if seat in self.pending_replacement:
            self.pending_replacement.discard(seat)
            tile = self.tile_at(self.back, code) if code else self.take("1z")
            self.back -= 1
        else:
            tile = self.tile_at(self.front, code) if code else self.take("1z")
            self.front += 1
        self.hands[seat].append(tile)
        self.drawn[seat] = tile
        self.emit(Event(EventKind.DRAW, seat, tile))

    def discard(self, data: Mapping[str, Any]) -> None:
        seat = int(data["seat"])
        if data.get("is_liqi") or data.get("is_wliqi"):
            self.emit(Event(EventKind.RIICHI, seat, 1))
        prefer = self.drawn[seat] if data.get("moqie") else None
        tile = self.from_hand(seat, str(data["tile"]), prefer)
        self.drawn[seat] = None
        self.emit(Event(EventKind.DISCARD, seat, tile))
        self.last_discard = (seat, tile)
        self.last_actor = seat
        self.new_doras(data.get("doras"))

    def call(self, data: Mapping[str, Any]) -> None:
        seat = int(data["seat"])
        codes = [str(c) for c in data.get("tiles") or []]
        froms = [int(f) for f in data.get("froms") or []]
        kind = int(data.get("type", 0))
        if self.last_discard is None or len(codes) != len(froms):
            raise MajsoulRecordError(f"{self.where}: a call with nothing to call")
        giver, called = self.last_discard
        index = next((i for i, f in enumerate(froms) if f != seat), len(codes) - 1)
        own = [self.from_hand(seat, code) for i, code in enumerate(codes) if i != index]
        tiles = tuple(sorted([*own, called]))
        meld_type = {CALL_CHI: MeldType.CHI, CALL_PON: MeldType.PON}.get(kind, MeldType.OPEN_KAN)
        meld = Meld(meld_type, seat, tiles, called, (giver - seat) % 4)
        self.melds[seat].append(meld)
        self.drawn[seat] = None
        self.emit(Event(EventKind.CALL, seat, -1, meld))
        self.last_actor = seat
        if kind == CALL_OPEN_KAN:
            self.pending_replacement.add(seat)

    def kan(self, data: Mapping[str, Any]) -> None:
        seat = int(data["seat"])
        code = str(data["tiles"])
        kind_of_code, _ = parse_kind(code)
        kind = int(data.get("type", KAN_CLOSED))
        self.drawn[seat] = None
        if kind == KAN_ADDED:
            pon = next(
                (
                    m
                    for m in self.melds[seat]
                    if m.type is MeldType.PON and m.tiles[0] // 4 == kind_of_code
                ),
                None,
            )
            if pon is None:
                raise MajsoulRecordError(f"{self.where}: seat {seat} adds to a pon it lacks")
            added = self.from_hand(seat, code)
            meld = Meld(
                MeldType.ADDED_KAN, seat, (*pon.tiles, added), pon.called, pon.from_offset, added
            )
            self.melds[seat] = [meld if m is pon else m for m in self.melds[seat]]
        else:
            tiles = [t for t in self.hands[seat] if t // 4 == kind_of_code]
            if len(tiles) != 4:
                raise MajsoulRecordError(
                    f"{self.where}: seat {seat} declares a closed kan of {code} with "
                    f"{len(tiles)} in hand"
                )
            for tile in tiles:
                self.hands[seat].remove(tile)
            meld = Meld(MeldType.CLOSED_KAN, seat, tuple(sorted(tiles)), None, 0)
            self.melds[seat].append(meld)
        self.emit(Event(EventKind.CALL, seat, -1, meld))
        self.pending_replacement.add(seat)
        self.last_actor = seat
        self.last_discard = (seat, meld.tiles[-1]) if kind == KAN_ADDED else self.last_discard

    def wins(self, data: Mapping[str, Any]) -> None:
        hules: Sequence[Mapping[str, Any]] = data.get("hules") or []
        old = [int(s) for s in data.get("old_scores") or self.scores]
        before = tuple((old + [0] * 4)[:4])
        total = [int(d) for d in data.get("delta_scores") or []]
        round_wind = self.hand.chang % 4
        loser = self.last_actor
        for number, hule in enumerate(hules):
            seat = int(hule["seat"])
            zimo = bool(hule.get("zimo"))
            winning_code = str(hule.get("hu_tile", ""))
            if zimo:
                winning = self.drawn[seat]
                hand = tuple(sorted(self.hands[seat]))
            else:
                winning = self.last_discard[1] if self.last_discard else None
                hand = tuple(
                    sorted([*self.hands[seat], *([winning] if winning is not None else [])])
                )
            if winning is None and winning_code:
                winning = self.take(winning_code)
            seat_wind = (seat - self.hand.ju) % self.players
            yakuman = bool(hule.get("yiman"))
            yaku: list[tuple[int, int]] = []
            yakuman_ids: list[int] = []
            for fan in hule.get("fans") or []:
                tenhou = tenhou_yaku_id(int(fan.get("id", 0)), seat_wind, round_wind)
                value = int(fan.get("val", 0))
                if yakuman:
                    yakuman_ids.extend([tenhou] * max(1, value))
                else:
                    yaku.append((tenhou, value))
            if len(hules) == 1 and len(total) >= self.players:
                deltas = tuple((total + [0] * 4)[:4])
            else:
                deltas = self._split_deltas(hule, seat, loser, zimo, first=number == 0)
            points = self._points(hule, seat, zimo)
            ura = tuple(
                self.tile_at(self.first_dora - 1 - 2 * i, str(code))
                for i, code in enumerate(hule.get("li_doras") or [])
            )
            self.new_doras(hule.get("doras"))
            count = int(hule.get("count", 0))
            fu = int(hule.get("fu", 0))
            result = WinResult(
                winner=seat,
                from_seat=seat if zimo else loser,
                fu=fu,
                points=points,
                limit=limit_of(count if not yakuman else YAKUMAN_HAN, fu, yakuman),
                yaku=tuple(yaku),
                yakuman=tuple(yakuman_ids),
                dora=tuple(self.dora_ids),
                ura=ura,
                deltas=deltas,
                scores_before=before,
                hand=hand,
                winning_tile=winning,
            )
            self.emit(Event(EventKind.AGARI, seat, -1, result=result))
            before = result.scores_after
        self.scores = list(before)

    def _points(self, hule: Mapping[str, Any], seat: int, zimo: bool) -> int:
        if not zimo:
            return int(hule.get("point_rong", 0))
        if bool(hule.get("qinjia")):
            return int(hule.get("point_zimo_xian", 0)) * (self.players - 1)
        return int(hule.get("point_zimo_qin", 0)) + int(hule.get("point_zimo_xian", 0)) * (
            self.players - 2
        )

    def _split_deltas(
        self, hule: Mapping[str, Any], seat: int, loser: int, zimo: bool, first: bool
    ) -> tuple[int, ...]:
        """One win's share of a multiple ron (honba and sticks go to the first winner)."""
        deltas = [0, 0, 0, 0]
        honba = self.hand.ben if first else 0
        sticks = (self.hand.liqibang + self.sticks if first else 0) * 1000
        if zimo:
            for other in range(self.players):
                if other == seat:
                    continue
                pay = (
                    int(hule.get("point_zimo_qin", 0))
                    if other == self.hand.ju and not hule.get("qinjia")
                    else int(hule.get("point_zimo_xian", 0))
                ) + honba * 100
                deltas[other] -= pay
                deltas[seat] += pay
        else:
            pay = int(hule.get("point_rong", 0)) + honba * 300
            deltas[loser] -= pay
            deltas[seat] += pay
        deltas[seat] += sticks
        return tuple(deltas)

    def exhaustive_draw(self, data: Mapping[str, Any]) -> None:
        deltas = [0, 0, 0, 0]
        for entry in data.get("scores") or []:
            for seat, delta in enumerate(entry.get("delta_scores") or []):
                if seat < 4:
                    deltas[seat] += int(delta)
        revealed: list[tuple[int, tuple[int, ...]]] = []
        for seat, player in enumerate(data.get("players") or []):
            if isinstance(player, Mapping) and player.get("tingpai") and seat < self.players:
                revealed.append((seat, tuple(sorted(self.hands[seat]))))
        kind = DrawKind.NAGASHI_MANGAN if data.get("liujumanguan") else DrawKind.EXHAUSTIVE
        result = DrawResult(
            kind=kind,
            deltas=tuple(deltas),
            scores_before=tuple(self.scores),
            revealed=tuple(revealed),
        )
        self.emit(Event(EventKind.RYUUKYOKU, -1, -1, result=result))
        self.scores = list(result.scores_after)

    def record(self) -> HandRecord:
        self.play()
        hand = self.hand
        return HandRecord(
            index=hand.index,
            round=hand.chang * 4 + hand.ju,
            honba=hand.ben,
            riichi_sticks=hand.liqibang,
            dice=(0, 0),
            dice_known=False,  # Mahjong Soul records do not keep the dice
            haipai_in_deal_order=self.full,
            dora_indicator=self.dora_ids[0],
            dealer=hand.ju,
            scores=[s // 100 for s in (list(hand.scores) + [0] * 4)[:4]],
            haipai=self.haipai,
            events=self.events,
            special_steps=self.special,
            has_replacement=self.has_replacement,
        )

    def table_wall(self) -> tuple[int | None, ...]:
        """The wall in Tenhou's array order (:class:`WallLayout` with ``legacy=True``).

        Mahjong Soul's string, read from its end, is that array: the dead wall
        first (rinshan y[0], y[1] ..., dora y[4], ura y[5] ...), then the live
        wall and, for full walls, the deal.  After-deal (MD5-era) walls leave
        the deal positions to the record's starting hands.
        """
        size = 136 if self.players == 4 else 108
        wall: list[int | None] = [None] * size
        for index in range(len(self.wall)):
            position = len(self.wall) - 1 - index
            if 0 <= position < size:
                wall[position] = self.wall_id(index)
        if not self.full:
            dealer_first = len(self.wall)  # the dealer's 14th tile: the first live draw
            first = next((e for e in self.events if e.kind is EventKind.DRAW), None)
            if first is not None and dealer_first < size:
                wall[dealer_first] = first.tile
        return tuple(wall)


def _uses_red(record: MajsoulRecord) -> bool:
    return any(
        "0" in hand.paishan[0::2]
        or any(c[0] == "0" for tiles in hand.starting_hands for c in tiles)
        for hand in record.hands
    )


@dataclass(frozen=True, slots=True)
class ConvertedRecord:
    """A Mahjong Soul record as the game model, with what only the record knows."""

    game: GameRecord
    #: Each hand's wall in Tenhou array order (:class:`WallLayout` with ``legacy=True``).
    walls: list[tuple[int | None, ...]]
    #: Per hand, the viewer's step of each record action (1-based action numbers).
    action_steps: list[list[int]]


def convert_majsoul(record: MajsoulRecord) -> ConvertedRecord:
    """The record as a :class:`GameRecord`, its walls and the step of each action."""
    red = _uses_red(record)
    flags = GameType.HUMAN | GameType.HANCHAN
    if not red:
        flags |= GameType.NO_RED
    if record.player_count == 3:
        flags |= GameType.SANMA
    hands: list[HandRecord] = []
    walls: list[tuple[int | None, ...]] = []
    steps: list[list[int]] = []
    for hand in record.hands:
        player = _HandPlayer(hand, record.player_count, red)
        hands.append(player.record())
        walls.append(player.table_wall())
        steps.append(player.action_steps)
    names = (list(record.player_names) + [""] * 4)[:4]
    game = GameRecord(
        shuffle_seed=None,
        game_type=int(flags),
        lobby=0,
        player_names=names,
        dan=[0] * 4,
        rate=[0.0] * 4,
        sex=["C"] * 4,
        hands=hands,
        reference=record.uuid,
        source_name="majsoul",
    )
    return ConvertedRecord(game, walls, steps)
