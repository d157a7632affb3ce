"""Tenhou's pre-game commitment (unconfirmed recipe, REFERENCE section 5)."""

from __future__ import annotations

import base64
import hashlib
import random
import re

import pytest

from tests.shared_data import VALIDATION_DIR, VALIDATION_GAME
from yamaviewer.core.walls.tenhou_commitment import (
    SEED_BYTES,
    UNCONFIRMED_LABEL,
    CommitmentError,
    commitment,
    commitment_for_game,
    commitment_from_seed,
    normalize_sha512_hex,
    seat_order_digits,
    seed_hex,
)

VALIDATION_LOG = VALIDATION_DIR / f"{VALIDATION_GAME}.xml"

# The reference example: sanma, East..West.
EXAMPLE_SEATS = ["ちゃいますんこ", "アグモン", "NoName"]


def _seed_bytes(first: int = 0x5A) -> bytes:
    rng = random.Random(1234)
    return bytes([first]) + bytes(rng.randrange(256) for _ in range(SEED_BYTES - 1))


def test_reference_example_seat_order_is_1203() -> None:
    assert sorted(EXAMPLE_SEATS) == ["NoName", "ちゃいますんこ", "アグモン"]
    assert seat_order_digits(EXAMPLE_SEATS) == "1203"


def test_sanma_log_with_empty_fourth_name() -> None:
    assert seat_order_digits([*EXAMPLE_SEATS, ""]) == "1203"


def test_four_player_seat_order() -> None:
    assert seat_order_digits(["d", "b", "a", "c"]) == "3102"


def test_equal_names_keep_seat_order() -> None:
    assert seat_order_digits(["NoName", "NoName", "A", "NoName"]) == "1203"


def test_commitment_is_sha512_of_seat_order_and_seed_hex() -> None:
    seed = _seed_bytes()
    result = commitment(EXAMPLE_SEATS, seed)
    expected_text = "1203" + seed.hex()  # first byte 0x5a: no leading zero to drop
    assert result.seed_text == seed.hex()
    assert result.hex == hashlib.sha512(expected_text.encode()).hexdigest()
    assert len(expected_text) == 4996  # as Tenhou says
    assert result.label == UNCONFIRMED_LABEL
    assert "UNCONFIRMED" in result.label


def test_leading_zero_nibble_is_dropped() -> None:
    seed = _seed_bytes(first=0x0F)
    assert seed_hex(seed) == seed.hex()[1:]
    assert seed_hex(_seed_bytes(first=0x00)) == _seed_bytes(first=0x00).hex().lstrip("0")


def test_matches_ignores_case_and_spaces() -> None:
    result = commitment(EXAMPLE_SEATS, _seed_bytes())
    pasted = " ".join(re.findall(".{16}", result.hex.upper()))
    assert result.matches(pasted)
    assert not result.matches("0" * 128)


@pytest.mark.parametrize(("text", "match"), [("xyz" * 40, "not hex"), ("ab" * 10, "20 hex")])
def test_bad_expected_hash(text: str, match: str) -> None:
    with pytest.raises(CommitmentError, match=match):
        normalize_sha512_hex(text)


def test_wrong_seed_length_and_name_count() -> None:
    with pytest.raises(CommitmentError, match="2496"):
        commitment(EXAMPLE_SEATS, b"\x01" * 128)
    with pytest.raises(CommitmentError, match="3 or 4"):
        commitment(["a", "b"], _seed_bytes())


def test_from_seed_attribute_uses_the_decoded_bytes() -> None:
    seed = _seed_bytes()
    attribute = "mt19937ar-sha512-n288-base64," + base64.b64encode(seed).decode()
    assert commitment_from_seed(EXAMPLE_SEATS, attribute) == commitment(EXAMPLE_SEATS, seed)


def test_legacy_and_broken_seeds_are_refused() -> None:
    legacy = "mt19937ar-sha512-n288," + ",".join(["0123ABCD"] * 32)
    with pytest.raises(CommitmentError, match="legacy"):
        commitment_from_seed(EXAMPLE_SEATS, legacy)
    with pytest.raises(CommitmentError):
        commitment_from_seed(EXAMPLE_SEATS, "mt19937ar-sha512-n288-base64,AAAA")


def test_real_log_gives_a_commitment_over_its_seed() -> None:
    if not VALIDATION_LOG.is_file():
        pytest.skip(f"Tenhou validation log not found at {VALIDATION_LOG}")
    from yamaviewer.core.formats.mjlog import read_mjlog

    game = read_mjlog(VALIDATION_LOG)
    result = commitment_for_game(game)
    raw = VALIDATION_LOG.read_text(encoding="utf-8")
    body = re.search(r'seed="mt19937ar-sha512-n288-base64,([^"]+)"', raw)
    assert body is not None
    seed = base64.b64decode(body.group(1))
    expected_seed_text = format(int.from_bytes(seed, "big"), "x")
    assert result.seed_text == expected_seed_text
    assert (
        result.hex == hashlib.sha512((result.seat_order + expected_seed_text).encode()).hexdigest()
    )
    assert sorted(result.seat_order[: game.player_count]) == [
        str(i) for i in range(game.player_count)
    ]
