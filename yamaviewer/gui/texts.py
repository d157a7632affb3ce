"""Translated wording for what the core reports in plain data.

The core (Qt-free) describes hands and events in English for logs and the
CLI; the app words them here through Qt's translator, so the Japanese UI reads
東1局 0本場 and 「南家が七萬を切る」 rather than the core's English.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from yamaviewer.core.melds import MeldType
from yamaviewer.core.record import (
    DrawKind,
    DrawResult,
    Event,
    EventKind,
    HandRecord,
    HandResult,
    Limit,
    WinResult,
)
from yamaviewer.core.replay.state import WallMark, WallUse
from yamaviewer.core.tenhou_ranks import dan_name
from yamaviewer.core.tiles import is_red, kind_of, long_kind_name, tile_name
from yamaviewer.core.winds import WIND_NAMES, hand_name, round_name, seat_wind
from yamaviewer.core.wording import Wording, fill
from yamaviewer.gui import i18n

if TYPE_CHECKING:
    from yamaviewer.core.replay.presentation import HandScene


def wind_name(index: int) -> str:
    """East/South/West/North, translated (declared once in ``core.winds``)."""
    return core_text(WIND_NAMES[index % 4])


def round_label(round_number: int) -> str:
    """'East 1' / '東1局': the round a hand belongs to."""
    return core_text(round_name(round_number))


def hand_label(hand: HandRecord) -> str:
    """'East 1, 0 honba' / '東1局 0本場'."""
    return core_text(hand_name(hand.round, hand.honba))


def seat_name(seat: int) -> str:
    """A seat without a hand to name its wind: "seat 1" .. "seat 4" (1-based, as the View menu)."""
    return QCoreApplication.translate("Texts", "seat %1").replace("%1", str(seat + 1))


def seat_label(hand: HandRecord, seat: int, names: Sequence[str] = (), players: int = 4) -> str:
    """The one way a seat is named in a hand: its wind and the player's name ("East Alice")."""
    wind = wind_name(seat_wind(seat, hand.dealer, players))
    name = core_text(names[seat]) if 0 <= seat < len(names) else ""
    if not name:
        return wind
    return QCoreApplication.translate("Texts", "%1 %2").replace("%1", wind).replace("%2", name)


def seat_text(scene: HandScene, seat: int) -> str:
    """:func:`seat_label` for a hand the viewer shows."""
    return seat_label(scene.hand, seat, scene.names, scene.players)


def seat_line(scene: HandScene, seat: int, step: int) -> str:
    """The line beside a seat: wind, name, rank and rate, the score as the game stands,
    and the change paid at a result step ("+8,000")."""
    state = scene.replay.state(step)
    parts = [seat_text(scene, seat)]
    game = scene.document.game
    if scene.document.format in ("mjlog", "tenhou6") and seat < len(game.rate) and game.rate[seat]:
        dan = dan_name(game.dan[seat], i18n.current_language()) if seat < len(game.dan) else ""
        parts.append(f"{dan} R{game.rate[seat]:.0f}".strip())
    if seat < len(state.scores):
        scores = state.scores[: scene.players]
        # Placing as the game stands; a tie goes to the seat nearer the first dealer.
        rank = 1 + sum(1 for s, v in enumerate(scores) if (-v, s) < (-scores[seat], seat))
        if len(set(scores)) > 1:  # no placing while everyone is level (the first hand)
            parts.append(QCoreApplication.translate("Texts", "#%1").replace("%1", str(rank)))
        parts.append(f"{state.scores[seat]:,}")
        if state.deltas is not None and state.deltas[seat]:
            parts.append(f"({state.deltas[seat]:+,})")
    return "  ".join(parts)


