"""``seating`` and ``seating-check`` on hostile files: one line, exit 2, bounded time and memory;
``-o`` keeps links, FIFOs and modes, and names that look like formulas stay text."""

from __future__ import annotations

import os
import re
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from tests.core.seating.test_formats_hostile import ROUNDS, rewrite_xlsx, zip_bomb_xlsx
from yamaviewer.cli import main
from yamaviewer.core.seating import formats

ROOT = Path(__file__).resolve().parents[2]
#: Runs the CLI in a fresh process and reports its peak memory (KiB on Linux) last on stdout:
#: its own VmHWM, since ru_maxrss keeps the peak of the forking test run across exec.
RUNNER = """
import sys
from yamaviewer.cli import main
def PEAK_KIB():
    status = open('/proc/self/status').read().splitlines()
    return next(int(l.split()[1]) for l in status if l.startswith('VmHWM:'))
try:
    code = main(sys.argv[1:])
finally:
    print("maxrss", PEAK_KIB(), flush=True)
sys.exit(code)
"""
#: Peak memory allowed to one hostile run: the CLI itself needs well under 100 MiB.
MEMORY_KIB = 400 * 1024
FORMULA_PLAYERS = ["=cmd|' /C calc'!A0", "+1", "-1", "@x", "＝a", "'=b", "c", "d"]


def run_cli(*args: str) -> tuple[int, str, str, int]:
    """Exit code, stdout, stderr and peak memory (KiB); a hang fails the test at 30 s."""
    done = subprocess.run(
        [sys.executable, "-c", RUNNER, *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=30,
        check=False,
    )
    *out, last = done.stdout.splitlines()
    assert last.startswith("maxrss ")
    return done.returncode, "\n".join(out), done.stderr, int(last.split()[1])


def hostile_files(folder: Path) -> dict[str, tuple[Path, str]]:
    """Each hostile schedule and the words of its one message."""
    bomb = folder / "bomb.xlsx"
    bomb.write_bytes(zip_bomb_xlsx(200))
    fifo = folder / "fifo.csv"
    os.mkfifo(fifo)
    billion = folder / "billion.csv"
    billion.write_text("round,table,E,S,W,N\n1,1,1,2,3,1000000000\n")
    json_billion = folder / "billion.json"
    json_billion.write_text('{"players": 1000000000, "rounds": [[[0, 1, 2, 3]]]}')
    return {
        "zip bomb": (bomb, "unpacks to 200 MiB"),
        "fifo": (fifo, "FIFO"),
        "player 10^9": (billion, "beyond the field"),
        "json 10^9": (json_billion, "beyond the field"),
    }


def test_hostile_schedules_end_in_one_line_and_exit_2(tmp_path: Path) -> None:
    for label, (path, words) in hostile_files(tmp_path).items():
        code, out, err, memory = run_cli("seating-check", str(path))
        assert code == 2, label
        assert words in err and len(err.strip().splitlines()) == 1, (label, err)
        assert "Traceback" not in err and "unexpected" not in err, label
        assert out == "" and memory < MEMORY_KIB, (label, memory)


@pytest.mark.parametrize(
    ("players", "rounds", "words"),
    [("1000000000", "1", "players can be seated"), ("8", "1000000000", "rounds can be planned")],
)
def test_absurd_requests_are_one_line(players: str, rounds: str, words: str) -> None:
    code, out, err, memory = run_cli("seating", "--players", players, "--rounds", rounds)
    assert code == 2 and words in err and len(err.strip().splitlines()) == 1
    assert out == "" and memory < MEMORY_KIB


def test_a_declared_million_row_sheet_is_checked_in_bounded_memory(tmp_path: Path) -> None:
    path = tmp_path / "huge.xlsx"
    path.write_bytes(
        rewrite_xlsx(
            formats.to_xlsx(ROUNDS),
            lambda xml: re.sub(rb'<dimension ref="[^"]*"', b'<dimension ref="A1:XFD1048576"', xml),
        )
    )
    code, out, err, memory = run_cli("seating-check", str(path))
    assert (code, err) == (0, "")
    assert out.startswith("9 players, 3 rounds") and memory < MEMORY_KIB


def test_fifo_player_and_team_lists_are_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fifo = tmp_path / "list.csv"
    os.mkfifo(fifo)
    for option in ("--players-file", "--teams", "--fixed"):
        assert main(["seating", "--players", "8", "--rounds", "1", option, str(fifo)]) == 2
        err = capsys.readouterr().err.strip()
        assert "FIFO" in err and len(err.splitlines()) == 1, option


@pytest.mark.parametrize("suffix", [".csv", ".xlsx", pytest.param(".pdf", marks=pytest.mark.slow)])
def test_outputs_keep_links_fifos_and_modes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], suffix: str
) -> None:
    players = tmp_path / "players.txt"
    players.write_text("\n".join(FORMULA_PLAYERS), "utf-8")
    plan = ["seating", "--players-file", str(players), "--rounds", "2", "-o"]

    # A symbolic link: its target is written, the link stays.
    target = tmp_path / f"target{suffix}"
    target.write_bytes(b"old")
    link = tmp_path / f"link{suffix}"
    link.symlink_to(target)
    assert main([*plan, str(link)]) == 0
    assert link.is_symlink() and target.read_bytes() != b"old"
    written = target.read_bytes()

    # A private file stays private.
    private = tmp_path / f"private{suffix}"
    private.write_bytes(b"old")
    private.chmod(0o600)
    assert main([*plan, str(private)]) == 0
    assert stat.S_IMODE(private.stat().st_mode) == 0o600
    assert private.read_bytes()[:4] == written[:4] and private.stat().st_size > 100

    # A FIFO stays a FIFO, and the reader at its other end gets the file.
    fifo = tmp_path / f"fifo{suffix}"
    os.mkfifo(fifo)
    received: list[bytes] = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_bytes()), daemon=True)
    reader.start()
    assert main([*plan, str(fifo)]) == 0
    reader.join(timeout=10)
    assert not reader.is_alive() and stat.S_ISFIFO(os.lstat(fifo).st_mode)
    assert received[0][:4] == written[:4] and len(received[0]) > 100
    capsys.readouterr()

    if suffix != ".pdf":  # the names read back as they were, never as formulas
        assert main(["seating-check", str(target), "--players-file", str(players)]) == 0
        assert formats.load(target, FORMULA_PLAYERS).names == FORMULA_PLAYERS
        assert sorted(formats.load(target).names) == sorted(FORMULA_PLAYERS)
    if suffix == ".csv":
        text = target.read_text("utf-8-sig")
        assert "'=cmd|' /C calc'!A0" in text and "''=b" in text
