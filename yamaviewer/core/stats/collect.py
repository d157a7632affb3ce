"""Read games for the statistics: every source :func:`iter_games` knows, duplicates dropped.

A game saved by several projects, or as mjlog and as tenhou.net/6 JSON, counts
once: it is the same game when it shares any identity key with one already counted
(:mod:`yamaviewer.core.identity`: its log id or digest, its first deal, its seed).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from yamaviewer.core.formats.mjlog import LogFormatError
from yamaviewer.core.identity import deal_key, game_key, log_id_of, seed_key
from yamaviewer.core.library.sources import (
    GameItem,
    LoadedGame,
    LogStore,
    SourceReport,
    count_games,
    iter_games,
)
from yamaviewer.core.library.tenhou_ids import log_id_in_name, played_from_log_id
from yamaviewer.core.record import GameRecord
from yamaviewer.core.stats.luck import WallLuck, game_events
from yamaviewer.core.stats.player import PlayerStats

Progress = Callable[[int, int], None]
Cancel = Callable[[], bool]
#: Skipped games named (each with its reason); more are only counted.
MAX_SKIPPED_LISTED = 1000


class StatsError(ValueError):
    """Nothing to count: no readable game, or the player is in none of them."""


@dataclass(frozen=True, slots=True)
class UniqueGame:
    """A game read once, with where it came from and its month (None: undated)."""

    label: str
    record: GameRecord
    month: str | None


@dataclass(slots=True)
class ReadSummary:
    """What reading the sources noticed besides the games."""

    games: int = 0
    duplicates_dropped: int = 0
    unreadable: int = 0
    skipped: list[tuple[str, str]] = field(default_factory=list)
    cancelled: bool = False

    def skip(self, label: str, reason: str) -> None:
        self.unreadable += 1
        if len(self.skipped) < MAX_SKIPPED_LISTED:
            self.skipped.append((label, reason))


def game_month(item: GameItem, record: GameRecord) -> str | None:
    """'YYYY-MM' of the game as its Tenhou log id names it, else None."""
    log_id = log_id_of(item) or log_id_in_name(record.reference) or log_id_in_name(item.label)
    return played_from_log_id(log_id)[:7] if log_id else None


def identity_keys(item: GameItem, loaded: LoadedGame) -> set[str]:
    record = loaded.record
    keys = {game_key(loaded.data, log_id_of(item), loaded.format)}
    if record.hands:
        keys.add(f"deal:{deal_key(record.hands[0])}")
    seed = record.shuffle_seed
    if seed is None and any(h.shuffle_key for h in record.hands):
        seed = "|".join(h.shuffle_key or "" for h in record.hands)
    if seed is not None:
        keys.add(f"seed:{seed_key(seed)}")
    return keys


def unique_games(
    items: Iterable[GameItem],
    summary: ReadSummary,
    *,
    total: int = 0,
    progress: Progress | None = None,
    cancel: Cancel | None = None,
) -> Iterator[UniqueGame]:
    """Each readable game once, in input order; the rest counted in ``summary``."""
    seen: set[str] = set()
    for done, item in enumerate(items, start=1):
        if cancel is not None and cancel():
            summary.cancelled = True
            return
        if progress is not None:
            progress(done, max(total, done))
        if item.error is not None:
            summary.skip(item.label, item.error)
            continue
        try:
            loaded = item.load()
        except (LogFormatError, ValueError, OSError) as error:
            summary.skip(item.label, str(error) or type(error).__name__)
            continue
        keys = identity_keys(item, loaded)
        if keys & seen:
            summary.duplicates_dropped += 1
            continue
        seen.update(keys)
        summary.games += 1
        yield UniqueGame(item.label, loaded.record, game_month(item, loaded.record))


def build_stats(
    specs: Sequence[str | Path],
    players: Sequence[str],
    *,
    items: Sequence[GameItem] | None = None,
    store: LogStore | None = None,
    progress: Progress | None = None,
    cancel: Cancel | None = None,
) -> tuple[dict[str, PlayerStats], ReadSummary]:
    """Statistics of each named player over ``specs`` (or ``items``, a library selection).

    A game the counting cannot use (an impossible hand) is skipped with its reason.
    Each player's ``luck`` counts what the verified wall did, the game's facts found once.
    """
    summary = ReadSummary()
    source = SourceReport()
    total = len(items) if items is not None else count_games(specs, cancel=cancel)
    stream = (
        iter(items)
        if items is not None
        else iter_games(specs, store=store, report=source, cancel=cancel)
    )
    result = {name: PlayerStats(name, luck=WallLuck(name)) for name in players}
    for game in unique_games(stream, summary, total=total, progress=progress, cancel=cancel):
        names = set(game.record.player_names[: game.record.player_count])
        events = game_events(game.record, game.label) if names & set(result) else None
        for stats in result.values():
            if stats.luck is not None:
                stats.luck.add_game(game.record, events, game.label)
            try:
                stats.add_game(game.record, game.month)
            except (ValueError, LookupError, TypeError, ArithmeticError) as error:
                summary.skip(game.label, f"cannot be counted: {error or type(error).__name__}")
    return result, summary


def player_stats(
    specs: Sequence[str | Path],
    player: str,
    *,
    items: Sequence[GameItem] | None = None,
    store: LogStore | None = None,
    progress: Progress | None = None,
    cancel: Cancel | None = None,
) -> tuple[PlayerStats, ReadSummary]:
    """One player's statistics; StatsError when no game holds the name."""
    result, summary = build_stats(
        specs, [player], items=items, store=store, progress=progress, cancel=cancel
    )
    stats = result[player]
    if stats.games == 0 and not summary.cancelled:
        if summary.games == 0 and summary.skipped:
            label, reason = summary.skipped[0]
            raise StatsError(f"no readable game: {label}: {reason}")
        raise StatsError(f"{player!r} plays in none of the {summary.games} games read")
    return stats, summary


__all__ = [
    "ReadSummary",
    "StatsError",
    "UniqueGame",
    "build_stats",
    "game_month",
    "identity_keys",
    "player_stats",
    "unique_games",
]
