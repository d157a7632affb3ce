"""Reading tenhou.net/6 JSON: every sample and pair, equivalence with the mjlog, errors."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest

from tests.core.formats.tenhou6_data import (
    EDITOR_DIR,
    JSON_DIR,
    OFFICIAL_DIR,
    VALIDATION_DIR,
    event_view,
    json_samples,
    pairs,
    state_view,
)
from tests.shared_data import require
from yamaviewer.core.formats.mjlog import read_mjlog
from yamaviewer.core.formats.tenhou6 import (
    Tenhou6FormatError,
    parse_tenhou6_text,
    read_tenhou6,
    starting_hand_sets,
)
from yamaviewer.core.formats.tenhou6_notation import parse_call
from yamaviewer.core.melds import MeldType
from yamaviewer.core.record import DrawKind, DrawResult, EventKind, GameRecord, WinResult
from yamaviewer.core.replay.document import load_document
from yamaviewer.core.replay.state import HandReplay
from yamaviewer.core.walls.layout import WallLayout

SAMPLES = json_samples()
PAIRS = pairs()
VALIDATION_JSON = VALIDATION_DIR / "2016022509gm-0009-0000-b327da61.json"


def _last_action(events: list[Any], before: int) -> tuple[EventKind, int]:
    for event in reversed(events[:before]):
        if event.kind in (EventKind.DRAW, EventKind.DISCARD, EventKind.CALL):
            return event.kind, event.seat
    raise AssertionError("no action before the result")


def _check_results_against_replay(game: GameRecord) -> int:
    """Each win: tsumo winner holds a drawn tile; ron loser made the last discard or kan."""
    checked = 0
    for hand in game.hands:
        replay = HandReplay(hand, WallLayout(game.player_count))
        final = replay.states[-1]
        assert hand.results, f"hand {hand.index} has no result"
        for index, event in enumerate(hand.events):
            if not isinstance(event.result, WinResult):
                continue
            win = event.result
            assert event.kind is EventKind.AGARI and event.seat == win.winner
            kind, seat = _last_action(hand.events, index)
            if win.tsumo:
                assert (kind, seat) == (EventKind.DRAW, win.winner)
                assert final.seats[win.winner].drawn is not None
                assert win.winning_tile == final.seats[win.winner].drawn
            else:
                assert seat == win.from_seat and kind in (EventKind.DISCARD, EventKind.CALL)
                assert win.winning_tile in win.hand
            assert sum(win.deltas) >= 0  # the pot only adds riichi sticks
            checked += 1
    return checked


# -- every file loads and plays through -------------------------------------------------


def test_the_sample_folder_holds_23_games() -> None:
    require(JSON_DIR)
    assert len(SAMPLES) == 23


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.name.split("__")[-1])
def test_sample_loads_and_steps_to_its_end(path: Path) -> None:
    game = read_tenhou6(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert game.shuffle_seed is None
    assert len(game.hands) == len(data["log"])
    for hand, raw in zip(game.hands, data["log"]):
        replay = HandReplay(hand, WallLayout(game.player_count))
        assert len(replay.states) == len(hand.events) + 1
        # Every tile the JSON lists as drawn shows up as a draw event, in order.
        for seat in range(game.player_count):
            drawn = [v for v in raw[5 + 3 * seat] if isinstance(v, int)]
            events = [e.tile for e in hand.events if e.kind is EventKind.DRAW and e.seat == seat]
            assert len(events) == len(drawn)
        assert (hand.round, hand.honba, hand.riichi_sticks) == tuple(raw[0])
        assert [s * 100 for s in hand.scores] == raw[1]
    _check_results_against_replay(game)


@pytest.mark.parametrize("pair", PAIRS, ids=lambda p: p[0].name)
def test_pair_json_loads_and_results_agree_with_replay(pair: tuple[Path, Path]) -> None:
    game = read_tenhou6(pair[0])
    assert _check_results_against_replay(game) >= 1


def test_there_are_pairs_to_compare() -> None:
    require(EDITOR_DIR)
    require(OFFICIAL_DIR)
    # 31 editor games (SOURCES.txt says 28; the folder holds 31), 2 official, 1 validation.
    assert len(PAIRS) == len(list(EDITOR_DIR.glob("*.mjlog"))) + 2 + 1 >= 30


# -- JSON and mjlog agree --------------------------------------------------------------


@pytest.mark.parametrize("pair", PAIRS, ids=lambda p: p[0].name)
def test_json_events_match_the_mjlog_in_kinds(pair: tuple[Path, Path]) -> None:
    from_json = read_tenhou6(pair[0])
    from_log = read_mjlog(pair[1])
    skip = pair[0].parent == EDITOR_DIR  # editor JSON does not record disconnects
    assert event_view(from_json, skip) == event_view(from_log, skip)
    assert from_json.red_fives == from_log.red_fives
    for a, b in zip(from_json.hands, from_log.hands):
        assert (a.round, a.honba, a.riichi_sticks, a.dealer, a.scores) == (
            b.round,
            b.honba,
            b.riichi_sticks,
            b.dealer,
            b.scores,
        )
        assert a.has_replacement == b.has_replacement
        for seat in range(4):
            assert sorted(t // 4 for t in a.haipai[seat]) == sorted(t // 4 for t in b.haipai[seat])
            reds = [sum(t in (16, 52, 88) for t in h.haipai[seat]) for h in (a, b)]
            assert reds[0] == reds[1]


@pytest.mark.parametrize("pair", PAIRS, ids=lambda p: p[0].name)
def test_json_replay_states_equal_mjlog_replay_states(pair: tuple[Path, Path]) -> None:
    from_json = read_tenhou6(pair[0])
    from_log = read_mjlog(pair[1])
    assert len(from_json.hands) == len(from_log.hands)
    for index in range(len(from_log.hands)):
        assert state_view(from_json, index) == state_view(from_log, index), f"hand {index}"


def test_special_steps_index_every_non_draw_non_discard_event() -> None:
    game = read_tenhou6(require(VALIDATION_JSON))
    for hand in game.hands:
        expected = [
            i
            for i, e in enumerate(hand.events)
            if e.kind not in (EventKind.DRAW, EventKind.DISCARD)
        ]
        assert hand.special_steps == expected


def test_connection_entries_become_disconnect_events() -> None:
    path = require(JSON_DIR) / (
        "JBreidfjord__riichi-rs__riichi__data__t6-samples-excluded__pao-2.json"
    )
    hand = read_tenhou6(path).hands[7]
    kinds = [e.kind for e in hand.events]
    gone = kinds.index(EventKind.DISCONNECT)
    back = kinds.index(EventKind.RECONNECT)
    actions = sum(k in (EventKind.DRAW, EventKind.DISCARD, EventKind.CALL) for k in kinds[:gone])
    assert (actions, hand.events[gone].seat) == (15, 3)
    assert gone < back


# -- notation ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "kind", "offset", "marked"),
    [
        ("c375336", MeldType.CHI, 3, 0),
        ("p464646", MeldType.PON, 3, 0),
        ("46p4646", MeldType.PON, 2, 1),
        ("4646p46", MeldType.PON, 1, 2),
        ("m39393939", MeldType.OPEN_KAN, 3, 0),
        ("39m393939", MeldType.OPEN_KAN, 2, 1),
        ("393939m39", MeldType.OPEN_KAN, 1, 3),
        ("4545k4545", MeldType.ADDED_KAN, 1, 2),
        ("151515a51", MeldType.CLOSED_KAN, 0, 3),
        ("f44", MeldType.KITA, 0, 0),
    ],
)
def test_call_strings(text: str, kind: MeldType, offset: int, marked: int) -> None:
    call = parse_call(text, "here")
    assert (call.type, call.from_offset, call.marked) == (kind, offset, marked)


def test_red_five_in_a_call_is_red() -> None:
    call = parse_call("c375336", "here")
    assert call.tiles == ((24, False), (22, True), (23, False))


def test_sanma_samples_have_three_players_and_kita() -> None:
    sanma = [p for p in SAMPLES if "00b9" in p.name]
    assert len(sanma) == 3
    for path in sanma:
        game = read_tenhou6(path)
        assert game.player_count == 3
        assert all(hand.haipai[3] == [] for hand in game.hands)
        kita = [
            e
            for h in game.hands
            for e in h.events
            if e.kind is EventKind.CALL and e.meld and e.meld.type is MeldType.KITA
        ]
        assert kita and all(e.meld and e.meld.tiles[0] // 4 == 30 for e in kita)
        assert all(
            h.has_replacement
            for h in game.hands
            if any(
                e.kind is EventKind.CALL and e.meld and e.meld.type.takes_replacement
                for e in h.events
            )
        )


def test_multiple_ron_gives_two_wins_from_the_same_seat() -> None:
    path = require(JSON_DIR) / (
        "JBreidfjord__riichi-rs__riichi__data__t6-samples__notable-features__ron-2.json"
    )
    hand = read_tenhou6(path).hands[0]
    assert [(w.winner, w.from_seat) for w in hand.wins] == [(0, 3), (2, 3)]
    first, second = hand.wins
    assert first.scores_after == second.scores_before  # paid one after the other


@pytest.mark.parametrize(
    ("feature", "draw_type"),
    [
        ("99", DrawKind.NINE_TERMINALS),
        ("abort-four-riichi", DrawKind.FOUR_RIICHI),
        ("abort-four-wind", DrawKind.FOUR_WINDS),
        ("abort-nagashi-mangan", DrawKind.NAGASHI_MANGAN),
        ("abort-wall-exhaust", DrawKind.EXHAUSTIVE),
        ("ron-3", DrawKind.TRIPLE_RON),
    ],
)
def test_aborts_become_draw_results(feature: str, draw_type: DrawKind) -> None:
    path = require(JSON_DIR) / (
        f"JBreidfjord__riichi-rs__riichi__data__t6-samples__notable-features__{feature}.json"
    )
    result = read_tenhou6(path).hands[-1].events[-1]
    assert result.kind is EventKind.RYUUKYOKU and isinstance(result.result, DrawResult)
    assert result.result.kind is draw_type


def test_four_riichi_abort_accepts_the_fourth_riichi() -> None:
    path = require(JSON_DIR) / (
        "JBreidfjord__riichi-rs__riichi__data__t6-samples__notable-features__abort-four-riichi.json"
    )
    hand = read_tenhou6(path).hands[0]
    accepted = {e.seat for e in hand.events if e.kind is EventKind.RIICHI and e.tile == 2}
    assert accepted == {0, 1, 2, 3}


def test_editor_file_with_one_hand_per_line_is_one_game() -> None:
    path = require(EDITOR_DIR) / "2010081709gm-00a9-0000-fe3371ad.json"
    lines = [line for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    game = read_tenhou6(path)
    assert len(game.hands) == len(lines) > 1
    assert game.player_names == ["Aさん", "Bさん", "Cさん", "Dさん"]


# -- what the wall shows without a seed ------------------------------------------------------


def test_starting_hands_are_known_as_sets_and_draws_by_position() -> None:
    document = load_document(require(VALIDATION_JSON))
    hand = document.hands[0]
    layout = document.layout
    sets = starting_hand_sets(hand, layout)
    assert [s.seat for s in sets] == [0, 1, 2, 3]
    for item in sets:
        assert set(item.positions) == set(layout.haipai_positions(item.seat - hand.dealer))
        assert list(item.tiles) == sorted(hand.haipai[item.seat])
    wall = document.wall(0)
    # Starting-hand positions stay unknown (only the set is known) ...
    assert all(wall[p] is None for s in sets for p in s.positions)
    # ... while the first live draw and the dora indicator are placed.
    first = next(e for e in hand.events if e.kind is EventKind.DRAW)
    assert wall[layout.first_live_position] == first.tile
    assert wall[layout.dora_indicator_position(0)] == hand.dora_indicator


def test_known_positions_agree_with_the_real_wall_in_kind() -> None:
    """The validation game's wall is published: what JSON pins down must match it."""
    text = require(VALIDATION_DIR / "2016022509gm-0009-0000-b327da61.wall136").read_text()
    real = [int(v) for v in re.findall(r"\d+", text.replace("u8", ""))]
    assert len(real) == 136
    wall = load_document(VALIDATION_JSON).wall(0)
    known = [(p, t) for p, t in enumerate(wall) if t is not None]
    assert len(known) > 60
    assert all(t // 4 == real[p] // 4 for p, t in known)


def test_opener_detects_json_by_content(tmp_path: Path) -> None:
    copy = tmp_path / "renamed.mjlog"
    shutil.copy(require(VALIDATION_JSON), copy)
    document = load_document(copy)
    assert document.format == "tenhou6"
    assert not document.has_seed
    mjlog = load_document(VALIDATION_JSON.with_suffix(".xml"))
    assert mjlog.format == "mjlog" and mjlog.has_seed


# -- malformed input ---------------------------------------------------------------------------


def _validation() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(require(VALIDATION_JSON).read_text(encoding="utf-8"))
    return data


def _error(data: Any) -> str:
    text = data if isinstance(data, str) else json.dumps(data, ensure_ascii=False)
    with pytest.raises(Tenhou6FormatError) as caught:
        parse_tenhou6_text(text)
    assert isinstance(caught.value, ValueError)
    return str(caught.value)


def test_bad_tile_code_names_round_seat_array_and_index() -> None:
    data = _validation()
    data["log"][0][7][3] = 99
    message = _error(data)
    assert "round 1" in message and "seat 1" in message
    assert "haipai index 3" in message and "99" in message


def test_bad_code_in_draws() -> None:
    data = _validation()
    data["log"][0][8][2] = 48
    message = _error(data)
    assert "seat 1, draws index 2" in message and "48" in message


def test_wrong_number_of_arrays() -> None:
    data = _validation()
    del data["log"][0][9]
    assert "expected 17 arrays" in _error(data)


def test_starting_hand_of_twelve_tiles() -> None:
    data = _validation()
    data["log"][0][4].pop()
    message = _error(data)
    assert "seat 0, haipai" in message and "13 tiles" in message


def test_truncated_file() -> None:
    text = require(VALIDATION_JSON).read_text(encoding="utf-8")
    message = _error(text[: len(text) // 2])
    assert "not valid JSON" in message and "cut short" in message


def test_wrong_types() -> None:
    data = _validation()
    data["log"][0][5] = "19,29"
    assert "seat 0, draws: expected a list" in _error(data)
    data = _validation()
    data["log"][0][0] = [0, "0", 0]
    assert "header" in _error(data)
    assert "'log' list" in _error({"name": ["a"]})


def test_draws_and_discards_out_of_step() -> None:
    data = _validation()
    data["log"][0][5].append(11)  # seat 0 draws one tile more than it could
    message = _error(data)
    assert "seat 0, draws index 17" in message and "never reached" in message


def test_malformed_call() -> None:
    data = _validation()
    data["log"][0][11][10] = "c3332"
    assert "seat 2, draws index 10" in _error(data)


def test_bad_result() -> None:
    data = _validation()
    data["log"][0][16] = ["和了", [0, -32000, 0, 32000], [3, 1, 3, "32000"]]
    assert "points text" in _error(data)
    data["log"][0][16] = ["もういい"]
    assert "'もういい' is not a result" in _error(data)


def test_result_that_contradicts_the_play() -> None:
    data = _validation()
    data["log"][0][16][2][1] = 2  # ron from a seat that did not discard last
    assert "wins by ron from seat 2" in _error(data)


def test_unreadable_file(tmp_path: Path) -> None:
    with pytest.raises(Tenhou6FormatError, match="cannot read"):
        read_tenhou6(tmp_path / "missing.json")
