"""The Library page's list model: a window over the listed ids, read a page at a time.

Apart from the page because it is the one piece that touches the database on
the GUI thread (a page of rows when the view first shows them) and must never
raise inside Qt's paint; the texts it shows are asked from the panel.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QColor

from yamaviewer.core.library.entry import DAMAGED, LibraryEntry
from yamaviewer.core.library.filters import column_order
from yamaviewer.core.library.schema import LibraryError
from yamaviewer.gui.dialogs.common import ERROR_COLOR, OK_COLOR

if TYPE_CHECKING:
    from yamaviewer.gui.library.panel import LibraryPanel

GAME_ID_ROLE = Qt.ItemDataRole.UserRole + 2
_Index = QModelIndex | QPersistentModelIndex
#: The roles that need a row's game read (the view asks for many others on every paint).
_SHOWN_ROLES = (
    Qt.ItemDataRole.DisplayRole,
    Qt.ItemDataRole.ToolTipRole,
    Qt.ItemDataRole.ForegroundRole,
)


class LibraryModel(QAbstractTableModel):
    """The listed games as a window over their ids: rows are read a page at a time.

    The panel sets the ids (filtered and ordered by the database, off the GUI
    thread); a row is read with its page when the view first asks for it, so a
    list of 100,000 games costs its ids and the pages shown.  Texts are asked
    from the panel so they follow the language.
    """

    COLUMNS = ("played", "game", "rules", "players", "hands", "status", "source")
    #: Rows read together when the view asks for one that is not read yet.
    PAGE = 100
    #: Rows kept read; past this the cache starts over (the view asks again for what it shows).
    CACHE = 5000
    #: The user asks for another order (the panel lists again).
    orderChanged = Signal()

    def __init__(self, panel: LibraryPanel) -> None:
        super().__init__(panel)
        self.panel = panel
        self.ids: list[int] = []
        self.column = "played"
        self.descending = True
        self._cache: dict[int, LibraryEntry | None] = {}
        self._rows: dict[int, int] | None = None

    def set_ids(self, ids: list[int]) -> None:
        self.beginResetModel()
        self.ids = ids
        self._cache = {}
        self._rows = None
        self.endResetModel()

    @property
    def order_by(self) -> str:
        """The ORDER BY of the list the header asks for."""
        return column_order(self.column, self.descending)

    @property
    def entries(self) -> list[LibraryEntry]:
        """Every listed game, read now (small lists and tests: the view reads what it shows)."""
        rows = (self.entry_at(row) for row in range(len(self.ids)))
        return [entry for entry in rows if entry is not None]

    def entry_at(self, row: int) -> LibraryEntry | None:
        """The game of a row, read with its page on first use (None: gone, or unreadable)."""
        game = self.ids[row]
        if game not in self._cache:
            self._read_page(row)
        return self._cache.get(game)

    def _read_page(self, row: int) -> None:
        start = row - row % self.PAGE
        ids = self.ids[start : start + self.PAGE]
        found: dict[int, LibraryEntry] = {}
        library = self.panel.library
        if library is not None:
            try:
                found = library.page(ids)
            except LibraryError as error:
                self.panel.report_later(str(error), error=True)
        if len(self._cache) + len(ids) > self.CACHE:
            self._cache = {}
        self._cache.update({game: found.get(game) for game in ids})

    def row_of(self, game_id: int) -> int | None:
        if self._rows is None:
            self._rows = {game: row for row, game in enumerate(self.ids)}
        return self._rows.get(game_id)

    def update_status(self, game_id: int, status: str) -> None:
        row = self.row_of(game_id)
        if row is None:
            return
        entry = self._cache.get(game_id)
        if entry is not None:
            self._cache[game_id] = entry._replace(status=status)
        index = self.index(row, self.COLUMNS.index("status"))
        self.dataChanged.emit(index, index)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """The header asks for an order: the database lists again in it (never sorted here)."""
        if not 0 <= column < len(self.COLUMNS):
            return
        self.column = self.COLUMNS[column]
        self.descending = order == Qt.SortOrder.DescendingOrder
        self.orderChanged.emit()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.ids)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.panel.column_title(self.COLUMNS[section])
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Never raises: an exception inside Qt's paint would end the program."""
        try:
            return self._data(index, role)
        except Exception:  # a value no check foresaw: an empty cell, never a crash
            return None

    def _data(self, index: _Index, role: int) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.ids):
            return None
        if role == GAME_ID_ROLE:
            return self.ids[index.row()]
        if role not in _SHOWN_ROLES:
            return None
        entry = self.entry_at(index.row())
        if entry is None:
            return None
        column = self.COLUMNS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self.panel.cell_text(entry, column)
        if role == Qt.ItemDataRole.ToolTipRole and column in ("game", "source"):
            return entry.origin or entry.title
        if role == Qt.ItemDataRole.ForegroundRole and column == "status":
            if entry.status == "verified":
                return QColor(OK_COLOR)
            if entry.status in ("mismatch", "error", DAMAGED):
                return QColor(ERROR_COLOR)
        return None
