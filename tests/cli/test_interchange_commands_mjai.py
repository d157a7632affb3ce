"""``convert --to mjai``, and mjai logs read back by ``convert`` and ``info`` (the CLI contract)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.shared_data import MORTAL_REPORT, SHARED_DATA, require
from yamaviewer.cli import main

VALIDATION = SHARED_DATA / "tenhou" / "validation" / "2016022509gm-0009-0000-b327da61.xml"
OFFICIAL = SHARED_DATA / "tenhou" / "pairs" / "official" / "2019080322gm-00a9-0000-81e85e04"


def _rounds_without_yaku_order(document: dict[str, Any]) -> list[Any]:
    """tenhou.net/6 rounds with each win's yaku strings as a set (their order is cosmetic)."""
    rounds = []
    for game_round in document["log"]:
        result = list(game_round[16])
        for i in range(2, len(result), 2):
            head, texts = result[i][:4], result[i][4:]
            result[i] = [*head, sorted(texts)]
        rounds.append([*game_round[:16], result])
    return rounds


def test_mjai_out_and_back_to_tenhou6(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = require(OFFICIAL.with_suffix(".xml"))
    out = tmp_path / "game.jsonl"
    assert main(["convert", str(source), "--to", "mjai", "-o", str(out)]) == 0
    assert "13 hands, mjai" in capsys.readouterr().out
    events = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert events[0]["type"] == "start_game" and events[-1]["type"] == "end_game"
    assert sum(e["type"] == "start_kyoku" for e in events) == 13
    assert sum(e["type"] == "end_kyoku" for e in events) == 13
    assert main(["info", str(out), "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert (info["format"], info["hands"], info["players"], info["has_seed"]) == (
        "mjai",
        13,
        4,
        False,
    )
    assert "no seed" in info["note"]
    back = tmp_path / "game.json"
    assert main(["convert", str(out), "--to", "tenhou6", "-o", str(back)]) == 0
    official = json.loads(OFFICIAL.with_suffix(".json").read_text(encoding="utf-8"))
    again = json.loads(back.read_text(encoding="utf-8"))
    assert _rounds_without_yaku_order(again) == _rounds_without_yaku_order(official)


def test_mjai_to_standard_output(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["convert", str(require(VALIDATION)), "--to", "mjai", "-o", "-"]) == 0
    captured = capsys.readouterr()
    lines = captured.out.splitlines()
    assert all(isinstance(json.loads(line), dict) for line in lines)
    assert "mjai" in captured.err


def test_info_reads_a_mortal_report_as_its_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["info", str(require(MORTAL_REPORT)), "--json", "--results"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert info["format"] == "mjai" and info["hands"] == 10
    first = info["results"][0]["wins"][0]
    assert (first["winner"], first["from"], first["points"]) == (0, 2, 11600)
    assert first["han"] > 0


def test_a_broken_mjai_log_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"type":"start_game"}\n{"type":"tsumo"\n', encoding="utf-8")
    assert main(["convert", str(bad), "--to", "tenhou6", "-o", str(tmp_path / "x.json")]) == 2
    err = capsys.readouterr().err
    assert "line 2" in err and len(err.strip().splitlines()) == 1
    assert not (tmp_path / "x.json").exists()
