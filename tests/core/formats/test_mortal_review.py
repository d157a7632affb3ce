"""A real Mortal review report: every entry sits on the replay step of its action."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.shared_data import MORTAL_REPORT, require
from yamaviewer.core.formats.mjai import tile_to_mjai
from yamaviewer.core.formats.mortal_review import (
    BAD_MOVE_THRESHOLDS,
    MortalReviewError,
    parse_mortal_review_bytes,
    read_mortal_review,
)
from yamaviewer.core.formats.sniff import MORTAL_REVIEW, log_format
from yamaviewer.core.melds import MeldType
from yamaviewer.core.record import Event, EventKind, WinResult
from yamaviewer.core.replay.document import load_document


def _raw() -> dict[str, Any]:
    report: dict[str, Any] = json.loads(require(MORTAL_REPORT).read_text(encoding="utf-8"))
    return report


def _is_action(event: Event, action: dict[str, Any], drawn: int | None) -> bool:
    """The record event is the reviewer's action, compared field by field here."""
    kind = action["type"]
    name = tile_to_mjai
    if kind == "dahai":
        return (
            event.kind is EventKind.DISCARD
            and event.seat == action["actor"]
            and name(event.tile) == action["pai"]
            and (event.tile == drawn) == action["tsumogiri"]
        )
    if kind == "reach":
        return event.kind is EventKind.RIICHI and event.tile == 1 and event.seat == action["actor"]
    if kind == "hora":
        win = event.result
        return isinstance(win, WinResult) and (win.winner, win.from_seat) == (
            action["actor"],
            action["target"],
        )
    meld = event.meld
    if meld is None or event.seat != action["actor"]:
        return False
    types = {"chi": MeldType.CHI, "pon": MeldType.PON, "daiminkan": MeldType.OPEN_KAN}
    return (
        meld.type is types[kind]
        and meld.from_seat == action["target"]
        and meld.called is not None
        and name(meld.called) == action["pai"]
        and sorted(map(name, meld.own_tiles)) == sorted(action["consumed"])
    )


def test_every_entry_sits_on_the_step_of_its_action() -> None:
    review = read_mortal_review(require(MORTAL_REPORT))
    raw = _raw()
    raw_entries = [e for k in raw["review"]["kyokus"] for e in k["entries"]]
    assert len(review.entries) == len(raw_entries) == raw["review"]["total_reviewed"] == 156
    player = raw["player_id"]
    for entry, source in zip(review.entries, raw_entries, strict=True):
        hand = review.game.hands[entry.hand]
        assert entry.actual == source["actual"]
        drawn: dict[int, int | None] = {}
        for e in hand.events[: max(entry.step, 0)]:
            if e.kind is EventKind.DRAW:
                drawn[e.seat] = e.tile
            elif e.kind in (EventKind.DISCARD, EventKind.CALL):
                drawn[e.seat] = None
        live_left = 70 - sum(e.kind is EventKind.DRAW for e in hand.events[: entry.step])
        if entry.actual["type"] == "none":
            passed = hand.events[entry.step - 1]
            assert passed.kind is EventKind.DISCARD and passed.seat == source["last_actor"]
            assert tile_to_mjai(passed.tile) == source["tile"]
            if entry.step < len(hand.events):
                after = hand.events[entry.step]
                assert not (after.seat == player and after.kind is EventKind.CALL)
            assert entry.event == -1
        else:
            assert entry.event == entry.step
            action = hand.events[entry.step]
            assert _is_action(action, entry.actual, drawn.get(action.seat)), entry
            assert live_left == source["tiles_left"]


def test_the_summary_counts_as_the_report() -> None:
    review = read_mortal_review(require(MORTAL_REPORT))
    raw = _raw()["review"]
    assert (review.total_reviewed, review.total_matches) == (156, 118)
    assert sum(e.is_equal for e in review.entries) == 118
    assert review.match_rate == pytest.approx(118 / 156)
    assert review.rating == pytest.approx(raw["rating"])
    assert review.engine == "Mortal" and review.player_id == 1
    # Bad moves counted straight from the JSON: differing, and below the line.
    for line in BAD_MOVE_THRESHOLDS:
        expected = sum(
            1
            for k in raw["kyokus"]
            for e in k["entries"]
            if not e["is_equal"] and e["details"][e["actual_index"]]["prob"] < line
        )
        assert review.bad_moves(line) == expected
    assert review.bad_moves(0.05) <= review.bad_moves(0.10)
    top = review.entries[0].top(3)
    assert [c.prob for c in top] == sorted((c.prob for c in top), reverse=True)


