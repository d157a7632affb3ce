"""The corpus report: real games against their exact expectations, duplicates removed first.

Games come from :func:`yamaviewer.core.library.sources.iter_games` (files, folders, log
databases), each read and checked in a worker (:func:`analyse_item`, batched by
:func:`yamaviewer.core.verification.stream.map_games`) that sends
back only compact facts: the game's keys (a digest of its first deal, which a
copy in any format shares, and of its seed), the walls as 136 bytes each, the
starting shanten per seat, the dora indicator, and what a named player got.  The
parent drops a game whose key it has seen (copies of one log kept by several
projects, the same game as mjlog and as tenhou.net/6 JSON) and folds the rest into
fixed-size tallies: besides one 8-byte key per distinct game, memory stays flat.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import partial
from multiprocessing.context import BaseContext
from pathlib import Path

from yamaviewer.core.fairness.exact import exact_table
from yamaviewer.core.fairness.stats import (
    MeanComparison,
    TestResult,
    compare_mean,
    compare_rates,
    compare_sum,
    shanten_test,
)
from yamaviewer.core.fairness.walls import WallTally, dora_kind_of, kind_sizes, wall_ids
from yamaviewer.core.formats.mjlog import LogFormatError
from yamaviewer.core.identity import deal_key, seed_key
from yamaviewer.core.library.sources import (
    GameItem,
    LogStore,
    SourceReport,
    count_games,
    iter_games,
)
from yamaviewer.core.record import EventKind, GameRecord, HandRecord, WinResult
from yamaviewer.core.shanten import ShantenInputError, counts_of, shanten
from yamaviewer.core.tiles import KIND_COUNT, kind_name
from yamaviewer.core.verification.stream import map_games, pickle_by_fields
from yamaviewer.core.verification.tenhou import verify_game
from yamaviewer.core.wording import Wording, translatable

#: Tenhou yaku ids the player's luck needs.
YAKU_RIICHI, YAKU_IPPATSU, YAKU_DOUBLE_RIICHI, YAKU_URA = 1, 2, 21, 53
#: Skipped games named in the report (each with its reason); more are only counted.
MAX_SKIPPED_LISTED = 1000


class ReportError(ValueError):
    """Nothing usable: no readable game, no hand with known starting hands."""


@dataclass(frozen=True, slots=True)
class RiichiWin:
    mine: bool
    ippatsu: bool
    ura: int
    ura_mean: float
    ura_var: float


@dataclass(frozen=True, slots=True)
class PlayerHand:
    dealer: bool
    shanten: int
    dora: int


@dataclass(frozen=True, slots=True)
class HandFacts:
    """One hand, reduced to what the report tallies."""

    wall: bytes | None
    dealer_shanten: int | None
    others_shanten: tuple[int, ...]
    dora_indicator: int
    player: PlayerHand | None = None
    riichi_wins: tuple[RiichiWin, ...] = ()


@dataclass(frozen=True, slots=True)
class GameFacts:
    label: str
    error: str | None = None
    other_players: bool = False
    #: Digests that identify the game: its first deal, and its seed when it has one.
    keys: tuple[int, ...] = ()
    hands: tuple[HandFacts, ...] = ()


def _first_draw(hand: HandRecord, seat: int) -> int | None:
    for event in hand.events:
        if event.kind == EventKind.DRAW and event.seat == seat:
            return event.tile
        if event.kind in (EventKind.AGARI, EventKind.RYUUKYOKU):
            return None
    return None


def _ura_expectation(win: WinResult, players: int) -> tuple[float, float]:
    """Mean and variance of the ura-dora count, indicators unseen by the winner.

    Each ura indicator is, under a fair shuffle, uniform over the tiles the winner
    cannot see (not in the closed hand, not a dora indicator); kan-ura add alike.
    """
    hand = counts_of(win.hand)
    seen = set(win.hand) | set(win.dora)
    unseen = [0] * KIND_COUNT
    for tile in wall_ids(players):
        if tile not in seen:
            unseen[tile // 4] += 1
    total = sum(unseen)
    if total == 0:
        return 0.0, 0.0
    values = [(unseen[k] / total, hand[dora_kind_of(k, players)]) for k in range(KIND_COUNT)]
    mean = sum(p * v for p, v in values)
    var = sum(p * v * v for p, v in values) - mean * mean
    indicators = max(1, len(win.ura))
    return indicators * mean, indicators * var


def _riichi_wins(hand: HandRecord, seat: int | None, players: int) -> tuple[RiichiWin, ...]:
    wins = []
    for win in hand.wins:
        ids = {yaku for yaku, _han in win.yaku}
        if not ids & {YAKU_RIICHI, YAKU_DOUBLE_RIICHI}:
            continue
        ura = sum(han for yaku, han in win.yaku if yaku == YAKU_URA)
        mean, var = _ura_expectation(win, players)
        wins.append(RiichiWin(win.winner == seat, YAKU_IPPATSU in ids, ura, mean, var))
    return tuple(wins)


def _hand_facts(
    hand: HandRecord, wall: Sequence[int] | None, players: int, seat: int | None
) -> HandFacts:
    wall_bytes = bytes(wall) if wall is not None else None
    dealer_shanten = None
    first = _first_draw(hand, hand.dealer)
    if first is not None:
        dealer_shanten = shanten(counts_of([*hand.haipai[hand.dealer], first]), players)
    others = tuple(
        shanten(counts_of(hand.haipai[s]), players)
        for s in range(players)
        if s != hand.dealer and len(hand.haipai[s]) == 13
    )
    mine = None
    if seat is not None and len(hand.haipai[seat]) == 13:
        dora = dora_kind_of(hand.dora_indicator // 4, players)
        held = sum(1 for tile in hand.haipai[seat] if tile // 4 == dora)
        if seat == hand.dealer:
            if dealer_shanten is not None:
                mine = PlayerHand(True, dealer_shanten, held)
        else:
            mine = PlayerHand(False, shanten(counts_of(hand.haipai[seat]), players), held)
    return HandFacts(
        wall_bytes,
        dealer_shanten,
        others,
        hand.dora_indicator,
        mine,
        _riichi_wins(hand, seat, players),
    )


def game_facts(record: GameRecord, label: str, players: int, player: str | None) -> GameFacts:
    """The facts of one parsed game (walls rebuilt and checked when it has a seed)."""
    if record.player_count != players:
        return GameFacts(label, other_players=True)
    seed = record.shuffle_seed
    if seed is None and any(h.shuffle_key for h in record.hands):
        seed = "|".join(h.shuffle_key or "" for h in record.hands)
    walls: list[Sequence[int]] | None = None
    if seed is not None:
        verification = verify_game(record, label)
        if verification.status == "verified" and len(verification.walls) == len(record.hands):
            walls = [w.tiles for w in verification.walls]
    names = record.player_names[:players]
    seat = names.index(player) if player is not None and player in names else None
    hands = tuple(
        _hand_facts(hand, walls[i] if walls is not None else None, players, seat)
        for i, hand in enumerate(record.hands)
        if all(len(h) == 13 for h in hand.haipai[:players])
    )
    keys: tuple[int, ...] = (deal_key(record.hands[0]),) if record.hands else ()
    if seed is not None:
        keys += (seed_key(seed),)
    return GameFacts(label, keys=keys, hands=hands)


def analyse_item(item: GameItem, players: int = 4, player: str | None = None) -> GameFacts:
    """Read, parse, rebuild: the facts of one game, or why it could not be used."""
    if item.error is not None:
        return GameFacts(item.label, error=item.error)
    try:
        loaded = item.load()
    except (LogFormatError, ValueError, OSError) as error:
        return GameFacts(item.label, error=str(error) or type(error).__name__)
    # A log that parses can still hold what no game can (a tile kind held five
    # times): that one game is skipped with its reason, never the whole report.
    try:
        return game_facts(loaded.record, item.label, players, player)
    except ShantenInputError as error:
        return GameFacts(item.label, error=f"an impossible hand: {error}")
    except (ValueError, LookupError, TypeError, ArithmeticError) as error:
        return GameFacts(item.label, error=f"cannot be analysed: {error or type(error).__name__}")


def stream_facts(
    items: Iterable[GameItem],
    players: int,
    player: str | None,
    jobs: int = 1,
    *,
    cancel: Callable[[], bool] | None = None,
    mp_context: BaseContext | None = None,
) -> Iterator[GameFacts]:
    """Facts for every item in input order, batched to ``jobs`` workers (flat memory)."""
    work = partial(analyse_item, players=players, player=player)
    for _item, facts in map_games(work, items, jobs, _lost, cancel=cancel, mp_context=mp_context):
        yield facts


def _lost(item: GameItem, reason: str) -> GameFacts:
    """An item whose worker's batch was lost: skipped with the reason, the report goes on."""
    return GameFacts(item.label, error=reason)


