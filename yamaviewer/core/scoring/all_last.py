"""The all-last quiz (オーラス, Riichi-Trainer's All Last trainer): what does a seat need?

A question is a standing (a real game's last hand, or a generated one), a seat, the place
one above it and a way to win (tsumo, or ron from one seat).  The answer is the least
hand, typed as players name it without honba: the ron payment ("5200"), the dealer's
tsumo share ("2000" all) or the two tsumo shares ("1000 2000"); 0 when no hand does.
The answer and every typed hand are graded by :mod:`.conditions` and explained by where
each seat ends.  Answers go to the trainer's history under ``alllast:<question key>``.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from yamaviewer.core.record import GameRecord
from yamaviewer.core.scoring.conditions import (
    PLACE_NAMES,
    Standing,
    cheapest,
    condition_lines,
    place_worth,
    places,
    scores_after,
    seat_words,
    standing_of_hand,
    tie_short,
)
from yamaviewer.core.scoring.drill import parse_numbers
from yamaviewer.core.scoring.table import STICK, TableEntry, payment, payment_table
from yamaviewer.core.winds import seat_wind
from yamaviewer.core.wording import Wording, translatable

KEY_PREFIX = "alllast:"


@dataclass(frozen=True, slots=True)
class AllLastQuestion:
    """What ``seat`` needs to reach ``place`` by tsumo (``ron_from`` None) or by ron."""

    #: ``<game id>/<hand>/<seat>/<way>`` for a real game end, ``gen:<seed>`` for a made one.
    key: str
    standing: Standing
    seat: int
    place: int
    ron_from: int | None
    #: The hand's name ('South 4, 1 honba') for a real game end, else "".
    label: str = ""

    @property
    def entry(self) -> TableEntry | None:
        """The least hand that does it (None: not even a yakuman)."""
        return cheapest(self.standing, self.seat, self.place, self.ron_from)


def way_key(ron_from: int | None) -> str:
    return "t" if ron_from is None else f"r{ron_from}"


def hand_numbers(q: AllLastQuestion, entry: TableEntry) -> tuple[int, ...]:
    """A hand as typed, honba left out: the ron payment, the dealer's share, or the two
    tsumo shares (the smaller first)."""
    paid = payment(entry.base, dealer=q.seat == q.standing.dealer, tsumo=q.ron_from is None)
    if paid.ron:
        return (paid.ron,)
    return (paid.other,) if not paid.dealer else (paid.other, paid.dealer)


def expected_numbers(q: AllLastQuestion) -> tuple[int, ...]:
    """The answer as typed; (0,) when no hand does it."""
    entry = q.entry
    return (0,) if entry is None else hand_numbers(q, entry)


def entry_of_numbers(q: AllLastQuestion, numbers: tuple[int, ...]) -> TableEntry | None:
    """The cheapest hand of the table paid as typed (None: no hand is paid so)."""
    return next((e for e in payment_table() if hand_numbers(q, e) == numbers), None)


@dataclass(frozen=True, slots=True)
class AllLastJudgement:
    right: bool
    given: tuple[int, ...]
    expected: tuple[int, ...]
    #: The hand typed (None: 0, or no hand of the table is paid so).
    entry: TableEntry | None
    #: Where the typed hand leaves the seat (None without a hand).
    place: int | None


def judge(q: AllLastQuestion, text: str) -> AllLastJudgement:
    """Right when the typed hand is the least that reaches the place (either share first)."""
    given = parse_numbers(text)
    if len(given) == 2:
        given = tuple(sorted(given))
    expected = expected_numbers(q)
    entry = None if given in ((), (0,)) else entry_of_numbers(q, given)
    place = None
    if entry is not None:
        final = scores_after(q.standing, q.seat, entry, q.ron_from)
        place = places(final, q.standing.first_dealer)[q.seat]
    return AllLastJudgement(given == expected, given, expected, entry, place)


# -- questions ------------------------------------------------------------------------------


def questions_of_standing(
    standing: Standing, key: str, label: str = ""
) -> Iterator[AllLastQuestion]:
    """Per seat below 1st, its way to the place above: tsumo and ron from each other seat."""
    now = places(standing.scores, standing.first_dealer)
    for seat in range(standing.players):
        if now[seat] == 1:
            continue
        for ron_from in (None, *(s for s in range(standing.players) if s != seat)):
            yield AllLastQuestion(
                f"{key}/{seat}/{way_key(ron_from)}", standing, seat, now[seat] - 1, ron_from, label
            )


def questions_of_game(game: GameRecord, game_id: str) -> Iterator[AllLastQuestion]:
    """The game's end: its last hand's standing, every seat below 1st, every way to win."""
    if not game.hands:
        return
    last = game.hands[-1]
    standing = standing_of_hand(game, last)
    yield from questions_of_standing(standing, f"{game_id}/{last.index}", last.label)


def question_of_seed(seed: int) -> AllLastQuestion:
    """A made all-last (South 4, seat 0 dealt first): four close scores, honba and
    sticks, one seat below 1st and one way to win; the same for the same seed."""
    rng = random.Random(seed)
    while True:
        sticks = rng.choice((0, 0, 1, 1, 2))
        scores = [25000 + 100 * rng.randrange(-150, 151) for _ in range(3)]
        scores.append(100000 - sticks * STICK - sum(scores))
        if min(scores) < 0:
            continue
        standing = Standing(
            tuple(scores),
            dealer=3,
            honba=rng.choice((0, 0, 0, 1, 2)),
            sticks=sticks,
            place_steps=(30, 20, 10),
        )
        now = places(standing.scores)
        seat = rng.choice([s for s in range(4) if now[s] > 1])
        ron_from = rng.choice((None, None, *(s for s in range(4) if s != seat)))
        return AllLastQuestion(f"gen:{seed}", standing, seat, now[seat] - 1, ron_from)


def generated_question(rng: random.Random) -> AllLastQuestion:
    return question_of_seed(rng.getrandbits(32))


# -- the explanation ------------------------------------------------------------------------

SCORE_OF = translatable("Scoring", "%1 %2")
SCORES_JOIN = translatable("Scoring", "%1 · %2")
ENDS_LINE = translatable("Scoring", "%1: %2 ends %3 (%4)")
LEAST_LINE = translatable("Scoring", "the least hand: %1")
NO_HAND_LINE = translatable("Scoring", "no hand does it: even a yakuman leaves %1 %2")
SHORT_LINE = translatable("Scoring", "one step less, %1, is not enough")
TABLE_LINE = translatable("Scoring", "%1 honba and %2 riichi sticks go to the winner as well")
WORTH_LINE = translatable("Scoring", "%1 is worth +%2 over %3 in final points (uma and oka)")
NOT_A_HAND = translatable("Scoring", "no hand is paid %1")
ALL_WAYS = translatable("Scoring", "Every way:")


def way_words(q: AllLastQuestion, entry: TableEntry) -> str:
    """'5,200 from West', '1,000-2,000 tsumo': the hand and how it is won."""
    from yamaviewer.core.scoring.conditions import RON_NEED, TSUMO_NEED, hand_words

    words = hand_words(q.standing, q.seat, entry, q.ron_from)
    if q.ron_from is None:
        return TSUMO_NEED.arg(words)
    return RON_NEED.arg(words, seat_words(q.standing, q.ron_from))


def _scores_words(q: AllLastQuestion, scores: tuple[int, ...]) -> Wording:
    """'East 31,000 · South 29,200 · …' in wind order."""
    s = q.standing
    order = sorted(range(s.players), key=lambda seat: seat_wind(seat, s.dealer, s.players))
    words = [SCORE_OF.arg(seat_words(s, seat), f"{scores[seat]:,}") for seat in order]
    text = words[0]
    for word in words[1:]:  # Wordings all the way, so every seat name is translated
        text = SCORES_JOIN.arg(text, word)
    return text


def _ends(q: AllLastQuestion, entry: TableEntry) -> Wording:
    final = scores_after(q.standing, q.seat, entry, q.ron_from)
    place = places(final, q.standing.first_dealer)[q.seat]
    return ENDS_LINE.arg(
        way_words(q, entry),
        seat_words(q.standing, q.seat),
        PLACE_NAMES[place - 1],
        _scores_words(q, final),
    )


def explanation(q: AllLastQuestion, typed: AllLastJudgement | None = None) -> list[Wording]:
    """The least hand and where it leaves every seat, the hand just below it (or the tie
    that seat order loses), the typed hand's outcome, honba and sticks, the place's worth,
    then the seat's conditions every way."""
    s = q.standing
    entry = q.entry
    lines: list[Wording] = []
    shown: list[TableEntry] = []  # hands whose outcome is already a line
    if entry is None:
        table = payment_table()
        final = scores_after(s, q.seat, table[-1], q.ron_from)
        place = places(final, s.first_dealer)[q.seat]
        lines.append(NO_HAND_LINE.arg(seat_words(s, q.seat), PLACE_NAMES[place - 1]))
    else:
        shown.append(entry)
        lines.append(LEAST_LINE.arg(way_words(q, entry)))
        lines.append(_ends(q, entry))
        short = tie_short(s, q.seat, q.place, q.ron_from)
        below = [e for e in payment_table() if e.base < entry.base]
        if short is not None:
            shown.append(short[0])
            lines.append(_ends(q, short[0]))
        elif below:
            shown.append(below[-1])
            lines.append(SHORT_LINE.arg(way_words(q, below[-1])))
            lines.append(_ends(q, below[-1]))
    said = {hand_numbers(q, e) for e in shown}
    if typed is not None and not typed.right and typed.given not in said:
        if typed.entry is not None:
            lines.append(_ends(q, typed.entry))
        elif typed.given not in ((), (0,)):
            lines.append(NOT_A_HAND.arg("-".join(f"{n:,}" for n in typed.given)))
    if s.honba or s.sticks:
        lines.append(TABLE_LINE.arg(s.honba, s.sticks))
    worth = place_worth(s, q.seat, q.place)
    now = places(s.scores, s.first_dealer)[q.seat]
    if worth:
        lines.append(WORTH_LINE.arg(PLACE_NAMES[q.place - 1], worth, PLACE_NAMES[now - 1]))
    lines.append(ALL_WAYS)
    lines += condition_lines(s, q.seat)
    return lines


def history_key(q: AllLastQuestion) -> str:
    return KEY_PREFIX + q.key
