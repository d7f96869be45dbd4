"""Rook & Raiders' table: the scene, the card faces and the threat badge."""

from .scene import RookRaidersScene

SCENE = RookRaidersScene
