"""``convert``, ``info`` and ``render`` through the real CLI entry point."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PIL import Image

from tests.shared_data import SHARED_DATA, require
from yamaviewer.cli import main

VALIDATION = SHARED_DATA / "tenhou" / "validation" / "2016022509gm-0009-0000-b327da61"
OFFICIAL = SHARED_DATA / "tenhou" / "pairs" / "official" / "2019080322gm-00a9-0000-81e85e04"
SANMA = (
    SHARED_DATA
    / "tenhou"
    / "json"
    / ("SoliDeoGloria000__sanma-engine__data__raw_logs__2024010120gm-00b9-0000-e324b88a.json")
)


def test_convert_writes_tenhous_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "game.json"
    assert main(["convert", str(require(OFFICIAL.with_suffix(".xml"))), "-o", str(out)]) == 0
    expected = json.loads(OFFICIAL.with_suffix(".json").read_text(encoding="utf-8"))
    assert json.loads(out.read_text(encoding="utf-8")) == expected
    assert "13 hands" in capsys.readouterr().out
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_convert_unreadable_input_keeps_output(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.mjlog"
    bad.write_bytes(b"<mjloggm><INIT seed='1'")
    out = tmp_path / "out.json"
    out.write_text("keep me", encoding="utf-8")
    assert main(["convert", str(bad), "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("yamaviewer-cli: error: ") and "bad.mjlog" in err
    assert "Traceback" not in err and err.count("\n") == 1
    assert out.read_text(encoding="utf-8") == "keep me"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.mjlog", "out.json"]


def test_convert_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["convert", str(tmp_path / "nope.mjlog"), "-o", str(tmp_path / "o.json")]) == 2
    assert "no such file" in capsys.readouterr().err


def test_convert_refuses_json_input(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["convert", str(require(SANMA)), "-o", str(tmp_path / "o.json")])
    assert code == 2 and "already tenhou.net/6 JSON" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("path", "expected"),
    [
        (
            VALIDATION.with_suffix(".xml"),
            {"format": "mjlog", "players": 4, "hands": 1, "has_seed": True, "cut_short": False},
        ),
        (
            VALIDATION.with_suffix(".json"),
            {"format": "tenhou6", "players": 4, "hands": 1, "has_seed": False, "cut_short": False},
        ),
        (
            SANMA,
            {"format": "tenhou6", "players": 3, "hands": 8, "has_seed": False, "cut_short": False},
        ),
    ],
)
def test_info_json(
    path: Path, expected: dict[str, object], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["info", "--json", str(require(path))]) == 0
    assert json.loads(capsys.readouterr().out) == expected


def test_info_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["info", str(require(SANMA))]) == 0
    assert "tenhou6, 3 players, 8 hands, seed: no" in capsys.readouterr().out


def test_info_malformed_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "cut.json"
    text = require(VALIDATION.with_suffix(".json")).read_text(encoding="utf-8")
    bad.write_text(text[:300], encoding="utf-8")
    assert main(["info", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "cut short" in err and "Traceback" not in err


@pytest.mark.parametrize("layout", ["table", "strip"])
def test_render_writes_a_png(layout: str, tmp_path: Path) -> None:
    out = tmp_path / "hand.png"
    args = [
        "render",
        str(require(SANMA)),
        "--hand",
        "2",
        "--layout",
        layout,
        "-o",
        str(out),
        "--tile-width",
        "16",
    ]
    assert main(args) == 0
    with Image.open(out) as image:
        assert image.format == "PNG" and image.width > 200 and image.height > 200


def test_render_bad_hand_number(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    args = ["render", str(require(SANMA)), "--hand", "9", "-o", str(tmp_path / "x.png")]
    assert main(args) == 2
    assert "hands 1..8" in capsys.readouterr().err
    assert not (tmp_path / "x.png").exists()
