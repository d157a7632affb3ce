"""All-last conditions (オーラス): what each seat's own win must be worth to move up.

For a seat and a place above it, the cheapest hand of the payment table that gets it
there by tsumo, and by ron from each other seat (a direct hit from the seat it chases
counts twice), honba and riichi sticks included.  A tie in points goes to the seat
nearer the first dealer (Tenhou's rule).  Per seat ahead, the smallest base that passes
it is found from the two scores alone; the place is then how many seats stay ahead.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from yamaviewer.core.record import GameRecord, HandRecord
from yamaviewer.core.scoring.table import (
    STICK,
    Payment,
    TableEntry,
    payment,
    payment_table,
    with_honba,
)
from yamaviewer.core.winds import WIND_NAMES, seat_wind
from yamaviewer.core.wording import Wording, translatable


@dataclass(frozen=True, slots=True)
class Standing:
    """Scores (in points, one per seat) at the start of a hand, and what is on the table."""

    scores: tuple[int, ...]
    dealer: int
    honba: int = 0
    sticks: int = 0
    #: The seat that dealt the first hand: ties in points go to the seat nearest it.
    first_dealer: int = 0

    @property
    def players(self) -> int:
        return len(self.scores)


def places(scores: Sequence[int], first_dealer: int = 0) -> list[int]:
    """Each seat's place (1 = top): more points first, a tie to the seat nearer the first dealer."""
    n = len(scores)
    order = sorted(range(n), key=lambda s: (-scores[s], (s - first_dealer) % n))
    result = [0] * n
    for place, seat in enumerate(order, start=1):
        result[seat] = place
    return result


def win_payment(
    standing: Standing, winner: int, entry: TableEntry, ron_from: int | None
) -> Payment:
    """What the win pays, honba included (sticks are separate)."""
    paid = payment(entry.base, dealer=winner == standing.dealer, tsumo=ron_from is None)
    return with_honba(paid, standing.honba, standing.players)


def _gain_and_loss(
    standing: Standing, winner: int, other: int, entry: TableEntry, ron_from: int | None
) -> tuple[int, int]:
    """The winner's gain (sticks too) and what ``other`` pays, for one table entry."""
    paid = win_payment(standing, winner, entry, ron_from)
    sticks = standing.sticks * STICK
    if ron_from is not None:
        return paid.ron + sticks, paid.ron if other == ron_from else 0
    payers = [s for s in range(standing.players) if s != winner]
    shares = [paid.dealer if s == standing.dealer else paid.other for s in payers]
    return sum(shares) + sticks, shares[payers.index(other)]


def _passes(standing: Standing, winner: int, other: int, gain: int, loss: int) -> bool:
    mine = standing.scores[winner] + gain
    theirs = standing.scores[other] - loss
    if mine != theirs:
        return mine > theirs
    n = standing.players
    first = standing.first_dealer
    return (winner - first) % n < (other - first) % n


@dataclass(frozen=True, slots=True)
class Need:
    """The cheapest win that brings ``seat`` to ``place`` (None: no hand does)."""

    seat: int
    place: int
    #: None for a tsumo, else the seat that deals in.
    ron_from: int | None
    entry: TableEntry | None

    @property
    def direct(self) -> bool:
        return self.ron_from is not None


def cheapest(standing: Standing, seat: int, place: int, ron_from: int | None) -> TableEntry | None:
    """The cheapest table entry whose win by ``seat`` ends the hand at ``place`` or better."""
    now = places(standing.scores, standing.first_dealer)
    ahead = [s for s in range(standing.players) if now[s] < now[seat]]
    table = payment_table()
    thresholds: list[int] = []  # per seat ahead: index of the first entry that passes it
    for other in ahead:
        index = next(
            (
                i
                for i, entry in enumerate(table)
                if _passes(
                    standing, seat, other, *_gain_and_loss(standing, seat, other, entry, ron_from)
                )
            ),
            len(table),
        )
        thresholds.append(index)
    must_pass = len(ahead) - (place - 1)
    if must_pass <= 0:
        return table[0]
    needed = sorted(thresholds)[must_pass - 1]
    return table[needed] if needed < len(table) else None


