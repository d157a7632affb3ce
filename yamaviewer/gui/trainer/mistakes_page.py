"""My mistakes: every missed question of every mode in one list, and sets aimed at weaknesses.

The Leitner boxes bring misses back one at a time; this page shows them all
(newest first, filtered by mode, wait count and shape), replays one on a click and
keeps starred ones. Above the list, "Drill my weakness" turns the worst groups of
the statistics into one-click sets of :data:`FOCUS_SET_HANDS` hands of that shape
or wait count (or an exact wait count the player picks).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from yamaviewer.core.chinitsu import HistoryStore
from yamaviewer.core.chinitsu.explain import ALL_SHAPES
from yamaviewer.core.chinitsu.history.mistakes import MODES, Mistake, my_mistakes
from yamaviewer.core.chinitsu.modes import Focus, weaknesses
from yamaviewer.core.chinitsu.stats import GroupStats
from yamaviewer.gui.trainer.names import engine_name, mode_name, shape_name, tile_text
from yamaviewer.gui.trainer.page_base import TrainerPage

if TYPE_CHECKING:
    from yamaviewer.gui.trainer.widget import TrainerWidget

#: Hands in a set started by "Drill my weakness".
FOCUS_SET_HANDS = 10
#: Modes a click can ask again here (the others come back through their own reviews).
REPLAYABLE = ("waits", "reverse", "discard")
COLUMNS = 7  # star, date, mode, level, hand, answered, answer


def ranks_text(ranks: tuple[int, ...], suit: str) -> str:
    """Ranks as players write one suit: 147p (147筒 in Japanese)."""
    if not ranks:
        return ""
    mark = tile_text(1, suit)[1:]
    return "".join(str(r) for r in ranks) + mark


class MistakesPage(TrainerPage):
    """The list of misses, its filters, the star, and the weakness drill buttons."""

    replay_requested = Signal(object)  # a Mistake
    drill_requested = Signal(object)  # a Focus

    def __init__(
        self,
        history: HistoryStore,
        parent: QWidget | None = None,
        *,
        clock: Callable[[], float] = time.time,
        suit: Callable[[], str] = lambda: "p",
    ) -> None:
        super().__init__(parent, history=history, clock=clock)
        self.store = history
        self.suit = suit
        self.mistakes: list[Mistake] = []
        self.weak: list[Focus] = []
        self._weak_stats: dict[Focus, GroupStats] = {}
        self.intro_label = QLabel(self)
        self.intro_label.setWordWrap(True)
        self.weak_label = QLabel(self)
        self.weak_buttons = [QPushButton(self) for _ in range(4)]
        self.exact_label = QLabel(self)
        self.exact_spin = QSpinBox(self)
        self.exact_spin.setRange(0, 9)
        self.exact_spin.setValue(4)
        self.exact_button = QPushButton(self)
        weak_row = QHBoxLayout()
        weak_row.addWidget(self.weak_label)
        for n, button in enumerate(self.weak_buttons):
            button.clicked.connect(lambda _c=False, n=n: self._drill_weak(n))
            weak_row.addWidget(button)
        weak_row.addStretch(1)
        weak_row.addWidget(self.exact_label)
        weak_row.addWidget(self.exact_spin)
        weak_row.addWidget(self.exact_button)
        self.exact_button.clicked.connect(
            lambda _c=False: self.drill_requested.emit(Focus(wait_count=self.exact_spin.value()))
        )

        self.mode_combo = QComboBox(self)
        self.mode_combo.addItem("", None)
        for mode in MODES:
            self.mode_combo.addItem("", mode)
        self.waits_combo = QComboBox(self)
        self.waits_combo.addItem("", None)
        for n in range(10):
            self.waits_combo.addItem(str(n), n)
        self.shape_combo = QComboBox(self)
        self.shape_combo.addItem("", None)
        for shape in ALL_SHAPES:
            self.shape_combo.addItem("", shape)
        self.starred_check = QCheckBox(self)
        self.count_label = QLabel(self)
        self.mode_label, self.waits_label, self.shape_label = (
            QLabel(self),
            QLabel(self),
            QLabel(self),
        )
        filters = QHBoxLayout()
        for label, combo in (
            (self.mode_label, self.mode_combo),
            (self.waits_label, self.waits_combo),
            (self.shape_label, self.shape_combo),
        ):
            filters.addWidget(label)
            filters.addWidget(combo)
            combo.activated.connect(lambda _i: self.refresh())
        filters.addWidget(self.starred_check)
        filters.addStretch(1)
        filters.addWidget(self.count_label)
        self.starred_check.toggled.connect(lambda _on: self.refresh())

        self.table = QTableWidget(0, COLUMNS, self)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.table.cellClicked.connect(self._cell_clicked)
        self.table.cellDoubleClicked.connect(lambda row, _col: self.replay_row(row))
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.replay_button = QPushButton(self)
        self.star_button = QPushButton(self)
        self.replay_button.clicked.connect(lambda _c=False: self.replay_row(self._row()))
        self.star_button.clicked.connect(lambda _c=False: self.toggle_star(self._row()))
        actions = QHBoxLayout()
        actions.addWidget(self.replay_button)
        actions.addWidget(self.star_button)
        actions.addStretch(1)
        self.drill_status = QLabel(self)
        actions.addWidget(self.drill_status)

        layout = QVBoxLayout(self)
        layout.addWidget(self.intro_label)
        layout.addLayout(weak_row)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        layout.addLayout(actions)
        self.retranslate_ui()

    # -- texts -------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.intro_label.setText(
            self.tr(
                "Every question you missed, newest first. Click a row and press Replay (or "
                "double-click it) to answer it again; click ☆ to star a question and keep it."
            )
        )
        self.weak_label.setText(self.tr("Drill my weakness:"))
        self.exact_label.setText(self.tr("Exactly this many waits:"))
        self.exact_button.setText(self.tr("Drill"))
        self.mode_label.setText(self.tr("Mode:"))
        self.waits_label.setText(self.tr("Waits:"))
        self.shape_label.setText(self.tr("Shape:"))
        for combo in (self.mode_combo, self.waits_combo, self.shape_combo):
            combo.setItemText(0, self.tr("All"))
        for i, mode in enumerate(MODES, start=1):
            self.mode_combo.setItemText(i, self.mode_name(mode))
        for i, shape in enumerate(ALL_SHAPES, start=1):
            self.shape_combo.setItemText(i, shape_name(shape))
        self.starred_check.setText(self.tr("Starred only"))
        self.replay_button.setText(self.tr("Replay"))
        self.table.setHorizontalHeaderLabels(
            [
                "★",
                self.tr("Date"),
                self.tr("Mode"),
                self.tr("Level"),
                self.tr("Question"),
                self.tr("You answered"),
                self.tr("Answer"),
            ]
        )
        self._fill()

    def mode_name(self, mode: str) -> str:
        return mode_name(mode)

    def focus_name(self, focus: Focus) -> str:
        """'sanmenchan (three-sided)', '4 waits' or both."""
        parts = []
        if focus.shape is not None:
            parts.append(shape_name(focus.shape))
        if focus.wait_count is not None:
            n = focus.wait_count
            parts.append(
                self.tr("not tenpai")
                if n == 0
                else self.tr("1 wait")
                if n == 1
                else self.tr("{count} waits").format(count=n)
            )
        return ", ".join(parts)

    # -- the list ----------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the misses and the weakest groups again."""
        self.mistakes = my_mistakes(
            self.store,
            mode=self.mode_combo.currentData(),
            wait_count=self.waits_combo.currentData(),
            shape=self.shape_combo.currentData(),
            starred_only=self.starred_check.isChecked(),
        )
        worst = weaknesses(self.store.stats(), limit=len(self.weak_buttons))
        self.weak = [f for f, _g in worst]
        self._weak_stats = dict(worst)
        self._fill()

    def _fill(self) -> None:
        for n, button in enumerate(self.weak_buttons):
            button.setVisible(n < len(self.weak))
            if n < len(self.weak):
                focus = self.weak[n]
                g = self._weak_stats[focus]
                button.setText(
                    self.tr("{group} {percent} %").format(
                        group=self.focus_name(focus), percent=f"{100 * g.accuracy:.0f}"
                    )
                )
                button.setToolTip(
                    self.tr("{right} of {answered} right: practise {count} hands of it").format(
                        right=g.correct, answered=g.answered, count=FOCUS_SET_HANDS
                    )
                )
        if not self.weak:
            self.weak_label.setToolTip(self.tr("Answer a few hands first"))
        suit = self.suit()
        self.table.setRowCount(len(self.mistakes))
        for row, m in enumerate(self.mistakes):
            s = m.suit or suit
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(m.answered_at))
            question = ranks_text(tuple(_ranks_of(m.hand)), s) if m.hand is not None else ""
            if m.mode == "reverse":
                question += " " + self.tr("(one tile taken out)")
            if m.mode == "waits":
                answered = ranks_text(m.answered, s) or self.tr("not tenpai")
                answer = ranks_text(m.answer, s) or self.tr("not tenpai")
                if m.timed_out:
                    answered += " " + self.tr("(too late)")
            elif m.mode in ("reverse", "discard"):
                answered = ranks_text(m.answered, s) or m.chosen
                answer = ranks_text(m.answer, s)
            else:
                answered = m.chosen or "—"
                answer = self.tr("see the position")
            level = engine_name(m.level) if m.level else ""
            cells = ["★" if m.starred else "☆", when, self.mode_name(m.mode), level]
            cells += [question, answered, answer]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col == 0:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                    item.setToolTip(self.tr("Star: keep this question"))
                self.table.setItem(row, col, item)
        self.count_label.setText(self.tr("Mistakes: {count}").format(count=len(self.mistakes)))
        self._selection_changed()

    def _row(self) -> int:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows else -1

    def _selection_changed(self) -> None:
        row = self._row()
        m = self.mistakes[row] if 0 <= row < len(self.mistakes) else None
        self.replay_button.setEnabled(m is not None and m.mode in REPLAYABLE)
        self.star_button.setEnabled(m is not None)
        self.star_button.setText(
            self.tr("Unstar") if m is not None and m.starred else self.tr("Star")
        )

    def _cell_clicked(self, row: int, col: int) -> None:
        if col == 0:
            self.toggle_star(row)

    def toggle_star(self, row: int) -> None:
        """Star the question of ``row`` (every answer to it), or unstar it."""
        if not 0 <= row < len(self.mistakes):
            return
        m = self.mistakes[row]
        self.store.set_starred(m.question, not m.starred, self.clock())
        self.refresh()
        if row < len(self.mistakes):
            self.table.selectRow(row)

    def replay_row(self, row: int) -> None:
        """Ask the question of ``row`` again on its own page."""
        if 0 <= row < len(self.mistakes) and self.mistakes[row].mode in REPLAYABLE:
            self.replay_requested.emit(self.mistakes[row])

    def _drill_weak(self, n: int) -> None:
        if n < len(self.weak):
            self.drill_requested.emit(self.weak[n])

    def quiz_title(self, focus: Focus | None, left: int) -> str:
        """The waits quiz's tab title, with the set being drilled."""
        title = self.mode_name("waits")
        if focus is None:
            return title
        return self.tr("{title}: {group} ({left} left)").format(
            title=title, group=self.focus_name(focus), left=left
        )

    def show_drill(self, focus: Focus | None, left: int) -> None:
        """Say which set is being drilled (shown under the list)."""
        self.drill_status.setText(
            ""
            if focus is None
            else self.tr("Drilling {group}: {left} hands left").format(
                group=self.focus_name(focus), left=left
            )
        )

    def page_shown(self) -> None:
        self.refresh()


