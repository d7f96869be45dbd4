"""The bot interface. A bot picks one of the legal actions; it never touches the game's RNG.

Every bot owns a seeded `random.Random` (its `rng`), so a seeded bot game is reproducible and
the dice stay the game's own. The same `decide` call serves the command line and the app's
bot seats, so a bot sees exactly what it would see at the table.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol

from pydantic import BaseModel

from ..core.game import Game


class Bot(Protocol):
    """A bot may also set a class attribute `needs_view = False` when it ignores the view, so
    that `decide` does not build one (cheaper per decision); without it the view is built."""

    name: str
    rng: random.Random

    def choose(self, game: Game[Any, Any], view: Any, legal: Sequence[BaseModel], rng: random.Random) -> BaseModel:
        """Return one element of `legal`. `view` is game.view(state, player) for the bot's seat,
        or None for a bot with `needs_view = False`."""
        ...


def decide(bot: Bot, game: Game[Any, Any], state: Any, player: int) -> BaseModel:
    """Ask `bot` for `player`'s next action in `state`."""
    legal = list(game.legal_actions(state, player))
    if not legal:
        raise ValueError(f"player {player} must act but has no legal action")
    view = game.view(state, player) if getattr(bot, "needs_view", True) else None
    return bot.choose(game, view, legal, bot.rng)
