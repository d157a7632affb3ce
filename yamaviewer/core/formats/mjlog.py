"""Reading Tenhou mjlog files (gzip or plain XML) into a :class:`GameRecord`.

:mod:`.mjlog_tokens` turns the bytes into the log's elements; here each kind
of element has one reader, which builds its part of the record and, for a
damaged tag, says exactly what is wrong (hand, tag and attribute).  Only what
the viewer and the verifier need is kept: game metadata, and per hand the
INIT fields plus a flat list of events (the model is in
:mod:`yamaviewer.core.record`).  The bytes-level names (``read_log_bytes``
...) are re-exported: this module is the format's one public face.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from functools import lru_cache
from itertools import chain
from operator import itemgetter
from pathlib import Path
from typing import cast

from yamaviewer.core.formats.errors import LogFormatError
from yamaviewer.core.formats.mjlog_tokens import (
    MAX_FILE_BYTES,
    MAX_XML_BYTES,
    CutShortError,
    Tokens,
    decode_log_bytes,
    decompress_bounded,
    read_log_bytes,
    read_tokens,
)
from yamaviewer.core.gc_pause import pause_collector
from yamaviewer.core.melds import decode_meld
from yamaviewer.core.native import accelerator
from yamaviewer.core.record import (
    MAX_DRAWS_PER_HAND,
    MAX_EVENTS_PER_HAND,
    MAX_RESULTS_PER_HAND,
    DrawKind,
    DrawResult,
    Event,
    EventKind,
    GameRecord,
    HandRecord,
    Limit,
    WinResult,
)
from yamaviewer.core.wording import translatable

#: A hand reveals at most 4 kan-dora (5 indicators in all, and as many ura-dora).
MAX_KAN_DORA = 4
MAX_INDICATORS = 5

#: mjlog ``ten`` limit field (third number) -> the limit.
MJLOG_LIMITS: dict[int, Limit] = {
    1: Limit.MANGAN,
    2: Limit.HANEMAN,
    3: Limit.BAIMAN,
    4: Limit.SANBAIMAN,
    5: Limit.YAKUMAN,
}
#: A file cut short (a download that stopped, a log saved during play): where it ends.
CUT_SHORT_IN_HAND = translatable(
    "Log",
    "The file is cut short (a download that stopped, or a log saved during play): the log "
    "stops after %1 bytes, during %2 (hand %3). Complete hands shown: %4.",
)
CUT_SHORT_AFTER_HAND = translatable(
    "Log",
    "The file is cut short (a download that stopped, or a log saved during play): the log "
    "stops after %1 bytes, as hand %2 begins. Complete hands shown: %3.",
)
CUT_SHORT_AFTER_GAME = translatable(
    "Log",
    "The file is cut short (a download that stopped, or a log saved during play): the log "
    "stops after %1 bytes, after the game's last result. Complete hands shown: %2 (all).",
)
CUT_SHORT_BEFORE_HANDS = translatable(
    "Log",
    "The file is cut short (a download that stopped, or a log saved during play): the log "
    "stops after %1 bytes, before its first hand is complete, so there is nothing to show.",
)

#: mjlog RYUUKYOKU ``type`` -> the kind of draw; no type is an exhaustive draw.
MJLOG_DRAW_TYPES: dict[str | None, DrawKind] = {
    None: DrawKind.EXHAUSTIVE,
    "yao9": DrawKind.NINE_TERMINALS,
    "reach4": DrawKind.FOUR_RIICHI,
    "ron3": DrawKind.TRIPLE_RON,
    "kan4": DrawKind.FOUR_KANS,
    "kaze4": DrawKind.FOUR_WINDS,
    "nm": DrawKind.NAGASHI_MANGAN,
}


# -- numbers in attributes -----------------------------------------------------


def split_ints_python(text: str) -> list[int]:
    """``list(map(int, text.split(",")))``: the extension's ``int_list`` twin, which
    also reads whatever that declines (``int()`` accepts or refuses it: ValueError)."""
    return list(map(int, text.split(",")))


def int_fields_python(
    attrs: dict[str, str], names: tuple[str, ...]
) -> tuple[list[int] | None, ...] | None:
    """Each named attribute's comma list of numbers (None where it is absent), or None
    when one of them is not a list of numbers: the extension's ``int_lists`` twin."""
    try:
        return tuple(
            None if (text := attrs.get(name)) is None else list(map(int, text.split(",")))
            for name in names
        )
    except ValueError:
        return None


