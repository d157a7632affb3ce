"""mjai out and in: every shared Tenhou log survives mjlog -> mjai -> record, dora on time."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.shared_data import MORTAL_REPORT, mjlog_files, require
from yamaviewer.core.formats.errors import LogFormatError
from yamaviewer.core.formats.mjai import (
    dumps_mjai,
    game_to_mjai,
    looks_like_mjai,
    mjai_to_code,
    parse_mjai_bytes,
    tile_to_mjai,
)
from yamaviewer.core.formats.mjlog import read_mjlog
from yamaviewer.core.formats.sniff import MJAI, TENHOU6, log_format
from yamaviewer.core.record import DrawResult, EventKind, HandRecord, WinResult
from yamaviewer.core.tiles import RED_FIVE_IDS

Code = tuple[int, bool]


def _code(tile: int, red: bool) -> Code:
    return tile // 4, red and tile in RED_FIVE_IDS


def _signature(hand: HandRecord, red: bool) -> list[tuple[Any, ...]]:
    """What a hand says happened, tiles by kind and red-ness (ids are the reader's own)."""

    def c(tile: int) -> Code:
        return _code(tile, red)

    out: list[tuple[Any, ...]] = []
    last: dict[int, int | None] = {}
    for e in hand.events:
        if e.kind is EventKind.DORA:
            continue  # compared apart: mjai places them by the timing rule
        if e.kind is EventKind.DRAW:
            last[e.seat] = e.tile
            out.append(("draw", e.seat, c(e.tile)))
        elif e.kind is EventKind.DISCARD:
            out.append(("discard", e.seat, c(e.tile), last.get(e.seat) == e.tile))
            last[e.seat] = None
        elif e.kind is EventKind.CALL:
            assert e.meld is not None
            m = e.meld
            last[e.seat] = None
            out.append(
                (
                    "call",
                    e.seat,
                    m.type,
                    sorted(map(c, m.tiles)),
                    None if m.called is None else c(m.called),
                    m.from_offset,
                    None if m.added is None else c(m.added),
                )
            )
        elif e.kind is EventKind.RIICHI:
            out.append(("riichi", e.seat, e.tile))
        elif isinstance(e.result, WinResult):
            r = e.result
            out.append(
                (
                    "win",
                    r.winner,
                    r.from_seat,
                    r.deltas,
                    r.scores_before,
                    r.points,
                    r.han,
                    0 if r.yakuman else r.fu,  # a yakuman's fu is no score
                    sorted((y, h) for y, h in r.yaku if h > 0),
                    sorted(r.yakuman),
                    r.limit,
                    [c(t) for t in r.dora],
                    [c(t) for t in r.ura],
                    sorted(map(c, r.hand)),
                    None if r.winning_tile is None else c(r.winning_tile),
                )
            )
        elif isinstance(e.result, DrawResult):
            r2 = e.result
            shown = [(s, sorted(map(c, h))) for s, h in r2.revealed]
            out.append(("end", r2.kind, r2.deltas, r2.scores_before, shown))
    return out


def _head(hand: HandRecord, red: bool) -> tuple[Any, ...]:
    return (
        hand.round,
        hand.honba,
        hand.riichi_sticks,
        hand.dealer,
        hand.scores,
        _code(hand.dora_indicator, red),
        [sorted(_code(t, red) for t in h) for h in hand.haipai],
    )


def _dora_timing_faults(events: list[dict[str, Any]]) -> list[str]:
    """Every dora event out of place by the engines' rule, found by walking the events.

    ankan: the dora comes right after it.  daiminkan / kakan: right before the kan
    player's next dahai or ankan, or (a kakan following an open kan) right before
    the replacement tsumo; never when the hand ends before that.
    """
    faults: list[str] = []
    open_kan: int | None = None  # seat whose open kans' dora are still to come
    pending = 0  # how many
    for i, e in enumerate(events):
        kind = e["type"]
        prev = events[i - 1]["type"] if i else ""
        nxt = events[i + 1] if i + 1 < len(events) else {"type": ""}
        if kind == "start_kyoku":
            open_kan, pending = None, 0
        elif kind == "ankan" and nxt["type"] != "dora":
            faults.append(f"{i}: ankan without its dora right after")
        elif kind == "dora":
            if prev == "ankan":
                continue
            at_discard = (
                pending == 1 and nxt.get("actor") == open_kan and nxt["type"] in ("dahai", "ankan")
            )
            # An earlier open kan's dora, turned before a kakan's replacement draw.
            before_rinshan = prev == "kakan" and nxt["type"] == "tsumo" and pending == 2
            if not (at_discard or before_rinshan):
                faults.append(f"{i}: dora after {prev}, before {nxt['type']}")
            pending -= 1
            if pending <= 0:
                open_kan, pending = None, 0
        elif kind in ("daiminkan", "kakan"):
            open_kan, pending = e["actor"], pending + 1
        elif kind in ("dahai", "ankan", "tsumo") and open_kan is not None:
            late = kind != "tsumo" and e["actor"] == open_kan and prev != "dora"
            if late or (kind == "tsumo" and pending > 1 and prev != "dora"):
                faults.append(f"{i}: {kind} before an open kan's dora")
    return faults


@pytest.mark.slow
def test_every_shared_log_survives_mjai_with_dora_on_time() -> None:
    files = mjlog_files()
    if not files:
        require(Path("../shared/data/tenhou/mjlog"))
    kans = {"ankan": 0, "daiminkan": 0, "kakan": 0}
    wins = draws = 0
    for path in files:
        game = read_mjlog(path)
        red = game.red_fives
        events = game_to_mjai(game)
        assert _dora_timing_faults(events) == [], path.name
        for e in events:
            if e["type"] in kans:
                kans[e["type"]] += 1
        text = dumps_mjai(events)
        assert all(json.loads(line)["type"] for line in text.splitlines())
        back = parse_mjai_bytes(text.encode("utf-8"), path.name)
        assert back.player_count == game.player_count, path.name
        assert back.red_fives == red
        assert len(back.hands) == len(game.hands), path.name
        for before, after in zip(game.hands, back.hands, strict=True):
            where = f"{path.name} {before.label}"
            assert _head(after, red) == _head(before, red), where
            assert _signature(after, red) == _signature(before, red), where
            doras = [_code(e.tile, red) for e in before.events if e.kind is EventKind.DORA]
            again = [_code(e.tile, red) for e in after.events if e.kind is EventKind.DORA]
            assert again == doras, where
            wins += len(before.wins)
            draws += sum(isinstance(r, DrawResult) for r in before.results)
    assert len(files) >= 90 and wins > 400 and draws > 50
    assert all(count > 0 for count in kans.values()), kans


def _mortal_log() -> list[dict[str, Any]]:
    report = json.loads(require(MORTAL_REPORT).read_text(encoding="utf-8"))
    log: list[dict[str, Any]] = report["mjai_log"]
    return log


def _normalised(event: dict[str, Any]) -> dict[str, Any]:
    if "consumed" in event:
        return {**event, "consumed": sorted(event["consumed"])}
    return event


def test_mortals_own_log_is_written_back_event_for_event() -> None:
    """Mortal's game read and written again gives Mortal's events, its dora placing included."""
    log = _mortal_log()
    game = parse_mjai_bytes("".join(json.dumps(e) + "\n" for e in log).encode(), "mortal")
    assert len(game.hands) == 10 and game.player_count == 4 and game.red_fives
    assert [_normalised(e) for e in game_to_mjai(game)] == [_normalised(e) for e in log]
    assert _dora_timing_faults(log) == []


def test_mortal_wins_get_their_han_and_fu_counted() -> None:
    log = _mortal_log()
    game = parse_mjai_bytes("".join(json.dumps(e) + "\n" for e in log).encode(), "mortal")
    wins = [w for hand in game.hands for w in hand.wins]
    assert len(wins) == sum(e["type"] == "hora" for e in log)
    assert all(w.han > 0 for w in wins)
    first = wins[0]  # 11600 from seat 2 to the dealer: a dealer's 11600 ron
    assert (first.winner, first.from_seat, first.points) == (0, 2, 11600)


def test_tile_names_round_trip() -> None:
    for tile in range(136):
        kind, red = mjai_to_code(tile_to_mjai(tile))
        assert (kind, red) == (tile // 4, tile in RED_FIVE_IDS)
    assert (
        tile_to_mjai(16) == "5mr"
        and tile_to_mjai(17) == "5m"
        and tile_to_mjai(124) == "P"
        and tile_to_mjai(132) == "C"
    )
    assert tile_to_mjai(16, red_fives=False) == "5m"


def test_sniff_tells_mjai_from_tenhou_json() -> None:
    lines = b'{"type":"start_game","names":["a","b","c","d"]}\n{"type":"end_game"}\n'
    assert looks_like_mjai(lines) and log_format(lines) == MJAI
    assert log_format(b'{"title": ["", ""], "log": []}') == TENHOU6
    long_first = b'{"type":"start_kyoku","tehais":' + b" " * 5000
    assert log_format(long_first[:4096]) == MJAI


@pytest.mark.parametrize(
    ("data", "words"),
    [
        (b"", "no mjai events"),
        (b'{"type":"start_game"}\n', "no start_kyoku"),
        (b'{"type":"start_game"}\nnot json\n', "line 2"),
        (b'{"type":"start_kyoku","tehais":[]}\n', "line 1"),
        (
            b'{"type":"start_kyoku","bakaze":"E","kyoku":1,"oya":0,"dora_marker":"1m",'
            b'"tehais":[["1m","1m","1m","1m","1m","2m","2m","2m","2m","3m","3m","3m","3m"],'
            b'["?"],["?"],["?"]]}\n',
            "too many copies",
        ),
    ],
)
def test_bad_lines_are_one_clear_error(data: bytes, words: str) -> None:
    with pytest.raises(LogFormatError, match=words):
        parse_mjai_bytes(data, "bad.jsonl")
