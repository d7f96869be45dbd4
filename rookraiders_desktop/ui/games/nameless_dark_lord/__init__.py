"""The Nameless Dark Lord's table: the scene and the card faces.

`SCENE` is imported when first asked for (ui/games/__init__.py): the library draws the cover
(cover.py) at start-up without loading the table and the engine behind it."""

from __future__ import annotations

from typing import Any


def __getattr__(name: str) -> Any:
    if name == "SCENE":
        from .scene import NamelessDarkLordScene

        return NamelessDarkLordScene
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
