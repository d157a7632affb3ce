"""The class of a tile against one riichi seat, from the discarding seat's point of view.

Only what the discarding seat could see decides the class: the riichi seat's river,
every tile passed after its riichi (it did not win on them: riichi furiten), and the
copies it sees (its own hand, every river and meld, the dora indicators) for walls.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from enum import Enum

from yamaviewer.core.tiles import rank_of_kind

#: Kinds of the first honour (East) and of the dragons.
FIRST_HONOUR = 27
DRAGONS = (31, 32, 33)


class TileClass(str, Enum):
    """Danger classes, safest family first (the JSON and table names)."""

    GENBUTSU = "genbutsu"
    HONOUR_NONE_LEFT = "honour, none left"
    DOUBLE_SUJI = "double suji"
    SUJI_19 = "suji 1/9"
    SUJI_28 = "suji 2/8"
    SUJI_37 = "suji 3/7"
    NO_CHANCE = "no-chance"
    ONE_CHANCE = "one-chance"
    HALF_SUJI = "half-suji"
    NON_SUJI_19 = "non-suji 1/9"
    NON_SUJI_28 = "non-suji 2/8"
    NON_SUJI_37 = "non-suji 3/7"
    NON_SUJI_46 = "non-suji 4-6"
    GUEST_WIND_1 = "guest wind, 1 left"
    GUEST_WIND_2 = "guest wind, 2 left"
    GUEST_WIND_3 = "guest wind, 3 left"
    YAKUHAI_1 = "yakuhai, 1 left"
    YAKUHAI_2 = "yakuhai, 2 left"
    YAKUHAI_3 = "yakuhai, 3 left"


_SUJI = {1: TileClass.SUJI_19, 2: TileClass.SUJI_28, 3: TileClass.SUJI_37}
_NON_SUJI = {1: TileClass.NON_SUJI_19, 2: TileClass.NON_SUJI_28, 3: TileClass.NON_SUJI_37}
_GUEST = {1: TileClass.GUEST_WIND_1, 2: TileClass.GUEST_WIND_2, 3: TileClass.GUEST_WIND_3}
_YAKUHAI = {1: TileClass.YAKUHAI_1, 2: TileClass.YAKUHAI_2, 3: TileClass.YAKUHAI_3}

# How one side of a tile's two-sided (ryanmen) waits stands.
_SUJI_SIDE, _NO_CHANCE_SIDE, _ONE_CHANCE_SIDE, _OPEN_SIDE = range(4)


def yakuhai_kinds(round_wind: int, riichi_seat_wind: int) -> frozenset[int]:
    """Honours that are a yaku for the riichi seat: dragons, the round wind, its seat wind."""
    return frozenset((*DRAGONS, FIRST_HONOUR + round_wind, FIRST_HONOUR + riichi_seat_wind))


def _side(partner: int, blockers: Sequence[int], safe: Collection[int], seen: Sequence[int]) -> int:
    """One ryanmen side: its other wait is genbutsu (suji), or a shape tile is all/3 seen."""
    if partner in safe:
        return _SUJI_SIDE
    most = max(seen[b] for b in blockers)
    if most >= 4:
        return _NO_CHANCE_SIDE
    return _ONE_CHANCE_SIDE if most == 3 else _OPEN_SIDE


def classify(
    kind: int, safe: Collection[int], seen: Sequence[int], yakuhai: Collection[int]
) -> TileClass:
    """The class of ``kind`` against a riichi seat.

    ``safe``: kinds that seat cannot win on by what the discarder sees (genbutsu);
    ``seen``: 34 counts of the copies the discarder sees (its hand included);
    ``yakuhai``: honours that are a yaku for the riichi seat.
    """
    if kind in safe:
        return TileClass.GENBUTSU
    if kind >= FIRST_HONOUR:
        left = max(0, 4 - seen[kind])
        if left == 0:
            return TileClass.HONOUR_NONE_LEFT
        return (_YAKUHAI if kind in yakuhai else _GUEST)[left]
    rank = rank_of_kind(kind)  # 1..9
    sides = []
    if rank >= 4:  # waits (rank-3, rank) on the shape (rank-2, rank-1)
        sides.append(_side(kind - 3, (kind - 2, kind - 1), safe, seen))
    if rank <= 6:  # waits (rank, rank+3) on the shape (rank+1, rank+2)
        sides.append(_side(kind + 3, (kind + 1, kind + 2), safe, seen))
    edge = min(rank, 10 - rank)  # 1 for 1/9, 2 for 2/8, 3 for 3/7, 4+ for 4-6
    if all(s == _SUJI_SIDE for s in sides):
        return _SUJI.get(edge, TileClass.DOUBLE_SUJI)
    if all(s in (_SUJI_SIDE, _NO_CHANCE_SIDE) for s in sides):
        return TileClass.NO_CHANCE
    if all(s != _OPEN_SIDE for s in sides):
        return TileClass.ONE_CHANCE
    if _SUJI_SIDE in sides:
        return TileClass.HALF_SUJI
    return _NON_SUJI.get(edge, TileClass.NON_SUJI_46)
