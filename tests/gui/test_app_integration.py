"""The window as a whole: trainer tab, language switching, command line, icon."""

from __future__ import annotations

import pytest
from PIL import Image
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from yamaviewer.core.chinitsu.history.store import default_history_path
from yamaviewer.gui import i18n
from yamaviewer.gui.app import DESKTOP_FILE_NAME, app_icon, main
from yamaviewer.gui.main_window import MainWindow
from yamaviewer.gui.settings import Settings


@pytest.fixture
def window(qtbot: QtBot, settings: Settings) -> MainWindow:
    window = MainWindow(settings, restore=True)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.open_demo()
    return window


@pytest.fixture(autouse=True)
def _english_afterwards() -> object:
    yield
    app = QCoreApplication.instance()
    if app is not None:
        i18n.install_language(app, "en")  # type: ignore[arg-type]


def test_trainer_tab_is_built_on_demand_and_hides_viewer_docks(
    window: MainWindow, qtbot: QtBot
) -> None:
    assert window.trainer is None  # nothing built at start-up
    assert window.hand_dock.isVisible()
    trainer = window.show_trainer()
    assert window.pages.currentIndex() == 1 and trainer.isVisible()
    assert not window.hand_dock.isVisible() and not window.strip_dock.isVisible()
    assert not window.next_action.isEnabled()  # arrows must not step an invisible game
    # The trainer plays from the keyboard inside the window.
    question = trainer.session.current
    assert question is not None
    before = window.step
    qtbot.keyClick(trainer.quiz, Qt.Key.Key_Right)
    assert window.step == before
    window.show_viewer()
    assert window.hand_dock.isVisible() and window.next_action.isEnabled()
    window.next_step()
    window.navigation.apply_requested_step()
    assert window.step == before + 1
    assert window.show_trainer() is trainer  # built once


def test_trainer_history_goes_to_the_data_folder_and_closes(window: MainWindow) -> None:
    trainer = window.show_trainer()
    assert trainer.history.path == default_history_path()
    window.close()
    assert trainer._closed


def test_language_switch_keeps_the_game_and_retranslates(
    window: MainWindow, settings: Settings
) -> None:
    window.set_hand(2)
    window.set_step(7)
    assert window.file_menu.title() == "&File"
    window.set_language("ja")
    QApplication.processEvents()
    assert window.file_menu.title() != "&File"
    assert "ファイル" in window.file_menu.title()
    assert window.pages.tabText(1) != "Chinitsu trainer"
    assert (window.hand_index, window.step) == (2, 7)  # nothing lost
    assert "手順" in window.step_bar.step_count_label.text()
    assert settings.language() == "ja"
    assert window.language_actions["ja"].isChecked()
    window.set_language("en")
    QApplication.processEvents()
    assert window.file_menu.title() == "&File"
    assert (window.hand_index, window.step) == (2, 7)


def test_saved_language_is_checked_on_restart(qtbot: QtBot, settings: Settings) -> None:
    settings.set_language("ja")
    window = MainWindow(settings, restore=True)
    qtbot.addWidget(window)
    assert window.language_actions["ja"].isChecked()


def test_app_icon_is_the_project_svg() -> None:
    icon = app_icon()
    assert not icon.isNull()
    image = icon.pixmap(64, 64).toImage()
    assert image.width() == 64
    colours = {image.pixelColor(x, y).name() for x in range(0, 64, 4) for y in range(0, 64, 4)}
    assert len(colours) > 4  # a drawing, not a blank square
    assert DESKTOP_FILE_NAME == "io.github.yamaviewer.Yamaviewer"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_trainer_screenshot_from_the_command_line(tmp_path, lang: str) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / f"trainer_{lang}.png"
    assert main(["--trainer", "--lang", lang, "--screenshot", str(out)]) == 0
    with Image.open(out) as image:
        assert image.size[0] >= 1280 and image.size[1] >= 800
        colours = image.convert("RGB").getcolors(maxcolors=1 << 20)
        assert colours is not None and len(colours) > 50
