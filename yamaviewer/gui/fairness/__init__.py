"""The Fairness tab (index 3 of the main window): corpus report and shuffle lab."""

from __future__ import annotations

from typing import TYPE_CHECKING

from yamaviewer.core.library.sources import GameItem
from yamaviewer.gui.fairness.panel import FairnessPanel, ReportPage, ShuffleLabPage

if TYPE_CHECKING:
    from yamaviewer.gui.main_window import MainWindow


def build_fairness_page(window: MainWindow) -> FairnessPanel:
    """Build the panel into the window's placeholder page, linked to the library's selection."""
    panel = FairnessPanel(window.fairness_page)

    def library_selection() -> list[GameItem]:
        library_panel = window.library_panel
        if library_panel is None or library_panel.library is None:
            return []
        ids = library_panel.selected_ids()
        return list(library_panel.library.items_for(ids)) if ids else []

    panel.report_page.set_selection_source(library_selection)
    layout = window.fairness_page.layout()
    assert layout is not None
    layout.addWidget(panel)
    panel.show()  # added to a page that is already visible
    return panel


__all__ = ["FairnessPanel", "ReportPage", "ShuffleLabPage", "build_fairness_page"]
