"""The scoring drill: questions from real wins and generated hands, answers judged, explained.

A question is a win as it stood (its :class:`WinSituation`) and its score.  A real win
becomes a question only when the recount agrees with the log, so every answer the drill
expects is the log's own ``ten``.  Four skills are asked: name the yaku, count the han,
count the fu, say the points (the ron payment, or the tsumo shares, honba included).
Answers are kept in the trainer's history as position answers keyed ``score:<skill>:…``;
a question's key is stable (a real win's position key, a generated hand's seed), so a
missed one comes back by the trainer's Leitner boxes (:class:`KeyedReviews`).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass

from yamaviewer.core.chinitsu.scheduler import KeyedReviews
from yamaviewer.core.identity import game_key, log_id_of, position_key
from yamaviewer.core.library.sources import GameItem, SourceReport, iter_games
from yamaviewer.core.melds import Meld, MeldType
from yamaviewer.core.record import GameRecord, Limit
from yamaviewer.core.scoring.compare import check_game
from yamaviewer.core.scoring.hand import (
    HandScore,
    ScoringError,
    WinSituation,
    fu_word,
    score_situation,
    situation_of_win,
)
from yamaviewer.core.scoring.table import (
    STICK,
    Payment,
    base_points,
    payment,
    with_honba,
)
from yamaviewer.core.tiles import TileAllocator, TileError
from yamaviewer.core.wording import Wording, translatable
from yamaviewer.core.yaku import yaku_name

SKILLS = ("yaku", "han", "fu", "points")
SKILL_NAMES: dict[str, Wording] = {
    "yaku": translatable("Scoring", "Name the yaku"),
    "han": translatable("Scoring", "Count the han"),
    "fu": translatable("Scoring", "Count the fu"),
    "points": translatable("Scoring", "Say the points"),
}
#: History keys of the drill's answers: ``score:<skill>:<question key>``.
KEY_PREFIX = "score:"
#: Dora, ura dora and red fives: counted in han, never "named" as yaku.
DORA_IDS = frozenset((52, 53, 54))
#: Options the yaku question offers at most (keys 1..9).
YAKU_OPTIONS = 9
LIMIT_NAMES: dict[Limit, Wording] = {
    Limit.MANGAN: translatable("Scoring", "mangan"),
    Limit.HANEMAN: translatable("Scoring", "haneman"),
    Limit.BAIMAN: translatable("Scoring", "baiman"),
    Limit.SANBAIMAN: translatable("Scoring", "sanbaiman"),
    Limit.YAKUMAN: translatable("Scoring", "yakuman"),
}


@dataclass(frozen=True, slots=True)
class ScoringQuestion:
    """One win to count: where it comes from, how it stood and its answer."""

    #: Stable key for the history: a real win's position key (its game, hand and
    #: winner, the win's index in the hand for the step) or ``gen:<seed>``.
    key: str
    situation: WinSituation
    score: HandScore
    #: The log's ``ten`` for a real win (None for a generated hand).
    log_points: int | None = None
    #: 'East 3, 1 honba' for a real win, else "".
    label: str = ""

    @property
    def named_yaku(self) -> tuple[int, ...]:
        """The yaku to name (dora, ura and red fives are counted, not named)."""
        return tuple(y for y, _ in self.score.yaku if y not in DORA_IDS)

    @property
    def paid(self) -> Payment:
        """The payment with honba: the answer to "say the points"."""
        s = self.situation
        base = base_points(self.score.han, self.score.fu, len(self.score.yakuman))
        return with_honba(payment(base, dealer=s.dealer, tsumo=s.tsumo), s.honba, s.players)


# -- questions from games -------------------------------------------------------------------


def win_key(game_id: str, hand: int, winner: int, index: int) -> str:
    """A win's question key: the winner's position (core.identity) at the hand's
    ``index``-th win (a double ron's two wins are two questions)."""
    return position_key(game_id, hand, winner, index)


def questions_of_game(game: GameRecord, game_id: str) -> Iterator[ScoringQuestion]:
    """Every win of the game whose recount agrees with the log, as a question."""
    hands = {hand.index: hand for hand in game.hands}
    win_index: dict[int, int] = {}
    for check in check_game(game):
        index = win_index[check.hand_index] = win_index.get(check.hand_index, -1) + 1
        if not check.agrees or check.score is None:
            continue
        hand = hands[check.hand_index]
        win = check.win
        yield ScoringQuestion(
            key=win_key(game_id, hand.index, win.winner, index),
            situation=situation_of_win(game, hand, win),
            score=check.score,
            log_points=win.points,
            label=hand.label,
        )


def questions_of_items(
    items: Iterable[GameItem], limit: int | None = None
) -> Iterator[ScoringQuestion]:
    """Questions from games as sources give them (files, databases, the Library), the
    way the trainer's real-game positions are gathered; a game that cannot be read is
    skipped."""
    found = 0
    seen: set[str] = set()  # a game in two files (or in the Library too) asks once
    for item in items:
        if not item.ok:
            continue
        try:
            loaded = item.load()
            game_id = game_key(loaded.data, log_id_of(item), loaded.format)
            if game_id in seen:
                continue
            seen.add(game_id)
            questions = list(questions_of_game(loaded.record, game_id))
        except (ValueError, OSError, IndexError, KeyError):
            continue
        for question in questions:
            yield question
            found += 1
            if limit is not None and found >= limit:
                return


def iter_questions(
    specs: Iterable[str], report: SourceReport | None = None, limit: int | None = None
) -> Iterator[ScoringQuestion]:
    """Questions from every win the specs (files, folders, databases, ids) hold."""
    return questions_of_items(iter_games(specs, report=report), limit)


# -- generated hands ------------------------------------------------------------------------


def _groups(rng: random.Random) -> list[list[int]] | None:
    """Four groups and a pair of kinds, at most four copies of any kind (None: try again)."""
    counts = [0] * 34
    groups: list[list[int]] = []
    for _ in range(4):
        if rng.random() < 0.6:
            suit = rng.randrange(3)
            start = suit * 9 + rng.randrange(7)
            group = [start, start + 1, start + 2]
        else:
            kind = rng.randrange(34)
            group = [kind] * 3
        groups.append(group)
    pair = rng.randrange(34)
    groups.append([pair, pair])
    for group in groups:
        for kind in group:
            counts[kind] += 1
    return groups if max(counts) <= 4 else None


def generated_question(rng: random.Random) -> ScoringQuestion:
    """A random complete hand that has a yaku (its seed drawn from ``rng``)."""
    return question_of_seed(rng.getrandbits(32))


def question_of_seed(seed: int) -> ScoringQuestion:
    """The generated hand of a seed, with random winds, calls, riichi and dora: the same
    hand every time, so a missed one can be asked again (key ``gen:<seed>``)."""
    rng = random.Random(seed)
    while True:
        groups = _groups(rng)
        if groups is None:
            continue
        allocator = TileAllocator()
        try:
            tiles = [
                [allocator.take(kind, kind in (4, 13, 22) and rng.random() < 0.3) for kind in g]
                for g in groups
            ]
        except TileError:  # a second red five, or four plain fives: draw again
            continue
        called: list[Meld] = []
        seat = rng.randrange(4)
        for index in range(4):
            if rng.random() < 0.2:
                group = tuple(tiles[index])
                is_run = groups[index][0] != groups[index][1]
                meld_type = MeldType.CHI if is_run else MeldType.PON
                offset = 3 if is_run else rng.choice((1, 2, 3))
                called.append(Meld(meld_type, seat, group, group[0], offset))
                tiles[index] = []
        closed_groups = [t for t in tiles if t]
        win_tile = rng.choice(rng.choice(closed_groups))
        closed = tuple(t for group in closed_groups for t in group if t != win_tile) + (win_tile,)
        is_closed = not called
        riichi = is_closed and rng.random() < 0.5
        dora_kind = rng.randrange(34)
        dora = tuple(i for i in range(dora_kind * 4, dora_kind * 4 + 4) if i not in closed)[:1]
        situation = WinSituation(
            closed=closed,
            win_tile=win_tile,
            melds=tuple(called),
            tsumo=rng.random() < 0.4,
            seat_wind=rng.randrange(4),
            round_wind=rng.choice((0, 0, 1)),
            dora=dora,
            riichi=riichi,
            honba=rng.choice((0, 0, 0, 1, 2)),
        )
        try:
            score = score_situation(situation)
        except (ScoringError, ValueError):
            continue
        return ScoringQuestion(key=f"gen:{seed}", situation=situation, score=score)


# -- answers --------------------------------------------------------------------------------


def parse_numbers(text: str) -> tuple[int, ...]:
    """The numbers typed, whatever separates them ("1300-2600", "1,300 2,600", "8000")."""
    return tuple(int(n) for n in re.findall(r"\d+", text.replace(",", "")))


@dataclass(frozen=True, slots=True)
class AnswerPart:
    """One part of an answer: what it is, what was given, what is right."""

    what: Wording
    given: str
    expected: str
    right: bool


@dataclass(frozen=True, slots=True)
class Judgement:
    skill: str
    parts: tuple[AnswerPart, ...]

    @property
    def right(self) -> bool:
        return all(part.right for part in self.parts)


RON_PAYMENT = translatable("Scoring", "ron payment")
DEALER_SHARE = translatable("Scoring", "the dealer pays")
OTHER_SHARE = translatable("Scoring", "each other player pays")
ALL_SHARE = translatable("Scoring", "each player pays")
HAN = translatable("Scoring", "han")
FU = translatable("Scoring", "fu")
MISSED_YAKU = translatable("Scoring", "not named")
EXTRA_YAKU = translatable("Scoring", "not in the hand")


def expected_numbers(question: ScoringQuestion) -> tuple[int, ...]:
    """The points answer: the ron payment, the dealer's tsumo share, or the two shares."""
    paid = question.paid
    if paid.ron:
        return (paid.ron,)
    return (paid.other,) if not paid.dealer else (paid.other, paid.dealer)


def judge(
    question: ScoringQuestion,
    skill: str,
    answer: str | Iterable[int],
    *,
    name_of: Callable[[int], str] = yaku_name,
) -> Judgement:
    """Judge one answer: typed text for han, fu and points, picked yaku ids for yaku
    (named by ``name_of``: the GUI names them in the interface language)."""
    score = question.score
    if skill == "yaku":
        picked = set(answer) if not isinstance(answer, str) else set()
        wanted = set(question.named_yaku)
        parts = tuple(
            AnswerPart(
                MISSED_YAKU if y not in picked else EXTRA_YAKU if y not in wanted else HAN,
                name_of(y) if y in picked else "",
                name_of(y) if y in wanted else "",
                (y in picked) == (y in wanted),
            )
            for y in sorted(wanted | picked)
        )
        return Judgement(skill, parts)
    text = answer if isinstance(answer, str) else " ".join(str(n) for n in answer)
    given = parse_numbers(text)
    if skill in ("han", "fu"):
        value = score.han if skill == "han" else score.fu
        got = given[0] if len(given) == 1 else None
        shown = str(got) if got is not None else text.strip()
        return Judgement(
            skill, (AnswerPart(HAN if skill == "han" else FU, shown, str(value), got == value),)
        )
    expected = expected_numbers(question)
    paid = question.paid
    if len(expected) == 1:
        what = RON_PAYMENT if paid.ron else ALL_SHARE
        got = given[0] if len(given) == 1 else None
        return Judgement(
            skill, (AnswerPart(what, text.strip(), str(expected[0]), got == expected[0]),)
        )
    low, high = expected  # players say the smaller share first; either order is taken
    ordered = sorted(given) if len(given) == 2 else [None, None]
    return Judgement(
        skill,
        (
            AnswerPart(OTHER_SHARE, str(ordered[0] or ""), str(low), ordered[0] == low),
            AnswerPart(DEALER_SHARE, str(ordered[1] or ""), str(high), ordered[1] == high),
        ),
    )


def yaku_options(question: ScoringQuestion, rng: random.Random) -> tuple[int, ...]:
    """The hand's yaku and others, shuffled, at most nine (picked with keys 1..9)."""
    wanted = list(question.named_yaku)[:YAKU_OPTIONS]
    common = [1, 0, 7, 8, 9, 18, 19, 20, 22, 23, 24, 25, 28, 29, 34, 35, 10, 14, 2, 5, 4]
    others = [y for y in common if y not in wanted]
    rng.shuffle(others)
    options = wanted + others[: max(0, min(YAKU_OPTIONS, len(wanted) + 4) - len(wanted))]
    rng.shuffle(options)
    return tuple(options)


# -- the explanation ------------------------------------------------------------------------

YAKU_LINE = translatable("Scoring", "%1: %2 han")
HAN_TOTAL = translatable("Scoring", "%1 han in all")
FU_LINE = translatable("Scoring", "%1: %2 fu")
FU_ROUNDED = translatable("Scoring", "%1 fu, rounded up to %2 fu")
FU_SEVEN_PAIRS = translatable("Scoring", "seven pairs are always 25 fu")
FU_YAKUMAN = translatable("Scoring", "a yakuman counts no fu")
BASE_LINE = translatable("Scoring", "base points: %1 x 2^(%2 + 2) = %3")
LIMIT_LINE = translatable("Scoring", "%1 han %2 fu is a %3: base points %4")
RON_LINE = translatable("Scoring", "ron: %1 x %2 = %3, rounded up to %4")
TSUMO_DEALER_LINE = translatable("Scoring", "tsumo: %1 x 2 = %2, rounded up to %3 from each player")
TSUMO_LINE = translatable(
    "Scoring", "tsumo: the dealer pays %1 x 2 = %2 -> %3, the others %1 -> %4 each"
)
SANMA_LINE = translatable("Scoring", "three players: the missing player's share is not paid")
HONBA_LINE = translatable("Scoring", "%1 honba: %2 more from each payer")
STICKS_LINE = translatable("Scoring", "%1 riichi sticks on the table: %2 to the winner")
TOTAL_LINE = translatable("Scoring", "the winner gets %1 (%2 before honba and sticks)")


def explanation(
    question: ScoringQuestion, *, name_of: Callable[[int], str] = yaku_name
) -> list[Wording]:
    """Every step of the count: yaku with han, fu line by line, limit, table, honba."""
    score, s = question.score, question.situation
    lines = [YAKU_LINE.arg(name_of(y), han) for y, han in score.yaku]
    lines.append(HAN_TOTAL.arg(score.han))
    if score.yakuman:
        lines.append(FU_YAKUMAN)
    elif score.fu_parts == (("seven pairs", 25),):
        lines.append(FU_SEVEN_PAIRS)
    else:
        lines += [FU_LINE.arg(fu_word(what), fu) for what, fu in score.fu_parts]
        lines.append(FU_ROUNDED.arg(score.fu_before_rounding, score.fu))
    base = base_points(score.han, score.fu, len(score.yakuman))
    if score.limit is not None:
        lines.append(LIMIT_LINE.arg(score.han, score.fu, LIMIT_NAMES[score.limit], base))
    else:
        lines.append(BASE_LINE.arg(score.fu, score.han, base))
    paid = payment(base, dealer=s.dealer, tsumo=s.tsumo)
    if paid.ron:
        times = 6 if s.dealer else 4
        lines.append(RON_LINE.arg(base, times, base * times, paid.ron))
    elif s.dealer:
        lines.append(TSUMO_DEALER_LINE.arg(base, base * 2, paid.other))
    else:
        lines.append(TSUMO_LINE.arg(base, base * 2, paid.dealer, paid.other))
    if s.tsumo and s.players == 3:
        lines.append(SANMA_LINE)
    if s.honba:
        per_payer = 100 * s.honba * ((s.players - 1) if paid.ron else 1)
        lines.append(HONBA_LINE.arg(s.honba, per_payer))
    if s.sticks:
        lines.append(STICKS_LINE.arg(s.sticks, s.sticks * STICK))
    total = with_honba(paid, s.honba, s.players).total(s.players, winner_is_dealer=s.dealer)
    lines.append(TOTAL_LINE.arg(total + s.sticks * STICK, score.points))
    return lines


# -- history --------------------------------------------------------------------------------


def history_key(skill: str, question: ScoringQuestion) -> str:
    return f"{KEY_PREFIX}{skill}:{question.key}"


@dataclass(frozen=True, slots=True)
class SkillStats:
    tried: int
    right: int


def skill_stats(outcomes: Sequence[tuple[str, bool, float]]) -> dict[str, SkillStats]:
    """Answers and right answers per skill, from the history's position outcomes."""
    counts = {skill: [0, 0] for skill in SKILLS}
    for key, right, _at in outcomes:
        if not key.startswith(KEY_PREFIX):
            continue
        skill = key[len(KEY_PREFIX) :].split(":", 1)[0]
        if skill in counts:
            counts[skill][0] += 1
            counts[skill][1] += int(right)
    return {skill: SkillStats(tried, right) for skill, (tried, right) in counts.items()}


def reviews(outcomes: Sequence[tuple[str, bool, float]]) -> KeyedReviews:
    """The drill's Leitner boxes, from the history's position outcomes."""
    return KeyedReviews(KEY_PREFIX, outcomes)


def due_reviews(
    boxes: KeyedReviews, now: float, skill: str, pool: Sequence[ScoringQuestion]
) -> list[ScoringQuestion]:
    """The skill's questions due at ``now`` in review order: real wins still in the pool,
    generated hands made again from their seed."""
    by_key = {q.key: q for q in pool}
    head = f"{KEY_PREFIX}{skill}:"
    found: list[ScoringQuestion] = []
    for key in boxes.due(now):
        if not key.startswith(head):
            continue
        question_key = key[len(head) :]
        if question_key in by_key:
            found.append(by_key[question_key])
        elif question_key.startswith("gen:") and question_key[4:].isdigit():
            found.append(question_of_seed(int(question_key[4:])))
    return found


def mistakes(outcomes: Sequence[tuple[str, bool, float]]) -> list[str]:
    """Question keys (``skill:key``) whose last answer was wrong: "My mistakes"."""
    last: dict[str, bool] = {}
    for key, right, _at in outcomes:
        if key.startswith(KEY_PREFIX):
            last[key[len(KEY_PREFIX) :]] = right
    return [key for key, right in last.items() if not right]
