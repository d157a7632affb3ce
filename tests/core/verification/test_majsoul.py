"""Whole-record Mahjong Soul verification on the shared real record and tampered copies."""

from __future__ import annotations

import copy
import hashlib
import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from tests.core.majsoul_samples import custom_room_record
from tests.core.majsoul_samples import synthetic_kan_record as _synthetic_record
from tests.shared_data import SHARED_DATA, require
from yamaviewer.core.formats.majsoul_record import parse_json_record
from yamaviewer.core.verification.majsoul import (
    JournalError,
    expected_tile_set,
    read_journal,
    tile_set_problems,
    verify_majsoul,
    verify_majsoul_file,
)

RECORD = SHARED_DATA / "majsoul" / "records" / "paipu_record.json"


@pytest.fixture(scope="module")
def record_json() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(require(RECORD).read_text(encoding="utf-8"))
    return data


def _results(document: dict[str, Any]) -> list[dict[str, Any]]:
    return [a["result"] for a in document["data"]["data"]["actions"] if a.get("result")]


def _verify(document: dict[str, Any], journal: dict[str, str] | None = None) -> Any:
    return verify_majsoul(parse_json_record(json.dumps(document)), "test", journal)


def test_the_real_record_verifies_hand_by_hand(record_json: dict[str, Any]) -> None:
    results = _results(record_json)
    deals = sum(r["name"] == ".lq.RecordDealTile" for r in results)
    rounds = [r["data"] for r in results if r["name"] == ".lq.RecordNewRound"]
    result = _verify(record_json)
    assert result.status == "verified", [m.describe() for m in result.mismatches]
    assert len(result.hands) == len(rounds) == 9
    assert all(h.hash == "md5" and h.hash_ok and h.tiles_ok for h in result.hands)
    assert result.draws_checked == deals == 379
    # every hand's first dora indicator is checked, and each riichi win's ura indicator
    assert sum(h.dora_checked for h in result.hands) >= 9
    uras = sum(
        len(hule.get("li_doras", []))
        for r in results
        if r["name"] == ".lq.RecordHule"
        for hule in r["data"]["hules"][:1]
    )
    assert sum(h.ura_checked for h in result.hands) == uras > 0


def test_independent_md5_of_every_wall(record_json: dict[str, Any]) -> None:
    for data in (r["data"] for r in _results(record_json) if r["name"] == ".lq.RecordNewRound"):
        assert hashlib.md5(data["paishan"].encode()).hexdigest() == data["md5"]


def _first_round(document: dict[str, Any]) -> dict[str, Any]:
    data: dict[str, Any] = _results(document)[0]["data"]
    return data


def _drawn_positions(document: dict[str, Any]) -> int:
    """How many live tiles the first hand draws (they sit at the front of its wall)."""
    count = 0
    for r in _results(document)[1:]:
        if r["name"] == ".lq.RecordNewRound":
            break
        count += r["name"] == ".lq.RecordDealTile"
    return count


def test_two_undrawn_tiles_swapped_fail_only_the_hash(record_json: dict[str, Any]) -> None:
    tampered = copy.deepcopy(record_json)
    first = _first_round(tampered)
    codes = [first["paishan"][i : i + 2] for i in range(0, len(first["paishan"]), 2)]
    drawn = _drawn_positions(tampered)
    a = drawn + 1
    b = next(i for i in range(a + 1, len(codes) - 14) if codes[i] != codes[a])
    codes[a], codes[b] = codes[b], codes[a]
    first["paishan"] = "".join(codes)
    result = _verify(tampered)
    assert result.status == "mismatch"
    assert [m.kind for m in result.mismatches] == ["hash"]
    assert result.hands[0].hash_ok is False and result.hands[0].tiles_ok


def test_one_wall_tile_changed_fails_the_hash_and_the_tile_set(
    record_json: dict[str, Any],
) -> None:
    tampered = copy.deepcopy(record_json)
    first = _first_round(tampered)
    codes = [first["paishan"][i : i + 2] for i in range(0, len(first["paishan"]), 2)]
    spot = _drawn_positions(tampered) + 1
    old = codes[spot]
    codes[spot] = "1z" if old != "1z" else "2z"
    first["paishan"] = "".join(codes)
    result = _verify(tampered)
    kinds = Counter(m.kind for m in result.mismatches)
    assert kinds == Counter({"hash": 1, "tiles": 1})
    message = next(m.what for m in result.mismatches if m.kind == "tiles")
    assert "five 1z" in message or "five 2z" in message
    assert result.hands[0].draws_checked > 0  # the draws were still all checked


