"""``ev`` through the real CLI entry point: the JSON contract and the errors."""

from __future__ import annotations

import json

import pytest

from yamaviewer.cli import main


def _run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(args)
    out, err = capsys.readouterr()
    return code, out, err


def test_ev_json_contract(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(
        ["ev", "--hand", "123m456p789s11z67s9m", "--discard", "9m", "--dora", "4p", "--json"],
        capsys,
    )
    assert code == 0, err
    data = json.loads(out)
    assert round(data["ev"], 3) == 7856.476
    assert set(data["waits"]) == {"5s", "0s", "8s"}
    assert data["waits"]["0s"]["live"] == 1
    assert len(data["by_draw"]) == 17
    assert data["by_draw"][0] == pytest.approx(data["p_ippatsu"])
    assert sum(data["by_draw"]) == pytest.approx(data["p_win"])
    assert data["p_ippatsu"] == pytest.approx(7 / 121)


def test_ev_pay_override(capsys: pytest.CaptureFixture[str]) -> None:
    base = ["ev", "--hand", "123m456p789s11z67s9m", "--discard", "9m", "--dora", "4p", "--json"]
    code, out, _err = _run(
        [*base, "--pay", "5s:11700:12000", "0s:12000:18000", "8s:11700:12000"], capsys
    )
    assert code == 0 and round(json.loads(out)["ev"], 3) == 7856.476
    code, out, _err = _run([*base, "--pay", "8s:0:0", "--seat", "west"], capsys)
    data = json.loads(out)
    assert code == 0 and data["waits"]["8s"]["pay"] == 0 and data["seat"] == "west"
    assert len(data["by_draw"]) == 16


@pytest.mark.parametrize(
    "args,message",
    [
        (["--hand", "123m456p789s11z67s9m1m", "--discard", "9m"], "15 tiles"),
        (["--hand", "11111m456p789s1z67s", "--discard", "1z"], "too many copies"),
        (["--hand", "123m456p789s12z67s9m", "--discard", "9m"], "not tenpai"),
        (["--hand", "123m456p789s11z67s9m", "--discard", "9m", "--pay", "3m:1:2"], "3m"),
        (["--hand", "123m456p789s11z67s9m", "--discard", "9m", "--pay", "5s:x:2"], "whole numbers"),
        (
            ["--hand", "123m456p789s11z67s9m", "--discard", "9m", "--players", "3"],
            "not used with 3",
        ),
    ],
)
def test_ev_bad_input_is_one_line(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = _run(["ev", *args, "--dora", "4p"], capsys)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and message in err, err
