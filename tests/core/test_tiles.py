"""The one tile vocabulary: every notation converts through ids and back without loss."""

from __future__ import annotations

from collections import Counter

import pytest

from yamaviewer.core.tiles import (
    KIND_COUNT,
    RED_FIVE_IDS,
    SANMA_TILE_IDS,
    TILE_COUNT,
    TileAllocator,
    TileError,
    kind_name,
    kind_of,
    long_kind_name,
    parse_kind,
    parse_mpsz_codes,
    parse_mpsz_hand,
    t6_to_kind,
    tile_name,
    tile_to_t6,
)

#: Written out independently of the module: the mpsz order of the 34 kinds.
EXPECTED_KIND_NAMES = (
    [f"{r}m" for r in range(1, 10)]
    + [f"{r}p" for r in range(1, 10)]
    + [f"{r}s" for r in range(1, 10)]
    + [f"{r}z" for r in range(1, 8)]
)


def test_kind_names_follow_the_mpsz_order() -> None:
    assert [kind_name(k) for k in range(KIND_COUNT)] == EXPECTED_KIND_NAMES


def test_every_tile_id_has_four_copies_per_kind_and_three_red_fives() -> None:
    copies = Counter(kind_of(t) for t in range(TILE_COUNT))
    assert set(copies.values()) == {4} and len(copies) == KIND_COUNT
    assert sorted(tile_name(t) for t in RED_FIVE_IDS) == ["0m", "0p", "0s"]
    assert all(tile_name(t, red_fives=False)[0] == "5" for t in RED_FIVE_IDS)


def test_mpsz_names_parse_back_to_their_kind_and_colour() -> None:
    for tile_id in range(TILE_COUNT):
        kind, red = parse_kind(tile_name(tile_id))
        assert kind == kind_of(tile_id)
        assert red == (tile_id in RED_FIVE_IDS)


def test_tenhou6_codes_round_trip_for_every_tile() -> None:
    for tile_id in range(TILE_COUNT):
        code = tile_to_t6(tile_id)
        assert t6_to_kind(code) == (kind_of(tile_id), tile_id in RED_FIVE_IDS)
    assert tile_to_t6(16) == 51 and tile_to_t6(17) == 15 and tile_to_t6(135) == 47


@pytest.mark.parametrize("code", [0, 10, 20, 48, 50, 54, 100, -1, True, "11", 1.5])
def test_tenhou6_codes_outside_the_vocabulary_are_refused(code: object) -> None:
    with pytest.raises(TileError):
        t6_to_kind(code)  # type: ignore[arg-type]


def test_compact_hands_keep_order_and_red_fives() -> None:
    # 4p, 5p, 6p are kinds 9+3..9+5; 5z (Haku) is 27+4.
    assert parse_mpsz_hand("123m406p55z") == [0, 1, 2, 12, 13, 14, 31, 31]
    codes = parse_mpsz_codes("123m406p55z")
    assert [kind_name(k) for k, _ in codes] == ["1m", "2m", "3m", "4p", "5p", "6p", "5z", "5z"]
    assert [red for _, red in codes] == [False, False, False, False, True, False, False, False]


@pytest.mark.parametrize("text", ["123", "m123", "12x", "8z", "0z", "1m2"])
def test_malformed_compact_hands_are_one_tile_error(text: str) -> None:
    with pytest.raises(TileError):
        parse_mpsz_codes(text)


def test_allocator_gives_distinct_ids_and_refuses_a_fifth_copy() -> None:
    allocator = TileAllocator()
    ids = [allocator.take(kind, False) for kind in range(KIND_COUNT) for _ in range(3)]
    ids += [allocator.take(kind, kind * 4 in RED_FIVE_IDS) for kind in range(KIND_COUNT)]
    assert sorted(ids) == list(range(TILE_COUNT))
    with pytest.raises(TileError):
        allocator.take(0, False)
    with pytest.raises(TileError):
        TileAllocator().take(0, True)  # 1m has no red copy


def test_sanma_tile_set_drops_two_to_eight_man() -> None:
    kinds = Counter(kind_of(t) for t in SANMA_TILE_IDS)
    assert len(SANMA_TILE_IDS) == 108
    assert sorted({kind_name(k) for k in kinds if k < 9}) == ["1m", "9m"]


def test_long_names_in_both_languages() -> None:
    assert long_kind_name(13) == "5 Pin" and long_kind_name(13, "ja") == "五筒"
    assert long_kind_name(27) == "East" and long_kind_name(33, "ja") == "中"


def test_mpsz_text_writes_compact_notation_that_reads_back() -> None:
    from yamaviewer.core.tiles import mpsz_text

    # 1m 2m 3m, red 5m and a plain 6m, two Easts: ids chosen by hand.
    assert mpsz_text([0, 4, 8, 16, 20, 108, 109]) == "12306m11z"
    assert mpsz_text([16, 17, 52, 88]) == "05m0p0s"
    assert mpsz_text([16, 17], red_fives=False) == "55m"
    assert mpsz_text([]) == ""
    tiles = list(range(0, 136, 5))
    assert sorted(parse_mpsz_codes(mpsz_text(tiles))) == sorted(
        (t // 4, t in RED_FIVE_IDS) for t in tiles
    )
