"""The Last Spell's table: the scene and the board's items."""

from .scene import LastSpellScene

SCENE = LastSpellScene
