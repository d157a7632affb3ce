"""Frozen entry point of the console ``yamaviewer-cli`` executable (PyInstaller needs a script)."""

from __future__ import annotations

import multiprocessing
import sys

if __name__ == "__main__":
    # `verify --jobs N` uses a process pool; frozen workers re-enter here on Windows/macOS.
    multiprocessing.freeze_support()
    from yamaviewer.cli import main

    sys.exit(main())
