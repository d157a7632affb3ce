"""A textbook pure-Python mt19937ar.c: the baseline the benchmarks compare against.

Seeding, twist and tempering all run in Python, one output at a time, the way a
direct port would do it.  Shared by every benchmark that needs a baseline
generator; never used by the application.
"""

from __future__ import annotations

from collections.abc import Sequence


class NaiveMT19937:
    """Textbook mt19937ar.c in pure Python: the baseline."""

    N, M = 624, 397

    def __init__(self, key: Sequence[int]) -> None:
        mt = [0] * self.N
        mt[0] = 19650218
        for i in range(1, self.N):
            mt[i] = (1812433253 * (mt[i - 1] ^ (mt[i - 1] >> 30)) + i) & 0xFFFFFFFF
        i, j = 1, 0
        for _ in range(max(self.N, len(key))):
            mt[i] = (
                (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1664525)) + key[j] + j
            ) & 0xFFFFFFFF
            i, j = i + 1, j + 1
            if i >= self.N:
                mt[0] = mt[self.N - 1]
                i = 1
            if j >= len(key):
                j = 0
        for _ in range(self.N - 1):
            mt[i] = ((mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1566083941)) - i) & 0xFFFFFFFF
            i += 1
            if i >= self.N:
                mt[0] = mt[self.N - 1]
                i = 1
        mt[0] = 0x80000000
        self.mt = mt
        self.index = self.N

    def _twist(self) -> None:
        mt, n, m = self.mt, self.N, self.M
        for k in range(n):
            y = (mt[k] & 0x80000000) | (mt[(k + 1) % n] & 0x7FFFFFFF)
            mt[k] = mt[(k + m) % n] ^ (y >> 1) ^ (0x9908B0DF if y & 1 else 0)
        self.index = 0

    def next_u32(self) -> int:
        if self.index >= self.N:
            self._twist()
        y = self.mt[self.index]
        self.index += 1
        y ^= y >> 11
        y ^= (y << 7) & 0x9D2C5680
        y ^= (y << 15) & 0xEFC60000
        y ^= y >> 18
        return y
