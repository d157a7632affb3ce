"""The double-riichi tsumo EV calculator (REFERENCE section 13), in exact fractions.

A player declares double riichi with their first discard and then only draws.  Every tile
they have not seen (U of them: not in their 14 starting tiles, not a dora indicator) is
equally likely to be any of their later draws.  With A_i live copies of each winning
tile (a red five is its own class), S = sum A, the chance that the k-th later draw
(k = 0 is the ippatsu draw) is the first winner is prod_{j<k}(U-S-j)/(U-j) * S/(U-k),
and given that, the winning tile is copy-uniform, so it pays sum A_i pay_i / S.  For the
dealer this is exactly the blog's formula
``EV = 3 (A.Y/U + ((U-S)/U) (1 - C(U-1-S, 16)/C(U-1, 16)) (A.X/S))``.

Seats: the dealer has 16 later draws after the ippatsu one, South 16 with its last at
the haitei (+1 han), West and North 15; draws are read from :class:`WallLayout`, so
three-player tables follow the same rule.  Calls, ron and ura-dora are ignored, as in
the blog.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from yamaviewer.core.analysis.odds import first_win_by_draw
from yamaviewer.core.analysis.payments import PaymentError, TsumoRules, tsumo_total
from yamaviewer.core.record import EventKind, HandRecord
from yamaviewer.core.replay.state import TableState
from yamaviewer.core.shanten import TENPAI, ShantenInputError, counts_of, useful_kinds
from yamaviewer.core.tiles import (
    RED_FIVE_IDS,
    SANMA_REMOVED_IDS,
    TileAllocator,
    TileError,
    kind_name,
    parse_kind,
    parse_mpsz_codes,
)
from yamaviewer.core.walls.layout import WallLayout
from yamaviewer.core.winds import round_wind, seat_wind

SEAT_NAMES = ("east", "south", "west", "north")


class EvError(ValueError):
    """Input the calculator cannot use; the message is one line for the user.

    ``code`` and ``args`` say the same as data, so the app can word it in its language:
    bad_tiles (field, text), hand_size (count, expected), no_dora, too_many_dora,
    discard_missing (tile), red_off (tile), too_many (tile), sanma_tile (tile),
    not_tenpai (shanten), no_such_seat (seat); "" for command-line-only errors.
    """

    def __init__(self, message: str, code: str = "", *args: str) -> None:
        super().__init__(message)
        self.code = code
        self.args_ = args


Code = tuple[int, bool]  # (kind, red)


@dataclass(frozen=True)
class PayOverride:
    """Total points the winner receives for one winning tile: normal, ippatsu, haitei."""

    normal: int
    ippatsu: int
    haitei: int | None = None


@dataclass(frozen=True)
class EvRequest:
    """A starting hand and the table around it."""

    hand: tuple[Code, ...]
    discard: Code | None
    dora: tuple[Code, ...]
    seat: int = 0
    players: int = 4
    ippatsu: bool = True
    red_fives: bool = True
    round_wind: int = 0
    pay: Mapping[str, PayOverride] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class DrawSlot:
    """One of the seat's draws after the riichi discard."""

    position: int
    ippatsu: bool
    haitei: bool


@dataclass(frozen=True, slots=True)
class WinningClass:
    """One winning tile (a red five apart from its plain copies)."""

    code: str
    kind: int
    red: bool
    live: int
    pay: int
    pay_ippatsu: int
    #: None when the seat never draws the haitei.
    pay_haitei: int | None


@dataclass(frozen=True)
class EvResult:
    request: EvRequest
    unseen: int
    classes: tuple[WinningClass, ...]
    draws: tuple[DrawSlot, ...]
    #: P(the first winning tile is this draw), one per entry of ``draws``.
    by_draw: tuple[Fraction, ...]
    ev: Fraction

    @property
    def winners(self) -> int:
        return sum(c.live for c in self.classes)

    @property
    def p_ippatsu(self) -> Fraction:
        """The chance that the very next draw wins (ippatsu when the rule has it)."""
        return self.by_draw[0] if self.by_draw else Fraction(0)

    @property
    def p_win(self) -> Fraction:
        return sum(self.by_draw, Fraction(0))


