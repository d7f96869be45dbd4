"""A seat played over the network, on the window's table: a GameSession whose state is the seat's
own view as the host last sent it. A choice goes to the host (no move is applied early here); the
host's answer comes back as a new view, or as a refusal with its clause. No undo, no local bots:
the other seats are played elsewhere."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import BaseModel

from ..bridge.session import GameSession
from ..engine.core.errors import ActionRejected
from ..engine.core.game import Event, Game, Setup
from ..engine.core.i18n import QT_TRANSLATE_NOOP
from ..engine.core.session import HistoryEntry, Session
from .online_bridge import SeatLink


class Unseen(BaseModel):
    """Stands in the history for a move this seat was not shown (only its events were)."""

    kind: str = "unseen"


class RemoteGameSession(GameSession):
    def __init__(self, link: SeatLink, game: Game[Any, Any], setup: Setup, view: Any, seat: int | None) -> None:
        super().__init__(Session(game, setup, 0, state=view, keep_snapshots=False), autosave=None)
        self.link, self.seat = link, seat
        link.view_arrived.connect(self._on_view)
        link.refused.connect(self._on_refused)

    # --- who plays where ------------------------------------------------------------------
    def is_bot(self, seat: int | None) -> bool:
        return seat is not None and seat != self.seat  # played elsewhere: never from this window

    def humans(self) -> list[int]:
        return [] if self.seat is None else [self.seat]  # a spectator plays no seat

    def bot_to_move(self) -> int | None:
        return None

    def _ask_bot(self) -> None:
        return None

    def _record(self, result: Any) -> None:
        return None  # the practice journal keeps games played here, not a seat of someone else's room

    def can_undo(self) -> bool:
        return False

    def can_redo(self) -> bool:
        return False

    # --- play -----------------------------------------------------------------------------
    def submit(self, action: Any) -> bool:
        """The seat's choice goes to the host, if the seat's own view allows it."""
        seat = self.seat
        if seat is None or action.player != seat or action not in self.legal_actions(seat):  # actions name their player
            self._on_refused("TURN", QT_TRANSLATE_NOOP("RookRaiders", "It is not that player's turn to act"), {})
            return False
        self.link.submit(action)
        return True

    def close(self) -> None:
        """Another game on the table (or the window closing): this seat leaves the room."""
        super().close()
        self.link.close()

    def save(self, path: Path | None = None) -> Path:
        raise OSError(QT_TRANSLATE_NOOP("OnlineTable", "the host keeps this game's save"))

    def _on_view(self, view: Any, events: list[Event], mine: bool) -> None:
        movers = self.game.to_move(self.core.state)
        mover = next((m for m in movers if m != self.seat), -1)
        actor = self.seat if mine and self.seat is not None else mover
        self.core.state = view
        if events or mine:
            self.core.history.append(HistoryEntry(Unseen(), actor, events, b""))
        self.version += 1
        self.events_applied.emit(events)
        self._after_change()

    def _on_refused(self, rule: str, template: str, params: dict[str, Any]) -> None:
        self.last_violation = ActionRejected(rule, template, **params)
        self.action_rejected.emit(rule, self.last_violation.message)
