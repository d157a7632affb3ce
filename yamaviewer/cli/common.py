"""Exit codes and message helpers shared by every sub-command."""

from __future__ import annotations

import sys
from typing import Any

EXIT_OK = 0
#: A check ran and found a difference (mismatch, hash does not match).
EXIT_MISMATCH = 1
#: Input could not be used: unreadable, wrong format, bad seed.
EXIT_UNUSABLE = 2


class CliError(Exception):
    """An error whose message is shown to the user as is, with an exit code."""

    def __init__(self, message: str, exit_code: int = EXIT_UNUSABLE) -> None:
        super().__init__(message)
        self.exit_code = exit_code


def print_error(message: str) -> None:
    print(f"yamaviewer-cli: error: {message}", file=sys.stderr)


def print_json(data: Any) -> None:
    import json

    json.dump(data, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")
