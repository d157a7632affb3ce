"""One player's play in numbers: counts, rates with 95 % intervals, yaku, trend.

Everything is counted from the records themselves (every hand, not a site's sample),
so the measures statistics sites cannot compute are here too: was the seat tenpai
when it dealt in, was it neither in riichi nor on two calls, first or chasing riichi,
the riichi wait's shape and the copies left, results by starting shanten.

A name at several seats of one game (an anonymous ``NoName`` table) counts each
of those seats as its own game.  Kita (sanma's north) is not a call: the hand stays
closed.  Starting shanten is that of the 13 dealt tiles, the dealer's too.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeVar

from yamaviewer.core.analysis.step import unseen_ids
from yamaviewer.core.fairness.stats import mean_interval, proportion_interval
from yamaviewer.core.melds import MeldType
from yamaviewer.core.record import (
    DrawKind,
    DrawResult,
    EventKind,
    GameRecord,
    HandRecord,
    WinResult,
)
from yamaviewer.core.replay.state import HandReplay
from yamaviewer.core.shanten import TENPAI, ShantenInputError, counts_of, shanten, tenpai_waits
from yamaviewer.core.tiles import KIND_COUNT, kind_of, rank_of_kind
from yamaviewer.core.walls.layout import WallLayout

if TYPE_CHECKING:
    from yamaviewer.core.stats.luck import WallLuck

#: Tenhou yaku ids of dora, ura-dora and red fives: counted as han, not as yaku.
DORA_YAKU = frozenset({52, 53, 54})
#: Riichi step of an accepted declaration (``REACH step="2"``).
RIICHI_ACCEPTED = 2
RIICHI_DECLARED = 1
#: Calls that open a hand.
OPENING_CALLS = frozenset({MeldType.CHI, MeldType.PON, MeldType.OPEN_KAN, MeldType.ADDED_KAN})
TREND_BLOCK = 100
Key = TypeVar("Key", int, str)


@dataclass(frozen=True, slots=True)
class Rate:
    """A proportion or a mean with its 95 % interval (NaN when there is nothing to count)."""

    value: float
    low: float
    high: float
    n: int
    hits: int | None = None

    def as_json(self) -> dict[str, object]:
        data: dict[str, object] = {
            "value": _finite(self.value),
            "low": _finite(self.low),
            "high": _finite(self.high),
            "n": self.n,
        }
        if self.hits is not None:
            data["hits"] = self.hits
        return data


def _finite(value: float) -> float | None:
    return None if value != value else round(value, 6)


def proportion(hits: int, trials: int) -> Rate:
    low, high = proportion_interval(hits, trials)
    return Rate(hits / trials if trials else float("nan"), low, high, trials, hits)


@dataclass(slots=True)
class Mean:
    """Running sums of a quantity, for its mean and interval."""

    total: float = 0.0
    squares: float = 0.0
    count: int = 0

    def add(self, value: float) -> None:
        self.total += value
        self.squares += value * value
        self.count += 1

    def rate(self) -> Rate:
        return Rate(*mean_interval(self.total, self.squares, self.count), self.count)

    def merge(self, other: Mean) -> None:
        self.total += other.total
        self.squares += other.squares
        self.count += other.count


@dataclass(slots=True)
class HandOutcome:
    """One hand of the player, for the trend."""

    won: bool
    dealt_in: bool
    riichi: bool
    called: bool


@dataclass(slots=True)
class Tally:
    """Hands, wins and deal-ins of a subset (a month, a starting shanten, riichi kinds)."""

    hands: int = 0
    wins: int = 0
    deal_ins: int = 0

    def as_json(self) -> dict[str, object]:
        return {
            "hands": self.hands,
            "wins": self.wins,
            "deal_ins": self.deal_ins,
            "win_rate": proportion(self.wins, self.hands).as_json(),
            "deal_in_rate": proportion(self.deal_ins, self.hands).as_json(),
        }

    def merge(self, other: Tally) -> None:
        self.hands += other.hands
        self.wins += other.wins
        self.deal_ins += other.deal_ins


@dataclass(slots=True)
class PlayerStats:
    """Everything counted for one name over the games given."""

    player: str
    games: int = 0
    hands: int = 0
    #: AGARI tags the player won; AGARI tags the player paid by ron (a double ron is two).
    wins: int = 0
    deal_ins: int = 0
    hands_dealt_in: int = 0
    riichi: int = 0
    #: Hands with at least one call that opens the hand.
    calls: int = 0
    tsumo_wins: int = 0
    exhaustive_draws: int = 0
    draw_tenpai: int = 0
    placements: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    placement: Mean = field(default_factory=Mean)
    win_points: Mean = field(default_factory=Mean)
    deal_in_points: Mean = field(default_factory=Mean)
    yaku: Counter[int] = field(default_factory=Counter)
    yakuman: Counter[int] = field(default_factory=Counter)
    # -- what the sites cannot compute
    deal_ins_tenpai: int = 0
    #: Deal-ins while neither in riichi nor with two calls (a hand that could fold).
    deal_ins_free: int = 0
    first_riichi: Tally = field(default_factory=Tally)
    chasing_riichi: Tally = field(default_factory=Tally)
    ryanmen_riichi: Tally = field(default_factory=Tally)
    other_wait_riichi: Tally = field(default_factory=Tally)
    #: Copies of the riichi waits the player could not see at the declaration.
    riichi_waits_left: Mean = field(default_factory=Mean)
    by_start_shanten: dict[int, Tally] = field(default_factory=dict)
    by_month: dict[str, Tally] = field(default_factory=dict)
    outcomes: list[HandOutcome] = field(default_factory=list)
    #: What the verified wall did, against everyone's rate (counted by the collection).
    luck: WallLuck | None = None

    # -- results -----------------------------------------------------------------
    def rates(self) -> dict[str, Rate]:
        win_hands = sum(o.won for o in self.outcomes)
        riichi_total = self.first_riichi.hands + self.chasing_riichi.hands
        return {
            "win": proportion(win_hands, self.hands),
            "deal_in": proportion(self.hands_dealt_in, self.hands),
            "riichi": proportion(self.riichi, self.hands),
            "call": proportion(self.calls, self.hands),
            "tsumo_share": proportion(self.tsumo_wins, self.wins),
            "draw_tenpai": proportion(self.draw_tenpai, self.exhaustive_draws),
            "average_win_points": self.win_points.rate(),
            "average_deal_in_points": self.deal_in_points.rate(),
            "average_placement": self.placement.rate(),
            **{
                f"placement_{place}": proportion(count, sum(self.placements))
                for place, count in enumerate(self.placements, start=1)
            },
            "tenpai_at_deal_in": proportion(self.deal_ins_tenpai, self.deal_ins),
            "deal_in_not_riichi_nor_two_calls": proportion(self.deal_ins_free, self.deal_ins),
            "first_riichi_share": proportion(self.first_riichi.hands, riichi_total),
            "first_riichi_win": proportion(self.first_riichi.wins, self.first_riichi.hands),
            "chasing_riichi_win": proportion(self.chasing_riichi.wins, self.chasing_riichi.hands),
            "riichi_ryanmen_share": proportion(self.ryanmen_riichi.hands, riichi_total),
            "riichi_ryanmen_win": proportion(self.ryanmen_riichi.wins, self.ryanmen_riichi.hands),
            "riichi_other_wait_win": proportion(
                self.other_wait_riichi.wins, self.other_wait_riichi.hands
            ),
            "riichi_waits_left": self.riichi_waits_left.rate(),
        }

    def by_hundred_hands(self) -> list[Tally]:
        """Wins and deal-ins per block of 100 hands, in the order the games came."""
        blocks: list[Tally] = []
        for index, outcome in enumerate(self.outcomes):
            if index % TREND_BLOCK == 0:
                blocks.append(Tally())
            block = blocks[-1]
            block.hands += 1
            block.wins += outcome.won
            block.deal_ins += outcome.dealt_in
        return blocks

    def as_json(self) -> dict[str, object]:
        return {
            "player": self.player,
            "games": self.games,
            "hands": self.hands,
            "wins": self.wins,
            "deal_ins": self.deal_ins,
            "riichi": self.riichi,
            "calls": self.calls,
            "placements": list(self.placements),
            "rates": {name: rate.as_json() for name, rate in self.rates().items()},
            "tsumo_wins": self.tsumo_wins,
            "exhaustive_draws": self.exhaustive_draws,
            "draw_tenpai": self.draw_tenpai,
            "deal_ins_tenpai": self.deal_ins_tenpai,
            "deal_ins_not_riichi_nor_two_calls": self.deal_ins_free,
            "yaku": {str(k): v for k, v in sorted(self.yaku.items())},
            "yakuman": {str(k): v for k, v in sorted(self.yakuman.items())},
            "by_start_shanten": {
                str(k): tally.as_json() for k, tally in sorted(self.by_start_shanten.items())
            },
            "by_month": {month: tally.as_json() for month, tally in sorted(self.by_month.items())},
            "by_100_hands": [tally.as_json() for tally in self.by_hundred_hands()],
            "houou_reference": None,
            **({"wall_luck": self.luck.as_json()} if self.luck is not None else {}),
        }

    # -- counting ----------------------------------------------------------------
    def merge(self, other: PlayerStats) -> None:
        """Add the counts of ``other`` (the same player's later games: a worker's count of
        one game), as if its games had been added here; ``luck`` is counted apart.

        Every sum is of whole numbers (points, places, tiles), so the totals are exact
        whatever the grouping, and keys first seen in ``other`` keep its order.
        """
        for name in _COUNTS:
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.placements = [a + b for a, b in zip(self.placements, other.placements, strict=True)]
        for mean in _MEANS:
            getattr(self, mean).merge(getattr(other, mean))
        self.yaku.update(other.yaku)
        self.yakuman.update(other.yakuman)
        for tally in _TALLIES:
            getattr(self, tally).merge(getattr(other, tally))
        _merge_tallies(self.by_start_shanten, other.by_start_shanten)
        _merge_tallies(self.by_month, other.by_month)
        self.outcomes.extend(other.outcomes)

    def add_game(self, record: GameRecord, month: str | None = None) -> None:
        """Count every seat of ``record`` that carries this player's name."""
        players = record.player_count
        seats = [s for s, name in enumerate(record.player_names[:players]) if name == self.player]
        for seat in seats:
            self.games += 1
            layout = WallLayout(players)
            for hand in record.hands:
                self._add_hand(hand, seat, players, layout, month)
            self._add_placement(record, seat)

    def _add_placement(self, record: GameRecord, seat: int) -> None:
        final = record.final_scores
        players = record.player_count
        if final is None or len(final) < 2 * players:
            return
        scores = [final[2 * s] for s in range(players)]
        place = 1 + sum(
            1 for other in range(players) if (-scores[other], other) < (-scores[seat], seat)
        )
        self.placements[place - 1] += 1
        self.placement.add(place)

    def _add_hand(
        self, hand: HandRecord, seat: int, players: int, layout: WallLayout, month: str | None
    ) -> None:
        self.hands += 1
        won = dealt_in = riichi = called = False
        declared: list[int] = []  # seats in declaration order
        needs_replay = False
        for event in hand.events:
            kind = event.kind
            if kind is EventKind.RIICHI:
                if event.tile == RIICHI_DECLARED:
                    declared.append(event.seat)
                elif event.tile == RIICHI_ACCEPTED and event.seat == seat:
                    riichi = True
            elif kind is EventKind.CALL and event.seat == seat and event.meld is not None:
                called = called or event.meld.type in OPENING_CALLS
            elif kind is EventKind.AGARI and isinstance(event.result, WinResult):
                win = event.result
                if win.winner == seat:
                    won = True
                    self.wins += 1
                    self.tsumo_wins += win.tsumo
                    self.win_points.add(win.points)
                    for yaku_id, han in win.yaku:
                        if han > 0 and yaku_id not in DORA_YAKU:
                            self.yaku[yaku_id] += 1
                    self.yakuman.update(win.yakuman)
                elif win.from_seat == seat:
                    dealt_in = True
                    needs_replay = True
                    self.deal_ins += 1
                    self.deal_in_points.add(win.points)
            elif (
                kind is EventKind.RYUUKYOKU
                and isinstance(event.result, DrawResult)
                and event.result.kind is DrawKind.EXHAUSTIVE
            ):
                self.exhaustive_draws += 1
                self.draw_tenpai += seat in event.result.tenpai
        self.hands_dealt_in += dealt_in
        self.riichi += riichi
        self.calls += called
        self.outcomes.append(HandOutcome(won, dealt_in, riichi, called))
        if month is not None:
            self._count(self.by_month.setdefault(month, Tally()), won, dealt_in)
        start = _start_shanten(hand, seat, players)
        if start is not None:
            self._count(self.by_start_shanten.setdefault(start, Tally()), won, dealt_in)
        if riichi or needs_replay:
            self._replayed(hand, seat, players, layout, declared, won, dealt_in)

    @staticmethod
    def _count(tally: Tally, won: bool, dealt_in: bool) -> None:
        tally.hands += 1
        tally.wins += won
        tally.deal_ins += dealt_in

    def _replayed(
        self,
        hand: HandRecord,
        seat: int,
        players: int,
        layout: WallLayout,
        declared: list[int],
        won: bool,
        dealt_in: bool,
    ) -> None:
        """The measures that need the table as it stood (a replay of the hand)."""
        replay = HandReplay(hand, layout)
        events = hand.events
        declaring = False
        riichi_step: int | None = None
        for index, event in enumerate(events):
            if event.kind is EventKind.RIICHI and event.seat == seat:
                if event.tile == RIICHI_DECLARED:
                    declaring = True
                elif event.tile == RIICHI_ACCEPTED and riichi_step is None:
                    riichi_step = index  # the state before acceptance: after the discard
            elif event.kind is EventKind.AGARI and isinstance(event.result, WinResult):
                win = event.result
                if win.from_seat == seat and win.winner != seat:
                    state = replay.states[index]
                    mine = state.seats[seat]
                    opened = sum(m.type in OPENING_CALLS for m in mine.melds)
                    if _is_tenpai(mine.concealed, players):
                        self.deal_ins_tenpai += 1
                    if not declaring and opened < 2:
                        self.deal_ins_free += 1
        if riichi_step is None:
            return
        first = declared.index(seat) == 0 if seat in declared else True
        self._count(self.first_riichi if first else self.chasing_riichi, won, dealt_in)
        state = replay.states[riichi_step]
        concealed = state.seats[seat].concealed
        try:
            waits = tenpai_waits(counts_of(concealed), players)
        except ShantenInputError:
            return
        ryanmen = is_ryanmen(concealed, waits, players)
        self._count(self.ryanmen_riichi if ryanmen else self.other_wait_riichi, won, dealt_in)
        unseen = [0] * KIND_COUNT
        for tile in unseen_ids(state, seat, players):
            unseen[kind_of(tile)] += 1
        self.riichi_waits_left.add(sum(unseen[k] for k in waits))


