"""``fairness exact|shuffle|report|control``: is the shuffle fair, and was I just unlucky?

Exact starting-hand shanten tables, the exact position bias of shuffles, the
corpus report (duplicates dropped first) and the controls that show the tests
have power.  Unusable input: one line on stderr, exit 2.  A game the report
cannot use (unreadable, an impossible hand) is skipped and named on stderr with
its reason; the report covers the rest (exit 0).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from yamaviewer.cli.common import (
    EXIT_OK,
    CliError,
    Subcommands,
    add_jobs_flag,
    add_json_flag,
    add_player_count,
    jobs_wanted,
    print_json,
    print_note,
)


def register(subparsers: Subcommands) -> None:
    parser = subparsers.add_parser(
        "fairness",
        help="exact shanten tables, shuffle bias, a fairness report over real games",
        description=(
            "Is this service's shuffle fair, and was I just unlucky? Exact expectations, "
            "the position bias of shuffles, and tests on real walls with duplicates removed."
        ),
    )
    commands = parser.add_subparsers(dest="fairness_command", metavar="ACTION")
    commands.required = True

    exact = commands.add_parser("exact", help="the exact starting-hand shanten distribution")
    exact.add_argument("--tiles", type=int, required=True, choices=(13, 14))
    add_player_count(exact)
    add_json_flag(exact)
    exact.set_defaults(func=run_exact)

    shuffle = commands.add_parser("shuffle", help="exact position bias of a shuffle method")
    shuffle.add_argument(
        "--method", required=True, metavar="METHOD", help="fisher-yates, naive or swaps:K"
    )
    shuffle.add_argument("--n", type=int, default=136, help="wall size (default 136; 108 sanma)")
    add_json_flag(shuffle)
    shuffle.add_argument("--png", metavar="OUT.png", help="write the heat map")
    shuffle.add_argument("--lang", default="en", choices=("en", "ja"), help="labels of the PNG")
    shuffle.add_argument(
        "--break-walls",
        type=int,
        default=0,
        metavar="W",
        help="also simulate W walls: mean shanten of the hand dealt from each break point",
    )
    shuffle.add_argument("--seed", type=int, default=0, metavar="S", help="for --break-walls")
    shuffle.set_defaults(func=run_shuffle)

    report = commands.add_parser("report", help="test real games against exact expectations")
    report.add_argument(
        "paths",
        nargs="+",
        metavar="PATH",
        help="files, folders, log databases, Tenhou links or log ids",
    )
    add_player_count(report)
    report.add_argument("--player", metavar="NAME", help="that player's own luck")
    add_jobs_flag(report)
    add_json_flag(report)
    report.add_argument("--png", metavar="OUT.png", help="write the observed-vs-expected plot")
    report.add_argument("--csv", metavar="OUT.csv", help="write the observed and expected counts")
    report.add_argument("--lang", default="en", choices=("en", "ja"), help="labels of the PNG")
    report.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    report.set_defaults(func=run_report)

    control = commands.add_parser("control", help="the report's wall tests on simulated walls")
    control.add_argument("--method", required=True, choices=("naive", "fisher-yates"))
    control.add_argument("--walls", type=int, required=True, metavar="N")
    control.add_argument("--seed", type=int, default=0, metavar="S")
    add_json_flag(control)
    control.set_defaults(func=run_control)


def run_exact(args: argparse.Namespace) -> int:
    from yamaviewer.core.fairness.exact import exact_table

    table = exact_table(args.tiles, args.players)
    if args.json:
        print_json(table.as_json())
        return EXIT_OK
    print(f"{args.tiles}-tile hands, {args.players} players: {table.total:,} in all")
    for value, count in table.dist.items():
        print(f"  shanten {value:>2}: {count:>26,}  {count / table.total:9.5%}")
    print(f"  mean {table.mean:.7f}")
    return EXIT_OK


def _output_path(text: str) -> Path:
    path = Path(text)
    if not path.parent.is_dir() and str(path.parent) not in ("", "."):
        raise CliError(f"cannot write {text}: the folder does not exist")
    return path


def run_shuffle(args: argparse.Namespace) -> int:
    from yamaviewer.core.fairness.shuffle import (
        ShuffleMethodError,
        break_point_shanten,
        shuffle_bias,
    )

    png = _output_path(args.png) if args.png else None
    if not 0 <= args.break_walls <= 100_000:
        raise CliError("--break-walls must be between 0 and 100000")
    try:
        bias, matrix = shuffle_bias(args.method, args.n)
        breaks = (
            break_point_shanten(args.method, args.break_walls, args.n, args.seed)
            if args.break_walls
            else None
        )
    except ShuffleMethodError as error:
        raise CliError(str(error)) from None
    if png is not None:
        from yamaviewer.imaging.fairness_plots import save_heat_map

        save_heat_map(matrix, bias, png, lang=args.lang)
    data = bias.as_json()
    if args.json:
        extra = {"break_points": breaks.as_json()} if breaks is not None else {}
        print_json({**data, **extra})
        return EXIT_OK
    print(bias.verdict())
    for key, value in data.items():
        if key != "method":
            print(f"  {key}: {value}")
    if breaks is not None:
        print(
            f"  hands dealt from each break point ({breaks.walls} walls): mean shanten "
            f"{min(breaks.means):.3f} .. {max(breaks.means):.3f}, exact fair mean "
            f"{breaks.expected:.4f}, largest |z| {breaks.max_z():.2f}"
        )
    return EXIT_OK


class _ProgressBar:
    """A one-line bar on stderr (only when stderr is a terminal)."""

    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled and sys.stderr.isatty()
        self._last = -1

    def __call__(self, done: int, total: int) -> None:
        if not self.enabled:
            return
        percent = done * 100 // max(1, total)
        if percent == self._last and done != total:
            return
        self._last = percent
        filled = percent * 30 // 100
        sys.stderr.write(f"\r[{'#' * filled}{'.' * (30 - filled)}] {done}/{total} games")
        sys.stderr.flush()

    def close(self) -> None:
        if self.enabled:
            sys.stderr.write("\n")


def run_report(args: argparse.Namespace) -> int:
    from yamaviewer.core.fairness.report import ReportError, build_report

    jobs = jobs_wanted(args)
    from yamaviewer.core.library.tenhou_ids import looks_like_log_reference

    # Tenhou links and log ids are fetched (or read from the library), as verify does.
    missing = [p for p in args.paths if not Path(p).exists() and not looks_like_log_reference(p)]
    if missing:
        raise CliError(f"no such file or folder: {missing[0]}")
    png = _output_path(args.png) if args.png else None
    csv = _output_path(args.csv) if args.csv else None
    bar = _ProgressBar(not args.no_progress)
    library = None
    if any(looks_like_log_reference(p) and not Path(p).exists() for p in args.paths):
        from yamaviewer.core.library.store import Library

        library = Library()  # fetched logs are kept, so the next run works offline
    try:
        report = build_report(
            args.paths,
            store=library,
            players=args.players,
            player=args.player,
            jobs=jobs,
            progress=bar,
        )
    except ReportError as error:
        raise CliError(str(error)) from None
    finally:
        bar.close()
        if library is not None:
            library.close()
    for game, reason in report.skipped:
        print_note(f"{game}: skipped: {reason}")
    if report.unreadable > len(report.skipped):
        print_note(f"{report.unreadable - len(report.skipped)} more unreadable games skipped")
    if png is not None:
        from yamaviewer.imaging.fairness_plots import save_report_plot

        save_report_plot(report, png, lang=args.lang)
    if csv is not None:
        from yamaviewer.core.fairness.export import write_report_csv

        write_report_csv(report, csv)
    if args.json:
        print_json(report.as_json())
        return EXIT_OK
    for sentence in report.verdict():
        print(sentence)
    for test in report.tests():
        print(
            f"  {test.name}: statistic {test.statistic:.2f}, df {test.df}, p = {test.p_value:.3g}"
        )
    return EXIT_OK


def run_control(args: argparse.Namespace) -> int:
    from yamaviewer.core.fairness.controls import MAX_WALLS
    from yamaviewer.core.fairness.controls import run_control as control

    if not 1 <= args.walls <= MAX_WALLS:
        raise CliError(f"--walls must be between 1 and {MAX_WALLS}")
    result = control(args.method, args.walls, args.seed)
    if args.json:
        print_json(result.as_json())
        return EXIT_OK
    state = "flagged" if result.flagged else "passes"
    print(f"{result.walls} {result.method} walls (seed {result.seed}): {state}")
    for test in result.tests:
        print(
            f"  {test.name}: statistic {test.statistic:.2f}, df {test.df}, p = {test.p_value:.3g}"
        )
    return EXIT_OK