def test_opening_the_report_opens_its_game_with_the_review(tmp_path: Path) -> None:
    head = require(MORTAL_REPORT).read_bytes()[:4096]
    assert log_format(head) == MORTAL_REVIEW
    document = load_document(MORTAL_REPORT)
    assert document.review is not None and document.format == "mjai"
    assert len(document.hands) == 10 and not document.has_seed
    assert document.unverifiable_reason is not None
    for index in range(len(document.hands)):
        assert document.replay(index).states  # the whole game replays


@pytest.mark.parametrize(
    ("data", "words"),
    [
        (b"{", "not JSON"),
        (b'{"engine": "Mortal", "review": {}}', "mjai_log"),
        (
            b'{"engine": "Mortal", "review": [], "mjai_log": [{"type": "start_game"}]}',
            "start_kyoku",
        ),
    ],
)
def test_a_broken_report_is_one_clear_error(data: bytes, words: str) -> None:
    with pytest.raises(MortalReviewError if words != "start_kyoku" else ValueError, match=words):
        parse_mortal_review_bytes(data, "bad.json")


def test_an_entry_the_game_does_not_hold_is_named() -> None:
    raw = _raw()
    entry = raw["review"]["kyokus"][0]["entries"][0]
    entry["actual"] = {**entry["actual"], "pai": "C"}
    with pytest.raises(MortalReviewError, match="East 1, 0 honba, entry 1"):
        parse_mortal_review_bytes(json.dumps(raw).encode(), "edited.json")


def test_differing_discards_get_both_useful_tile_counts() -> None:
    """Both discards counted as a brute force over the 34 kinds would count them."""
    from yamaviewer.core.formats.mortal_review import action_tile, discard_useful_tiles
    from yamaviewer.core.shanten import counts_of, useful_kinds

    document = load_document(require(MORTAL_REPORT))
    review = document.review
    assert review is not None
    compared = 0
    for entry in review.entries:
        kinds = {entry.actual.get("type"), entry.expected.get("type")}
        if entry.is_equal or kinds != {"dahai"}:
            continue
        replay = document.replay(entry.hand)
        mine, ai = discard_useful_tiles(replay, entry, review.player_id)
        assert mine is not None and ai is not None
        state = replay.states[entry.step]
        seat = state.seats[review.player_id]
        hand = [*seat.concealed, *(() if seat.drawn is None else (seat.drawn,))]
        seen = set(hand) | set(state.dora_indicators)
        for other in state.seats:
            seen |= {r.tile for r in other.river} | {t for m in other.melds for t in m.tiles}
        for choice, action in ((mine, entry.actual), (ai, entry.expected)):
            tile = action_tile(action)
            assert tile is not None and choice.kind == tile // 4
            counts = counts_of(hand)
            counts[choice.kind] -= 1
            shanten, useful = useful_kinds(counts)
            unseen = sum(1 for t in range(136) if t // 4 in useful and t not in seen)
            assert (choice.shanten, choice.ukeire_total) == (shanten, unseen)
        compared += 1
    assert compared >= 20


def test_the_review_placed_on_another_copy_of_its_game_sits_on_the_same_actions() -> None:
    from yamaviewer.core.formats.mortal_review import (
        event_action,
        read_mortal_review,
        review_on_game,
        same_action,
    )
    from yamaviewer.core.formats.tenhou6 import parse_tenhou6_text
    from yamaviewer.core.formats.tenhou6_write import dumps_tenhou6, game_to_tenhou6

    review = read_mortal_review(require(MORTAL_REPORT))
    # A copy in another format, whose events are ordered its own way.
    copy = parse_tenhou6_text(dumps_tenhou6(game_to_tenhou6(review.game)))
    placed = review_on_game(review, copy)
    assert placed.game is copy and len(placed.entries) == len(review.entries) == 156
    for entry in placed.entries:
        if entry.event >= 0:
            event = copy.hands[entry.hand].events[entry.event]
            assert same_action(event_action(event, copy.red_fives), entry.actual), entry
    assert placed.match_rate == review.match_rate
