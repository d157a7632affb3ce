"""``chinitsu-table`` and ``waits`` through the real CLI entry point."""

from __future__ import annotations

import json

import pytest

from yamaviewer.cli import main

PUBLISHED_KINDS = [53_404, 14_193, 14_493, 6_739, 2_948, 1_335, 392, 79, 16, 1]


def test_table_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["chinitsu-table", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["kinds"] == 93_600 and data["weighted"] == 2_310_789_600
    assert list(data["by_waits"]) == [str(n) for n in range(10)]
    assert [data["by_waits"][str(n)]["kinds"] for n in range(10)] == PUBLISHED_KINDS
    assert data["by_waits"]["1"]["weighted"] == 366_605_432


def test_table_options_change_the_counts(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["chinitsu-table", "--json", "--no-seven-pairs"]) == 0
    no_sp = json.loads(capsys.readouterr().out)
    assert main(["chinitsu-table", "--json", "--allow-karaten"]) == 0
    kara = json.loads(capsys.readouterr().out)
    for data in (no_sp, kara):
        assert data["kinds"] == 93_600
        assert sum(v["kinds"] for v in data["by_waits"].values()) == 93_600
    # Without seven pairs some one-wait hands become noten; karaten adds waits.
    assert no_sp["by_waits"]["0"]["kinds"] > 53_404
    assert kara["by_waits"]["9"]["kinds"] > 1


def test_table_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["chinitsu-table"]) == 0
    out = capsys.readouterr().out
    assert "93,600" in out and "2,310,789,600" in out and "262,144" in out


@pytest.mark.parametrize(
    "argv", [["1112345678999"], ["1112345678999m"], ["111", "234", "5678", "999p"]]
)
def test_waits_text(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["waits", *argv]) == 0
    out = capsys.readouterr().out
    assert "Waits (9): 1 2 3 4 5 6 7 8 9" in out
    assert "22 111 345 678 999" in out and "nobetan" in out


def test_waits_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["waits", "--json", "1112223335599"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["waits"] == [5, 9]
    assert data["shapes"] == ["shanpon"]
    five = data["details"][0]
    assert five["decompositions"][0]["groups"] == ["99", "111", "222", "333", "555"]


def test_waits_noten(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["waits", "1114447772581"]) == 0
    assert "Not tenpai" in capsys.readouterr().out
    assert main(["waits", "--json", "1122558899147"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["waits"] == [] and data["details"] == []


@pytest.mark.parametrize(
    ("hand", "fragment"),
    [
        ("11123456789999", "13 tiles, got 14"),
        ("111234567899", "13 tiles, got 12"),
        ("1111123456789", "rank 1 appears 5 times"),
        ("1112345678x99", "unexpected character"),
        # Two suits are an mpsz hand now (issue 20): judged, not refused; a bad one is.
        ("1112345m899999p", "more than four of 9p"),
    ],
)
def test_bad_hand_is_one_line_exit_2(
    hand: str, fragment: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["waits", hand]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and fragment in lines[0]
