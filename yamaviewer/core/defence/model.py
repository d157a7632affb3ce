"""The built-in estimate: a deal-in rate per tile class and turn band.

Where each number comes from:

* The turn profile is mahjong-helper's published table of Tenhou deal-in rates by turn
  and suji class (EndlessCheng/mahjong-helper, ``util/risk_data.go``, MIT licence),
  copied below as facts (per cent, turns 1-18) and averaged over each turn band.
* The level of the six classes the shared logs measured (issue 30: non-suji 4-5-6
  16.0 %, non-suji 3/7 12.0 %, half-suji 9.0 %, suji 2/8 5.4 %, suji 1/9 1.7 %, double
  suji 1.0 %) is those anchors: a band's estimate is the anchor times the band's share
  of mahjong-helper's mean over all turns.  Non-suji 1/9 and 2/8 are scaled like non-suji
  3/7, suji 3/7 like suji 2/8; honours keep mahjong-helper's numbers as published.
* Classes mahjong-helper does not list are our assumption, said here: a no-chance tile
  loses its two-sided waits as a suji tile does, so it takes the suji 2/8 estimate; a
  one-chance tile takes the half-suji one; genbutsu is 0 and an honour with no copy left
  (only thirteen orphans waits on it) 0.1 %.

``danger-table`` measures the same cells on a player's own games, to set beside these.
"""

from __future__ import annotations

from collections.abc import Mapping
from statistics import fmean
from typing import Final

from yamaviewer.core.defence.classes import TileClass

#: Turn bands by the discarding seat's own discard number (1-based): (label, first, last).
TURN_BANDS: Final = (("1-6", 1, 6), ("7-9", 7, 9), ("10-12", 10, 12), ("13+", 13, 99))

