"""Issue 29: a dead wait is worded as players say it: 純カラ only when every copy is in the
seat's own tiles, else カラテン (none left, every copy visible)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from tests.gui.trainer.test_real_game_page import some_positions
from tests.gui.trainer.test_widget_fixes import make  # noqa: F401
from yamaviewer.gui import i18n
from yamaviewer.gui.trainer import TrainerWidget


def test_dead_waits_are_named_by_where_the_copies_are(
    make: Callable[..., TrainerWidget],  # noqa: F811
    qapp: QApplication,
) -> None:
    page = make().real
    p = next(p for p in some_positions() if p.waits)
    kind = p.waits[0]
    others = tuple(t for t in p.concealed if t // 4 != kind)
    visible = list(p.visible)
    visible[kind] = 4
    seen = replace(p, visible=tuple(visible))  # dead: the copies lie in rivers and calls
    own = replace(seen, concealed=(*others[: len(others) - 4], *range(4 * kind, 4 * kind + 4)))
    assert i18n.install_language(qapp, "ja")
    QCoreApplication.processEvents()
    try:
        assert seen.dead(kind) and own.dead(kind)
        assert page._dead_text(seen, kind) == "カラテン（残り0枚）: すべて見えています"
        assert page._dead_text(own, kind) == "純カラ: すべて自分の手の内です"
        assert "純カラ" not in page.dead_check.text()
    finally:
        i18n.install_language(qapp, "en")
        QCoreApplication.processEvents()
    assert page._dead_text(seen, kind) == "dead: every copy is visible"
