"""``yamaviewer-cli``: the command-line face of the Qt-free core.

Each sub-command lives in its own module with a ``register(subparsers)``
function; this module only assembles them and turns unexpected errors into a
one-line message and exit code 2 (never a traceback; set YAMAVIEWER_DEBUG=1 to
see one).  Modules are imported lazily: a run of ``verify`` imports only the
verify module, so a new sub-command costs the others nothing at start-up.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence

from yamaviewer import __version__
from yamaviewer.cli.common import EXIT_UNUSABLE, CliError, print_error, printable_streams
from yamaviewer.core.gc_pause import paused_collector

#: Sub-command name -> the module (under yamaviewer.cli) that registers it, in help order.
COMMAND_MODULES: dict[str, str] = {
    "verify": "verify_command",
    "wall": "wall_command",
    "majsoul-verify": "source_commands",
    "majsoul-link": "majsoul_commands",
    "tenhou-hash": "source_commands",
    "arcade-ue": "source_commands",
    "chinitsu-table": "chinitsu_commands",
    "waits": "chinitsu_commands",
    "convert": "interchange_commands",
    "info": "interchange_commands",
    "render": "interchange_commands",
    "analyse": "analyse_command",
    "ev": "ev_command",
    "library": "library_command",
    "fairness": "fairness_command",
    "seating": "seating_commands",
    "seating-check": "seating_commands",
    "danger": "defence_commands",
    "danger-table": "defence_commands",
    "stats": "stats_commands",
    "what-if": "stats_commands",
    "score": "score_command",
}


def _requested_command(argv: Sequence[str]) -> str | None:
    """The sub-command named on the command line, if it is a known one."""
    for word in argv:
        if not word.startswith("-"):
            return word if word in COMMAND_MODULES else None
    return None


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The parser; with ``argv`` naming a known command, only that command's module loads."""
    parser = argparse.ArgumentParser(
        prog="yamaviewer-cli",
        description="Rebuild and verify riichi mahjong walls; chinitsu wait tools.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    subparsers.required = True
    wanted = _requested_command(argv) if argv is not None else None
    if wanted:
        modules = [COMMAND_MODULES[wanted]]
    elif argv is not None and "--version" in argv and not {"-h", "--help"} & set(argv):
        modules = []  # --version answers before any sub-command is looked at
    else:
        modules = list(dict.fromkeys(COMMAND_MODULES.values()))
    for name in modules:
        importlib.import_module(f"yamaviewer.cli.{name}").register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    if argv is None:
        argv = sys.argv[1:]
    printable_streams()
    # Imports and the parser build thousands of objects, none of them garbage: the
    # cyclic collector would walk them again and again (about 10 ms of a short run).
    with paused_collector():
        wanted = _requested_command(argv)
        if wanted is not None:
            module = importlib.import_module(f"yamaviewer.cli.{COMMAND_MODULES[wanted]}")
            prepare = getattr(module, "prepare_argv", None)
            if prepare is not None:
                argv = prepare(list(argv))
        parser = build_parser(argv)
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
