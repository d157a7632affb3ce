"""The Mortal review beside the table: the AI's choice next to the player's, step by step.

A document opened from an mjai-reviewer report carries its review (core:
``formats/mortal_review``).  This panel shows the summary (match rate, rating,
bad moves), a timeline of the hand's reviewed decisions marked by agreement, and
at a reviewed step both choices, the AI's top probabilities and, where the two
discards differ, each one's useful tiles as the Analysis panel counts them.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, QUrl, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QTextBrowser, QVBoxLayout, QWidget

from yamaviewer.core.replay.document import GameDocument
from yamaviewer.gui import texts

if TYPE_CHECKING:
    # The review's reader loads with the first review opened: the dock is built with the
    # window, and most windows never show one.
    from yamaviewer.core.formats.mortal_review import MortalReview, ReviewEntry

#: Marks on the timeline: the same choice, a different one, one below the first bad-move line.
MATCH = QColor("#2e7d4f")
DIFFERENT = QColor("#d08a1e")
BAD = QColor("#c0392b")


def entry_colour(entry: ReviewEntry) -> QColor:
    from yamaviewer.core.formats.mortal_review import BAD_MOVE_THRESHOLDS

    if entry.is_equal:
        return MATCH
    return BAD if entry.actual_prob < BAD_MOVE_THRESHOLDS[0] else DIFFERENT


class ReviewTimeline(QWidget):
    """The hand's steps left to right, a mark per reviewed decision; a click goes there."""

    stepRequested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewTimeline")
        self.entries: list[ReviewEntry] = []
        self.steps = 1
        self.step = 0
        self.setMinimumHeight(26)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_hand(self, entries: list[ReviewEntry], steps: int, step: int) -> None:
        self.entries, self.steps, self.step = entries, max(1, steps), step
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(240, 26)

    def _x(self, step: int) -> float:
        margin = 6.0
        return margin + (self.width() - 2 * margin) * step / self.steps

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        middle = self.height() / 2
        painter.setPen(self.palette().mid().color())
        painter.drawLine(int(self._x(0)), int(middle), int(self._x(self.steps)), int(middle))
        for entry in self.entries:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(entry_colour(entry))
            x = self._x(entry.step)
            painter.drawEllipse(QRectF(x - 4, middle - 4, 8, 8))
        painter.setPen(self.palette().text().color())
        x = self._x(self.step)
        painter.drawLine(int(x), 2, int(x), self.height() - 2)
        painter.end()

    def entry_near(self, x: float) -> ReviewEntry | None:
        """The reviewed decision drawn nearest to ``x`` (None when the hand has none)."""
        if not self.entries:
            return None
        return min(self.entries, key=lambda e: abs(self._x(e.step) - x))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        entry = self.entry_near(event.position().x())
        if entry is not None:
            self.stepRequested.emit(entry.step)
        super().mousePressEvent(event)


