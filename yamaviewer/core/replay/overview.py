"""The game at a glance: every hand's result and scores in one model, for the overview and chart.

The hand list names each hand; the overview adds what a player scans a game
for (who won what, how each score moved), and the score chart draws its
running scores the way Tenhou's 点数推移 does.  Every number comes from the
typed results of the record, so it agrees with what the log's ``sc`` paid.
"""

from __future__ import annotations

from dataclasses import dataclass

from yamaviewer.core.record import DrawResult, GameRecord, HandRecord, HandResult, WinResult


@dataclass(slots=True)
class OverviewRow:
    """One hand: where it stood, what ended it and how each seat's score moved."""

    index: int
    round: int
    honba: int
    riichi_sticks: int
    results: tuple[HandResult, ...]
    #: The replay step of the hand's first result (0 when the file ends before one).
    result_step: int
    #: Every seat's score at the deal (points; ``players`` entries).
    start: tuple[int, ...]
    #: What the results paid each seat, summed (a double ron's two wins): the ``sc`` deltas.
    payments: tuple[int, ...]
    #: Every seat's score once the hand is paid (riichi deposits included).
    end: tuple[int, ...]

    @property
    def net(self) -> tuple[int, ...]:
        """Each seat's change over the hand, its riichi deposit included."""
        return tuple(e - s for s, e in zip(self.start, self.end, strict=True))

    @property
    def wins(self) -> tuple[WinResult, ...]:
        return tuple(r for r in self.results if isinstance(r, WinResult))

    @property
    def draw(self) -> DrawResult | None:
        return next((r for r in self.results if isinstance(r, DrawResult)), None)


@dataclass(slots=True)
class GameOverview:
    """Every hand of a game in order, and each seat's score along it."""

    players: int
    rows: tuple[OverviewRow, ...]

    def series(self, seat: int) -> list[int]:
        """``seat``'s score at the first deal and after each hand (the chart's points)."""
        if not self.rows:
            return []
        return [self.rows[0].start[seat]] + [row.end[seat] for row in self.rows]

    def row_of_hand(self, index: int) -> OverviewRow | None:
        return self.rows[index] if 0 <= index < len(self.rows) else None


def overview_row(hand: HandRecord, players: int) -> OverviewRow:
    """One hand's row: its results as the log scored them, scores in points."""
    start = tuple(score * 100 for score in hand.scores[:players])
    steps = [s for s, e in enumerate(hand.events, start=1) if e.result is not None]
    results = tuple(hand.results)
    payments = [0] * players
    for result in results:
        for seat in range(players):
            payments[seat] += result.deltas[seat]
    # The first result's scores_before already holds this hand's riichi deposits.
    end = (
        tuple(b + p for b, p in zip(results[0].scores_before[:players], payments, strict=True))
        if results
        else start
    )
    return OverviewRow(
        index=hand.index,
        round=hand.round,
        honba=hand.honba,
        riichi_sticks=hand.riichi_sticks,
        results=results,
        result_step=steps[0] if steps else 0,
        start=start,
        payments=tuple(payments),
        end=end,
    )


def game_overview(game: GameRecord) -> GameOverview:
    """The overview of every hand ``game`` holds."""
    players = game.player_count
    return GameOverview(players, tuple(overview_row(hand, players) for hand in game.hands))
