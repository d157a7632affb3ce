"""Discard the safest tile: real decisions against one to three riichi, graded by the truth.

Questions come from :mod:`yamaviewer.core.defence.drill` (the real-games page's sources
and the Library, read in a background thread).  The page draws the position as the seat
saw it (hand, every river with its riichi mark, the calls, the dora indicators); the
player clicks a held tile or presses its number, Enter checks.  The answer is graded by
:func:`~yamaviewer.core.defence.drill.grade`, the truth first (could a riichi seat ron
it?), then the class rank, and every riichi seat's real wait is revealed.  Answers go to
the shared history under ``safe:``; missed positions come back by Leitner boxes.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QWidget,
)

from yamaviewer.core.chinitsu import CardKey, HistoryStore, LeitnerScheduler, PositionRecord
from yamaviewer.core.defence.drill import (
    SAFE_TILE_PREFIX,
    SafeTileGrade,
    SafeTileQuestion,
    grade,
    questions_of_items,
    safe_tile_stats,
)
from yamaviewer.core.library.sources import iter_games
from yamaviewer.core.tiles import kind_of, long_kind_name
from yamaviewer.core.winds import seat_wind
from yamaviewer.gui.analysis.danger_section import class_text
from yamaviewer.gui.i18n import current_language
from yamaviewer.gui.tile_painter import TilePainter
from yamaviewer.gui.trainer.page_base import verdict_html
from yamaviewer.gui.trainer.position_pages import SourcesPage, TablePage, collect_questions
from yamaviewer.gui.trainer.tiles import EXTRA_COLOR, CandidateButton, TileStrip

#: At most this many questions are read from the Library (memory stays bounded).
LIBRARY_QUESTIONS = 5_000
#: The number keys pick the first ten held kinds (1..9, then 0).
_DIGITS = (*(getattr(Qt.Key, f"Key_{n}") for n in range(1, 10)), Qt.Key.Key_0)


def _card(question: SafeTileQuestion) -> CardKey:
    return CardKey(int(question.key, 16))


class ChoiceButton(CandidateButton):
    """One held kind to discard, with its number key; after the answer, a short tag."""

    def __init__(self, painter: TilePainter, parent: QWidget | None = None) -> None:
        super().__init__(1, painter, parent)
        self.kind = 0
        self.key_text = ""
        self.tag = ""
        self.setAutoExclusive(False)
        self.setFixedSize(56, 96)

    def tile_id(self) -> int:
        return self.kind * 4 + 1

    def label_text(self) -> str:
        return self.key_text

    def verdict_text(self) -> str:
        return self.tag

    def sizeHint(self) -> QSize:
        return QSize(56, 96)


class SafeTilePage(SourcesPage[SafeTileQuestion], TablePage):
    """One decision against riichi at a time; ``questions`` given (tests) skips the sources."""

    history: HistoryStore
    POLL_MS = 200

    def setup(self, painter: TilePainter) -> None:
        """The page's state and widgets (called once by the base's ``__init__``)."""
        self.selected: int | None = None  # index into the choice buttons
        self.result: SafeTileGrade | None = None
        self.scheduler = LeitnerScheduler()
        self.outcomes = list(self.history.position_outcomes())
        for key, right, at in self.outcomes:
            if key.startswith(SAFE_TILE_PREFIX):
                self.scheduler.record(CardKey(int(key[len(SAFE_TILE_PREFIX) :], 16)), right, at)

        self.sources_label = QLabel(self)
        self.sources_label.setWordWrap(True)
        self.stats_label = QLabel(self)
        self.riichi_combo = QComboBox(self)
        self.riichi_combo.setObjectName("safeTileRiichi")
        self.riichi_combo.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.riichi_combo.addItems(["", "", "", ""])
        self.riichi_combo.activated.connect(lambda _i: self.next_question())
        dora, rivers = self.build_table(painter, 22.0)
        self.hand_label = QLabel(self)
        self.hand_strip = TileStrip(painter, 46.0, self)
        self.choice_buttons: list[ChoiceButton] = []
        choices = QHBoxLayout()
        choices.setSpacing(2)
        for index in range(14):
            button = ChoiceButton(painter, self)
            button.clicked.connect(lambda _checked=False, i=index: self.select(i))
            self.choice_buttons.append(button)
            choices.addWidget(button)
        choices.addStretch(1)
        self.check_button, self.next_button = self.make_buttons(self.check, self.next_question)
        self.feedback = self.make_feedback(painter)

        top = QHBoxLayout()
        top.addWidget(self.sources_label, 1)
        top.addWidget(self.stats_label)
        top.addWidget(self.riichi_combo)
        self.lay_out_table(top, dora, rivers, (self.hand_label, self.hand_strip), choices)
        self.retranslate_ui()
        if self.questions:
            self.next_question()
        else:
            self._show_empty()

    # -- texts -----------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.riichi_combo.setItemText(0, self.tr("Any riichi count"))
        self.riichi_combo.setItemText(1, self.tr("One riichi"))
        self.riichi_combo.setItemText(2, self.tr("Two riichi"))
        self.riichi_combo.setItemText(3, self.tr("Three riichi"))
        self.name_buttons(self.tr("Next position (Space)"))
        self.retranslate_table(
            self.hand_label,
            self.tr("Your hand (calls on the right); below, the tiles you can discard:"),
        )
        self._refresh()

    def _tile(self, kind: int) -> str:
        return long_kind_name(kind, "ja" if current_language() == "ja" else "en")

    def seat_name(self, seat: int) -> str:
        """The seat named by its wind in the question's hand (East = the dealer)."""
        view = self.question.view if self.question is not None else None
        wind = seat_wind(seat, view.dealer, view.players) if view is not None else seat
        return self.wind_seat_name(wind, seat)

    def _refresh(self) -> None:
        if self._loading is not None:
            self.sources_label.setText(self.tr("Reading your logs…"))
        else:
            due = len(self.due_questions())
            self.sources_label.setText(
                self.tr("Positions against riichi: {count} · reviews due: {due}").format(
                    count=len(self.questions), due=due
                )
            )
        stats = safe_tile_stats(self.outcomes)
        self.stats_label.setText(
            self.tr("Answered {answers} · right {right} ({rate}%) · still wrong {wrong}").format(
                answers=stats.answers,
                right=stats.right,
                rate=round(100 * stats.rate),
                wrong=stats.still_wrong,
            )
        )
        q = self.question
        if q is None:
            return
        self.question_label.setText(
            self.tr(
                "Hand {hand}, {seat} ({player}), discard {turn}, against {count} riichi: "
                "discard the safest tile. Click it or press its number, then Enter."
            ).format(
                hand=q.hand_index + 1,
                seat=self.seat_name(q.decision.seat),
                player=(q.view.player if q.view is not None else "") or "?",
                turn=q.decision.turn,
                count=len(q.decision.riichi),
            )
        )
        self.show_feedback(
            self.answer_html() if self.result is not None else None,
            self.tr(
                "The rivers (a riichi tile lies sideways), the calls and the dora "
                "indicators are what this seat could see."
            ),
        )

    def _show_empty(self) -> None:
        self.question = None
        for button in self.choice_buttons:
            button.setVisible(False)
        self.clear_table(
            self.hand_strip,
            self.tr(
                "No positions yet: add a folder of your logs on the Real games page. Every "
                "seat's first discard against a riichi becomes a question."
            ),
            self._loading is not None,
            self.check_button,
        )
        self._refresh()

    # -- questions -------------------------------------------------------------------------
    def load(self) -> None:
        """Read the decisions of the real-games sources (and the Library) in a thread."""
        sources = self._sources()
        library_file = self.library_file()
        if not sources and library_file is None:
            return
        self.start_loading(
            lambda: collect_questions(
                lambda: questions_of_items(iter_games(sources)),
                library_file,
                questions_of_items,
                LIBRARY_QUESTIONS,
            ),
            "safe-tile-questions",
        )
        self._show_empty()

    def questions_loaded(self) -> None:
        if self.questions:
            self.next_question()
        else:
            self._show_empty()

    def pool(self) -> list[SafeTileQuestion]:
        """The questions with the chosen riichi count (all when "any")."""
        wanted = self.riichi_combo.currentIndex()
        if wanted <= 0:
            return self.questions
        return [q for q in self.questions if len(q.decision.riichi) == wanted]

    def due_questions(self) -> list[SafeTileQuestion]:
        """Missed questions due again, in review order, among the pool."""
        by_card = {_card(q): q for q in self.pool()}
        due = (by_card.get(c.key) for c in self.scheduler.due(self.clock()))
        return [q for q in due if q is not None]

    def next_question(self) -> None:
        """A due review among the pool, else a random question."""
        pool = self.pool()
        if not pool:
            self._show_empty()
            return
        due = self.due_questions()
        self.show_question(due[0] if due else pool[self.rng.randrange(len(pool))])

    def show_question(self, q: SafeTileQuestion) -> None:
        self.question = q
        self.result = None
        self.selected = None
        view = q.view
        assert view is not None, "drill questions carry the seat's view"
        table = view.table
        seat = q.decision.seat
        drawn = () if view.drawn is None else (view.drawn,)
        self.hand_strip.set_groups([view.concealed, drawn], right=table.seat_melds[seat])
        self.dora_strip.set_groups([table.dora_indicators])
        turned = [t for t in table.riichi_tiles if t is not None]
        for row in range(4):  # rivers in wind order: the dealer (East) first
            label, strip = self.river_labels[row], self.river_strips[row]
            visible = row < view.players
            label.setVisible(visible)
            strip.setVisible(visible)
            if not visible:
                continue
            s = (view.dealer + row) % view.players
            mark = (
                self.tr(" (you)")
                if s == seat
                else self.tr(" (riichi)")
                if s in q.decision.riichi
                else ""
            )
            label.setText(self.seat_name(s) + mark)
            calls = [] if s == seat else list(table.seat_melds[s])
            strip.set_groups([table.rivers[s]], right=calls, turned=turned)
        kinds = q.kinds
        for index, button in enumerate(self.choice_buttons):
            button.setVisible(index < len(kinds))
            if index < len(kinds):
                button.kind = kinds[index]
                button.key_text = str((index + 1) % 10) if index < 10 else ""
                button.tag = ""
                button.setChecked(False)
                button.set_verdict("")
                button.setEnabled(True)
                button.setToolTip(self._tile(kinds[index]))
        self.check_button.setEnabled(True)
        self.next_button.setEnabled(False)
        self._refresh()

    # -- answering -------------------------------------------------------------------------
    def select(self, index: int) -> None:
        """Pick the held kind at ``index`` (one at a time)."""
        q = self.question
        if q is None or self.result is not None or not 0 <= index < len(q.kinds):
            return
        self.selected = index
        for i, button in enumerate(self.choice_buttons):
            button.setChecked(i == index)

    def check(self) -> bool | None:
        """Grade the picked tile by :func:`grade`; keeps the answer for reviews."""
        q = self.question
        if q is None or self.result is not None or self.selected is None:
            return None
        result = grade(q, q.kinds[self.selected])
        self.result = result
        now = self.clock()
        self.keep_answer(result.right, PositionRecord(now, q.history_key, result.right))
        self.outcomes.append((q.history_key, result.right, now))
        self.scheduler.record(_card(q), result.right, now)
        safest = set(q.safest)
        for index, button in enumerate(self.choice_buttons[: len(q.kinds)]):
            danger = q.decision.danger_of(button.kind)
            if index == self.selected:
                button.set_verdict("hit" if result.right else "extra")
            elif danger.deals_in:
                button.set_verdict("extra")
            elif button.kind in safest:
                button.set_verdict("missed")
            else:
                button.set_verdict("no")
            button.tag = (
                self.tr("ron!")
                if danger.deals_in
                else self.tr("safest")
                if button.kind in safest
                else f"{100 * danger.worst_estimate:.0f}%"
            )
            button.setEnabled(False)
        self.check_button.setEnabled(False)
        self.next_button.setEnabled(True)
        self._refresh()
        return result.right

    def answer_html(self) -> str:
        q, result = self.question, self.result
        assert q is not None and result is not None
        chosen = self._tile(result.kind)
        if result.deals_in:
            ron = [self.seat_name(a.seat) for a in result.danger.against if a.ron_possible]
            head = (
                verdict_html(self.tr("Deal-in!"), False)
                + " "
                + self.tr("{tile} was in the wait of {seats}: a ron.").format(
                    tile=chosen, seats=", ".join(ron)
                )
            )
        elif result.right:
            head = verdict_html(self.tr("Safe, and the safest you held."), True)
        else:
            head = (
                verdict_html(self.tr("Safe this time, but not the safest."), False)
                + " "
                + (
                    self.tr("{tile} ranks {rank} of {count} by estimate.").format(
                        tile=chosen, rank=result.rank, count=len(q.kinds)
                    )
                )
            )
        safest = ", ".join(self._tile(k) for k in q.safest)
        if q.has_genbutsu:
            best = self.tr("The safest held: {tiles}.").format(tiles=safest)
        else:
            best = self.tr("No genbutsu: the safest was {tiles}.").format(tiles=safest)
        riichi = q.decision.riichi
        head_cells = [self.tr("Tile")] + [
            self.tr("vs {seat}").format(seat=self.seat_name(r)) for r in riichi
        ]
        rows = ["<tr>" + "".join(f"<th align='left'>{html.escape(h)}</th>" for h in head_cells)]
        for danger in sorted(q.decision.tiles, key=lambda d: (d.worst_estimate, d.kind)):
            name = html.escape(self._tile(danger.kind))
            if danger.kind == result.kind:
                name = f"<b>▶ {name}</b>"
            cells = [f"<td>{name}</td>"]
            for against in danger.against:
                text = (
                    f"{html.escape(class_text(against.tile_class))} {100 * against.estimate:.1f}%"
                )
                if against.ron_possible:
                    text = (
                        f'<span style="color: {EXTRA_COLOR.name()}; font-weight: bold">'
                        f"{text} · {html.escape(self.tr('ron'))}</span>"
                    )
                elif against.in_wait:
                    text += " · " + html.escape(self.tr("in the wait, furiten"))
                cells.append(f"<td>{text}</td>")
            rows.append("<tr>" + "".join(cells) + "</tr>")
        waits = []
        for truth in q.truths:
            tiles = ", ".join(self._tile(k) for k in truth.waits) or self.tr("not tenpai")
            line = self.tr("{seat}'s real wait: {tiles}").format(
                seat=self.seat_name(truth.seat), tiles=tiles
            )
            if truth.furiten:
                line += " " + self.tr("(furiten: no ron possible)")
            waits.append(f"<li>{html.escape(line)}</li>")
        real = q.decision.discard
        in_game = self.tr("In the game this seat discarded {tile}.").format(
            tile=self._tile(kind_of(real))
        )
        if q.decision.danger_of(kind_of(real)).deals_in:
            in_game += " " + self.tr("It dealt in.")
        return (
            f"<p>{head}</p><p>{html.escape(best)}</p>"
            f"<ul>{''.join(waits)}</ul><p>{html.escape(in_game)}</p>"
            f"<table cellspacing='0' cellpadding='3'>{''.join(rows)}</table>"
            '<p style="color: gray">'
            + html.escape(
                self.tr("From {source}, hand {hand}.").format(
                    source=q.source.rsplit("/", 1)[-1], hand=q.hand_index + 1
                )
            )
            + "</p>"
        )

    # -- keys ------------------------------------------------------------------------------
    def handle_key(self, key: int) -> bool:
        """Numbers pick a tile, Left/Right move the pick, Enter checks, Space moves on."""
        q = self.question
        if key in _DIGITS:
            self.select(_DIGITS.index(key))
            return True
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and q is not None:
            step = 1 if key == Qt.Key.Key_Right else -1
            start = self.selected if self.selected is not None else (-1 if step > 0 else 0)
            self.select((start + step) % len(q.kinds))
            return True
        return self.enter_or_space(key, self.result is not None, self.check, self.next_question)
