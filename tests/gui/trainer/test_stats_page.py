"""The trainer's statistics page shows the scoring drill's answers by skill."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from yamaviewer.core.chinitsu import HistoryStore, PositionRecord, TrainerSession
from yamaviewer.gui.trainer.stats_page import StatsPage


def test_scoring_answers_by_skill_are_charted(qtbot: QtBot) -> None:
    store = HistoryStore(memory_only=True)
    answers = [
        ("score:fu:a", False),
        ("score:fu:b", True),
        ("score:fu:c", True),
        ("score:points:gen:5", True),
        ("alllast:gen:3/1/t", False),  # another trainer's answer: not counted here
        ("0123456789abcdef", False),  # a real-game position: not counted here
    ]
    for n, (key, right) in enumerate(answers):
        store.add(PositionRecord(float(n), key, right))
    page = StatsPage(TrainerSession(history=store, clock=lambda: 100.0))
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    points = page.scoring_by_skill.points
    assert [(p.label, round(p.value), p.count) for p in points] == [
        ("Count the fu", 67, 3),
        ("Say the points", 100, 1),
    ]
