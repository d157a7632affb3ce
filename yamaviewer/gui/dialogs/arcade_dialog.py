"""MJ Arcade: four player seeds and UE, checked character by character as they are typed."""

from __future__ import annotations

import html
import itertools
import re

from PySide6.QtCore import Signal
from PySide6.QtGui import QGuiApplication, QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QWidget,
)

from yamaviewer.core.walls.arcade import UNVERIFIED_LABEL, arcade_wall
from yamaviewer.core.walls.arcade_input import (
    FULL_WIDTH,
    LOOKALIKES,
    NOT_IN_ALPHABET,
    SEED_LENGTH,
    STRIPPED_WHITESPACE,
    TOO_LONG,
    TOO_SHORT,
    ArcadeInputError,
    SeedCheck,
    SeedIssue,
    validate_seed,
    validate_ue,
)
from yamaviewer.core.walls.table import ARCADE_LAYOUT_ASSUMPTION
from yamaviewer.gui import texts
from yamaviewer.gui.dialogs.common import (
    ERROR_COLOR,
    Banner,
    StatusLabel,
    frame_dialog,
    intro_layout,
    mono_font,
)
from yamaviewer.gui.settings import ArcadeInput, Settings

_SPLIT = re.compile(r"[\s,;、，]+")


def highlight_seed(check: SeedCheck) -> str:
    """The seed as typed, with each wrong character (and any excess) in red, as HTML."""
    bad = {issue.index for issue in check.errors if issue.reason == NOT_IN_ALPHABET}
    too_long = next((i.index for i in check.errors if i.reason == TOO_LONG), None)
    out = []
    for index, ch in enumerate(check.original):
        shown = html.escape(ch) if not ch.isspace() else "␣"
        if index in bad or (too_long is not None and index >= too_long):
            out.append(
                f"<span style='background:#ffd6d6;color:{ERROR_COLOR};"
                f"font-weight:bold'>{shown}</span>"
            )
        else:
            out.append(shown)
    return "<code>" + "".join(out) + "</code>"


def split_seeds(text: str) -> list[str]:
    """Seeds pasted together (spaces, commas or new lines between them)."""
    return [part for part in _SPLIT.split(text.strip()) if part]