def wall_position_text(scene: HandScene, position: int, step: int) -> str:
    """The table's tooltip: where a wall position lies, its tile, and what became of it."""
    translate = QCoreApplication.translate
    tile = scene.wall[position]
    slot = scene.slots[position]
    level = (
        translate("WallMarks", "top") if slot.level == "top" else translate("WallMarks", "bottom")
    )
    what = (
        f"{tile_name(tile, scene.red_fives)} ({long_kind_name(tile // 4, i18n.current_language())})"
        if tile is not None
        else translate("WallMarks", "unknown tile")
    )
    lines = [
        translate("WallMarks", "Wall position y[%1], draw order %2")
        .replace("%1", str(position))
        .replace("%2", str(scene.draw_index(position) + 1)),
        translate("WallMarks", "%1 wall, stack %2 (%3)")
        .replace("%1", wind_name(scene.wind_of(slot.seat)))
        .replace("%2", str(slot.stack + 1))
        .replace("%3", level),
        what,
    ]
    return "\n".join(lines + _wall_fate(scene, position, step))


def strip_cell_text(
    scene: HandScene, step: int, position: int, n: int, upcoming: tuple[int, int] | None
) -> str:
    """The strip's tooltip for its ``n``-th cell: the position, what became of it, and
    which seat would draw it if nobody called (``upcoming``: seat and nth draw)."""
    lines = [f"#{n + 1}  y[{position}]", *_wall_fate(scene, position, step)]
    if upcoming is not None:
        lines.append(
            QCoreApplication.translate("WallMarks", "what if: %1 would draw it (%2)")
            .replace("%1", wind_name(scene.wind_of(upcoming[0])))
            .replace("%2", str(upcoming[1]))
        )
    return "\n".join(lines)


def _wall_fate(scene: HandScene, position: int, step: int) -> list[str]:
    """What became of a wall position in the hand, said the same on the table and the strip."""
    mark = scene.replay.marks.get(position)
    if mark is None:
        if position in scene.dead_wall_positions:
            return [QCoreApplication.translate("WallMarks", "dead wall")]
        return [QCoreApplication.translate("WallMarks", "not used in this hand")]
    lines = [_mark_text(scene, position, mark)]
    if mark.step > step:
        lines.append(QCoreApplication.translate("WallMarks", "still in the wall at this step"))
    return lines


def _mark_text(scene: HandScene, position: int, mark: WallMark) -> str:
    """One line on how a wall position was used."""
    # Literal translate() calls, so that lupdate finds every string under "WallMarks".
    translate = QCoreApplication.translate
    seat = seat_text(scene, mark.seat) if mark.seat >= 0 else ""
    order, step = str(mark.order), str(mark.step)
    if mark.use is WallUse.DEAL:
        return (
            translate("WallMarks", "dealt to %1 (tile %2 of the deal)")
            .replace("%1", seat)
            .replace("%2", order)
        )
    if mark.use is WallUse.LIVE:
        return (
            translate("WallMarks", "drawn by %1 at their turn %2 (step %3)")
            .replace("%1", seat)
            .replace("%2", str(scene.turns.get(position, mark.order)))
            .replace("%3", step)
        )
    if mark.use is WallUse.RINSHAN:
        return (
            translate("WallMarks", "replacement draw %1 by %2 (step %3)")
            .replace("%1", order)
            .replace("%2", seat)
            .replace("%3", step)
        )
    if mark.use is WallUse.DORA:
        return translate("WallMarks", "dora indicator")
    if mark.use is WallUse.KAN_DORA:
        return (
            translate("WallMarks", "kan-dora indicator %1 (step %2)")
            .replace("%1", str(mark.order - 1))
            .replace("%2", step)
        )
    return translate("WallMarks", "ura-dora indicator %1 (shown at the win)").replace("%1", order)


def tile_text(tile: int) -> str:
    """A tile as players of the current language read it: '5p'/'0p'/'South' or '五筒'/'赤五筒'/'南'.

    Honours by name in English too ("discards South", not "2z"): players read
    the notation's numbers for suits, never for winds and dragons.
    """
    kind = kind_of(tile)
    if i18n.current_language() == "ja":
        name = long_kind_name(kind, "ja")
        return f"赤{name}" if is_red(tile) else name
    return long_kind_name(kind) if kind >= 27 else tile_name(tile)


