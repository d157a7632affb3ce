"""SEGA MJ Arcade walls from the four player seeds and UE (REFERENCE section 7).

The algorithm reproduces SEGA's own "牌山Viewer" sample code, quirks included,
so that a wall shown here is the wall SEGA's viewer shows for the same input:

1. Each 27-character seed is read 6 bits per character (alphabet index) into
   one bit string; the first 160 bits are five big-endian 32-bit words.
   Quirks kept on purpose (:func:`decode_seed`): a character outside the
   alphabet or a missing character adds no bits (later bits move up), a final
   short chunk is read right-aligned, an empty chunk is 0, and everything after
   the 27th character is ignored.
2. The seeds' word tuples are sorted ascending (so the order in which the user
   types the seeds does not matter).
3. Interleaved ``key[j * P + i] = sorted[i][j]`` and XORed with UE (uint32).
4. MT19937 ``init_by_array(key)``; ``w = initial ids``; for each j:
   ``swap(w[next() % N], w[j])``.
5. Dice: ``next() % 6`` twice (0-based).

Because SEGA's viewer silently accepts broken seeds (quirk 1), the user-facing
entry points validate first (:mod:`.arcade_input`) and refuse a seed that is
not exactly 27 alphabet characters; :func:`arcade_wall` with ``strict=False``
keeps SEGA's exact behaviour for comparison with its viewer.  The report of
``yamaviewer-cli wall --arcade`` lives beside its Tenhou twin in
``cli/wall_command.py``.

Tile ids: SEGA's array holds SEGA's own initial ids, whose kind is ``id // 4``
in the order man, sou, pin, honors (**assumed** from SEGA's description "from
the first dealer, man, sou, pin, honors").  :func:`sega_to_tile_id` converts to
the project's (Tenhou-order) ids for names and pictures.  Which copy of a five
is red is unconfirmed; copy 0 is assumed, as in Tenhou.

Three players (**unverified**): the natural extension: 3 seeds = 15 words,
``key[j * 3 + i]``, 108 tiles = SEGA ids without 2m..8m (ids 4..31, which are
the same ids as in Tenhou's order because man comes first in both), shuffled
with ``% 108``.  Everything built from it carries ``verified=False``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from yamaviewer.core.mt19937 import MT19937
from yamaviewer.core.tiles import (
    KIND_COUNT,
    SANMA_REMOVED_IDS,
    TileError,
    kind_of,
    parse_kind,
    rank_of_kind,
    tile_name,
)
from yamaviewer.core.walls.arcade_input import (
    ALPHABET_INDEX,
    SEED_LENGTH,
    WORDS_PER_SEED,
    ArcadeInputError,
    validate_seeds,
    validate_ue,
)
from yamaviewer.core.walls.table import (
    ARCADE_LAYOUT_ASSUMPTION,
    TableLayout,
    arcade_draw_index,
    dead_wall_roles,
    deal_plan,
)
from yamaviewer.core.wording import translatable

_MASK = 0xFFFFFFFF

UNVERIFIED_LABEL = translatable(
    "CoreLabels",
    "UNVERIFIED: the 3-player arcade wall is our natural extension of SEGA's 4-player "
    "algorithm (3 seeds, 15 key words, 108 tiles without 2m-8m); no SEGA data confirms it.",
)


# -- the algorithm -------------------------------------------------------------


def decode_seed(text: str) -> tuple[int, ...]:
    """Five uint32 words from one seed, exactly as SEGA's viewer reads it (quirks kept)."""
    bits = 0
    nbits = 0
    for ch in text[:SEED_LENGTH]:
        value = ALPHABET_INDEX.get(ch)
        if value is None:
            continue  # quirk: contributes no bits
        bits = (bits << 6) | value
        nbits += 6
    words = []
    for j in range(WORDS_PER_SEED):
        start = 32 * j
        if nbits >= start + 32:
            words.append((bits >> (nbits - start - 32)) & _MASK)
        elif nbits > start:
            words.append(bits & ((1 << (nbits - start)) - 1))  # quirk: right-aligned
        else:
            words.append(0)
    return tuple(words)


def sort_seed_words(words: Iterable[Sequence[int]]) -> list[tuple[int, ...]]:
    """Seeds' words sorted ascending, word by word (so seed order does not matter)."""
    return sorted(tuple(w) for w in words)


