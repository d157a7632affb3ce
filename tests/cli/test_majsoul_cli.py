"""``majsoul-link`` through the real CLI entry point."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.shared_data import SHARED_DATA, require
from yamaviewer.cli import main

ANON = "jmkknr-0uq5x768-xy1e-66df-fifg-qlqmkkooupzu_a413602829_2"


def test_majsoul_link_prints_the_record_id(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["majsoul-link", f"https://game.mahjongsoul.com/?paipu={ANON}"]) == 0
    assert capsys.readouterr().out.strip() == "241025-c50e5ecd-002e-439a-8a66-e8c74365a4d7"
    assert main(["majsoul-link", ANON, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["anonymised"] is True


def test_majsoul_link_refuses_other_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["majsoul-link", "https://tenhou.net/0/?log=2024"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not a Mahjong Soul replay link" in err


def test_a_record_converts_and_its_export_says_it_cannot_be_verified(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = require(SHARED_DATA / "majsoul" / "records" / "paipu_record.json")
    assert main(["info", "--json", str(record)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert (report["format"], report["hands"], report["verification"]) == ("majsoul", 9, "verified")
    export = tmp_path / "export.json"
    assert main(["convert", str(record), "-o", str(export)]) == 0
    capsys.readouterr()
    assert main(["info", "--json", str(export)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["format"] == "tenhou6"
    assert "dropped each hand's wall and its hash" in report["note"]
