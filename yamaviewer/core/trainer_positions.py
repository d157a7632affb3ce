"""Tenpai positions from real games, for the trainer's "real games" questions.

Games come in through the one game-source iterator
(:func:`yamaviewer.core.library.sources.iter_games`: files, folders, log databases, the
library) and are replayed with the one replay (:mod:`yamaviewer.core.replay.state`).
For every seat of every hand the first moment its hand is tenpai right after
its own discard becomes a :class:`Position`: the concealed tiles and melds (any
suits), everything that seat could see (its hand, every meld, every river,
the dora indicators) and every seat's melds and riichi so a page can draw all of it,
the waits from the shared shanten code (a kind whose four copies are in the hand and
its own calls is no wait, and a hand left with none is not tenpai), and what really
happened next: when the first winning tile came (drawn by that seat, or
discarded by another) and, when the wall is known from the seed, how many
copies were still in the live wall.

A position's key is its game's identity (log id or content hash) with hand, seat
and step (:func:`yamaviewer.core.identity.position_key`), so answers stay with it
when the logs move; :func:`old_keys` names the keys used before, to move answers
stored under them.

This module is outside :mod:`yamaviewer.core.chinitsu` on purpose (that package
may not read walls, formats or records); the GUI connects the two.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import NamedTuple

from yamaviewer.core.identity import game_key, log_id_of, path_position_key, position_key
from yamaviewer.core.library.sources import GameItem, SourceReport, iter_games
from yamaviewer.core.melds import MeldType
from yamaviewer.core.record import EventKind, WinResult
from yamaviewer.core.replay.document import GameDocument, open_game
from yamaviewer.core.replay.state import HandReplay, RiverTile, TableState
from yamaviewer.core.shanten import ShantenInputError, tenpai_waits
from yamaviewer.core.tiles import KIND_COUNT, SANMA_REMOVED_IDS, kind_of
from yamaviewer.core.winds import seat_wind

#: What happened to the waits after the position.
CAME_DRAWN, CAME_DISCARDED, CAME_NEVER = "drawn", "discarded", "never"


@dataclass(frozen=True, slots=True)
class WaitFate:
    """When the first winning tile came after the position, by the record."""

    how: str  # CAME_DRAWN (this seat drew it), CAME_DISCARDED (another seat let it go), CAME_NEVER
    tile: int | None  # the tile id that came
    seat: int | None  # who drew or discarded it
    turns: int  # this seat's own draws from the position until then
    step: int | None  # the replay step at which it came
    won: bool  # the seat won this hand


@dataclass(frozen=True, slots=True)
class Position:
    """One tenpai moment of one seat in a real hand."""

    key: str  # stable id: the game's identity, hand, seat, step (never the path)
    source: str  # the label the source gave (a path as given, a log id)
    player: str
    hand_index: int
    round: int
    dealer: int
    seat: int
    step: int
    players: int
    concealed: tuple[int, ...]  # tile ids, sorted
    melds: tuple[tuple[int, ...], ...]  # tile ids of each meld, in call order
    dora_indicators: tuple[int, ...]
    #: Each seat's river at the position (called tiles left out: they lie in the melds).
    rivers: tuple[tuple[int, ...], ...]
    #: Kind counts of every tile this seat could see (hand, melds, rivers, indicators).
    visible: tuple[int, ...]
    waits: tuple[int, ...]  # kinds, tile order
    fate: WaitFate
    #: Winning tiles still in the undrawn live wall at the position (None: wall unknown).
    in_live_wall: int | None
    #: How many live-wall draws (by anyone) until the first winning tile (None: none/unknown).
    next_in_wall: int | None
    #: Every seat's melds (tile ids, in call order), this seat's too: what ``visible`` counts.
    seat_melds: tuple[tuple[tuple[int, ...], ...], ...] = ()
    #: Each seat's river tile laid sideways for its riichi (None: no riichi yet).
    riichi_tiles: tuple[int | None, ...] = ()

    def wind(self, seat: int) -> int:
        """The seat's wind in this hand: 0 East (the dealer) .. 3 North."""
        return seat_wind(seat, self.dealer, self.players)

    def live(self, kind: int) -> int:
        """Copies of ``kind`` this seat cannot see (4 in all; fewer in sanma's man suit)."""
        total = 4 if self.players == 4 or not _sanma_removed(kind) else 0
        return max(0, total - self.visible[kind])

    def dead(self, kind: int) -> bool:
        """True when every copy of the wait is visible to this seat."""
        return self.live(kind) == 0


