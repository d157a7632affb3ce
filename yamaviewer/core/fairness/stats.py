"""The tests the fairness lab runs, on scipy's distributions (no hand-written special functions).

Every test compares counts with an exact expectation and says how surprising the
difference is: Pearson's chi-square (and the G statistic) for a distribution,
a permutation-aware chi-square for tile classes by wall position, and normal
intervals for means.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt
from scipy import special

#: Expected cell counts below this are pooled with their neighbour before a chi-square.
MIN_EXPECTED = 5.0
Z95 = float(special.ndtri(0.975))


@dataclass(frozen=True)
class TestResult:
    """One test's outcome, as the report and the controls list it."""

    name: str
    statistic: float
    df: int
    p_value: float

    def as_json(self) -> dict[str, object]:
        return {
            "name": self.name,
            "statistic": round(self.statistic, 6),
            "df": self.df,
            "p_value": self.p_value,
        }


def _pooled(
    observed: Sequence[float], expected: Sequence[float]
) -> tuple[list[float], list[float]]:
    """Adjacent cells merged until every expected count reaches MIN_EXPECTED."""
    obs: list[float] = []
    exp: list[float] = []
    o_run = e_run = 0.0
    for o, e in zip(observed, expected, strict=True):
        o_run += o
        e_run += e
        if e_run >= MIN_EXPECTED:
            obs.append(o_run)
            exp.append(e_run)
            o_run = e_run = 0.0
    if e_run > 0 or o_run > 0:
        if exp:
            obs[-1] += o_run
            exp[-1] += e_run
        else:
            obs.append(o_run)
            exp.append(e_run)
    return obs, exp


def goodness_of_fit(
    name: str, observed: Sequence[float], expected: Sequence[float], *, g_test: bool = False
) -> TestResult:
    """Chi-square (or G) of counts against expected counts with the same total."""
    obs, exp = _pooled(observed, expected)
    if len(obs) < 2:
        return TestResult(name, 0.0, 0, 1.0)
    scale = sum(obs) / sum(exp) if sum(exp) else 1.0
    exp = [e * scale for e in exp]  # guard against float drift in the expectation
    # scipy.stats.power_divergence's terms, without importing scipy.stats (a second
    # of a report's start-up) for it.
    o = np.asarray(obs, dtype=np.float64)
    e = np.asarray(exp, dtype=np.float64)
    terms = 2.0 * special.xlogy(o, o / e) if g_test else (o - e) ** 2 / e
    statistic = float(np.sum(terms))
    df = len(obs) - 1
    return TestResult(name, statistic, df, float(special.chdtrc(df, statistic)))


def position_test(
    name: str, counts: npt.NDArray[np.int64], class_sizes: Sequence[int]
) -> TestResult:
    """Tile classes by wall position over W walls, each a uniform permutation under the null.

    ``counts[j, k]``: walls with a tile of class k at position j.  Each wall fills every
    position once with fixed class totals, so Pearson's X^2 over the table has mean
    n (K - 1); scaled by (n - 1) / n it follows chi-square with (n - 1)(K - 1) df.
    """
    n = counts.shape[0]
    sizes = np.asarray(class_sizes, dtype=float)
    keep = sizes > 0
    table = counts[:, keep].astype(float)
    share = sizes[keep] / sizes[keep].sum()
    walls = table.sum() / n
    if walls <= 0 or len(share) < 2:
        return TestResult(name, 0.0, 0, 1.0)
    expected = walls * share[np.newaxis, :]
    statistic = float(((table - expected) ** 2 / expected).sum()) * (n - 1) / n
    df = (n - 1) * (len(share) - 1)
    return TestResult(name, statistic, df, float(special.chdtrc(df, statistic)))


@dataclass(frozen=True)
class MeanComparison:
    """An observed mean with its 95% interval beside the exact expectation."""

    observed: float
    expected: float
    low: float
    high: float
    count: int
    p_value: float

    @property
    def difference(self) -> float:
        return self.observed - self.expected

    def as_json(self) -> dict[str, object]:
        return {
            "observed": self.observed,
            "expected": self.expected,
            "ci95": [self.low, self.high],
            "n": self.count,
            "p_value": self.p_value,
        }


