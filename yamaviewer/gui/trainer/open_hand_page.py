"""Open hand: one or two calls of the suit aside; which tiles complete the concealed part?

akugabu's 1副露 mode on :mod:`yamaviewer.core.chinitsu.open_hand`.  Like the waits
quiz, every winning tile is picked (keys 1-9 toggle, Enter checks, Space moves on);
a rank whose last copies sit in the hand and the calls is no wait.  Answers are kept
as ``open:`` position rows, so they count in the statistics and in "My mistakes".
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QComboBox, QTabWidget, QWidget

from yamaviewer.core.chinitsu import PositionRecord
from yamaviewer.core.chinitsu.hand import mask_to_ranks, ranks_of
from yamaviewer.core.chinitsu.open_hand import (
    OPEN_PREFIX,
    OpenHand,
    dead_waits,
    from_key,
    open_decompositions,
    open_waits,
    random_open_hand,
)
from yamaviewer.gui.tile_painter import TilePainter
from yamaviewer.gui.trainer.names import tile_text
from yamaviewer.gui.trainer.page_base import verdict_html
from yamaviewer.gui.trainer.rank_puzzle import RankPuzzlePage
from yamaviewer.gui.trainer.tiles import HandView

#: The gap before each call, in tile widths.
CALL_GAP = 0.6


class OpenHandView(HandView):
    """The concealed tiles, then each call with a gap before it (as a call lies aside)."""

    def __init__(self, painter: TilePainter, parent: QWidget | None = None) -> None:
        super().__init__(painter, parent)
        self.groups: tuple[int, ...] = ()  # tiles per group: concealed, then 3 per call

    def set_hand(self, hand: OpenHand, suit: str) -> None:
        self.groups = (len(ranks_of(hand.concealed)), *(3 for _ in hand.calls))
        tiles = ranks_of(hand.concealed) + [r for c in hand.calls for r in c.ranks]
        self.set_tiles(tuple(tiles), suit)

    def tile_rects(self) -> list[QRectF]:
        rects = super().tile_rects()
        if not rects or sum(self.groups) != len(rects):
            return rects
        w = rects[0].width() * 0.92  # room for the gaps
        gap = 3.0
        total = len(rects) * (w + gap) + (len(self.groups) - 1) * CALL_GAP * w
        x = (self.width() - total) / 2
        out: list[QRectF] = []
        for g, size in enumerate(self.groups):
            if g:
                x += CALL_GAP * w
            for _ in range(size):
                out.append(QRectF(x, 4, w, w * rects[0].height() / rects[0].width()))
                x += w + gap
        return out


class OpenHandPage(RankPuzzlePage):
    """One open hand at a time; ``solved``/``tried`` count this session's answers."""

    def setup(self, painter: TilePainter) -> None:
        """The page's state and widgets (called once by the base's ``__init__``)."""
        self.count_past(OPEN_PREFIX)
        self.hand: OpenHand | None = None
        self.tabs: QTabWidget | None = None  # the trainer's tabs, once attached
        self.picked: set[int] = set()
        self.calls_combo = QComboBox(self)
        self.calls_combo.addItem("1", 1)
        self.calls_combo.addItem("2", 2)
        self.calls_combo.activated.connect(lambda _i: self.next_question())
        self.build(painter, [self.calls_combo])
        # The concealed part and its calls, in place of the plain 13-tile view.
        view = OpenHandView(painter, self)
        layout = self.layout()
        assert layout is not None  # build() made it
        layout.replaceWidget(self.hand_view, view)
        self.hand_view.deleteLater()
        self.hand_view = view
        self.retranslate_ui()
        self.next_question()

    def retranslate_ui(self) -> None:
        """Set every visible text again (called on QEvent.LanguageChange)."""
        self.intro_label.setText(
            self.tr(
                "An open one-suit hand: the calls lie on the right. Which tiles complete it? "
                "Pick every one (mouse or keys 1–9) and press Enter. A tile whose four copies "
                "are all in your hand and calls cannot win."
            )
        )
        self.calls_combo.setItemText(0, self.tr("1 call"))
        self.calls_combo.setItemText(1, self.tr("2 calls"))
        self.name_buttons(self.tr("Next hand (Space)"))
        if self.tabs is not None:  # the page names its own tab (it came after the others)
            index = self.tabs.indexOf(self)
            self.tabs.setTabText(index, self.tr("Open hand"))
            self.tabs.setTabToolTip(index, self.tr("Waits of a one-suit hand with calls"))
        self.refresh_texts()

    def attach(self, tabs: QTabWidget) -> None:
        """Join the trainer's tabs (last) and keep the tab's name in the language."""
        self.tabs = tabs
        tabs.addTab(self, "")
        self.retranslate_ui()

    @property
    def answers(self) -> set[int]:
        return set(mask_to_ranks(open_waits(self.hand))) if self.hand is not None else set()

    def next_question(self) -> None:
        """Deal a new tenpai open hand with the chosen number of calls."""
        self.ask(random_open_hand(self.rng, int(self.calls_combo.currentData())))

    def ask(self, hand: OpenHand) -> None:
        """Ask this hand (also a replay from "My mistakes")."""
        self.hand = hand
        self.picked = set()
        self.show_question((), lambda _rank: True)
        assert isinstance(self.hand_view, OpenHandView)
        self.hand_view.set_hand(hand, self.suit)

    def replay_key(self, key: str) -> None:
        """Ask the hand of a history key again."""
        self.ask(from_key(key))

    def choose(self, rank: int) -> None:
        """Toggle a rank: an open hand may wait on several."""
        if self.answered_right is not None:
            return
        self.picked ^= {rank}
        self.choice = rank if self.picked else None
        for button in self.candidates:
            button.setChecked(button.rank in self.picked)

    def check(self) -> bool | None:
        """Check the picked ranks; None before anything is picked."""
        if self.hand is None or not self.picked or self.answered_right is not None:
            return None
        answers = self.answers
        right = self.picked == answers
        chosen = "".join(str(r) for r in sorted(self.picked))
        self.keep_answer(right, PositionRecord(self.clock(), self.hand.key(), right, chosen))
        self.answered_right = right
        for button in self.candidates:
            r = button.rank
            verdict = ("hit" if r in self.picked else "missed") if r in answers else "no"
            button.set_verdict("extra" if r in self.picked and r not in answers else verdict)
            button.setEnabled(False)
        self.check_button.setEnabled(False)
        self.next_button.setEnabled(True)
        self.refresh_texts()
        return right

    def result_html(self) -> str:
        hand = self.hand
        if hand is None or self.answered_right is None:
            return ""
        s = self.suit
        waits = sorted(self.answers)
        verdict = self.tr("Right!") if self.answered_right else self.tr("Not quite.")
        tiles = " ".join(tile_text(r, s) for r in waits)
        lines = [
            verdict_html(verdict, self.answered_right),
            self.tr("Waits: {tiles}").format(tiles=tiles),
        ]
        for r in waits:
            reads = ", ".join("&nbsp;".join(d.groups_text()) for d in open_decompositions(hand, r))
            lines.append(f'<img src="tile:{r}{s}"> {reads}')
        dead = mask_to_ranks(dead_waits(hand))
        if dead:
            lines.append(
                self.tr("No wait: all four copies are in your hand and calls: {tiles}").format(
                    tiles=" ".join(tile_text(r, s) for r in dead)
                )
            )
        return "<p>" + "<br>".join(lines) + "</p>"

    def set_suit(self, suit: str) -> None:
        super().set_suit(suit)
        if self.hand is not None and isinstance(self.hand_view, OpenHandView):
            self.hand_view.set_hand(self.hand, suit)
