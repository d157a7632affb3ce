"""``danger FILE [--hand N] --json`` and ``danger-table PATH... [--json]``: defence vs riichi.

``danger`` lists every discard of a seat not in riichi while another seat's riichi
stands: each tile kind in the hand against each riichi seat, its class and estimate from
what the seat could see, and the truth (in the real wait; a ron possible).
``danger-table`` measures deal-ins per class and turn band over files, folders, log
databases and, with ``--library``, every game kept in the library, beside the built-in
estimate (the player's own table, rebuilt from the truth).
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from itertools import chain
from typing import TYPE_CHECKING, Any

from yamaviewer.cli.analyse_command import open_document
from yamaviewer.cli.common import EXIT_OK, CliError, Subcommands, add_json_flag, print_json
from yamaviewer.core.defence.danger import Decision, decisions_of_hand
from yamaviewer.core.tiles import kind_name, tile_name

if TYPE_CHECKING:
    from yamaviewer.core.library.sources import GameItem, SourceReport


def register(subparsers: Subcommands) -> None:
    danger = subparsers.add_parser(
        "danger",
        help="each discard made against a riichi: tile classes, estimates and the real waits",
        description=(
            "For every discard of a seat not in riichi while another seat's riichi stands: "
            "every tile kind in the hand against each riichi seat, its class (genbutsu, suji, "
            "kabe ...) and estimated deal-in rate from what that seat could see, and the truth "
            "(the riichi seat's real wait; whether a ron was possible, i.e. not furiten)."
        ),
    )
    danger.add_argument("file", metavar="FILE", help="an mjlog or tenhou.net/6 JSON file")
    danger.add_argument("--hand", type=int, metavar="N", help="only this hand (1-based)")
    add_json_flag(danger)
    danger.set_defaults(func=run_danger)
    table = subparsers.add_parser(
        "danger-table",
        help="deal-in rates per tile class and turn band measured on real games",
        description=(
            "Over files, folders, log databases or the library: for each tile class and turn "
            "band, the decisions (a tile held against a riichi), the deal-ins (a ron was "
            "possible on it), the rate with its 95%% interval, and the built-in estimate."
        ),
    )
    table.add_argument("paths", nargs="*", metavar="PATH", help="logs, folders or databases")
    table.add_argument(
        "--library",
        nargs="?",
        const="",
        metavar="FILE",
        help="also every game kept in the library (this library file, else the default one)",
    )
    add_json_flag(table)
    table.set_defaults(func=run_table)


def decision_json(decision: Decision) -> dict[str, Any]:
    """One decision as the CLI contract spells it."""
    return {
        "hand": decision.hand + 1,
        "step": decision.step,
        "seat": decision.seat,
        "discard": kind_name(decision.discard // 4),
        "discard_tile": tile_name(decision.discard),
        "riichi": list(decision.riichi),
        "turn": decision.turn,
        "tiles": [
            {
                "tile": kind_name(tile.kind),
                "against": [
                    {
                        "seat": a.seat,
                        "class": a.tile_class.value,
                        "estimate": a.estimate,
                        "in_wait": a.in_wait,
                        "ron_possible": a.ron_possible,
                    }
                    for a in tile.against
                ],
            }
            for tile in decision.tiles
        ],
    }


def run_danger(args: argparse.Namespace) -> int:
    document = open_document(args.file)
    hands = len(document.hands)
    if hands == 0:
        raise CliError(f"{args.file}: the game has no hands")
    if args.hand is not None and not 1 <= args.hand <= hands:
        raise CliError(f"--hand {args.hand}: the game has hands 1..{hands}")
    chosen = range(hands) if args.hand is None else [args.hand - 1]
    decisions: list[Decision] = []
    for index in chosen:
        try:
            replay = document.replay(index)
        except (ValueError, IndexError, KeyError) as error:
            raise CliError(f"hand {index + 1}: cannot be replayed ({error})") from None
        decisions.extend(decisions_of_hand(replay, index))
    if args.json:
        print_json([decision_json(d) for d in decisions])
        return EXIT_OK
    if not decisions:
        print("no discard was made against a riichi")
    for decision in decisions:
        discard = kind_name(decision.discard // 4)
        print(
            f"hand {decision.hand + 1} step {decision.step}: seat {decision.seat} discards "
            f"{discard} against riichi of seat(s) {', '.join(map(str, decision.riichi))}"
        )
        for tile in decision.tiles:
            parts = []
            for a in tile.against:
                truth = "RON" if a.ron_possible else ("wait, furiten" if a.in_wait else "safe")
                parts.append(f"vs {a.seat}: {a.tile_class.value} {a.estimate:.1%} ({truth})")
            mark = "*" if tile.kind == decision.discard // 4 else " "
            print(f"  {mark}{kind_name(tile.kind):3} " + "; ".join(parts))
    return EXIT_OK


def run_table(args: argparse.Namespace) -> int:
    from yamaviewer.core.defence.table import danger_table, decisions_of_items
    from yamaviewer.core.library.sources import SourceReport, iter_games

    if not args.paths and args.library is None:
        raise CliError("give log files, folders or databases, or --library")
    report = SourceReport()
    items: Iterator[GameItem] = iter_games(args.paths, report=report)
    library = None
    if args.library is not None:
        from yamaviewer.core.library.store import Library

        library = Library(args.library or None)
        items = chain(items, _counted(library.iter_items(), report))
    try:
        rows = danger_table(decisions_of_items(items))
    finally:
        if library is not None:
            library.close()
    if report.items == 0:
        raise CliError("no log files found in the given paths")
    if not any(row.decisions for row in rows):
        raise CliError("no discard against a riichi in the given games")
    if args.json:
        print_json({"classes": [row.as_json() for row in rows if row.decisions]})
        return EXIT_OK
    print(
        f"{'class':22} {'turns':6} {'decisions':>9} {'deal-ins':>8} {'rate':>7} "
        f"{'95% interval':>15} {'estimate':>8}"
    )
    for row in rows:
        if not row.decisions:
            continue
        rate = f"{row.rate:.1%}" if row.rate is not None else "-"
        interval = (
            f"{row.low:.1%}-{row.high:.1%}" if row.low is not None and row.high is not None else "-"
        )
        print(
            f"{row.tile_class.value:22} {row.turns:6} {row.decisions:9} {row.deal_ins:8} "
            f"{rate:>7} {interval:>15} {row.estimate:8.1%}"
        )
    return EXIT_OK


def _counted(items: Iterator[GameItem], report: SourceReport) -> Iterator[GameItem]:
    """The library's games, counted as the sources count theirs."""
    for item in items:
        report.items += 1
        yield item
