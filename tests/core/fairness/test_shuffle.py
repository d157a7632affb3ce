"""Shuffle bias matrices against exhaustive enumeration of every random choice."""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import numpy as np
import pytest

from yamaviewer.core.fairness.shuffle import (
    ShuffleMethodError,
    exact_position_matrix,
    parse_method,
    position_matrix,
    shuffle_bias,
    shuffle_walls,
)


def _enumerated(method: str, n: int) -> list[list[Fraction]]:
    """Run the shuffle on every sequence of random choices; count where each tile ends."""
    # fisher-yates in Tenhou's form: step i picks from i..n-1
    choices = [range(n)] * n if method == "naive" else [range(i, n) for i in range(n - 1)]
    counts = [[0] * n for _ in range(n)]
    total = 0
    for sequence in itertools.product(*choices):
        wall = list(range(n))
        for j, r in enumerate(sequence):
            wall[r], wall[j] = wall[j], wall[r]
        for position, tile in enumerate(wall):
            counts[tile][position] += 1
        total += 1
    return [[Fraction(c, total) for c in row] for row in counts]


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("method", ["naive", "fisher-yates"])
def test_exact_matrix_equals_enumeration(method: str, n: int) -> None:
    assert exact_position_matrix(method, n) == _enumerated(method, n)


def test_naive_seven_by_numpy_enumeration() -> None:
    """All 7^7 choice sequences at once (vectorised), against the exact matrix."""
    n = 7
    grid = np.array(list(itertools.product(range(n), repeat=n)), dtype=np.int8)
    walls = np.tile(np.arange(n, dtype=np.int8), (len(grid), 1))
    rows = np.arange(len(grid))
    for j in range(n):
        r = grid[:, j]
        left = walls[rows, r].copy()
        walls[rows, r] = walls[:, j]
        walls[:, j] = left
    counts = np.zeros((n, n), dtype=np.int64)
    for position in range(n):
        np.add.at(counts, (walls[:, position], position), 1)
    exact = exact_position_matrix("naive", n)
    assert [[Fraction(int(c), n**n) for c in row] for row in counts] == exact


@pytest.mark.parametrize("k", [0, 1, 2])
def test_swaps_equal_enumeration(k: int) -> None:
    n = 4
    pairs = list(itertools.product(range(n), repeat=2))
    counts = [[0] * n for _ in range(n)]
    for sequence in itertools.product(pairs, repeat=k):
        wall = list(range(n))
        for a, b in sequence:
            wall[a], wall[b] = wall[b], wall[a]
        for position, tile in enumerate(wall):
            counts[tile][position] += 1
    total = len(pairs) ** k
    assert exact_position_matrix(f"swaps:{k}", n) == [
        [Fraction(c, total) for c in r] for r in counts
    ]


@pytest.mark.parametrize("method", ["naive", "fisher-yates", "swaps:50", "swaps:334"])
@pytest.mark.parametrize("n", [136, 108])
def test_rows_and_columns_sum_to_one(method: str, n: int) -> None:
    matrix = position_matrix(method, n)
    assert np.allclose(matrix.sum(axis=0), 1.0, atol=1e-12)
    assert np.allclose(matrix.sum(axis=1), 1.0, atol=1e-12)
    assert (matrix >= 0).all()


def test_float_matrix_equals_exact_fractions() -> None:
    for method in ("naive", "fisher-yates", "swaps:5"):
        exact = np.array([[float(x) for x in row] for row in exact_position_matrix(method, 12)])
        assert np.allclose(position_matrix(method, 12), exact, atol=1e-14)


def test_naive_bias_is_between_two_over_e_and_one_plus_one_over_e() -> None:
    bias, _matrix = shuffle_bias("naive", 136)
    assert bias.max_ratio == pytest.approx(1 + 1 / math.e, abs=0.01)
    assert bias.min_ratio == pytest.approx(2 / math.e, abs=0.01)
    assert 0.05 < bias.tv_distance < 0.1
    fair, _ = shuffle_bias("fisher-yates", 136)
    assert fair.tv_distance < 1e-12


def test_more_swaps_mix_more() -> None:
    distances = [shuffle_bias(f"swaps:{k}", 136)[0].tv_distance for k in (50, 150, 334, 1000)]
    assert distances == sorted(distances, reverse=True)


def test_simulated_walls_follow_the_matrix() -> None:
    """Monte Carlo of the vectorised wall maker against the exact matrix (n = 10)."""
    n, walls = 10, 40_000
    made = shuffle_walls("naive", walls, n, seed=3)
    counts = np.zeros((n, n))
    for position in range(n):
        counts[:, position] = np.bincount(made[:, position], minlength=n)
    expected = position_matrix("naive", n) * walls
    assert np.abs(counts - expected).max() < 5 * np.sqrt(expected.max())


def test_unknown_methods_are_refused() -> None:
    for bad in ("bogus", "swaps:", "swaps:-1", "naive2"):
        with pytest.raises(ShuffleMethodError):
            parse_method(bad)


@pytest.mark.slow
def test_the_naive_bias_moves_shanten_by_break_point() -> None:
    """Seeded: hands from fixed positions of naive walls stray from the fair mean; FY ones not."""
    from yamaviewer.core.fairness.shuffle import break_point_shanten

    naive = break_point_shanten("naive", 1000, seed=1)
    fair = break_point_shanten("fisher-yates", 1000, seed=1)
    assert len(naive.means) == 136
    assert naive.max_z() > 5
    assert fair.max_z() < 4.5
    assert abs(sum(fair.means) / 136 - fair.expected) < 0.02
