"""Mahjong Soul: a wall string, its salt and published hash; match or no match; the wall drawn."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QPlainTextEdit,
    QScrollArea,
    QWidget,
)

from yamaviewer.core.tiles import parse_kind
from yamaviewer.core.walls.majsoul import (
    LAYOUT_NOTE,
    PROOF_NOTE,
    HashInputError,
    MajsoulWall,
    WallStringError,
    extra_copies,
    fairness_verdict,
    parse_wall,
    verify_hash,
    wall_layout,
)
from yamaviewer.gui import texts
from yamaviewer.gui.dialogs.common import Banner, StatusLabel, frame_dialog, intro_layout, mono_font
from yamaviewer.gui.palette import DEAD_WALL, DORA, RINSHAN
from yamaviewer.gui.tile_painter import TilePainter
from yamaviewer.gui.wall_strip import StripCell, WallStrip


def _faces(wall: MajsoulWall) -> list[int]:
    """A tile id to draw for each code; a wall with a fifth copy has no ids of its own."""
    if wall.tile_ids:
        return list(wall.tile_ids)
    faces = []
    for code in wall.codes:
        kind, red = parse_kind(code)
        faces.append(kind * 4 if red else kind * 4 + 1)  # copy 0 of a five is the red one
    return faces


def majsoul_cells(wall: MajsoulWall) -> list[StripCell]:
    """Cells in string order, tagged with the role each position plays (see LAYOUT_NOTE).

    A copy no fair wall holds (a fifth 1p) is framed red.
    """
    layout = wall_layout(wall)
    extras = {extra.tile_index for extra in extra_copies(wall.codes)}
    dealt = set(layout.dealt)
    dead = set(layout.dead_wall)
    rinshan = {p: n for n, p in enumerate(layout.rinshan, start=1)}
    dora = {p: n for n, p in enumerate(layout.dora_indicators)}
    ura = {p: n for n, p in enumerate(layout.ura_indicators, start=1)}
    cells = []
    live_number = 0
    for index, (code, tile) in enumerate(zip(wall.codes, _faces(wall), strict=True)):
        cell = StripCell(tile, tooltip=f"{index + 1}: {code}", flagged=index in extras)
        cell.group_break = (index == len(dealt) and bool(dealt)) or index == min(dead)
        if index in dealt:
            cell.tag, cell.bar = "H", "#8fa39b"
            cell.tooltip += "  starting hands / dealer's 14th"
        elif index in rinshan:
            cell.tag, cell.tag_color, cell.bar = f"R{rinshan[index]}", RINSHAN, RINSHAN
            cell.tooltip += f"  replacement tile {rinshan[index]}"
        elif index in dora:
            cell.tag, cell.tag_color, cell.bar = (
                ("D" if dora[index] == 0 else f"K{dora[index]}"),
                DORA,
                DORA,
            )
            cell.tooltip += (
                "  dora indicator" if dora[index] == 0 else (f"  kan-dora indicator {dora[index]}")
            )
        elif index in ura:
            cell.tag, cell.tag_color = f"U{ura[index]}", DORA
            cell.tooltip += f"  ura-dora indicator {ura[index]}"
        elif index in dead:
            cell.tag, cell.bar = "·", DEAD_WALL
            cell.tooltip += "  dead wall"
        else:
            live_number += 1
            cell.tag = str(live_number)
            cell.tooltip += f"  live draw {live_number}"
        cells.append(cell)
    return cells


class MajsoulDialog(QDialog):
    def __init__(self, tiles: TilePainter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        frame_dialog(self, "majsoulDialog", self.tr("Mahjong Soul Wall Hash"), 760, 720)
        layout = intro_layout(
            self,
            self.tr(
                "Paste a hand's wall string (paishan: 2 characters per tile, 0m/0p/0s = red "
                "fives) and the hash the record published before the hand. SHA-256 records "
                "(since 2023-05) also need the salt; old records use MD5 of the wall after the "
                "deal."
            ),
        )
        self.wall_edit = QPlainTextEdit()
        self.wall_edit.setObjectName("wallEdit")
        self.wall_edit.setFont(mono_font())
        self.wall_edit.setMaximumHeight(90)
        self.wall_edit.setPlaceholderText("5p6s6m3s2s7z4m7p8s7m…")
        self.wall_edit.setAccessibleName(self.tr("Wall string"))
        self.wall_edit.textChanged.connect(self.update_result)
        self.wall_edit.setTabChangesFocus(True)  # a typed Tab would show as a tile error
        layout.addWidget(self.wall_edit)
        self.wall_status = StatusLabel()
        self.wall_status.setObjectName("wallStatus")
        layout.addWidget(self.wall_status)
        form = QFormLayout()
        self.salt_edit = QLineEdit()
        self.salt_edit.setObjectName("saltEdit")
        self.salt_edit.setFont(mono_font())
        self.salt_edit.setPlaceholderText(self.tr("only for SHA-256 records"))
        self.salt_edit.textChanged.connect(self.update_result)
        self.hash_edit = QLineEdit()
        self.hash_edit.setObjectName("hashEdit")
        self.hash_edit.setFont(mono_font())
        self.hash_edit.setPlaceholderText(self.tr("MD5 (32 hex digits) or SHA-256 (64)"))
        self.hash_edit.textChanged.connect(self.update_result)
        form.addRow(self.tr("Salt:"), self.salt_edit)
        form.addRow(self.tr("Hash:"), self.hash_edit)
        layout.addLayout(form)
        self.verdict = Banner("", "info")
        self.verdict.setObjectName("verdict")
        self.verdict.setTextInteractionFlags(
            self.verdict.textInteractionFlags().TextSelectableByMouse
        )
        layout.addWidget(self.verdict)
        self.strip = WallStrip(tiles)
        self.strip.show_legend = False
        self.strip.max_tile_width = 28
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.strip)
        layout.addWidget(scroll, 1)
        note = Banner(texts.core_text(LAYOUT_NOTE) + " " + texts.core_text(PROOF_NOTE), "warning")
        layout.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.wall: MajsoulWall | None = None
        self.update_result()

    def update_result(self) -> None:
        text = self.wall_edit.toPlainText()
        self.wall = None
        if not text.strip():
            self.wall_status.clear_status()
            self.strip.set_cells([])
            self.verdict.set_banner("", "info")
            return
        try:
            # Fifth copies are read: the hash is compared all the same, and the
            # impossible tile set is the verdict's own finding, not a typo.
            wall = parse_wall(text, check_counts=False)
        except WallStringError as error:
            messages = [texts.core_text(p.message) for p in error.problems[:6]] or [
                texts.error_text(error)
            ]
            if len(error.problems) > 6:
                messages.append(
                    self.tr("… and %1 more").replace("%1", str(len(error.problems) - 6))
                )
            self.wall_status.show_errors(messages)
            self.strip.set_cells([])
            self.verdict.set_banner("", "info")
            return
        self.wall = wall
        form = (
            self.tr("full wall with the starting hands")
            if wall.full
            else self.tr("wall after the deal")
        )
        summary = (
            self.tr("%1 tiles, %2 players, %3")
            .replace("%1", str(len(wall.codes)))
            .replace("%2", str(wall.players))
            .replace("%3", form)
        )
        extras = extra_copies(wall.codes)
        if extras:
            self.wall_status.show_errors([summary] + [texts.core_text(e.text) for e in extras[:6]])
        else:
            self.wall_status.show_ok(summary)
        self.strip.set_cells(majsoul_cells(wall))
        expected = self.hash_edit.text()
        if not expected.strip():
            self.verdict.set_banner(self.tr("Paste the published hash to compare."), "info")
            return
        salt = self.salt_edit.text() or None
        try:
            check = verify_hash(wall, expected, salt)
        except HashInputError as error:
            self.verdict.set_banner(texts.error_text(error), "error")
            return
        hints = " ".join(check.hints)
        match = check.match
        unfair = fairness_verdict(wall.codes, match is not None)
        if match is not None and unfair is not None:
            self.verdict.set_banner(texts.core_text(unfair), "error", self.tr("NOT A FAIR WALL:"))
        elif match is not None:
            self.verdict.set_banner(
                self.tr("%1 of this wall equals the published hash. %2")
                .replace("%1", match.algorithm)
                .replace("%2", hints)
                .strip(),
                "ok",
                self.tr("MATCH:"),
            )
        elif check.salt_only_match:
            self.verdict.set_banner(hints, "warning", self.tr("NOT A WALL HASH:"))
        else:
            tried = "; ".join(f"{r.algorithm} = {r.computed}" for r in check.results)
            impossible = texts.core_text(unfair) + "." if unfair is not None else ""
            self.verdict.set_banner(
                " ".join(
                    part
                    for part in (
                        self.tr("Computed %1.").replace("%1", tried) if tried else "",
                        hints,
                        impossible,
                    )
                    if part
                ),
                "error",
                self.tr("NO MATCH:"),
            )
