"""Writing a game as tenhou.net/6 JSON exactly the way Tenhou's own export does.

Tenhou's converter (``mjlog2json``) is the reference: review tools expect its
key order, its sorted starting hands, its result strings.  Everything
observed on real pairs is in REFERENCE section 6; the tests compare the
output with Tenhou's own files field by field.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from yamaviewer.core.formats.tenhou6_notation import sort_key
from yamaviewer.core.formats.tenhou6_vocabulary import (
    ALL_NOTEN,
    ALL_TENPAI,
    DRAW_NAMES,
    LIMIT_BASIC,
    LIMIT_NAMES,
    WIN_NAME,
    rule_display,
)
from yamaviewer.core.melds import Meld, MeldType
from yamaviewer.core.record import (
    DrawKind,
    DrawResult,
    EventKind,
    GameRecord,
    HandRecord,
    Limit,
    WinResult,
)
from yamaviewer.core.safe_io import standard_json_dumps, write_output
from yamaviewer.core.tenhou_ranks import DAN_NAMES
from yamaviewer.core.tiles import tile_to_t6
from yamaviewer.core.yaku import yaku_name

#: Tenhou's export format version.
EXPORT_VERSION = 2.3
_GAME_ID = re.compile(r"\d{10}gm-[0-9a-f]{4}-\d{4}-[0-9a-f]{8}")

Entry = int | str


def _number(value: float) -> int | float:
    """Tenhou writes whole numbers without a decimal point (1500, not 1500.0)."""
    return int(value) if float(value).is_integer() else value


def _round_up_100(value: int) -> int:
    return -(-value // 100) * 100


class _Writer:
    """Converts one game; ``red`` decides whether copy 0 of a five is written red."""

    def __init__(self, game: GameRecord) -> None:
        self.game = game
        self.red = game.red_fives
        self.players = game.player_count

    def code(self, tile: int) -> int:
        return tile_to_t6(tile, self.red)

    def codes(self, tiles: list[int] | tuple[int, ...]) -> str:
        return "".join(str(c) for c in sorted((self.code(t) for t in tiles), key=sort_key))

    # -- calls ------------------------------------------------------------------
    def call_text(self, meld: Meld) -> str:
        """The meld as Tenhou writes it: 'c375336', '46p4646', '4545k4545', '151515a51'."""
        kind = meld.type
        if kind is MeldType.KITA:
            return f"f{self.code(meld.tiles[0])}"
        if kind is MeldType.CLOSED_KAN:
            text = self.codes(meld.tiles)
            return f"{text[:6]}a{text[6:]}"
        called = meld.called if meld.called is not None else meld.tiles[0]
        if kind is MeldType.ADDED_KAN:
            pon_tiles = [t for t in meld.tiles if t != meld.added]
            own = self.codes([t for t in pon_tiles if t != called])
            added = meld.added if meld.added is not None else meld.tiles[-1]
            marked = f"k{self.code(called)}"
            return self._place(own, marked, meld.from_offset, 3) + str(self.code(added))
        own = self.codes([t for t in meld.tiles if t != called])
        if kind is MeldType.CHI:
            return f"c{self.code(called)}{own}"
        letter = "p" if kind is MeldType.PON else "m"
        return self._place(own, f"{letter}{self.code(called)}", meld.from_offset, len(meld.tiles))

    @staticmethod
    def _place(own: str, marked: str, from_offset: int, size: int) -> str:
        """Put the called tile left (from the left), second (across) or last (right)."""
        if from_offset == 3:
            return marked + own
        if from_offset == 2:
            return own[:2] + marked + own[2:]
        return own + marked

    # -- one hand ------------------------------------------------------------------
    def hand(self, hand: HandRecord) -> list[Any]:
        draws: list[list[Entry]] = [[] for _ in range(4)]
        discards: list[list[Entry]] = [[] for _ in range(4)]
        last_draw: list[int | None] = [None] * 4
        riichi_declared = [False] * 4
        riichi_seats: set[int] = set()
        dora = [self.code(hand.dora_indicator)]
        wins: list[Any] = []
        result: list[Any] = []
        ura: list[int] = []
        for event in hand.events:
            kind, seat = event.kind, event.seat
            if kind is EventKind.DRAW:
                draws[seat].append(self.code(event.tile))
                last_draw[seat] = event.tile
            elif kind is EventKind.DISCARD:
                code = 60 if event.tile == last_draw[seat] else self.code(event.tile)
                entry: Entry = code
                if riichi_declared[seat]:
                    entry = f"r{code}"
                    riichi_declared[seat] = False
                discards[seat].append(entry)
                last_draw[seat] = None
            elif kind is EventKind.CALL and event.meld is not None:
                meld = event.meld
                text = self.call_text(meld)
                if meld.type in (MeldType.CHI, MeldType.PON, MeldType.OPEN_KAN):
                    draws[seat].append(text)
                    if meld.type is MeldType.OPEN_KAN:
                        discards[seat].append(0)
                else:
                    discards[seat].append(text)
                last_draw[seat] = None
            elif kind is EventKind.DORA:
                dora.append(self.code(event.tile))
            elif kind is EventKind.RIICHI and event.tile == 1:
                riichi_declared[seat] = True
                riichi_seats.add(seat)
            elif isinstance(event.result, WinResult):
                win = event.result
                wins.append(list(win.deltas))
                wins.append(self.win_info(hand, win))
                if not ura and win.ura and win.winner in riichi_seats:
                    ura = [self.code(t) for t in win.ura]
            elif isinstance(event.result, DrawResult):
                result = self.draw_result(event.result)
        if wins:
            result = [WIN_NAME, *wins]
        rows: list[Any] = [
            [hand.round, hand.honba, hand.riichi_sticks],
            [score * 100 for score in (hand.scores + [0, 0, 0, 0])[:4]],
            dora,
            ura,
        ]
        for seat in range(4):
            start = [self.code(t) for t in hand.haipai[seat]] if seat < len(hand.haipai) else []
            rows.append(sorted(start, key=sort_key))
            rows.append(draws[seat])
            rows.append(discards[seat])
        rows.append(result)
        return rows

    def draw_result(self, draw: DrawResult) -> list[Any]:
        deltas = list(draw.deltas)
        if draw.kind is DrawKind.EXHAUSTIVE:
            if any(deltas):
                return [DRAW_NAMES[draw.kind], deltas]
            return [ALL_TENPAI if len(draw.revealed) == self.players else ALL_NOTEN]
        name = DRAW_NAMES[draw.kind]
        return [name, deltas] if draw.kind is DrawKind.NAGASHI_MANGAN else [name]

    def win_info(self, hand: HandRecord, win: WinResult) -> list[Any]:
        names: list[str] = []
        han = 0
        for yaku_id, value in win.yaku:
            han += value
            if value > 0:
                names.append(f"{yaku_name(yaku_id, 'ja')}({value}飜)")
        names.extend(f"{yaku_name(y, 'ja')}(役満)" for y in win.yakuman)
        for name, value in win.other_yaku:  # kept as the log wrote them
            han += value
            names.append(f"{name}({value}飜)")
        who = win.winner
        return [
            who,
            win.from_seat,
            win.pao if win.pao is not None else who,
            self.points_text(
                hand,
                who,
                win.from_seat,
                win.fu,
                han,
                win.points,
                win.limit,
                max(1, len(win.yakuman)),
            ),
            *names,
        ]

    @staticmethod
    def points_text(
        hand: HandRecord,
        who: int,
        from_who: int,
        fu: int,
        han: int,
        points: int,
        limit: Limit | None,
        yakuman_count: int,
    ) -> str:
        """'30符4飜7700点', '満貫2000-4000点', '役満16000点∀' (payments as with 4 players)."""
        prefix = LIMIT_NAMES[limit] if limit is not None else f"{fu}符{han}飜"
        if who != from_who:
            return f"{prefix}{points}点"
        if limit is not None:
            basic = LIMIT_BASIC[limit] * (yakuman_count if limit is Limit.YAKUMAN else 1)
        else:
            basic = fu * 2 ** (han + 2)
        if who == hand.dealer:
            return f"{prefix}{_round_up_100(2 * basic)}点∀"
        return f"{prefix}{_round_up_100(basic)}-{_round_up_100(2 * basic)}点"

    # -- the game --------------------------------------------------------------------
    def connections(self) -> list[dict[str, int]]:
        """Disconnects and reconnects: hand index and actions taken so far in it."""
        found: list[dict[str, int]] = []
        for hand in self.game.hands:
            actions = 0
            for event in hand.events:
                if event.kind in (EventKind.DRAW, EventKind.DISCARD, EventKind.CALL):
                    actions += 1
                elif event.kind in (EventKind.DISCONNECT, EventKind.RECONNECT):
                    found.append(
                        {
                            "what": 0 if event.kind is EventKind.DISCONNECT else 1,
                            "log": hand.index,
                            "who": event.seat,
                            "step": actions,
                        }
                    )
        return found

    def document(self, ref: str) -> dict[str, Any]:
        game = self.game
        red = 1 if self.red else 0
        out: dict[str, Any] = {"ver": EXPORT_VERSION, "ref": ref}
        out["log"] = [self.hand(hand) for hand in game.hands]
        connections = self.connections()
        if connections:
            out["connection"] = connections
        out["ratingc"] = "PF3" if self.players == 3 else "PF4"
        out["rule"] = {
            "disp": rule_display(game.game_type),
            "aka53": red,
            "aka52": red,
            "aka51": red,
        }
        out["lobby"] = game.lobby
        out["dan"] = [DAN_NAMES[d] if 0 <= d < len(DAN_NAMES) else DAN_NAMES[0] for d in game.dan]
        out["rate"] = [_number(r) for r in game.rate]
        out["sx"] = list(game.sex)
        final = (list(game.final_scores or []) + [0.0] * 8)[:8]
        out["sc"] = [
            round(v * 100) if i % 2 == 0 else _number(round(v, 1)) for i, v in enumerate(final)
        ]
        out["name"] = list(game.player_names)
        return out


def default_reference(game: GameRecord) -> str:
    """The game id: the log's own ``ref``, else one found in the file name."""
    if game.reference:
        return game.reference
    match = _GAME_ID.search(game.source_name)
    return match.group(0) if match else ""


