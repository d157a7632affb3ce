"""The game library in the GUI: the Library page, Open URL, and background tasks."""

from __future__ import annotations

from yamaviewer.gui.library.open_url import OpenUrlDialog, UrlOpener
from yamaviewer.gui.library.panel import LibraryPanel

__all__ = ["LibraryPanel", "OpenUrlDialog", "UrlOpener"]
