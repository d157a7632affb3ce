"""The table's view options, apart from the widget that draws them.

The navigation state, the table, the strip and the main window's settings all
read these; a module of their own keeps the navigation from importing the
table widget (which follows the navigation).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(slots=True)
class TableOptions:
    """View options of the table (persisted by the main window)."""

    reveal_wall: bool = True
    #: None = every hand open; else the seat whose view is shown (others face down).
    view_seat: int | None = None
    what_if: bool = False
    what_if_count: int = 3

    @property
    def wall_visible(self) -> bool:
        """Tiles still in the wall face up: the wall revealed and no seat's view chosen."""
        return self.reveal_wall and self.view_seat is None
