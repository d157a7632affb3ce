"""Tenhou's pre-game hash: a commitment to seat order and seed (REFERENCE section 5).

Before a game Tenhou publishes ``SHA-512(seat_order + seed_text)`` in hex.  As
described by a player after asking Tenhou's author:

* players are numbered 0..3 by ascending sort of their names;
* ``seat_order`` is 4 ASCII digits: the number of the player in East, South,
  West, North (3 players: the missing 4th seat is ``3``);
* ``seed_text`` is the lower-case hex of the 2496 decoded seed bytes read as
  ONE big-endian integer (so a leading zero nibble is dropped).

This is **unconfirmed**: no log with a matching published hash has been found.
Every result carries :data:`UNCONFIRMED_LABEL` and the UI must show it.  Also
unconfirmed, and chosen here: names compare by Unicode code point (which is
also UTF-8 byte order; it orders the published example correctly), and equal
names keep their seat order.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from yamaviewer.core.wording import translatable

if TYPE_CHECKING:
    from yamaviewer.core.record import GameRecord

UNCONFIRMED_LABEL = translatable(
    "CoreLabels",
    "UNCONFIRMED: Tenhou's pre-game hash recipe (SHA-512 of seat order + seed as hex) comes "
    "from a player's account; no published hash has been matched yet. A mismatch does not "
    "show that anything is wrong.",
)
SEED_BYTES = 2496
_HEX = re.compile(r"[0-9a-f]{128}")


class CommitmentError(ValueError):
    """Inputs from which no commitment can be formed (names, seed, hash text)."""


@dataclass(frozen=True)
class Commitment:
    """The hash and everything that went into it, for display."""

    hex: str
    seat_order: str
    seed_text: str
    names_in_seat_order: tuple[str, ...]
    sorted_names: tuple[str, ...]
    label: str = UNCONFIRMED_LABEL

    def matches(self, expected: str) -> bool:
        """Compare with a pasted hash (spaces and case ignored)."""
        return self.hex == normalize_sha512_hex(expected)


def normalize_sha512_hex(text: str) -> str:
    """128 lower-case hex digits, or CommitmentError saying what is wrong."""
    cleaned = "".join(text.split()).lower()
    if not _HEX.fullmatch(cleaned):
        if any(ch not in "0123456789abcdef" for ch in cleaned):
            raise CommitmentError(
                translatable("Commitment", "the expected hash is not hexadecimal")
            )
        raise CommitmentError(
            translatable(
                "Commitment", "the expected hash has %1 hex digits; a SHA-512 hash has 128"
            ).arg(len(cleaned))
        )
    return cleaned


def _player_names(names: Sequence[str]) -> list[str]:
    """Seat-order names; a 4th empty name (sanma logs) is dropped."""
    names = list(names)
    if len(names) == 4 and names[3] == "" and any(names[:3]):
        names = names[:3]
    if len(names) not in (3, 4):
        raise CommitmentError(f"need 3 or 4 player names in seat order, got {len(names)}")
    return names


def seat_order_digits(names_in_seat_order: Sequence[str]) -> str:
    """The 4-digit seat-order string: each seat's player number by sorted name.

    Example (REFERENCE 5): seats East..West = 'ちゃいますんこ', 'アグモン',
    'NoName' sort as NoName (0), ちゃいますんこ (1), アグモン (2), so the string
    is '120' plus '3' for the empty North seat: '1203'.
    """
    names = _player_names(names_in_seat_order)
    order = sorted(range(len(names)), key=lambda seat: (names[seat], seat))
    number = {seat: rank for rank, seat in enumerate(order)}
    digits = "".join(str(number[seat]) for seat in range(len(names)))
    return digits + ("3" if len(names) == 3 else "")


def seed_hex(seed_bytes: bytes) -> str:
    """The seed bytes as one big-endian integer in lower-case hex (no leading zeros)."""
    if len(seed_bytes) != SEED_BYTES:
        raise CommitmentError(
            f"the seed has {len(seed_bytes)} bytes; the commitment is defined for the "
            f"{SEED_BYTES}-byte (base64) Tenhou seed"
        )
    return format(int.from_bytes(seed_bytes, "big"), "x")


def commitment(names_in_seat_order: Sequence[str], seed_bytes: bytes) -> Commitment:
    """SHA-512 commitment from seat-order names and the decoded seed bytes."""
    names = _player_names(names_in_seat_order)
    order = seat_order_digits(names)
    text = seed_hex(seed_bytes)
    digest = hashlib.sha512((order + text).encode("ascii")).hexdigest()
    return Commitment(
        hex=digest,
        seat_order=order,
        seed_text=text,
        names_in_seat_order=tuple(names),
        sorted_names=tuple(sorted(names)),
    )


def commitment_from_seed(names_in_seat_order: Sequence[str], seed_attribute: str) -> Commitment:
    """Commitment from a ``SHUFFLE seed`` attribute (base64 form only)."""
    from yamaviewer.core.walls.tenhou import SeedError, parse_seed

    try:
        seed = parse_seed(seed_attribute)
    except SeedError as error:
        raise CommitmentError(error.args[0] if len(error.args) == 1 else str(error)) from None
    if seed.legacy:
        era = (
            translatable("Commitment", "a hand's key from before August 2009")
            if seed.per_hand
            else translatable("Commitment", "a 2009 legacy seed")
        )
        raise CommitmentError(
            translatable(
                "Commitment",
                "this is %1; the pre-game hash is only defined for the base64 seed form",
            ).arg(era)
        )
    return commitment(names_in_seat_order, seed.key_bytes)


def commitment_for_game(game: GameRecord) -> Commitment:
    """Commitment for a parsed mjlog (names in seat order, seed from SHUFFLE)."""
    if not game.shuffle_seed:
        raise CommitmentError(
            translatable("Commitment", "the log has no SHUFFLE seed, so there is nothing to hash")
        )
    names = list(game.player_names)
    if game.player_count == 3:
        names = names[:3]
    return commitment_from_seed(names, game.shuffle_seed)