def _split_ints_in_c(int_list: Callable[[str], list[int] | None]) -> Callable[[str], list[int]]:
    def split_ints(text: str) -> list[int]:
        values = int_list(text)
        return split_ints_python(text) if values is None else values  # e.g. " 5", "+5"

    return split_ints


# Chosen once, here: in C when the extension is built (C declines what is not a
# plain list; ``int()`` then decides).
split_ints = _split_ints_in_c(accelerator.int_list) if accelerator else split_ints_python
int_fields = accelerator.int_lists if accelerator is not None else int_fields_python


def _counted(
    values: list[int] | None, name: str, where: str, count: int | None = None
) -> list[int]:
    """A present attribute's numbers, ``count`` of them when given, or a LogFormatError."""
    if values is None:
        raise LogFormatError(f"{where}: attribute '{name}' is missing")
    if count is not None and len(values) != count:
        raise LogFormatError(
            f"{where}: attribute '{name}' has {len(values)} numbers, expected {count}"
        )
    return values


def _read_field(attrs: dict[str, str], name: str, where: str) -> list[int] | None:
    """The numbers of attribute ``name`` (empty text: none), None when it is absent."""
    text = attrs.get(name)
    if text is None:
        return None
    try:
        return split_ints(text) if text else []
    except ValueError:
        raise LogFormatError(
            f"{where}: attribute '{name}' is not a list of numbers: '{text[:40]}'"
        ) from None


def _ints(attrs: dict[str, str], name: str, where: str, count: int | None = None) -> list[int]:
    """The comma-separated numbers of attribute ``name``, or a LogFormatError."""
    return _counted(_read_field(attrs, name, where), name, where, count)


def _fields(
    attrs: dict[str, str], names: tuple[str, ...], where: str
) -> tuple[list[int] | None, ...]:
    """The numbers of each named attribute (None where absent), in one call when all are
    plain lists; otherwise one by one, which reads an empty one as none or words the bad one."""
    fields = int_fields(attrs, names)
    if fields is None:
        return tuple(_read_field(attrs, name, where) for name in names)
    return fields


def _one_int(attrs: dict[str, str], name: str, hand: HandRecord, tag: str) -> int:
    """Attribute ``name`` as one number: ``int()`` reads it exactly as :func:`_ints` would,
    which words what is wrong when it cannot."""
    try:
        return int(attrs[name])
    except (KeyError, ValueError):
        return _ints(attrs, name, f"hand {hand.index + 1} <{tag}>", 1)[0]


def _tile(value: int, what: str) -> int:
    if not 0 <= value < 136:
        raise LogFormatError(f"{what}: {value} is not a tile id (0..135)")
    return value


#: Every tile id: whether numbers are all tile ids is one C call on a set (``min`` and
#: ``max`` over the list cost several times more, and INIT and AGARI ask it often).
_TILE_IDS = frozenset(range(136))


def _tile_ids(values: list[int] | None, name: str, where: str) -> tuple[int, ...]:
    """An optional list of tile ids (absent = none)."""
    if not values:
        return ()
    if not _TILE_IDS.issuperset(values):
        _tile(next(v for v in values if not 0 <= v < 136), f"{where} {name}")
    return tuple(values)


def _seat_of(values: list[int] | None, name: str, where: str, players: int) -> int:
    if values is not None and len(values) == 1 and 0 <= values[0] < players:
        return values[0]
    seat = _counted(values, name, where, 1)[0]
    raise LogFormatError(f"{where}: seat {seat} does not exist")


#: What an ``sc`` attribute says: scores before and changes in points, and in chip
#: lobbies chips held before and their change (empty elsewhere).
ScoreChanges = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]


