"""The all-last quiz: what does a seat need to move up at the game's last hand?

Questions from :mod:`yamaviewer.core.scoring.all_last`: the end of every game of the
real-games sources (read in a background thread), else made standings.  The keyboard
alone answers: digits type the least hand (Space or - between two tsumo shares, 0 for
none), Backspace erases, Enter checks, Enter or Space moves on.  A missed question comes
back by the trainer's Leitner boxes.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from yamaviewer.core.chinitsu import PositionRecord
from yamaviewer.core.chinitsu.scheduler import KeyedReviews
from yamaviewer.core.identity import game_key, log_id_of
from yamaviewer.core.library.sources import iter_games
from yamaviewer.core.scoring.all_last import (
    KEY_PREFIX,
    AllLastJudgement,
    AllLastQuestion,
    explanation,
    generated_question,
    history_key,
    judge,
    question_of_seed,
    questions_of_game,
)
from yamaviewer.core.scoring.conditions import PLACE_NAMES, places, seat_words
from yamaviewer.core.winds import seat_wind
from yamaviewer.gui.texts import core_text
from yamaviewer.gui.tile_painter import TilePainter
from yamaviewer.gui.trainer.page_base import SUBMIT_KEYS, verdict_html
from yamaviewer.gui.trainer.position_pages import SourcesPage
from yamaviewer.gui.trainer.scoring_page import DIGIT_KEYS, SEPARATOR_KEYS
from yamaviewer.gui.trainer.tiles import HIT_COLOR


class AllLastPage(SourcesPage[AllLastQuestion]):
    """One standing at a time; ``questions`` given (tests) skips reading the sources."""

    def setup(self, painter: TilePainter) -> None:
        """The page's state and widgets (called once by the base's ``__init__``)."""
        self.typed = ""
        self.judgement: AllLastJudgement | None = None
        outcomes = list(self.history.position_outcomes()) if self.history is not None else []
        self.reviews = KeyedReviews(KEY_PREFIX, outcomes)

        self.build_typed_answer(painter, "allLastAnswer", self.check, self.next_question)
        self.stats_label = QLabel(self)
        self.table_label = QLabel(self)
        self.table_label.setObjectName("allLastStanding")
        self.table_label.setTextFormat(Qt.TextFormat.RichText)
        self.lay_out_typed(None, self.stats_label, self.table_label)
        self.retranslate_ui()

    # -- texts -----------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.intro_label.setText(
            self.tr(
                "All last: what does the seat need to move up? Type the least hand as players "
                "name it, honba left out: the ron payment, the dealer's tsumo share, or the two "
                "tsumo shares with a space or - between them; 0 if no hand does it. Backspace "
                "erases, Enter checks, Enter or Space moves on."
            )
        )
        self.name_buttons(self.tr("Next standing (Space)"))
        self.refresh()

    def _standing_html(self, q: AllLastQuestion) -> str:
        s = q.standing
        now = places(s.scores, s.first_dealer)
        order = sorted(range(s.players), key=lambda seat: seat_wind(seat, s.dealer, s.players))
        rows = []
        for seat in order:
            name = html.escape(core_text(seat_words(s, seat)))
            if seat == s.dealer:
                name += " " + html.escape(self.tr("(dealer)"))
            cells = (
                name,
                f"{s.scores[seat]:,}",
                html.escape(core_text(PLACE_NAMES[now[seat] - 1])),
            )
            style = (
                f' style="color: {HIT_COLOR.name()}; font-weight: bold"' if seat == q.seat else ""
            )
            rows.append(
                f"<tr{style}>"
                + "".join(f'<td style="padding: 2px 14px 2px 0">{c}</td>' for c in cells)
                + "</tr>"
            )
        head = core_text(q.label) if q.label else self.tr("Made standing, South 4")
        extra = self.tr("{honba} honba, {sticks} riichi sticks").format(
            honba=s.honba, sticks=s.sticks
        )
        return f"<p>{html.escape(head)} · {html.escape(extra)}</p><table>{''.join(rows)}</table>"

    def _prompt(self) -> str:
        q = self.question
        if q is None:
            return ""
        s = q.standing
        seat = core_text(seat_words(s, q.seat))
        place = core_text(PLACE_NAMES[q.place - 1])
        if q.ron_from is None:
            return self.tr("The least hand {seat} needs for {place} by tsumo?").format(
                seat=seat, place=place
            )
        return self.tr("The least hand {seat} needs for {place} by ron from {other}?").format(
            seat=seat, place=place, other=core_text(seat_words(s, q.ron_from))
        )

    def refresh(self) -> None:
        q = self.question
        self.stats_label.setText(
            self.tr("Solved {solved} of {tried} · reviews due: {due}").format(
                solved=self.solved, tried=self.tried, due=len(self.reviews.due(self.clock()))
            )
        )
        if q is None:
            self.table_label.setText(self.tr("Reading your games…") if self._loading else "")
        else:
            self.table_label.setText(self._standing_html(q))
        self.prompt_label.setText(self._prompt())
        cursor = "▏" if self.judgement is None else ""
        self.answer_label.setText(html.escape(self.typed) + cursor)
        if self.judgement is not None:
            self.feedback.setHtml(self.result_html())

    # -- questions -------------------------------------------------------------------------
    def page_shown(self) -> None:
        super().page_shown()
        if self.question is None:
            self.next_question()

    def load(self) -> None:
        """Read the ends of the real-games sources' games in a thread."""
        sources = self._sources()
        if not sources:
            return

        def work() -> list[AllLastQuestion]:
            found: list[AllLastQuestion] = []
            try:
                for item in iter_games(sources):
                    if not item.ok:
                        continue
                    try:
                        loaded = item.load()
                        game_id = game_key(loaded.data, log_id_of(item), loaded.format)
                        found += questions_of_game(loaded.record, game_id)
                    except (ValueError, OSError, IndexError, KeyError):
                        continue
            except Exception:  # a source that fails leaves made standings
                pass
            return found

        self.start_loading(work, "all-last-questions")

    def questions_loaded(self) -> None:
        if self.question is None or self.question.key.startswith("gen:"):
            self.next_question()

    def _pick(self) -> AllLastQuestion:
        by_key = {q.key: q for q in self.questions}
        for key in self.reviews.due(self.clock()):
            question_key = key[len(KEY_PREFIX) :]
            if question_key in by_key:
                return by_key[question_key]
            if question_key.startswith("gen:") and question_key[4:].isdigit():
                return question_of_seed(int(question_key[4:]))
        if self.questions:
            return self.rng.choice(self.questions)
        return generated_question(self.rng)

    def next_question(self) -> None:
        self.show_question(self._pick())

    def show_question(self, question: AllLastQuestion) -> None:
        self.question = question
        self.typed = ""
        self.judgement = None
        self.feedback.clear()
        self.refresh()

    # -- answers ---------------------------------------------------------------------------
    def check(self) -> bool | None:
        q = self.question
        if q is None or self.judgement is not None or not self.typed:
            return None
        self.judgement = judge(q, self.typed)
        right = self.judgement.right
        key = history_key(q)
        now = self.clock()
        self.keep_answer(right, PositionRecord(now, key, right))
        self.reviews.record(key, right, now)
        self.refresh()
        return right

    def result_html(self) -> str:
        q, j = self.question, self.judgement
        if q is None or j is None:
            return ""
        head = self.tr("Right!") if j.right else self.tr("Not quite.")
        steps = "".join(f"<li>{html.escape(core_text(line))}</li>" for line in explanation(q, j))
        return f"<p>{verdict_html(head, j.right)}</p><ul>{steps}</ul>"

    def handle_key(self, key: int) -> bool:
        answered = self.judgement is not None
        if key in SUBMIT_KEYS or (key == Qt.Key.Key_Space and answered):
            return self.enter_or_space(key, answered, self.check, self.next_question)
        if answered:
            return False
        if key in DIGIT_KEYS:
            if len(self.typed) < 16:
                self.typed += str(DIGIT_KEYS[Qt.Key(key)])
            self.refresh()
            return True
        if key in SEPARATOR_KEYS and self.typed and self.typed[-1] != "-":
            self.typed += "-"
            self.refresh()
            return True
        if key == Qt.Key.Key_Backspace:
            self.typed = self.typed[:-1]
            self.refresh()
            return True
        return False
