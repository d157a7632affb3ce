"""Small pieces shared by the dialogs and pages: status lines, banners, monospace fields, rows."""

from __future__ import annotations

import html
from collections.abc import Iterable
from typing import ClassVar

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

OK_COLOR = "#1f8a4c"
ERROR_COLOR = "#c62828"
NOTE_COLOR = "#6d5d00"


def mono_font() -> QFont:
    font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    return font


def frame_dialog(dialog: QWidget, name: str, title: str, width: int, height: int) -> None:
    """A tool dialog's object name (for tests and messages), title and opening size."""
    dialog.setObjectName(name)
    dialog.setWindowTitle(title)
    dialog.resize(width, height)


def widget_row(left: Iterable[QWidget], right: Iterable[QWidget] = ()) -> QHBoxLayout:
    """A page's row of buttons and fields: ``left`` packed left, ``right`` kept right."""
    row = QHBoxLayout()
    for widget in left:
        row.addWidget(widget)
    row.addStretch(1)
    for widget in right:
        row.addWidget(widget)
    return row


def intro_layout(dialog: QWidget, intro: str) -> QVBoxLayout:
    """The dialog's column, opening with what the dialog is for (wrapped to its width)."""
    layout = QVBoxLayout(dialog)
    label = QLabel(intro)
    label.setWordWrap(True)
    layout.addWidget(label)
    return layout


class StatusLabel(QLabel):
    """One or more lines of inline feedback under an input: ok, error or note."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.kind = "empty"

    def show_ok(self, text: str) -> None:
        self.kind = "ok"
        self.setText(f"<span style='color:{OK_COLOR}'>✓ {html.escape(text)}</span>")

    def show_errors(self, messages: list[str], prefix_html: str = "") -> None:
        self.kind = "error"
        lines = "<br>".join(f"✗ {html.escape(m)}" for m in messages)
        self.setText(f"{prefix_html}<span style='color:{ERROR_COLOR}'>{lines}</span>")

    def show_notes(self, messages: list[str], prefix_html: str = "") -> None:
        self.kind = "note"
        lines = "<br>".join(html.escape(m) for m in messages)
        self.setText(f"{prefix_html}<span style='color:{NOTE_COLOR}'>{lines}</span>")

    def clear_status(self) -> None:
        self.kind = "empty"
        self.setText("")


class Banner(QLabel):
    """A coloured box for labels that must not be missed (unconfirmed, unverified, verdicts)."""

    STYLES: ClassVar[dict[str, tuple[str, str, str]]] = {
        "warning": ("#fff4cc", "#5b4500", "#e0c060"),
        "ok": ("#e3f5e9", "#145c33", "#7cc79a"),
        "error": ("#fde7e7", "#8a1c1c", "#e59a9a"),
        "info": ("#e8f0fb", "#1d3d6b", "#9bb7e0"),
    }

    def __init__(
        self, text: str = "", kind: str = "warning", parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.kind = kind
        self.set_banner(text, kind)

    def set_banner(self, text: str, kind: str = "warning", bold_prefix: str = "") -> None:
        self.kind = kind
        background, color, border = self.STYLES[kind]
        self.setStyleSheet(
            f"QLabel {{ background: {background}; color: {color}; border: 1px solid {border};"
            " border-radius: 4px; padding: 6px; }"
        )
        prefix = f"<b>{html.escape(bold_prefix)}</b> " if bold_prefix else ""
        body = html.escape(text, quote=False).replace("\n", "<br>")
        self.setText(prefix + body)
        self.setVisible(bool(text or bold_prefix))
