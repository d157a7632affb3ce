"""``seating`` and ``seating-check`` through the real CLI entry point (the issue's contract)."""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path

import pytest

from yamaviewer.cli import main


def _run(args: list[str], capsys: pytest.CaptureFixture[str]) -> dict[str, object]:
    assert main(args) == 0
    data = json.loads(capsys.readouterr().out)
    assert isinstance(data, dict)
    return data


def test_json_contract_for_an_exact_design(capsys: pytest.CaptureFixture[str]) -> None:
    data = _run(["seating", "--players", "16", "--rounds", "5", "--json"], capsys)
    assert data["players"] == 16
    rounds = data["rounds"]
    assert isinstance(rounds, list) and len(rounds) == 5
    met = set()
    for tables in rounds:
        assert sorted(p for t in tables for p in t) == list(range(16))  # 0-based
        for t in tables:
            assert len(t) == 4
            for pair in itertools.combinations(sorted(t), 2):
                assert pair not in met
                met.add(pair)
    assert data["byes"] == [[]] * 5
    metrics = data["metrics"]
    assert isinstance(metrics, dict)
    assert {
        "max_meetings",
        "min_meetings",
        "never_met_pairs",
        "repeat_pairs",
        "wind_spread",
    } <= set(metrics)
    assert metrics["max_meetings"] == 1 and metrics["min_meetings"] == 1
    assert metrics["never_met_pairs"] == 0 and metrics["repeat_pairs"] == 0
    assert metrics["wind_spread"] <= 1


def test_sanma_and_byes(capsys: pytest.CaptureFixture[str]) -> None:
    data = _run(
        ["seating", "--players", "9", "--rounds", "4", "--table-size", "3", "--json"], capsys
    )
    assert all(len(t) == 3 for tables in data["rounds"] for t in tables)  # type: ignore[union-attr]
    data = _run(["seating", "--players", "18", "--rounds", "3", "--json", "--seed", "4"], capsys)
    assert [len(b) for b in data["byes"]] == [2, 2, 2]  # type: ignore[union-attr]


def test_output_files_and_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "s.csv"
    planned = _run(
        ["seating", "--players", "20", "--rounds", "4", "--json", "-o", str(out)], capsys
    )
    checked = _run(["seating-check", str(out), "--json"], capsys)
    assert checked["players"] == 20 and checked["rounds"] == 4
    for key, value in planned["metrics"].items():  # type: ignore[union-attr]
        assert checked["metrics"][key] == value, key  # type: ignore[index]
    assert main(["seating-check", str(out)]) == 0
    assert "pairs meeting more than once" in capsys.readouterr().out


def test_fixed_rounds_teams_and_names(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    played = tmp_path / "played.csv"
    played.write_text("round,table,E,S,W,N\n1,1,1,2,3,4\n1,2,5,6,7,8\n", "utf-8")
    teams = tmp_path / "teams.csv"
    teams.write_text("1,A\n5,A\n2,B\n6,B\n", "utf-8")
    data = _run(
        [
            "seating",
            "--players",
            "8",
            "--rounds",
            "3",
            "--fixed",
            str(played),
            "--teams",
            str(teams),
            "--json",
        ],
        capsys,
    )
    assert data["rounds"][0] == [[0, 1, 2, 3], [4, 5, 6, 7]]  # type: ignore[index]
    assert data["metrics"]["team_meetings"] == 0  # type: ignore[index]
    names = tmp_path / "names.txt"
    names.write_text("山田\n佐藤\n鈴木\n高橋\n", "utf-8")
    assert main(["seating", "--players-file", str(names), "--rounds", "1"]) == 0
    assert "山田" in capsys.readouterr().out


def test_pdf_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "s.pdf"
    assert main(["seating", "--players", "8", "--rounds", "2", "-o", str(out)]) == 0
    data = out.read_bytes()
    assert data.startswith(b"%PDF")
    # 2 round pages, (8 cards + 4 spare) / 8 per page = 2 card pages
    assert len(re.findall(rb"/Type\s*/Page(?![a-z])", data)) == 4


@pytest.mark.slow
def test_fixed_tables_keep_players_at_their_table(capsys: pytest.CaptureFixture[str]) -> None:
    """A wheelchair table and a streamed table: those players sit there every round."""
    data = _run(
        ["seating", "--players", "20", "--rounds", "5", "--fixed-tables", "3:1, 12:4", "--json"],
        capsys,
    )
    rounds = data["rounds"]
    assert isinstance(rounds, list) and len(rounds) == 5
    for tables in rounds:
        assert 2 in tables[0] and 11 in tables[3]  # 0-based players, 1-based tables given
        assert sorted(p for t in tables for p in t) == list(range(20))


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["seating", "--players", "3", "--rounds", "2"], "cannot fill a 4-player table"),
        (["seating", "--players", "2", "--rounds", "2", "--table-size", "3"], "cannot fill"),
        (["seating", "--players", "16", "--rounds", "0"], "at least 1"),
        (["seating", "--rounds", "2"], "--players"),
        (["seating", "--players", "8", "--rounds", "2", "--drop", "x"], "--drop"),
        (["seating", "--players", "8", "--rounds", "2", "-o", "out.doc"], "unknown output format"),
        (["seating", "--players", "8", "--rounds", "2", "--fixed-tables", "3"], "player:table"),
        (["seating", "--players", "8", "--rounds", "2", "--fixed-tables", "3:3"], "no table 3"),
        (["seating", "--players", "8", "--rounds", "2", "--fixed-tables", "9:1"], "no player 9"),
        (
            ["seating", "--players", "8", "--rounds", "2", "--fixed-tables", "1:1 2:1 3:1 4:1 5:1"],
            "too many players",
        ),
    ],
)
def test_impossible_requests_exit_2(
    args: list[str],
    message: str,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(args) == 2
    err = capsys.readouterr().err.strip()
    assert message in err and len(err.splitlines()) == 1


def test_malformed_schedules_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.csv"
    bad.write_text("round,table,E,S,W,N\n1,1,1,2\n", "utf-8")
    assert main(["seating-check", str(bad)]) == 2
    assert "expected round" in capsys.readouterr().err
    assert main(["seating-check", str(tmp_path / "missing.csv")]) == 2
    assert "cannot read" in capsys.readouterr().err
    assert main(["seating", "--players", "8", "--rounds", "2", "--fixed", str(bad)]) == 2
    assert capsys.readouterr().err.count("\n") == 1
