"""Hostile Mahjong Soul records under the size limit: one field swollen to 60 MiB.

Each record is built from the shared real one, read in a fresh process, and
must end in one clear MajsoulRecordError within seconds and far below 400 MiB.
A record saved with a UTF-8 byte order mark reads like the plain one.
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.core.formats.test_majsoul_record import _FIELDS, _field, _length, _message, _varint
from tests.shared_data import REPO_ROOT, SHARED_DATA, require
from yamaviewer.core.formats.majsoul_record import MAX_RECORD_BYTES, read_majsoul_record
from yamaviewer.core.formats.sniff import MAJSOUL, log_format

RECORD = SHARED_DATA / "majsoul" / "records" / "paipu_record.json"
SWOLLEN = 60 * 1024 * 1024

_CHILD = """
import json, sys, time
from yamaviewer.core.formats.majsoul_record import MajsoulRecordError, read_majsoul_record
start = time.perf_counter()
try:
    read_majsoul_record(sys.argv[1])
    message = None
except MajsoulRecordError as error:
    message = str(error)
seconds = time.perf_counter() - start
with open("/proc/self/status") as status:
    peak = next(int(line.split()[1]) for line in status if line.startswith("VmHWM:"))
print(json.dumps({"message": message, "seconds": seconds, "peak_kib": peak}))
"""


@pytest.fixture(scope="module")
def real() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(require(RECORD).read_text(encoding="utf-8"))
    return data


def _first_round(document: dict[str, Any]) -> dict[str, Any]:
    for action in document["data"]["data"]["actions"]:
        if action.get("result", {}).get("name") == ".lq.RecordNewRound":
            data: dict[str, Any] = action["result"]["data"]
            return data
    raise AssertionError("the real record has no new round")


def _read_in_child(path: Path) -> dict[str, Any]:
    assert path.stat().st_size < MAX_RECORD_BYTES
    done = subprocess.run(
        [sys.executable, "-c", _CHILD, str(path)],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=REPO_ROOT,
        check=True,
    )
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def _assert_refused_quickly(path: Path, words: str) -> None:
    result = _read_in_child(path)
    assert result["message"] is not None and words in result["message"]
    assert "\n" not in result["message"] and len(result["message"]) < 300
    assert result["seconds"] < 10
    assert result["peak_kib"] < 400 * 1024


def test_a_swollen_wall_is_refused(real: dict[str, Any], tmp_path: Path) -> None:
    document = copy.deepcopy(real)
    _first_round(document)["paishan"] = "1m" * (SWOLLEN // 2)
    path = tmp_path / "wall.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    _assert_refused_quickly(path, "paishan")


def test_a_swollen_nickname_is_refused(real: dict[str, Any], tmp_path: Path) -> None:
    document = copy.deepcopy(real)
    document["head"]["accounts"][1]["nickname"] = "名" * (SWOLLEN // 3)
    path = tmp_path / "name.json"
    path.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    _assert_refused_quickly(path, "nickname")


def test_swollen_packed_scores_are_refused(real: dict[str, Any], tmp_path: Path) -> None:
    results = [a["result"] for a in real["data"]["data"]["actions"] if a.get("result")]
    wrapped = []
    for result in results:
        name = result["name"]
        if name[4:] not in _FIELDS:
            continue
        body = _message(name[4:], result["data"])
        if not wrapped:  # the first new round: 60 MiB of packed one-byte scores
            body += _length(5, b"\x01" * SWOLLEN)
        wrapped.append(_length(1, name.encode()) + _length(2, body))
    details = b"".join(_length(1, w) for w in wrapped) + _field(2, 0, _varint(0))
    path = tmp_path / "scores.bin"
    path.write_bytes(_length(1, b".lq.GameDetailRecords") + _length(2, details))
    _assert_refused_quickly(path, "scores")


def test_swollen_entries_are_refused(real: dict[str, Any], tmp_path: Path) -> None:
    document = copy.deepcopy(real)
    actions = document["data"]["data"]["actions"]
    deal = next(a for a in actions if a.get("result", {}).get("name") == ".lq.RecordDealTile")
    first = next(
        n for n, a in enumerate(actions) if a.get("result", {}).get("name") == ".lq.RecordNewRound"
    )
    actions[:] = actions[: first + 1] + [deal] * 3000  # thousands of draws in one hand
    path = tmp_path / "entries.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    _assert_refused_quickly(path, "actions")


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    plain = require(RECORD).read_bytes()
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + plain)
    assert log_format(path.read_bytes()[:4096]) == MAJSOUL
    with_mark, without = read_majsoul_record(path), read_majsoul_record(RECORD)
    assert with_mark.hands == without.hands and with_mark.player_names == without.player_names
