"""Game id -> Game, the one place that lists the games. Ids are folder names under engine/games
and the ids in save files; shared code asks a game through the contract (core/game.py).
A game kept elsewhere (a test's) joins with `register` and leaves with `unregister`
(docs/ADDING_A_GAME.md)."""

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


def register(game: Game[Any, Any]) -> Game[Any, Any]:
    """List `game` under its game_id, after the others; ValueError when another game has that id."""
    listed = GAMES.get(game.game_id)
    if listed is not None and listed is not game:
        raise ValueError(f"another game is registered as {game.game_id!r}")
    GAMES[game.game_id] = game
    return game


def unregister(game_id: str) -> None:
    """Take the game `game_id` off the list (nothing when it is not there)."""
    GAMES.pop(game_id, None)