def seat_draws(players: int, seat: int) -> tuple[DrawSlot, ...]:
    """The seat's draws after its first one, calls ignored (the first is the ippatsu draw).

    ``seat`` counts from the dealer (0 = East).  The seat's first live draw is its 14th
    starting tile, so the slots start with its second.
    """
    layout = WallLayout(players)
    haitei = layout.haitei_position(0)
    positions = range(layout.first_live_position - seat, haitei - 1, -players)
    later = list(positions)[1:]
    return tuple(DrawSlot(p, index == 0, p == haitei) for index, p in enumerate(later))


# -- parsing ------------------------------------------------------------------------------------


def _codes(text: str, what: str) -> list[Code]:
    try:
        return parse_mpsz_codes(text)
    except TileError as error:
        raise EvError(f"{what}: {error}", "bad_tiles", what.lstrip("-"), text) from error


def _one_code(text: str, what: str) -> Code:
    try:
        return parse_kind(text.strip())
    except TileError as error:
        raise EvError(f"{what}: {error}", "bad_tiles", what.lstrip("-"), text) from error


def _code_name(code: Code) -> str:
    kind, red = code
    return f"0{kind_name(kind)[1]}" if red else kind_name(kind)


def parse_seat(text: str | int) -> int:
    if isinstance(text, int):
        if 0 <= text < 4:
            return text
        raise EvError(f"seat {text} is not 0..3")
    name = text.strip().lower()
    if name in SEAT_NAMES:
        return SEAT_NAMES.index(name)
    raise EvError(f"seat '{text}' is not one of east, south, west, north")


def parse_pay(texts: Sequence[str]) -> dict[str, PayOverride]:
    """``TILE:X:Y[:Z]`` items: the total the winner receives without / with ippatsu / at haitei."""
    pay: dict[str, PayOverride] = {}
    for text in texts:
        parts = text.split(":")
        if len(parts) not in (3, 4):
            raise EvError(f"--pay '{text}': expected TILE:X:Y (or TILE:X:Y:HAITEI)")
        code = _code_name(_one_code(parts[0], f"--pay '{text}'"))
        try:
            values = [int(p) for p in parts[1:]]
        except ValueError as error:
            raise EvError(f"--pay '{text}': points must be whole numbers") from error
        if any(v < 0 or v > 10_000_000 for v in values):
            raise EvError(f"--pay '{text}': points must be 0..10000000")
        if code in pay:
            raise EvError(f"--pay names {code} twice")
        pay[code] = PayOverride(values[0], values[1], values[2] if len(values) == 4 else None)
    return pay


def parse_request(
    hand: str,
    discard: str | None,
    dora: Sequence[str],
    *,
    seat: str | int = 0,
    players: int = 4,
    ippatsu: bool = True,
    red_fives: bool = True,
    round_wind: str | int = 0,
    pay: Sequence[str] = (),
) -> EvRequest:
    """Check the text a user typed; one clear :class:`EvError` for anything unusable."""
    if players not in (3, 4):
        raise EvError(f"players must be 4 or 3, not {players}")
    codes = _codes(hand, "--hand")
    discard_code = _one_code(discard, "--discard") if discard else None
    expected = 14 if discard_code is not None else 13
    if len(codes) != expected:
        extra = " including the discard" if discard_code is not None else ""
        hint = "" if discard_code is not None or len(codes) != 14 else " (give --discard)"
        raise EvError(
            f"--hand has {len(codes)} tiles; a hand here is {expected}{extra}{hint}",
            "hand_size",
            str(len(codes)),
            str(expected),
        )
    dora_codes: list[Code] = []
    for item in dora:
        dora_codes.extend(_codes(item, "--dora"))
    if not dora_codes:
        raise EvError("--dora: give at least one dora indicator", "no_dora")
    if len(dora_codes) > 5:
        raise EvError("--dora: at most 5 indicators (1 + 4 kan-dora)", "too_many_dora")
    seat_index = parse_seat(seat)
    if seat_index >= players:
        raise EvError(
            f"there is no {SEAT_NAMES[seat_index]} seat with {players} players",
            "no_such_seat",
            SEAT_NAMES[seat_index],
        )
    return EvRequest(
        hand=tuple(codes),
        discard=discard_code,
        dora=tuple(dora_codes),
        seat=seat_index,
        players=players,
        ippatsu=ippatsu,
        red_fives=red_fives,
        round_wind=parse_seat(round_wind),
        pay=parse_pay(pay),
    )


