"""Player lists: names (Japanese included), and optionally teams and ratings, from CSV/TXT."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path

from yamaviewer.core.seating.formats import csv_rows, read_text, whole_number
from yamaviewer.core.seating.model import MAX_PLAYERS, SeatingError
from yamaviewer.core.wording import translatable


@dataclass
class PlayerList:
    names: list[str]
    teams: dict[int, str] = field(default_factory=dict)
    ratings: dict[int, float] = field(default_factory=dict)


def parse_players(text: str) -> PlayerList:
    """One player per line: ``name`` or CSV ``name[,team[,rating]]`` (header optional).

    Blank lines and lines starting with ``#`` are skipped."""
    lines = [
        line for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#")
    ]
    result = PlayerList([])
    if not lines:
        raise SeatingError(translatable("Seating", "the player list is empty"))
    if len(lines) > MAX_PLAYERS + 1:  # a header line and the largest field: stop early
        raise SeatingError(_too_many())
    delimiter = "\t" if "\t" in lines[0] else ","
    rows = csv_rows("\n".join(lines), delimiter)
    header = [c.strip().lower() for c in rows[0]]
    columns = {"name": 0, "team": 1, "rating": 2}
    if "name" in header or "名前" in header:
        columns = {
            key: header.index(label)
            for key, labels in (
                ("name", ("name", "名前")),
                ("team", ("team", "チーム")),
                ("rating", ("rating", "レート")),
            )
            for label in labels
            if label in header
        }
        rows = rows[1:]
    for line, row in enumerate(rows, 1):
        cells = [c.strip() for c in row]

        def cell(key: str, cells: list[str] = cells) -> str:
            index = columns.get(key)
            return cells[index] if index is not None and index < len(cells) else ""

        name = cell("name")
        if not name:
            raise SeatingError(translatable("Seating", "player list line %1: no name").arg(line))
        number = len(result.names)
        result.names.append(name)
        if cell("team"):
            result.teams[number] = cell("team")
        if cell("rating"):
            try:
                rating = float(cell("rating"))
                if not math.isfinite(rating):
                    raise ValueError(rating)
                result.ratings[number] = rating
            except ValueError:
                raise SeatingError(
                    translatable("Seating", "player list line %1: rating '%2' is not a number").arg(
                        line, cell("rating")
                    )
                ) from None
    if len(result.names) > MAX_PLAYERS:
        raise SeatingError(_too_many())
    if len(set(result.names)) != len(result.names):
        raise SeatingError(translatable("Seating", "the player list names someone twice"))
    return result


def _too_many() -> str:
    return translatable("Seating", "the player list names more than %1 players").arg(MAX_PLAYERS)


def load_players(path: Path) -> PlayerList:
    """A player list file (a regular file of bounded size; a FIFO or device is refused)."""
    return parse_players(read_text(path))


def parse_teams(text: str, names: list[str]) -> dict[int, str]:
    """Teams from CSV ``player,team`` lines (player as a 1-based number or a name)."""
    lookup = {name: i for i, name in enumerate(names)}
    teams: dict[int, str] = {}
    for line, row in enumerate(csv_rows(text), 1):
        cells = [c.strip() for c in row]
        if not any(cells) or (line == 1 and cells[0].lower() in ("player", "name")):
            continue
        if len(cells) < 2 or not cells[1]:
            raise SeatingError(
                translatable("Seating", "teams line %1: expected player,team").arg(line)
            )
        number = whole_number(cells[0])
        if number is not None and 1 <= number <= MAX_PLAYERS:
            teams[number - 1] = cells[1]
        elif cells[0] in lookup:
            teams[lookup[cells[0]]] = cells[1]
        else:
            raise SeatingError(
                translatable("Seating", "teams line %1: unknown player '%2'").arg(line, cells[0])
            )
    return teams


def parse_fixed_tables(text: str, names: list[str]) -> dict[int, int]:
    """Players who keep one table every round (a wheelchair table, a streamed table).

    ``text`` lists ``player:table`` items separated by commas, spaces or lines, e.g.
    ``3:1, Alice:2``; the player is a 1-based number or a name from the list, the table
    is 1-based.  Returns 0-based ``{player: table}``.
    """
    lookup = {name: i for i, name in enumerate(names)}
    fixed: dict[int, int] = {}
    for item in text.replace("、", ",").replace(",", " ").split():
        player, colon, table = item.rpartition(":")
        table_number = whole_number(table)
        if not colon or not player or table_number is None or table_number < 1:
            raise SeatingError(
                translatable("Seating", "fixed tables: '%1' is not player:table (e.g. 3:1)").arg(
                    item
                )
            )
        number = whole_number(player)
        if number is not None and 1 <= number <= MAX_PLAYERS:
            index = number - 1
        elif player in lookup:
            index = lookup[player]
        else:
            raise SeatingError(
                translatable("Seating", "fixed tables: unknown player '%1'").arg(player)
            )
        fixed[index] = table_number - 1
    return fixed
