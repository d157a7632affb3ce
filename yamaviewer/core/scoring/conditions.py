"""All-last conditions (オーラス): what each seat's own win must be worth to move up.

For a seat and a place above it, the cheapest hand of the payment table that gets it
there by tsumo, and by ron from each other seat (a direct hit from the seat it chases
counts twice), honba and riichi sticks included.  A tie in points goes to the seat
nearer the first dealer (Tenhou's rule).  Per seat ahead, the smallest base that passes
it is found from the two scores alone; the place is then how many seats stay ahead.

Uma and oka never change the order (it is by points, ties by seat order); they say what
a place is worth, so the lines give each place's worth over the seat's own, read from
the log's final points (``owari``) or, without them, from the lobby's rules (GO type).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

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
    #: What each place is worth over the next after uma and oka (in final points, 1st
    #: over 2nd first); () when unknown.
    place_steps: tuple[int, ...] = ()

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


def scores_after(
    standing: Standing, winner: int, entry: TableEntry, ron_from: int | None
) -> tuple[int, ...]:
    """Every seat's points once the win is paid (honba and sticks to the winner)."""
    paid = win_payment(standing, winner, entry, ron_from)
    scores = list(standing.scores)
    if ron_from is not None:
        scores[ron_from] -= paid.ron
        scores[winner] += paid.ron
    else:
        for payer in range(standing.players):
            if payer != winner:
                share = paid.dealer if payer == standing.dealer else paid.other
                scores[payer] -= share
                scores[winner] += share
    scores[winner] += standing.sticks * STICK
    return tuple(scores)


def place_after(standing: Standing, winner: int, entry: TableEntry, ron_from: int | None) -> int:
    """The winner's place once the win is paid."""
    return places(scores_after(standing, winner, entry, ron_from), standing.first_dealer)[winner]


def _level_place(scores: Sequence[int], seat: int) -> int:
    """The seat's place were every tie in points to go its way."""
    return 1 + sum(1 for other, points in enumerate(scores) if points > scores[seat])


def tie_short(
    standing: Standing, seat: int, place: int, ron_from: int | None
) -> tuple[TableEntry, int] | None:
    """The cheapest win, below the one needed, that draws level with a seat the place
    needs passing but loses the tie on seat order; with the place it leaves the seat at."""
    needed = cheapest(standing, seat, place, ron_from)
    for entry in payment_table():
        if needed is not None and entry.base >= needed.base:
            return None
        final = scores_after(standing, seat, entry, ron_from)
        if _level_place(final, seat) <= place:
            return entry, places(final, standing.first_dealer)[seat]
    return None


def won_on_seat_order(
    standing: Standing, seat: int, place: int, entry: TableEntry, ron_from: int | None
) -> bool:
    """True when the win reaches the place only by a tie in points that seat order breaks."""
    final = scores_after(standing, seat, entry, ron_from)
    behind_or_level = sum(
        1 for o, points in enumerate(final) if o != seat and points >= final[seat]
    )
    return behind_or_level >= place and places(final, standing.first_dealer)[seat] <= place


#: Tenhou's uma and oka by player count, as each place's worth over the next in final
#: points: four players start at 25,000, return 30,000 (oka 20 to 1st), uma 10-20
#: (+20/+10/-10/-20); three players 35,000 and 40,000 (oka 15), uma +20/0/-20.
TENHOU_PLACE_STEPS = {4: (30, 20, 10), 3: (35, 20)}


def place_steps(game: GameRecord) -> tuple[tuple[int, ...], bool]:
    """Each place's worth over the next after uma and oka, and whether the log said so.

    The log's ``owari`` gives every seat's points and final points: what a seat's final
    points hold beyond its points (in thousands) is its place's uma and oka, so the step
    between two places is the difference, rounded to 5 (Tenhou rounds final points).
    Without ``owari`` (a game cut short) the lobby's rules by the GO type's player count.
    """
    players = game.player_count
    final = game.final_scores
    if final is None or len(final) < 2 * players:
        return TENHOU_PLACE_STEPS.get(players, ()), False
    points = [round(final[2 * seat] * 100) for seat in range(players)]
    extra = [final[2 * seat + 1] - points[seat] / 1000 for seat in range(players)]
    first = game.hands[0].dealer if game.hands else 0
    place_of = places(points, first)
    order = sorted(range(players), key=lambda s: place_of[s])
    steps = tuple(5 * round((extra[a] - extra[b]) / 5) for a, b in pairwise(order))
    return steps, True


