"""Roguelight's table: the scene, the dungeon sheets and the adventurer's walk.

`SCENE` is imported when first asked for (ui/games/__init__.py): the library draws the cover
(cover.py) at start-up without loading the table and the engine behind it."""

from __future__ import annotations

from typing import Any


def __getattr__(name: str) -> Any:
    if name == "SCENE":
        from .scene import RoguelightScene

        return RoguelightScene
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
