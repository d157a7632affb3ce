"""The verify and wall command contracts: exit codes, JSON shape, messages."""

from __future__ import annotations

import gzip
import json
import re
from pathlib import Path

import pytest

from tests.shared_data import VALIDATION_DIR, VALIDATION_GAME, mjlog_files, require
from yamaviewer.cli import main
from yamaviewer.core.replay.demo import demo_seed_text
from yamaviewer.core.walls.tenhou import TenhouGenerator


def _validation_log() -> Path:
    return require(VALIDATION_DIR / f"{VALIDATION_GAME}.xml")


def _tampered_copy(tmp_path: Path) -> Path:
    text = _validation_log().read_text(encoding="utf-8")
    start = text.index("<INIT")
    match = re.compile(r"<T(\d+)/>").search(text, start)
    assert match is not None
    tile = int(match.group(1))
    tampered = text[: match.start()] + f"<T{(tile + 4) % 136}/>" + text[match.end() :]
    path = tmp_path / "tampered.mjlog"
    path.write_bytes(gzip.compress(tampered.encode()))
    return path


def test_verify_json_on_real_logs(capsys: pytest.CaptureFixture[str]) -> None:
    files = mjlog_files()[:5] or [_validation_log()]
    assert main(["verify", "--json", *map(str, files)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert len(report) == len(files)
    for entry in report:
        assert set(entry) == {
            "file",
            "status",
            "players",
            "hands",
            "draws_checked",
            "mismatches",
            "error",
        }
        assert entry["status"] == "verified" and entry["mismatches"] == []
        assert entry["hands"] > 0 and entry["draws_checked"] > 0


def test_verify_folder_with_jobs(capsys: pytest.CaptureFixture[str]) -> None:
    folder = require(VALIDATION_DIR)
    code = main(["verify", "--jobs", "2", str(folder)])
    out = capsys.readouterr()
    # The folder holds the validation log plus a README.txt, which is no log.
    assert code == 2
    assert "verified" in out.out and "README.txt" in out.err
    assert "Traceback" not in out.err


def test_verify_mismatch_exit_1_and_names_the_draw(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = _tampered_copy(tmp_path)
    junk = tmp_path / "junk.mjlog"
    junk.write_bytes(b"\x1f\x8b\x08\x00garbage")
    code = main(["verify", "--json", str(bad), str(junk), str(_validation_log())])
    out = capsys.readouterr()
    assert code == 1  # a mismatch outranks an unreadable file
    report = json.loads(out.out)
    assert [e["status"] for e in report] == ["mismatch", "error", "verified"]
    mismatch = report[0]["mismatches"]
    assert len(mismatch) == 1
    assert mismatch[0]["hand"] == 1 and mismatch[0]["what"] == "live draw 1 by seat 0"
    assert out.err.count("\n") == 1 and "junk.mjlog" in out.err


@pytest.mark.parametrize(
    "data",
    [
        b"",
        b"\x1f\x8b\x08\x00\x00",
        b"random \x00\xff bytes",
        b"<root/>",
        b"<mjloggm><INIT seed='1'/></mjloggm>",
    ],
    ids=["empty", "truncated-gzip", "random", "not-tenhou", "bad-init"],
)
def test_verify_unusable_exit_2_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], data: bytes
) -> None:
    path = tmp_path / "x.mjlog"
    path.write_bytes(data)
    assert main(["verify", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "x.mjlog" in err and "Traceback" not in err


def test_verify_no_seed_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = _validation_log().read_text(encoding="utf-8")
    text = re.sub(r"<SHUFFLE[^>]*/>", "", text)
    path = tmp_path / "noseed.xml"
    path.write_text(text, encoding="utf-8")
    assert main(["verify", "--json", str(path)]) == 2
    assert json.loads(capsys.readouterr().out)[0]["status"] == "no-seed"


def test_verify_missing_path(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["verify", str(tmp_path / "nothing.mjlog")]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_wall_json_from_seed(capsys: pytest.CaptureFixture[str]) -> None:
    seed = demo_seed_text()
    assert main(["wall", "--tenhou-seed", seed, "--hand", "2", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    expected = TenhouGenerator(seed).hands(2)[1]
    assert report["source"] == "tenhou-seed" and report["players"] == 4 and report["hand"] == 2
    assert report["wall"] == list(expected.tiles)
    assert report["dice"] == list(expected.dice)
    assert report["dora_indicator"] == expected.tiles[5]
    assert report["hands"][0][:4] == [expected.tiles[i] for i in (135, 134, 133, 132)]
    assert sorted(t for h in report["hands"] for t in h) == sorted(
        expected.tiles[i] for i in range(136) if i >= 84
    )


def test_wall_from_log_matches_its_deal(capsys: pytest.CaptureFixture[str]) -> None:
    log = _validation_log()
    assert main(["wall", "--log", str(log), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["dice"] == [5, 1] and report["dora_indicator"] == 19
    from yamaviewer.core.formats.mjlog import read_mjlog

    hand = read_mjlog(log).hands[0]
    assert report["hands"] == hand.haipai


def test_wall_text_form_and_sanma(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["wall", "--tenhou-seed", demo_seed_text(), "--players", "3"]) == 0
    out = capsys.readouterr().out
    assert "3 players" in out and "dora indicator" in out
    assert "2m" not in out.split("array order")[1]  # sanma has no 2m..8m


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--tenhou-seed", "abc"], "bad Tenhou seed"),
        (["--tenhou-seed", demo_seed_text(), "--hand", "0"], "counts from 1"),
        (["--tenhou-seed", demo_seed_text(), "--ue", "3"], "--ue goes with --arcade"),
        (["--log", "/nonexistent/file.mjlog"], "cannot read"),
    ],
)
def test_wall_bad_input(capsys: pytest.CaptureFixture[str], args: list[str], message: str) -> None:
    assert main(["wall", *args]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1
