"""The waits command on hands of any kind (mpsz notation), and its one-suit form unchanged."""

from __future__ import annotations

import json

import pytest

from yamaviewer.cli import main
from yamaviewer.core.shanten import shanten
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


def _completing_names(digits: str, suit: str) -> list[str]:
    """Tiles that make the 14-tile hand complete, asked of shanten one tile at a time."""
    base = "mps".index(suit) * 9 - 1
    counts = [0] * 34
    for ch in digits:
        counts[base + (5 if ch == "0" else int(ch))] += 1
    out = []
    for rank in range(1, 10):
        if counts[base + rank] < 4:
            counts[base + rank] += 1
            if shanten(counts) == -1:
                out.append(f"{rank}{suit}")
            counts[base + rank] -= 1
    return out


@pytest.mark.parametrize("suit", ["m", "p", "s"])
@pytest.mark.parametrize(
    "digits", ["1333355567778", "1112345678999", "2233445566778", "1234567891234", "1113335557779"]
)
def test_cli_one_suit_with_letter_answers_tile_names(
    capsys: pytest.CaptureFixture[str], digits: str, suit: str
) -> None:
    """A one-suit hand written with its suit answers as any mpsz hand: names, not ranks."""
    assert main(["waits", digits + suit, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    expected = _completing_names(digits, suit)
    assert data["waits"] == expected
    assert data["hand"] == "".join(sorted(digits)) + suit
    assert data["tenpai"] is bool(expected)
    assert set(data["live"]) == set(expected)
    assert all(data["live"][name] == 4 - digits.count(name[0]) for name in expected)
    assert [d["tile"] for d in data["details"]] == expected
    # Bare digits keep their rank form; the text output is the same with or without the suit.
    assert main(["waits", digits, "--json"]) == 0
    bare = json.loads(capsys.readouterr().out)
    assert bare["waits"] == [int(name[0]) for name in expected] and "tenpai" not in bare
    assert main(["waits", digits]) == 0
    bare_text = capsys.readouterr().out
    assert main(["waits", digits + suit]) == 0
    assert capsys.readouterr().out == bare_text


def test_cli_one_suit_red_five_and_groups(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["waits", "1333305567778p", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["hand"] == "1333305567778p" and data["waits"] == ["2p"]
    assert data["live"] == {"2p": 4} and data["shanten"] == 0
    assert main(["waits", "133", "335", "556", "7778s", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["waits"] == ["2s"]
    # Not tenpai: empty names, shanten above zero, no live copies.
    assert main(["waits", "1469146914691s", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["waits"] == [] and data["tenpai"] is False and data["shanten"] > 0
