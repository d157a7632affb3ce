"""``analyse FILE --hand N --step K --seat S [--json]``: one seat's hand at one step.

Shanten, the tiles that improve the hand with the copies that seat has not seen, where
those copies really were (live wall, other hands, dead wall) and what became of them,
and for a tenpai hand the waits, the tsumo chance and where the next winning tile sat.
Steps are the viewer's: 0 = right after the deal, then one per event.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from yamaviewer.cli.common import EXIT_OK, CliError, Subcommands, add_json_flag, print_json
from yamaviewer.core.analysis.step import AnalysisError, StepAnalysis, analyse_replay_step
from yamaviewer.core.replay.document import GameDocument, load_document
from yamaviewer.core.tiles import kind_name, tile_name


def register(subparsers: Subcommands) -> None:
    parser = subparsers.add_parser(
        "analyse",
        help="shanten, ukeire and where the useful tiles really were, for one seat at one step",
        description=(
            "Analyse one seat's hand at one step of a hand (step 0 = right after the deal, "
            "then one step per event, as in the viewer). Unseen counts are from that seat's "
            "point of view: its own tiles, every river and meld and the dora indicators shown."
        ),
    )
    parser.add_argument("file", metavar="FILE", help="an mjlog or tenhou.net/6 JSON file")
    parser.add_argument("--hand", type=int, required=True, metavar="N", help="hand (1-based)")
    parser.add_argument("--step", type=int, required=True, metavar="K", help="step (0 = the deal)")
    parser.add_argument(
        "--seat", type=int, required=True, metavar="S", help="seat 0..3 as in the log"
    )
    add_json_flag(parser)
    parser.set_defaults(func=run_analyse)


def open_document(path_text: str) -> GameDocument:
    """A game file, or one clear CliError (missing, not a regular file, unreadable)."""
    path = Path(path_text)
    if not path.exists():
        raise CliError(f"{path}: no such file")
    if not path.is_file():
        raise CliError(f"{path}: not a regular file")
    try:
        return load_document(path)
    except (ValueError, OSError) as error:
        raise CliError(f"{path}: {error}") from None


def run_analyse(args: argparse.Namespace) -> int:
    document = open_document(args.file)
    hands = len(document.hands)
    if hands == 0:
        raise CliError(f"{args.file}: the game has no hands")
    if not 1 <= args.hand <= hands:
        raise CliError(f"--hand {args.hand}: the game has hands 1..{hands}")
    try:
        analysis = analyse_replay_step(document.replay(args.hand - 1), args.step, args.seat)
    except AnalysisError as error:
        raise CliError(str(error)) from None
    data = analysis_json(analysis)
    if args.json:
        print_json({"hand": args.hand, **data})
    else:
        print("\n".join(analysis_lines(analysis)))
    return EXIT_OK


def _kinds(mapping: dict[int, int]) -> dict[str, int]:
    return {kind_name(kind): count for kind, count in sorted(mapping.items())}


def analysis_json(analysis: StepAnalysis) -> dict[str, Any]:
    """The contract's JSON (plus details) for one analysis."""
    data: dict[str, Any] = {
        "step": analysis.step,
        "seat": analysis.seat,
        "tiles": [tile_name(t) for t in analysis.hand],
        "shanten": analysis.shanten,
        "shanten_forms": {
            "normal": analysis.forms.normal,
            "seven_pairs": analysis.forms.seven_pairs,
            "thirteen_orphans": analysis.forms.thirteen_orphans,
        },
        "ukeire": _kinds(analysis.ukeire),
        "ukeire_total": analysis.ukeire_total,
        "unseen_total": analysis.unseen_total,
        "buckets": analysis.buckets,
        "fates": analysis.fates,
        "copies": [
            {
                "tile": tile_name(copy.tile),
                "where": copy.where.value,
                "position": copy.position,
                "holder": copy.holder,
                "would_draw_seat": copy.would_draw_seat,
                "would_draw_number": copy.would_draw_number,
                "drawn_step": copy.drawn_step,
                "drawn_by": copy.drawn_by,
                "fate": copy.fate.value,
                "fate_step": copy.fate_step,
            }
            for copy in analysis.copies
        ],
        "waits": _kinds(analysis.waits),
        "remaining_draws": analysis.remaining_draws,
        "p_tsumo": None if analysis.p_tsumo is None else float(analysis.p_tsumo),
        "next_win": None,
        "wall_complete": analysis.wall_complete,
    }
    if analysis.next_win is not None:
        win = analysis.next_win
        data["next_win"] = {
            "tile": tile_name(win.tile),
            "position": win.position,
            "draw_number": win.draw_number,
            "drawn_step": win.drawn_step,
            "drawn_by": win.drawn_by,
        }
    if analysis.discards:
        data["best_discard"] = kind_name(analysis.discards[0].kind)
        data["discards"] = {
            kind_name(choice.kind): {
                "shanten": choice.shanten,
                "ukeire": _kinds(choice.ukeire),
                "ukeire_total": choice.ukeire_total,
            }
            for choice in analysis.discards
        }
    return data


