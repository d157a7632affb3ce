"""SEGA MJ Arcade walls: SEGA's own vectors, seed checking, UE, the report."""

from __future__ import annotations

import itertools
import json
from typing import Any

import pytest

from tests.shared_data import SHARED_DATA, require
from yamaviewer.cli.wall_command import arcade_wall_report, format_arcade_wall_text
from yamaviewer.core.tiles import SANMA_REMOVED_IDS, kind_of
from yamaviewer.core.walls import arcade
from yamaviewer.core.walls.arcade import (
    arcade_wall,
    decode_seed,
    sega_to_tile_id,
    tile_value,
    ue_trace,
)
from yamaviewer.core.walls.arcade_input import (
    ALPHABET,
    FULL_WIDTH,
    NOT_IN_ALPHABET,
    STRIPPED_WHITESPACE,
    TOO_LONG,
    TOO_SHORT,
    ArcadeInputError,
    validate_seed,
    validate_ue,
)
from yamaviewer.core.walls.table import ARCADE_LAYOUT_ASSUMPTION, dead_wall_roles, deal_plan

VECTORS = SHARED_DATA / "arcade" / "vectors.json"


def _vectors() -> list[dict[str, Any]]:
    if not VECTORS.is_file():
        return []
    return list(json.loads(VECTORS.read_text(encoding="utf-8"))["vectors"])


def _need_vectors() -> list[dict[str, Any]]:
    require(VECTORS)
    return _vectors()


VECTOR_IDS = list(range(20))

# A valid seed set made up for tests that need no shared data.
SEEDS = [
    "x_Ma_YXcyDCEaDe-0MjyrtVYscA",
    "dy2HPJ39V-M03MJdUNAGeJExknM",
    "2FfvyzWCqTiba0YjSw1VtEfW6Qe",
    "s5X4ebHUoCyJRMc7nwlljw-yzad",
]


# -- SEGA's vectors ------------------------------------------------------------------


@pytest.mark.parametrize("number", VECTOR_IDS)
def test_sega_vector_reproduces_words_key_wall_and_dice(number: int) -> None:
    vectors = _need_vectors()
    case = vectors[number]
    result = arcade_wall(case["seeds"], case["ue"], strict=False)
    assert [list(w) for w in result.decoded_words] == case["decoded_words"]
    assert [list(w) for w in result.sorted_words] == case["sorted_words"]
    assert list(result.key) == case["mt_key_uint32"]
    assert list(result.wall) == case["wall"]
    assert list(result.dice) == case["dice0"]
    assert list(result.dice_faces) == case["dice_face"]
    assert result.verified


@pytest.mark.parametrize("number", VECTOR_IDS)
def test_strict_mode_accepts_valid_vectors_and_refuses_broken_ones(number: int) -> None:
    case = _need_vectors()[number]
    all_valid = all(validate_seed(s).ok for s in case["seeds"])
    if all_valid:
        strict = arcade_wall(case["seeds"], case["ue"])
        assert list(strict.wall) == case["wall"]
    else:
        with pytest.raises(ArcadeInputError):
            arcade_wall(case["seeds"], case["ue"])


def test_vectors_include_the_broken_inputs_strict_mode_must_refuse() -> None:
    vectors = _need_vectors()
    broken = [c for c in vectors if not all(validate_seed(s).ok for s in c["seeds"])]
    assert len(broken) >= 2  # the short/invalid and the empty/all-invalid cases


# -- decoding quirks, from first principles ---------------------------------------


def test_all_zero_and_all_one_seeds() -> None:
    assert decode_seed("0" * 27) == (0, 0, 0, 0, 0)
    assert decode_seed("_" * 27) == (0xFFFFFFFF,) * 5


def test_bits_are_big_endian_six_per_character() -> None:
    # 'w' = 32 = 0b100000: the first character's top bit is the first word's top bit.
    assert decode_seed("w" + "0" * 26)[0] == 0x80000000
    # '1' at character 6 occupies bits 30..35: bit 35 is the 4th bit of word 1
    # counting from its top, i.e. value 1 << (31 - 3).
    assert decode_seed("00000" + "1" + "0" * 21)[1] == 1 << 28


