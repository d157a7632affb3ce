"""Opening a log whose seed is unusable: the window shows the game, nothing raises."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests import hostile_files as hostile
from yamaviewer.gui.app import main


@pytest.mark.parametrize("name", ["too-short", "ronin-hex", "per-hand-as-game-seed", "huge"])
def test_screenshot_of_a_log_with_an_unusable_seed(
    qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str
) -> None:
    """The wall strip once read hand -1 while a game opened: 'list index out of range'."""
    seed = hostile.unusable_seeds()[name]
    path = hostile.write(tmp_path, f"{name}.xml", hostile.with_seed(seed))
    out = tmp_path / "shot.png"
    assert main([str(path), "--screenshot", str(out)]) == 0
    assert out.stat().st_size > 10_000
    err = capsys.readouterr().err
    assert "Traceback" not in err and "IndexError" not in err