pickle_by_fields(GameFacts, HandFacts, PlayerHand, RiichiWin)


# -- the player's luck ------------------------------------------------------------


@dataclass
class ExpectedSum:
    """A sum observed beside its expectation and variance, term by term (shanten, ura)."""

    observed: float = 0.0
    expected: float = 0.0
    variance: float = 0.0

    def add(self, observed: float, mean: float, variance: float) -> None:
        self.observed += observed
        self.expected += mean
        self.variance += variance

    def compare(self, count: int, *, floor: float | None = None) -> MeanComparison:
        return compare_sum(self.observed, self.expected, self.variance, count, floor=floor)


@dataclass
class PlayerTally:
    name: str
    hands: int = 0
    shanten: ExpectedSum = field(default_factory=ExpectedSum)
    dora_total: int = 0
    riichi_wins: int = 0
    ura: ExpectedSum = field(default_factory=ExpectedSum)
    ippatsu: int = 0
    others_riichi_wins: int = 0
    others_ippatsu: int = 0

    def add(self, facts: HandFacts, players: int) -> None:
        if facts.player is not None:
            mine = facts.player
            table = exact_table(14 if mine.dealer else 13, players)
            self.hands += 1
            self.shanten.add(mine.shanten, table.mean, table.variance)
            self.dora_total += mine.dora
        for win in facts.riichi_wins:
            if win.mine:
                self.riichi_wins += 1
                self.ura.add(win.ura, win.ura_mean, win.ura_var)
                self.ippatsu += win.ippatsu
            else:
                self.others_riichi_wins += 1
                self.others_ippatsu += win.ippatsu


