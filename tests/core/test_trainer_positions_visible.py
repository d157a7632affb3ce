"""What a real-game question counts, recomputed from the record by a brute force.

Every position from the shared logs is walked again from the parsed record's events
(haipai, draws, discards, calls, dora reveals; no replay state): the seat's concealed
tiles, what it can see (its hand, every meld, every river, the indicators), its first
tenpai (waits by trying each kind, a kind whose four copies are in the hand and its own
calls is no wait) and each seat's riichi tile.  Records with such "pure karaten" waits
are written as tenhou.net/6 files at test time.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import pytest

from tests.core.test_shanten_waits import ORPHANS, brute_waits, is_winning
from tests.shared_data import MJLOG_DIR, require
from yamaviewer.core.library.sources import iter_games
from yamaviewer.core.melds import Meld, MeldType
from yamaviewer.core.record import EventKind, GameRecord, HandRecord
from yamaviewer.core.replay.document import open_game
from yamaviewer.core.trainer_positions import Position, iter_positions

SANMA_MAN = range(1, 8)  # 2m..8m are not in a three-player set


@dataclass(slots=True)
class Table:
    """The table as the record's events leave it, kept apart from the replay."""

    hands: list[list[int]]
    rivers: list[list[int]] = field(default_factory=list)
    melds: list[list[tuple[int, ...]]] = field(default_factory=list)
    indicators: list[int] = field(default_factory=list)
    riichi_declared: list[bool] = field(default_factory=list)
    riichi_tiles: list[int | None] = field(default_factory=list)

    def apply(self, kind: EventKind, seat: int, tile: int, meld: Meld | None) -> None:
        if kind is EventKind.DRAW:
            self.hands[seat].append(tile)
        elif kind is EventKind.DISCARD:
            self.hands[seat].remove(tile)
            self.rivers[seat].append(tile)
            if self.riichi_declared[seat] and self.riichi_tiles[seat] is None:
                self.riichi_tiles[seat] = tile
        elif kind is EventKind.RIICHI and tile == 1:
            self.riichi_declared[seat] = True
        elif kind is EventKind.DORA:
            self.indicators.append(tile)
        elif kind is EventKind.CALL and meld is not None:
            self._call(seat, meld)

    def _call(self, seat: int, meld: Meld) -> None:
        tiles, called = meld.tiles, meld.called
        if meld.type is MeldType.ADDED_KAN and meld.added is not None:
            self.hands[seat].remove(meld.added)
            pon = next(m for m in self.melds[seat] if set(m) <= set(tiles))
            self.melds[seat][self.melds[seat].index(pon)] = tiles
            return
        for tile in tiles:
            if tile == called:
                for river in self.rivers:
                    if tile in river:
                        river.remove(tile)
                        if tile in self.riichi_tiles:  # the sideways tile went: the next one
                            owner = self.rivers.index(river)
                            self.riichi_tiles[owner] = None
            else:
                self.hands[seat].remove(tile)
        self.melds[seat].append(tiles)

    def visible(self, seat: int) -> list[int]:
        seen = [*self.hands[seat], *self.indicators]
        seen += [t for river in self.rivers for t in river]
        seen += [t for melds in self.melds for m in melds for t in m]
        return kinds_of(seen)


