"""``yamaviewer-cli library``: import, list and verify the games kept in the library.

``library import PATH...`` takes folders (recursively), log files, houou-logs
/ phoenix-logs databases, Tenhou URLs and ids; ``library list`` prints what is
kept (``--player``, ``--json``); ``library verify`` checks the kept games and
records each one's status.  The library lives in the user's data folder
(``XDG_DATA_HOME`` honoured) unless ``--library FILE`` names another.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from yamaviewer.cli.common import (
    EXIT_OK,
    EXIT_UNUSABLE,
    CliError,
    Subcommands,
    add_json_flag,
    print_json,
    print_note,
    shown,
)

if TYPE_CHECKING:
    from yamaviewer.core.library.store import Library
    from yamaviewer.core.verification.results import Verification


def register(subparsers: Subcommands) -> None:
    parser = subparsers.add_parser(
        "library",
        help="the library of your games: import, list, verify",
        description=(
            "The library keeps every game you opened, fetched or imported, compressed, in your "
            "data folder, so it opens and verifies offline."
        ),
    )
    parser.add_argument(
        "--library", metavar="FILE", help="use this library file instead of the default one"
    )
    actions = parser.add_subparsers(dest="library_command", metavar="ACTION")
    actions.required = True

    importer = actions.add_parser(
        "import",
        help="import folders, log files, log databases, Tenhou URLs and ids",
        description=(
            "Folders are searched recursively for *.mjlog, *.xml, *.txt, *.gz and *.json; "
            "houou-logs and phoenix-logs databases are read as they are on disk. Games "
            "already in the library are counted, not added twice."
        ),
    )
    importer.add_argument("paths", nargs="+", metavar="PATH", help="what to import")
    importer.add_argument("--quiet", action="store_true", help="no progress on stderr")
    importer.set_defaults(func=run_import)

    lister = actions.add_parser("list", help="list the games in the library")
    lister.add_argument("--player", metavar="NAME", help="only games with this player")
    add_json_flag(lister)
    lister.set_defaults(func=run_list)

    verifier = actions.add_parser(
        "verify",
        help="verify the games in the library and record their status",
        description="Exit 0: all verified; 1: a mismatch was found; 2: a game was unusable.",
    )
    verifier.add_argument("--player", metavar="NAME", help="only games with this player")
    verifier.add_argument(
        "--jobs",
        type=int,
        default=os.cpu_count() or 1,
        metavar="N",
        help="verify N games at once (default: every core)",
    )
    add_json_flag(verifier, "print one JSON array")
    verifier.set_defaults(func=run_verify)


def _open(args: argparse.Namespace) -> Library:
    from yamaviewer.core.library.schema import LibraryError
    from yamaviewer.core.library.store import Library

    library = Library(Path(args.library) if args.library else None)
    try:
        library.connection  # noqa: B018  (open now, so damage and locks are told first)
    except LibraryError as error:
        raise CliError(str(error)) from None
    if library.notice:
        print(f"yamaviewer-cli: note: {library.notice}", file=sys.stderr)
    return library


def run_import(args: argparse.Namespace) -> int:
    from yamaviewer.core.library.schema import LibraryError
    from yamaviewer.core.library.sources import IMPORT_SUFFIXES, count_games

    library = _open(args)
    show = not args.quiet and sys.stderr.isatty()
    total = count_games(args.paths, IMPORT_SUFFIXES) if show else None
    last = [0.0]

    def progress(done: int, total: int | None, label: str) -> bool:
        now = time.monotonic()
        if show and (now - last[0] > 0.2 or done == total):
            last[0] = now
            of = f"/{total}" if total else ""
            sys.stderr.write(f"\rimporting {done}{of} ...")
            sys.stderr.flush()
        return True

    try:
        with library:
            report = library.import_sources(args.paths, progress=progress, total=total)
    except LibraryError as error:
        raise CliError(str(error)) from None
    if show:
        sys.stderr.write("\n")
    for failure in report.failures or []:
        print_note(failure)
    if report.failed > len(report.failures or []):
        print(
            f"yamaviewer-cli: ... and {report.failed - len(report.failures or [])} more",
            file=sys.stderr,
        )
    if report.skipped_rows:
        print(
            f"yamaviewer-cli: {report.skipped_rows} database row(s) without a log skipped",
            file=sys.stderr,
        )
    print(
        f"{report.added} added, {report.already} already in the library, {report.failed} unusable"
    )
    return EXIT_UNUSABLE if report.failed else EXIT_OK


def run_list(args: argparse.Namespace) -> int:
    from yamaviewer.core.library.entry import DAMAGED
    from yamaviewer.core.library.filters import LibraryFilter
    from yamaviewer.core.library.schema import LibraryError

    library = _open(args)
    try:
        with library:
            entries = library.entries(LibraryFilter(player=args.player))
    except LibraryError as error:
        raise CliError(str(error)) from None
    damaged = sum(entry.status == DAMAGED for entry in entries)
    if damaged:
        print_note(
            f"{damaged} game(s) in the library hold values it never writes (another "
            f"program's edit or damage); they are listed as {DAMAGED}"
        )
    if args.json:
        print_json([entry.to_json() for entry in entries])
        return EXIT_OK
    for entry in entries:
        names = ", ".join(name for name in entry.names if name)
        print(
            f"{entry.played or '-':16s}  {entry.title:34s}  {entry.rules:14s}  "
            f"{entry.status:10s}  {names}"
        )
    print(f"{len(entries)} game(s)")
    return EXIT_OK


def run_verify(args: argparse.Namespace) -> int:
    import json

    from yamaviewer.cli.verify_command import Tally, json_array, summary_line
    from yamaviewer.core.library.filters import LibraryFilter
    from yamaviewer.core.library.schema import LibraryError
    from yamaviewer.core.verification.stream import verify_items

    if args.jobs < 1:
        raise CliError("--jobs must be at least 1")
    library = _open(args)
    statuses: list[tuple[int, str]] = []
    tally = Tally()

    def results() -> Iterator[Verification]:
        """Verify, record statuses every 200 games, and report unusable games."""
        items = library.iter_items(LibraryFilter(player=args.player))
        for item, result in verify_items(items, args.jobs):
            assert item.library_id is not None
            statuses.append((item.library_id, result.status))
            if len(statuses) >= 200:
                library.set_statuses(statuses)
                statuses.clear()
            tally.add(result)
            if result.status in ("error", "no-seed"):
                print_note(f"{result.file}: {result.error}")
            yield result

    try:
        with library:
            if args.json:
                if not json_array(
                    json.dumps(r.to_json(), ensure_ascii=False, indent=2) for r in results()
                ):
                    print("[]")
            else:
                for result in results():
                    print(shown(summary_line(result)), flush=True)
            library.set_statuses(statuses)
    except LibraryError as error:
        raise CliError(str(error)) from None
    if not args.json:
        print(f"{tally.verified} of {tally.total} games verified")
    return tally.exit_code()
