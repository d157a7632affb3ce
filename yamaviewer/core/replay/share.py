"""A position as players pass it around: mpsz text, a tenhou.net/2 牌理 link, a 何切る caption.

Players paste a hand as compact mpsz into chats and tools, open tenhou.net/2
(Tenhou's hand calculator) on it, and post "what would you discard" (何切る)
problems: the hand with seat, round, turn and dora.  This module reads those
facts off one replay step for one seat, so the window's Copy and Export
commands and the image writer say the same thing.
"""

from __future__ import annotations

from dataclasses import dataclass

from yamaviewer.core.melds import Meld
from yamaviewer.core.record import EventKind, HandRecord
from yamaviewer.core.replay.state import HandReplay
from yamaviewer.core.tiles import mpsz_text, tile_name
from yamaviewer.core.winds import WIND_NAMES, hand_name, seat_wind
from yamaviewer.core.wording import Wording, translatable

#: Tenhou's hand calculator (牌理): ``?q=`` takes the hand in mpsz.
TENHOU2_URL = "https://tenhou.net/2/?q="
#: A seat named by its wind, 'South seat' (南家).
SEAT_NAME = translatable("Share", "%1 seat")
#: The caption of a 何切る problem: hand, seat, turn and the dora indicators.
CAPTION = translatable("Share", "%1 · %2 · turn %3 · dora indicator %4")


@dataclass(frozen=True, slots=True)
class SharedPosition:
    """One seat's hand at one replay step, with what a problem states about it."""

    hand: HandRecord
    seat: int
    step: int
    players: int
    red_fives: bool
    #: The seat's draws so far (its turn, 巡目), at least 1.
    turn: int
    dora_indicators: tuple[int, ...]
    #: Concealed tiles, sorted, without the tile just drawn.
    concealed: tuple[int, ...]
    drawn: int | None
    melds: tuple[Meld, ...]

    @property
    def tiles(self) -> tuple[int, ...]:
        """Every concealed tile, the drawn one included."""
        return self.concealed + ((self.drawn,) if self.drawn is not None else ())

    @property
    def mpsz(self) -> str:
        """The concealed hand in compact mpsz, red fives as 0 ('123m406p789s11z')."""
        return mpsz_text(self.tiles, self.red_fives)

    @property
    def tenhou2_url(self) -> str:
        """The hand in Tenhou's 牌理 calculator (red fives as plain 5: it counts shapes)."""
        return TENHOU2_URL + mpsz_text(self.tiles, red_fives=False)

    @property
    def wind(self) -> int:
        return seat_wind(self.seat, self.hand.dealer, self.players)

    def caption(self) -> Wording:
        """'East 1, 0 honba · South seat · turn 5 · dora indicator 2m' (translatable)."""
        indicators = " ".join(tile_name(t, self.red_fives) for t in self.dora_indicators)
        return CAPTION.arg(
            hand_name(self.hand.round, self.hand.honba),
            SEAT_NAME.arg(WIND_NAMES[self.wind]),
            self.turn,
            indicators,
        )

    def calls_mpsz(self) -> list[str]:
        """Each call's tiles in mpsz, in the order they were made."""
        return [mpsz_text(meld.tiles, self.red_fives) for meld in self.melds]

    def problem_text(self, caption: str | None = None) -> str:
        """The problem as text: the caption, then the hand (calls in brackets after it)."""
        hand = " ".join([self.mpsz, *(f"[{c}]" for c in self.calls_mpsz())])
        return f"{caption if caption is not None else self.caption()}\n{hand}\n"


def shared_position(replay: HandReplay, step: int, seat: int, red_fives: bool) -> SharedPosition:
    """The seat's hand at ``step`` of ``replay`` (IndexError: no such seat or step)."""
    if not 0 <= seat < replay.players:
        raise IndexError(f"seat {seat + 1} is not at this table")
    state = replay.state(step)
    seat_state = state.seats[seat]
    draws = sum(
        1
        for event in replay.hand.events[:step]
        if event.kind is EventKind.DRAW and event.seat == seat
    )
    return SharedPosition(
        hand=replay.hand,
        seat=seat,
        step=step,
        players=replay.players,
        red_fives=red_fives,
        turn=max(1, draws),
        dora_indicators=state.dora_indicators,
        concealed=seat_state.concealed,
        drawn=seat_state.drawn,
        melds=seat_state.melds,
    )


__all__ = ["CAPTION", "SEAT_NAME", "TENHOU2_URL", "SharedPosition", "shared_position"]
