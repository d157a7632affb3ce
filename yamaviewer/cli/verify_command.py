"""``yamaviewer-cli verify``: check Tenhou logs against the walls their seeds make.

Games come from :func:`yamaviewer.core.library.sources.iter_games` (files, folders,
Tenhou URLs and ids, houou-logs / phoenix-logs databases) and results are
printed as they come, so memory stays flat however many games are checked.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from yamaviewer.cli.common import (
    EXIT_MISMATCH,
    EXIT_OK,
    EXIT_UNUSABLE,
    CliError,
    Subcommands,
    add_json_flag,
    print_note,
    shown,
)

if TYPE_CHECKING:
    from yamaviewer.core.library.store import Library
    from yamaviewer.core.verification.results import Verification


def register(subparsers: Subcommands) -> None:
    parser = subparsers.add_parser(
        "verify",
        help="verify that every deal, draw and dora of Tenhou logs came from their seed",
        description=(
            "Rebuild each hand's wall from the log's SHUFFLE seed and compare the dice, "
            "starting hands, every live and replacement draw, dora, kan-dora, ura-dora and "
            "haitei with the log. Folders are searched for *.mjlog, *.xml, *.txt and *.gz. "
            "A Tenhou replay URL or log id is fetched from $YAMAVIEWER_TENHOU_LOG_URL "
            "(default https://tenhou.net/0/log/?) once, within $YAMAVIEWER_TENHOU_TIMEOUT "
            "seconds for the whole answer (default 20), and kept in the library; a houou-logs or "
            "phoenix-logs database is read row by row (each game labelled DB#ID). A Mahjong "
            "Soul game record (JSON or binary) is checked against the walls it publishes: hash, "
            "tile set, every draw and replacement draw, dora and ura-dora. "
            "A file cut short (a download that stopped) has its complete hands verified and "
            "says where it stops. "
            "Exit 0: all verified; 1: a mismatch was found; 2: a file was unusable."
        ),
    )
    parser.add_argument(
        "paths",
        nargs="+",
        metavar="URL|ID|FILE|DB",
        help="Tenhou URLs or log ids, log files, folders, houou-logs / phoenix-logs databases",
    )
    add_json_flag(parser, "print one JSON array")
    parser.add_argument(
        "--journal",
        metavar="FILE",
        help="Mahjong Soul: hashes copied during play, one 'E1-0 <hash>' line per hand",
    )
    parser.add_argument(
        "--jobs", type=int, default=1, metavar="N", help="verify N files at once (processes)"
    )
    parser.set_defaults(func=run)


def exit_code(results: Iterable[Verification]) -> int:
    """1 beats 2: a proven mismatch matters more than an unreadable neighbour."""
    tally = Tally()
    for result in results:
        tally.add(result)
    return tally.exit_code()


class Tally:
    """Counts kept while results stream past (no result is held); gives the exit code."""

    def __init__(self) -> None:
        self.total = self.verified = self.hands = 0
        self.mismatch = self.unusable = False

    def add(self, result: Verification) -> None:
        self.total += 1
        self.hands += len(result.hands)
        if result.status == "verified":
            self.verified += 1
        elif result.status == "mismatch":
            self.mismatch = True
        else:
            self.unusable = True

    def exit_code(self) -> int:
        if self.mismatch:
            return EXIT_MISMATCH
        if self.unusable:
            return EXIT_UNUSABLE
        return EXIT_OK


def summary_line(result: Verification) -> str:
    if result.status == "verified":
        complete = " complete" if result.cut_short else ""
        return (
            f"verified  {result.file}: {result.players} players, {len(result.hands)}{complete} "
            f"hands, {result.draws_checked} draws checked"
        )
    if result.status == "mismatch":
        return (
            f"MISMATCH  {result.file}: {result.mismatch_count} mismatch(es) in "
            f"{len(result.hands)} hands"
        )
    return f"{result.status:9s} {result.file}: {result.error}"


def json_array(items: Iterator[str]) -> int:
    """Print a JSON array element by element, exactly as json.dump(indent=2) would.

    Nothing is printed for no elements (the caller decides); returns the count.
    """
    write = sys.stdout.write
    first = True
    count = 0
    for text in items:
        count += 1
        write("[\n  " if first else ",\n  ")
        write(text.replace("\n", "\n  "))
        sys.stdout.flush()
        first = False
    if not first:
        write("\n]\n")
    return count


def run(args: argparse.Namespace) -> int:
    from yamaviewer.core.gc_pause import freeze_start_up_objects, paused_collector

    with paused_collector():  # imports make no garbage
        from yamaviewer.core.library.sources import SourceReport, iter_games
        from yamaviewer.core.verification.results import MORE_MISMATCHES
        from yamaviewer.core.verification.stream import verify_items
    freeze_start_up_objects()
    if args.jobs < 1:
        raise CliError("--jobs must be at least 1")
    journal = _read_journal(args.journal) if args.journal else None
    report = SourceReport()
    library = _LibraryOnDemand()
    tally = Tally()
    try:
        # With workers, each looks a database's logs up itself: the parent only lists games.
        items = iter_games(args.paths, store=library, report=report, lazy_databases=args.jobs > 1)
        results = (result for _item, result in verify_items(items, args.jobs, journal=journal))

        def counted() -> Iterator[Verification]:
            for result in results:
                tally.add(result)
                if result.status in ("error", "no-seed"):
                    print_note(f"{result.file}: {result.error}")
                yield result

        if args.json:
            import json

            json_array(json.dumps(r.to_json(), ensure_ascii=False, indent=2) for r in counted())
        else:
            for result in counted():
                print(shown(summary_line(result)), flush=True)
                if result.cut_short:
                    print(f"    cut short: {result.cut_short}")
                for note in result.notes:
                    print(f"    note: {note}")
                for mismatch in result.mismatches:
                    print(f"    {mismatch.describe()}")
                if result.mismatches_omitted:
                    print(f"    {MORE_MISMATCHES.arg(result.mismatches_omitted)}")
    finally:
        library.close()
    for label, skipped in report.skipped_rows.items():
        print(
            f"yamaviewer-cli: {label}: {skipped} row(s) without a log skipped "
            "(not downloaded or a download error)",
            file=sys.stderr,
        )
    for note in report.notes:
        print(f"yamaviewer-cli: note: {note}", file=sys.stderr)
    if tally.total == 0:
        if report.skipped_rows:
            if args.json:
                print("[]")
            return EXIT_OK
        raise CliError("no log files found in the given folders")
    if not args.json:
        print(f"{tally.verified} of {tally.total} files verified ({tally.hands} hands)")
    return tally.exit_code()


class _LibraryOnDemand:
    """The library as the store for fetched logs, opened only when a URL or id needs it.

    Verifying files never touches the library database (nor imports its code).
    """

    def __init__(self) -> None:
        self._library: Library | None = None

    def _open(self) -> Library:
        if self._library is None:
            from yamaviewer.core.library.store import Library

            self._library = Library()
        return self._library

    def stored_log(self, log_id: str) -> bytes | None:
        return self._open().stored_log(log_id)

    def remember_fetched(self, log_id: str, xml: bytes, origin: str) -> None:
        self._open().remember_fetched(log_id, xml, origin)

    def close(self) -> None:
        if self._library is not None:
            self._library.close()


def _read_journal(path_text: str) -> dict[str, str]:
    from yamaviewer.core.verification.majsoul import JournalError, read_journal

    path = Path(path_text)
    try:
        if not path.is_file():
            raise CliError(f"{path}: the journal is not a regular file")
        if path.stat().st_size > 1024 * 1024:
            raise CliError(f"{path}: a hash journal is a few lines, this file is over 1 MiB")
        text = path.read_text(encoding="utf-8-sig")
    except OSError as error:
        raise CliError(f"{path}: cannot read the journal ({error.strerror or error})") from None
    except UnicodeDecodeError:
        raise CliError(f"{path}: the journal is not UTF-8 text") from None
    try:
        return read_journal(text)
    except JournalError as error:
        raise CliError(f"{path}: {error}") from None
