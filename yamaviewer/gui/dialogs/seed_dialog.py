"""Paste a Tenhou seed (no log needed) and browse the hands it deals."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, Signal
from PySide6.QtGui import QTextOption
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from yamaviewer.core.walls.tenhou import SeedError, TenhouSeed, parse_seed
from yamaviewer.gui import texts
from yamaviewer.gui.dialogs.common import StatusLabel, frame_dialog, intro_layout, mono_font

#: A base64 seed is about 3,360 characters, a legacy one under 300: anything far longer
#: is not a seed, and laying out a megabyte-long line would freeze the window.
MAX_SEED_CHARACTERS = 16_384


class SeedEdit(QPlainTextEdit):
    """The seed box: a paste far longer than any seed is refused before it is laid out."""

    refused = Signal(int)

    def insertFromMimeData(self, source: QMimeData) -> None:
        length = len(source.text()) if source.hasText() else 0
        if length + len(self.toPlainText()) > MAX_SEED_CHARACTERS:
            self.refused.emit(length)
            return
        super().insertFromMimeData(source)


class SeedDialog(QDialog):
    """Emits :attr:`gameReady` with an OpenGame built from the seed."""

    gameReady = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The seed as last decoded from the text (None while the text is not a seed).
        self.seed: TenhouSeed | None = None
        frame_dialog(self, "seedDialog", self.tr("Browse a Tenhou Seed"), 620, 380)
        layout = intro_layout(
            self,
            self.tr(
                "Paste the <b>seed</b> attribute of a log's SHUFFLE tag "
                "(mt19937ar-sha512-n288-base64,… or the 2009 legacy form), or the shuffle "
                "key of one hand of a game from before August 2009 (mt19937ar,…). The walls of "
                "the hands it deals are rebuilt here as a preview; without the log nothing "
                "is verified."
            ),
        )
        self.seed_edit = SeedEdit()
        self.seed_edit.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.seed_edit.setWordWrapMode(QTextOption.WrapMode.WrapAnywhere)
        self.seed_edit.refused.connect(self._refuse_paste)
        self.seed_edit.setObjectName("seedEdit")
        self.seed_edit.setFont(mono_font())
        self.seed_edit.setPlaceholderText("mt19937ar-sha512-n288-base64,…")
        self.seed_edit.setAccessibleName(self.tr("Seed"))
        self.seed_edit.textChanged.connect(self._validate)
        layout.addWidget(self.seed_edit, 1)
        self.status = StatusLabel()
        self.status.setObjectName("seedStatus")
        layout.addWidget(self.status)
        form = QFormLayout()
        self.players = QComboBox()
        self.players.addItem(self.tr("4 players"), 4)
        self.players.addItem(self.tr("3 players (sanma)"), 3)
        form.addRow(self.tr("Players:"), self.players)
        self.hands = QSpinBox()
        self.hands.setRange(1, 32)
        self.hands.setValue(8)
        form.addRow(self.tr("Hands:"), self.hands)
        self.play_out = QCheckBox(
            self.tr(
                "Play the hands out (every seat discards what it "
                "draws), so every draw shows on the wall"
            )
        )
        self.play_out.setChecked(True)
        form.addRow("", self.play_out)
        layout.addLayout(form)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Show the Hands"))
        demo = QPushButton(self.tr("Use the Demo Seed"))
        demo.clicked.connect(self._use_demo)
        buttons.addButton(demo, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.seed_edit.setFocus()  # typing or pasting starts in the seed field
        self._validate()

    def _use_demo(self) -> None:
        from yamaviewer.core.replay.demo import demo_seed_text

        self.seed_edit.setPlainText(demo_seed_text())

    def _refuse_paste(self, length: int) -> None:
        self.status.show_errors(
            [
                self.tr(
                    "Not pasted: the text has %1 characters; a seed has at most a few thousand."
                ).replace("%1", f"{length:,}")
            ]
        )

    def _validate(self) -> bool:
        """Decode the seed once per edit; accepting uses the decoded seed."""
        self.seed = None
        self.hands.setEnabled(True)
        if self.seed_edit.document().characterCount() > MAX_SEED_CHARACTERS:
            # Typed or set programmatically past the bound: never decode or keep it.
            length = self.seed_edit.document().characterCount()
            self.seed_edit.blockSignals(True)
            self.seed_edit.clear()
            self.seed_edit.blockSignals(False)
            self._refuse_paste(length)
            self.ok_button.setEnabled(False)
            return False
        text = self.seed_edit.toPlainText().strip()
        if not text:
            self.status.clear_status()
            self.ok_button.setEnabled(False)
            return False
        try:
            seed = parse_seed(text)
        except SeedError as error:
            self.status.show_errors([texts.error_text(error)])
            self.ok_button.setEnabled(False)
            return False
        self.seed = seed
        self.hands.setEnabled(not seed.per_hand)  # one key is one hand
        if seed.per_hand:
            kind = self.tr("one hand's key from before August 2009, %1 words").replace(
                "%1", str(len(seed.key))
            )
        elif seed.legacy:
            kind = self.tr("legacy (2009) seed, 32 words")
        else:
            kind = self.tr("base64 seed, %1 words").replace("%1", str(len(seed.key)))
        self.status.show_ok(kind)
        self.ok_button.setEnabled(True)
        return True

    def accept(self) -> None:
        if self.seed is None:
            return
        from yamaviewer.core.replay.presentation import seed_game

        try:
            game = seed_game(
                self.seed,
                int(self.players.currentData()),
                self.hands.value(),
                self.play_out.isChecked(),
            )
        except ValueError as error:
            self.status.show_errors([texts.error_text(error)])
            return
        self.gameReady.emit(game)
        super().accept()
