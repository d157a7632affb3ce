"""The Library page on a library holding rows of the wrong types: it opens and sorts."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.core.library.test_store_hostile import HOSTILE, _library, _plant_hostile_rows
from yamaviewer.core.library.entry import DAMAGED
from yamaviewer.core.library.store import Library
from yamaviewer.gui.library.model import GAME_ID_ROLE, LibraryModel
from yamaviewer.gui.library.panel import LibraryPanel


def test_opens_and_sorts_every_column(qtbot: QtBot, tmp_path: Path) -> None:
    path = _library(tmp_path)
    planted = set(_plant_hostile_rows(path))
    with Library(path) as library:
        panel = LibraryPanel(library=library)
        qtbot.addWidget(panel)
        panel.show()
        qtbot.waitUntil(lambda: not panel.loading)
        assert panel.model.rowCount() == 6 + len(HOSTILE)
        roles = (
            Qt.ItemDataRole.DisplayRole,
            Qt.ItemDataRole.ToolTipRole,
            Qt.ItemDataRole.ForegroundRole,
        )
        for column in range(len(LibraryModel.COLUMNS)):
            for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
                panel.table.sortByColumn(column, order)
                qtbot.waitUntil(lambda: not panel.loading)
                assert panel.model.rowCount() == 6 + len(HOSTILE)
                for row in range(panel.model.rowCount()):
                    for shown in range(len(LibraryModel.COLUMNS)):
                        index = panel.model.index(row, shown)
                        for role in roles:
                            panel.model.data(index, role)
        damaged = {e.game_id for e in panel.model.entries if e.status == DAMAGED}
        assert damaged == planted
        status = LibraryModel.COLUMNS.index("status")
        texts = {panel.model.index(row, status).data() for row in range(panel.model.rowCount())}
        assert panel.status_text(DAMAGED) in texts
        ids = {int(panel.model.data(panel.model.index(r, 0), GAME_ID_ROLE)) for r in range(17)}
        assert len(ids) == 6 + len(HOSTILE)