# -- the calculation ------------------------------------------------------------------------------


def _allocate(request: EvRequest) -> tuple[list[int], list[int], list[int]]:
    """Distinct tile ids: the 13 closed tiles after the discard, the discard, the indicators."""
    allocator = TileAllocator(allow_red=request.red_fives)
    hand = list(request.hand)
    discarded: list[Code] = []
    if request.discard is not None:
        match = request.discard if request.discard in hand else None
        if match is None:
            name = _code_name(request.discard)
            raise EvError(f"--discard {name} is not in --hand", "discard_missing", name)
        hand.remove(match)
        discarded.append(match)
    closed = [_take(allocator, kind, red, request) for kind, red in hand]
    discard = [_take(allocator, kind, red, request) for kind, red in discarded]
    indicators = [_take(allocator, kind, red, request) for kind, red in request.dora]
    return closed, discard, indicators


def _take(allocator: TileAllocator, kind: int, red: bool, request: EvRequest) -> int:
    if red and not request.red_fives:
        name = _code_name((kind, red))
        raise EvError(f"{name}: red fives are off (--no-red)", "red_off", name)
    try:
        tile = allocator.take(kind, red)
    except TileError as error:
        raise EvError(
            f"{error} between --hand and --dora (a tile exists 4 times)",
            "too_many",
            _code_name((kind, red)),
        ) from error
    if request.players == 3 and tile in SANMA_REMOVED_IDS:
        raise EvError(
            f"{kind_name(kind)} is not used with 3 players (no 2m..8m)",
            "sanma_tile",
            kind_name(kind),
        )
    return tile


def double_riichi_ev(request: EvRequest) -> EvResult:
    """The exact tsumo EV of a double riichi on ``request``'s hand, and its draw chances."""
    closed, discard, indicators = _allocate(request)
    seen = {*closed, *discard, *indicators}
    try:
        value, waits = useful_kinds(counts_of(closed), request.players)
    except ShantenInputError as error:  # pragma: no cover - sizes are checked above
        raise EvError(str(error)) from error
    if value != TENPAI:
        what = "complete already" if value < TENPAI else f"{value}-shanten"
        raise EvError(
            f"the hand after the discard is not tenpai ({what})", "not_tenpai", str(value)
        )
    removed = SANMA_REMOVED_IDS if request.players == 3 else frozenset()
    pool = [t for t in range(136) if t not in seen and t not in removed]
    unseen = len(pool)
    draws = seat_draws(request.players, request.seat)
    has_haitei = any(slot.haitei for slot in draws)
    rules = TsumoRules(
        seat_wind=request.seat,
        round_wind=request.round_wind,
        players=request.players,
        red_fives=request.red_fives,
        dora_indicators=tuple(indicators),
    )
    classes: list[WinningClass] = []
    used_overrides: set[str] = set()
    for kind in waits:
        copies = [t for t in pool if t >> 2 == kind]
        groups: list[tuple[bool, list[int]]]
        if request.red_fives and kind * 4 in RED_FIVE_IDS:
            groups = [
                (False, [t for t in copies if t not in RED_FIVE_IDS]),
                (True, [t for t in copies if t in RED_FIVE_IDS]),
            ]
        else:
            groups = [(False, copies)]
        for red, live_ids in groups:
            code = _code_name((kind, red))
            override = request.pay.get(code)
            if override is not None:
                used_overrides.add(code)
            classes.append(
                _winning_class(
                    code, kind, red, live_ids, closed, rules, request, override, has_haitei
                )
            )
    unknown = set(request.pay) - used_overrides
    if unknown:
        raise EvError(f"--pay {', '.join(sorted(unknown))}: not a winning tile of this hand")
    winners = sum(c.live for c in classes)
    by_draw = first_win_by_draw(unseen, winners, len(draws))
    ev = Fraction(0)
    for slot, chance in zip(draws, by_draw):
        if not chance:
            continue
        paid = sum(c.live * _slot_pay(c, slot, request.ippatsu) for c in classes)
        ev += chance * Fraction(paid, winners)
    return EvResult(request, unseen, tuple(classes), draws, tuple(by_draw), ev)


