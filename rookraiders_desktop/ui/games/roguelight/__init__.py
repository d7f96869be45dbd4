"""Roguelight's table: the scene, the dungeon sheets and the adventurer's walk."""

from .scene import RoguelightScene

SCENE = RoguelightScene
