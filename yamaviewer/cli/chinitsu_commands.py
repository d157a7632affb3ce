"""``chinitsu-table`` and ``waits``: the chinitsu judge from the command line.

Both are thin layers over :mod:`yamaviewer.core.chinitsu`; bad hands become a
:class:`CliError` (one line on stderr, exit code 2).
"""

from __future__ import annotations

import argparse

from yamaviewer.cli.common import EXIT_OK, CliError, Subcommands, add_json_flag, print_json
from yamaviewer.core.chinitsu.explain import explain
from yamaviewer.core.chinitsu.hand import HandError, hand_to_str, parse_hand, ranks_of
from yamaviewer.core.chinitsu.tables import Options, wait_table
from yamaviewer.core.shanten import shanten, tenpai_waits
from yamaviewer.core.tiles import KIND_COUNT, TileError, kind_name, parse_mpsz_codes


def _options(args: argparse.Namespace) -> Options:
    return Options(seven_pairs=not args.no_seven_pairs, allow_karaten=args.allow_karaten)


def _add_option_flags(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--allow-karaten",
        action="store_true",
        help="count a rank the hand already holds four times as a wait",
    )
    parser.add_argument(
        "--no-seven-pairs", action="store_true", help="do not count seven pairs as a win"
    )


def run_table(args: argparse.Namespace) -> int:
    """Print the exact table of waits over all 93,600 one-suit hands."""
    table = wait_table(_options(args))
    if args.json:
        print_json(table.to_json_dict())
        return EXIT_OK
    rules = []
    rules.append("seven pairs " + ("off" if args.no_seven_pairs else "on"))
    rules.append("karaten " + ("allowed" if args.allow_karaten else "excluded"))
    print(f"All 13-tile one-suit hands ({', '.join(rules)})")
    print(f"{'waits':>5}  {'kinds':>7}  {'hands (weighted)':>16}  {'share':>7}")
    for row in table.rows:
        share = row.weighted / table.weighted
        print(f"{row.waits:>5}  {row.kinds:>7,}  {row.weighted:>16,}  {share:>7.2%}")
    print(f"{'all':>5}  {table.kinds:>7,}  {table.weighted:>16,}  {1:>7.2%}")
    return EXIT_OK


def is_one_suit_text(text: str) -> bool:
    """True for today's one-suit form: digits with at most one kind of suit letter (m, p, s)."""
    letters = {ch.lower() for ch in text if ch.isalpha()}
    return len(letters) <= 1 and not letters & {"z"}


def run_mpsz_waits(text: str, args: argparse.Namespace) -> int:
    """Waits of any 13-tile hand in mpsz notation, through the shared shanten code."""
    if args.no_seven_pairs or args.allow_karaten:
        raise CliError("--no-seven-pairs and --allow-karaten apply to one-suit hands only")
    try:
        codes = parse_mpsz_codes(text.replace(" ", ""))
    except TileError as error:
        raise CliError(f"bad hand {text.strip()!r}: {error}") from None
    counts = [0] * KIND_COUNT
    reds: dict[int, int] = {}
    for kind, red in codes:
        counts[kind] += 1
        reds[kind] = reds.get(kind, 0) + int(red)
    if len(codes) != 13:
        raise CliError(f"bad hand {text.strip()!r}: a hand needs 13 tiles, got {len(codes)}")
    over = [kind_name(k) for k, c in enumerate(counts) if c > 4]
    if over:
        raise CliError(f"bad hand {text.strip()!r}: more than four of {', '.join(over)}")
    if any(n > 1 for n in reds.values()):
        raise CliError(f"bad hand {text.strip()!r}: only one red five per suit")
    shanten_now = shanten(counts)
    wait_kinds = tenpai_waits(counts)
    hand = mpsz_of_counts(counts, {k for k, n in reds.items() if n})
    waits_names = [kind_name(k) for k in wait_kinds]
    if args.json:
        print_json(
            {
                "hand": hand,
                "waits": waits_names,
                "tenpai": bool(wait_kinds),
                "shanten": shanten_now,
                "live": {kind_name(k): 4 - counts[k] for k in wait_kinds},
            }
        )
        return EXIT_OK
    print(f"Hand {hand}")
    if not wait_kinds:
        print(f"Not tenpai ({shanten_now}-shanten): no tile completes this hand.")
        return EXIT_OK
    print(f"Waits ({len(wait_kinds)}): {' '.join(waits_names)}")
    print(
        "Live copies (only this hand seen): "
        + ", ".join(f"{kind_name(k)} {4 - counts[k]}" for k in wait_kinds)
    )
    return EXIT_OK


