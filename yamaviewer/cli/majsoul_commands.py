"""``yamaviewer-cli majsoul-link``: the record id a Mahjong Soul replay link names."""

from __future__ import annotations

import argparse

from yamaviewer.cli.common import EXIT_OK, CliError, Subcommands, add_json_flag, print_json
from yamaviewer.core.formats.majsoul_record import MajsoulRecordError, decode_share_link


def register(subparsers: Subcommands) -> None:
    link = subparsers.add_parser(
        "majsoul-link",
        help="decode the record id of a Mahjong Soul replay link (no network)",
        description=(
            "Print the game record id a Mahjong Soul share link names, decoding the "
            "anonymised form that ends in _2. Nothing is fetched."
        ),
    )
    link.add_argument("url", metavar="URL", help="the link, or just its paipu=... part")
    add_json_flag(link)
    link.set_defaults(func=run_majsoul_link)


def run_majsoul_link(args: argparse.Namespace) -> int:
    try:
        link = decode_share_link(args.url)
    except MajsoulRecordError as error:
        raise CliError(str(error)) from None
    if args.json:
        print_json(
            {"record_id": link.record_id, "account": link.account, "anonymised": link.anonymised}
        )
    else:
        print(link.record_id)
    return EXIT_OK
