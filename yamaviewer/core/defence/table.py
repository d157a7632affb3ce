"""The danger table measured on real games: deal-ins per tile class and turn band.

Every (tile kind in hand, riichi seat) pair of every decision is one observation; it
deals in when the kind was a ron the riichi seat could take (``ron_possible``).  Over a
player's logs this rebuilds the table the built-in estimate copies, beside it.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from yamaviewer.core.defence.classes import TileClass
from yamaviewer.core.defence.danger import Decision, EstimateTable, decisions_of_hand
from yamaviewer.core.defence.model import BUILT_IN, TURN_BANDS, turn_band
from yamaviewer.core.fairness.stats import compare_rates
from yamaviewer.core.library.sources import GameItem
from yamaviewer.core.replay.document import open_game


@dataclass(frozen=True, slots=True)
class DangerRow:
    """One class in one turn band: what happened and what the model said."""

    tile_class: TileClass
    turns: str
    decisions: int
    deal_ins: int
    rate: float | None
    low: float | None
    high: float | None
    estimate: float

    def as_json(self) -> dict[str, Any]:
        return {
            "class": self.tile_class.value,
            "turns": self.turns,
            "decisions": self.decisions,
            "deal_ins": self.deal_ins,
            "rate": self.rate,
            "low": self.low,
            "high": self.high,
            "estimate": self.estimate,
        }


def decisions_of_items(items: Iterable[GameItem]) -> Iterator[Decision]:
    """Decisions against riichi from games as sources give them; unreadable ones skipped."""
    for item in items:
        if not item.ok:
            continue
        try:
            loaded = item.load()
            document = open_game(loaded.record, format=loaded.format)  # type: ignore[arg-type]
        except (ValueError, OSError, IndexError, KeyError):
            continue
        for index in range(len(document.game.hands)):
            try:
                replay = document.replay(index)
            except (ValueError, IndexError, KeyError):
                continue  # a hand the replay cannot follow is skipped, not fatal
            yield from decisions_of_hand(replay, index)


def danger_table(decisions: Iterable[Decision]) -> list[DangerRow]:
    """Counts per (class, band), in class then band order, with 95 % intervals."""
    counts: dict[tuple[TileClass, str], list[int]] = {}
    for decision in decisions:
        band = turn_band(decision.turn)
        for tile in decision.tiles:
            for against in tile.against:
                cell = counts.setdefault((against.tile_class, band), [0, 0])
                cell[0] += 1
                cell[1] += against.ron_possible
    rows = []
    for cls in TileClass:
        for band, _first, _last in TURN_BANDS:
            trials, hits = counts.get((cls, band), [0, 0])
            rate = low = high = None
            if trials:
                compared = compare_rates(hits, trials, 0, 0)
                rate, low, high = hits / trials, compared.low, compared.high
            rows.append(DangerRow(cls, band, trials, hits, rate, low, high, BUILT_IN[cls, band]))
    return rows


def table_of_rows(rows: Iterable[DangerRow], minimum: int = 1) -> EstimateTable:
    """A player's table for the panel: measured rates where a cell has ``minimum`` decisions."""
    return {
        (row.tile_class, row.turns): row.rate
        for row in rows
        if row.rate is not None and row.decisions >= minimum
    }


def pooled(rows: Iterable[DangerRow]) -> dict[TileClass, tuple[int, int]]:
    """(decisions, deal-ins) per class over every turn band."""
    totals: dict[TileClass, tuple[int, int]] = {}
    for row in rows:
        trials, hits = totals.get(row.tile_class, (0, 0))
        totals[row.tile_class] = (trials + row.decisions, hits + row.deal_ins)
    return totals


#: Decisions a cell of a player's table needs before its rate replaces the built-in one.
MIN_DECISIONS = 20


@dataclass(frozen=True, slots=True)
class PlayerTable:
    """A player's own table for the panel, with where it was measured (kept in settings)."""

    source: str  # "library" or a folder
    games: int
    table: EstimateTable

    def as_json(self) -> dict[str, Any]:
        cells = [[cls.value, band, rate] for (cls, band), rate in self.table.items()]
        return {"source": self.source, "games": self.games, "cells": cells}

    @classmethod
    def from_json(cls, data: Any) -> PlayerTable | None:
        """The table saved by :meth:`as_json`; None for anything else (old or edited)."""
        try:
            table = {(TileClass(c), str(b)): float(r) for c, b, r in data["cells"]}
            return cls(str(data["source"]), int(data["games"]), table)
        except (TypeError, KeyError, ValueError):
            return None


def player_table(items: Iterable[GameItem], source: str) -> PlayerTable:
    """The table measured on ``items`` (cells of :data:`MIN_DECISIONS` decisions or more)."""
    games = 0

    def counted() -> Iterator[GameItem]:
        nonlocal games
        for item in items:
            games += item.ok
            yield item

    rows = danger_table(decisions_of_items(counted()))
    return PlayerTable(source, games, table_of_rows(rows, MIN_DECISIONS))
