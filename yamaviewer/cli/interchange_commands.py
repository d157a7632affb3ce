"""``convert``, ``info`` and ``render``: tenhou.net/6 JSON and wall pictures.

* ``convert INPUT [--to tenhou6|mjai] -o OUTPUT``: a record as Tenhou's own JSON
  export, or as mjai JSON lines (the events Mortal and mjai-reviewer read).
* ``info [--json] [--results] FILE``: format, players, hands, seed, for an mjlog
  or JSON; with ``--results`` how every hand ended (wins with yaku, draws, deltas).
* ``render FILE [--hand N] [--layout table|strip] -o OUT.png``: a hand's wall.

Unreadable input is a one-line message and exit 2; output files are written
to a temporary file beside the target and renamed, so a failure never leaves
a half-written file.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from yamaviewer.cli.common import (
    EXIT_OK,
    CliError,
    Subcommands,
    add_json_flag,
    is_standard_output,
    print_json,
)
from yamaviewer.core.formats.errors import LogFormatError
from yamaviewer.core.record import YAKUMAN_HAN, DrawResult, HandRecord, WinResult
from yamaviewer.core.replay.document import GameDocument, load_document
from yamaviewer.core.yaku import yaku_name


def register(subparsers: Subcommands) -> None:
    convert = subparsers.add_parser(
        "convert",
        help="convert a record to tenhou.net/6 JSON (as Tenhou's own export) or mjai",
        description=(
            "Write a game record (Tenhou mjlog, Mahjong Soul record, mjai log; tenhou.net/6 "
            "JSON for --to mjai) as tenhou.net/6 JSON or as mjai JSON lines."
        ),
    )
    convert.add_argument("input", metavar="INPUT", help="a game record file")
    convert.add_argument(
        "--to",
        choices=("tenhou6", "mjai"),
        default="tenhou6",
        help="tenhou6: tenhou.net/6 JSON (default); mjai: one mjai event per line",
    )
    convert.add_argument(
        "-o",
        "--output",
        required=True,
        metavar="OUTPUT",
        help="where to write it ('-' = standard output; a file is replaced atomically)",
    )
    convert.add_argument(
        "--ref",
        metavar="ID",
        help="game id for the 'ref' field (default: from the log or file name)",
    )
    convert.set_defaults(func=run_convert)

    info = subparsers.add_parser(
        "info", help="format, players, hands and seed of an mjlog or tenhou.net/6 JSON file"
    )
    info.add_argument("file", metavar="FILE")
    add_json_flag(info)
    info.add_argument(
        "--results",
        action="store_true",
        help="also list how every hand ended: wins (fu, han, points, yaku) and draws, with "
        "the score changes",
    )
    info.set_defaults(func=run_info)

    render = subparsers.add_parser(
        "render",
        help="draw a hand's wall and starting hands to a PNG",
        description=(
            "Render one hand of an mjlog or tenhou.net/6 JSON file. Without a seed only the "
            "positions the record pins down are shown; the rest are grey '?' tiles."
        ),
    )
    render.add_argument("file", metavar="FILE")
    render.add_argument("--hand", type=int, default=1, metavar="N", help="hand number (1-based)")
    render.add_argument(
        "--layout",
        choices=("table", "strip"),
        default="table",
        help="the table seen from above, or the wall in draw order",
    )
    render.add_argument(
        "--tile-width", type=int, default=30, metavar="PX", help="tile width in pixels (10-120)"
    )
    render.add_argument(
        "-o", "--output", required=True, metavar="OUT.png", help="'-' = standard output"
    )
    render.set_defaults(func=run_render)


def _open(path_text: str, verify: bool = True) -> GameDocument:
    """The document; ``verify=False`` for commands that only report or convert the record
    (no wall rebuilt: a 50,000-hand log's walls and checks took hundreds of MiB)."""
    path = Path(path_text)
    if not path.exists():
        raise CliError(f"{path}: no such file")
    try:
        return load_document(path, verify)
    except (LogFormatError, ValueError) as error:
        raise CliError(f"{path}: {error}") from None


#: ``-o -``: write to standard output.
STDOUT = "-"


def _check_output(path: Path) -> None:
    if str(path) == STDOUT:
        return
    if path.is_dir():
        raise CliError(f"{path}: is a folder, not a file name")
    if not Path(os.path.realpath(path)).parent.exists():
        raise CliError(f"{path.parent}: the output folder does not exist")


def _write(output: Path, data: bytes) -> None:
    """Standard output for '-', else a file as :func:`write_output` writes one."""
    from yamaviewer.core.safe_io import write_output

    try:
        if str(output) == STDOUT:
            sys.stdout.flush()
            sys.stdout.buffer.write(data)
            sys.stdout.buffer.flush()
        else:
            write_output(output, data)
    except OSError as error:
        raise CliError(f"{output}: cannot write ({error.strerror or error})") from None


def _report(output: Path, text: str) -> None:
    """The 'wrote ...' line: on stderr when the data itself went to stdout."""
    print(text, file=sys.stderr if is_standard_output(output) else sys.stdout)


def run_convert(args: argparse.Namespace) -> int:
    from yamaviewer.core.formats.tenhou6_write import dumps_tenhou6, game_to_tenhou6

    document = _open(args.input, verify=False)
    if args.to == "mjai":
        return _convert_to_mjai(document, args)
    if document.format == "tenhou6":
        raise CliError(
            f"{args.input}: is already tenhou.net/6 JSON; convert reads mjlog files and "
            "Mahjong Soul records"
        )
    output = Path(args.output)
    _check_output(output)
    try:
        text = dumps_tenhou6(game_to_tenhou6(document.game, args.ref))
    except ValueError as error:  # NaN or an infinity: never written into JSON
        raise CliError(f"{args.input}: cannot be written as standard JSON ({error})") from None
    _write(output, text.encode("utf-8"))
    _report(output, f"wrote {output} ({len(document.hands)} hands)")
    return EXIT_OK


def _convert_to_mjai(document: GameDocument, args: argparse.Namespace) -> int:
    from yamaviewer.core.formats.mjai import dumps_mjai, game_to_mjai

    output = Path(args.output)
    _check_output(output)
    try:
        text = dumps_mjai(game_to_mjai(document.game))
    except ValueError as error:  # NaN or an infinity: never written into JSON
        raise CliError(f"{args.input}: cannot be written as standard JSON ({error})") from None
    _write(output, text.encode("utf-8"))
    _report(output, f"wrote {output} ({len(document.hands)} hands, mjai)")
    return EXIT_OK


def info_report(document: GameDocument, results: bool = False) -> dict[str, object]:
    report: dict[str, object] = {
        "format": document.format,
        "players": document.game.player_count,
        "hands": len(document.hands),
        "has_seed": document.has_seed,
        "cut_short": document.game.cut_short is not None,
    }
    if document.game.cut_short:
        report["cut_short_reason"] = document.game.cut_short
    if document.game.skipped:  # rounds left out; the others opened
        report["skipped"] = [
            {"round": s.position + 1, "label": s.label, "reason": s.reason}
            for s in document.game.skipped
        ]
    if document.majsoul_verification is not None:
        report["verification"] = document.majsoul_verification.status
    if document.unverifiable_reason:
        report["note"] = document.unverifiable_reason
    if results:
        players = document.game.player_count
        report["results"] = [hand_results(hand, players) for hand in document.hands]
        if document.game.final_chips is not None:  # a chip (祝儀) lobby's final chips
            report["final_chips"] = document.game.final_chips[:players]
    return report


def _win_entry(win: WinResult, players: int) -> dict[str, object]:
    yaku: list[list[object]] = [[yaku_name(y), han] for y, han in win.yaku if han > 0]
    yaku += [[yaku_name(y), YAKUMAN_HAN] for y in win.yakuman]
    yaku += [[name, han] for name, han in win.other_yaku]
    return {
        "winner": win.winner,
        "from": win.from_seat,
        "fu": win.fu,
        "han": win.han,
        "points": win.points,
        "limit": win.limit.value if win.limit is not None else None,
        "yaku": yaku,
        "deltas": list(win.deltas[:players]),
        **_chips(win, players),
    }


def _chips(result: WinResult | DrawResult, players: int) -> dict[str, object]:
    """A chip lobby's chip change per seat (and a win's chip items); nothing elsewhere."""
    if not result.chip_deltas:
        return {}
    chips: dict[str, object] = {"chips": list(result.chip_deltas[:players])}
    if isinstance(result, WinResult):
        chips["chip_items"] = [[yaku_name(y), count] for y, count in result.chip_items]
    return chips


def hand_results(hand: HandRecord, players: int) -> dict[str, object]:
    """One hand's entry of ``info --results`` (the contract of the CLI's results)."""
    entry: dict[str, object] = {"hand": hand.index + 1}
    results = hand.results
    wins = [r for r in results if isinstance(r, WinResult)]
    draws = [r for r in results if isinstance(r, DrawResult)]
    if wins:
        entry["kind"] = "win"
        entry["wins"] = [_win_entry(win, players) for win in wins]
        entry["scores_after"] = list(wins[-1].scores_after[:players])
    elif draws:
        entry["kind"] = "draw"
        entry["deltas"] = list(draws[-1].deltas[:players])
        entry["scores_after"] = list(draws[-1].scores_after[:players])
        entry.update(_chips(draws[-1], players))
    else:
        entry["kind"] = None  # the log stops before the hand ends
    return entry


def _result_line(hand: HandRecord) -> str:
    """One hand's results in a line of plain English (scores in points)."""
    parts = []
    scores: tuple[int, ...] = ()
    for result in hand.results:
        scores = result.scores_after
        if isinstance(result, DrawResult):
            parts.append(f"draw ({result.kind.value})")
            continue
        how = "tsumo" if result.tsumo else f"ron from seat {result.from_seat}"
        score = result.limit.value if result.limit is not None else f"{result.fu} fu"
        yaku = [f"{yaku_name(y)} {han}" for y, han in result.yaku if han > 0]
        yaku += [yaku_name(y) for y in result.yakuman]
        yaku += [f"{name} {han}" for name, han in result.other_yaku]
        parts.append(
            f"seat {result.winner} {how}, {score} {result.han} han, {result.points} points "
            f"({', '.join(yaku)})"
        )
    text = "; ".join(parts) or "no result in the log"
    after = f"; scores {' '.join(map(str, scores))}" if scores else ""
    return f"  hand {hand.index + 1}: {text}{after}"


def run_info(args: argparse.Namespace) -> int:
    document = _open(args.file, verify=False)
    report = info_report(document, args.results)
    if args.json:
        print_json(report)
    else:
        seed = "yes" if report["has_seed"] else "no"
        print(
            f"{args.file}: {report['format']}, {report['players']} players, "
            f"{report['hands']} hands, seed: {seed}"
        )
        if "verification" in report:
            print(f"published walls: {report['verification']}")
        if "note" in report:
            print(f"note: {report['note']}")
        if "cut_short_reason" in report:
            print(f"cut short: {report['cut_short_reason']}")
        if document.game.skipped:
            from yamaviewer.core.formats.tenhou6 import skipped_sentence

            for skipped in document.game.skipped:
                print(f"left out: {skipped_sentence(skipped)}")
        if args.results:
            for hand in document.hands:
                print(_result_line(hand))
    return EXIT_OK


def run_render(args: argparse.Namespace) -> int:
    from yamaviewer.imaging.wall_image import RenderOptions, png_bytes, render_hand

    document = _open(args.file)
    hands = len(document.hands)
    if not 1 <= args.hand <= hands:
        raise CliError(f"--hand {args.hand}: the game has hands 1..{hands}")
    if not 10 <= args.tile_width <= 120:
        raise CliError("--tile-width must be 10..120 pixels")
    output = Path(args.output)
    _check_output(output)
    image = render_hand(
        document, args.hand - 1, RenderOptions(layout=args.layout, tile_width=args.tile_width)
    )
    _write(output, png_bytes(image))
    size = f"{image.width}x{image.height}"
    _report(output, f"wrote {output} ({size}, hand {args.hand}, {args.layout})")
    return EXIT_OK