def make_key(sorted_words: Sequence[Sequence[int]], ue: int) -> list[int]:
    """Interleave ``key[j * P + i] = sorted[i][j]`` and XOR each word with UE."""
    players = len(sorted_words)
    key = [0] * (players * WORDS_PER_SEED)
    for i, words in enumerate(sorted_words):
        for j, word in enumerate(words):
            key[j * players + i] = (word ^ ue) & _MASK
    return key


def initial_ids(players: int) -> list[int]:
    """SEGA's initial array: ids 0..135, or (unverified) without 2m..8m for 3 players."""
    if players == 4:
        return list(range(KIND_COUNT * 4))
    if players == 3:
        return [i for i in range(KIND_COUNT * 4) if i not in SANMA_REMOVED_IDS]
    raise ArcadeInputError(f"MJ Arcade has 3 or 4 players, not {players}")


def shuffle_wall(key: Sequence[int], players: int = 4) -> tuple[list[int], tuple[int, int]]:
    """SEGA's shuffle and dice from a key; returns (wall of SEGA ids, 0-based dice)."""
    rng = MT19937.from_key(key)
    wall = initial_ids(players)
    n = len(wall)
    below = rng.below
    for j in range(n):
        r = below(n)
        wall[r], wall[j] = wall[j], wall[r]
    return wall, (below(6), below(6))


def sega_to_tile_id(sega_id: int) -> int:
    """Project (Tenhou-order) tile id of a SEGA id (SEGA kinds: man, sou, pin, honors).

    ASSUMED order (REFERENCE 7); the copy number ``id % 4`` is kept, so the red
    five is assumed to be copy 0 as in the rest of the project.
    """
    if not 0 <= sega_id < KIND_COUNT * 4:
        raise TileError(f"SEGA tile id {sega_id} is outside 0..135")
    kind, copy = divmod(sega_id, 4)
    if 9 <= kind < 18:  # SEGA sou -> project sou (18..26)
        kind += 9
    elif 18 <= kind < 27:  # SEGA pin -> project pin (9..17)
        kind -= 9
    return kind * 4 + copy


def sega_tile_name(sega_id: int) -> str:
    """mpsz name of a SEGA id (red five shown as '0', assumed copy 0)."""
    return tile_name(sega_to_tile_id(sega_id))


# -- result ----------------------------------------------------------------------


@dataclass(frozen=True)
class ArcadeWall:
    """One arcade hand's wall, with everything needed to show it and check it.

    ``wall[pos]`` is the SEGA id the algorithm leaves at array position ``pos``;
    ``tiles`` is the same as project ids.  Table placement (``layout``,
    ``hands`` ...) rests on :data:`ARCADE_LAYOUT_ASSUMPTION`.
    """

    seeds: tuple[str, ...]
    ue: int
    players: int
    decoded_words: tuple[tuple[int, ...], ...]
    sorted_words: tuple[tuple[int, ...], ...]
    key: tuple[int, ...]
    wall: tuple[int, ...]
    dice: tuple[int, int]
    verified: bool
    notes: tuple[str, ...] = field(default=())
    dealer_seat: int = 0

    @property
    def dice_faces(self) -> tuple[int, int]:
        return self.dice[0] + 1, self.dice[1] + 1

    @property
    def dice_total(self) -> int:
        return self.dice[0] + self.dice[1] + 2

    @property
    def tiles(self) -> tuple[int, ...]:
        """The wall as project tile ids (for names and tile pictures)."""
        return tuple(sega_to_tile_id(t) for t in self.wall)

    @property
    def layout(self) -> TableLayout:
        return TableLayout(self.players, self.dice_total, self.dealer_seat)

    @property
    def assumption(self) -> str:
        return ARCADE_LAYOUT_ASSUMPTION

    def in_draw_order(self) -> list[int]:
        """SEGA ids in physical dealing order (under the labelled assumption)."""
        order = [0] * len(self.wall)
        for pos, sega_id in enumerate(self.wall):
            order[arcade_draw_index(pos, self.players)] = sega_id
        return order

    def hands(self) -> list[list[int]]:
        """13-tile starting hands (SEGA ids) by seat relative to the dealer."""
        drawn = self.in_draw_order()
        return [[drawn[n] for n in hand] for hand in deal_plan(self.players).hands]

    def dealer_fourteenth(self) -> int:
        return self.in_draw_order()[deal_plan(self.players).dealer_fourteenth]

    def dora_indicator(self) -> int:
        return self.in_draw_order()[dead_wall_roles(self.players).dora_indicators[0]]


