"""``stats`` and ``what-if`` keep their JSON contracts; bad input is one message, exit 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.core.stats.test_collect import folder_with_copies, independent_counts
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
    wall = data["wall_luck"]  # play or wall, beside the contract's keys
    assert wall["hands"] > 0 and wall["rates"]["wall_against"]["hands"] == wall["hands"]
    assert wall["starting_hands"]["4"]["name"] == "ASAPIN"
    assert all("per 100 hands" in s for s in wall["sentences"][1:13])


@pytest.mark.slow
def test_stats_text_says_what_the_wall_did(capsys: pytest.CaptureFixture[str]) -> None:
    require(MJLOG_DIR)
    files = [str(p) for p in mjlog_files()]
    assert main(["stats", *files, "--player", "CLS", "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert "  play or wall (hands with each fact of the verified wall):" in out
    assert "    Hands where the wall worked against you: " in out
    assert "    Starting hands: " in out


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


@pytest.mark.slow
def test_stats_on_every_core_prints_what_one_process_prints(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """The same lines and the same notes, in the same order, over a folder with copies
    of games and unreadable files."""
    require(MJLOG_DIR)
    folder, copies = folder_with_copies(tmp_path)
    outputs = []
    for jobs in ("1", "2", "0"):
        command = ["stats", str(folder), "--player", "CLS", "--no-progress", "--jobs", jobs]
        assert main(command) == 0
        outputs.append(capsys.readouterr())
    assert outputs[0].out.startswith("CLS: ") and outputs[1] == outputs[0] == outputs[2]
    assert outputs[0].err.count(": skipped: ") == 2 and copies >= 4
    files = [str(p) for p in mjlog_files()]
    assert main(["stats", *files, "--player", "CLS", "--jobs", "-1"]) == 2
    assert "--jobs must be 0 (every core) or more" in capsys.readouterr().err
