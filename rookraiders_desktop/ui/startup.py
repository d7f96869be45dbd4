"""Work left out of start-up, done once the main window has painted (MainWindow.after_first_paint).

`Preparation` does it without freezing the window, in two stages (issue 17):
1. listed: the library is filled from the games' light listings and covers (no rules imported)
   and has painted: the window is ready to use.
2. done: on a thread of its own, the engine (pydantic models, every game's rules, data and bots),
   the games' tables and the window's parts are imported and the card faces listed (no Qt object
   is made there); then on the window's thread, one short step per turn of the event loop, every
   card face is drawn once off screen (fonts and glyphs loaded before a table is first shown) and
   the window's parts built on first use are built: any game's table paints at once. A game
   started before then imports what it needs itself.
`warm_up()` does the second stage's work in one go (tests, benchmarks).
"""

from __future__ import annotations

import importlib
import threading
from collections.abc import Callable, Iterator
from contextlib import suppress
from typing import Any

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QWidget

FACES_PER_STEP = 6  # card faces drawn per turn of the event loop (each a few milliseconds)
# What MainWindow builds on first use (the table and what lives in it, the replays, the rules help)
# and the new-game dialog: imported off the window's thread, the window then only makes the widgets.
PART_MODULES = (
    "new_game",
    "table_view",
    "panels",
    "curtain",
    "coach",
    "end_screen",
    "keyboard",
    "preview",
    "quick_reference",
    "recap",
    "tutorial",
    "replay",
    "rules_help",
)


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


def import_tables() -> list[Any]:
    """The games' tables, the new-game dialog and the modules of the window's parts imported (no Qt
    object is made: safe on any thread); returns the card faces to draw once."""
    from .games import warm_up_faces

    for name in PART_MODULES:
        importlib.import_module(f"{__package__}.{name}")
    return warm_up_faces()


def _steps(faces: list[Any], window: Any = None) -> Iterator[None]:
    """The window's-thread part of the second stage, one step per `next`."""
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


def warm_up(window: Any = None) -> None:
    """The whole second stage at once (no library to fill): imports, card faces drawn, and the
    parts of `window` (a MainWindow) built."""
    import_engine()
    for _ in _steps(import_tables(), window):
        pass


class Preparation(QObject):
    """See the module docstring. `list_games` fills the library, whose painting `shown` (a widget
    of it) tells; `window`'s PARTS are built last."""

    listed = Signal()
    done = Signal()
    _imported = Signal()

    def __init__(self, window: Any, list_games: Callable[[], None], shown: QWidget):
        super().__init__(window)
        self._list_games, self._shown = list_games, shown
        self._window = window
        self._steps: Iterator[None] = iter(())
        self._imported.connect(self._next)  # queued: emitted by the importing thread

    def start(self) -> None:
        self._list_games()
        self._shown.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self._shown.removeEventFilter(self)
            QTimer.singleShot(0, self._listed)  # once this paint is done
        return False

    def _listed(self) -> None:
        self.listed.emit()
        QTimer.singleShot(0, self._start_import)  # not when the app quits at `listed` (--quit-when-ready)

    def _start_import(self) -> None:
        # not a daemon: a quit while it imports waits for it (a thread stopped inside Qt's import
        # hooks at exit aborts the process)
        threading.Thread(target=self._import, name="prepare-engine").start()

    def _import(self) -> None:
        faces: list[Any] = []
        with suppress(Exception):  # a broken game says so when it starts, on the window's thread
            import_engine()
            faces = import_tables()
        self._steps = _steps(faces, self._window)
        self._imported.emit()

    def _next(self) -> None:
        try:
            next(self._steps)
        except StopIteration:
            self.done.emit()
            return
        QTimer.singleShot(0, self._next)
