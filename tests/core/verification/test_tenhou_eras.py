"""Tenhou's older eras (REFERENCE sections 2 and 3): per-hand keys and the 2009 dead wall.

Before August 2009 every INIT carries its own key; the 2009 legacy seed keeps
that era's dead wall, with replacement draws from y[0] then y[1].  Checked
against Tenhou's historic validation sample and real logs of both eras.
"""

from __future__ import annotations

import gzip
import json
import re
from pathlib import Path

import pytest

from tests.shared_data import SHARED_DATA, require
from yamaviewer.cli import main
from yamaviewer.core.formats.mjlog import read_mjlog
from yamaviewer.core.record import EventKind
from yamaviewer.core.replay.document import load_document
from yamaviewer.core.verification.tenhou import verify_game
from yamaviewer.core.walls.layout import WallLayout
from yamaviewer.core.walls.tenhou import (
    SeedError,
    TenhouGenerator,
    parse_seed,
    per_hand_wall,
)

ERAS = SHARED_DATA / "tenhou" / "eras"
LOG_2008 = ERAS / "2008092000gm-0009-0000-10db094d.mjlog"
LOG_2009_KAN = ERAS / "dnovikoff-bug8-2009-legacy-kan.xml"


def _vector() -> dict[str, object]:
    data: dict[str, object] = json.loads(
        require(ERAS / "validation-2008.json").read_text(encoding="utf-8")
    )
    return data


def _key_text(words: list[int]) -> str:
    return "mt19937ar," + ",".join(f"{word:08X}" for word in words)


def test_2008_validation_vector_wall_and_dice() -> None:
    vector = _vector()
    seed = parse_seed(_key_text(vector["key_words"]))  # type: ignore[arg-type]
    assert seed.per_hand and seed.legacy and len(seed.key) == 8
    wall = per_hand_wall(seed)
    assert list(wall.tiles) == vector["wall"]
    assert [d + 1 for d in wall.dice] == vector["dice_faces"]
    # The generator says the same for its one hand, and refuses a second.
    generator = TenhouGenerator(seed)
    assert generator.next_hand() == wall
    with pytest.raises(SeedError, match="one hand"):
        generator.next_hand()


def _inits(path: Path) -> list[str]:
    data = path.read_bytes()
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    return re.findall(r"<INIT [^>]*>", data.decode("utf-8"))


def test_2008_log_verifies_hand_by_hand_with_its_dead_wall() -> None:
    game = read_mjlog(require(LOG_2008))
    assert game.shuffle_seed is None
    inits = _inits(LOG_2008)
    assert [h.shuffle_key for h in game.hands] == [
        re.search(r'shuffle="([^"]*)"', init).group(1)  # type: ignore[union-attr]
        for init in inits
    ]
    result = verify_game(game)
    assert result.status == "verified" and len(result.hands) == len(game.hands) == len(inits)
    assert result.layout == WallLayout(4, legacy=True)
    for hand, check, wall in zip(game.hands, result.hands, result.walls, strict=True):
        assert check.ok and check.dice_checked == 2 and check.deal_checked == 52
        assert check.live_draws > 0
        # Dead-wall roles of that era: dora y[4]; ura y[5] wherever a win shows one.
        assert wall.tiles[4] == hand.dora_indicator
        for win in hand.wins:
            assert win.dora[0] == wall.tiles[4]
            if win.ura:
                assert win.ura[0] == wall.tiles[5]
    assert sum(c.ura_checked for c in result.hands) > 0


