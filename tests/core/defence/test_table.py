"""The danger table over the shared logs reproduces the published class order."""

from __future__ import annotations

import json

import pytest

from tests.shared_data import MJLOG_DIR, mjlog_files, require
from yamaviewer.core.defence.classes import TileClass
from yamaviewer.core.defence.table import (
    MIN_DECISIONS,
    PlayerTable,
    danger_table,
    decisions_of_items,
    player_table,
    pooled,
    table_of_rows,
)
from yamaviewer.core.fairness.stats import compare_rates
from yamaviewer.core.library.sources import iter_games

#: mahjong-helper's order, most dangerous first (issue 30).
ORDER = (
    TileClass.NON_SUJI_46,
    TileClass.NON_SUJI_37,
    TileClass.HALF_SUJI,
    TileClass.SUJI_28,
    TileClass.SUJI_19,
    TileClass.DOUBLE_SUJI,
)


@pytest.mark.slow
def test_shared_logs_reproduce_the_class_order() -> None:
    rows = danger_table(decisions_of_items(iter_games([str(require(MJLOG_DIR))])))
    totals = pooled(rows)
    assert totals[TileClass.GENBUTSU][0] > 5_000 and totals[TileClass.GENBUTSU][1] == 0
    intervals = {}
    for cls in ORDER:
        trials, hits = totals[cls]
        assert trials > 500
        compared = compare_rates(hits, trials, 0, 0)
        intervals[cls] = (hits / trials, compared.low, compared.high)
    separated = 0
    for i, danger in enumerate(ORDER):
        for safer in ORDER[i + 1 :]:
            if intervals[danger][1] > intervals[safer][2]:  # the intervals separate them
                separated += 1
            # where they do not, the order may not be reversed beyond the intervals either
            assert intervals[safer][1] <= intervals[danger][2]
    assert separated >= 12  # of the 15 pairs
    for row in rows:
        if row.decisions:
            assert row.low is not None and row.high is not None and row.rate is not None
            assert row.low <= row.rate <= row.high
    own = table_of_rows(rows, minimum=100)
    assert own[TileClass.GENBUTSU, "13+"] == 0.0


@pytest.mark.slow
def test_player_table_keeps_the_measured_rates_and_survives_json() -> None:
    files = [str(p) for p in mjlog_files()[:8]]
    if not files:
        require(MJLOG_DIR)
    mine = player_table(iter_games(files), "library")
    rows = danger_table(decisions_of_items(iter_games(files)))
    assert mine.games == len(files) and mine.source == "library"
    assert mine.table == table_of_rows(rows, MIN_DECISIONS) and mine.table
    assert all(r.decisions >= MIN_DECISIONS for r in rows if (r.tile_class, r.turns) in mine.table)
    assert PlayerTable.from_json(json.loads(json.dumps(mine.as_json()))) == mine
    assert PlayerTable.from_json({"cells": [["no such class", "1-6", 0.1]]}) is None
    assert PlayerTable.from_json("") is None