def _pairs(values: list[int], scale: int = 1) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Value, change, value, change ... (padded to four seats) -> (values, changes)."""
    values = values + [0] * (8 - len(values))
    return tuple([scale * v for v in values[0::2]]), tuple([scale * v for v in values[1::2]])


def _score_changes(sc: list[int] | None, where: str) -> ScoreChanges:
    """``sc`` = score, change, score, change ... in hundreds; a chip lobby's (REFERENCE
    section 4) then gives chips held and chip change per seat, as many numbers again.
    (scores before, changes, chips before, chip changes): a plain tuple, made per result."""
    if sc is not None and len(sc) == 8:  # four seats, no chips: nearly every result
        return (
            (100 * sc[0], 100 * sc[2], 100 * sc[4], 100 * sc[6]),
            (100 * sc[1], 100 * sc[3], 100 * sc[5], 100 * sc[7]),
            (),
            (),
        )
    values = [0] * 8 if sc is None else sc
    count = len(values)
    if count % 2 or not (6 <= count <= 8 or count == 16):
        raise LogFormatError(
            f"{where}: attribute 'sc' has {count} numbers, expected 8 (16 with chips)"
        )
    if count <= 8:
        return (*_pairs(values, 100), (), ())
    return (*_pairs(values[:8], 100), *_pairs(values[8:]))


# -- one reader per tag --------------------------------------------------------

_HAI_KEYS = ("hai0", "hai1", "hai2", "hai3")
#: The numbers an INIT tag carries, by player count.
_INIT_FIELDS = {players: ("seed", "oya", "ten", *_HAI_KEYS[:players]) for players in (3, 4)}
#: Every seat's starting hand is 13 tiles.
_THIRTEENS = {players: [13] * players for players in (3, 4)}


def _read_init(attrs: dict[str, str], index: int, players: int) -> HandRecord:
    """A hand's INIT tag: its deal, scores and seed fields.

    An INIT as Tenhou writes it is taken in a few whole-list tests; anything else is
    read field by field below, which says what is wrong (the same hand when nothing is).
    """
    fields = int_fields(attrs, _INIT_FIELDS[players])
    if fields is not None and None not in fields:
        seed, oya, scores, *haipai = cast("list[list[int]]", fields)
        if (
            len(seed) == 6
            and len(oya) == 1
            and 0 <= oya[0] < players
            and 0 <= seed[3] < 6
            and 0 <= seed[4] < 6
            and 0 <= seed[5] < 136
            and list(map(len, haipai)) == _THIRTEENS[players]
            and _TILE_IDS.issuperset(chain.from_iterable(haipai))
        ):
            if players == 3:
                haipai.append([])
            hand = HandRecord(
                index,
                seed[0],
                seed[1],
                seed[2],
                (seed[3], seed[4]),
                seed[5],
                oya[0],
                scores,
                haipai,
            )
            if "shuffle" in attrs:
                hand.shuffle_key = attrs["shuffle"]
            return hand
    return _read_init_field_by_field(attrs, index, players)


def _read_init_field_by_field(attrs: dict[str, str], index: int, players: int) -> HandRecord:
    """An INIT read one field at a time, saying which is wrong and how."""
    where = f"hand {index + 1} (INIT)"
    seed_field, oya, ten, *dealt = _fields(attrs, _INIT_FIELDS[players], where)
    seed = _counted(seed_field, "seed", where, 6)
    dealer = _counted(oya, "oya", where, 1)[0]
    if not 0 <= dealer < players:
        raise LogFormatError(f"{where}: dealer seat {dealer} does not exist")
    if not 0 <= seed[3] < 6 or not 0 <= seed[4] < 6:
        raise LogFormatError(f"{where}: dice {seed[3]},{seed[4]} are not 0..5")
    scores = _counted(ten, "ten", where)
    haipai = cast("list[list[int]]", dealt)  # checked just below
    if (
        None in dealt
        or list(map(len, haipai)) != _THIRTEENS[players]
        or min(map(min, haipai)) < 0
        or max(map(max, haipai)) >= 136
    ):  # one by one, to say which seat is wrong and how
        for seat, field in enumerate(dealt):
            tiles = _counted(field, f"hai{seat}", where)
            if tiles and not 0 <= min(tiles) <= max(tiles) < 136:
                raise LogFormatError(f"{where}: hai{seat} holds a number that is not a tile id")
            if len(tiles) != 13:
                raise LogFormatError(f"{where}: seat {seat} starts with {len(tiles)} tiles, not 13")
    if players == 3:
        haipai.append([])
    if not 0 <= seed[5] < 136:
        _tile(seed[5], f"{where} dora indicator")
    return HandRecord(
        index=index,
        round=seed[0],
        honba=seed[1],
        riichi_sticks=seed[2],
        dice=(seed[3], seed[4]),
        dora_indicator=seed[5],
        dealer=dealer,
        scores=scores,
        haipai=haipai,
        shuffle_key=attrs.get("shuffle"),
    )


#: The limit field (third number of ``ten``) of a win: none, or a limit.
_LIMIT_CODES = frozenset((0, *MJLOG_LIMITS))
#: The numbers an AGARI tag carries.
_WIN_FIELDS = (
    "who",
    "fromWho",
    "paoWho",
    "ten",
    "sc",
    "machi",
    "doraHai",
    "doraHaiUra",
    "yaku",
    "yakuman",
    "hai",
    "chip",
)


def _indicators(values: list[int] | None, name: str, where: str) -> tuple[int, ...]:
    """The dora (or ura-dora) indicators a win shows: at most five tile ids."""
    indicators = _tile_ids(values, name, where)
    if len(indicators) > MAX_INDICATORS:
        raise LogFormatError(
            f"{where}: {name} lists {len(indicators)} indicators; a hand shows at "
            f"most {MAX_INDICATORS}"
        )
    return indicators


def _win_event(attrs: dict[str, str], hand: HandRecord, players: int) -> Event:
    """An AGARI tag as a typed win (built by position: a game has several, and keywords
    cost a NamedTuple five times as much)."""
    where = f"hand {hand.index + 1} <AGARI>"
    who, from_who, pao_who, ten, sc, machi, dora, ura, yaku, yakuman, tiles, chip = _fields(
        attrs, _WIN_FIELDS, where
    )
    winner = _seat_of(who, "who", where, players)
    from_seat = winner if from_who is None else _seat_of(from_who, "fromWho", where, players)
    pao = None if pao_who is None else _seat_of(pao_who, "paoWho", where, players)
    fu_points_limit = _counted(ten, "ten", where)
    if len(fu_points_limit) < 3 or fu_points_limit[2] not in _LIMIT_CODES:
        raise LogFormatError(f"{where}: attribute 'ten' is not 'fu,points,limit'")
    before, deltas, chips_before, chip_deltas = _score_changes(sc, where)
    waits = _tile_ids(machi, "machi", where)
    dora_indicators = _indicators(dora, "doraHai", where)
    ura_indicators = _indicators(ura, "doraHaiUra", where)
    yaku = yaku or []
    if len(yaku) % 2:
        raise LogFormatError(f"{where}: attribute 'yaku' is not pairs of yaku id and han")
    chip = chip or []
    if len(chip) % 2:
        raise LogFormatError(f"{where}: attribute 'chip' is not pairs of item and count")
    win = WinResult(
        winner,
        from_seat,
        fu_points_limit[0],  # fu
        fu_points_limit[1],  # points
        MJLOG_LIMITS.get(fu_points_limit[2]),  # limit
        tuple(zip(yaku[0::2], yaku[1::2])),  # yaku: (yaku id, han) pairs
        tuple(yakuman) if yakuman else (),  # yakuman
        dora_indicators,
        ura_indicators,
        deltas,
        before,  # scores_before
        pao,
        _tile_ids(tiles, "hai", where),  # hand
        waits[0] if waits else None,  # winning_tile
        chips_before,
        chip_deltas,
        tuple(zip(chip[0::2], chip[1::2])),  # chip_items: (yaku id, count) pairs
    )
    return Event(EventKind.AGARI, winner, -1, None, win)


#: The numbers a RYUUKYOKU tag carries, by player count.
_DRAW_FIELDS = {players: ("sc", *_HAI_KEYS[:players]) for players in (3, 4)}


def _draw_event(attrs: dict[str, str], hand: HandRecord, players: int) -> Event:
    """A RYUUKYOKU tag as a typed draw."""
    where = f"hand {hand.index + 1} <RYUUKYOKU>"
    kind = MJLOG_DRAW_TYPES.get(attrs.get("type"))
    if kind is None:
        raise LogFormatError(f"{where}: '{attrs.get('type')}' is not a kind of draw Tenhou writes")
    sc, *shown = _fields(attrs, _DRAW_FIELDS[players], where)
    before, deltas, chips_before, chip_deltas = _score_changes(sc, where)
    revealed = tuple(
        [
            (seat, _tile_ids(tiles, _HAI_KEYS[seat], where))
            for seat, tiles in enumerate(shown)
            if tiles is not None
        ]
    )
    draw = DrawResult(kind, deltas, before, revealed, chips_before, chip_deltas)
    return Event(EventKind.RYUUKYOKU, -1, -1, None, draw)


def _seat(attrs: dict[str, str], hand: HandRecord, tag: str, players: int) -> int:
    seat = _one_int(attrs, "who", hand, tag)
    if not 0 <= seat < players:
        raise LogFormatError(f"hand {hand.index + 1} <{tag}>: seat {seat} does not exist")
    return seat


@lru_cache(maxsize=8192)
def _call(code: int, seat: int) -> Event:
    """A call's event: cached as its meld is (the same calls recur across games)."""
    return Event(EventKind.CALL, seat, -1, decode_meld(code, seat))


