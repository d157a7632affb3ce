"""A log cut short (a download that stopped, a log saved mid-game) opens its complete hands.

Every shared real log is cut at many byte offsets, plain and gzip: the hands read
are the full file's first hands, the record says where and why it ends, and those
hands verify as they do in the whole file.
"""

from __future__ import annotations

import gzip
import re
from pathlib import Path

import pytest

from tests.core.formats.mjlog_builders import cut_offsets
from tests.shared_data import mjlog_files
from yamaviewer.core.formats.errors import LogFormatError
from yamaviewer.core.formats.mjlog import decode_log_bytes, parse_mjlog_bytes
from yamaviewer.core.verification.tenhou import verify_game

_INIT = re.compile(rb"<INIT\b[^>]*/>")
_OWARI = re.compile(rb"<(?:AGARI|RYUUKYOKU)\b[^>]*\bowari=[^>]*/>")
_ELEMENT = re.compile(rb"<([A-Za-z]+)\b[^>]*/>")
_TAIL_NAME = re.compile(rb"\s*<([A-Za-z]+)")


def _complete_hands(head: bytes, hands: int) -> int:
    """The hands a cut keeps, read from the text: all of them once the game's last result
    (``owari``) is in; else every hand another element follows after its result (not a
    second AGARI: a double ron has two), the last one only when the cut falls in such."""
    if _OWARI.search(head):
        return hands
    inits = len(_INIT.findall(head))
    elements = _ELEMENT.findall(head)
    tail = _TAIL_NAME.match(head[head.rfind(b">") + 1 :])
    if elements and elements[-1] in (b"AGARI", b"RYUUKYOKU") and tail and tail[1] != b"AGARI":
        return inits
    return max(0, inits - 1)


@pytest.mark.parametrize("path", mjlog_files(), ids=lambda p: p.name[-40:])
def test_a_log_cut_short_keeps_its_complete_hands(path: Path) -> None:
    xml = decode_log_bytes(path.read_bytes())
    full = parse_mjlog_bytes(xml)
    assert full.cut_short is None
    whole = verify_game(full)
    assert whole.cut_short is None
    end = xml.rindex(b"</mjloggm>")
    for cut in cut_offsets(xml, end):
        head = xml[:cut]
        expected = _complete_hands(head, len(full.hands))
        if not expected:
            with pytest.raises(LogFormatError, match="cut short"):
                parse_mjlog_bytes(head)
            continue
        game = parse_mjlog_bytes(head)
        assert game.hands == full.hands[:expected], cut
        assert game.cut_short is not None and "cut short" in game.cut_short
        assert f"after {cut:,} bytes" in game.cut_short
        if expected < len(full.hands):
            partial = full.hands[expected]
            assert (
                f"during {partial.label} (hand {expected + 1})" in game.cut_short
                or f"as hand {expected + 1} begins" in game.cut_short
            )
            assert f"Complete hands shown: {expected}." in game.cut_short
        verdict = verify_game(game)
        assert verdict.status == whole.status and verdict.cut_short == game.cut_short
        assert verdict.hands == whole.hands[:expected]


@pytest.mark.parametrize("path", mjlog_files()[::4], ids=lambda p: p.name[-40:])
def test_a_gzip_log_cut_short_keeps_its_complete_hands(path: Path) -> None:
    xml = decode_log_bytes(path.read_bytes())
    full = parse_mjlog_bytes(xml)
    data = gzip.compress(xml)
    for cut in cut_offsets(data, len(data)):
        try:
            game = parse_mjlog_bytes(data[:cut])
        except LogFormatError as error:
            assert "cut short" in str(error)
            continue
        count = len(game.hands)
        assert game.hands == full.hands[:count]
        # Only a cut in the gzip trailer (after the whole XML) leaves nothing missing.
        assert game.cut_short is not None or game == full
        assert verify_game(game).status == verify_game(full).status


def test_a_log_ending_after_its_last_result_keeps_every_hand() -> None:
    files = mjlog_files()
    if not files:
        pytest.skip("shared logs absent (../shared/data is not beside the repo)")
    xml = decode_log_bytes(files[0].read_bytes())
    full = parse_mjlog_bytes(xml)
    assert full.final_scores is not None
    head = xml[: xml.rindex(b"</mjloggm>")]
    game = parse_mjlog_bytes(head)
    assert game.hands == full.hands and game.final_scores == full.final_scores
    assert game.cut_short is not None and "after the game's last result" in game.cut_short
