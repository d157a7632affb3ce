"""Tenhou's ranks: numbers, Japanese names and English names from one table."""

from __future__ import annotations

import pytest

from yamaviewer.core.formats.tenhou6 import parse_tenhou6_text, read_tenhou6
from yamaviewer.core.formats.tenhou6_write import dumps_tenhou6, game_to_tenhou6
from yamaviewer.core.tenhou_ranks import DAN_NAMES, dan_name


def test_dan_names() -> None:
    assert (dan_name(0), dan_name(0, "ja")) == ("novice", "新人")
    assert (dan_name(9), dan_name(9, "ja")) == ("1 kyu", "１級")
    assert (dan_name(10), dan_name(10, "ja")) == ("1 dan", "初段")
    assert (dan_name(19), dan_name(20, "ja")) == ("10 dan", "天鳳")
    assert dan_name(99) == ""
    assert len(DAN_NAMES) == 21


def test_json_ranks_read_and_write_through_the_one_table() -> None:
    from tests.core.formats.tenhou6_data import json_samples

    samples = json_samples() or pytest.skip("shared tenhou.net/6 samples not found")
    game = read_tenhou6(samples[0])
    game.dan = [0, 9, 10, 20]
    document = game_to_tenhou6(game)
    assert document["dan"] == ["新人", "１級", "初段", "天鳳"]
    assert parse_tenhou6_text(dumps_tenhou6(document)).dan == [0, 9, 10, 20]
