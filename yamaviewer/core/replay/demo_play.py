"""The demo's four players: a short, readable policy that plays a seed's walls by the rules.

Every seat keeps its hand at the lowest shanten, breaking ties by the most tiles that
improve it (and by throwing honours and terminals first); calls pon or chi only when the
call lowers its shanten and the hand keeps a yaku (a pon of a value honour, or all
simples); declares riichi when closed and tenpai; and wins whenever the rules allow it
(a yaku, no furiten).  What the rules decide is asked of the project's own pieces: the
walls (:mod:`yamaviewer.core.walls.tenhou`), shanten and waits
(:mod:`yamaviewer.core.shanten`), a win's yaku and points
(:mod:`yamaviewer.core.scoring.hand`), so the game verifies and scores as a real log does.
The rare endings the policy does not play (three wins on one discard, nagashi mangan)
are refused with :class:`UnplayedEnding` rather than guessed.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from typing import Final, NamedTuple

from yamaviewer.core.defence.classes import yakuhai_kinds
from yamaviewer.core.melds import Meld, MeldType
from yamaviewer.core.record import (
    DrawKind,
    DrawResult,
    Event,
    EventKind,
    GameRecord,
    GameType,
    HandRecord,
    WinResult,
)
from yamaviewer.core.scoring.hand import HandScore, ScoringError, score_win
from yamaviewer.core.scoring.table import STICK
from yamaviewer.core.shanten import ORPHAN_KINDS, counts_of, shanten, tenpai_waits, useful_kinds
from yamaviewer.core.tiles import is_red, kind_of, rank_of_kind
from yamaviewer.core.walls.layout import WallLayout, shared_layout
from yamaviewer.core.walls.tenhou import HandWall, TenhouGenerator, TenhouSeed
from yamaviewer.core.winds import round_wind, seat_wind

PLAYERS: Final = 4
START_SCORE: Final = 25000
#: What the noten seats pay the tenpai seats at an exhaustive draw, all told.
NOTEN_PAYMENT: Final = 3000
#: Riichi needs four live tiles left in the wall (Tenhou's rule).
RIICHI_LIVE_TILES: Final = 4
_NOT_SIMPLE: Final = frozenset(ORPHAN_KINDS)
_WINDS: Final = range(27, 31)
#: A 4-player Tenhou lobby of East-South games with red fives and open tanyao.
GAME_TYPE: Final = int(GameType.HUMAN | GameType.HANCHAN)


class UnplayedEnding(ValueError):
    """An ending the policy does not play: three wins on one discard, nagashi mangan."""


@dataclass(slots=True)
class _Seat:
    """What one seat holds and has done in the hand."""

    concealed: list[int]
    melds: list[Meld] = field(default_factory=list)
    #: Every tile the seat discarded, called ones too: furiten looks at all of them.
    discards: list[int] = field(default_factory=list)
    #: Kinds that complete the seat's hand (none when not tenpai), renewed at each discard.
    waits: list[int] = field(default_factory=list)
    riichi: bool = False
    #: Let a winning tile go: furiten until its own next discard (for good in riichi).
    passed: bool = False
    riichi_passed: bool = False
    #: A pon of a value honour: the hand has its yaku whatever else it holds.
    value_pon: bool = False
    #: A discard of this seat was called (no nagashi mangan then).
    called_from: bool = False

    @property
    def furiten(self) -> bool:
        own = {kind_of(tile) for tile in self.discards}
        return self.passed or self.riichi_passed or any(kind in own for kind in self.waits)

    @property
    def simples_only(self) -> bool:
        """An open hand whose only yaku can be all simples (tanyao)."""
        return bool(self.melds) and not self.value_pon

    def called_counts(self) -> list[int]:
        return counts_of(tile for meld in self.melds for tile in meld.tiles)


class _Choice(NamedTuple):
    """A discard and the hand it leaves: shanten and the tiles (copies) that improve it."""

    tile: int
    shanten: int
    ukeire: int


def _throw_order(kind: int, value: Collection[int]) -> int:
    """Which kind goes first among equals: guest honours, value honours, terminals ... fives."""
    if kind >= 27:
        return 1 if kind in value else 0
    rank = rank_of_kind(kind)
    return 2 + min(rank - 1, 9 - rank)


def _copy_to_throw(concealed: Sequence[int], kind: int, drawn: int | None) -> int:
    """The tile of ``kind`` to discard: the one just drawn, else a copy that is not red."""
    if drawn is not None and kind_of(drawn) == kind:
        return drawn
    return max((t for t in concealed if kind_of(t) == kind), key=lambda t: (not is_red(t), t))


def _discard_kinds(concealed: Sequence[int], forbidden: Collection[int], simples: bool) -> set[int]:
    """Kinds the seat may throw: no swap-call kind; an all-simples hand throws the others first."""
    kinds = {kind_of(tile) for tile in concealed} - set(forbidden)
    outside = kinds & _NOT_SIMPLE
    return outside if simples and outside else kinds


def best_discard(
    concealed: Sequence[int], kinds: Collection[int], value: Collection[int], drawn: int | None
) -> _Choice | None:
    """The discard among ``kinds`` leaving the lowest shanten, then the most improving tiles."""
    counts = counts_of(concealed)
    best: tuple[tuple[int, int, int, int], _Choice] | None = None
    for kind in kinds:
        counts[kind] -= 1
        after, useful = useful_kinds(counts)
        ukeire = sum(4 - counts[k] for k in useful)
        counts[kind] += 1
        key = (after, -ukeire, _throw_order(kind, value), kind)
        if best is None or key < best[0]:
            best = key, _Choice(_copy_to_throw(concealed, kind, drawn), after, ukeire)
    return None if best is None else best[1]


def win_deltas(win: WinResult, score: HandScore, dealer: int) -> tuple[int, ...]:
    """What a (4-player) win moves, as Tenhou pays it: the discarder pays a ron, everyone a
    tsumo (the dealer double), each payer the honba on top, and the winner takes the sticks."""
    deltas = [0] * PLAYERS
    if win.tsumo:
        honba = score.honba_points // (PLAYERS - 1)  # each payer's share
        for seat in range(PLAYERS):
            if seat != win.winner:
                share = score.dealer_payment if seat == dealer else score.other_payment
                deltas[seat] = -(share + honba)
    else:
        deltas[win.from_seat] = -(score.ron_payment + score.honba_points)
    deltas[win.winner] = -sum(deltas) + score.stick_points
    return tuple(deltas)


def noten_deltas(tenpai: Collection[int]) -> tuple[int, ...]:
    """An exhaustive draw's payments: the noten seats share 3,000 points out to the tenpai ones."""
    count = len(tenpai)
    if count in (0, PLAYERS):
        return (0,) * PLAYERS
    gain, loss = NOTEN_PAYMENT // count, NOTEN_PAYMENT // (PLAYERS - count)
    return tuple(gain if seat in tenpai else -loss for seat in range(PLAYERS))


