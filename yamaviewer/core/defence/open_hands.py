"""A guess at the danger of each tile against open hands that show a plan (not riichi).

An open hand declares nothing, so unlike riichi there is no table to calibrate: what
its calls and discards suggest is read by plain rules, and each tile the seat shown
holds is "high" when every suggested plan could still win on it, else "low" (genbutsu,
the opponent's own discards, can never be a ron).  The rules, from what the seat
shown sees:

* honitsu: two or more calls, every called number tile of one suit (honour calls
  allowed), and at most one in five of the opponent's discards of that suit.  With
  honour calls only, the suit is the one it discarded least (none when tied).  Its
  plan can win on that suit and on honours with a copy left;
* toitoi: two or more pon/kan and no chi.  It waits on a pair (shanpon), so a tile
  of which the seat sees at most two copies could be it;
* yakuhai: a pon/kan of a dragon, the round wind or the opponent's own seat wind.
  Any ordinary wait: a tile is high unless suji of its discards, no-chance, or an
  honour with at most one copy left (:func:`~yamaviewer.core.defence.classes.classify`).

Over the shared logs the tile that dealt into a hand read so that won with honitsu,
toitoi or yakuhai was high 68 times in 76 (89 %), where 59 % of the held tiles were
(``tests/core/defence/test_open_hands.py``).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from enum import Enum

from yamaviewer.core.defence.classes import FIRST_HONOUR, TileClass, classify, yakuhai_kinds
from yamaviewer.core.defence.danger import held_kinds, riichi_truth, seen_counts
from yamaviewer.core.melds import Meld, MeldType
from yamaviewer.core.replay.state import HandReplay
from yamaviewer.core.tiles import kind_of
from yamaviewer.core.winds import round_wind, seat_wind

_TRIPLETS = frozenset((MeldType.PON, MeldType.OPEN_KAN, MeldType.ADDED_KAN, MeldType.CLOSED_KAN))
_OPEN = frozenset((MeldType.CHI, MeldType.PON, MeldType.OPEN_KAN, MeldType.ADDED_KAN))
#: Classes a yakuhai hand's ordinary waits can hardly hold (the guess's "low").
_YAKUHAI_LOW = frozenset(
    (
        TileClass.GENBUTSU,
        TileClass.HONOUR_NONE_LEFT,
        TileClass.DOUBLE_SUJI,
        TileClass.SUJI_19,
        TileClass.SUJI_28,
        TileClass.SUJI_37,
        TileClass.NO_CHANCE,
        TileClass.GUEST_WIND_1,
        TileClass.YAKUHAI_1,
    )
)


class Plan(str, Enum):
    """What an open hand's calls suggest (the JSON and display names)."""

    HONITSU = "honitsu"
    TOITOI = "toitoi"
    YAKUHAI = "yakuhai"


class Guess(str, Enum):
    """A tile's guessed danger against one open hand."""

    GENBUTSU = "genbutsu"
    LOW = "low"
    HIGH = "high"


@dataclass(frozen=True, slots=True)
class HandRead:
    """The plans an opponent's open hand suggests; ``suit`` is honitsu's (0 m, 1 p, 2 s)."""

    plans: tuple[Plan, ...]
    suit: int | None = None


@dataclass(frozen=True, slots=True)
class OpenHandGuess:
    """One open opponent, the guess for each kind the seat shown holds, and the truth."""

    seat: int
    read: HandRead
    tiles: tuple[tuple[int, Guess], ...]  # (kind, guess), kinds in order
    #: The opponent's real wait then (empty when not tenpai): hindsight for the panel.
    waits: tuple[int, ...]

    def guess_of(self, kind: int) -> Guess:
        return next(g for k, g in self.tiles if k == kind)


def _suit(kind: int) -> int | None:
    return None if kind >= FIRST_HONOUR else kind // 9


def read_hand(melds: Sequence[Meld], discards: Sequence[int], yakuhai: Collection[int]) -> HandRead:
    """The plans ``melds`` and ``discards`` (kinds) suggest; no plans for a closed hand."""
    calls = [m for m in melds if m.type is not MeldType.KITA]
    if not any(m.type in _OPEN for m in calls):
        return HandRead(())
    plans = []
    suit = None
    if len(calls) >= 2:
        suits = {s for m in calls for t in m.tiles if (s := _suit(kind_of(t))) is not None}
        per_suit = [sum(_suit(k) == s for k in discards) for s in range(3)]
        if len(suits) == 1:
            suit = next(iter(suits))
        elif not suits and per_suit.count(min(per_suit)) == 1:
            suit = per_suit.index(min(per_suit))
        if suit is not None and per_suit[suit] * 5 <= len(discards):
            plans.append(Plan.HONITSU)
        else:
            suit = None
    triplets = [m for m in calls if m.type in _TRIPLETS]
    if len(triplets) >= 2 and not any(m.type is MeldType.CHI for m in calls):
        plans.append(Plan.TOITOI)
    if any(kind_of(m.tiles[0]) in yakuhai for m in triplets):
        plans.append(Plan.YAKUHAI)
    return HandRead(tuple(plans), suit)


def guess(
    kind: int,
    read: HandRead,
    discards: Collection[int],
    seen: Sequence[int],
    yakuhai: Collection[int],
) -> Guess:
    """``kind`` against a hand read as ``read``: high when every plan could win on it.

    ``discards``: the opponent's own discarded kinds; ``seen``: 34 counts the seat
    shown sees; ``yakuhai``: honours that are a yaku for the opponent.
    """
    if kind in discards:
        return Guess.GENBUTSU
    possible = True
    for plan in read.plans:
        if plan is Plan.HONITSU:
            possible &= _suit(kind) in (None, read.suit) and seen[kind] < 4
        elif plan is Plan.TOITOI:
            possible &= seen[kind] <= 2
        else:
            possible &= classify(kind, discards, seen, yakuhai) not in _YAKUHAI_LOW
    return Guess.HIGH if possible else Guess.LOW


def open_hand_guesses(replay: HandReplay, step: int, seat: int) -> tuple[OpenHandGuess, ...]:
    """For ``seat`` at ``step``: a guess against each other seat, not in riichi, with a plan."""
    state = replay.state(step)
    players = replay.players
    hand = replay.hand
    seen = seen_counts(state, seat, players)
    kinds = held_kinds(state, seat)
    out = []
    for other in range(players):
        them = state.seats[other]
        if other == seat or them.riichi or not them.melds:
            continue
        yakuhai = yakuhai_kinds(round_wind(hand.round), seat_wind(other, hand.dealer, players))
        discards = [kind_of(r.tile) for r in them.river]
        read = read_hand(them.melds, discards, yakuhai)
        if not read.plans:
            continue
        safe = set(discards)
        waits = riichi_truth(state, other, safe, players).waits
        tiles = tuple((k, guess(k, read, safe, seen, yakuhai)) for k in kinds)
        out.append(OpenHandGuess(other, read, tiles, waits))
    return tuple(out)
