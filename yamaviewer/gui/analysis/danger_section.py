"""The Analysis panel's danger column: each tile of the seat shown against each riichi.

The class and estimate use only what that seat could see; the truth (the riichi player's
real wait, and whether a ron was possible) is added only when the wall is revealed, as
the panel's other hindsight is.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from yamaviewer.core.defence.classes import TileClass
from yamaviewer.core.defence.danger import EstimateTable, danger_at
from yamaviewer.core.replay.state import HandReplay

_GREY = "#7c8582"
_BAD = "#b3261e"
_GOOD = "#2e7d4f"


def _t(text: str) -> str:
    return QCoreApplication.translate("DangerSection", text)


def class_text(cls: TileClass) -> str:
    """A class's name in the interface language."""
    names = {
        TileClass.GENBUTSU: _t("genbutsu"),
        TileClass.HONOUR_NONE_LEFT: _t("honour, none left"),
        TileClass.DOUBLE_SUJI: _t("double suji"),
        TileClass.SUJI_19: _t("suji 1/9"),
        TileClass.SUJI_28: _t("suji 2/8"),
        TileClass.SUJI_37: _t("suji 3/7"),
        TileClass.NO_CHANCE: _t("no-chance"),
        TileClass.ONE_CHANCE: _t("one-chance"),
        TileClass.HALF_SUJI: _t("half-suji"),
        TileClass.NON_SUJI_19: _t("non-suji 1/9"),
        TileClass.NON_SUJI_28: _t("non-suji 2/8"),
        TileClass.NON_SUJI_37: _t("non-suji 3/7"),
        TileClass.NON_SUJI_46: _t("non-suji 4-6"),
        TileClass.GUEST_WIND_1: _t("guest wind, 1 left"),
        TileClass.GUEST_WIND_2: _t("guest wind, 2 left"),
        TileClass.GUEST_WIND_3: _t("guest wind, 3 left"),
        TileClass.YAKUHAI_1: _t("yakuhai, 1 left"),
        TileClass.YAKUHAI_2: _t("yakuhai, 2 left"),
        TileClass.YAKUHAI_3: _t("yakuhai, 3 left"),
    }
    return names[cls]


def danger_html(
    replay: HandReplay,
    step: int,
    seat: int,
    *,
    tile: Callable[[int], str],
    seat_name: Callable[[int], str],
    reveal: bool,
    table: EstimateTable | None = None,
) -> str:
    """The danger table for ``seat`` at ``step`` ("" when nobody else is in riichi)."""
    tiles, truths = danger_at(replay, step, seat, table)
    if not tiles:
        return ""
    riichi = [a.seat for a in tiles[0].against]
    title = _t("Danger against riichi (estimate from what this seat sees)")
    head = [_t("Tile")]
    for r in riichi:
        head.append(_t("vs %1").replace("%1", seat_name(r)))
    if reveal:
        head.append(_t("Truth"))
    cells = "".join(f"<th align='left'>{html.escape(h)}</th>" for h in head)
    rows = [f"<tr>{cells}</tr>"]
    for danger in sorted(tiles, key=lambda d: (d.worst_estimate, d.kind)):
        row = [f"<td>{tile(danger.kind * 4 + 1)}</td>"]
        for a in danger.against:
            row.append(
                f"<td>{html.escape(class_text(a.tile_class))} "
                f"<span style='color:{_GREY}'>{a.estimate:.1%}</span></td>"
            )
        if reveal:
            if danger.deals_in:
                verdict, colour = _t("deals in"), _BAD
            elif any(a.in_wait for a in danger.against):
                verdict, colour = _t("in the wait, but furiten"), _GREY
            else:
                verdict, colour = _t("safe"), _GOOD
            row.append(f"<td style='color:{colour}'>{html.escape(verdict)}</td>")
        rows.append("<tr>" + "".join(row) + "</tr>")
    out = [
        f"<p style='margin:6px 0 2px 0'><b>{html.escape(title)}</b></p>",
        "<table cellspacing='0' cellpadding='2'>" + "".join(rows) + "</table>",
    ]
    if reveal:
        for truth in truths:
            waits = " ".join(tile(k * 4 + 1) for k in truth.waits) or "—"
            line = _t("%1's real wait: %2").replace("%1", html.escape(seat_name(truth.seat)))
            line = line.replace("%2", waits)
            if truth.furiten:
                line += " " + html.escape(_t("(furiten: no ron possible)"))
            out.append(f"<p style='margin:2px 0'>{line}</p>")
    return "".join(out)
