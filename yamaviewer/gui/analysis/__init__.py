"""The viewer's analysis panel and the double-riichi EV dialog (the core does the work)."""
