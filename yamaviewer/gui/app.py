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
import traceback
from collections.abc import Sequence
from pathlib import Path
from types import TracebackType

SCREENSHOT_SIZE = (1360, 860)


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="yamaviewer",
        description="Riichi mahjong wall viewer: rebuild walls from seeds and verify games.",
    )
    parser.add_argument("file", nargs="?", help="game log to open (.mjlog, .xml, .txt, .json)")
    parser.add_argument("--hand", type=int, default=1, metavar="N",
                        help="hand to show first (1-based, default 1)")
    parser.add_argument("--step", type=int, default=None, metavar="S",
                        help="step of that hand to show (default: the start; screenshots "
                             "use a step in the middle)")
    parser.add_argument("--screenshot", metavar="OUT.png",
                        help="save a picture of the window and exit")
    parser.add_argument("--trainer", action="store_true",
                        help="start in the chinitsu wait trainer")
    parser.add_argument("--lang", choices=("en", "ja"), default=None,
                        help="user-interface language")
    return parser.parse_args(list(argv) if argv is not None else None)


def app_icon() -> object:
    from yamaviewer.gui.icon import make_icon

    return make_icon()


def _install_language(app: object, lang: str | None) -> None:
    """Install the UI language (``--lang`` or the system's) when the i18n module is there."""
    try:
        from yamaviewer.gui import i18n
    except ImportError:  # pragma: no cover - translations not built into this copy
        return
    i18n.install_language(app, lang or i18n.system_language())  # type: ignore[arg-type]


def install_excepthook(window_getter: object) -> None:
    """Show unexpected errors in a dialog and keep the program running."""

    def hook(kind: type[BaseException], value: BaseException,
             tb: TracebackType | None) -> None:
        details = "".join(traceback.format_exception(kind, value, tb))
        sys.stderr.write(details)
        if issubclass(kind, KeyboardInterrupt):
            from PySide6.QtWidgets import QApplication

            QApplication.quit()
            return
        try:
            from yamaviewer.gui.dialogs.error import show_error

            parent = window_getter() if callable(window_getter) else None
            show_error(parent, "yamaviewer",
                       f"Something went wrong: {value}\n\nThe program keeps running; "
                       "the details below help to report the problem.", details)
        except Exception:  # pragma: no cover - never let the hook itself fail
            pass

    sys.excepthook = hook


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    if args.screenshot and "QT_QPA_PLATFORM" not in os.environ:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # no window flashes up
    from PySide6.QtCore import QCoreApplication, Qt
    from PySide6.QtWidgets import QApplication

    import yamaviewer.gui  # noqa: F401  (applies the PySide6 workaround first)

    app = QApplication.instance()
    created = app is None
    if app is None:
        QCoreApplication.setOrganizationName("yamaviewer")
        QCoreApplication.setApplicationName("yamaviewer")
        QApplication.setHighDpiScaleFactorRoundingPolicy(
            Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
        app = QApplication([sys.argv[0] if sys.argv else "yamaviewer"])
        app.setApplicationDisplayName("yamaviewer")
        app.setDesktopFileName("yamaviewer")
    assert isinstance(app, QApplication)
    _install_language(app, args.lang)

    from yamaviewer.gui.main_window import MainWindow

    if args.screenshot:
        return _screenshot(args)
    window = MainWindow()
    window.setWindowIcon(app_icon())  # type: ignore[arg-type]
    install_excepthook(lambda: window)
    window.trainer_requested = args.trainer  # type: ignore[attr-defined]
    if window.geometry().width() < 900:
        window.resize(1360, 860)
    window.show()
    if args.file:
        if not window.open_path(args.file, max(0, args.hand - 1)):
            window.open_demo()
    else:
        window.open_demo()
        window.set_hand(max(0, args.hand - 1))
    if args.step is not None:
        window.set_step(args.step)
    if not created:
        return 0
    return app.exec()


def _screenshot(args: argparse.Namespace) -> int:
    """Render the window with the requested game and hand into a PNG."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from yamaviewer.core.document import load_document
    from yamaviewer.gui.main_window import MainWindow
    from yamaviewer.gui.scene import OpenGame, demo_game
    from yamaviewer.gui.settings import Settings

    if args.file:
        path = Path(args.file)
        try:
            game = OpenGame(load_document(path), path.name, "file", path=path)
        except (ValueError, OSError) as error:
            sys.stderr.write(f"yamaviewer: cannot open {path}: {error}\n")
            return 1
        if not game.hand_count:
            sys.stderr.write(f"yamaviewer: {path} contains no hands\n")
            return 1
    else:
        game = demo_game()
    # Fixed defaults, never the user's saved layout: screenshots must be reproducible.
    scratch = tempfile.TemporaryDirectory(prefix="yamaviewer-shot-")
    settings = Settings(QSettings(str(Path(scratch.name) / "settings.ini"),
                                  QSettings.Format.IniFormat))
    window = MainWindow(settings, restore=False)
    window.setWindowIcon(app_icon())  # type: ignore[arg-type]
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
