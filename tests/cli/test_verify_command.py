"""The verify command contract: exit codes, JSON shape, messages."""

from __future__ import annotations

import gzip
import json
import re
from pathlib import Path

import pytest

from tests.shared_data import VALIDATION_DIR, VALIDATION_GAME, mjlog_files, require
from yamaviewer.cli import main


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


def test_verify_a_log_cut_short_checks_its_complete_hands(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A download that stopped is not a failure of the wall: its complete hands are
    verified (exit 0) and the report says where the file stops."""
    [source] = [p for p in mjlog_files() if p.name.endswith("samples__test.xml")] or [
        require(Path("samples__test.xml"))
    ]
    data = source.read_bytes()
    inits = [i for i in range(len(data)) if data.startswith(b"<INIT", i)]
    path = tmp_path / "cut.mjlog"
    path.write_bytes(gzip.compress(data)[: len(gzip.compress(data[: inits[3] + 900]))])
    assert main(["verify", str(path)]) == 0
    out = capsys.readouterr().out
    assert "verified  " in out and "cut short: The file is cut short" in out
    assert main(["verify", "--json", str(path)]) == 0
    [report] = json.loads(capsys.readouterr().out)
    assert report["status"] == "verified" and report["cut_short"] is True
    assert 1 <= report["hands"] < len(inits)
    assert "cut short" in report["cut_short_reason"]
    first_draw = re.search(rb"<T(\d+)/>", data)
    assert first_draw is not None
    other = (int(first_draw[1]) + 4) % 136
    tampered = data.replace(first_draw[0], f"<T{other}/>".encode(), 1)
    path.write_bytes(tampered[: inits[3] + 900])
    assert main(["verify", str(path)]) == 1  # a mismatch in the complete hands still counts
    capsys.readouterr()


def test_mismatches_past_the_first_hundred_end_in_and_n_more(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 27: the text lists the kept mismatches then 'and N more'; JSON counts them."""
    from tests.hostile_files import many_hands_log
    from yamaviewer.core.verification.results import MISMATCH_DETAILS

    path = tmp_path / "many.xml"
    path.write_bytes(many_hands_log(4))
    assert main(["verify", str(path)]) == 1
    lines = capsys.readouterr().out.splitlines()
    total = int(lines[0].split(": ")[1].split()[0])  # "MISMATCH  file: N mismatch(es) ..."
    listed = [line for line in lines if line.startswith("    hand ")]
    assert len(listed) == MISMATCH_DETAILS and total > 2 * MISMATCH_DETAILS
    assert lines[-2] == f"    and {total - MISMATCH_DETAILS} more"
    assert main(["verify", "--json", str(path)]) == 1
    (report,) = json.loads(capsys.readouterr().out)
    assert len(report["mismatches"]) == MISMATCH_DETAILS
    assert report["mismatches_omitted"] == total - MISMATCH_DETAILS
