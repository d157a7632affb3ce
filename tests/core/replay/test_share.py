"""A position as players share it: mpsz, the tenhou.net/2 link and the 何切る caption."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import pytest

from tests.shared_data import mjlog_files
from yamaviewer.core.record import EventKind
from yamaviewer.core.replay.document import load_document
from yamaviewer.core.replay.share import TENHOU2_URL, shared_position
from yamaviewer.core.tiles import is_red, parse_mpsz_codes


def _codes(tiles: tuple[int, ...], red: bool) -> list[tuple[int, bool]]:
    return sorted((t // 4, red and is_red(t)) for t in tiles)


@pytest.mark.slow
def test_every_discard_decision_of_a_shared_log_reads_back_as_the_seats_tiles() -> None:
    files = mjlog_files()
    if not files:
        pytest.skip("shared logs not checked out")
    document = load_document(files[0])
    red = document.game.red_fives
    checked = 0
    for index in range(len(document.hands)):
        replay = document.replay(index)
        for step, event in enumerate(replay.hand.events, start=1):
            if event.kind is not EventKind.DRAW:
                continue
            position = shared_position(replay, step, event.seat, red)
            seat = replay.state(step).seats[event.seat]
            # The record's tiles, independently: concealed plus the drawn tile.
            tiles = (*seat.concealed, event.tile)
            assert sorted(parse_mpsz_codes(position.mpsz)) == _codes(tiles, red)
            assert len(position.tiles) % 3 == 2  # a hand deciding what to discard
            query = parse_qs(urlsplit(position.tenhou2_url).query)["q"][0]
            assert position.tenhou2_url.startswith(TENHOU2_URL)
            assert sorted(k for k, _ in parse_mpsz_codes(query)) == sorted(t // 4 for t in tiles)
            assert "0" not in query  # the calculator counts shapes: red fives as 5
            draws = sum(
                1
                for e in replay.hand.events[:step]
                if e.kind is EventKind.DRAW and e.seat == event.seat
            )
            assert position.turn == draws
            checked += 1
    assert checked > 300


def test_the_caption_names_hand_seat_turn_and_dora() -> None:
    files = mjlog_files()
    if not files:
        pytest.skip("shared logs not checked out")
    document = load_document(files[0])
    replay = document.replay(0)
    dealer = replay.hand.dealer
    step = next(
        i
        for i, e in enumerate(replay.hand.events, start=1)
        if e.kind is EventKind.DRAW and e.seat == (dealer + 1) % 4
    )
    position = shared_position(replay, step, (dealer + 1) % 4, document.game.red_fives)
    indicator = replay.hand.dora_indicator
    suit = "mpsz"[indicator // 36] if indicator < 108 else "z"
    rank = indicator // 4 % 9 + 1 if indicator < 108 else indicator // 4 - 26
    expected_indicator = f"{0 if document.game.red_fives and is_red(indicator) else rank}{suit}"
    assert str(position.caption()) == (
        f"{replay.hand.label} · South seat · turn 1 · dora indicator {expected_indicator}"
    )
    text = position.problem_text()
    assert text.splitlines() == [str(position.caption()), position.mpsz]
    with pytest.raises(IndexError):
        shared_position(replay, step, 4, True)