def _call_event(attrs: dict[str, str], hand: HandRecord, players: int) -> Event:
    """An N tag: a call (chi, pon, kan, kita)."""
    seat = _seat(attrs, hand, "N", players)
    code = _one_int(attrs, "m", hand, "N")
    try:
        return _call(code, seat)
    except ValueError as error:
        raise LogFormatError(f"hand {hand.index + 1} <N>: {error}") from None


#: <REACH who="1" step="2"/> as events, by (seat, step): a quarter of the tags that are
#: not draws or discards, so each is built once.
_RIICHI_EVENTS = {
    (seat, step): Event(EventKind.RIICHI, seat, step) for seat in range(4) for step in (1, 2)
}


#: The same events by the attributes' text as Tenhou writes them ("1", "2"): one lookup.
_RIICHI_EVENTS_BY_TEXT = {
    (str(seat), str(step)): event for (seat, step), event in _RIICHI_EVENTS.items()
}


def _riichi_event(attrs: dict[str, str], hand: HandRecord, players: int) -> Event:
    """A REACH tag: step 1 declares riichi, step 2 pays the stick."""
    event = _RIICHI_EVENTS_BY_TEXT.get((attrs.get("who"), attrs.get("step")))  # type: ignore[arg-type]
    if event is not None and event.seat < players:
        return event
    seat = _seat(attrs, hand, "REACH", players)
    step = _one_int(attrs, "step", hand, "REACH")
    return _RIICHI_EVENTS.get((seat, step)) or Event(EventKind.RIICHI, seat, step)


