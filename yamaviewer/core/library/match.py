"""Finding a game read from elsewhere (a Mortal report's mjai log) among the library's games.

A report names no log id, so the game is matched by its play
(:func:`~yamaviewer.core.identity.play_key`: every deal, draw and discard by
kind): only the library's games with a seed, the same player count and the
same number of hands are read, those with the same names first.
"""

from __future__ import annotations

from yamaviewer.core.formats.errors import LogFormatError
from yamaviewer.core.identity import play_key
from yamaviewer.core.library.entry import LibraryEntry
from yamaviewer.core.library.filters import LibraryFilter
from yamaviewer.core.library.schema import LibraryError
from yamaviewer.core.library.sources import LoadedGame
from yamaviewer.core.library.store import Library
from yamaviewer.core.record import GameRecord


def find_seeded_copy(library: Library, game: GameRecord) -> tuple[LibraryEntry, LoadedGame] | None:
    """The library's seeded copy of ``game`` and its log read, or None when it has none.

    A seeded copy is the one whose wall can be verified: the replay a review
    should sit on.  Copies the library cannot read are passed over.
    """
    if not game.hands:
        return None
    names = tuple(game.player_names[: game.player_count])
    candidates = [
        entry
        for entry in library.entries(LibraryFilter(players=game.player_count), order="id")
        if entry.has_seed and entry.hands == len(game.hands)
    ]
    candidates.sort(key=lambda entry: entry.names != names)  # stable: then by id
    wanted = play_key(game)
    for entry in candidates:
        try:
            loaded = library.item(entry).load()
        except (LibraryError, LogFormatError, ValueError):
            continue
        if play_key(loaded.record) == wanted:
            return entry, loaded
    return None


__all__ = ["find_seeded_copy"]
