"""Calls (chi, pon, kans, kita) and Tenhou's packed ``m`` code for them.

The ``m`` attribute of an mjlog ``<N>`` tag packs the meld type, the tiles and
who it was called from into one integer (REFERENCE section 4).
"""

from __future__ import annotations

from enum import Enum
from functools import lru_cache
from typing import NamedTuple


class MeldType(str, Enum):
    CHI = "chi"
    PON = "pon"
    ADDED_KAN = "added-kan"  # shouminkan / kakan
    OPEN_KAN = "open-kan"  # daiminkan
    CLOSED_KAN = "closed-kan"  # ankan
    KITA = "kita"  # sanma north extraction

    @property
    def takes_replacement(self) -> bool:
        """Kans and kita are followed by a draw from the dead wall."""
        return self in _TAKE_REPLACEMENT


#: The calls after which the caller draws from the dead wall (a set: asked once per call).
_TAKE_REPLACEMENT = frozenset(
    (MeldType.ADDED_KAN, MeldType.OPEN_KAN, MeldType.CLOSED_KAN, MeldType.KITA)
)


class Meld(NamedTuple):
    """A call as it lies on the table (a NamedTuple: a log has thousands, built fast).

    ``tiles`` are the meld's tile ids (for an added kan, the original pon plus
    ``added``); ``called`` is the tile taken from another seat (None for closed
    kans and kita); ``from_offset`` is the relative seat it came from
    (1 = next, 2 = across, 3 = previous, 0 = self).
    """

    type: MeldType
    seat: int
    tiles: tuple[int, ...]
    called: int | None
    from_offset: int
    added: int | None = None
    code: int = 0

    @property
    def from_seat(self) -> int:
        return (self.seat + self.from_offset) % 4

    @property
    def own_tiles(self) -> tuple[int, ...]:
        """Tiles that leave the caller's concealed hand when the call is made."""
        if self.type is MeldType.ADDED_KAN:
            return (self.added,) if self.added is not None else ()
        return tuple(t for t in self.tiles if t != self.called)


@lru_cache(maxsize=8192)
def decode_meld(code: int, seat: int) -> Meld:
    """Decode an mjlog ``m`` value for the caller ``seat``.

    Cached: a meld is immutable, and the same calls recur across games (more
    than half of the calls in the shared logs repeat an earlier one).
    """
    if code < 0 or code >= 1 << 16:
        raise ValueError(f"meld code {code} is out of range")
    from_offset = code & 3
    if code & 0x4:
        pattern = code >> 10
        called_index = pattern % 3
        pattern //= 3
        if pattern >= 21:
            raise ValueError(f"meld code {code} names no sequence")
        base_kind = (pattern // 7) * 9 + pattern % 7
        copies = ((code >> 3) & 3, (code >> 5) & 3, (code >> 7) & 3)
        tiles = tuple((base_kind + i) * 4 + copies[i] for i in range(3))
        return Meld(MeldType.CHI, seat, tiles, tiles[called_index], from_offset, code=code)
    if code & 0x18:
        unused = (code >> 5) & 3
        pattern = code >> 9
        called_index = pattern % 3
        kind = pattern // 3
        if kind >= 34:
            raise ValueError(f"meld code {code} names no tile")
        tiles = tuple(kind * 4 + i for i in range(4) if i != unused)
        if code & 0x8:
            return Meld(MeldType.PON, seat, tiles, tiles[called_index], from_offset, code=code)
        added = kind * 4 + unused
        return Meld(
            MeldType.ADDED_KAN, seat, (*tiles, added), tiles[called_index], from_offset, added, code
        )
    if code & 0x20:
        tile = code >> 8
        if tile >= 136:
            raise ValueError(f"meld code {code} names no tile")
        return Meld(MeldType.KITA, seat, (tile,), None, 0, code=code)
    called = code >> 8
    if called >= 136:
        raise ValueError(f"meld code {code} names no tile")
    kind = called // 4
    tiles = tuple(kind * 4 + i for i in range(4))
    if from_offset == 0:
        return Meld(MeldType.CLOSED_KAN, seat, tiles, None, 0, code=code)
    return Meld(MeldType.OPEN_KAN, seat, tiles, called, from_offset, code=code)
