"""A Mahjong Soul record in the viewer: the panel's checks and the hash-journal dialog."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.shared_data import SHARED_DATA, require
from yamaviewer.core.replay.document import load_document
from yamaviewer.core.replay.presentation import OpenGame
from yamaviewer.gui.dialogs.journal_dialog import JournalDialog
from yamaviewer.gui.main_window import MainWindow
from yamaviewer.gui.settings import Settings

RECORD = SHARED_DATA / "majsoul" / "records" / "paipu_record.json"


@pytest.fixture
def window(qtbot: QtBot, settings: Settings) -> MainWindow:
    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    return window


def _open(window: MainWindow, path: Path) -> None:
    window.open_game(OpenGame(load_document(path), path.name, "file"))


def test_the_record_opens_verified_hand_by_hand(window: MainWindow) -> None:
    _open(window, require(RECORD))
    html = window.verification.toPlainText()
    assert "Verified" in html and "Hash of the wall" in html and "Real tile set" in html
    assert window.journal_action.isEnabled()
    window.set_hand(8)
    assert "Verified" in window.verification.toPlainText()


def test_a_tampered_record_names_the_draw_and_links_to_its_step(
    window: MainWindow, tmp_path: Path
) -> None:
    data = json.loads(require(RECORD).read_text(encoding="utf-8"))
    actions = data["data"]["data"]["actions"]
    deals = [
        a["result"]["data"]
        for a in actions
        if a.get("result", {}).get("name", "").endswith("DealTile")
    ]
    j = next(k for k in range(1, 10) if deals[k]["tile"] != deals[0]["tile"])
    deals[0]["tile"], deals[j]["tile"] = deals[j]["tile"], deals[0]["tile"]
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    _open(window, path)
    text = window.verification.toPlainText()
    assert "Mismatch" in text and "draw 1 by" in text
    html = window.verification.toHtml()
    step = int(html.split("step:")[1].split("'")[0].split('"')[0])
    document = window.game.document  # type: ignore[union-attr]
    event = document.hands[0].events[step - 1]
    assert event.kind.name == "DRAW"  # the link lands on the tampered draw itself


def test_the_journal_dialog_checks_the_record_again(window: MainWindow, qtbot: QtBot) -> None:
    _open(window, require(RECORD))
    document = window.game.document  # type: ignore[union-attr]
    assert document.majsoul_record is not None
    dialog = JournalDialog(document, window)
    qtbot.addWidget(dialog)
    dialog.edit.setPlainText("E1-0 nonsense")
    assert not dialog.ok_button.isEnabled() and "Line 1" in dialog.status.text()
    first = document.majsoul_record.hands[0]
    dialog.edit.setPlainText(f"E1-0 {first.md5}\nE2-0 {'0' * 32}\n")
    assert dialog.ok_button.isEnabled()
    dialog.accept()
    checks = document.majsoul_verification.hands  # type: ignore[union-attr]
    assert checks[0].journal_ok is True and checks[1].journal_ok is False
    window.verification.show_hand(window.game, 1)
    assert "Hash copied during play" in window.verification.toPlainText()


def test_a_tenhou6_export_says_it_cannot_be_verified(window: MainWindow, tmp_path: Path) -> None:
    from yamaviewer.cli import main

    export = tmp_path / "export.json"
    assert main(["convert", str(require(RECORD)), "-o", str(export)]) == 0
    _open(window, export)
    assert "dropped each hand's wall and its hash" in window.verification.toPlainText()
    assert not window.journal_action.isEnabled()
    QApplication.processEvents()


def test_the_record_s_report_and_journal_dialog_speak_japanese(
    qapp: QApplication, settings: Settings, qtbot: QtBot, tmp_path: Path
) -> None:
    from tests.gui.test_japanese_ui import english_vocabulary, leaks
    from yamaviewer.gui import i18n

    data = json.loads(require(RECORD).read_text(encoding="utf-8"))
    first = next(
        a["result"]["data"]
        for a in data["data"]["data"]["actions"]
        if a.get("result", {}).get("name") == ".lq.RecordNewRound"
    )
    rounds = [
        a["result"]["data"]
        for a in data["data"]["data"]["actions"]
        if a.get("result", {}).get("name") == ".lq.RecordNewRound"
    ]
    codes = [first["paishan"][i : i + 2] for i in range(0, len(first["paishan"]), 2)]
    codes[40], codes[41] = codes[41], codes[40]  # two undrawn tiles: only the hash fails
    first["paishan"] = "".join(codes)
    assert rounds[0] is first
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    vocabulary = english_vocabulary()
    assert i18n.install_language(qapp, "ja")
    try:
        window = MainWindow(settings, restore=False)
        qtbot.addWidget(window)
        _open(window, path)
        report = window.verification.toPlainText()
        assert "不一致" in report and "牌山のハッシュ" in report
        assert leaks(report, vocabulary) == []
        dialog = JournalDialog(window.game.document, window)  # type: ignore[union-attr]
        qtbot.addWidget(dialog)
        dialog.edit.setPlainText("E1-0 xyz")
        texts = [dialog.windowTitle(), dialog.status.text(), dialog.load_button.text()]
        assert all(leaks(text, vocabulary) == [] for text in texts), texts
    finally:
        i18n.install_language(qapp, "en")


def test_a_record_that_is_not_a_real_tile_set_is_refused_with_a_message(tmp_path: Path) -> None:
    from yamaviewer.core.formats.majsoul_record import MajsoulRecordError

    data = json.loads(require(RECORD).read_text(encoding="utf-8"))
    first = next(
        a["result"]["data"]
        for a in data["data"]["data"]["actions"]
        if a.get("result", {}).get("name") == ".lq.RecordNewRound"
    )
    first["tiles1"] = ["1m"] * 4 + ["9m"] * 4 + ["1p"] * 4 + ["7z"]  # a preset hand
    path = tmp_path / "preset.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(MajsoulRecordError, match="not a real tile set"):
        load_document(path)