def _meld_name(kind: MeldType) -> str:
    names = {
        MeldType.CHI: QCoreApplication.translate("Texts", "chi"),
        MeldType.PON: QCoreApplication.translate("Texts", "pon"),
        MeldType.ADDED_KAN: QCoreApplication.translate("Texts", "added kan"),
        MeldType.OPEN_KAN: QCoreApplication.translate("Texts", "open kan"),
        MeldType.CLOSED_KAN: QCoreApplication.translate("Texts", "closed kan"),
        MeldType.KITA: QCoreApplication.translate("Texts", "kita"),
    }
    return names[kind]


def agari_text(win: WinResult, who: Callable[[int], str] = seat_name) -> str:
    if not win.tsumo:
        text = QCoreApplication.translate("Texts", "%1 wins by ron from %2")
        text = text.replace("%1", who(win.winner)).replace("%2", who(win.from_seat))
    else:
        text = QCoreApplication.translate("Texts", "%1 wins by tsumo").replace(
            "%1", who(win.winner)
        )
    return text + QCoreApplication.translate("Texts", " for %1 points").replace(
        "%1", f"{win.points:,}"
    )


def limit_name(limit: Limit) -> str:
    """'Mangan' .. 'Yakuman' translated: the result panel and the game overview say it alike."""
    names = {
        Limit.MANGAN: QCoreApplication.translate("ResultPanel", "Mangan"),
        Limit.HANEMAN: QCoreApplication.translate("ResultPanel", "Haneman"),
        Limit.BAIMAN: QCoreApplication.translate("ResultPanel", "Baiman"),
        Limit.SANBAIMAN: QCoreApplication.translate("ResultPanel", "Sanbaiman"),
        Limit.YAKUMAN: QCoreApplication.translate("ResultPanel", "Yakuman"),
    }
    return names[limit]


def value_parts(win: WinResult, han: int) -> list[str]:
    """'30 fu 3 han' and the limit's name, or just 'Yakuman': what a win was worth."""
    if win.yakuman:
        return [limit_name(Limit.YAKUMAN)]
    parts = [
        QCoreApplication.translate("ResultPanel", "%1 fu %2 han")
        .replace("%1", str(win.fu))
        .replace("%2", str(han))
    ]
    if win.limit is not None:
        parts.append(limit_name(win.limit))
    return parts


def ryuukyoku_text(draw: DrawResult) -> str:
    names = {
        DrawKind.EXHAUSTIVE: QCoreApplication.translate("Texts", "exhaustive draw"),
        DrawKind.NINE_TERMINALS: QCoreApplication.translate("Texts", "nine terminals abort"),
        DrawKind.FOUR_RIICHI: QCoreApplication.translate("Texts", "four riichi abort"),
        DrawKind.TRIPLE_RON: QCoreApplication.translate("Texts", "triple ron abort"),
        DrawKind.FOUR_KANS: QCoreApplication.translate("Texts", "four kans abort"),
        DrawKind.FOUR_WINDS: QCoreApplication.translate("Texts", "four winds abort"),
        DrawKind.NAGASHI_MANGAN: QCoreApplication.translate("Texts", "nagashi mangan"),
    }
    return names[draw.kind]


def result_text(result: HandResult, who: Callable[[int], str] = seat_name) -> str:
    return agari_text(result, who) if isinstance(result, WinResult) else ryuukyoku_text(result)


def hand_result(hand: HandRecord, who: Callable[[int], str] = seat_name) -> str:
    """Every result of the hand (double ron has two), joined."""
    return "; ".join(result_text(result, who) for result in hand.results)


