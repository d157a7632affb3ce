"""``stats PATH... --player NAME`` and ``what-if FILE``: your play in numbers, and the wall's part.

``stats`` counts one player's games over files, folders, log databases, links or
ids, each game once (duplicates dropped by identity); ``what-if`` lists, per hand,
facts about the verified wall.  Unusable input: one line on stderr, exit 2.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from yamaviewer.cli.common import (
    EXIT_OK,
    CliError,
    Subcommands,
    add_jobs_flag,
    add_json_flag,
    jobs_wanted,
    print_json,
    print_note,
)


def register(subparsers: Subcommands) -> None:
    stats = subparsers.add_parser(
        "stats",
        help="one player's rates with 95%% intervals, yaku and trend over many games",
        description=(
            "Win, deal-in, riichi and call rates with 95%% intervals, placements, the "
            "measures statistics sites cannot compute (tenpai at deal-in, chasing riichi, "
            "riichi wait shape), yaku counts and the trend, each game counted once."
        ),
    )
    stats.add_argument(
        "paths", nargs="+", metavar="PATH", help="files, folders, log databases, links or ids"
    )
    stats.add_argument("--player", required=True, metavar="NAME", help="the player's name")
    stats.add_argument("--csv", metavar="OUT.csv", help="also write the statistics as CSV")
    stats.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    add_jobs_flag(stats)
    add_json_flag(stats)
    stats.set_defaults(func=run_stats)

    what_if = subparsers.add_parser(
        "what-if",
        help="per hand, what the verified wall held: dead-wall waits, the win you would have drawn",
        description=(
            "Facts about the verified wall, each with its assumption: waits in the dead wall "
            "or in other hands, the win a seat would have drawn had the hand gone on or had "
            "nobody called, the lucky draw, the hell wait that won."
        ),
    )
    what_if.add_argument("file", metavar="FILE", help="an mjlog or tenhou.net/6 JSON file")
    add_json_flag(what_if)
    what_if.set_defaults(func=run_what_if)


def run_stats(args: argparse.Namespace) -> int:
    from yamaviewer.cli.fairness_command import _output_path, _ProgressBar
    from yamaviewer.core.library.tenhou_ids import looks_like_log_reference
    from yamaviewer.core.stats.collect import StatsError, player_stats

    missing = [p for p in args.paths if not Path(p).exists() and not looks_like_log_reference(p)]
    if missing:
        raise CliError(f"no such file or folder: {missing[0]}")
    if not args.player.strip():
        raise CliError("--player needs a name")
    jobs = jobs_wanted(args)
    csv = _output_path(args.csv) if args.csv else None
    bar = _ProgressBar(not args.no_progress)
    library = None
    if any(looks_like_log_reference(p) and not Path(p).exists() for p in args.paths):
        from yamaviewer.core.library.store import Library

        library = Library()
    try:
        stats, summary = player_stats(
            args.paths, args.player, store=library, progress=bar, jobs=jobs
        )
    except StatsError as error:
        raise CliError(str(error)) from None
    finally:
        bar.close()
        if library is not None:
            library.close()
    for label, reason in summary.skipped:
        print_note(f"{label}: skipped: {reason}")
    if csv is not None:
        from yamaviewer.core.stats.export import write_stats_csv

        write_stats_csv(stats, csv)
    if args.json:
        print_json(
            {
                **stats.as_json(),
                "games_read": summary.games,
                "duplicates_dropped": summary.duplicates_dropped,
                "unreadable": summary.unreadable,
            }
        )
        return EXIT_OK
    print("\n".join(stats_lines(stats, summary.duplicates_dropped)))
    return EXIT_OK


def stats_lines(stats: object, duplicates: int) -> list[str]:
    from yamaviewer.core.stats.player import PlayerStats
    from yamaviewer.core.yaku import yaku_name

    assert isinstance(stats, PlayerStats)
    lines = [
        f"{stats.player}: {stats.games} games, {stats.hands} hands "
        f"({duplicates} duplicate games dropped)",
        f"  wins {stats.wins}, deal-ins {stats.deal_ins}, riichi {stats.riichi}, "
        f"hands with calls {stats.calls}, placements {'/'.join(map(str, stats.placements))}",
        "  rates (value [95% interval], n):",
    ]
    for name, rate in stats.rates().items():
        if rate.n == 0:
            lines.append(f"    {name}: no cases")
            continue
        percent = rate.hits is not None
        value = f"{rate.value:.1%}" if percent else f"{rate.value:.2f}"
        if rate.low != rate.low:
            interval = "n too small"
        elif percent:
            interval = f"{rate.low:.1%} .. {rate.high:.1%}"
        else:
            interval = f"{rate.low:.2f} .. {rate.high:.2f}"
        lines.append(f"    {name}: {value} [{interval}], n = {rate.n}")
    if stats.yaku or stats.yakuman:
        counted = [*stats.yaku.most_common(), *stats.yakuman.most_common()]
        lines.append("  yaku: " + ", ".join(f"{yaku_name(k)} {v}" for k, v in counted))
    for month, tally in sorted(stats.by_month.items()):
        lines.append(
            f"  {month}: {tally.hands} hands, {tally.wins} wins, {tally.deal_ins} deal-ins"
        )
    lines.append("  no Houou average is shown: no sourced reference figures are at hand")
    if stats.luck is not None:
        lines.append("  play or wall (hands with each fact of the verified wall):")
        lines += [f"    {sentence}" for sentence in stats.luck.sentences()]
    return lines


def run_what_if(args: argparse.Namespace) -> int:
    from yamaviewer.cli.analyse_command import open_document
    from yamaviewer.core.stats.whatif import WhatIfError, what_if_events

    document = open_document(args.file)
    try:
        events = what_if_events(document)
    except WhatIfError as error:
        raise CliError(f"{args.file}: {error}") from None
    if args.json:
        print_json([event.as_json() for event in events])
        return EXIT_OK
    if not events:
        print("nothing the wall did stands out in this game")
    for event in events:
        print(f"hand {event.hand}, seat {event.seat}, step {event.step}: {event.text()}")
    return EXIT_OK
