"""The CSV holds the same numbers as the statistics, and is written whole."""

from __future__ import annotations

import csv
from pathlib import Path

from tests.shared_data import MJLOG_DIR, mjlog_files, require
from yamaviewer.core.stats.collect import player_stats
from yamaviewer.core.stats.export import HEADER, write_stats_csv
from yamaviewer.core.yaku import yaku_name


def test_csv_rows_match_the_statistics(tmp_path: Path) -> None:
    require(MJLOG_DIR)
    stats, _ = player_stats([str(p) for p in mjlog_files()], "CLS")
    out = tmp_path / "cls.csv"
    write_stats_csv(stats, out)
    rows = list(csv.reader(out.read_text(encoding="utf-8").splitlines()))
    assert rows[0] == HEADER
    counts = {r[1]: int(r[2]) for r in rows if r[0] == "count"}
    assert counts["games"] == stats.games and counts["wins"] == stats.wins
    assert [counts[f"placement {p}"] for p in (1, 2, 3, 4)] == stats.placements
    yaku = {r[1]: int(r[2]) for r in rows if r[0] == "yaku"}
    assert yaku == {yaku_name(k): v for k, v in stats.yaku.items()}
    win = next(r for r in rows if r[:2] == ["rate", "win"])
    assert int(win[5]) == stats.hands
    blocks = [r for r in rows if r[0] == "hands" and r[1].endswith(" win")]
    assert sum(int(r[5]) for r in blocks) == stats.hands
    months = [r for r in rows if r[0] == "month" and r[1].endswith(" win")]
    assert sum(int(r[6]) for r in months) == sum(t.wins for t in stats.by_month.values())
