"""Ron or not: a real discard in front of a tenpai seat; may it call ron?

Questions from :mod:`yamaviewer.core.ron_quiz`, read from the real-games sources in a
background thread.  The table is what the seat saw (rivers with riichi tiles sideways,
every call, the dora indicators), its hand and the discarded tile.  R (or Y) answers
ron, N lets it go; Enter or Space moves on.  Traps (furiten of each kind, no yaku) are
asked as often as rons and tiles that are no wait, so each verdict is a third or less
of the questions whatever the games hold; a missed question comes back by the Leitner
boxes, kept under ``ron:`` in the history.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from yamaviewer.core.chinitsu import PositionRecord
from yamaviewer.core.chinitsu.scheduler import KeyedReviews
from yamaviewer.core.ron_quiz import (
    FURITEN_DISCARD,
    FURITEN_RIICHI,
    FURITEN_TEMPORARY,
    KEY_PREFIX,
    NO_YAKU,
    NOT_A_WAIT,
    RON,
    RonQuestion,
    iter_questions,
    judge,
)
from yamaviewer.core.winds import seat_wind
from yamaviewer.gui.i18n import current_language
from yamaviewer.gui.texts import core_text
from yamaviewer.gui.tile_painter import TilePainter
from yamaviewer.gui.trainer.page_base import verdict_html
from yamaviewer.gui.trainer.position_pages import SourcesPage, TablePage
from yamaviewer.gui.trainer.tiles import TileStrip

#: How questions are drawn: a group first (each as likely), then a question of it.
GROUPS: tuple[tuple[str, ...], ...] = (
    (RON,),
    (NOT_A_WAIT,),
    (FURITEN_DISCARD, FURITEN_RIICHI, FURITEN_TEMPORARY),
    (NO_YAKU,),
)
RON_KEYS = (Qt.Key.Key_R, Qt.Key.Key_Y)
PASS_KEYS = (Qt.Key.Key_N, Qt.Key.Key_P)


class RonPage(SourcesPage[RonQuestion], TablePage):
    """One discard at a time; ``questions`` given (tests) skips reading the sources."""

    def setup(self, painter: TilePainter) -> None:
        """The page's state and widgets (called once by the base's ``__init__``)."""
        self.answer: bool | None = None  # True: ron, False: let go; None: not yet
        outcomes = list(self.history.position_outcomes()) if self.history is not None else []
        self.reviews = KeyedReviews(KEY_PREFIX, outcomes)

        self.intro_label = QLabel(self)
        self.intro_label.setWordWrap(True)
        self.stats_label = QLabel(self)
        dora, rivers = self.build_table(painter, 22.0)
        self.hand_label = QLabel(self)
        self.hand_strip = TileStrip(painter, 44.0, self)
        self.tile_label = QLabel(self)
        self.tile_strip = TileStrip(painter, 44.0, self)
        self.tile_strip.setFixedWidth(60)
        self.ron_button = QPushButton(self)
        self.ron_button.setObjectName("ronButton")
        self.pass_button = QPushButton(self)
        self.pass_button.setObjectName("passButton")
        for button in (self.ron_button, self.pass_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setMinimumHeight(34)
        self.ron_button.clicked.connect(lambda _c=False: self.answer_with(True))
        self.pass_button.clicked.connect(lambda _c=False: self.answer_with(False))
        self.next_button = QPushButton(self)
        self.next_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.next_button.setMinimumHeight(34)
        self.next_button.clicked.connect(lambda _c=False: self.next_question())
        self.feedback = self.make_feedback(painter)

        top = QHBoxLayout()
        top.addWidget(self.intro_label, 1)
        top.addWidget(self.stats_label)
        hand_row = QHBoxLayout()
        hand_row.addWidget(self.hand_strip, 1)
        hand_row.addWidget(self.tile_label)
        hand_row.addWidget(self.tile_strip)
        hand_row.addLayout(self.button_column(self.ron_button, self.pass_button, self.next_button))
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.question_label)
        layout.addLayout(dora)
        layout.addLayout(rivers)
        layout.addWidget(self.hand_label)
        layout.addLayout(hand_row)
        layout.addWidget(self.feedback, 1)
        self.retranslate_ui()
        if self.questions:
            self.next_question()

    # -- texts -----------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.intro_label.setText(
            self.tr(
                "Ron or not: another seat discards a tile in front of your tenpai hand. "
                "R calls ron, N lets it go; Enter or Space moves on."
            )
        )
        self.ron_button.setText(self.tr("Ron (R)"))
        self.pass_button.setText(self.tr("Let it go (N)"))
        self.next_button.setText(self.tr("Next discard (Space)"))
        self.retranslate_table(
            self.hand_label, self.tr("Your hand (calls on the right) and the discarded tile:")
        )
        self.tile_label.setText(self.tr("Discard:"))
        self.refresh()

    def seat_name(self, seat: int) -> str:
        q = self.question
        wind = seat_wind(seat, q.dealer, q.players) if q is not None else seat
        return self.wind_seat_name(wind, seat)

    def refresh(self) -> None:
        self.stats_label.setText(
            self.tr("Solved {solved} of {tried} · reviews due: {due}").format(
                solved=self.solved, tried=self.tried, due=len(self.reviews.due(self.clock()))
            )
        )
        q = self.question
        if q is None:
            self.question_label.setText(
                self.tr("Reading your logs…")
                if self._loading is not None
                else self.tr(
                    "No positions yet: add a folder of your logs on the Real games page. "
                    "Every discard in front of a tenpai seat becomes a question."
                )
            )
            self.ron_button.setEnabled(False)
            self.pass_button.setEnabled(False)
            return
        answered = self.answer is not None
        self.ron_button.setEnabled(not answered)
        self.pass_button.setEnabled(not answered)
        state = self.tr("in riichi") if q.riichi else self.tr("not in riichi")
        self.question_label.setText(
            self.tr(
                "Hand {hand}, {seat} ({player}), {state}, after your discard {turn}: "
                "{other} discards this tile. Ron?"
            ).format(
                hand=q.hand_index + 1,
                seat=self.seat_name(q.seat),
                player=q.player or "?",
                state=state,
                turn=q.turn,
                other=self.seat_name(q.discarder),
            )
        )
        self.show_feedback(
            self.answer_html() if answered else None,
            self.tr(
                "The rivers (a riichi tile lies sideways), the calls and the dora "
                "indicators are what this seat could see."
            ),
        )

    def answer_html(self) -> str:
        q = self.question
        if q is None or self.answer is None:
            return ""
        right = judge(q, self.answer)
        head = self.tr("Right!") if right else self.tr("Not quite.")
        said = self.tr("Ron") if q.answer else self.tr("No ron")
        language = "ja" if current_language() == "ja" else "en"
        lines = "".join(
            f"<li>{html.escape(core_text(line))}</li>" for line in q.explanation(language)
        )
        return f"<p>{verdict_html(head, right)} {said}</p><ul>{lines}</ul>"

    # -- questions -------------------------------------------------------------------------
    def page_shown(self) -> None:
        super().page_shown()
        if self.question is None and self.questions:
            self.next_question()

    def load(self) -> None:
        """Read the questions of the real-games sources in a thread."""
        sources = self._sources()
        if not sources:
            return

        def work() -> list[RonQuestion]:
            try:
                return list(iter_questions(sources))
            except Exception:  # a source that fails leaves the page empty, not broken
                return []

        self.start_loading(work, "ron-questions")
        self.refresh()

    def questions_loaded(self) -> None:
        if self.question is None and self.questions:
            self.next_question()
        else:
            self.refresh()

    def pick(self) -> RonQuestion | None:
        """A due review first, then a verdict group at random, then one of its questions."""
        by_key = {q.key: q for q in self.questions}
        for key in self.reviews.due(self.clock()):
            if key in by_key and by_key[key] is not self.question:
                return by_key[key]
        groups = [
            [q for q in self.questions if q.verdict in group and q is not self.question]
            for group in GROUPS
        ]
        groups = [g for g in groups if g]
        return self.rng.choice(self.rng.choice(groups)) if groups else None

    def next_question(self) -> None:
        question = self.pick()
        if question is not None:
            self.show_question(question)

    def show_question(self, question: RonQuestion) -> None:
        self.question = question
        self.answer = None
        q = question
        self.dora_strip.set_groups([q.dora_indicators])
        order = sorted(range(q.players), key=lambda s: seat_wind(s, q.dealer, q.players))
        for row, (strip, label) in enumerate(zip(self.river_strips, self.river_labels)):
            if row >= len(order):
                strip.set_groups([])
                label.clear()
                continue
            seat = order[row]
            river = q.rivers[seat] if seat < len(q.rivers) else ()
            calls = q.seat_melds[seat] if seat < len(q.seat_melds) else ()
            riichi = q.riichi_tiles[seat] if seat < len(q.riichi_tiles) else None
            strip.set_groups(
                [river], right=list(calls), turned=[riichi] if riichi is not None else []
            )
            label.setText(self.seat_name(seat) + (" ←" if seat == q.seat else ""))
        self.hand_strip.set_groups([q.concealed], right=list(q.melds))
        self.tile_strip.set_groups([(q.tile,)])
        self.refresh()

    # -- answers ---------------------------------------------------------------------------
    def answer_with(self, ron: bool) -> bool | None:
        """Answer ron (True) or let it go; returns whether that was right."""
        q = self.question
        if q is None or self.answer is not None:
            return None
        self.answer = ron
        right = judge(q, ron)
        now = self.clock()
        self.keep_answer(right, PositionRecord(now, q.key, right, "ron" if ron else "pass"))
        self.reviews.record(q.key, right, now)
        self.refresh()
        return right

    def handle_key(self, key: int) -> bool:
        answered = self.answer is not None
        if key in RON_KEYS and not answered:
            self.answer_with(True)
            return True
        if key in PASS_KEYS and not answered:
            self.answer_with(False)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if answered:
                self.next_question()
            return True
        return False
