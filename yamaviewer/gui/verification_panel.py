"""Per-hand verification: what was checked, the result, each mismatch explained."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QUrl, Signal
from PySide6.QtWidgets import QTextBrowser, QWidget

from yamaviewer.core.record import HandRecord
from yamaviewer.core.replay.presentation import OpenGame
from yamaviewer.core.verification.results import (
    MORE_MISMATCHES,
    CheckKind,
    HandCheck,
    Mismatch,
)
from yamaviewer.gui import texts

if TYPE_CHECKING:
    from yamaviewer.gui.navigation import Navigation

_OK = "#2e9d5b"
_BAD = "#d9463e"
_GREY = "#7c8582"

#: Check rows: (key, label); a mismatch belongs to the row of its CheckKind.
_CATEGORIES = (
    ("dice", str(QT_TRANSLATE_NOOP("VerificationPanel", "Dice"))),
    ("deal", str(QT_TRANSLATE_NOOP("VerificationPanel", "Starting hands (deal order)"))),
    ("dora", str(QT_TRANSLATE_NOOP("VerificationPanel", "Dora indicators"))),
    ("live", str(QT_TRANSLATE_NOOP("VerificationPanel", "Live draws"))),
    ("rinshan", str(QT_TRANSLATE_NOOP("VerificationPanel", "Replacement (rinshan) draws"))),
    ("ura", str(QT_TRANSLATE_NOOP("VerificationPanel", "Ura-dora indicators"))),
    ("haitei", str(QT_TRANSLATE_NOOP("VerificationPanel", "Exhaustive draw ends on the haitei"))),
)


def mismatch_category(mismatch: Mismatch[int]) -> str:
    return mismatch.kind.value


def describe_mismatch(mismatch: Mismatch[int], namer: Callable[[int], str] | None = None) -> str:
    """A mismatch in the interface language, from its structured fields (``namer``
    names a seat the viewer's way: wind and player)."""
    translate = QCoreApplication.translate
    name_of = namer or texts.seat_name
    seat = "" if mismatch.seat is None else name_of(mismatch.seat)
    n = str(mismatch.number)
    kind = mismatch.kind
    if kind is CheckKind.DICE:
        return (
            translate("VerificationPanel", "die %1: the seed gives %2, the log shows %3")
            .replace("%1", n)
            .replace("%2", str((mismatch.expected or 0) + 1))
            .replace("%3", str((mismatch.found or 0) + 1))
        )
    what = (
        {
            CheckKind.DEAL: translate("VerificationPanel", "starting tile %1 of %2"),
            CheckKind.DORA: translate("VerificationPanel", "dora indicator %1"),
            CheckKind.URA: translate("VerificationPanel", "ura-dora indicator %1"),
            CheckKind.LIVE: translate("VerificationPanel", "live draw %1 by %2"),
            CheckKind.RINSHAN: translate("VerificationPanel", "replacement draw %1 by %2"),
            CheckKind.HAITEI: translate(
                "VerificationPanel", "exhaustive draw after %1 live draws (not at the haitei)"
            ),
        }[kind]
        .replace("%1", n)
        .replace("%2", seat)
    )

    expected, found = mismatch.expected, mismatch.found
    # The same kind in both places (a swapped copy, T69 -> T70): only the ids differ.
    same_kind = expected is not None and found is not None and expected // 4 == found // 4

    def tile(value: int | None) -> str:
        if value is None or not 0 <= value < 136:
            return translate("VerificationPanel", "no tile")
        if same_kind:
            return (
                translate("VerificationPanel", "%1 (tile id %2)")
                .replace("%1", texts.tile_text(value))
                .replace("%2", str(value))
            )
        return texts.tile_text(value)

    return (
        translate(
            "VerificationPanel", "%1 (wall position %2): the seed puts %3 there, the log has %4"
        )
        .replace("%1", what)
        .replace("%2", str(mismatch.position))
        .replace("%3", tile(mismatch.expected))
        .replace("%4", tile(mismatch.found))
    )


def _checked_at(wins: int) -> str:
    """Where indicators were checked again: ", checked at the win" / "both wins" / "all 3 wins"."""
    translate = QCoreApplication.translate
    if wins <= 0:
        return ""
    if wins == 1:
        return translate("VerificationPanel", ", checked at the win")
    if wins == 2:
        return translate("VerificationPanel", ", checked at both wins")
    text = translate("VerificationPanel", ", checked at all %n wins")
    return texts.plural(text, wins)


def indicator_words(hand: HandRecord, final_doras: int) -> tuple[str, str]:
    """The dora and ura-dora rows in words a player reads.

    The verifier counts checks (a double ron checks the one dora indicator three
    times); a player counts indicators: "1 dora indicator, checked at both wins".
    """
    # Each translate() call stands alone: lupdate does not see one nested in another call.
    translate = QCoreApplication.translate
    wins = hand.wins
    dora = translate("VerificationPanel", "%n dora indicator(s)")
    dora = texts.plural(dora, final_doras) + _checked_at(sum(1 for w in wins if w.dora))
    ura_count = max((len(w.ura) for w in wins), default=0)
    if ura_count:
        ura = translate("VerificationPanel", "%n ura-dora indicator(s)")
        ura = texts.plural(ura, ura_count) + _checked_at(sum(1 for w in wins if w.ura))
    else:
        ura = translate("VerificationPanel", "none shown")
    return dora, ura


def _counts(check: HandCheck[int], hand: HandRecord, final_doras: int) -> dict[str, str]:
    """What was checked per row, in words (rows with nothing checked are not applicable)."""
    translate = QCoreApplication.translate
    dora, ura = indicator_words(hand, final_doras)
    # Plain names for the counts: lupdate misses a call whose count is an attribute.
    n_dice, n_tiles = check.dice_checked, check.deal_checked
    n_live, n_rinshan = check.live_draws, check.rinshan_draws
    dice = translate("VerificationPanel", "%n die/dice")
    tiles = translate("VerificationPanel", "%n tile(s)")
    live = translate("VerificationPanel", "%n draw(s)")
    rinshan = translate("VerificationPanel", "%n draw(s)")
    return {
        "dice": texts.plural(dice, n_dice),
        "deal": texts.plural(tiles, n_tiles),
        "dora": dora,
        "live": texts.plural(live, n_live),
        "rinshan": texts.plural(rinshan, n_rinshan),
        "ura": ura,
        "haitei": (
            translate("VerificationPanel", "checked")
            if check.haitei_checked
            else translate("VerificationPanel", "not applicable")
        ),
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

    def follow(self, navigation: Navigation) -> None:
        """Report on ``navigation``'s hand, from now on."""
        navigation.gameChanged.connect(lambda game: self.show_hand(game, navigation.hand))
        navigation.handChanged.connect(lambda scene: self.show_hand(navigation.game, scene.index))

    def show_hand(self, game: OpenGame | None, index: int) -> None:
        self.setHtml(self.report_html(game, index))

    def report_html(self, game: OpenGame | None, index: int) -> str:
        if game is None or not 0 <= index < game.hand_count:
            return ""
        document = game.document
        parts: list[str] = []
        hand = document.hands[index]
        parts.append(f"<h3 style='margin:2px 0'>{html.escape(texts.hand_label(hand))}</h3>")
        if document.majsoul_verification is not None:
            from yamaviewer.gui import majsoul_report

            steps = document.record_action_steps
            hand_steps = steps[index] if steps is not None and index < len(steps) else None
            parts.append(
                majsoul_report.report_html(document.majsoul_verification, index, hand_steps)
            )
            return "".join(parts)
        verification_notes = document.verification.notes if document.verification else []
        if document.game.skipped:  # rounds the file holds but could not be read
            from yamaviewer.core.formats.tenhou6 import skipped_sentence

            verification_notes = [
                *verification_notes,
                *(skipped_sentence(s) for s in document.game.skipped),
            ]
        for note in (*game.notes, *verification_notes):
            parts.append(
                "<p style='background:#fff4cc;color:#5b4500;padding:4px;margin:4px 0'>"
                f"{html.escape(texts.core_text(note))}</p>"
            )
        verification = document.verification
        check = document.hand_check(index)
        if game.source in ("demo", "seed", "arcade"):
            # A wall computed here is a preview: nothing was compared with a log,
            # so no verdict and no ticks that staff could take for a proof.
            preview = self.tr("Preview, not verified")
            if game.source == "demo":
                reason = self.tr(
                    "This game was played out here from yamaviewer's own seed, not taken "
                    "from a game log, so there is nothing to compare it with."
                )
            else:
                reason = self.tr(
                    "This wall was computed here from what was typed, not taken from a "
                    "game log, so there is nothing to compare it with. It shows where the "
                    "seed would put each tile."
                )
            parts.append(
                f"<p style='color:{_GREY}'><b>{html.escape(preview)}</b><br>"
                f"{html.escape(reason)}</p>"
            )
            return "".join(parts)
        if verification is None or check is None:
            if document.unverifiable_reason:
                reason = texts.core_text(document.unverifiable_reason)
            elif document.seed_error:
                reason = self.tr("The walls could not be rebuilt: %1").replace(
                    "%1", texts.core_text(document.seed_error)
                )
            else:
                reason = self.tr(
                    "The log has no SHUFFLE seed, so its walls cannot be rebuilt. "
                    "The table shows only what the record itself reveals (draws, "
                    "dora indicators); the rest of the wall is unknown."
                )
            not_verified = self.tr("Not verified")
            parts.append(
                f"<p style='color:{_GREY}'><b>{html.escape(not_verified)}</b><br>"
                f"{html.escape(reason)}</p>"
            )
            return "".join(parts)
        offset = ""
        if verification.hand_offset:
            offset = self.tr(" (log starts %1 hands into the seed's sequence)").replace(
                "%1", str(verification.hand_offset)
            )
        if check.ok:
            verdict = self.tr("Verified")
            detail = self.tr("every tile of this hand came from where the seed puts it.")
            parts.append(
                f"<p style='color:{_OK}'><b>✓ {html.escape(verdict)}</b>: "
                f"{html.escape(detail)}{html.escape(offset)}</p>"
            )
        else:
            verdict = self.tr("Mismatch")
            detail = self.tr("%1 tile(s) did not come from where the seed puts them.").replace(
                "%1", str(check.mismatch_count)
            )
            parts.append(
                f"<p style='color:{_BAD}'><b>✗ {html.escape(verdict)}</b>: "
                f"{html.escape(detail)}{html.escape(offset)}</p>"
            )
        failed: dict[str, int] = {}
        for mismatch in check.mismatches:
            key = mismatch_category(mismatch)
            failed[key] = failed.get(key, 0) + 1
        for omitted in check.omitted_kinds:  # failed, only counted
            failed[omitted.value] = failed.get(omitted.value, 0) + 1
        final_doras = len(document.replay(index).states[-1].dora_indicators)
        counts = _counts(check, hand, final_doras)
        rows = []
        for key, label in _CATEGORIES:
            bad = failed.get(key, 0)
            not_applicable = (
                (key == "haitei" and not check.haitei_checked)
                or (key == "rinshan" and not check.rinshan_draws)
                or (key == "ura" and not check.ura_checked)
            )
            if not_applicable:
                mark, color = "–", _GREY
            else:
                mark, color = ("✗", _BAD) if bad else ("✓", _OK)
            # Paragraphs, not table cells: a narrow dock wraps between words
            # instead of cutting a word in two or clipping the tick.
            rows.append(
                f"<p style='margin:1px 0'><span style='color:{color};font-weight:bold'>"
                f"{mark}</span>&nbsp;{html.escape(self.tr(label))}"
                f" <span style='color:{_GREY}'>— {html.escape(counts[key])}</span></p>"
            )
        parts.append("".join(rows))
        if check.mismatches or check.omitted:
            heading = self.tr("Mismatches")
            parts.append(f"<h4 style='margin:8px 0 2px 0'>{html.escape(heading)}</h4><ol>")
            for mismatch in check.mismatches:
                link = ""
                if mismatch.step:
                    go = self.tr("go to step %1").replace("%1", str(mismatch.step))
                    link = f" <a href='step:{mismatch.step}'>{html.escape(go)}</a>"
                described = describe_mismatch(
                    mismatch,
                    lambda seat: texts.seat_label(
                        hand, seat, document.game.player_names, document.game.player_count
                    ),
                )
                parts.append(f"<li>{html.escape(described)}{link}</li>")
            parts.append("</ol>")
            if check.omitted:  # past the game's first mismatches: counted, not kept
                more = texts.core_text(MORE_MISMATCHES.arg(check.omitted))
                parts.append(f"<p>{html.escape(more)}</p>")
        seed = document.game.shuffle_seed or ""
        if seed or hand.shuffle_key:
            if not seed:
                kind = self.tr("one key per hand (mt19937ar, before August 2009)")
            else:
                kind = "legacy (2009)" if document.layout.legacy else "mt19937ar-sha512-n288-base64"
            label = self.tr("Seed format: %1").replace("%1", kind)
            parts.append(f"<p style='color:{_GREY}'>{html.escape(label)}</p>")
        return "".join(parts)