def kinds_of(tiles: list[int]) -> list[int]:
    counts = [0] * 34
    for tile in tiles:
        counts[tile // 4] += 1
    return counts


def table_at(hand: HandRecord, players: int, step: int) -> Table:
    table = Table([list(h) for h in hand.haipai[:players]])
    table.rivers = [[] for _ in range(players)]
    table.melds = [[] for _ in range(players)]
    table.indicators = [hand.dora_indicator]
    table.riichi_declared = [False] * players
    table.riichi_tiles = [None] * players
    for event in hand.events[:step]:
        table.apply(event.kind, event.seat, event.tile, event.meld)
    return table


def honest_waits(table: Table, seat: int, players: int) -> list[int]:
    """Kinds completing the hand, tried one by one, less those the seat holds all four of."""
    own = kinds_of(table.hands[seat])
    called = kinds_of([t for m in table.melds[seat] for t in m])
    waits = []
    for k in range(34):
        # A kind no held tile is within two ranks of (or the same honour) joins no pair
        # and no group; only thirteen orphans takes such a tile.
        near = (
            range(k, k + 1)
            if k >= 27
            else range(max(k - 2, k // 9 * 9), min(k + 3, k // 9 * 9 + 9))
        )
        if own[k] + called[k] >= 4 or not (any(own[j] for j in near) or k in ORPHANS):
            continue
        own[k] += 1
        if is_winning(own):
            waits.append(k)
        own[k] -= 1
    return [k for k in waits if not (players == 3 and k in SANMA_MAN)]


def first_tenpai_steps(hand: HandRecord, players: int) -> dict[int, int]:
    """{seat: the step after its first discard that leaves it tenpai}, by the brute force."""
    found: dict[int, int] = {}
    table = table_at(hand, players, 0)
    for step, event in enumerate(hand.events, start=1):
        table.apply(event.kind, event.seat, event.tile, event.meld)
        if event.kind is not EventKind.DISCARD or event.seat in found:
            continue
        if honest_waits(table, event.seat, players):
            found[event.seat] = step
    return found


@cache
def shared() -> tuple[tuple[Position, ...], dict[str, GameRecord]]:
    folder = require(MJLOG_DIR)
    records = {}
    for item in iter_games([str(folder)]):
        try:
            records[item.label] = item.load().record
        except ValueError:
            continue
    return tuple(iter_positions([str(folder)])), records


def check_position(p: Position, hand: HandRecord) -> Table:
    table = table_at(hand, p.players, p.step)
    assert p.concealed == tuple(sorted(table.hands[p.seat])), p.key
    assert list(p.visible) == table.visible(p.seat), p.key
    assert list(p.waits) == honest_waits(table, p.seat, p.players), p.key
    own = kinds_of([*p.concealed, *(t for m in p.melds for t in m)])
    assert all(own[k] < 4 for k in p.waits), p.key  # never a pure-karaten wait
    for kind in p.waits:
        total = 0 if p.players == 3 and kind in SANMA_MAN else 4
        assert p.live(kind) == total - table.visible(p.seat)[kind], p.key
    assert [list(ms) for ms in p.seat_melds] == table.melds, p.key
    assert list(p.riichi_tiles) == table.riichi_tiles, p.key
    return table


@pytest.mark.slow
def test_every_shared_position_counts_what_the_seat_sees() -> None:
    positions, records = shared()
    assert len(positions) > 500
    seen_by_game: dict[str, dict[int, dict[int, int]]] = {}
    opponents_calls = dead_by_calls = riichi = 0
    for p in positions:
        game = records[p.source]
        hand = game.hands[p.hand_index]
        table = check_position(p, hand)
        firsts = seen_by_game.setdefault(p.source, {})
        if p.hand_index not in firsts:
            firsts[p.hand_index] = first_tenpai_steps(hand, p.players)
        assert firsts[p.hand_index][p.seat] == p.step, p.key
        others = [t for s, ms in enumerate(table.melds) if s != p.seat for m in ms for t in m]
        opponents_calls += bool(others)
        dead_by_calls += any(p.dead(k) and k in kinds_of(others) for k in p.waits)
        riichi += any(t is not None for t in p.riichi_tiles)
    # Every seat's first tenpai is a position, none is missing.
    expected = sum(len(seats) for hands in seen_by_game.values() for seats in hands.values())
    assert expected == len(positions)
    assert opponents_calls > 300 and dead_by_calls > 0 and riichi > 300


JUNK = [14, 17, 19, 21, 29, 31, 34, 37, 39, 44, 45, 46, 47]  # nine orphans: far from tenpai


def tenhou6_hand(path: Path, east: list[object], north_draws: list[int]) -> Path:
    """One hand as tenhou.net/6 JSON: East draws once, then chis twice from North (who lets
    go of what it draws); South and West only draw and let go."""
    round_: list[object] = [[0, 0, 0], [25000] * 4, [33], [], *east]
    round_ += [JUNK, [15, 16, 18], [60, 60, 60], JUNK, [15, 16, 18], [60, 60, 60]]
    round_ += [JUNK, north_draws, [60] * len(north_draws), ["流局", [0, 0, 0, 0]]]
    document = {
        "title": ["", ""],
        "name": list("ABCD"),
        "rule": {"disp": "t", "aka": 0},
        "log": [round_],
    }
    path.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    return path


def east_at_the_end(path: Path) -> tuple[HandRecord, Table]:
    """The file's hand, and the table after East's last discard."""
    loaded = next(iter(iter_games([str(path)]))).load()
    hand = open_game(loaded.record, format=loaded.format).game.hands[0]  # type: ignore[arg-type]
    last = max(
        i for i, e in enumerate(hand.events, 1) if e.kind is EventKind.DISCARD and e.seat == 0
    )
    table = table_at(hand, 4, last)
    assert kinds_of(table.hands[0]) == kinds_of([0, 4, 8, 56, 57, 60, 61])  # 123m 66p 77p
    assert len(table.melds[0]) == 2
    return hand, table


def test_a_wait_whose_copies_are_all_in_the_hand_and_its_calls_is_not_offered(
    tmp_path: Path,
) -> None:
    # East ends on 123m 66p 77p with chis 678p and 456p: 6p's four copies are all its own.
    east = [
        [11, 12, 13, 24, 25, 26, 26, 26, 27, 27, 27, 41, 42],
        [43, "c282627", "c262425"],
        [60, 41, 42],
    ]
    path = tenhou6_hand(tmp_path / "karaten.json", east, [28, 26])
    hand, table = east_at_the_end(path)
    assert brute_waits(kinds_of(table.hands[0])) == [14, 15]  # the concealed tiles alone
    (p,) = iter_positions([str(path)])
    assert p.seat == 0 and p.waits == (15,)  # 7p only
    check_position(p, hand)
    assert p.live(15) == 1


def test_a_hand_whose_only_waits_are_its_own_copies_is_not_tenpai(tmp_path: Path) -> None:
    # East ends on 123m 66p 77p with chis 678p and 567p: both waits are pure karaten.
    east = [
        [11, 12, 13, 25, 26, 26, 26, 27, 27, 27, 28, 41, 42],
        [43, "c262728", "c272526"],
        [60, 41, 42],
    ]
    path = tenhou6_hand(tmp_path / "noten.json", east, [26, 27])
    _, table = east_at_the_end(path)
    assert brute_waits(kinds_of(table.hands[0])) == [14, 15]
    assert honest_waits(table, 0, 4) == []
    assert list(iter_positions([str(path)])) == []
