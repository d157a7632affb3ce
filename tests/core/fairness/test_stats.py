"""The fairness lab's tests on scipy.special equal scipy.stats' own, to the last bit."""

from __future__ import annotations

import math
import subprocess
import sys

import numpy as np
import pytest
from scipy import stats

from yamaviewer.core.fairness.stats import (
    Z95,
    compare_sum,
    goodness_of_fit,
    mean_interval,
    position_test,
    proportion_interval,
)


@pytest.mark.parametrize("g_test", [False, True])
def test_goodness_of_fit_is_scipy_power_divergence(g_test: bool) -> None:
    rng = np.random.default_rng(34)
    for _ in range(200):
        size = int(rng.integers(2, 30))
        observed = [float(v) for v in rng.integers(100, 400, size)]
        weights = rng.random(size) + 0.5  # every expected count large: none pooled
        expected = list(weights / weights.sum() * sum(observed))
        ours = goodness_of_fit("t", observed, expected, g_test=g_test)
        scale = sum(observed) / sum(expected)  # as goodness_of_fit rescales
        expected = [e * scale for e in expected]
        lambda_ = "log-likelihood" if g_test else "pearson"
        statistic, p_value = stats.power_divergence(observed, expected, lambda_=lambda_)
        assert (ours.statistic, ours.p_value, ours.df) == (statistic, p_value, size - 1)


def test_normal_t_and_chi2_values_are_scipy_stats() -> None:
    assert stats.norm.ppf(0.975) == Z95
    for count in (2, 3, 10, 250):
        _mean, low, _high = mean_interval(10.0 * count, 150.0 * count, count)
        variance = (150.0 * count - count * 100.0) / (count - 1)
        half = float(stats.t.ppf(0.975, count - 1)) * (variance / count) ** 0.5
        assert low == 10.0 - half
    comparison = compare_sum(130.0, 100.0, 400.0, 50)
    assert comparison.p_value == 2 * stats.norm.sf(1.5)
    counts = np.arange(40, dtype=np.int64).reshape(10, 4) % 7
    result = position_test("p", counts, [4, 8, 12, 16])
    assert result.p_value == stats.chi2.sf(result.statistic, result.df)


def test_a_report_does_not_import_scipy_stats() -> None:
    """scipy.stats takes about a second to import; a fairness report needs only special."""
    code = (
        "import sys, yamaviewer.core.fairness.report;"
        "print('scipy.stats' in sys.modules, 'scipy.special' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "True"]


def test_proportion_interval_equals_scipy_binomtest_exact_interval() -> None:
    """Every count up to 60 trials and some large ones: the ends scipy.stats.binomtest gives."""
    cases = [(k, n) for n in range(1, 61) for k in range(n + 1)]
    cases += [(0, 10_000), (1, 10_000), (37, 12_345), (5_000, 10_000), (99_999, 100_000)]
    for hits, trials in cases:
        expected = stats.binomtest(hits, trials).proportion_ci(0.95)
        low, high = proportion_interval(hits, trials)
        assert low == pytest.approx(expected.low, abs=1e-12), (hits, trials)
        assert high == pytest.approx(expected.high, abs=1e-12), (hits, trials)
    assert all(math.isnan(x) for x in proportion_interval(0, 0))
