"""Read games for the statistics: every source :func:`iter_games` knows, duplicates dropped.

A game saved by several projects, or as mjlog and as tenhou.net/6 JSON, counts
once: it is the same game when it shares any identity key with one already counted
(:mod:`yamaviewer.core.identity`: its log id or digest, its first deal, its seed).

Each game is read once, where it is counted: :func:`read_and_count` loads it, tells
its identity keys and counts it (a game's wall is verified, its what-if facts found
and its riichi and deal-in hands replayed), in this process or, with ``jobs`` > 1,
in a worker (batched by :func:`yamaviewer.core.verification.stream.map_games`); the
parent only reads the stored bytes and, in input order, drops a game whose keys it
has met and adds the counts (:class:`GameCount`) of the others, whole numbers all,
so the totals are those of one process to the last digit.  A worker does not count
a game whose keys it met itself earlier in the run (a database of copies would
otherwise be counted copy by copy); should the parent find such a game new after
all (its keys only met in a game the parent dropped), it counts it itself.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
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
#: The identity keys this process has met, per run of :func:`build_stats` (its token).
_SEEN_BY_RUN: dict[str, set[str]] = {}


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


def first_seen(keys: Collection[str], seen: set[str]) -> bool:
    """True, and ``seen`` takes ``keys``, when the game shares no key with one met before.

    A duplicate's keys are not added: only games counted decide what is a copy.
    """
    if not seen.isdisjoint(keys):
        return False
    seen.update(keys)
    return True


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
        if not first_seen(identity_keys(item, loaded), seen):
            summary.duplicates_dropped += 1
            continue
        summary.games += 1
        yield item, loaded


@dataclass(frozen=True, slots=True)
class GameCount:
    """What one game adds for each name asked about (in their order)."""

    label: str
    #: The game's identity keys (:func:`identity_keys`): the parent drops it when one was met.
    keys: frozenset[str] = frozenset()
    #: The game's own statistics of each name (None: not at the table).
    stats: tuple[PlayerStats | None, ...] = ()
    luck: tuple[LuckPart, ...] = ()
    #: Why counting a name's game stopped part-way (its counts so far still count).
    faults: tuple[str | None, ...] = ()
    #: The game could not be read, or counted at all (its worker's batch was lost).
    error: str | None = None
    #: False: this process had met one of its keys earlier in the run and did not count it.
    counted: bool = True


def count_record(
    record: GameRecord,
    label: str,
    month: str | None,
    names: Sequence[str],
    keys: frozenset[str] = frozenset(),
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
    return GameCount(label, keys, tuple(stats), luck, tuple(faults))


def read_and_count(item: GameItem, names: Sequence[str], run: str | None = None) -> GameCount:
    """Per item, in a worker or in process: read the game once, tell its keys, count it.

    ``run``: the token of the run whose games this process has met; a game sharing a
    key with one of them is not counted (``counted`` False).  None: count it anyway.
    """
    if item.error is not None:
        return GameCount(item.label, error=item.error)
    try:
        loaded = item.load()
    except (LogFormatError, ValueError, OSError) as error:
        return GameCount(item.label, error=str(error) or type(error).__name__)
    keys = frozenset(identity_keys(item, loaded))
    if run is not None and not first_seen(keys, _SEEN_BY_RUN.setdefault(run, set())):
        return GameCount(item.label, keys, counted=False)
    month = game_month(item, loaded.record)
    return count_record(loaded.record, item.label, month, names, keys)


def _lost(item: GameItem, reason: str) -> GameCount:
    return GameCount(item.label, error=reason)


pickle_by_fields(GameCount, LuckPart, PlayerStats, Tally, Mean, HandOutcome)


def _add(result: dict[str, PlayerStats], count: GameCount, summary: ReadSummary) -> None:
    """One counted game into each name's totals; its faults named in ``summary``."""
    for stats, own, luck, fault in zip(
        result.values(), count.stats, count.luck, count.faults, strict=True
    ):
        assert stats.luck is not None
        stats.luck.add(luck)
        if own is not None:
            stats.merge(own)
        if fault is not None:
            summary.skip(count.label, fault)


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
        else iter_games(specs, store=store, report=source, cancel=cancel, lazy_databases=jobs > 1)
    )
    result = {name: PlayerStats(name, luck=WallLuck(name)) for name in players}
    names = tuple(result)

    def stop() -> bool:
        if cancel is not None and cancel():
            summary.cancelled = True
        return summary.cancelled

    run = uuid.uuid4().hex
    seen: set[str] = set()
    counts = map_games(
        partial(read_and_count, names=names, run=run),
        stream,
        jobs,
        _lost,
        cancel=stop,
        mp_context=mp_context,
    )
    try:
        for done, (item, count) in enumerate(counts, start=1):
            if progress is not None:
                progress(done, max(total, done))
            if count.error is not None:
                summary.skip(count.label, count.error)
                continue
            if not first_seen(count.keys, seen):
                summary.duplicates_dropped += 1
                continue
            if not count.counted:  # its worker met its keys only in a game dropped here
                count = read_and_count(item, names)
                if count.error is not None:
                    summary.skip(count.label, count.error)
                    continue
            summary.games += 1
            _add(result, count, summary)
    finally:
        _SEEN_BY_RUN.pop(run, None)  # in process (jobs 1); a worker's ends with it
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
    "count_record",
    "first_seen",
    "game_month",
    "identity_keys",
    "player_stats",
    "read_and_count",
    "unique_games",
]
