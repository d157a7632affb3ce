"""Next and previous key moment in the viewer: a bar under the step bar, and its jumps.

The moments come from :func:`yamaviewer.core.defence.moments.moments_of_seats` for the
seat in view (every seat when all hands are open), computed once per hand and seat, a
moment after the hand is painted (or at once when a jump asks).  The Go menu's actions
(declared in :mod:`yamaviewer.gui.actions`) call :func:`jump`; the bar's buttons show
those same actions, and its label says what the moment at the current step is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QToolButton, QWidget

from yamaviewer.core.tiles import long_kind_name

if TYPE_CHECKING:
    # The defence core (and the scoring it checks yaku with) loads with the first hand's
    # moments, not with the window: a third of the app's start-up otherwise.
    from yamaviewer.core.defence.moments import KeyMoment
    from yamaviewer.gui.main_window import MainWindow

#: How long a hand stays in view before its moments are worked out (a held key skips it).
FILL_DELAY_MS = 150

_cache: dict[tuple[int, int, tuple[int, ...]], list[KeyMoment]] = {}


def _t(text: str) -> str:
    return QCoreApplication.translate("KeyMoments", text)


def _view_key(navigation: Any) -> tuple[int, int, tuple[int, ...]] | None:
    """What the moments in view depend on: the document, the hand and the seats."""
    game = navigation.game
    if game is None:
        return None
    document = game.document
    seat = navigation.options.view_seat
    seats = tuple(range(document.game.player_count)) if seat is None else (seat,)
    return (id(document), navigation.hand, seats)


def known_moments(navigation: Any) -> list[KeyMoment] | None:
    """The moments in view if already worked out (None: not yet), without computing."""
    key = _view_key(navigation)
    return [] if key is None else _cache.get(key)


def moments_in_view(navigation: Any) -> list[KeyMoment]:
    """The key moments of the hand shown, for the seat in view (all seats when none)."""
    key = _view_key(navigation)
    if key is None:
        return []
    if key not in _cache:
        if len(_cache) > 64:
            _cache.clear()
        try:
            replay = navigation.game.document.replay(navigation.hand)
        except (ValueError, IndexError, KeyError):
            return []
        from yamaviewer.core.defence.moments import moments_of_seats

        _cache[key] = moments_of_seats(replay, key[2])
    return _cache[key]


def target_step(moments: list[KeyMoment], step: int, direction: int) -> int | None:
    """The first moment's step after ``step`` (direction 1) or before it (-1)."""
    steps = sorted({m.step for m in moments})
    if direction > 0:
        return next((s for s in steps if s > step), None)
    return next((s for s in reversed(steps) if s < step), None)


def jump(window: MainWindow, direction: int) -> None:
    """Go to the next (1) or previous (-1) key moment of the seat in view."""
    navigation = window.navigation
    step = target_step(moments_in_view(navigation), navigation.step, direction)
    if step is not None:
        window.set_step(step)


def _seat(seat: int) -> str:
    return _t("seat %1").replace("%1", str(seat + 1))


