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