def game_to_tenhou6(game: GameRecord, ref: str | None = None) -> dict[str, Any]:
    """The game as Tenhou's export would write it (a JSON-ready dict, keys in order)."""
    return _Writer(game).document(default_reference(game) if ref is None else ref)


def dumps_tenhou6(document: dict[str, Any]) -> str:
    """Compact JSON with raw UTF-8 names, as Tenhou serves it."""
    return standard_json_dumps(document, ensure_ascii=False, separators=(",", ":"))


#: What a tenhou.net/6 viewer link starts with; NAGA takes one such link per hand.
TENHOU6_URL = "https://tenhou.net/6/#json="


def hand_urls(game: GameRecord, ref: str | None = None) -> list[str]:
    """One tenhou.net/6 link per hand, the game's JSON with only that hand in ``log``.

    NAGA (and Tenhou's own viewer) read a hand from such a link (kobalab/Majiang
    #118); the JSON is the one :func:`game_to_tenhou6` writes, cut to the hand.
    """
    document = game_to_tenhou6(game, ref)
    urls = []
    for entry in document["log"]:
        one = {**document, "log": [entry]}
        one.pop("connection", None)  # its hand numbers count in the whole game
        urls.append(TENHOU6_URL + dumps_tenhou6(one))
    return urls


def write_tenhou6(game: GameRecord, path: str | Path, ref: str | None = None) -> None:
    """Write the JSON the way :func:`~yamaviewer.core.safe_io.write_output` writes outputs.

    A regular file is replaced atomically keeping its mode (a failure never
    leaves a half-written file), a link is written through, a FIFO directly.
    """
    write_output(path, dumps_tenhou6(game_to_tenhou6(game, ref)).encode("utf-8"))


__all__ = [
    "TENHOU6_URL",
    "default_reference",
    "dumps_tenhou6",
    "game_to_tenhou6",
    "hand_urls",
    "write_tenhou6",
]
