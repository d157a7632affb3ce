"""Copy and Export: the game and the position shown, in the forms other tools take.

File > Export writes the game as mjai JSON lines or tenhou.net/6 JSON (the core's
one writer of each, as ``convert`` uses), the NAGA links (one tenhou.net/6 URL a
hand) and a 何切る problem (a PNG of the hand, its text on the clipboard).  Edit
and the table's context menu copy the hand as mpsz or as a tenhou.net/2 牌理 link.
The position is the step shown, for the seat in view (else the seat to act).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication

from yamaviewer.core.replay.share import SharedPosition, shared_position
from yamaviewer.core.safe_io import write_output
from yamaviewer.gui import texts

if TYPE_CHECKING:
    from yamaviewer.gui.main_window import MainWindow

#: How long the status bar says what was copied or written (ms).
MESSAGE_MS = 6000


def current_position(window: MainWindow) -> SharedPosition | None:
    """The hand shown at the step shown, for the seat in view (all open: the seat to act)."""
    game = window.game
    if game is None:
        return None
    replay = game.document.replay(window.hand_index)
    step = window.step
    seat = window.navigation.options.view_seat
    if seat is None:
        seat = replay.state(step).active_seat
    return shared_position(replay, step, seat, game.document.game.red_fives)


def _copy(window: MainWindow, text: str, said: str) -> None:
    QGuiApplication.clipboard().setText(text)
    window.statusBar().showMessage(said, MESSAGE_MS)


def copy_mpsz(window: MainWindow) -> None:
    """Put the hand on the clipboard as mpsz ('123m456p789s11z')."""
    position = current_position(window)
    if position is not None:
        _copy(
            window,
            position.mpsz,
            QCoreApplication.translate("Share", "Copied %1").replace("%1", position.mpsz),
        )


def copy_tenhou2(window: MainWindow) -> None:
    """Put a tenhou.net/2 牌理 link to the hand on the clipboard."""
    position = current_position(window)
    if position is not None:
        url = position.tenhou2_url
        _copy(window, url, QCoreApplication.translate("Share", "Copied %1").replace("%1", url))


def _save_path(window: MainWindow, title: str, suffix: str, name_filter: str) -> Path | None:
    """Ask where to save (beside the game, named after it); None when cancelled."""
    from PySide6.QtWidgets import QFileDialog

    game = window.game
    stem = Path(game.title).stem if game is not None else "game"
    folder = Path(window.settings.last_folder() or ".")
    chosen, _filter = QFileDialog.getSaveFileName(
        window, title, str(folder / f"{stem}{suffix}"), name_filter
    )
    return Path(chosen) if chosen else None


def _write(window: MainWindow, path: Path, data: bytes) -> bool:
    """Write ``data`` as outputs are written; say so, or show why not."""
    try:
        write_output(path, data)
    except OSError as error:
        window.show_error(
            QCoreApplication.translate("Share", "Cannot export"),
            QCoreApplication.translate("Share", "Could not write %1:\n%2")
            .replace("%1", str(path))
            .replace("%2", error.strerror or str(error)),
        )
        return False
    window.statusBar().showMessage(
        QCoreApplication.translate("Share", "Wrote %1").replace("%1", str(path)), MESSAGE_MS
    )
    return True


def _export(
    window: MainWindow,
    path: Path | None,
    ask: tuple[str, str, str],
    make: Callable[[], bytes],
) -> bool:
    """Ask for a path unless given, build the data and write it (False: nothing written)."""
    if window.game is None:
        return False
    path = path or _save_path(window, *ask)
    if path is None:
        return False
    try:
        data = make()
    except ValueError as error:  # NaN or infinity in a record: never written into JSON
        window.show_error(QCoreApplication.translate("Share", "Cannot export"), str(error))
        return False
    return _write(window, path, data)


def export_mjai(window: MainWindow, path: Path | None = None) -> bool:
    """The game as mjai JSON lines (Mortal, mjai-reviewer, RiichiEnv read them)."""
    from yamaviewer.core.formats.mjai import dumps_mjai, game_to_mjai

    def make() -> bytes:
        assert window.game is not None
        return dumps_mjai(game_to_mjai(window.game.document.game)).encode("utf-8")

    ask = (
        QCoreApplication.translate("Share", "Export as mjai"),
        ".jsonl",
        QCoreApplication.translate("Share", "mjai logs (*.jsonl *.json)"),
    )
    return _export(window, path, ask, make)


def export_tenhou6(window: MainWindow, path: Path | None = None) -> bool:
    """The game as tenhou.net/6 JSON, as Tenhou's own export writes it."""
    from yamaviewer.core.formats.tenhou6_write import dumps_tenhou6, game_to_tenhou6

    def make() -> bytes:
        assert window.game is not None
        return dumps_tenhou6(game_to_tenhou6(window.game.document.game)).encode("utf-8")

    ask = (
        QCoreApplication.translate("Share", "Export as tenhou.net/6 JSON"),
        ".json",
        QCoreApplication.translate("Share", "tenhou.net/6 JSON (*.json)"),
    )
    return _export(window, path, ask, make)


def export_naga(window: MainWindow, path: Path | None = None) -> bool:
    """One tenhou.net/6 link per hand, one per line: what NAGA's form takes."""
    from yamaviewer.core.formats.tenhou6_write import hand_urls

    def make() -> bytes:
        assert window.game is not None
        return "".join(url + "\n" for url in hand_urls(window.game.document.game)).encode()

    ask = (
        QCoreApplication.translate("Share", "Export NAGA URLs"),
        "-naga.txt",
        QCoreApplication.translate("Share", "Text files (*.txt)"),
    )
    return _export(window, path, ask, make)


def problem_caption(position: SharedPosition) -> str:
    """The problem's caption in the interface language."""
    return texts.core_text(position.caption())


def export_problem(window: MainWindow, path: Path | None = None) -> bool:
    """The position as a 何切る problem: a PNG of the hand, its text on the clipboard."""
    from yamaviewer.imaging.wall_image import png_bytes, render_position

    position = current_position(window)
    if position is None:
        return False
    caption = problem_caption(position)

    def make() -> bytes:
        return png_bytes(render_position(position, caption))

    ask = (
        QCoreApplication.translate("Share", "Export a What-to-Discard Problem"),
        "-nanikiru.png",
        QCoreApplication.translate("Share", "PNG images (*.png)"),
    )
    if not _export(window, path, ask, make):
        return False
    QGuiApplication.clipboard().setText(position.problem_text(caption))
    return True


__all__ = [
    "copy_mpsz",
    "copy_tenhou2",
    "current_position",
    "export_mjai",
    "export_naga",
    "export_problem",
    "export_tenhou6",
]
