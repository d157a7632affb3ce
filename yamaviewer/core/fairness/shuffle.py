"""Exact position bias of shuffles: where does the tile that starts at i end up?

Each method is a sequence of swaps of position ``j`` with a random position drawn
from a known distribution ``q``.  The tile at ``p != j`` moves to ``j`` with
probability ``q[p]``; the tile at ``j`` moves to a position drawn from ``q``.  So
the matrix ``M[i, p]`` (tile starting at i is at p) is updated in O(n^2) per
swap, exactly: in floats for n = 136 (every step is a convex combination, so
rounding stays at machine precision) or in fractions for small n.

* ``fisher-yates``: Tenhou's ``swap(y[i], y[i + r % (n - i)])``, uniform.
* ``naive``: MJ Arcade's ``for j: swap(w[r % n], w[j])`` (REFERENCE section 7), biased.
* ``swaps:K``: K transpositions of two independent uniform positions.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import asdict, dataclass
from fractions import Fraction

import numpy as np
import numpy.typing as npt

from yamaviewer.core.wording import Wording, translatable

METHODS = ("fisher-yates", "naive")
_SWAPS = re.compile(r"swaps:(\d{1,6})$")
MAX_N = 1000


class ShuffleMethodError(ValueError):
    """A method name or size that cannot be computed."""


def parse_method(text: str) -> tuple[str, int]:
    """("fisher-yates" | "naive" | "swaps", K) from the CLI's spelling."""
    if text in METHODS:
        return text, 0
    match = _SWAPS.match(text)
    if match is None:
        raise ShuffleMethodError(
            f"unknown shuffle method {text!r}: use fisher-yates, naive or swaps:K"
        )
    return "swaps", int(match.group(1))


def _steps(method: str, k: int, n: int) -> list[tuple[int, list[Fraction]]]:
    """(j, q) for every swap of the method, q as exact fractions."""
    steps: list[tuple[int, list[Fraction]]] = []
    if method == "fisher-yates":
        for i in range(n - 1):
            share = Fraction(1, n - i)
            steps.append((i, [Fraction(0)] * i + [share] * (n - i)))
    elif method == "naive":
        uniform = [Fraction(1, n)] * n
        steps.extend((j, uniform) for j in range(n))
    return steps


def _swaps_matrix(k: int, n: int, exact: bool) -> npt.NDArray[np.float64] | list[list[Fraction]]:
    """K transpositions (a, b independent and uniform): M = a^K I + (1 - a^K) J / n."""
    stay = Fraction(1) - Fraction(2, n) if n > 1 else Fraction(1)
    kept = stay**k
    if exact:
        off = (1 - kept) / n
        return [[kept + off if i == p else off for p in range(n)] for i in range(n)]
    kept_f = float(kept)
    return kept_f * np.eye(n) + (1.0 - kept_f) / n * np.ones((n, n))


def position_matrix(method: str, n: int = 136) -> npt.NDArray[np.float64]:
    """M[i, p] in floats: probability that the tile starting at i ends at p."""
    name, k = parse_method(method)
    if not 2 <= n <= MAX_N:
        raise ShuffleMethodError(f"n must be between 2 and {MAX_N}")
    if name == "swaps":
        return np.asarray(_swaps_matrix(k, n, exact=False), dtype=np.float64)
    matrix = np.eye(n)
    for j, q_exact in _steps(name, k, n):
        q = np.array([float(x) for x in q_exact])
        moved = matrix @ q  # into position j
        matrix = matrix * (1.0 - q)[np.newaxis, :] + np.outer(matrix[:, j], q)
        matrix[:, j] = moved
    return matrix


def exact_position_matrix(method: str, n: int) -> list[list[Fraction]]:
    """The same matrix in exact fractions (small n: tests and exhaustive checks)."""
    name, k = parse_method(method)
    if name == "swaps":
        result = _swaps_matrix(k, n, exact=True)
        assert isinstance(result, list)
        return result
    matrix = [[Fraction(int(i == p)) for p in range(n)] for i in range(n)]
    for j, q in _steps(name, k, n):
        new = []
        for row in matrix:
            out = [row[p] * (1 - q[p]) + row[j] * q[p] for p in range(n)]
            out[j] = sum((row[p] * q[p] for p in range(n)), Fraction(0))
            new.append(out)
        matrix = new
    return matrix


@dataclass(frozen=True)
class ShuffleBias:
    """How far a method's position matrix is from uniform."""

    method: str
    n: int
    max_ratio: float
    min_ratio: float
    tv_distance: float
    worst_start: int

    def as_json(self) -> dict[str, object]:
        """The fields in order; the worst start only goes into the verdict's sentence."""
        data = asdict(self)
        del data["worst_start"]
        return data

    def verdict(self) -> Wording:
        if self.tv_distance < 1e-9:
            return translatable(
                "Fairness", "%1 is uniform: every tile can end anywhere alike."
            ).arg(method_label(self.method))
        return translatable(
            "Fairness",
            "%1 is biased: a position is up to %2 times as likely as uniform, another only %3 "
            "times; the tile starting at %4 is off by %5 (total variation).",
        ).arg(
            method_label(self.method),
            f"{self.max_ratio:.4f}",
            f"{self.min_ratio:.4f}",
            self.worst_start,
            f"{self.tv_distance:.4f}",
        )


