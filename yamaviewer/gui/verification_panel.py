"""Per-hand verification: what was checked, the result, each mismatch explained."""

from __future__ import annotations

import html

from PySide6.QtCore import QUrl, Signal
from PySide6.QtWidgets import QTextBrowser, QWidget

from yamaviewer.core.verify import HandCheck, Mismatch
from yamaviewer.gui.scene import OpenGame

_OK = "#2e9d5b"
_BAD = "#d9463e"
_GREY = "#7c8582"

#: Check rows: (key, label); a mismatch belongs to the first key its text mentions.
_CATEGORIES = (
    ("dice", "Dice"),
    ("deal", "Starting hands (deal order)"),
    ("dora", "Dora indicators"),
    ("live", "Live draws"),
    ("rinshan", "Replacement (rinshan) draws"),
    ("ura", "Ura-dora indicators"),
    ("haitei", "Exhaustive draw ends on the haitei"),
)


def mismatch_category(mismatch: Mismatch) -> str:
    what = mismatch.what
    if what.startswith("die"):
        return "dice"
    if what.startswith("starting tile"):
        return "deal"
    if "ura" in what:
        return "ura"
    if "dora" in what:
        return "dora"
    if what.startswith("live draw"):
        return "live"
    if what.startswith("replacement"):
        return "rinshan"
    return "haitei"


def _counts(check: HandCheck) -> dict[str, str]:
    return {
        "dice": f"{check.dice_checked} dice",
        "deal": f"{check.deal_checked} tiles",
        "dora": f"{check.dora_checked} indicator(s)",
        "live": f"{check.live_draws} draw(s)",
        "rinshan": f"{check.rinshan_draws} draw(s)",
        "ura": f"{check.ura_checked} indicator(s)",
        "haitei": "checked" if check.haitei_checked else "not applicable",
    }


class VerificationPanel(QTextBrowser):
    """Rich-text report; a click on "go to step" emits :attr:`stepRequested`."""

    stepRequested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.anchorClicked.connect(self._anchor)
        self.setAccessibleName(self.tr("Verification"))
        self.setPlaceholderText(self.tr("No game open"))

    def _anchor(self, url: QUrl) -> None:
        text = url.toString()
        if text.startswith("step:"):
            self.stepRequested.emit(int(text[5:]))

    def show_hand(self, game: OpenGame | None, index: int) -> None:
        self.setHtml(self.report_html(game, index))

    def report_html(self, game: OpenGame | None, index: int) -> str:
        if game is None or not 0 <= index < game.hand_count:
            return ""
        tr = self.tr
        document = game.document
        parts: list[str] = []
        hand = document.hands[index]
        parts.append(f"<h3 style='margin:2px 0'>{html.escape(hand.label)}</h3>")
        for note in game.notes:
            parts.append(
                "<p style='background:#fff4cc;color:#5b4500;padding:4px;margin:4px 0'>"
                f"{html.escape(note)}</p>"
            )
        verification = document.verification
        check = document.hand_check(index)
        if verification is None or check is None:
            if game.source in ("demo", "seed", "arcade"):
                reason = tr("This wall was computed here, not taken from a log, so there is "
                            "nothing to compare it with.")
            elif document.seed_error:
                reason = tr("The walls could not be rebuilt: %1").replace(
                    "%1", document.seed_error)
            else:
                reason = tr("The log has no SHUFFLE seed, so its walls cannot be rebuilt. "
                            "The table shows only what the record itself reveals (draws, "
                            "dora indicators); the rest of the wall is unknown.")
            parts.append(f"<p style='color:{_GREY}'><b>{tr('Not verified')}</b><br>"
                         f"{html.escape(reason)}</p>")
            return "".join(parts)
        offset = ""
        if verification.hand_offset:
            offset = tr(" (log starts %1 hands into the seed's sequence)").replace(
                "%1", str(verification.hand_offset))
        if check.ok:
            parts.append(
                f"<p style='color:{_OK}'><b>✓ {tr('Verified')}</b>: "
                f"{tr('every tile of this hand came from where the seed puts it.')}"
                f"{html.escape(offset)}</p>"
            )
        else:
            parts.append(
                f"<p style='color:{_BAD}'><b>✗ {tr('Mismatch')}</b>: "
                + tr("%1 tile(s) did not come from where the seed puts them.").replace(
                    "%1", str(len(check.mismatches)))
                + f"{html.escape(offset)}</p>"
            )
        failed: dict[str, int] = {}
        for mismatch in check.mismatches:
            key = mismatch_category(mismatch)
            failed[key] = failed.get(key, 0) + 1
        counts = _counts(check)
        rows = []
        for key, label in _CATEGORIES:
            bad = failed.get(key, 0)
            not_applicable = (key == "haitei" and not check.haitei_checked) or (
                key in ("rinshan", "ura") and counts[key].startswith("0"))
            if not_applicable:
                mark, color = "–", _GREY
            else:
                mark, color = ("✗", _BAD) if bad else ("✓", _OK)
            rows.append(
                f"<tr><td style='color:{color};font-weight:bold;padding-right:6px'>{mark}</td>"
                f"<td>{html.escape(tr(label))}</td>"
                f"<td style='color:{_GREY};padding-left:8px'>{html.escape(counts[key])}</td></tr>"
            )
        parts.append("<table cellspacing='2'>" + "".join(rows) + "</table>")
        if check.mismatches:
            parts.append(f"<h4 style='margin:8px 0 2px 0'>{tr('Mismatches')}</h4><ol>")
            for mismatch in check.mismatches:
                link = ""
                if mismatch.step:
                    link = (f" <a href='step:{mismatch.step}'>"
                            f"{tr('go to step %1').replace('%1', str(mismatch.step))}</a>")
                parts.append(f"<li>{html.escape(mismatch.describe())}{link}</li>")
            parts.append("</ol>")
        seed = document.game.shuffle_seed or ""
        if seed:
            kind = "legacy (2009)" if document.layout.legacy else "mt19937ar-sha512-n288-base64"
            parts.append(f"<p style='color:{_GREY}'>{tr('Seed format')}: {html.escape(kind)}</p>")
        return "".join(parts)
