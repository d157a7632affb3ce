"""Replaying an opened game: table states, what every view shows, tile design, the demo."""
