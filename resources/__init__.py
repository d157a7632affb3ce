"""Data files shipped with yamaviewer: icons, translations, screenshots.

This folder is the package ``yamaviewer.resources`` once installed (see
pyproject's package-dir mapping).  Wheels, editable installs and PyInstaller
bundles all keep it as plain files, so its location is simply this folder.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent


def resource_path(*parts: str) -> Path:
    """The path of a shipped data file, e.g. ``resource_path("icons", "yamaviewer.svg")``."""
    return ROOT.joinpath(*parts)
