"""No English sentence reaches the Japanese interface.

The window, every dialog (filled in so that their results show), the
tooltips of the table and the strip, the verification panel and the trainer
are rendered in Japanese and all their text is scanned.  A word of the
interface's own English vocabulary (every source text of the catalogue, the
core's sentences included) is a leak, and so is a wind letter used as a word
("E (Aoi)", "N家").  Player names, tile codes and proper names are not words of
that vocabulary, so they pass.
"""

from __future__ import annotations

import html
import json
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QTabWidget,
    QTextEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from tests.shared_data import SHARED_DATA, VALIDATION_DIR, VALIDATION_GAME, require
from yamaviewer.core.replay.demo import demo_seed_text
from yamaviewer.core.replay.presentation import OpenGame
from yamaviewer.core.walls.arcade import UNVERIFIED_LABEL
from yamaviewer.core.walls.arcade_input import validate_seed
from yamaviewer.core.walls.majsoul import LAYOUT_NOTE, PROOF_NOTE
from yamaviewer.core.walls.table import ARCADE_LAYOUT_ASSUMPTION
from yamaviewer.core.walls.tenhou_commitment import UNCONFIRMED_LABEL
from yamaviewer.gui import i18n, texts
from yamaviewer.gui.main_window import MainWindow
from yamaviewer.gui.settings import Settings

REPO = Path(__file__).resolve().parents[2]
CATALOGUE = REPO / "resources" / "translations" / "yamaviewer_ja.ts"
CORE_LABELS = (
    ARCADE_LAYOUT_ASSUMPTION,
    UNVERIFIED_LABEL,
    UNCONFIRMED_LABEL,
    LAYOUT_NOTE,
    PROOF_NOTE,
)
#: Words that are names in both languages (sources, formats, programs).
PROPER = {
    "tenhou",
    "sega",
    "arcade",
    "mahjong",
    "soul",
    "mjlog",
    "mjai",
    "mpsz",
    "net",  # tenhou.net/2, tenhou.net/6
    "json",
    "yamaviewer",
    "base64",
    "mt19937ar",
    "sha512",
    "sha",
    "md5",
    "sha256",
    "png",
    "svg",
    "xml",
    "http",
    "https",
    "html",
    "paishan",  # Mahjong Soul's field name
    "a-z",  # a character range
    "enter",  # key names
    "space",
    "ctrl",
}
_TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9'_-]*")
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*[a-z]")
_WIND_AS_WORD = re.compile(r"(?<![A-Za-z0-9])[ESWN](?=家|の山| \()")


def english_vocabulary() -> set[str]:
    """Every word (3+ letters) of the English source texts of the catalogue."""
    words: set[str] = set()
    for source in ET.parse(CATALOGUE).getroot().iter("source"):
        text = re.sub(r"<[^>]+>|&\w+;|%\d", " ", source.text or "")
        words.update(w.lower() for w in _WORD.findall(text) if len(w) >= 3)
    return words - PROPER


def leaks(text: str, vocabulary: set[str]) -> list[str]:
    """The English words (and wind letters used as words) in ``text``.

    Markup is dropped, and so are ``<code>`` (literal names) and hash formulas; a token
    with a digit or an underscore is a code (``5m``, ``mt19937ar-sha512-n288-base64``),
    not a word.
    """
    text = re.sub(r"<code>.*?</code>", " ", text, flags=re.S)
    text = re.sub(
        r"(?<![A-Za-z0-9])(?:md5|sha256|sha512)\([^)]*\)", " ", text
    )  # formulas: md5(wall)
    text = html.unescape(re.sub(r"<[^>]+>", " ", text))
    found = [
        token
        for token in _TOKEN.findall(text)
        if _WORD.fullmatch(token) and token.lower() in vocabulary
    ]
    found += [f"{m.group(0)}… (wind letter)" for m in _WIND_AS_WORD.finditer(text)]
    return found


