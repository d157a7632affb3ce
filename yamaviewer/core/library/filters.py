"""What narrows a library list: the filter the panel and the CLI build, as SQL.

The filter becomes one WHERE clause with bound values, so narrowing ten
thousand games is the database's work and never a scan in Python.
"""

from __future__ import annotations

from dataclasses import dataclass

from yamaviewer.core.record import GameType

STATUSES = ("unverified", "verified", "mismatch", "no-seed", "error")


@dataclass(frozen=True, slots=True)
class LibraryFilter:
    """What to list; every field narrows, None means 'any'."""

    #: A player's exact name (case-insensitive for ASCII).
    player: str | None = None
    #: Words that must appear in a name, the log id or where the game came from.
    text: str | None = None
    #: Dates as 'YYYY-MM-DD', inclusive.
    date_from: str | None = None
    date_to: str | None = None
    players: int | None = None
    #: True: south games (hanchan) only; False: east-only.
    hanchan: bool | None = None
    red_fives: bool | None = None
    #: A status from STATUSES, or "checked" (anything but unverified).
    status: str | None = None
    limit: int | None = None

    def where(self) -> tuple[str, list[object]]:
        clauses: list[str] = []
        values: list[object] = []
        if self.player:
            clauses.append("id IN (SELECT game FROM players WHERE name = ?)")
            values.append(self.player.strip())
        for word in (self.text or "").split():
            escaped = word.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
            clauses.append(
                "(names LIKE ? ESCAPE '\\' OR log_id LIKE ? ESCAPE '\\' "
                "OR origin LIKE ? ESCAPE '\\')"
            )
            values.extend([f"%{escaped}%"] * 3)
        if self.date_from:
            clauses.append("played >= ?")
            values.append(self.date_from)
        if self.date_to:
            clauses.append("played < ?")
            values.append(self.date_to + "~")  # '~' sorts after every time of that day
        if self.players is not None:
            clauses.append("players = ?")
            values.append(self.players)
        if self.hanchan is not None:
            clauses.append("(game_type & ?) = ?")
            values.extend([int(GameType.HANCHAN), int(GameType.HANCHAN) if self.hanchan else 0])
        if self.red_fives is not None:
            clauses.append("(game_type & ?) = ?")
            values.extend([int(GameType.NO_RED), 0 if self.red_fives else int(GameType.NO_RED)])
        if self.status == "checked":
            clauses.append("status != 'unverified'")
        elif self.status:
            clauses.append("status = ?")
            values.append(self.status)
        return (" WHERE " + " AND ".join(clauses)) if clauses else "", values


#: How a list is sorted, by the name callers pass (newest first unless by id).
ORDERS = {
    "played": "played DESC, id DESC",
    "added": "added_at DESC, id DESC",
    "id": "id",
}

#: What each column of the Library's list sorts by (the GUI's header), each with an index.
COLUMN_ORDERS = {
    "played": ("played",),
    "game": ("coalesce(log_id, origin)",),
    "rules": ("players", "game_type"),
    "players": ("names COLLATE NOCASE",),
    "hands": ("hands",),
    "status": ("status",),
    "source": ("source",),
    "added": ("added_at",),
}


def column_order(column: str, descending: bool) -> str:
    """The ORDER BY text for a column (unknown: by date), ties broken by id the same way."""
    direction = " DESC" if descending else ""
    terms = COLUMN_ORDERS.get(column, COLUMN_ORDERS["played"])
    return ", ".join(f"{term}{direction}" for term in (*terms, "id"))


__all__ = ["COLUMN_ORDERS", "ORDERS", "STATUSES", "LibraryFilter", "column_order"]
