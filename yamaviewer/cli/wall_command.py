"""``yamaviewer-cli wall``: show the wall of one hand from a seed, a log or arcade seeds."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from yamaviewer.cli.common import EXIT_OK, CliError, Subcommands, add_json_flag, print_json
from yamaviewer.core.formats.errors import LogFormatError
from yamaviewer.core.formats.mjlog import read_mjlog
from yamaviewer.core.tiles import tile_name
from yamaviewer.core.walls.arcade import UNVERIFIED_LABEL, arcade_wall, sega_tile_name
from yamaviewer.core.walls.arcade_input import validate_ue
from yamaviewer.core.walls.layout import WallLayout
from yamaviewer.core.walls.table import (
    ARCADE_LAYOUT_ASSUMPTION,
    RELATIVE_WALL_NAMES,
    arcade_slot,
    tenhou_slot,
)
from yamaviewer.core.walls.tenhou import (
    SANMA_PER_HAND_DICE_NOTE,
    SeedError,
    TenhouGenerator,
    parse_seed,
    per_hand_wall,
)


def register(subparsers: Subcommands) -> None:
    parser = subparsers.add_parser(
        "wall",
        help="show one hand's wall from a Tenhou seed, a Tenhou log or MJ Arcade seeds",
        description=(
            "Rebuild a wall. With --tenhou-seed the dealer of the hand is taken as seat 0; "
            "with --log the log's own seats are used."
        ),
    )
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument(
        "--tenhou-seed",
        metavar="TEXT",
        help="a Tenhou SHUFFLE seed, or a hand's own key before August 2009 (mt19937ar,...)",
    )
    source.add_argument("--log", metavar="FILE", help="a Tenhou log with a seed")
    source.add_argument(
        "--arcade",
        nargs="+",
        action="extend",
        metavar="SEED",
        help="the four (or three) MJ Arcade player seeds (a seed may start with '-')",
    )
    parser.add_argument("--ue", metavar="N", help="MJ Arcade UE value (with --arcade)")
    parser.add_argument("--hand", type=int, default=1, metavar="N", help="hand number (1-based)")
    parser.add_argument("--players", type=int, choices=(3, 4), help="3 or 4 (default: 4 or log)")
    add_json_flag(parser)
    parser.set_defaults(func=run)


#: The wall command's option words; anything else after --arcade is a seed.
_WALL_OPTIONS = frozenset(
    {"--tenhou-seed", "--log", "--arcade", "--ue", "--hand", "--players", "--json", "-h", "--help"}
)

#: More hands than any game deals (a hanchan has a few dozen); generating costs 32 us each.
MAX_HAND_NUMBER = 1000


def prepare_argv(argv: list[str]) -> list[str]:
    """Let MJ Arcade seeds start with '-' (1 seed in 64 does).

    argparse takes such a word for an unknown option; every word after
    ``--arcade`` that is not one of this command's options is passed as
    ``--arcade=SEED`` instead, which argparse never reads as an option.
    """
    out: list[str] = []
    in_seeds = False
    for word in argv:
        if word == "--":
            in_seeds = False
        elif word == "--arcade":
            in_seeds = True
            continue
        elif in_seeds and word not in _WALL_OPTIONS and word.split("=", 1)[0] not in _WALL_OPTIONS:
            out.append(f"--arcade={word}")
            continue
        else:
            in_seeds = False
        out.append(word)
    return out


def tenhou_wall_report(
    seed_text: str, hand: int, players: int, dealer: int = 0, source: str = "tenhou-seed"
) -> dict[str, Any]:
    """The JSON object of the command for a Tenhou seed."""
    try:
        seed = parse_seed(seed_text)
    except SeedError as error:
        raise CliError(f"bad Tenhou seed: {error}") from None
    if hand < 1:
        raise CliError("--hand counts from 1")
    if hand > MAX_HAND_NUMBER:
        raise CliError(
            f"--hand {hand}: a game has far fewer hands (at most {MAX_HAND_NUMBER} here)"
        )
    if seed.per_hand and hand != 1 and source == "tenhou-seed":
        raise CliError("a per-hand key (mt19937ar,...) is one hand's key; --hand does not apply")
    if seed.per_hand:
        wall = per_hand_wall(seed, players)
    else:
        generator = TenhouGenerator(seed, players)
        for _ in range(hand - 1):
            generator.next_hand()
        wall = generator.next_hand()
    layout = WallLayout(players, legacy=seed.legacy)
    hands = layout.deal(wall.tiles, dealer)
    return {
        "source": source,
        "players": players,
        "hand": hand,
        "wall": list(wall.tiles),
        "dice": list(wall.dice),
        "hands": hands,
        "dora_indicator": wall.tiles[layout.dora_indicator_position(0)],
        "dealer": dealer,
        "legacy_seed": seed.legacy,
        "per_hand_key": seed.per_hand,
        "notes": [SANMA_PER_HAND_DICE_NOTE] if seed.per_hand and players == 3 else [],
    }


def format_tenhou_wall_text(report: dict[str, Any]) -> str:
    """The wall as it sits on the table: each side top row over bottom row."""
    players = report["players"]
    wall = report["wall"]
    dealer = report["dealer"]
    dice_total = report["dice"][0] + report["dice"][1] + 2
    sides: dict[int, dict[int, dict[str, str]]] = {}
    for index, tile in enumerate(wall):
        slot = tenhou_slot(index, players, dice_total, dealer)
        sides.setdefault(slot.seat, {}).setdefault(slot.stack, {})[slot.level] = tile_name(tile)
    lines = [
        f"{report['source']} wall, hand {report['hand']}, {players} players, "
        f"dealer seat {dealer}, dice {report['dice'][0] + 1}+{report['dice'][1] + 1}",
        f"dora indicator: {tile_name(report['dora_indicator'])}",
        "",
    ]
    for seat in sorted(sides):
        stacks = sides[seat]
        order = sorted(stacks, reverse=True)  # the owner's left end first, as they see it
        lines.append(f"wall in front of seat {seat} (seen by its owner, left to right):")
        lines.append("  top    " + " ".join(stacks[s].get("top", "--") for s in order))
        lines.append("  bottom " + " ".join(stacks[s].get("bottom", "--") for s in order))
    lines.append("")
    lines.append("array order (index 0 = dead-wall end; dealing takes from the end):")
    for start in range(0, len(wall), 17):
        chunk = " ".join(tile_name(t) for t in wall[start : start + 17])
        lines.append(f"  {start:3d}: {chunk}")
    lines.append("")
    for seat, tiles in enumerate(report["hands"]):
        names = " ".join(tile_name(t) for t in sorted(tiles))
        lines.append(f"seat {seat}{' (dealer)' if seat == dealer else ''}: {names}")
    lines.extend(f"note: {note}" for note in report.get("notes", []))
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    if args.arcade is not None:
        report = _arcade_report(args)
        text_formatter = format_arcade_wall_text
    else:
        if args.ue is not None:
            raise CliError("--ue goes with --arcade")
        if args.log is not None:
            try:
                game = read_mjlog(Path(args.log))
            except LogFormatError as error:
                raise CliError(f"{args.log}: {error}") from None
            if not 1 <= args.hand <= len(game.hands):
                raise CliError(f"{args.log} has hands 1..{len(game.hands)}, not {args.hand}")
            hand = game.hands[args.hand - 1]
            # Before August 2009 each hand carries its own key instead of a game seed.
            seed_text = game.shuffle_seed or hand.shuffle_key
            if not seed_text:
                raise CliError(f"{args.log}: the log has no SHUFFLE seed")
            players = game.player_count
            if args.players is not None and args.players != players:
                raise CliError(f"{args.log} is a {players}-player game")
            report = tenhou_wall_report(seed_text, args.hand, players, hand.dealer, "log")
        else:
            report = tenhou_wall_report(args.tenhou_seed, args.hand, args.players or 4)
        text_formatter = format_tenhou_wall_text
    if args.json:
        print_json(report)
    else:
        print(text_formatter(report))
    return EXIT_OK


def _arcade_report(args: argparse.Namespace) -> dict[str, Any]:
    if args.ue is None:
        raise CliError("--arcade needs --ue N (the UE value shown with the seeds)")
    if args.hand != 1:
        raise CliError("arcade seeds describe one hand; --hand does not apply")
    try:
        ue = validate_ue(args.ue)
        report = arcade_wall_report(list(args.arcade), ue)
    except ValueError as error:
        raise CliError(str(error)) from None
    if args.players is not None and args.players != report["players"]:
        raise CliError(f"{len(args.arcade)} seeds make a {report['players']}-player wall")
    return report


# -- the MJ Arcade twin of the Tenhou report ------------------------------------------


def arcade_wall_report(seeds: list[str], ue: int) -> dict[str, Any]:
    """JSON object for ``yamaviewer-cli wall --arcade ... --json`` (hand 1, dealer seat 0).

    Raises :class:`ArcadeInputError` (a ValueError) with a user-facing message
    for bad seeds or UE.
    """
    result = arcade_wall(seeds, ue)
    layout = result.layout
    hands = result.hands()
    dora = result.dora_indicator()
    return {
        "source": "arcade",
        "players": result.players,
        "hand": 1,
        "seeds": list(result.seeds),
        "ue": result.ue,
        "wall": list(result.wall),
        "wall_names": [sega_tile_name(t) for t in result.wall],
        "dice": list(result.dice),
        "dice_faces": list(result.dice_faces),
        "break": {
            "wall_of_seat": layout.break_seat,
            "wall_owner": RELATIVE_WALL_NAMES[result.players][layout.break_wall],
            "stack": layout.break_stack,
            "description": layout.describe_break(),
        },
        "hands": hands,
        "hands_names": [[sega_tile_name(t) for t in hand] for hand in hands],
        "dealer_fourteenth": result.dealer_fourteenth(),
        "dora_indicator": dora,
        "dora_indicator_name": sega_tile_name(dora),
        "decoded_words": [list(w) for w in result.decoded_words],
        "sorted_words": [list(w) for w in result.sorted_words],
        "key": list(result.key),
        "assumption": ARCADE_LAYOUT_ASSUMPTION,
        "tile_id_note": "ids are SEGA's (kinds in the order man, sou, pin, honors; assumed)",
        "verified": result.verified,
        "notes": list(result.notes),
    }


def format_arcade_wall_text(report: dict[str, Any]) -> str:
    """Human-readable form of :func:`arcade_wall_report` (always shows the assumption)."""
    lines = [
        f"MJ Arcade wall, {report['players']} players, hand {report['hand']}, UE {report['ue']}",
    ]
    if not report["verified"]:
        lines.append(UNVERIFIED_LABEL)
    faces = report["dice_faces"]
    dice = report["dice"]
    lines.append(f"dice: {faces[0]} + {faces[1]} (0-based {dice[0]}, {dice[1]})")
    lines.append(f"break: {report['break']['description']}")
    names = report["wall_names"]
    lines.append("SEGA array (position: tile):")
    for start in range(0, len(names), 17):
        chunk = " ".join(names[start : start + 17])
        lines.append(f"  {start:3d}: {chunk}")
    lines.extend(_table_picture(report))
    lines.append("starting hands (by the assumption below):")
    for seat, hand in enumerate(report["hands_names"]):
        lines.append(f"  seat {seat}: {' '.join(hand)}")
    fourteenth = sega_tile_name(report["dealer_fourteenth"])
    lines.append(f"  dealer's 14th tile: {fourteenth}")
    lines.append(f"dora indicator: {report['dora_indicator_name']}")
    lines.extend(f"note: {note}" for note in report["notes"])
    lines.append(report["assumption"])
    return "\n".join(lines)


def _table_picture(report: dict[str, Any]) -> list[str]:
    """Each wall as its owner sees it (left to right), top row over bottom row.

    '|' marks the break; the placement rests on the labelled assumption.
    """
    players = report["players"]
    total = report["dice"][0] + report["dice"][1] + 2
    sides: dict[int, dict[int, dict[str, str]]] = {}
    for position, name in enumerate(report["wall_names"]):
        slot = arcade_slot(position, players, total)
        sides.setdefault(slot.seat, {}).setdefault(slot.stack, {})[slot.level] = name
    break_seat = report["break"]["wall_of_seat"]
    break_stack = report["break"]["stack"]
    lines = ["table (ASSUMED placement; each wall seen by its owner, left to right):"]
    for seat in sorted(sides):
        stacks = sides[seat]
        rows = {"top": "", "bottom": ""}
        for stack in sorted(stacks, reverse=True):
            for level in rows:
                if seat == break_seat and stack == break_stack - 1:
                    rows[level] += " |"
                rows[level] += " " + stacks[stack].get(level, "--")
        lines.append(f"  seat {seat}:")
        lines.append(f"    top   {rows['top']}")
        lines.append(f"    bottom{rows['bottom']}")
    return lines
