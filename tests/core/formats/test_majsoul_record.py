"""Reading Mahjong Soul records: JSON, the raw protobuf form, share links, damaged bytes."""

from __future__ import annotations

import contextlib
import copy
import json
import random
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from tests.core.majsoul_samples import custom_room_record
from tests.shared_data import SHARED_DATA, require
from yamaviewer.core.formats.majsoul_record import (
    MajsoulRecordError,
    decode_share_link,
    looks_like_majsoul_record,
    parse_binary_record,
    parse_json_record,
    players_of_mode,
    read_majsoul_record,
)
from yamaviewer.core.verification.majsoul import verify_majsoul

RECORD = SHARED_DATA / "majsoul" / "records" / "paipu_record.json"

# The test's own encoder, written from the field numbers (REFERENCE section 15 and the
# public liqi schema), independent of the reader's table: name -> (number, kind).
_FIELDS: dict[str, dict[str, tuple[int, str]]] = {
    "RecordNewRound": {
        "chang": (1, "v"), "ju": (2, "v"), "ben": (3, "v"), "scores": (5, "v*"),
        "liqibang": (6, "v"), "tiles0": (7, "s*"), "tiles1": (8, "s*"), "tiles2": (9, "s*"),
        "tiles3": (10, "s*"), "md5": (13, "s"), "paishan": (14, "s"),
        "left_tile_count": (15, "v"), "doras": (16, "s*"), "sha256": (22, "s"),
        "saltSha256": (24, "s"), "salt": (25, "s"),
    },
    "RecordDealTile": {"seat": (1, "v"), "tile": (2, "s"), "left_tile_count": (3, "v"),
                       "doras": (6, "s*")},
    "RecordDiscardTile": {"seat": (1, "v"), "tile": (2, "s"), "is_liqi": (3, "v"),
                          "moqie": (5, "v"), "doras": (8, "s*"), "is_wliqi": (9, "v")},
    "RecordChiPengGang": {"seat": (1, "v"), "type": (2, "v"), "tiles": (3, "s*"),
                          "froms": (4, "v*")},
    "RecordHule": {"hules": (1, "m*HuleInfo"), "old_scores": (2, "v*"),
                   "delta_scores": (3, "v*"), "scores": (5, "v*")},
    "HuleInfo": {"hand": (1, "s*"), "hu_tile": (3, "s"), "seat": (4, "v"), "zimo": (5, "v"),
                 "liqi": (7, "v"), "doras": (8, "s*"), "li_doras": (9, "s*"), "fu": (13, "v")},
    "RecordNoTile": {"liujumanguan": (1, "v")},
}  # fmt: skip


def _varint(value: int) -> bytes:
    value &= (1 << 64) - 1
    out = bytearray()
    while value > 0x7F:
        out.append(value & 0x7F | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)


def _field(number: int, wire: int, payload: bytes) -> bytes:
    return _varint(number << 3 | wire) + payload


def _length(number: int, raw: bytes) -> bytes:
    return _field(number, 2, _varint(len(raw)) + raw)


def _message(kind: str, data: Mapping[str, Any]) -> bytes:
    out = b""
    for name, value in data.items():
        if name not in _FIELDS[kind] or value is None:
            continue
        number, spec = _FIELDS[kind][name]
        values = value if spec.endswith("*") or spec.startswith("m*") else [value]
        for item in values:
            if spec.startswith("s"):
                out += _length(number, str(item).encode())
            elif spec.startswith("v"):
                out += _field(number, 0, _varint(int(item)))
            else:
                out += _length(number, _message(spec[2:], item))
    return out


def _binary(document: dict[str, Any], version: int) -> bytes:
    results = [a["result"] for a in document["data"]["data"]["actions"] if a.get("result")]
    wrapped = [
        _length(1, r["name"].encode()) + _length(2, _message(r["name"][4:], r["data"]))
        for r in results
        if r["name"][4:] in _FIELDS
    ]
    if version:
        details = _field(2, 0, _varint(version)) + b"".join(
            _length(3, _field(2, 0, _varint(1)) + _length(3, w)) for w in wrapped
        )
    else:
        details = b"".join(_length(1, w) for w in wrapped) + _field(2, 0, _varint(0))
    return _length(1, b".lq.GameDetailRecords") + _length(2, details)


