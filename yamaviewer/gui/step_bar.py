"""The step bar under the table: step buttons, autoplay and slider, the step in words.

It follows the :class:`Navigation` like the other views and asks for moves with
``stepRequested`` / ``handRequested`` (the window decides, as for a click on the
table).  Its texts keep the translation context ``"MainWindow"`` they had when
the window built the bar itself.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QIcon, QKeySequence, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QSlider,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from yamaviewer.gui import texts
from yamaviewer.gui.navigation import Navigation

#: Autoplay: milliseconds a step at 1×, and the speeds offered.
AUTOPLAY_INTERVAL_MS = 700
AUTOPLAY_SPEEDS = (0.5, 1.0, 2.0, 4.0)
#: Extra ticks autoplay waits on a result step.
AUTOPLAY_RESULT_TICKS = 4

#: lupdate finds translate("Context", "text") calls under this name.
translate = QCoreApplication.translate


def key_text(key: Qt.Key) -> str:
    """A key as the platform names it (Qt translates the names), arrows as arrows."""
    arrows = {Qt.Key.Key_Left: "←", Qt.Key.Key_Right: "→", Qt.Key.Key_Up: "↑", Qt.Key.Key_Down: "↓"}
    if key in arrows:
        return arrows[key]
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)


def step_icon(forward: bool, color: QColor, size: int = 20) -> QIcon:
    """One step: a drawn line arrow, so that it never looks like Play's filled triangle."""
    pixmap = QPixmap(size * 2, size * 2)
    pixmap.setDevicePixelRatio(2.0)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(color, 2.2)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    sign = 1 if forward else -1
    middle = size / 2
    tip, tail, head = middle + sign * 6, middle - sign * 6, middle + sign * 1
    painter.drawLine(QPointF(tail, middle), QPointF(tip, middle))
    painter.drawPolyline(
        [QPointF(head, middle - 5), QPointF(tip, middle), QPointF(head, middle + 5)]
    )
    painter.end()
    return QIcon(pixmap)


