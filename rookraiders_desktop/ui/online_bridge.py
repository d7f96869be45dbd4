"""The window's side of remote play: a seat's client (net/client.py) or a host (net/host.py) run in
their own Python threads; what they learn reaches Qt only through this QObject's signals, which
are queued to the window's thread. Imported only when the player hosts or joins."""

from __future__ import annotations

import pickle
import threading
from typing import Any

from PySide6.QtCore import QObject, Signal

from ..engine.core.errors import RuleViolation
from ..net.client import Client
from ..net.host import Host


class SeatLink(QObject):
    """One seat played from this window over the network."""

    view_arrived = Signal(object, list, bool)  # the seat's view, the events it may see, whether it was its own move
    refused = Signal(str, str, object)  # clause, template, parameters (a dict)
    chat_arrived = Signal(int, str)  # seat, text
    seats_changed = Signal(object)  # dict: seat -> connected / away / waiting / bot
    link_changed = Signal(str)  # connecting, connected, reconnecting, unreachable
    finished = Signal(list)  # the audit's problems ([]: the host's game checks out)
    closed = Signal()  # the seat left the room

    def __init__(self, client: Client, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.client = client
        client.on_change = self._changed  # runs on the client's thread: only emits
        self._seen = {"view": 0, "log": 0, "chat": 0, "refusals": 0, "played": 0}
        self._seats: dict[int, str] = {}
        self._link = ""
        self._audited = False
        self._thread = threading.Thread(target=client.run, name="online-seat", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def submit(self, action: Any) -> None:
        self.client.call(self.client.submit, action)

    def say(self, text: str) -> None:
        self.client.call(self.client.say, text)

    def seat_states(self) -> dict[int, str]:
        return dict(self.client.seats)

    def own_seats(self) -> list[int]:
        return [] if self.client.seat is None else [self.client.seat]

    def close(self) -> None:
        if self.client.stopping.is_set():
            return
        self.client.stop()
        if self._thread.is_alive():
            self._thread.join(2)
        self.client.close()
        self.closed.emit()

    def _changed(self) -> None:
        client, seen = self.client, self._seen
        if client.view_n != seen["view"] and client.view is not None:
            events = client.log[seen["log"] :]
            mine = client.played > seen["played"]
            seen.update(view=client.view_n, log=len(client.log), played=client.played)
            self.view_arrived.emit(client.view, events, mine)
        for seat, text in client.chat[seen["chat"] :]:
            self.chat_arrived.emit(seat, text)
        seen["chat"] = len(client.chat)
        for refusal in client.refusals[seen["refusals"] :]:
            self.refused.emit(str(refusal.get("rule", "")), str(refusal.get("template", "")), refusal.get("params", {}))
        seen["refusals"] = len(client.refusals)
        if client.seats != self._seats:
            self._seats = dict(client.seats)
            self.seats_changed.emit(self._seats)
        if client.state != self._link:
            self._link = client.state
            self.link_changed.emit(client.state)
        if client.audit is not None and not self._audited:
            self._audited = True  # told once
            self.finished.emit(list(client.audit))


class HostRunner(QObject):
    """A room hosted from this window, its loop in a thread of its own. The seats played at this
    computer (local) see the host's state through `applied`, in this process, never over the wire."""

    seats_changed = Signal(object)  # dict: seat -> state
    rekeyed = Signal(object, str)  # seat (None: the spectators), its new invitation
    applied = Signal(object, object, list)  # a copy of the host's state after an action, the action, its events
    refused = Signal(str, str, object)  # a local seat's action refused: clause, template, parameters
    chat_arrived = Signal(int, str)  # seat, text
    closed = Signal()  # the room closed

    def __init__(self, host: Host, broker: Any = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host, self.broker = host, broker
        self._states: dict[str, str] = {}
        self._chat = 0
        host.on_change = self._changed
        host.on_applied = self._applied
        self._thread = threading.Thread(target=host.run, name="online-host", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def local_seats(self) -> list[int]:
        return [seat for seat, kind in enumerate(self.host.room.kinds) if kind == "local"]

    own_seats = local_seats  # the Online panel's "you"

    def seat_states(self) -> dict[int, str]:
        gateway = self.host.gateway
        return {int(seat): state for seat, state in (gateway.seat_states() if gateway else {}).items()}

    def state_copy(self) -> Any:
        """The host's state, copied for the window (call before start(), or on the host's thread)."""
        return pickle.loads(pickle.dumps(self.host.session.state, protocol=pickle.HIGHEST_PROTOCOL))

    def play(self, action: Any) -> None:
        """A local seat's choice, applied on the host's thread (a refusal comes back by `refused`)."""
        self.host.call(self._play, action)

    def say(self, text: str) -> None:
        """A chat line from this computer, said as its first local seat."""
        seats, gateway = self.local_seats(), self.host.gateway
        if seats and gateway is not None:
            self.host.call(gateway.say, seats[0], text)

    def _play(self, action: Any) -> None:
        gateway = self.host.gateway
        assert gateway is not None
        try:
            gateway.play_local(action)
        except RuleViolation as exc:
            self.refused.emit(exc.rule, exc.template, dict(exc.params))

    def _applied(self, action: Any, events: list[Any]) -> None:
        self.applied.emit(self.state_copy(), action, events)  # runs on the host's thread: only emits

    def rekey(self, seat: int | None) -> None:
        """A new key (and invitation) for a seat (None: the spectators) whose invitation leaked; the
        old one reaches nothing."""
        self.host.call(lambda: self.rekeyed.emit(seat, self.host.rekey(seat).to_url()))

    def _changed(self) -> None:
        gateway = self.host.gateway
        states = gateway.seat_states() if gateway is not None else {}
        if states != self._states:
            self._states = states
            self.seats_changed.emit({int(seat): state for seat, state in states.items()})
        for seat, text in gateway.chat[self._chat :] if gateway is not None else []:
            self.chat_arrived.emit(seat, text)
        self._chat = len(gateway.chat) if gateway is not None else 0

    def close(self) -> None:
        if self.host.stopping.is_set():
            return
        self.host.stop()
        if self._thread.is_alive():
            self._thread.join(2)
        self.host.close()
        if self.broker is not None:
            self.broker.stop()
        self.closed.emit()
