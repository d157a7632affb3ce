"""What a hand came to, as Tenhou's viewer shows it: wins, draws and the final standings.

Shown over the table at a result step (and, after the last hand, with the
final standings).  Everything comes from the typed results of the record
model, laid out by :func:`yamaviewer.core.replay.presentation.result_summaries`; this
module only words them, as rows that :mod:`yamaviewer.gui.result_rows` shows by
updating the widgets of the last result (a result step builds next to nothing).
A click on the close button hides the panel until the step changes, to see the
table under it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from yamaviewer.core.melds import Meld
from yamaviewer.core.record import Limit, WinResult
from yamaviewer.core.replay.presentation import (
    YAKU_AKA,
    YAKU_DORA,
    YAKU_URA,
    DrawSummary,
    HandScene,
    OpenGame,
    Standing,
    WinSummary,
    final_standings,
    meld_layout,
    result_summaries,
)
from yamaviewer.core.yaku import yaku_name
from yamaviewer.gui import i18n, texts
from yamaviewer.gui.palette import seat_color
from yamaviewer.gui.result_rows import (
    Grid,
    Line,
    Request,
    Row,
    RowsView,
    Rule,
    Text,
    TileGroups,
    TileRow,
    Tiles,
    make_label,
)
from yamaviewer.gui.tile_painter import TilePainter

if TYPE_CHECKING:
    from yamaviewer.gui.navigation import Navigation

_PANEL = "rgba(12, 30, 24, 238)"
_TEXT = "#eef4f1"
_MUTED = "#a9c2b7"
_GAIN = "#7ee2a0"
_LOSS = "#ff8a80"
_GOLD = "#ffd54a"


__all__ = ["ResultPanel", "TileRow"]

#: Each label's tone, styled by the panel's one style sheet (a sheet per label made
#: every result step re-parse dozens of sheets).
_TONES = {"text": _TEXT, "muted": _MUTED, "gain": _GAIN, "loss": _LOSS, "gold": _GOLD}


def _sheet() -> str:
    """The panel's style sheet: its frame, and every label tone and weight.

    (Headings once asked for 14 and 15 pixel type through a "size" property, but that
    name is QWidget's own size: the rules never matched, and the look kept is the one
    the panel has always had.)
    """
    tones = dict(_TONES)
    tones.update({f"seat{seat}": seat_color(seat).lighter(140).name() for seat in range(4)})
    return " ".join(
        [
            f"#resultPanel {{ background:{_PANEL}; border:1px solid #3f6d5c;"
            " border-radius:10px; }",
            "QLabel { background: transparent; }",
            *(f'QLabel[tone="{name}"] {{ color:{colour}; }}' for name, colour in tones.items()),
            'QLabel[bold="true"] { font-weight:bold; }',
            f"#resultFold, #resultClose {{ color:{_TEXT}; font-size:16px; }}",
            f'QToolButton[tone="muted"] {{ color:{_MUTED}; }}',
            'QFrame[rule="true"] { color:#3f6d5c; }',
        ]
    )


#: Keyed rows of the body (see result_rows).
_Rows = list[tuple[str, Row]]


class ResultPanel(QFrame):
    """The results of the hand up to the current step, over the table."""

    def __init__(self, tiles: TilePainter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tiles = tiles
        self.setObjectName("resultPanel")
        self.setStyleSheet(_sheet())
        self._game: OpenGame | None = None
        self._scene: HandScene | None = None
        self._step = 0
        #: What is shown now (for tests and the accessible text): results, then standings.
        self.summaries: list[WinSummary | DrawSummary] = []
        self.standings: list[Standing] = []
        self._dismissed_at: tuple[int, int] | None = None
        #: The key of the body shown last, and its game and scene kept alive so that
        #: their ids in the key cannot be taken by new objects.
        self._built: tuple[object, ...] | None = None
        self._built_for: tuple[OpenGame | None, HandScene | None] = (None, None)
        #: On request: each win counted step by step, and the seats' conditions.
        self.show_count = False
        self.show_conditions = False
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 6, 6, 10)
        top = QHBoxLayout()
        self.title = make_label(Text("", "gold", bold=True))
        top.addWidget(self.title, 1)
        #: Folded to its title line (a hand and what it came to), to see the whole table.
        self.collapsed = False
        self.fold_button = QToolButton()
        self.fold_button.setObjectName("resultFold")
        self.fold_button.setText("▾")
        self.fold_button.setAutoRaise(True)
        self.fold_button.clicked.connect(lambda: self.set_collapsed(not self.collapsed))
        top.addWidget(self.fold_button)
        self.close_button = QToolButton()
        self.close_button.setObjectName("resultClose")
        self.close_button.setText("×")
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.dismiss)
        top.addWidget(self.close_button)
        outer.addLayout(top)
        self.scroller = QScrollArea()
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setStyleSheet(
            "QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }"
        )
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        outer.addWidget(self.scroller, 1)
        #: Kept from result to result: its rows are updated, not built again.
        self.body = QWidget()
        rows = QVBoxLayout(self.body)
        rows.setContentsMargins(0, 0, 4, 0)
        rows.setSpacing(6)
        rows.addStretch(1)
        self.scroller.setWidget(self.body)
        self._rows = RowsView(rows, tiles, self._toggle_request)
        if parent is not None:
            parent.installEventFilter(self)
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.parentWidget()
            and event.type() == QEvent.Type.Resize
            and self.isVisible()
        ):
            self.place()
        return False

    # -- following the viewer ------------------------------------------------------------
    def follow(self, navigation: Navigation) -> None:
        def refresh(*_changed: object) -> None:
            self.show_step(navigation.game, navigation.scene, navigation.step)

        for signal in (navigation.gameChanged, navigation.handChanged, navigation.stepChanged):
            signal.connect(refresh)

    def dismiss(self) -> None:
        """Hide until the step changes (to see the table under the panel)."""
        if self._scene is not None:
            self._dismissed_at = (self._scene.index, self._step)
        self.hide()

    def show_step(self, game: OpenGame | None, scene: HandScene | None, step: int) -> None:
        self._game, self._scene, self._step = game, scene, step
        self.summaries, self.standings = self.model(game, scene, step)
        here = (scene.index, step) if scene is not None else None
        if self._dismissed_at != here:
            self._dismissed_at = None  # dismissed for one step only
        if not self.summaries or self._dismissed_at is not None:
            self.hide()
            return
        changed = self.isHidden() or self._content_key() != self._built
        if self._content_key() != self._built:
            self._refresh_body()
        self.place()
        self.show()
        self.raise_()
        if changed:
            # Marked dirty now, not when the events of show() arrive: the panel follows
            # the navigation before the table under it, so Qt paints both in one pass
            # (marked later, the table would be painted alone and again under the panel).
            self.update()

    def _content_key(self) -> tuple[object, ...]:
        """What the body shows depends on: equal keys, equal bodies (left as they are)."""
        return (
            id(self._game),
            id(self._scene),
            tuple(self.summaries),
            tuple(self.standings),
            self.show_count,
            self.show_conditions,
            i18n.current_language(),
        )

    @staticmethod
    def model(
        game: OpenGame | None, scene: HandScene | None, step: int
    ) -> tuple[list[WinSummary | DrawSummary], list[Standing]]:
        """The results paid by ``step`` (none before the first), and the standings after
        the last result of a game the log says is over."""
        if game is None or scene is None:
            return [], []
        steps = [s for s, e in enumerate(scene.hand.events, start=1) if e.result is not None]
        if not steps or step < steps[0]:
            return [], []  # most steps: nothing paid yet, nothing to word
        summaries = result_summaries(scene)
        shown = [summary for s, summary in zip(steps, summaries, strict=False) if s <= step]
        standings: list[Standing] = []
        last_hand = scene.index == game.hand_count - 1
        complete = game.document.game.final_scores is not None  # the log's owari: game over
        if shown and last_hand and len(shown) == len(summaries) and complete:
            standings = final_standings(game.document.game, scene.replay.state(step).scores)
        return shown, standings

    def set_collapsed(self, collapsed: bool) -> None:
        """Fold the panel to its title line, or open it again (kept from hand to hand)."""
        self.collapsed = collapsed
        self.fold_button.setText("▸" if collapsed else "▾")
        self.scroller.setVisible(not collapsed)
        if self._scene is not None and self.summaries:
            self._set_title()
        self.place()

    def _set_title(self) -> None:
        scene = self._scene
        assert scene is not None
        title = texts.hand_label(scene.hand)
        if self.collapsed:
            who = lambda seat: self._who(scene, seat)  # noqa: E731
            title += " · " + "; ".join(
                texts.result_text(s.win if isinstance(s, WinSummary) else s.draw, who)
                for s in self.summaries
            )
        self.title.setText(title)

    def place(self) -> None:
        """Over the table's lower part, below its centre box: the table it explains stays seen.

        The panel grows upwards from the bottom edge to at most the centre box's
        lower edge and scrolls beyond; folded, it is one line at the bottom.
        """
        parent = self.parentWidget()
        if parent is None:
            return
        width = min(560, parent.width() - 24)
        centre = getattr(parent, "centre_box", None)
        clear = int(centre().bottom()) + 6 if callable(centre) else parent.height() // 2
        if self.collapsed:
            height = self.title.sizeHint().height() + 18
        else:
            height = min(self._content_height(), parent.height() - 12 - clear)
        height = max(height, self.title.sizeHint().height() + 18)
        self.setGeometry(
            (parent.width() - width) // 2, parent.height() - 12 - height, width, height
        )

    def _content_height(self) -> int:
        self.body.adjustSize()
        return self.body.sizeHint().height() + self.title.sizeHint().height() + 34

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self.isVisible():
            self._refresh_body()
            self.place()
        super().changeEvent(event)

    # -- content ---------------------------------------------------------------------------
    def shown_widgets(self) -> list[QWidget]:
        """The body's widgets in reading order (for tests; hidden widgets are never kept)."""
        return self._rows.widgets()

    def _refresh_body(self) -> None:
        scene = self._scene
        assert scene is not None
        self._set_title()
        rows: _Rows = []
        for index, summary in enumerate(self.summaries):
            # Keyed by place: the next result reuses the widgets of this one.
            prefix = f"result{index}."
            if index:
                rows.append((prefix + "rule", Rule()))
            if isinstance(summary, WinSummary):
                rows += self._win_rows(prefix, scene, summary)
            else:
                rows += self._draw_rows(prefix, scene, summary)
        rows += self._request_rows("conditions.", scene, None)
        if self.standings:
            rows.append(("standings.rule", Rule()))
            rows += self._standing_rows(scene)
        self._rows.show(rows)
        self._built = self._content_key()
        self._built_for = (self._game, self._scene)

    def _request_rows(self, prefix: str, scene: HandScene, win: WinResult | None) -> _Rows:
        """A button that shows the win's count (or, with no win, the hand's conditions)."""
        if self._game is None:
            return []
        shown = self.show_count if win is not None else self.show_conditions
        if win is not None:
            text = self.tr("How it is counted (fu, payment)")
        else:
            text = self.tr("What each seat needed to move up")
        what = "count" if win is not None else "conditions"
        rows: _Rows = [(prefix + "request", Request(text, shown, what))]
        if not shown:
            return rows
        # The scoring package loads with the first count or conditions asked for.
        from yamaviewer.gui import result_scoring

        record = self._game.document.game
        lines = (
            result_scoring.count_lines(record, scene.hand, win)
            if win is not None
            else result_scoring.conditions_text(record, scene.hand)
        )
        rows.append((prefix + "requested", Text("\n".join(lines), "muted", wrap=True)))
        return rows

    def _toggle_request(self, what: str, on: bool) -> None:
        if what == "count":
            self.show_count = on
        else:
            self.show_conditions = on
        self._refresh_body()
        self.place()

    def _who(self, scene: HandScene, seat: int) -> str:
        return texts.seat_text(scene, seat)

    def win_heading(self, scene: HandScene, summary: WinSummary) -> str:
        win = summary.win
        if win.tsumo:
            return self.tr("%1 wins by tsumo").replace("%1", self._who(scene, win.winner))
        return (
            self.tr("%1 wins by ron from %2")
            .replace("%1", self._who(scene, win.winner))
            .replace("%2", self._who(scene, win.from_seat))
        )

    def limit_name(self, limit: Limit | None) -> str:
        return texts.limit_name(limit) if limit is not None else ""

    def yaku_lines(self, summary: WinSummary) -> list[tuple[str, int]]:
        """(name in the interface language, han) for every yaku line shown."""
        language = i18n.current_language()
        return [(yaku_name(y, language), han) for y, han in summary.yaku]

    def score_line(self, summary: WinSummary) -> str:
        parts = texts.value_parts(summary.win, summary.han)
        parts.append(self.tr("%1 points").replace("%1", f"{summary.win.points:,}"))
        return "  ·  ".join(parts)

    def _win_rows(self, prefix: str, scene: HandScene, summary: WinSummary) -> _Rows:
        win = summary.win
        heading = Text(self.win_heading(scene, summary), "text", bold=True)
        groups: list[tuple[tuple[int, bool], ...]] = [tuple((t, False) for t in summary.concealed)]
        if win.winning_tile is not None:
            groups.append(((win.winning_tile, False),))
        groups += [self._meld_tiles(m) for m in summary.melds]
        hand = Tiles(_groups(groups), scene.red_fives, framed=win.winning_tile)
        lines = [
            (name, han)
            for (name, han), (y, _h) in zip(self.yaku_lines(summary), summary.yaku, strict=True)
        ]
        lines += list(win.other_yaku)  # names no table knows, as the log writes them
        cells: list[tuple[int, int, Text]] = []
        for row, (name, han) in enumerate(lines):
            cells.append((row // 2, (row % 2) * 2, Text(name, "text")))
            han_text = self.tr("%1 han").replace("%1", str(han))
            if han >= 13 and summary.win.yakuman:
                han_text = self.limit_name(Limit.YAKUMAN)
            cells.append((row // 2, (row % 2) * 2 + 1, Text(han_text, "muted")))
        rows: _Rows = [
            (prefix + "heading", heading),
            (prefix + "hand", hand),
            (prefix + "yaku", Grid(tuple(cells), horizontal=18, vertical=1)),
            (prefix + "score", Text(self.score_line(summary), "gold", bold=True)),
            *self._request_rows(prefix + "count.", scene, win),
        ]
        indicators: list[Text | Tiles] = []
        for name, label, tiles in (
            ("dora", self.tr("Dora"), win.dora),
            ("ura", self.tr("Ura-dora"), win.ura),
            # Sanma's nuki-dora apart from the hand and its calls, as Tenhou's 抜きドラ.
            ("kita", self.tr("Kita"), summary.kita),
        ):
            if tiles:
                indicators.append(Text(label, "muted"))
                row_tiles = _groups([tuple((t, False) for t in tiles)])
                indicators.append(Tiles(row_tiles, scene.red_fives, 18, name=f"{name}Row"))
        counts = {y: h for y, h in summary.yaku if y in (YAKU_DORA, YAKU_URA, YAKU_AKA)}
        if counts.get(YAKU_AKA):
            red = self.tr("red fives: %1").replace("%1", str(counts[YAKU_AKA]))
            indicators.append(Text(red, "muted"))
        if indicators:  # an empty line would still take the rows' spacing
            rows.append((prefix + "indicators", Line(tuple(indicators))))
        if win.chip_items:
            rows.append((prefix + "chips", Text(self.chip_items_text(summary), "muted")))
        if win.pao is not None:
            pao = self.tr("Pao: %1 pays for the yakuman").replace("%1", self._who(scene, win.pao))
            rows.append((prefix + "pao", Text(pao, "loss")))
        deltas = self._deltas(scene, win.deltas, win.scores_after, win.chip_deltas)
        rows.append((prefix + "deltas", deltas))
        return rows

    def chip_items_text(self, summary: WinSummary) -> str:
        """What the win's chips (祝儀) are paid for, as the log lists them: 'Chips: Aka dora 1'."""
        language = i18n.current_language()
        items = ", ".join(f"{yaku_name(y, language)} {n}" for y, n in summary.win.chip_items)
        return self.tr("Chips: %1").replace("%1", items)

    def chips_text(self, chips: int) -> str:
        """A chip count or change, signed: 'chips +3'."""
        return self.tr("chips %1").replace("%1", f"{chips:+d}" if chips else "±0")

    @staticmethod
    def _meld_tiles(meld: Meld) -> tuple[tuple[int, bool], ...]:
        return tuple((tile, sideways) for tile, sideways, _face, _stacked in meld_layout(meld))

    def draw_heading(self, summary: DrawSummary) -> str:
        return texts.ryuukyoku_text(summary.draw).capitalize()

    def _draw_rows(self, prefix: str, scene: HandScene, summary: DrawSummary) -> _Rows:
        draw = summary.draw
        rows: _Rows = [(prefix + "heading", Text(self.draw_heading(summary), "text", bold=True))]
        for seat in summary.nagashi:
            text = self.tr("%1: nagashi mangan").replace("%1", self._who(scene, seat))
            rows.append((f"{prefix}nagashi{seat}", Text(text, "gain", bold=True)))
        if summary.discarder is not None:
            text = self.tr("%1 discarded the tile three players won on").replace(
                "%1", self._who(scene, summary.discarder)
            )
            rows.append((prefix + "discarder", Text(text, "loss", bold=True)))
        tenpai = set(draw.tenpai)
        for seat, tiles in draw.revealed:
            what = self.tr("%1: tenpai") if seat in tenpai else self.tr("%1: shows their hand")
            shows = Text(what.replace("%1", self._who(scene, seat)), "muted")
            melds = scene.replay.state(self._step).seats[seat].melds
            groups = _groups(
                [tuple((t, False) for t in sorted(tiles)), *(self._meld_tiles(m) for m in melds)]
            )
            rows.append((f"{prefix}revealed{seat}", shows))
            rows.append((f"{prefix}revealed{seat}.tiles", Tiles(groups, scene.red_fives, 20)))
        if not draw.revealed and draw.kind.value == "exhaustive":
            rows.append((prefix + "nobody", Text(self.tr("Nobody was tenpai."), "muted")))
        deltas = self._deltas(scene, draw.deltas, draw.scores_after, draw.chip_deltas)
        rows.append((prefix + "deltas", deltas))
        return rows

    def _deltas(
        self,
        scene: HandScene,
        deltas: Sequence[int],
        after: Sequence[int],
        chips: Sequence[int] = (),
    ) -> Grid:
        """Each seat's name, the change paid and the score after it (and in a chip lobby
        the chips paid)."""
        cells: list[tuple[int, int, Text]] = []
        for row, seat in enumerate(range(scene.players)):
            delta = deltas[seat] if seat < len(deltas) else 0
            tone = "gain" if delta > 0 else "loss" if delta < 0 else "muted"
            cells.append((row, 0, Text(self._who(scene, seat), f"seat{seat % 4}")))
            cells.append((row, 1, Text(f"{delta:+,}" if delta else "±0", tone, bold=True)))
            score = after[seat] if seat < len(after) else 0
            cells.append((row, 2, Text(f"{score:,}", "text")))
            if seat < len(chips):
                chip = chips[seat]
                tone = "gain" if chip > 0 else "loss" if chip < 0 else "muted"
                cells.append((row, 3, Text(self.chips_text(chip), tone)))
        return Grid(tuple(cells), horizontal=14, vertical=0, stretch=4)

    def _standing_rows(self, scene: HandScene) -> _Rows:
        names = scene.names
        cells: list[tuple[int, int, Text]] = []
        for row, standing in enumerate(self.standings):
            name = texts.core_text(names[standing.seat]) if standing.seat < len(names) else ""
            cells.append((row, 0, Text(self.rank_text(standing.rank), "gold", bold=True)))
            tone = f"seat{standing.seat % 4}"
            cells.append((row, 1, Text(name or texts.seat_name(standing.seat), tone, bold=True)))
            cells.append((row, 2, Text(f"{standing.score:,}", "text")))
            if standing.points is not None:
                points = standing.points
                tone = "gain" if points > 0 else "loss" if points < 0 else "muted"
                cells.append((row, 3, Text(f"{points:+.1f}", tone, bold=True)))
            if standing.chips is not None:
                chips = standing.chips
                tone = "gain" if chips > 0 else "loss" if chips < 0 else "muted"
                cells.append((row, 4, Text(self.chips_text(chips), tone, bold=True)))
        rows: _Rows = [
            ("standings.title", Text(self.tr("Final standings"), "gold", bold=True)),
            ("standings.grid", Grid(tuple(cells), horizontal=16, stretch=5)),
        ]
        left = scene.replay.state(self._step).deposits
        if left and self.standings:
            text = texts.plural(
                self.tr("%n riichi stick(s) left on the table went to first place"), left
            )
            rows.append(("standings.left", Text(text, "muted")))
        if any(s.points is not None for s in self.standings):
            note = self.tr("Points: the log's final score with uma and oka.")
            rows.append(("standings.points", Text(note, "muted")))
        return rows

    def rank_text(self, rank: int) -> str:
        return self.tr("#%1").replace("%1", str(rank))


def _groups(groups: Sequence[Sequence[tuple[int, bool]]]) -> TileGroups:
    """Tile groups as a value (compared to tell whether a row changed); empty ones dropped."""
    return tuple(tuple(group) for group in groups if group)