def _dora_event(attrs: dict[str, str], hand: HandRecord, players: int) -> Event:
    """A DORA tag: a new (kan-dora) indicator."""
    where = f"hand {hand.index + 1} <DORA>"
    return Event(EventKind.DORA, -1, _tile(_ints(attrs, "hai", where, 1)[0], where))


def _bye_event(attrs: dict[str, str], hand: HandRecord, players: int) -> Event:
    """A BYE tag: a player lost the connection (any of the four seats)."""
    return Event(EventKind.DISCONNECT, _seat(attrs, hand, "BYE", 4), -1)


def _reconnect_event(attrs: dict[str, str], hand: HandRecord, players: int) -> Event | None:
    """An UN tag inside a hand naming one player: that player is back (the UN naming all
    four, ``n0`` included, is the game's list of names: None here)."""
    if "n0" in attrs:
        return None
    for seat in range(4):
        if f"n{seat}" in attrs:
            return Event(EventKind.RECONNECT, seat, -1)
    return None


#: The reader of each tag that makes an event inside a hand.
_EVENT_READERS: dict[str, Callable[[dict[str, str], HandRecord, int], Event | None]] = {
    "N": _call_event,
    "REACH": _riichi_event,
    "AGARI": _win_event,
    "RYUUKYOKU": _draw_event,
    "DORA": _dora_event,
    "BYE": _bye_event,
    "UN": _reconnect_event,
}


# -- tokens -> the game --------------------------------------------------------


