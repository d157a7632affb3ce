"""A win -> han, fu (line by line), yaku, limit and points, from the ``mahjong`` package.

Two steps, each usable alone: :func:`situation_of_win` reads everything a win's score
depends on out of a record's hand (the tiles, the calls, how the tile came, riichi and
ippatsu, the last tile, the kan draws, kita, honba), and :func:`score_situation` asks
the scoring package (MIT, already a dependency) and answers in the record's terms
(Tenhou yaku ids, points before honba and sticks as Tenhou's ``ten`` gives them).
Readers of formats without scores (mjai) fill their han and fu from the same two calls.
The rules are Tenhou's: open tanyao unless the lobby says not, red fives by the game
type, counted yakuman at 13 han, no double yakuman, no kiriage mangan, tsumo loss in
three-player games.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from yamaviewer.core.melds import Meld, MeldType
from yamaviewer.core.record import (
    YAKUMAN_HAN,
    EventKind,
    GameRecord,
    GameType,
    HandRecord,
    Limit,
    WinResult,
)
from yamaviewer.core.scoring.table import limit_of
from yamaviewer.core.tiles import kind_of
from yamaviewer.core.winds import round_wind, seat_wind
from yamaviewer.core.wording import Wording, translatable

#: 34-format index of East; the winds follow in order.
_EAST_KIND = 27
_NORTH_KIND = 30
#: Live draws a hand holds before kans take from it: 136 - 14 dead - 52 dealt, and
#: 108 - 14 - 39 in three-player games.
_LIVE_DRAWS = {4: 70, 3: 55}


class ScoringError(ValueError):
    """A win the scoring package cannot score (not a complete hand, no yaku)."""


@dataclass(frozen=True, slots=True)
class WinSituation:
    """Everything a win's score depends on, in record terms (136-format tile ids)."""

    #: The closed tiles including the winning tile (not the called ones).
    closed: tuple[int, ...]
    win_tile: int
    #: The calls on the table (chi, pon, kans; kita is counted in ``kita``).
    melds: tuple[Meld, ...] = ()
    tsumo: bool = False
    #: Seat wind and round wind 0..3 (East .. North); the dealer's seat wind is East.
    seat_wind: int = 0
    round_wind: int = 0
    dora: tuple[int, ...] = ()
    ura: tuple[int, ...] = ()
    riichi: bool = False
    double_riichi: bool = False
    ippatsu: bool = False
    haitei: bool = False
    houtei: bool = False
    rinshan: bool = False
    chankan: bool = False
    tenhou: bool = False
    chiihou: bool = False
    #: Norths set aside (three-player games), each a dora.
    kita: int = 0
    honba: int = 0
    #: Riichi sticks the winner collects (those on the table plus this hand's).
    sticks: int = 0
    players: int = 4
    red_fives: bool = True
    open_tanyao: bool = True

    @property
    def dealer(self) -> bool:
        return self.seat_wind == 0

    @property
    def tiles(self) -> tuple[int, ...]:
        """Every tile of the hand: closed ones and each call's (a kan's four)."""
        called = tuple(tile for meld in self.melds for tile in meld.tiles)
        return self.closed + called


#: What each of the package's fu reasons is called, in players' words.
_FU_WORDS: dict[str, Wording] = {
    "base": translatable("Scoring", "base"),
    "closed ron": translatable("Scoring", "closed hand won by ron"),
    "seven pairs": translatable("Scoring", "seven pairs"),
    "penchan": translatable("Scoring", "edge wait"),
    "kanchan": translatable("Scoring", "closed wait"),
    "pair_wait": translatable("Scoring", "pair wait"),
    "valued_pair": translatable("Scoring", "value pair"),
    "double_valued_pair": translatable("Scoring", "double wind pair"),
    "tsumo": translatable("Scoring", "tsumo"),
    "hand_without_fu": translatable("Scoring", "open hand without fu"),
    "closed_pon": translatable("Scoring", "closed triplet of simples"),
    "open_pon": translatable("Scoring", "open triplet of simples"),
    "closed_terminal_pon": translatable("Scoring", "closed triplet of terminals or honours"),
    "open_terminal_pon": translatable("Scoring", "open triplet of terminals or honours"),
    "closed_kan": translatable("Scoring", "closed kan of simples"),
    "open_kan": translatable("Scoring", "open kan of simples"),
    "closed_terminal_kan": translatable("Scoring", "closed kan of terminals or honours"),
    "open_terminal_kan": translatable("Scoring", "open kan of terminals or honours"),
}


