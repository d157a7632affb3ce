"""The main view first: side views fill in right after the window's first frame."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from yamaviewer.gui.analysis.panel import AnalysisPanel
from yamaviewer.gui.first_frame import after_first_frame, first_frame_painted
from yamaviewer.gui.main_window import MainWindow
from yamaviewer.gui.settings import Settings


class _PaintLog(QObject):
    """Records, in order, the paint events of the watched widgets and other marks."""

    def __init__(self) -> None:
        super().__init__()
        self.log: list[str] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.log.append(f"paint {watched.objectName()}")
        return False


def test_callbacks_wait_for_the_whole_first_frame(qtbot: QtBot) -> None:
    window = QWidget()
    window.setObjectName("window")
    child = QLabel("child", window)
    child.setObjectName("child")
    QVBoxLayout(window).addWidget(child)
    qtbot.addWidget(window)
    log = _PaintLog()
    for widget in (window, child):
        widget.installEventFilter(log)
    after_first_frame(child, lambda: log.log.append("callback"))
    assert first_frame_painted(window)  # not shown: nothing waits
    window.show()
    assert not first_frame_painted(window)
    qtbot.waitUntil(lambda: "callback" in log.log)
    assert log.log.index("callback") > log.log.index("paint child") > log.log.index("paint window")
    assert first_frame_painted(child)
    ran: list[str] = []
    after_first_frame(child, lambda: ran.append("now"))  # after the first frame: at once
    assert ran == ["now"]


def test_a_widget_closed_before_the_frame_is_not_called(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    doomed = QWidget(window)
    called: list[str] = []
    window.show()
    after_first_frame(doomed, lambda: called.append("doomed"))
    after_first_frame(window, lambda: called.append("window"))
    doomed.deleteLater()
    qtbot.waitUntil(lambda: called == ["window"])


def test_the_table_paints_before_the_analysis_report_is_built(
    qtbot: QtBot, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    log = _PaintLog()
    real_refresh = AnalysisPanel.refresh

    def logged_refresh(panel: AnalysisPanel) -> None:
        log.log.append("report")
        real_refresh(panel)

    monkeypatch.setattr(AnalysisPanel, "refresh", logged_refresh)
    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    window.table.installEventFilter(log)
    window.analysis_dock.show()
    window.analysis_dock.raise_()
    window.show()
    window.open_demo()
    qtbot.waitUntil(lambda: bool(window.analysis.toPlainText()))
    assert "paint tableView" in log.log and "report" in log.log
    assert log.log.index("paint tableView") < log.log.index("report")


class _SwallowPaint(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        return event.type() == QEvent.Type.Paint


def test_the_views_fill_in_even_if_the_first_frame_never_comes(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    called: list[str] = []
    after_first_frame(window, lambda: called.append("filled"))  # before the window is shown
    swallow = _SwallowPaint()
    window.installEventFilter(swallow)  # runs before the watcher's filter: no paint reaches it
    window.show()
    qtbot.wait(50)
    assert called == [] and not first_frame_painted(window)
    qtbot.waitUntil(lambda: called == ["filled"], timeout=3000)
    assert first_frame_painted(window)


_START_UP_CHILD = """
import gc, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

seen = []
_exec = QApplication.exec

def _exec_and_watch(self, *args):
    seen.append(gc.isenabled())  # the window is built: still paused
    def check():
        if gc.isenabled():
            seen.append(True)
            QApplication.quit()
        else:
            QTimer.singleShot(5, check)
    QTimer.singleShot(0, check)
    return _exec()

QApplication.exec = _exec_and_watch
from yamaviewer.gui.app import main
code = main([])
print(code, *seen, gc.isenabled())
"""


def test_start_up_runs_without_the_cyclic_collector_until_the_first_frame(
    tmp_path: Path,
) -> None:
    """The app builds its window with collection paused and resumes it once it has painted."""
    env = {**os.environ, "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path)}
    env["QT_QPA_PLATFORM"] = "offscreen"
    done = subprocess.run(
        [sys.executable, "-c", _START_UP_CHILD],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,  # a guard against a collector that never resumes, not a measurement
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["0", "False", "True", "True"]