def compare_mean(
    total: float, count: int, expected_mean: float, expected_var: float
) -> MeanComparison:
    """Sum of ``count`` values against an exact per-value mean and variance (z test)."""
    if count <= 0:
        return MeanComparison(math.nan, expected_mean, math.nan, math.nan, 0, 1.0)
    mean = total / count
    half = Z95 * math.sqrt(expected_var / count) if expected_var > 0 else 0.0
    z = (mean - expected_mean) / math.sqrt(expected_var / count) if expected_var > 0 else 0.0
    return MeanComparison(
        mean, expected_mean, mean - half, mean + half, count, float(2 * special.ndtr(-abs(z)))
    )


def compare_sum(
    observed: float, expected: float, variance: float, count: int, *, floor: float | None = None
) -> MeanComparison:
    """A sum of independent terms with known expectations and variances, as a per-item mean.

    ``floor`` bounds the interval below (a count is never negative).
    """
    if count <= 0:
        return MeanComparison(math.nan, math.nan, math.nan, math.nan, 0, 1.0)
    sd = math.sqrt(variance) if variance > 0 else 0.0
    z = (observed - expected) / sd if sd > 0 else 0.0
    half = Z95 * sd / count
    mean = observed / count
    low = mean - half if floor is None else max(floor, mean - half)
    return MeanComparison(
        mean, expected / count, low, mean + half, count, float(2 * special.ndtr(-abs(z)))
    )


def proportion_interval(hits: int, trials: int) -> tuple[float, float]:
    """The exact (Clopper-Pearson) 95% interval of ``hits / trials``; NaNs for no trials."""
    if trials <= 0:
        return math.nan, math.nan
    # The interval's ends are quantiles of beta distributions (Clopper and Pearson), read
    # off scipy.special: scipy.stats.binomtest gives the same ends, but importing
    # scipy.stats costs most of a second and each call a few hundred microseconds.
    tail = (1 - 0.95) / 2
    low = 0.0 if hits <= 0 else float(special.betaincinv(hits, trials - hits + 1, tail))
    high = 1.0 if hits >= trials else float(special.betaincinv(hits + 1, trials - hits, 1 - tail))
    return low, high


def mean_interval(total: float, total_squares: float, count: int) -> tuple[float, float, float]:
    """A sample mean and its 95% interval (Student's t) from its sums; NaNs for no values."""
    if count <= 0:
        return math.nan, math.nan, math.nan
    mean = total / count
    if count < 2:
        return mean, math.nan, math.nan
    variance = max(0.0, (total_squares - count * mean * mean) / (count - 1))
    half = float(special.stdtrit(count - 1, 0.975)) * math.sqrt(variance / count)
    return mean, mean - half, mean + half


def compare_rates(hits: int, trials: int, base_hits: int, base_trials: int) -> MeanComparison:
    """A rate against a baseline rate (Fisher's exact test), as a mean with its interval."""
    if trials <= 0:
        return MeanComparison(math.nan, math.nan, math.nan, math.nan, 0, 1.0)
    rate = hits / trials
    base = base_hits / base_trials if base_trials else math.nan
    low, high = proportion_interval(hits, trials)
    p_value = 1.0
    if base_trials:
        table = [[hits, trials - hits], [base_hits, base_trials - base_hits]]
        from scipy import stats  # Fisher's test only: it costs most of a second to import

        p_value = float(stats.fisher_exact(table).pvalue)
    return MeanComparison(rate, base, low, high, trials, p_value)


def shanten_test(
    name: str, observed: Mapping[int, int], probabilities: Mapping[int, float]
) -> TestResult:
    """Observed starting shanten counts against the exact distribution."""
    keys = sorted(probabilities)
    total = sum(observed.values())
    return goodness_of_fit(
        name, [observed.get(k, 0) for k in keys], [total * probabilities[k] for k in keys]
    )


__all__ = [
    "MIN_EXPECTED",
    "MeanComparison",
    "TestResult",
    "compare_mean",
    "compare_rates",
    "compare_sum",
    "goodness_of_fit",
    "mean_interval",
    "position_test",
    "proportion_interval",
    "shanten_test",
]