class ArcadeDialog(QDialog):
    """Emits :attr:`gameReady` with the wall as a one-hand OpenGame."""

    gameReady = Signal(object)

    def __init__(self, parent: QWidget | None = None, settings: Settings | None = None) -> None:
        super().__init__(parent)
        #: Where the seeds and UE are kept between openings (stepping UE through a
        #: game must not mean pasting four seeds again each time).
        self.settings = settings
        frame_dialog(self, "arcadeDialog", self.tr("MJ Arcade Wall"), 680, 560)
        layout = intro_layout(
            self,
            self.tr(
                "Type the players' seeds (27 characters each: 0-9 a-z A-Z - _) and UE "
                "(不確定要素) as shown on the cabinet or MJ.NET. The order of the seeds does not "
                "matter."
            ),
        )

        mode = QHBoxLayout()
        self.four = QRadioButton(self.tr("4 players"))
        self.three = QRadioButton(self.tr("3 players (unverified)"))
        self.four.setChecked(True)
        group = QButtonGroup(self)
        group.addButton(self.four)
        group.addButton(self.three)
        self.three.toggled.connect(self._mode_changed)
        mode.addWidget(self.four)
        mode.addWidget(self.three)
        mode.addStretch(1)
        paste = QPushButton(self.tr("Paste All Seeds"))
        paste.setToolTip(
            self.tr(
                "Fill every seed field from the clipboard (seeds separated "
                "by spaces, commas or new lines)"
            )
        )
        # clicked(bool) would hand its flag to paste_all as the text: call it without.
        paste.clicked.connect(lambda _checked=False: self.paste_all())
        self.paste_button = paste
        mode.addWidget(paste)
        layout.addLayout(mode)
        self.unverified = Banner(texts.core_text(UNVERIFIED_LABEL), "warning")
        self.unverified.setObjectName("unverifiedBanner")
        self.unverified.setVisible(False)
        layout.addWidget(self.unverified)

        grid = QGridLayout()
        self.seed_edits: list[QLineEdit] = []
        self.seed_status: list[StatusLabel] = []
        self.seed_labels: list[QLabel] = []
        for index in range(4):
            label = QLabel(self.tr("Seed %1:").replace("%1", str(index + 1)))
            edit = QLineEdit()
            edit.setObjectName(f"seedEdit{index + 1}")
            edit.setFont(mono_font())
            edit.setPlaceholderText("x_Ma_YXcyDCEaDe-0MjyrtVYscA")
            edit.setAccessibleName(self.tr("Seed %1").replace("%1", str(index + 1)))
            edit.textChanged.connect(lambda _text, i=index: self._seed_changed(i))
            status = StatusLabel()
            status.setObjectName(f"seedStatus{index + 1}")
            label.setBuddy(edit)
            grid.addWidget(label, 2 * index, 0)
            grid.addWidget(edit, 2 * index, 1)
            grid.addWidget(status, 2 * index + 1, 1)
            self.seed_edits.append(edit)
            self.seed_status.append(status)
            self.seed_labels.append(label)
        ue_label = QLabel(self.tr("UE:"))
        self.ue_edit = QLineEdit()
        self.ue_edit.setObjectName("ueEdit")
        self.ue_edit.setPlaceholderText("0")
        self.ue_edit.setAccessibleName(self.tr("UE"))
        self.ue_edit.textChanged.connect(self._validate_all)
        ue_label.setBuddy(self.ue_edit)
        self.ue_status = StatusLabel()
        grid.addWidget(ue_label, 8, 0)
        grid.addWidget(self.ue_edit, 8, 1)
        grid.addWidget(self.ue_status, 9, 1)
        layout.addLayout(grid)

        self.preview = Banner("", "info")
        self.preview.setObjectName("arcadePreview")
        layout.addWidget(self.preview)
        assumption = Banner(texts.core_text(ARCADE_LAYOUT_ASSUMPTION), "warning")
        layout.addWidget(assumption)
        layout.addStretch(1)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Show on the Table"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        # Typing starts in the first seed field; Tab goes through the seeds, then UE.
        chain = [*self.seed_edits, self.ue_edit, self.four, self.three, paste]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)
        self.seed_edits[0].setFocus()
        if settings is not None:
            remembered = settings.arcade_input()
            if len(remembered.seeds) == 3:
                self.three.setChecked(True)
            for edit, seed in zip(self.seed_edits, remembered.seeds):
                edit.setText(seed)
            self.ue_edit.setText(remembered.ue)
        self._validate_all()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not any(edit.hasFocus() for edit in self.seed_edits) and not self.ue_edit.hasFocus():
            self.seed_edits[0].setFocus()

    # -- input ------------------------------------------------------------------------------
    @property
    def player_count(self) -> int:
        return 3 if self.three.isChecked() else 4

    def _mode_changed(self) -> None:
        three = self.three.isChecked()
        self.unverified.setVisible(three)
        for widget in (self.seed_edits[3], self.seed_status[3], self.seed_labels[3]):
            widget.setVisible(not three)
        self._validate_all()

    def paste_all(self, text: str | None = None) -> None:
        """Distribute several seeds over the fields (from ``text`` or the clipboard)."""
        if text is None:
            text = QGuiApplication.clipboard().text()
        parts = split_seeds(text)
        for edit, part in zip(self.seed_edits[: self.player_count], parts):
            edit.setText(part)

    def _seed_changed(self, index: int) -> None:
        edit = self.seed_edits[index]
        parts = split_seeds(edit.text())
        if len(parts) > 1 and index == 0:
            # Several seeds pasted into the first field: spread them out.
            self.paste_all(edit.text())
            return
        self._validate_all()

    def _validate_all(self) -> bool:
        ok = True
        for index in range(self.player_count):
            text = self.seed_edits[index].text()
            status = self.seed_status[index]
            if not text:
                status.clear_status()
                ok = False
                continue
            check = validate_seed(text, self.tr("seed %1").replace("%1", str(index + 1)))
            if check.errors:
                ok = False
                status.show_errors(
                    [self.issue_text(i, check, index) for i in check.errors],
                    highlight_seed(check) + "<br>",
                )
            elif check.notes:
                status.show_notes(self.note_texts(check, index))
            else:
                status.show_ok(self.tr("27 characters, all valid"))
        try:
            validate_ue(self.ue())
            self.ue_status.clear_status()
        except ArcadeInputError as error:
            self.ue_status.show_errors([texts.error_text(error)])
            ok = False
        self.ok_button.setEnabled(ok)
        self._update_preview(ok)
        return ok

    def seeds(self) -> list[str]:
        return [edit.text() for edit in self.seed_edits[: self.player_count]]

    def ue(self) -> str:
        """The UE typed, or the 0 the empty field shows."""
        return self.ue_edit.text().strip() or "0"

    def _update_preview(self, ok: bool) -> None:
        if not ok:
            self.preview.set_banner("", "info")
            return
        try:
            wall = arcade_wall(self.seeds(), self.ue())
        except ArcadeInputError as error:
            self.preview.set_banner(texts.error_text(error), "error")
            return
        from yamaviewer.core.tiles import tile_name
        from yamaviewer.core.walls.arcade import sega_to_tile_id

        faces = wall.dice_faces
        text = (
            self.tr("Dice %1 + %2. %3. Dora indicator: %4.")
            .replace("%1", str(faces[0]))
            .replace("%2", str(faces[1]))
            .replace("%3", texts.core_text(wall.layout.describe_break()))
            .replace("%4", tile_name(sega_to_tile_id(wall.dora_indicator())))
        )
        notes = [n for n in wall.notes if n != UNVERIFIED_LABEL]
        if notes:
            text += "\n" + "\n".join(notes)
        self.preview.set_banner(text, "info")

    def note_texts(self, check: SeedCheck, index: int) -> list[str]:
        """The notes on a seed, full-width characters summarised in one line.

        A seed typed in full width has 27 of them: one line each would push the
        dialog's buttons off the screen.
        """
        full_width = [i for i in check.notes if i.reason == FULL_WIDTH]
        others = [self.issue_text(i, check, index) for i in check.notes if i.reason != FULL_WIDTH]
        if len(full_width) <= 2:
            return [self.issue_text(i, check, index) for i in full_width] + others
        label = self.tr("seed %1").replace("%1", str(index + 1))
        count = len(full_width)
        summary = texts.plural(
            self.tr("%1: %n full-width character(s) read as their half-width forms"),
            count,
        ).replace("%1", label)
        return [summary, *others]

    def issue_text(self, issue: SeedIssue, check: SeedCheck, index: int) -> str:
        """The core's finding about a seed, worded in the interface language."""
        label = self.tr("seed %1").replace("%1", str(index + 1))
        length = len(check.normalized)
        if issue.reason == NOT_IN_ALPHABET:
            if issue.character.isspace():
                text = self.tr("%1: character %2 is a space, which is not part of a seed")
            else:
                text = self.tr(
                    "%1: character %2 '%3' is not in the seed alphabet (0-9, a-z, A-Z, '-', '_')"
                )
            hint = LOOKALIKES.get(issue.character)
            if hint:
                text += self.tr(" (did you mean '%4'?)")
            return (
                text.replace("%1", label)
                .replace("%2", str(issue.position))
                .replace("%3", issue.character)
                .replace("%4", hint or "")
            )
        if issue.reason == TOO_SHORT:
            if length == 0:
                return self.tr("%1 is empty (a seed has 27 characters)").replace("%1", label)
            return (
                self.tr("%1 has %2 characters, %3 missing (a seed has 27)")
                .replace("%1", label)
                .replace("%2", str(length))
                .replace("%3", str(SEED_LENGTH - length))
            )
        if issue.reason == TOO_LONG:
            return (
                self.tr(
                    "%1 has %2 characters, %3 too many: '%4' from position 28 on "
                    "(SEGA's viewer would silently ignore the rest)"
                )
                .replace("%1", label)
                .replace("%2", str(length))
                .replace("%3", str(length - SEED_LENGTH))
                .replace("%4", issue.character)
            )
        if issue.reason == FULL_WIDTH:
            read_as = check.normalized[issue.position - 1] if issue.position else ""
            return (
                self.tr("%1: full-width '%2' at position %3 read as '%4'")
                .replace("%1", label)
                .replace("%2", issue.character)
                .replace("%3", str(issue.position))
                .replace("%4", read_as)
            )
        if issue.reason == STRIPPED_WHITESPACE:
            return self.tr("%1: spaces around the seed were removed").replace("%1", label)
        return issue.message

    def accept(self) -> None:
        if not self._validate_all():
            return
        from yamaviewer.core.replay.presentation import arcade_game

        try:
            wall = arcade_wall(self.seeds(), self.ue())
        except ArcadeInputError as error:
            self.preview.set_banner(texts.error_text(error), "error")
            return
        self.gameReady.emit(arcade_game(wall))
        super().accept()

    def done(self, result: int) -> None:
        if self.settings is not None:  # kept however the dialog closes
            self.settings.set_arcade_input(ArcadeInput(self.seeds(), self.ue_edit.text()))
        super().done(result)
