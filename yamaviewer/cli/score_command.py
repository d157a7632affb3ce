"""``score FILE [--json]``: every win of a log counted again and compared with the log.

Han, fu (line by line), yaku and points come from the hand itself through the scoring
package; where they differ from what the log says, the difference is printed and the
exit code is 1 (a house rule, an old era's rule or a calculator's bug: never hidden).
"""

from __future__ import annotations

import argparse
from typing import Any

from yamaviewer.cli.analyse_command import open_document
from yamaviewer.cli.common import (
    EXIT_MISMATCH,
    EXIT_OK,
    Subcommands,
    add_json_flag,
    print_json,
)
from yamaviewer.core.scoring.compare import WinCheck, check_game
from yamaviewer.core.scoring.hand import fu_word
from yamaviewer.core.yaku import yaku_name


def register(subparsers: Subcommands) -> None:
    parser = subparsers.add_parser(
        "score",
        help="count every win's han, fu and points again and compare them with the log",
        description=(
            "Score every win of a log from its hand (calls, winning tile, winds, dora, "
            "riichi, ippatsu, last tile, kan draws, kita) and compare han, fu, points and "
            "yaku with what the log says. Exit code 1 when any win differs."
        ),
    )
    parser.add_argument("file", metavar="FILE", help="an mjlog, tenhou.net/6 or Mahjong Soul file")
    add_json_flag(parser)
    parser.set_defaults(func=run_score)


def check_json(check: WinCheck) -> dict[str, Any]:
    """One win as the CLI contract writes it (plus the differences in words)."""
    win, score = check.win, check.score
    data: dict[str, Any] = {
        "hand": check.hand_index + 1,
        "winner": win.winner,
        "from": win.from_seat,
        "han": score.han if score else 0,
        "fu": score.fu if score else 0,
        "points": score.points if score else 0,
        "yaku": [[yaku_name(y), han] for y, han in score.yaku] if score else [],
        "fu_parts": [[str(fu_word(what)), fu] for what, fu in score.fu_parts] if score else [],
        "log": {"han": win.han, "fu": win.fu, "points": win.points},
        "agrees": check.agrees,
        "differences": [str(text) for text in check.differences],
    }
    if score is not None:
        data["limit"] = score.limit.value if score.limit else None
    return data


def check_lines(check: WinCheck, label: str) -> list[str]:
    win, score = check.win, check.score
    how = "tsumo" if win.tsumo else f"ron from seat {win.from_seat}"
    head = f"hand {check.hand_index + 1} ({label}): seat {win.winner} {how}"
    if score is None:
        return [head, *(f"  differs: {text}" for text in check.differences)]
    fu = f" {score.fu} fu" if score.fu else ""
    limit = f" {score.limit.value}" if score.limit else ""
    lines = [f"{head}: {score.han} han{fu}{limit} = {score.points} points"]
    lines.append("  yaku: " + ", ".join(f"{yaku_name(y)} {han}" for y, han in score.yaku))
    if score.fu_parts:
        parts = " + ".join(f"{fu_word(what)} {fu}" for what, fu in score.fu_parts)
        lines.append(f"  fu: {parts} = {score.fu_before_rounding} -> {score.fu}")
    if check.agrees:
        lines.append("  agrees with the log")
    lines += [f"  differs: {text}" for text in check.differences]
    return lines


def run_score(args: argparse.Namespace) -> int:
    document = open_document(args.file)
    game = document.game
    checks = list(check_game(game))
    if args.json:
        print_json([check_json(check) for check in checks])
    else:
        labels = {hand.index: str(hand.label) for hand in game.hands}
        for check in checks:
            print("\n".join(check_lines(check, labels[check.hand_index])))
        agreeing = sum(check.agrees for check in checks)
        print(f"{agreeing} of {len(checks)} wins agree with the log")
    return EXIT_OK if all(check.agrees for check in checks) else EXIT_MISMATCH
