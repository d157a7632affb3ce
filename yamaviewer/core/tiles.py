"""Tile identities and names: the one place that knows how tiles are coded.

A tile is an int id 0..135 as Tenhou numbers them; its *kind* is ``id // 4``:
0-8 = 1m-9m, 9-17 = 1p-9p, 18-26 = 1s-9s, 27-33 = East South West North
Haku Hatsu Chun.  With red fives, the copy with ``id % 4 == 0`` of each five is
red (ids 16, 52, 88).  Every other notation (mpsz strings, tenhou.net/6 codes,
Mahjong Soul wall strings) converts through this module.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from yamaviewer.core.winds import WIND_KANJI, WIND_NAMES
from yamaviewer.core.wording import translatable

TILE_COUNT = 136
KIND_COUNT = 34
SUITS = "mpsz"
RED_FIVE_IDS = frozenset({16, 52, 88})
#: Ids removed in three-player mahjong (2m..8m).
SANMA_REMOVED_IDS = frozenset(range(4, 32))
SANMA_TILE_IDS: tuple[int, ...] = tuple(i for i in range(TILE_COUNT) if i not in SANMA_REMOVED_IDS)

HONOR_NAMES_EN = (*map(str, WIND_NAMES), "Haku", "Hatsu", "Chun")
HONOR_NAMES_JA = (*WIND_KANJI, "白", "發", "中")
SUIT_NAMES_JA = {"m": "萬", "p": "筒", "s": "索"}
KANJI_NUMERALS = "一二三四五六七八九"


class TileError(ValueError):
    """A tile code or id that does not name a tile."""


def kind_of(tile_id: int) -> int:
    """The kind 0..33 of a tile id."""
    return tile_id >> 2


def is_red(tile_id: int) -> bool:
    """True for the red copy of a five (only meaningful when the rule has red fives)."""
    return tile_id in RED_FIVE_IDS


def suit_of_kind(kind: int) -> str:
    """'m', 'p', 's' or 'z'."""
    return SUITS[kind // 9] if kind < 27 else "z"


def rank_of_kind(kind: int) -> int:
    """1..9 for suits, 1..7 for honors (East=1 .. Chun=7)."""
    return kind % 9 + 1 if kind < 27 else kind - 26


def kind_name(kind: int) -> str:
    """mpsz name of a kind: '1m'..'9m', '1p'.., '1s'.., '1z'..'7z'."""
    if not 0 <= kind < KIND_COUNT:
        raise TileError(f"tile kind {kind} is outside 0..33")
    return f"{rank_of_kind(kind)}{suit_of_kind(kind)}"


def tile_name(tile_id: int, red_fives: bool = True) -> str:
    """mpsz name of a tile id; the red five is written '0m', '0p' or '0s'."""
    if not 0 <= tile_id < TILE_COUNT:
        raise TileError(f"tile id {tile_id} is outside 0..135")
    if red_fives and tile_id in RED_FIVE_IDS:
        return f"0{suit_of_kind(kind_of(tile_id))}"
    return kind_name(kind_of(tile_id))


def long_kind_name(kind: int, language: str = "en") -> str:
    """Readable name: '5 Pin' / '五筒', 'East' / '東'."""
    if kind >= 27:
        return (HONOR_NAMES_JA if language == "ja" else HONOR_NAMES_EN)[kind - 27]
    rank, suit = rank_of_kind(kind), suit_of_kind(kind)
    if language == "ja":
        return KANJI_NUMERALS[rank - 1] + SUIT_NAMES_JA[suit]
    return f"{rank} {dict(m='Man', p='Pin', s='Sou')[suit]}"


_ASCII_DIGITS = frozenset("0123456789")


def _character_name(character: str) -> str:
    import unicodedata

    return f"U+{ord(character):04X} {unicodedata.name(character, '')}".strip()


def parse_kind(code: str) -> tuple[int, bool]:
    """Parse one mpsz tile code ('5m', '0p' = red five, '7z').

    Returns (kind, red).  Raises TileError with the offending text.
    """
    if len(code) == 2 and code[0] not in _ASCII_DIGITS and code[0].isdigit():
        # Full-width, Arabic-Indic, superscript ... digits look right but are other characters.
        raise TileError(
            translatable(
                "Tiles", "'%1': '%2' (%3) is not one of the digits 0-9; type the tile with 0-9"
            ).arg(code, code[0], _character_name(code[0]))
        )
    if len(code) != 2 or code[0] not in _ASCII_DIGITS or code[1] not in SUITS:
        raise TileError(
            translatable(
                "Tiles", "'%1' is not a tile code (expected e.g. 1m, 0p for red 5p, 7z)"
            ).arg(code)
        )
    rank, suit = int(code[0]), code[1]
    red = rank == 0
    if red:
        if suit == "z":
            raise TileError(translatable("Tiles", "'%1': honors have no red five").arg(code))
        rank = 5
    if suit == "z" and rank > 7:
        raise TileError(translatable("Tiles", "'%1': honors are 1z (East) .. 7z (Chun)").arg(code))
    base = "mps".find(suit)
    kind = 27 + rank - 1 if suit == "z" else base * 9 + rank - 1
    return kind, red


def parse_mpsz_hand(text: str) -> list[int]:
    """Parse compact notation like '123m456p55z' into kinds (red fives become plain 5s)."""
    return [kind for kind, _red in parse_mpsz_codes(text)]


def parse_mpsz_codes(text: str) -> list[tuple[int, bool]]:
    """Parse compact notation like '123m406p55z' into (kind, red) pairs, in order."""
    codes: list[tuple[int, bool]] = []
    digits: list[str] = []
    for ch in text.replace(" ", ""):
        if ch.isdigit():
            digits.append(ch)
        elif ch in SUITS:
            if not digits:
                raise TileError(f"suit letter '{ch}' in '{text}' has no numbers before it")
            codes.extend(parse_kind(d + ch) for d in digits)
            digits = []
        else:
            raise TileError(f"unexpected character '{ch}' in '{text}'")
    if digits:
        raise TileError(f"'{text}' ends with numbers but no suit letter")
    return codes


def mpsz_text(tiles: Iterable[int], red_fives: bool = True) -> str:
    """Tile ids in compact mpsz ('123m406p789s11z'): what players paste into tools and chats.

    Sorted by kind, a red five written 0 just before its plain fives; suits
    without a tile are left out.
    """
    ordered = sorted(tiles, key=lambda t: (kind_of(t), not (red_fives and is_red(t))))
    groups: dict[str, str] = {}
    for tile in ordered:
        name = tile_name(tile, red_fives)
        groups[name[1]] = groups.get(name[1], "") + name[0]
    return "".join(groups[suit] + suit for suit in SUITS if suit in groups)


class TileAllocator:
    """Turns (kind, red) codes into distinct tile ids, so a wall string becomes ids.

    The red five takes copy 0 of its kind; plain copies take 1, 2, 3 and then 0
    when the rule has no red fives.  Raises TileError on a fifth copy.
    """

    def __init__(self, allow_red: bool = True) -> None:
        self._used: set[int] = set()
        self._allow_red = allow_red

    def take(self, kind: int, red: bool) -> int:
        base = kind * 4
        if red:
            candidates: Sequence[int] = (base,)
            if base not in RED_FIVE_IDS:
                raise TileError(translatable("Tiles", "%1 has no red copy").arg(kind_name(kind)))
        elif base in RED_FIVE_IDS and self._allow_red:
            candidates = (base + 1, base + 2, base + 3)
        else:
            candidates = (base + 1, base + 2, base + 3, base)
        for tile_id in candidates:
            if tile_id not in self._used:
                self._used.add(tile_id)
                return tile_id
        if red:
            raise TileError(translatable("Tiles", "too many copies of red %1").arg(kind_name(kind)))
        raise TileError(translatable("Tiles", "too many copies of %1").arg(kind_name(kind)))


# -- tenhou.net/6 JSON codes ---------------------------------------------------


def tile_to_t6(tile_id: int, red_fives: bool = True) -> int:
    """tenhou.net/6 code: 11-19 man, 21-29 pin, 31-39 sou, 41-47 honors, 51-53 red fives."""
    if red_fives and tile_id in RED_FIVE_IDS:
        return 51 + kind_of(tile_id) // 9
    kind = kind_of(tile_id)
    return (kind // 9 + 1) * 10 + kind % 9 + 1


def t6_to_kind(code: int) -> tuple[int, bool]:
    """(kind, red) of a tenhou.net/6 tile code; raises TileError for anything else."""
    if isinstance(code, bool) or not isinstance(code, int):
        raise TileError(f"{code!r} is not a tenhou.net/6 tile code")
    if 51 <= code <= 53:
        return (code - 51) * 9 + 4, True
    suit, rank = divmod(code, 10)
    if 1 <= suit <= 3 and 1 <= rank <= 9:
        return (suit - 1) * 9 + rank - 1, False
    if suit == 4 and 1 <= rank <= 7:
        return 27 + rank - 1, False
    raise TileError(f"{code} is not a tenhou.net/6 tile code")