@pytest.fixture(scope="module")
def record_json() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(require(RECORD).read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize("version", [0, 210715])
def test_the_binary_form_reads_like_the_json(
    record_json: dict[str, Any], version: int, tmp_path: Path
) -> None:
    path = tmp_path / "record.bin"
    path.write_bytes(_binary(record_json, version))
    assert looks_like_majsoul_record(path.read_bytes()[:64])
    binary = read_majsoul_record(path)
    from_json = read_majsoul_record(require(RECORD))
    assert binary.source_format == "protobuf" and from_json.source_format == "json"
    assert len(binary.hands) == len(from_json.hands) == 9
    for a, b in zip(binary.hands, from_json.hands, strict=True):
        assert (a.paishan, a.md5, a.starting_hands, a.doras) == (
            b.paishan, b.md5, b.starting_hands, b.doras,
        )  # fmt: skip
        deals_a = [x.data["tile"] for x in a.actions if x.name.endswith("DealTile")]
        deals_b = [x.data["tile"] for x in b.actions if x.name.endswith("DealTile")]
        assert deals_a == deals_b
    result = verify_majsoul(binary, "binary")
    assert result.status == "verified"
    assert result.draws_checked == 379


def test_the_json_file_is_recognised(record_json: dict[str, Any]) -> None:
    assert looks_like_majsoul_record(require(RECORD).read_bytes()[:4096])
    assert not looks_like_majsoul_record(b"<mjloggm ver=2.3>")


def test_random_damage_to_the_binary_form_never_escapes_as_another_error(
    record_json: dict[str, Any],
) -> None:
    good = _binary(record_json, 210715)
    rng = random.Random(2026)
    for _ in range(300):
        damaged = bytearray(good)
        for _ in range(rng.randint(1, 8)):
            damaged[rng.randrange(len(damaged))] = rng.randrange(256)
        cut = rng.randint(0, len(damaged))
        with contextlib.suppress(MajsoulRecordError):
            parse_binary_record(bytes(damaged[:cut]))


def test_the_anonymised_link_vector_decodes() -> None:
    link = decode_share_link(
        "https://game.mahjongsoul.com/?paipu=jmkknr-0uq5x768-xy1e-66df-fifg-qlqmkkooupzu"
        "_a413602829_2"
    )
    assert link.record_id == "241025-c50e5ecd-002e-439a-8a66-e8c74365a4d7"
    assert link.anonymised and link.account == "a413602829"


def test_a_plain_link_keeps_its_id() -> None:
    uuid = "210815-6da08e40-2605-42fb-a5e3-f8aa5940362a"
    link = decode_share_link(f"https://game.maj-soul.com/1/?paipu={uuid}_a12345678")
    assert (link.record_id, link.anonymised) == (uuid, False)


@pytest.mark.parametrize("text", ["", "https://example.com/", "paipu=123", "paipu=zz_a1_2"])
def test_malformed_links_are_refused(text: str) -> None:
    with pytest.raises(MajsoulRecordError, match="not a Mahjong Soul replay link"):
        decode_share_link(text)


def test_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    import os

    fifo = tmp_path / "record.fifo"
    os.mkfifo(fifo)
    with pytest.raises(MajsoulRecordError, match="not a regular file"):
        read_majsoul_record(fifo)


# -- custom rooms: begin_tiles, and the player count from the mode and the scores ------------


def _new_rounds(document: dict[str, Any]) -> list[dict[str, Any]]:
    return [
        a["result"]["data"]
        for a in document["data"]["data"]["actions"]
        if a.get("result", {}).get("name") == ".lq.RecordNewRound"
    ]


def test_begin_tiles_are_the_starting_hands(record_json: dict[str, Any]) -> None:
    renamed = copy.deepcopy(record_json)
    for data in _new_rounds(renamed):
        data["begin_tiles"] = [data.pop(f"tiles{seat}") for seat in range(4)]
    record = parse_json_record(json.dumps(renamed))
    original = read_majsoul_record(require(RECORD))
    assert record.player_count == original.player_count == 4
    assert [h.starting_hands for h in record.hands] == [h.starting_hands for h in original.hands]
    assert verify_majsoul(record, "renamed").status == "verified"


def test_a_custom_room_record_reads_in_both_forms(
    record_json: dict[str, Any], tmp_path: Path
) -> None:
    """The binary form: liqi's RecordNewRound has no begin_tiles field (tiles0..3 are 7..10).

    So a binary custom-room record carries its hands in fields 7..10, and its player
    count comes from the scores alone (the binary record has no head with the mode).
    """
    custom = custom_room_record(record_json)
    from_json = parse_json_record(json.dumps(custom))
    as_client = copy.deepcopy(custom)
    for data in _new_rounds(as_client):
        for seat, tiles in enumerate(data.pop("begin_tiles")):
            data[f"tiles{seat}"] = tiles
    path = tmp_path / "custom.bin"
    path.write_bytes(_binary(as_client, 210715))
    binary = read_majsoul_record(path)
    assert binary.player_count == from_json.player_count == 4
    for a, b in zip(binary.hands, from_json.hands, strict=True):
        assert (a.paishan, a.sha256, a.salt, a.starting_hands) == (
            b.paishan, b.sha256, b.salt, b.starting_hands,
        )  # fmt: skip
    for record in (binary, from_json):
        result = verify_majsoul(record, "custom")
        assert [m.kind for m in result.mismatches] == ["tiles"]
        assert "too many: six 1p" in result.mismatches[0].what


@pytest.mark.parametrize(("mode", "players"), [(1, 4), (2, 4), (3, 4), (11, 3), (12, 3), (22, 2)])
def test_the_mode_number_names_the_players(mode: int, players: int) -> None:
    assert players_of_mode(mode) == players


@pytest.mark.parametrize("mode", [None, 0, -1, "2", True, 45])
def test_an_unknown_mode_names_no_player_count(mode: object) -> None:
    assert players_of_mode(mode) is None


def test_a_mode_the_scores_contradict_is_refused(record_json: dict[str, Any]) -> None:
    three = copy.deepcopy(record_json)
    three["head"]["config"]["mode"]["mode"] = 12  # 3-player South, but four scores
    with pytest.raises(MajsoulRecordError, match="3-player game, but the first hand lists 4"):
        parse_json_record(json.dumps(three))


def test_a_record_naming_neither_mode_nor_scores_is_refused(record_json: dict[str, Any]) -> None:
    bare = copy.deepcopy(record_json)
    del bare["head"]["config"]
    for data in _new_rounds(bare):
        del data["scores"]
    with pytest.raises(MajsoulRecordError, match="how many play is unknown"):
        parse_json_record(json.dumps(bare))


def test_a_two_player_mode_is_refused_by_name(record_json: dict[str, Any]) -> None:
    two = copy.deepcopy(record_json)
    two["head"]["config"]["mode"]["mode"] = 22
    for data in _new_rounds(two):
        data["scores"] = data["scores"][:2]
    with pytest.raises(MajsoulRecordError, match="2-player game"):
        parse_json_record(json.dumps(two))
