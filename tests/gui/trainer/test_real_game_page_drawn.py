"""The real-games page draws every tile it counts: rivers with riichi turned, all calls.

Each position's table is walked again from the record by the brute force of
tests/core/test_trainer_positions_visible.py; the tiles the page draws (the hand and its
calls, the dora indicators, every river, the opponents' calls) must be exactly what that
seat could see, so a wait the answer calls dead is visibly dead on the page.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.core.test_trainer_positions_visible import kinds_of, shared, table_at
from yamaviewer.gui.trainer import TrainerWidget
from yamaviewer.gui.trainer.real_game_page import RealGamePage


@pytest.fixture
def page(make_trainer: Callable[..., TrainerWidget]) -> RealGamePage:
    return make_trainer().real


def drawn_tiles(page: RealGamePage) -> list[int]:
    strips = [page.hand_strip, page.dora_strip]
    strips += [s for s in page.river_strips if not s.isHidden()]
    return [t for strip in strips for t in strip.tiles()]


def test_every_tile_counted_is_drawn_and_nothing_else(page: RealGamePage) -> None:
    positions, records = shared()
    calls_drawn = dead_shown = turned = 0
    for p in positions:
        page.positions = [p]
        page.next_position()
        table = table_at(records[p.source].hands[p.hand_index], p.players, p.step)
        seen = table.visible(p.seat)
        drawn = drawn_tiles(page)
        assert len(drawn) == len(set(drawn)), p.key  # each tile once
        assert kinds_of(drawn) == seen, p.key
        for kind in p.waits:  # a dead wait's four copies are all on the page
            total = 4 - p.live(kind)
            assert sum(1 for t in drawn if t // 4 == kind) == total, p.key
            dead_shown += p.dead(kind)
        rows = {strip.groups[0][0]: strip for strip in page.river_strips if strip.groups}
        for seat, river in enumerate(table.rivers):
            strip = rows.get(river[0]) if river else None
            if strip is None:
                continue
            assert strip.groups[0] == tuple(river), p.key
            others = [] if seat == p.seat else table.melds[seat]
            assert strip.right == others, p.key
            calls_drawn += len(strip.right)
            riichi = table.riichi_tiles[seat]
            assert (strip.turned & set(river)) == ({riichi} if riichi is not None else set())
            turned += riichi is not None
    assert calls_drawn > 500 and dead_shown > 0 and turned > 300
