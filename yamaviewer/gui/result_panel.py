"""What a hand came to, as Tenhou's viewer shows it: wins, draws and the final standings.

Shown over the table at a result step (and, after the last hand, with the
final standings).  Everything comes from the typed results of the record
model, laid out by :func:`yamaviewer.core.replay.presentation.result_summaries`; this
module only words and draws them.  A click on the close button hides the panel
until the step changes, to see the table under it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
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
from yamaviewer.core.replay.tile_style import TILE_ASPECT
from yamaviewer.core.yaku import yaku_name
from yamaviewer.gui import i18n, texts
from yamaviewer.gui.paint_guard import paint_guarded
from yamaviewer.gui.palette import RON_MARK, seat_color
from yamaviewer.gui.tile_painter import TilePainter

if TYPE_CHECKING:
    from yamaviewer.gui.navigation import Navigation

_PANEL = "rgba(12, 30, 24, 238)"
_TEXT = "#eef4f1"
_MUTED = "#a9c2b7"
_GAIN = "#7ee2a0"
_LOSS = "#ff8a80"
_GOLD = "#ffd54a"


class TileRow(QWidget):
    """A row of tiles: groups separated by a gap; one tile may be framed (the winning tile)."""

    def __init__(
        self,
        tiles: TilePainter,
        groups: Sequence[Sequence[tuple[int, bool]]],
        *,
        red_fives: bool = True,
        tile_width: int = 24,
        framed: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.tiles = tiles
        #: Each group: (tile id, lies sideways) pairs.
        self.groups = [list(g) for g in groups if g]
        self.red_fives = red_fives
        self.tile_width = tile_width
        self.framed = framed
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def _width(self) -> float:
        w, h = self.tile_width, self.tile_width * TILE_ASPECT
        total = sum(h if sideways else w for group in self.groups for _t, sideways in group)
        return total + 0.4 * w * max(0, len(self.groups) - 1) + 4

    def sizeHint(self) -> QSize:
        return QSize(round(self._width()), round(self.tile_width * TILE_ASPECT) + 4)

    def paintEvent(self, event: QPaintEvent) -> None:
        paint_guarded(self, self._paint_tiles)

    def _paint_tiles(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w = float(self.tile_width)
        h = float(round(w * TILE_ASPECT))
        x = 2.0
        for group in self.groups:
            for tile, sideways in group:
                if sideways:
                    rect = QRectF(x, 2 + h - w, h, w)
                    self.tiles.draw(painter, rect, tile, rotation=270, red_fives=self.red_fives)
                    x += h
                else:
                    rect = QRectF(x, 2, w, h)
                    self.tiles.draw(painter, rect, tile, red_fives=self.red_fives)
                    x += w
                if tile == self.framed:
                    painter.setPen(QPen(QColor(RON_MARK), 2.5))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 3, 3)
            x += 0.4 * w


#: Each label's tone, styled by the panel's one style sheet (a sheet per label made
#: every result step re-parse dozens of sheets).
_TONES = {"text": _TEXT, "muted": _MUTED, "gain": _GAIN, "loss": _LOSS, "gold": _GOLD}


def _sheet() -> str:
    """The panel's style sheet: its frame, and every label tone, weight and size."""
    tones = dict(_TONES)
    tones.update({f"seat{seat}": seat_color(seat).lighter(140).name() for seat in range(4)})
    return " ".join(
        [
            f"#resultPanel {{ background:{_PANEL}; border:1px solid #3f6d5c;"
            " border-radius:10px; }",
            "QLabel { background: transparent; }",
            *(f'QLabel[tone="{name}"] {{ color:{colour}; }}' for name, colour in tones.items()),
            'QLabel[bold="true"] { font-weight:bold; }',
            *(f'QLabel[size="{size}"] {{ font-size:{size}px; }}' for size in (14, 15)),
            f"#resultFold, #resultClose {{ color:{_TEXT}; font-size:16px; }}",
            f'QToolButton[tone="muted"] {{ color:{_MUTED}; }}',
            'QFrame[rule="true"] { color:#3f6d5c; }',
        ]
    )


