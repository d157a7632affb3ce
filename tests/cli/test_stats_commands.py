"""``stats`` and ``what-if`` keep their JSON contracts; bad input is one message, exit 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.core.stats.test_collect import independent_counts
from tests.shared_data import MJLOG_DIR, mjlog_files, require
from yamaviewer.cli import main


@pytest.mark.slow
def test_stats_json_keeps_the_contract(capsys: pytest.CaptureFixture[str]) -> None:
    require(MJLOG_DIR)
    files = [str(p) for p in mjlog_files()]
    assert main(["stats", *files, "--player", "ASAPIN", "--json", "--no-progress"]) == 0
    data = json.loads(capsys.readouterr().out)
    want = independent_counts()["ASAPIN"]
    assert data["player"] == "ASAPIN"
    for key in ("games", "hands", "wins", "deal_ins", "riichi", "calls"):
        assert data[key] == want[key], key
    assert data["placements"] == [want[f"place{p}"] for p in (1, 2, 3, 4)]
    for rate in data["rates"].values():
        assert set(rate) >= {"value", "low", "high"}
    assert data["rates"]["win"]["n"] == want["hands"]


def test_what_if_json_keeps_the_contract(capsys: pytest.CaptureFixture[str]) -> None:
    require(MJLOG_DIR)
    [path] = [p for p in mjlog_files() if "2018110809gm-00b9" in p.name]
    assert main(["what-if", str(path), "--json"]) == 0
    events = json.loads(capsys.readouterr().out)
    dead = [e for e in events if e["kind"] == "dead-wall-waits"]
    assert dead
    for event in events:
        assert {"hand", "seat", "kind", "step", "detail"} <= set(event)
    for event in dead:
        assert event["in_dead_wall"] >= 1 and event["waits"]
        assert isinstance(event["live"], int) and isinstance(event["in_hands"], int)


def test_bad_input_is_one_message(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["stats", str(tmp_path / "nothing"), "--player", "x"]) == 2
    assert "no such file" in capsys.readouterr().err
    assert main(["what-if", str(tmp_path / "nothing.mjlog")]) == 2
    assert "no such file" in capsys.readouterr().err
    junk = tmp_path / "junk.xml"
    junk.write_text("hello")
    assert main(["stats", str(junk), "--player", "x", "--no-progress"]) == 2
    assert "no readable game" in capsys.readouterr().err
