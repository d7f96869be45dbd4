"""Each game's table: ui/games/<game_id>/ is one package per game (its scene, its own items, its
motion) whose scene module names its scene class, `SCENE` (whose `warm_up_faces()` gives the
card faces to draw once off screen at start-up). Shared code finds a game's table only through
`scene_class(game_id)`, which imports ui/games/<game_id>/scene.py when a table is first asked
for; a game kept elsewhere (a test's) registers its scene with `register_scene`. Nothing here
names a game: engine/registry.py lists them."""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ...engine.core.game import Game
    from ..scene_base import GameScene
    from ..tutorial_lesson import Lesson

SCENES: dict[str, type[GameScene]] = {}  # game id -> scene class, filled as the tables are asked for
LESSONS: dict[str, Lesson] = {}  # game id -> its Learn to play lesson, filled as they are asked for


def registered_games() -> dict[str, Game[Any, Any]]:
    """Game id -> game: engine/registry.py's list (imported when first asked, not at start-up)."""
    from ...engine.registry import GAMES

    return GAMES


def register_scene(game_id: str, scene: type[GameScene]) -> type[GameScene]:
    """Make `scene` the table of `game_id` (a game whose ui package is not ui/games/<game_id>)."""
    SCENES[game_id] = scene
    return scene


def game_ui(game_id: str) -> ModuleType | None:
    """The ui package of `game_id` (ui/games/<game_id>/), None when there is none."""
    name = f"{__name__}.{game_id}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as e:
        if e.name == name:
            return None
        raise  # the package is there but something it imports is not: a bug to see


def scene_class(game_id: str) -> type[GameScene]:
    """The scene class that draws `game_id`'s table; KeyError when the game has none."""
    if game_id not in SCENES:
        if game_ui(game_id) is None:
            raise KeyError(f"no table for the game {game_id!r}: no ui/games/{game_id}/ and none registered")
        scene: type[GameScene] = importlib.import_module(f"{__name__}.{game_id}.scene").SCENE
        SCENES[game_id] = scene
    return SCENES[game_id]


def register_lesson(lesson: Lesson) -> Lesson:
    """Make `lesson` the Learn to play of its game (a game whose ui package is elsewhere)."""
    LESSONS[lesson.game_id] = lesson
    return lesson


def lesson(game_id: str) -> Lesson | None:
    """The Learn to play lesson of `game_id`: `LESSON` of ui/games/<game_id>/tutorial.py (see
    ui/tutorial_lesson.py); None when the game has none."""
    if game_id not in LESSONS:
        name = f"{__name__}.{game_id}.tutorial"
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as e:
            if e.name in (name, f"{__name__}.{game_id}"):
                return None
            raise  # the lesson is there but something it imports is not: a bug to see
        LESSONS[game_id] = module.LESSON
    return LESSONS[game_id]


def warm_up_faces() -> list[Any]:
    """Card faces to draw once off screen at start-up (fonts and glyphs loaded before a table is
    first shown), each registered game's in the registry's order; importing their packages also
    loads what starting a game needs. A game whose data does not load gives none (said when it
    starts)."""
    faces: list[Any] = []
    for game_id in registered_games():
        try:
            scene = scene_class(game_id)
        except KeyError:  # a game without a table (a test's)
            continue
        faces += scene.warm_up_faces()
    return faces
