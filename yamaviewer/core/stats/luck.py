"""Was it play or the wall: a player's what-if facts per 100 hands against everyone's.

Over a selection, each fact the verified wall states (:mod:`yamaviewer.core.stats.whatif`)
is counted as hands with it, per 100 of the player's hands, with its exact 95 %
interval, beside the same rate over every seat of the selection (the Library's own
rate) and Fisher's p against the other seats.  The fairness lab's starting-hand luck
(:class:`yamaviewer.core.fairness.report.PlayerLuck`) joins it.  Every sentence
carries the number, the interval and what it is compared with: never a bare "unlucky".
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field

from yamaviewer.core.fairness.report import (
    GameFacts,
    PlayerLuck,
    ReportBuilder,
    chance_phrase,
    game_facts,
)
from yamaviewer.core.fairness.stats import compare_rates, proportion_interval
from yamaviewer.core.record import GameRecord
from yamaviewer.core.replay.document import open_game
from yamaviewer.core.stats.whatif import (
    CALLS_TOOK_WIN,
    CHANGED_WAIT,
    CHASER_DEALT_IN,
    DEAD_WALL_WAITS,
    FOLD_WOULD_HAVE_WON,
    HELL_WAIT_WON,
    KINDS,
    LUCKY_DRAW,
    WAITS_IN_HANDS,
    WOULD_HAVE_WON,
    WhatIf,
    WhatIfError,
    what_if_events,
)
from yamaviewer.core.wording import Wording, translatable

#: The facts grouped by who did it: the wall against the seat, its own choice, the wall for it.
GROUPS: dict[str, tuple[str, ...]] = {
    "wall_against": (DEAD_WALL_WAITS, WAITS_IN_HANDS, WOULD_HAVE_WON, CALLS_TOOK_WIN),
    "own_choice": (CHANGED_WAIT, FOLD_WOULD_HAVE_WON),
    "wall_for": (LUCKY_DRAW, HELL_WAIT_WON, CHASER_DEALT_IN),
}
NAMES: dict[str, Wording] = {
    "wall_against": translatable("WallLuck", "Hands where the wall worked against you"),
    "own_choice": translatable("WallLuck", "Hands where your own choice left a win"),
    "wall_for": translatable("WallLuck", "Hands where the wall worked for you"),
    DEAD_WALL_WAITS: translatable("WallLuck", "Waits in the dead wall"),
    WAITS_IN_HANDS: translatable("WallLuck", "Waits all in other hands"),
    WOULD_HAVE_WON: translatable("WallLuck", "A win had the hand gone on"),
    CALLS_TOOK_WIN: translatable("WallLuck", "A win a call took away"),
    CHANGED_WAIT: translatable("WallLuck", "A changed wait that would have won"),
    FOLD_WOULD_HAVE_WON: translatable("WallLuck", "A fold that would have won"),
    LUCKY_DRAW: translatable("WallLuck", "A winning draw against a chance below 25%"),
    HELL_WAIT_WON: translatable("WallLuck", "A win on the last live copy"),
    CHASER_DEALT_IN: translatable("WallLuck", "A chasing riichi dealt into yours"),
}
_RATE = translatable(
    "WallLuck",
    "%1: %2 per 100 hands (95% interval %3 to %4; %5 hands), against %6 per 100 for "
    "everyone in the selection (%7 hands): %8 (p = %9).",
)
_HEAD = translatable(
    "WallLuck",
    "%1 of your hands in %2 games with a verified wall, against %3 hands of every seat; "
    "%4 games without a verified wall are not counted here.",
)
_PLAYERS = translatable("WallLuck", "%1-player games: %2")
#: Every fact kind, then every group, with the kinds each counts: the order of
#: :attr:`LuckPart.marked`.
_COUNTED: tuple[tuple[str, tuple[str, ...]], ...] = (
    *((kind, (kind,)) for kind in KINDS),
    *GROUPS.items(),
)


@dataclass(frozen=True, slots=True)
class Per100:
    """Hands with a fact per 100 hands, the player's and everyone's, with intervals."""

    hits: int
    hands: int
    base_hits: int
    base_hands: int
    #: Fisher's exact test of the player's hands against the other seats' hands.
    p_value: float

    @staticmethod
    def _scaled(hits: int, hands: int) -> tuple[float, float, float]:
        low, high = proportion_interval(hits, hands)
        value = hits / hands if hands else math.nan
        return 100 * value, 100 * low, 100 * high

    @property
    def mine(self) -> tuple[float, float, float]:
        return self._scaled(self.hits, self.hands)

    @property
    def everyone(self) -> tuple[float, float, float]:
        return self._scaled(self.base_hits, self.base_hands)

    def as_json(self) -> dict[str, object]:
        def rounded(values: tuple[float, float, float]) -> dict[str, float | None]:
            return {
                key: None if v != v else round(v, 4)
                for key, v in zip(("value", "low", "high"), values, strict=True)
            }

        return {
            "hits": self.hits,
            "hands": self.hands,
            "per_100": rounded(self.mine),
            "everyone_hits": self.base_hits,
            "everyone_hands": self.base_hands,
            "everyone_per_100": rounded(self.everyone),
            "p_value": self.p_value,
        }

    def sentence(self, name: Wording) -> Wording:
        value, low, high = self.mine
        base, _, _ = self.everyone
        return _RATE.arg(
            name,
            f"{value:.1f}",
            f"{low:.1f}",
            f"{high:.1f}",
            f"{self.hits}/{self.hands}",
            f"{base:.1f}",
            f"{self.base_hits}/{self.base_hands}",
            chance_phrase(self.p_value),
            f"{self.p_value:.2g}",
        )


@dataclass(slots=True)
class WallLuck:
    """The what-if facts of one player and of every seat, hands counted alike."""

    player: str
    games: int = 0
    games_without_wall: int = 0
    #: The player's hands (a name at two seats counts both) and every seat's hands.
    hands: int = 0
    all_hands: int = 0
    mine: Counter[str] = field(default_factory=Counter)
    everyone: Counter[str] = field(default_factory=Counter)
    _starting: dict[int, ReportBuilder] = field(default_factory=dict)

    def add_game(self, record: GameRecord, events: list[WhatIf] | None, label: str = "") -> None:
        """Count a game; ``events`` None: its wall is not verified."""
        self.add(luck_part(record, events, self.player, label))

    def add(self, part: LuckPart) -> None:
        """Count one game's part (worked out by :func:`luck_part`, perhaps in a worker).

        Every game of the selection goes to the starting-hand luck (the others' riichi
        wins are its ippatsu reference); the facts count only games the player sits in.
        """
        builder = self._starting.get(part.players)
        if builder is None:
            builder = self._starting[part.players] = ReportBuilder(part.players, self.player)
        if part.facts is not None:
            builder.add(part.facts)
        if not part.seats:
            return
        if not part.verified:
            self.games_without_wall += 1
            return
        self.games += 1
        self.hands += part.hands * part.seats
        self.all_hands += part.hands * part.players
        for (name, _kinds), (everyone, mine) in zip(_COUNTED, part.marked, strict=True):
            self.everyone[name] += everyone
            self.mine[name] += mine

    def rates(self) -> dict[str, Per100]:
        """Per fact kind and per group; the p-value compares with the other seats."""
        out: dict[str, Per100] = {}
        for name in (*GROUPS, *KINDS):
            hits, base = self.mine[name], self.everyone[name]
            others, other_hands = base - hits, self.all_hands - self.hands
            p_value = compare_rates(hits, self.hands, others, other_hands).p_value
            out[name] = Per100(hits, self.hands, base, self.all_hands, p_value)
        return out

    def starting_hands(self) -> dict[int, PlayerLuck]:
        """The fairness lab's starting-hand luck of the player, by number of players."""
        out: dict[int, PlayerLuck] = {}
        for players, builder in sorted(self._starting.items()):
            luck = builder.report.luck()
            if luck is not None and luck.hands:
                out[players] = luck
        return out

    def sentences(self) -> list[Wording]:
        """The page in words: every rate with its interval and everyone's rate beside it."""
        out = [_HEAD.arg(self.hands, self.games, self.all_hands, self.games_without_wall)]
        if self.hands:
            rates = self.rates()
            out += [rates[name].sentence(NAMES[name]) for name in (*GROUPS, *KINDS)]
        starting = self.starting_hands()
        for players, luck in starting.items():
            for sentence in luck.sentences():
                out.append(_PLAYERS.arg(players, sentence) if len(starting) > 1 else sentence)
        return out

    def as_json(self) -> dict[str, object]:
        return {
            "games": self.games,
            "games_without_wall": self.games_without_wall,
            "hands": self.hands,
            "everyone_hands": self.all_hands,
            "rates": {name: rate.as_json() for name, rate in self.rates().items()},
            "starting_hands": {
                str(players): luck.as_json() for players, luck in self.starting_hands().items()
            },
            "sentences": [str(s) for s in self.sentences()],
        }


