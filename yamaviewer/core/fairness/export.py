"""The report as CSV: one row per observed-vs-expected cell and per test."""

from __future__ import annotations

import csv
import io
from pathlib import Path

from yamaviewer.core.fairness.report import FairnessReport
from yamaviewer.core.safe_io import write_output
from yamaviewer.core.tiles import KIND_COUNT, kind_name


def report_rows(report: FairnessReport) -> list[list[object]]:
    """section, item, observed, expected, statistic, df, p_value."""
    rows: list[list[object]] = [
        ["section", "item", "observed", "expected", "statistic", "df", "p_value"],
        ["summary", "games", report.games, "", "", "", ""],
        ["summary", "duplicates_dropped", report.duplicates_dropped, "", "", "", ""],
        ["summary", "hands", report.hands, "", "", "", ""],
    ]
    for section, summary in (("dealer", report.dealer), ("non_dealer", report.non_dealer)):
        for value in sorted(summary.expected):
            rows.append(
                [
                    section,
                    f"shanten {value}",
                    summary.observed.get(value, 0),
                    f"{summary.expected[value]:.4f}",
                    "",
                    "",
                    "",
                ]
            )
        rows.append(
            [
                section,
                "mean shanten",
                f"{summary.mean.observed:.5f}",
                f"{summary.mean.expected:.5f}",
                "",
                "",
                f"{summary.mean.p_value:.6g}",
            ]
        )
    tally = report.tally
    total = sum(tally.dora_kinds)
    from yamaviewer.core.fairness.walls import kind_sizes

    sizes = kind_sizes(report.players)
    for kind in range(KIND_COUNT):
        if sizes[kind]:
            expected = total * sizes[kind] / sum(sizes)
            rows.append(
                [
                    "dora_indicator",
                    kind_name(kind),
                    tally.dora_kinds[kind],
                    f"{expected:.4f}",
                    "",
                    "",
                    "",
                ]
            )
    for test in report.tests():
        rows.append(
            ["test", test.name, "", "", f"{test.statistic:.6f}", test.df, f"{test.p_value:.6g}"]
        )
    return rows


def report_csv(report: FairnessReport) -> str:
    buffer = io.StringIO()
    csv.writer(buffer, lineterminator="\n").writerows(report_rows(report))
    return buffer.getvalue()


def write_report_csv(report: FairnessReport, path: str | Path) -> None:
    """Written through a temporary file and a rename: never half a file."""
    write_output(Path(path), report_csv(report).encode("utf-8"))


__all__ = ["report_csv", "report_rows", "write_report_csv"]