def widget_texts(root: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) of everything a user reads in ``root`` and its children."""
    widgets = [root, *root.findChildren(QWidget)]
    for widget in widgets:
        if not widget.isVisibleTo(root) and widget is not root:
            continue
        name = f"{type(widget).__name__}:{widget.objectName()}"
        for label, text in (
            ("title", widget.windowTitle()),
            ("tooltip", widget.toolTip()),
            ("accessible", widget.accessibleName()),
        ):
            if text:
                yield f"{name} {label}", text
        if isinstance(widget, QLabel | QAbstractButton):
            yield name, widget.text()
        elif isinstance(widget, QGroupBox):
            yield name, widget.title()
        elif isinstance(widget, QTextEdit):
            yield name, widget.toPlainText()
        elif isinstance(widget, QPlainTextEdit | QLineEdit):
            yield f"{name} placeholder", widget.placeholderText()
        elif isinstance(widget, QComboBox):
            for i in range(widget.count()):
                yield name, widget.itemText(i)
        elif isinstance(widget, QTabWidget):
            for i in range(widget.count()):
                yield name, widget.tabText(i)
        elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
            model = widget.model()
            for row in range(model.rowCount(QModelIndex())):
                index = model.index(row, 0)
                for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                    value = model.data(index, role)
                    if isinstance(value, str):
                        yield name, value
                for role in range(Qt.ItemDataRole.UserRole, Qt.ItemDataRole.UserRole + 4):
                    value = model.data(index, role)
                    if isinstance(value, str):
                        yield name, value
        for action in widget.actions():
            if action.text():
                yield f"{name} action", action.text()
            if action.menu() is not None:
                for sub in action.menu().actions():  # type: ignore[union-attr]
                    if sub.text():
                        yield f"{name} menu", sub.text()


@pytest.fixture
def japanese(qapp: QApplication) -> Iterator[set[str]]:
    assert i18n.install_language(qapp, "ja")
    QCoreApplication.processEvents()
    try:
        yield english_vocabulary()
    finally:
        i18n.install_language(qapp, "en")
        QCoreApplication.processEvents()


def _check(found: dict[str, list[str]]) -> None:
    bad = {where: words for where, words in found.items() if words}
    assert not bad, "English in the Japanese UI:\n" + "\n".join(
        f"  {where}: {words}" for where, words in sorted(bad.items())
    )


def _scan(root: QWidget, vocabulary: set[str], found: dict[str, list[str]]) -> None:
    for where, text in widget_texts(root):
        hits = leaks(text, vocabulary)
        if hits:
            found.setdefault(f"{where}: {text[:90]!r}", []).extend(hits)


def test_the_vocabulary_knows_the_known_leaks() -> None:
    """The scanner itself: it finds the leaks issue #11 reported, and passes names."""
    vocabulary = english_vocabulary()
    assert leaks("サイコロ合計12: dice total 12: break in the wall", vocabulary)
    assert leaks("1z (East)", vocabulary)
    assert leaks("N家の山", vocabulary) and leaks("E (Aoi)", vocabulary)
    assert not leaks("東家 (Aoi)、kesuike3、ASAPIN、5m、1z、y[135]", vocabulary)
    assert not leaks("mt19937ar-sha512-n288-base64", vocabulary)


def test_core_labels_are_translated_in_japanese(qapp: QApplication) -> None:
    """The core's sentences are declared once and the catalogue covers each."""
    assert texts.core_text(UNCONFIRMED_LABEL) == UNCONFIRMED_LABEL  # English: as is
    try:
        assert i18n.install_language(qapp, "ja")
        for label in CORE_LABELS:
            translated = texts.core_text(label)
            assert translated != label and translated.strip()
    finally:
        i18n.install_language(qapp, "en")


def test_core_sentences_with_arguments_are_translated_with_them(qapp: QApplication) -> None:
    """A filled template (the break of an MJ Arcade wall) is worded again, arguments too."""
    from yamaviewer.core.walls.table import TableLayout

    sentence = TableLayout(4, 12, 0).describe_break()
    assert sentence.startswith("dice total 12: break in the wall of the player left of the dealer")
    try:
        assert i18n.install_language(qapp, "ja")
        text = texts.core_text(sentence)
    finally:
        i18n.install_language(qapp, "en")
    assert "12" in text and "親の上家" in text and not leaks(text, english_vocabulary())


