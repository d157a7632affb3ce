"""One bad round does not refuse a tenhou.net/6 file: it is left out and named, the rest open."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from tests.core.formats.tenhou6_data import OFFICIAL_DIR
from tests.shared_data import require
from yamaviewer.core.formats.tenhou6 import (
    Tenhou6FormatError,
    game_from_tenhou6,
    skipped_sentence,
)


def _longest_official() -> Any:
    """The shared official JSON with the most rounds (a 13-round hanchan)."""
    paths = sorted(require(OFFICIAL_DIR).glob("*.json"))
    games = [json.loads(p.read_text(encoding="utf-8")) for p in paths]
    return max(games, key=lambda g: len(g["log"]))


def _hand_view(hand: Any) -> Any:
    return (hand.round, hand.honba, hand.haipai, hand.events)


@pytest.mark.parametrize("bad", [0, 2, -1])
def test_an_empty_dora_list_leaves_out_that_round_only(bad: int) -> None:
    data = _longest_official()
    rounds = len(data["log"])
    assert rounds >= 10
    whole = game_from_tenhou6(data)
    damaged = copy.deepcopy(data)
    damaged["log"][bad][2] = []
    game = game_from_tenhou6(damaged)
    position = bad % rounds
    assert len(game.hands) == rounds - 1
    [skipped] = game.skipped
    assert skipped.position == position
    assert skipped.label == whole.hands[position].label
    assert skipped.reason == "dora indicators: expected a non-empty list"
    kept = [h for i, h in enumerate(whole.hands) if i != position]
    assert [_hand_view(h) for h in game.hands] == [_hand_view(h) for h in kept]
    assert [h.index for h in game.hands] == list(range(rounds - 1))
    sentence = skipped_sentence(skipped)
    assert sentence.startswith(f"Round {position + 1} ({skipped.label}) was left out: dora")


def test_several_bad_rounds_are_each_named() -> None:
    data = _longest_official()
    damaged = copy.deepcopy(data)
    damaged["log"][1][4] = damaged["log"][1][4][:12]  # a 12-tile starting hand
    damaged["log"][4] = "not a round"
    game = game_from_tenhou6(damaged)
    assert [s.position for s in game.skipped] == [1, 4]
    assert "13 tiles" in game.skipped[0].reason
    assert game.skipped[1].label == "" and "expected a list" in game.skipped[1].reason
    assert skipped_sentence(game.skipped[1]).startswith("Round 5 was left out: ")
    assert len(game.hands) == len(data["log"]) - 2


def test_a_file_whose_every_round_is_bad_is_refused_with_the_reason() -> None:
    data = _longest_official()
    one = copy.deepcopy(data)
    one["log"] = [copy.deepcopy(data["log"][0])]
    one["log"][0][2] = []
    with pytest.raises(Tenhou6FormatError, match=r"round 1 .*dora indicators"):
        game_from_tenhou6(one)
    every = copy.deepcopy(data)
    for raw in every["log"]:
        raw[2] = []
    count = len(every["log"])
    with pytest.raises(Tenhou6FormatError, match=rf"none of the {count} rounds.*dora"):
        game_from_tenhou6(every)


def test_disconnections_stay_with_their_round_after_a_skip() -> None:
    data = _longest_official()
    damaged = copy.deepcopy(data)
    damaged["log"][0][2] = []
    damaged["connection"] = [{"what": 0, "log": 0, "who": 1, "step": 3}]
    damaged["connection"] += [{"what": 0, "log": 3, "who": 2, "step": 5}]
    game = game_from_tenhou6(damaged)
    marked = [h.index for h in game.hands for e in h.events if e.kind.name == "DISCONNECT"]
    assert marked == [2]  # file round 4 is the third hand read; round 1's mark has no hand


def test_the_app_and_the_cli_name_the_left_out_round(tmp_path: Path) -> None:
    from yamaviewer.core.replay.document import load_document

    data = _longest_official()
    data["log"][2][2] = []
    path = tmp_path / "tournament.txt"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    document = load_document(path)
    assert [s.position for s in document.game.skipped] == [2]
