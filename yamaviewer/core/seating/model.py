"""The schedule model: rounds of tables, each table a tuple of players in seat order E, S, W, N.

Players are numbered 0..N-1.  A round may leave players out (byes); players who
dropped out simply no longer appear.  Everything else in the package (designs,
search, winds, metrics, formats) works on this one model.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from yamaviewer.core.winds import WIND_LETTERS
from yamaviewer.core.wording import translatable

Table = tuple[int, ...]
Round = list[Table]

#: Seat winds in seat order (a 3-player table uses the first three).
WINDS = tuple(WIND_LETTERS)
#: The largest field a schedule may number: far beyond any real tournament, small enough
#: that the pair counts of every metric (players squared) stay a few megabytes.
MAX_PLAYERS = 2000
#: The most rounds one plan holds (a long league, not a billion-round request).
MAX_ROUNDS = 200


class SeatingError(ValueError):
    """A request or a schedule that cannot be used; the message is shown as is."""


@dataclass
class Schedule:
    """A seating plan: ``rounds[r][t]`` is table ``t`` of round ``r`` in seat order E, S, W, N."""

    players: int
    rounds: list[Round] = field(default_factory=list)
    names: list[str] = field(default_factory=list)

    def byes(self, active: Sequence[Sequence[int]] | None = None) -> list[list[int]]:
        """Players sitting out each round (of the active players when given, else of all)."""
        result = []
        for index, tables in enumerate(self.rounds):
            seated = {p for t in tables for p in t}
            pool = active[index] if active is not None else range(self.players)
            result.append(sorted(p for p in pool if p not in seated))
        return result

    def name(self, player: int) -> str:
        """The player's name, or the 1-based number staff read aloud."""
        if 0 <= player < len(self.names) and self.names[player]:
            return self.names[player]
        return str(player + 1)

    def validate(self) -> None:
        """Raise :class:`SeatingError` unless every round seats each player at most once."""
        if self.players < 1:
            raise SeatingError(translatable("Seating", "a schedule needs at least one player"))
        for r, tables in enumerate(self.rounds, 1):
            seen: set[int] = set()
            for t, table in enumerate(tables, 1):
                if not 2 <= len(table) <= 4:
                    raise SeatingError(
                        translatable("Seating", "round %1 table %2 has %3 players").arg(
                            r, t, len(table)
                        )
                    )
                for p in table:
                    if not 0 <= p < self.players:
                        raise SeatingError(
                            translatable("Seating", "round %1 table %2: no player %3").arg(
                                r, t, p + 1
                            )
                        )
                    if p in seen:
                        raise SeatingError(
                            translatable("Seating", "round %1: player %2 is seated twice").arg(
                                r, p + 1
                            )
                        )
                    seen.add(p)

    def to_json_rounds(self) -> list[list[list[int]]]:
        return [[list(t) for t in tables] for tables in self.rounds]

    def copy(self) -> Schedule:
        return Schedule(self.players, [list(tables) for tables in self.rounds], list(self.names))


def table_sizes(players: int, table_size: int, mixed: bool) -> list[int]:
    """The sizes of the tables of one round: all ``table_size`` (byes for the rest),
    or 4- and 3-player tables together seating everyone when ``mixed``."""
    if table_size not in (3, 4):
        raise SeatingError(translatable("Seating", "the table size must be 4 or 3"))
    if players < table_size:
        raise SeatingError(
            translatable("Seating", "%1 players cannot fill a %2-player table").arg(
                players, table_size
            )
        )
    if not mixed or players % table_size == 0:
        return [table_size] * (players // table_size)
    # Fewest 3-player tables that seat everyone at 4- and 3-player tables.
    for threes in range(0, 4):
        rest = players - 3 * threes
        if rest >= 0 and rest % 4 == 0:
            return [4] * (rest // 4) + [3] * threes
    raise SeatingError(
        translatable("Seating", "%1 players cannot be seated at 4- and 3-player tables").arg(
            players
        )
    )
