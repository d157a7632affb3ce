"""The Statistics tab (built by :mod:`yamaviewer.gui.pages`): a player's numbers, the wall's
part."""

from __future__ import annotations

from yamaviewer.gui.stats.page import StatisticsPage

__all__ = ["StatisticsPage"]
