"""The waits command on hands of any kind (mpsz notation), and its one-suit form unchanged."""

from __future__ import annotations

import json

import pytest

from yamaviewer.cli import main
from yamaviewer.core.tiles import kind_name

ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


def test_cli_mpsz_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["waits", "123m456p789s11z23s", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["waits"] == ["1s", "4s"] and data["tenpai"] is True and "hand" in data
    assert main(["waits", "123m406p789s11z23s", "--json"]) == 0  # 0 = red five
    red = json.loads(capsys.readouterr().out)
    assert red["waits"] == ["1s", "4s"] and red["hand"] == "123m406p23789s11z"
    # Orders m, p, s, z; a kind held four times is no wait.
    assert main(["waits", "1111m234p567s789m", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["waits"] == []
    assert main(["waits", "19m19p19s1234567z", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["waits"] == [kind_name(k) for k in ORPHANS]


def test_cli_mpsz_bad_hands(capsys: pytest.CaptureFixture[str]) -> None:
    for bad in ("123m456p789s11z2s", "11111m234p567s78z", "123m456p789s11z2x", "00m123456p789s1z"):
        assert main(["waits", bad]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "bad hand" in err


def test_cli_one_suit_form_unchanged(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["waits", "1112345678999", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["hand"] == "1112345678999" and data["waits"] == list(range(1, 10))
    assert main(["waits", "111", "234", "5678", "999m"]) == 0
    assert capsys.readouterr().out.startswith("Hand 1112345678999\nWaits (9): 1 2 3 4 5 6 7 8 9")


def test_cli_usage_names_one_hand(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["waits", "-h"])
    out = capsys.readouterr().out
    assert "HAND [HAND ...]" not in out and "hand [hand ...]" not in out
    assert "[--no-seven-pairs] HAND" in out
