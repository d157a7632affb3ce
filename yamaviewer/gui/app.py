"""Start-up: arguments, QApplication, the exception hook and the screenshot mode.

``yamaviewer [FILE] [--hand N] [--screenshot OUT.png] [--trainer] [--lang en|ja]``

With no FILE the built-in demo game opens, so a newcomer sees a wall at once.
``--screenshot`` renders the window at a fixed size with FILE (or the demo)
at hand N, saves a PNG and exits 0 (1 with a message on stderr when FILE
cannot be read).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from yamaviewer.core.gc_pause import pause_collector

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication, QSize
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QWidget

SCREENSHOT_SIZE = (1360, 860)


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="yamaviewer",
        description="Riichi mahjong wall viewer: rebuild walls from seeds and verify games.",
    )
    parser.add_argument(
        "file",
        nargs="?",
        help="game log to open (.mjlog, .xml, .txt, .json), or a Tenhou replay URL or log id",
    )
    parser.add_argument(
        "--hand", type=int, default=1, metavar="N", help="hand to show first (1-based, default 1)"
    )
    parser.add_argument(
        "--step",
        type=int,
        default=None,
        metavar="S",
        help="step of that hand to show (default: the start; screenshots use a step in the middle)",
    )
    parser.add_argument(
        "--screenshot", metavar="OUT.png", help="save a picture of the window and exit"
    )
    parser.add_argument("--trainer", action="store_true", help="start in the chinitsu wait trainer")
    parser.add_argument(
        "--lang", choices=("en", "ja"), default=None, help="user-interface language"
    )
    return parser.parse_args(list(argv) if argv is not None else None)


#: Matches packaging/linux/*.desktop, so desktops link windows to the menu entry.
DESKTOP_FILE_NAME = "io.github.yamaviewer.Yamaviewer"


def app_icon() -> QIcon:
    """The window icon: the project's SVG, the same file the packaged icons come from."""
    from PySide6.QtGui import QIcon

    from yamaviewer.gui.resource_files import resource_path

    return QIcon(str(resource_path("icons", "yamaviewer.svg")))


def _install_language(app: QCoreApplication, lang: str | None) -> None:
    """Install ``--lang``, else the language chosen in the settings, else the system's."""
    from yamaviewer.gui import i18n
    from yamaviewer.gui.settings import Settings

    i18n.install_language(app, lang or Settings().language() or i18n.system_language())


def install_excepthook(window_getter: object) -> None:
    """Show unexpected errors in a dialog and keep the program running."""

    def hook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        import traceback

        details = "".join(traceback.format_exception(kind, value, tb))
        sys.stderr.write(details)
        if issubclass(kind, KeyboardInterrupt):
            from PySide6.QtWidgets import QApplication

            QApplication.quit()
            return
        try:
            from yamaviewer.gui.dialogs.error import show_error

            parent = window_getter() if callable(window_getter) else None
            show_error(
                parent,
                "yamaviewer",
                f"Something went wrong: {value}\n\nThe program keeps running; "
                "the details below help to report the problem.",
                details,
            )
        except Exception:  # pragma: no cover - never let the hook itself fail
            pass

    sys.excepthook = hook


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    if args.screenshot and "QT_QPA_PLATFORM" not in os.environ:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # no window flashes up
    # Start-up builds tens of thousands of objects that live as long as the program
    # (Qt's types, our modules, the window): the cyclic collector would walk them
    # again and again (about 15 ms).  It resumes once the first frame is painted.
    resume_collector = pause_collector()
    try:
        return _run(args, resume_collector)
    finally:
        resume_collector()


