"""The all-last quiz graded against a brute force over the payment table."""

from __future__ import annotations

import random

import pytest

from tests.core.scoring.test_conditions import _after, _brute
from tests.shared_data import MJLOG_DIR, mjlog_files, require
from yamaviewer.core.replay.document import load_document
from yamaviewer.core.scoring.all_last import (
    AllLastQuestion,
    expected_numbers,
    explanation,
    generated_question,
    hand_numbers,
    judge,
    question_of_seed,
    questions_of_game,
)
from yamaviewer.core.scoring.table import payment_table


def _brute_place(q: AllLastQuestion, typed: tuple[int, ...]) -> int | None:
    """Where the cheapest hand paid as typed leaves the seat, paid out seat by seat."""
    for entry in payment_table():
        if hand_numbers(q, entry) == typed:
            final = _after(q.standing, q.seat, entry, q.ron_from)
            n = q.standing.players
            order = sorted(range(n), key=lambda s: (-final[s], (s - q.standing.first_dealer) % n))
            return order.index(q.seat) + 1
    return None


def _check(q: AllLastQuestion) -> None:
    least = _brute(q.standing, q.seat, q.place, q.ron_from)
    expected = (0,) if least is None else hand_numbers(q, least)
    assert expected_numbers(q) == expected, q
    answer = " ".join(str(n) for n in reversed(expected))  # either share first
    assert judge(q, answer).right
    lines = [str(line) for line in explanation(q)]
    assert lines[-1]  # the seat's conditions close it
    # Every cheaper hand of the table falls short; the typed hand's place is the brute's.
    for entry in payment_table():
        typed = hand_numbers(q, entry)
        got = judge(q, "-".join(map(str, typed)))
        assert got.place == _brute_place(q, typed), (q, entry)
        if least is not None and entry.base < least.base:
            assert not got.right and got.place is not None and got.place > q.place


@pytest.mark.slow
def test_generated_standings_against_the_brute_force() -> None:
    rng = random.Random(3131)
    for _ in range(150):
        q = generated_question(rng)
        assert question_of_seed(int(q.key[4:])) == q  # the same standing from its seed
        _check(q)


@pytest.mark.slow
def test_every_shared_game_end_against_the_brute_force() -> None:
    require(MJLOG_DIR)
    asked = 0
    for path in mjlog_files():
        try:
            game = load_document(path).game
        except ValueError:
            continue
        for q in questions_of_game(game, path.stem):
            assert q.standing.scores == tuple(
                s * 100 for s in game.hands[-1].scores[: len(q.standing.scores)]
            )
            _check(q)
            asked += 1
    assert asked > 800


def test_answers_as_players_type_them() -> None:
    q = question_of_seed(7)
    expected = expected_numbers(q)
    assert judge(q, "-".join(f"{n:,}" for n in expected)).right
    assert not judge(q, "").right and judge(q, "").entry is None
    assert not judge(q, "1").right and judge(q, "1").entry is None  # no hand is paid 1
    lines = [str(line) for line in explanation(q, judge(q, "1"))]
    assert "no hand is paid 1" in lines
    assert lines[0].startswith("the least hand: ")
    assert "Every way:" in lines
