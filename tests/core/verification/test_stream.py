"""Verifying a stream of games: batches to the workers, results in input order."""

from __future__ import annotations

import multiprocessing
from pathlib import Path

from tests.log_sources import build_houou_db, real_logs, synthetic_id
from yamaviewer.core.library.sources import iter_games
from yamaviewer.core.verification.stream import MAX_BATCH, _batches, verify_items


def test_batches_grow_from_one_game_to_the_largest_in_order() -> None:
    batches = list(_batches(iter(range(300)), 2))
    sizes = [len(batch) for batch in batches]
    assert sizes[:12] == [1, 1, 2, 2, 4, 4, 8, 8, 16, 16, 32, 32]
    assert max(sizes) == MAX_BATCH
    assert [item for batch in batches for item in batch] == list(range(300))


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