def event_text(
    event: Event | None, hand: HandRecord, namer: Callable[[int], str] | None = None
) -> str:
    """One step of the replay in words; None is the deal.  ``namer`` names a seat
    (the viewer passes wind + player name); without one, seats are numbered."""
    name_of = namer or seat_name
    if event is None:
        return (
            QCoreApplication.translate("Texts", "%1: tiles dealt, the dealer is %2")
            .replace("%1", hand_label(hand))
            .replace("%2", name_of(hand.dealer))
        )
    kind = event.kind
    who = name_of(event.seat) if event.seat >= 0 else ""
    if kind is EventKind.DRAW:
        return (
            QCoreApplication.translate("Texts", "%1 draws %2")
            .replace("%1", who)
            .replace("%2", tile_text(event.tile))
        )
    if kind is EventKind.DISCARD:
        return (
            QCoreApplication.translate("Texts", "%1 discards %2")
            .replace("%1", who)
            .replace("%2", tile_text(event.tile))
        )
    if kind is EventKind.CALL and event.meld is not None:
        tiles = " ".join(tile_text(t) for t in event.meld.tiles)
        return (
            QCoreApplication.translate("Texts", "%1 calls %2 (%3)")
            .replace("%1", who)
            .replace("%2", _meld_name(event.meld.type))
            .replace("%3", tiles)
        )
    if kind is EventKind.DORA:
        return QCoreApplication.translate("Texts", "new dora indicator %1").replace(
            "%1", tile_text(event.tile)
        )
    if kind is EventKind.RIICHI:
        if event.tile == 1:
            return QCoreApplication.translate("Texts", "%1 declares riichi").replace("%1", who)
        return QCoreApplication.translate("Texts", "%1's riichi is accepted").replace("%1", who)
    if event.result is not None:
        return result_text(event.result, name_of)
    if kind is EventKind.DISCONNECT:
        return QCoreApplication.translate("Texts", "%1 disconnected").replace("%1", who)
    if kind is EventKind.RECONNECT:
        return QCoreApplication.translate("Texts", "%1 reconnected").replace("%1", who)
    return ""


def core_text(text: str) -> str:
    """A sentence from the core in the interface language.

    The core declares its sentences once with ``core.wording.translatable``; such
    a :class:`~yamaviewer.core.wording.Wording` is translated here (its arguments
    too), anything else is returned unchanged.
    """
    if not isinstance(text, Wording):
        return text
    template = QCoreApplication.translate(text.context, text.template)
    return fill(template, [core_text(a) if isinstance(a, str) else str(a) for a in text.args])


def error_text(error: BaseException) -> str:
    """An exception's message in the interface language (the core's sentence when it has one)."""
    message = error.args[0] if len(error.args) == 1 else None
    if isinstance(message, Wording):
        return core_text(message)
    return str(error)


def plural(translated: str, n: int) -> str:
    """A translated ``%n`` text with the count put in and English plurals made right.

    The catalogue holds one form (Japanese has one); English ships no
    catalogue, so the source comes back ("%n hand(s)"): its "(s)" becomes ""
    or "s" here, so nothing ever reads "1 hands".
    """
    translated = translated.replace("%n", str(n))
    if "(es)" in translated:
        translated = translated.replace("(es)", "" if n == 1 else "es")
    if "(s)" in translated:
        translated = translated.replace("(s)", "" if n == 1 else "s")
    if "die/dice" in translated:
        translated = translated.replace("die/dice", "die" if n == 1 else "dice")
    return translated


def wall_tag_text(tag: str) -> str:
    """A strip cell's tag (core's 'E', 'S4', 'R1', 'D', 'K1', 'U1') in the interface language."""
    return _wall_tag_text(i18n.current_language(), tag)


@functools.lru_cache(maxsize=1024)  # 136 cells a step: translate each letter once
def _wall_tag_text(language: str, tag: str) -> str:
    letters = {
        "E": QCoreApplication.translate("WallTags", "E", "the East seat's deal and draws"),
        "S": QCoreApplication.translate("WallTags", "S", "the South seat's deal and draws"),
        "W": QCoreApplication.translate("WallTags", "W", "the West seat's deal and draws"),
        "N": QCoreApplication.translate("WallTags", "N", "the North seat's deal and draws"),
        "R": QCoreApplication.translate("WallTags", "R", "a replacement (rinshan) draw"),
        "D": QCoreApplication.translate("WallTags", "D", "the dora indicator"),
        "K": QCoreApplication.translate("WallTags", "K", "a kan-dora indicator"),
        "U": QCoreApplication.translate("WallTags", "U", "an ura-dora indicator"),
    }
    head = letters.get(tag[:1])
    return tag if head is None else head + tag[1:]
