"""The list of hands: name, result and a verified / mismatch mark (model and view)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractListModel,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QContextMenuEvent, QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import (
    QListView,
    QMenu,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from yamaviewer.core.replay.presentation import OpenGame
from yamaviewer.gui import texts
from yamaviewer.gui.status_line import PREVIEW_SOURCES

if TYPE_CHECKING:
    from yamaviewer.gui.navigation import Navigation

ResultRole = Qt.ItemDataRole.UserRole + 1
StatusRole = Qt.ItemDataRole.UserRole + 2
PointsRole = Qt.ItemDataRole.UserRole + 3

_Index = QModelIndex | QPersistentModelIndex


def hand_status(game: OpenGame, index: int) -> tuple[str, str]:
    """("verified" | "mismatch" | "unchecked", short text) for one hand.

    Read from the one verification result, whichever source checked the game,
    so the badge says what ``verify`` and the Verification panel say.
    """
    verdict = game.document.verdict
    if verdict is None or game.source in PREVIEW_SOURCES or not 0 <= index < len(verdict.hands):
        return "unchecked", ""  # a wall computed here is a preview: no tick
    check = verdict.hands[index]
    if not check.ok:
        return "mismatch", str(check.mismatch_count)
    if verdict.source == "majsoul" and not check.hash_ok:
        return "unchecked", ""  # no hash fixed this wall before the hand
    return "verified", ""


def _is_record(game: OpenGame) -> bool:
    """Whether the walls checked are the record's own (Mahjong Soul), not a seed's."""
    verdict = game.document.verdict
    return verdict is not None and verdict.source == "majsoul"


def hand_points(game: OpenGame, index: int) -> str:
    """The points each win of the hand was worth ('8,000', a double ron '8,000 + 2,000')."""
    return " + ".join(f"{win.points:,}" for win in game.document.hands[index].wins)


def hand_result(game: OpenGame, index: int) -> str:
    hand = game.document.hands[index]
    names = game.document.game.player_names
    players = game.document.game.player_count
    return texts.hand_result(hand, lambda seat: texts.seat_label(hand, seat, names, players))


def fitted_points(points: str, label: str, metrics: QFontMetrics, width: int) -> str:
    """The points beside ``label``: a double ron's '3,900 + 2,900' as its sum if both don't fit.

    The hand's name comes first; a long points text must not cut it.
    """
    if " + " not in points:
        return points
    room = width - metrics.horizontalAdvance(label) - 6
    if metrics.horizontalAdvance(points) <= room:
        return points
    compact = points.replace(" + ", "+")
    if metrics.horizontalAdvance(compact) <= room:
        return compact
    return f"{sum(int(p.replace(',', '')) for p in points.split(' + ')):,}"


class HandListModel(QAbstractListModel):
    """One row per hand of the open game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._game: OpenGame | None = None

    def set_game(self, game: OpenGame | None) -> None:
        self.beginResetModel()
        self._game = game
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self._game is None:
            return 0
        return self._game.hand_count

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        game = self._game
        if game is None or not index.isValid():
            return None
        row = index.row()
        hand = game.document.hands[row]
        if role == Qt.ItemDataRole.DisplayRole:
            return texts.hand_label(hand)
        if role == ResultRole:
            return hand_result(game, row) or self.tr("no result")
        if role == StatusRole:
            return hand_status(game, row)
        if role == PointsRole:
            return hand_points(game, row)
        if role == Qt.ItemDataRole.ToolTipRole:
            status, count = hand_status(game, row)
            if _is_record(game):
                text = {
                    "verified": self.tr(
                        "The hash matches and every draw and indicator came from the wall "
                        "the record published"
                    ),
                    "mismatch": self.tr("%1 mismatch(es) with the wall the record published"),
                    "unchecked": self.tr("Not verified (the record gives no hash for this wall)"),
                }[status].replace("%1", count)
            else:
                text = {
                    "verified": self.tr("Every deal, draw and indicator came from the seed's wall"),
                    "mismatch": self.tr("%1 mismatch(es) with the seed's wall").replace(
                        "%1", count
                    ),
                    "unchecked": self.tr("Not verified (no seed to check against)"),
                }[status]
            return f"{texts.hand_label(hand)}\n{hand_result(game, row)}\n{text}"
        if role == Qt.ItemDataRole.AccessibleTextRole:
            status = hand_status(game, row)[0]
            return f"{texts.hand_label(hand)}, {hand_result(game, row)}, {status}"
        return None


