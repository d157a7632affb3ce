"""``majsoul-verify`` and ``tenhou-hash`` through the real CLI entry point."""

from __future__ import annotations

import base64
import hashlib
import json
import re
from pathlib import Path

import pytest

from tests.shared_data import SHARED_DATA, VALIDATION_DIR, VALIDATION_GAME, require
from yamaviewer.cli import main

WALL_83 = "1m2m3m4m5m6m7m8m9m" * 3 + "1p2p3p4p5p6p7p8p9p" * 3 + "1s2s3s4s5s6s7s8s9s" * 3 + "1z2z"
MD5_83 = hashlib.md5(WALL_83.encode()).hexdigest()


def _salted_example() -> dict[str, str]:
    path = require(SHARED_DATA / "majsoul" / "examples.json")
    examples = json.loads(path.read_text(encoding="utf-8"))["examples"]
    return next(e for e in examples if e["kind"] != "md5")


# -- majsoul-verify ------------------------------------------------------------------------


def test_md5_match_exits_0_and_names_the_algorithm(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["majsoul-verify", "--wall", WALL_83, "--hash", MD5_83]) == 0
    out = capsys.readouterr().out
    assert "MATCH: md5(wall)" in out
    assert "not that it was shuffled fairly" in out


def test_changed_wall_exits_1(capsys: pytest.CaptureFixture[str]) -> None:
    changed = "2m1m" + WALL_83[4:]
    assert main(["majsoul-verify", "--wall", changed, "--hash", MD5_83]) == 1
    out = capsys.readouterr().out
    assert "NO MATCH" in out
    assert hashlib.md5(changed.encode()).hexdigest() in out


def test_bad_wall_exits_2_with_the_position(capsys: pytest.CaptureFixture[str]) -> None:
    bad = WALL_83[:6] + "0z" + WALL_83[8:]
    assert main(["majsoul-verify", "--wall", bad, "--hash", MD5_83]) == 2
    captured = capsys.readouterr()
    assert "tile 4 (characters 7-8)" in captured.err
    assert "Traceback" not in captured.err
    assert captured.out == ""


def test_fifth_copy_is_a_failed_tile_check_not_a_typo(capsys: pytest.CaptureFixture[str]) -> None:
    bad = WALL_83[:-4] + "1m1m"
    assert main(["majsoul-verify", "--wall", bad, "--hash", MD5_83]) == 1
    assert "not a fair wall either: tile 83 is a fifth 1m" in capsys.readouterr().out


