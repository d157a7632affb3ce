"""The table at the smallest supported sizes (issue 28): nothing painted over anything else.

Real shared hands with an added kan (kakan), whose stacked tile reaches up into the
seat's name line, are stepped through at 1024x768 and 1360x860; the rects the table
paints from are checked against each other.
"""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot

from tests.shared_data import MJLOG_DIR, require
from yamaviewer.core.melds import MeldType
from yamaviewer.gui.main_window import MainWindow
from yamaviewer.gui.settings import Settings
from yamaviewer.gui.table_view import TableView

SANMA = MJLOG_DIR / "Ledenel__auto-white-reimu__tests__2018110809gm-00b9-0000-00a79b89.xml"
KAKAN = MJLOG_DIR / "Riichi-Mahjong-Statistics-Seminar__tenhou-paifu-to-json__samples__kakan.xml"


def _kakan_steps(table: TableView, window: MainWindow) -> list[tuple[int, int]]:
    """(hand, step) of every step showing an added kan in the open game."""
    game = window.game
    assert game is not None
    found = []
    for index in range(len(game.document.hands)):
        window.set_hand(index)
        scene = table.scene
        assert scene is not None
        for step in range(window.navigation.step_count):
            seats = scene.replay.state(step).seats
            if any(m.type is MeldType.ADDED_KAN for s in seats for m in s.melds):
                found.append((index, step))
    return found


def _assert_centre_fits(table: TableView) -> None:
    box = table.centre_box()
    parts = table.centre_texts()
    winds = [p.rect for p in parts if p.local is not None]
    lines = [p.rect for p in parts if p.local is None]
    assert len(winds) == 4 and len(lines) == 3
    for part in parts:
        assert part.text and "…" not in part.text
        width = QFontMetricsF(part.font).horizontalAdvance(part.text)
        along = part.rect.width() if part.side in (0, 2) else part.rect.height()
        assert width <= along + 0.5, (part.text, width, along)
        assert box.adjusted(-1, -1, 1, 1).contains(part.rect)
    for wind in winds:
        assert not any(wind.intersects(line) for line in lines)


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1024, 768), (1360, 860)])
def test_the_table_paints_nothing_over_anything_else(
    qtbot: QtBot, settings: Settings, size: tuple[int, int]
) -> None:
    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    assert window.open_path(require(KAKAN))
    table = window.table
    steps = _kakan_steps(table, window)
    assert len(steps) > 10
    widths: set[float] = set()
    for hand, step in steps:
        window.set_hand(hand)
        window.set_step(step)
        scene = table.scene
        assert scene is not None
        _assert_centre_fits(table)
        centre = table.centre_box()
        for seat in range(scene.players):
            line = table.seat_line_rect(seat)
            assert not line.intersects(centre)
            melds = [rect for _meld, rects in table.meld_rects(seat) for rect in rects]
            assert not any(line.intersects(meld) for meld in melds), (hand, step, seat)
            rect, font, text = table.seat_line(seat)
            assert QFontMetricsF(font).horizontalAdvance(text) <= rect.width() + 0.5
            widths.add(round(rect.width()))
    # The case of the issue did occur: a kakan reached into a name line, which made way.
    assert len(widths) > 1


def _apart(a: QRectF, b: QRectF) -> float:
    return max(
        a.left() - b.right(), b.left() - a.right(), a.top() - b.bottom(), b.top() - a.bottom()
    )


def _gap(one: list[QRectF], other: list[QRectF]) -> float:
    return min(_apart(a, b) for a in one for b in other)


def test_sanma_kita_lie_apart_from_the_other_calls(qtbot: QtBot, settings: Settings) -> None:
    """Issue 28: nuki-dora (N with m & 0x20 in a GO type & 0x10 game) are a group of their own."""
    window = MainWindow(settings, restore=False)
    qtbot.addWidget(window)
    window.resize(1360, 860)
    window.show()
    assert window.open_path(require(SANMA))
    window.set_hand(1)
    window.set_step(window.navigation.step_count - 1)
    table = window.table
    calls = {seat: table.meld_rects(seat) for seat in range(3)}
    kita = [
        (seat, m) for seat, places in calls.items() for m in places if m[0].type is MeldType.KITA
    ]
    assert len(kita) == 3  # two for East, one for South, as the log's N tags say
    between_calls = min(
        _gap(a[1], b[1])
        for places in calls.values()
        for a, b in itertools.pairwise(places)
        if MeldType.KITA not in (a[0].type, b[0].type)
    )
    for seat, (_meld, rects) in kita:
        for other, others in calls[seat]:
            if other.type is not MeldType.KITA:
                assert _gap(rects, others) > 2 * between_calls
