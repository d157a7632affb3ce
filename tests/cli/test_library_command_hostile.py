"""``library list`` on a library another program wrote odd values into."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.core.library.test_store_hostile import HOSTILE, _library, _plant_hostile_rows
from yamaviewer.cli import main


def test_list_names_damaged_rows_in_one_note(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _library(tmp_path)
    _plant_hostile_rows(path)
    assert main(["library", "--library", str(path), "list"]) == 0
    out = capsys.readouterr()
    assert out.out.strip().endswith(f"{6 + len(HOSTILE)} game(s)")
    notes = out.err.strip().splitlines()
    assert len(notes) == 1 and f"{len(HOSTILE)} game(s)" in notes[0]
    assert "unexpected" not in out.err and "Traceback" not in out.err
    assert main(["library", "--library", str(path), "list", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert sum(game["status"] == "damaged" for game in listed) == len(HOSTILE)
