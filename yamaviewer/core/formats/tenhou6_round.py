"""Playing one tenhou.net/6 round through, to rebuild its events in order.

JSON keeps per seat only the starting hand, the draws and the discards, as
tile kinds; :class:`RoundBuilder` replays them in turn order, giving each call
its discard and each tile an id, and checks the result fits how the hand went.
JSON does not say which discard a call took, so :func:`play_round` searches
the orders of play until one adds up (bounded per round and per file).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from yamaviewer.core.formats.errors import Tenhou6FormatError
from yamaviewer.core.formats.tenhou6_notation import (
    SEAT_ARRAYS,
    ParsedCall,
    Where,
    WinInfo,
    int_list,
    parse_call,
    parse_win,
    read_code,
    round_label,
    short,
)
from yamaviewer.core.formats.tenhou6_vocabulary import (
    ALL_NOTEN,
    ALL_TENPAI,
    DRAW_TYPES,
    WIN_NAME,
)
from yamaviewer.core.melds import Meld, MeldType
from yamaviewer.core.record import (
    DrawKind,
    DrawResult,
    Event,
    EventKind,
    HandRecord,
    WinResult,
)
from yamaviewer.core.tiles import RED_FIVE_IDS, TileAllocator, TileError, kind_name


class RoundBuilder:
    """Rebuilds the event list of one JSON round by playing it in turn order."""

    def __init__(
        self,
        raw: list[Any],
        index: int,
        players: int,
        red: bool,
        decisions: Sequence[int] = (),
        position: int | None = None,
    ) -> None:
        """``index`` is the hand's place in the game, ``position`` the round's in the file
        (they differ after a round left out); errors name the file position."""
        self.raw = raw
        #: Which option to take at each discard a call could take (0 = the first
        #: caller, as in :meth:`callers`; the last = nobody calls); default 0.
        self.decisions = decisions
        #: (option taken, options there were) at every such discard, in order.
        self.choices: list[tuple[int, int]] = []
        self.index = index
        self.position = index if position is None else position
        self.players = players
        self.allocator = TileAllocator(allow_red=red)
        self.red_ids = RED_FIVE_IDS if red else frozenset()
        self.kans_revealed = 0
        self.pending_dora = False
        self.riichi_pending: int | None = None
        self.last_action: tuple[str, int, int] | None = None
        self.where = Where(self.position, round_label(raw[0] if raw else None))
        self.events: list[Event] = []
        self.special: list[int] = []
        self.has_replacement = False
        self.hands: list[list[int]] = [[] for _ in range(4)]
        self.melds: list[list[Meld]] = [[] for _ in range(4)]
        self.drawn: list[int | None] = [None] * 4
        self.draw_pos = [0] * 4
        self.discard_pos = [0] * 4
        self.riichi = [False] * 4
        self.dora_codes: list[tuple[int, bool]] = []
        self.dora_ids: list[int] = []
        #: The dealer's seat and the round wind (0 = East), once the header is read.
        self.dealer = 0
        self.wind = 0

    # -- small helpers ---------------------------------------------------------
    def take(self, code: tuple[int, bool], where: str) -> int:
        try:
            return self.allocator.take(*code)
        except TileError as error:
            raise Tenhou6FormatError(f"{where}: {error} in this hand") from None

    def emit(self, event: Event) -> None:
        if event.kind not in (EventKind.DRAW, EventKind.DISCARD):
            self.special.append(len(self.events))
        if event.meld is not None and event.meld.type.takes_replacement:
            self.has_replacement = True
        self.events.append(event)

    def from_hand(
        self, seat: int, code: tuple[int, bool], where: str, avoid: int | None = None
    ) -> int:
        """Remove a tile of this kind and red-ness from the seat's hand; return its id."""
        kind, red = code
        matches = [t for t in self.hands[seat] if t // 4 == kind and self._red(t) == red]
        if not matches:
            label = ("red " if red else "") + kind_name(kind)
            raise Tenhou6FormatError(f"{where}: seat {seat} has no {label} in hand to use")
        chosen = next((t for t in matches if t != avoid), matches[0])
        self.hands[seat].remove(chosen)
        return chosen

    def _red(self, tile: int) -> bool:
        return tile in self.red_ids

    # -- the whole round ------------------------------------------------------
    def build(self) -> HandRecord:
        raw, where = self.raw, self.where
        if not isinstance(raw, list):
            raise Tenhou6FormatError(
                f"round {self.position + 1}: expected a list, got {short(raw)}"
            )
        if len(raw) != 17:
            raise Tenhou6FormatError(
                f"round {self.position + 1} ({where.label}): expected 17 arrays (header, scores, "
                f"dora, ura, 3 per seat x 4, result), got {len(raw)}"
            )
        header = int_list(raw[0], where.at("header [round, honba, riichi sticks]"), 3)
        round_number, honba, sticks = header
        if not 0 <= round_number < 16 or honba < 0 or sticks < 0:
            raise Tenhou6FormatError(f"{where.at('header')}: {header} is out of range")
        dealer = round_number % 4
        self.dealer, self.wind = dealer, round_number // 4
        if dealer >= self.players:
            raise Tenhou6FormatError(
                f"{where.at('header')}: round {round_number} has dealer seat {dealer}, "
                f"which a {self.players}-player game does not have"
            )
        scores = int_list(raw[1], where.at("start scores"), 4)
        dora = raw[2]
        if not isinstance(dora, list) or not dora:
            raise Tenhou6FormatError(f"{where.at('dora indicators')}: expected a non-empty list")
        if len(dora) > 5:
            raise Tenhou6FormatError(f"{where.at('dora indicators')}: {len(dora)} is more than 5")
        if not isinstance(raw[3], list) or len(raw[3]) > 5:
            raise Tenhou6FormatError(f"{where.at('ura indicators')}: expected a list of up to 5")
        for seat in range(4):
            for array in range(3):
                value = raw[4 + 3 * seat + array]
                if not isinstance(value, list):
                    raise Tenhou6FormatError(
                        f"{where.at(SEAT_ARRAYS[array], seat=seat)}: expected a list, "
                        f"got {short(value)}"
                    )
                if seat >= self.players and value:
                    raise Tenhou6FormatError(
                        f"{where.at(SEAT_ARRAYS[array], seat=seat)}: seat 3 must be empty "
                        "in a 3-player game"
                    )
        haipai: list[list[int]] = [[] for _ in range(4)]
        for seat in range(self.players):
            tiles = raw[4 + 3 * seat]
            if len(tiles) != 13:
                raise Tenhou6FormatError(
                    f"{where.at('haipai', seat=seat)}: a starting hand has 13 tiles, "
                    f"this one {len(tiles)}"
                )
            for i, value in enumerate(tiles):
                spot = where.at("haipai", i, seat)
                haipai[seat].append(self.take(read_code(value, spot), spot))
            self.hands[seat] = list(haipai[seat])
        for i, value in enumerate(dora):
            spot = where.at("dora indicators", i)
            self.dora_codes.append(read_code(value, spot))
        self.dora_ids.append(self.take(self.dora_codes[0], where.at("dora indicators", 0)))
        self.play(dealer)
        record = HandRecord(
            index=self.index,
            round=round_number,
            honba=honba,
            riichi_sticks=sticks,
            dice=(0, 0),
            dice_known=False,  # tenhou.net/6 JSON does not record the dice
            haipai_in_deal_order=False,  # JSON starting hands are sorted
            dora_indicator=self.dora_ids[0],
            dealer=dealer,
            scores=[s // 100 for s in scores],
            haipai=haipai,
            events=self.events,
            special_steps=self.special,
            has_replacement=self.has_replacement,
        )
        return record

    def progress(self) -> int:
        """How far this order of play read: entries consumed, and 1 more for a finished play."""
        return sum(self.draw_pos) + sum(self.discard_pos) + (self.last_action is not None)

    def next_draw(self, seat: int) -> Any:
        entries = self.raw[5 + 3 * seat]
        position = self.draw_pos[seat]
        return entries[position] if position < len(entries) else None

    def next_discard(self, seat: int) -> Any:
        entries = self.raw[6 + 3 * seat]
        position = self.discard_pos[seat]
        return entries[position] if position < len(entries) else None

    def reveal_dora(self) -> None:
        """Turn over the next kan-dora indicator, if the JSON lists one."""
        index = 1 + self.kans_revealed
        if index < len(self.dora_codes):
            tile = self.take(self.dora_codes[index], self.where.at("dora indicators", index))
            self.dora_ids.append(tile)
            self.kans_revealed += 1
            self.emit(Event(EventKind.DORA, -1, tile))

    def draw(self, seat: int) -> bool:
        """The seat draws its next (numeric) entry; False when it has none."""
        value = self.next_draw(seat)
        if value is None:
            return False
        spot = self.where.at("draws", self.draw_pos[seat], seat)
        if isinstance(value, str):
            raise Tenhou6FormatError(
                f"{spot}: the call '{value}' comes where seat {seat} should draw; no discard "
                "before it can be called (calls and discards are out of step)"
            )
        tile = self.take(read_code(value, spot), spot)
        self.draw_pos[seat] += 1
        self.hands[seat].append(tile)
        self.drawn[seat] = tile
        self.emit(Event(EventKind.DRAW, seat, tile))
        return True

    def play(self, dealer: int) -> None:
        """Alternate draws and discards; calls jump the turn to the caller."""
        seat = dealer
        must_draw = True
        last_action: tuple[str, int, int] | None = None  # (kind, seat, tile)
        riichi_pending: int | None = None
        while True:
            if must_draw:
                if not self.draw(seat):
                    break
                last_action = ("draw", seat, self.drawn[seat] or 0)
            value = self.next_discard(seat)
            if value is None:
                break  # tsumo, or an abort declared with 14 tiles
            spot = self.where.at("discards", self.discard_pos[seat], seat)
            self.discard_pos[seat] += 1
            is_call = isinstance(value, str) and value[:1] != "r"
            if self.pending_dora and not is_call:
                # An open or added kan's indicator turns over before the next discard
                # (before a further kan it turns over right after that kan's call).
                self.reveal_dora()
                self.pending_dora = False
            if is_call:
                call = parse_call(value, spot)
                last_action = ("call", seat, self.self_call(seat, call, spot))
                must_draw = True  # the replacement draw
                if self.next_draw(seat) is None:
                    break  # robbed (chankan) or the hand ended here
                continue
            if value == 0:
                raise Tenhou6FormatError(
                    f"{spot}: 0 stands only for the turn of an open kan, and there was none"
                )
            riichi = isinstance(value, str)
            if riichi:
                text = value[1:]
                if not (text.isascii() and text.isdigit() and len(text) <= 3):
                    raise Tenhou6FormatError(f"{spot}: '{value}' is not a riichi discard like r23")
                value = int(text)
                self.emit(Event(EventKind.RIICHI, seat, 1))
                self.riichi[seat] = True
            if value == 60:
                tile = self.drawn[seat]
                if tile is None:
                    raise Tenhou6FormatError(
                        f"{spot}: 60 (discard the tile just drawn) but seat {seat} drew nothing"
                    )
                self.hands[seat].remove(tile)
            else:
                tile = self.from_hand(seat, read_code(value, spot), spot, avoid=self.drawn[seat])
            self.drawn[seat] = None
            self.emit(Event(EventKind.DISCARD, seat, tile))
            last_action = ("discard", seat, tile)
            if riichi:
                riichi_pending = seat
            caller = self.choose_caller(seat, tile)
            if caller is None and self.any_left(exclude=None) is False:
                break
            if riichi_pending is not None:
                self.emit(Event(EventKind.RIICHI, riichi_pending, 2))
                riichi_pending = None
            if caller is not None:
                must_draw = self.open_call(caller, seat, tile)
                seat = caller
                last_action = ("call", caller, tile)
                if must_draw and self.next_draw(seat) is None:
                    break
                continue
            seat = (seat + 1) % self.players
            must_draw = True
        self.riichi_pending = riichi_pending
        self.last_action = last_action

    def any_left(self, exclude: int | None) -> bool:
        """Whether any seat still has a draw or discard entry."""
        return any(
            self.next_draw(s) is not None or self.next_discard(s) is not None
            for s in range(self.players)
            if s != exclude
        )

    def choose_caller(self, giver: int, tile: int) -> int | None:
        """Who calls this discard: the option :attr:`decisions` picks among the possible callers.

        A seat may pass on a tile and call the same tile from the same player
        later; which discard a call took is then decided by the search in
        :func:`_play_round`, not by the first match.
        """
        options: list[int | None] = [*self.callers(giver, tile)]
        if not options:
            return None
        options.append(None)
        index = len(self.choices)
        pick = self.decisions[index] if index < len(self.decisions) else 0
        pick = min(pick, len(options) - 1)
        self.choices.append((pick, len(options)))
        return options[pick]

    def callers(self, giver: int, tile: int) -> list[int]:
        """Seats whose next draw entry calls this discard, pon/kan before chi."""
        kind = tile // 4
        pon_or_kan: list[int] = []
        chi: list[int] = []
        for offset in range(1, self.players):
            seat = (giver + offset) % self.players
            value = self.next_draw(seat)
            if not isinstance(value, str):
                continue
            spot = self.where.at("draws", self.draw_pos[seat], seat)
            call = parse_call(value, spot)
            called_kind = call.tiles[call.marked][0]
            if (seat + call.from_offset) % 4 != giver or called_kind != kind:
                continue
            if call.type in (MeldType.PON, MeldType.OPEN_KAN):
                pon_or_kan.append(seat)
            elif call.type is MeldType.CHI:
                chi.append(seat)
        return pon_or_kan + chi

    def open_call(self, seat: int, giver: int, called: int) -> bool:
        """Chi, pon or open kan of ``called``; returns True when a draw follows."""
        value = self.next_draw(seat)
        spot = self.where.at("draws", self.draw_pos[seat], seat)
        self.draw_pos[seat] += 1
        call = parse_call(value, spot)
        if call.type not in (MeldType.CHI, MeldType.PON, MeldType.OPEN_KAN):
            raise Tenhou6FormatError(f"{spot}: '{value}' cannot be called from a discard")
        if call.tiles[call.marked][1] != self._red(called):
            raise Tenhou6FormatError(
                f"{spot}: '{value}' marks a {'red ' if call.tiles[call.marked][1] else 'plain '}"
                f"five but seat {giver} discarded the other kind"
            )
        own_codes = [c for i, c in enumerate(call.tiles) if i != call.marked]
        own = [self.from_hand(seat, code, spot) for code in own_codes]
        tiles = tuple(sorted((*own, called)))
        meld = Meld(call.type, seat, tiles, called, (giver - seat) % 4)
        self.melds[seat].append(meld)
        self.drawn[seat] = None
        self.emit(Event(EventKind.CALL, seat, -1, meld))
        if call.type is MeldType.OPEN_KAN:
            self.pending_dora = True
            placeholder = self.next_discard(seat)
            discard_spot = self.where.at("discards", self.discard_pos[seat], seat)
            if placeholder != 0:
                raise Tenhou6FormatError(
                    f"{discard_spot}: after the open kan '{value}' the discards need a 0, "
                    f"found {short(placeholder)}"
                )
            self.discard_pos[seat] += 1
            return True
        return False

    def self_call(self, seat: int, call: ParsedCall, spot: str) -> int:
        """Added kan, closed kan or kita made in the seat's own turn."""
        earlier_kan_pending = self.pending_dora
        self.pending_dora = False
        if call.type is MeldType.ADDED_KAN:
            pon = next(
                (
                    m
                    for m in self.melds[seat]
                    if m.type is MeldType.PON and m.tiles[0] // 4 == call.tiles[0][0]
                ),
                None,
            )
            if pon is None:
                raise Tenhou6FormatError(f"{spot}: added kan without a pon of that tile")
            pon_codes = sorted((t // 4, self._red(t)) for t in pon.tiles)
            rest = list(call.tiles)
            for code in pon_codes:
                if code in rest:
                    rest.remove(code)
            if len(rest) != 1:
                raise Tenhou6FormatError(f"{spot}: the added kan does not extend the pon")
            added = self.from_hand(seat, rest[0], spot)
            meld = Meld(
                MeldType.ADDED_KAN, seat, (*pon.tiles, added), pon.called, pon.from_offset, added
            )
            self.melds[seat] = [meld if m is pon else m for m in self.melds[seat]]
            self.pending_dora = True
        elif call.type is MeldType.CLOSED_KAN:
            tiles = tuple(sorted(self.from_hand(seat, code, spot) for code in call.tiles))
            meld = Meld(MeldType.CLOSED_KAN, seat, tiles, None, 0)
            self.melds[seat].append(meld)
        elif call.type is MeldType.KITA:
            if self.players != 3:
                raise Tenhou6FormatError(f"{spot}: kita exists only in 3-player games")
            tile = self.from_hand(seat, call.tiles[0], spot)
            meld = Meld(MeldType.KITA, seat, (tile,), None, 0)
            self.melds[seat].append(meld)
        else:
            raise Tenhou6FormatError(
                f"{spot}: '{call.type.value}' belongs in the draws list, not the discards"
            )
        self.drawn[seat] = None
        self.emit(Event(EventKind.CALL, seat, -1, meld))
        if earlier_kan_pending:
            self.reveal_dora()
        if call.type is MeldType.CLOSED_KAN:
            self.reveal_dora()
        return meld.added if meld.added is not None else meld.tiles[-1]

    # -- the result -----------------------------------------------------------
    def finish(self, players: int) -> None:
        """Append the result events and check they fit how the hand went."""
        raw, where = self.raw, self.where
        result = raw[16]
        spot = where.at("result")
        if not isinstance(result, list) or not result or not isinstance(result[0], str):
            raise Tenhou6FormatError(f'{spot}: expected ["和了" or a draw name, ...]')
        for seat in range(players):
            for array, position in (
                ("draws", self.draw_pos[seat]),
                ("discards", self.discard_pos[seat]),
            ):
                entries = raw[5 + 3 * seat + (array == "discards")]
                if position < len(entries):
                    raise Tenhou6FormatError(
                        f"{where.at(array, position, seat)}: {short(entries[position])} is never "
                        "reached: the hand ended before it (draws, discards and calls are out of "
                        "step)"
                    )
        ura_codes = [read_code(v, where.at("ura indicators", i)) for i, v in enumerate(raw[3])]
        ura_ids = [self.take(c, where.at("ura indicators", i)) for i, c in enumerate(ura_codes)]
        name = result[0]
        scores = tuple(int_list(raw[1], where.at("start scores"), 4))
        if name == WIN_NAME:
            scores = self.after_deposits(scores)
            if len(result) < 3 or len(result) % 2 == 0:
                raise Tenhou6FormatError(
                    f"{spot}: '和了' needs pairs of [score changes] and [winner, from, pao, ...]"
                )
            ron = False
            for n in range(1, len(result), 2):
                win = parse_win(
                    result[n], result[n + 1], f"{spot} entry {n}", players, self.dealer, self.wind
                )
                self.check_win(win, spot)
                event = self.agari_event(win, scores, ura_ids)
                self.emit(event)
                ron = ron or win.winner != win.from_seat
                scores = tuple(s + d for s, d in zip(scores, win.deltas, strict=True))
            if self.riichi_pending is not None and not ron:
                self.emit(Event(EventKind.RIICHI, self.riichi_pending, 2))
            return
        kind = DRAW_TYPES.get(name)
        if kind is None and name not in (ALL_TENPAI, ALL_NOTEN):
            raise Tenhou6FormatError(
                f"{spot}: '{name}' is not a result (和了, 流局, 九種九牌, 四家立直, 三家和了, "
                "四槓散了, 四風連打, 流し満貫, 全員聴牌, 全員不聴)"
            )
        if self.riichi_pending is not None:
            self.emit(Event(EventKind.RIICHI, self.riichi_pending, 2))
        scores = self.after_deposits(scores)
        deltas: tuple[int, ...] = (0, 0, 0, 0)
        if len(result) > 1:
            deltas = tuple(int_list(result[1], f"{spot} score changes", 4))
        revealed: list[tuple[int, tuple[int, ...]]] = []
        if kind in (None, DrawKind.EXHAUSTIVE):
            for seat in range(players):
                if name == ALL_TENPAI or deltas[seat] > 0:
                    revealed.append((seat, tuple(sorted(self.hands[seat]))))
        draw = DrawResult(
            kind=kind or DrawKind.EXHAUSTIVE,
            deltas=deltas,
            scores_before=scores,
            revealed=tuple(revealed),
        )
        self.emit(Event(EventKind.RYUUKYOKU, -1, -1, None, draw))

    def after_deposits(self, scores: tuple[int, ...]) -> tuple[int, ...]:
        """The start scores less the riichi sticks put down in this hand (as mjlog's ``sc``)."""
        paid = [0] * 4
        for event in self.events:
            if event.kind is EventKind.RIICHI and event.tile == 2:
                paid[event.seat] += 1000
        return tuple(s - p for s, p in zip(scores, paid, strict=True))

    def check_win(self, win: WinInfo, spot: str) -> None:
        kind, seat, _tile = self.last_action or ("none", -1, -1)
        if win.winner == win.from_seat:
            if kind != "draw" or seat != win.winner:
                raise Tenhou6FormatError(
                    f"{spot}: seat {win.winner} wins by tsumo, but the last thing in the hand "
                    f"is a {kind} by seat {seat}"
                )
        elif kind not in ("discard", "call") or seat != win.from_seat:
            raise Tenhou6FormatError(
                f"{spot}: seat {win.winner} wins by ron from seat {win.from_seat}, but the last "
                f"thing in the hand is a {kind} by seat {seat}"
            )

    def agari_event(self, win: WinInfo, scores: tuple[int, ...], ura_ids: list[int]) -> Event:
        hand = list(self.hands[win.winner])
        winning_tile = self.last_action[2] if self.last_action else None
        if win.winner != win.from_seat and winning_tile is not None:
            hand.append(winning_tile)
        result = WinResult(
            winner=win.winner,
            from_seat=win.from_seat,
            fu=win.fu,
            points=win.points,
            limit=win.limit,
            yaku=win.yaku,
            yakuman=win.yakuman,
            dora=tuple(self.dora_ids),
            ura=tuple(ura_ids) if ura_ids and self.riichi[win.winner] else (),
            deltas=win.deltas,
            scores_before=scores,
            pao=win.pao if win.pao != win.winner else None,
            hand=tuple(sorted(hand)),
            winning_tile=winning_tile,
            other_yaku=win.other_yaku,
        )
        return Event(EventKind.AGARI, win.winner, -1, None, result)


#: Orders of play tried for one round before giving up (each is one replay of it).
MAX_ORDERS_TRIED = 512


def play_round(
    raw: Any, index: int, players: int, red: bool, budget: list[int], position: int | None = None
) -> HandRecord:
    """Play a round through, finding an order of play its arrays are consistent with.

    JSON does not say which discard a call took.  The first try gives every
    call to the first discard it matches; when the round does not then add up,
    a depth-first search goes through the other choices (the call took a later
    discard of the same tile, another seat's call came first, or nobody called)
    until one order fits.  It is complete: every choice made before the point
    where an order breaks is tried both ways, and only those (what comes after
    the break was never reached, so it cannot be to blame), until the round's
    and the file's ``budget`` of replays runs out.  When no order fits, the
    error reported is that of the order that read furthest into the round: it
    names the real fault, not a call the first try merely put in the wrong place.
    """
    best_error: Tenhou6FormatError | None = None
    best_progress = -1
    pending: list[tuple[int, ...]] = [()]
    tried = 0
    while pending and tried < MAX_ORDERS_TRIED:
        decisions = pending.pop()
        if tried:
            if budget[0] <= 0:
                break
            budget[0] -= 1
        tried += 1
        builder = RoundBuilder(raw, index, players, red, decisions, position)
        try:
            record = builder.build()
            builder.finish(players)
        except Tenhou6FormatError as error:
            progress = builder.progress()
            if progress > best_progress:
                best_error, best_progress = error, progress
            taken = [pick for pick, _ in builder.choices]
            # The choice nearest the break goes on the stack last, so it is tried first.
            for depth in range(len(decisions), len(builder.choices)):
                pick, count = builder.choices[depth]
                for other in range(count - 1, pick, -1):
                    pending.append((*taken[:depth], other))
            continue
        return record
    assert best_error is not None
    raise best_error


__all__ = ["MAX_ORDERS_TRIED", "RoundBuilder", "play_round"]
