"""The Fairness tab of the main window (built by :mod:`yamaviewer.gui.pages`): corpus report and
shuffle lab."""

from __future__ import annotations

from yamaviewer.gui.fairness.panel import FairnessPanel, ReportPage, ShuffleLabPage

__all__ = ["FairnessPanel", "ReportPage", "ShuffleLabPage"]
