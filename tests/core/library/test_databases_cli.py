"""A hostile log database through every command that reads one: one clear line, exit 2, no hang.

Each command runs in its own process with a generous timeout, so a hang fails the test
instead of stopping the run.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tests.core.library.test_databases import ENDLESS_VIEW

COMMANDS = (
    ["verify"],
    ["library", "import"],
    ["fairness", "report", "--no-progress"],
)


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: " ".join(c[:2]))
def test_an_endless_view_is_one_line_and_exit_2(tmp_path: Path, command: list[str]) -> None:
    path = tmp_path / "view.db"
    with sqlite3.connect(path) as connection:
        connection.execute(ENDLESS_VIEW)
    connection.close()
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "data"), "HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-m", "yamaviewer.cli", *command, str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        cwd=tmp_path,
    )
    assert done.returncode == 2
    errors = done.stderr.strip().splitlines()
    assert len(errors) == 1, done.stderr
    assert errors[0].startswith("yamaviewer-cli: ")
    assert "'logs' is a view, not a table" in errors[0]
    assert "unexpected" not in done.stderr and "Traceback" not in done.stderr
