"""The Nameless Dark Lord's table: the scene and the card faces."""

from .scene import NamelessDarkLordScene

SCENE = NamelessDarkLordScene