def _slot_pay(c: WinningClass, slot: DrawSlot, ippatsu: bool) -> int:
    if slot.ippatsu and ippatsu:
        return c.pay_ippatsu
    if slot.haitei and c.pay_haitei is not None:
        return c.pay_haitei
    return c.pay


def _winning_class(
    code: str,
    kind: int,
    red: bool,
    live_ids: list[int],
    closed: list[int],
    rules: TsumoRules,
    request: EvRequest,
    override: PayOverride | None,
    has_haitei: bool,
) -> WinningClass:
    live = len(live_ids)
    if override is not None:
        haitei = override.haitei
        if haitei is None and has_haitei and live_ids:
            haitei = _pay(closed, live_ids[0], rules, haitei=True)
        return WinningClass(
            code,
            kind,
            red,
            live,
            override.normal,
            override.ippatsu if request.ippatsu else override.normal,
            haitei if has_haitei else None,
        )
    if not live_ids:
        return WinningClass(code, kind, red, 0, 0, 0, 0 if has_haitei else None)
    tile = live_ids[0]
    normal = _pay(closed, tile, rules)
    with_ippatsu = _pay(closed, tile, rules, ippatsu=True) if request.ippatsu else normal
    at_haitei = _pay(closed, tile, rules, haitei=True) if has_haitei else None
    return WinningClass(code, kind, red, live, normal, with_ippatsu, at_haitei)


def _pay(
    closed: list[int], tile: int, rules: TsumoRules, *, ippatsu: bool = False, haitei: bool = False
) -> int:
    try:
        return tsumo_total(closed, tile, rules, double_riichi=True, ippatsu=ippatsu, haitei=haitei)
    except PaymentError as error:  # pragma: no cover - a double riichi tsumo always has yaku
        raise EvError(str(error)) from error


# -- from a replay --------------------------------------------------------------------------------


def codes_text(codes: Sequence[Code]) -> str:
    """Compact mpsz text of (kind, red) codes, sorted by suit: '123m406p11z'."""
    by_suit: dict[str, list[str]] = {suit: [] for suit in "mpsz"}
    for kind, red in sorted(codes, key=lambda c: (c[0], not c[1])):
        name = _code_name((kind, red))
        by_suit[name[1]].append(name[0])
    return "".join("".join(digits) + suit for suit, digits in by_suit.items() if digits)


def riichi_request(
    hand: HandRecord, states: Sequence[TableState], seat: int, players: int, red_fives: bool
) -> EvRequest | None:
    """The calculator's input for ``seat``'s riichi in a replayed hand, or None.

    The hand is the seat's 14 tiles when it declared riichi, the discard the tile it
    turned sideways, the indicators those showing then.  None when the seat never
    declared riichi or held a closed kan (the calculator takes a 14-tile closed hand).
    """
    declared = next(
        (
            index
            for index, event in enumerate(hand.events)
            if event.kind is EventKind.RIICHI and event.seat == seat and event.tile == 1
        ),
        None,
    )
    if declared is None or declared + 1 >= len(states):
        return None
    discard = next(
        (
            event.tile
            for event in hand.events[declared + 1 :]
            if event.kind is EventKind.DISCARD and event.seat == seat
        ),
        None,
    )
    state = states[declared + 1]
    seat_state = state.seats[seat]
    tiles = [*seat_state.concealed, *([] if seat_state.drawn is None else [seat_state.drawn])]
    if discard is None or len(tiles) != 14 or discard not in tiles:
        return None

    def code(tile: int) -> Code:
        return (tile >> 2, red_fives and tile in RED_FIVE_IDS)

    return EvRequest(
        hand=tuple(code(t) for t in tiles),
        discard=code(discard),
        dora=tuple(code(t) for t in state.dora_indicators),
        seat=seat_wind(seat, hand.dealer, players),
        players=players,
        red_fives=red_fives,
        round_wind=round_wind(hand.round),
    )
