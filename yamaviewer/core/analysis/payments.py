"""What a tsumo win pays: the EV calculator's question to ``core.scoring.hand``.

The calculator and the viewer only need one question answered: "this closed hand wins by
tsumo on this tile with these yaku flags; how many points does the winner receive in
total?"  The library does yaku, fu, dora, red fives, limits and the 2:1:1 split of a
non-dealer's tsumo (and the missing fourth payer in three-player mahjong).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


class PaymentError(ValueError):
    """A hand the scoring library cannot score (not complete, no yaku)."""


@dataclass(frozen=True, slots=True)
class TsumoRules:
    """The table a tsumo is scored at."""

    #: Seat wind 0..3 = East (the dealer) .. North.
    seat_wind: int
    #: Round wind 0..3 = East .. North.
    round_wind: int = 0
    players: int = 4
    red_fives: bool = True
    dora_indicators: tuple[int, ...] = ()


def tsumo_total(
    hand: Sequence[int],
    win_tile: int,
    rules: TsumoRules,
    *,
    double_riichi: bool = False,
    riichi: bool = False,
    ippatsu: bool = False,
    haitei: bool = False,
) -> int:
    """Total points the winner receives (honba and riichi sticks not included).

    ``hand`` is the 13 closed tile ids before the win, ``win_tile`` the tile drawn.
    """
    from yamaviewer.core.scoring.hand import ScoringError, WinSituation, score_situation

    situation = WinSituation(
        closed=(*hand, win_tile),
        win_tile=win_tile,
        tsumo=True,
        seat_wind=rules.seat_wind,
        round_wind=rules.round_wind,
        dora=tuple(rules.dora_indicators),
        riichi=riichi and not double_riichi,
        double_riichi=double_riichi,
        ippatsu=ippatsu,
        haitei=haitei,
        players=rules.players,
        red_fives=rules.red_fives,
    )
    try:
        return score_situation(situation).points
    except ScoringError as error:
        raise PaymentError(str(error)) from None
