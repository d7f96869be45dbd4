"""A tiny, serialisable random number generator owned by the game state.

Every draw is a pure function of (seed, counter), so saving the state saves the
RNG, replaying an action list reproduces every die, and undo never re-rolls.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeGuard, TypeVar

from pydantic import BaseModel, Field

T = TypeVar("T")
_MASK = (1 << 64) - 1


def _splitmix64(x: int) -> int:
    x = (x + 0x9E3779B97F4A7C15) & _MASK
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
    return x ^ (x >> 31)


SEED_LIMIT = 10**20  # seeds are whole numbers of at most 20 digits (either sign): saves refuse others


def valid_seed(seed: object) -> TypeGuard[int]:
    return type(seed) is int and -SEED_LIMIT < seed < SEED_LIMIT


class Rng(BaseModel):
    seed: int
    counter: int = 0
    # Tests pin dice and draws by queueing results here (consumed before real draws).
    forced: list[int] = Field(default_factory=list)

    def _next(self) -> int:
        value = _splitmix64((self.seed * 0x100000001B3 + self.counter) & _MASK)
        self.counter += 1
        return value

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("n must be positive")
        if self.forced:
            value = self.forced.pop(0)
            if not 0 <= value < n:
                raise ValueError(f"forced value {value} out of range [0, {n})")
            return value
        # rejection sampling keeps the distribution exact
        limit = (_MASK + 1) - ((_MASK + 1) % n)
        while True:
            value = self._next()
            if value < limit:
                return value % n

    def die(self, sides: int = 6) -> int:
        """A die result 1..sides. A forced value is the face itself."""
        if self.forced:
            value = self.forced.pop(0)
            if not 1 <= value <= sides:
                raise ValueError(f"forced die {value} out of range 1..{sides}")
            return value
        return self.below(sides) + 1

    def dice(self, count: int, sides: int = 6) -> list[int]:
        return [self.die(sides) for _ in range(count)]

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
