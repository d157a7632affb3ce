"""What the trainer's GUI tests share: a clock that moves only when told, and a factory
that builds trainers inside shown host windows (the fixtures are in conftest.py)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from yamaviewer.core.chinitsu import HistoryStore
from yamaviewer.gui.trainer import TrainerWidget

T0 = 1_700_000_000.0


class FakeClock:
    """Seconds that move only when the test says so."""

    def __init__(self) -> None:
        self.t = T0

    def __call__(self) -> float:
        return self.t

    def advance(self, seconds: float) -> None:
        self.t += seconds


def trainer_factory(qtbot: QtBot, clock: FakeClock) -> Iterator[Callable[..., TrainerWidget]]:
    """Build trainers inside a shown host window (a host without a layout, so the
    offscreen platform has no size hints to complain about); shut them down after."""
    made: list[TrainerWidget] = []
    hosts: list[QWidget] = []  # qtbot keeps only weak references

    def build(
        history: HistoryStore | None = None,
        seed: int = 7,
        preset: str = "beginner",
        settings: QSettings | None = None,
    ) -> TrainerWidget:
        host = QWidget()
        hosts.append(host)
        qtbot.addWidget(host)
        host.resize(1200, 800)
        widget = TrainerWidget(
            host,
            history=history if history is not None else HistoryStore(memory_only=True),
            clock=clock,
            rng=random.Random(seed),
            preset=preset,
            settings=settings,
            day_of=lambda t: f"2024-06-{1 + int((t - T0) // 86_400):02d}",
        )
        widget.setGeometry(0, 0, 1200, 800)
        host.show()
        made.append(widget)
        assert widget.wait_reviews()  # the schedule is replayed in a worker
        return widget

    yield build
    for widget in made:
        widget.shutdown()
