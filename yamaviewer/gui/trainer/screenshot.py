"""The trainer's picture for the README: ``yamaviewer --trainer --screenshot OUT.png``.

Deterministic: a seeded rng, a fixed clock and a history in memory; a short
scripted game ends on a review hand answered with a miss and an extra pick,
so the review badge and all three verdict colours show.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtWidgets import QApplication, QWidget

from yamaviewer.core.chinitsu import HistoryStore, mask_to_ranks, waits
from yamaviewer.core.defence.drill import SafeTileQuestion
from yamaviewer.core.tiles import kind_of
from yamaviewer.core.trainer_positions import Position
from yamaviewer.gui.i18n import current_language, install_language
from yamaviewer.gui.trainer.quiz import WaitQuizPage
from yamaviewer.gui.trainer.widget import TrainerWidget

SCREENSHOT_SIZE = (1280, 800)
_SEED = 20240611
_T0 = 1_718_064_000.0  # a fixed instant, so times and days are the same every run


class _FakeClock:
    """Time that moves only when told to (screenshots must not depend on the machine)."""

    def __init__(self, t: float) -> None:
        self.t = t

    def __call__(self) -> float:
        return self.t


def _winning(quiz: WaitQuizPage) -> list[int]:
    """The waits of the open question (the screenshot plays a scripted answer)."""
    assert quiz.question is not None
    p = quiz.question.preset
    return mask_to_ranks(waits(quiz.question.hand, p.seven_pairs, p.allow_karaten))


def render_trainer_screenshot(path: Path | str, lang: str = "en") -> Path:
    """Render the trainer with feedback showing to a PNG at ``path``; returns the path.

    Creates a QApplication if none exists.  The language is switched for the
    picture and restored afterwards.
    """

    def play(widget: TrainerWidget, clock: _FakeClock) -> None:
        QApplication.processEvents()  # shown first: the quiz's clock runs only on screen
        quiz = widget.quiz
        # A right answer, then a miss that the schedule brings back an hour later:
        # the picture shows the review badge and the feedback of a partly right answer.
        clock.t += 5.0
        for r in _winning(quiz):
            quiz.toggle(r)
        quiz.submit()
        quiz.next_hand()
        clock.t += 9.0
        quiz.toggle(next(r for r in range(1, 10) if r not in _winning(quiz)))
        quiz.submit()  # a miss: the hand comes back for review
        clock.t += 3600.0
        quiz.next_hand()
        clock.t += 7.4
        winning = _winning(quiz)
        wrong = next(r for r in range(9, 0, -1) if r not in winning)
        for r in [*winning[:-1], wrong]:
            quiz.toggle(r)
        quiz.submit()

    return _render(path, lang, play)


def _render(
    path: Path | str, lang: str, script: Callable[[TrainerWidget, _FakeClock], None]
) -> Path:
    """Build a trainer on a fixed clock, let ``script`` play, grab it to ``path``."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(sys.argv[:1])
    previous = current_language()
    if not install_language(app, lang):
        raise ValueError(f"no translation for language {lang!r}")
    clock = _FakeClock(_T0)
    # A plain host window without a layout: shown, it gives the widget real
    # geometry without the offscreen platform warning about size hints.
    host = QWidget()
    host.resize(*SCREENSHOT_SIZE)
    widget = TrainerWidget(
        host,
        history=HistoryStore(memory_only=True),
        clock=clock,
        rng=random.Random(_SEED),
        preset="intermediate",
    )
    try:
        widget.setGeometry(0, 0, *SCREENSHOT_SIZE)
        host.show()
        script(widget, clock)
        app.processEvents()
        out = Path(path)
        out.parent.mkdir(parents=True, exist_ok=True)
        if not widget.grab().save(str(out), "PNG"):
            raise OSError(f"could not write {out}")
        return out
    finally:
        widget.shutdown()
        host.close()
        host.deleteLater()
        app.processEvents()
        install_language(app, previous)


def render_time_attack_screenshot(path: Path | str, lang: str = "en") -> Path:
    """Time attack half-way: the run line (time left, score, best) and an answered hand."""

    def play(widget: TrainerWidget, clock: _FakeClock) -> None:
        quiz = widget.quiz
        quiz.set_mode("time-attack")
        for n in range(7):
            clock.t += 6.5
            winning = _winning(quiz)
            picks = winning if n != 3 else winning[:-1]
            for r in picks:
                quiz.toggle(r)
            quiz.submit()
            if n < 6:
                quiz.next_hand()
        quiz.tick()

    return _render(path, lang, play)


def render_real_game_screenshot(
    path: Path | str, positions: Sequence[Position], lang: str = "en", index: int = 0
) -> Path:
    """A real-game position answered (one wait missed), with live copies and what came."""

    def play(widget: TrainerWidget, clock: _FakeClock) -> None:
        page = widget.real
        page.positions = list(positions)
        page.rng = random.Random(index)
        page.next_position()
        widget.show_mode("real")
        p = page.position
        assert p is not None
        for kind in p.waits[:-1] if len(p.waits) > 1 else p.waits:
            page.kind_buttons[kind].setChecked(True)
        page.check()

    return _render(path, lang, play)


def render_safe_tile_screenshot(
    path: Path | str, questions: Sequence[SafeTileQuestion], lang: str = "en", index: int = 0
) -> Path:
    """A safe-tile question answered with the discard the seat really made in the game."""

    def play(widget: TrainerWidget, clock: _FakeClock) -> None:
        page = widget.safe
        page.questions = list(questions)
        widget.show_mode("safe")
        question = questions[index]
        page.show_question(question)
        page.select(question.kinds.index(kind_of(question.decision.discard)))
        page.check()

    return _render(path, lang, play)


def render_open_hand_screenshot(path: Path | str, lang: str = "en") -> Path:
    """Render the open-hand (副露あり) page after a right answer to a PNG at ``path``."""

    def play(widget: TrainerWidget, clock: _FakeClock) -> None:
        page = widget.open_hand
        widget.tabs.setCurrentWidget(page)
        QApplication.processEvents()
        clock.t += 6.2
        for rank in sorted(page.answers):
            page.choose(rank)
        page.check()

    return _render(path, lang, play)
