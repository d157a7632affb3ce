"""Tenhou's wall generator: seed text -> one shuffled wall per hand.

Since August 2009 Tenhou seeds MT19937 once per game with
``init_by_array(key)`` and then, for each hand, hashes 288 generator outputs
with SHA-512 into 144 words that drive a Fisher-Yates style shuffle and the
dice.  Before that every hand carried its own key (``INIT shuffle=
"mt19937ar,<hex words>"``) and the raw MT outputs drove the same shuffle
without SHA-512 (REFERENCE section 2).  Positions of hands, draws and dora in
the shuffled array live in :mod:`.layout`.
"""

from __future__ import annotations

import base64
import binascii
import re
import struct
from collections.abc import Iterator
from typing import NamedTuple

from yamaviewer.core.mt19937 import MT19937
from yamaviewer.core.native import accelerator
from yamaviewer.core.tiles import SANMA_TILE_IDS, TILE_COUNT
from yamaviewer.core.wording import translatable

SEED_PREFIX_BASE64 = "mt19937ar-sha512-n288-base64"
SEED_PREFIX_LEGACY = "mt19937ar-sha512-n288"
#: Before August 2009: one key per hand, in each INIT's ``shuffle`` attribute.
SEED_PREFIX_PER_HAND = "mt19937ar"
_KEY_WORDS_PER_HAND = (8, 32)
_KEY_WORDS_BASE64 = 624
_KEY_WORDS_LEGACY = 32
_OUTPUTS_PER_HAND = 288
_SHA512_CHUNK = 128
_CHUNK_STARTS = range(0, _OUTPUTS_PER_HAND * 4, _SHA512_CHUNK)
_RND_WORDS = struct.Struct(f"<{_OUTPUTS_PER_HAND * 4 // _SHA512_CHUNK * 16}I")
#: The dice are hash words 135 and 136, each % 6.
_DICE_WORDS = struct.Struct("<2I")
_DICE_OFFSET = 135 * 4
_HEX_WORD = re.compile(r"[0-9A-Fa-f]{1,8}")
#: Quotes a seed copied from its XML attribute (or a chat) may come wrapped in.
_SEED_QUOTES = "\"'\u201c\u201d\u2018\u2019"
#: MahjongRepository/ronin's ``<SHUFFLE seed="<192 hex>" ref="pcg64dxsm-v1">``.
_RONIN_SEED = re.compile(r"[0-9a-fA-F]{192}")
RONIN_REFERENCE = "pcg64dxsm"
RONIN_SEED_NOTE = translatable(
    "Seed", "a Ronin seed (PCG64-DXSM); verifying Ronin games is not supported yet"
)


def _unquoted(text: str) -> str:
    """The seed inside ``seed="..."`` or quotes, as copied from the XML (plain string steps:
    a seed is 3 KB, and a pattern that backtracks over it cost a tenth of a ``verify`` run)."""
    text = text.strip()
    name, equals, value = text.partition("=")
    if equals and name.strip().lower() == "seed":
        text = value.strip()
    return text.strip(_SEED_QUOTES).strip()


def _decoded_base64(body: str) -> tuple[bytes, str]:
    """(the bytes, the text without white space) of a base64 body that may be wrapped.

    A seed as Tenhou writes it has no white space, so it is decoded as it is; only one
    that fails (white space refused among the rest) is split and decoded again, which
    gives the same bytes or the same error as splitting first, without splitting 3 KB
    of every game's seed.
    """
    try:
        return base64.b64decode(body, validate=True), body
    except (binascii.Error, ValueError):
        cleaned = "".join(body.split())
        return base64.b64decode(cleaned, validate=True), cleaned


class SeedError(ValueError):
    """A seed text that cannot be turned into a Tenhou generator key."""


class RoninSeedError(SeedError):
    """A Ronin (PCG64-DXSM) seed: a real seed of another generator, not a broken Tenhou one."""


class TenhouSeed(NamedTuple):
    """A parsed ``SHUFFLE seed`` attribute, or a hand's own ``INIT shuffle`` key.

    ``legacy`` means the older dead-wall layout (the 2009 seed format and the
    per-hand keys before it); ``per_hand`` that the key makes one hand's wall
    from raw MT19937 outputs, without SHA-512.
    """

    legacy: bool
    text: str
    #: The key as little-endian bytes (2496 bytes for the current format).
    key_bytes: bytes
    per_hand: bool = False

    @property
    def key(self) -> tuple[int, ...]:
        """The key as 32-bit words (worked out when asked: the generator reads the bytes)."""
        return struct.unpack(f"<{len(self.key_bytes) // 4}I", self.key_bytes)


