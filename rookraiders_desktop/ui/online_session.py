"""The online table in the window. A seat played over the network: a GameSession whose state is the
seat's own view as the host last sent it. The host's own seats (local, hot-seat at the host's
computer): a GameSession over a copy of the host's state, handed over in this process. Either way a
choice goes to the host (no move is applied early here); the host's answer comes back as a new
view or state, or as a refusal with its clause. No undo, no bots here: the host runs them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import BaseModel

from ..bridge.session import GameSession
from ..engine.core.errors import ActionRejected
from ..engine.core.game import Event, Game, Setup, actor_of
from ..engine.core.i18n import QT_TRANSLATE_NOOP
from ..engine.core.session import HistoryEntry, Session
from .online_bridge import HostRunner, SeatLink


class Unseen(BaseModel):
    """Stands in the history for a move this seat was not shown (only its events were)."""

    kind: str = "unseen"


class OnlineTable(GameSession):
    """What both kinds of online table share: only `mine` are played from this window."""

    mine: list[int]
    shown_seed: int | None = None  # the seed is the host's secret till the audit: the new-game line shows none

    # --- who plays where ------------------------------------------------------------------
    def is_bot(self, seat: int | None) -> bool:
        return seat is not None and seat not in self.mine  # played elsewhere: never from this window

    def humans(self) -> list[int]:
        return list(self.mine)  # a spectator plays no seat

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

    def save(self, path: Path | None = None) -> Path:
        raise OSError(QT_TRANSLATE_NOOP("OnlineTable", "the host keeps this game's save"))

    # --- play -----------------------------------------------------------------------------
    def submit(self, action: Any) -> bool:
        """A seat's choice goes to the host, if that seat is played here and its view allows it."""
        seat = actor_of(action)
        if seat not in self.mine or action not in self.legal_actions(seat):
            self._on_refused("TURN", QT_TRANSLATE_NOOP("RookRaiders", "It is not that player's turn to act"), {})
            return False
        self._send(action)
        return True

    def _send(self, action: Any) -> None:
        raise NotImplementedError

    def _on_refused(self, rule: str, template: str, params: dict[str, Any]) -> None:
        self.last_violation = ActionRejected(rule, template, **params)
        self.action_rejected.emit(rule, self.last_violation.message)


class RemoteGameSession(OnlineTable):
    def __init__(self, link: SeatLink, game: Game[Any, Any], setup: Setup, view: Any, seat: int | None) -> None:
        super().__init__(Session(game, setup, 0, state=view, keep_snapshots=False), autosave=None)
        self.link, self.seat = link, seat
        self.mine = [] if seat is None else [seat]
        link.view_arrived.connect(self.take_view)
        link.refused.connect(self._on_refused)

    def _send(self, action: Any) -> None:
        self.link.submit(action)

    def close(self) -> None:
        """Another game on the table (or the window closing): this seat leaves the room."""
        super().close()
        self.link.close()

    def take_view(self, view: Any, events: list[Event], mine: bool) -> None:
        """A table from the host, with the events of it this seat may see (`mine`: after its own move)."""
        movers = self.game.to_move(self.core.state)
        mover = next((m for m in movers if m != self.seat), -1)
        actor = self.seat if mine and self.seat is not None else mover
        self.core.state = view
        if events or mine:
            self.core.history.append(HistoryEntry(Unseen(), actor, events, b""))
        self.version += 1
        self.events_applied.emit(events)
        self._after_change()


class LocalSeatsSession(OnlineTable):
    """The seats played at the host's computer, hot-seat among themselves (the curtain goes between
    them as in any game here), over a copy of the host's state after each action."""

    def __init__(self, runner: HostRunner, state: Any) -> None:
        host = runner.host.session
        super().__init__(Session(host.game, host.setup, host.seed, state=state, keep_snapshots=False), autosave=None)
        self.runner, self.mine = runner, runner.local_seats()
        runner.applied.connect(self._on_applied)
        runner.refused.connect(self._on_refused)

    def _send(self, action: Any) -> None:
        self.runner.play(action)

    def close(self) -> None:
        """Another game on the table (or the window closing): the room closes."""
        super().close()
        self.runner.close()

    def _on_applied(self, state: Any, action: Any, events: list[Event]) -> None:
        self.core.state = state
        self.core.history.append(HistoryEntry(action, action.player, events, b""))
        self.version += 1
        self.events_applied.emit(events)
        self._after_change()