class SkippedGame(NamedTuple):
    """A game that gave no positions because it could not be read, and why."""

    label: str  # as the source gave it (a file name may hold undecodable bytes)
    reason: str

    @property
    def name(self) -> str:
        """The label as it can always be shown: odd bytes of a file name as ``\\xff``."""
        try:
            raw = self.label.encode("utf-8", "surrogateescape")
        except UnicodeEncodeError:
            return self.label.encode("utf-8", "backslashreplace").decode("utf-8")
        return raw.decode("utf-8", "backslashreplace")


def _sanma_removed(kind: int) -> bool:
    return kind * 4 in SANMA_REMOVED_IDS


def _counts(tiles: Iterable[int]) -> list[int]:
    counts = [0] * KIND_COUNT
    for tile in tiles:
        counts[kind_of(tile)] += 1
    return counts


def _visible(state: TableState, seat: int, players: int) -> list[int]:
    """Kind counts of what ``seat`` sees: its hand, all melds, all rivers, the indicators."""
    counts = [0] * KIND_COUNT
    own = state.seats[seat]
    for tile in own.concealed:
        counts[kind_of(tile)] += 1
    if own.drawn is not None:
        counts[kind_of(own.drawn)] += 1
    for s in range(players):
        st = state.seats[s]
        for meld in st.melds:
            for tile in meld.tiles:
                counts[kind_of(tile)] += 1
        for river_tile in st.river:
            if not river_tile.called:  # a called tile lies in the caller's meld
                counts[kind_of(river_tile.tile)] += 1
    for tile in state.dora_indicators:
        counts[kind_of(tile)] += 1
    return counts


@dataclass(frozen=True, slots=True)
class TableView:
    """What every seat shows on the table at a step, as a trainer page draws it."""

    dora_indicators: tuple[int, ...]
    #: Each seat's river (called tiles left out: they lie in the melds).
    rivers: tuple[tuple[int, ...], ...]
    #: Every seat's melds (tile ids, in call order).
    seat_melds: tuple[tuple[tuple[int, ...], ...], ...]
    #: Each seat's river tile laid sideways for its riichi (None: no riichi yet).
    riichi_tiles: tuple[int | None, ...]


def table_view(state: TableState, players: int) -> TableView:
    """The table at ``state``: indicators, rivers, calls and riichi marks of every seat."""
    seats = state.seats[:players]
    return TableView(
        dora_indicators=state.dora_indicators,
        rivers=tuple(tuple(r.tile for r in s.river if not r.called) for s in seats),
        seat_melds=tuple(tuple(tuple(m.tiles) for m in s.melds) for s in seats),
        riichi_tiles=tuple(_riichi_tile(s.river) for s in seats),
    )


def _riichi_tile(river: Iterable[RiverTile]) -> int | None:
    """The river tile laid sideways for a riichi: the declaring discard, or the first one
    after it when that was called (it lies in the caller's meld)."""
    declared = False
    for river_tile in river:
        declared = declared or river_tile.riichi
        if declared and not river_tile.called:
            return river_tile.tile
    return None


def _fate(replay: HandReplay, seat: int, step: int, waits: set[int]) -> WaitFate:
    """The first winning tile after ``step``: drawn by ``seat`` or discarded by another."""
    events = replay.hand.events
    won = any(
        isinstance(e.result, WinResult) and e.result.winner == seat
        for e in events
        if e.kind is EventKind.AGARI
    )
    turns = 0
    for index in range(step, len(events)):
        event = events[index]
        if event.kind is EventKind.DRAW and event.seat == seat:
            turns += 1
            if kind_of(event.tile) in waits:
                return WaitFate(CAME_DRAWN, event.tile, seat, turns, index + 1, won)
        elif (
            event.kind is EventKind.DISCARD and event.seat != seat and kind_of(event.tile) in waits
        ):
            return WaitFate(CAME_DISCARDED, event.tile, event.seat, turns, index + 1, won)
        elif event.kind is EventKind.CALL and event.meld is not None and event.seat != seat:
            meld = event.meld
            if (
                meld.type is MeldType.ADDED_KAN
                and meld.added is not None
                and kind_of(meld.added) in waits  # robbing the kan
            ):
                return WaitFate(CAME_DISCARDED, meld.added, event.seat, turns, index + 1, won)
    return WaitFate(CAME_NEVER, None, None, turns, None, won)


def _live_wall(
    replay: HandReplay, state: TableState, waits: set[int]
) -> tuple[int | None, int | None]:
    """(winning tiles in the undrawn live wall, draws until the first) from the known wall."""
    wall = replay.wall
    if wall is None:
        return None, None
    layout = replay.layout
    first = layout.first_live_position - state.live_drawn
    last = layout.haitei_position(state.rinshan_drawn)
    positions = range(first, last - 1, -1)
    if any(wall[p] is None for p in positions if 0 <= p < len(wall)):
        return None, None
    count = 0
    nearest: int | None = None
    for n, p in enumerate(positions, start=1):
        tile = wall[p]
        if tile is not None and kind_of(tile) in waits:
            count += 1
            if nearest is None:
                nearest = n
    return count, nearest


