"""``analyse`` through the real CLI entry point: the JSON contract and the errors."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.shared_data import VALIDATION_DIR, VALIDATION_GAME, require
from yamaviewer.cli import main

GAME = VALIDATION_DIR / f"{VALIDATION_GAME}.xml"


def _run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(args)
    out, err = capsys.readouterr()
    return code, out, err


def _game() -> Path:
    if not GAME.exists():
        candidates = sorted(VALIDATION_DIR.glob("*.mjlog")) if VALIDATION_DIR.is_dir() else []
        return require(candidates[0] if candidates else GAME)
    return GAME


def test_analyse_json_contract(capsys: pytest.CaptureFixture[str]) -> None:
    game = str(_game())
    for step in (0, 1, 2, 25, 60):
        for seat in range(4):
            code, out, err = _run(
                [
                    "analyse",
                    game,
                    "--hand",
                    "1",
                    "--step",
                    str(step),
                    "--seat",
                    str(seat),
                    "--json",
                ],
                capsys,
            )
            assert code == 0, err
            data = json.loads(out)
            assert isinstance(data["shanten"], int)
            assert data["ukeire_total"] == sum(data["ukeire"].values())
            assert sum(data["buckets"].values()) == data["ukeire_total"]
            assert {"live_wall", "other_hands", "dead_wall"} <= set(data["buckets"])
            assert all(len(t) == 2 and t[1] in "mpsz" for t in data["ukeire"])
            assert data["p_tsumo"] is None or 0 <= data["p_tsumo"] <= 1
            assert isinstance(data["waits"], dict)
            if len(data["tiles"]) % 3 == 2:
                best = data["discards"][data["best_discard"]]
                assert best["ukeire"] == data["ukeire"]
                for choice in data["discards"].values():
                    assert choice["ukeire_total"] == sum(choice["ukeire"].values())
            else:
                assert "discards" not in data
    # step 1: the dealer has drawn its 14th tile
    code, out, _err = _run(
        ["analyse", game, "--hand", "1", "--step", "1", "--seat", "0", "--json"], capsys
    )
    dealer = json.loads(out)
    assert code == 0 and len(dealer["tiles"]) == 14 and "discards" in dealer


def test_analyse_text(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = _run(
        ["analyse", str(_game()), "--hand", "1", "--step", "3", "--seat", "1"], capsys
    )
    assert code == 0
    assert "shanten" in out and "where they were" in out


@pytest.mark.parametrize(
    "args,message",
    [
        (["--hand", "99", "--step", "0", "--seat", "0"], "--hand 99"),
        (["--hand", "1", "--step", "99999", "--seat", "0"], "step 99999"),
        (["--hand", "1", "--step", "0", "--seat", "7"], "seat 7"),
    ],
)
def test_analyse_bad_arguments(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = _run(["analyse", str(_game()), *args], capsys)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("yamaviewer-cli: error: ") and message in err


def test_analyse_bad_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    garbage = tmp_path / "garbage.mjlog"
    garbage.write_bytes(b"\x00\x01not a log")
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    for path, message in (
        (tmp_path / "missing.mjlog", "no such file"),
        (fifo, "not a regular file"),
        (garbage, "garbage"),
    ):
        code, _out, err = _run(
            ["analyse", str(path), "--hand", "1", "--step", "0", "--seat", "0"], capsys
        )
        assert code == 2 and err.count("\n") == 1 and message in err, err
