"""mjai, the JSON-lines event format of Mahjong AI (Mortal, mjai-reviewer, RiichiEnv, mjai.app).

One JSON object a line: ``start_game``, then per hand ``start_kyoku``, ``tsumo``,
``dahai``, calls, ``dora``, ``reach``/``reach_accepted``, ``hora``/``ryukyoku`` and
``end_kyoku``, then ``end_game``.  Tiles are ``1m``..``9s``, ``E S W N P F C`` and the
red fives ``5mr 5pr 5sr``.

The writer places kan dora where the engines expect them (mjai-reviewer's
``convlog`` and Mortal's board do the same, whatever the source log's own order):
an ``ankan`` reveals at once; a ``daiminkan`` or ``kakan`` reveals just before the
kan player's next ``dahai`` (after the replacement draw); a kan made while an
earlier open kan's dora is still pending reveals that one first (before an
``ankan``, or at the replacement ``tsumo`` after a ``kakan``, which can still be
robbed until then).  A hand won on the replacement draw or by robbing the kan
reveals nothing more, as on Tenhou.

The reader turns a log back into a :class:`GameRecord`: tiles get ids as in the
tenhou.net/6 reader, results keep what mjai says (who, from whom, deltas, ura
indicators); an mjai log has no wall, no han and no fu.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, Final

from yamaviewer.core.formats.errors import LogFormatError
from yamaviewer.core.melds import Meld, MeldType
from yamaviewer.core.record import (
    MAX_EVENTS_PER_HAND,
    DrawKind,
    DrawResult,
    Event,
    EventKind,
    GameRecord,
    GameType,
    HandRecord,
    WinResult,
)
from yamaviewer.core.tiles import (
    KIND_COUNT,
    RED_FIVE_IDS,
    TileAllocator,
    TileError,
    kind_name,
    kind_of,
)
from yamaviewer.core.wording import translatable

#: mjai's honour letters, East .. Chun (kinds 27..33).
HONORS = "ESWNPFC"
#: The bakaze letters of the four round winds.
WINDS = "ESWN"
#: Kinds whose discards keep nagashi mangan alive: terminals and honours.
_TERMINAL_HONOUR = frozenset((0, 8, 9, 17, 18, 26, *range(27, KIND_COUNT)))
#: Why an mjai log (or a Mortal review's game) cannot be verified.
MJAI_NOTE: Final = translatable(
    "Mjai", "not verifiable: no seed (an mjai log carries no wall; han and fu are counted again)"
)
#: A file larger than this is no game log (a real one is about 100 KB).
MAX_MJAI_BYTES = 32 * 1024 * 1024


class MjaiFormatError(LogFormatError):
    """The lines are not a usable mjai log; the message says which line and why."""


# -- tiles ---------------------------------------------------------------------------


def tile_to_mjai(tile_id: int, red_fives: bool = True) -> str:
    """mjai name of a tile id: '5m', 'E', red five '5mr'."""
    kind = kind_of(tile_id)
    if kind >= 27:
        return HONORS[kind - 27]
    name = kind_name(kind)
    return name + "r" if red_fives and tile_id in RED_FIVE_IDS else name


def mjai_to_code(text: object) -> tuple[int, bool]:
    """(kind, red) of an mjai tile name; raises TileError for anything else ('?' included)."""
    if not isinstance(text, str):
        raise TileError(f"{text!r} is not an mjai tile")
    if len(text) == 1 and text in HONORS:
        return 27 + HONORS.index(text), False
    red = len(text) == 3 and text[0] == "5" and text[2] == "r"
    core = text[:2] if red else text
    if len(core) == 2 and core[0] in "123456789" and core[1] in "mps":
        return "mps".index(core[1]) * 9 + int(core[0]) - 1, red
    raise TileError(f"'{text}' is not an mjai tile (1m..9s, E S W N P F C, 5mr 5pr 5sr)")


# -- writing ---------------------------------------------------------------------------


def game_to_mjai(game: GameRecord) -> list[dict[str, Any]]:
    """The whole game as mjai events, in order."""
    events: list[dict[str, Any]] = [
        {
            "type": "start_game",
            "names": (list(game.player_names) + ["", "", "", ""])[:4],
            "kyoku_first": 0 if game.flags & GameType.HANCHAN else 4,
            "aka_flag": game.red_fives,
        }
    ]
    for hand in game.hands:
        events.extend(hand_to_mjai(hand, game.red_fives, game.player_count))
    events.append({"type": "end_game"})
    return events


def hand_to_mjai(hand: HandRecord, red: bool = True, players: int = 4) -> list[dict[str, Any]]:
    """One hand as mjai events, kan dora placed by the rule the module docstring states."""

    def name(tile: int) -> str:
        return tile_to_mjai(tile, red)

    scores = [s * 100 for s in (list(hand.scores) + [0, 0, 0, 0])[:4]]
    out: list[dict[str, Any]] = [
        {
            "type": "start_kyoku",
            "bakaze": WINDS[hand.round // 4 % 4],
            "dora_marker": name(hand.dora_indicator),
            "kyoku": hand.round % 4 + 1,
            "honba": hand.honba,
            "kyotaku": hand.riichi_sticks,
            "oya": hand.dealer,
            "scores": scores,
            "tehais": [
                [name(t) for t in hand.haipai[seat]] if seat < players else ["?"] * 13
                for seat in range(4)
            ],
        }
    ]
    doras = iter([e.tile for e in hand.events if e.kind is EventKind.DORA])
    at_discard = at_tsumo = False
    last_draw: list[int | None] = [None] * 4

    def reveal() -> None:
        tile = next(doras, None)
        if tile is not None:
            out.append({"type": "dora", "dora_marker": name(tile)})

    for event in hand.events:
        kind, seat = event.kind, event.seat
        if kind is EventKind.DRAW:
            if at_tsumo:
                reveal()
                at_tsumo = False
            last_draw[seat] = event.tile
            out.append({"type": "tsumo", "actor": seat, "pai": name(event.tile)})
        elif kind is EventKind.DISCARD:
            if at_discard:
                reveal()
                at_discard = False
            tsumogiri = event.tile == last_draw[seat]
            last_draw[seat] = None
            out.append(
                {"type": "dahai", "actor": seat, "pai": name(event.tile), "tsumogiri": tsumogiri}
            )
        elif kind is EventKind.CALL and event.meld is not None:
            meld = event.meld
            last_draw[seat] = None
            if meld.type is MeldType.CLOSED_KAN:
                if at_discard:
                    reveal()
                    at_discard = False
                out.append(
                    {"type": "ankan", "actor": seat, "consumed": [name(t) for t in meld.tiles]}
                )
                reveal()
            elif meld.type is MeldType.ADDED_KAN:
                added = meld.added if meld.added is not None else meld.tiles[-1]
                pon = [t for t in meld.tiles if t != added]
                at_tsumo = at_tsumo or at_discard
                out.append(
                    {
                        "type": "kakan",
                        "actor": seat,
                        "pai": name(added),
                        "consumed": [name(t) for t in pon],
                    }
                )
                at_discard = True
            elif meld.type is MeldType.KITA:
                out.append({"type": "nukidora", "actor": seat, "pai": name(meld.tiles[0])})
            else:
                called = meld.called if meld.called is not None else meld.tiles[0]
                if meld.type is MeldType.OPEN_KAN and at_discard:
                    reveal()
                out.append(
                    {
                        "type": {
                            MeldType.CHI: "chi",
                            MeldType.PON: "pon",
                            MeldType.OPEN_KAN: "daiminkan",
                        }[meld.type],
                        "actor": seat,
                        "target": meld.from_seat,
                        "pai": name(called),
                        "consumed": [name(t) for t in meld.own_tiles],
                    }
                )
                at_discard = meld.type is MeldType.OPEN_KAN
        elif kind is EventKind.RIICHI:
            out.append({"type": "reach" if event.tile == 1 else "reach_accepted", "actor": seat})
        elif kind is EventKind.AGARI and isinstance(event.result, WinResult):
            win = event.result
            out.append(
                {
                    "type": "hora",
                    "actor": win.winner,
                    "target": win.from_seat,
                    "deltas": list((list(win.deltas) + [0, 0, 0, 0])[:4]),
                    "ura_markers": [name(t) for t in win.ura],
                }
            )
        elif kind is EventKind.RYUUKYOKU and isinstance(event.result, DrawResult):
            out.append(
                {"type": "ryukyoku", "deltas": list((list(event.result.deltas) + [0] * 4)[:4])}
            )
    out.append({"type": "end_kyoku"})
    return out


def dumps_mjai(events: Iterable[dict[str, Any]]) -> str:
    """JSON lines, compact and ASCII-safe as mjai tools write them (names stay readable)."""
    return "".join(
        json.dumps(e, ensure_ascii=False, separators=(",", ":"), allow_nan=False) + "\n"
        for e in events
    )


# -- telling it apart ---------------------------------------------------------------------


def looks_like_mjai(head: bytes) -> bool:
    """True when the first line of ``head`` is a JSON object with an mjai ``type``.

    tenhou.net/6 JSON and Mahjong Soul JSON are single objects with other keys, so
    the first complete line decides; a first line longer than the head falls back
    to spotting a leading ``{"type":`` key.
    """
    text = head.removeprefix(b"\xef\xbb\xbf").lstrip()
    if text[:1] != b"{":
        return False
    line, newline, _rest = text.partition(b"\n")
    if newline:
        try:
            first = json.loads(line)
        except ValueError:
            return False
        return isinstance(first, dict) and isinstance(first.get("type"), str)
    compact = b"".join(text[:64].split())
    return compact.startswith((b'{"type":"start_game"', b'{"type":"start_kyoku"'))


# -- reading ---------------------------------------------------------------------------


def iter_mjai_lines(data: bytes) -> Iterator[tuple[int, dict[str, Any]]]:
    """(line number, event) for every non-blank line; MjaiFormatError for a bad one."""
    text = data.removeprefix(b"\xef\xbb\xbf")
    for number, raw in enumerate(text.splitlines(), start=1):
        if not raw.strip():
            continue
        try:
            event = json.loads(raw)
        except (ValueError, RecursionError):
            raise MjaiFormatError(f"line {number}: not a JSON object") from None
        if not isinstance(event, dict) or not isinstance(event.get("type"), str):
            raise MjaiFormatError(f"line {number}: an mjai event is an object with a 'type'")
        yield number, event


class _HandBuilder:
    """Rebuilds one hand's record from its mjai events, giving each tile an id."""

    def __init__(self, start: dict[str, Any], index: int, red: bool, line: int) -> None:
        self.red = red
        self.line = line
        self.allocator = TileAllocator(allow_red=red)
        bakaze = start.get("bakaze", "E")
        if bakaze not in WINDS:
            raise self.error(f"bakaze {bakaze!r} is not E, S, W or N")
        kyoku = self.integer(start.get("kyoku", 1), "kyoku")
        if not 1 <= kyoku <= 4:
            raise self.error(f"kyoku {kyoku} is not 1..4")
        self.dealer = self.integer(start.get("oya", kyoku - 1), "oya")
        if not 0 <= self.dealer <= 3:
            raise self.error(f"oya {self.dealer} is not a seat 0..3")
        tehais = start.get("tehais")
        if not isinstance(tehais, list) or len(tehais) != 4:
            raise self.error("start_kyoku needs 'tehais', four starting hands")
        self.players = 3 if tehais[3] in ([], ["?"] * 13) or _all_unknown(tehais[3]) else 4
        self.haipai: list[list[int]] = [[] for _ in range(4)]
        for seat in range(self.players):
            tiles = tehais[seat]
            if not isinstance(tiles, list) or len(tiles) != 13:
                raise self.error(f"seat {seat}'s starting hand is not 13 tiles")
            self.haipai[seat] = [self.take(t) for t in tiles]
        scores = start.get("scores", [25000] * 4)
        if not isinstance(scores, list) or len(scores) != 4:
            raise self.error("'scores' is not four numbers")
        self.scores = [self.integer(s, "scores") for s in scores]
        self.record = HandRecord(
            index=index,
            round=WINDS.index(bakaze) * 4 + kyoku - 1,
            honba=self.integer(start.get("honba", 0), "honba"),
            riichi_sticks=self.integer(start.get("kyotaku", 0), "kyotaku"),
            dice=(0, 0),
            dora_indicator=self.take(start.get("dora_marker")),
            dealer=self.dealer,
            scores=[s // 100 for s in self.scores],
            haipai=[list(h) for h in self.haipai],
            dice_known=False,
            haipai_in_deal_order=False,  # mjai lists a starting hand in no wall order
        )
        self.hands = [list(h) for h in self.haipai]
        self.melds: list[list[Meld]] = [[] for _ in range(4)]
        self.discards: list[list[int]] = [[] for _ in range(4)]
        self.called_from: list[bool] = [False] * 4  # a seat's discard was called
        self.drawn: list[int | None] = [None] * 4
        self.doras = [self.record.dora_indicator]
        self.riichi = [False] * 4
        self.accepted = 0
        self.draws = 0
        self.last: tuple[str, int, int] | None = None  # (what, seat, tile)
        self.paid = [0, 0, 0, 0]
        self.winners_paid = 0

    # -- helpers -----------------------------------------------------------------
    def error(self, text: str) -> MjaiFormatError:
        return MjaiFormatError(f"line {self.line}: {text}")

    def integer(self, value: object, what: str) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.error(f"'{what}' is not a whole number")
        return value

    def seat(self, event: dict[str, Any], key: str = "actor") -> int:
        value = event.get(key)
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < self.players:
            raise self.error(f"'{key}' {value!r} is not a seat of this game")
        return value

    def take(self, text: object) -> int:
        try:
            return self.allocator.take(*mjai_to_code(text))
        except TileError as error:
            raise self.error(f"{error} in this hand") from None

    def from_hand(
        self, seat: int, text: object, prefer: int | None = None, avoid: int | None = None
    ) -> int:
        """Remove a tile of this name from the seat's hand: ``prefer`` when it matches,
        else any copy but ``avoid`` (a hand-cut keeps the tile just drawn)."""
        try:
            kind, red = mjai_to_code(text)
        except TileError as error:
            raise self.error(str(error)) from None
        matches = [t for t in self.hands[seat] if kind_of(t) == kind and self.is_red(t) == red]
        if not matches:
            raise self.error(f"seat {seat} has no {text} in hand")
        if prefer in matches:
            chosen = prefer
        else:
            chosen = next((t for t in matches if t != avoid), matches[0])
        self.hands[seat].remove(chosen)
        return chosen

    def is_red(self, tile: int) -> bool:
        return self.red and tile in RED_FIVE_IDS

    def emit(self, event: Event) -> None:
        record = self.record
        if len(record.events) >= MAX_EVENTS_PER_HAND:
            raise self.error(f"a hand has more than {MAX_EVENTS_PER_HAND} events")
        if event.kind not in (EventKind.DRAW, EventKind.DISCARD):
            record.special_steps.append(len(record.events))
        if event.meld is not None and event.meld.type.takes_replacement:
            record.has_replacement = True
        record.events.append(event)

    # -- events ------------------------------------------------------------------
    def apply(self, event: dict[str, Any], line: int) -> None:
        self.line = line
        kind = event["type"]
        handler = getattr(self, f"on_{kind}", None)
        if handler is None:
            return  # none, end_kyoku and other engines' extras carry nothing to replay
        handler(event)

    def on_tsumo(self, event: dict[str, Any]) -> None:
        seat = self.seat(event)
        tile = self.take(event.get("pai"))
        self.hands[seat].append(tile)
        self.drawn[seat] = tile
        self.draws += 1
        self.emit(Event(EventKind.DRAW, seat, tile))
        self.last = ("draw", seat, tile)

    def on_dahai(self, event: dict[str, Any]) -> None:
        seat = self.seat(event)
        drawn = self.drawn[seat]
        if event.get("tsumogiri"):
            tile = self.from_hand(seat, event.get("pai"), prefer=drawn)
        else:
            tile = self.from_hand(seat, event.get("pai"), avoid=drawn)
        self.drawn[seat] = None
        self.discards[seat].append(tile)
        self.emit(Event(EventKind.DISCARD, seat, tile))
        self.last = ("discard", seat, tile)

    def on_reach(self, event: dict[str, Any]) -> None:
        seat = self.seat(event)
        self.riichi[seat] = True
        self.emit(Event(EventKind.RIICHI, seat, 1))

    def on_reach_accepted(self, event: dict[str, Any]) -> None:
        seat = self.seat(event)
        self.accepted += 1
        self.paid[seat] += 1000
        self.emit(Event(EventKind.RIICHI, seat, 2))

    def on_dora(self, event: dict[str, Any]) -> None:
        tile = self.take(event.get("dora_marker"))
        self.doras.append(tile)
        self.emit(Event(EventKind.DORA, -1, tile))

    def _open_call(self, event: dict[str, Any], meld_type: MeldType) -> None:
        seat, target = self.seat(event), self.seat(event, "target")
        if self.last is None or self.last[0] != "discard" or self.last[1] != target:
            raise self.error(f"seat {seat} calls from seat {target}, who did not just discard")
        called = self.last[2]
        if mjai_to_code(event.get("pai")) != (kind_of(called), self.is_red(called)):
            raise self.error(f"the call names {event.get('pai')}, seat {target} discarded another")
        consumed = event.get("consumed")
        if not isinstance(consumed, list):
            raise self.error("a call needs 'consumed', the caller's tiles")
        own = [self.from_hand(seat, t) for t in consumed]
        meld = Meld(meld_type, seat, tuple(sorted((*own, called))), called, (target - seat) % 4)
        self.melds[seat].append(meld)
        self.called_from[target] = True
        self.drawn[seat] = None
        self.emit(Event(EventKind.CALL, seat, -1, meld))
        self.last = ("call", seat, called)

    def on_chi(self, event: dict[str, Any]) -> None:
        self._open_call(event, MeldType.CHI)

    def on_pon(self, event: dict[str, Any]) -> None:
        self._open_call(event, MeldType.PON)

    def on_daiminkan(self, event: dict[str, Any]) -> None:
        self._open_call(event, MeldType.OPEN_KAN)

    def on_ankan(self, event: dict[str, Any]) -> None:
        seat = self.seat(event)
        consumed = event.get("consumed")
        if not isinstance(consumed, list) or len(consumed) != 4:
            raise self.error("an ankan needs four 'consumed' tiles")
        tiles = tuple(sorted(self.from_hand(seat, t, self.drawn[seat]) for t in consumed))
        meld = Meld(MeldType.CLOSED_KAN, seat, tiles, None, 0)
        self.melds[seat].append(meld)
        self.drawn[seat] = None
        self.emit(Event(EventKind.CALL, seat, -1, meld))
        self.last = ("call", seat, tiles[-1])

    def on_kakan(self, event: dict[str, Any]) -> None:
        seat = self.seat(event)
        try:
            kind, _red = mjai_to_code(event.get("pai"))
        except TileError as error:
            raise self.error(str(error)) from None
        pon = next(
            (m for m in self.melds[seat] if m.type is MeldType.PON and kind_of(m.tiles[0]) == kind),
            None,
        )
        if pon is None:
            raise self.error(f"seat {seat} adds to a pon of {event.get('pai')} it does not have")
        added = self.from_hand(seat, event.get("pai"), self.drawn[seat])
        meld = Meld(
            MeldType.ADDED_KAN, seat, (*pon.tiles, added), pon.called, pon.from_offset, added
        )
        self.melds[seat] = [meld if m is pon else m for m in self.melds[seat]]
        self.drawn[seat] = None
        self.emit(Event(EventKind.CALL, seat, -1, meld))
        self.last = ("kakan", seat, added)

    def on_nukidora(self, event: dict[str, Any]) -> None:
        seat = self.seat(event)
        tile = self.from_hand(seat, event.get("pai", "N"), self.drawn[seat])
        meld = Meld(MeldType.KITA, seat, (tile,), None, 0)
        self.melds[seat].append(meld)
        self.drawn[seat] = None
        self.emit(Event(EventKind.CALL, seat, -1, meld))
        self.last = ("call", seat, tile)

    def _deltas(self, event: dict[str, Any]) -> tuple[int, ...]:
        deltas = event.get("deltas", [0, 0, 0, 0])
        if not isinstance(deltas, list) or len(deltas) != 4:
            raise self.error("'deltas' is not four numbers")
        return tuple(self.integer(d, "deltas") for d in deltas)

    def scores_before(self) -> tuple[int, ...]:
        """The start scores less the riichi sticks put down and the wins already paid."""
        return tuple(s - p for s, p in zip(self.scores, self.paid, strict=True))

    def on_hora(self, event: dict[str, Any]) -> None:
        winner = self.seat(event)
        target = self.seat(event, "target") if "target" in event else winner
        deltas = self._deltas(event)
        hand = list(self.hands[winner])
        winning: int | None = self.last[2] if self.last is not None else None
        if target != winner and winning is not None:
            hand.append(winning)
        ura = event.get("ura_markers", event.get("uradora_markers", []))
        ura_ids = [self.take(t) for t in ura] if isinstance(ura, list) else []
        scores = self.scores_before()
        # Honba and riichi sticks go to the first winner only (Tenhou's head bump).
        bonus = 0
        if self.winners_paid == 0:
            per_honba = 300 if self.players == 4 else 200
            sticks = self.record.riichi_sticks + self.accepted
            bonus = self.record.honba * per_honba + sticks * 1000
        points = max(0, deltas[winner] - bonus)
        result = WinResult(
            winner=winner,
            from_seat=target,
            fu=0,
            points=points,
            limit=None,  # counted by score_wins once the game is read
            yaku=(),
            yakuman=(),
            dora=tuple(self.doras),
            ura=tuple(ura_ids),
            deltas=deltas,
            scores_before=scores,
            hand=tuple(sorted(hand)),
            winning_tile=winning,
        )
        self.winners_paid += 1
        self.paid = [p - d for p, d in zip(self.paid, deltas, strict=True)]
        self.emit(Event(EventKind.AGARI, winner, -1, None, result))

    def on_ryukyoku(self, event: dict[str, Any]) -> None:
        deltas = self._deltas(event)
        kind = self.draw_kind()
        shown: list[int] = []
        if kind is DrawKind.NINE_TERMINALS and self.last is not None:
            shown = [self.last[1]]
        elif kind is DrawKind.FOUR_RIICHI:
            shown = list(range(self.players))
        elif kind is DrawKind.TRIPLE_RON and self.last is not None:
            giver, tile = self.last[1], self.last[2]
            shown = [
                s for s in self.tenpai_seats() if s != giver and kind_of(tile) in self.waits(s)
            ]
        elif kind in (DrawKind.EXHAUSTIVE, DrawKind.NAGASHI_MANGAN):
            shown = self.tenpai_seats()
        revealed = tuple((s, tuple(sorted(self.hands[s]))) for s in shown)
        result = DrawResult(kind, deltas, self.scores_before(), revealed)
        self.emit(Event(EventKind.RYUUKYOKU, -1, -1, None, result))

    def draw_kind(self) -> DrawKind:
        """Which draw this is: mjai does not say, the hand does."""
        live = 70 if self.players == 4 else 55
        if self.last is not None and self.last[0] == "draw":
            return DrawKind.NINE_TERMINALS
        if self.draws >= live:
            nagashi = any(
                self.discards[s]
                and not self.called_from[s]
                and all(kind_of(t) in _TERMINAL_HONOUR for t in self.discards[s])
                for s in range(self.players)
            )
            return DrawKind.NAGASHI_MANGAN if nagashi else DrawKind.EXHAUSTIVE
        if self.accepted == 4 or sum(self.riichi) == 4:
            return DrawKind.FOUR_RIICHI
        kans = [m for melds in self.melds for m in melds if m.type.takes_replacement]
        if len([m for m in kans if m.type is not MeldType.KITA]) >= 4:
            return DrawKind.FOUR_KANS
        discards = [e for e in self.record.events if e.kind is EventKind.DISCARD]
        calls = [e for e in self.record.events if e.kind is EventKind.CALL]
        if (
            len(discards) == 4
            and not calls
            and len({kind_of(e.tile) for e in discards}) == 1
            and 27 <= kind_of(discards[0].tile) <= 30
        ):
            return DrawKind.FOUR_WINDS
        return DrawKind.TRIPLE_RON

    def waits(self, seat: int) -> list[int]:
        """The kinds the seat's hand waits on (none when not tenpai, pure karaten included)."""
        from yamaviewer.core.shanten import ShantenInputError, counts_of, tenpai_waits

        called = counts_of(t for m in self.melds[seat] for t in m.tiles)
        try:
            return tenpai_waits(counts_of(self.hands[seat]), self.players, called)
        except ShantenInputError:
            return []

    def tenpai_seats(self) -> list[int]:
        """Seats whose hands are tenpai now (mjai does not list them)."""
        return [s for s in range(self.players) if self.waits(s)]


def _all_unknown(tiles: object) -> bool:
    return isinstance(tiles, list) and all(t == "?" for t in tiles)


def parse_mjai_bytes(data: bytes, source_name: str = "") -> GameRecord:
    """A whole mjai log as a GameRecord; MjaiFormatError says which line is wrong."""
    if len(data) > MAX_MJAI_BYTES:
        raise MjaiFormatError(f"the file is larger than {MAX_MJAI_BYTES // 2**20} MiB")
    names: list[str] = ["", "", "", ""]
    red = True
    hanchan = True
    hands: list[HandRecord] = []
    builder: _HandBuilder | None = None
    players = 4
    seen = False
    for line, event in iter_mjai_lines(data):
        seen = True
        kind = event["type"]
        if kind == "start_game":
            raw_names = event.get("names")
            if isinstance(raw_names, list):
                names = [str(n) for n in (raw_names + ["", "", "", ""])[:4]]
            red = bool(event.get("aka_flag", True))
            hanchan = event.get("kyoku_first", 0) == 0
        elif kind == "start_kyoku":
            if builder is not None:
                hands.append(builder.record)
            builder = _HandBuilder(event, len(hands), red, line)
            players = builder.players
        elif kind == "end_kyoku":
            if builder is not None:
                hands.append(builder.record)
            builder = None
        elif kind == "end_game":
            break
        elif builder is not None:
            try:
                builder.apply(event, line)
            except TileError as error:
                raise MjaiFormatError(f"line {line}: {error}") from None
    if builder is not None:
        hands.append(builder.record)
    if not seen:
        raise MjaiFormatError("the file holds no mjai events")
    if not hands:
        raise MjaiFormatError("the log has no start_kyoku: no hand to show")
    game_type = GameType.HUMAN
    if players == 3:
        game_type |= GameType.SANMA
    if not red:
        game_type |= GameType.NO_RED
    if hanchan:
        game_type |= GameType.HANCHAN
    game = GameRecord(
        shuffle_seed=None,
        game_type=int(game_type),
        lobby=0,
        player_names=names,
        dan=[0, 0, 0, 0],
        rate=[0.0, 0.0, 0.0, 0.0],
        sex=["", "", "", ""],
        hands=hands,
        source_name=source_name,
    )
    score_wins(game)
    return game


def score_wins(game: GameRecord) -> None:
    """Fill each win's han, fu, yaku and limit from the hand itself (mjai has only deltas).

    The scoring home counts the win from the events; a win it cannot count keeps
    them empty.  The points stay those the deltas say were paid.
    """
    from yamaviewer.core.scoring.hand import score_win

    for hand in game.hands:
        for index, event in enumerate(hand.events):
            if not isinstance(event.result, WinResult):
                continue
            try:
                score = score_win(game, hand, event.result)
            except (ValueError, KeyError, IndexError, TypeError, AttributeError):
                continue  # a hand the package cannot read: han and fu stay unknown
            # The record lists yakuman apart from the yaku (13 han each).
            yaku = tuple((y, han) for y, han in score.yaku if y not in score.yakuman)
            filled = event.result._replace(
                fu=score.fu, yaku=yaku, yakuman=score.yakuman, limit=score.limit
            )
            hand.events[index] = event._replace(result=filled)


def read_mjai(path: str | Path) -> GameRecord:
    """Read an mjai log file (regular files only, bounded in size)."""
    from yamaviewer.core.safe_io import InputRefused, read_regular_file

    path = Path(path)
    try:
        data = read_regular_file(path, MAX_MJAI_BYTES)
    except InputRefused as error:
        raise MjaiFormatError(str(error)) from None
    return parse_mjai_bytes(data, path.name)


__all__ = [
    "HONORS",
    "MJAI_NOTE",
    "MjaiFormatError",
    "dumps_mjai",
    "game_to_mjai",
    "hand_to_mjai",
    "iter_mjai_lines",
    "looks_like_mjai",
    "mjai_to_code",
    "parse_mjai_bytes",
    "read_mjai",
    "tile_to_mjai",
]
