"""``ev --hand TILES --discard TILE --dora IND ...``: the double-riichi tsumo EV.

The blog's formula (REFERENCE section 13) in exact fractions: the waits, their live
copies, what each pays (from the ``mahjong`` scoring library, or ``--pay``), the chance
of ippatsu and of winning at each later draw, and the expected points.
"""

from __future__ import annotations

import argparse
from typing import Any

from yamaviewer.cli.common import (
    EXIT_OK,
    CliError,
    Subcommands,
    add_json_flag,
    add_player_count,
    print_json,
)
from yamaviewer.core.analysis.ev import (
    SEAT_NAMES,
    EvError,
    EvResult,
    double_riichi_ev,
    parse_request,
)


def register(subparsers: Subcommands) -> None:
    parser = subparsers.add_parser(
        "ev",
        help="exact tsumo EV, ippatsu and win chances of a double riichi",
        description=(
            "The expected points of a double riichi that only draws (calls, ron and ura-dora "
            "ignored): the dealer has 16 draws after the ippatsu one, South 16 ending on the "
            "haitei, West and North 15. Tiles in 123m456p789s11z notation, 0m/0p/0s = red fives."
        ),
    )
    parser.add_argument(
        "--hand",
        required=True,
        metavar="TILES",
        help="the 14-tile starting hand including the discard (or 13 tiles without --discard)",
    )
    parser.add_argument("--discard", metavar="TILE", help="the riichi discard")
    parser.add_argument(
        "--dora", required=True, action="append", metavar="IND", help="dora indicator(s)"
    )
    parser.add_argument("--seat", default="east", choices=SEAT_NAMES, help="default: east")
    add_player_count(parser)
    parser.add_argument(
        "--round",
        default="east",
        choices=SEAT_NAMES,
        help="the round wind (default: east)",
    )
    parser.add_argument("--no-ippatsu", action="store_true", help="the rule has no ippatsu")
    parser.add_argument("--no-red", action="store_true", help="no red fives")
    parser.add_argument(
        "--pay",
        nargs="+",
        action="extend",
        default=[],
        metavar="TILE:X:Y",
        help=(
            "total points the winner receives for TILE without and with ippatsu "
            "(TILE:X:Y:Z adds the haitei payment), overriding the computed ones"
        ),
    )
    add_json_flag(parser)
    parser.set_defaults(func=run_ev)


def run_ev(args: argparse.Namespace) -> int:
    try:
        request = parse_request(
            args.hand,
            args.discard,
            args.dora,
            seat=args.seat,
            players=args.players,
            ippatsu=not args.no_ippatsu,
            red_fives=not args.no_red,
            round_wind=args.round,
            pay=args.pay,
        )
        result = double_riichi_ev(request)
    except EvError as error:
        raise CliError(str(error)) from None
    if args.json:
        print_json(ev_json(result))
    else:
        print("\n".join(ev_lines(result)))
    return EXIT_OK


def ev_json(result: EvResult) -> dict[str, Any]:
    return {
        "ev": float(result.ev),
        "ev_exact": f"{result.ev.numerator}/{result.ev.denominator}",
        "p_ippatsu": float(result.p_ippatsu),
        "p_win": float(result.p_win),
        "by_draw": [float(p) for p in result.by_draw],
        "waits": {
            c.code: {
                "live": c.live,
                "pay": c.pay,
                "pay_ippatsu": c.pay_ippatsu,
                "pay_haitei": c.pay_haitei,
            }
            for c in result.classes
        },
        "unseen": result.unseen,
        "seat": SEAT_NAMES[result.request.seat],
        "players": result.request.players,
        "draws": len(result.draws),
    }


def ev_lines(result: EvResult) -> list[str]:
    request = result.request
    lines = [
        f"{SEAT_NAMES[request.seat]} ({request.players} players): {len(result.draws)} draws "
        f"after the riichi discard, {result.unseen} unseen tiles, {result.winners} live winners",
    ]
    for c in result.classes:
        haitei = f", haitei {c.pay_haitei}" if c.pay_haitei is not None else ""
        lines.append(f"  {c.code} x{c.live}: pays {c.pay}, with ippatsu {c.pay_ippatsu}{haitei}")
    lines.append(
        f"ippatsu chance {float(result.p_ippatsu):.2%}, win chance {float(result.p_win):.2%}"
    )
    lines.append(
        f"EV {float(result.ev):.3f} points ({result.ev.numerator}/{result.ev.denominator})"
    )
    return lines
