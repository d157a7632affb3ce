"""Each dialog driven as a user would: typing, pasting, validation, results."""

from __future__ import annotations

import json

import pytest
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from tests.shared_data import SHARED_DATA, require
from yamaviewer.core.replay.demo import demo_seed_text
from yamaviewer.core.replay.presentation import OpenGame, arcade_game
from yamaviewer.core.walls import tenhou
from yamaviewer.core.walls.arcade import UNVERIFIED_LABEL, arcade_wall
from yamaviewer.core.walls.table import ARCADE_LAYOUT_ASSUMPTION
from yamaviewer.core.walls.tenhou_commitment import commitment_from_seed
from yamaviewer.gui.dialogs.arcade_dialog import ArcadeDialog, split_seeds
from yamaviewer.gui.dialogs.commitment_dialog import CommitmentDialog
from yamaviewer.gui.dialogs.majsoul_dialog import MajsoulDialog
from yamaviewer.gui.dialogs.seed_dialog import SeedDialog
from yamaviewer.gui.main_window import MainWindow
from yamaviewer.gui.settings import Settings
from yamaviewer.gui.tile_painter import TilePainter


def _arcade_vector() -> dict[str, object]:
    path = require(SHARED_DATA / "arcade" / "vectors.json")
    vectors = json.loads(path.read_text(encoding="utf-8"))["vectors"]
    return next(v for v in vectors if len(v["seeds"]) == 4)


def _majsoul_examples() -> list[dict[str, str]]:
    path = require(SHARED_DATA / "majsoul" / "examples.json")
    return json.loads(path.read_text(encoding="utf-8"))["examples"]


# -- Tenhou seed ---------------------------------------------------------------------------


def test_seed_dialog_validates_and_opens_the_hands(qtbot: QtBot) -> None:
    dialog = SeedDialog()
    qtbot.addWidget(dialog)
    assert not dialog.ok_button.isEnabled()
    qtbot.keyClicks(dialog.seed_edit, "mt19937ar-sha512-n288-base64,AAAA")
    assert dialog.status.kind == "error" and "bytes" in dialog.status.text()
    assert not dialog.ok_button.isEnabled()
    dialog.seed_edit.setPlainText(demo_seed_text())
    assert dialog.status.kind == "ok" and dialog.ok_button.isEnabled()
    dialog.hands.setValue(3)
    with qtbot.waitSignal(dialog.gameReady) as blocker:
        dialog.ok_button.click()
    game = blocker.args[0]
    assert isinstance(game, OpenGame) and game.hand_count == 3 and game.source == "seed"


def test_seed_dialog_result_opens_in_the_window(qtbot: QtBot, settings: Settings) -> None:
    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    window.seed_action.trigger()
    dialog = window.current_dialog
    assert isinstance(dialog, SeedDialog)
    dialog.seed_edit.setPlainText(demo_seed_text())
    dialog.players.setCurrentIndex(1)  # sanma
    dialog.accept()
    assert window.game is not None and window.game.document.game.player_count == 3
    window.set_step(10)
    window.table.grab()


