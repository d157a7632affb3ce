"""Winds and round names: the one home of East, South, West and North in every form.

A wind is an int 0..3 (East = 0).  A seat's wind counts from the dealer (the
dealer sits East); a hand's round number 0..15 names its round wind and its
dealer's turn ("East 1" .. "North 4").  The words people read are declared
once here with :func:`translatable` (context ``Winds``), so the CLI prints the
English and the GUI translates the same declaration (東, 東1局 0本場).  The
letters and kanji are drawing and file-format vocabulary, not translated.
"""

from __future__ import annotations

from functools import lru_cache

from yamaviewer.core.wording import Wording, translatable

#: One letter per wind, as tiles, seating sheets and the wall images write them.
WIND_LETTERS = "ESWN"
#: The kanji of the winds (tile faces, tenhou.net/6 round names).
WIND_KANJI = "東南西北"
#: The winds as words, in English for the CLI and translated by the GUI.
WIND_NAMES: tuple[Wording, ...] = (
    translatable("Winds", "East"),
    translatable("Winds", "South"),
    translatable("Winds", "West"),
    translatable("Winds", "North"),
)
#: A round: wind and the dealer's turn, 'East 1' (東1局).
ROUND_NAME = translatable("Winds", "%1 %2")
#: A hand: its round and the honba count, 'East 1, 0 honba' (東1局 0本場).
HAND_NAME = translatable("Winds", "%1 %2, %3 honba")


def seat_wind(seat: int, dealer: int, players: int = 4) -> int:
    """The seat's wind 0..3: the dealer is East, the next seat South, and so on."""
    return (seat - dealer) % players


def round_wind(round_number: int) -> int:
    """The round wind 0..3 of a hand's round number (0..3 East, 4..7 South, ...)."""
    return round_number // 4 % 4


def round_name(round_number: int) -> Wording:
    """'East 1' for round number 0, 'South 4' for 7 (translatable)."""
    return ROUND_NAME.arg(WIND_NAMES[round_wind(round_number)], round_number % 4 + 1)


@lru_cache(maxsize=1024)  # every hand of every game is named: a few dozen names recur
def hand_name(round_number: int, honba: int) -> Wording:
    """'East 1, 0 honba' (translatable): how logs, reports and the GUI name a hand."""
    return HAND_NAME.arg(WIND_NAMES[round_wind(round_number)], round_number % 4 + 1, honba)


def kanji_hand_name(round_number: int, honba: int) -> str:
    """'東1局 0本場': the name tenhou.net/6 logs use, whatever the interface language."""
    return f"{WIND_KANJI[round_wind(round_number)]}{round_number % 4 + 1}局 {honba}本場"


__all__ = [
    "HAND_NAME",
    "ROUND_NAME",
    "WIND_KANJI",
    "WIND_LETTERS",
    "WIND_NAMES",
    "hand_name",
    "kanji_hand_name",
    "round_name",
    "round_wind",
    "seat_wind",
]
