"""PaintPacer: a change is redrawn in one turn of the window's event loop and painted in the next.

Redrawing a move (the scene, the prompt, the log) and painting it are the window's two longest
pieces of work, some 20-30 ms each. Qt paints what a redraw marked in the same burst of posted
events, and timers (a dice animation, a heartbeat) wait behind the whole burst: together the two
made the window's longest pauses. So the window holds its first repaint request after a change,
lets the event loop turn once (a timer), then sends it; the session meanwhile holds its bots
(GameSession.pause_for_paint), so no bot thinks beside the paint nor plays its move in the same turn.
Only the pixels are a turn behind: a click in between meets the table as it is now.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

TURN_MS = 1  # a real timer: singleShot(0) is a posted call, delivered inside the same burst


class PaintPacer(QObject):
    """Installed on the top-level `window`; `session()` is the game on the table (or None)."""

    def __init__(self, window: QWidget, session: Any):
        super().__init__(window)
        self._window = window
        self._session = session
        self._state = "idle"  # -> "armed" (a change redrawn) -> "held" (its repaint held) ->
        # "painting" (sent again) -> "idle"
        self._cycle = 0  # a change redrawn while the last one's paint is sent starts a new cycle
        self._held: Any = None  # the session whose bots wait for the paint
        window.installEventFilter(self)

    def change_redrawn(self) -> None:
        """Call as a change is redrawn: its paint comes a turn later, the bots wait for it."""
        if self._state in ("armed", "held") or not self._window.isVisible():
            return  # (its paint is held already)
        self._state = "armed"
        self._cycle += 1
        session = self._session()
        if session is not self._held:
            self._release()
            self._held = session
            if session is not None:
                session.pause_for_paint()
        cycle = self._cycle
        QTimer.singleShot(TURN_MS, self, lambda: self._turned(cycle))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.UpdateRequest and self._state == "armed":
            self._state = "held"  # Qt posts no other request until this one is handled: ours is
            return True
        return False

    def _turned(self, cycle: int) -> None:
        if cycle != self._cycle:
            return
        if self._state == "held":
            QCoreApplication.postEvent(self._window, QEvent(QEvent.Type.UpdateRequest))
        self._state = "painting"  # (or nothing to paint)
        QTimer.singleShot(TURN_MS, self, lambda: self._painted(cycle))  # done when timers run again

    def _painted(self, cycle: int) -> None:
        if cycle == self._cycle:
            self._state = "idle"
            self._release()

    def _release(self) -> None:
        held, self._held = self._held, None
        if held is not None:
            held.resume_after_paint()
