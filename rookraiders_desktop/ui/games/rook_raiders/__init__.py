"""Rook & Raiders' table: the scene, the card faces and the threat badge."""

from __future__ import annotations

from typing import Any

from .scene import RookRaidersScene

SCENE = RookRaidersScene


def warm_up_faces() -> list[Any]:
    """Every unit, monster and command face, and the step cards; [] when the data does not load."""
    from ....engine.core.errors import ContentError
    from ....engine.games.rook_raiders.content import load_content
    from .faces import CommandFace, MonsterFace, StepFace, UnitFace

    try:
        content = load_content()
    except ContentError:
        return []
    faces: list[Any] = [UnitFace(u) for u in content.units] + [MonsterFace(m) for m in content.monsters]
    return faces + [CommandFace(c) for c in content.commands] + [StepFace(n) for n in (5, 6, 7)]
