"""What a tsumo win pays, from the ``mahjong`` scoring library (MIT, well kept).

The calculator and the viewer only need one question answered: "this closed hand wins by
tsumo on this tile with these yaku flags; how many points does the winner receive in
total?"  The library does yaku, fu, dora, red fives, limits and the 2:1:1 split of a
non-dealer's tsumo (and the missing fourth payer in three-player mahjong).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

#: 34-format index of East; the winds follow in order.
_EAST_KIND = 27


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
    # Imported here: the library costs ~0.1 s to import and the viewer starts without it.
    from mahjong.hand_calculating.hand import HandCalculator
    from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules

    config = HandConfig(
        is_tsumo=True,
        is_riichi=riichi or double_riichi,
        is_daburu_riichi=double_riichi,
        is_ippatsu=ippatsu,
        is_haitei=haitei,
        player_wind=_EAST_KIND + rules.seat_wind,
        round_wind=_EAST_KIND + rules.round_wind,
        options=OptionalRules(
            has_aka_dora=rules.red_fives,
            is_three_player=rules.players == 3,
        ),
    )
    result = HandCalculator.estimate_hand_value(
        [*hand, win_tile],
        win_tile,
        dora_indicators=list(rules.dora_indicators),
        config=config,
    )
    if result.error or result.cost is None:
        raise PaymentError(f"the scoring library cannot score this win: {result.error}")
    return int(result.cost["total"])
