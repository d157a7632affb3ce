"""Proving that a game came from its wall: Tenhou seeds, Mahjong Soul walls, streams of games."""