def test_hash_matches_but_six_copies_is_not_a_match(capsys: pytest.CaptureFixture[str]) -> None:
    codes = [WALL_83[i : i + 2] for i in range(0, len(WALL_83), 2)]
    ones = [i for i, code in enumerate(codes) if code != "1p"][:6]
    for i in ones:
        codes[i] = "1p"
    wall = "".join(codes)
    digest = hashlib.md5(wall.encode()).hexdigest()
    assert main(["majsoul-verify", "--wall", wall, "--hash", digest, "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["hash_ok"] is True and report["tiles_ok"] is False
    fifth = [i for i, code in enumerate(codes) if code == "1p"][4] + 1
    copies = codes.count("1p")
    assert report["tile_problems"] == [f"tile {fifth} is a fifth 1p ({copies} in the wall)"]
    verdict = "the hash matches, but this is not a fair wall: " + report["tile_problems"][0]
    assert report["verdict"] == verdict
    assert main(["majsoul-verify", "--wall", wall, "--hash", digest]) == 1
    assert f"NOT A FAIR WALL: {verdict}" in capsys.readouterr().out


@pytest.mark.parametrize("bad_hash", ["xyz", "ab" * 20, ""])
def test_bad_hash_exits_2(bad_hash: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["majsoul-verify", "--wall", WALL_83, "--hash", bad_hash]) == 2
    assert "bad hash" in capsys.readouterr().err


def test_sha256_without_salt_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["majsoul-verify", "--wall", WALL_83, "--hash", "ab" * 32]) == 2
    assert "--salt" in capsys.readouterr().err


def test_real_sha256_record_matches(capsys: pytest.CaptureFixture[str]) -> None:
    example = _salted_example()
    argv = [
        "majsoul-verify",
        "--wall",
        example["paishan"],
        "--salt",
        example["salt"],
        "--hash",
        example["sha256"],
        "--json",
    ]
    assert main(argv) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["matched"] is True
    assert data["algorithm"] == "sha256(wall + salt)"
    assert data["wall"]["players"] == 3


def test_salt_hash_alone_does_not_count_as_a_match(capsys: pytest.CaptureFixture[str]) -> None:
    example = _salted_example()
    argv = [
        "majsoul-verify",
        "--wall",
        example["paishan"],
        "--salt",
        example["salt"],
        "--hash",
        example["saltSha256"],
    ]
    assert main(argv) == 1
    assert "salt alone" in capsys.readouterr().out


# -- tenhou-hash ------------------------------------------------------------------------------


def _validation_log() -> Path:
    return require(VALIDATION_DIR / f"{VALIDATION_GAME}.xml")


def _expected_commitment(log: Path, seat_order: str) -> str:
    raw = log.read_text(encoding="utf-8")
    found = re.search(r'seed="mt19937ar-sha512-n288-base64,([^"]+)"', raw)
    assert found is not None
    seed = base64.b64decode(found.group(1))
    text = seat_order + format(int.from_bytes(seed, "big"), "x")
    return hashlib.sha512(text.encode()).hexdigest()


def test_tenhou_hash_prints_the_commitment_and_the_label(
    capsys: pytest.CaptureFixture[str],
) -> None:
    log = _validation_log()
    assert main(["tenhou-hash", str(log), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["commitment"] == _expected_commitment(log, data["seat_order"])
    assert data["confirmed"] is False
    assert "UNCONFIRMED" in data["label"]
    assert main(["tenhou-hash", str(log)]) == 0
    out = capsys.readouterr().out
    assert "unconfirmed" in out.lower()
    assert data["commitment"] in out


def test_tenhou_hash_expect(capsys: pytest.CaptureFixture[str]) -> None:
    log = _validation_log()
    assert main(["tenhou-hash", str(log), "--json"]) == 0
    commitment = json.loads(capsys.readouterr().out)["commitment"]
    assert main(["tenhou-hash", str(log), "--expect", commitment.upper()]) == 0
    assert "MATCH" in capsys.readouterr().out
    assert main(["tenhou-hash", str(log), "--expect", "0" * 128]) == 1
    out = capsys.readouterr().out
    assert "NO MATCH" in out and "UNCONFIRMED" in out


def test_tenhou_hash_bad_expect_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    log = _validation_log()
    assert main(["tenhou-hash", str(log), "--expect", "12ab"]) == 2
    assert "128" in capsys.readouterr().err


def test_tenhou_hash_missing_file_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["tenhou-hash", str(tmp_path / "nothing.mjlog")]) == 2
    err = capsys.readouterr().err
    assert "nothing.mjlog" in err and "Traceback" not in err


def test_tenhou_hash_log_without_seed_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "old.xml"
    hands = " ".join(
        f'hai{seat}="{",".join(str(13 * seat + i) for i in range(13))}"' for seat in range(4)
    )
    log.write_text(
        '<mjloggm ver="2.3"><GO type="169" lobby="0"/>'
        '<UN n0="%41" n1="%42" n2="%43" n3="%44" dan="0,0,0,0" rate="1500,1500,1500,1500" '
        'sx="M,M,M,M"/><TAIKYOKU oya="0"/>'
        f'<INIT seed="0,0,0,2,3,60" ten="250,250,250,250" oya="0" {hands}/>'
        '<RYUUKYOKU ba="0,0" sc="250,0,250,0,250,0,250,0" owari="250,0.0,250,0.0,250,0.0,250,0.0"/>'
        "</mjloggm>",
        encoding="utf-8",
    )
    assert main(["tenhou-hash", str(log)]) == 2
    assert "seed" in capsys.readouterr().err.lower()


def test_arcade_ue_follows_the_hand(capsys: pytest.CaptureFixture[str]) -> None:
    # UE 10: the deal adds 1, discard 1 (East = 1) adds 1x1, discard 2 (9m) adds 2x9.
    assert main(["arcade-ue", "--ue", "10", "1z", "9m", "--json"]) == 0
    steps = json.loads(capsys.readouterr().out)
    assert [s["ue"] for s in steps] == [11, 12, 30]
    assert [s["increment"] for s in steps] == [1, 1, 18]
    assert main(["arcade-ue", "--ue", "10", "--no-deal", "19m"]) == 0
    out = capsys.readouterr().out
    assert "-> 11" in out and "-> 29" in out and "deal " not in out


def test_arcade_ue_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arcade-ue", "--ue", "1", "8z"]) == 2
    assert "honors" in capsys.readouterr().err
    assert main(["arcade-ue", "--ue", "-3", "1m"]) == 2
    assert "UE" in capsys.readouterr().err
