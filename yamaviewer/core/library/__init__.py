"""The library of the player's games and where games come from (files, URLs, log databases)."""
