"""The analysis panel: shanten, ukeire and where the useful tiles really were, per seat.

Fed with (document, hand, step, seats) by the window; it computes only while visible.
Each seat's report is its own text view, and a step builds only the reports that can be
seen: one scrolled out of view keeps its old text (and height), is never painted stale,
and is built when it comes into view.  The analyses are kept per hand (a core
:class:`StepAnalyser`: each (step, seat) once, a hand that did not change keeps its
shanten) and the reports per (hand, step, seat), so stepping back costs nothing, and a
report whose text did not change is not laid out again.
Links jump to a step or open the double-riichi calculator on a seat's riichi hand.
"""

from __future__ import annotations

import html
import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from PySide6.QtCore import QEvent, QObject, QSizeF, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QMoveEvent, QPaintEvent, QResizeEvent, QShowEvent, QTextDocument
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from yamaviewer.core.record import EventKind
from yamaviewer.core.replay.document import GameDocument
from yamaviewer.gui import texts
from yamaviewer.gui.analysis.danger_section import DangerTables, danger_html
from yamaviewer.gui.first_frame import after_first_frame, first_frame_painted
from yamaviewer.gui.settings import Settings
from yamaviewer.gui.tile_painter import TilePainter

if TYPE_CHECKING:
    from yamaviewer.core.analysis.step import StepAnalyser, StepAnalysis

# The analysis modules are imported when the panel first has something to show, so a
# start-up that never opens the Analysis tab does not pay for them.

_GREY = "#7c8582"
_GOOD = "#2e7d4f"
_ACCENT = "#1d3d6b"

#: Reports kept for stepping back (a few hundred steps of four seats, a few KB each).
_KEPT_REPORTS = 1024
#: Hands whose analyses are kept (the one shown and the one before).
_KEPT_HANDS = 2


class ReportKey(NamedTuple):
    """What one report shows: a seat of a hand at a step (seat None: no hand to analyse)."""

    hand: int
    step: int
    seat: int | None
    reveal: bool


def kind_text(kind: int) -> str:
    """A tile kind in the interface language ('5p' / '五筒')."""
    return texts.tile_text(kind * 4 + 1)


class SeatReport(QTextBrowser):
    """One seat's report: as tall as its text (the panel scrolls), set only when it changed.

    ``wanted`` is what it should show, ``built_for`` what its text was built for; the
    panel builds it when it can be seen, and until then it paints nothing.
    """

    def __init__(self, panel: AnalysisPanel) -> None:
        super().__init__()
        self.panel = panel
        self.html = ""
        self.wanted: ReportKey | None = None
        self.built_for: ReportKey | None = None
        self._setting = False
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        layout = self.document().documentLayout()
        layout.documentSizeChanged.connect(self._fit)
        self.anchorClicked.connect(panel.anchorClicked.emit)

    def show_html(self, report: str) -> None:
        if report != self.html:  # an unchanged report is not laid out again
            self.html = report
            # Fitted once to the new text, not to the empty document setHtml passes by.
            self._setting = True
            self.setHtml(report)
            self._setting = False
            self._fit(self.document().size())

    @property
    def stale(self) -> bool:
        """True while the text is not the report wanted now."""
        return self.built_for != self.wanted

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.stale or self.panel.outdated:
            # Come into view since the step changed: no old figures, built next.
            self.panel.queue_fill()
            return
        super().paintEvent(event)

    def moveEvent(self, event: QMoveEvent) -> None:
        super().moveEvent(event)
        if self.stale:  # pushed into view, maybe, by a report above that changed height
            self.panel.queue_fill()

    def _fit(self, size: QSizeF) -> None:
        if self._setting:
            return
        self.setFixedHeight(math.ceil(size.height()) + 2 * self.frameWidth())

    def loadResource(self, kind: int, name: QUrl | str, /) -> Any:
        image = self.panel.tile_image(name, self.devicePixelRatioF())
        if image is not None:
            return image
        if kind == QTextDocument.ResourceType.ImageResource.value:
            return None
        return super().loadResource(kind, name)


