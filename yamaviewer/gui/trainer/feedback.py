"""The answer's explanation as rich text: every wait, why it wins, what was missed.

Built as HTML for a QTextBrowser so it wraps, scrolls and can be selected and
copied; tile pictures are document resources named ``tile:<rank><suit>``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QTextBrowser, QWidget

from yamaviewer.core.chinitsu import AnswerResult, Decomposition, WaitExplanation
from yamaviewer.gui.tile_painter import TilePainter
from yamaviewer.gui.trainer.names import seven_pairs_text, shape_name, tile_text
from yamaviewer.gui.trainer.tiles import EXTRA_COLOR, HIT_COLOR, MISSED_COLOR, tile_image

#: lupdate finds translate("Context", "text") calls under this name.
translate = QCoreApplication.translate


class TileTextBrowser(QTextBrowser):
    """A text browser that draws ``<img src="tile:3p">`` with the tile painter.

    Served from loadResource (not addResource) because setHtml clears a
    document's added resources.
    """

    def __init__(self, painter: TilePainter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._painter = painter
        self.setOpenLinks(False)

    def loadResource(self, kind: int, url: QUrl | str) -> object:
        text = url.toString() if isinstance(url, QUrl) else str(url)
        image_kind = QTextDocument.ResourceType.ImageResource
        if kind in (image_kind, image_kind.value) and text.startswith("tile:"):
            code = text[5:]
            if len(code) == 2 and code[0] in "123456789" and code[1] in "mps":
                # Drawn at the screen's pixel ratio, so tiles stay sharp at 2x.
                ratio = max(1.0, self.devicePixelRatioF())
                image = tile_image(self._painter, int(code[0]), code[1], round(24 * ratio))
                image.setDevicePixelRatio(ratio)
                return image
        return super().loadResource(kind, url)


def _img(rank: int, suit: str) -> str:
    return f'<img src="tile:{rank}{suit}" style="vertical-align: middle">'


def _colored(text: str, color: str, bold: bool = True) -> str:
    weight = "font-weight: bold;" if bold else ""
    return f'<span style="color: {color}; {weight}">{text}</span>'


def _tiles_list(ranks: tuple[int, ...], suit: str) -> str:
    return " ".join(tile_text(r, suit) for r in ranks)


def decomposition_html(decomp: Decomposition, wait: WaitExplanation) -> str:
    """One split of the 14 tiles, the groups the winning tile completes in bold."""
    readings = [rd for rd in wait.readings if rd.decomposition == decomp]
    winning_groups = {rd.group for rd in readings}
    parts = []
    for group in decomp.groups_text():
        if group in winning_groups:
            parts.append(f"<b><u>{group}</u></b>")
            winning_groups.discard(group)
        else:
            parts.append(group)
    shapes = list(dict.fromkeys(shape_name(rd.shape) for rd in readings))
    text = "&nbsp;&nbsp;".join(parts)
    if decomp.is_seven_pairs:
        text += f" ({seven_pairs_text()})"
    if shapes:
        text += " — " + translate("Feedback", ", ").join(shapes)
    return text


def feedback_html(result: AnswerResult, suit: str) -> str:
    """Everything the player should learn from this answer, as HTML."""
    hit, missed_c, extra_c = HIT_COLOR.name(), MISSED_COLOR.name(), EXTRA_COLOR.name()
    out: list[str] = []
    if result.timed_out:
        out.append(
            _colored(translate("Feedback", "Time is up: this answer counts as wrong."), extra_c)
        )
    elif result.exact and not result.correct:
        out.append(_colored(translate("Feedback", "Right! This hand is not tenpai."), hit))
    elif result.exact and len(result.correct) == 1:
        out.append(_colored(translate("Feedback", "Right! You found the only wait."), hit))
    elif result.exact:
        out.append(
            _colored(
                translate("Feedback", "Right! You found all {count} waits.").format(
                    count=len(result.correct)
                ),
                hit,
            )
        )
    else:
        out.append(_colored(translate("Feedback", "Not quite."), extra_c))
    lines: list[str] = []
    if result.missed:
        lines.append(
            _colored(translate("Feedback", "Missed:"), missed_c)
            + " "
            + _tiles_list(result.missed, suit)
        )
    if result.extra:
        lines.append(
            _colored(translate("Feedback", "Extra (does not win):"), extra_c)
            + " "
            + _tiles_list(result.extra, suit)
        )
    if result.timed_out and not result.selected:
        lines.append(translate("Feedback", "No tile was picked before the time ran out."))
    elif not result.selected:
        lines.append(translate("Feedback", "You answered: not tenpai."))
    lines.append(
        translate("Feedback", "Answered in {seconds} s.").format(seconds=f"{result.elapsed:.1f}")
    )
    out.append("<br>".join(lines))
    if not result.correct:
        out.append(
            translate("Feedback", "No tile completes this hand, so it is not tenpai (noten).")
        )
    else:
        held = result.question.tiles
        live = [
            translate("Feedback", "{tile} ({live} live)").format(
                tile=_img(r, suit) + " " + tile_text(r, suit), live=4 - held.count(r)
            )
            for r in result.correct
        ]
        total = sum(4 - held.count(r) for r in result.correct)
        out.append(
            "<b>"
            + (
                translate("Feedback", "Wait (1):")
                if len(result.correct) == 1
                else translate("Feedback", "Waits ({count}):").format(count=len(result.correct))
            )
            + "</b> "
            + "&nbsp; ".join(live)
            + "<br>"
            + translate(
                "Feedback", "{live} tiles left that win, counting only the tiles in your hand."
            ).format(live=total)
        )
    rows: list[str] = []
    selected = set(result.selected)
    for wait in result.explanation.waits:
        tag = (
            _colored(translate("Feedback", "found"), hit)
            if wait.rank in selected
            else _colored(translate("Feedback", "missed"), missed_c)
        )
        shapes = translate("Feedback", ", ").join(shape_name(s) for s in wait.shapes)
        decomps = "<br>".join(decomposition_html(d, wait) for d in wait.decompositions)
        rows.append(
            "<tr>"
            f'<td style="padding-right: 8px; vertical-align: top">{_img(wait.rank, suit)}</td>'
            f"<td><b>{tile_text(wait.rank, suit)}</b> [{tag}] — {shapes}<br>"
            f'<span style="font-family: monospace">{decomps}</span></td>'
            "</tr>"
        )
    no_win = translate("Feedback", "adding this tile does not make a complete hand")
    all_four = translate("Feedback", "you hold all four, so it cannot be drawn (no wait)")
    for rank in result.extra:
        why = all_four if result.question.tiles.count(rank) >= 4 else no_win
        rows.append(
            "<tr>"
            f'<td style="padding-right: 8px">{_img(rank, suit)}</td>'
            f"<td>{_colored(tile_text(rank, suit), extra_c)} — "
            f"{why}</td>"
            "</tr>"
        )
    body = "".join(f"<p>{block}</p>" for block in out)
    if rows:
        body += '<table cellspacing="4">' + "".join(rows) + "</table>"
    return body
