"""Read games for the statistics: every source :func:`iter_games` knows, duplicates dropped.

A game saved by several projects, or as mjlog and as tenhou.net/6 JSON, counts
once: it is the same game when it shares any identity key with one already counted
(:mod:`yamaviewer.core.identity`: its log id or digest, its first deal, its seed).

Reading and the identity keys are cheap beside the counting (a game's wall is
verified, its what-if facts found and its riichi and deal-in hands replayed), so
with ``jobs`` > 1 the games are read and told apart in order here, and each new
game is counted in a worker (:func:`count_game`, batched by
:func:`yamaviewer.core.verification.stream.map_games`), which sends back that
game's counts (:class:`GameCount`); they are added in input order, whole numbers
all, so the totals are those of one process to the last digit.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

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
from yamaviewer.core.stats.luck import LuckPart, WallLuck, game_events, luck_part
from yamaviewer.core.stats.player import HandOutcome, Mean, PlayerStats, Tally
from yamaviewer.core.verification.stream import map_games, pickle_by_fields

if TYPE_CHECKING:
    from multiprocessing.context import BaseContext

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
    for item, loaded in _unique_loaded(items, summary, total, progress, cancel):
        yield UniqueGame(item.label, loaded.record, game_month(item, loaded.record))


def _unique_loaded(
    items: Iterable[GameItem],
    summary: ReadSummary,
    total: int,
    progress: Progress | None,
    cancel: Cancel | None,
) -> Iterator[tuple[GameItem, LoadedGame]]:
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
        yield item, loaded


@dataclass(frozen=True, slots=True)
class GameCount:
    """What one game adds for each name asked about (in their order)."""

    label: str
    #: The game's own statistics of each name (None: not at the table).
    stats: tuple[PlayerStats | None, ...] = ()
    luck: tuple[LuckPart, ...] = ()
    #: Why counting a name's game stopped part-way (its counts so far still count).
    faults: tuple[str | None, ...] = ()
    #: The game could not be counted at all (its worker's batch was lost).
    error: str | None = None


def count_record(
    record: GameRecord, label: str, month: str | None, names: Sequence[str]
) -> GameCount:
    """The counts of one game for each of ``names``."""
    at_table = set(record.player_names[: record.player_count])
    events = game_events(record, label) if at_table & set(names) else None
    stats: list[PlayerStats | None] = []
    faults: list[str | None] = []
    for name in names:
        fault = None
        counted = None
        if name in at_table:
            counted = PlayerStats(name)
            try:
                counted.add_game(record, month)
            except (ValueError, LookupError, TypeError, ArithmeticError) as error:
                fault = f"cannot be counted: {error or type(error).__name__}"
        stats.append(counted)
        faults.append(fault)
    luck = tuple(luck_part(record, events, name, label) for name in names)
    return GameCount(label, tuple(stats), luck, tuple(faults))


def count_game(item: GameItem, names: Sequence[str]) -> GameCount:
    """A worker's task: read the game again (the parent kept only its keys) and count it."""
    try:
        loaded = item.load()
    except (LogFormatError, ValueError, OSError) as error:
        return GameCount(item.label, error=str(error) or type(error).__name__)
    return count_record(loaded.record, item.label, game_month(item, loaded.record), names)


def _lost(item: GameItem, reason: str) -> GameCount:
    return GameCount(item.label, error=reason)


pickle_by_fields(GameCount, LuckPart, PlayerStats, Tally, Mean, HandOutcome)


def build_stats(
    specs: Sequence[str | Path],
    players: Sequence[str],
    *,
    items: Sequence[GameItem] | None = None,
    store: LogStore | None = None,
    progress: Progress | None = None,
    cancel: Cancel | None = None,
    jobs: int = 1,
    mp_context: BaseContext | None = None,
) -> tuple[dict[str, PlayerStats], ReadSummary]:
    """Statistics of each named player over ``specs`` (or ``items``, a library selection).

    A game the counting cannot use (an impossible hand) is skipped with its reason.
    Each player's ``luck`` counts what the verified wall did, the game's facts found once.
    ``jobs`` > 1: the games are counted in that many worker processes, same totals.
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
    names = tuple(result)

    def stop() -> bool:
        if cancel is not None and cancel():
            summary.cancelled = True
        return summary.cancelled

    unique = _unique_loaded(stream, summary, total, progress, stop)
    counts: Iterator[GameCount]
    if jobs <= 1:
        counts = (
            count_record(loaded.record, item.label, game_month(item, loaded.record), names)
            for item, loaded in unique
        )
    else:
        counted = map_games(
            partial(count_game, names=names),
            (item for item, _loaded in unique),
            jobs,
            _lost,
            cancel=stop,
            mp_context=mp_context,
        )
        counts = (count for _item, count in counted)
    for count in counts:
        if count.error is not None:
            summary.skip(count.label, count.error)
            continue
        for stats, own, luck, fault in zip(
            result.values(), count.stats, count.luck, count.faults, strict=True
        ):
            assert stats.luck is not None
            stats.luck.add(luck)
            if own is not None:
                stats.merge(own)
            if fault is not None:
                summary.skip(count.label, fault)
    return result, summary


def player_stats(
    specs: Sequence[str | Path],
    player: str,
    *,
    items: Sequence[GameItem] | None = None,
    store: LogStore | None = None,
    progress: Progress | None = None,
    cancel: Cancel | None = None,
    jobs: int = 1,
    mp_context: BaseContext | None = None,
) -> tuple[PlayerStats, ReadSummary]:
    """One player's statistics; StatsError when no game holds the name."""
    result, summary = build_stats(
        specs,
        [player],
        items=items,
        store=store,
        progress=progress,
        cancel=cancel,
        jobs=jobs,
        mp_context=mp_context,
    )
    stats = result[player]
    if stats.games == 0 and not summary.cancelled:
        if summary.games == 0 and summary.skipped:
            label, reason = summary.skipped[0]
            raise StatsError(f"no readable game: {label}: {reason}")
        raise StatsError(f"{player!r} plays in none of the {summary.games} games read")
    return stats, summary


__all__ = [
    "GameCount",
    "ReadSummary",
    "StatsError",
    "UniqueGame",
    "build_stats",
    "count_game",
    "count_record",
    "game_month",
    "identity_keys",
    "player_stats",
    "unique_games",
]
