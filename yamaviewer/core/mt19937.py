"""The project's one MT19937 (mt19937ar.c), seeded the way Tenhou and SEGA seed it.

CPython's ``random.Random`` runs the generator, in C: seeded with an int it
calls ``init_by_array`` on the int's 32-bit words, which is Tenhou's seeding
whenever the key's last word is not 0 (a zero top word would be dropped).
For that case, and for ``init_genrand``, the 624-word state is worked out here
in Python exactly as mt19937ar.c does it and handed to ``random.Random``.
Drawing the 288 words a Tenhou hand needs is then one C call."""

from __future__ import annotations

import random
import struct
from collections.abc import Sequence

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


class MT19937:
    """A 32-bit Mersenne Twister with mt19937ar.c seeding, run by CPython's ``random.Random``."""

    __slots__ = ("_random",)

    def __init__(self, state: Sequence[int]) -> None:
        if len(state) != _N:
            raise ValueError(f"MT19937 state has {_N} words, got {len(state)}")
        self._random = random.Random()
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
            return cls._seeded(int.from_bytes(struct.pack(f"<{len(words)}I", *words), "little"))
        return cls(_init_by_array_state(words))

    @classmethod
    def from_key_bytes(cls, raw: bytes) -> MT19937:
        """Seed with a key given as little-endian uint32 bytes (Tenhou's decoded seed)."""
        if len(raw) % 4 or not raw:
            raise ValueError("a key is a whole, non-empty number of 32-bit words")
        if raw[-4:] != b"\0\0\0\0":  # as in from_key: CPython seeds from the int in C
            return cls._seeded(int.from_bytes(raw, "little"))
        return cls.from_key(struct.unpack(f"<{len(raw) // 4}I", raw))

    @classmethod
    def _seeded(cls, key: int) -> MT19937:
        """``random.Random(key)``: init_by_array over the int's 32-bit words, in C."""
        generator = cls.__new__(cls)
        generator._random = random.Random(key)
        return generator

    @classmethod
    def from_seed(cls, seed: int) -> MT19937:
        """Seed like ``init_genrand(seed)``."""
        return cls(_init_genrand_state(seed))

    def next_u32(self) -> int:
        """The next output of ``genrand_int32``."""
        return self._random.getrandbits(32)

    def next_words_le(self, count: int) -> bytes:
        """The next ``count`` outputs serialised as little-endian uint32 words.

        ``getrandbits`` fills its result from the least significant word up, one
        generator output per 32 bits, so this is exactly the outputs in order.
        """
        return self._random.getrandbits(32 * count).to_bytes(4 * count, "little")

    def below(self, bound: int) -> int:
        """``next_u32() % bound``: the (slightly biased) reduction the games use."""
        return self.next_u32() % bound
