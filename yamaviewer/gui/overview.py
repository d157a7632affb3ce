"""The game at a glance: every hand in one table and each seat's score across the game.

A player scans a game for who won what and how the scores moved (Tenhou's
点数推移) before stepping through one hand; both views draw the core
:class:`~yamaviewer.core.replay.overview.GameOverview`, and a click on a row
or on the chart jumps the viewer to that hand's result.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from yamaviewer.core.record import WinResult
from yamaviewer.core.replay.overview import GameOverview, OverviewRow, game_overview
from yamaviewer.core.replay.presentation import OpenGame
from yamaviewer.gui import texts
from yamaviewer.gui.paint_guard import paint_guarded
from yamaviewer.gui.palette import seat_color

if TYPE_CHECKING:
    from yamaviewer.gui.navigation import Navigation

_GAIN = QColor("#1f8a4c")
_LOSS = QColor("#c62828")


def player_name(game: OpenGame, seat: int) -> str:
    """A seat named for the whole game (winds turn each hand): the player, else 'seat N'."""
    names = game.document.game.player_names
    name = texts.core_text(names[seat]) if seat < len(names) else ""
    return name or texts.seat_name(seat)


def short_hand_label(row: OverviewRow) -> str:
    """'E1' / '東1', with '-2' for two honba: the chart's axis has room for no more."""
    wind = texts.wind_name(row.round // 4)
    label = f"{wind[:1]}{row.round % 4 + 1}"
    return f"{label}-{row.honba}" if row.honba else label


def signed(points: int) -> str:
    return f"{points:+,}" if points else "±0"


class OverviewTable(QTableWidget):
    """One row per hand: result, winner and loser, value, and each seat's change and score."""

    handResultRequested = Signal(int, int)  # hand index, step of its result

    FIXED = 5  # hand, result, winner, dealt in, value (then one column per seat)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("overviewTable")
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setAlternatingRowColors(True)
        self.setWordWrap(True)
        self.verticalHeader().hide()
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.cellClicked.connect(self._clicked)
        self.cellActivated.connect(self._clicked)
        self.game: OpenGame | None = None
        self.overview: GameOverview | None = None

    def set_game(self, game: OpenGame | None) -> None:
        self.game = game
        self.overview = game_overview(game.document.game) if game is not None else None
        self.fill()

    def fill(self) -> None:
        """Every cell again (a new game, or the interface language changed)."""
        game, overview = self.game, self.overview
        self.clear()
        if game is None or overview is None:
            self.setRowCount(0)
            self.setColumnCount(0)
            return
        players = overview.players
        headers = [self.tr("Hand"), self.tr("Result"), self.tr("Winner"), self.tr("Dealt in")]
        headers.append(self.tr("Han / fu · points"))
        headers += [player_name(game, seat) for seat in range(players)]
        self.setColumnCount(len(headers))
        self.setHorizontalHeaderLabels(headers)
        for seat in range(players):
            item = self.horizontalHeaderItem(self.FIXED + seat)
            if item is not None:
                item.setForeground(seat_color(seat).darker(130))
        self.setRowCount(len(overview.rows))
        for row in overview.rows:
            self._fill_row(game, row)

    def _fill_row(self, game: OpenGame, row: OverviewRow) -> None:
        hand = game.document.hands[row.index]
        label = texts.hand_label(hand)
        if row.riichi_sticks:
            label += "\n" + self.tr("riichi sticks: %1").replace("%1", str(row.riichi_sticks))
        results, winners, losers, values = [], [], [], []
        for result in row.results:
            if isinstance(result, WinResult):
                results.append(self.tr("Tsumo") if result.tsumo else self.tr("Ron"))
                winners.append(player_name(game, result.winner))
                losers.append("" if result.tsumo else player_name(game, result.from_seat))
                parts = texts.value_parts(result, result.han)
                values.append(" · ".join([*parts, f"{result.points:,}"]))
            else:
                results.append(texts.ryuukyoku_text(result))
        cells = [label, "\n".join(results) or self.tr("no result")]
        cells += ["\n".join(winners), "\n".join(losers), "\n".join(values)]
        for column, text in enumerate(cells):
            self.setItem(row.index, column, QTableWidgetItem(text))
        net = row.net
        for seat in range(len(row.end)):
            item = QTableWidgetItem(f"{row.end[seat]:,}\n{signed(net[seat])}")
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if net[seat]:
                item.setForeground(_GAIN if net[seat] > 0 else _LOSS)
            item.setToolTip(
                self.tr("Paid by the results: %1").replace("%1", signed(row.payments[seat]))
            )
            self.setItem(row.index, self.FIXED + seat, item)

    def _clicked(self, row: int, _column: int) -> None:
        overview = self.overview
        if overview is not None and 0 <= row < len(overview.rows):
            self.handResultRequested.emit(row, overview.rows[row].result_step)

    def select_hand(self, index: int) -> None:
        if 0 <= index < self.rowCount() and self.currentRow() != index:
            self.blockSignals(True)
            self.selectRow(index)
            self.blockSignals(False)


class ScoreChart(QWidget):
    """Each seat's score at the first deal and after every hand, one line per seat."""

    handResultRequested = Signal(int, int)

    MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 64, 18, 34, 34

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreChart")
        self.setMinimumSize(360, 220)
        self.game: OpenGame | None = None
        self.overview: GameOverview | None = None
        self.current = -1
        self.setAccessibleName(self.tr("Score chart"))

    def set_game(self, game: OpenGame | None) -> None:
        self.game = game
        self.overview = game_overview(game.document.game) if game is not None else None
        self.update()

    def select_hand(self, index: int) -> None:
        self.current = index
        self.update()

    def plot(self) -> QRectF:
        return QRectF(self.rect()).adjusted(
            self.MARGIN_LEFT, self.MARGIN_TOP, -self.MARGIN_RIGHT, -self.MARGIN_BOTTOM
        )

    def value_range(self) -> tuple[int, int]:
        """The scores shown, widened to whole 10,000s (the grid's lines)."""
        overview = self.overview
        values = (
            [v for s in range(overview.players) for v in overview.series(s)] if overview else []
        )
        low, high = min(values, default=0), max(values, default=50_000)
        low = (low // 10_000) * 10_000
        high = -((-high) // 10_000) * 10_000
        return low, max(high, low + 10_000)

    def point(self, index: int, score: int) -> QPointF:
        """Where the score after hand ``index - 1`` lies (index 0: the first deal)."""
        plot = self.plot()
        count = len(self.overview.rows) if self.overview else 1
        low, high = self.value_range()
        x = plot.left() + plot.width() * index / max(1, count)
        y = plot.bottom() - plot.height() * (score - low) / (high - low)
        return QPointF(x, y)

    def hand_at(self, x: float) -> int | None:
        """The hand whose result point is nearest ``x`` (None left of the first)."""
        if self.overview is None or not self.overview.rows:
            return None
        plot = self.plot()
        count = len(self.overview.rows)
        index = round((x - plot.left()) / plot.width() * count)
        return min(count, index) - 1 if index >= 1 else None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        hand = self.hand_at(event.position().x())
        if hand is not None and self.overview is not None:
            self.handResultRequested.emit(hand, self.overview.rows[hand].result_step)

    def paintEvent(self, event: QPaintEvent) -> None:
        paint_guarded(self, self._paint_chart)

    def _paint_chart(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.palette().color(QPalette.ColorRole.Text)
        painter.fillRect(self.rect(), self.palette().color(QPalette.ColorRole.Base))
        overview, game = self.overview, self.game
        if overview is None or game is None or not overview.rows:
            painter.setPen(text)
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.tr("No game open"))
            return
        plot = self.plot()
        low, high = self.value_range()
        grid = QColor(text)
        grid.setAlpha(50)
        metrics = painter.fontMetrics()
        for value in range(low, high + 1, 10_000):
            y = self.point(0, value).y()
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(text)
            painter.drawText(
                QRectF(0, y - 10, self.MARGIN_LEFT - 8, 20),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                f"{value:,}",
            )
        count = len(overview.rows)
        if 0 <= self.current < count:
            band = QColor(self.palette().color(QPalette.ColorRole.Highlight))
            band.setAlpha(45)
            x = self.point(self.current + 1, low).x()
            step = plot.width() / count
            column = QRectF(x - step / 2, plot.top(), step, plot.height())
            painter.fillRect(column.intersected(plot), band)
        every = max(1, int(metrics.horizontalAdvance("W1-1 ") * count / max(1.0, plot.width())) + 1)
        painter.setPen(text)
        for index, row in enumerate(overview.rows, start=1):
            if (index - 1) % every:
                continue
            x = self.point(index, low).x()
            painter.drawText(
                QRectF(x - 30, plot.bottom() + 4, 60, 20),
                int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop),
                short_hand_label(row),
            )
        legend_x = plot.left()
        for seat in range(overview.players):
            colour = seat_color(seat)
            points = [self.point(i, v) for i, v in enumerate(overview.series(seat))]
            painter.setPen(QPen(colour, 2.2))
            painter.drawPolyline(points)
            painter.setBrush(colour)
            for p in points:
                painter.drawEllipse(p, 3, 3)
            name = player_name(game, seat)
            painter.fillRect(QRectF(legend_x, 12, 14, 4), colour)
            painter.setPen(text)
            painter.drawText(QPointF(legend_x + 18, 19), name)
            legend_x += 18 + metrics.horizontalAdvance(name) + 18


class OverviewDialog(QDialog):
    """The overview table and the score chart, beside the viewer (not modal)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("overviewDialog")
        self.setModal(False)
        self.resize(900, 520)
        self.tabs = QTabWidget()
        self.table = OverviewTable()
        self.chart = ScoreChart()
        self.tabs.addTab(self.table, "")
        self.tabs.addTab(self.chart, "")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.tabs)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Game overview"))
        self.tabs.setTabText(0, self.tr("Hands"))
        self.tabs.setTabText(1, self.tr("Score chart"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self.table.fill()
        super().changeEvent(event)

    def set_game(self, game: OpenGame | None) -> None:
        self.table.set_game(game)
        self.chart.set_game(game)

    def select_hand(self, index: int) -> None:
        self.table.select_hand(index)
        self.chart.select_hand(index)

    def follow(self, navigation: Navigation) -> None:
        """Show ``navigation``'s game with its hand marked; a click jumps to a hand's result."""

        def jump(hand: int, step: int) -> None:
            navigation.set_hand(hand)
            navigation.set_step(step)

        self.set_game(navigation.game)
        if navigation.scene is not None:
            self.select_hand(navigation.scene.index)
        navigation.gameChanged.connect(self.set_game)
        navigation.handChanged.connect(lambda scene: self.select_hand(scene.index))
        self.table.handResultRequested.connect(jump)
        self.chart.handResultRequested.connect(jump)
