"""Exit codes, message helpers and the options shared by every sub-command."""

from __future__ import annotations

import argparse
import io
import os
import sys
from typing import Any, TypeAlias

EXIT_OK = 0
#: A check ran and found a difference (mismatch, hash does not match).
EXIT_MISMATCH = 1
#: Input could not be used: unreadable, wrong format, bad seed.
EXIT_UNUSABLE = 2

#: What each command module's ``register`` adds its sub-commands to (argparse
#: keeps the type private, and it is not subscriptable at run time).
Subcommands: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"


class CliError(Exception):
    """An error whose message is shown to the user as is, with an exit code."""

    def __init__(self, message: str, exit_code: int = EXIT_UNUSABLE) -> None:
        super().__init__(message)
        self.exit_code = exit_code


def shown(text: str | os.PathLike[str]) -> str:
    """A path (or a message holding one) as it can always be printed.

    A file name that is not valid UTF-8 reaches Python with its odd bytes as lone
    surrogates, which no encoder accepts: they are shown as ``\\xff`` instead.
    """
    text = os.fspath(text)
    try:
        raw = text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:  # other lone surrogates: spell them out
        return text.encode("utf-8", "backslashreplace").decode("utf-8")
    return raw.decode("utf-8", "backslashreplace")


def is_standard_output(path: str | os.PathLike[str]) -> bool:
    """``-``, or a path that leads to what standard output is (``/dev/stdout``,
    ``/dev/fd/1``): the data goes there, so the "wrote ..." line goes to stderr."""
    if os.fspath(path) == "-":
        return True
    try:
        return os.path.samestat(os.stat(path), os.fstat(sys.stdout.fileno()))
    except (OSError, ValueError, AttributeError, io.UnsupportedOperation):
        return False


def printable_streams() -> None:
    """Output never fails on a character the terminal's encoding lacks (``LANG=C``,
    ``PYTHONIOENCODING=ascii:strict``): such characters are written as escapes."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper) and stream.errors == "strict":
            stream.reconfigure(errors="backslashreplace")


def print_error(message: str) -> None:
    print(f"yamaviewer-cli: error: {shown(message)}", file=sys.stderr)


def print_note(message: str) -> None:
    """One line about one input on stderr (``yamaviewer-cli: FILE: reason``)."""
    print(f"yamaviewer-cli: {shown(message)}", file=sys.stderr)


def print_json(data: Any) -> None:
    """One write: ``json.dump`` to stdout made a write per token (a million for 15,000 games)."""
    import json

    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")


def add_json_flag(parser: argparse.ArgumentParser, help_text: str = "print JSON") -> None:
    """``--json``: the same switch, for scripts, on every command that reports something."""
    parser.add_argument("--json", action="store_true", help=help_text)


def add_player_count(parser: argparse.ArgumentParser) -> None:
    """``--players 4|3``, four players unless told (for commands with no log to ask)."""
    parser.add_argument("--players", type=int, default=4, choices=(4, 3))


def add_jobs_flag(parser: argparse.ArgumentParser) -> None:
    """``--jobs N`` of the commands that read whole databases (0: every core; one unless told)."""
    parser.add_argument(
        "--jobs", type=int, default=1, metavar="N", help="worker processes (0: every core)"
    )


def jobs_wanted(args: argparse.Namespace) -> int:
    """The worker processes ``--jobs`` asks for (0: every core); CliError below 0."""
    if args.jobs < 0:
        raise CliError("--jobs must be 0 (every core) or more")
    return int(args.jobs) or os.cpu_count() or 1
