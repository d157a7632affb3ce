"""Open URL against a server that trickles: Cancel ends the download and frees the opener."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QPushButton, QWidget
from pytestqt.qtbot import QtBot

from tests.log_sources import TRICKLE_BODY, TRICKLE_HEADERS, LogServer, real_logs, synthetic_id
from yamaviewer.gui.library import store
from yamaviewer.gui.library.open_url import UrlOpener


@pytest.fixture
def server(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[LogServer]:
    running = LogServer({synthetic_id(600): real_logs(1)[0]})
    monkeypatch.setenv("YAMAVIEWER_TENHOU_LOG_URL", running.prefix)
    monkeypatch.setenv("YAMAVIEWER_TENHOU_TIMEOUT", "60")
    store.use_library(tmp_path / "library.sqlite3")
    yield running
    store.use_library(None)
    running.stop()


@pytest.mark.parametrize("log_id", [TRICKLE_HEADERS, TRICKLE_BODY])
def test_cancel_stops_a_stalled_download(qtbot: QtBot, server: LogServer, log_id: str) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    opener = UrlOpener(parent)
    failures: list[str] = []
    opener.failed.connect(failures.append)
    assert opener.open(log_id)
    qtbot.waitUntil(lambda: bool(server.requests), timeout=5000)
    task = opener.task
    assert task is not None and opener.progress is not None
    # The window keeps turning while the server trickles.
    ticks = 0
    while ticks < 5:
        qtbot.wait(50)
        ticks += 1
    assert opener.busy
    cancel_button = opener.progress.findChild(QPushButton)
    assert cancel_button is not None
    cancel_button.click()  # the dialog's Cancel button
    # The server trickles for 10 s and the deadline is 60 s: only Cancel ends it this soon.
    qtbot.waitUntil(lambda: not opener.busy, timeout=3000)
    assert task.done.wait(3)
    assert failures == []  # a cancelled download is no error to report
    # The opener is free for the next game at once.
    began = time.monotonic()
    opened: list[object] = []
    opener.opened.connect(lambda game, _seat, _hand: opened.append(game))
    assert opener.open(synthetic_id(600))
    qtbot.waitUntil(lambda: bool(opened), timeout=10000)
    assert time.monotonic() - began < 10


@pytest.mark.parametrize(
    ("text", "japanese"),
    [
        (
            "https://example.com/0/?log=2024010112gm-00a9-0000-1a2b3c4d",
            "tenhou.net のリンクではありません",
        ),
        ("2024130112gm-00a9-0000-1a2b3c4d", "日付と時刻になっていません"),
        ("https://tenhou.net/0/?wg=ABCD", "観戦中の対局"),
        ("https://tenhou.net/0/?log=2024010112gm-00a9-0000-1a2b3c4d&tw=7", "0から3までの数"),
    ],
)
def test_a_link_that_names_no_game_is_explained_in_japanese(
    qtbot: QtBot, qapp: object, text: str, japanese: str
) -> None:
    """Issue 28: the Open-URL error was English in the Japanese interface."""
    from PySide6.QtGui import QGuiApplication

    from yamaviewer.gui import i18n
    from yamaviewer.gui.library.open_url import OpenUrlDialog

    QGuiApplication.clipboard().clear()
    try:
        assert i18n.install_language(None, "ja")
        dialog = OpenUrlDialog()
        qtbot.addWidget(dialog)
        dialog.line.setText(text)
        assert dialog.status.kind == "error"
        assert japanese in dialog.status.text()
        parent = QWidget()
        qtbot.addWidget(parent)
        failures: list[str] = []
        opener = UrlOpener(parent)
        opener.failed.connect(failures.append)
        assert not opener.open(text)
        assert japanese in failures[0]
    finally:
        i18n.install_language(None, "en")
    dialog.line.setText(text + " ")
    assert japanese not in dialog.status.text()  # English again
