"""``majsoul-link`` through the real CLI entry point."""

from __future__ import annotations

import json

import pytest

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
