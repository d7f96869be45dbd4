"""A bot that picks uniformly among the legal actions: the workhorse of the random-play tests."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from ..core.game import Game


class RandomBot:
    name = "random"
    needs_view = False

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, game: Game[Any, Any], view: Any, legal: Sequence[BaseModel], rng: random.Random) -> BaseModel:
        return legal[rng.randrange(len(legal))]
