"""Writing tenhou.net/6 JSON: Tenhou's own export must come out equal, field by field."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.core.formats.tenhou6_data import (
    EDITOR_DIR,
    OFFICIAL_DIR,
    VALIDATION_DIR,
    editor_rounds,
    json_samples,
    pairs,
)
from tests.shared_data import require
from yamaviewer.core.formats import tenhou6_write
from yamaviewer.core.formats.mjlog import read_mjlog
from yamaviewer.core.formats.tenhou6 import read_tenhou6
from yamaviewer.core.formats.tenhou6_vocabulary import YAKU_NAMES, rule_display
from yamaviewer.core.formats.tenhou6_write import (
    dumps_tenhou6,
    game_to_tenhou6,
    write_tenhou6,
)
from yamaviewer.core.melds import Meld, MeldType
from yamaviewer.core.record import HandRecord, Limit

VALIDATION = VALIDATION_DIR / "2016022509gm-0009-0000-b327da61"
OFFICIAL = sorted(OFFICIAL_DIR.glob("*.json")) if OFFICIAL_DIR.is_dir() else []
EDITOR = sorted(EDITOR_DIR.glob("*.json")) if EDITOR_DIR.is_dir() else []
SAMPLES = json_samples()


def _load(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def test_validation_game_converts_exactly() -> None:
    expected = _load(require(VALIDATION.with_suffix(".json")))
    produced = game_to_tenhou6(read_mjlog(VALIDATION.with_suffix(".xml")))
    assert produced == expected
    assert list(produced) == list(expected)  # key order too
    # The file has ref="" in its SHUFFLE tag: the id comes from the file name.
    assert produced["ref"] == "2016022509gm-0009-0000-b327da61"


@pytest.mark.parametrize("path", OFFICIAL, ids=lambda p: p.stem)
def test_official_pair_converts_exactly(path: Path) -> None:
    expected = _load(path)
    produced = game_to_tenhou6(read_mjlog(path.with_suffix(".xml")))
    assert list(produced) == list(expected)
    for key in expected:
        assert produced[key] == expected[key], key
    # Serialised, it reads back as the same document.
    assert json.loads(dumps_tenhou6(produced)) == expected


@pytest.mark.parametrize("path", EDITOR, ids=lambda p: p.stem)
def test_editor_pair_agrees_hand_by_hand(path: Path) -> None:
    expected = editor_rounds(path)
    produced = game_to_tenhou6(read_mjlog(path.with_suffix(".mjlog")))["log"]
    assert len(produced) == len(expected)
    for index, (ours, theirs) in enumerate(zip(produced, expected)):
        assert ours == theirs, f"hand {index}"


def test_there_are_pairs() -> None:
    require(OFFICIAL_DIR)
    assert len(OFFICIAL) == 2 and len(EDITOR) >= 28


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.name.split("__")[-1])
def test_json_sample_round_trips(path: Path) -> None:
    """JSON -> game -> JSON gives the same rounds (and the same header for Tenhou's export)."""
    expected = _load(path)
    produced = game_to_tenhou6(read_tenhou6(path))
    assert produced["log"] == expected["log"]
    if "ver" in expected:
        for key in expected:
            assert produced[key] == expected[key], key
        # 2008 logs carry no lobby; Tenhou then leaves the key out, we write 0.
        assert [k for k in produced if k in expected] == list(expected)


@pytest.mark.parametrize("pair", pairs(), ids=lambda p: p[0].name)
def test_json_read_back_writes_the_same_log_as_the_mjlog(pair: tuple[Path, Path]) -> None:
    from_json = game_to_tenhou6(read_tenhou6(pair[0]))["log"]
    from_log = game_to_tenhou6(read_mjlog(pair[1]))["log"]
    assert from_json == from_log


# -- pieces -----------------------------------------------------------------------------


def _hand(dealer: int = 0) -> HandRecord:
    return HandRecord(0, dealer, 0, 0, (0, 0), 0, dealer, [250] * 4, [[], [], [], []])


@pytest.mark.parametrize(
    ("who", "from_who", "fu", "han", "points", "limit", "count", "text"),
    [
        (1, 0, 30, 4, 7700, None, 1, "30符4飜7700点"),
        (1, 1, 30, 4, 7900, None, 1, "30符4飜2000-3900点"),
        (0, 0, 30, 3, 6000, None, 1, "30符3飜2000点∀"),
        (1, 1, 20, 3, 2700, None, 1, "20符3飜700-1300点"),
        (1, 1, 25, 3, 3200, None, 1, "25符3飜800-1600点"),
        (1, 1, 40, 5, 8000, Limit.MANGAN, 1, "満貫2000-4000点"),
        (0, 0, 30, 6, 18000, Limit.HANEMAN, 1, "跳満6000点∀"),
        (2, 1, 0, 0, 64000, Limit.YAKUMAN, 2, "役満64000点"),
        (3, 3, 0, 0, 64000, Limit.YAKUMAN, 2, "役満16000-32000点"),
    ],
)
def test_points_text(
    who: int,
    from_who: int,
    fu: int,
    han: int,
    points: int,
    limit: Limit | None,
    count: int,
    text: str,
) -> None:
    write = tenhou6_write._Writer
    assert write.points_text(_hand(), who, from_who, fu, han, points, limit, count) == text


def test_call_texts_put_the_called_tile_where_it_came_from() -> None:
    game = read_mjlog(require(VALIDATION.with_suffix(".xml")))
    writer = tenhou6_write._Writer(game)
    # 5p pon (ids 52 red, 53, 54): the red five is written after the plain fives.
    left = Meld(MeldType.PON, 0, (52, 53, 54), 53, 3)
    across = Meld(MeldType.PON, 0, (52, 53, 54), 52, 2)
    right = Meld(MeldType.PON, 0, (52, 53, 54), 54, 1)
    assert writer.call_text(left) == "p252552"
    assert writer.call_text(across) == "25p5225"
    assert writer.call_text(right) == "2552p25"
    chi = Meld(MeldType.CHI, 0, (48, 52, 56), 56, 3)
    assert writer.call_text(chi) == "c262452"
    closed = Meld(MeldType.CLOSED_KAN, 0, (16, 17, 18, 19), None, 0)
    assert writer.call_text(closed) == "151515a51"
    open_kan = Meld(MeldType.OPEN_KAN, 0, (132, 133, 134, 135), 134, 1)
    assert writer.call_text(open_kan) == "474747m47"
    added = Meld(MeldType.ADDED_KAN, 0, (53, 54, 55, 52), 53, 1, added=52)
    assert writer.call_text(added) == "2525k2552"
    assert writer.call_text(Meld(MeldType.KITA, 0, (120,), None, 0)) == "f44"


def test_rule_display() -> None:
    assert rule_display(0x09) == "般南喰赤"
    assert rule_display(0xA9) == "鳳南喰赤"
    assert rule_display(0xB9) == "三鳳南喰赤"
    assert rule_display(0xC1) == "上東喰赤速"
    assert rule_display(0x0B) == "般南喰"


def test_yaku_table_has_every_tenhou_id() -> None:
    assert len(YAKU_NAMES) == 55
    assert YAKU_NAMES[47] == "国士無双" and YAKU_NAMES[54] == "赤ドラ"


def test_output_is_compact_utf8() -> None:
    game = read_mjlog(require(VALIDATION.with_suffix(".xml")))
    text = dumps_tenhou6(game_to_tenhou6(game))
    assert text.startswith('{"ver":2.3,"ref":"2016022509gm-0009-0000-b327da61","log":[[[0,0,0]')
    assert "ノリノ" in text and ", " not in text


def test_write_replaces_atomically(tmp_path: Path) -> None:
    game = read_mjlog(require(VALIDATION.with_suffix(".xml")))
    target = tmp_path / "out.json"
    target.write_text("old", encoding="utf-8")
    write_tenhou6(game, target)
    assert _load(target) == _load(VALIDATION.with_suffix(".json"))
    assert [p.name for p in tmp_path.iterdir()] == ["out.json"]


def test_failed_write_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game = read_mjlog(require(VALIDATION.with_suffix(".xml")))
    target = tmp_path / "out.json"
    target.write_text("old", encoding="utf-8")

    def broken(document: dict[str, Any]) -> str:
        raise RuntimeError("disk full")

    monkeypatch.setattr(tenhou6_write, "dumps_tenhou6", broken)
    with pytest.raises(RuntimeError):
        write_tenhou6(game, target)
    assert target.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["out.json"]


def test_naga_urls_hold_one_hand_each_that_reads_back_as_the_records_hand() -> None:
    from urllib.parse import unquote

    from yamaviewer.core.formats.tenhou6 import parse_tenhou6_text
    from yamaviewer.core.formats.tenhou6_write import TENHOU6_URL, hand_urls
    from yamaviewer.core.record import EventKind

    game = read_mjlog(require(VALIDATION.with_suffix(".xml")))
    urls = hand_urls(game)
    assert len(urls) == len(game.hands)
    for url, hand in zip(urls, game.hands):
        assert url.startswith(TENHOU6_URL) and "\n" not in url
        back = parse_tenhou6_text(unquote(url.removeprefix(TENHOU6_URL)))
        assert len(back.hands) == 1
        (one,) = back.hands
        assert (one.round, one.honba, one.dealer) == (hand.round, hand.honba, hand.dealer)
        moves = (EventKind.DRAW, EventKind.DISCARD)
        assert [(e.kind, e.seat, e.tile // 4) for e in one.events if e.kind in moves] == [
            (e.kind, e.seat, e.tile // 4) for e in hand.events if e.kind in moves
        ]
        assert [r.deltas for r in one.results] == [r.deltas for r in hand.results]
