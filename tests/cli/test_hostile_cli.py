"""The CLI against hostile input: one clear line, exit 2, never "unexpected", nothing lost."""

from __future__ import annotations

import hashlib
import json
import os
import stat
import threading
from pathlib import Path

import pytest

from tests import hostile_files as hostile
from tests.shared_data import VALIDATION_DIR, VALIDATION_GAME, require
from yamaviewer.cli import main
from yamaviewer.core.replay.demo import demo_seed_text
from yamaviewer.core.walls.arcade_input import ALPHABET, SEED_LENGTH
from yamaviewer.core.walls.majsoul import write_wall


def _validation_log() -> Path:
    return require(VALIDATION_DIR / f"{VALIDATION_GAME}.xml")


def _no_unexpected(capsys: pytest.CaptureFixture[str]) -> tuple[str, str]:
    out, err = capsys.readouterr()
    assert "unexpected" not in err and "Traceback" not in err
    return out, err


@pytest.mark.parametrize("command", ["verify", "info", "render", "convert"])
@pytest.mark.parametrize(
    "make",
    [
        lambda: hostile.with_kan_dora(70),
        lambda: hostile.with_win_indicators(80),
        lambda: hostile.with_many_wins(10_000),
        lambda: hostile.json_variant("infinity"),
        lambda: hostile.json_variant("1e400"),
        lambda: hostile.json_variant("deep"),
    ],
    ids=["kan-dora-70", "dora-80", "agari-10000", "infinity", "1e400", "deep"],
)
def test_bad_files_are_one_clear_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str, make: object
) -> None:
    assert callable(make)
    path = hostile.write(tmp_path, "bad.mjlog", make())
    extra = ["-o", str(tmp_path / "out")] if command in ("render", "convert") else []
    assert main([command, str(path), *extra]) == 2
    _out, err = _no_unexpected(capsys)
    assert "bad.mjlog" in err
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("jobs", ["1", "2"])
@pytest.mark.parametrize("as_json", [False, True])
def test_one_bad_file_never_hides_the_others(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], jobs: str, as_json: bool
) -> None:
    text = _validation_log().read_text(encoding="utf-8")
    for index in range(5):
        hostile.write(tmp_path, f"good-{index}.xml", text)
    hostile.write(tmp_path, "good-2-bad.xml", hostile.with_win_indicators(80))
    hostile.write(tmp_path, "good-3-bad.xml", hostile.with_kan_dora(70))
    flags = ["--json"] if as_json else []
    assert main(["verify", "--jobs", jobs, *flags, str(tmp_path)]) == 2
    out, _err = _no_unexpected(capsys)
    if as_json:
        statuses = {Path(e["file"]).name: e["status"] for e in json.loads(out)}
    else:
        statuses = {
            Path(line.split()[1].rstrip(":")).name: line.split()[0]
            for line in out.splitlines()
            if line.startswith(("verified", "error"))
        }
    assert len(statuses) == 7
    assert sum(s == "verified" for s in statuses.values()) == 5
    assert statuses["good-2-bad.xml"] == statuses["good-3-bad.xml"] == "error"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
@pytest.mark.parametrize("command", ["verify", "info", "render"])
def test_a_fifo_or_dev_zero_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    fifo = tmp_path / "game.mjlog"
    os.mkfifo(fifo)
    for path in (str(fifo), "/dev/zero"):
        extra = ["-o", str(tmp_path / "x.png")] if command == "render" else []
        assert main([command, path, *extra]) == 2
        _out, err = _no_unexpected(capsys)
        assert "not a regular file" in err


@pytest.mark.parametrize("digit", ["５", "٥", "²"])
def test_majsoul_wall_with_foreign_digits_names_the_character(
    capsys: pytest.CaptureFixture[str], digit: str
) -> None:
    wall = write_wall(list(range(136)))
    digest = hashlib.md5(wall.encode()).hexdigest()
    typed = digit + wall[1:]
    assert main(["majsoul-verify", "--wall", typed, "--hash", digest]) == 2
    _out, err = _no_unexpected(capsys)
    assert f"'{digit}'" in err and "U+" in err
    assert "mismatch" not in err.lower()