def _ranks_of(hand: int) -> list[int]:
    return [r for r in range(1, 10) for _ in range((hand >> (3 * (r - 1))) & 7)]


class MistakesHost(QObject):
    """Carries the page's requests to the other tabs: replays and weakness sets.

    A set is :data:`FOCUS_SET_HANDS` hands of the waits quiz drawn under a
    :class:`~yamaviewer.core.chinitsu.modes.Focus`; the quiz's tab says which and how
    many are left, and the level's own hands come back when it ends.
    """

    def __init__(self, trainer: TrainerWidget, page: MistakesPage) -> None:
        super().__init__(page)
        self.trainer = trainer
        self.page = page
        self.left = 0
        page.replay_requested.connect(self.replay)
        page.drill_requested.connect(self.drill)
        trainer.quiz.answered.connect(self._answered)

    def replay(self, m: Mistake) -> None:
        """Ask ``m`` again on the page of its mode."""
        t = self.trainer
        if m.hand is None:
            return
        if m.mode == "waits":
            t.session.replay(m.hand, m.seven_pairs, m.allow_karaten)
            t.tabs.setCurrentWidget(t.quiz)
            t.quiz.next_hand()
        elif m.mode == "reverse" and m.answered:
            t.tabs.setCurrentWidget(t.reverse)
            t.reverse.replay(m.hand, _removed(m))
        elif m.mode == "discard":
            t.tabs.setCurrentWidget(t.discard)
            t.discard.replay(m.hand)

    def drill(self, focus: Focus) -> None:
        """Start a set of hands of one shape or wait count in the waits quiz."""
        t = self.trainer
        t.session.focus = focus
        self.left = FOCUS_SET_HANDS
        t.tabs.setCurrentWidget(t.quiz)
        t.quiz.next_hand()
        self.retranslate()

    def _answered(self, _result: object) -> None:
        if self.trainer.session.focus is None:
            return
        self.left -= 1
        if self.left <= 0:
            self.trainer.session.focus = None
        self.retranslate()

    def retranslate(self) -> None:
        """The quiz tab's title says which set is drilled and how many hands are left."""
        t = self.trainer
        focus = t.session.focus
        index = t.tabs.indexOf(t.quiz)
        t.tabs.setTabText(index, self.page.quiz_title(focus, self.left))
        self.page.show_drill(focus, self.left)


def _removed(m: Mistake) -> int:
    """The tile taken out of a missed reverse puzzle (kept in its question key)."""
    return int(m.question.rsplit(":", 1)[1])