def dora_expectation(players: int, tiles: int = 13) -> tuple[float, float]:
    """Mean and variance of the dora held in 13 dealt tiles, the indicator known.

    Hypergeometric: 4 copies of the dora among the n - 1 tiles other than the indicator.
    """
    population = len(wall_ids(players)) - 1
    share = 4 / population
    mean = tiles * share
    var = tiles * share * (1 - share) * (population - tiles) / (population - 1)
    return mean, var


@dataclass(frozen=True)
class PlayerLuck:
    name: str
    hands: int
    shanten: MeanComparison
    dora: MeanComparison
    ura: MeanComparison
    ippatsu: MeanComparison

    def as_json(self) -> dict[str, object]:
        return {
            "name": self.name,
            "hands": self.hands,
            "shanten": self.shanten.as_json(),
            "dora": self.dora.as_json(),
            "ura_per_riichi_win": self.ura.as_json(),
            "ippatsu_rate": self.ippatsu.as_json(),
            "verdict": [str(s) for s in self.sentences()],
        }

    def sentences(self) -> list[Wording]:
        out = [
            _sentence(
                self.shanten,
                translatable("Fairness", "Starting hands: %1 shanten worse than average"),
                translatable("Fairness", "Starting hands: %1 shanten better than average"),
                lower_is_better=True,
            ),
            _sentence(
                self.dora,
                translatable("Fairness", "Dora in starting hands: %1 fewer per hand than expected"),
                translatable("Fairness", "Dora in starting hands: %1 more per hand than expected"),
            ),
        ]
        if self.ura.count:
            out.append(
                _sentence(
                    self.ura,
                    translatable("Fairness", "Ura-dora: %1 fewer per riichi win than expected"),
                    translatable("Fairness", "Ura-dora: %1 more per riichi win than expected"),
                )
            )
        if self.ippatsu.count and not math.isnan(self.ippatsu.expected):
            out.append(
                _sentence(
                    self.ippatsu,
                    translatable("Fairness", "Ippatsu: %1 less often than the others' riichi wins"),
                    translatable("Fairness", "Ippatsu: %1 more often than the others' riichi wins"),
                    percent=True,
                )
            )
        return out


