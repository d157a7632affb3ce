"""Scoring wins: hands counted by hand (independent expectations) and every shared win."""

from __future__ import annotations

import pytest

from tests.shared_data import MJLOG_DIR, mjlog_files, require
from yamaviewer.core.melds import Meld, MeldType
from yamaviewer.core.record import Limit
from yamaviewer.core.replay.document import load_document
from yamaviewer.core.scoring.compare import log_yaku
from yamaviewer.core.scoring.hand import (
    ScoringError,
    WinSituation,
    score_situation,
    score_win,
    situation_of_win,
)
from yamaviewer.core.tiles import TileAllocator, parse_mpsz_codes


def tiles(text: str, allocator: TileAllocator | None = None) -> tuple[int, ...]:
    allocator = allocator or TileAllocator()
    return tuple(allocator.take(kind, red) for kind, red in parse_mpsz_codes(text))


def closed(text: str, win: str, **flags: object) -> WinSituation:
    allocator = TileAllocator()
    hand = tiles(text, allocator)
    (win_tile,) = tiles(win, allocator)
    return WinSituation(closed=(*hand, win_tile), win_tile=win_tile, **flags)  # type: ignore[arg-type]


def test_pinfu_tanyao_ron_is_2_han_30_fu_2000() -> None:
    score = score_situation(closed("234m456p678s23s55m", "4s", seat_wind=1, riichi=False))
    assert (score.han, score.fu, score.points) == (2, 30, 2000)
    assert score.fu_parts == (("base", 20), ("closed ron", 10))
    assert sorted(score.yaku) == [(7, 1), (8, 1)]
    assert score.limit is None


def test_pinfu_tsumo_is_20_fu_and_split_2_1_1() -> None:
    score = score_situation(closed("234m456p678s23s55m", "4s", seat_wind=1, tsumo=True))
    assert (score.han, score.fu) == (3, 20)  # tsumo, pinfu, tanyao
    assert (score.dealer_payment, score.other_payment, score.points) == (1300, 700, 2700)
    assert score.fu_parts == (("base", 20),)


def test_dealer_tsumo_honba_and_sticks() -> None:
    situation = closed("234m456p678s23s55m", "4s", tsumo=True, honba=2, sticks=1)
    score = score_situation(situation)
    # 3 han 20 fu dealer tsumo: 1300 all; 2 honba = 600; one stick = 1000.
    assert (score.other_payment, score.points) == (1300, 3900)
    assert (score.honba_points, score.stick_points, score.total) == (600, 1000, 5500)


def test_kanchan_closed_triplet_and_rounding() -> None:
    # 3 east triplet closed (8), kanchan (2), ron closed (10) on 20 = 40; riichi + seat wind.
    score = score_situation(
        closed("111z46m234p789s55p", "5m", seat_wind=0, round_wind=1, riichi=True)
    )
    assert score.fu_before_rounding == 40 and score.fu == 40
    assert ("kanchan", 2) in score.fu_parts and ("closed_terminal_pon", 8) in score.fu_parts
    assert (score.han, score.points) == (2, 3900)  # dealer: riichi + east


def test_seven_pairs_is_25_fu() -> None:
    score = score_situation(closed("1133m5577p2299s1z", "1z", riichi=True, seat_wind=2))
    assert (score.han, score.fu, score.points) == (3, 25, 3200)
    assert score.fu_parts == (("seven pairs", 25),)


def test_yakuman_has_no_fu_and_counts_13() -> None:
    score = score_situation(closed("119m19p19s123456z", "7z", seat_wind=3))
    assert (score.han, score.fu, score.fu_parts) == (13, 0, ())
    assert score.limit is Limit.YAKUMAN and score.points == 32000
    assert score.yaku == ((47, 13),)
    # The 13-sided wait is one yakuman at Tenhou (no double yakuman).
    thirteen = score_situation(closed("19m19p19s1234567z", "1m", seat_wind=0))
    assert (thirteen.yaku, thirteen.points) == (((48, 13),), 48000)


def test_open_hand_with_called_pon() -> None:
    allocator = TileAllocator()
    pon_tiles = tiles("777z", allocator)
    meld = Meld(MeldType.PON, 1, pon_tiles, pon_tiles[0], 2)
    hand = tiles("234m456p678s5m", allocator)
    (win_tile,) = tiles("5m", allocator)
    situation = WinSituation(
        closed=(*hand, win_tile), win_tile=win_tile, melds=(meld,), seat_wind=1
    )
    score = score_situation(situation)
    # chun 1 han; 20 + open honour pon 4 + pair wait 2 = 26 -> 30; non-dealer ron 1000.
    assert (score.han, score.fu, score.points) == (1, 30, 1000)
    assert score.fu_before_rounding == 26


def test_a_hand_without_yaku_is_refused() -> None:
    allocator = TileAllocator()
    pon_tiles = tiles("222m", allocator)
    meld = Meld(MeldType.PON, 1, pon_tiles, pon_tiles[0], 2)
    hand = tiles("456p678s1m23m9p", allocator)
    (win_tile,) = tiles("9p", allocator)
    with pytest.raises(ScoringError):
        score_situation(WinSituation(closed=(*hand, win_tile), win_tile=win_tile, melds=(meld,)))


def test_every_shared_win_agrees_with_the_log() -> None:
    """482 of 482 four-player wins and 8 of 8 three-player wins of the shared logs."""
    require(MJLOG_DIR)
    counted = {3: 0, 4: 0}
    flags: set[str] = set()
    for path in mjlog_files():
        try:
            game = load_document(path).game
        except ValueError:
            continue  # a file the folder holds that is not a log
        for hand in game.hands:
            for win in hand.wins:
                score = score_win(game, hand, win)
                where = f"{path.name} hand {hand.index + 1}"
                assert (score.han, score.points) == (win.han, win.points), where
                assert tuple(sorted(score.yaku)) == log_yaku(win), where
                if not win.yakuman:
                    assert score.fu == win.fu, where
                    fu = score.fu_before_rounding
                    assert score.fu == (25 if fu == 25 else -(-fu // 10) * 10), where
                counted[game.player_count] += 1
                situation = situation_of_win(game, hand, win)
                flags |= {
                    f
                    for f in (
                        "rinshan",
                        "chankan",
                        "haitei",
                        "ippatsu",
                        "tenhou",
                        "chiihou",
                        "double_riichi",
                    )
                    if getattr(situation, f)
                }
                flags |= {"kita"} if situation.kita else set()
    assert counted == {4: 482, 3: 8}
    # The logs exercise every situation read from the events.
    assert flags == {
        "rinshan",
        "chankan",
        "haitei",
        "ippatsu",
        "tenhou",
        "chiihou",
        "double_riichi",
        "kita",
    }
