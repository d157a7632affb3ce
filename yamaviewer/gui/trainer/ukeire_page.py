"""The best-discard (ukeire) question: 14 tiles, which discard leaves the most tiles to tenpai?

Keys as in the quiz: 1-9 choose the discard, Enter checks, Space moves on.  The
answer lists every discard with its shanten and the tiles that improve it
(copies not in the hand), best first.
"""

from __future__ import annotations

from yamaviewer.core.chinitsu import PositionRecord
from yamaviewer.core.chinitsu.ukeire import (
    DISCARD_PREFIX,
    UkeireQuestion,
    judge_discards,
    make_ukeire_question,
)
from yamaviewer.gui.tile_painter import TilePainter
from yamaviewer.gui.trainer.names import tile_text
from yamaviewer.gui.trainer.page_base import verdict_html
from yamaviewer.gui.trainer.rank_puzzle import RankPuzzlePage, option_check

__all__ = ["DISCARD_PREFIX", "UkeirePage"]


class UkeirePage(RankPuzzlePage):
    """One 14-tile hand at a time; ``solved``/``tried`` count this session's answers."""

    def setup(self, painter: TilePainter) -> None:
        """The page's state and widgets (called once by the base's ``__init__``)."""
        # Answers are kept (as "discard:<hand>" rows), so the counter is all time too.
        self.count_past(DISCARD_PREFIX)
        self.question: UkeireQuestion | None = None
        self.shuffled_check = option_check(self)
        self.build(painter, [self.shuffled_check])
        self.retranslate_ui()  # the first hand is drawn when the page is first shown

    def retranslate_ui(self) -> None:
        """Set every visible text again (called on QEvent.LanguageChange)."""
        self.intro_label.setText(
            self.tr(
                "These 14 tiles are one step from tenpai. Which discard leaves the most tiles "
                "that make the hand tenpai? Pick it with the mouse or keys 1–9 and press Enter."
            )
        )
        self.shuffled_check.setText(self.tr("Shuffled"))
        self.name_buttons(self.tr("Next hand (Space)"))
        self.refresh_texts()

    def result_html(self) -> str:
        q = self.question
        if q is None or self.answered_right is None or self.choice is None:
            return ""
        s = self.suit
        picked = q.choice(self.choice)
        head = (
            self.tr("Right! Discarding {tile} leaves {count} tiles.")
            if self.answered_right
            else self.tr("Not the best: discarding {tile} leaves {count} tiles.")
        ).format(tile=tile_text(self.choice, s), count=picked.tiles if picked else 0)
        best = self.tr("Best: {tiles}").format(tiles=", ".join(tile_text(r, s) for r in q.best))
        rows = []
        order = sorted(q.choices, key=lambda c: (c.shanten, -c.tiles, c.rank))
        for c in order:
            useful = " ".join(
                self.tr("{tile}×{copies}").format(tile=tile_text(r, s), copies=n)
                for r, n in c.useful
            )
            if c.shanten == 1:
                what = self.tr("{count} tiles make it tenpai: {tiles}").format(
                    count=c.tiles, tiles=useful
                )
            else:
                what = self.tr("{shanten}-shanten: {count} tiles improve it").format(
                    shanten=c.shanten, count=c.tiles
                )
            mark = " ★" if c.rank in q.best else ""
            rows.append(
                f'<tr><td style="padding-right: 8px"><img src="tile:{c.rank}{s}"></td>'
                f"<td><b>{tile_text(c.rank, s)}</b>{mark} — {what}</td></tr>"
            )
        note = self.tr(
            "Each count is the copies still to draw: not those in your hand, nor the tile "
            "you discard."
        )
        return (
            f"<p>{verdict_html(head, self.answered_right)}<br>{best}</p>"
            f"<table cellspacing='4'>{''.join(rows)}</table><p>{note}</p>"
        )

    def next_question(self) -> None:
        """Draw a new 14-tile hand one step from tenpai."""
        self.ask(make_ukeire_question(self.rng, self.shuffled_check.isChecked()))

    def replay(self, hand: int) -> None:
        """Ask a 14-tile hand again (from "My mistakes"), in rank order."""
        tiles = tuple(r for r in range(1, 10) for _ in range((hand >> (3 * (r - 1))) & 7))
        self.ask(UkeireQuestion(hand, tiles, judge_discards(hand)))

    def ask(self, question: UkeireQuestion) -> None:
        self.question = question
        held = set(self.question.tiles)
        self.show_question(self.question.tiles, lambda rank: rank in held)

    def can_choose(self, rank: int) -> bool:
        """Only a rank the hand holds can be discarded."""
        return self.question is not None and rank in self.question.tiles

    def check(self) -> bool | None:
        """Judge the chosen discard; None if nothing was chosen yet."""
        q = self.question
        if q is None or self.choice is None or self.answered_right is not None:
            return None
        right = q.check(self.choice)
        key = f"{DISCARD_PREFIX}{q.hand:x}"
        self.keep_answer(right, PositionRecord(self.clock(), key, right, str(self.choice)))
        self.show_verdict(right, set(q.best))
        return right

    def page_shown(self) -> None:
        if self.question is None:
            self.next_question()
