"""Issue 29: every trainer page is usable at 1280x720 and 1024x768, in both languages: no
button overlaps a sibling and none is cut by its parent (the real-games page's tile buttons
overlapped and its honours row was cut at 1280x720)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget
from pytestqt.qtbot import QtBot

from tests.shared_data import MJLOG_DIR, require
from yamaviewer.core.trainer_positions import Position, iter_positions
from yamaviewer.gui import i18n
from yamaviewer.gui.main_window import MainWindow
from yamaviewer.gui.settings import Settings


@cache
def long_river_positions() -> list[Position]:
    """Shared-log positions with the longest rivers first (the tallest real-games page)."""
    positions = list(iter_positions([str(require(MJLOG_DIR))], limit=400))
    return sorted(positions, key=lambda p: -max(len(r) for r in p.rivers))[:3]


def layout_problems(page: QWidget) -> list[str]:
    """Buttons that overlap a visible sibling, or lie partly outside their parent."""
    problems = []
    for parent in [page, *page.findChildren(QWidget)]:
        if not parent.isVisible():
            continue
        kids = [
            c
            for c in parent.children()
            if isinstance(c, QWidget) and c.isVisible() and not c.isWindow()
        ]
        for button in (c for c in kids if isinstance(c, QAbstractButton)):
            name = f"{type(button).__name__} {button.text()!r} {button.geometry()}"
            if not parent.rect().contains(button.geometry()):
                problems.append(f"{name} cut by {type(parent).__name__} {parent.rect()}")
            for other in kids:
                if other is not button and other.geometry().intersects(button.geometry()):
                    problems.append(f"{name} overlaps {type(other).__name__} {other.geometry()}")
    return problems


@pytest.mark.slow  # two sizes, two languages, every page of the trainer: about 4 s
def test_every_trainer_page_fits_1280x720_and_1024x768(
    qtbot: QtBot, tmp_path: Path, qapp: QApplication
) -> None:
    window = MainWindow(
        Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)), restore=False
    )
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.show_trainer()
    trainer = window.trainer
    assert trainer is not None
    trainer.real.positions = long_river_positions()
    trainer.real.next_position()
    try:
        for language in ("en", "ja"):
            assert i18n.install_language(qapp, language) or language == "en"
            QCoreApplication.processEvents()
            for size in ((1280, 720), (1024, 768)):
                window.resize(*size)
                for index in range(trainer.tabs.count()):
                    trainer.tabs.setCurrentIndex(index)
                    QCoreApplication.processEvents()
                    page = trainer.tabs.widget(index)
                    assert page.isVisible()
                    where = f"{language} {size} {trainer.tabs.tabText(index)}"
                    assert layout_problems(page) == [], where
                trainer.tabs.setCurrentWidget(trainer.real)
                QCoreApplication.processEvents()
                buttons = trainer.real.kind_buttons
                assert all(
                    b.isVisible() and b.visibleRegion().boundingRect() == b.rect() for b in buttons
                ), f"{language} {size}: a tile button is hidden"
    finally:
        i18n.install_language(qapp, "en")
        QCoreApplication.processEvents()
