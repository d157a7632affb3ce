"""``convert``, ``info`` and ``render``: tenhou.net/6 JSON and wall pictures.

* ``convert INPUT -o OUTPUT.json``: an mjlog as Tenhou's own JSON export.
* ``info [--json] FILE``: format, players, hands, seed, for an mjlog or JSON.
* ``render FILE [--hand N] [--layout table|strip] -o OUT.png``: a hand's wall.

Unreadable input is a one-line message and exit 2; output files are written
to a temporary file beside the target and renamed, so a failure never leaves
a half-written file.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from yamaviewer.cli.common import EXIT_OK, CliError, print_json
from yamaviewer.core.document import GameDocument, load_document
from yamaviewer.core.formats.mjlog import LogFormatError


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    convert = subparsers.add_parser(
        "convert",
        help="convert a Tenhou mjlog to tenhou.net/6 JSON (as Tenhou's own export)",
        description="Write a Tenhou mjlog (gzip or XML) as tenhou.net/6 JSON.",
    )
    convert.add_argument("input", metavar="INPUT", help="an mjlog file")
    convert.add_argument(
        "-o",
        "--output",
        required=True,
        metavar="OUTPUT.json",
        help="where to write the JSON (replaced atomically)",
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
    info.add_argument("--json", action="store_true", help="print JSON")
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
    render.add_argument("-o", "--output", required=True, metavar="OUT.png")
    render.set_defaults(func=run_render)


def _open(path_text: str) -> GameDocument:
    path = Path(path_text)
    if not path.is_file():
        raise CliError(f"{path}: no such file")
    try:
        return load_document(path)
    except (LogFormatError, ValueError) as error:
        raise CliError(f"{path}: {error}") from None


def _check_output(path: Path) -> None:
    if path.is_dir():
        raise CliError(f"{path}: is a folder, not a file name")
    if not path.parent.exists():
        raise CliError(f"{path.parent}: the output folder does not exist")


def run_convert(args: argparse.Namespace) -> int:
    from yamaviewer.core.formats.tenhou6_write import write_tenhou6

    document = _open(args.input)
    if document.format != "mjlog":
        raise CliError(f"{args.input}: is already tenhou.net/6 JSON; convert reads mjlog files")
    output = Path(args.output)
    _check_output(output)
    try:
        write_tenhou6(document.game, output, args.ref)
    except OSError as error:
        raise CliError(f"{output}: cannot write ({error.strerror or error})") from None
    print(f"wrote {output} ({len(document.hands)} hands)")
    return EXIT_OK


def info_report(document: GameDocument) -> dict[str, object]:
    return {
        "format": document.format,
        "players": document.game.player_count,
        "hands": len(document.hands),
        "has_seed": document.has_seed,
    }


def run_info(args: argparse.Namespace) -> int:
    report = info_report(_open(args.file))
    if args.json:
        print_json(report)
    else:
        seed = "yes" if report["has_seed"] else "no"
        print(
            f"{args.file}: {report['format']}, {report['players']} players, "
            f"{report['hands']} hands, seed: {seed}"
        )
    return EXIT_OK


def run_render(args: argparse.Namespace) -> int:
    from yamaviewer.imaging.wall_image import RenderOptions, render_hand, save_png

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
    try:
        save_png(image, output)
    except OSError as error:
        raise CliError(f"{output}: cannot write ({error.strerror or error})") from None
    print(f"wrote {output} ({image.width}x{image.height}, hand {args.hand}, {args.layout})")
    return EXIT_OK
