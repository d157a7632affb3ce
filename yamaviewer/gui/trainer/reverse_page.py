"""The reverse puzzle: a complete hand lost one tile; which tile was it?

The second mode of the trainer, on the engine's :func:`make_reverse_puzzle`.
Any tile that completes the 13 shown is accepted (the removed one is always
among them).  Keys as in the quiz: 1-9 choose, Enter checks, Space moves on.
"""

from __future__ import annotations

from PySide6.QtCore import Signal

from yamaviewer.core.chinitsu import (
    ReversePuzzle,
    ReverseRecord,
    decompositions,
    make_reverse_puzzle,
    mask_to_ranks,
)
from yamaviewer.core.chinitsu.judge import waits_unchecked
from yamaviewer.gui.tile_painter import TilePainter
from yamaviewer.gui.trainer.names import seven_pairs_text, tile_text
from yamaviewer.gui.trainer.page_base import verdict_html
from yamaviewer.gui.trainer.rank_puzzle import RankPuzzlePage, option_check


class ReversePage(RankPuzzlePage):
    """One puzzle at a time; ``solved``/``tried`` count this session's answers."""

    checked = Signal(bool)

    def setup(self, painter: TilePainter) -> None:
        """The page's state and widgets (called once by the base's ``__init__``)."""
        # Every puzzle answered before, so the counter does not start at zero each time.
        self.past_solved, self.past_tried = (
            self.history.reverse_totals() if self.history else (0, 0)
        )
        self.puzzle: ReversePuzzle | None = None
        self.seven_pairs_check = option_check(self, checked=True)
        self.shuffled_check = option_check(self)
        self.build(painter, [self.seven_pairs_check, self.shuffled_check])
        self.retranslate_ui()
        self.next_question()

    def retranslate_ui(self) -> None:
        """Set every visible text again (called on QEvent.LanguageChange)."""
        self.intro_label.setText(
            self.tr(
                "One tile was taken out of a complete hand (four melds and a pair, or seven "
                "pairs). Which tile was it? Pick it with the mouse or keys 1–9 and press Enter."
            )
        )
        self.seven_pairs_check.setText(self.tr("Seven pairs"))
        self.shuffled_check.setText(self.tr("Shuffled"))
        self.name_buttons(self.tr("Next puzzle (Space)"))
        self.refresh_texts()

    def result_html(self) -> str:
        puzzle = self.puzzle
        if puzzle is None or self.answered_right is None or self.choice is None:
            return ""
        s = self.suit
        verdict = (
            self.tr("Right! {tile} completes the hand.")
            if self.answered_right
            else self.tr("No: {tile} does not complete the hand.")
        )
        head = verdict_html(verdict.format(tile=tile_text(self.choice, s)), self.answered_right)
        removed = self.tr("The tile taken out was {tile}.").format(
            tile=f'<img src="tile:{puzzle.removed}{s}"> {tile_text(puzzle.removed, s)}'
        )
        accepted = self.tr("Tiles that complete these 13: {tiles}").format(
            tiles=" ".join(tile_text(r, s) for r in puzzle.answers)
        )
        complete_title = self.tr("The complete hand:")
        seven = self.seven_pairs_check.isChecked()
        lines = []
        for d in decompositions(puzzle.hand, puzzle.removed, seven):
            text = "&nbsp;&nbsp;".join(d.groups_text())
            if d.is_seven_pairs:
                text += f" ({seven_pairs_text()})"
            lines.append(text)
        return (
            f"<p>{head}</p><p>{removed}<br>{accepted}</p>"
            f"<p><b>{complete_title}</b><br>"
            f'<span style="font-family: monospace">{"<br>".join(lines)}</span></p>'
        )

    def next_question(self) -> None:
        """Draw a new complete hand and take one tile out."""
        self.puzzle = make_reverse_puzzle(
            self.rng, self.seven_pairs_check.isChecked(), self.shuffled_check.isChecked()
        )
        self.show_question(self.puzzle.tiles, lambda _rank: True)

    def replay(self, hand: int, removed: int) -> None:
        """Ask a puzzle again (from "My mistakes"): these 13 tiles, in rank order."""
        tiles = tuple(r for r in range(1, 10) for _ in range((hand >> (3 * (r - 1))) & 7))
        seven = self.seven_pairs_check.isChecked()
        answers = tuple(mask_to_ranks(waits_unchecked(hand, seven)))
        complete = hand + (1 << (3 * (removed - 1)))
        self.puzzle = ReversePuzzle(complete, removed, hand, tiles, answers)
        self.show_question(tiles, lambda _rank: True)

    def check(self) -> bool | None:
        """Check the chosen rank; None if nothing was chosen yet."""
        if self.puzzle is None or self.choice is None or self.answered_right is not None:
            return None
        right = self.puzzle.check(self.choice)
        puzzle = self.puzzle
        self.keep_answer(
            right, ReverseRecord(self.clock(), puzzle.hand, puzzle.removed, self.choice, right)
        )
        self.show_verdict(right, set(self.puzzle.answers))
        self.checked.emit(right)
        return right
