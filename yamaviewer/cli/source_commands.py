"""Sub-commands for other wall sources: Mahjong Soul hashes and Tenhou's pre-game hash.

``majsoul-verify`` checks a Mahjong Soul wall string against the hash from its
record; ``tenhou-hash`` computes Tenhou's (unconfirmed) pre-game commitment
from a log.  Exit codes follow cli.common: 0 match, 1 no match, 2 unusable
input.  (MJ Arcade walls are shown by ``wall --arcade``, which uses
``yamaviewer.core.walls.arcade.arcade_wall_report``.)
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from yamaviewer.cli.common import (
    EXIT_MISMATCH,
    EXIT_OK,
    CliError,
    Subcommands,
    add_json_flag,
    print_json,
)
from yamaviewer.core.walls.majsoul import (
    PROOF_NOTE,
    HashInputError,
    WallStringError,
    describe_wall,
    parse_wall,
    verify_hash,
)
from yamaviewer.core.walls.tenhou_commitment import (
    UNCONFIRMED_LABEL,
    CommitmentError,
    commitment_for_game,
    normalize_sha512_hex,
)


def register(subparsers: Subcommands) -> None:
    majsoul = subparsers.add_parser(
        "majsoul-verify",
        help="check a Mahjong Soul wall string against the hash in its record",
        description=(
            "Compare a Mahjong Soul wall string with the record's hash: md5 (old records, wall "
            "after the deal) or sha256 of wall + salt (records since 2023-05). "
            "Exit 0: it matches; 1: it does not; 2: the input is unusable."
        ),
    )
    majsoul.add_argument("--wall", required=True, metavar="TEXT", help="the wall string")
    majsoul.add_argument("--salt", metavar="TEXT", help="the record's salt (sha256 records)")
    majsoul.add_argument("--hash", required=True, metavar="HEX", help="md5 or sha256 hex")
    add_json_flag(majsoul)
    majsoul.set_defaults(func=run_majsoul_verify)

    tenhou = subparsers.add_parser(
        "tenhou-hash",
        help="compute Tenhou's pre-game hash (seat order + seed) of a log (unconfirmed)",
        description=(
            "Compute SHA-512 of seat order + seed as described for Tenhou's pre-game hash. "
            "The recipe is UNCONFIRMED. With --expect: exit 0 if it matches, 1 if not."
        ),
    )
    tenhou.add_argument("log", metavar="LOG", help="a Tenhou log (.mjlog or .xml) with a seed")
    tenhou.add_argument("--expect", metavar="HEX", help="the published hash to compare with")
    add_json_flag(tenhou)
    tenhou.set_defaults(func=run_tenhou_hash)

    ue = subparsers.add_parser(
        "arcade-ue",
        help="follow how MJ Arcade's UE value moves through one hand",
        description=(
            "Start from the UE shown before the hand, add 1 for the deal and n x the tile's "
            "value for the n-th discard (suits: their number; East..North 1-4; Haku, Hatsu, "
            "Chun 5-7), and print every step. Discards are mpsz codes in play order, all "
            "players together, e.g. '1z 9m 5p' or '19m5p1z'."
        ),
    )
    ue.add_argument("--ue", required=True, metavar="N", help="UE before the hand")
    ue.add_argument("discards", nargs="*", metavar="TILE", help="the hand's discards in order")
    ue.add_argument("--no-deal", action="store_true", help="do not add the deal's +1")
    add_json_flag(ue)
    ue.set_defaults(func=run_arcade_ue)


# -- arcade-ue -----------------------------------------------------------------------


def run_arcade_ue(args: argparse.Namespace) -> int:
    from yamaviewer.core.tiles import TileError, kind_name, parse_mpsz_hand
    from yamaviewer.core.walls.arcade import ue_trace
    from yamaviewer.core.walls.arcade_input import ArcadeInputError, validate_ue

    try:
        start = validate_ue(args.ue)
        codes = [kind_name(kind) for kind in parse_mpsz_hand("".join(args.discards))]
        steps = ue_trace(start, codes, include_deal=not args.no_deal)
    except (TileError, ArcadeInputError) as error:
        raise CliError(str(error)) from None
    if args.json:
        print_json(
            [
                {
                    "event": step.event,
                    "discard": step.discard_number,
                    "tile": step.tile,
                    "increment": step.increment,
                    "ue": step.ue_after,
                }
                for step in steps
            ]
        )
        return EXIT_OK
    print(f"UE before the hand: {start}")
    for step in steps:
        label = "deal" if step.event == "deal" else f"discard {step.discard_number:2d} {step.tile}"
        print(f"  {label:16s} +{step.increment:<4d} -> {step.ue_after}")
    print("(when SEGA applies the deal's +1 relative to building the wall is unconfirmed)")
    return EXIT_OK


# -- majsoul-verify ----------------------------------------------------------------


def run_majsoul_verify(args: argparse.Namespace) -> int:
    from yamaviewer.core.walls.majsoul import extra_copies, fairness_verdict

    try:
        wall = parse_wall(args.wall, check_counts=False)
        check = verify_hash(wall, args.hash, args.salt)
    except WallStringError as error:
        raise CliError(f"bad wall string: {error}") from None
    except HashInputError as error:
        raise CliError(f"bad hash: {error}") from None
    if len(check.expected) == 64 and args.salt is None:
        raise CliError("a SHA-256 hash is of wall + salt: give the record's salt with --salt")
    described = describe_wall(wall)
    match = check.match
    impossible = [extra.text for extra in extra_copies(wall.codes)]
    tiles_ok = not impossible
    unfair = fairness_verdict(wall.codes, match is not None)
    if args.json:
        report: dict[str, Any] = {
            "hash_ok": match is not None,
            "tiles_ok": tiles_ok,
            "tile_problems": impossible,
            "verdict": unfair,
            "matched": match is not None,
            "algorithm": match.algorithm if match else None,
            "salt_hash_only": check.salt_only_match,
            "results": [
                {
                    "algorithm": r.algorithm,
                    "computed": r.computed,
                    "matched": r.matched,
                    "proves_wall": r.proves_wall,
                }
                for r in check.results
            ],
            "hints": list(check.hints),
            "wall": described,
            "note": PROOF_NOTE,
        }
        print_json(report)
    else:
        print(
            f"wall: {len(wall.codes)} tiles, {wall.players} players, "
            f"{'with' if wall.full else 'without'} the starting hands"
        )
        for note in wall.notes:
            print(f"note: {note}")
        if match is not None and unfair is not None:
            print(f"NOT A FAIR WALL: {unfair}")
        elif match is not None:
            print(f"MATCH: {match.algorithm} = {match.computed}")
            print(PROOF_NOTE)
        else:
            print("NO MATCH")
            for result in check.results:
                print(f"  {result.algorithm} = {result.computed}")
        for hint in check.hints:
            print(f"hint: {hint}")
        print(
            f"dora indicator: {described['dora_indicator']} "
            f"(dead wall: {' '.join(described['dead_wall'])})"
        )
        print(described["layout_note"])
        if match is None and unfair is not None:
            print(unfair)
    return EXIT_OK if match is not None and tiles_ok else EXIT_MISMATCH


# -- tenhou-hash ---------------------------------------------------------------------


def run_tenhou_hash(args: argparse.Namespace) -> int:
    from yamaviewer.core.formats.errors import LogFormatError
    from yamaviewer.core.formats.mjlog import read_mjlog

    expected = None
    if args.expect is not None:
        try:
            expected = normalize_sha512_hex(args.expect)
        except CommitmentError as error:
            raise CliError(f"--expect: {error}") from None
    try:
        game = read_mjlog(Path(args.log))
    except LogFormatError as error:
        raise CliError(f"{args.log}: {error}") from None
    try:
        result = commitment_for_game(game)
    except CommitmentError as error:
        raise CliError(f"{args.log}: {error}") from None
    matched = None if expected is None else result.hex == expected
    if args.json:
        print_json(
            {
                "commitment": result.hex,
                "seat_order": result.seat_order,
                "names_in_seat_order": list(result.names_in_seat_order),
                "sorted_names": list(result.sorted_names),
                "expected": expected,
                "matched": matched,
                "label": UNCONFIRMED_LABEL,
                "confirmed": False,
            }
        )
    else:
        print(f"pre-game hash (unconfirmed recipe): {result.hex}")
        numbered = ", ".join(f"{i}={name}" for i, name in enumerate(result.sorted_names))
        print(f"seat order: {result.seat_order}  (players numbered by sorted name: {numbered})")
        if matched is not None:
            print("MATCH" if matched else "NO MATCH with the expected hash")
        print(UNCONFIRMED_LABEL)
    if matched is False:
        return EXIT_MISMATCH
    return EXIT_OK
