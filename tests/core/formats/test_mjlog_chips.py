"""Chip (祝儀) lobbies: logs whose ``sc`` and ``owari`` carry 16 numbers read, chips and all.

The chip logs are the shared real logs rewritten the way real chip-lobby logs look
(:mod:`tests.core.formats.mjlog_builders`); the chips expected are worked out there
from the log's text, not by the reader.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.formats.mjlog_builders import chip_log
from tests.shared_data import mjlog_files
from yamaviewer.core.formats.errors import LogFormatError
from yamaviewer.core.formats.mjlog import decode_log_bytes, parse_mjlog_bytes
from yamaviewer.core.record import HandRecord, HandResult, WinResult
from yamaviewer.core.verification.tenhou import verify_game


def _results(hands: list[HandRecord]) -> list[HandResult]:
    return [r for hand in hands for r in hand.results]


@pytest.mark.parametrize("path", mjlog_files(), ids=lambda p: p.name[-40:])
def test_a_chip_lobby_log_reads_with_its_chips_and_verifies(path: Path) -> None:
    plain = decode_log_bytes(path.read_bytes()).decode("utf-8")
    original = parse_mjlog_bytes(plain.encode())
    log = chip_log(plain, original.player_count)
    game = parse_mjlog_bytes(log.xml.encode())
    results, before = _results(game.hands), _results(original.hands)
    assert len(results) == len(before) == len(log.chip_deltas)
    for result, was, chips_before, chip_deltas in zip(
        results, before, log.chips_before, log.chip_deltas, strict=True
    ):
        assert result.chip_deltas == chip_deltas and result.chips_before == chips_before
        assert result.deltas == was.deltas and result.scores_before == was.scores_before
        assert was.chip_deltas == () and was.chips_before == ()
    wins = [r for r in results if isinstance(r, WinResult)]
    assert [w.chip_items for w in wins] == log.chip_items
    if original.final_scores is not None:
        assert game.final_scores == original.final_scores
        assert game.final_chips == log.final_chips
    else:
        assert game.final_chips is None
    assert game.flags == original.flags and game.player_count == original.player_count
    verdict, plain_verdict = verify_game(game), verify_game(original)
    assert verdict.status == plain_verdict.status
    assert verdict.draws_checked == plain_verdict.draws_checked


def test_the_chips_of_a_real_looking_tsumo() -> None:
    """REFERENCE section 4's example: a tsumo with one red five, +3 chips and -1 each."""
    xml = (
        '<mjloggm ver="2.3"><GO type="553" lobby="0"/>'
        '<INIT seed="0,0,0,2,3,5" ten="250,250,250,250" oya="0" '
        'hai0="0,4,8,12,16,20,24,28,32,36,40,44,48" hai1="1,5,9,13,17,21,25,29,33,37,41,45,49" '
        'hai2="2,6,10,14,18,22,26,30,34,38,42,46,50" '
        'hai3="3,7,11,15,19,23,27,31,35,39,43,47,51"/>'
        '<AGARI ba="0,0" hai="0,4,8,12,16,20,24,28,32,36,40,44,48,52" machi="52" '
        'ten="30,1000,0" yaku="0,1,54,1" doraHai="5" who="0" fromWho="0" '
        'sc="240,130,250,-40,250,-40,250,-40,0,3,0,-1,0,-1,0,-1" chip="54,1" '
        'owari="370,47.0,210,-9.0,210,-19.0,210,-19.0,3,0,-1,0,-1,0,-1,0"/></mjloggm>'
    )
    game = parse_mjlog_bytes(xml.encode())
    win = game.hands[0].wins[0]
    assert win.deltas == (13000, -4000, -4000, -4000)
    assert win.chip_deltas == (3, -1, -1, -1) and win.chips_before == (0, 0, 0, 0)
    assert win.chip_items == ((54, 1),)
    assert game.final_scores == [370, 47.0, 210, -9.0, 210, -19.0, 210, -19.0]
    assert game.final_chips == [3, -1, -1, -1]


@pytest.mark.parametrize(
    ("sc", "chip", "message"),
    [
        ("240,130,250,-40,250,-40,250,-40,0,3,0,-1", "54,1", "has 12 numbers"),
        ("240,130,250,-40,250,-40,250,-40,0,3,0,-1,0,-1,0", "54,1", "has 15 numbers"),
        ("240,130,250,-40,250,-40,250,-40,0,3,0,-1,0,-1,0,-1", "54", "'chip' is not pairs"),
        ("240,130,250,-40,250,-40,250,-40,0,3,0,-1,0,-1,0,-1", "54,x", "'chip' is not a list"),
    ],
)
def test_a_damaged_chip_attribute_is_named(sc: str, chip: str, message: str) -> None:
    xml = (
        '<mjloggm ver="2.3"><GO type="553" lobby="0"/>'
        '<INIT seed="0,0,0,2,3,5" ten="250,250,250,250" oya="0" '
        'hai0="0,4,8,12,16,20,24,28,32,36,40,44,48" hai1="1,5,9,13,17,21,25,29,33,37,41,45,49" '
        'hai2="2,6,10,14,18,22,26,30,34,38,42,46,50" '
        'hai3="3,7,11,15,19,23,27,31,35,39,43,47,51"/>'
        '<AGARI ba="0,0" hai="0,4,8,12,16,20,24,28,32,36,40,44,48,52" machi="52" '
        f'ten="30,1000,0" yaku="0,1,54,1" doraHai="5" who="0" fromWho="0" sc="{sc}" '
        f'chip="{chip}"/></mjloggm>'
    )
    with pytest.raises(LogFormatError, match=message):
        parse_mjlog_bytes(xml.encode())
