"""The status bar's game line says what ``verify`` says, for a Mahjong Soul record too."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from tests.shared_data import SHARED_DATA, require
from yamaviewer.core.replay.document import load_document
from yamaviewer.core.replay.presentation import OpenGame
from yamaviewer.core.verification.majsoul import verify_majsoul_file
from yamaviewer.gui.main_window import MainWindow
from yamaviewer.gui.settings import Settings

RECORD = SHARED_DATA / "majsoul" / "records" / "paipu_record.json"


@pytest.fixture
def window(qtbot: QtBot, settings: Settings) -> MainWindow:
    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    return window


def tampered_record(folder: Path, hand: int) -> Path:
    """The shared record with two different draws of hand ``hand`` (0-based) swapped.

    Every hash still matches; the two draws no longer come from the front of the wall.
    """
    data: dict[str, Any] = json.loads(require(RECORD).read_text(encoding="utf-8"))
    number = -1
    deals: list[dict[str, Any]] = []
    for action in data["data"]["data"]["actions"]:
        name = action.get("result", {}).get("name", "")
        if name == ".lq.RecordNewRound":
            number += 1
        elif name == ".lq.RecordDealTile" and number == hand:
            deals.append(action["result"]["data"])
    j = next(k for k in range(1, len(deals)) if deals[k]["tile"] != deals[0]["tile"])
    deals[0]["tile"], deals[j]["tile"] = deals[j]["tile"], deals[0]["tile"]
    path = folder / "tampered.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _open(window: MainWindow, path: Path) -> None:
    window.open_game(OpenGame(load_document(path), path.name, "file", path=path))


def test_a_verified_record_is_verified_in_the_status_bar(window: MainWindow) -> None:
    path = require(RECORD)
    assert verify_majsoul_file(path).status == "verified"  # what `verify` says
    _open(window, path)
    assert window.status_label.text() == "4 players · 9 hands · all 9 hands verified"


def test_a_tampered_record_shows_its_mismatches(window: MainWindow, tmp_path: Path) -> None:
    path = tampered_record(tmp_path, hand=2)
    expected = verify_majsoul_file(path)
    assert expected.status == "mismatch"
    _open(window, path)
    count = len(expected.mismatches)
    assert count == 2  # the two swapped draws
    assert window.status_label.text() == f"4 players · 9 hands · {count} mismatches"
