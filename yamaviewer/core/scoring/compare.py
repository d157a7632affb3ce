"""Every win of a log scored again from its hand and set beside what the log says.

A difference is a finding (a house rule, an old era's rule, a calculator's bug), so it is
reported in words, never smoothed over.  Yaku worth 0 han the log lists (Tenhou writes
"ura dora 0") are not differences; a limit hand's fu is not one when the log does not
state it (tenhou.net/6 JSON writes a mangan without its fu), nor a yakuman's fu.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from yamaviewer.core.record import GameRecord, HandRecord, WinResult
from yamaviewer.core.scoring.hand import HandScore, ScoringError, score_win
from yamaviewer.core.wording import Wording, translatable

HAN_DIFFERS = translatable("Scoring", "han: the log says %1, counted %2")
FU_DIFFERS = translatable("Scoring", "fu: the log says %1, counted %2")
POINTS_DIFFERS = translatable("Scoring", "points: the log says %1, counted %2")
YAKU_DIFFERS = translatable("Scoring", "yaku: the log says %1, counted %2")
NOT_SCORED = translatable("Scoring", "the hand could not be scored: %1")


@dataclass(frozen=True, slots=True)
class WinCheck:
    """One win: the log's score, the recount (None when it failed) and what differs."""

    #: 0-based hand index in the game.
    hand_index: int
    win: WinResult
    score: HandScore | None
    differences: tuple[Wording, ...]

    @property
    def agrees(self) -> bool:
        return self.score is not None and not self.differences


def log_yaku(win: WinResult) -> tuple[tuple[int, int], ...]:
    """The log's yaku with their han (yakuman 13), the 0-han entries left out, sorted."""
    named = [(yaku, han) for yaku, han in win.yaku if han]
    return tuple(sorted(named + [(yaku, 13) for yaku in win.yakuman]))


def _yaku_text(yaku: tuple[tuple[int, int], ...]) -> str:
    from yamaviewer.core.yaku import yaku_name

    return ", ".join(f"{yaku_name(yaku_id)} {han}" for yaku_id, han in yaku) or "-"


def differences(win: WinResult, score: HandScore) -> tuple[Wording, ...]:
    """What the recount says otherwise than the log, in words."""
    found: list[Wording] = []
    if score.han != win.han:
        found.append(HAN_DIFFERS.arg(win.han, score.han))
    fu_stated = win.fu != 0 or win.limit is None
    if not score.yakuman and not win.yakuman and fu_stated and score.fu != win.fu:
        found.append(FU_DIFFERS.arg(win.fu, score.fu))
    if score.points != win.points:
        found.append(POINTS_DIFFERS.arg(win.points, score.points))
    if not win.other_yaku and tuple(sorted(score.yaku)) != log_yaku(win):
        found.append(YAKU_DIFFERS.arg(_yaku_text(log_yaku(win)), _yaku_text(score.yaku)))
    return tuple(found)


def check_win(game: GameRecord, hand: HandRecord, win: WinResult) -> WinCheck:
    try:
        score = score_win(game, hand, win)
    except (ScoringError, ValueError, KeyError, IndexError) as error:
        return WinCheck(hand.index, win, None, (NOT_SCORED.arg(str(error)),))
    return WinCheck(hand.index, win, score, differences(win, score))


def check_game(game: GameRecord) -> Iterator[WinCheck]:
    """Every win of the game in log order (a double ron gives two)."""
    for hand in game.hands:
        for win in hand.wins:
            yield check_win(game, hand, win)