# mahjong-helper's columns, in its order, for turns 1..18 (per cent; -1 = not listed).
_HELPER_COLUMNS: Final = (
    "nosuji5",
    "nosuji46",
    "nosuji37",
    "nosuji28",
    "nosuji19",
    "halfsuji5",
    "halfsuji46a",
    "halfsuji46b",
    "suji37",
    "suji28",
    "suji19",
    "doublesuji5",
    "doublesuji46",
    "yakuhai3",
    "yakuhai2",
    "yakuhai1",
    "guest3",
    "guest2",
    "guest1",
)
_HELPER_ROWS: Final = (
    (5.7, 5.7, 5.8, 4.7, 3.4, 2.5, 2.5, 3.1, 5.6, 3.8, 1.8, -1, -1, 2.1, 1.2, 0.5, 2.4, 1.4, 1.2),
    (6.6, 6.9, 6.3, 5.2, 4.0, 3.5, 3.5, 4.1, 5.3, 3.5, 1.9, 0.8, 2.6, 2.3, 1.2, 0.5, 2.7, 1.3, 0.4),
    (7.7, 8.0, 6.7, 5.8, 4.6, 4.3, 4.1, 4.9, 5.2, 3.6, 1.8, 1.6, 2.0, 2.4, 1.2, 0.3, 2.6, 1.2, 0.3),
    (8.5, 8.9, 7.1, 6.2, 5.1, 4.8, 4.7, 5.6, 5.2, 3.8, 1.7, 1.6, 2.0, 2.6, 1.1, 0.2, 2.6, 1.2, 0.2),
    (9.4, 9.7, 7.5, 6.7, 5.5, 5.3, 5.1, 6.0, 5.3, 3.7, 1.7, 1.7, 2.0, 2.9, 1.2, 0.2, 2.8, 1.2, 0.2),
    (
        10.2,
        10.5,
        7.9,
        7.1,
        5.9,
        5.8,
        5.6,
        6.4,
        5.2,
        3.7,
        1.7,
        1.8,
        2.0,
        3.2,
        1.3,
        0.2,
        2.9,
        1.3,
        0.2,
    ),
    (
        11.0,
        11.3,
        8.4,
        7.5,
        6.3,
        6.3,
        6.1,
        6.8,
        5.3,
        3.7,
        1.7,
        2.0,
        2.1,
        3.6,
        1.4,
        0.2,
        3.2,
        1.4,
        0.2,
    ),
    (
        11.9,
        12.2,
        8.9,
        8.0,
        6.8,
        6.9,
        6.6,
        7.4,
        5.3,
        3.8,
        1.7,
        2.1,
        2.2,
        4.0,
        1.6,
        0.2,
        3.5,
        1.6,
        0.2,
    ),
    (
        12.8,
        13.1,
        9.5,
        8.6,
        7.4,
        7.4,
        7.2,
        7.9,
        5.5,
        3.9,
        1.8,
        2.2,
        2.3,
        4.6,
        1.9,
        0.3,
        4.0,
        1.8,
        0.2,
    ),
    (
        13.8,
        14.1,
        10.1,
        9.2,
        8.0,
        8.0,
        7.8,
        8.5,
        5.6,
        4.0,
        1.9,
        2.4,
        2.4,
        5.3,
        2.2,
        0.3,
        4.6,
        2.1,
        0.3,
    ),
    (
        14.9,
        15.1,
        10.8,
        9.9,
        8.7,
        8.7,
        8.5,
        9.2,
        5.7,
        4.2,
        2.0,
        2.5,
        2.6,
        6.0,
        2.6,
        0.4,
        5.1,
        2.5,
        0.3,
    ),
    (
        16.0,
        16.3,
        11.6,
        10.6,
        9.4,
        9.4,
        9.2,
        9.9,
        6.0,
        4.4,
        2.2,
        2.7,
        2.7,
        6.8,
        3.1,
        0.4,
        5.1,
        2.5,
        0.3,
    ),
    (
        17.2,
        17.5,
        12.4,
        11.4,
        10.2,
        10.2,
        10.0,
        10.6,
        6.2,
        4.6,
        2.4,
        3.0,
        3.0,
        7.8,
        3.7,
        0.5,
        6.6,
        3.7,
        0.5,
    ),
    (
        18.5,
        18.8,
        13.3,
        12.3,
        11.1,
        11.0,
        10.9,
        11.4,
        6.6,
        4.9,
        2.7,
        3.2,
        3.1,
        8.8,
        4.4,
        0.7,
        7.4,
        4.4,
        0.6,
    ),
    (
        19.9,
        20.1,
        14.3,
        13.3,
        12.0,
        11.9,
        11.8,
        12.3,
        7.0,
        5.3,
        3.0,
        3.4,
        3.4,
        9.9,
        5.2,
        0.8,
        8.4,
        5.3,
        0.8,
    ),
    (
        21.3,
        21.7,
        15.4,
        14.3,
        13.1,
        12.9,
        12.8,
        13.3,
        7.4,
        5.7,
        3.3,
        3.7,
        3.6,
        11.2,
        6.2,
        1.0,
        9.4,
        6.5,
        0.9,
    ),
    (
        22.9,
        23.2,
        16.6,
        15.4,
        14.2,
        14.0,
        13.8,
        14.4,
        8.0,
        6.1,
        3.6,
        3.9,
        3.9,
        12.4,
        7.3,
        1.3,
        10.5,
        7.7,
        1.2,
    ),
    (
        24.7,
        24.9,
        17.9,
        16.7,
        15.4,
        15.2,
        15.0,
        15.6,
        8.5,
        6.6,
        4.0,
        4.3,
        4.2,
        13.9,
        8.5,
        1.7,
        11.8,
        9.4,
        1.6,
    ),
)

#: Our classes as a mix of mahjong-helper's columns (weights: 4 and 6 against 5 ...).
_MIX: Final[dict[TileClass, dict[str, float]]] = {
    TileClass.NON_SUJI_46: {"nosuji46": 2, "nosuji5": 1},
    TileClass.NON_SUJI_37: {"nosuji37": 1},
    TileClass.NON_SUJI_28: {"nosuji28": 1},
    TileClass.NON_SUJI_19: {"nosuji19": 1},
    TileClass.HALF_SUJI: {"halfsuji46a": 1, "halfsuji46b": 1, "halfsuji5": 1},
    TileClass.SUJI_37: {"suji37": 1},
    TileClass.SUJI_28: {"suji28": 1},
    TileClass.SUJI_19: {"suji19": 1},
    TileClass.DOUBLE_SUJI: {"doublesuji46": 2, "doublesuji5": 1},
    TileClass.YAKUHAI_3: {"yakuhai3": 1},
    TileClass.YAKUHAI_2: {"yakuhai2": 1},
    TileClass.YAKUHAI_1: {"yakuhai1": 1},
    TileClass.GUEST_WIND_3: {"guest3": 1},
    TileClass.GUEST_WIND_2: {"guest2": 1},
    TileClass.GUEST_WIND_1: {"guest1": 1},
}