def chance_phrase(p_value: float) -> Wording:
    """How a p-value reads to a player."""
    if p_value >= 0.05:
        return translatable("Fairness", "well within chance")
    if p_value >= 0.01:
        return translatable("Fairness", "a little unusual, but it happens by chance now and then")
    if p_value >= 1e-4:
        return translatable("Fairness", "unlikely by chance alone")
    return translatable("Fairness", "far beyond chance")


def _sentence(
    result: MeanComparison,
    worse: Wording,
    better: Wording,
    *,
    lower_is_better: bool = False,
    percent: bool = False,
) -> Wording:
    difference = result.difference
    bad = difference > 0 if lower_is_better else difference < 0
    amount = f"{abs(difference) * 100:.1f}%" if percent else f"{abs(difference):.2f}"
    head = (worse if bad else better).arg(amount)
    return translatable("Fairness", "%1, %2: p = %3 (n = %4).").arg(
        head, chance_phrase(result.p_value), f"{result.p_value:.2g}", result.count
    )


# -- the report -----------------------------------------------------------------


@dataclass
class ShantenSummary:
    observed: dict[int, int]
    expected: dict[int, float]
    test: TestResult
    mean: MeanComparison

    def as_json(self) -> dict[str, object]:
        return {
            "observed": {str(k): v for k, v in sorted(self.observed.items())},
            "expected": {str(k): v for k, v in sorted(self.expected.items())},
            "statistic": self.test.statistic,
            "df": self.test.df,
            "p_value": self.test.p_value,
            "mean": self.mean.as_json(),
        }


def shanten_summary(
    name: str, observed: dict[int, int], tiles: int, players: int
) -> ShantenSummary:
    table = exact_table(tiles, players)
    probabilities = table.probabilities()
    total = sum(observed.values())
    expected = {k: total * p for k, p in probabilities.items()}
    full = {k: observed.get(k, 0) for k in probabilities} | observed
    mean = compare_mean(sum(k * v for k, v in observed.items()), total, table.mean, table.variance)
    return ShantenSummary(full, expected, shanten_test(name, observed, probabilities), mean)