def mpsz_of_counts(counts: list[int], red_kinds: set[int] | None = None) -> str:
    """Compact mpsz text of 34 kind counts in tile order ('123m456p789s1123s' style)."""
    red_kinds = red_kinds or set()
    out = []
    for suit_index, suit in enumerate("mpsz"):
        size = 7 if suit == "z" else 9
        digits = ""
        for rank in range(1, size + 1):
            kind = suit_index * 9 + rank - 1
            n = counts[kind]
            if n and kind in red_kinds:
                digits += "0" + str(rank) * (n - 1)
            else:
                digits += str(rank) * n
        if digits:
            out.append(digits + suit)
    return "".join(out)


def one_suit_letter(text: str) -> str:
    """The suit letter a one-suit hand is written with ('' for bare digits)."""
    return next((ch.lower() for ch in text if ch.isalpha()), "")


def _named_one_suit(text: str, suit: str, ranks: list[int]) -> dict[str, object]:
    """The JSON head of a one-suit hand: ranks for bare digits, the mpsz contract with a suit.

    A hand written with its suit letter is a hand like any other, so it answers with tile
    names, tenpai, shanten and live copies exactly as the mpsz form does.
    """
    if not suit:
        return {"hand": hand_to_str(parse_hand(text)), "waits": ranks}
    base = "mps".index(suit) * 9 - 1  # kind of rank r is base + r
    counts = [0] * KIND_COUNT
    for rank in ranks_of(parse_hand(text)):
        counts[base + rank] += 1
    kinds = [base + rank for rank in ranks]
    return {
        "hand": mpsz_of_counts(counts, {base + 5} if "0" in text else set()),
        "waits": [kind_name(k) for k in kinds],
        "tenpai": bool(kinds),
        "shanten": shanten(counts),
        "live": {kind_name(k): 4 - counts[k] for k in kinds},
    }


def run_waits(args: argparse.Namespace) -> int:
    """Print the waits of one hand with their decompositions and wait shapes."""
    text = " ".join(args.hand)
    if not is_one_suit_text(text):
        return run_mpsz_waits(text, args)
    try:
        hand = parse_hand(text)
        explanation = explain(hand, not args.no_seven_pairs, args.allow_karaten)
    except HandError as error:
        raise CliError(f"bad hand {text.strip()!r}: {error}") from None
    if args.json:
        suit = one_suit_letter(text)
        print_json(
            {
                **_named_one_suit(text, suit, explanation.ranks),
                "shapes": list(explanation.shapes),
                "details": [
                    {
                        "rank": w.rank,
                        **({"tile": f"{w.rank}{suit}"} if suit else {}),
                        "shapes": list(w.shapes),
                        "decompositions": [
                            {
                                "groups": d.groups_text(),
                                "seven_pairs": d.is_seven_pairs,
                                "melds": [
                                    {"kind": m.kind, "ranks": list(m.ranks)} for m in d.melds
                                ],
                            }
                            for d in w.decompositions
                        ],
                        "readings": [{"group": r.group, "shape": r.shape} for r in w.readings],
                    }
                    for w in explanation.waits
                ],
            }
        )
        return EXIT_OK
    print(f"Hand {hand_to_str(hand)}")
    if not explanation.waits:
        print("Not tenpai: no tile completes this hand.")
        return EXIT_OK
    ranks = " ".join(str(r) for r in explanation.ranks)
    print(f"Waits ({len(explanation.waits)}): {ranks}")
    for w in explanation.waits:
        print(f"  {w.rank}: {', '.join(w.shapes)}")
        for d in w.decompositions:
            kinds = ""
            if not d.is_seven_pairs:
                kinds = "  [" + ", ".join(f"{m} {m.kind}" for m in d.melds) + "]"
            print(f"      {d}{kinds}")
    return EXIT_OK


def register(subparsers: Subcommands) -> None:
    """Add ``chinitsu-table`` and ``waits``."""
    table = subparsers.add_parser(
        "chinitsu-table",
        help="exact table of waits over all 93,600 one-suit hands",
        description="Count every 13-tile one-suit hand by its number of waits.",
    )
    add_json_flag(table, "print JSON instead of a table")
    _add_option_flags(table)
    table.set_defaults(func=run_table)

    waits = subparsers.add_parser(
        "waits",
        help="the waits of a hand: one suit with decompositions and shapes, or any mpsz hand",
        description=(
            "Show which tiles complete a 13-tile hand: a one-suit hand as 13 digits "
            "(1112345678999, decompositions and wait shapes), or any hand in mpsz notation "
            "(123m456p789s11z23s, 0 = red five; seven pairs and thirteen orphans count). "
            "One hand; it may be written in groups separated by spaces."
        ),
        usage="%(prog)s [-h] [--json] [--allow-karaten] [--no-seven-pairs] HAND",
    )
    waits.add_argument(
        "hand",
        nargs="+",
        metavar="HAND",
        help="one hand: 1112345678999, 111 234 5678 999m or 123m456p789s11z23s",
    )
    add_json_flag(waits)
    _add_option_flags(waits)
    waits.set_defaults(func=run_waits)
