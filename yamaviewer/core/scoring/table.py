"""The payment table by hand: base points from han and fu, and what each player pays.

Written out from the rule (base = fu x 2^(han + 2), capped at mangan, the limits above it,
payments rounded up to 100) rather than asked of the scoring package, so the drill can
show the lookup line by line and the all-last conditions can walk the whole table.
"""

from __future__ import annotations

from dataclasses import dataclass

from yamaviewer.core.record import Limit

#: Base points of the limits (a yakuman's per yakuman).
LIMIT_BASE = {
    Limit.MANGAN: 2000,
    Limit.HANEMAN: 3000,
    Limit.BAIMAN: 4000,
    Limit.SANBAIMAN: 6000,
    Limit.YAKUMAN: 8000,
}
#: Honba: what each payer adds per counter; a ron's discarder pays for every payer
#: (300 a counter, 200 in three-player games).
HONBA_PER_PAYER = 100
STICK = 1000


def round_up(points: int) -> int:
    """Payments are rounded up to the next 100."""
    return -(-points // 100) * 100


def limit_of(han: int, fu: int, yakuman: bool = False) -> Limit | None:
    """The limit a score reaches: 5 han, or 4 han 40 fu and 3 han 70 fu, is a mangan."""
    if yakuman or han >= 13:
        return Limit.YAKUMAN
    if han >= 11:
        return Limit.SANBAIMAN
    if han >= 8:
        return Limit.BAIMAN
    if han >= 6:
        return Limit.HANEMAN
    if han >= 5 or fu * 2 ** (han + 2) >= 2000:
        return Limit.MANGAN
    return None


def base_points(han: int, fu: int, yakuman_count: int = 0) -> int:
    """fu x 2^(han + 2), or the limit's base (a multiple yakuman multiplies it)."""
    if yakuman_count:
        return LIMIT_BASE[Limit.YAKUMAN] * yakuman_count
    limit = limit_of(han, fu)
    return LIMIT_BASE[limit] if limit is not None else fu * 2 ** (han + 2)


@dataclass(frozen=True, slots=True)
class Payment:
    """What a win is paid, honba not included (add :func:`with_honba`)."""

    #: Ron: the discarder pays ``ron``.  Tsumo: the dealer pays ``dealer`` (0 when the
    #: winner is the dealer), every other player ``other``.
    ron: int = 0
    dealer: int = 0
    other: int = 0

    def total(self, players: int = 4, *, winner_is_dealer: bool = False) -> int:
        """The winner's gain before honba and sticks (Tenhou's ``ten``); tsumo loss in sanma."""
        if self.ron:
            return self.ron
        others = players - 1 if winner_is_dealer else players - 2
        return self.dealer + self.other * others


def payment(base: int, *, dealer: bool, tsumo: bool) -> Payment:
    """The table lookup: x6 / x4 for a ron, x2 each (dealer) or x2 and x1 for a tsumo."""
    if not tsumo:
        return Payment(ron=round_up(base * (6 if dealer else 4)))
    if dealer:
        return Payment(other=round_up(base * 2))
    return Payment(dealer=round_up(base * 2), other=round_up(base))


def with_honba(paid: Payment, honba: int, players: int = 4) -> Payment:
    """The same payment with the honba added to what each payer pays."""
    if paid.ron:
        return Payment(ron=paid.ron + HONBA_PER_PAYER * (players - 1) * honba)
    extra = HONBA_PER_PAYER * honba
    return Payment(dealer=paid.dealer + extra if paid.dealer else 0, other=paid.other + extra)


@dataclass(frozen=True, slots=True)
class TableEntry:
    """One row of the payment table: a han and fu (fu 0 at a limit) and its base."""

    han: int
    fu: int
    base: int

    @property
    def limit(self) -> Limit | None:
        return limit_of(self.han, self.fu)


def _valid(han: int, fu: int) -> bool:
    """Scores that exist: 20 fu needs 2 han (pinfu tsumo), 25 fu 2 han (seven pairs)."""
    return fu not in (20, 25) or han >= 2


def payment_table() -> tuple[TableEntry, ...]:
    """Every distinct score from 1 han 30 fu to yakuman, cheapest base first."""
    entries: list[TableEntry] = []
    seen: set[int] = set()
    for han in range(1, 5):
        for fu in (20, 25, *range(30, 120, 10)):
            if not _valid(han, fu):
                continue
            if limit_of(han, fu) is not None:
                continue
            entries.append(TableEntry(han, fu, base_points(han, fu)))
    for han in (5, 6, 8, 11, 13):
        base = base_points(han, 0)
        if base not in seen:
            seen.add(base)
            entries.append(TableEntry(han, 0, base))
    return tuple(sorted(entries, key=lambda e: (e.base, e.han, e.fu)))