def parse_seed(text: str) -> TenhouSeed:
    """Parse a Tenhou seed in the current (base64) or the 2009 legacy format.

    Accepts the full attribute (``mt19937ar-sha512-n288-base64,...``) or, for
    convenience, the bare base64 text, either as copied from the XML (in quotes,
    perhaps with ``seed=``).  Raises SeedError saying what is wrong.
    """
    text = _unquoted(text)
    if _RONIN_SEED.fullmatch(text):
        raise RoninSeedError(RONIN_SEED_NOTE)
    if not text:
        raise SeedError(translatable("Seed", "the seed is empty"))
    prefix, sep, body = text.partition(",")
    if not sep:
        prefix, body = SEED_PREFIX_BASE64, text
    if prefix == SEED_PREFIX_BASE64:
        try:
            raw, cleaned = _decoded_base64(body)
        except (binascii.Error, ValueError) as error:
            # Python's own message is English; say what is wrong in words the GUI translates.
            reason = (
                translatable("Seed", "its length or padding is wrong")
                if "padding" in str(error) or "number of data characters" in str(error)
                else translatable("Seed", "it has characters outside A-Z, a-z, 0-9, + and /")
            )
            raise SeedError(
                translatable("Seed", "the seed is not valid base64 (%1)").arg(reason)
            ) from None
        expected = _KEY_WORDS_BASE64 * 4
        if len(raw) != expected:
            raise SeedError(
                translatable(
                    "Seed",
                    "the seed decodes to %1 bytes; a Tenhou seed has %2 (624 words) - "
                    "is it cut short?",
                ).arg(len(raw), expected)
            )
        return TenhouSeed(legacy=False, text=f"{prefix},{cleaned}", key_bytes=raw)
    if prefix in (SEED_PREFIX_LEGACY, SEED_PREFIX_PER_HAND):
        per_hand = prefix == SEED_PREFIX_PER_HAND
        name = (
            translatable("Seed", "a per-hand (2008) key")
            if per_hand
            else translatable("Seed", "a legacy seed")
        )
        counts = _KEY_WORDS_PER_HAND if per_hand else (_KEY_WORDS_LEGACY,)
        words = [w.strip() for w in body.split(",")]
        if len(words) not in counts:
            raise SeedError(
                translatable("Seed", "%1 has %2 hex words, this one has %3").arg(
                    name, " or ".join(map(str, counts)), len(words)
                )
            )
        for index, word in enumerate(words):
            if not _HEX_WORD.fullmatch(word):
                raise SeedError(
                    translatable("Seed", "%1: word %2 ('%3') is not hexadecimal").arg(
                        name, index + 1, word
                    )
                )
        key = tuple(int(w, 16) for w in words)
        return TenhouSeed(
            legacy=True,
            text=f"{prefix},{','.join(words)}",
            key_bytes=struct.pack(f"<{len(key)}I", *key),
            per_hand=per_hand,
        )
    raise SeedError(
        translatable(
            "Seed", "unknown seed format '%1' (expected %2, %3 or, before August 2009, %4)"
        ).arg(prefix[:40], SEED_PREFIX_BASE64, SEED_PREFIX_LEGACY, SEED_PREFIX_PER_HAND)
    )


class HandWall(NamedTuple):
    """The shuffled array of one hand, index 0 = far end of the dead wall."""

    tiles: tuple[int, ...]
    dice: tuple[int, int]  # 0-based, as in INIT seed fields 3 and 4
    #: The words that drove the shuffle (144 SHA-512 words; raw MT outputs for a
    #: per-hand key), kept for inspection as little-endian bytes: 576 bytes a hand,
    #: where a tuple of 144 Python ints took 5.8 KB (issue 27: 50,000 hands).
    rnd_bytes: bytes = b""

    @property
    def rnd(self) -> tuple[int, ...]:
        """The shuffle's words as numbers (unpacked when asked)."""
        return struct.unpack(f"<{len(self.rnd_bytes) // 4}I", self.rnd_bytes)


