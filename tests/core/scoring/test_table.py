"""The payment table against the published one and against the scoring package."""

from __future__ import annotations

import pytest

from yamaviewer.core.record import Limit
from yamaviewer.core.scoring.table import (
    Payment,
    base_points,
    limit_of,
    payment,
    payment_table,
    round_up,
    with_honba,
)

# (han, fu) -> non-dealer ron, dealer ron, non-dealer tsumo (other, dealer), dealer tsumo each:
# the standard table every rule book prints.
PUBLISHED: dict[
    tuple[int, int], tuple[int | None, int | None, tuple[int, int] | None, int | None]
] = {
    (1, 30): (1000, 1500, (300, 500), 500),
    (1, 40): (1300, 2000, (400, 700), 700),
    (2, 20): (None, None, (400, 700), 700),
    (2, 25): (1600, 2400, None, None),
    (2, 30): (2000, 2900, (500, 1000), 1000),
    (3, 30): (3900, 5800, (1000, 2000), 2000),
    (3, 60): (7700, 11600, (2000, 3900), 3900),
    (4, 30): (7700, 11600, (2000, 3900), 3900),
    (3, 70): (8000, 12000, (2000, 4000), 4000),
    (4, 40): (8000, 12000, (2000, 4000), 4000),
    (1, 110): (3600, 5300, None, None),
    (6, 0): (12000, 18000, (3000, 6000), 6000),
    (8, 0): (16000, 24000, (4000, 8000), 8000),
    (11, 0): (24000, 36000, (6000, 12000), 12000),
    (13, 0): (32000, 48000, (8000, 16000), 16000),
}


@pytest.mark.parametrize(("han", "fu"), sorted(PUBLISHED))
def test_the_published_table(han: int, fu: int) -> None:
    ron, dealer_ron, tsumo, dealer_tsumo = PUBLISHED[(han, fu)]
    base = base_points(han, fu)
    if ron is not None and dealer_ron is not None:
        assert payment(base, dealer=False, tsumo=False) == Payment(ron=ron)
        assert payment(base, dealer=True, tsumo=False) == Payment(ron=dealer_ron)
    if tsumo is not None and dealer_tsumo is not None:
        other, dealer = tsumo
        assert payment(base, dealer=False, tsumo=True) == Payment(dealer=dealer, other=other)
        assert payment(base, dealer=True, tsumo=True) == Payment(other=dealer_tsumo)


def test_limits_and_rounding() -> None:
    assert round_up(1920 * 4) == 7700 and round_up(100) == 100
    assert limit_of(4, 30) is None and limit_of(4, 40) is Limit.MANGAN
    assert limit_of(3, 70) is Limit.MANGAN and limit_of(5, 0) is Limit.MANGAN
    assert base_points(13, 0, yakuman_count=2) == 16000


def test_honba_per_payer_and_in_three_player_games() -> None:
    assert with_honba(Payment(ron=3900), 2) == Payment(ron=4500)
    assert with_honba(Payment(ron=3900), 2, players=3) == Payment(ron=4300)
    assert with_honba(Payment(dealer=2000, other=1000), 1) == Payment(dealer=2100, other=1100)
    assert Payment(dealer=2000, other=1000).total(4) == 4000
    assert Payment(dealer=2000, other=1000).total(3) == 3000  # tsumo loss
    assert Payment(other=2000).total(4, winner_is_dealer=True) == 6000


def test_table_is_every_score_cheapest_first() -> None:
    table = payment_table()
    bases = [entry.base for entry in table]
    assert bases == sorted(bases)
    assert (table[0].han, table[0].fu) == (1, 30)  # 240: the cheapest score there is
    assert table[-1].limit is Limit.YAKUMAN
    assert len({(e.han, e.fu) for e in table}) == len(table)
    assert all(e.limit is None or e.fu == 0 for e in table)
