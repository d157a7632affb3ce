"""The Tournament tab: plan seating, see it, print and export it."""

from yamaviewer.gui.tournament.page import TournamentPage

__all__ = ["TournamentPage"]
