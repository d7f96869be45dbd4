"""Each game's table: game id -> scene class (the engine registry cannot name Qt classes)."""
from __future__ import annotations

from .base import GameScene
from .last_spell import LastSpellScene
from .nameless_dark_lord import NamelessDarkLordScene
from .roguelight import RoguelightScene
from .rook_raiders import RookRaidersScene

SCENES: dict[str, type[GameScene]] = {
    "rook_raiders": RookRaidersScene,
    "nameless_dark_lord": NamelessDarkLordScene,
    "roguelight": RoguelightScene,
    "last_spell": LastSpellScene,
}

__all__ = ["GameScene", "SCENES"]
