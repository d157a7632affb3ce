"""Tenhou's pre-game hash (seat order + seed), clearly labelled as unconfirmed."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from yamaviewer.core.record import GameRecord
from yamaviewer.core.walls.tenhou_commitment import (
    UNCONFIRMED_LABEL,
    CommitmentError,
    commitment_from_seed,
)
from yamaviewer.gui import texts
from yamaviewer.gui.dialogs.common import Banner, StatusLabel, frame_dialog, mono_font


class CommitmentDialog(QDialog):
    """Compute SHA-512(seat order + seed) and compare it with a published hash."""

    def __init__(self, game: GameRecord | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        frame_dialog(
            self, "commitmentDialog", self.tr("Tenhou Pre-game Hash (Unconfirmed)"), 700, 560
        )
        layout = QVBoxLayout(self)
        self.banner = Banner("", "warning")
        self.banner.set_banner(texts.core_text(UNCONFIRMED_LABEL), "warning")
        self.banner.setObjectName("unconfirmedBanner")
        layout.addWidget(self.banner)
        form = QFormLayout()
        self.name_edits: list[QLineEdit] = []
        for index, wind in enumerate(texts.wind_name(w) for w in range(4)):
            edit = QLineEdit()
            edit.setObjectName(f"nameEdit{index + 1}")
            edit.setPlaceholderText(self.tr("empty in 3-player games") if index == 3 else "")
            edit.textChanged.connect(self.update_result)
            form.addRow(self.tr("%1 seat name:").replace("%1", wind), edit)
            self.name_edits.append(edit)
        self.seed_edit = QPlainTextEdit()
        self.seed_edit.setObjectName("commitmentSeedEdit")
        self.seed_edit.setFont(mono_font())
        self.seed_edit.setMaximumHeight(110)
        self.seed_edit.setPlaceholderText("mt19937ar-sha512-n288-base64,…")
        self.seed_edit.textChanged.connect(self.update_result)
        form.addRow(self.tr("Seed:"), self.seed_edit)
        self.expected_edit = QLineEdit()
        self.expected_edit.setObjectName("expectedEdit")
        self.expected_edit.setFont(mono_font())
        self.expected_edit.setPlaceholderText(self.tr("published SHA-512 (128 hex digits)"))
        self.expected_edit.textChanged.connect(self.update_result)
        form.addRow(self.tr("Published hash:"), self.expected_edit)
        layout.addLayout(form)
        self.status = StatusLabel()
        self.status.setObjectName("commitmentStatus")
        layout.addWidget(self.status)
        self.details = QLabel()
        self.details.setObjectName("commitmentDetails")
        self.details.setWordWrap(True)
        self.details.setFont(mono_font())
        self.details.setTextInteractionFlags(
            self.details.textInteractionFlags().TextSelectableByMouse
        )
        layout.addWidget(self.details)
        self.verdict = Banner("", "info")
        self.verdict.setObjectName("commitmentVerdict")
        layout.addWidget(self.verdict)
        layout.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        if game is not None:
            names = list(game.player_names) + [""] * 4
            for edit, name in zip(self.name_edits, names[:4]):
                edit.setText(name)
            self.seed_edit.setPlainText(game.shuffle_seed or "")
        self.update_result()

    def update_result(self) -> None:
        names = [edit.text() for edit in self.name_edits]
        if names[3] == "":
            names = names[:3]
        seed = self.seed_edit.toPlainText().strip()
        self.details.setText("")
        self.verdict.set_banner("", "info")
        if not seed:
            self.status.show_notes(
                [
                    self.tr(
                        "Enter the names and the seed (or open the game "
                        "first; they are filled in from the log)."
                    )
                ]
            )
            return
        try:
            result = commitment_from_seed(names, seed)
        except CommitmentError as error:
            self.status.show_errors([texts.error_text(error)])
            return
        self.status.clear_status()
        self.details.setText(
            self.tr("Players sorted: %1\nSeat order digits: %2\nSHA-512: %3")
            .replace("%1", ", ".join(result.sorted_names))
            .replace("%2", result.seat_order)
            .replace("%3", "\n         ".join(result.hex[i : i + 64] for i in range(0, 128, 64)))
        )
        expected = self.expected_edit.text()
        if not expected.strip():
            return
        try:
            matched = result.matches(expected)
        except CommitmentError as error:
            self.verdict.set_banner(texts.error_text(error), "error")
            return
        if matched:
            self.verdict.set_banner(
                self.tr("The published hash equals the computed one."),
                "ok",
                self.tr("MATCH (recipe unconfirmed):"),
            )
        else:
            self.verdict.set_banner(
                self.tr(
                    "The hashes differ. Since the recipe is unconfirmed, this does not "
                    "show that anything is wrong."
                ),
                "warning",
                self.tr("NO MATCH:"),
            )
