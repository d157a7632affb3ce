"""The verification report of a Mahjong Soul record's hand, in the interface language.

The core checks each hand (:mod:`yamaviewer.core.verification.majsoul`); this module
words the result for the verification panel from the structured fields, so
nothing English reaches the Japanese interface.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication

from yamaviewer.core.tiles import parse_kind
from yamaviewer.core.verification.results import (
    CheckKind,
    HandCheck,
    MajsoulVerification,
    Mismatch,
)
from yamaviewer.gui import i18n, texts

_OK = "#2e9d5b"
_BAD = "#d9463e"
_GREY = "#7c8582"


def code_text(code: str | None) -> str:
    """A tile code ('0p') as players of the interface language write it."""
    if not code:
        return QCoreApplication.translate("MajsoulReport", "nothing")
    try:
        kind, red = parse_kind(code)
    except ValueError:
        return code
    return texts.tile_text(kind * 4 if red else kind * 4 + 1)


def _count_text(code: str, count: int) -> str:
    if i18n.current_language() == "ja":
        return f"{code_text(code)}が{count}枚"
    return f"{count} × {code_text(code)}"


def describe(mismatch: Mismatch[str]) -> str:
    """One failed check, worded from its fields."""
    seat = "" if mismatch.seat is None else texts.seat_name(mismatch.seat)
    number = str(mismatch.number)
    expected, found = code_text(mismatch.expected), code_text(mismatch.found)
    kind = mismatch.kind
    if kind is CheckKind.HASH:
        return QCoreApplication.translate(
            "MajsoulReport", "The wall's hash differs from the hash in the record."
        )
    if kind is CheckKind.TILES:
        counts = ", ".join(_count_text(code, count) for code, count in mismatch.counts[:8])
        return QCoreApplication.translate(
            "MajsoulReport", "This wall is not a real tile set: %1."
        ).replace("%1", counts)
    if kind is CheckKind.JOURNAL:
        if mismatch.hand == 0:
            return QCoreApplication.translate(
                "MajsoulReport", "The journal lists %1, which the record does not have."
            ).replace("%1", mismatch.hand_label)
        return QCoreApplication.translate(
            "MajsoulReport", "The hash copied during play differs from the record's hash."
        )
    if kind is CheckKind.DEAL:
        return (
            QCoreApplication.translate(
                "MajsoulReport", "Starting hand of %1: the wall deals %2, the record has %3."
            )
            .replace("%1", seat)
            .replace("%2", mismatch.expected or "")
            .replace("%3", mismatch.found or "")
        )
    what = {
        CheckKind.LIVE: QCoreApplication.translate("MajsoulReport", "draw %1 by %2"),
        CheckKind.RINSHAN: QCoreApplication.translate("MajsoulReport", "replacement draw %1 by %2"),
        CheckKind.DORA: QCoreApplication.translate("MajsoulReport", "dora indicator %1"),
        CheckKind.URA: QCoreApplication.translate("MajsoulReport", "ura-dora indicator %1"),
    }.get(kind, kind.value)
    what = what.replace("%1", number).replace("%2", seat)
    if mismatch.position is None:
        return QCoreApplication.translate("MajsoulReport", "%1 has no place in the wall.").replace(
            "%1", what
        )
    return (
        QCoreApplication.translate(
            "MajsoulReport", "%1 (wall tile %2): the wall has %3 there, the record has %4."
        )
        .replace("%1", what)
        .replace("%2", str(mismatch.position + 1))
        .replace("%3", expected)
        .replace("%4", found)
    )


def _rows(check: HandCheck[str]) -> list[tuple[str, bool | None, str]]:
    """(label, passed or None when not applicable, what was counted) per check."""
    failed = {m.kind for m in check.mismatches}
    hash_name = {"md5": "MD5", "sha256": "SHA-256"}.get(check.hash or "", "")
    rows: list[tuple[str, bool | None, str]] = [
        (QCoreApplication.translate("MajsoulReport", "Hash of the wall"), check.hash_ok, hash_name),
        (QCoreApplication.translate("MajsoulReport", "Real tile set"), check.tiles_ok, ""),
    ]
    if check.deal_checked:
        rows.append(
            (
                QCoreApplication.translate("MajsoulReport", "Starting hands from the wall"),
                CheckKind.DEAL not in failed,
                "",
            )
        )
    draws = QCoreApplication.translate("MajsoulReport", "%1 draw(s)")
    rows.append(
        (
            QCoreApplication.translate("MajsoulReport", "Draws from the front"),
            CheckKind.LIVE not in failed,
            draws.replace("%1", str(check.live_draws)),
        )
    )
    replacements = check.rinshan_draws
    rows.append(
        (
            QCoreApplication.translate("MajsoulReport", "Replacement draws from the back"),
            (CheckKind.RINSHAN not in failed) if replacements else None,
            draws.replace("%1", str(replacements)),
        )
    )
    indicators = QCoreApplication.translate("MajsoulReport", "%1 indicator(s)")
    rows.append(
        (
            QCoreApplication.translate("MajsoulReport", "Dora indicators"),
            CheckKind.DORA not in failed,
            indicators.replace("%1", str(check.dora_checked)),
        )
    )
    rows.append(
        (
            QCoreApplication.translate("MajsoulReport", "Ura-dora indicators"),
            (CheckKind.URA not in failed) if check.ura_checked else None,
            indicators.replace("%1", str(check.ura_checked)),
        )
    )
    if check.journal_ok is not None:
        rows.append(
            (
                QCoreApplication.translate("MajsoulReport", "Hash copied during play"),
                check.journal_ok,
                "",
            )
        )
    return rows


def report_html(
    verification: MajsoulVerification, index: int, steps: list[int] | None = None
) -> str:
    """The panel's report for hand ``index`` of a Mahjong Soul record.

    ``steps`` maps the record's action numbers (1-based) to the viewer's steps.
    """
    parts: list[str] = []
    for note in verification.notes:
        parts.append(
            "<p style='background:#fff4cc;color:#5b4500;padding:4px;margin:4px 0'>"
            f"{html.escape(texts.core_text(note))}</p>"
        )
    if verification.status == "error" or not 0 <= index < len(verification.hands):
        reason = texts.core_text(verification.error or "")
        heading = QCoreApplication.translate("MajsoulReport", "Not verified")
        parts.append(
            f"<p style='color:{_GREY}'><b>{html.escape(heading)}</b><br>{html.escape(reason)}</p>"
        )
        return "".join(parts)
    check = verification.hands[index]
    if check.ok and check.hash_ok:  # verified only where a hash fixed the wall in advance
        verdict = QCoreApplication.translate("MajsoulReport", "Verified")
        detail = QCoreApplication.translate(
            "MajsoulReport",
            "the hash matches and every tile of this hand came from where the published wall "
            "puts it.",
        )
        parts.append(
            f"<p style='color:{_OK}'><b>✓ {html.escape(verdict)}</b>: {html.escape(detail)}</p>"
        )
    else:
        verdict = QCoreApplication.translate("MajsoulReport", "Mismatch")
        detail = QCoreApplication.translate("MajsoulReport", "%1 check(s) failed.").replace(
            "%1", str(len(check.mismatches))
        )
        parts.append(
            f"<p style='color:{_BAD}'><b>✗ {html.escape(verdict)}</b>: {html.escape(detail)}</p>"
        )
    rows = []
    for label, passed, counted in _rows(check):
        mark, color = ("–", _GREY) if passed is None else (("✓", _OK) if passed else ("✗", _BAD))
        rows.append(
            f"<tr><td style='color:{color};font-weight:bold;padding-right:6px'>{mark}</td>"
            f"<td>{html.escape(label)}</td>"
            f"<td style='color:{_GREY};padding-left:8px'>{html.escape(counted)}</td></tr>"
        )
    parts.append("<table cellspacing='2'>" + "".join(rows) + "</table>")
    if check.mismatches:
        heading = QCoreApplication.translate("MajsoulReport", "Mismatches")
        parts.append(f"<h4 style='margin:8px 0 2px 0'>{html.escape(heading)}</h4><ol>")
        for mismatch in check.mismatches:
            link = ""
            step = mismatch.step
            if steps is not None and 0 < step <= len(steps):
                step = steps[step - 1]
            if step:
                go = QCoreApplication.translate("MajsoulReport", "go to step %1").replace(
                    "%1", str(step)
                )
                link = f" <a href='step:{step}'>{html.escape(go)}</a>"
            parts.append(f"<li>{html.escape(describe(mismatch))}{link}</li>")
        parts.append("</ol>")
    return "".join(parts)
