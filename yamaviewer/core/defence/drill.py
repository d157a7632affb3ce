"""The safe-tile drill's questions and grading: "discard the safest tile" against riichi.

A question is a real decision (:func:`yamaviewer.core.defence.danger.decisions_of_hand`):
a seat not in riichi must discard while one to three other seats' riichi stand.  The
answer is graded twice: by the truth (the riichi seats' real waits and furiten: did the
tile deal in?) and by class (where the choice ranks among the held kinds by the
estimate, 1 = the safest available).  It is right when it does not deal in and is as
safe by estimate as the safest held tile.  Games come through the same sources as the
trainer's other real-game questions (:func:`yamaviewer.core.library.sources.iter_games`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from yamaviewer.core.defence.classes import TileClass
from yamaviewer.core.defence.danger import (
    Decision,
    RiichiFacts,
    RiichiTruth,
    TileDanger,
    decisions_of_hand,
    riichi_truth,
)
from yamaviewer.core.identity import game_key, log_id_of, position_key
from yamaviewer.core.library.sources import GameItem
from yamaviewer.core.replay.document import GameDocument, open_game
from yamaviewer.core.replay.state import HandReplay
from yamaviewer.core.trainer_positions import TableView, table_view

#: How safe-tile answers are told apart in the trainer's shared answers-by-position table.
SAFE_TILE_PREFIX = "safe:"


@dataclass(frozen=True, slots=True)
class SeatView:
    """The position as the seat saw it when it had to discard (the drill page draws it)."""

    player: str
    round: int
    dealer: int
    players: int
    concealed: tuple[int, ...]  # sorted, without the tile just drawn
    drawn: int | None
    table: TableView


def seat_view(replay: HandReplay, step: int, seat: int, player: str = "") -> SeatView:
    """What ``seat`` saw at ``step``: its hand, and every river, call, riichi and indicator."""
    state = replay.states[step]
    own = state.seats[seat]
    hand = replay.hand
    return SeatView(
        player,
        hand.round,
        hand.dealer,
        replay.players,
        own.concealed,
        own.drawn,
        table_view(state, replay.players),
    )


@dataclass(frozen=True, slots=True)
class SafeTileQuestion:
    """One decision against riichi, with the truth kept for the answer."""

    key: str  # the game's identity, hand, seat, step (never the path)
    source: str
    hand_index: int
    decision: Decision
    view: SeatView | None = None
    #: Each riichi seat's real wait and furiten at the decision (revealed after the answer).
    truths: tuple[RiichiTruth, ...] = ()

    @property
    def history_key(self) -> str:
        """The key its answers are kept under in the shared history."""
        return SAFE_TILE_PREFIX + self.key

    @property
    def kinds(self) -> tuple[int, ...]:
        return tuple(t.kind for t in self.decision.tiles)

    @property
    def safest(self) -> tuple[int, ...]:
        """The held kinds with the lowest estimate (ties all count as safest)."""
        low = min(t.worst_estimate for t in self.decision.tiles)
        return tuple(t.kind for t in self.decision.tiles if t.worst_estimate == low)

    @property
    def has_genbutsu(self) -> bool:
        """A held kind is genbutsu against every riichi seat."""
        return any(
            all(a.tile_class is TileClass.GENBUTSU for a in t.against) for t in self.decision.tiles
        )


@dataclass(frozen=True, slots=True)
class SafeTileGrade:
    kind: int
    #: The truth: a riichi seat could ron it (in its real wait, not furiten).
    deals_in: bool
    #: 1 = as safe by estimate as the safest held kind; kinds with a lower estimate + 1.
    rank: int
    right: bool
    danger: TileDanger


def grade(question: SafeTileQuestion, kind: int) -> SafeTileGrade:
    """Grade discarding ``kind`` (a kind the seat holds)."""
    danger = question.decision.danger_of(kind)
    rank = 1 + sum(t.worst_estimate < danger.worst_estimate for t in question.decision.tiles)
    return SafeTileGrade(kind, danger.deals_in, rank, rank == 1 and not danger.deals_in, danger)


def questions_of_document(
    document: GameDocument, source: str, game_id: str
) -> Iterator[SafeTileQuestion]:
    """The first decision of each seat against riichi in each hand (one to three riichi)."""
    for index in range(len(document.game.hands)):
        try:
            replay = document.replay(index)
        except (ValueError, IndexError, KeyError):
            continue
        done: set[int] = set()
        facts = RiichiFacts(replay.hand)
        for decision in decisions_of_hand(replay, index):
            if decision.seat in done or not 1 <= len(decision.riichi) <= 3:
                continue
            done.add(decision.seat)
            key = position_key(game_id, index, decision.seat, decision.step)
            names = document.game.player_names
            player = names[decision.seat] if decision.seat < len(names) else ""
            view = seat_view(replay, decision.step, decision.seat, player)
            state = replay.states[decision.step]
            truths = tuple(
                riichi_truth(state, r, facts.safe_kinds(r, decision.step), replay.players)
                for r in decision.riichi
            )
            yield SafeTileQuestion(key, source, index, decision, view, truths)


def questions_of_items(
    items: Iterable[GameItem], limit: int | None = None
) -> Iterator[SafeTileQuestion]:
    """Questions from games as sources give them; an unreadable game is skipped."""
    found = 0
    for item in items:
        if not item.ok:
            continue
        try:
            loaded = item.load()
            document = open_game(loaded.record, format=loaded.format)  # type: ignore[arg-type]
        except (ValueError, OSError, IndexError, KeyError):
            continue
        game_id = game_key(loaded.data, log_id_of(item), loaded.format)
        for question in questions_of_document(document, item.label, game_id):
            yield question
            found += 1
            if limit is not None and found >= limit:
                return


@dataclass(frozen=True, slots=True)
class SafeTileStats:
    """The drill's answers in the shared history."""

    answers: int
    right: int
    positions: int  # distinct positions answered
    still_wrong: int  # positions whose last answer was wrong (the reviews to come)

    @property
    def rate(self) -> float:
        return self.right / self.answers if self.answers else 0.0


def safe_tile_stats(outcomes: Iterable[tuple[str, bool, float]]) -> SafeTileStats:
    """Count the drill's answers among the history's (key, right, at), oldest first."""
    answers = right = 0
    last: dict[str, bool] = {}
    for key, ok, _at in outcomes:
        if not key.startswith(SAFE_TILE_PREFIX):
            continue
        answers += 1
        right += int(ok)
        last[key] = ok
    return SafeTileStats(answers, right, len(last), sum(not ok for ok in last.values()))
