"""What the game library shows of a game before the game's rules are imported (issue 17).

Importing a game's rules brings pydantic and all its models: about half a second for the four
games, too long to wait before the library can be shown. The library needs only a few facts, so
each game keeps them in a light module of its own, engine/games/<game_id>/listing.py, which its
Game class takes them from (they never differ). engine/registry.py stays the list of the games
themselves; engine/games/__init__.py's BUILT_IN names the same games in the same order
(tests/engine/test_listing.py).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from ..games import BUILT_IN

# One new-game choice: (option key, label, ((choice label, value), ...)); labels are templates of
# the game's translation context (`text_context`), a value a name, a list of names or None ("off").
SetupOption = tuple[str, str, tuple[tuple[str, Any], ...]]


@dataclass(frozen=True)
class Listing:
    """A game's library facts: the same names as on its Game class."""

    game_id: str
    title: str  # a template of text_context, as Game.title
    text_context: str
    min_players: int
    max_players: int
    setup_options: tuple[SetupOption, ...] = ()  # the new-game dialog's choices (it opens before the rules)
    solo_difficulty: bool = False  # one player chooses a difficulty ("solo_difficulty" option)

    @classmethod
    def of(cls, game: Any) -> Listing:
        """The listing of a Game (a registered game: its facts come from the game itself)."""
        return cls(
            game.game_id,
            game.title,
            game.text_context,
            game.min_players,
            game.max_players,
            game.setup_options,
            game.solo_difficulty,
        )


def built_in_listings() -> dict[str, Listing]:
    """Game id -> listing of every built-in game, in BUILT_IN's order, without importing its rules."""
    games = __name__.rsplit(".", 2)[0] + ".games"  # rookraiders_desktop.engine.games
    return {game_id: importlib.import_module(f"{games}.{game_id}.listing").LISTING for game_id in BUILT_IN}
