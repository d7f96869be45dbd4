"""The Easy level: a game's greedy bot that now and then plays a random legal action instead."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from ..core.game import Game
from .base import Bot


class NoisyBot:
    def __init__(self, inner: Bot, noise: float, name: str = "easy") -> None:
        self.inner = inner
        self.noise = noise
        self.name = name
        self.rng = inner.rng

    def choose(self, game: Game[Any, Any], view: Any, legal: Sequence[BaseModel], rng: random.Random) -> BaseModel:
        if len(legal) > 1 and rng.random() < self.noise:
            return legal[rng.randrange(len(legal))]
        return self.inner.choose(game, view, legal, rng)
