"""``yamaviewer-cli verify``: check Tenhou logs against the walls their seeds make."""

from __future__ import annotations

import argparse
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from yamaviewer.cli.common import EXIT_MISMATCH, EXIT_OK, EXIT_UNUSABLE, CliError, print_json
from yamaviewer.core.formats.mjlog import iter_log_files
from yamaviewer.core.verify import GameVerification, verify_file


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "verify",
        help="verify that every deal, draw and dora of Tenhou logs came from their seed",
        description=(
            "Rebuild each hand's wall from the log's SHUFFLE seed and compare the dice, "
            "starting hands, every live and replacement draw, dora, kan-dora, ura-dora and "
            "haitei with the log. Folders are searched for *.mjlog, *.xml, *.txt and *.gz. "
            "Exit 0: all verified; 1: a mismatch was found; 2: a file was unusable."
        ),
    )
    parser.add_argument("paths", nargs="+", metavar="PATH", help="log files or folders")
    parser.add_argument("--json", action="store_true", help="print one JSON array")
    parser.add_argument(
        "--jobs", type=int, default=1, metavar="N", help="verify N files at once (processes)"
    )
    parser.set_defaults(func=run)


def _verify_paths(paths: list[Path], jobs: int) -> list[GameVerification]:
    if jobs <= 1 or len(paths) < 2:
        return [verify_file(path) for path in paths]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(verify_file, paths, chunksize=max(1, len(paths) // (jobs * 4))))


def exit_code(results: list[GameVerification]) -> int:
    """1 beats 2: a proven mismatch matters more than an unreadable neighbour."""
    if any(r.status == "mismatch" for r in results):
        return EXIT_MISMATCH
    if any(r.status != "verified" for r in results):
        return EXIT_UNUSABLE
    return EXIT_OK


def summary_line(result: GameVerification) -> str:
    if result.status == "verified":
        return (
            f"verified  {result.file}: {result.players} players, {len(result.hands)} hands, "
            f"{result.draws_checked} draws checked"
        )
    if result.status == "mismatch":
        return (
            f"MISMATCH  {result.file}: {len(result.mismatches)} mismatch(es) in "
            f"{len(result.hands)} hands"
        )
    return f"{result.status:9s} {result.file}: {result.error}"


def run(args: argparse.Namespace) -> int:
    if args.jobs < 1:
        raise CliError("--jobs must be at least 1")
    paths = iter_log_files(args.paths)
    if not paths:
        raise CliError("no log files found in the given folders")
    results = _verify_paths(paths, args.jobs)
    for result in results:
        if result.status in ("error", "no-seed"):
            print(f"yamaviewer-cli: {result.file}: {result.error}", file=sys.stderr)
    if args.json:
        print_json([r.to_json() for r in results])
    else:
        for result in results:
            print(summary_line(result))
            for note in result.notes:
                print(f"    note: {note}")
            for mismatch in result.mismatches:
                print(f"    {mismatch.describe()}")
        verified = sum(r.status == "verified" for r in results)
        hands = sum(len(r.hands) for r in results)
        print(f"{verified} of {len(results)} files verified ({hands} hands)")
    return exit_code(results)
