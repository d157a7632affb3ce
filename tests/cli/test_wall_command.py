"""The wall command contract: exit codes, JSON shape, messages."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.shared_data import VALIDATION_DIR, VALIDATION_GAME, require
from yamaviewer.cli import main
from yamaviewer.core.replay.demo import demo_seed_text
from yamaviewer.core.walls.tenhou import TenhouGenerator


def _validation_log() -> Path:
    return require(VALIDATION_DIR / f"{VALIDATION_GAME}.xml")


def test_wall_json_from_seed(capsys: pytest.CaptureFixture[str]) -> None:
    seed = demo_seed_text()
    assert main(["wall", "--tenhou-seed", seed, "--hand", "2", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    expected = TenhouGenerator(seed).hands(2)[1]
    assert report["source"] == "tenhou-seed" and report["players"] == 4 and report["hand"] == 2
    assert report["wall"] == list(expected.tiles)
    assert report["dice"] == list(expected.dice)
    assert report["dora_indicator"] == expected.tiles[5]
    assert report["hands"][0][:4] == [expected.tiles[i] for i in (135, 134, 133, 132)]
    assert sorted(t for h in report["hands"] for t in h) == sorted(
        expected.tiles[i] for i in range(136) if i >= 84
    )


def test_wall_from_log_matches_its_deal(capsys: pytest.CaptureFixture[str]) -> None:
    log = _validation_log()
    assert main(["wall", "--log", str(log), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["dice"] == [5, 1] and report["dora_indicator"] == 19
    from yamaviewer.core.formats.mjlog import read_mjlog

    hand = read_mjlog(log).hands[0]
    assert report["hands"] == hand.haipai


def test_wall_text_form_and_sanma(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["wall", "--tenhou-seed", demo_seed_text(), "--players", "3"]) == 0
    out = capsys.readouterr().out
    assert "3 players" in out and "dora indicator" in out
    assert "2m" not in out.split("array order")[1]  # sanma has no 2m..8m


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--tenhou-seed", "abc"], "bad Tenhou seed"),
        (["--tenhou-seed", demo_seed_text(), "--hand", "0"], "counts from 1"),
        (["--tenhou-seed", demo_seed_text(), "--ue", "3"], "--ue goes with --arcade"),
        (["--log", "/nonexistent/file.mjlog"], "cannot read"),
    ],
)
def test_wall_bad_input(capsys: pytest.CaptureFixture[str], args: list[str], message: str) -> None:
    assert main(["wall", *args]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1
