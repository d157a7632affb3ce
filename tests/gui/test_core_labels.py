"""The core's fixed labels reach the translator unchanged, and Japanese replaces them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from yamaviewer.core.walls.arcade import UNVERIFIED_LABEL
from yamaviewer.core.walls.majsoul import LAYOUT_NOTE, PROOF_NOTE
from yamaviewer.core.walls.table import ARCADE_LAYOUT_ASSUMPTION
from yamaviewer.core.walls.tenhou_commitment import UNCONFIRMED_LABEL
from yamaviewer.gui import i18n, texts

CORE_CONSTANTS = (ARCADE_LAYOUT_ASSUMPTION, UNVERIFIED_LABEL, UNCONFIRMED_LABEL, LAYOUT_NOTE,
                  PROOF_NOTE)


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
    from yamaviewer.core.walls.arcade import validate_seed
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