class _HandPlay:
    """One hand played out: events appended to ``record``; afterwards ``scores``, ``sticks``,
    ``winners`` and ``dealer_continues`` say how it left the table."""

    def __init__(
        self,
        game: GameRecord,
        record: HandRecord,
        wall: HandWall,
        layout: WallLayout,
        scores: list[int],
        sticks: int,
    ) -> None:
        self.game, self.record, self.layout = game, record, layout
        self.tiles = wall.tiles
        self.scores, self.sticks = list(scores), sticks
        self.seats = [_Seat(list(hand)) for hand in record.haipai[:PLAYERS]]
        self.value = [
            yakuhai_kinds(round_wind(record.round), seat_wind(seat, record.dealer))
            for seat in range(PLAYERS)
        ]
        self.dora = (wall.tiles[layout.dora_indicator_position(0)],)
        self.ura = (wall.tiles[layout.ura_indicator_position(0)],)
        self.available = layout.live_draws_available(0)
        self.live = 0
        self.riichi_count = 0
        self.any_call = False
        self.winners: list[int] = []
        self.dealer_continues = False

    def emit(self, event: Event) -> None:
        if event.kind not in (EventKind.DRAW, EventKind.DISCARD):
            self.record.special_steps.append(len(self.record.events))
        self.record.events.append(event)

    def play(self) -> None:
        seat = self.record.dealer
        forbidden: set[int] = set()  # kinds a caller may not throw at once (swap calls)
        called = False
        while True:
            player = self.seats[seat]
            drawn = None
            if not called:
                if self.live == self.available:
                    self.exhaustive_draw()
                    break
                drawn = self.tiles[self.layout.live_position(self.live)]
                self.live += 1
                self.emit(Event(EventKind.DRAW, seat, drawn))
                player.concealed.append(drawn)
                if self.try_tsumo(seat, drawn):
                    break
            tile, declare = self.choose(seat, drawn, forbidden)
            if self.discard(seat, tile, declare):
                break
            caller = self.offer_call(seat, tile) if self.live < self.available else None
            if caller is None:
                seat, called, forbidden = (seat + 1) % PLAYERS, False, set()
            else:
                seat, called, forbidden = caller

    # -- a turn ---------------------------------------------------------------------
    def choose(self, seat: int, drawn: int | None, forbidden: set[int]) -> tuple[int, bool]:
        """The seat's discard, and whether it declares riichi with it."""
        player = self.seats[seat]
        if player.riichi and drawn is not None:
            return drawn, False
        kinds = _discard_kinds(player.concealed, forbidden, player.simples_only)
        choice = best_discard(player.concealed, kinds, self.value[seat], drawn)
        assert choice is not None  # calls are made only when a discard follows
        declare = (
            not player.melds
            and choice.shanten == 0
            and self.scores[seat] >= STICK
            and self.available - self.live >= RIICHI_LIVE_TILES
        )
        if declare:
            left = list(player.concealed)
            left.remove(choice.tile)
            declare = bool(tenpai_waits(counts_of(left)))
        return choice.tile, declare

    def discard(self, seat: int, tile: int, declare: bool) -> bool:
        """Throw ``tile`` (with riichi); True when the hand ends on it."""
        player = self.seats[seat]
        if declare:
            self.emit(Event(EventKind.RIICHI, seat, 1))
            player.riichi = True
        player.concealed.remove(tile)
        player.discards.append(tile)
        player.passed = False
        player.waits = tenpai_waits(counts_of(player.concealed), called=player.called_counts())
        self.emit(Event(EventKind.DISCARD, seat, tile))
        if self.try_ron(seat, tile):
            return True
        if declare:
            self.emit(Event(EventKind.RIICHI, seat, 2))
            self.scores[seat] -= STICK
            self.sticks += 1
            self.riichi_count += 1
            if self.riichi_count == PLAYERS:
                return self.abort(DrawKind.FOUR_RIICHI)
        first_four = [p.discards[0] for p in self.seats if len(p.discards) == 1]
        if (
            not self.any_call
            and len(first_four) == PLAYERS
            and sum(len(p.discards) for p in self.seats) == PLAYERS
            and len({kind_of(t) for t in first_four}) == 1
            and kind_of(first_four[0]) in _WINDS
        ):
            return self.abort(DrawKind.FOUR_WINDS)
        return False

    # -- calls ----------------------------------------------------------------------
    def offer_call(self, discarder: int, tile: int) -> tuple[int, bool, set[int]] | None:
        """A pon (any seat) before a chi (the next seat), when the policy wants one."""
        kind = kind_of(tile)
        for step in (1, 2, 3):
            seat = (discarder + step) % PLAYERS
            own = sorted((t for t in self.seats[seat].concealed if kind_of(t) == kind), key=is_red)
            if len(own) >= 2:
                offset = (discarder - seat) % PLAYERS
                meld = Meld(MeldType.PON, seat, tuple(sorted((*own[:2], tile))), tile, offset)
                if self.wanted(meld, {kind}) is not None:
                    return self.make_call(meld, {kind})
        seat = (discarder + 1) % PLAYERS
        best: tuple[tuple[int, int], Meld, set[int]] | None = None
        for meld, forbidden in self.chi_options(seat, tile):
            choice = self.wanted(meld, forbidden)
            if choice is not None and (best is None or (choice.shanten, -choice.ukeire) < best[0]):
                best = (choice.shanten, -choice.ukeire), meld, forbidden
        return None if best is None else self.make_call(best[1], best[2])

    def chi_options(self, seat: int, tile: int) -> list[tuple[Meld, set[int]]]:
        """Every chi of ``tile`` the seat could make, with the kinds it may not throw next."""
        kind = kind_of(tile)
        if kind >= 27:
            return []
        suit = kind // 9
        hand = self.seats[seat].concealed
        options = []
        for low in (kind - 2, kind - 1, kind):
            if low < 0 or low // 9 != suit or (low + 2) // 9 != suit:
                continue
            own = []
            for other in (k for k in (low, low + 1, low + 2) if k != kind):
                copies = sorted((t for t in hand if kind_of(t) == other), key=is_red)
                if copies:
                    own.append(copies[0])
            if len(own) < 2:
                continue
            forbidden = {kind}
            end = low + 3 if kind == low else low - 1 if kind == low + 2 else -1
            if end >= 0 and end // 9 == suit:
                forbidden.add(end)  # the other end of the run is a swap call too
            meld = Meld(MeldType.CHI, seat, tuple(sorted((*own, tile))), tile, 3)  # from the left
            options.append((meld, forbidden))
        return options

    def wanted(self, meld: Meld, forbidden: set[int]) -> _Choice | None:
        """The discard after the call, when the call lowers shanten and keeps a yaku."""
        player = self.seats[meld.seat]
        if player.riichi:
            return None
        left = list(player.concealed)
        for tile in meld.own_tiles:
            left.remove(tile)
        value_pon = meld.type is MeldType.PON and kind_of(meld.tiles[0]) in self.value[meld.seat]
        simples = not (player.value_pon or value_pon)
        if simples:
            called = [t for m in (*player.melds, meld) for t in m.tiles]
            outside = [t for t in left if kind_of(t) in _NOT_SIMPLE]
            if any(kind_of(t) in _NOT_SIMPLE for t in called) or len(outside) > 1:
                return None
        kinds = _discard_kinds(left, forbidden, simples)
        choice = best_discard(left, kinds, self.value[meld.seat], None)
        if choice is None or choice.shanten >= shanten(counts_of(player.concealed)):
            return None
        return choice

    def make_call(self, meld: Meld, forbidden: set[int]) -> tuple[int, bool, set[int]]:
        """Make the call; the caller discards next (without drawing), not ``forbidden``."""
        player = self.seats[meld.seat]
        for tile in meld.own_tiles:
            player.concealed.remove(tile)
        player.melds.append(meld)
        player.value_pon |= (
            meld.type is MeldType.PON and kind_of(meld.tiles[0]) in self.value[meld.seat]
        )
        self.seats[meld.from_seat].called_from = True
        self.any_call = True
        self.emit(Event(EventKind.CALL, meld.seat, -1, meld))
        return meld.seat, True, forbidden

    # -- wins -----------------------------------------------------------------------
    def scored(self, winner: int, from_seat: int, tile: int) -> tuple[WinResult, HandScore] | None:
        """The win the rules would allow here, scored by the scoring core; None without a yaku."""
        player = self.seats[winner]
        closed = player.concealed if from_seat == winner else [*player.concealed, tile]
        win = WinResult(  # the count (fu, points, yaku, deltas) is filled in by ``pay``
            winner=winner,
            from_seat=from_seat,
            fu=0,
            points=0,
            limit=None,
            yaku=(),
            yakuman=(),
            dora=self.dora,
            ura=self.ura if player.riichi else (),
            deltas=(0,) * PLAYERS,
            scores_before=tuple(self.scores),
            hand=tuple(sorted(closed)),
            winning_tile=tile,
        )
        try:
            return win, score_win(self.game, self.record, win)
        except ScoringError:
            return None

    def try_tsumo(self, seat: int, tile: int) -> bool:
        """Win on the drawn tile when the hand is complete and has a yaku."""
        if shanten(counts_of(self.seats[seat].concealed)) != -1:
            return False
        found = self.scored(seat, seat, tile)
        if found is not None:
            self.pay(*found)
        return found is not None

    def try_ron(self, discarder: int, tile: int) -> bool:
        """Every seat that may win on the discard does (the first in turn order takes
        honba and sticks); a seat that lets its winning tile go is furiten."""
        kind = kind_of(tile)
        winners = []
        for offset in (1, 2, 3):
            seat = (discarder + offset) % PLAYERS
            player = self.seats[seat]
            if kind not in player.waits:
                continue
            found = None if player.furiten else self.scored(seat, discarder, tile)
            if found is None:
                player.passed = True
                player.riichi_passed |= player.riichi
            else:
                winners.append((seat, found))
        if len(winners) == 3:
            raise UnplayedEnding("three wins on one discard")
        for order, (seat, found) in enumerate(winners):
            if order:  # counted again once the first winner has taken honba and sticks
                found = self.scored(seat, discarder, tile) or found
            self.pay(*found)
        return bool(winners)

    def pay(self, win: WinResult, score: HandScore) -> None:
        """Settle a win and show it; the dealer deals again when it is one of the winners."""
        deltas = win_deltas(win, score, self.record.dealer)
        self.sticks -= score.stick_points // STICK
        paid = win._replace(
            fu=score.fu,
            points=score.points,
            limit=score.limit,
            yaku=() if score.yakuman else score.yaku,
            yakuman=score.yakuman,
            deltas=deltas,
        )
        self.emit(Event(EventKind.AGARI, win.winner, -1, None, paid))
        self.scores = list(paid.scores_after)
        self.winners.append(win.winner)
        self.dealer_continues |= win.winner == self.record.dealer

    # -- draws ----------------------------------------------------------------------
    def exhaustive_draw(self) -> None:
        """The wall is out: the tenpai seats show their hands and the noten seats pay them."""
        if any(
            not p.called_from and all(kind_of(t) in _NOT_SIMPLE for t in p.discards)
            for p in self.seats
        ):
            raise UnplayedEnding("nagashi mangan")
        tenpai = [seat for seat, p in enumerate(self.seats) if p.waits]
        revealed = tuple((seat, tuple(sorted(self.seats[seat].concealed))) for seat in tenpai)
        deltas = noten_deltas(tenpai)
        self.settle_draw(DrawResult(DrawKind.EXHAUSTIVE, deltas, tuple(self.scores), revealed))
        self.dealer_continues = self.record.dealer in tenpai

    def abort(self, kind: DrawKind) -> bool:
        """An abortive draw: nobody pays, the sticks stay, the dealer deals again."""
        self.settle_draw(DrawResult(kind, (0,) * PLAYERS, tuple(self.scores)))
        self.dealer_continues = True
        return True

    def settle_draw(self, draw: DrawResult) -> None:
        self.emit(Event(EventKind.RYUUKYOKU, -1, -1, None, draw))
        self.scores = list(draw.scores_after)