def test_short_final_chunk_is_right_aligned_and_missing_chunks_are_zero() -> None:
    # 26 characters = 156 bits: the last word has only 28 bits, read right-aligned.
    assert decode_seed("_" * 26)[4] == (1 << 28) - 1
    # 10 characters = 60 bits: word 1 has 28 bits; words 2..4 are empty.
    assert decode_seed("_" * 10) == (0xFFFFFFFF, (1 << 28) - 1, 0, 0, 0)
    assert decode_seed("") == (0, 0, 0, 0, 0)


def test_characters_outside_the_alphabet_add_no_bits() -> None:
    assert decode_seed("ab!c") == decode_seed("abc")
    assert decode_seed("***") == decode_seed("")


def test_only_the_top_four_bits_of_the_27th_character_count() -> None:
    base = SEEDS[0][:26]
    assert decode_seed(base + "0") == decode_seed(base + "3")  # differ in the low 2 bits
    assert decode_seed(base + "0") != decode_seed(base + "4")


def test_characters_after_the_27th_are_ignored() -> None:
    assert decode_seed(SEEDS[0] + "zzz") == decode_seed(SEEDS[0])


def test_seed_order_does_not_matter() -> None:
    reference = arcade_wall(SEEDS, 77)
    for order in itertools.permutations(SEEDS):
        result = arcade_wall(list(order), 77)
        assert result.wall == reference.wall
        assert result.dice == reference.dice
        assert result.key == reference.key


def test_ue_changes_the_wall() -> None:
    assert arcade_wall(SEEDS, 1).wall != arcade_wall(SEEDS, 2).wall


def test_wall_is_a_permutation_of_all_ids() -> None:
    result = arcade_wall(SEEDS, 5)
    assert sorted(result.wall) == list(range(136))
    assert all(0 <= d <= 5 for d in result.dice)
    assert 2 <= result.dice_total <= 12


# -- tile ids -------------------------------------------------------------------------


def test_sega_ids_map_man_sou_pin_order_to_project_ids() -> None:
    mapped = [sega_to_tile_id(i) for i in range(136)]
    assert sorted(mapped) == list(range(136))
    assert kind_of(sega_to_tile_id(0)) == 0  # 1m
    assert kind_of(sega_to_tile_id(9 * 4)) == 18  # SEGA's 10th kind is 1s
    assert kind_of(sega_to_tile_id(18 * 4)) == 9  # SEGA's 19th kind is 1p
    assert kind_of(sega_to_tile_id(27 * 4)) == 27  # East
    assert arcade.sega_tile_name(4 * 4) == "0m"  # copy 0 of 5m: assumed red


# -- three players (unverified) -------------------------------------------------------


def test_three_player_extension_is_marked_unverified() -> None:
    result = arcade_wall(SEEDS[:3], 9)
    assert result.players == 3
    assert not result.verified
    assert len(result.key) == 15
    assert len(result.wall) == 108
    assert len(set(result.wall)) == 108
    assert not set(result.wall) & SANMA_REMOVED_IDS
    assert any("UNVERIFIED" in note for note in result.notes)
    report = arcade_wall_report(SEEDS[:3], 9)
    assert report["verified"] is False
    assert "UNVERIFIED" in format_arcade_wall_text(report)
    assert [len(h) for h in report["hands"]] == [13, 13, 13]


def test_three_player_key_interleaves_three_seeds() -> None:
    result = arcade_wall(SEEDS[:3], 0)
    for i in range(3):
        for j in range(5):
            assert result.key[j * 3 + i] == result.sorted_words[i][j]


def test_wrong_number_of_seeds_is_refused() -> None:
    with pytest.raises(ArcadeInputError, match="4 seeds"):
        arcade_wall(SEEDS[:2], 1)


# -- seed checking ----------------------------------------------------------------------


def test_valid_seed_passes_without_notes() -> None:
    check = validate_seed(SEEDS[1])
    assert check.ok
    assert check.normalized == SEEDS[1]
    assert check.notes == ()


def test_surrounding_spaces_are_removed_and_reported() -> None:
    check = validate_seed("  " + SEEDS[0] + "\u3000")
    assert check.ok
    assert check.normalized == SEEDS[0]
    [note] = check.notes
    assert note.reason == STRIPPED_WHITESPACE
    assert "2 before" in note.message and "1 after" in note.message


