"""The navigation state: one place to move, every view follows by itself."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tests.shared_data import VALIDATION_DIR, VALIDATION_GAME, mjlog_files, require
from yamaviewer.core.replay.document import load_document
from yamaviewer.core.replay.presentation import OpenGame, demo_game
from yamaviewer.gui.main_window import MainWindow
from yamaviewer.gui.navigation import Navigation
from yamaviewer.gui.settings import Settings
from yamaviewer.gui.table_options import TableOptions


def test_signals_say_what_changed_and_clamp(qtbot: QtBot) -> None:
    navigation = Navigation()
    seen: list[tuple[str, object]] = []
    navigation.gameChanged.connect(lambda game: seen.append(("game", game)))
    navigation.handChanged.connect(lambda scene: seen.append(("hand", scene.index)))
    navigation.stepChanged.connect(lambda step: seen.append(("step", step)))
    navigation.moved.connect(lambda: seen.append(("moved", None)))
    game = demo_game()
    navigation.set_game(game, hand=99)  # clamped to the last hand
    last = game.hand_count - 1
    assert seen == [("game", game), ("hand", last), ("moved", None)]
    assert navigation.hand == last and navigation.step == 0
    seen.clear()
    navigation.set_step(10_000)  # clamped to the last step
    assert navigation.step == navigation.step_count - 1
    assert seen == [("step", navigation.step_count - 1), ("moved", None)]
    seen.clear()
    navigation.set_step(navigation.step)  # no change, no signal
    navigation.set_hand(last)
    navigation.set_hand(game.hand_count)  # outside the game
    assert seen == []
    navigation.set_hand(0)
    assert seen == [("hand", 0), ("moved", None)] and navigation.step == 0


def test_views_follow_the_navigation_without_the_window_pushing(
    qtbot: QtBot, settings: Settings
) -> None:
    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    logs = mjlog_files()
    path = logs[0] if logs else require(VALIDATION_DIR / f"{VALIDATION_GAME}.xml")
    document = load_document(path)
    navigation = window.navigation
    # Moving the navigation object itself (not the window's methods) moves every view.
    navigation.set_game(OpenGame(document, path.name))
    navigation.set_hand(len(document.hands) - 1)
    navigation.set_step(7)
    scene = navigation.scene
    assert scene is not None
    assert window.table.scene is scene and window.table.step == 7
    assert window.hand_list.currentIndex().row() == len(document.hands) - 1
    assert (
        window.step_bar.slider.value() == 7
        and window.step_bar.slider.maximum() == navigation.step_count - 1
    )
    current = [i for i, cell in enumerate(window.strip.cells()) if cell.current]
    position = scene.replay.state(7).wall_position
    assert current == ([scene.size - 1 - position] if position is not None else [])
    assert window.verification.toPlainText()
    navigation.set_options(TableOptions(what_if=True, view_seat=2))
    assert window.table.options.view_seat == 2 and window.table.bottom_seat == 2
    assert any(cell.dashed for cell in window.strip.cells())
    # And the window's own controls go through the same state.
    window.next_step()
    qtbot.waitUntil(lambda: navigation.step == 8)
    assert navigation.step == 8 and window.table.step == 8