class StepBar(QWidget):
    """Buttons, autoplay and slider on one row, the step in words on the next.

    Icons follow media players: a line arrow steps once (unlike Play's filled
    triangle), a double arrow goes to the first or last step, a bar with arrows
    to another hand.  The words
    have their own row, so a long step never squeezes the slider.
    """

    stepRequested = Signal(int)
    handRequested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stepBar")
        self.navigation: Navigation | None = None
        column = QVBoxLayout(self)
        column.setContentsMargins(8, 4, 8, 4)
        column.setSpacing(2)
        row = QHBoxLayout()
        sp = QStyle.StandardPixmap
        self.prev_hand_button = self._tool(sp.SP_MediaSkipBackward)
        self.first_button = self._tool(sp.SP_MediaSeekBackward)
        self.prev_button = self._tool(sp.SP_ArrowLeft)
        self.play_button = self._tool(sp.SP_MediaPlay)
        self.play_button.setObjectName("playButton")
        self.play_button.setCheckable(True)
        self.next_button = self._tool(sp.SP_ArrowRight)
        self.last_button = self._tool(sp.SP_MediaSeekForward)
        self.next_hand_button = self._tool(sp.SP_MediaSkipForward)
        self._paint_step_icons()
        self.prev_hand_button.clicked.connect(lambda: self.handRequested.emit(self._hand - 1))
        self.first_button.clicked.connect(lambda: self.stepRequested.emit(0))
        self.prev_button.clicked.connect(lambda: self.stepRequested.emit(self._step - 1))
        self.play_button.toggled.connect(self.set_playing)
        self.next_button.clicked.connect(lambda: self.stepRequested.emit(self._step + 1))
        self.last_button.clicked.connect(lambda: self.stepRequested.emit(self._step_count - 1))
        self.next_hand_button.clicked.connect(lambda: self.handRequested.emit(self._hand + 1))
        self.speed_box = QComboBox()
        self.speed_box.setObjectName("speedBox")
        self.speed_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for speed in AUTOPLAY_SPEEDS:
            self.speed_box.addItem(f"{speed:g}×", speed)
        self.speed_box.setCurrentIndex(AUTOPLAY_SPEEDS.index(1.0))
        self.speed_box.currentIndexChanged.connect(lambda _index: self._restart_timer())
        self._result_ticks = 0
        self.play_timer = QTimer(self)
        self.play_timer.setObjectName("playTimer")
        self.play_timer.timeout.connect(self.autoplay_tick)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("stepSlider")
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.setMinimumWidth(120)
        self.slider.valueChanged.connect(self.stepRequested)
        self.step_count_label = QLabel()
        self.step_count_label.setObjectName("stepCountLabel")
        self.step_label = QLabel()
        self.step_label.setObjectName("stepLabel")
        # Ignored width: a long step text is elided, never pushing the slider aside.
        self.step_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._steady_step_label()
        for widget in (
            self.prev_hand_button,
            self.first_button,
            self.prev_button,
            self.play_button,
            self.next_button,
            self.last_button,
            self.next_hand_button,
            self.speed_box,
        ):
            row.addWidget(widget)
        row.addWidget(self.slider, 1)
        row.addWidget(self.step_count_label)
        column.addLayout(row)
        column.addWidget(self.step_label)
        self.retranslate_ui()
        self.show_position()

    def _steady_step_label(self) -> None:
        """Keep the step text one height whatever script it is in.

        A Japanese name in it is drawn in a taller fallback font: the label grew by a
        few pixels, the table above shrank, and every one of its cached layers was
        painted again on such a step (half of what a step cost).
        """
        label = self.step_label
        shown = label.text()
        label.setMinimumHeight(0)
        label.setText("東南 Ag")  # a CJK line is the taller one
        tall = label.sizeHint().height()
        label.setText(shown)
        label.setMinimumHeight(tall)

    def _tool(self, icon: QStyle.StandardPixmap) -> QToolButton:
        button = QToolButton()
        button.setIcon(self.style().standardIcon(icon))
        button.setProperty("standardIcon", int(icon.value))  # which icon, for tests
        button.setAutoRaise(True)
        button.setIconSize(QSize(20, 20))
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return button

    def follow(self, navigation: Navigation) -> None:
        """Show where ``navigation`` stands, from now on."""
        self.navigation = navigation
        navigation.moved.connect(self.show_position)
        self.show_position()

    # -- where the navigation stands -----------------------------------------------------
    @property
    def _step(self) -> int:
        return self.navigation.step if self.navigation is not None else 0

    @property
    def _hand(self) -> int:
        return self.navigation.hand if self.navigation is not None else 0

    @property
    def _step_count(self) -> int:
        return self.navigation.step_count if self.navigation is not None else 0

    def show_position(self) -> None:
        """Slider, step text and buttons for where the navigation stands."""
        scene = self.navigation.scene if self.navigation is not None else None
        if scene is not None:
            replay = scene.replay
            step = self._step
            self.slider.blockSignals(True)
            self.slider.setRange(0, len(replay.states) - 1)
            self.slider.setValue(step)
            self.slider.blockSignals(False)
            hand = replay.hand
            event = hand.events[step - 1] if 0 < step <= len(hand.events) else None
            self.step_count_label.setText(
                translate("MainWindow", "Step %1 / %2")
                .replace("%1", str(step))
                .replace("%2", str(len(replay.states) - 1))
            )
            text = texts.event_text(event, hand, lambda seat: texts.seat_text(scene, seat))
            self.step_label.setText(text)
            self.step_label.setToolTip(text)
        game = self.navigation.game if self.navigation is not None else None
        step, last = self._step, self._step_count - 1
        hands = game.hand_count if game is not None else 0
        for widget, enabled in (
            (self.prev_button, step > 0),
            (self.first_button, step > 0),
            (self.next_button, step < last),
            (self.last_button, step < last),
            (self.prev_hand_button, self._hand > 0),
            (self.next_hand_button, self._hand < hands - 1),
        ):
            widget.setEnabled(game is not None and enabled)
        self.slider.setEnabled(game is not None)

    # -- autoplay --------------------------------------------------------------------------
    def _paint_step_icons(self) -> None:
        color = self.palette().buttonText().color()
        self.prev_button.setIcon(step_icon(False, color))
        self.next_button.setIcon(step_icon(True, color))

    def set_playing(self, playing: bool) -> None:
        """Start or stop stepping by itself (on to the next hand; stops after the last)."""
        if self.play_button.isChecked() != playing:
            self.play_button.setChecked(playing)  # comes back here through toggled
            return
        sp = QStyle.StandardPixmap
        self.play_button.setIcon(
            self.style().standardIcon(sp.SP_MediaPause if playing else sp.SP_MediaPlay)
        )
        self._retranslate_play()
        if playing and self.navigation is not None and self.navigation.game is not None:
            self._restart_timer()
        else:
            self.play_timer.stop()
            if playing:
                self.play_button.setChecked(False)

    def toggle_playing(self) -> None:
        self.set_playing(not self.play_button.isChecked())

    def _restart_timer(self) -> None:
        speed = self.speed_box.currentData() or 1.0
        self.play_timer.setInterval(round(AUTOPLAY_INTERVAL_MS / float(speed)))
        if self.play_button.isChecked():
            self.play_timer.start()

    def autoplay_tick(self) -> None:
        """One autoplay step: the next step, else the next hand, else stop.

        A result stays up for AUTOPLAY_RESULT_TICKS ticks, time to read it.
        """
        navigation = self.navigation
        scene = navigation.scene if navigation is not None else None
        at_result = scene is not None and scene.replay.state(self._step).deltas is not None
        if at_result and self._result_ticks < AUTOPLAY_RESULT_TICKS:
            self._result_ticks += 1
            return
        self._result_ticks = 0
        game = navigation.game if navigation is not None else None
        if game is None:
            self.set_playing(False)
        elif self._step < self._step_count - 1:
            self.stepRequested.emit(self._step + 1)
        elif self._hand < game.hand_count - 1:
            self.handRequested.emit(self._hand + 1)
        else:
            self.set_playing(False)

    # -- translation -----------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        """Tooltips name the key of each button, as written on the key."""
        key = Qt.Key
        for button, tip, shortcut in (
            (self.prev_hand_button, translate("MainWindow", "Previous hand"), key.Key_PageUp),
            (self.first_button, translate("MainWindow", "First step of the hand"), key.Key_Home),
            (self.prev_button, translate("MainWindow", "Previous step"), key.Key_Left),
            (self.next_button, translate("MainWindow", "Next step"), key.Key_Right),
            (self.last_button, translate("MainWindow", "Last step of the hand"), key.Key_End),
            (self.next_hand_button, translate("MainWindow", "Next hand"), key.Key_PageDown),
        ):
            button.setToolTip(f"{tip} <code>{key_text(shortcut)}</code>")
            button.setAccessibleName(tip)
        self._retranslate_play()
        self.speed_box.setToolTip(translate("MainWindow", "Autoplay speed"))
        self.speed_box.setAccessibleName(translate("MainWindow", "Autoplay speed"))
        self.slider.setAccessibleName(translate("MainWindow", "Step"))

    def _retranslate_play(self) -> None:
        playing = self.play_button.isChecked()
        tip = translate("MainWindow", "Pause") if playing else translate("MainWindow", "Play")
        self.play_button.setToolTip(f"{tip} <code>{key_text(Qt.Key.Key_Space)}</code>")
        self.play_button.setAccessibleName(tip)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self.show_position()
        elif event.type() == QEvent.Type.PaletteChange:
            self._paint_step_icons()
        elif event.type() == QEvent.Type.FontChange:
            self._steady_step_label()
        super().changeEvent(event)