def test_huge_ue_and_hand_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arcade-ue", "--ue", "9" * 5000, "1m"]) == 2
    _out, err = _no_unexpected(capsys)
    assert "outside 0..4294967295" in err
    assert main(["wall", "--tenhou-seed", demo_seed_text(), "--hand", "1000000"]) == 2
    _out, err = _no_unexpected(capsys)
    assert "--hand 1000000" in err


def _seed(first: str, offset: int) -> str:
    return first + "".join(ALPHABET[(offset * 7 + i) % 64] for i in range(SEED_LENGTH - 1))


def test_arcade_seeds_may_start_with_a_dash(capsys: pytest.CaptureFixture[str]) -> None:
    seeds = [_seed("-", 1), _seed("a", 2), _seed("-", 3), _seed("b", 4)]
    code = main(["wall", "--arcade", *seeds, "--ue", "12", "--json"])
    out, err = _no_unexpected(capsys)
    assert code == 0, err
    report = json.loads(out)
    assert report["players"] == 4
    # The same wall whatever the order of the options.
    assert main(["wall", "--ue", "12", "--json", "--arcade", *seeds]) == 0
    assert json.loads(capsys.readouterr().out) == report


def test_convert_writes_through_a_symlink_keeping_the_mode(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    real = tmp_path / "real.json"
    real.write_text("old")
    real.chmod(0o644)
    link = tmp_path / "link.json"
    link.symlink_to(real)
    assert main(["convert", str(_validation_log()), "-o", str(link)]) == 0
    assert link.is_symlink()
    assert json.loads(real.read_text(encoding="utf-8"))["ref"] == VALIDATION_GAME
    assert stat.S_IMODE(real.stat().st_mode) == 0o644
    capsys.readouterr()


def test_dash_writes_to_standard_output(
    capfdbinary: pytest.CaptureFixture[bytes],
) -> None:
    assert main(["convert", str(_validation_log()), "-o", "-"]) == 0
    out, err = capfdbinary.readouterr()
    assert json.loads(out)["ref"] == VALIDATION_GAME
    assert b"wrote -" in err
    assert main(["render", str(_validation_log()), "-o", "-"]) == 0
    out, _err = capfdbinary.readouterr()
    assert out.startswith(b"\x89PNG\r\n\x1a\n")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_render_into_a_fifo_keeps_the_fifo(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    received: list[bytes] = []

    def reader() -> None:
        with open(fifo, "rb") as stream:
            received.append(stream.read())

    thread = threading.Thread(target=reader)
    thread.start()
    assert main(["render", str(_validation_log()), "-o", str(fifo)]) == 0
    thread.join(timeout=30)
    assert received and received[0].startswith(b"\x89PNG")
    assert stat.S_ISFIFO(fifo.stat().st_mode)
    capsys.readouterr()


def test_convert_never_writes_infinity(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = _validation_log().read_text(encoding="utf-8")
    text = text.replace('owari="250,5.0', 'owari="inf,nan', 1)
    source = hostile.write(tmp_path, "inf.xml", text)
    out = tmp_path / "out.json"
    assert main(["convert", str(source), "-o", str(out)]) == 0
    written = out.read_text(encoding="utf-8")
    assert "Infinity" not in written and "NaN" not in written
    json.loads(written, parse_constant=lambda name: pytest.fail(f"{name} in the output"))
    capsys.readouterr()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_library_import_refuses_a_fifo_and_dev_zero(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fifo = tmp_path / "game.mjlog"
    os.mkfifo(fifo)
    good = hostile.write(tmp_path, "good.xml", _validation_log().read_text(encoding="utf-8"))
    library = str(tmp_path / "library.sqlite")
    code = main(["library", "--library", library, "import", str(fifo), "/dev/zero", str(good)])
    out, err = _no_unexpected(capsys)
    assert code == 2
    assert out.strip() == "1 added, 0 already in the library, 2 unusable"
    assert err.count("not a regular file") == 2
