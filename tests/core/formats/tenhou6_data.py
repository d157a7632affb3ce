"""Shared helpers for the tenhou.net/6 tests: where the pairs are, and kind-level views."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from tests.shared_data import SHARED_DATA
from yamaviewer.core.record import DrawResult, EventKind, GameRecord, WinResult
from yamaviewer.core.replay.state import HandReplay
from yamaviewer.core.walls.layout import WallLayout

TENHOU = SHARED_DATA / "tenhou"
JSON_DIR = TENHOU / "json"
OFFICIAL_DIR = TENHOU / "pairs" / "official"
EDITOR_DIR = TENHOU / "pairs" / "editor"
VALIDATION_DIR = TENHOU / "validation"


def json_samples() -> list[Path]:
    return sorted(JSON_DIR.glob("*.json")) if JSON_DIR.is_dir() else []


def pairs() -> list[tuple[Path, Path]]:
    """(json, mjlog) for every game held in both forms."""
    found: list[tuple[Path, Path]] = []
    for folder in (OFFICIAL_DIR, EDITOR_DIR, VALIDATION_DIR):
        if not folder.is_dir():
            continue
        for json_path in sorted(folder.glob("*.json")):
            for suffix in (".mjlog", ".xml"):
                log = json_path.with_suffix(suffix)
                if log.exists():
                    found.append((json_path, log))
    return found


def editor_rounds(path: Path) -> list[Any]:
    """The rounds of an editor file holding one JSON object per line."""
    text = path.read_text(encoding="utf-8")
    return [r for line in text.splitlines() if line.strip() for r in json.loads(line)["log"]]


def _tile(game: GameRecord, tile: int) -> tuple[int, bool]:
    return tile // 4, game.red_fives and tile in (16, 52, 88)


def event_view(game: GameRecord, skip_connections: bool = False) -> list[list[Any]]:
    """Per hand, the events with tiles as (kind, red): what both formats must agree on."""
    hands = []
    for hand in game.hands:
        events: list[Any] = []
        for e in hand.events:
            if e.kind in (EventKind.DRAW, EventKind.DISCARD, EventKind.DORA):
                events.append((e.kind.name, e.seat, _tile(game, e.tile)))
            elif e.kind is EventKind.CALL and e.meld is not None:
                m = e.meld
                called = _tile(game, m.called) if m.called is not None else None
                tiles = tuple(sorted(_tile(game, t) for t in m.tiles))
                events.append(("CALL", e.seat, m.type.value, tiles, m.from_offset, called))
            elif e.kind is EventKind.RIICHI:
                events.append(("RIICHI", e.seat, e.tile))
            elif isinstance(e.result, WinResult):
                w = e.result
                # JSON writes no fu for limit hands ('満貫8000点').
                ten = (w.points, w.limit) if w.limit is not None else (w.fu, w.points, None)
                han = sum(h for _, h in w.yaku if h > 0)
                events.append(
                    ("AGARI", w.winner, w.from_seat, w.pao, ten, han, w.yakuman, w.deltas)
                )
            elif isinstance(e.result, DrawResult):
                d = e.result
                events.append(("RYUUKYOKU", d.kind, d.deltas, d.scores_after))
            elif not skip_connections:
                events.append((e.kind.name, e.seat))
        hands.append(events)
    return hands


def state_view(game: GameRecord, index: int) -> list[Any]:
    """Every replay state of a hand reduced to kinds (copy numbers differ between formats).

    Disconnects are dropped first: editor JSON does not record them.
    """
    hand = game.hands[index]
    plays = [e for e in hand.events if e.kind not in (EventKind.DISCONNECT, EventKind.RECONNECT)]
    played = copy.copy(hand)
    played.events = plays
    replay = HandReplay(played, WallLayout(game.player_count))
    views = []
    for state in replay.states:
        seats = []
        for seat in state.seats:
            seats.append(
                (
                    sorted(_tile(game, t) for t in seat.concealed),
                    _tile(game, seat.drawn) if seat.drawn is not None else None,
                    [(m.type.value, sorted(_tile(game, t) for t in m.tiles)) for m in seat.melds],
                    [(_tile(game, r.tile), r.tsumogiri, r.riichi, r.called) for r in seat.river],
                    seat.riichi,
                )
            )
        views.append(
            (
                seats,
                [_tile(game, t) for t in state.dora_indicators],
                state.live_drawn,
                state.rinshan_drawn,
                state.wall_position,
            )
        )
    return views