def arcade_wall(
    seeds: Sequence[str], ue: int | str, *, strict: bool = True, dealer_seat: int = 0
) -> ArcadeWall:
    """Build the wall from 4 (or, unverified, 3) seeds and UE.

    ``strict`` (default): every seed must pass :func:`validate_seed` (after its
    safe normalisation), else :class:`ArcadeInputError` lists every problem.
    ``strict=False``: the text is fed to SEGA's decoding unchanged, quirks and
    all, as SEGA's viewer does.
    """
    if len(seeds) not in (3, 4):
        raise ArcadeInputError(f"MJ Arcade needs 4 seeds (or 3 for 3 players), got {len(seeds)}")
    ue_value = validate_ue(ue)
    notes: list[str] = []
    used: list[str] = []
    if strict:
        checks = validate_seeds(seeds)
        bad = [c for c in checks if not c.ok]
        if bad:
            raise ArcadeInputError(
                "; ".join(issue.message for c in bad for issue in c.errors), checks
            )
        for check in checks:
            notes.extend(n.message for n in check.notes)
            used.append(check.normalized)
    else:
        used = list(seeds)
    seen: dict[str, int] = {}
    for i, seed in enumerate(used):
        if seed in seen and seed:
            notes.append(
                f"seeds {seen[seed] + 1} and {i + 1} are identical; each player has their own "
                "seed, so check what you typed"
            )
        seen.setdefault(seed, i)
    players = len(used)
    decoded = tuple(decode_seed(s) for s in used)
    sorted_words = tuple(sort_seed_words(decoded))
    key = make_key(sorted_words, ue_value)
    wall, dice = shuffle_wall(key, players)
    verified = players == 4
    if not verified:
        notes.append(UNVERIFIED_LABEL)
    return ArcadeWall(
        seeds=tuple(used),
        ue=ue_value,
        players=players,
        decoded_words=decoded,
        sorted_words=sorted_words,
        key=tuple(key),
        wall=tuple(wall),
        dice=dice,
        verified=verified,
        notes=tuple(notes),
        dealer_seat=dealer_seat,
    )


# -- UE helper -------------------------------------------------------------------


def tile_value(tile: int | str) -> int:
    """UE value of a tile: suits their number (red five = 5), East..North 1-4, Haku..Chun 5-7.

    ``tile`` is a project tile id or an mpsz code such as '5m', '0p', '7z'.
    """
    kind = parse_kind(tile)[0] if isinstance(tile, str) else kind_of(tile)
    if not 0 <= kind < KIND_COUNT:
        raise TileError(f"{tile!r} is not a tile")
    return rank_of_kind(kind)


@dataclass(frozen=True)
class UeStep:
    """One change of UE: the deal (+1) or the n-th discard of the hand (+n x value)."""

    event: str
    discard_number: int
    tile: str
    increment: int
    ue_after: int


def ue_trace(
    ue_start: int, discards: Iterable[int | str], *, include_deal: bool = True
) -> list[UeStep]:
    """How UE moves through one hand (REFERENCE 7), step by step.

    ``discards``: every discard of the hand, all players together, in play
    order (tile ids or mpsz codes).  The deal adds 1; the n-th discard (1-based)
    adds n x its value.  Where exactly the +1 falls relative to SEGA building
    the next wall is not confirmed; the last ``ue_after`` is the running total
    the user can compare with the cabinet.  The value is kept unbounded; the
    wall uses it modulo 2**32.
    """
    ue = validate_ue(ue_start)
    steps: list[UeStep] = []
    if include_deal:
        ue += 1
        steps.append(UeStep("deal", 0, "", 1, ue))
    for number, tile in enumerate(discards, start=1):
        value = tile_value(tile)
        name = tile if isinstance(tile, str) else tile_name(tile)
        ue += number * value
        steps.append(UeStep("discard", number, name, number * value, ue))
    return steps