_FATE_WORDS = {
    "drawn_by_seat": "drawn by this seat",
    "discarded_later": "discarded by others",
    "kept_by_others": "kept by others",
    "left_in_wall": "never drawn",
    "dead_wall": "dead wall",
    "unknown": "unknown",
}


def _shanten_words(value: int) -> str:
    return {-1: "complete", 0: "tenpai"}.get(value, f"{value}-shanten")


def analysis_lines(analysis: StepAnalysis) -> list[str]:
    """The analysis as plain text."""
    forms = analysis.forms
    special = []
    if forms.seven_pairs is not None:
        special.append(f"seven pairs {forms.seven_pairs}")
    if forms.thirteen_orphans is not None:
        special.append(f"thirteen orphans {forms.thirteen_orphans}")
    tiles = " ".join(tile_name(t) for t in analysis.hand)
    lines = [
        f"seat {analysis.seat} at step {analysis.step}: {tiles}",
        f"shanten {analysis.shanten} ({_shanten_words(analysis.shanten)}; normal {forms.normal}"
        + "".join(f", {s}" for s in special)
        + ")",
    ]
    if analysis.discards:
        lines.append("discards (best first):")
        for choice in analysis.discards:
            kinds = " ".join(f"{kind_name(k)}x{n}" for k, n in sorted(choice.ukeire.items()))
            lines.append(
                f"  {kind_name(choice.kind)}: {_shanten_words(choice.shanten)}, "
                f"{choice.ukeire_total} tiles ({kinds})"
            )
    kinds = " ".join(f"{kind_name(k)}x{n}" for k, n in sorted(analysis.ukeire.items()))
    lines.append(f"ukeire {analysis.ukeire_total} unseen tiles: {kinds}")
    buckets = ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in analysis.buckets.items() if v)
    fates = ", ".join(f"{_FATE_WORDS.get(k, k)} {v}" for k, v in analysis.fates.items() if v)
    lines.append(f"  where they were: {buckets or 'nowhere'}")
    lines.append(f"  what became of them: {fates or 'nothing'}")
    if analysis.waits:
        waits = " ".join(f"{kind_name(k)}x{n}" for k, n in sorted(analysis.waits.items()))
        chance = float(analysis.p_tsumo or 0)
        lines.append(
            f"waits {waits}: {sum(analysis.waits.values())} live; tsumo chance {chance:.1%} "
            f"over {analysis.remaining_draws} draws (calls ignored)"
        )
        win = analysis.next_win
        if win is None:
            lines.append("  no winning tile sat in this seat's remaining draws")
        else:
            drawn = (
                f", drawn at step {win.drawn_step} by seat {win.drawn_by}"
                if win.drawn_step is not None
                else ", never drawn in the game"
            )
            lines.append(
                f"  next winning tile: {tile_name(win.tile)} at wall position {win.position}, "
                f"this seat's draw {win.draw_number} if nobody calls{drawn}"
            )
    if not analysis.wall_complete:
        lines.append("the wall is not fully known (no seed): some copies cannot be placed")
    return lines
