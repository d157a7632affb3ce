"""Sub-commands (being built; see the issue that owns this module)."""

from __future__ import annotations

import argparse


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Nothing registered yet."""
