"""``seating`` and ``seating-check``: tournament seating (卓組) from the command line.

``seating`` plans a schedule (an exact design where one is built in, the best search
result elsewhere) and prints it, as JSON with ``--json``; ``-o`` writes CSV, XLSX,
JSON, Pantheon text (.txt), the heat map (.png) or the printable PDF.  The PDF is
drawn by Qt in the GUI layer, which the CLI may not import: it runs
``python -m yamaviewer.gui.tournament.pdf`` in a subprocess on a JSON copy of the
schedule (offscreen on Linux: a PDF needs no display).  ``seating-check`` prints the
metrics of a schedule staff already have.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from yamaviewer.cli.common import EXIT_OK, CliError, Subcommands, add_json_flag, print_json
from yamaviewer.core.seating import formats
from yamaviewer.core.seating.metrics import Metrics, measure
from yamaviewer.core.seating.model import WINDS, Schedule, SeatingError
from yamaviewer.core.seating.planner import Plan, PlanRequest, plan
from yamaviewer.core.seating.players import (
    PlayerList,
    load_players,
    parse_fixed_tables,
    parse_teams,
)


def _players(path: str | None) -> PlayerList | None:
    return load_players(Path(path)) if path else None


def _numbers(text: str | None, label: str) -> set[int]:
    if not text:
        return set()
    try:
        numbers = {int(word) - 1 for word in text.replace(",", " ").split()}
    except ValueError:
        raise CliError(f"{label}: expected 1-based player numbers like 3,7") from None
    if min(numbers) < 0:
        raise CliError(f"{label}: player numbers start at 1")
    return numbers


def run_seating(args: argparse.Namespace) -> int:
    try:
        listed = _players(args.players_file)
        count = args.players
        if count is None:
            if listed is None:
                raise CliError("give --players N or --players-file")
            count = len(listed.names)
        if listed is not None and len(listed.names) != count:
            raise CliError(f"the player list names {len(listed.names)} players, not {count}")
        if args.rounds < 1:
            raise CliError("the number of rounds must be at least 1")
        names = listed.names if listed else []
        played: list[list[tuple[int, ...]]] = []
        if args.fixed:
            played = formats.load(Path(args.fixed), names).rounds
        teams = dict(listed.teams) if listed else {}
        if args.teams:
            teams.update(parse_teams(formats.read_text(Path(args.teams)), names))
        request = PlanRequest(
            players=count,
            rounds=args.rounds,
            table_size=args.table_size,
            mixed=args.mixed,
            seed=args.seed,
            names=list(names),
            teams=teams,
            played=played,
            absent=_numbers(args.drop, "--drop"),
            fixed_tables=parse_fixed_tables(args.fixed_tables or "", list(names)),
        )
        result = plan(request)
        if args.output:
            _write(result, Path(args.output))
    except SeatingError as error:
        raise CliError(str(error)) from None
    if args.json:
        print_json(result.json())
    else:
        _print_plan(result)
    return EXIT_OK


def _write(result: Plan, path: Path) -> None:
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        write_pdf(result.schedule, path)
    elif suffix == ".png":
        from yamaviewer.imaging.seating_images import save_heat_map

        save_heat_map(result.schedule, path)
    else:
        formats.save(result.schedule, path, names=bool(result.schedule.names))


def write_pdf(schedule: Schedule, path: Path) -> None:
    """Run the Qt PDF writer of the GUI layer in a subprocess (the CLI cannot import it).

    It draws into a private folder; the PDF then reaches ``path`` through the one seating
    writer like every other output (a link or FIFO stays one, a file keeps its mode)."""
    env = dict(os.environ)
    if sys.platform.startswith("linux"):
        # Writing a PDF opens no window: never depend on a display (servers, SSH, cron).
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as folder:
        source = Path(folder) / "schedule.json"
        source.write_text(json.dumps(formats.to_json(schedule), ensure_ascii=False), "utf-8")
        drawn = Path(folder) / "seating.pdf"
        done = subprocess.run(
            [sys.executable, "-m", "yamaviewer.gui.tournament.pdf", str(source), str(drawn)],
            capture_output=True,
            text=True,
            env=env,
            check=False,
        )
        if done.returncode != 0:
            lines = [line for line in done.stderr.splitlines() if line.strip()]
            raise CliError(f"cannot write the PDF: {lines[-1] if lines else 'the writer failed'}")
        try:
            data = drawn.read_bytes()
        except OSError as error:
            raise CliError(f"cannot write the PDF: {error.strerror or error}") from None
        formats.write_file(path, data)


def _print_plan(result: Plan) -> None:
    schedule = result.schedule
    for r, tables in enumerate(schedule.rounds, 1):
        print(f"Round {r}")
        for t, seats in enumerate(tables, 1):
            cells = "  ".join(f"{WINDS[w]} {schedule.name(p)}" for w, p in enumerate(seats))
            print(f"  table {t:>2}:  {cells}")
        if result.byes[r - 1]:
            print("  bye: " + ", ".join(schedule.name(p) for p in result.byes[r - 1]))
    print(f"({result.method})")
    _print_metrics(result.metrics)


def _print_metrics(m: Metrics) -> None:
    print(
        f"meetings per pair: {m.min_meetings}..{m.max_meetings}"
        f" (lowest possible maximum {m.best_possible_max})"
    )
    print(f"pairs meeting more than once: {m.repeat_pairs}")
    print(
        f"pairs never meeting: {m.never_met_pairs}"
        f" ({m.indirect_only_pairs} only through a common opponent)"
    )
    print(f"back-to-back repeats: {m.back_to_back}")
    print(f"wind spread: {m.wind_spread}")
    if m.team_meetings:
        print(f"team-mate meetings: {m.team_meetings}")
    if any(m.byes):
        print(f"byes per player: {min(b for b in m.byes)}..{max(m.byes)}")
    print("a better schedule may exist" if m.improvable else "no schedule has a lower maximum")


def run_check(args: argparse.Namespace) -> int:
    try:
        listed = _players(args.players_file)
        names = listed.names if listed else []
        schedule = formats.load(Path(args.schedule), names)
        teams = dict(listed.teams) if listed else {}
        ratings = dict(listed.ratings) if listed else {}
    except SeatingError as error:
        raise CliError(str(error)) from None
    metrics = measure(schedule, teams, ratings)
    if args.json:
        print_json(
            {"players": schedule.players, "rounds": len(schedule.rounds), "metrics": metrics.json()}
        )
    else:
        print(f"{schedule.players} players, {len(schedule.rounds)} rounds")
        _print_metrics(metrics)
    return EXIT_OK


def register(subparsers: Subcommands) -> None:
    """Add ``seating`` and ``seating-check``."""
    seating = subparsers.add_parser(
        "seating",
        help="plan tournament seating (卓組): who sits where in each round",
        description="Plan a tournament's tables: exact designs where they exist, the best "
        "search result elsewhere; winds balanced.",
    )
    seating.add_argument("--players", type=int, help="number of players N")
    seating.add_argument("--rounds", type=int, required=True, help="number of rounds R")
    seating.add_argument("--table-size", type=int, choices=(4, 3), default=4, help="4 or 3 (sanma)")
    seating.add_argument(
        "--mixed", action="store_true", help="4- and 3-player tables instead of byes"
    )
    seating.add_argument("--seed", type=int, default=0, help="search seed (default 0)")
    add_json_flag(seating, "print JSON (0-based players)")
    seating.add_argument(
        "--players-file", help="player names, one per line (or CSV name,team,rating)"
    )
    seating.add_argument("--fixed", help="rounds already played (CSV/XLSX/text), kept unchanged")
    seating.add_argument("--teams", help="CSV player,team: team mates are kept apart")
    seating.add_argument("--drop", help="players who dropped out (1-based, e.g. 3,7)")
    seating.add_argument(
        "--fixed-tables",
        metavar="PLAYER:TABLE,...",
        help="players who keep one table every round, 1-based (e.g. 3:1,Alice:2)",
    )
    seating.add_argument(
        "-o", "--output", help="write .csv, .xlsx, .json, .txt (Pantheon), .png or .pdf"
    )
    seating.set_defaults(func=run_seating)

    check = subparsers.add_parser(
        "seating-check",
        help="check a seating schedule: repeats, never-met pairs, winds, byes",
        description="Metrics of a schedule (CSV/XLSX round,table,E,S,W,N, "
        "Pantheon or one round per line).",
    )
    check.add_argument("schedule", help="the schedule file")
    add_json_flag(check)
    check.add_argument("--players-file", help="player names (for schedules that use names)")
    check.set_defaults(func=run_check)