class AnalysisPanel(QScrollArea):
    """Rich-text analysis of the seats in view at the current step, a report per seat."""

    stepRequested = Signal(int)
    #: A link in a report was clicked (as QTextBrowser's signal of that name).
    anchorClicked = Signal(QUrl)
    #: Queued to itself: build the reports that came into view (before they are painted).
    _fill_requested = Signal()

    #: Size of the tile pictures in the report (logical pixels).
    TILE_WIDTH = 20
    TILE_HEIGHT = 27

    def __init__(
        self,
        tiles: TilePainter | None = None,
        parent: QWidget | None = None,
        settings: Settings | None = None,
    ) -> None:
        super().__init__(parent)
        #: The built-in danger table or the player's (kept in ``settings``).
        self.danger_tables = DangerTables(settings, self)
        self.danger_tables.changed.connect(self._table_changed)
        self.tiles = tiles
        self.setObjectName("analysisPanel")
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.anchorClicked.connect(self._anchor)
        self.body = QWidget()
        self.rows = QVBoxLayout(self.body)
        self.rows.setContentsMargins(4, 4, 4, 4)
        self.rows.setSpacing(2)
        self.placeholder = QLabel()
        self.placeholder.setStyleSheet(f"color:{_GREY};")
        self.rows.addWidget(self.placeholder)
        self.rows.addStretch(1)
        self.setWidget(self.body)
        # A panel tabbed behind another dock is "visible" but shows nothing: its body
        # is painted when it comes to the front, and the report follows then.
        self.body.installEventFilter(self)
        #: The seat reports, each after a rule (none before the first), and how many show.
        self.sections: list[SeatReport] = []
        self.rules: list[QFrame] = []
        self.shown = 0
        self.document_: GameDocument | None = None
        self.hand_index = 0
        self.step = 0
        self.seats: tuple[int, ...] = ()
        self.reveal = True
        self._dirty = True
        #: The current document's kept analyses (per hand) and reports.
        self._analysers: dict[int, StepAnalyser] = {}
        self._reports: dict[ReportKey, str] = {}
        #: Each tile's HTML, in the interface language.
        self._tile_html: dict[int, str] = {}
        self._fill_queued = False
        self._fill_requested.connect(self.fill_in_view, Qt.ConnectionType.QueuedConnection)
        self.verticalScrollBar().valueChanged.connect(self.fill_in_view)
        self.calculator: QWidget | None = None
        self.retranslate_ui()

    # -- feeding -------------------------------------------------------------------------------
    def show_step(
        self,
        document: GameDocument | None,
        hand_index: int,
        step: int,
        seats: Sequence[int],
        reveal: bool = True,
    ) -> None:
        """Show ``seats`` at ``step`` of hand ``hand_index`` (0-based), now or when shown.

        With ``reveal`` False (the wall hidden) nothing the seat could not know is shown:
        no locations, no fates, no next winning tile — shanten, ukeire and odds only.
        """
        if document is not self.document_:
            self._forget()
        self.document_ = document
        self.hand_index = hand_index
        self.step = step
        self.seats = tuple(seats)
        self.reveal = reveal
        self._dirty = True
        # A panel tabbed behind another dock is "visible" but shows nothing: it
        # reports when it is next painted (paintEvent), not at every step.
        if self.on_screen() and first_frame_painted(self):
            self.refresh()

    @property
    def outdated(self) -> bool:
        """True while the view last fed waits to be refreshed (fed while unseen)."""
        return self._dirty

    def on_screen(self) -> bool:
        """True when some of the panel can be seen (not hidden, not behind another tab)."""
        return self.isVisible() and not self.visibleRegion().isEmpty()

    def follow(self, navigation: Any) -> None:
        """Follow a viewer navigation object instead of being fed by hand.

        ``navigation`` has a ``moved`` signal and ``game`` (with ``document``), ``hand``,
        ``step`` and ``options`` (``view_seat``, ``reveal_wall``), as the window's
        navigation state does; every move shows the seats in view at the new step.
        """

        def update() -> None:
            game = navigation.game
            if game is None:
                self.show_step(None, 0, 0, ())
                return
            options = navigation.options
            players = game.document.game.player_count
            seats = range(players) if options.view_seat is None else (options.view_seat,)
            self.show_step(
                game.document, navigation.hand, navigation.step, seats, options.reveal_wall
            )

        navigation.moved.connect(update)

    def refresh(self) -> None:
        """Give each section the report it shows now, and build those that can be seen."""
        self._dirty = False
        keys = self.report_keys()
        while len(self.sections) < len(keys):
            rule = QFrame()
            rule.setFrameShape(QFrame.Shape.HLine)
            section = SeatReport(self)
            at = self.rows.count() - 1  # before the stretch
            self.rows.insertWidget(at, rule)
            self.rows.insertWidget(at + 1, section)
            self.rules.append(rule)
            self.sections.append(section)
        for index, section in enumerate(self.sections):
            shown = index < len(keys)
            if shown:
                section.wanted = keys[index]
            section.setHidden(not shown)
            self.rules[index].setHidden(not shown or index == 0)
        self.shown = len(keys)
        self.placeholder.setHidden(bool(keys))
        self.fill_in_view()

    def fill_in_view(self) -> None:
        """Build the reports that can be seen and are not this step's yet."""
        self._fill_queued = False
        if self._dirty:  # fed while it could not be seen: the whole view first, once seen
            if self.on_screen() and first_frame_painted(self):
                self.refresh()
            return
        for section in self.sections[: self.shown]:
            if section.stale and not section.viewport().visibleRegion().isEmpty():
                self._build(section)
                # Place the reports below now: grown, this one may push them out of view.
                self.rows.activate()

    def queue_fill(self) -> None:
        """Build the reports in view once the current event is done (before the next paint)."""
        if not self._fill_queued:
            self._fill_queued = True
            self._fill_requested.emit()

    def bring_up_to_date(self) -> None:
        """Build every report shown, in view or not (before the window's first frame, only
        those of the view last refreshed: the first report waits for that frame)."""
        if self._dirty:
            if not (self.isVisible() and first_frame_painted(self)):
                return
            self.refresh()
        for section in self.sections[: self.shown]:
            if section.stale:
                self._build(section)

    def _build(self, section: SeatReport) -> None:
        key = section.wanted
        if key is None:
            return
        section.show_html(self.seat_report(key))
        section.built_for = key

    def _forget(self) -> None:
        """Drop the kept analyses and reports (another document, language or danger table)."""
        self._analysers.clear()
        self._reports.clear()
        self._tile_html.clear()
        for section in self.sections:
            section.built_for = None

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.queue_fill()  # taller: reports below may come into view

    def toPlainText(self) -> str:
        """The reports shown, as text (empty with none: the placeholder is no report)."""
        self.bring_up_to_date()
        return "\n".join(s.toPlainText() for s in self.sections[: self.shown])

    def toHtml(self) -> str:
        self.bring_up_to_date()
        return "".join(s.toHtml() for s in self.sections[: self.shown])

    def setPlaceholderText(self, text: str) -> None:
        self.placeholder.setText(text)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        painted = watched is self.body and event.type() == QEvent.Type.Paint
        if painted and self._dirty and first_frame_painted(self):
            # Brought to the front after steps it skipped: report once this paint is done.
            QTimer.singleShot(0, self, self._refresh_if_dirty)
        return False

    def showEvent(self, event: QShowEvent) -> None:
        if self._dirty:
            # The first report (which loads the analysis modules) waits for the
            # window's first frame: the table shows at once, the report right after.
            after_first_frame(self, self._refresh_if_dirty)
        super().showEvent(event)

    def _refresh_if_dirty(self) -> None:
        if self._dirty and self.isVisible():
            self.refresh()

    def retranslate_ui(self) -> None:
        self.setAccessibleName(self.tr("Analysis"))
        self.setPlaceholderText(self.tr("No game open"))
        self._forget()  # the kept reports are in the old language
        if self.isVisible():
            self.refresh()
        else:
            self._dirty = True

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def tile_image(self, name: QUrl | str, dpr: float) -> Any:
        """The picture for a ``tile:ID`` image, drawn by the window's tile painter (or None)."""
        text = name.toString() if isinstance(name, QUrl) else name
        if self.tiles is not None and text.startswith("tile:") and text[5:].isdigit():
            pixmap = self.tiles.pixmap(int(text[5:]), self.TILE_WIDTH, self.TILE_HEIGHT, dpr)
            return pixmap.toImage()
        return None

    def _tile(self, tile: int) -> str:
        """A tile in the report: its picture when a painter is set, else its name."""
        known = self._tile_html.get(tile)
        if known is not None:
            return known
        name = html.escape(texts.tile_text(tile))
        if self.tiles is not None:
            name = (
                f"<img src='tile:{tile}' width='{self.TILE_WIDTH}' height='{self.TILE_HEIGHT}' "
                f"alt='{name}' style='vertical-align:middle'>"
            )
        self._tile_html[tile] = name
        return name

    # -- links ---------------------------------------------------------------------------------
    def _anchor(self, url: QUrl) -> None:
        text = url.toString()
        if text.startswith("step:"):
            self.stepRequested.emit(int(text[5:]))
        elif text.startswith("ev:"):
            self.open_calculator(int(text[3:]))
        elif text.startswith("danger-table:"):
            self.danger_tables.open_link(text[len("danger-table:") :], self)

    def _table_changed(self) -> None:
        self._forget()
        self._dirty = True
        if self.on_screen() and first_frame_painted(self):
            self.refresh()

    def open_calculator(self, seat: int) -> QWidget | None:
        """Open the double-riichi calculator on ``seat``'s riichi hand (None if it has none)."""
        from yamaviewer.core.analysis.ev import riichi_request
        from yamaviewer.gui.analysis.ev_dialog import EvDialog

        document = self.document_
        if document is None:
            return None
        replay = document.replay(self.hand_index)
        request = riichi_request(
            replay.hand, replay.states, seat, replay.players, document.game.red_fives
        )
        if request is None:
            return None
        dialog = EvDialog(self.window(), request)
        dialog.open()
        self.calculator = dialog
        return dialog

    # -- the report ------------------------------------------------------------------------------
    def report_html(self) -> str:
        """The whole report as one text (the seats' reports with rules between)."""
        return "<hr>".join(self.report_parts())

    def report_parts(self) -> list[str]:
        """Each seat's report in view (or one line saying there is none); none without a game."""
        return [self.seat_report(key) for key in self.report_keys()]

    def analyser(self, hand_index: int) -> StepAnalyser:
        """The kept analyses of a hand of the current document."""
        from yamaviewer.core.analysis.step import StepAnalyser

        analyser = self._analysers.get(hand_index)
        if analyser is None:
            assert self.document_ is not None
            if len(self._analysers) >= _KEPT_HANDS:
                self._analysers.pop(next(iter(self._analysers)))
            analyser = StepAnalyser(self.document_.replay(hand_index))
            self._analysers[hand_index] = analyser
        return analyser

    def report_keys(self) -> list[ReportKey]:
        """The reports in view: a seat's per seat that has a hand to analyse, else one line
        saying there is none; none without a game."""
        document = self.document_
        if document is None or not 0 <= self.hand_index < len(document.hands):
            return []
        analyser = self.analyser(self.hand_index)
        keys = [
            ReportKey(self.hand_index, self.step, seat, self.reveal)
            for seat in self.seats
            if analyser.can_analyse(self.step, seat)  # analysed when its report is built
        ]
        return keys or [ReportKey(self.hand_index, self.step, None, self.reveal)]

    def seat_report(self, key: ReportKey) -> str:
        """The report ``key`` names (kept: building it again gives the same text)."""
        report = self._reports.get(key)
        if report is None:
            if len(self._reports) >= _KEPT_REPORTS:
                self._reports.clear()
            report = self._build_report(key)
            self._reports[key] = report
        return report

    def _build_report(self, key: ReportKey) -> str:
        from yamaviewer.core.analysis.ev import riichi_request

        document = self.document_
        assert document is not None
        # The texts below read the panel's view (reveal, seat names): it is the key's.
        assert (key.hand, key.step, key.reveal) == (self.hand_index, self.step, self.reveal)
        seat = key.seat
        if seat is None:
            nothing = self.tr("No hand to analyse here.")
            return f"<p style='color:{_GREY}'>{html.escape(nothing)}</p>"
        replay = document.replay(key.hand)
        analysis = self.analyser(key.hand).analyse(key.step, seat)
        played = next(
            (
                event.tile
                for event in replay.hand.events[key.step :]
                if event.kind is EventKind.DISCARD and event.seat == seat
            ),
            None,
        )
        report = self._seat_html(analysis, played if key.reveal else None)
        report += danger_html(
            replay,
            key.step,
            seat,
            tile=self._tile,
            seat_name=self._seat,
            reveal=key.reveal,
            tables=self.danger_tables,
        )
        request = riichi_request(
            replay.hand, replay.states, seat, replay.players, document.game.red_fives
        )
        # Any step of a riichi hand; with the wall hidden only once the riichi is declared.
        declared = any(
            event.kind is EventKind.RIICHI and event.seat == seat
            for event in replay.hand.events[: key.step]
        )
        if request is not None and (key.reveal or declared):
            link = self.tr("Open this riichi hand in the double-riichi calculator")
            report += f"<p><a href='ev:{seat}'>{html.escape(link)}</a></p>"
        return report

    def _shanten_words(self, value: int) -> str:
        if value < 0:
            return self.tr("complete")
        if value == 0:
            return self.tr("tenpai")
        return self.tr("%1-shanten").replace("%1", str(value))

    def _kinds(self, mapping: dict[int, int]) -> str:
        if not mapping:
            return "—"
        return " ".join(f"{self._tile(k * 4 + 1)}×{n}" for k, n in sorted(mapping.items()))

    def _seat(self, seat: int) -> str:
        """A seat of the hand shown, named as everywhere: its wind and the player's name."""
        document = self.document_
        if document is None:
            return texts.seat_name(seat)
        replay = document.replay(self.hand_index)
        return texts.seat_label(replay.hand, seat, document.game.player_names, replay.players)

    def _seat_html(self, analysis: StepAnalysis, played: int | None) -> str:
        title = (
            self.tr("%1: %2")
            .replace("%1", self._seat(analysis.seat))
            .replace("%2", self._shanten_words(analysis.shanten))
        )
        forms = analysis.forms
        form_parts = [self.tr("normal %1").replace("%1", str(forms.normal))]
        if forms.seven_pairs is not None:
            form_parts.append(self.tr("seven pairs %1").replace("%1", str(forms.seven_pairs)))
        if forms.thirteen_orphans is not None:
            form_parts.append(
                self.tr("thirteen orphans %1").replace("%1", str(forms.thirteen_orphans))
            )
        tiles = "".join(self._tile(t) for t in analysis.hand)
        shanten_label = self.tr("Shanten")
        out = [
            f"<h3 style='margin:2px 0'>{html.escape(title)}</h3>",
            f"<p style='margin:2px 0'>{tiles}</p>",
            f"<p style='color:{_GREY};margin:2px 0'>{html.escape(shanten_label)}: "
            f"{html.escape(' · '.join(form_parts))}</p>",
        ]
        if analysis.discards:
            out.append(self._discards_html(analysis, played))
        label = self.tr("Waits") if analysis.waits else self.tr("Tiles that improve the hand")
        if analysis.discards:
            label = self.tr("After discarding %1").replace(
                "%1", kind_text(analysis.discards[0].kind)
            )
        count = self.tr("%1 unseen").replace("%1", str(analysis.ukeire_total))
        out.append(
            f"<p style='margin:4px 0'><b>{html.escape(label)}</b> ({html.escape(count)}): "
            f"{self._kinds(analysis.ukeire)}</p>"
        )
        if self.reveal:
            out.append(self._buckets_html(analysis))
        else:
            hidden = self.tr("The wall is hidden: where these tiles are is not shown.")
            out.append(f"<p style='color:{_GREY};margin:2px 0'>{html.escape(hidden)}</p>")
        if analysis.waits:
            out.append(self._tenpai_html(analysis))
        if not analysis.wall_complete and self.reveal:
            note = self.tr("The wall is not fully known (no seed): some copies cannot be placed.")
            out.append(f"<p style='color:{_GREY}'>{html.escape(note)}</p>")
        return "".join(out)

    def _discards_html(self, analysis: StepAnalysis, played: int | None) -> str:
        labels = (self.tr("Discard"), self.tr("Shanten"), self.tr("Tiles"), self.tr("Useful kinds"))
        aligns = ("left", "left", "right", "left")
        head = (
            "<tr>"
            + "".join(
                f"<th align='{a}'>{html.escape(label)}</th>" for a, label in zip(aligns, labels)
            )
            + "</tr>"
        )
        best = analysis.discards[0]
        rows = []
        played_kind = None if played is None else played // 4
        shown = list(analysis.discards[:5])
        shown += [c for c in analysis.discards[5:] if c.kind == played_kind]
        for choice in shown:
            good = choice.shanten == best.shanten and choice.ukeire_total == best.ukeire_total
            color = _GOOD if good else "inherit"
            kinds = (
                self._kinds(choice.ukeire)
                if len(choice.ukeire) <= 6
                else html.escape(self.tr("%1 kinds").replace("%1", str(len(choice.ukeire))))
            )
            mark = ""
            if choice.kind == played_kind:
                played_label = self.tr("◀ played")
                mark = f" <b>{html.escape(played_label)}</b>"
            rows.append(
                f"<tr style='color:{color}'><td>{self._tile(choice.kind * 4 + 1)}</td>"
                f"<td>{html.escape(self._shanten_words(choice.shanten))}</td>"
                f"<td align='right'>{choice.ukeire_total}</td>"
                f"<td>{kinds}{mark}</td></tr>"
            )
        more = ""
        if len(analysis.discards) > len(shown):
            more = (
                f"<p style='color:{_GREY}'>"
                + html.escape(
                    self.tr("… and %1 more").replace("%1", str(len(analysis.discards) - len(shown)))
                )
                + "</p>"
            )
        return f"<table cellspacing='2' cellpadding='1'>{head}{''.join(rows)}</table>{more}"

    def _buckets_html(self, analysis: StepAnalysis) -> str:
        from yamaviewer.core.analysis.step import Fate, Where

        where_names = {
            Where.LIVE_WALL.value: self.tr("live wall"),
            Where.OTHER_HANDS.value: self.tr("other hands"),
            Where.DEAD_WALL.value: self.tr("dead wall"),
            Where.UNKNOWN.value: self.tr("unknown"),
        }
        fate_names = {
            Fate.DRAWN_BY_SEAT.value: self.tr("drawn by this seat"),
            Fate.DISCARDED_LATER.value: self.tr("discarded by others"),
            Fate.KEPT_BY_OTHERS.value: self.tr("kept by others"),
            Fate.LEFT_IN_WALL.value: self.tr("never drawn"),
            Fate.DEAD_WALL.value: self.tr("dead wall"),
            Fate.UNKNOWN.value: self.tr("unknown"),
        }
        where = " · ".join(
            f"{html.escape(where_names[k])} <b>{v}</b>" for k, v in analysis.buckets.items() if v
        )
        fates = " · ".join(
            f"{html.escape(fate_names[k])} <b>{v}</b>" for k, v in analysis.fates.items() if v
        )
        where_label, fates_label = self.tr("Where they really were"), self.tr("What became of them")
        rows = [
            f"<p style='margin:2px 0'>{html.escape(where_label)}: {where or '—'}</p>",
            f"<p style='margin:2px 0'>{html.escape(fates_label)}: {fates or '—'}</p>",
        ]
        mine = sorted(
            (c for c in analysis.copies if c.would_draw_seat == analysis.seat),
            key=lambda c: c.would_draw_number or 0,
        )
        if mine:
            items = []
            for copy in mine[:6]:
                text = self.tr("%1 at your draw %2").replace("%1", texts.tile_text(copy.tile))
                text = text.replace("%2", str(copy.would_draw_number))
                if copy.drawn_step is not None:
                    items.append(f"<a href='step:{copy.drawn_step}'>{html.escape(text)}</a>")
                else:
                    items.append(html.escape(text))
            label = self.tr("In your own next draws (if nobody calls)")
            rows.append(f"<p style='margin:2px 0'>{html.escape(label)}: {', '.join(items)}</p>")
        return "".join(rows)

    def _tenpai_html(self, analysis: StepAnalysis) -> str:
        from yamaviewer.core.analysis.step import Where

        chance = float(analysis.p_tsumo or 0)
        text = (
            self.tr("%1 live; chance to draw a winning tile: %2 in %3 draws (calls ignored)")
            .replace("%1", str(sum(analysis.waits.values())))
            .replace("%2", f"{chance:.1%}")
            .replace("%3", str(analysis.remaining_draws))
        )
        out = [f"<p style='color:{_ACCENT};margin:2px 0'>{html.escape(text)}</p>"]
        if not self.reveal:
            return "".join(out)
        live = [c for c in analysis.copies if c.where is Where.LIVE_WALL]
        if live:
            items = []
            for copy in sorted(live, key=lambda c: -(c.position or 0)):
                who = (
                    self.tr("%1's draw %2")
                    .replace("%1", self._seat(copy.would_draw_seat))
                    .replace("%2", str(copy.would_draw_number))
                    if copy.would_draw_seat is not None
                    else self.tr("never reached")
                )
                item = f"{self._tile(copy.tile)} {html.escape(who)}"
                if copy.drawn_step is not None:
                    item += f" (<a href='step:{copy.drawn_step}'>{copy.drawn_step}</a>)"
                items.append(item)
            label = self.tr("Winning tiles in the live wall (who would draw them; the step)")
            out.append(f"<p style='margin:2px 0'>{html.escape(label)}: {', '.join(items)}</p>")
        win = analysis.next_win
        if win is None:
            note = self.tr("No winning tile sat in this seat's remaining draws.")
            out.append(f"<p style='margin:2px 0'>{html.escape(note)}</p>")
        else:
            note = (
                self.tr("The next winning tile: %1, this seat's draw %2 (wall position %3)")
                .replace("%1", texts.tile_text(win.tile))
                .replace("%2", str(win.draw_number))
                .replace("%3", str(win.position))
            )
            link = ""
            if win.drawn_step is not None:
                go = (
                    self.tr("drawn at step %1 by %2")
                    .replace("%1", str(win.drawn_step))
                    .replace("%2", self._seat(win.drawn_by or 0))
                )
                link = f" — <a href='step:{win.drawn_step}'>{html.escape(go)}</a>"
            out.append(f"<p style='margin:2px 0'>{html.escape(note)}{link}</p>")
        return "".join(out)
