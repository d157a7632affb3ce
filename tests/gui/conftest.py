"""GUI test setup: offscreen Qt, isolated settings, and Qt warnings fail the test."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import (
    QMessageLogContext,
    QSettings,
    QtMsgType,
    qInstallMessageHandler,
)
from pytestqt.qtbot import QtBot

import yamaviewer.gui  # noqa: F401  (applies the PySide6 workaround)
from tests.gui.trainer_support import FakeClock, trainer_factory
from yamaviewer.gui.settings import Settings
from yamaviewer.gui.trainer import TrainerWidget

#: Messages the offscreen platform plugin prints for things it cannot do; harmless.
ALLOWED_WARNINGS = (
    "This plugin does not support propagateSizeHints()",
    "This plugin does not support raise()",
    "This plugin does not support grabbing the keyboard",
)


@pytest.fixture(scope="session", autouse=True)
def _isolated_settings(tmp_path_factory: pytest.TempPathFactory) -> None:
    """Nothing a test does may touch the user's real settings."""
    folder = tmp_path_factory.mktemp("qsettings")
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(folder))


@pytest.fixture(scope="session", autouse=True)
def _isolated_data_folder(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """The trainer's history database must never land in the user's data folder."""
    folder = tmp_path_factory.mktemp("xdg-data")
    previous = {name: os.environ.get(name) for name in ("XDG_DATA_HOME", "APPDATA")}
    os.environ["XDG_DATA_HOME"] = str(folder)
    os.environ["APPDATA"] = str(folder)
    yield
    for name, value in previous.items():
        if value is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = value


@pytest.fixture(autouse=True)
def fail_on_qt_warnings() -> Iterator[list[str]]:
    """Record Qt warnings during the test and fail it at teardown if there were any."""
    messages: list[str] = []

    def handler(kind: QtMsgType, _context: QMessageLogContext, text: str) -> None:
        serious = kind in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg)
        if serious and not any(text.startswith(allowed) for allowed in ALLOWED_WARNINGS):
            messages.append(text)

    previous = qInstallMessageHandler(handler)
    try:
        yield messages
    finally:
        qInstallMessageHandler(previous)
    if messages:
        pytest.fail("Qt warnings during the test:\n" + "\n".join(messages))


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    """Fresh settings in a temporary INI file."""
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def clock() -> FakeClock:
    """The trainer's clock, moved by the test."""
    return FakeClock()


@pytest.fixture
def make_trainer(qtbot: QtBot, clock: FakeClock) -> Iterator[Callable[..., TrainerWidget]]:
    """Build trainers (history, seed, preset, settings) that are shut down after the test."""
    yield from trainer_factory(qtbot, clock)
