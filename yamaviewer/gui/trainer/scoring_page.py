"""Count it yourself: name the yaku, count han and fu, say the points of a real win.

Questions come from :mod:`yamaviewer.core.scoring.drill`: the wins of the player's logs
and Library (the real-games page's sources, read in a background thread) whose recount
agrees with the log, else generated hands.  The keyboard alone answers: Y, H, F, P pick
the skill; digits type the number (or toggle yaku options 1-9), Space or - separates
the two tsumo shares, Backspace erases, Enter checks, Enter or Space moves on, M asks
the questions last answered wrong.  Every answer is explained step by step; a missed
question comes back when its Leitner box is due, before any new one.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QWidget,
)

from yamaviewer.core.chinitsu import PositionRecord
from yamaviewer.core.melds import MeldType
from yamaviewer.core.scoring.drill import (
    SKILL_NAMES,
    SKILLS,
    Judgement,
    ScoringQuestion,
    due_reviews,
    explanation,
    generated_question,
    history_key,
    iter_questions,
    judge,
    mistakes,
    questions_of_items,
    reviews,
    skill_stats,
    yaku_options,
)
from yamaviewer.core.tiles import tile_name
from yamaviewer.core.winds import WIND_NAMES
from yamaviewer.core.yaku import yaku_name
from yamaviewer.gui.i18n import current_language
from yamaviewer.gui.texts import core_text
from yamaviewer.gui.tile_painter import TilePainter
from yamaviewer.gui.trainer.page_base import SUBMIT_KEYS, verdict_html
from yamaviewer.gui.trainer.position_pages import SourcesPage, collect_questions
from yamaviewer.gui.trainer.tiles import EXTRA_COLOR, HIT_COLOR

#: Wins read from the Library at most (the drill needs variety, not every game).
LIBRARY_QUESTIONS = 5_000
SKILL_KEYS = {
    Qt.Key.Key_Y: "yaku",
    Qt.Key.Key_H: "han",
    Qt.Key.Key_F: "fu",
    Qt.Key.Key_P: "points",
}
DIGIT_KEYS = {getattr(Qt.Key, f"Key_{n}"): n for n in range(10)}
SEPARATOR_KEYS = (Qt.Key.Key_Minus, Qt.Key.Key_Space, Qt.Key.Key_Slash)
TILE_ASPECT = 1.35


def shown_yaku_name(yaku_id: int) -> str:
    """A yaku's name in the interface language (Tenhou's Japanese, or the romanised one)."""
    return yaku_name(yaku_id, current_language())


class WinHandView(QWidget):
    """The winning hand: closed tiles, the winning tile apart, then the calls."""

    def __init__(self, painter: TilePainter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._painter = painter
        self.question: ScoringQuestion | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(round(34 * TILE_ASPECT) + 8)

    def set_question(self, question: ScoringQuestion | None) -> None:
        self.question = question
        self.update()

    def _slots(self) -> list[tuple[int | None, bool]]:
        """(tile or None for a gap, turned sideways) from left to right."""
        q = self.question
        if q is None:
            return []
        s = q.situation
        rest = list(s.closed)
        rest.remove(s.win_tile)
        slots: list[tuple[int | None, bool]] = [(t, False) for t in sorted(rest)]
        slots += [(None, False), (s.win_tile, False)]
        for meld in s.melds:
            slots.append((None, False))
            for tile in meld.tiles:
                slots.append((tile, tile == meld.called and meld.type is not MeldType.CLOSED_KAN))
        return slots

    def tile_width(self) -> float:
        slots = self._slots()
        units = sum(0.5 if t is None else (TILE_ASPECT if side else 1.0) for t, side in slots)
        return max(18.0, min(48.0, (self.width() - 8) / max(units, 1.0)))

    def sizeHint(self) -> QSize:
        return QSize(760, round(48 * TILE_ASPECT) + 8)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        width = self.tile_width()
        height = width * TILE_ASPECT
        self.setMinimumHeight(round(height) + 8)
        x = 4.0
        dpr = self.devicePixelRatioF()
        q = self.question
        for tile, sideways in self._slots():
            if tile is None:
                x += width / 2
                continue
            red = q.situation.red_fives if q is not None else True
            if sideways:
                pix = self._painter.pixmap(tile, height, width, dpr, rotation=90, red_fives=red)
                painter.drawPixmap(QPointF(x, 4 + height - width), pix)
                x += height
            else:
                pix = self._painter.pixmap(tile, width, height, dpr, red_fives=red)
                painter.drawPixmap(QPointF(x, 4), pix)
                if q is not None and tile == q.situation.win_tile:
                    painter.setPen(HIT_COLOR)
                    painter.drawRect(QRectF(x, 3, width, height + 2))
                x += width
        painter.end()


class ScoringPage(SourcesPage[ScoringQuestion]):
    """The scoring drill; ``questions`` given (tests) skips reading the sources."""

    def setup(self, painter: TilePainter) -> None:
        """The page's state and widgets (called once by the base's ``__init__``)."""
        self.skill = "points"
        self.typed = ""
        self.options: tuple[int, ...] = ()
        self.picked: set[int] = set()
        self.answered: bool | None = None
        self.judgement: Judgement | None = None
        self.outcomes: list[tuple[str, bool, float]] = (
            list(self.history.position_outcomes()) if self.history is not None else []
        )
        self.reviews = reviews(self.outcomes)

        self.build_typed_answer(painter, "scoringAnswer", self.check, self.next_question)
        self.answer_label.setTextFormat(Qt.TextFormat.RichText)
        self.skill_combo = QComboBox(self)
        self.skill_combo.setObjectName("scoringSkill")
        self.skill_combo.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.skill_combo.addItems(["", "", "", ""])
        self.skill_combo.setCurrentIndex(SKILLS.index(self.skill))
        self.skill_combo.activated.connect(lambda i: self.set_skill(SKILLS[i]))
        self.generated_check = QCheckBox(self)
        self.generated_check.setObjectName("scoringGenerated")
        self.generated_check.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.mistakes_check = QCheckBox(self)
        self.mistakes_check.setObjectName("scoringMistakes")
        self.mistakes_check.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.stats_label = QLabel(self)
        self.situation_label = QLabel(self)
        self.situation_label.setWordWrap(True)
        self.situation_label.setTextFormat(Qt.TextFormat.RichText)
        self.hand_view = WinHandView(painter, self)

        top = QHBoxLayout()
        top.addWidget(self.skill_combo)
        top.addWidget(self.generated_check)
        top.addWidget(self.mistakes_check)
        top.addStretch(1)
        top.addWidget(self.stats_label)
        self.lay_out_typed(top, self.situation_label, self.hand_view)
        self.retranslate_ui()

    # -- texts -----------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.intro_label.setText(
            self.tr(
                "Count the win yourself. Y, H, F, P choose what to answer: the yaku, the han, "
                "the fu or the points. Type with the number keys (two tsumo shares: a space "
                "or - between them; yaku: toggle the options 1–9), Backspace erases, Enter "
                "checks, Enter or Space moves on, M asks your mistakes again."
            )
        )
        for index, skill in enumerate(SKILLS):
            self.skill_combo.setItemText(index, core_text(SKILL_NAMES[skill]))
        self.generated_check.setText(self.tr("Generated hands"))
        self.mistakes_check.setText(self.tr("My mistakes (M)"))
        self.name_buttons(self.tr("Next win (Space)"))
        self.refresh()

    def _situation_html(self, q: ScoringQuestion) -> str:
        s = q.situation
        parts = [core_text(q.label) if q.label else self.tr("Generated hand")]
        seat = core_text(WIND_NAMES[s.seat_wind])
        round_wind = core_text(WIND_NAMES[s.round_wind])
        role = self.tr("dealer") if s.dealer else self.tr("not the dealer")
        parts.append(
            self.tr("{seat} seat ({role}), {wind} round").format(
                seat=seat, role=role, wind=round_wind
            )
        )
        parts.append(self.tr("Tsumo") if s.tsumo else self.tr("Ron"))
        flags = [
            (s.double_riichi, self.tr("double riichi")),
            (s.riichi, self.tr("riichi")),
            (s.ippatsu, self.tr("ippatsu")),
            (s.haitei, self.tr("last tile drawn")),
            (s.houtei, self.tr("last discard")),
            (s.rinshan, self.tr("kan replacement tile")),
            (s.chankan, self.tr("robbed kan")),
            (s.tenhou or s.chiihou, self.tr("first draw")),
        ]
        parts += [text for on, text in flags if on]
        dora = " ".join(tile_name(t, s.red_fives) for t in s.dora)
        parts.append(self.tr("dora indicators: {tiles}").format(tiles=dora or "–"))
        if s.ura:
            ura = " ".join(tile_name(t, s.red_fives) for t in s.ura)
            parts.append(self.tr("ura indicators: {tiles}").format(tiles=ura))
        if s.kita:
            parts.append(self.tr("{n} kita").format(n=s.kita))
        if s.players == 3:
            parts.append(self.tr("three players"))
        parts.append(
            self.tr("{honba} honba, {sticks} riichi sticks").format(honba=s.honba, sticks=s.sticks)
        )
        return " · ".join(html.escape(p) for p in parts)

    def _prompt(self) -> str:
        q = self.question
        if q is None:
            return ""
        if self.skill == "yaku":
            return self.tr("Which yaku does the hand have? (dora are not asked)")
        if self.skill == "han":
            return self.tr("How many han (dora included)?")
        if self.skill == "fu":
            if q.score.yakuman:
                return self.tr("How many fu? (a yakuman counts none: type 0)")
            return self.tr("How many fu (after rounding up)?")
        if not q.situation.tsumo:
            return self.tr("What does the discarder pay (honba included)?")
        if q.situation.dealer:
            return self.tr("What does each player pay (honba included)?")
        return self.tr("What do the others and the dealer pay (honba included)?")

    def _answer_html(self) -> str:
        if self.skill != "yaku":
            return (
                html.escape(self.typed) + "▏" if self.answered is None else html.escape(self.typed)
            )
        cells = []
        for number, yaku in enumerate(self.options, start=1):
            mark = "☑" if yaku in self.picked else "☐"
            cells.append(f"{number}&nbsp;{mark}&nbsp;{html.escape(shown_yaku_name(yaku))}")
        return "&nbsp;&nbsp; ".join(cells)

    def _stats_text(self) -> str:
        stats = skill_stats(self.outcomes)
        counts = [
            self.tr("{skill} {right}/{tried}").format(
                skill=core_text(SKILL_NAMES[skill]),
                right=stats[skill].right,
                tried=stats[skill].tried,
            )
            for skill in SKILLS
        ]
        due = len(self.reviews.due(self.clock()))
        return " · ".join([*counts, self.tr("reviews due: {due}").format(due=due)])

    def refresh(self) -> None:
        q = self.question
        self.stats_label.setText(self._stats_text())
        if q is None:
            self.situation_label.setText(
                self.tr("Reading the wins of your games…") if self._loading else ""
            )
        else:
            self.situation_label.setText(self._situation_html(q))
        self.prompt_label.setText(self._prompt())
        self.answer_label.setText(self._answer_html())
        if self.answered is not None:
            self.feedback.setHtml(self.result_html())

    # -- questions -----------------------------------------------------------------------
    def page_shown(self) -> None:
        super().page_shown()
        if self.question is None:
            self.next_question()

    def load(self) -> None:
        """Read the wins of the real-games sources (and the Library) in a thread."""
        sources = self._sources()
        library_file = self.library_file()
        if not sources and library_file is None:
            return
        # A source that fails leaves the others and generated hands.
        self.start_loading(
            lambda: collect_questions(
                lambda: iter_questions(sources), library_file, questions_of_items, LIBRARY_QUESTIONS
            ),
            "scoring-questions",
        )

    def questions_loaded(self) -> None:
        if self.question is None or self.question.log_points is None:
            self.next_question()

    def _pick(self) -> ScoringQuestion:
        pool = [] if self.generated_check.isChecked() else self.questions
        due = due_reviews(self.reviews, self.clock(), self.skill, pool)
        if due:  # a missed question whose box is due comes first
            return due[0]
        if self.mistakes_check.isChecked():
            wrong = set(mistakes(self.outcomes))
            review = [q for q in pool if f"{self.skill}:{q.key}" in wrong]
            if review:
                return self.rng.choice(review)
        if pool:
            return self.rng.choice(pool)
        return generated_question(self.rng)

    def next_question(self) -> None:
        self.show_question(self._pick())

    def show_question(self, question: ScoringQuestion) -> None:
        self.question = question
        self.typed = ""
        self.picked = set()
        self.answered = None
        self.options = yaku_options(question, self.rng)
        self.hand_view.set_question(question)
        self.feedback.clear()
        self.refresh()

    def set_skill(self, skill: str) -> None:
        """Ask another skill about the same win (a new win once this one is answered)."""
        self.skill = skill
        self.skill_combo.setCurrentIndex(SKILLS.index(skill))
        if self.answered is not None:
            self.next_question()
        else:
            self.typed = ""
            self.picked = set()
            self.refresh()

    # -- answers ---------------------------------------------------------------------------
    def check(self) -> bool | None:
        q = self.question
        if q is None or self.answered is not None:
            return None
        if self.skill == "yaku":
            judgement = judge(q, "yaku", self.picked, name_of=shown_yaku_name)
        elif not self.typed.strip():
            return None
        else:
            judgement = judge(q, self.skill, self.typed)
        self.judgement = judgement
        right = judgement.right
        self.answered = right
        key = history_key(self.skill, q)
        now = self.clock()
        self.keep_answer(right, PositionRecord(now, key, right))
        self.outcomes.append((key, right, now))
        self.reviews.record(key, right, now)
        self.refresh()
        return right

    def result_html(self) -> str:
        q = self.question
        if q is None or self.answered is None or self.judgement is None:
            return ""
        head = self.tr("Right!") if self.answered else self.tr("Not quite.")
        rows = []
        for part in self.judgement.parts:
            color = HIT_COLOR.name() if part.right else EXTRA_COLOR.name()
            mark = "✓" if part.right else "✗"
            given = html.escape(part.given) or "–"
            expected = html.escape(part.expected) or "–"
            what = html.escape(core_text(part.what))
            if self.skill == "yaku":
                name = expected if part.expected else given
                text = f"{name}" if part.right else f"{name} ({what})"
            else:
                text = self.tr("{what}: you said {given}, it is {expected}").format(
                    what=what, given=given, expected=expected
                )
            rows.append(
                f'<li><span style="color: {color}; font-weight: bold">{mark}</span> {text}</li>'
            )
        steps = "".join(
            f"<li>{html.escape(core_text(line))}</li>"
            for line in explanation(q, name_of=shown_yaku_name)
        )
        how = self.tr("How it is counted")
        return (
            f"<p>{verdict_html(head, self.answered)}</p><ul>{''.join(rows)}</ul>"
            f"<p><b>{html.escape(how)}</b></p><ol>{steps}</ol>"
        )

    def handle_key(self, key: int) -> bool:
        if key in SKILL_KEYS:
            self.set_skill(SKILL_KEYS[Qt.Key(key)])
            return True
        if key == Qt.Key.Key_M:
            self.mistakes_check.toggle()
            return True
        if key == Qt.Key.Key_G:
            self.generated_check.toggle()
            return True
        answered = self.answered is not None
        if key in SUBMIT_KEYS or (key == Qt.Key.Key_Space and (answered or self.skill != "points")):
            return self.enter_or_space(key, answered, self.check, self.next_question)
        if answered:
            return False
        if key in DIGIT_KEYS:
            digit = DIGIT_KEYS[Qt.Key(key)]
            if self.skill == "yaku":
                if 1 <= digit <= len(self.options):
                    self.picked ^= {self.options[digit - 1]}
            elif len(self.typed) < 16:
                self.typed += str(digit)
            self.refresh()
            return True
        if (
            key in SEPARATOR_KEYS
            and self.skill == "points"
            and self.typed
            and self.typed[-1] != "-"
        ):
            self.typed += "-"
            self.refresh()
            return True
        if key == Qt.Key.Key_Backspace:
            self.typed = self.typed[:-1]
            self.refresh()
            return True
        return False
