"""The yaku names: every spelling a log uses leads to one id, whatever its case and spacing."""

from __future__ import annotations

import pytest

from yamaviewer.core.yaku import (
    ROUND_WIND_NAMES,
    SEAT_WIND_NAMES,
    YAKU_ALIASES,
    YAKU_TABLE,
    yaku_id_from_name,
    yaku_name,
)


def test_every_name_and_alias_leads_back_to_its_id() -> None:
    for yaku_id, (japanese, english) in enumerate(YAKU_TABLE):
        for name in (japanese, english, *YAKU_ALIASES.get(yaku_id, ())):
            assert yaku_id_from_name(name) == yaku_id, name
            assert yaku_id_from_name(name.upper()) == yaku_id, name
            assert yaku_id_from_name(f"  {name.replace(' ', '')} ") == yaku_id, name


def test_no_spelling_names_two_yaku() -> None:
    seen: dict[str, int] = {}
    for yaku_id, (japanese, english) in enumerate(YAKU_TABLE):
        for name in (japanese, english, *YAKU_ALIASES.get(yaku_id, ())):
            key = "".join(c for c in name.casefold() if c.isalnum())
            assert seen.setdefault(key, yaku_id) == yaku_id, name


@pytest.mark.parametrize("wind", range(4))
def test_a_wind_without_its_direction_takes_it_from_the_hand(wind: int) -> None:
    for name in SEAT_WIND_NAMES:
        assert yaku_id_from_name(name, seat_wind=wind) == 10 + wind
        assert yaku_id_from_name(name) is None
    for name in ROUND_WIND_NAMES:
        assert yaku_id_from_name(name, round_wind=wind) == 14 + wind
    direction = ("East", "South", "West", "North")[wind]
    assert yaku_id_from_name(f"Seat Wind ({direction})") == 10 + wind
    assert yaku_id_from_name(f"prevalent wind {direction.lower()}") == 14 + wind


def test_unknown_names_stay_unknown() -> None:
    assert yaku_id_from_name("Mystery Of The East") is None
    assert yaku_id_from_name("") is None
    assert yaku_name(99) == "yaku 99" and yaku_name(99, "ja") == "役99"
