"""Verifying a stream of games: batches to the workers, results in input order."""

from __future__ import annotations

import multiprocessing
import pickle
from pathlib import Path

from tests.log_sources import build_houou_db, real_logs, synthetic_id
from yamaviewer.core.library.sources import DATABASE, GameItem, iter_games
from yamaviewer.core.verification.stream import (
    MAX_BATCH,
    MAX_BATCH_BYTES,
    _batches,
    map_games,
    verify_item,
    verify_items,
)


def _items(count: int, size: int) -> list[GameItem]:
    return [GameItem(f"#{i}", DATABASE, payload=b"x" * size) for i in range(count)]


def test_batches_grow_from_one_game_to_the_largest_in_order() -> None:
    items = _items(2000, 10)
    batches = list(_batches(iter(items), 2))
    sizes = [len(batch) for batch in batches]
    assert sizes[:12] == [1, 1, 2, 2, 4, 4, 8, 8, 16, 16, 32, 32]
    assert max(sizes) == MAX_BATCH
    assert [item for batch in batches for item in batch] == items


def test_a_batch_holds_at_most_its_bytes_however_many_games() -> None:
    size = MAX_BATCH_BYTES // 10 + 1
    batches = list(_batches(iter(_items(300, size)), 2))
    assert max(len(batch) for batch in batches) == 10  # the tenth log passes the bound
    assert all(sum(len(i.payload or b"") for i in b[:-1]) < MAX_BATCH_BYTES for b in batches)
    assert sum(len(batch) for batch in batches) == 300


def test_results_pickle_small_and_come_back_equal() -> None:
    """The results of real logs survive the trip to the parent unchanged, in fewer bytes
    than the generated per-field state (which pickles each field's name too)."""
    for xml in real_logs(5):
        result = verify_item(GameItem("log", DATABASE, payload=xml))
        data = pickle.dumps(result, pickle.HIGHEST_PROTOCOL)
        back = pickle.loads(data)
        assert back == result
        assert back.to_json() == result.to_json()
        assert b"live_draws" not in data  # arguments, not named state


def _label_length(item: GameItem) -> object:
    if item.label.endswith("#3"):
        return lambda: None  # an answer that cannot be pickled: its whole batch is lost
    return len(item.label)


def test_a_lost_batch_answers_each_of_its_items_and_the_run_goes_on() -> None:
    items = _items(8, 1)
    answers = list(
        map_games(
            _label_length,
            iter(items),
            2,
            lambda item, reason: -1,
            mp_context=multiprocessing.get_context("spawn"),
        )
    )
    assert [item for item, _answer in answers] == items
    [lost] = [batch for batch in _batches(iter(items), 2) if items[3] in batch]
    assert [answer for _item, answer in answers] == [-1 if i in lost else 2 for i in items]


def test_two_workers_answer_every_game_in_input_order_as_one_does(tmp_path: Path) -> None:
    logs = real_logs(40)
    database = tmp_path / "houou.db"
    build_houou_db(database, [(synthetic_id(i), xml) for i, xml in enumerate(logs)])
    # A row marked downloaded with no log: its error keeps its place among the others.
    import sqlite3

    with sqlite3.connect(database) as connection:
        connection.execute(
            "INSERT INTO logs VALUES (?, '2021-01-01', 4, 0, 1, 0, NULL)", (synthetic_id(1000),)
        )
    connection.close()
    one = [(item.label, result.to_json()) for item, result in verify_items(iter_games([database]))]
    two = [
        (item.label, result.to_json())
        for item, result in verify_items(
            iter_games([database]), 2, mp_context=multiprocessing.get_context("spawn")
        )
    ]
    assert two == one
    assert len(one) == 41
    statuses = [report["status"] for _label, report in one]
    assert statuses.count("verified") == 40
    assert any(report["error"] and "holds no log" in str(report["error"]) for _l, report in one)


def test_cancel_stops_two_workers_between_results(tmp_path: Path) -> None:
    database = tmp_path / "houou.db"
    build_houou_db(database, [(synthetic_id(i), xml) for i, xml in enumerate(real_logs(30))])
    seen: list[str] = []
    for item, _result in verify_items(iter_games([database]), 2, cancel=lambda: len(seen) >= 5):
        seen.append(item.label)
    assert len(seen) == 5