def shuffle_words_python(rnd: tuple[int, ...], players: int) -> tuple[int, ...]:
    """The swap shuffle in Python: the extension's twin, and where it is not built."""
    y = list(SANMA_TILE_IDS) if players == 3 else list(range(TILE_COUNT))
    n = len(y)
    # The swap targets first (one comprehension), then the swaps in order.
    targets = [
        i + word % remaining for i, word, remaining in zip(range(n - 1), rnd, range(n, 1, -1))
    ]
    for i, j in enumerate(targets):
        y[i], y[j] = y[j], y[i]
    return tuple(y)


def hash_digests(src: bytes) -> bytes:
    """SHA-512 of each 128-byte chunk of the 288 outputs, concatenated: the 144 hash
    words as little-endian bytes (what :attr:`HandWall.rnd_bytes` keeps)."""
    from hashlib import sha512  # the extension's twin: imported only where it runs

    return b"".join([sha512(src[i : i + _SHA512_CHUNK]).digest() for i in _CHUNK_STARTS])


def hash_outputs(src: bytes) -> tuple[int, ...]:
    """SHA-512 each 128-byte chunk of the 288 outputs -> 144 little-endian words."""
    return _RND_WORDS.unpack(hash_digests(src))


def hash_and_shuffle_python(source: bytes, players: int) -> tuple[tuple[int, ...], bytes]:
    """A hand's (tiles, hash words as bytes) from its 288 outputs: the extension's twin."""
    digests = hash_digests(source)
    return shuffle_words_python(_RND_WORDS.unpack(digests), players), digests


#: Tenhou's swap shuffle driven by the hash words, and both steps from the raw
#: outputs: in C when the extension is built, chosen once here.
shuffle_words = accelerator.swap_shuffle if accelerator is not None else shuffle_words_python
hash_and_shuffle = (
    accelerator.hash_and_shuffle if accelerator is not None else hash_and_shuffle_python
)


def per_hand_wall(seed: TenhouSeed, players: int = 4) -> HandWall:
    """The wall of a hand with its own key (before August 2009): raw MT outputs, no SHA-512.

    The shuffle is today's, driven by outputs ``r[0..n-2]``; the dice are
    ``r[n-1] % 6`` and ``r[n] % 6`` (n = 136, or 108 with three players: that
    rule rests on a single hand, see :data:`SANMA_PER_HAND_DICE_NOTE`).
    """
    generator = MT19937.from_key_bytes(seed.key_bytes)
    count = TILE_COUNT if players == 4 else len(SANMA_TILE_IDS)
    raw = struct.unpack(f"<{count + 1}I", generator.next_words_le(count + 1))
    return HandWall(
        tiles=shuffle_words(raw, players),
        dice=(raw[count - 1] % 6, raw[count] % 6),
        rnd_bytes=struct.pack(f"<{len(raw)}I", *raw),
    )


#: Shown wherever a 3-player wall from a per-hand key is used.
SANMA_PER_HAND_DICE_NOTE = (
    "UNCONFIRMED: the dice of 3-player games before August 2009 are taken as r[107] % 6 and "
    "r[108] % 6 of the hand's MT outputs; only one real hand supports this."
)


class TenhouGenerator:
    """Yields one :class:`HandWall` per hand, in game order.

    A per-hand key (before August 2009) makes exactly one hand; asking it for a
    second raises SeedError.
    """

    def __init__(self, seed: TenhouSeed | str, players: int = 4) -> None:
        if players not in (3, 4):
            raise ValueError("players must be 3 or 4")
        self.seed = parse_seed(seed) if isinstance(seed, str) else seed
        self.players = players
        self._mt = MT19937.from_key_bytes(self.seed.key_bytes)
        self._hands_made = 0

    def next_source(self) -> bytes:
        """The 288 raw outputs of the next hand (1152 bytes)."""
        return self._mt.next_words_le(_OUTPUTS_PER_HAND)

    def next_hand(self) -> HandWall:
        self._hands_made += 1
        if self.seed.per_hand:
            if self._hands_made > 1:
                raise SeedError(
                    "a per-hand key (mt19937ar,...) makes one hand's wall; each hand of a "
                    "game before August 2009 has its own key"
                )
            return per_hand_wall(self.seed, self.players)
        tiles, rnd_bytes = hash_and_shuffle(self.next_source(), self.players)
        first, second = _DICE_WORDS.unpack_from(rnd_bytes, _DICE_OFFSET)
        return HandWall(tiles, (first % 6, second % 6), rnd_bytes)

    def __iter__(self) -> Iterator[HandWall]:
        while True:
            yield self.next_hand()

    def hands(self, count: int) -> list[HandWall]:
        return [self.next_hand() for _ in range(count)]