def test_two_draws_swapped_keep_every_hash_but_break_two_draws(
    record_json: dict[str, Any],
) -> None:
    tampered = copy.deepcopy(record_json)
    deals = [r["data"] for r in _results(tampered) if r["name"] == ".lq.RecordDealTile"][:12]
    i = 0
    j = next(k for k in range(1, len(deals)) if deals[k]["tile"] != deals[0]["tile"])
    deals[i]["tile"], deals[j]["tile"] = deals[j]["tile"], deals[i]["tile"]
    result = _verify(tampered)
    assert all(h.hash_ok for h in result.hands)
    assert all(h.tiles_ok for h in result.hands)
    assert [m.kind for m in result.mismatches] == ["live", "live"]
    assert {m.number for m in result.mismatches} == {i + 1, j + 1}


def test_a_wall_without_its_hash_is_not_proven_fixed_in_advance(
    record_json: dict[str, Any],
) -> None:
    """Every other check still runs and passes, but nothing fixed that wall before the hand."""
    stripped = copy.deepcopy(record_json)
    _first_round(stripped).pop("md5")
    result = _verify(stripped)
    assert (result.status, result.mismatches) == ("no-seed", [])
    assert "no hash" in (result.error or "")
    first = result.hands[0]
    assert first.hash is None and first.hash_ok is None and first.live_draws > 0
    assert all(h.hash_ok for h in result.hands[1:])


def test_preset_hands_match_the_hash_but_not_the_tile_set(record_json: dict[str, Any]) -> None:
    tampered = copy.deepcopy(record_json)
    first = _first_round(tampered)
    first["tiles1"] = ["1m", "1m", "1m", "9m", "9m", "9m", "1p", "1p", "1p", "9p", "9p", "9p", "7z"]
    result = _verify(tampered)
    assert result.hands[0].hash_ok is True
    assert [m.kind for m in result.mismatches] == ["tiles"]
    assert "not a real tile set" in result.mismatches[0].what


def test_both_record_versions_give_the_same_result(record_json: dict[str, Any]) -> None:
    version0 = {
        "head": record_json["head"],
        "data": {
            "name": ".lq.GameDetailRecords",
            "data": {"version": 0, "records": _results(record_json)},
        },
    }
    new, old = _verify(record_json), _verify(version0)
    assert [h.to_json() for h in new.hands] == [h.to_json() for h in old.hands]
    assert old.status == "verified"


def test_hash_journal_matches_and_catches_a_rewritten_hand(record_json: dict[str, Any]) -> None:
    rounds = [r["data"] for r in _results(record_json) if r["name"] == ".lq.RecordNewRound"]
    names = [f"{'ESWN'[d['chang']]}{d['ju'] + 1}-{d['ben']}" for d in rounds]
    text = "\n".join(f"{n} {d['md5']}" for n, d in zip(names, rounds, strict=True))
    journal = read_journal("# copied during play\n" + text + "\n")
    assert _verify(record_json, journal).status == "verified"
    assert all(h.journal_ok for h in _verify(record_json, journal).hands)
    journal[names[2]] = "0" * 32
    result = _verify(record_json, journal)
    assert [m.kind for m in result.mismatches] == ["journal"]
    assert result.hands[2].journal_ok is False


@pytest.mark.parametrize("line", ["E1 abc", "X1-0 " + "a" * 32, "E1-0 " + "a" * 31])
def test_bad_journal_lines_are_named(line: str) -> None:
    with pytest.raises(JournalError, match="journal line 1"):
        read_journal(line)


def test_expected_tile_set_is_the_real_set() -> None:
    assert sum(expected_tile_set(4, True).values()) == 136
    assert sum(expected_tile_set(3, True).values()) == 108
    assert tile_set_problems(["1m"] * 6, 4, False)[0] == "too many: six 1m"
    real = [code for code, n in expected_tile_set(4, False).items() for _ in range(n)]
    preset = ["1p" if code == "2p" else code for code in real]  # four 2p become 1p
    assert tile_set_problems(preset, 4, False) == ["too many: eight 1p", "too few: no 2p"]