class HandDelegate(QStyledItemDelegate):
    """Two lines per hand and a status badge at the right."""

    def sizeHint(self, option: QStyleOptionViewItem, index: _Index) -> QSize:
        # As wide as the list shows: a narrow dock never scrolls sideways or cuts the badge.
        height = option.fontMetrics.height()
        view = option.widget
        width = view.viewport().width() if isinstance(view, QListView) else 120
        return QSize(max(60, width), int(height * 2.6) + 6)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        painter.save()
        style = option.widget.style() if option.widget is not None else None
        self.initStyleOption(option, index)
        option.text = ""
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, option, painter, option.widget)
        rect: QRect = option.rect.adjusted(8, 3, -8, -3)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        palette = option.palette
        text_color = palette.color(
            QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        )
        status, count = index.data(StatusRole) or ("unchecked", "")
        badge = 22
        badge_rect = QRect(rect.right() - badge, rect.center().y() - badge // 2, badge, badge)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        color = {"verified": QColor("#2e9d5b"), "mismatch": QColor("#d9463e")}.get(
            status, QColor("#8a8f8d")
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(color)
        painter.drawEllipse(badge_rect)
        painter.setPen(QColor("#ffffff"))
        font = QFont(option.font)
        font.setBold(True)
        painter.setFont(font)
        symbol = {"verified": "✓", "mismatch": count or "!"}.get(status, "–")
        painter.drawText(badge_rect, Qt.AlignmentFlag.AlignCenter, symbol)
        text_rect = rect.adjusted(0, 0, -badge - 6, 0)
        half = text_rect.height() // 2
        painter.setPen(text_color)
        points = str(index.data(PointsRole) or "")
        first = QRect(text_rect.x(), text_rect.y(), text_rect.width(), half)
        points = fitted_points(
            points,
            str(index.data(Qt.ItemDataRole.DisplayRole)),
            painter.fontMetrics(),
            first.width(),
        )
        painter.drawText(
            first, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), points
        )
        room = first.width() - painter.fontMetrics().horizontalAdvance(points) - 6
        label = painter.fontMetrics().elidedText(
            str(index.data(Qt.ItemDataRole.DisplayRole)), Qt.TextElideMode.ElideRight, room
        )
        painter.drawText(
            first, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), label
        )
        font.setBold(False)
        font.setPointSizeF(max(6.0, font.pointSizeF() * 0.9))
        painter.setFont(font)
        dim = QColor(text_color)
        dim.setAlpha(170)
        painter.setPen(dim)
        result = str(index.data(ResultRole))
        metrics = painter.fontMetrics()
        result = metrics.elidedText(result, Qt.TextElideMode.ElideRight, text_rect.width())
        painter.drawText(
            QRect(text_rect.x(), text_rect.y() + half, text_rect.width(), half),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            result,
        )
        painter.restore()


class HandList(QListView):
    """The hand list view with its model and delegate."""

    #: The context menu asked for the game overview (every hand with its scores).
    overviewRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.hand_model = HandListModel(self)
        self.setModel(self.hand_model)
        self.setItemDelegate(HandDelegate(self))
        self.setUniformItemSizes(True)
        self.setAlternatingRowColors(True)
        self.setSelectionMode(QListView.SelectionMode.SingleSelection)
        self.setAccessibleName(self.tr("Hands"))

    def set_game(self, game: OpenGame | None) -> None:
        self.hand_model.set_game(game)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        menu = QMenu(self)
        menu.addAction(self.tr("Game Overview and Score Chart"), self.overviewRequested.emit)
        menu.exec(event.globalPos())

    def follow(self, navigation: Navigation) -> None:
        """List the hands of ``navigation``'s game with its hand selected, from now on."""
        navigation.gameChanged.connect(self.set_game)
        navigation.handChanged.connect(lambda scene: self.select_hand(scene.index))

    def select_hand(self, row: int) -> None:
        index = self.hand_model.index(row, 0)
        if index.isValid() and self.currentIndex().row() != row:
            self.setCurrentIndex(index)
