"""Game id -> Game. Ids are folder names under engine/games and the ids in save files."""
from __future__ import annotations

from .core.game import Game
from .games.nameless_dark_lord.rules import GAME as NAMELESS_DARK_LORD
from .games.last_spell.rules import GAME as LAST_SPELL
from .games.roguelight.rules import GAME as ROGUELIGHT
from .games.rook_raiders.rules import RookRaiders

GAMES: dict[str, Game] = {
    RookRaiders.game_id: RookRaiders(),
    NAMELESS_DARK_LORD.game_id: NAMELESS_DARK_LORD,
    ROGUELIGHT.game_id: ROGUELIGHT,
    LAST_SPELL.game_id: LAST_SPELL,
}


def get_game(game_id: str) -> Game:
    try:
        return GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(sorted(GAMES))}") from None