def positions_of_document(document: GameDocument, source: str, game_id: str) -> Iterator[Position]:
    """The first tenpai moment of each seat of each hand of an opened game.

    ``source`` labels the positions; ``game_id`` is the game's key
    (:func:`yamaviewer.core.identity.game_key`), which their keys are made of.
    """
    game = document.game
    players = game.player_count
    layout = document.layout
    for index, hand in enumerate(game.hands):
        try:  # not document.replay: its cache would hold every hand's states at once
            replay = HandReplay(hand, layout, document.wall(index))
        except (ValueError, IndexError, KeyError):
            continue  # a hand the replay cannot follow is skipped, not fatal
        done: set[int] = set()
        for step in range(1, len(replay.states)):
            event = hand.events[step - 1]
            seat = event.seat
            if event.kind is not EventKind.DISCARD or seat in done or not 0 <= seat < players:
                continue
            state = replay.states[step]
            own = state.seats[seat]
            called = _counts(tile for meld in own.melds for tile in meld.tiles)
            try:
                waits = tenpai_waits(_counts(own.concealed), players, called)
            except ShantenInputError:
                continue
            if not waits:
                continue
            done.add(seat)
            wait_set = set(waits)
            in_wall, nearest = _live_wall(replay, state, wait_set)
            names = game.player_names
            table = table_view(state, players)
            yield Position(
                key=position_key(game_id, index, seat, step),
                source=source,
                player=names[seat] if seat < len(names) else "",
                hand_index=index,
                round=hand.round,
                dealer=hand.dealer,
                seat=seat,
                step=step,
                players=players,
                concealed=tuple(sorted(own.concealed)),
                melds=tuple(tuple(m.tiles) for m in own.melds),
                dora_indicators=table.dora_indicators,
                rivers=table.rivers,
                visible=tuple(_visible(state, seat, players)),
                waits=tuple(waits),
                fate=_fate(replay, seat, step, wait_set),
                in_live_wall=in_wall,
                next_in_wall=nearest,
                seat_melds=table.seat_melds,
                riichi_tiles=table.riichi_tiles,
            )


def iter_positions(
    specs: Iterable[str],
    report: SourceReport | None = None,
    limit: int | None = None,
    skipped: list[SkippedGame] | None = None,
) -> Iterator[Position]:
    """Tenpai positions from every game the specs hold (bad games go to ``skipped``)."""
    return positions_of_items(iter_games(specs, report=report), limit, skipped)


def positions_of_items(
    items: Iterable[GameItem], limit: int | None = None, skipped: list[SkippedGame] | None = None
) -> Iterator[Position]:
    """Tenpai positions from games as sources give them (files, databases, the library);
    a game that cannot be read is skipped, with its reason added to ``skipped``."""
    found = 0
    for item in items:
        if not item.ok:
            if skipped is not None:
                skipped.append(SkippedGame(item.label, item.error or "unreadable"))
            continue
        try:
            loaded = item.load()  # tenhou.net/6 JSON is a game log too
            document = open_game(loaded.record, format=loaded.format)  # type: ignore[arg-type]
        except (ValueError, OSError, IndexError, KeyError, RecursionError) as error:
            if skipped is not None:
                reason = (
                    str(error) if not isinstance(error, RecursionError) else "nested too deeply"
                )
                skipped.append(SkippedGame(item.label, reason or type(error).__name__))
            continue
        game_id = game_key(loaded.data, log_id_of(item), loaded.format)
        for position in positions_of_document(document, item.label, game_id):
            yield position
            found += 1
            if limit is not None and found >= limit:
                return


def old_keys(positions: Iterable[Position]) -> dict[str, str]:
    """{the key a position had before its game's identity was used: its key now}.

    Those keys hashed the source's label (the path as given), so they can only be
    made again while the logs are where they were: hand this to
    :meth:`~yamaviewer.core.chinitsu.history.store.HistoryStore.rename_positions`
    each time positions are read.
    """
    return {
        path_position_key(p.source, p.hand_index, p.seat, p.step): p.key
        for p in positions
        if _encodable(p.source)  # no answer was ever kept under such a name: it could not be
    }


def _encodable(label: str) -> bool:
    """Can the old keys' hash take ``label``? (A non-UTF-8 file name cannot.)"""
    try:
        label.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True