def _run(args: argparse.Namespace, resume_collector: Callable[[], None]) -> int:
    from PySide6.QtCore import QCoreApplication, Qt
    from PySide6.QtWidgets import QApplication

    import yamaviewer.gui  # noqa: F401  (applies the PySide6 workaround first)

    app = QApplication.instance()
    created = app is None
    if app is None:
        QCoreApplication.setOrganizationName("yamaviewer")
        QCoreApplication.setApplicationName("yamaviewer")
        QApplication.setHighDpiScaleFactorRoundingPolicy(
            Qt.HighDpiScaleFactorRoundingPolicy.PassThrough
        )
        app = QApplication([sys.argv[0] if sys.argv else "yamaviewer"])
        app.setApplicationDisplayName("yamaviewer")
        app.setDesktopFileName(DESKTOP_FILE_NAME)
    assert isinstance(app, QApplication)
    # Screenshots are reproducible: English unless --lang says otherwise.
    _install_language(app, args.lang or ("en" if args.screenshot else None))

    from yamaviewer.gui.first_frame import after_first_frame
    from yamaviewer.gui.main_window import MainWindow

    if args.screenshot and args.trainer:
        return _trainer_screenshot(args)
    if args.screenshot:
        return _screenshot(args)
    window = MainWindow()
    window.setWindowIcon(app_icon())
    install_excepthook(lambda: window)
    if window.geometry().width() < 900:
        window.resize(first_window_size(window))
    window.show()
    if args.file and _is_link(args.file):
        window.open_demo()  # shown while the game downloads
        window.open_url(args.file)
    elif args.file:
        if not window.open_path(args.file, max(0, args.hand - 1)):
            window.open_demo()
    else:
        window.open_demo()
        window.set_hand(max(0, args.hand - 1))
    if args.step is not None:
        window.set_step(args.step)
    if args.trainer:
        window.show_trainer()
    if not created:
        return 0
    after_first_frame(window, resume_collector)
    code = app.exec()
    # Let Qt tear the window down now rather than at interpreter exit (faster quit).
    window.deleteLater()
    app.processEvents()
    return code


def _is_link(text: str) -> bool:
    """A Tenhou URL or log id (an existing file of that name still wins)."""
    from yamaviewer.core.library.tenhou_ids import looks_like_log_reference

    return looks_like_log_reference(text) and not Path(text).exists()


def first_window_size(window: QWidget) -> QSize:
    """1360x860, or less: the screen's available area (taskbar excluded) with a margin."""
    from PySide6.QtCore import QSize

    screen = window.screen()
    if screen is None:
        return QSize(*SCREENSHOT_SIZE)
    area = screen.availableGeometry()
    return QSize(
        min(SCREENSHOT_SIZE[0], max(640, area.width() - 40)),
        min(SCREENSHOT_SIZE[1], max(480, area.height() - 60)),
    )


def _trainer_screenshot(args: argparse.Namespace) -> int:
    """The trainer with a question answered, at a fixed size, in ``--lang`` (default English)."""
    from yamaviewer.gui.trainer import render_trainer_screenshot

    out = Path(args.screenshot)
    out.parent.mkdir(parents=True, exist_ok=True)
    try:
        render_trainer_screenshot(out, args.lang or "en")
    except (OSError, ValueError) as error:
        sys.stderr.write(f"yamaviewer: could not write {out}: {error}\n")
        return 1
    return 0


def _screenshot(args: argparse.Namespace) -> int:
    """Render the window with the requested game and hand into a PNG."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from yamaviewer.core.replay.document import load_document
    from yamaviewer.core.replay.presentation import OpenGame, demo_game
    from yamaviewer.gui.main_window import MainWindow
    from yamaviewer.gui.settings import Settings

    if args.file:
        path = Path(args.file)
        try:
            game = OpenGame(load_document(path), path.name, "file", path=path)
        except (ValueError, OSError) as error:
            sys.stderr.write(f"yamaviewer: cannot open {path}: {error}\n")
            return 1
        except (RecursionError, MemoryError):
            sys.stderr.write(f"yamaviewer: cannot open {path}: too large or too deeply nested\n")
            return 1
        if not game.hand_count:
            sys.stderr.write(f"yamaviewer: {path} contains no hands\n")
            return 1
    else:
        game = demo_game()
    # Fixed defaults, never the user's saved layout: screenshots must be reproducible.
    scratch = tempfile.TemporaryDirectory(prefix="yamaviewer-shot-")
    settings = Settings(
        QSettings(str(Path(scratch.name) / "settings.ini"), QSettings.Format.IniFormat)
    )
    window = MainWindow(settings, restore=False)
    window.setWindowIcon(app_icon())
    window.resize(*SCREENSHOT_SIZE)
    window.open_game(game, max(0, min(args.hand - 1, game.hand_count - 1)))
    steps = window.step_count
    window.set_step(args.step if args.step is not None else min(steps - 1, steps * 2 // 5))
    window.show()
    QApplication.processEvents()
    window.resize(*SCREENSHOT_SIZE)
    QApplication.processEvents()
    out = Path(args.screenshot)
    if out.parent and not out.parent.exists():
        out.parent.mkdir(parents=True, exist_ok=True)
    ok = window.grab().save(str(out))
    window.close()
    window.deleteLater()
    scratch.cleanup()
    if not ok:
        sys.stderr.write(f"yamaviewer: could not write {out}\n")
        return 1
    return 0
