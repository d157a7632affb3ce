"""Winds and round names: one declaration read by records, formats, tiles and the GUI."""

from __future__ import annotations

from yamaviewer.core.tiles import HONOR_NAMES_EN, HONOR_NAMES_JA, long_kind_name
from yamaviewer.core.winds import (
    HAND_NAME,
    WIND_KANJI,
    WIND_LETTERS,
    WIND_NAMES,
    hand_name,
    kanji_hand_name,
    round_name,
    round_wind,
    seat_wind,
)
from yamaviewer.core.wording import Wording


def test_seat_winds_count_from_the_dealer() -> None:
    # Dealer in seat 2 of four: seat 2 is East, 3 South, 0 West, 1 North.
    assert [seat_wind(seat, 2) for seat in range(4)] == [2, 3, 0, 1]
    # Three players: the winds run East, South, West only.
    assert [seat_wind(seat, 1, players=3) for seat in range(3)] == [2, 0, 1]


def test_round_names_in_english_and_kanji() -> None:
    assert [round_wind(n) for n in (0, 3, 4, 7, 8, 15)] == [0, 0, 1, 1, 2, 3]
    assert (round_name(0), round_name(7), round_name(13)) == ("East 1", "South 4", "North 2")
    assert hand_name(5, 2) == "South 2, 2 honba"
    assert kanji_hand_name(5, 2) == "南2局 2本場"
    assert kanji_hand_name(0, 0) == "東1局 0本場"


def test_the_wind_words_are_declared_once_for_translation() -> None:
    name = hand_name(4, 1)
    assert isinstance(name, Wording) and name.context == "Winds"
    # The wind inside the sentence is itself a declared word, so it is translated with it.
    assert name.args[0] is WIND_NAMES[1]
    assert [w.context for w in WIND_NAMES] == ["Winds"] * 4


def test_the_honour_tiles_take_their_wind_names_from_here() -> None:
    assert HONOR_NAMES_EN[:4] == tuple(WIND_NAMES)
    assert "".join(HONOR_NAMES_JA[:4]) == WIND_KANJI
    assert [long_kind_name(27 + w, "ja") for w in range(4)] == list(WIND_KANJI)
    assert [long_kind_name(27 + w)[0] for w in range(4)] == list(WIND_LETTERS)


def test_a_hand_name_is_made_once_and_keeps_its_wording() -> None:
    """Every hand of every verified game is named: the same name is the same object."""
    first = hand_name(5, 2)
    assert hand_name(5, 2) is first
    assert first == "South 2, 2 honba"
    assert first.args[1:] == (2, 2) and first.template == HAND_NAME.template