def _build_game(tokens: Tokens, source_name: str) -> GameRecord:
    """The game of a log's elements (see :func:`.mjlog_tokens.read_tokens`).

    The tokens' list of events is filled in place (they are read once): each other
    element's event goes where the element stood, so a hand's events are one slice of
    it, with no second list of the game's events built first.
    """
    game = GameRecord(
        None, 0, 0, ["", "", "", ""], [0, 0, 0, 0], [0.0] * 4, ["", "", "", ""], [], "", source_name
    )
    hands = game.hands
    players = 4
    seen_names = False
    current: HandRecord | None = None
    kan_dora = results = 0
    events = tokens.events
    hand_starts: list[int] = []  # where each hand's events begin: after its INIT
    holed: set[int] = set()  # the hands with elements that make no event among theirs
    start = 0
    specials: list[int] = []  # the current hand's special_steps
    for position, (tag, attrs) in zip(tokens.other_positions, tokens.others):
        if tag == "INIT":
            current = _read_init(attrs, len(hands), players)
            specials = current.special_steps
            kan_dora = results = 0
            hands.append(current)
            start = position + 1
            hand_starts.append(start)
            continue
        if current is not None:
            reader = _EVENT_READERS.get(tag)
            if reader is None:
                if tag[:1] in "TUVWDEFG" and tag[1:].isdigit():
                    raise LogFormatError(
                        f"hand {current.index + 1} <{tag}>: {tag[1:]} is not a tile id (0..135)"
                    )
                event = None  # tags no reader knows carry nothing a hand needs
            else:
                event = reader(attrs, current, players)
            if event is not None:
                specials.append(position - start)
                events[position] = event
                kind = event[0]
                if kind is EventKind.CALL:
                    if event[3].type.takes_replacement:  # type: ignore[union-attr]
                        current.has_replacement = True
                elif kind is EventKind.DORA:
                    kan_dora += 1
                    if kan_dora > MAX_KAN_DORA:
                        raise LogFormatError(
                            f"hand {current.index + 1}: more than {MAX_KAN_DORA} kan-dora "
                            "indicators (<DORA> tags); a wall has room for 4"
                        )
                elif event[4] is not None:  # a win or a draw
                    results += 1
                    if results > MAX_RESULTS_PER_HAND:
                        raise LogFormatError(
                            f"hand {current.index + 1}: more than {MAX_RESULTS_PER_HAND} results "
                            "(wins or draws) in one hand"
                        )
                    if "owari" in attrs:
                        game.final_scores, game.final_chips = _owari(attrs["owari"])
                continue
            holed.add(current.index)
        if tag == "SHUFFLE":
            game.shuffle_seed = attrs.get("seed")
            game.reference = attrs.get("ref", "")
        elif tag == "GO":
            try:
                game.game_type = int(attrs.get("type", "0"))
                game.lobby = int(attrs.get("lobby", "0"))
            except ValueError:
                raise LogFormatError("the GO tag's type is not a number") from None
            players = game.player_count
        elif tag == "UN" and not seen_names and "n0" in attrs:
            seen_names = True
            game.player_names = [player_name(attrs.get(f"n{i}", "")) for i in range(4)]
            game.dan = [int(v) for v in _padded_numbers(attrs.get("dan"), int)]
            game.rate = _padded_numbers(attrs.get("rate"), float)
            game.sex = (attrs.get("sx", "").split(",") + ["", "", "", ""])[:4]
    if tokens.cut_at:
        last = [e for e in events[hand_starts[-1] :] if e is not None] if hand_starts else []
        ended = game.final_scores is not None or (
            bool(last)  # the last hand has events, ending in a result
            and last[-1].result is not None
            and tokens.cut_in not in ("", "AGARI")
        )
        if len(hands) < (1 if ended else 2):
            raise CutShortError(CUT_SHORT_BEFORE_HANDS.arg(f"{tokens.cut_at:,}"))
    _cut_into_hands(events, hands, hand_starts, holed, players)
    if tokens.cut_at:
        _keep_complete_hands(game, tokens.cut_at, ended)
    return game


def _keep_complete_hands(game: GameRecord, size: int, ended: bool) -> None:
    """A log cut short keeps the hands that end before the cut.  A hand is complete
    when the next begins (a double ron has two results, so a result alone does not
    say so): ``ended`` when the game's last result or another element followed the
    last hand's result."""
    hands = game.hands
    if game.final_scores is not None:
        game.cut_short = CUT_SHORT_AFTER_GAME.arg(f"{size:,}", len(hands))
    elif ended:
        game.cut_short = CUT_SHORT_AFTER_HAND.arg(f"{size:,}", len(hands) + 1, len(hands))
    else:
        partial = hands.pop()
        game.cut_short = CUT_SHORT_IN_HAND.arg(
            f"{size:,}", partial.label, partial.index + 1, len(hands)
        )


_SEAT_OF = itemgetter(1)  # Event.seat