def test_a_typed_seed_is_decoded_once_and_each_wall_made_once(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Typing the seed decodes it; opening the hands decodes nothing and shuffles once a hand."""
    decoded: list[str] = []
    shuffled: list[int] = []
    real_new = tenhou.TenhouSeed.__new__
    real_next_hand = tenhou.TenhouGenerator.next_hand

    def counting_new(
        cls: type[tenhou.TenhouSeed], *args: object, **kwargs: object
    ) -> tenhou.TenhouSeed:
        decoded.append("seed")
        return real_new(cls, *args, **kwargs)  # type: ignore[arg-type]

    def counting_next_hand(self: tenhou.TenhouGenerator) -> tenhou.HandWall:
        shuffled.append(self.players)
        return real_next_hand(self)

    monkeypatch.setattr(tenhou.TenhouSeed, "__new__", counting_new)
    monkeypatch.setattr(tenhou.TenhouGenerator, "next_hand", counting_next_hand)
    dialog = SeedDialog()
    qtbot.addWidget(dialog)
    dialog.seed_edit.setPlainText(demo_seed_text())
    assert decoded == ["seed"]
    dialog.hands.setValue(4)
    with qtbot.waitSignal(dialog.gameReady) as blocker:
        dialog.ok_button.click()
    game = blocker.args[0]
    assert isinstance(game, OpenGame) and game.hand_count == 4
    assert decoded == ["seed"] and shuffled == [4, 4, 4, 4]
    # The document holds its walls: replays and the layout make none.
    for index in range(game.hand_count):
        game.document.replay(index)
    assert game.document.layout.players == 4
    assert decoded == ["seed"] and len(shuffled) == 4
    assert game.document.verification is not None
    assert game.document.verification.status == "verified"


def test_seed_dialog_takes_a_2008_hand_key(qtbot: QtBot) -> None:
    vector = json.loads(
        require(SHARED_DATA / "tenhou" / "eras" / "validation-2008.json").read_text("utf-8")
    )
    key = "mt19937ar," + ",".join(f"{word:08X}" for word in vector["key_words"])
    dialog = SeedDialog()
    qtbot.addWidget(dialog)
    dialog.seed_edit.setPlainText(key)
    assert dialog.status.kind == "ok" and dialog.ok_button.isEnabled()
    assert "August 2009" in dialog.status.text() and not dialog.hands.isEnabled()
    with qtbot.waitSignal(dialog.gameReady) as blocker:
        dialog.ok_button.click()
    game = blocker.args[0]
    assert isinstance(game, OpenGame) and game.hand_count == 1  # one key, one hand
    document = game.document
    assert document.walls is not None and list(document.walls[0].tiles) == vector["wall"]
    assert [d + 1 for d in document.hands[0].dice] == vector["dice_faces"]
    assert document.layout.legacy and document.layout.dora_indicator_position(0) == 4


# -- MJ Arcade -------------------------------------------------------------------------------


def test_arcade_inline_validation_names_the_wrong_character(qtbot: QtBot) -> None:
    dialog = ArcadeDialog()
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.seed_edits[1], "abc")
    dialog.seed_edits[1].insert("ー")  # as an input method commits it (QTest types Latin-1 only)
    status = dialog.seed_status[1]
    assert status.kind == "error"
    assert "character 4" in status.text() and "did you mean" in status.text()
    assert "background:#ffd6d6" in status.text()  # the bad character is highlighted
    assert not dialog.ok_button.isEnabled()
    qtbot.keyClicks(dialog.ue_edit, "12x")
    assert dialog.ue_status.kind == "error"


def test_arcade_paste_all_builds_the_wall(qtbot: QtBot) -> None:
    vector = _arcade_vector()
    seeds = list(vector["seeds"])  # type: ignore[call-overload]
    dialog = ArcadeDialog()
    qtbot.addWidget(dialog)
    QGuiApplication.clipboard().setText("\n".join(seeds))
    dialog.paste_all()
    assert [e.text() for e in dialog.seed_edits] == seeds
    dialog.ue_edit.setText(str(vector["ue"]))
    assert all(s.kind == "ok" for s in dialog.seed_status)
    assert dialog.ok_button.isEnabled()
    assert "Dice" in dialog.preview.text()
    with qtbot.waitSignal(dialog.gameReady) as blocker:
        dialog.ok_button.click()
    game = blocker.args[0]
    assert isinstance(game, OpenGame) and game.source == "arcade"
    assert ARCADE_LAYOUT_ASSUMPTION in game.notes
    expected = arcade_wall(seeds, int(vector["ue"]))  # type: ignore[call-overload]
    assert list(expected.wall) == list(vector["wall"])  # type: ignore[call-overload]
    scene = game.scene(0)
    # The first tile dealt (top of the first stack) is the arcade array's position 0.
    from yamaviewer.core.walls.arcade import sega_to_tile_id

    assert scene.wall[scene.position_at(0)] == sega_to_tile_id(expected.wall[0])
    assert scene.hand.dice == expected.dice


def test_arcade_seeds_pasted_into_one_field_are_spread(qtbot: QtBot) -> None:
    seeds = list(_arcade_vector()["seeds"])  # type: ignore[call-overload]
    dialog = ArcadeDialog()
    qtbot.addWidget(dialog)
    dialog.seed_edits[0].setText(", ".join(seeds))
    assert [e.text() for e in dialog.seed_edits] == seeds
    assert split_seeds(" a  b,c\nd ") == ["a", "b", "c", "d"]


def test_arcade_three_player_mode_is_labelled_unverified(qtbot: QtBot, settings: Settings) -> None:
    seeds = list(_arcade_vector()["seeds"])[:3]  # type: ignore[call-overload]
    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    window.arcade_action.trigger()
    dialog = window.current_dialog
    assert isinstance(dialog, ArcadeDialog)
    dialog.show()
    dialog.three.setChecked(True)
    assert dialog.unverified.isVisible() and UNVERIFIED_LABEL[:20] in dialog.unverified.text()
    assert not dialog.seed_edits[3].isVisible()
    for edit, seed in zip(dialog.seed_edits, seeds):
        edit.setText(seed)
    dialog.ue_edit.setText("5")
    assert dialog.ok_button.isEnabled()
    dialog.accept()
    assert window.game is not None and window.game.document.game.player_count == 3
    assert any("UNVERIFIED" in note for note in window.game.notes)
    assert "UNVERIFIED" in window.verification.toPlainText()
    window.table.grab()


# -- Mahjong Soul ----------------------------------------------------------------------------


def test_majsoul_match_and_no_match(qtbot: QtBot) -> None:
    examples = _majsoul_examples()
    dialog = MajsoulDialog(TilePainter(cjk_family=False))
    qtbot.addWidget(dialog)
    for example in examples[:4]:
        dialog.wall_edit.setPlainText(example["paishan"])
        dialog.salt_edit.setText(example.get("salt") or "")
        published = example.get("sha256") or example["md5"]
        dialog.hash_edit.setText(published)
        assert dialog.verdict.kind == "ok" and "MATCH" in dialog.verdict.text()
        assert len(dialog.strip.cells()) == len(example["paishan"]) // 2
        assert any(cell.tag == "D" for cell in dialog.strip.cells())
        wrong = ("0" if published[0] != "0" else "1") + published[1:]
        dialog.hash_edit.setText(wrong)
        assert dialog.verdict.kind == "error" and "NO MATCH" in dialog.verdict.text()
    dialog.grab()


def test_majsoul_reports_bad_wall_strings(qtbot: QtBot) -> None:
    dialog = MajsoulDialog(TilePainter(cjk_family=False))
    qtbot.addWidget(dialog)
    dialog.wall_edit.setPlainText("1m2m8z")
    assert dialog.wall_status.kind == "error"
    assert dialog.strip.cells() == []
    dialog.wall_edit.setPlainText("")
    assert dialog.wall_status.kind == "empty"


# -- Tenhou pre-game hash ----------------------------------------------------------------------


def test_commitment_dialog_is_labelled_unconfirmed_and_computes(qtbot: QtBot) -> None:
    from yamaviewer.core.replay.demo import game_from_seed

    game = game_from_seed(demo_seed_text(), hands=1)
    dialog = CommitmentDialog(game)
    qtbot.addWidget(dialog)
    assert "UNCONFIRMED" in dialog.banner.text()
    assert "UNCONFIRMED" in dialog.windowTitle().upper()
    names = game.player_names
    expected = commitment_from_seed(names, game.shuffle_seed or "")
    assert expected.hex[:64] in dialog.details.text()
    dialog.expected_edit.setText(expected.hex.upper())
    assert dialog.verdict.kind == "ok" and "unconfirmed" in dialog.verdict.text()
    dialog.expected_edit.setText("ab" * 64)
    assert dialog.verdict.kind == "warning" and "NO MATCH" in dialog.verdict.text()
    dialog.expected_edit.setText("xyz")
    assert dialog.verdict.kind == "error"
    dialog.seed_edit.setPlainText("not a seed")
    assert dialog.status.kind == "error"


@pytest.mark.parametrize("method", ["majsoul_action", "commitment_action"])
def test_dialogs_open_from_the_window(qtbot: QtBot, settings: Settings, method: str) -> None:
    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    window.open_demo()
    getattr(window, method).trigger()
    assert window.current_dialog is not None and window.current_dialog.isVisible()
    window.current_dialog.close()


def test_arcade_remembers_the_seeds_and_takes_the_ue_it_shows(
    qtbot: QtBot, settings: Settings
) -> None:
    """Issue 28: reopening keeps the four seeds; the empty UE field's "0" is UE 0."""
    vector = _arcade_vector()
    seeds = list(vector["seeds"])  # type: ignore[call-overload]
    dialog = ArcadeDialog(settings=settings)
    qtbot.addWidget(dialog)
    dialog.paste_all("\n".join(seeds))
    assert dialog.ue_edit.text() == "" and dialog.ue_edit.placeholderText() == "0"
    assert dialog.ok_button.isEnabled()  # UE left as shown: 0
    with qtbot.waitSignal(dialog.gameReady) as blocker:
        dialog.ok_button.click()
    expected = arcade_game(arcade_wall(seeds, 0)).scene(0).wall
    assert blocker.args[0].scene(0).wall == expected
    assert arcade_game(arcade_wall(seeds, 1)).scene(0).wall != expected
    again = ArcadeDialog(settings=settings)
    qtbot.addWidget(again)
    assert [e.text() for e in again.seed_edits] == seeds
    again.ue_edit.setText("7")
    again.reject()  # kept however it closes
    third = ArcadeDialog(settings=settings)
    qtbot.addWidget(third)
    assert [e.text() for e in third.seed_edits] == seeds
    assert third.ue_edit.text() == "7"
