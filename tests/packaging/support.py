"""Shared helpers for the packaging tests."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
LINUX = REPO / "packaging" / "linux"
ICONS = REPO / "packaging" / "icons"
APP_ID = "io.github.yamaviewer.Yamaviewer"


def in_ci() -> bool:
    """CI must run every validator, so a missing tool there is a failure, not a skip."""
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def require_tool(name: str, debian_package: str) -> str:
    """Path of an external tool; fail in CI, skip with the install hint elsewhere."""
    path = shutil.which(name)
    if path:
        return path
    message = (
        f"{name} is not installed (Debian package {debian_package}; "
        "`bash packaging/bootstrap.sh setup` installs it as root)"
    )
    if in_ci():
        pytest.fail(message)
    pytest.skip(message)