def test_arcade_seed_problems_are_worded_in_japanese(qapp: QApplication, qtbot: QtBot) -> None:
    from yamaviewer.gui.dialogs.arcade_dialog import ArcadeDialog

    check = validate_seed("s5X4ebHUoCyJRMc7nwlljw-yzーd")  # a katakana long-vowel mark
    try:
        assert i18n.install_language(qapp, "ja")
        dialog = ArcadeDialog()
        qtbot.addWidget(dialog)
        text = dialog.issue_text(check.errors[0], check, 3)
    finally:
        i18n.install_language(qapp, "en")
    assert "シード4" in text and "26" in text and "「ー」" in text and "「-」" in text


def test_mismatches_are_described_from_their_fields(qapp: QApplication) -> None:
    from yamaviewer.core.verification.results import CheckKind, Mismatch
    from yamaviewer.gui.verification_panel import describe_mismatch

    live = Mismatch(
        hand=1, hand_label="East 1, 0 honba", step=12, what="live draw 6 by seat 2",
        position=78, expected=16, found=20, kind=CheckKind.LIVE, seat=2, number=6,
    )  # fmt: skip
    dice = Mismatch(
        hand=1, hand_label="East 1, 0 honba", step=0, what="die 1",
        position=None, expected=4, found=1, kind=CheckKind.DICE, number=1,
    )  # fmt: skip
    assert describe_mismatch(live) == (
        "live draw 6 by seat 3 (wall position 78): the seed puts 0m there, the log has 6m"
    )
    assert describe_mismatch(dice) == "die 1: the seed gives 5, the log shows 2"
    try:
        assert i18n.install_language(qapp, "ja")
        text = describe_mismatch(live)
    finally:
        i18n.install_language(qapp, "en")
    assert "座席3" in text and "赤五萬" in text and "六萬" in text and "78" in text


def test_main_window_table_strip_and_panel_speak_japanese(
    qtbot: QtBot, settings: Settings, japanese: set[str]
) -> None:
    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    path = require(VALIDATION_DIR / f"{VALIDATION_GAME}.xml")
    window.open_path(path)
    found: dict[str, list[str]] = {}
    game = window.game
    assert game is not None
    for hand in range(game.hand_count):
        window.set_hand(hand)
        for step in (0, 30, window.step_count - 1):
            window.set_step(step)
            QCoreApplication.processEvents()
            _scan(window, japanese, found)
            scene = game.scene(hand)
            for position in range(scene.size):
                text = window.table.describe_position(position)
                found.setdefault(f"table tooltip hand {hand} y[{position}]: {text!r}", []).extend(
                    leaks(text, japanese)
                )
            for index in range(len(window.strip.cells())):
                text = window.strip.tooltip_at(index)
                found.setdefault(f"strip tooltip hand {hand} #{index}: {text!r}", []).extend(
                    leaks(text, japanese)
                )
    _check(found)


def test_games_without_a_file_speak_japanese(
    qtbot: QtBot, settings: Settings, japanese: set[str]
) -> None:
    from yamaviewer.core.replay.presentation import demo_game, seed_game

    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    window.show()
    found: dict[str, list[str]] = {}
    from yamaviewer.core.replay.presentation import arcade_game
    from yamaviewer.core.walls.arcade import arcade_wall

    vector = _arcade_vector()
    seeds = list(vector["seeds"])  # type: ignore[call-overload]
    games: list[OpenGame] = [
        demo_game(),
        seed_game(demo_seed_text(), 4, 2, False),
        arcade_game(arcade_wall(seeds, int(vector["ue"]))),  # type: ignore[call-overload]
        arcade_game(arcade_wall(seeds[:3], 5)),
    ]
    for game in games:
        window.open_game(game)
        QCoreApplication.processEvents()
        _scan(window, japanese, found)
    _check(found)


def _arcade_vector() -> dict[str, object]:
    path = require(SHARED_DATA / "arcade" / "vectors.json")
    vectors = json.loads(path.read_text(encoding="utf-8"))["vectors"]
    return next(v for v in vectors if len(v["seeds"]) == 4)