def test_2009_legacy_kan_log_takes_replacements_from_y0_then_y1() -> None:
    game = read_mjlog(require(LOG_2009_KAN))
    assert game.shuffle_seed is not None and parse_seed(game.shuffle_seed).legacy
    result = verify_game(game)
    assert result.status == "verified", [m.describe() for m in result.mismatches]
    replacements = 0
    kan_dora = 0
    for hand, wall in zip(game.hands, result.walls, strict=True):
        taken = 0
        due = False
        kans = 0
        for event in hand.events:
            if event.kind is EventKind.CALL and event.meld is not None:
                due = event.meld.type.takes_replacement
            elif event.kind is EventKind.DRAW and due:
                assert event.tile == wall.tiles[taken]  # y[0], then y[1]
                taken += 1
                due = False
            elif event.kind is EventKind.DORA:
                kans += 1
                assert event.tile == wall.tiles[4 + 2 * kans]  # y[6], y[8]
        replacements += taken
        kan_dora += kans
        for win in hand.wins:
            for index, tile in enumerate(win.ura):
                assert tile == wall.tiles[5 + 2 * index]  # ura y[5], kan-ura y[7]
    assert replacements >= 1 and kan_dora >= 1


def test_the_eras_folder_verifies_from_the_cli(capsys: pytest.CaptureFixture[str]) -> None:
    paths = [str(require(LOG_2008)), str(require(LOG_2009_KAN))]
    assert main(["verify", *paths]) == 0
    out = capsys.readouterr().out
    assert out.count("verified  ") == 2 and "2 of 2 files verified" in out


def test_wall_command_takes_a_2008_key(capsys: pytest.CaptureFixture[str]) -> None:
    vector = _vector()
    key = _key_text(vector["key_words"])  # type: ignore[arg-type]
    assert main(["wall", "--tenhou-seed", key, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["wall"] == vector["wall"] and report["per_hand_key"] is True
    assert [d + 1 for d in report["dice"]] == vector["dice_faces"]
    assert report["dora_indicator"] == vector["wall"][4]  # type: ignore[index]
    assert main(["wall", "--tenhou-seed", key, "--hand", "2"]) == 2
    assert "one hand's key" in capsys.readouterr().err


def test_wall_command_reads_each_hands_key_from_a_2008_log(
    capsys: pytest.CaptureFixture[str],
) -> None:
    game = read_mjlog(require(LOG_2008))
    for number in (1, len(game.hands)):
        assert main(["wall", "--log", str(LOG_2008), "--hand", str(number), "--json"]) == 0
        report = json.loads(capsys.readouterr().out)
        hand = game.hands[number - 1]
        assert report["dice"] == list(hand.dice) and report["dora_indicator"] == hand.dora_indicator
        assert report["hands"][hand.dealer] == hand.haipai[hand.dealer]


def test_a_2008_document_shows_its_walls() -> None:
    document = load_document(require(LOG_2008))
    assert document.has_seed and document.layout.legacy
    replay = document.replay(0)
    assert replay.wall == document.walls[0].tiles  # type: ignore[index]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("mt19937ar,BEF2A12D,33A53D54", "8 or 32 hex words"),
        ("mt19937ar,BEF2A12D,33A53D54,2E284410,D68656A3,A9B60976,39483C8E,24706954,XYZ", "word 8"),
    ],
)
def test_bad_2008_keys_are_named(text: str, message: str) -> None:
    with pytest.raises(SeedError, match=message):
        parse_seed(text)


def test_a_3_player_wall_from_a_2008_key_says_its_dice_rule_is_unconfirmed(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from yamaviewer.core.replay.document import seed_document
    from yamaviewer.core.walls.tenhou import SANMA_PER_HAND_DICE_NOTE

    key = _key_text(_vector()["key_words"])  # type: ignore[arg-type]
    document = seed_document(key, players=3)
    assert document.verification is not None
    assert document.verification.notes == [SANMA_PER_HAND_DICE_NOTE]
    wall = document.walls[0]  # type: ignore[index]
    assert sorted(wall.tiles) == sorted(t for t in range(136) if not 4 <= t < 32)
    assert wall.dice == (wall.rnd[107] % 6, wall.rnd[108] % 6)
    assert document.layout.dora_indicator_position(0) == 8
    assert main(["wall", "--tenhou-seed", key, "--players", "3"]) == 0
    assert "note: UNCONFIRMED" in capsys.readouterr().out
    # Four players rest on confirmed data: no note.
    assert seed_document(key).verification.notes == []  # type: ignore[union-attr]
