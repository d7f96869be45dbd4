"""PaintPacer: a change is redrawn in one turn of the window's event loop and painted in the next.

Redrawing a move (the scene, the prompt, the log) and painting it are the window's two longest
pieces of work, some 20-30 ms each. Qt paints what a redraw marked in the same burst of posted
events, and timers (a dice animation, a heartbeat) wait behind the whole burst: together the two
made the window's longest pauses. So the window holds its first repaint request after a change,
lets the event loop turn once (a timer), then sends it; the session meanwhile holds its bots
(GameSession.pause_for_paint), so no bot thinks beside the paint nor plays its move in the same turn.
Only the pixels are a turn behind: a click in between meets the table as it is now.

A new table's first paint draws every item for the first time (its board, dozens of chips and
cards: some 35 ms at once). So before it the pacer draws the table off screen, a few tiles of the
view per turn: each item drawn fills its cache (the items cache their pixels), and the first paint
then only copies them.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, QTimer
from PySide6.QtGui import QImage, QRegion
from PySide6.QtWidgets import QGraphicsView, QWidget

WARM_TURN_MS = 10  # a turn draws a new table's tiles off screen until this much time has passed
TILES = 4  # a new table is drawn off screen in TILES x TILES tiles of its view


class PaintPacer(QObject):
    """Installed on the top-level `window`; `session()` is the game on the table (or None)."""

    def __init__(self, window: QWidget, session: Callable[[], Any]):
        super().__init__(window)
        self._window = window
        self._session = session
        self._state = "idle"  # -> "armed" (a change redrawn) -> "held" (its repaint held) ->
        # "painting" (sent again) -> "idle"
        self._held: Any = None  # the session whose bots wait for the paint
        self._new_table: QGraphicsView | None = None  # a new table to draw off screen first
        self._viewport: QWidget | None = None  # the view being drawn off screen
        self._tiles: list[QRect] = []  # what of it is left to draw
        # A zero timer times out once the posted events (the repaint among them) are handled, and
        # no sooner: QTimer.singleShot(0) would be a posted call itself, inside the same burst.
        self._turn = QTimer(self)
        self._turn.setSingleShot(True)
        self._turn.setInterval(0)
        self._turn.timeout.connect(self._turned)
        window.installEventFilter(self)

    def change_redrawn(self) -> None:
        """Call as a change is redrawn: its paint comes a turn later, the bots wait for it."""
        if self._state in ("armed", "held") or not self._window.isVisible():
            return  # (its paint is held already)
        self._state = "armed"
        session = self._session()
        if session is not self._held:
            self._release()
            self._held = session
            if session is not None:
                session.pause_for_paint()
        self._turn.start()  # (again, when the last change's paint was being sent)

    def table_shown(self, view: QGraphicsView) -> None:
        """Call as a new table is built in `view`: it is drawn off screen over the next turns, then
        painted (and its bots wait for that paint)."""
        self.change_redrawn()
        if self._state in ("armed", "held"):
            self._new_table = view  # (tiled at the next turn: by then the view has its size)

    @property
    def warming(self) -> bool:
        """Whether a new table is being drawn off screen (those paints are not the table's)."""
        return self._new_table is not None or bool(self._tiles)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.UpdateRequest and self._state == "armed":
            self._state = "held"  # Qt posts no other request until this one is handled: ours is
            return True
        return False

    def _turned(self) -> None:
        if self._state == "painting":  # the paint is done
            self._state = "idle"
            self._release()
            return
        if self._warm():
            self._turn.start()  # the paint waits for the next turn
            return
        if self._state == "held":
            QCoreApplication.postEvent(self._window, QEvent(QEvent.Type.UpdateRequest))
        self._state = "painting"  # (or nothing to paint)
        self._turn.start()

    def _warm(self) -> bool:
        """Draws the next tiles of a new table off screen; False when none was left to draw."""
        if self._new_table is not None:  # this turn ran the new table's layout: the drawing waits
            self._viewport, self._new_table = self._new_table.viewport(), None
            self._tiles = _tiles(self._viewport.width(), self._viewport.height())
            return True
        if not self._tiles or self._viewport is None:
            return False
        start = time.perf_counter()
        while self._tiles and (time.perf_counter() - start) * 1000 < WARM_TURN_MS:
            _draw_off_screen(self._viewport, self._tiles.pop(0))
        return True

    def _release(self) -> None:
        held, self._held = self._held, None
        if held is not None:
            held.resume_after_paint()


def _tiles(width: int, height: int) -> list[QRect]:
    xs = [i * width // TILES for i in range(TILES + 1)]
    ys = [j * height // TILES for j in range(TILES + 1)]
    return [QRect(xs[i], ys[j], xs[i + 1] - xs[i], ys[j + 1] - ys[j]) for j in range(TILES) for i in range(TILES)]


def _draw_off_screen(viewport: QWidget, tile: QRect) -> None:
    """Paints `tile` of `viewport` into an image: the items in it draw into their caches."""
    ratio = viewport.devicePixelRatioF()
    image = QImage(
        round(tile.width() * ratio) + 1, round(tile.height() * ratio) + 1, QImage.Format.Format_ARGB32_Premultiplied
    )
    image.setDevicePixelRatio(ratio)
    viewport.render(image, QPoint(), QRegion(tile))
