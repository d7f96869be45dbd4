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


class PaintPacer(QObject):
    """Installed on the top-level `window`; `session()` is the game on the table (or None)."""

    def __init__(self, window: QWidget, session: Any):
        super().__init__(window)
        self._window = window
        self._session = session
        self._state = "idle"  # -> "armed" (a change redrawn) -> "held" (its repaint held) ->
        # "painting" (sent again) -> "idle"
        self._held: Any = None  # the session whose bots wait for the paint
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
        if self._state == "held":
            QCoreApplication.postEvent(self._window, QEvent(QEvent.Type.UpdateRequest))
        self._state = "painting"  # (or nothing to paint)
        self._turn.start()

    def _release(self) -> None:
        held, self._held = self._held, None
        if held is not None:
            held.resume_after_paint()