def place_worth(standing: Standing, seat: int, place: int) -> int | None:
    """What reaching ``place`` is worth over the seat's place now, in final points."""
    now = places(standing.scores, standing.first_dealer)[seat]
    steps = standing.place_steps
    if len(steps) < now - 1:
        return None
    return sum(steps[place - 1 : now - 1])


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
        place_steps=place_steps(game)[0],
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
FOR_PLACE_WORTH = translatable("Scoring", "%1 for %2 (+%3 after uma and oka): %4")
TIES = translatable("Scoring", "%1; %2")
TIE_STAYS = translatable("Scoring", "%1 ties (%2 stays %3 on seat order)")
TIE_ENDS = translatable("Scoring", "%1 ties (%2 ends %3 on seat order)")
LEVEL_WON = translatable("Scoring", "%1 (level on points, ahead on seat order)")
UMA_NOTE = translatable(
    "Scoring",
    "Uma and oka never change the order (points decide, a tie goes to the seat nearer "
    "the first dealer); each place is worth %1 over the next in final points",
)


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


def _ways_words(standing: Standing, seat: int, ways: Sequence[tuple[int | None, str]]) -> str:
    """ "mangan tsumo or 5,200 direct hit from West or 8,000 from North or East"."""
    now = places(standing.scores, standing.first_dealer)
    options: list[str] = []
    rons: dict[tuple[bool, str], list[str]] = {}  # seats that need the same hand
    for ron_from, words in ways:
        if ron_from is None:
            options.append(TSUMO_NEED.arg(words))
        else:
            direct = now[ron_from] < now[seat]
            rons.setdefault((direct, words), []).append(seat_words(standing, ron_from))
    for (direct, words), seats in rons.items():
        options.append((DIRECT_NEED if direct else RON_NEED).arg(words, _joined(seats)))
    return _joined(options)


def condition_lines(standing: Standing, seat: int) -> list[Wording]:
    """The seat's conditions, one line per place above it, in players' words:
    "South for 2nd: mangan tsumo or 5,200 direct hit from West or 8,000 from North",
    then the cheaper wins that only tie and lose on seat order ("3,900 from North ties
    (South stays 3rd on seat order)"), and what the place is worth after uma and oka."""
    now = places(standing.scores, standing.first_dealer)
    if now[seat] == 1:
        return [ALREADY_TOP.arg(seat_words(standing, seat))]
    cheapest_entry = payment_table()[0]
    by_place: dict[int, list[Need]] = {}
    for need in needs(standing, seat):
        by_place.setdefault(need.place, []).append(need)
    name = seat_words(standing, seat)
    lines: list[Wording] = []
    for place in sorted(by_place, reverse=True):
        ways: list[tuple[int | None, str]] = []
        ties: dict[int, list[tuple[int | None, str]]] = {}  # by the place a tie leaves
        for need in by_place[place]:
            if need.entry is None:
                continue
            words = hand_words(standing, seat, need.entry, need.ron_from)
            if need.entry == cheapest_entry:
                words = ANY_WIN
            if won_on_seat_order(standing, seat, place, need.entry, need.ron_from):
                words = LEVEL_WON.arg(words)
            ways.append((need.ron_from, words))
            short = tie_short(standing, seat, place, need.ron_from)
            if short is not None:
                entry, ends = short
                ties.setdefault(ends, []).append(
                    (need.ron_from, hand_words(standing, seat, entry, need.ron_from))
                )
        text: str = _ways_words(standing, seat, ways)
        for ends, tie_ways in sorted(ties.items()):
            tie = TIE_STAYS if ends == now[seat] else TIE_ENDS
            text = TIES.arg(
                text, tie.arg(_ways_words(standing, seat, tie_ways), name, PLACE_NAMES[ends - 1])
            )
        worth = place_worth(standing, seat, place)
        if worth:
            lines.append(FOR_PLACE_WORTH.arg(name, PLACE_NAMES[place - 1], worth, text))
        else:
            lines.append(FOR_PLACE.arg(name, PLACE_NAMES[place - 1], text))
    if seat == standing.dealer:
        lines.append(DEALER_NOTE)
    if standing.place_steps:
        steps = ", ".join(f"+{step}" for step in standing.place_steps)
        lines.append(UMA_NOTE.arg(steps))
    return lines
