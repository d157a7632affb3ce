"""The actions table: Help > Keyboard Shortcuts lists every key the window answers to."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMimeData, QUrl
from PySide6.QtGui import QGuiApplication, QKeySequence
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


def test_pasting_a_tenhou_link_opens_it(
    qtbot: QtBot, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Edit > Paste a Tenhou Link (Ctrl+V) opens a copied link, as Open URL would."""
    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    opened: list[str] = []

    def open_url(text: str) -> bool:
        opened.append(text)
        return True

    monkeypatch.setattr(window, "open_url", open_url)
    link = "https://tenhou.net/0/?log=2010112714gm-00a9-0000-d497e395&tw=2"
    clipboard = QGuiApplication.clipboard()
    clipboard.setText(f"  {link}\n")
    assert QKeySequence(QKeySequence.StandardKey.Paste) in window.paste_link_action.shortcuts()
    window.paste_link_action.trigger()
    assert opened == [link]
    clipboard.setText("not a link at all")
    window.paste_link_action.trigger()
    assert opened == [link]  # nothing opened: the status bar says why
    assert "no Tenhou link" in window.statusBar().currentMessage()


def test_drop_and_paste_find_links_the_same_way() -> None:
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile("/tmp/game.mjlog")])
    assert actions.tenhou_link_in(data) is None  # a local file is opened as a file, not a link
    data.setText("2010112714gm-00a9-0000-d497e395")
    assert actions.tenhou_link_in(data) == "2010112714gm-00a9-0000-d497e395"