def play_game(seed: TenhouSeed, hands: int, names: list[str]) -> tuple[GameRecord, list[HandWall]]:
    """``hands`` hands of an East-South game dealt from ``seed`` and played by the policy,
    with each hand's wall.  The dealer deals again after a win or tenpai (honba + 1), a
    draw adds a honba, riichi sticks wait for the next winner; a seat below zero ends it."""
    generator = TenhouGenerator(seed, PLAYERS)
    layout = shared_layout(PLAYERS, seed.legacy)
    game = GameRecord(
        shuffle_seed=seed.text,
        game_type=GAME_TYPE,
        lobby=0,
        player_names=list(names[:PLAYERS]),
        dan=[0] * PLAYERS,
        rate=[1500.0] * PLAYERS,
        sex=[""] * PLAYERS,
        hands=[],
        source_name="demo",
    )
    walls = []
    scores, sticks, round_number, honba = [START_SCORE] * PLAYERS, 0, 0, 0
    for index in range(hands):
        wall = generator.next_hand()
        walls.append(wall)
        dealer = round_number % PLAYERS
        record = HandRecord(
            index=index,
            round=round_number,
            honba=honba,
            riichi_sticks=sticks,
            dice=wall.dice,
            dora_indicator=wall.tiles[layout.dora_indicator_position(0)],
            dealer=dealer,
            scores=[score // 100 for score in scores],
            haipai=layout.deal(wall.tiles, dealer),
        )
        game.hands.append(record)
        hand = _HandPlay(game, record, wall, layout, scores, sticks)
        hand.play()
        scores, sticks, repeat = hand.scores, hand.sticks, hand.dealer_continues
        honba = 0 if hand.winners and not repeat else honba + 1
        round_number += not repeat
        if min(scores) < 0:
            break
    return game, walls
