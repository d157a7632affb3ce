"""Where the app's data files are, installed or in a bare source checkout."""

from __future__ import annotations

from pathlib import Path


def resource_path(*parts: str) -> Path:
    """A file of ``yamaviewer.resources`` (the top-level ``resources/`` folder).

    Installed, that folder is the package ``yamaviewer.resources``; in a bare
    source checkout on PYTHONPATH it is not importable, so the checkout's own
    folder is used.
    """
    try:
        from yamaviewer.resources import resource_path as packaged
    except ImportError:
        return Path(__file__).resolve().parents[2].joinpath("resources", *parts)
    found: Path = packaged(*parts)
    return found
