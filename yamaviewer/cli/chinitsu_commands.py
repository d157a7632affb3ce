"""``chinitsu-table`` and ``waits``: the chinitsu judge from the command line.

Both are thin layers over :mod:`yamaviewer.core.chinitsu`; bad hands become a
:class:`CliError` (one line on stderr, exit code 2).
"""

from __future__ import annotations

import argparse

from yamaviewer.cli.common import EXIT_OK, CliError, print_json
from yamaviewer.core.chinitsu.explain import explain
from yamaviewer.core.chinitsu.hand import HandError, hand_to_str, parse_hand
from yamaviewer.core.chinitsu.tables import Options, wait_table


def _options(args: argparse.Namespace) -> Options:
    return Options(seven_pairs=not args.no_seven_pairs, allow_karaten=args.allow_karaten)


def _add_option_flags(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--allow-karaten",
        action="store_true",
        help="count a rank the hand already holds four times as a wait",
    )
    parser.add_argument(
        "--no-seven-pairs", action="store_true", help="do not count seven pairs as a win"
    )


def run_table(args: argparse.Namespace) -> int:
    """Print the exact table of waits over all 93,600 one-suit hands."""
    table = wait_table(_options(args))
    if args.json:
        print_json(table.to_json_dict())
        return EXIT_OK
    rules = []
    rules.append("seven pairs " + ("off" if args.no_seven_pairs else "on"))
    rules.append("karaten " + ("allowed" if args.allow_karaten else "excluded"))
    print(f"All 13-tile one-suit hands ({', '.join(rules)})")
    print(f"{'waits':>5}  {'kinds':>7}  {'hands (weighted)':>16}  {'share':>7}")
    for row in table.rows:
        share = row.weighted / table.weighted
        print(f"{row.waits:>5}  {row.kinds:>7,}  {row.weighted:>16,}  {share:>7.2%}")
    print(f"{'all':>5}  {table.kinds:>7,}  {table.weighted:>16,}  {1:>7.2%}")
    return EXIT_OK


def run_waits(args: argparse.Namespace) -> int:
    """Print the waits of one hand with their decompositions and wait shapes."""
    text = " ".join(args.hand)
    try:
        hand = parse_hand(text)
        explanation = explain(hand, not args.no_seven_pairs, args.allow_karaten)
    except HandError as error:
        raise CliError(f"bad hand {text.strip()!r}: {error}") from None
    if args.json:
        print_json(
            {
                "hand": hand_to_str(hand),
                "waits": explanation.ranks,
                "shapes": list(explanation.shapes),
                "details": [
                    {
                        "rank": w.rank,
                        "shapes": list(w.shapes),
                        "decompositions": [
                            {
                                "groups": d.groups_text(),
                                "seven_pairs": d.is_seven_pairs,
                                "melds": [
                                    {"kind": m.kind, "ranks": list(m.ranks)} for m in d.melds
                                ],
                            }
                            for d in w.decompositions
                        ],
                        "readings": [{"group": r.group, "shape": r.shape} for r in w.readings],
                    }
                    for w in explanation.waits
                ],
            }
        )
        return EXIT_OK
    print(f"Hand {hand_to_str(hand)}")
    if not explanation.waits:
        print("Not tenpai: no tile completes this hand.")
        return EXIT_OK
    ranks = " ".join(str(r) for r in explanation.ranks)
    print(f"Waits ({len(explanation.waits)}): {ranks}")
    for w in explanation.waits:
        print(f"  {w.rank}: {', '.join(w.shapes)}")
        for d in w.decompositions:
            kinds = ""
            if not d.is_seven_pairs:
                kinds = "  [" + ", ".join(f"{m} {m.kind}" for m in d.melds) + "]"
            print(f"      {d}{kinds}")
    return EXIT_OK


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``chinitsu-table`` and ``waits``."""
    table = subparsers.add_parser(
        "chinitsu-table",
        help="exact table of waits over all 93,600 one-suit hands",
        description="Count every 13-tile one-suit hand by its number of waits.",
    )
    table.add_argument("--json", action="store_true", help="print JSON instead of a table")
    _add_option_flags(table)
    table.set_defaults(func=run_table)

    waits = subparsers.add_parser(
        "waits",
        help="the waits of a one-suit hand, with decompositions and wait shapes",
        description="Show which ranks complete a 13-tile one-suit hand, e.g. 1112345678999.",
    )
    waits.add_argument("hand", nargs="+", help="13 digits, e.g. 1112345678999 or 111 234 5678 999m")
    waits.add_argument("--json", action="store_true", help="print JSON")
    _add_option_flags(waits)
    waits.set_defaults(func=run_waits)
