"""Tenhou's published validation vector, stage by stage, and the seed parser's errors."""

from __future__ import annotations

import base64
import re
from pathlib import Path
from typing import Any

import pytest

from tests.shared_data import VALIDATION_DIR, VALIDATION_GAME, require
from yamaviewer.core.formats.mjlog import read_mjlog
from yamaviewer.core.walls.layout import WallLayout
from yamaviewer.core.walls.tenhou import (
    RoninSeedError,
    SeedError,
    TenhouGenerator,
    hash_outputs,
    parse_seed,
    shuffle_words,
)


def _numbers(path: Path) -> list[int]:
    """Read the vector's '[0x..u32, ...]' / '[22u8, ...]' lists."""
    text = require(path).read_text()
    text = re.sub(r"u(8|32)", "", text)
    return [int(token, 0) for token in re.findall(r"0x[0-9A-Fa-f]+|\d+", text)]


@pytest.fixture(scope="module")
def vector() -> dict[str, Any]:
    base = VALIDATION_DIR / VALIDATION_GAME
    return {
        "seed_text": require(base.with_suffix(".seed_str")).read_text().strip().strip('"'),
        "seed_u32": _numbers(base.with_suffix(".seed_u32")),
        "src": _numbers(base.with_suffix(".src_u32")),
        "rnd": _numbers(base.with_suffix(".rnd_u32")),
        "wall": _numbers(base.with_suffix(".wall136")),
        "log": base.with_suffix(".xml"),
    }


def test_seed_words(vector: dict[str, Any]) -> None:
    seed = parse_seed(vector["seed_text"])
    assert len(vector["seed_u32"]) == 624
    assert list(seed.key) == vector["seed_u32"]
    assert not seed.legacy


def test_first_288_outputs(vector: dict[str, Any]) -> None:
    generator = TenhouGenerator(vector["seed_text"])
    src = generator.next_source()
    words = [int.from_bytes(src[i : i + 4], "little") for i in range(0, len(src), 4)]
    assert words == vector["src"]


def test_hash_words_and_wall(vector: dict[str, Any]) -> None:
    src = b"".join(w.to_bytes(4, "little") for w in vector["src"])
    rnd = hash_outputs(src)
    assert list(rnd) == vector["rnd"]
    assert list(shuffle_words(rnd, 4)) == vector["wall"]


def test_dice_and_dealt_hand_match_the_log(vector: dict[str, Any]) -> None:
    wall = TenhouGenerator(vector["seed_text"]).next_hand()
    assert wall.dice == (5, 1)  # stated by the vector's README
    game = read_mjlog(vector["log"])
    first = game.hands[0]
    assert first.dice == wall.dice
    layout = WallLayout(4)
    assert wall.tiles[layout.dora_indicator_position(0)] == first.dora_indicator == 19
    y = wall.tiles
    expected_seat0 = [
        y[135],
        y[134],
        y[133],
        y[132],
        y[119],
        y[118],
        y[117],
        y[116],
        y[103],
        y[102],
        y[101],
        y[100],
        y[87],
    ]
    assert first.haipai[first.dealer] == expected_seat0


def test_bare_base64_is_accepted(vector: dict[str, Any]) -> None:
    bare_text = vector["seed_text"]
    assert "," not in bare_text  # the vector stores the bare base64 text
    full = parse_seed(f"mt19937ar-sha512-n288-base64,{bare_text}")
    assert parse_seed(bare_text).key == full.key


@pytest.mark.parametrize("brake", ["\n", "\r\n", " ", "\t", "\u3000"])
def test_a_seed_wrapped_over_lines_reads_as_the_seed(vector: dict[str, Any], brake: str) -> None:
    """White space inside the base64 (a seed wrapped when copied) is dropped; the seed
    then has the key and the text of the unwrapped one."""
    bare_text = vector["seed_text"]
    wrapped = brake.join(bare_text[i : i + 76] for i in range(0, len(bare_text), 76))
    assert parse_seed(wrapped) == parse_seed(bare_text)
    assert parse_seed(f"mt19937ar-sha512-n288-base64,{wrapped}").text.endswith(bare_text)


@pytest.mark.parametrize("damage", ["@", "\u00e9", "="])
def test_a_wrapped_seed_with_a_bad_character_says_the_same_as_an_unwrapped_one(
    vector: dict[str, Any], damage: str
) -> None:
    bare_text = vector["seed_text"][:-8] + damage + vector["seed_text"][-7:]
    with pytest.raises(SeedError) as unwrapped:
        parse_seed(bare_text)
    with pytest.raises(SeedError) as wrapped:
        parse_seed(bare_text[:100] + "\n" + bare_text[100:])
    assert str(wrapped.value) == str(unwrapped.value)


def test_legacy_seed_parses() -> None:
    words = ",".join(f"{i * 0x01010101:08X}" for i in range(1, 33))
    seed = parse_seed(f"mt19937ar-sha512-n288,{words}")
    assert seed.legacy and len(seed.key) == 32 and seed.key[0] == 0x01010101


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty"),
        ("mt19937ar-sha512-n288-base64,@@@@", "not valid base64"),
        ("mt19937ar-sha512-n288-base64," + base64.b64encode(b"x" * 100).decode(), "100 bytes"),
        ("mt19937ar-sha512-n288,1,2,3", "32 hex words"),
        ("mt19937ar-sha512-n288," + ",".join(["ZZ"] * 32), "not hexadecimal"),
        ("xorshift,abc", "unknown seed format"),
    ],
)
def test_bad_seeds_say_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(SeedError, match=message):
        parse_seed(text)


def test_sanma_shuffle_uses_108_tiles() -> None:
    rnd = tuple(range(1000, 1144))
    wall = shuffle_words(rnd, 3)
    assert sorted(wall) == [i for i in range(136) if not 4 <= i < 32]


@pytest.mark.parametrize(
    "wrap",
    [
        '"{}"',
        "'{}'",
        'seed="{}"',
        "SEED = '{}'",
        "  \u201c{}\u201d\n",
    ],
)
def test_a_seed_copied_with_its_quotes_reads_as_the_seed(vector: dict[str, Any], wrap: str) -> None:
    text = f"mt19937ar-sha512-n288-base64,{vector['seed_text']}"
    assert parse_seed(wrap.format(text)).key == parse_seed(text).key


def test_a_ronin_seed_is_named_not_called_cut_short() -> None:
    ronin = "0123456789abcdef" * 12  # 192 hex digits, as MahjongRepository/ronin writes
    with pytest.raises(RoninSeedError, match=r"Ronin seed \(PCG64-DXSM\); verifying Ronin"):
        parse_seed(f'"{ronin}"')
    with pytest.raises(SeedError, match="cut short"):
        parse_seed(ronin[:-4])  # 188 hex digits: a Tenhou seed cut short


def test_a_wall_keeps_its_hash_words_as_bytes(vector: dict[str, Any]) -> None:
    """Issue 27: 576 bytes a hand, not a tuple of 144 Python ints (5.8 KB)."""
    generator = TenhouGenerator(vector["seed_text"])
    src = generator.next_source()
    wall = TenhouGenerator(vector["seed_text"]).next_hand()
    assert isinstance(wall.rnd_bytes, bytes) and len(wall.rnd_bytes) == 144 * 4
    assert wall.rnd == hash_outputs(src) and list(wall.rnd) == vector["rnd"]
    assert wall.dice == (wall.rnd[135] % 6, wall.rnd[136] % 6)
