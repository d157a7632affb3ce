"""Translated wording for what the core reports in plain data.

The core (Qt-free) describes hands and events in English for logs and the
CLI; the app words them here through Qt's translator, so the Japanese UI reads
東1局 0本場 and 「南家が七萬を切る」 rather than the core's English.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from yamaviewer.core.melds import MeldType
from yamaviewer.core.record import (
    DrawKind,
    DrawResult,
    Event,
    EventKind,
    HandRecord,
    HandResult,
    WinResult,
)
from yamaviewer.core.tiles import is_red, kind_of, long_kind_name, tile_name
from yamaviewer.gui import i18n


def wind_name(index: int) -> str:
    """East/South/West/North, translated."""
    names = (
        QCoreApplication.translate("Texts", "East"),
        QCoreApplication.translate("Texts", "South"),
        QCoreApplication.translate("Texts", "West"),
        QCoreApplication.translate("Texts", "North"),
    )
    return names[index % 4]


def hand_label(hand: HandRecord) -> str:
    """'East 1, 0 honba' / '東1局 0本場'."""
    return (
        QCoreApplication.translate("Texts", "%1 %2, %3 honba")
        .replace("%1", wind_name(hand.round // 4))
        .replace("%2", str(hand.round % 4 + 1))
        .replace("%3", str(hand.honba))
    )


def seat_name(seat: int) -> str:
    return QCoreApplication.translate("Texts", "seat %1").replace("%1", str(seat))


def tile_text(tile: int) -> str:
    """A tile as players of the current language write it: '5p'/'0p' or '五筒'/'赤五筒'."""
    if i18n.current_language() == "ja":
        name = long_kind_name(kind_of(tile), "ja")
        return f"赤{name}" if is_red(tile) else name
    return tile_name(tile)


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


def agari_text(win: WinResult) -> str:
    if not win.tsumo:
        text = QCoreApplication.translate("Texts", "%1 wins by ron from %2")
        text = text.replace("%1", seat_name(win.winner)).replace("%2", seat_name(win.from_seat))
    else:
        text = QCoreApplication.translate("Texts", "%1 wins by tsumo").replace(
            "%1", seat_name(win.winner)
        )
    return text + QCoreApplication.translate("Texts", " for %1 points").replace(
        "%1", str(win.points)
    )


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


def result_text(result: HandResult) -> str:
    return agari_text(result) if isinstance(result, WinResult) else ryuukyoku_text(result)


def hand_result(hand: HandRecord) -> str:
    """Every result of the hand (double ron has two), joined."""
    return "; ".join(result_text(result) for result in hand.results)


def event_text(event: Event | None, hand: HandRecord) -> str:
    """One step of the replay in words; None is the deal."""
    if event is None:
        return (
            QCoreApplication.translate("Texts", "%1: tiles dealt, the dealer is %2")
            .replace("%1", hand_label(hand))
            .replace("%2", seat_name(hand.dealer))
        )
    kind = event.kind
    who = seat_name(event.seat) if event.seat >= 0 else ""
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
        return result_text(event.result)
    if kind is EventKind.DISCONNECT:
        return QCoreApplication.translate("Texts", "%1 disconnected").replace("%1", who)
    if kind is EventKind.RECONNECT:
        return QCoreApplication.translate("Texts", "%1 reconnected").replace("%1", who)
    return ""


#: The core's fixed labels (assumptions, unconfirmed recipes), repeated here as
#: literals so lupdate can collect them; tests/gui/test_core_labels.py checks
#: that each literal still equals the core constant it stands for.
CORE_LABEL_SOURCES = (
    QT_TRANSLATE_NOOP(
        "CoreLabels",
        "ASSUMPTION (unconfirmed): SEGA's array position p is taken as the p-th tile in "
        "physical dealing order from the break (p = 0 top of the first stack dealt, p = 1 its "
        "bottom, ...; the last 14 positions are the dead wall). Hands, dora and the table "
        "picture depend on this; the wall array and dice themselves are SEGA's.",
    ),
    QT_TRANSLATE_NOOP(
        "CoreLabels",
        "UNVERIFIED: the 3-player arcade wall is our natural extension of SEGA's 4-player "
        "algorithm (3 seeds, 15 key words, 108 tiles without 2m-8m); no SEGA data confirms it.",
    ),
    QT_TRANSLATE_NOOP(
        "CoreLabels",
        "UNCONFIRMED: Tenhou's pre-game hash recipe (SHA-512 of seat order + seed as hex) comes "
        "from a player's account; no published hash has been matched yet. A mismatch does not "
        "show that anything is wrong.",
    ),
    QT_TRANSLATE_NOOP(
        "CoreLabels",
        "Confirmed by real records: the first dora indicator is the 5th tile from the end of "
        "the 4-player wall. Assumed: draws from the front, rinshan from the back, further "
        "dora/ura indicators every 2nd tile towards the front, 3-player dora 9th from the end, "
        "and that the first 53 (3P: 40) tiles of a full wall are the starting hands.",
    ),
    QT_TRANSLATE_NOOP(
        "CoreLabels",
        "A matching hash proves only that the wall was fixed before the hand, not that it "
        "was shuffled fairly.",
    ),
)


def core_label(text: str) -> str:
    """One of the core's fixed labels in the interface language (unchanged if unknown)."""
    return QCoreApplication.translate("CoreLabels", text)
