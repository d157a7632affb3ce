"""Paths and messages the CLI prints: never a UnicodeEncodeError, whatever the file name.

A file named with byte 0xff (not UTF-8) is created at test time and given to the
commands under a strict ASCII output encoding and under LANG=C.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.shared_data import VALIDATION_DIR, VALIDATION_GAME, require
from yamaviewer.cli.common import shown

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX byte file names")


def test_shown_spells_out_bytes_that_are_not_utf8() -> None:
    assert shown(os.fsdecode(b"bad\xff.mjlog")) == "bad\\xff.mjlog"
    assert shown("対局.mjlog") == "対局.mjlog"
    assert shown(Path("a") / "b") == os.path.join("a", "b")
    assert shown("lone \ud800") == "lone \\ud800"


def _run(args: list[str], cwd: Path, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "yamaviewer.cli", *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
        timeout=120,
        cwd=cwd,
        env={**os.environ, "XDG_DATA_HOME": str(cwd / "data"), "HOME": str(cwd), **env},
    )


@pytest.mark.parametrize(
    "env",
    [{"PYTHONIOENCODING": "ascii:strict"}, {"LANG": "C", "LC_ALL": "C"}],
    ids=["ascii-strict", "lang-c"],
)
@pytest.mark.parametrize(
    "command", [["verify"], ["library", "import"], ["fairness", "report", "--no-progress"]]
)
def test_a_non_utf8_file_name_is_one_clear_line(
    tmp_path: Path, env: dict[str, str], command: list[str]
) -> None:
    name = os.fsencode(tmp_path) + b"/bad\xff.mjlog"
    with open(name, "wb") as stream:
        stream.write(b"not a log")
    done = _run([*command, os.fsdecode(name)], tmp_path, **env)
    assert done.returncode == 2
    assert "unexpected" not in done.stderr and "Traceback" not in done.stderr
    errors = done.stderr.strip().splitlines()
    assert len(errors) == 1, done.stderr
    assert "bad\\xff.mjlog: not a Tenhou log" in errors[0]


def test_a_japanese_file_name_under_an_ascii_terminal(tmp_path: Path) -> None:
    """A name the output encoding cannot hold is escaped, and the run goes on."""
    log = tmp_path / "対局.xml"
    log.write_bytes(require(VALIDATION_DIR / f"{VALIDATION_GAME}.xml").read_bytes())
    done = _run(["verify", str(log)], tmp_path, PYTHONIOENCODING="ascii:strict")
    assert done.returncode == 0, done.stderr
    assert "\\u5bfe\\u5c40.xml" in done.stdout
    assert "1 of 1 files verified" in done.stdout


def test_convert_to_dev_stdout_through_a_pipe(tmp_path: Path) -> None:
    log = require(VALIDATION_DIR / f"{VALIDATION_GAME}.xml")
    into_file = _run(["convert", "-o", str(tmp_path / "game.json"), str(log)], tmp_path)
    assert into_file.returncode == 0, into_file.stderr
    piped = _run(["convert", "-o", "/dev/stdout", str(log)], tmp_path)
    assert piped.returncode == 0, piped.stderr
    assert piped.stdout == (tmp_path / "game.json").read_text(encoding="utf-8")
    assert piped.stderr.startswith("wrote /dev/stdout")  # the data alone on stdout


def test_json_is_printed_in_one_write(monkeypatch: pytest.MonkeyPatch) -> None:
    """A long list is one write of what json.dump(indent=2) writes, not one per token."""
    import io
    import json

    from yamaviewer.cli.common import print_json

    writes: list[str] = []

    class Counting(io.StringIO):
        def write(self, text: str) -> int:
            writes.append(text)
            return len(text)

    data = [{"id": i, "players": ["あ", "b"], "score": 1.5} for i in range(200)]
    monkeypatch.setattr("sys.stdout", Counting())
    print_json(data)
    assert writes == [json.dumps(data, ensure_ascii=False, indent=2) + "\n"]