def fu_word(reason: str) -> Wording | str:
    """A fu line's name in players' words (the reason itself when it is a new one)."""
    return _FU_WORDS.get(reason, reason)


@dataclass(frozen=True, slots=True)
class HandScore:
    """A win's score as the package counts it, in record terms."""

    han: int
    #: The fu after rounding (25 for seven pairs; 0 for a yakuman).
    fu: int
    #: (fu reason key, fu) lines that add up to the fu before rounding; the keys are
    #: named by :func:`fu_word`.  Empty for a yakuman.
    fu_parts: tuple[tuple[str, int], ...]
    #: (Tenhou yaku id, han) in Tenhou's order; a yakuman counts 13.
    yaku: tuple[tuple[int, int], ...]
    yakuman: tuple[int, ...]
    #: The winner's gain before honba and sticks (Tenhou's ``ten``).
    points: int
    limit: Limit | None
    #: What the discarder pays (ron), or the dealer's and each other player's share
    #: (tsumo; equal for a dealer's tsumo), honba not included.
    ron_payment: int
    dealer_payment: int
    other_payment: int
    #: Honba points the winner gets on top, and the sticks' 1000 each.
    honba_points: int
    stick_points: int

    @property
    def fu_before_rounding(self) -> int:
        return sum(fu for _, fu in self.fu_parts)

    @property
    def total(self) -> int:
        """All the winner receives: points, honba and sticks."""
        return self.points + self.honba_points + self.stick_points


_MELD_TYPES = {
    MeldType.CHI: "chi",
    MeldType.PON: "pon",
    MeldType.OPEN_KAN: "kan",
    MeldType.CLOSED_KAN: "kan",
    MeldType.ADDED_KAN: "shouminkan",
}


def _fu_parts(
    details: Sequence[dict[str, object]], closed_ron: bool
) -> tuple[tuple[str, int], ...]:
    """The package's fu lines, base first, its 30 for a closed ron split as players say it."""
    parts: list[tuple[str, int]] = []
    for detail in details:
        reason, fu = str(detail["reason"]), int(str(detail["fu"]))
        if reason == "base" and fu == 30 and closed_ron:
            parts += [("base", 20), ("closed ron", 10)]
        elif reason == "base" and fu == 25:
            parts.append(("seven pairs", 25))
        else:
            parts.append((reason, fu))
    parts.sort(key=lambda part: part[0] not in ("base", "closed ron", "seven pairs"))
    return tuple(parts)


