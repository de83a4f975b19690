"""The game's one source of chance (F-4.5): SplitMix64 held in the state (one integer).

Used only at set-up (the removed certificates, the first player); FOR-EX has no other chance.
"""

from __future__ import annotations

import msgspec

_MASK = (1 << 64) - 1


class Rng(msgspec.Struct):
    """Seeded SplitMix64 generator; its whole state is ``state``."""

    state: int

    def next64(self) -> int:
        """The next 64-bit unsigned integer."""
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in 0..n-1 (rejection sampling). Raises ValueError if n < 1."""
        if n < 1:
            raise ValueError("below() needs n >= 1")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def shuffle(self, items: list) -> None:
        """Fisher–Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


def new_rng(seed: int) -> Rng:
    """A generator for a game seed (any integer; reduced to 64 bits)."""
    return Rng(seed & _MASK)