#: The rates the shared logs measured (issue 30), per class that sets a level.
SHARED_LOG_ANCHORS: Final[Mapping[TileClass, float]] = {
    TileClass.NON_SUJI_46: 0.160,
    TileClass.NON_SUJI_37: 0.120,
    TileClass.HALF_SUJI: 0.090,
    TileClass.SUJI_28: 0.054,
    TileClass.SUJI_19: 0.017,
    TileClass.DOUBLE_SUJI: 0.010,
}
#: Which anchor sets the level of a class without one of its own.
_LEVEL_FROM: Final = {
    TileClass.NON_SUJI_19: TileClass.NON_SUJI_37,
    TileClass.NON_SUJI_28: TileClass.NON_SUJI_37,
    TileClass.SUJI_37: TileClass.SUJI_28,
}
#: Assumed classes: (class whose estimate they take) or a fixed rate.
_TAKES: Final = {TileClass.NO_CHANCE: TileClass.SUJI_28, TileClass.ONE_CHANCE: TileClass.HALF_SUJI}
_FIXED: Final = {TileClass.GENBUTSU: 0.0, TileClass.HONOUR_NONE_LEFT: 0.001}


def turn_band(turn: int) -> str:
    """The band label of a discarding seat's ``turn`` (its own discard number, 1-based)."""
    for label, first, last in TURN_BANDS:
        if first <= turn <= last:
            return label
    return TURN_BANDS[-1][0]


def _helper_rate(cls: TileClass, turns: range) -> float:
    """mahjong-helper's rate (fraction) for a class over some turns (1-based)."""
    weights = _MIX[cls]
    values = []
    for turn in turns:
        row = _HELPER_ROWS[min(turn, len(_HELPER_ROWS)) - 1]
        cells = [(row[_HELPER_COLUMNS.index(c)], w) for c, w in weights.items()]
        cells = [(v, w) for v, w in cells if v >= 0]
        if not cells:  # double suji is not listed for turn 1
            continue
        values.append(sum(v * w for v, w in cells) / sum(w for _, w in cells) / 100)
    return fmean(values)


def _build() -> dict[tuple[TileClass, str], float]:
    every_turn = range(1, len(_HELPER_ROWS) + 1)
    table: dict[tuple[TileClass, str], float] = {}
    for cls in _MIX:
        anchor_class = cls if cls in SHARED_LOG_ANCHORS else _LEVEL_FROM.get(cls)
        scale = 1.0
        if anchor_class is not None:
            scale = SHARED_LOG_ANCHORS[anchor_class] / _helper_rate(anchor_class, every_turn)
        for label, first, last in TURN_BANDS:
            turns = range(first, min(last, len(_HELPER_ROWS)) + 1)
            table[cls, label] = round(_helper_rate(cls, turns) * scale, 4)
    for cls, source in _TAKES.items():
        for label, _first, _last in TURN_BANDS:
            table[cls, label] = table[source, label]
    for cls, rate in _FIXED.items():
        for label, _first, _last in TURN_BANDS:
            table[cls, label] = rate
    return table


#: (class, turn band) -> estimated deal-in rate (0..1).
BUILT_IN: Final[Mapping[tuple[TileClass, str], float]] = _build()


def estimate(
    cls: TileClass, turn: int, table: Mapping[tuple[TileClass, str], float] | None = None
) -> float:
    """The estimated deal-in rate of a class at a turn (a player's own table when given)."""
    band = turn_band(turn)
    if table is not None and (cls, band) in table:
        return table[cls, band]
    return BUILT_IN[cls, band]