class ReviewPanel(QWidget):
    """The review of the open game (empty when the game came without one)."""

    stepRequested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewPanel")
        self.document_: GameDocument | None = None
        self.hand_index = 0
        self.step = 0
        self.timeline = ReviewTimeline()
        self.timeline.stepRequested.connect(self.stepRequested)
        self.report = QTextBrowser()
        self.report.setObjectName("reviewReport")
        self.report.setOpenLinks(False)
        self.report.anchorClicked.connect(self._anchor)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.timeline)
        layout.addWidget(self.report, 1)
        self.retranslate_ui()

    @property
    def review(self) -> MortalReview | None:
        return None if self.document_ is None else self.document_.review

    # -- feeding -------------------------------------------------------------------------------
    def show_step(self, document: GameDocument | None, hand_index: int, step: int) -> None:
        self.document_, self.hand_index, self.step = document, hand_index, step
        self.refresh()

    def follow(self, navigation: Any) -> None:
        """Follow the window's navigation (``moved``, ``game.document``, ``hand``, ``step``)."""

        def update() -> None:
            game = navigation.game
            document = None if game is None else game.document
            self.show_step(document, navigation.hand, navigation.step)

        navigation.moved.connect(update)

    def current_entry(self) -> ReviewEntry | None:
        review = self.review
        if review is None:
            return None
        return next((e for e in review.for_hand(self.hand_index) if e.step == self.step), None)

    def refresh(self) -> None:
        review = self.review
        if review is None or self.document_ is None:
            self.timeline.set_hand([], 1, 0)
            self.report.setHtml("")
            return
        entries = review.for_hand(self.hand_index)
        steps = len(self.document_.hands[self.hand_index].events)
        self.timeline.set_hand(entries, steps, self.step)
        self.report.setHtml(self.summary_html(review) + self.entry_html(review, entries))

    # -- text ----------------------------------------------------------------------------------
    def summary_html(self, review: MortalReview) -> str:
        from yamaviewer.core.formats.mortal_review import BAD_MOVE_THRESHOLDS

        game = review.game
        name = game.player_names[review.player_id] if review.player_id < 4 else ""
        head = self.tr("{engine} review of {player}").format(
            engine=html.escape(review.engine or "Mortal"),
            player=html.escape(name or texts.seat_name(review.player_id)),
        )
        rate = self.tr("Match rate {matches}/{total} ({percent} %)").format(
            matches=review.total_matches,
            total=review.total_reviewed,
            percent=f"{100 * review.match_rate:.1f}",
        )
        parts = [rate]
        if review.rating is not None:
            parts.append(self.tr("Rating {rating}").format(rating=f"{100 * review.rating:.1f}"))
        low, high = BAD_MOVE_THRESHOLDS
        bad = self.tr("Bad moves: {low} below 5 %, {high} below 10 %").format(
            low=review.bad_moves(low), high=review.bad_moves(high)
        )
        model = f"<br><small>{html.escape(review.model_tag)}</small>" if review.model_tag else ""
        copy = ""
        if review.library_copy:
            copy = (
                "<br><small>"
                + self.tr("On the Library's copy of this game with its seed: {game}").format(
                    game=html.escape(review.library_copy)
                )
                + "</small>"
            )
        return f"<p><b>{head}</b><br>{' · '.join(parts)}<br>{bad}{model}{copy}</p>"

    def entry_html(self, review: MortalReview, entries: list[ReviewEntry]) -> str:
        from yamaviewer.core.formats.mortal_review import discard_useful_tiles

        entry = next((e for e in entries if e.step == self.step), None)
        if entry is None:
            later = [e for e in entries if e.step > self.step]
            earlier = [e for e in entries if e.step < self.step]
            links = []
            if earlier:
                links.append(
                    f"<a href='step:{earlier[-1].step}'>{self.tr('Previous decision')}</a>"
                )
            if later:
                links.append(f"<a href='step:{later[0].step}'>{self.tr('Next decision')}</a>")
            text = self.tr("No reviewed decision at this step.")
            return f"<p>{text}<br>{' · '.join(links)}</p>"
        mark = "✔" if entry.is_equal else "✘"
        colour = entry_colour(entry).name()
        turn = self.tr("Turn {turn} · {left} tiles left").format(
            turn=entry.junme, left=entry.tiles_left
        )
        rows = [
            f"<p>{turn}</p><table cellspacing='4'>",
            f"<tr><td>{self.tr('Player')}</td><td><b>{self.action_text(entry.actual)}</b></td>"
            f"<td style='color:{colour}'><b>{mark}</b> {entry.actual_prob:.1%}</td></tr>",
            f"<tr><td>{self.tr('AI')}</td><td><b>{self.action_text(entry.expected)}</b></td>"
            "<td></td></tr></table>",
            f"<p><b>{self.tr('AI probabilities')}</b></p><table cellspacing='3'>",
        ]
        for choice in entry.top():
            width = max(1, round(120 * choice.prob))
            rows.append(
                f"<tr><td>{self.action_text(choice.action)}</td>"
                f"<td><table cellspacing='0' cellpadding='0'><tr>"
                f"<td width='{width}' bgcolor='#5b8bd0'>&nbsp;</td></tr></table></td>"
                f"<td align='right'>{choice.prob:.1%}</td></tr>"
            )
        rows.append("</table>")
        if not entry.is_equal and self.document_ is not None:
            replay = self.document_.replay(self.hand_index)
            mine, ai = discard_useful_tiles(replay, entry, review.player_id)
            if mine is not None and ai is not None:
                rows.append(f"<p><b>{self.tr('Useful tiles (as in Analysis)')}</b><br>")
                for who, counted in ((self.tr("Player"), mine), (self.tr("AI"), ai)):
                    rows.append(
                        self.tr("{who}: discard {tile} → {shanten}-shanten, {count} tiles").format(
                            who=who,
                            tile=html.escape(texts.tile_text(counted.kind * 4 + 1)),
                            shanten=counted.shanten,
                            count=counted.ukeire_total,
                        )
                        + "<br>"
                    )
                rows.append("</p>")
        return "".join(rows)

    def action_text(self, action: dict[str, Any]) -> str:
        """An mjai action in players' words ('Discard 5p', 'Pon Haku', 'Pass')."""
        from yamaviewer.core.formats.mortal_review import action_tile

        kind = action.get("type")
        tile = action_tile(action)
        name = html.escape(texts.tile_text(tile)) if tile is not None else ""
        words = {
            "dahai": self.tr("Discard {tile}"),
            "chi": self.tr("Chi {tile}"),
            "pon": self.tr("Pon {tile}"),
            "daiminkan": self.tr("Kan {tile}"),
            "kakan": self.tr("Added kan {tile}"),
            "ankan": self.tr("Closed kan"),
            "reach": self.tr("Riichi"),
            "ryukyoku": self.tr("Abortive draw"),
            "none": self.tr("Pass"),
        }
        if kind == "hora":
            return (
                self.tr("Tsumo") if action.get("actor") == action.get("target") else self.tr("Ron")
            )
        return words.get(str(kind), html.escape(str(kind))).format(tile=name)

    # -- links and language ------------------------------------------------------------------
    def _anchor(self, url: QUrl) -> None:
        text = url.toString()
        if text.startswith("step:") and text[5:].isdigit():
            self.stepRequested.emit(int(text[5:]))

    def retranslate_ui(self) -> None:
        self.report.setPlaceholderText(self.tr("Open an mjai-reviewer report to see its review"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


__all__ = ["ReviewPanel", "ReviewTimeline", "entry_colour"]


def on_verified_replay(document: GameDocument) -> GameDocument:
    """A reviewed game's seeded copy from the Library with the review on it, else ``document``.

    The report's own game (mjai) carries no wall; the Library's mjlog of the same
    game (:func:`~yamaviewer.core.library.match.find_seeded_copy`) is verified,
    so the review is shown there.  A library problem never stops the viewer.
    """
    from yamaviewer.core.formats.errors import LogFormatError
    from yamaviewer.core.formats.mortal_review import review_on_game
    from yamaviewer.core.library.match import find_seeded_copy
    from yamaviewer.core.library.schema import LibraryError
    from yamaviewer.core.replay.document import open_game
    from yamaviewer.gui.library import store

    review = document.review
    library = store.shared_library()
    if review is None or library is None:
        return document
    try:
        found = find_seeded_copy(library, review.game)
        if found is None:
            return document
        entry, loaded = found
        copy = open_game(loaded.record, None, "mjlog" if loaded.format == "mjlog" else "tenhou6")
        placed = review_on_game(review, copy.game)
    except (LibraryError, LogFormatError, ValueError):
        return document
    placed.library_copy = entry.title
    copy.review = placed
    return copy
