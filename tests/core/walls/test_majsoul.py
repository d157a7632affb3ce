"""Mahjong Soul wall strings, hashes and layout, against real records."""

from __future__ import annotations

import hashlib
import json
from typing import Any

import pytest

from tests.shared_data import SHARED_DATA, require
from yamaviewer.core.tiles import kind_of
from yamaviewer.core.walls.majsoul import (
    LAYOUT_NOTE,
    MD5,
    MD5_AFTER_DEAL,
    SHA256_SALT,
    SHA256_SALTED,
    ExtraCopy,
    HashInputError,
    WallStringError,
    describe_wall,
    extra_copies,
    fairness_verdict,
    normalize_hex,
    parse_wall,
    verify_hash,
    verify_record,
    wall_layout,
    write_wall,
)

EXAMPLES = SHARED_DATA / "majsoul" / "examples.json"


def _examples() -> list[dict[str, Any]]:
    return list(json.loads(require(EXAMPLES).read_text(encoding="utf-8"))["examples"])


def _one_tile_changed(wall: str) -> str:
    """Swap two different adjacent tiles: same counts, different wall."""
    codes = [wall[i : i + 2] for i in range(0, len(wall), 2)]
    i = next(i for i in range(len(codes) - 1) if codes[i] != codes[i + 1])
    codes[i], codes[i + 1] = codes[i + 1], codes[i]
    return "".join(codes)


def _replace_one_tile(wall: str) -> str | None:
    """Change one tile into another kind that still has a free copy (None: all kinds full)."""
    codes = [wall[i : i + 2] for i in range(0, len(wall), 2)]
    for index, code in enumerate(codes):
        for other in ("1z", "2z", "3z", "4z", "5z", "6z", "7z", "9s", "9p"):
            if other != code and codes.count(other) < 4:
                codes[index] = other
                return "".join(codes)
    return None


# 83 tiles: a plausible after-deal wall (made up, counts within 4).
MADE_UP_83 = "1m2m3m4m5m6m7m8m9m" * 3 + "1p2p3p4p5p6p7p8p9p" * 3 + "1s2s3s4s5s6s7s8s9s" * 3 + "1z2z"


@pytest.mark.parametrize("number", range(10))
def test_real_example_verifies(number: int) -> None:
    example = _examples()[number]
    wall = parse_wall(example["paishan"])
    assert len(wall.codes) == example["n_tiles"]
    if example["kind"] == "md5":
        check = verify_hash(wall, example["md5"])
        assert check.match is not None and check.match.algorithm == MD5
    else:
        check = verify_hash(wall, example["sha256"], example["salt"])
        assert check.match is not None and check.match.algorithm == SHA256_SALTED
        results = verify_record(
            wall, sha256=example["sha256"], salt=example["salt"], salt_sha256=example["saltSha256"]
        )
        assert [r.matched for r in results] == [True, True]


@pytest.mark.parametrize("number", range(10))
def test_one_tile_change_fails(number: int) -> None:
    example = _examples()[number]
    replaced = _replace_one_tile(example["paishan"])
    if replaced is None:
        # A full wall has every copy: any replaced tile is a fifth copy and refused.
        codes = [example["paishan"][i : i + 2] for i in range(0, len(example["paishan"]), 2)]
        other = next(c for c in codes if c != codes[0])
        with pytest.raises(WallStringError, match="fifth"):
            parse_wall(other + example["paishan"][2:])
    for changed in (_one_tile_changed(example["paishan"]), replaced):
        if changed is None:
            continue
        assert changed != example["paishan"]
        if example["kind"] == "md5":
            check = verify_hash(changed, example["md5"])
        else:
            check = verify_hash(changed, example["sha256"], example["salt"])
        assert check.match is None


def test_wrong_salt_fails() -> None:
    example = next(e for e in _examples() if e["kind"] != "md5")
    check = verify_hash(example["paishan"], example["sha256"], example["salt"] + "x")
    assert check.match is None


def test_salt_hash_alone_is_reported_but_does_not_vouch_for_the_wall() -> None:
    example = next(e for e in _examples() if e["kind"] != "md5")
    check = verify_hash(example["paishan"], example["saltSha256"], example["salt"])
    assert check.match is None
    assert check.salt_only_match
    assert any("salt alone" in hint for hint in check.hints)
    [salt_result] = [r for r in check.results if r.algorithm == SHA256_SALT]
    assert salt_result.matched and not salt_result.proves_wall


