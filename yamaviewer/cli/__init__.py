"""``yamaviewer-cli``: the command-line face of the Qt-free core.

Each sub-command lives in its own module with a ``register(subparsers)``
function; this module only assembles them and turns unexpected errors into a
one-line message and exit code 2 (never a traceback; set YAMAVIEWER_DEBUG=1 to
see one).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from yamaviewer import __version__
from yamaviewer.cli import (
    chinitsu_commands,
    interchange_commands,
    source_commands,
    verify_command,
    wall_command,
)
from yamaviewer.cli.common import EXIT_UNUSABLE, CliError, print_error

_COMMAND_MODULES = (
    verify_command,
    wall_command,
    source_commands,
    chinitsu_commands,
    interchange_commands,
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="yamaviewer-cli",
        description="Rebuild and verify riichi mahjong walls; chinitsu wait tools.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    subparsers.required = True
    for module in _COMMAND_MODULES:
        module.register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args))
    except CliError as error:
        print_error(str(error))
        return error.exit_code
    except KeyboardInterrupt:
        print_error("interrupted")
        return 130
    except BrokenPipeError:
        # Output piped into e.g. `head`: not an error worth a message.
        sys.stderr.close()
        return 0
    except Exception as error:  # the contract: a message, never a traceback
        if os.environ.get("YAMAVIEWER_DEBUG"):
            raise
        print_error(f"unexpected {type(error).__name__}: {error}")
        return EXIT_UNUSABLE


if __name__ == "__main__":
    sys.exit(main())