def score_situation(situation: WinSituation) -> HandScore:
    """Ask the scoring package; raise ScoringError when it cannot score the hand."""
    # Imported here: the package costs ~0.1 s to import and the viewer starts without it.
    from mahjong.hand_calculating.hand import HandCalculator
    from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
    from mahjong.hand_calculating.yaku_config import YAKU_ID_TO_TENHOU_ID
    from mahjong.meld import Meld as PackageMeld

    melds = [
        PackageMeld(
            meld_type=_MELD_TYPES[meld.type],
            tiles=list(meld.tiles),
            opened=meld.type is not MeldType.CLOSED_KAN,
            called_tile=meld.called,
            who=meld.seat,
            from_who=meld.from_seat,
        )
        for meld in situation.melds
        if meld.type in _MELD_TYPES
    ]
    config = HandConfig(
        is_tsumo=situation.tsumo,
        is_riichi=situation.riichi or situation.double_riichi,
        is_daburu_riichi=situation.double_riichi,
        is_ippatsu=situation.ippatsu,
        is_haitei=situation.haitei,
        is_houtei=situation.houtei,
        is_rinshan=situation.rinshan,
        is_chankan=situation.chankan,
        is_tenhou=situation.tenhou,
        is_chiihou=situation.chiihou,
        player_wind=_EAST_KIND + situation.seat_wind,
        round_wind=_EAST_KIND + situation.round_wind,
        tsumi_number=situation.honba,
        kyoutaku_number=situation.sticks,
        num_nuki_dora=situation.kita,
        options=OptionalRules(
            has_open_tanyao=situation.open_tanyao,
            has_aka_dora=situation.red_fives,
            has_double_yakuman=False,
            kiriage=False,
            is_three_player=situation.players == 3,
        ),
    )
    riichi = situation.riichi or situation.double_riichi
    result = HandCalculator.estimate_hand_value(
        list(situation.tiles),
        situation.win_tile,
        melds=melds or None,
        dora_indicators=list(situation.dora),
        ura_dora_indicators=list(situation.ura) if riichi else None,
        config=config,
    )
    if result.error or result.cost is None or result.han is None or result.yaku is None:
        raise ScoringError(f"the scoring package cannot score this win: {result.error}")
    cost = result.cost
    yakuman = tuple(YAKU_ID_TO_TENHOU_ID.get(y.yaku_id, -1) for y in result.yaku if y.is_yakuman)
    yaku: list[tuple[int, int]] = []
    if yakuman:
        yaku = [(tenhou_id, YAKUMAN_HAN) for tenhou_id in yakuman]
    else:
        opened = result.is_open_hand
        for item in result.yaku:
            han = item.han_open if opened else item.han_closed
            if han:
                yaku.append((YAKU_ID_TO_TENHOU_ID.get(item.yaku_id, -1), han))
        yaku.sort()
    han = YAKUMAN_HAN * len(yakuman) if yakuman else int(result.han)
    fu = 0 if yakuman else int(result.fu or 0)
    closed_ron = not situation.tsumo and not result.is_open_hand
    parts = () if yakuman else _fu_parts([dict(d) for d in result.fu_details or []], closed_ron)
    payers = 1 if situation.players == 3 else 2  # those who pay the smaller share
    honba_points = int(cost["main_bonus"]) + payers * int(cost["additional_bonus"])
    stick_points = int(cost["kyoutaku_bonus"])
    points = int(cost["total"]) - honba_points - stick_points
    if situation.tsumo:
        ron_payment = 0
        dealer_payment, other_payment = int(cost["main"]), int(cost["additional"])
    else:
        ron_payment, dealer_payment, other_payment = int(cost["main"]), 0, 0
    return HandScore(
        han=han,
        fu=fu,
        fu_parts=parts,
        yaku=tuple(yaku),
        yakuman=yakuman,
        points=points,
        limit=limit_of(han, fu, bool(yakuman)),
        ron_payment=ron_payment,
        dealer_payment=dealer_payment,
        other_payment=other_payment,
        honba_points=honba_points,
        stick_points=stick_points,
    )


def _rules(game: GameRecord) -> dict[str, object]:
    return {
        "players": game.player_count,
        "red_fives": game.red_fives,
        "open_tanyao": not game.flags & GameType.NO_KUITAN,
    }