def test_full_width_letters_digits_and_dash_become_ascii() -> None:
    typed = "".join(chr(ord(c) + 0xFEE0) for c in SEEDS[0])  # every character full-width
    check = validate_seed(typed)
    assert check.ok
    assert check.normalized == SEEDS[0]
    assert len(check.notes) == len(SEEDS[0])
    assert all(n.reason == FULL_WIDTH for n in check.notes)
    first = check.notes[0]
    assert (first.position, first.index, first.character) == (1, 0, typed[0])


def test_character_outside_alphabet_names_position_and_character() -> None:
    bad = SEEDS[2][:9] + "!" + SEEDS[2][10:]
    check = validate_seed(bad, "seed 3")
    assert not check.ok
    [error] = check.errors
    assert error.reason == NOT_IN_ALPHABET
    assert (error.position, error.index, error.character) == (10, 9, "!")
    assert "seed 3" in error.message and "10" in error.message and "'!'" in error.message


def test_position_index_refers_to_text_as_typed() -> None:
    bad = " " + SEEDS[2][:4] + "#" + SEEDS[2][5:]
    [error] = validate_seed(bad).errors
    assert error.index == 5  # in the typed text, after the leading space
    assert error.position == 5  # in the seed itself


def test_lookalike_dash_gets_a_hint() -> None:
    bad = SEEDS[0][:15] + "ー" + SEEDS[0][16:]
    [error] = validate_seed(bad).errors
    assert error.reason == NOT_IN_ALPHABET
    assert "did you mean '-'" in error.message


def test_space_inside_a_seed_is_an_error() -> None:
    bad = SEEDS[0][:5] + " " + SEEDS[0][6:]
    [error] = validate_seed(bad).errors
    assert error.reason == NOT_IN_ALPHABET
    assert "space" in error.message


def test_too_short_seed_says_how_many_are_missing() -> None:
    check = validate_seed(SEEDS[0][:20])
    [error] = check.errors
    assert error.reason == TOO_SHORT
    assert error.position == 21
    assert "7 missing" in error.message


def test_empty_seed() -> None:
    [error] = validate_seed("   ").errors
    assert error.reason == TOO_SHORT
    assert "empty" in error.message


def test_too_long_seed_shows_the_extra_characters() -> None:
    check = validate_seed(SEEDS[0] + "ab")
    [error] = check.errors
    assert error.reason == TOO_LONG
    assert (error.position, error.character) == (28, "ab")
    assert "2 too many" in error.message


def test_several_problems_are_all_reported() -> None:
    check = validate_seed("ab!cd")
    reasons = sorted(e.reason for e in check.errors)
    assert reasons == [NOT_IN_ALPHABET, TOO_SHORT]


def test_strict_wall_lists_every_bad_seed() -> None:
    seeds = [SEEDS[0][:-1], SEEDS[1], SEEDS[2] + "x", SEEDS[3]]
    with pytest.raises(ArcadeInputError) as info:
        arcade_wall(seeds, 3)
    message = str(info.value)
    assert "seed 1" in message and "seed 3" in message and "seed 2" not in message
    assert len(info.value.checks) == 4


def test_alphabet_is_the_64_documented_characters() -> None:
    assert len(ALPHABET) == 64 == len(set(ALPHABET))


def test_normalisation_notes_reach_the_result() -> None:
    result = arcade_wall([" " + SEEDS[0], *SEEDS[1:]], 4)
    assert any("removed spaces" in n for n in result.notes)
    assert result.wall == arcade_wall(SEEDS, 4).wall


def test_duplicate_seeds_get_a_note() -> None:
    result = arcade_wall([SEEDS[0], SEEDS[0], SEEDS[2], SEEDS[3]], 4)
    assert any("identical" in n for n in result.notes)


# -- UE ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("given", "expected"),
    [(0, 0), ("42", 42), (" 1,234 ", 1234), ("１２", 12), (0xFFFFFFFF, 0xFFFFFFFF)],
)
def test_ue_accepts_whole_numbers(given: int | str, expected: int) -> None:
    assert validate_ue(given) == expected


