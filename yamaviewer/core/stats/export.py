"""A player's statistics as CSV: one row per rate, yaku, starting shanten and trend block."""

from __future__ import annotations

import csv
import io
from pathlib import Path

from yamaviewer.core.safe_io import write_output
from yamaviewer.core.stats.player import PlayerStats, Rate, Tally, proportion
from yamaviewer.core.yaku import yaku_name

HEADER: list[object] = ["section", "item", "value", "low", "high", "n", "hits"]


def _number(value: float) -> str:
    return "" if value != value else f"{value:.6g}"


def _rate_row(section: str, item: str, rate: Rate) -> list[object]:
    hits = "" if rate.hits is None else rate.hits
    return [section, item, _number(rate.value), _number(rate.low), _number(rate.high), rate.n, hits]


def _tally_rows(section: str, item: str, tally: Tally) -> list[list[object]]:
    return [
        _rate_row(section, f"{item} win", proportion(tally.wins, tally.hands)),
        _rate_row(section, f"{item} deal-in", proportion(tally.deal_ins, tally.hands)),
    ]


def stats_rows(stats: PlayerStats) -> list[list[object]]:
    """section, item, value, low, high, n, hits."""
    rows: list[list[object]] = [list(HEADER)]
    for item in ("games", "hands", "wins", "deal_ins", "riichi", "calls"):
        rows.append(["count", item, getattr(stats, item), "", "", "", ""])
    for place, count in enumerate(stats.placements, start=1):
        rows.append(["count", f"placement {place}", count, "", "", "", ""])
    for name, rate in stats.rates().items():
        rows.append(_rate_row("rate", name, rate))
    for yaku_id, count in sorted(stats.yaku.items()):
        rows.append(["yaku", yaku_name(yaku_id), count, "", "", stats.wins, ""])
    for yaku_id, count in sorted(stats.yakuman.items()):
        rows.append(["yakuman", yaku_name(yaku_id), count, "", "", stats.wins, ""])
    for value, tally in sorted(stats.by_start_shanten.items()):
        rows.extend(_tally_rows("start_shanten", str(value), tally))
    for month, tally in sorted(stats.by_month.items()):
        rows.extend(_tally_rows("month", month, tally))
    for index, tally in enumerate(stats.by_hundred_hands()):
        rows.extend(_tally_rows("hands", f"{index * 100 + 1}-{index * 100 + tally.hands}", tally))
    return rows


def stats_csv(stats: PlayerStats) -> str:
    buffer = io.StringIO()
    csv.writer(buffer, lineterminator="\n").writerows(stats_rows(stats))
    return buffer.getvalue()


def write_stats_csv(stats: PlayerStats, path: str | Path) -> None:
    """Written through a temporary file and a rename: never half a file."""
    write_output(Path(path), stats_csv(stats).encode("utf-8"))


__all__ = ["stats_csv", "stats_rows", "write_stats_csv"]
