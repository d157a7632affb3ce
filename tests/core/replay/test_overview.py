"""The overview's numbers against the log's own ``sc`` on every hand of the shared logs."""

from __future__ import annotations

import gzip
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.shared_data import MJLOG_DIR, mjlog_files, require
from yamaviewer.core.formats.mjlog import read_mjlog
from yamaviewer.core.record import GameRecord, HandRecord
from yamaviewer.core.replay.overview import game_overview, overview_row


def _sc_by_hand(path: Path) -> list[tuple[list[int], list[list[int]]]]:
    """Per INIT: its ``ten`` and every AGARI/RYUUKYOKU ``sc`` (hundreds), read straight from XML."""
    data = path.read_bytes()
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    hands: list[tuple[list[int], list[list[int]]]] = []
    for element in ET.fromstring(data):
        if element.tag == "INIT":
            hands.append(([int(x) for x in element.attrib["ten"].split(",")], []))
        elif element.tag in ("AGARI", "RYUUKYOKU") and "sc" in element.attrib:
            hands[-1][1].append([int(x) for x in element.attrib["sc"].split(",")])
    return hands


def test_every_hand_agrees_with_the_logs_sc() -> None:
    require(MJLOG_DIR)
    checked = 0
    for path in mjlog_files():
        game = read_mjlog(path)
        if game.skipped or game.cut_short:
            continue
        expected = _sc_by_hand(path)
        overview = game_overview(game)
        players = overview.players
        assert len(overview.rows) == len(expected), path.name
        for row, (ten, scs) in zip(overview.rows, expected, strict=True):
            assert list(row.start) == [t * 100 for t in ten[:players]], (path.name, row.index)
            if not scs:
                assert row.end == row.start
                continue
            first = scs[0]
            before = [first[2 * s] * 100 for s in range(players)]
            paid = [sum(sc[2 * s + 1] for sc in scs) * 100 for s in range(players)]
            assert list(row.payments) == paid, (path.name, row.index)
            assert list(row.end) == [b + p for b, p in zip(before, paid, strict=True)]
            assert row.result_step > 0
            checked += 1
        # The running score is the next deal's: the chart's line never jumps between hands.
        for seat in range(players):
            series = overview.series(seat)
            starts = [row.start[seat] for row in overview.rows]
            assert series[1:-1] == starts[1:], (path.name, seat)
    assert checked == 596  # every result of the 93 logs (a double ron's pair as one hand)


def test_a_hand_without_a_result_keeps_its_scores() -> None:
    hand = HandRecord(0, 0, 0, 0, (0, 0), 0, 0, [250, 250, 250, 250], [[], [], [], []])
    row = overview_row(hand, 4)
    assert row.end == row.start == (25000,) * 4
    assert row.net == (0, 0, 0, 0) and row.result_step == 0 and row.wins == ()


def test_net_includes_the_riichi_deposit() -> None:
    require(MJLOG_DIR)
    for path in mjlog_files():
        game: GameRecord = read_mjlog(path)
        for row in game_overview(game).rows:
            if row.draw is not None and row.draw.kind.value == "exhaustive":
                deposits = [s - b for s, b in zip(row.start, row.draw.scores_before, strict=False)]
                if any(deposits):
                    assert row.net == tuple(
                        p - d for p, d in zip(row.payments, deposits, strict=True)
                    )
                    return
    pytest.fail("no draw with a riichi deposit in the shared logs")
