"""Each hand's badge says what the one verification result says, for every source."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from pytestqt.qtbot import QtBot

from tests.gui.test_status_line import RECORD, tampered_record
from tests.shared_data import MJLOG_DIR, require
from yamaviewer.core.replay.document import load_document
from yamaviewer.core.replay.presentation import OpenGame
from yamaviewer.core.verification.majsoul import verify_majsoul_file
from yamaviewer.gui.hand_list import PointsRole, StatusRole, fitted_points
from yamaviewer.gui.main_window import MainWindow
from yamaviewer.gui.settings import Settings


@pytest.fixture
def window(qtbot: QtBot, settings: Settings) -> MainWindow:
    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    return window


def _badges(window: MainWindow) -> list[str]:
    model = window.hand_list.hand_model
    return [model.index(row, 0).data(StatusRole)[0] for row in range(model.rowCount())]


def _open(window: MainWindow, path: Path) -> None:
    window.open_game(OpenGame(load_document(path), path.name, "file", path=path))


def test_every_hand_of_a_verified_record_has_a_tick(window: MainWindow) -> None:
    _open(window, require(RECORD))
    assert _badges(window) == ["verified"] * 9
    tip = window.hand_list.hand_model.index(0, 0).data(Qt.ItemDataRole.ToolTipRole)
    assert "hash matches" in tip and "seed" not in tip


def test_the_tampered_hand_alone_shows_its_mismatches(window: MainWindow, tmp_path: Path) -> None:
    path = tampered_record(tmp_path, hand=2)
    expected = verify_majsoul_file(path)
    _open(window, path)
    model = window.hand_list.hand_model
    wanted = ["mismatch" if not check.ok else "verified" for check in expected.hands]
    assert wanted == ["verified"] * 2 + ["mismatch"] + ["verified"] * 6
    assert _badges(window) == wanted
    assert model.index(2, 0).data(StatusRole) == ("mismatch", "2")
    window.hand_list.grab()  # the delegate paints the badges


def test_a_tenhou_log_keeps_its_seed_badges(window: MainWindow) -> None:
    logs = sorted(require(MJLOG_DIR).glob("*.mjlog"))
    if not logs:
        pytest.skip(f"no .mjlog files in {MJLOG_DIR}")
    document = load_document(logs[0])
    window.open_game(OpenGame(document, logs[0].name, "file", path=logs[0]))
    assert document.verification is not None
    wanted = ["verified" if c.ok else "mismatch" for c in document.verification.hands]
    assert _badges(window) == wanted


def test_a_double_ron_never_cuts_the_hand_name(window: MainWindow) -> None:
    """Issue 28: '3,900 + 2,900' cut 'East 1, 0 honba' at 1024x768; now it shrinks to its sum."""
    path = require(
        MJLOG_DIR / "Riichi-Mahjong-Statistics-Seminar__tenhou-paifu-to-json__samples__kakan.xml"
    )
    tags = re.findall(r"<(AGARI|RYUUKYOKU)\b([^>]*)/>", path.read_text(encoding="utf-8"))
    first = [t for t in tags[:2] if t[0] == "AGARI"]
    assert len(first) == 2  # the first hand is a double ron
    wins = [int(re.search(r'\bten="[^,]*,([^,]*),', tag).group(1)) for _kind, tag in first]  # type: ignore[union-attr]
    _open(window, path)
    model = window.hand_list.hand_model
    index = model.index(0, 0)
    points = str(index.data(PointsRole))
    label = str(index.data(Qt.ItemDataRole.DisplayRole))
    assert points == " + ".join(f"{w:,}" for w in wins)
    metrics = QFontMetrics(window.hand_list.font())
    assert fitted_points(points, label, metrics, 1000) == points
    for width in (180, 200, 220, 260):
        shown = fitted_points(points, label, metrics, width)
        assert shown in (points, points.replace(" + ", "+"), f"{sum(wins):,}")
        if shown != f"{sum(wins):,}":
            assert metrics.horizontalAdvance(label + shown) + 6 <= width
    assert fitted_points(points, label, metrics, 150) == f"{sum(wins):,}"
    assert fitted_points("8,000", label, metrics, 10) == "8,000"