def _cut_into_hands(
    events: list[Event | None],
    hands: list[HandRecord],
    hand_starts: list[int],
    holed: set[int],
    players: int,
) -> None:
    """Give each hand its events (the elements after its INIT up to the next: the
    ``holed`` hands leave out the elements that made none), refusing what no real game
    holds."""
    before_hands = hand_starts[0] - 1 if hand_starts else len(events)
    if events[:before_hands].count(None) != before_hands:
        raise LogFormatError("a draw or discard comes before the first hand (INIT)")
    if not hands:
        raise LogFormatError("the log has no hands (no INIT tag)")
    ends = [begin - 1 for begin in hand_starts[1:]]  # each next hand's INIT
    ends.append(len(events))
    for hand, begin, end in zip(hands, hand_starts, ends):
        hand_events = cast("list[Event]", events[begin:end])
        if hand.index in holed:
            hand_events = [event for event in hand_events if event is not None]
            hand.special_steps = [
                step for step, event in enumerate(hand_events) if event[0] not in _PLAIN_KINDS
            ]
        count = len(hand_events)
        if count > MAX_EVENTS_PER_HAND:
            raise LogFormatError(
                f"hand {hand.index + 1}: {count} events in one hand; a hand has at "
                f"most {MAX_EVENTS_PER_HAND}"
            )
        hand.events = hand_events
        if count > MAX_DRAWS_PER_HAND:  # else there cannot be too many draws
            draws = [e[0] for e in hand_events].count(EventKind.DRAW)
            if draws > MAX_DRAWS_PER_HAND:
                raise LogFormatError(
                    f"hand {hand.index + 1}: {draws} draws in one hand; the wall holds at most "
                    f"{MAX_DRAWS_PER_HAND} tiles"
                )
    if players == 3:
        for hand in hands:
            if 3 in map(_SEAT_OF, hand.events):  # the scan runs in C
                raise LogFormatError(f"hand {hand.index + 1}: seat 3 plays in a 3-player game")


#: The kinds of the draws and discards: every other event is a special step.
_PLAIN_KINDS = (EventKind.DRAW, EventKind.DISCARD)


#: Names as Tenhou writes them: every character %-escaped UTF-8 ("%E3%81%82").
_ESCAPED_NAME = re.compile("(?:%[0-9A-Fa-f]{2})+")


def player_name(text: str) -> str:
    """A name from its %-escaped form, as ``urllib.parse.unquote`` reads it."""
    if _ESCAPED_NAME.fullmatch(text):  # the usual form, in one step
        return bytes.fromhex(text.replace("%", "")).decode("utf-8", "replace")
    from urllib.parse import unquote  # anything else: the general reader

    return unquote(text)


def _padded_numbers(text: str | None, convert: type[int] | type[float]) -> list[float]:
    """Four numbers from a comma list; missing, malformed or non-finite entries become 0."""
    values: list[float] = []
    for part in (text or "").split(",")[:4]:
        try:
            value = convert(part)
        except ValueError:
            value = 0
        values.append(value if math.isfinite(value) else 0)
    return values + [0] * (4 - len(values))


def _owari(text: str) -> tuple[list[float] | None, list[int] | None]:
    """Final scores and points, and in a chip lobby every seat's final chips (the second
    half: chips, 0, chips, 0 ...); None when malformed (NaN and infinities included)."""
    try:
        values = [float(v) for v in text.split(",")]
    except ValueError:
        return None, None
    if not all(math.isfinite(v) for v in values):
        return None, None
    if len(values) != 16:
        return values, None
    return values[:8], [round(v) for v in values[8::2]]


def _parse(data: bytes, source_name: str) -> GameRecord:
    """Log XML -> the game.  A log builds thousands of small objects and no cycles: the
    cyclic collector is paused meanwhile (it would walk them again and again); without a
    ``with`` block, which would cost a generator per game."""
    resume = pause_collector()
    try:
        return _build_game(read_tokens(data), source_name)
    finally:
        resume()


def parse_mjlog_bytes(data: bytes, source_name: str = "") -> GameRecord:
    """Parse a log held in memory (gzip or plain)."""
    return _parse(decode_log_bytes(data), source_name)


def read_mjlog(path: str | Path) -> GameRecord:
    """Read and parse a log file; raises LogFormatError with a readable reason."""
    path = Path(path)
    return _parse(read_log_bytes(path), path.name)


__all__ = [
    "MAX_FILE_BYTES",
    "MAX_XML_BYTES",
    "LogFormatError",
    "decode_log_bytes",
    "decompress_bounded",
    "parse_mjlog_bytes",
    "read_log_bytes",
    "read_mjlog",
]
