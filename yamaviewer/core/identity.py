"""What makes a game, a position in it and a deal the same, wherever they were read from.

* A **game** is its Tenhou log id, else the SHA-256 of its log as read
  (uncompressed), with the format added for a tenhou.net/6 JSON copy: such a copy
  has no seed, so it never stands for the seeded mjlog.  The library keys its
  games so (:mod:`yamaviewer.core.library.store`).
* A **position** is its game plus hand, seat and replay step: the trainer's key
  for spaced repetition, which therefore survives moving or renaming a folder.
* A **deal** is a digest of a game's first deal (or of its seed): the same for
  the mjlog and the JSON copy of one game, which are two *games* above.  The
  fairness lab counts a game once by it, whatever format each copy came in.
* A **play** is a digest of every hand's deal and every draw and discard, by
  kind and red: the same for the mjlog, the tenhou.net/6 and the mjai copy of one
  game.  A Mortal report's game (mjai, with no log id) is found in the library by
  it, so its review sits on the seeded, verified copy.

No key depends on where a file lies.  Positions were keyed by the path as given
before; :func:`path_position_key` rebuilds those old keys so stored answers can be
moved to the new ones.
"""

from __future__ import annotations

import hashlib
from typing import Protocol

from yamaviewer.core.library.tenhou_ids import log_id_in_name
from yamaviewer.core.record import EventKind, GameRecord, HandRecord
from yamaviewer.core.tiles import is_red


class NamedGame(Protocol):
    """What a source says of a game before it is read (a ``GameItem``)."""

    @property
    def label(self) -> str: ...

    @property
    def log_id(self) -> str | None: ...


def log_id_of(item: NamedGame) -> str | None:
    """The game's Tenhou log id: the one its source gives, else one in its file name."""
    return item.log_id or log_id_in_name(item.label)


def game_key(data: bytes, log_id: str | None = None, format: str = "mjlog") -> str:
    """The game's key: its log id, else ``sha256:`` and the digest of ``data``.

    ``data`` is the log as read and uncompressed (``LoadedGame.data``), so a gzip
    copy and a plain copy of one file are one game.
    """
    key = log_id or "sha256:" + hashlib.sha256(data).hexdigest()
    if format != "mjlog":
        key += "." + format  # a JSON copy never hides the seeded mjlog
    return key


def position_key(game: str, hand: int, seat: int, step: int) -> str:
    """A position's key: 16 hex digits (a 64-bit number the review scheduler files)."""
    return _short_sha1(f"{game}|{hand}|{seat}|{step}")


def path_position_key(label: str, hand: int, seat: int, step: int) -> str:
    """The key a position had before (the source's label, a path as given, for its game).

    Only to find answers stored under it: see
    :meth:`yamaviewer.core.chinitsu.history.store.HistoryStore.rename_positions`.
    """
    return _short_sha1(f"{label}|{hand}|{seat}|{step}")


def _short_sha1(text: str) -> str:
    return hashlib.sha1(text.encode()).hexdigest()[:16]


def deal_key(hand: HandRecord) -> int:
    """The same for every copy of a hand, whatever format it was saved in.

    Kinds, not tile ids: a tenhou.net/6 record names tiles by kind (and red), so
    its reader picks copies that need not be the mjlog's.
    """
    parts = [bytes([hand.dealer, hand.dora_indicator // 4, is_red(hand.dora_indicator)])]
    for tiles in hand.haipai:
        parts.append(bytes(sorted(t // 4 for t in tiles)) + bytes([sum(map(is_red, tiles))]))
    return _digest(b"|".join(parts))


def play_key(game: GameRecord) -> int:
    """The same for every copy of a game played tile for tile alike, in any format.

    Kinds (and red, when the rules have red fives), not tile ids: mjai and
    tenhou.net/6 name tiles by kind.  Per hand its round and honba, each seat's
    deal and every draw and discard with its seat; calls, riichi and results
    follow from those (and their order differs by format).
    """
    red = game.red_fives

    def code(tile: int) -> tuple[int, int]:
        return tile // 4, int(red and is_red(tile))

    parts = [bytes([game.player_count])]
    for hand in game.hands:
        head = [hand.round % 256, hand.honba % 256, hand.dealer]
        for tiles in hand.haipai:
            head.extend(value for tile in sorted(tiles) for value in code(tile))
            head.append(255)
        moves = (
            value
            for event in hand.events
            if event.kind is EventKind.DRAW or event.kind is EventKind.DISCARD
            for value in (event.kind is EventKind.DRAW, event.seat, *code(event.tile))
        )
        parts.append(bytes(head) + bytes(moves))
    return _digest(b"|".join(parts))


def seed_key(seed: str) -> int:
    """The deal key of a seeded game: its seed decides every wall, in any format."""
    return _digest(seed.encode())


def _digest(data: bytes) -> int:
    return int.from_bytes(hashlib.blake2b(data, digest_size=8).digest(), "little")
