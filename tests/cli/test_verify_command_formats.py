"""Every command reads a tenhou.net/6 log saved as .json, .txt or with no extension alike."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.shared_data import VALIDATION_DIR, VALIDATION_GAME, require
from yamaviewer.cli import main


@pytest.fixture(params=["game.json", "game.txt", "game"])
def saved(request: pytest.FixtureRequest, tmp_path: Path) -> Path:
    path = tmp_path / str(request.param)
    shutil.copy(require(VALIDATION_DIR / f"{VALIDATION_GAME}.json"), path)
    return path


def test_verify_says_no_seed_not_unreadable(
    saved: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["verify", "--json", str(saved)]) == 2  # no seed: nothing to verify
    [entry] = json.loads(capsys.readouterr().out)
    assert entry["status"] == "no-seed"
    assert "not a Tenhou log" not in (entry["error"] or "")


def test_info_reads_it(saved: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["info", "--json", str(saved)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["format"] == "tenhou6" and report["hands"] > 0


def test_convert_knows_it_is_json_already(
    saved: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["convert", "-o", str(tmp_path / "out.json"), str(saved)]) == 2
    assert "already tenhou.net/6 JSON" in capsys.readouterr().err


def test_the_library_imports_it(
    saved: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    library = str(tmp_path / "library.db")
    assert main(["library", "--library", library, "import", str(saved)]) == 0
    assert capsys.readouterr().out.startswith("1 added, 0 already in the library, 0 unusable")


def test_info_and_verify_name_a_left_out_round(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = json.loads(require(VALIDATION_DIR / f"{VALIDATION_GAME}.json").read_text("utf-8"))
    data["log"].append(json.loads(json.dumps(data["log"][0])))
    data["log"][1][2] = []
    path = tmp_path / "two.txt"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    assert main(["info", str(path)]) == 0
    out = capsys.readouterr().out
    assert "left out: Round 2 (East 1, 0 honba) was left out: dora indicators" in out
    assert main(["info", "--json", str(path)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["hands"] == 1
    assert report["skipped"] == [
        {
            "round": 2,
            "label": "East 1, 0 honba",
            "reason": "dora indicators: expected a non-empty list",
        }
    ]
    main(["verify", str(path)])
    assert "note: Round 2 (East 1, 0 honba) was left out" in capsys.readouterr().out
