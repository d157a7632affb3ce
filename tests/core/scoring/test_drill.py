"""The drill: its answers are the log's own, generated hands score, answers judged."""

from __future__ import annotations

import random

from tests.shared_data import MJLOG_DIR, mjlog_files, require
from yamaviewer.core.library.sources import iter_games
from yamaviewer.core.replay.document import load_document
from yamaviewer.core.scoring.drill import (
    ScoringQuestion,
    due_reviews,
    expected_numbers,
    explanation,
    generated_question,
    judge,
    mistakes,
    parse_numbers,
    question_of_seed,
    questions_of_game,
    questions_of_items,
    reviews,
    skill_stats,
    win_key,
    yaku_options,
)
from yamaviewer.core.scoring.table import STICK, base_points, payment


def _shared_questions() -> list[ScoringQuestion]:
    require(MJLOG_DIR)
    return list(questions_of_items(iter_games(mjlog_files())))


def test_the_drills_answers_are_the_logs_ten_over_every_shared_win() -> None:
    questions = _shared_questions()
    # 490 wins in the files; a game the folder holds twice is asked once (475 questions).
    assert len(questions) == len({q.key for q in questions}) == 475
    for q in questions:
        s, score = q.situation, q.score
        # The payment table written out by hand gives the log's ten ...
        base = base_points(score.han, score.fu, len(score.yakuman))
        plain = payment(base, dealer=s.dealer, tsumo=s.tsumo)
        assert plain.total(s.players, winner_is_dealer=s.dealer) == q.log_points, q.key
        # ... and with honba and sticks, what the discarder or each payer really paid.
        numbers = expected_numbers(q)
        total = (
            numbers[0]
            if q.paid.ron
            else numbers[0] * (s.players - 1)
            if len(numbers) == 1
            else numbers[0] * (s.players - 2) + numbers[1]
        )
        assert q.log_points is not None and total + s.sticks * STICK >= q.log_points
        assert judge(q, "points", " ".join(map(str, numbers))).right, q.key
        assert judge(q, "han", str(score.han)).right
        assert judge(q, "fu", str(score.fu)).right
        assert judge(q, "yaku", q.named_yaku).right


def test_payments_with_honba_and_sticks_are_the_logs_deltas() -> None:
    require(MJLOG_DIR)
    checked = 0
    for path in mjlog_files():
        try:
            game = load_document(path).game
        except ValueError:
            continue
        by_key = {q.key: q for q in questions_of_game(game, "g")}
        for hand in game.hands:
            for index, win in enumerate(hand.wins):
                q = by_key[win_key("g", hand.index, win.winner, index)]
                paid, s = q.paid, q.situation
                gain = paid.total(s.players, winner_is_dealer=s.dealer) + s.sticks * STICK
                if win.pao is None:
                    assert win.deltas[win.winner] == gain, q.key
                if paid.ron and win.pao is None:
                    assert -win.deltas[win.from_seat] == paid.ron
                checked += 1
    assert checked == 490


def test_generated_hands_score_and_explain() -> None:
    rng = random.Random(31)
    for _ in range(150):
        q = generated_question(rng)
        assert q.key.startswith("gen:") and q.log_points is None
        assert question_of_seed(int(q.key[4:])) == q  # the same hand from its seed
        base = base_points(q.score.han, q.score.fu, len(q.score.yakuman))
        plain = payment(base, dealer=q.situation.dealer, tsumo=q.situation.tsumo)
        assert plain.total(4, winner_is_dealer=q.situation.dealer) == q.score.points
        lines = [str(line) for line in explanation(q)]
        assert lines[-1].startswith("the winner gets")
        options = yaku_options(q, rng)
        assert set(q.named_yaku) <= set(options) and len(options) <= 9


def test_wrong_parts_are_marked() -> None:
    q = next(q for q in _shared_questions() if q.situation.tsumo and not q.situation.dealer)
    low, high = expected_numbers(q)
    assert judge(q, "points", f"{high}-{low}").right  # either order
    wrong = judge(q, "points", f"{low} {high + 100}")
    assert [part.right for part in wrong.parts] == [True, False]
    assert not judge(q, "points", "").right
    assert not judge(q, "han", str(q.score.han + 1)).right
    picked = judge(q, "yaku", (*q.named_yaku[1:], 47))
    assert not picked.right
    marks = {p.expected or p.given: p.right for p in picked.parts}
    assert marks["kokushi musou"] is False and list(marks.values()).count(False) == 2


def test_explanation_lists_yaku_and_fu_lines() -> None:
    q = next(q for q in _shared_questions() if q.score.limit is None and q.situation.honba)
    text = [str(line) for line in explanation(q)]
    for _what, fu in q.score.fu_parts:
        assert any(line.endswith(f": {fu} fu") for line in text)
    assert any(line.startswith(f"{q.score.han} han in all") for line in text)
    assert any("honba" in line for line in text)
    assert any(line.startswith("base points:") for line in text)


def test_numbers_typed_any_way() -> None:
    assert parse_numbers("1,300-2,600") == (1300, 2600)
    assert parse_numbers(" 8000 ") == (8000,)
    assert parse_numbers("") == ()


def test_statistics_by_skill_and_mistakes() -> None:
    outcomes = [
        ("score:fu:a", False, 1.0),
        ("score:fu:a", True, 2.0),
        ("score:han:b", False, 3.0),
        ("discard:12", False, 4.0),  # another trainer's answer
    ]
    stats = skill_stats(outcomes)
    assert (stats["fu"].tried, stats["fu"].right) == (2, 1)
    assert (stats["han"].tried, stats["yaku"].tried) == (1, 0)
    assert mistakes(outcomes) == ["han:b"]


def test_missed_questions_come_back_by_leitner_boxes() -> None:
    """A missed real win and a missed generated hand are due a minute later (box 1),
    the generated one made again from its seed; right answers move them up."""
    real = _shared_questions()[0]
    made = generated_question(random.Random(4))
    outcomes = [
        (f"score:fu:{real.key}", False, 0.0),
        (f"score:fu:{made.key}", False, 10.0),
        (f"score:han:{real.key}", True, 0.0),  # right the first time: never asked again
    ]
    boxes = reviews(outcomes)
    assert due_reviews(boxes, 59.0, "fu", [real]) == []
    assert due_reviews(boxes, 70.0, "fu", [real]) == [real, made]
    assert due_reviews(boxes, 70.0, "han", [real]) == []
    assert due_reviews(boxes, 70.0, "fu", []) == [made]  # the win's game no longer read
    boxes.record(f"score:fu:{real.key}", True, 70.0)
    assert due_reviews(boxes, 71.0, "fu", [real]) == [made]
