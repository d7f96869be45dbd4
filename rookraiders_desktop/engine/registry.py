"""Game id -> Game, the one place that lists the games. Ids are folder names under engine/games
and the ids in save files; shared code asks a game through the contract (core/game.py)."""

from __future__ import annotations

from typing import Any

from .core.game import Game
from .games.last_spell.rules import LastSpell
from .games.nameless_dark_lord.rules import NamelessDarkLord
from .games.roguelight.rules import Roguelight
from .games.rook_raiders.rules import RookRaiders

GAMES: dict[str, Game[Any, Any]] = {
    game.game_id: game for game in (RookRaiders(), NamelessDarkLord(), Roguelight(), LastSpell())
}


def get_game(game_id: str) -> Game[Any, Any]:
    try:
        return GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(sorted(GAMES))}") from None