def moment_text(moment: KeyMoment, language: str = "en") -> str:
    """One line saying what the moment is, in the interface language."""
    from yamaviewer.core.defence.moments import Reason

    def tile(tile_id: int | None) -> str:
        return "?" if tile_id is None else long_kind_name(tile_id // 4, language)

    def kind(k: int | None) -> str:
        return "?" if k is None else long_kind_name(k, language)

    if moment.reason is Reason.UKEIRE_LOST:
        if moment.chosen_shanten > moment.best_shanten:
            text = _t("%1 discarded %2: the hand went back a shanten (best: %3)")
        else:
            text = _t("%1 discarded %2: %4 tiles improve the hand, %5 after %3")
        return (
            text.replace("%1", _seat(moment.seat))
            .replace("%2", tile(moment.tile))
            .replace("%3", kind(moment.best_kind))
            .replace("%4", str(moment.chosen_tiles))
            .replace("%5", str(moment.best_tiles))
        )
    if moment.reason is Reason.DANGEROUS:
        return (
            _t("%1 pushed %2 (estimate %3) at %4-shanten against riichi; safest held: %5 (%6)")
            .replace("%1", _seat(moment.seat))
            .replace("%2", tile(moment.tile))
            .replace("%3", f"{moment.estimate:.1%}")
            .replace("%4", str(moment.chosen_shanten))
            .replace("%5", kind(moment.safest_kind))
            .replace("%6", f"{moment.safest_estimate:.1%}")
        )
    if moment.reason is Reason.DEAL_IN:
        return (
            _t("%1 dealt in with %2 to %3")
            .replace("%1", _seat(moment.seat))
            .replace("%2", tile(moment.tile))
            .replace("%3", _seat(moment.other_seat or 0))
        )
    if moment.other_seat == moment.seat:
        text = _t("%1 drew %2 and did not declare tsumo (a win with a yaku)")
    else:
        text = _t("%1 let %2 from %3 pass: a ron with a yaku, not furiten")
    return (
        text.replace("%1", _seat(moment.seat))
        .replace("%2", tile(moment.tile))
        .replace("%3", _seat(moment.other_seat or 0))
    )


def _language() -> str:
    return "ja" if _t("seat %1") != "seat %1" else "en"


class KeyMomentBar(QWidget):
    """Previous / next key moment buttons and what the moment at this step is."""

    def __init__(self, previous: QAction, following: QAction, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("keyMomentBar")
        self.navigation: Any = None
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.previous_button = QToolButton(self)
        self.previous_button.setObjectName("previousKeyMoment")
        self.previous_button.setDefaultAction(previous)
        self.next_button = QToolButton(self)
        self.next_button.setObjectName("nextKeyMoment")
        self.next_button.setDefaultAction(following)
        for button in (self.previous_button, self.next_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.label = QLabel(self)
        self.label.setObjectName("keyMomentLabel")
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        row.addWidget(self.previous_button)
        row.addWidget(self.next_button)
        row.addWidget(self.label, 1)
        self.fill_timer = QTimer(self)
        self.fill_timer.setSingleShot(True)
        self.fill_timer.setInterval(FILL_DELAY_MS)
        self.fill_timer.timeout.connect(self.fill)

    def fill(self) -> None:
        """Work out the moments in view now and show them."""
        if self.navigation is not None and self.isVisible():
            moments_in_view(self.navigation)
            self.show_position()

    def follow(self, navigation: Any) -> None:
        self.navigation = navigation
        navigation.moved.connect(self.show_position)
        self.show_position()

    def show_position(self) -> None:
        """Say the moments at this step; a hand not worked out yet fills in a moment later.

        Working a hand out costs more than painting it, so a hand change paints first
        and a held Next Hand key works out only the hand it stops on (the jumps still
        work a hand out at once when used).
        """
        if self.navigation is None or not self.isVisible():
            return
        moments = known_moments(self.navigation)
        if moments is None:
            self.label.setText(_t("Key moments: %1").replace("%1", "…"))
            self.label.setToolTip("")
            self.fill_timer.start()
            return
        step = self.navigation.step
        here = [m for m in moments if m.step == step]
        count = len({m.step for m in moments})
        head = _t("Key moments: %1").replace("%1", str(count))
        language = _language()
        self.label.setText(" · ".join([head, *(moment_text(m, language) for m in here)]))
        self.label.setToolTip("\n".join(moment_text(m, language) for m in here))

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self.show_position()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.show_position()
        super().changeEvent(event)


def attach(window: MainWindow) -> KeyMomentBar:
    """Put the bar under the window's step bar, with the Go menu's key-moment actions."""
    bar = KeyMomentBar(window.prev_moment_action, window.next_moment_action, window.step_bar)
    layout = window.step_bar.layout()
    if layout is not None:
        layout.addWidget(bar)
    bar.follow(window.navigation)
    return bar
