"""Tile classes against a riichi seat, on small hand-made cases."""

from __future__ import annotations

from yamaviewer.core.defence.classes import TileClass, classify, yakuhai_kinds
from yamaviewer.core.tiles import parse_kind


def k(code: str) -> int:
    return parse_kind(code)[0]


def cls(
    code: str, safe: str = "", seen: dict[str, int] | None = None, yakuhai: str = ""
) -> TileClass:
    counts = [0] * 34
    for name, n in (seen or {}).items():
        counts[k(name)] = n
    return classify(k(code), {k(s) for s in safe.split()}, counts, {k(y) for y in yakuhai.split()})


def test_genbutsu_first() -> None:
    assert cls("5m", safe="5m") is TileClass.GENBUTSU
    assert cls("1z", safe="1z") is TileClass.GENBUTSU


def test_suji_by_rank() -> None:
    assert cls("1m", safe="4m") is TileClass.SUJI_19
    assert cls("9p", safe="6p") is TileClass.SUJI_19
    assert cls("2s", safe="5s") is TileClass.SUJI_28
    assert cls("7m", safe="4m") is TileClass.SUJI_37
    assert cls("4m", safe="1m 7m") is TileClass.DOUBLE_SUJI
    assert cls("5p", safe="2p 8p") is TileClass.DOUBLE_SUJI
    assert cls("5p", safe="2p") is TileClass.HALF_SUJI
    assert cls("4s", safe="7s") is TileClass.HALF_SUJI


def test_non_suji_by_rank() -> None:
    assert cls("1m") is TileClass.NON_SUJI_19
    assert cls("8m") is TileClass.NON_SUJI_28
    assert cls("3p") is TileClass.NON_SUJI_37
    assert cls("6s") is TileClass.NON_SUJI_46
    assert cls("5s", safe="5p 2m") is TileClass.NON_SUJI_46  # other suits are no suji


def test_walls() -> None:
    # 1m waits two-sided only on 2m-3m: four 2m seen is a wall (no-chance), three a one-chance
    assert cls("1m", seen={"2m": 4}) is TileClass.NO_CHANCE
    assert cls("1m", seen={"3m": 3}) is TileClass.ONE_CHANCE
    # 5p: one side suji (2p), the other walled by four 6p
    assert cls("5p", safe="2p", seen={"6p": 4}) is TileClass.NO_CHANCE
    assert cls("5p", safe="2p", seen={"7p": 3}) is TileClass.ONE_CHANCE
    assert cls("5p", seen={"6p": 4}) is TileClass.NON_SUJI_46  # 3p-4p still waits on it


def test_honours_by_copies_left() -> None:
    dragons_and_east = "5z 6z 7z 1z"
    assert cls("5z", seen={"5z": 1}, yakuhai=dragons_and_east) is TileClass.YAKUHAI_3
    assert cls("1z", seen={"1z": 3}, yakuhai=dragons_and_east) is TileClass.YAKUHAI_1
    assert cls("3z", seen={"3z": 2}, yakuhai=dragons_and_east) is TileClass.GUEST_WIND_2
    assert cls("3z", seen={"3z": 4}) is TileClass.HONOUR_NONE_LEFT


def test_yakuhai_kinds() -> None:
    # South round, the riichi seat is West: dragons, South and West
    assert yakuhai_kinds(1, 2) == {k("5z"), k("6z"), k("7z"), k("2z"), k("3z")}
