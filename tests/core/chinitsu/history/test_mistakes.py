"""My mistakes: every wrong answer of a history built here, filtered and starred."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest

from tests.core.chinitsu.chinitsu_bruteforce import bf_waits
from yamaviewer.core.chinitsu import PositionRecord, ReverseRecord, TrainerSession
from yamaviewer.core.chinitsu.hand import counts_of, mask_to_ranks
from yamaviewer.core.chinitsu.history.mistakes import my_mistakes, position_mode
from yamaviewer.core.chinitsu.history.store import HistoryStore
from yamaviewer.core.chinitsu.ukeire import make_ukeire_question


def _pack(ranks: list[int]) -> int:
    return sum(1 << (3 * (r - 1)) for r in ranks)


def _play(store: HistoryStore) -> tuple[list[tuple[int, int, int]], int]:
    """Answer 40 quiz hands (every third wrong), then reverse, discard and real-game answers."""
    t = [1000.0]

    def clock() -> float:
        return t[0]

    session = TrainerSession("mixed", history=store, clock=clock, rng=random.Random(5))
    wrong: list[tuple[int, int, int]] = []  # (hand, selected mask, answered_at)
    for n in range(40):
        q = session.next_question()
        t[0] += 3.0
        right = bf_waits(counts_of(q.hand))
        picked = mask_to_ranks(right)
        if n % 3 == 0:
            picked = [r for r in range(1, 10) if r not in picked][:2]
        result = session.submit(picked)
        if not result.exact:
            wrong.append((q.hand, sum(1 << (r - 1) for r in picked), int(t[0])))
        t[0] += 1.0
    reverse_hand = _pack([1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9])  # nine-sided
    store.add(ReverseRecord(t[0] + 1, reverse_hand, 5, 5, True))
    store.add(ReverseRecord(t[0] + 2, _pack([1, 1, 2, 2, 3, 3, 4, 5, 6, 7, 8, 9, 9]), 9, 5, False))
    discard = make_ukeire_question(random.Random(3)).hand  # one step from tenpai
    store.add(PositionRecord(t[0] + 3, f"discard:{discard:x}", False, "9"))
    store.add(PositionRecord(t[0] + 4, "0123456789abcdef", False, "3p 6p"))
    store.add(PositionRecord(t[0] + 5, "safe:00ff", True, "5m"))
    return wrong, discard


@pytest.mark.parametrize("on_disk", [False, True])
def test_every_miss_newest_first_with_answers(tmp_path: Path, on_disk: bool) -> None:
    store = HistoryStore(tmp_path / "h.sqlite3") if on_disk else HistoryStore(memory_only=True)
    wrong, discard = _play(store)
    found = my_mistakes(store)
    assert [m.answered_at for m in found] == sorted((m.answered_at for m in found), reverse=True)
    assert [m.mode for m in found[:3]] == ["real", "discard", "reverse"]  # safe: was right
    waits = [m for m in found if m.mode == "waits"]
    assert [(m.hand, m.answered_at) for m in waits] == [(h, at) for h, _s, at in reversed(wrong)]
    for m, (hand, selected, _at) in zip(waits, reversed(wrong)):
        assert m.answer == tuple(mask_to_ranks(bf_waits(counts_of(hand))))
        assert m.answered == tuple(mask_to_ranks(selected))
        assert m.wait_count == len(m.answer) and m.level == "mixed" and m.suit == "p"
    real = found[0]
    assert real.chosen == "3p 6p" and real.question == "0123456789abcdef"
    d = found[1]
    # Independent: each discard's tenpai-making tiles counted by the brute-force judge.
    counts = counts_of(discard)
    best_tiles = {}
    for r in set(mask_to_ranks(sum(1 << (k) for k in range(9) if counts[k]))):
        left = list(counts)
        left[r - 1] -= 1
        total = 0
        for draw in range(9):
            if left[draw] < 4:
                after = list(left)
                after[draw] += 1
                if any(
                    bf_waits(tuple(after[:k] + [after[k] - 1] + after[k + 1 :]))
                    for k in range(9)
                    if after[k]
                ):
                    total += 4 - left[draw]
        best_tiles[r] = total
    top = max(best_tiles.values())
    assert d.answer == tuple(r for r in sorted(best_tiles) if best_tiles[r] == top)
    assert d.answered == (9,) and d.hand == discard
    rev = found[2]
    assert rev.answered == (5,) and 9 in rev.answer and 5 not in rev.answer
    assert rev.answer == tuple(mask_to_ranks(bf_waits(counts_of(rev.hand or 0))))


def test_filters_and_stars(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    store = HistoryStore(path)
    _play(store)
    everything = my_mistakes(store)
    for mode in ("waits", "reverse", "discard", "real", "safe"):
        assert my_mistakes(store, mode=mode) == [m for m in everything if m.mode == mode]
    counts = {m.wait_count for m in everything if m.mode == "waits"}
    assert len(counts) > 1
    for n in counts:
        got = my_mistakes(store, wait_count=n)
        assert got and all(m.wait_count == n for m in got)
        assert len(got) == sum(1 for m in everything if m.wait_count == n)
    shape = next(s for m in everything for s in m.shapes)
    assert all(shape in m.shapes for m in my_mistakes(store, shape=shape))
    target = everything[3]
    assert store.set_starred(target.question, True, 5.0)
    store.close()
    again = HistoryStore(path)  # the star is stored, not only in memory
    starred = my_mistakes(again, starred_only=True)
    assert starred and {m.question for m in starred} == {target.question}
    assert all(m.starred for m in starred)
    assert again.set_starred(target.question, False)
    assert my_mistakes(again, starred_only=True) == []
    again.close()


def test_schema_3_file_is_migrated(tmp_path: Path) -> None:
    """A history from before stars and ``chosen``: opened, its misses listed, starrable."""
    path = tmp_path / "old.sqlite3"
    conn = sqlite3.connect(path)
    conn.executescript(
        "CREATE TABLE position_answers (id INTEGER PRIMARY KEY, answered_at REAL NOT NULL, "
        "position TEXT NOT NULL, right INTEGER NOT NULL, UNIQUE (answered_at, position));"
        "INSERT INTO position_answers (answered_at, position, right) VALUES (7.0, 'abc', 0);"
    )
    conn.commit()
    conn.close()
    store = HistoryStore(path)
    found = my_mistakes(store)
    assert [(m.question, m.chosen, m.mode) for m in found] == [("abc", "", "real")]
    assert store.set_starred("abc", True, 1.0)
    assert my_mistakes(store, starred_only=True)[0].starred
    store.close()


def test_position_modes() -> None:
    assert position_mode("discard:1") == "discard"
    assert position_mode("safe:1") == "safe"
    assert position_mode("score:han:1") == "scoring"
    assert position_mode("alllast:1") == "all-last"
    assert position_mode("0123456789abcdef") == "real"