@dataclass(frozen=True, slots=True)
class LuckPart:
    """One game's share of a player's :class:`WallLuck`: made where the game is parsed
    (a worker), counted in order where the totals are kept."""

    players: int
    #: The game's facts for the starting-hand luck; None: an impossible hand.
    facts: GameFacts | None
    #: The player's seats at this table (a name at two seats counts both).
    seats: int
    hands: int = 0
    #: Whether the game's wall is verified (its what-if facts are known).
    verified: bool = False
    #: (every seat's, the player's) hands with each fact, in :data:`_COUNTED` order.
    marked: tuple[tuple[int, int], ...] = ()


def luck_part(
    record: GameRecord, events: list[WhatIf] | None, player: str, label: str = ""
) -> LuckPart:
    """What one game adds to ``player``'s wall luck; ``events`` None: an unverified wall."""
    players = record.player_count
    try:
        facts: GameFacts | None = game_facts(record, label, players, player)
    except (ValueError, LookupError, TypeError, ArithmeticError):
        facts = None  # an impossible hand: the statistics already say it was skipped
    seats = {s for s, name in enumerate(record.player_names[:players]) if name == player}
    if not seats or events is None:
        return LuckPart(players, facts, len(seats), verified=events is not None)
    marked = []
    for _name, kinds in _COUNTED:
        hands = {(e.hand, e.seat) for e in events if e.kind in kinds}
        marked.append((len(hands), sum(seat in seats for _, seat in hands)))
    return LuckPart(players, facts, len(seats), len(record.hands), True, tuple(marked))


def game_events(record: GameRecord, label: str = "") -> list[WhatIf] | None:
    """The game's what-if facts, None when its wall cannot be verified."""
    try:
        return what_if_events(open_game(record))
    except WhatIfError:
        return None
    except (ValueError, LookupError, TypeError, ArithmeticError):
        return None  # a hand the analysis cannot replay: no facts from this game


__all__ = ["GROUPS", "NAMES", "LuckPart", "Per100", "WallLuck", "game_events", "luck_part"]
