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


def _record_json() -> dict[str, object]:
    path = require(SHARED_DATA / "majsoul" / "records" / "paipu_record.json")
    data: dict[str, object] = json.loads(path.read_text(encoding="utf-8"))
    return data


def test_verify_a_record_with_its_hand_checks(capsys: pytest.CaptureFixture[str]) -> None:
    record = require(SHARED_DATA / "majsoul" / "records" / "paipu_record.json")
    assert main(["verify", "--json", str(record)]) == 0
    (game,) = json.loads(capsys.readouterr().out)
    assert (game["status"], game["hands"], game["draws_checked"]) == ("verified", 9, 379)
    assert len(game["hand_checks"]) == 9
    check = game["hand_checks"][0]
    assert {"hand", "hash", "hash_ok", "tiles_ok", "draws_checked"} <= set(check)
    assert check["hash"] == "md5" and check["hash_ok"] and check["tiles_ok"]


def test_verify_a_tampered_record_exits_1_and_others_still_count(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = _record_json()
    actions = data["data"]["data"]["actions"]  # type: ignore[index]
    deals = [
        a["result"]["data"]
        for a in actions
        if a.get("result", {}).get("name", "").endswith("DealTile")
    ]
    first, other = deals[0], next(d for d in deals[1:] if d["tile"] != deals[0]["tile"])
    first["tile"], other["tile"] = other["tile"], first["tile"]
    tampered = tmp_path / "tampered.json"
    tampered.write_text(json.dumps(data), encoding="utf-8")
    good = require(SHARED_DATA / "majsoul" / "records" / "paipu_record.json")
    assert main(["verify", "--jobs", "2", str(good), str(tampered)]) == 1
    out = capsys.readouterr().out
    assert out.count("verified  ") == 1 and "MISMATCH  " in out
    assert "1 of 2 files verified" in out


def test_verify_with_a_journal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = _record_json()
    rounds = [
        a["result"]["data"]
        for a in data["data"]["data"]["actions"]  # type: ignore[index]
        if a.get("result", {}).get("name") == ".lq.RecordNewRound"
    ]
    lines = [f"{'ESWN'[r['chang']]}{r['ju'] + 1}-{r['ben']} {r['md5']}" for r in rounds]
    journal = tmp_path / "hashes.txt"
    journal.write_text("\n".join(lines) + "\n", encoding="utf-8")
    record = require(SHARED_DATA / "majsoul" / "records" / "paipu_record.json")
    assert main(["verify", "--json", "--journal", str(journal), str(record)]) == 0
    (game,) = json.loads(capsys.readouterr().out)
    assert all(check["journal_ok"] for check in game["hand_checks"])
    journal.write_text(lines[0].replace(lines[0][-4:], "0000") + "\n", encoding="utf-8")
    assert main(["verify", "--journal", str(journal), str(record)]) == 1
    assert "copied during play differs" in capsys.readouterr().out
    journal.write_text("East one: abc\n", encoding="utf-8")
    assert main(["verify", "--journal", str(journal), str(record)]) == 2
    err = capsys.readouterr().err
    assert "journal line 1" in err and err.count("\n") == 1


@pytest.mark.parametrize(
    "content",
    [
        '{"head": {"uuid": "x"}, "data": {"data": {"version": 210715, "actions": [',
        '{"head": {"uuid": "x"}, "data": {"data": {"version": 210715, "actions": "no"}}}',
    ],
)
def test_verify_an_unreadable_record_exits_2(
    content: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    assert main(["verify", str(path)]) == 2
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err and "unexpected" not in captured.err
    assert str(path) in captured.err


def test_verify_a_custom_room_record_names_the_preset_tiles(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tests.core.majsoul_samples import custom_room_record

    path = tmp_path / "custom.json"
    path.write_text(json.dumps(custom_room_record(dict(_record_json()))), encoding="utf-8")
    assert main(["verify", "--json", str(path)]) == 1
    (game,) = json.loads(capsys.readouterr().out)
    assert (game["status"], game["players"], game["hands"]) == ("mismatch", 4, 9)
    assert all(check["hash"] == "sha256" and check["hash_ok"] for check in game["hand_checks"])
    (mismatch,) = game["mismatches"]
    assert mismatch["kind"] == "tiles" and "too many: six 1p" in mismatch["description"]
    assert ["1p", 6] in mismatch["counts"]
    assert main(["verify", str(path)]) == 1
    assert "too many: six 1p" in capsys.readouterr().out
