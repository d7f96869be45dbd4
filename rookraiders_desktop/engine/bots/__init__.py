"""Bots by name. "random" serves every game; "greedy" is each game's own heuristic bot, found in
engine/games/<game_id>/bot.py as `GreedyBot(seed=...)`; "expert" searches from its seat's view
with the game's engine/games/<game_id>/expert.py (bots/expert.py).

The difficulty levels a player picks per bot seat are bot names too (LEVELS): Easy plays greedy
with a good share of random choices, Normal is greedy, Hard is the expert on a short budget (and,
in a game whose expert offers one, a plainer search: bots/expert.py), Expert the expert on its
full budget."""

from __future__ import annotations

import importlib
from collections.abc import Callable

from .base import Bot, decide
from .random_bot import RandomBot

BOT_NAMES = ("random", "greedy", "easy", "hard", "expert")
# level -> bot name, easiest first; the level's name is its key
LEVELS = {"easy": "easy", "normal": "greedy", "hard": "hard", "expert": "expert"}
EASY_NOISE = 0.35  # the share of an Easy bot's decisions taken at random
HARD_SHARE = 0.25  # Hard thinks this share of Expert's budget

__all__ = ["BOT_NAMES", "LEVELS", "Bot", "RandomBot", "decide", "level_of", "make_bot"]


def level_of(bot: str | None) -> str | None:
    """The difficulty level a bot name plays at (None for a human or a bot outside the levels)."""
    return next((level for level, name in LEVELS.items() if name == bot), None)


def make_bot(name: str, seed: int, game_id: str, think_ms: int | None = None, worlds: int | None = None) -> Bot:
    """A bot for one seat of `game_id`, with its own random.Random(seed). The expert's budget per
    decision: `think_ms` of time (None: its default), or instead `worlds`, a number of sampled
    worlds, which plays the same moves on any machine at any load; Hard has a share of either."""
    if name == "random":
        return RandomBot(seed)
    if name == "greedy":
        return greedy_bot(seed, game_id)
    if name == "easy":
        from .noisy import NoisyBot

        return NoisyBot(greedy_bot(seed, game_id), EASY_NOISE, name="easy")
    if name in ("hard", "expert"):
        from .expert import DEFAULT_THINK_MS, ExpertBot

        hard = name == "hard"
        share = HARD_SHARE if hard else 1.0
        if worlds is not None:
            iterations = max(1, round(worlds * share))
            return ExpertBot(seed, game_id, think_ms=None, iterations=iterations, name=name, hard=hard)
        budget = think_ms if think_ms is not None else DEFAULT_THINK_MS
        return ExpertBot(seed, game_id, think_ms=max(1, round(budget * share)), name=name, hard=hard)
    raise ValueError(f"unknown bot {name!r}; choose from {', '.join(BOT_NAMES)}")


def greedy_bot(seed: int, game_id: str) -> Bot:
    package = f"rookraiders_desktop.engine.games.{game_id}"
    try:
        module = importlib.import_module(f"{package}.bot")
    except ModuleNotFoundError as exc:
        if exc.name not in (package, f"{package}.bot"):
            raise  # the bot module exists but something it imports is missing
        raise ValueError(f"game {game_id!r} has no greedy bot") from None
    greedy: Callable[..., Bot] = module.GreedyBot  # every game's bot.py has it (see above)
    return greedy(seed=seed)
