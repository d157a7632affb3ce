"""Step texts name tiles as players read them, in both languages."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tests.shared_data import MJLOG_DIR, mjlog_files, require
from yamaviewer.core.record import EventKind
from yamaviewer.core.replay.document import load_document
from yamaviewer.core.tiles import HONOR_NAMES_EN, HONOR_NAMES_JA, tile_name
from yamaviewer.gui import i18n, texts


@pytest.mark.parametrize("code", ["en", "ja"])
def test_an_honour_discard_is_named_not_numbered(qapp: QApplication, code: str) -> None:
    require(MJLOG_DIR)
    document = load_document(mjlog_files()[0])
    i18n.install_language(qapp, code)
    try:
        checked = 0
        for hand in document.hands:
            for event in hand.events:
                if event.kind is not EventKind.DISCARD or event.tile < 108:
                    continue
                text = texts.event_text(event, hand)
                honour = event.tile // 4 - 27
                names = HONOR_NAMES_JA if code == "ja" else HONOR_NAMES_EN
                assert names[honour] in text and tile_name(event.tile) not in text
                checked += 1
        assert checked > 0
    finally:
        i18n.install_language(qapp, "en")


def test_the_strips_seat_and_indicator_tags_are_japanese(qapp: QApplication) -> None:
    """Issue 28: the strip's E/S/W/N and D/K/U stayed Latin letters in Japanese."""
    from yamaviewer.core.replay.presentation import HandScene
    from yamaviewer.gui.wall_strip import scene_cells

    document = load_document(mjlog_files()[0])
    scene = HandScene(document, 0)
    step = len(scene.hand.events)
    english = [cell.tag for cell in scene_cells(scene, step)]
    assert english == [look.tag for look in scene.strip_looks(step)]  # the core's letters
    i18n.install_language(qapp, "ja")
    try:
        japanese = [cell.tag for cell in scene_cells(scene, step)]
    finally:
        i18n.install_language(qapp, "en")
    letters = dict(zip("ESWNRDKU", "東南西北嶺表槓裏", strict=True))
    assert "D" in english and "E" in english
    for en, ja in zip(english, japanese, strict=True):
        assert ja == (letters[en[0]] + en[1:] if en[:1] in letters else en)
