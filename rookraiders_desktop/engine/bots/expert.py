"""The expert bot: decides from its seat's view only, by search (bots/search.py).

It is handed what every bot is handed — its seat's view and the legal actions — and never the real
state: the hidden parts of the game it samples afresh in every playout (the game's `determinize`),
so two tables that differ only in a secret the seat cannot see get the same decision from the same
seed. Each game brings its own sampling, playout policy and evaluation in
engine/games/<game_id>/expert.py as the class `EXPERT`, and says there why it searches as it does.
A game whose search judges about as well on a short budget as on a long one (a few sampled
worlds already tell its candidates apart) also gives the class `HARD`, a plainer search for the
Hard level: a shorter budget alone would not make Hard weaker there.

The budget per decision is a time (`think_ms`, of the thinking thread's processor time: see
search.py's `thinking_clock`) or, reproducibly, a number of `iterations`; a decision with one legal
action is taken at once.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from ..core.game import Game
from .search import GameExpert, Verdict, search

DEFAULT_THINK_MS = 700  # of the thinking thread's processor time: about 0.7 s a move on an idle machine


def game_expert(game_id: str, hard: bool = False) -> GameExpert:
    """The game's search parts (engine/games/<game_id>/expert.py's EXPERT class, or for `hard` its
    HARD class where it has one), a new one for each bot; ValueError for a game without."""
    package = f"rookraiders_desktop.engine.games.{game_id}"
    try:
        module = importlib.import_module(f"{package}.expert")
    except ModuleNotFoundError as exc:
        if exc.name not in (package, f"{package}.expert"):
            raise
        raise ValueError(f"game {game_id!r} has no expert bot") from None
    expert: GameExpert = (getattr(module, "HARD", module.EXPERT) if hard else module.EXPERT)()
    return expert


class ExpertBot:
    def __init__(
        self,
        seed: int,
        game_id: str,
        think_ms: float | None = DEFAULT_THINK_MS,
        iterations: int | None = None,
        name: str = "expert",
        hard: bool = False,
    ) -> None:
        self.rng = random.Random(seed)
        self.name = name
        self.expert = game_expert(game_id, hard)
        self.think_ms = think_ms
        self.iterations = iterations
        self.last: Verdict | None = None  # the last search, for the coach's reason

    def choose(self, game: Game[Any, Any], view: Any, legal: Sequence[BaseModel], rng: random.Random) -> BaseModel:
        self.last = None
        if len(legal) == 1:
            return legal[0]
        seat = getattr(legal[0], "player", None)
        if seat is None:
            raise ValueError("the expert needs actions that name their player")
        self.last = search(game, self.expert, view, seat, legal, rng, self.think_ms, self.iterations)
        return self.last.action
