"""Exact chances of drawing a winning tile, as fractions.

Both the viewer's tsumo odds and the double-riichi EV treat the tiles a player has not
seen as one well-shuffled pool: every draw still to come is a uniform pick from it
(calls are ignored).  Nothing here knows about walls or records.
"""

from __future__ import annotations

from fractions import Fraction
from math import comb


class OddsError(ValueError):
    """Counts that cannot describe a pool (more winners than tiles, negative numbers)."""


def _check(unseen: int, winners: int, draws: int) -> None:
    if unseen < 0 or winners < 0 or draws < 0:
        raise OddsError("tile counts and draws are never negative")
    if winners > unseen:
        raise OddsError(f"{winners} winning tiles cannot hide among {unseen} unseen tiles")


def chance_to_draw_any(unseen: int, winners: int, draws: int) -> Fraction:
    """P(at least one of ``winners`` in ``draws`` picks from ``unseen`` tiles): hypergeometric."""
    _check(unseen, winners, draws)
    draws = min(draws, unseen)
    if winners == 0 or draws == 0:
        return Fraction(0)
    return 1 - Fraction(comb(unseen - winners, draws), comb(unseen, draws))


def first_win_by_draw(unseen: int, winners: int, draws: int) -> list[Fraction]:
    """P(the first winning tile is the k-th draw), k = 1..draws.

    The k-th pick is the first winner when the k-1 before it all missed:
    prod_{j<k-1} (U-W-j)/(U-j) * W/(U-k+1).  The list sums to :func:`chance_to_draw_any`.
    """
    _check(unseen, winners, draws)
    chances: list[Fraction] = []
    miss_so_far = Fraction(1)
    for k in range(min(draws, unseen)):
        chances.append(miss_so_far * Fraction(winners, unseen - k))
        miss_so_far *= Fraction(unseen - winners - k, unseen - k)
    chances.extend(Fraction(0) for _ in range(draws - len(chances)))
    return chances