def situation_of_win(game: GameRecord, hand: HandRecord, win: WinResult) -> WinSituation:
    """Read the win's situation out of the hand's events (up to the win itself).

    Riichi, double riichi, ippatsu (broken by any call or the winner's next discard), the
    last tile (every live draw taken, kans' draws counted), rinshan (a tsumo on a kan or
    kita draw), chankan (a ron on an added kan) and tenhou/chiihou (a tsumo on the first
    draw before any call) come from the events, never from the log's own yaku.
    """
    players = game.player_count
    seat = win.winner
    melds: list[Meld] = []
    kita = 0
    riichi = double_riichi = ippatsu = False
    riichi_discard_pending = False
    any_call = False
    discards = [0] * 4
    draws = 0
    last_draw_replacement = False
    replacement_due = False
    last_was_added_kan = False
    ippatsu_before_kan = False
    win_index = next((i for i, e in enumerate(hand.events) if e.result is win), len(hand.events))
    for event in hand.events[:win_index]:
        kind = event.kind
        if kind is EventKind.DRAW:
            draws += 1
            if event.seat == seat:
                last_draw_replacement = replacement_due
            replacement_due = False
            last_was_added_kan = False
        elif kind is EventKind.DISCARD:
            discards[event.seat] += 1
            if event.seat == seat:
                if riichi_discard_pending:
                    riichi_discard_pending = False
                else:
                    ippatsu = False
            last_was_added_kan = False
        elif kind is EventKind.CALL and event.meld is not None:
            meld = event.meld
            ippatsu_before_kan = ippatsu  # a robbed kan never happened
            if meld.type is not MeldType.KITA:
                any_call = True
                ippatsu = False
            replacement_due = meld.type.takes_replacement
            last_was_added_kan = meld.type is MeldType.ADDED_KAN and event.seat != seat
            if event.seat != seat:
                continue
            if meld.type is MeldType.KITA:
                kita += 1
            elif meld.type is MeldType.ADDED_KAN:
                added_kind = kind_of(meld.tiles[0])
                melds = [
                    m
                    for m in melds
                    if not (m.type is MeldType.PON and kind_of(m.tiles[0]) == added_kind)
                ]
                melds.append(meld)
            else:
                melds.append(meld)
        elif kind is EventKind.RIICHI and event.seat == seat:
            if event.tile == 1:
                double_riichi = discards[seat] == 0 and not any_call
                riichi_discard_pending = True
            else:
                riichi = ippatsu = True
    tsumo = win.tsumo
    chankan = not tsumo and last_was_added_kan
    if chankan:
        ippatsu = ippatsu_before_kan
    win_tile = win.winning_tile if win.winning_tile is not None else win.hand[-1]
    last_tile = draws >= _LIVE_DRAWS.get(players, 70)
    first_draw = tsumo and discards[seat] == 0 and not any_call
    sticks = hand.riichi_sticks + sum(
        1 for e in hand.events[:win_index] if e.kind is EventKind.RIICHI and e.tile == 2
    )
    honba = hand.honba
    if any(e.result is not None for e in hand.events[:win_index]):
        honba = sticks = 0  # a double ron's later winner: the first takes honba and sticks
    dealer_seat = hand.dealer
    return WinSituation(
        closed=tuple(win.hand),
        win_tile=win_tile,
        melds=tuple(melds),
        tsumo=tsumo,
        seat_wind=seat_wind(seat, dealer_seat, players),
        round_wind=round_wind(hand.round),
        dora=tuple(win.dora),
        ura=tuple(win.ura) if riichi else (),
        riichi=riichi and not double_riichi,
        double_riichi=riichi and double_riichi,
        ippatsu=ippatsu,
        haitei=tsumo and last_tile and not last_draw_replacement,
        houtei=not tsumo and last_tile and not last_was_added_kan,
        rinshan=tsumo and last_draw_replacement,
        chankan=chankan,
        tenhou=first_draw and seat == dealer_seat,
        chiihou=first_draw and seat != dealer_seat,
        kita=kita,
        honba=honba,
        sticks=sticks,
        **_rules(game),  # type: ignore[arg-type]
    )


def score_win(game: GameRecord, hand: HandRecord, win: WinResult) -> HandScore:
    """A record's win scored from its hand (ScoringError when it cannot be)."""
    return score_situation(situation_of_win(game, hand, win))
