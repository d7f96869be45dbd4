"""The window's side of remote play: a seat's client (net/client.py) or a host (net/host.py) run in
their own Python threads; what they learn reaches Qt only through this QObject's signals, which
are queued to the window's thread. Imported only when the player hosts or joins."""

from __future__ import annotations

import threading
from typing import Any

from PySide6.QtCore import QObject, Signal

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
        self._thread = threading.Thread(target=client.run, name="online-seat", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def submit(self, action: Any) -> None:
        self.client.call(self.client.submit, action)

    def say(self, text: str) -> None:
        self.client.call(self.client.say, text)

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
        if client.audit is not None:
            self.finished.emit(list(client.audit))


class HostRunner(QObject):
    """A room hosted from this window, its loop in a thread of its own."""

    seats_changed = Signal(object)  # dict: seat -> state
    rekeyed = Signal(int, str)  # seat, its new invitation

    def __init__(self, host: Host, broker: Any = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host, self.broker = host, broker
        self._states: dict[str, str] = {}
        host.on_change = self._changed
        self._thread = threading.Thread(target=host.run, name="online-host", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def rekey(self, seat: int) -> None:
        """A new key (and invitation) for a seat whose invitation leaked; the old one reaches nothing."""
        self.host.call(lambda: self.rekeyed.emit(seat, self.host.rekey(seat).to_url()))

    def _changed(self) -> None:
        gateway = self.host.gateway
        states = gateway.seat_states() if gateway is not None else {}
        if states != self._states:
            self._states = states
            self.seats_changed.emit({int(seat): state for seat, state in states.items()})

    def close(self) -> None:
        if self.host.stopping.is_set():
            return
        self.host.stop()
        self._thread.join(2)
        self.host.close()
        if self.broker is not None:
            self.broker.stop()
