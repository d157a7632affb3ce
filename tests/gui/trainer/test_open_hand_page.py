"""The open-hand page: calls drawn aside, picks graded against a brute force, answers kept."""

from __future__ import annotations

import random

from pytestqt.qtbot import QtBot

from tests.core.chinitsu.chinitsu_bruteforce import standard_complete
from yamaviewer.core.chinitsu import HistoryStore
from yamaviewer.core.chinitsu.hand import counts_of
from yamaviewer.core.chinitsu.history.mistakes import my_mistakes
from yamaviewer.gui.trainer.open_hand_page import OpenHandPage, OpenHandView
from yamaviewer.gui.trainer.tiles import shared_tile_painter


def _brute(page: OpenHandPage) -> list[int]:
    """Ranks completing the concealed part with a copy unseen (backtracking, no engine)."""
    assert page.hand is not None
    concealed = counts_of(page.hand.concealed)
    seen = list(concealed)
    for call in page.hand.calls:
        for r in call.ranks:
            seen[r - 1] += 1
    out = []
    for i in range(9):
        plus = list(concealed)
        plus[i] += 1
        if seen[i] < 4 and standard_complete(tuple(plus)):
            out.append(i + 1)
    return out


def test_graded_against_brute_force_and_kept(qtbot: QtBot) -> None:
    store = HistoryStore(memory_only=True)
    page = OpenHandPage(random.Random(3), shared_tile_painter(), history=store)
    qtbot.addWidget(page)
    page.resize(1000, 600)
    page.show()
    for n in range(12):
        page.calls_combo.setCurrentIndex(n % 2)
        page.next_question()
        assert page.hand is not None and len(page.hand.calls) == 1 + n % 2
        view = page.hand_view
        assert isinstance(view, OpenHandView)
        rects = view.tile_rects()
        size = 13 - 3 * len(page.hand.calls)
        gap = rects[size].left() - rects[size - 1].right()
        assert gap > rects[1].left() - rects[0].right() + 10  # the call lies aside
        answers = _brute(page)
        picks = (
            answers
            if n % 3
            else answers[:-1] or [next(r for r in range(1, 10) if r not in answers)]
        )
        for r in picks:
            page.choose(r)
        assert page.check() is (picks == answers)
        assert page.feedback.toPlainText()
    assert page.tried == 12 and page.solved == 8
    missed = my_mistakes(store, mode="open")
    assert len(missed) == 4 and all(m.question.startswith("open:") for m in missed)
