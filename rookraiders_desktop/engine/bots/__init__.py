"""Bots by name. "random" serves every game; "greedy" is each game's own heuristic bot, found in
engine/games/<game_id>/bot.py as `GreedyBot(seed=...)`."""

from __future__ import annotations

import importlib
from collections.abc import Callable

from .base import Bot, decide
from .random_bot import RandomBot

BOT_NAMES = ("random", "greedy")

__all__ = ["BOT_NAMES", "Bot", "RandomBot", "decide", "make_bot"]


def make_bot(name: str, seed: int, game_id: str) -> Bot:
    """A bot for one seat of `game_id`, with its own random.Random(seed)."""
    if name == "random":
        return RandomBot(seed)
    if name == "greedy":
        package = f"rookraiders_desktop.engine.games.{game_id}"
        try:
            module = importlib.import_module(f"{package}.bot")
        except ModuleNotFoundError as exc:
            if exc.name not in (package, f"{package}.bot"):
                raise  # the bot module exists but something it imports is missing
            raise ValueError(f"game {game_id!r} has no greedy bot") from None
        greedy: Callable[..., Bot] = module.GreedyBot  # every game's bot.py has it (see above)
        return greedy(seed=seed)
    raise ValueError(f"unknown bot {name!r}; choose from {', '.join(BOT_NAMES)}")
