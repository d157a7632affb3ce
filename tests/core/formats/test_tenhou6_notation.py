"""Reading a win's yaku and points text, in Tenhou's Japanese and in converters' English."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.core.formats.tenhou6_data import json_samples
from tests.shared_data import require
from yamaviewer.core.formats.tenhou6 import game_from_tenhou6
from yamaviewer.core.formats.tenhou6_notation import parse_win
from yamaviewer.core.record import WinResult
from yamaviewer.core.yaku import YAKU_ALIASES, YAKU_NAMES_JA

SAMPLES = json_samples()
_ENTRY = re.compile(r"^(.+)\((\d+飜|役満)\)$")


def _load(path: Path) -> Any:
    return json.loads(require(path).read_text(encoding="utf-8"))


def _wins(data: Any) -> list[WinResult]:
    return [w for hand in game_from_tenhou6(data).hands for w in hand.wins]


def _win_infos(data: Any) -> list[list[Any]]:
    """Every winner's [winner, from, pao, points, yaku...] list, to edit in place."""
    infos = []
    for raw in data["log"]:
        result = raw[16]
        if result[0] == "和了":
            infos += [result[n] for n in range(2, len(result), 2)]
    return infos


def _english(entry: str, style: int) -> str:
    """A Japanese yaku entry as an English-writing converter spells it (three styles)."""
    found = _ENTRY.match(entry)
    assert found is not None, entry
    yaku_id = YAKU_NAMES_JA.index(found.group(1))
    if 10 <= yaku_id < 14:
        name = "Seat Wind"
    elif 14 <= yaku_id < 18:
        name = "Prevalent Wind" if style != 1 else "round wind"
    else:
        aliases = YAKU_ALIASES[yaku_id]
        name = aliases[style % len(aliases)]
    if style == 2:
        name = name.upper().replace(" ", "")
    return f"{name}({found.group(2)})"


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.stem[-40:])
@pytest.mark.parametrize("style", [0, 1, 2])
def test_english_yaku_read_as_the_japanese(path: Path, style: int) -> None:
    data = _load(path)
    english = copy.deepcopy(data)
    infos = _win_infos(english)
    if not infos:
        pytest.skip("no win in this sample")
    for info in infos:
        info[4:] = [_english(entry, style) for entry in info[4:]]
    japanese_wins = _wins(data)
    assert _wins(english) == japanese_wins
    assert all(not w.other_yaku for w in japanese_wins)


def _a_fu_han_win(data: Any) -> list[Any]:
    for info in _win_infos(data):
        if "符" in info[3] and len(info) > 5:
            return info
    pytest.skip("no fu/han win with two yaku in this sample")


@pytest.mark.parametrize("path", SAMPLES[:6], ids=lambda p: p.stem[-40:])
def test_an_unknown_name_is_kept_as_text_with_its_han(path: Path) -> None:
    data = _load(path)
    before = _wins(data)
    info = _a_fu_han_win(data)
    renamed, han = _ENTRY.match(info[4]).groups()  # type: ignore[union-attr]
    info[4] = f"Mystery Of The East({han})"
    after = _wins(data)
    changed = [(a, b) for a, b in zip(before, after, strict=True) if a != b]
    assert len(changed) == 1
    old, new = changed[0]
    assert new.other_yaku == (("Mystery Of The East", int(han.removesuffix("飜"))),)
    assert new.han == old.han
    assert len(new.yaku) == len(old.yaku) - 1 and renamed


@pytest.mark.parametrize("path", SAMPLES[:6], ids=lambda p: p.stem[-40:])
def test_han_the_names_do_not_give_comes_from_the_points_text(path: Path) -> None:
    data = _load(path)
    info = _a_fu_han_win(data)
    text_han = int(re.match(r"\d+符(\d+)飜", info[3]).group(1))  # type: ignore[union-attr]
    names = [_ENTRY.match(e).group(1) for e in info[4:]]  # type: ignore[union-attr]
    # One bare name: it gets what the points text leaves over.
    one_bare = copy.deepcopy(data)
    target = _a_fu_han_win(one_bare)
    target[4] = names[0]
    win = next(w for w in _wins(one_bare) if w.fu == int(info[3].split("符")[0]))
    assert win.han == text_han
    assert not win.other_yaku
    # No names at all: the han still shows, on one line.
    none_left = copy.deepcopy(data)
    target = _a_fu_han_win(none_left)
    del target[4:]
    totals = [w.han for w in _wins(none_left)]
    assert text_han in totals


@pytest.mark.parametrize(
    ("text", "fu", "limit"),
    [
        ("30fu4han7700pts", 30, None),
        ("30 Fu 4 Han 7700 points", 30, None),
        ("Mangan 8000", 0, "mangan"),
        ("30符4飜7700点", 30, None),
    ],
)
def test_points_text_in_english(text: str, fu: int, limit: str | None) -> None:
    win = parse_win([-7700, 7700, 0, 0], [1, 0, 1, text, "Riichi(1飜)", "Dora(3飜)"], "here", 4)
    assert (win.fu, win.points) == (fu, 7700 if fu else 8000)
    assert (win.limit.value if win.limit else None) == limit
    assert win.yaku == ((1, 1), (52, 3))


def test_seat_and_round_wind_names_follow_the_hand() -> None:
    # South 2 (round wind South), dealer seat 1: seat 3 sits West.
    info = [3, 3, 3, "40符2飜2600点", "Seat Wind(1飜)", "Prevalent Wind(1飜)"]
    win = parse_win([0, 0, 0, 0], info, "here", 4, dealer=1, round_wind=1)
    assert win.yaku == ((12, 1), (15, 1))
    unresolved = parse_win([0, 0, 0, 0], info, "here", 4)
    assert unresolved.other_yaku == (("Seat Wind", 1), ("Prevalent Wind", 1))