@dataclass
class FairnessReport:
    """Everything the report found, ready for JSON, words and plots."""

    players: int
    games: int = 0
    duplicates_dropped: int = 0
    hands: int = 0
    unreadable: int = 0
    other_players: int = 0
    tally: WallTally = field(init=False)
    player: PlayerTally | None = None
    first_error: str | None = None
    #: (game, reason) of the unreadable items, the first :data:`MAX_SKIPPED_LISTED` of them.
    skipped: list[tuple[str, str]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.tally = WallTally(self.players)

    @property
    def dealer(self) -> ShantenSummary:
        return shanten_summary("dealer_shanten", self.tally.dealer, 14, self.players)

    @property
    def non_dealer(self) -> ShantenSummary:
        return shanten_summary("non_dealer_shanten", self.tally.non_dealer, 13, self.players)

    def tests(self) -> list[TestResult]:
        return self.tally.tests()

    def luck(self) -> PlayerLuck | None:
        tally = self.player
        if tally is None:
            return None
        shanten_cmp = tally.shanten.compare(tally.hands)
        mean, var = dora_expectation(self.players)
        dora = compare_sum(
            tally.dora_total, mean * tally.hands, var * tally.hands, tally.hands, floor=0.0
        )
        ura = tally.ura.compare(tally.riichi_wins, floor=0.0)
        ippatsu = compare_rates(
            tally.ippatsu, tally.riichi_wins, tally.others_ippatsu, tally.others_riichi_wins
        )
        return PlayerLuck(tally.name, tally.hands, shanten_cmp, dora, ura, ippatsu)

    def verdict(self) -> list[Wording]:
        """The answer in words: is anything here beyond chance?"""
        tests = self.tests()
        # Several tests at once: a Bonferroni bound keeps "beyond chance" honest.
        alpha = 0.01 / max(1, len(tests))
        flagged = [t for t in tests if t.p_value < alpha]
        out = [
            translatable(
                "Fairness",
                "%1 distinct games, %2 hands (%3 duplicate games dropped).",
            ).arg(self.games, self.hands, self.duplicates_dropped)
        ]
        if self.unreadable or self.other_players:
            out.append(
                translatable(
                    "Fairness",
                    "Skipped: %1 unreadable items, %2 games with another number of players.",
                ).arg(self.unreadable, self.other_players)
            )
        for label, summary in (
            (translatable("Fairness", "Dealer (14 tiles)"), self.dealer),
            (translatable("Fairness", "Non-dealers (13 tiles)"), self.non_dealer),
        ):
            if summary.mean.count:
                out.append(
                    translatable(
                        "Fairness", "%1: mean shanten %2, expected %3 (95% interval %4 to %5), %6."
                    ).arg(
                        label,
                        f"{summary.mean.observed:.3f}",
                        f"{summary.mean.expected:.3f}",
                        f"{summary.mean.low:.3f}",
                        f"{summary.mean.high:.3f}",
                        chance_phrase(summary.test.p_value),
                    )
                )
        if flagged:
            out.append(
                translatable(
                    "Fairness", "Beyond chance: %1 (p below %2 after correcting for %3 tests)."
                ).arg(", ".join(t.name for t in flagged), f"{alpha:.2g}", len(tests))
            )
        else:
            out.append(
                translatable(
                    "Fairness",
                    "Every test (%1) is within chance: nothing here suggests an unfair shuffle.",
                ).arg(len(tests))
            )
        luck = self.luck()
        if luck is not None:
            out.extend(luck.sentences())
        return out

    def as_json(self) -> dict[str, object]:
        tally = self.tally
        tests = self.tests()
        by_name = {t.name: t for t in tests}
        sizes = kind_sizes(self.players)
        dora_total = sum(tally.dora_kinds)
        n = sum(sizes)
        position_tests = [t for t in tests if t.name.endswith("_by_position")]
        data: dict[str, object] = {
            "players": self.players,
            "games": self.games,
            "duplicates_dropped": self.duplicates_dropped,
            "hands": self.hands,
            "walls": tally.walls,
            "unreadable": self.unreadable,
            "skipped": [{"game": game, "reason": reason} for game, reason in self.skipped],
            "other_players": self.other_players,
            "dealer": self.dealer.as_json(),
            "non_dealer": self.non_dealer.as_json(),
            "position": {
                "walls": tally.walls,
                "tests": [t.as_json() for t in position_tests],
                "p_value": by_name["honours_by_position"].p_value
                if "honours_by_position" in by_name
                else None,
            },
            "dora_indicators": {
                "observed": {
                    kind_name(k): tally.dora_kinds[k] for k in range(KIND_COUNT) if sizes[k]
                },
                "expected": {
                    kind_name(k): dora_total * sizes[k] / n for k in range(KIND_COUNT) if sizes[k]
                },
                "p_value": by_name["dora_indicator_kinds"].p_value
                if "dora_indicator_kinds" in by_name
                else None,
            },
            "tests": [t.as_json() for t in tests],
            "verdict": [str(s) for s in self.verdict()],
        }
        luck = self.luck()
        if luck is not None:
            data["player"] = luck.as_json()
        return data


class ReportBuilder:
    """Folds game facts into a report, dropping repeated games and hands."""

    def __init__(self, players: int, player: str | None = None) -> None:
        self.report = FairnessReport(players)
        if player is not None:
            self.report.player = PlayerTally(player)
        self._seen: set[int] = set()
        #: Games counted without walls (a seedless copy came first): a later copy
        #: with a seed still contributes its walls, once.
        self._wall_less: set[int] = set()

    def add(self, facts: GameFacts) -> None:
        report = self.report
        if facts.error is not None:
            report.unreadable += 1
            report.first_error = report.first_error or f"{facts.label}: {facts.error}"
            if len(report.skipped) < MAX_SKIPPED_LISTED:
                report.skipped.append((facts.label, facts.error))
            return
        if facts.other_players:
            report.other_players += 1
            return
        if not facts.hands:
            return
        has_walls = any(hand.wall is not None for hand in facts.hands)
        if any(key in self._seen for key in facts.keys):
            report.duplicates_dropped += 1
            first = facts.keys[0]
            if has_walls and first in self._wall_less:
                self._wall_less.discard(first)
                for hand in facts.hands:
                    if hand.wall is not None:
                        report.tally.add_wall(list(hand.wall))
            return
        self._seen.update(facts.keys)
        if not has_walls:
            self._wall_less.add(facts.keys[0])
        report.games += 1
        for hand in facts.hands:
            self._add_hand(hand)

    def _add_hand(self, hand: HandFacts) -> None:
        report, tally = self.report, self.report.tally
        report.hands += 1
        if hand.wall is not None:
            tally.add_wall(list(hand.wall))
        tally.add_dora(hand.dora_indicator)
        if hand.dealer_shanten is not None:
            tally.add_shanten(hand.dealer_shanten, True)
        for value in hand.others_shanten:
            tally.add_shanten(value, False)
        if report.player is not None:
            report.player.add(hand, report.players)


Progress = Callable[[int, int], None]


def build_report(
    specs: Sequence[str | Path],
    *,
    items: Sequence[GameItem] | None = None,
    store: LogStore | None = None,
    players: int = 4,
    player: str | None = None,
    jobs: int = 1,
    progress: Progress | None = None,
    cancel: Callable[[], bool] | None = None,
    mp_context: BaseContext | None = None,
) -> FairnessReport:
    """The report over everything ``specs`` hold (or ``items``, e.g. a library selection).

    Raises ReportError when nothing is usable.
    """
    if players not in (3, 4):
        raise ReportError("players must be 4 or 3")
    total = len(items) if items is not None else count_games(specs, cancel=cancel)
    builder = ReportBuilder(players, player)
    source = SourceReport()
    for done, facts in enumerate(
        stream_facts(
            iter(items)
            if items is not None
            else iter_games(
                specs, store=store, report=source, cancel=cancel, lazy_databases=jobs > 1
            ),
            players,
            player,
            jobs,
            cancel=cancel,
            mp_context=mp_context,
        ),
        start=1,
    ):
        builder.add(facts)
        if progress is not None:
            progress(done, max(total, done))
    report = builder.report
    if report.hands == 0:
        if report.first_error and report.games == 0 and report.other_players == 0:
            raise ReportError(f"no readable game: {report.first_error}")
        raise ReportError(
            f"no {players}-player hands with known starting hands in the input"
            + (
                f" ({report.other_players} games with another number of players)"
                if report.other_players
                else ""
            )
        )
    return report


__all__ = [
    "MAX_SKIPPED_LISTED",
    "FairnessReport",
    "GameFacts",
    "HandFacts",
    "PlayerLuck",
    "ReportBuilder",
    "ReportError",
    "analyse_item",
    "build_report",
    "chance_phrase",
    "dora_expectation",
    "game_facts",
    "stream_facts",
]