def test_every_dialog_speaks_japanese(qtbot: QtBot, settings: Settings, japanese: set[str]) -> None:
    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    window.show()
    found: dict[str, list[str]] = {}
    # Tenhou seed, with a valid seed typed.
    window.seed_action.trigger()
    dialog = window.current_dialog
    dialog.seed_edit.setPlainText(demo_seed_text())  # type: ignore[attr-defined]
    _scan(dialog, japanese, found)
    for bad in ("mt19937ar-sha512-n288-base64,AAAA", "not a seed"):
        dialog.seed_edit.setPlainText(bad)  # type: ignore[attr-defined]
        _scan(dialog, japanese, found)
    dialog.close()
    # MJ Arcade: four seeds and a UE, then the 3-player mode, and a mistyped seed.
    vector = _arcade_vector()
    window.arcade_action.trigger()
    dialog = window.current_dialog
    dialog.show()
    for edit, seed in zip(dialog.seed_edits, vector["seeds"]):  # type: ignore[attr-defined, call-overload]
        edit.setText(seed)
    dialog.ue_edit.setText(str(vector["ue"]))  # type: ignore[attr-defined]
    QCoreApplication.processEvents()
    _scan(dialog, japanese, found)
    dialog.ue_edit.setText("99999999999")  # type: ignore[attr-defined]
    QCoreApplication.processEvents()
    _scan(dialog, japanese, found)
    dialog.ue_edit.setText(str(vector["ue"]))  # type: ignore[attr-defined]
    dialog.three.setChecked(True)  # type: ignore[attr-defined]
    QCoreApplication.processEvents()
    _scan(dialog, japanese, found)
    dialog.seed_edits[0].setText("s5X4ebHUoCyJRMc7nwlljw-yzーd")  # type: ignore[attr-defined]
    check = validate_seed("s5X4ebHUoCyJRMc7nwlljw-yzーd")
    text = dialog.issue_text(check.errors[0], check, 0)  # type: ignore[attr-defined]
    found.setdefault(f"arcade issue: {text!r}", []).extend(leaks(text, japanese))
    _scan(dialog, japanese, found)
    dialog.close()
    # Mahjong Soul: a real example that matches, then one that does not.
    window.open_demo()
    window.majsoul_action.trigger()
    dialog = window.current_dialog
    dialog.show()
    path = require(SHARED_DATA / "majsoul" / "examples.json")
    example = json.loads(path.read_text(encoding="utf-8"))["examples"][0]
    dialog.wall_edit.setPlainText(example["paishan"])  # type: ignore[attr-defined]
    dialog.salt_edit.setText(example.get("salt") or "")  # type: ignore[attr-defined]
    dialog.hash_edit.setText(example.get("sha256") or example["md5"])  # type: ignore[attr-defined]
    QCoreApplication.processEvents()
    _scan(dialog, japanese, found)
    dialog.wall_edit.setPlainText("1m2m8z")  # type: ignore[attr-defined]
    QCoreApplication.processEvents()
    _scan(dialog, japanese, found)
    dialog.close()
    # Tenhou pre-game hash, on the demo game.
    window.commitment_action.trigger()
    dialog = window.current_dialog
    dialog.show()
    dialog.expected_edit.setText("ab" * 64)  # type: ignore[attr-defined]
    QCoreApplication.processEvents()
    _scan(dialog, japanese, found)
    dialog.expected_edit.setText("xyz")  # type: ignore[attr-defined]
    dialog.seed_edit.setPlainText("not a seed")  # type: ignore[attr-defined]
    QCoreApplication.processEvents()
    _scan(dialog, japanese, found)
    dialog.close()
    _check(found)


def test_trainer_speaks_japanese(qtbot: QtBot, settings: Settings, japanese: set[str]) -> None:
    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    window.show()
    window.show_trainer()
    QCoreApplication.processEvents()
    found: dict[str, list[str]] = {}
    _scan(window, japanese, found)
    _check(found)
