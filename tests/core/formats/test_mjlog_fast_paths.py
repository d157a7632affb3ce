"""The one-go readers of INIT, AGARI and RYUUKYOKU tags agree with the careful, field-by-field
readers on every real tag and on thousands of damaged ones (value or message alike)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from tests.shared_data import mjlog_files
from yamaviewer.core.formats import mjlog
from yamaviewer.core.formats.errors import LogFormatError
from yamaviewer.core.record import HandRecord

Reader = Callable[[dict[str, str], Any, int], object]

#: (fast reader, careful reader, the hand argument they take) per tag.
_PAIRS: dict[str, tuple[Reader, Reader]] = {
    "AGARI": (mjlog._win_event, mjlog._win_event_checked),
    "RYUUKYOKU": (mjlog._draw_event, mjlog._draw_event_checked),
    "INIT": (mjlog._parse_init, mjlog._parse_init_checked),
}
_HAND = HandRecord(0, 0, 0, 0, (0, 0), 0, 0, [], [[], [], [], []])


def _real_tags() -> list[tuple[str, dict[str, str], int]]:
    tags = []
    for path in mjlog_files():
        try:
            data = mjlog.decode_log_bytes(mjlog.read_log_bytes(path))
        except LogFormatError:
            continue
        document = mjlog.regex_tokens(data)
        if document is None:
            continue
        players = 4
        for name, attributes in document.others:
            if name == "GO":
                players = 3 if int(attributes.get("type", "0")) & 0x10 else 4
            if name in _PAIRS:
                tags.append((name, attributes, players))
    return tags


def _outcome(reader: Reader, attrs: dict[str, str], name: str, players: int) -> object:
    second: Any = 0 if name == "INIT" else _HAND
    try:
        return reader(dict(attrs), second, players)
    except LogFormatError as error:
        return ("refused", str(error))


def _damaged(attrs: dict[str, str], rng: random.Random) -> dict[str, str]:
    damaged = dict(attrs)
    key = rng.choice(sorted(damaged))
    how = rng.randrange(7)
    if how == 0:
        del damaged[key]
    elif how == 1:
        damaged[key] = ""
    else:
        numbers = damaged[key].split(",")
        index = rng.randrange(len(numbers))
        numbers[index] = rng.choice(["-1", "136", "999", "x", " 5", "", "7", "0"])
        if how == 5:
            numbers.append(rng.choice(["1", "135", "-3"]))
        if how == 6 and len(numbers) > 1:
            numbers.pop()
        damaged[key] = ",".join(numbers)
    return damaged


def test_fast_and_careful_readers_agree_on_real_and_damaged_tags() -> None:
    tags = _real_tags()
    if not tags:
        pytest.skip("shared test data not found (../shared/data is not beside the repo)")
    rng = random.Random(19)
    seen_kinds = set()
    refused = accepted = 0
    for name, attrs, players in tags:
        fast, careful = _PAIRS[name]
        assert _outcome(fast, attrs, name, players) == _outcome(careful, attrs, name, players)
        seen_kinds.add(name)
        for _ in range(3):
            damaged = _damaged(attrs, rng)
            expected = _outcome(careful, damaged, name, players)
            assert _outcome(fast, damaged, name, players) == expected, (name, damaged)
            if isinstance(expected, tuple) and expected[:1] == ("refused",):
                refused += 1
            else:
                accepted += 1
    assert seen_kinds == set(_PAIRS)
    assert refused > 500 and accepted > 500  # both sides of every reader were exercised
