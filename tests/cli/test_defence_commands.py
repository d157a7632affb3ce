"""``danger`` and ``danger-table``: the JSON contracts, and bad input as one clear message."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.shared_data import MJLOG_DIR, mjlog_files, require
from yamaviewer.cli import main


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def _a_log_with_riichi(capsys: pytest.CaptureFixture[str]) -> tuple[Path, list[dict[str, Any]]]:
    require(MJLOG_DIR)
    for path in mjlog_files():
        code, out, _err = _run(capsys, "danger", str(path), "--json")
        assert code == 0
        data = json.loads(out)
        if data:
            return path, data
    pytest.skip("no shared log holds a discard against riichi")


def test_danger_json_contract(capsys: pytest.CaptureFixture[str]) -> None:
    path, data = _a_log_with_riichi(capsys)
    for entry in data:
        assert set(entry) >= {"hand", "step", "seat", "discard", "riichi", "tiles"}
        assert entry["hand"] >= 1 and entry["riichi"] and entry["seat"] not in entry["riichi"]
        tiles = entry["tiles"]
        names = [t["tile"] for t in tiles]
        assert len(names) == len(set(names)) and entry["discard"] in names
        assert all("0" not in name for name in names)  # red fives as fives
        for tile in tiles:
            assert [a["seat"] for a in tile["against"]] == entry["riichi"]
            for against in tile["against"]:
                assert 0.0 <= against["estimate"] <= 1.0
                assert isinstance(against["class"], str)
                assert not against["ron_possible"] or against["in_wait"]
    hand = data[0]["hand"]
    code, out, _err = _run(capsys, "danger", str(path), "--hand", str(hand), "--json")
    assert code == 0
    assert json.loads(out) == [e for e in data if e["hand"] == hand]


def test_danger_text_and_bad_input(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path, _data = _a_log_with_riichi(capsys)
    code, out, _err = _run(capsys, "danger", str(path))
    assert code == 0 and "against riichi" in out
    code, _out, err = _run(capsys, "danger", str(path), "--hand", "999")
    assert code == 2 and "the game has hands 1.." in err
    code, _out, err = _run(capsys, "danger", str(tmp_path / "missing.mjlog"))
    assert code == 2 and "no such file" in err
    junk = tmp_path / "junk.mjlog"
    junk.write_bytes(b"\x00not a log")
    code, _out, err = _run(capsys, "danger", str(junk))
    assert code == 2 and err.count("\n") == 1


def test_danger_table_json(capsys: pytest.CaptureFixture[str]) -> None:
    path, _data = _a_log_with_riichi(capsys)
    code, out, _err = _run(capsys, "danger-table", str(path), "--json")
    assert code == 0
    rows = json.loads(out)["classes"]
    assert rows
    for row in rows:
        assert set(row) == {
            "class",
            "turns",
            "decisions",
            "deal_ins",
            "rate",
            "low",
            "high",
            "estimate",
        }
        assert row["low"] <= row["rate"] <= row["high"]
    code, out, _err = _run(capsys, "danger-table", str(path))
    assert code == 0 and "genbutsu" in out


def test_danger_table_with_nothing_to_count(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, _out, err = _run(capsys, "danger-table", str(tmp_path))
    assert code == 2 and "no log files" in err


def test_danger_table_over_the_library_equals_the_table_over_its_files(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from yamaviewer.core.library.store import Library

    require(MJLOG_DIR)
    files = [str(p) for p in mjlog_files()[:8]]
    library_file = tmp_path / "library.sqlite3"
    with Library(library_file) as library:
        assert library.import_sources(files).added == len(files)
    code, out, _err = _run(capsys, "danger-table", "--library", str(library_file), "--json")
    assert code == 0
    from_library = json.loads(out)["classes"]
    code, out, _err = _run(capsys, "danger-table", *files, "--json")
    assert code == 0
    assert from_library == json.loads(out)["classes"] and from_library
    # the library beside files counts both; nothing given is an error
    code, out, _err = _run(
        capsys, "danger-table", files[0], "--library", str(library_file), "--json"
    )
    both = {(r["class"], r["turns"]): r["decisions"] for r in json.loads(out)["classes"]}
    alone = {(r["class"], r["turns"]): r["decisions"] for r in from_library}
    assert code == 0 and sum(both.values()) > sum(alone.values())
    code, _out, err = _run(capsys, "danger-table")
    assert code == 2 and "--library" in err
