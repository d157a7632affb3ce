"""Dialogs of the viewer: seeds, MJ Arcade, Mahjong Soul, pre-game hash, errors."""
