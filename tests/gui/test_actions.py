"""The actions table: Help > Keyboard Shortcuts lists every key the window answers to."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QTableWidget
from pytestqt.qtbot import QtBot

from yamaviewer.gui import actions
from yamaviewer.gui.main_window import MainWindow
from yamaviewer.gui.pages import LAZY_PAGES, window_text
from yamaviewer.gui.settings import Settings


def _keys(sequences: list[QKeySequence]) -> str:
    return ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in sequences)


def test_shortcut_list_is_every_action_with_keys(qtbot: QtBot, settings: Settings) -> None:
    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    window.open_demo()  # four players: every seat view is on offer
    expected: list[tuple[str, str]] = []
    for spec in actions.ACTIONS:  # the table's own keys, read independently of the actions
        if isinstance(spec.keys, QKeySequence.StandardKey):
            keys = QKeySequence.keyBindings(spec.keys)
        else:
            keys = [QKeySequence(key) for key in spec.keys]
        if keys:
            text = window_text(spec.text).replace("&", "")
            expected.append((text, _keys(keys)))
    seat_texts = [a.text().replace("&", "") for a in window.seat_actions]
    expected += [(text, _keys([QKeySequence(f"Ctrl+{n}")])) for n, text in enumerate(seat_texts)]
    pages = [page for page in LAZY_PAGES if page.action]
    expected += [
        (window_text(p.action).replace("&", ""), _keys([QKeySequence(p.shortcut)])) for p in pages
    ]
    rows = actions.shortcut_rows(window)
    assert sorted(rows) == sorted(expected)
    assert ("Next Step", _keys([QKeySequence("Right"), QKeySequence("Down")])) in rows
    window.shortcuts_action.trigger()
    table = window.current_dialog.findChild(QTableWidget, "shortcutsTable")  # type: ignore[union-attr]
    assert table is not None and table.rowCount() == len(rows)
    items = [(table.item(r, 0), table.item(r, 1)) for r in range(table.rowCount())]
    shown = [(a.text(), b.text()) for a, b in items if a is not None and b is not None]
    assert shown == rows
    window.current_dialog.close()  # type: ignore[union-attr]


def test_help_links_to_the_readme_using_it_section() -> None:
    url = actions.readme_url()
    assert url.fragment() == "using-it"
    if url.isLocalFile():
        with open(url.toLocalFile(), encoding="utf-8") as readme:
            assert "\n## Using it\n" in readme.read()