@pytest.mark.parametrize("given", [-1, 1 << 32, "12a", "", "-3", True, "1.5"])
def test_ue_refuses_anything_else(given: Any) -> None:
    with pytest.raises(ArcadeInputError):
        validate_ue(given)


def test_tile_values() -> None:
    assert [tile_value(c) for c in ("1m", "9p", "0s", "5s", "1z", "4z", "5z", "7z")] == [
        1,
        9,
        5,
        5,
        1,
        4,
        5,
        7,
    ]
    assert tile_value(135) == 7  # a Chun id


def test_ue_trace_adds_one_for_the_deal_and_n_times_value_per_discard() -> None:
    steps = ue_trace(10, ["1m", "9p", "7z", "0s"])
    assert [s.increment for s in steps] == [1, 1 * 1, 2 * 9, 3 * 7, 4 * 5]
    assert steps[-1].ue_after == 10 + 1 + 1 + 18 + 21 + 20
    assert [s.discard_number for s in steps] == [0, 1, 2, 3, 4]
    running = 10
    for step in steps:
        running += step.increment
        assert step.ue_after == running


def test_ue_trace_with_tile_ids_and_without_deal() -> None:
    steps = ue_trace(0, [0, 35, 108], include_deal=False)  # 1m, 9m, East
    assert [s.tile for s in steps] == ["1m", "9m", "1z"]
    assert steps[-1].ue_after == 1 * 1 + 2 * 9 + 3 * 1


# -- report ------------------------------------------------------------------------------


def test_report_has_the_cli_contract_keys() -> None:
    report = arcade_wall_report(SEEDS, 12)
    for key in (
        "source",
        "players",
        "hand",
        "wall",
        "dice",
        "break",
        "hands",
        "dora_indicator",
        "assumption",
        "verified",
        "notes",
    ):
        assert key in report
    assert report["source"] == "arcade"
    assert report["players"] == 4 and report["hand"] == 1
    assert report["verified"] is True
    assert report["assumption"] == ARCADE_LAYOUT_ASSUMPTION
    assert json.loads(json.dumps(report)) == report  # JSON-serialisable


def test_report_hands_are_dealt_from_the_wall_under_the_assumption() -> None:
    report = arcade_wall_report(SEEDS, 12)
    wall = report["wall"]
    hands = report["hands"]
    assert [len(h) for h in hands] == [13, 13, 13, 13]
    dealt = [t for h in hands for t in h] + [report["dealer_fourteenth"]]
    assert len(set(dealt)) == 53
    plan = deal_plan(4)
    for seat in range(4):
        assert hands[seat] == [wall[n] for n in plan.hands[seat]]
    dead = dead_wall_roles(4)
    assert report["dora_indicator"] == wall[dead.dora_indicators[0]]
    assert report["dora_indicator"] not in dealt


def test_report_break_follows_the_dice() -> None:
    report = arcade_wall_report(SEEDS, 12)
    total = sum(report["dice"]) + 2
    assert report["break"]["stack"] == total
    assert report["break"]["wall_of_seat"] == (total - 1) % 4


def test_report_refuses_bad_seeds_with_a_value_error() -> None:
    with pytest.raises(ValueError, match="seed 2"):
        arcade_wall_report([SEEDS[0], "short", SEEDS[2], SEEDS[3]], 1)


def test_text_form_shows_dice_hands_and_the_assumption() -> None:
    report = arcade_wall_report(SEEDS, 12)
    text = format_arcade_wall_text(report)
    assert ARCADE_LAYOUT_ASSUMPTION in text
    assert f"dice: {report['dice_faces'][0]} + {report['dice_faces'][1]}" in text
    assert " ".join(report["hands_names"][2]) in text


def test_text_form_draws_the_table_with_the_break() -> None:
    report = arcade_wall_report(SEEDS, 12)
    lines = format_arcade_wall_text(report).splitlines()
    seat = report["break"]["wall_of_seat"]
    stack = report["break"]["stack"]
    start = lines.index(f"  seat {seat}:")
    top = lines[start + 1].split()[1:]
    # Left to right as the owner sees it: stacks 16..0, with '|' right of the first stack dealt.
    assert top.index("|") == 17 - stack
    assert top[top.index("|") - 1] == report["wall_names"][0]  # top of the first stack dealt