def method_label(method: str) -> Wording:
    """The method's name for people (the CLI spelling stays the key)."""
    name, k = parse_method(method)
    if name == "fisher-yates":
        return translatable("Fairness", "Fisher-Yates")
    if name == "naive":
        return translatable("Fairness", "The naive shuffle")
    return translatable("Fairness", "%1 random swaps").arg(k)


def bias_of(method: str, matrix: npt.NDArray[np.float64]) -> ShuffleBias:
    n = matrix.shape[0]
    tv = 0.5 * np.abs(matrix - 1.0 / n).sum(axis=1)
    return ShuffleBias(
        method=method,
        n=n,
        max_ratio=float(matrix.max() * n),
        min_ratio=float(matrix.min() * n),
        tv_distance=float(tv.max()),
        worst_start=int(tv.argmax()),
    )


def shuffle_bias(method: str, n: int = 136) -> tuple[ShuffleBias, npt.NDArray[np.float64]]:
    matrix = position_matrix(method, n)
    return bias_of(method, matrix), matrix


def shuffle_walls(method: str, walls: int, n: int = 136, seed: int = 0) -> npt.NDArray[np.int16]:
    """``walls`` shuffled arrays of 0..n-1 (rows), by the method, from a seeded generator.

    Vectorised over walls: each step swaps one column with a random column per row.
    """
    name, k = parse_method(method)
    rng = np.random.default_rng(seed)
    rows = np.arange(walls)
    out = np.tile(np.arange(n, dtype=np.int16), (walls, 1))

    def swap(a: npt.NDArray[np.int64], b: npt.NDArray[np.int64]) -> None:
        left = out[rows, a].copy()
        out[rows, a] = out[rows, b]
        out[rows, b] = left

    if name == "fisher-yates":
        for i in range(n - 1):
            swap(np.full(walls, i), i + rng.integers(0, n - i, size=walls))
    elif name == "naive":
        for j in range(n):
            swap(rng.integers(0, n, size=walls), np.full(walls, j))
    else:
        for _ in range(k):
            swap(rng.integers(0, n, size=walls), rng.integers(0, n, size=walls))
    return out


__all__ = [
    "METHODS",
    "ShuffleBias",
    "ShuffleMethodError",
    "bias_of",
    "exact_position_matrix",
    "method_label",
    "parse_method",
    "position_matrix",
    "shuffle_bias",
    "shuffle_walls",
]


@dataclass(frozen=True)
class BreakPointShanten:
    """Mean shanten of the 13 tiles dealt from each break point (Monte Carlo over walls)."""

    method: str
    walls: int
    means: list[float]
    standard_errors: list[float]
    expected: float

    def max_z(self) -> float:
        return max(
            abs(m - self.expected) / se if se > 0 else 0.0
            for m, se in zip(self.means, self.standard_errors, strict=True)
        )

    def as_json(self) -> dict[str, object]:
        return {
            "walls": self.walls,
            "expected": self.expected,
            "mean_shanten": [round(m, 4) for m in self.means],
            "standard_error": [round(s, 4) for s in self.standard_errors],
            "max_abs_z": round(self.max_z(), 3),
        }


def break_point_shanten(
    method: str,
    walls: int,
    n: int = 136,
    seed: int = 0,
    cancel: Callable[[], bool] | None = None,
) -> BreakPointShanten:
    """What the bias does to hands dealt from fixed positions.

    The wall starts sorted by kind (as MJ Arcade's does, REFERENCE section 7); after
    the shuffle a 13-tile hand is taken from the positions b .. b + 12 (cyclically)
    for every break point b.  The joint law of 13 positions has no closed form, so
    this one is simulated (seeded): mean and standard error per b, against the exact
    13-tile mean of a fair deal.
    """
    from yamaviewer.core.fairness.exact import exact_table
    from yamaviewer.core.shanten import shanten

    if n not in (136, 108):
        raise ShuffleMethodError("break points are for walls of 136 or 108 tiles")
    players = 4 if n == 136 else 3
    ids = np.array([i for i in range(136) if players == 4 or not 4 <= i < 32])
    made = ids[shuffle_walls(method, walls, n, seed)] // 4
    totals = np.zeros(n)
    squares = np.zeros(n)
    window = np.arange(13)
    done = 0
    for wall in made:
        if cancel is not None and cancel():
            break
        done += 1
        for b in range(n):
            counts = np.bincount(wall[(b + window) % n], minlength=34).tolist()
            value = shanten(counts, players)
            totals[b] += value
            squares[b] += value * value
    count = max(done, 1)
    means = totals / count
    variances = np.maximum(squares / count - means**2, 0.0)
    errors = np.sqrt(variances / max(count - 1, 1))
    return BreakPointShanten(
        method, done, means.tolist(), errors.tolist(), exact_table(13, players).mean
    )
