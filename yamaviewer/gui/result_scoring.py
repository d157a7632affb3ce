"""What the result panel shows on request: a win counted step by step, and the conditions.

Both come from :mod:`yamaviewer.core.scoring` and are translated here; a win the scoring
package cannot count gives one sentence saying so (the panel never fails over it).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from yamaviewer.core.record import GameRecord, HandRecord, WinResult
from yamaviewer.core.scoring.compare import differences
from yamaviewer.core.scoring.conditions import condition_lines, standing_of_hand
from yamaviewer.core.scoring.drill import ScoringQuestion, explanation
from yamaviewer.core.scoring.hand import ScoringError, score_win, situation_of_win
from yamaviewer.core.yaku import yaku_name
from yamaviewer.gui import i18n
from yamaviewer.gui.texts import core_text


def _yaku_name(yaku_id: int) -> str:
    return yaku_name(yaku_id, i18n.current_language())


def count_lines(game: GameRecord, hand: HandRecord, win: WinResult) -> list[str]:
    """The win's count (yaku, fu line by line, base points, payment), and any difference
    from what the log says."""
    try:
        score = score_win(game, hand, win)
        situation = situation_of_win(game, hand, win)
    except (ScoringError, ValueError, KeyError, IndexError) as error:
        text = QCoreApplication.translate("ResultScoring", "This win cannot be counted: %1")
        return [text.replace("%1", str(error))]
    question = ScoringQuestion(key="", situation=situation, score=score)
    lines = [core_text(line) for line in explanation(question, name_of=_yaku_name)]
    lines += [core_text(text) for text in differences(win, score)]
    return lines


def conditions_text(game: GameRecord, hand: HandRecord) -> list[str]:
    """What each seat's own win had to be worth to move up, from the hand's start."""
    standing = standing_of_hand(game, hand)
    lines: list[str] = []
    for seat in range(game.player_count):
        lines += [core_text(line) for line in condition_lines(standing, seat)]
    return lines
