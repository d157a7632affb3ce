"""``fairness exact|shuffle|report|control`` through the CLI entry point: the JSON contract."""

from __future__ import annotations

import json
from math import comb
from pathlib import Path

import pytest
from PIL import Image

from tests.shared_data import MJLOG_DIR, require
from yamaviewer.cli import main


def _run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(args)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(("tiles", "players"), [(13, 4), (14, 4), (13, 3), (14, 3)])
def test_exact_json(tiles: int, players: int, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = _run(
        ["fairness", "exact", "--tiles", str(tiles), "--players", str(players), "--json"], capsys
    )
    assert code == 0
    data = json.loads(out)
    assert set(data) == {"total", "dist", "mean"}
    assert data["total"] == comb(136 if players == 4 else 108, tiles)
    assert sum(data["dist"].values()) == data["total"]
    assert all(isinstance(v, int) for v in data["dist"].values())
    mean = sum(int(k) * v for k, v in data["dist"].items()) / data["total"]
    assert data["mean"] == pytest.approx(mean)


def test_shuffle_json_and_png(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    png = tmp_path / "naive.png"
    code, out, _err = _run(
        ["fairness", "shuffle", "--method", "naive", "--json", "--png", str(png)], capsys
    )
    assert code == 0
    data = json.loads(out)
    assert {"n", "max_ratio", "min_ratio", "tv_distance"} <= set(data)
    assert data["n"] == 136
    assert 1.3 < data["max_ratio"] < 1.4 and 0.7 < data["min_ratio"] < 0.8
    with Image.open(png) as image:
        assert image.width > 300 and image.height > 300
    code, out, _err = _run(
        ["fairness", "shuffle", "--method", "swaps:334", "--n", "108", "--json"], capsys
    )
    assert code == 0 and json.loads(out)["n"] == 108


def test_report_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = require(MJLOG_DIR)
    png, csv = tmp_path / "report.png", tmp_path / "report.csv"
    code, out, _err = _run(
        [
            "fairness",
            "report",
            str(folder),
            "--json",
            "--png",
            str(png),
            "--csv",
            str(csv),
            "--lang",
            "ja",
        ],
        capsys,
    )
    assert code == 0
    data = json.loads(out)
    for key in ("games", "duplicates_dropped", "hands", "dealer", "non_dealer", "position"):
        assert key in data
    assert {"observed", "expected", "p_value"} <= set(data["dealer"])
    assert sum(data["dealer"]["observed"].values()) == data["hands"]
    assert sum(data["non_dealer"]["observed"].values()) == 3 * data["hands"]
    with Image.open(png) as image:
        assert image.width > 600
    assert csv.read_text(encoding="utf-8").startswith("section,item")


def test_control_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = _run(
        ["fairness", "control", "--method", "naive", "--walls", "500", "--seed", "1", "--json"],
        capsys,
    )
    assert code == 0
    data = json.loads(out)
    assert data["walls"] == 500
    assert {"name", "statistic", "df", "p_value"} <= set(data["tests"][0])
    assert min(t["p_value"] for t in data["tests"]) < 1e-6


@pytest.mark.parametrize(
    "args",
    [
        ["fairness", "shuffle", "--method", "bogus"],
        ["fairness", "shuffle", "--method", "naive", "--n", "1"],
        ["fairness", "report", "/no/such/folder"],
        ["fairness", "control", "--method", "naive", "--walls", "0"],
        ["fairness", "shuffle", "--method", "naive", "--png", "/no/such/dir/x.png"],
    ],
)
def test_unusable_input_is_one_line_exit_2(
    args: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = _run(args, capsys)
    assert code == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1


def test_report_without_usable_hands(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "junk.mjlog").write_text("<mjloggm>broken")
    code, _out, err = _run(["fairness", "report", str(tmp_path)], capsys)
    assert code == 2
    assert len(err.strip().splitlines()) == 1


def test_report_reads_a_log_database(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A houou-logs database holding every shared log, plus the same logs as files: the
    copies in the database are dropped as duplicates of the files."""
    from tests.log_sources import build_houou_db, real_logs, synthetic_id
    from yamaviewer.core.fairness.report import build_report

    folder = require(MJLOG_DIR)
    logs = real_logs(12)
    database = tmp_path / "houou.db"
    build_houou_db(database, [(synthetic_id(i), xml) for i, xml in enumerate(logs)])
    code, out, _err = _run(["fairness", "report", str(database), "--json"], capsys)
    assert code == 0
    alone = json.loads(out)
    assert alone["games"] + alone["duplicates_dropped"] + alone["other_players"] <= 12
    assert alone["games"] > 0
    code, out, _err = _run(
        ["fairness", "report", str(folder), str(database), "--json", "--jobs", "2"], capsys
    )
    assert code == 0
    both = json.loads(out)
    files_only = build_report([folder])
    assert both["games"] == files_only.games
    assert both["hands"] == files_only.hands
    assert (
        both["duplicates_dropped"]
        == files_only.duplicates_dropped + alone["games"] + alone["duplicates_dropped"]
    )


def test_report_reads_tenhou_log_ids(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Log ids are fetched (here from a local server) and kept in the library, as verify does."""
    from tests.log_sources import LogServer, real_logs, synthetic_id
    from yamaviewer.core.fairness.report import build_report

    logs = {synthetic_id(i): xml for i, xml in enumerate(real_logs(3))}
    running = LogServer(logs, slow_seconds=2.0)
    monkeypatch.setenv("YAMAVIEWER_TENHOU_LOG_URL", running.prefix)
    monkeypatch.setenv("YAMAVIEWER_TENHOU_TIMEOUT", "2")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setattr("sys.platform", "linux")
    try:
        code, out, _err = _run(["fairness", "report", *logs, "--json"], capsys)
    finally:
        running.stop()
    assert code == 0
    data = json.loads(out)
    for index, xml in enumerate(logs.values()):
        (tmp_path / f"{index}.mjlog").write_bytes(xml)
    local = build_report([tmp_path / f"{index}.mjlog" for index in range(len(logs))])
    assert data["games"] == local.games
    assert data["hands"] == local.hands


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_report_names_the_skipped_games_and_reports_the_rest(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], jobs: str
) -> None:
    from tests.core.fairness.test_report_skipped import IMPOSSIBLE, corpus_with_odd_games

    folder, odd = corpus_with_odd_games(tmp_path / "games", good=4)
    code, out, err = _run(
        ["fairness", "report", "--json", "--no-progress", "--jobs", jobs, str(folder)], capsys
    )
    assert code == 0
    data = json.loads(out)
    assert data["games"] > 0 and data["unreadable"] == 2
    assert err.splitlines() == [
        f"yamaviewer-cli: {odd[0]}: skipped: {IMPOSSIBLE}",
        f"yamaviewer-cli: {odd[1]}: skipped: not a Tenhou log: the file is neither gzip nor XML",
    ]
    assert "unexpected" not in err