@pytest.mark.parametrize("number", range(9))
def test_first_dora_indicator_is_fifth_from_the_end(number: int) -> None:
    example = _examples()[number]
    if "dora_indicators" not in example:
        pytest.skip("example without dora field")
    wall = parse_wall(example["paishan"])
    assert describe_wall(wall)["dora_indicator"] == example["dora_indicators"][0]


# -- hashes computed independently ---------------------------------------------------------


def test_md5_of_made_up_wall() -> None:
    expected = hashlib.md5(MADE_UP_83.encode()).hexdigest()
    check = verify_hash(MADE_UP_83, expected.upper())
    assert check.match is not None and check.match.algorithm == MD5


def test_md5_of_the_after_deal_part_of_a_full_wall() -> None:
    full = (
        "1m2m3m4m5m6m7m8m9m" * 4
        + "1p2p3p4p0p6p7p8p9p"
        + "1p2p3p4p5p6p7p8p9p" * 3
        + "1s2s3s4s0s6s7s8s9s"
        + "1s2s3s4s5s6s7s8s9s" * 3
        + "1z2z3z4z5z6z7z" * 4
    )
    full = full.replace("5m", "0m", 1)
    wall = parse_wall(full)
    assert wall.full and wall.players == 4
    after = hashlib.md5(full[2 * 53 :].encode()).hexdigest()
    check = verify_hash(wall, after)
    assert check.match is not None and check.match.algorithm == MD5_AFTER_DEAL


def test_sha256_without_salt_says_salt_is_needed() -> None:
    check = verify_hash(MADE_UP_83, "a" * 64)
    assert check.match is None
    assert any("salt" in hint for hint in check.hints)


@pytest.mark.parametrize(
    ("text", "match"),
    [("", "empty"), ("xyz" + "0" * 29, "not hexadecimal"), ("ab" * 10, "20 hex digits")],
)
def test_unusable_hash_text(text: str, match: str) -> None:
    with pytest.raises(HashInputError, match=match):
        normalize_hex(text)


def test_hash_text_is_normalised() -> None:
    assert normalize_hex(" AB" * 16) == "ab" * 16


# -- wall strings -----------------------------------------------------------------------


def test_round_trip_write() -> None:
    wall = parse_wall(MADE_UP_83)
    assert wall.write() == MADE_UP_83
    assert write_wall(wall.tile_ids) == MADE_UP_83
    assert len(set(wall.tile_ids)) == 83


def test_red_five_gets_the_red_copy() -> None:
    wall = parse_wall(MADE_UP_83.replace("5p", "0p", 1))
    assert 52 in wall.tile_ids  # the red 5p id
    assert write_wall(wall.tile_ids) == wall.write()


def test_surrounding_whitespace_is_removed_with_a_note() -> None:
    wall = parse_wall("  " + MADE_UP_83 + "\n")
    assert wall.text == MADE_UP_83
    assert wall.notes


def test_bad_code_names_tile_and_characters() -> None:
    bad = MADE_UP_83[:10] + "8x" + MADE_UP_83[12:]
    with pytest.raises(WallStringError) as info:
        parse_wall(bad)
    [problem] = info.value.problems
    assert (problem.tile_index, problem.char_index, problem.code) == (5, 10, "8x")
    assert "tile 6 (characters 11-12)" in str(info.value)


def test_upper_case_gets_a_hint() -> None:
    with pytest.raises(WallStringError, match="lower case"):
        parse_wall("1M" + MADE_UP_83[2:])


def test_half_tile_at_the_end() -> None:
    with pytest.raises(WallStringError, match="half a tile"):
        parse_wall(MADE_UP_83 + "1")


def test_every_bad_code_is_listed() -> None:
    bad = "zz" + MADE_UP_83[2:40] + "8z" + MADE_UP_83[42:]
    with pytest.raises(WallStringError) as info:
        parse_wall(bad)
    assert [p.tile_index for p in info.value.problems] == [0, 20]


def test_wrong_length() -> None:
    with pytest.raises(WallStringError, match="has 84 tiles"):
        parse_wall(MADE_UP_83 + "3z")


def test_fifth_copy() -> None:
    bad = MADE_UP_83[:-4] + "1m1m"  # 1m x3 already, plus the 1m.. run: 5 copies
    with pytest.raises(WallStringError, match="fifth 1m") as info:
        parse_wall(bad)
    assert info.value.problems[0].tile_index == 82


