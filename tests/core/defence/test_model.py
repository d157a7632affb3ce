"""The built-in estimate: anchored where the shared logs measured, ordered like them."""

from __future__ import annotations

from yamaviewer.core.defence.classes import TileClass
from yamaviewer.core.defence.model import (
    BUILT_IN,
    SHARED_LOG_ANCHORS,
    TURN_BANDS,
    estimate,
    turn_band,
)


def test_every_class_has_an_estimate_in_every_band() -> None:
    for cls in TileClass:
        for band, _first, _last in TURN_BANDS:
            assert 0.0 <= BUILT_IN[cls, band] < 1.0
    assert BUILT_IN[TileClass.GENBUTSU, "7-9"] == 0.0


def test_turn_bands() -> None:
    assert [turn_band(t) for t in (1, 6, 7, 9, 10, 12, 13, 30)] == [
        "1-6",
        "1-6",
        "7-9",
        "7-9",
        "10-12",
        "10-12",
        "13+",
        "13+",
    ]


def test_anchor_order_holds_in_every_band_and_danger_grows_with_turns() -> None:
    order = sorted(SHARED_LOG_ANCHORS, key=SHARED_LOG_ANCHORS.__getitem__, reverse=True)
    for band, _first, _last in TURN_BANDS:
        rates = [BUILT_IN[cls, band] for cls in order]
        assert rates == sorted(rates, reverse=True)
    for cls in SHARED_LOG_ANCHORS:
        assert BUILT_IN[cls, "1-6"] < BUILT_IN[cls, "13+"]


def test_a_players_table_wins_where_it_has_the_cell() -> None:
    own = {(TileClass.SUJI_28, "7-9"): 0.25}
    assert estimate(TileClass.SUJI_28, 8, own) == 0.25
    assert estimate(TileClass.SUJI_19, 8, own) == BUILT_IN[TileClass.SUJI_19, "7-9"]
