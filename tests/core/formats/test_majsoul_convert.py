"""A Mahjong Soul record as the one game record: replayable, results as the record says."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

from tests.core.majsoul_samples import synthetic_kan_record
from tests.shared_data import SHARED_DATA, require
from yamaviewer.core.formats.majsoul_convert import convert_majsoul
from yamaviewer.core.formats.majsoul_record import read_majsoul_record
from yamaviewer.core.record import EventKind, WinResult
from yamaviewer.core.replay.document import load_document
from yamaviewer.core.replay.state import HandReplay
from yamaviewer.core.tiles import tile_name
from yamaviewer.core.walls.layout import WallLayout

RECORD = SHARED_DATA / "majsoul" / "records" / "paipu_record.json"


@pytest.fixture(scope="module")
def results() -> list[dict[str, Any]]:
    document = json.loads(require(RECORD).read_text(encoding="utf-8"))
    return [a["result"] for a in document["data"]["data"]["actions"] if a.get("result")]


def _per_hand(results: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    hands: list[list[dict[str, Any]]] = []
    for entry in results:
        if entry["name"] == ".lq.RecordNewRound":
            hands.append([])
        hands[-1].append(entry)
    return hands


def test_every_draw_and_discard_is_the_record_s(results: list[dict[str, Any]]) -> None:
    game = convert_majsoul(read_majsoul_record(require(RECORD))).game
    for hand, entries in zip(game.hands, _per_hand(results), strict=True):
        dealer_first = [entries[0]["data"][f"tiles{hand.dealer}"][-1]]
        want_draws = dealer_first + [
            e["data"]["tile"] for e in entries if e["name"] == ".lq.RecordDealTile"
        ]
        want_discards = [e["data"]["tile"] for e in entries if e["name"] == ".lq.RecordDiscardTile"]
        draws = [tile_name(e.tile) for e in hand.events if e.kind is EventKind.DRAW]
        discards = [tile_name(e.tile) for e in hand.events if e.kind is EventKind.DISCARD]
        assert draws == want_draws
        assert discards == want_discards


def test_results_are_the_record_s(results: list[dict[str, Any]]) -> None:
    game = convert_majsoul(read_majsoul_record(require(RECORD))).game
    for hand, entries in zip(game.hands, _per_hand(results), strict=True):
        end = entries[-1]
        if end["name"] == ".lq.RecordHule":
            (hule,) = end["data"]["hules"]
            (win,) = hand.wins
            assert (win.winner, win.han, win.fu) == (hule["seat"], hule["count"], hule["fu"])
            assert list(win.deltas) == end["data"]["delta_scores"]
            assert list(win.scores_after) == end["data"]["scores"]
            assert win.tsumo == hule["zimo"]
            assert tile_name(win.winning_tile or 0) == hule["hu_tile"]
        else:
            assert end["name"] == ".lq.RecordNoTile"
            (draw,) = hand.results
            assert not isinstance(draw, WinResult)
            want = [sum(s["delta_scores"][i] for s in end["data"]["scores"]) for i in range(4)]
            assert list(draw.deltas) == want
            tenpai = [i for i, p in enumerate(end["data"]["players"]) if p["tingpai"]]
            assert list(draw.tenpai) == tenpai


def test_every_replay_state_keeps_each_tile_once_and_hands_their_size() -> None:
    converted = convert_majsoul(read_majsoul_record(require(RECORD)))
    game, walls = converted.game, converted.walls
    layout = WallLayout(4, legacy=True)
    for hand, wall in zip(game.hands, walls, strict=True):
        replay = HandReplay(hand, layout, wall)
        for step in range(len(replay)):
            state = replay.state(step)
            held: list[int] = []
            for seat in state.seats:
                held += list(seat.concealed) + ([seat.drawn] if seat.drawn is not None else [])
                held += [t for meld in seat.melds for t in meld.tiles]
                # A ron's tile lies marked in the river and is also in the winner's hand.
                held += [r.tile for r in seat.river if not r.called and not r.ron]
                size = len(seat.concealed) + (seat.drawn is not None) + 3 * len(seat.melds)
                assert size in (13, 14), (hand.label, step, size)
            winners = [s for s in state.seats if s.won and s.drawn is not None]
            for extra in winners[1:]:  # a double ron gives the one tile to each winner
                if extra.drawn == winners[0].drawn:
                    held.remove(extra.drawn)
            duplicated = [t for t, n in Counter(held).items() if n > 1]
            assert not duplicated, (hand.label, step, duplicated)
            if state.wall_position is not None and step:
                event = hand.events[step - 1]
                if event.kind is EventKind.DRAW:
                    assert wall[state.wall_position] == event.tile


def test_the_document_opens_with_walls_and_verification() -> None:
    document = load_document(require(RECORD))
    assert document.format == "majsoul"
    assert document.majsoul_verification is not None
    assert document.majsoul_verification.status == "verified"
    wall = document.wall(0)
    assert sum(t is not None for t in wall) == 83 + 1  # the wall string + the dealer's 14th
    assert wall[document.layout.dora_indicator_position(0)] == document.hands[0].dora_indicator


def test_a_closed_kan_takes_its_replacement_and_kan_dora_from_the_dead_wall() -> None:
    from yamaviewer.core.formats.majsoul_record import parse_json_record
    from yamaviewer.core.melds import MeldType
    from yamaviewer.core.replay.state import WallUse

    record = parse_json_record(json.dumps(synthetic_kan_record(7)))
    converted = convert_majsoul(record)
    game, walls = converted.game, converted.walls
    (hand,) = game.hands
    kinds = [e.kind for e in hand.events]
    assert kinds[:4] == [EventKind.DRAW, EventKind.CALL, EventKind.DRAW, EventKind.DISCARD]
    meld = hand.events[1].meld
    assert meld is not None and meld.type is MeldType.CLOSED_KAN
    assert {tile_name(t) for t in meld.tiles} == {"1z"}
    layout = WallLayout(4, legacy=True)
    replay = HandReplay(hand, layout, walls[0])
    rinshan_step = 3
    assert replay.state(rinshan_step).wall_position == layout.rinshan_position(0)
    uses = {mark.use for mark in replay.marks.values()}
    assert WallUse.KAN_DORA in uses
    paishan = record.hands[0].paishan
    assert tile_name(hand.events[2].tile) == paishan[-2:]
