"""Where the viewer stands: the open game, the hand, the step and the view options.

One observable object holds that state and says when it changes; the table,
the strip, the hand list, the verification panel and the step bar subscribe
to it (each view's ``follow``), so the main window changes the state in one
place instead of pushing it into every widget by hand.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QObject, QTimer, Signal

from yamaviewer.core.replay.presentation import HandScene, OpenGame
from yamaviewer.gui.table_options import TableOptions


class Navigation(QObject):
    """The viewer's position (game, hand, step) and view options, with change signals.

    ``gameChanged`` comes first when a game is opened (after ``optionsChanged`` when its
    seat view differs from the last game's), then ``handChanged`` (the step is 0 then);
    ``stepChanged`` is sent for a new step within the same hand;
    ``optionsChanged`` for new view options.  ``moved`` follows any of them, for
    views that show a summary of the whole position (the step bar).
    """

    gameChanged = Signal(object)  # OpenGame | None
    handChanged = Signal(object)  # HandScene
    stepChanged = Signal(int)
    optionsChanged = Signal(object)  # TableOptions
    moved = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game: OpenGame | None = None
        self._hand = 0
        self._step = 0
        self._options = TableOptions()
        #: The step asked for by keys, buttons or the wheel, applied when the queue is empty.
        self._target: int | None = None
        self._apply_timer = QTimer(self)
        self._apply_timer.setSingleShot(True)
        self._apply_timer.setInterval(0)
        self._apply_timer.timeout.connect(self.apply_requested_step)

    # -- reading ---------------------------------------------------------------------
    @property
    def game(self) -> OpenGame | None:
        return self._game

    @property
    def hand(self) -> int:
        return self._hand

    @property
    def step(self) -> int:
        return self._step

    @property
    def requested_step(self) -> int:
        """The step the viewer is going to: the last one asked for, else the one shown."""
        return self._step if self._target is None else self._target

    @property
    def options(self) -> TableOptions:
        return self._options

    @property
    def scene(self) -> HandScene | None:
        """The hand shown; None while a game opens (hand -1 must not read as the last hand)."""
        if self._game is None or not 0 <= self._hand < self._game.hand_count:
            return None
        return self._game.scene(self._hand)

    @property
    def step_count(self) -> int:
        scene = self.scene
        return len(scene.replay.states) if scene is not None else 0

    # -- changing ----------------------------------------------------------------------
    def set_game(self, game: OpenGame | None, hand: int = 0, seat: int | None = None) -> None:
        """Open ``game`` at ``hand`` (clamped), step 0, seen from ``seat`` (None: all hands).

        A seat view belongs to the game it was chosen in: each game opens with its own
        (a link's ``tw=``), never the last game's, and only with a seat the game has.
        """
        players = game.document.game.player_count if game is not None else 0
        view_seat = seat if seat is not None and 0 <= seat < players else None
        if view_seat != self._options.view_seat:  # said while the old game is still shown
            self._options = replace(self._options, view_seat=view_seat)
            self.optionsChanged.emit(self._options)
        self._game = game
        self._target = None
        self._hand = -1
        self.gameChanged.emit(game)
        if game is None:
            self._hand = 0
            self._step = 0
            self.moved.emit()
            return
        self.set_hand(max(0, min(hand, game.hand_count - 1)))

    def set_hand(self, index: int) -> None:
        """Go to hand ``index`` at step 0 (ignored outside the game or when already there)."""
        game = self._game
        if game is None or not 0 <= index < game.hand_count or index == self._hand:
            return
        self._hand = index
        self._step = 0
        self._target = None
        self.handChanged.emit(game.scene(index))
        self.moved.emit()

    def set_step(self, step: int) -> None:
        """Go to ``step`` of the current hand (clamped to its steps)."""
        if self._game is None:
            return
        step = max(0, min(step, self.step_count - 1))
        self._target = None
        if step == self._step:
            return
        self._step = step
        self.stepChanged.emit(step)
        self.moved.emit()

    def request_step(self, step: int) -> None:
        """Go to ``step`` once the events already queued are handled.

        A held or quickly repeated key asks for many steps before the screen can
        show one: each request only moves the target, and a zero timer shows the
        last one, so the screen never falls behind the keys.
        """
        if self._game is None:
            return
        self._target = max(0, min(step, self.step_count - 1))
        self._apply_timer.start()

    def apply_requested_step(self) -> None:
        """Show the step last asked for with :meth:`request_step` (now, if one is waiting)."""
        self._apply_timer.stop()
        target, self._target = self._target, None
        if target is not None:
            self.set_step(target)

    def set_options(self, options: TableOptions) -> None:
        self._options = options
        self.optionsChanged.emit(options)
        self.moved.emit()
