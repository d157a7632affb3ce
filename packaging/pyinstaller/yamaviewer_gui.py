"""Frozen entry point of the windowed ``yamaviewer`` executable (PyInstaller needs a script)."""

from __future__ import annotations

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()  # worker processes re-enter here on Windows and macOS
    from yamaviewer.gui.app import main

    sys.exit(main())