def test_a_custom_room_record_with_a_preset_wall_matches_its_hash_but_not_the_tile_set(
    record_json: dict[str, Any],
) -> None:
    custom = custom_room_record(record_json)
    record = parse_json_record(json.dumps(custom))
    assert record.player_count == 4  # the game's mode and the scores say so
    assert [len(tiles) for tiles in record.hands[0].starting_hands] == [14, 13, 13, 13]
    first = _results(custom)[0]["data"]
    wall = [first["paishan"][i : i + 2] for i in range(0, len(first["paishan"]), 2)]
    assert Counter(wall)["1p"] == 6  # independent count of the preset wall
    assert (
        hashlib.sha256((first["paishan"] + first["salt"]).encode()).hexdigest() == (first["sha256"])
    )
    result = verify_majsoul(record, "custom")
    assert result.status == "mismatch"
    assert all(h.hash == "sha256" and h.hash_ok for h in result.hands)
    assert [(m.hand, m.kind) for m in result.mismatches] == [(1, "tiles")]
    mismatch = result.mismatches[0]
    assert "too many: six 1p" in mismatch.what
    too_many = [(code, n) for code, n in mismatch.counts if n > 4]
    assert too_many == [("1p", 6)]
    assert sum(4 - n for code, n in mismatch.counts if n < 4) == 2  # the two tiles it replaced
    assert all(h.tiles_ok for h in result.hands[1:])
    assert result.draws_checked == 379  # every draw still comes from the published wall


# -- a synthetic hand with a kan: replacement draws and kan-dora --------------------------


def test_replacement_draws_and_kan_dora_come_from_the_back() -> None:
    document = _synthetic_record(7)
    result = _verify(document)
    assert result.status == "verified", [m.describe() for m in result.mismatches]
    check = result.hands[0]
    assert (check.live_draws, check.rinshan_draws, check.dora_checked) == (2, 1, 2)


def test_a_replacement_draw_taken_from_the_front_is_caught() -> None:
    document = _synthetic_record(8)
    actions = document["data"]["data"]["actions"]
    paishan = actions[0]["result"]["data"]["paishan"]
    if paishan[0:2] == paishan[-2:]:
        pytest.skip("front and back tiles happen to be equal")
    actions[2]["result"]["data"]["tile"] = paishan[0:2]
    result = _verify(document)
    assert [m.kind for m in result.mismatches] == ["rinshan"]


def test_a_kan_dora_out_of_place_is_caught() -> None:
    document = _synthetic_record(9)
    actions = document["data"]["data"]["actions"]
    paishan = actions[0]["result"]["data"]["paishan"]
    wrong = paishan[-18:-16]  # the 9th tile from the end, not the 7th
    if wrong == paishan[-14:-12]:
        pytest.skip("the two positions happen to hold the same tile")
    actions[3]["result"]["data"]["doras"][1] = wrong
    result = _verify(document)
    assert [m.kind for m in result.mismatches] == ["dora"]


# -- files and bad input --------------------------------------------------------------------


def test_a_record_without_walls_is_an_error(record_json: dict[str, Any], tmp_path: Path) -> None:
    stripped = copy.deepcopy(record_json)
    for r in _results(stripped):
        if r["name"] == ".lq.RecordNewRound":
            r["data"].pop("paishan")
            r["data"].pop("md5")
    path = tmp_path / "export.json"
    path.write_text(json.dumps(stripped), encoding="utf-8")
    result = verify_majsoul_file(path)
    assert result.status == "error" and "no walls" in (result.error or "")


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "is empty"),
        (b'{"head": {}, "data": {"data": {"version": 210715, "act', "not valid JSON"),
        (b'{"head": {}, "data": {"data": {"version": "x"}}}', "not a whole number"),
        (b"[" * 100_000, "nested far deeper"),
        (b'{"head": {}, "data": {"data": {"version": 1e400}}}', "not a whole number"),
        (b'{"head": {}, "data": {"data": {"version": NaN}}}', "not a JSON number"),
        (b"\x0a\x05hello", "not a Mahjong Soul game record"),
        (b"\x0a\xff\xff\xff\xff\x0f", "damaged binary record"),
    ],
)
def test_bad_files_give_one_clear_message(content: bytes, message: str, tmp_path: Path) -> None:
    path = tmp_path / "record.bin"
    path.write_bytes(content)
    result = verify_majsoul_file(path)
    assert result.status == "error"
    assert message in (result.error or "")