def _label(text: str, tone: str = "text", *, bold: bool = False, size: int = 0) -> QLabel:
    label = QLabel(text)
    label.setProperty("tone", tone)
    if bold:
        label.setProperty("bold", True)
    if size:
        label.setProperty("size", size)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


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
        #: The key of the body built last, and its game and scene kept alive so that
        #: their ids in the key cannot be taken by new objects.
        self._built: tuple[object, ...] | None = None
        self._built_for: tuple[OpenGame | None, HandScene | None] = (None, None)
        #: On request: each win counted step by step, and the seats' conditions.
        self.show_count = False
        self.show_conditions = False
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 6, 6, 10)
        top = QHBoxLayout()
        self.title = _label("", "gold", bold=True, size=15)
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
        self.body = QWidget()
        self.scroller.setWidget(self.body)
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
            self._rebuild()
        self.place()
        self.show()
        self.raise_()
        if changed:
            # Marked dirty now, not when the events of show() arrive: the panel follows
            # the navigation before the table under it, so Qt paints both in one pass
            # (marked later, the table would be painted alone and again under the panel).
            self.update()

    def _content_key(self) -> tuple[object, ...]:
        """What the body shows depends on: equal keys, equal bodies (so it is reused)."""
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
            self._rebuild()
            self.place()
        super().changeEvent(event)

    # -- content ---------------------------------------------------------------------------
    def _rebuild(self) -> None:
        scene = self._scene
        assert scene is not None
        self.body = QWidget()
        layout = QVBoxLayout(self.body)
        layout.setContentsMargins(0, 0, 4, 0)
        layout.setSpacing(6)
        self._set_title()
        for index, summary in enumerate(self.summaries):
            if index:
                layout.addWidget(self._rule())
            if isinstance(summary, WinSummary):
                self._add_win(layout, scene, summary)
            else:
                self._add_draw(layout, scene, summary)
        self._add_on_request(layout, scene, None)
        if self.standings:
            layout.addWidget(self._rule())
            self._add_standings(layout, scene)
        layout.addStretch(1)
        self.scroller.setWidget(self.body)  # the scroll area deletes the old body
        self._built = self._content_key()
        self._built_for = (self._game, self._scene)

    def _add_on_request(self, layout: QVBoxLayout, scene: HandScene, win: WinResult | None) -> None:
        """A button that shows the win's count (or, with no win, the hand's conditions)."""
        if self._game is None:
            return
        shown = self.show_count if win is not None else self.show_conditions
        button = QToolButton()
        button.setCheckable(True)
        button.setChecked(shown)
        button.setAutoRaise(True)
        button.setProperty("tone", "muted")
        if win is not None:
            button.setText(self.tr("How it is counted (fu, payment)"))
        else:
            button.setText(self.tr("What each seat needed to move up"))
        button.toggled.connect(lambda on: self._toggle_request(win is not None, on))
        layout.addWidget(button)
        if not shown:
            return
        # The scoring package loads with the first count or conditions asked for.
        from yamaviewer.gui import result_scoring

        record = self._game.document.game
        lines = (
            result_scoring.count_lines(record, scene.hand, win)
            if win is not None
            else result_scoring.conditions_text(record, scene.hand)
        )
        label = _label("\n".join(lines), "muted")
        label.setWordWrap(True)
        layout.addWidget(label)

    def _toggle_request(self, count: bool, on: bool) -> None:
        if count:
            self.show_count = on
        else:
            self.show_conditions = on
        self._rebuild()
        self.place()

    @staticmethod
    def _rule() -> QFrame:
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        line.setProperty("rule", True)
        return line

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

    def _add_win(self, layout: QVBoxLayout, scene: HandScene, summary: WinSummary) -> None:
        win = summary.win
        layout.addWidget(_label(self.win_heading(scene, summary), "text", bold=True, size=14))
        groups: list[list[tuple[int, bool]]] = [[(t, False) for t in summary.concealed]]
        if win.winning_tile is not None:
            groups.append([(win.winning_tile, False)])
        groups += [self._meld_tiles(m) for m in summary.melds]
        layout.addWidget(
            TileRow(self.tiles, groups, red_fives=scene.red_fives, framed=win.winning_tile)
        )
        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        grid.setVerticalSpacing(1)
        lines = [
            (name, han)
            for (name, han), (y, _h) in zip(self.yaku_lines(summary), summary.yaku, strict=True)
        ]
        lines += list(win.other_yaku)  # names no table knows, as the log writes them
        for row, (name, han) in enumerate(lines):
            grid.addWidget(_label(name, "text"), row // 2, (row % 2) * 2)
            han_text = self.tr("%1 han").replace("%1", str(han))
            if han >= 13 and summary.win.yakuman:
                han_text = self.limit_name(Limit.YAKUMAN)
            grid.addWidget(_label(han_text, "muted"), row // 2, (row % 2) * 2 + 1)
        layout.addLayout(grid)
        layout.addWidget(_label(self.score_line(summary), "gold", bold=True, size=14))
        self._add_on_request(layout, scene, win)
        indicators = QHBoxLayout()
        indicators.setSpacing(6)
        for name, label, tiles in (
            ("dora", self.tr("Dora"), win.dora),
            ("ura", self.tr("Ura-dora"), win.ura),
            # Sanma's nuki-dora apart from the hand and its calls, as Tenhou's 抜きドラ.
            ("kita", self.tr("Kita"), summary.kita),
        ):
            if tiles:
                indicators.addWidget(_label(label, "muted"))
                tile_row = TileRow(
                    self.tiles,
                    [[(t, False) for t in tiles]],
                    red_fives=scene.red_fives,
                    tile_width=18,
                )
                tile_row.setObjectName(f"{name}Row")
                indicators.addWidget(tile_row)
        counts = {y: h for y, h in summary.yaku if y in (YAKU_DORA, YAKU_URA, YAKU_AKA)}
        if counts.get(YAKU_AKA):
            indicators.addWidget(
                _label(self.tr("red fives: %1").replace("%1", str(counts[YAKU_AKA])), "muted")
            )
        indicators.addStretch(1)
        layout.addLayout(indicators)
        if win.chip_items:
            layout.addWidget(_label(self.chip_items_text(summary), "muted"))
        if win.pao is not None:
            layout.addWidget(
                _label(
                    self.tr("Pao: %1 pays for the yakuman").replace(
                        "%1", self._who(scene, win.pao)
                    ),
                    "loss",
                )
            )
        layout.addLayout(self._deltas(scene, win.deltas, win.scores_after, win.chip_deltas))

    def chip_items_text(self, summary: WinSummary) -> str:
        """What the win's chips (祝儀) are paid for, as the log lists them: 'Chips: Aka dora 1'."""
        language = i18n.current_language()
        items = ", ".join(f"{yaku_name(y, language)} {n}" for y, n in summary.win.chip_items)
        return self.tr("Chips: %1").replace("%1", items)

    def chips_text(self, chips: int) -> str:
        """A chip count or change, signed: 'chips +3'."""
        return self.tr("chips %1").replace("%1", f"{chips:+d}" if chips else "±0")

    @staticmethod
    def _meld_tiles(meld: Meld) -> list[tuple[int, bool]]:
        return [(tile, sideways) for tile, sideways, _face, _stacked in meld_layout(meld)]

    def draw_heading(self, summary: DrawSummary) -> str:
        return texts.ryuukyoku_text(summary.draw).capitalize()

    def _add_draw(self, layout: QVBoxLayout, scene: HandScene, summary: DrawSummary) -> None:
        draw = summary.draw
        layout.addWidget(_label(self.draw_heading(summary), "text", bold=True, size=14))
        for seat in summary.nagashi:
            text = self.tr("%1: nagashi mangan").replace("%1", self._who(scene, seat))
            layout.addWidget(_label(text, "gain", bold=True))
        if summary.discarder is not None:
            text = self.tr("%1 discarded the tile three players won on").replace(
                "%1", self._who(scene, summary.discarder)
            )
            layout.addWidget(_label(text, "loss", bold=True))
        tenpai = set(draw.tenpai)
        for seat, tiles in draw.revealed:
            what = self.tr("%1: tenpai") if seat in tenpai else self.tr("%1: shows their hand")
            layout.addWidget(_label(what.replace("%1", self._who(scene, seat)), "muted"))
            melds = scene.replay.state(self._step).seats[seat].melds
            groups = [[(t, False) for t in sorted(tiles)], *(self._meld_tiles(m) for m in melds)]
            layout.addWidget(TileRow(self.tiles, groups, red_fives=scene.red_fives, tile_width=20))
        if not draw.revealed and draw.kind.value == "exhaustive":
            layout.addWidget(_label(self.tr("Nobody was tenpai."), "muted"))
        layout.addLayout(self._deltas(scene, draw.deltas, draw.scores_after, draw.chip_deltas))

    def _deltas(
        self,
        scene: HandScene,
        deltas: Sequence[int],
        after: Sequence[int],
        chips: Sequence[int] = (),
    ) -> QGridLayout:
        """Each seat's name, the change paid and the score after it (and in a chip lobby
        the chips paid)."""
        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(0)
        for row, seat in enumerate(range(scene.players)):
            delta = deltas[seat] if seat < len(deltas) else 0
            tone = "gain" if delta > 0 else "loss" if delta < 0 else "muted"
            name = _label(self._who(scene, seat), f"seat{seat % 4}")
            grid.addWidget(name, row, 0)
            grid.addWidget(_label(f"{delta:+,}" if delta else "±0", tone, bold=True), row, 1)
            score = after[seat] if seat < len(after) else 0
            grid.addWidget(_label(f"{score:,}", "text"), row, 2)
            if seat < len(chips):
                chip = chips[seat]
                tone = "gain" if chip > 0 else "loss" if chip < 0 else "muted"
                grid.addWidget(_label(self.chips_text(chip), tone), row, 3)
        grid.setColumnStretch(4, 1)
        return grid

    def _add_standings(self, layout: QVBoxLayout, scene: HandScene) -> None:
        layout.addWidget(_label(self.tr("Final standings"), "gold", bold=True, size=15))
        names = scene.names
        grid = QGridLayout()
        grid.setHorizontalSpacing(16)
        for row, standing in enumerate(self.standings):
            name = texts.core_text(names[standing.seat]) if standing.seat < len(names) else ""
            grid.addWidget(_label(self.rank_text(standing.rank), "gold", bold=True), row, 0)
            tone = f"seat{standing.seat % 4}"
            grid.addWidget(_label(name or texts.seat_name(standing.seat), tone, bold=True), row, 1)
            grid.addWidget(_label(f"{standing.score:,}", "text"), row, 2)
            if standing.points is not None:
                points = standing.points
                tone = "gain" if points > 0 else "loss" if points < 0 else "muted"
                grid.addWidget(_label(f"{points:+.1f}", tone, bold=True), row, 3)
            if standing.chips is not None:
                chips = standing.chips
                tone = "gain" if chips > 0 else "loss" if chips < 0 else "muted"
                grid.addWidget(_label(self.chips_text(chips), tone, bold=True), row, 4)
        grid.setColumnStretch(5, 1)
        layout.addLayout(grid)
        left = scene.replay.state(self._step).deposits
        if left and self.standings:
            layout.addWidget(
                _label(
                    texts.plural(
                        self.tr("%n riichi stick(s) left on the table went to first place"),
                        left,
                    ),
                    "muted",
                )
            )
        if any(s.points is not None for s in self.standings):
            layout.addWidget(
                _label(self.tr("Points: the log's final score with uma and oka."), "muted")
            )

    def rank_text(self, rank: int) -> str:
        return self.tr("#%1").replace("%1", str(rank))
