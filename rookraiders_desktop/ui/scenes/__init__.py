"""Each game's table: game id -> scene class (the engine registry cannot name Qt classes)."""
from __future__ import annotations

from typing import Any

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

__all__ = ["GameScene", "SCENES", "warm_up_faces"]


def warm_up_faces() -> list[Any]:
    """Card faces to draw once off screen at start-up (fonts and glyphs loaded before a table is
    first shown): Rook & Raiders', and The Nameless Dark Lord's, whose first table then paints as
    fast as the others. [] when the first game's data does not load (said when it starts)."""
    from ...engine.core.errors import ContentError
    from ...engine.games.nameless_dark_lord.content import load_content as load_nd_content
    from ...engine.games.rook_raiders.content import load_content
    from ..items.nd_faces import NDCardFace, Sleeve
    from ..items.rr_faces import CommandFace, MonsterFace, StepFace, UnitFace
    try:
        content = load_content()
    except ContentError:
        return []
    faces: list[Any] = [UnitFace(u) for u in content.units] + [MonsterFace(m) for m in content.monsters]
    faces += [CommandFace(c) for c in content.commands] + [StepFace(n) for n in (5, 6, 7)]
    try:
        nd_ids = list(load_nd_content().cards)
        faces += [NDCardFace(i) for i in nd_ids] + [NDCardFace(nd_ids[-1], "ja", Sleeve("red", "1·P", 1, 1, 1, True))]
    except ContentError:
        pass
    return faces