def needs(standing: Standing, seat: int) -> list[Need]:
    """For each place above the seat: the cheapest tsumo and ron from each other seat."""
    now = places(standing.scores, standing.first_dealer)[seat]
    found: list[Need] = []
    for place in range(now - 1, 0, -1):
        found.append(Need(seat, place, None, cheapest(standing, seat, place, None)))
        for other in range(standing.players):
            if other != seat:
                found.append(Need(seat, place, other, cheapest(standing, seat, place, other)))
    return found


def standing_of_hand(game: GameRecord, hand: HandRecord) -> Standing:
    """The standing a hand starts from (scores in points, honba, sticks, dealer)."""
    players = game.player_count
    first = game.hands[0].dealer if game.hands else 0
    return Standing(
        scores=tuple(score * 100 for score in hand.scores[:players]),
        dealer=hand.dealer,
        honba=hand.honba,
        sticks=hand.riichi_sticks,
        first_dealer=first,
    )


# -- in players' words ----------------------------------------------------------------------

PLACE_NAMES = (
    translatable("Scoring", "1st"),
    translatable("Scoring", "2nd"),
    translatable("Scoring", "3rd"),
    translatable("Scoring", "4th"),
)
FOR_PLACE = translatable("Scoring", "%1 for %2: %3")
TSUMO_NEED = translatable("Scoring", "%1 tsumo")
RON_NEED = translatable("Scoring", "%1 from %2")
DIRECT_NEED = translatable("Scoring", "%1 direct hit from %2")
OR = translatable("Scoring", "%1 or %2")
ANY_WIN = translatable("Scoring", "any win")
NO_HAND = translatable("Scoring", "no hand")
ALREADY_TOP = translatable("Scoring", "%1 is 1st: any win keeps it there")
DEALER_NOTE = translatable("Scoring", "(the dealer's win goes on to another hand)")
EACH_PAYS = translatable("Scoring", "%1 all")


def _points(value: int) -> str:
    return f"{value:,}"


def hand_words(standing: Standing, seat: int, entry: TableEntry, ron_from: int | None) -> str:
    """ "mangan", "1,000-2,000", "2,600 all", "5,200": a hand as players name it (no honba)."""
    from yamaviewer.core.scoring.drill import LIMIT_NAMES

    if entry.limit is not None:
        return LIMIT_NAMES[entry.limit]
    paid = payment(entry.base, dealer=seat == standing.dealer, tsumo=ron_from is None)
    if paid.ron:
        return _points(paid.ron)
    if not paid.dealer:
        return EACH_PAYS.arg(_points(paid.other))
    return f"{_points(paid.other)}-{_points(paid.dealer)}"


def seat_words(standing: Standing, seat: int) -> Wording:
    """A seat named by its wind this hand (East is the dealer)."""
    return WIND_NAMES[seat_wind(seat, standing.dealer, standing.players)]


def _joined(words: Sequence[str]) -> str:
    text = words[0] if words else NO_HAND
    for word in words[1:]:
        text = OR.arg(text, word)
    return text


def condition_lines(standing: Standing, seat: int) -> list[Wording]:
    """The seat's conditions, one line per place above it, in players' words:
    "South for 2nd: mangan tsumo or 5,200 direct hit from West or 8,000 from North"."""
    now = places(standing.scores, standing.first_dealer)
    if now[seat] == 1:
        return [ALREADY_TOP.arg(seat_words(standing, seat))]
    cheapest_entry = payment_table()[0]
    by_place: dict[int, list[Need]] = {}
    for need in needs(standing, seat):
        by_place.setdefault(need.place, []).append(need)
    lines: list[Wording] = []
    for place in sorted(by_place, reverse=True):
        options: list[str] = []
        rons: dict[tuple[bool, str], list[str]] = {}  # seats that need the same hand
        for need in by_place[place]:
            if need.entry is None:
                continue
            words = hand_words(standing, seat, need.entry, need.ron_from)
            if need.entry == cheapest_entry:
                words = ANY_WIN
            if need.ron_from is None:
                options.append(TSUMO_NEED.arg(words))
            else:
                direct = now[need.ron_from] < now[seat]
                who = seat_words(standing, need.ron_from)
                rons.setdefault((direct, words), []).append(who)
        for (direct, words), seats in rons.items():
            options.append((DIRECT_NEED if direct else RON_NEED).arg(words, _joined(seats)))
        lines.append(
            FOR_PLACE.arg(seat_words(standing, seat), PLACE_NAMES[place - 1], _joined(options))
        )
    if seat == standing.dealer:
        lines.append(DEALER_NOTE)
    return lines