def test_second_red_five() -> None:
    bad = MADE_UP_83.replace("5s", "0s", 2)
    with pytest.raises(WallStringError, match="second red 5s"):
        parse_wall(bad)


def test_three_player_wall_refuses_two_to_eight_man() -> None:
    sanma = ("1m9m" + "1p2p3p4p5p6p7p8p9p" + "1s2s3s4s5s6s7s8s9s" + "1z2z3z4z5z6z7z") * 4
    wall = parse_wall(sanma)
    assert wall.players == 3 and wall.full
    assert not any(1 <= kind_of(t) <= 7 for t in wall.tile_ids)  # 2m..8m
    with pytest.raises(WallStringError, match="not used with 3 players"):
        parse_wall(sanma.replace("1m", "5m", 1))


def test_layout_positions() -> None:
    wall = parse_wall(MADE_UP_83)
    layout = wall_layout(wall)
    assert layout.dora_indicators[0] == 78
    assert layout.ura_indicators[0] == 77
    assert layout.rinshan == (82, 81, 80, 79)
    assert layout.dead_wall == tuple(range(69, 83))
    assert layout.live == tuple(range(69))
    assert layout.dealt == ()
    described = describe_wall(wall)
    assert described["layout_note"] == LAYOUT_NOTE
    assert "Confirmed" in LAYOUT_NOTE and "Assumed" in LAYOUT_NOTE


def test_full_wall_layout_has_the_starting_hands_block() -> None:
    example = next(e for e in _examples() if e["kind"] != "md5")
    wall = parse_wall(example["paishan"])
    layout = wall_layout(wall)
    assert len(layout.dealt) == 40  # 3 players: 13 x 3 + dealer's 14th
    assert layout.dora_indicators[0] == 108 - 9
    assert len(layout.rinshan) == 8
    assert len(layout.dealt) + len(layout.live) + len(layout.dead_wall) == 108


# -- a fair tile set -----------------------------------------------------------------------


def test_extra_copies_count_red_fives_as_fives() -> None:
    assert extra_copies(["5p", "5p", "5p", "0p"]) == []
    assert extra_copies(["5p", "5p", "5p", "5p", "0p"]) == [ExtraCopy(4, "5p", 5, False)]
    assert extra_copies(["0p", "1m", "0p"]) == [ExtraCopy(2, "0p", 2, True)]
    assert extra_copies(["1p"] * 6) == [ExtraCopy(4, "1p", 6, False)]


def test_a_real_wall_with_six_1p_matches_its_hash_but_is_not_fair() -> None:
    example = next(e for e in _examples() if e.get("md5"))
    codes = [example["paishan"][i : i + 2] for i in range(0, len(example["paishan"]), 2)]
    others = [i for i, code in enumerate(codes) if code not in ("1p", "0p", "5p")]
    for i in others[-(6 - codes.count("1p")) :]:
        codes[i] = "1p"  # the last tiles that are not 1p become 1p: six in all
    fifth = [i for i, code in enumerate(codes) if code == "1p"][4]
    wall = parse_wall("".join(codes), check_counts=False)
    digest = hashlib.md5("".join(codes).encode()).hexdigest()
    assert verify_hash(wall, digest).match is not None
    verdict = fairness_verdict(wall.codes, hash_matched=True)
    assert verdict == (
        f"the hash matches, but this is not a fair wall: tile {fifth + 1} is a fifth 1p "
        "(6 in the wall)"
    )
    assert fairness_verdict(wall.codes, hash_matched=False) == (
        f"the hash does not match, and this is not a fair wall either: tile {fifth + 1} is a "
        "fifth 1p (6 in the wall)"
    )
    assert fairness_verdict(parse_wall(example["paishan"]).codes, hash_matched=True) is None


def test_every_impossible_copy_is_named() -> None:
    codes = list(MADE_UP_83[i : i + 2] for i in range(0, len(MADE_UP_83), 2))
    codes[-2:] = ["1m", "0s"]  # a fourth 1m is fine; then a second red 5s below
    codes[0] = "0s"
    codes[1] = "1m"
    codes[10] = "1m"  # 1m x5 now
    verdict = fairness_verdict(codes, hash_matched=True)
    assert verdict is not None
    assert "tile 82 is a fifth 1m" in verdict and "tile 83 is a second red five 0s" in verdict
