"""Work left out of start-up, done once the main window has painted (MainWindow.after_first_paint).

`Preparation` does it without freezing the window: the engine (pydantic models, every game's rules,
data and bots) is imported on a thread of its own, then on the window's thread, one short step per
turn of the event loop, the library is filled, the games' tables are imported, every card face is
drawn once off screen (fonts and glyphs loaded before a table is first shown) and the window's parts
built on first use are built. Then `done`: any game starts at once. `warm_up()` does the same
work in one go (tests, benchmarks).
"""

from __future__ import annotations

import importlib
import threading
from collections.abc import Callable, Iterator
from contextlib import suppress
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QImage, QPainter

FACES_PER_STEP = 6  # card faces drawn per turn of the event loop (each a few milliseconds)


def import_engine() -> None:
    """What starting any game needs from the engine, imported (safe on any thread: no Qt), and the
    temporary files that writes killed half-way left in the data folder removed."""
    from ..bridge import session
    from ..engine.core.session import remove_stale_temps
    from ..engine.registry import GAMES

    for game_id in GAMES:
        with suppress(ImportError):  # a game without a greedy bot (a test's)
            importlib.import_module(f"{GAMES[game_id].__module__.rsplit('.', 1)[0]}.bot")
    remove_stale_temps(session.data_dir())


def _steps(list_games: Callable[[], None], window: Any = None) -> Iterator[None]:
    """The window's-thread part of the preparation, one step per `next`."""
    list_games()
    yield
    from . import new_game  # noqa: F401
    from .games import registered_games, scene_class

    faces: list[Any] = []
    for game_id in registered_games():
        with suppress(KeyError):  # a game without a table (a test's)
            faces += scene_class(game_id).warm_up_faces()
        yield
    for start in range(0, len(faces), FACES_PER_STEP):
        _draw(faces[start : start + FACES_PER_STEP])
        yield
    for name in getattr(window, "PARTS", ()):
        getattr(window, name)
        yield


def _draw(faces: list[Any]) -> None:
    from .items import CardItem, CardLook

    image = QImage(92, 120, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    for face in faces:
        item = CardItem(CardLook(face, damage=1, acted=True, badge="x"))
        item.draw(painter, item.boundingRect())
    painter.end()


def warm_up() -> None:
    """The whole preparation at once (no library to fill): imports, card faces drawn."""
    import_engine()
    for _ in _steps(lambda: None):
        pass


class Preparation(QObject):
    """See the module docstring. `list_games` fills the library (the first step once the engine
    is imported); `window`'s PARTS are built last."""

    done = Signal()
    _imported = Signal()

    def __init__(self, window: Any, list_games: Callable[[], None]):
        super().__init__(window)
        self._steps = _steps(list_games, window)
        self._imported.connect(self._next)  # queued: emitted by the importing thread

    def start(self) -> None:
        threading.Thread(target=self._import, name="prepare-engine", daemon=True).start()

    def _import(self) -> None:
        with suppress(Exception):  # a broken game says so when it starts, on the window's thread
            import_engine()
        self._imported.emit()

    def _next(self) -> None:
        try:
            next(self._steps)
        except StopIteration:
            self.done.emit()
            return
        QTimer.singleShot(0, self._next)
