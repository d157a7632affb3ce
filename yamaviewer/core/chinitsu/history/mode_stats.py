"""Every mode's record from the history: answers, right answers, rate and best streak.

The waits quiz has its charts; the other modes (best discard, real games, reverse
puzzle, safe tile, scoring, ron or not, all last, open hand) keep one row each in
the history and get one line here, so the stats page and each mode's own page can
say "45 of 60 right (75 %), best streak 12".  Everything is counted from the
store's public queries, so a memory-only history counts the same as a saved one.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from yamaviewer.core.chinitsu.history.mistakes import MODES, position_mode
from yamaviewer.core.chinitsu.history.records import RunRecord
from yamaviewer.core.chinitsu.history.store import HistoryStore
from yamaviewer.core.chinitsu.modes import MODES as RUN_MODES


@dataclass(frozen=True, slots=True)
class ModeRecord:
    """One mode's answers; ``best_streak`` is None where the history keeps no order."""

    mode: str
    right: int = 0
    tried: int = 0
    best_streak: int | None = None

    @property
    def rate(self) -> float | None:
        """Share of right answers, None before the first answer (nothing to show yet)."""
        return self.right / self.tried if self.tried else None


def _streak(outcomes: Iterable[bool]) -> int:
    best = run = 0
    for right in outcomes:
        run = run + 1 if right else 0
        best = max(best, run)
    return best


def mode_records(store: HistoryStore) -> dict[str, ModeRecord]:
    """A record for every mode of :data:`.mistakes.MODES`, in that order (zeros if unplayed)."""
    by_mode: dict[str, list[bool]] = {m: [] for m in MODES}
    for key, right, _at in store.position_outcomes():  # oldest first: streaks in order
        by_mode.setdefault(position_mode(key), []).append(right)
    out = {
        mode: ModeRecord(mode, sum(oks), len(oks), _streak(oks))
        for mode, oks in by_mode.items()
        if mode not in ("waits", "reverse")
    }
    overall = store.stats().overall
    out["waits"] = ModeRecord("waits", overall.correct, overall.answered)
    solved, tried = store.reverse_totals()
    out["reverse"] = ModeRecord("reverse", solved, tried)
    return {m: out[m] for m in (*MODES, *out) if m in out}


def best_runs(store: HistoryStore, levels: Iterable[str]) -> list[RunRecord]:
    """The waits quiz's personal bests: one per timed mode and level ever finished."""
    out: list[RunRecord] = []
    for mode in RUN_MODES:
        if mode == "practice":
            continue
        for level in levels:
            best = store.best_run(mode, level)
            if best is not None:
                out.append(best)
    return out
