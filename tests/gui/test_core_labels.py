"""The core's fixed labels reach the translator unchanged, and Japanese replaces them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from yamaviewer.core.walls.arcade import UNVERIFIED_LABEL
from yamaviewer.core.walls.majsoul import LAYOUT_NOTE, PROOF_NOTE
from yamaviewer.core.walls.table import ARCADE_LAYOUT_ASSUMPTION
from yamaviewer.core.walls.tenhou_commitment import UNCONFIRMED_LABEL
from yamaviewer.gui import i18n, texts

CORE_CONSTANTS = (
    ARCADE_LAYOUT_ASSUMPTION,
    UNVERIFIED_LABEL,
    UNCONFIRMED_LABEL,
    LAYOUT_NOTE,
    PROOF_NOTE,
)


def test_every_core_label_is_listed_for_translation_verbatim() -> None:
    assert sorted(texts.CORE_LABEL_SOURCES) == sorted(CORE_CONSTANTS)


def test_core_labels_are_translated_in_japanese(qapp: QCoreApplication) -> None:
    assert texts.core_label(UNCONFIRMED_LABEL) == UNCONFIRMED_LABEL  # English: as is
    try:
        assert i18n.install_language(qapp, "ja")
        for label in CORE_CONSTANTS:
            translated = texts.core_label(label)
            assert translated != label and translated.strip()
    finally:
        i18n.install_language(qapp, "en")


def test_arcade_seed_problems_are_worded_in_japanese(qapp: QCoreApplication, qtbot) -> None:  # type: ignore[no-untyped-def]
    from yamaviewer.core.walls.arcade_input import validate_seed
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


def test_mismatches_are_described_from_their_fields(qapp: QCoreApplication) -> None:
    from yamaviewer.core.verify import CheckKind, Mismatch
    from yamaviewer.gui.verification_panel import describe_mismatch

    live = Mismatch(
        1, "East 1, 0 honba", 12, "live draw 6 by seat 2", 78, 16, 20, CheckKind.LIVE, 2, 6
    )
    dice = Mismatch(1, "East 1, 0 honba", 0, "die 1", None, 4, 1, CheckKind.DICE, None, 1)
    assert describe_mismatch(live) == (
        "live draw 6 by seat 2 (wall position 78): the seed puts 0m there, the log has 6m"
    )
    assert describe_mismatch(dice) == "die 1: the seed gives 5, the log shows 2"
    try:
        assert i18n.install_language(qapp, "ja")
        text = describe_mismatch(live)
    finally:
        i18n.install_language(qapp, "en")
    assert "座席2" in text and "赤五萬" in text and "六萬" in text and "78" in text
