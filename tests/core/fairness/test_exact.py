"""Exact starting-hand shanten: the published table, the totals, the stored file, Monte Carlo."""

from __future__ import annotations

import json
from importlib import resources
from math import comb

import numpy as np
import pytest
from scipy import stats

from yamaviewer.core.fairness import exact
from yamaviewer.core.shanten import shanten

#: tomohxx's published 14-tile table (REFERENCE section 13), shanten -1 .. 6.
PUBLISHED_14 = {
    -1: 12_859_078_207_674,
    0: 2_966_241_795_738_948,
    1: 99_154_452_630_748_356,
    2: 828_714_358_375_292_670,
    3: 1_867_404_976_243_926_528,
    4: 1_211_948_980_271_480_832,
    5: 233_501_763_289_743_360,
    6: 6_601_397_483_077_632,
}


@pytest.fixture(scope="module")
def computed() -> dict[tuple[int, int], dict[int, int]]:
    """Every table computed from scratch (not read from the stored file)."""
    return {
        (tiles, players): exact.compute_distribution(tiles, players)
        for players in (4, 3)
        for tiles in (13, 14)
    }


@pytest.mark.slow
def test_fourteen_tiles_match_the_published_table(
    computed: dict[tuple[int, int], dict[int, int]],
) -> None:
    assert computed[(14, 4)] == PUBLISHED_14


@pytest.mark.slow
@pytest.mark.parametrize(("tiles", "players"), [(13, 4), (14, 4), (13, 3), (14, 3)])
def test_totals_are_every_hand(
    computed: dict[tuple[int, int], dict[int, int]], tiles: int, players: int
) -> None:
    wall = 136 if players == 4 else 108
    assert sum(computed[(tiles, players)].values()) == comb(wall, tiles)


@pytest.mark.slow
def test_stored_tables_equal_a_fresh_derivation(
    computed: dict[tuple[int, int], dict[int, int]],
) -> None:
    text = resources.files("yamaviewer.core.fairness.data").joinpath(exact.TABLE_FILE).read_text()
    stored = json.loads(text)["tables"]
    for (tiles, players), dist in computed.items():
        assert {int(k): int(v) for k, v in stored[exact.table_key(tiles, players)].items()} == dist
        assert exact.exact_table(tiles, players).dist == dist


def test_thirteen_tile_mean_is_the_quoted_value() -> None:
    # The quoted 3.58 (simulations) and Houou games' "about 3.58".
    assert exact.exact_table(13).mean == pytest.approx(3.58, abs=0.005)
    assert exact.exact_table(14).mean == pytest.approx(3.15594, abs=1e-5)


@pytest.mark.parametrize(("tiles", "players"), [(13, 4), (14, 4), (13, 3)])
def test_random_hands_follow_the_exact_distribution(tiles: int, players: int) -> None:
    """Seeded random deals, shanten by the xiangting-backed function: chi-square passes."""
    rng = np.random.default_rng(20261124 + tiles + players)
    ids = np.array([i for i in range(136) if players == 4 or not 4 <= i < 32])
    table = exact.exact_table(tiles, players)
    observed: dict[int, int] = {}
    draws = 30_000
    for _ in range(draws):
        hand = rng.choice(ids, size=tiles, replace=False)
        counts = np.bincount(hand // 4, minlength=34).tolist()
        value = shanten(counts, players)
        observed[value] = observed.get(value, 0) + 1
    keys = [k for k, p in table.probabilities().items() if p * draws >= 5]
    obs = [observed.get(k, 0) for k in keys]
    exp = np.array([table.probabilities()[k] for k in keys])
    exp = exp / exp.sum() * sum(obs)
    assert stats.chisquare(obs, exp).pvalue > 1e-4
    assert set(observed) <= set(table.dist)


@pytest.mark.slow
def test_suit_costs_are_the_distance_to_the_nearest_pattern() -> None:
    """The distance transform equals the direct minimum over patterns on sampled vectors."""
    costs = exact.suit_costs(9, True)
    patterns = {
        target: np.array(sorted(found))
        for target, found in exact.complete_patterns(9, True).items()
    }
    rng = np.random.default_rng(7)
    for _ in range(300):
        vector = rng.integers(0, 5, size=9) * (rng.random(9) < 0.5)
        for column, target in enumerate(exact.TARGETS):
            direct = int(np.maximum(patterns[target] - vector, 0).sum(axis=1).min())
            assert costs[(column, *vector.tolist())] == min(direct, exact.CAP)