#: The fields :meth:`PlayerStats.merge` adds as plain counts, means and tallies.
_COUNTS = (
    "games", "hands", "wins", "deal_ins", "hands_dealt_in", "riichi", "calls", "tsumo_wins",
    "exhaustive_draws", "draw_tenpai", "deal_ins_tenpai", "deal_ins_free",
)  # fmt: skip
_MEANS = ("placement", "win_points", "deal_in_points", "riichi_waits_left")
_TALLIES = ("first_riichi", "chasing_riichi", "ryanmen_riichi", "other_wait_riichi")


def _merge_tallies(mine: dict[Key, Tally], theirs: dict[Key, Tally]) -> None:
    for key, counted in theirs.items():
        mine.setdefault(key, Tally()).merge(counted)


def _is_tenpai(concealed: tuple[int, ...], players: int) -> bool:
    if len(concealed) % 3 != 1:
        return False
    try:
        return shanten(counts_of(concealed), players) == TENPAI
    except ShantenInputError:
        return False


def _start_shanten(hand: HandRecord, seat: int, players: int) -> int | None:
    tiles = hand.haipai[seat] if seat < len(hand.haipai) else []
    if len(tiles) != 13:
        return None
    try:
        return shanten(counts_of(tiles), players)
    except ShantenInputError:
        return None


def is_ryanmen(concealed: tuple[int, ...], waits: list[int], players: int = 4) -> bool:
    """Whether the tenpai hand can be read as a two-sided wait (23 waiting on 1 and 4).

    A wait pair k, k+3 of one suit, the hand holding k+1 and k+2, and the rest complete.
    """
    counts = counts_of(concealed)
    wait_set = set(waits)
    for low in waits:
        if low >= 27 or rank_of_kind(low) > 6 or low + 3 not in wait_set:
            continue
        if counts[low + 1] and counts[low + 2]:
            rest = list(counts)
            rest[low + 1] -= 1
            rest[low + 2] -= 1
            try:
                if shanten(rest, players) == -1:
                    return True
            except ShantenInputError:
                continue
    return False


__all__ = [
    "DORA_YAKU",
    "TREND_BLOCK",
    "HandOutcome",
    "Mean",
    "PlayerStats",
    "Rate",
    "Tally",
    "is_ryanmen",
    "proportion",
]
