"""The Nameless Dark Lord's table: the scene and the card faces."""

from __future__ import annotations

from typing import Any

from .scene import NamelessDarkLordScene

SCENE = NamelessDarkLordScene


def warm_up_faces() -> list[Any]:
    """Every card's face, and one in Japanese in a sleeve, so the first table paints as fast as the
    others; [] when the data does not load."""
    from ....engine.core.errors import ContentError
    from ....engine.games.nameless_dark_lord.content import load_content
    from .faces import NDCardFace, Sleeve

    try:
        ids = list(load_content().cards)
    except ContentError:
        return []
    return [NDCardFace(i) for i in ids] + [NDCardFace(ids[-1], "ja", Sleeve("red", "1·P", 1, 1, 1, True))]
