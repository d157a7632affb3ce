"""One game of the library as lists show it, and the checked reading of its row.

Kept apart from the store because a row is read with suspicion: another
program's edit or a damaged page may leave any column holding anything, and
lists, sorting and the GUI model must never meet a value of the wrong type.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

from yamaviewer.core.library.filters import STATUSES
from yamaviewer.core.record import GameType


class LibraryEntry(NamedTuple):
    """One game of the library as lists show it (the log itself stays in the file).

    A named tuple of the database columns as stored, so listing ten thousand games
    costs one tuple each; names and scores are split when asked for.
    """

    game_id: int
    log_id: str | None
    played: str
    source: str
    origin: str
    format: str
    players: int
    game_type: int
    lobby: int
    names_text: str
    scores_text: str
    hands: int
    has_seed: bool
    status: str
    added_at: float

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(self.names_text.split("\t"))

    @property
    def scores(self) -> tuple[float, ...]:
        return _scores_of(self.scores_text) or ()

    @property
    def hanchan(self) -> bool:
        return bool(self.game_type & GameType.HANCHAN)

    @property
    def red_fives(self) -> bool:
        return not self.game_type & GameType.NO_RED

    @property
    def rules(self) -> str:
        """'4p south red' style short rules, in English (the GUI translates the parts)."""
        return (
            f"{self.players}p {'south' if self.hanchan else 'east'}"
            f"{' red' if self.red_fives else ''}"
        )

    @property
    def title(self) -> str:
        return self.log_id or Path(self.origin).name or f"game {self.game_id}"

    def to_json(self) -> dict[str, object]:
        return {
            "id": self.game_id,
            "log_id": self.log_id,
            "played": self.played,
            "source": self.source,
            "origin": self.origin,
            "format": self.format,
            "players": self.players,
            "hanchan": self.hanchan,
            "red_fives": self.red_fives,
            "lobby": self.lobby,
            "names": list(self.names),
            "scores": list(self.scores),
            "hands": self.hands,
            "has_seed": bool(self.has_seed),
            "status": self.status,
        }


#: The columns :func:`read_entry` reads, in order (a SELECT list).
ENTRY_COLUMNS = (
    "id, log_id, played, source, origin, format, players, game_type, lobby, names, scores, "
    "hands, has_seed, status, added_at"
)

#: The status a row gets when one of its columns held what the library never writes.
DAMAGED = "damaged"
#: Longest text a listed column may hold (names of four players, a path, a log id).
_MAX_TEXT = 4096


def _scores_of(text: str) -> tuple[float, ...] | None:
    """The final scores a row's JSON text lists; None when it is no such list."""
    if not text:
        return ()
    try:
        values = json.loads(text)
    except ValueError:
        return None
    if not isinstance(values, list) or len(values) > 16:  # owari: 8, 16 with chips
        return None
    if not all(type(v) in (int, float) and abs(v) < 1e7 for v in values):
        return None
    return tuple(float(v) for v in values)


def _fine(row: Sequence[object]) -> bool:
    """True when every column holds what the library writes (the common, quick case)."""
    (_id, log_id, played, source, origin, fmt, players, game_type, lobby, names, scores,
     hands, has_seed, status, added_at) = row  # fmt: skip
    return (
        (log_id is None or (type(log_id) is str and len(log_id) <= _MAX_TEXT))
        and type(played) is str
        and type(source) is str
        and type(origin) is str
        and type(fmt) is str
        and type(names) is str
        and type(scores) is str
        and type(status) is str
        and players in (3, 4)
        and type(game_type) is int
        and 0 <= game_type < 1 << 16
        and type(lobby) is int
        and 0 <= lobby < 1 << 31
        and type(hands) is int
        and 0 <= hands < 100_000
        and has_seed in (0, 1)
        and type(added_at) in (float, int)
        and max(len(played), len(source), len(origin), len(fmt), len(names), len(scores))
        <= _MAX_TEXT
        and status in STATUSES
        and (not scores or (scores[0] == "[" and _scores_of(scores) is not None))
    )


def _checked_text(value: object) -> str | None:
    return value if type(value) is str and len(value) <= _MAX_TEXT else None


def _checked_int(value: object, low: int, high: int) -> int | None:
    return value if type(value) is int and low <= value < high else None


def read_entry(row: Sequence[object]) -> LibraryEntry:
    """The entry of one ``ENTRY_COLUMNS`` row, every column checked as it is read.

    A row holding what the library never writes (text where a number belongs, a
    blob, NULL, a number out of range: another program's edit, a damaged page)
    is listed with safe values and the status :data:`DAMAGED`, so lists,
    sorting and the GUI model never meet a value of the wrong type.
    """
    if len(row) == len(LibraryEntry._fields) and _fine(row):
        return LibraryEntry._make(row)
    values = list(row) + [None] * (len(LibraryEntry._fields) - len(row))
    game_id = _checked_int(values[0], 0, 1 << 63) or 0
    log_id = _checked_text(values[1])
    scores = _checked_text(values[10])
    if scores is not None and _scores_of(scores) is None:
        scores = None
    has_seed = values[12] if values[12] in (0, 1) else None
    added = values[14]
    added_at = float(added) if isinstance(added, (int, float)) and abs(added) < 1e12 else 0.0
    return LibraryEntry(
        game_id=game_id,
        log_id=log_id or None,
        played=_checked_text(values[2]) or "",
        source=_checked_text(values[3]) or "",
        origin=_checked_text(values[4]) or "",
        format=_checked_text(values[5]) or "",
        players=_checked_int(values[6], 3, 5) or 4,
        game_type=_checked_int(values[7], 0, 1 << 16) or 0,
        lobby=_checked_int(values[8], 0, 1 << 31) or 0,
        names_text=_checked_text(values[9]) or "",
        scores_text=scores or "",
        hands=_checked_int(values[11], 0, 100_000) or 0,
        has_seed=bool(has_seed),
        status=DAMAGED,
        added_at=added_at,
    )
