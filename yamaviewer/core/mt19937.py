"""The project's one MT19937 (mt19937ar.c), seeded the way Tenhou and SEGA seed it.

Seeding (``init_by_array`` / ``init_genrand``) is done here in Python, exactly as
mt19937ar.c does it; the resulting 624-word state is then handed to CPython's
``random.Random``, which runs the same MT19937 twist and tempering in C.  That
makes drawing the 288 words a Tenhou hand needs one C call instead of hundreds
of Python operations.  Python's own ``random.seed(int)`` is *not* used: it
differs from ``init_by_array`` when the key's last word is 0.
"""

from __future__ import annotations

import struct
from collections.abc import Sequence
from typing import TYPE_CHECKING

from yamaviewer.core.native import accelerator

if TYPE_CHECKING:
    import random

    from yamaviewer.core.native import Twister

_N = 624
_MASK = 0xFFFFFFFF


def _init_genrand_state(seed: int) -> list[int]:
    state = [0] * _N
    state[0] = seed & _MASK
    for i in range(1, _N):
        prev = state[i - 1]
        state[i] = (1812433253 * (prev ^ (prev >> 30)) + i) & _MASK
    return state


def _init_by_array_state(key: Sequence[int]) -> list[int]:
    if not key:
        raise ValueError("init_by_array needs at least one key word")
    state = _init_genrand_state(19650218)
    key_length = len(key)
    i, j = 1, 0
    for _ in range(max(_N, key_length)):
        prev = state[i - 1]
        state[i] = ((state[i] ^ ((prev ^ (prev >> 30)) * 1664525)) + key[j] + j) & _MASK
        i += 1
        j += 1
        if i >= _N:
            state[0] = state[_N - 1]
            i = 1
        if j >= key_length:
            j = 0
    for _ in range(_N - 1):
        prev = state[i - 1]
        state[i] = ((state[i] ^ ((prev ^ (prev >> 30)) * 1566083941)) - i) & _MASK
        i += 1
        if i >= _N:
            state[0] = state[_N - 1]
            i = 1
    state[0] = 0x80000000
    return state


def _python_random(seed: int | None = None) -> random.Random:
    """CPython's MT19937, imported on first use (Tenhou's seeds run on the extension's)."""
    import random

    return random.Random(seed)


class MT19937:
    """A 32-bit Mersenne Twister with mt19937ar.c seeding.

    Runs on CPython's ``random.Random``, or, for keys given as bytes (Tenhou's
    seeds), on the C accelerator's ``Twister`` when it is built: the same
    outputs, handed over as bytes without a detour through a 9,216-bit int.
    """

    __slots__ = ("_random", "_twister")

    def __init__(self, state: Sequence[int]) -> None:
        if len(state) != _N:
            raise ValueError(f"MT19937 state has {_N} words, got {len(state)}")
        self._twister: Twister | None = None
        self._random = _python_random()
        # Position 624 means "twist before the next output", as after seeding in C.
        self._random.setstate((3, (*(w & _MASK for w in state), _N), None))

    @classmethod
    def from_key(cls, key: Sequence[int]) -> MT19937:
        """Seed like ``init_by_array(key, len(key))``."""
        words = [k & _MASK for k in key]
        if words and words[-1] != 0:
            # CPython seeds from an int by calling init_by_array on its 32-bit
            # words, least significant first: identical, and done in C.  A
            # zero top word would be dropped (a shorter key), so that case
            # takes the Python path below.
            generator = cls.__new__(cls)
            generator._twister = None
            generator._random = _python_random(
                int.from_bytes(struct.pack(f"<{len(words)}I", *words), "little")
            )
            return generator
        return cls(_init_by_array_state(words))

    @classmethod
    def from_key_bytes(cls, raw: bytes) -> MT19937:
        """Seed with a key given as little-endian uint32 bytes (Tenhou's decoded seed)."""
        if len(raw) % 4 or not raw:
            raise ValueError("a key is a whole, non-empty number of 32-bit words")
        if accelerator is not None:
            generator = cls.__new__(cls)
            generator._twister = accelerator.Twister(raw)
            return generator
        if raw[-4:] != b"\0\0\0\0":
            generator = cls.__new__(cls)
            generator._twister = None
            generator._random = _python_random(int.from_bytes(raw, "little"))
            return generator
        return cls.from_key(struct.unpack(f"<{len(raw) // 4}I", raw))

    @classmethod
    def from_seed(cls, seed: int) -> MT19937:
        """Seed like ``init_genrand(seed)``."""
        return cls(_init_genrand_state(seed))

    def next_u32(self) -> int:
        """The next output of ``genrand_int32``."""
        if self._twister is not None:
            return self._twister.next_u32()
        return self._random.getrandbits(32)

    def next_words_le(self, count: int) -> bytes:
        """The next ``count`` outputs serialised as little-endian uint32 words.

        ``getrandbits`` fills its result from the least significant word up, one
        generator output per 32 bits, so this is exactly the outputs in order.
        """
        if self._twister is not None:
            return self._twister.words_le(count)
        return self._random.getrandbits(32 * count).to_bytes(4 * count, "little")

    def below(self, bound: int) -> int:
        """``next_u32() % bound``: the (slightly biased) reduction the games use."""
        return self.next_u32() % bound
