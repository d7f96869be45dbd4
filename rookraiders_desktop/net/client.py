"""A seat at a distance: it receives its numbered, encrypted stream, keeps its view, log, chat and
the seats' connection states, plays through a bot or `submit` (the window), asks for what it missed
(a ping carries the last number it holds) and, at the end, audits the host."""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

from pydantic import BaseModel

from ..engine.bots import Bot, decide, make_bot
from ..engine.core.game import Event, Game, Setup
from .audit import Problem, Record, check
from .crypto import Refused, open_sealed, seal, topic
from .invite import Invitation
from .link import Link

log = logging.getLogger(__name__)
DOWN_LIMIT = 4 * 1024 * 1024  # bytes of one message from the host


class ClientError(RuntimeError):
    """The seat cannot play (no broker, an unknown game), with a sentence saying why."""


@dataclass
class Client:
    invitation: Invitation
    bot: str | None = None  # None: a person plays through submit()
    ping_every: float = 2.0  # seconds between heartbeats (each asks for what was missed)
    resend_after: float = 3.0  # seconds before an unanswered action is sent again
    ca_file: Path | None = None
    on_change: Callable[[], None] = lambda: None  # called on the client's thread after each message
    game: Game[Any, Any] | None = None
    setup: Setup | None = None
    view: Any = None
    log: list[Event] = field(default_factory=list)
    chat: list[tuple[int, str]] = field(default_factory=list)
    refusals: list[dict[str, Any]] = field(default_factory=list)
    seats: dict[int, str] = field(default_factory=dict)  # connection state per seat
    epoch: int | None = None
    last: int = 0  # the last stream number handled
    view_n: int = 0  # the stream number of the current view
    commit: str = ""
    record: Record = field(default_factory=Record)
    audit: list[Problem] | None = None  # None until the end; then the problems found ([]: all good)
    revealed_seed: int | None = None  # the host's seed, revealed at the end for the audit
    incidents: list[str] = field(default_factory=list)
    state: str = "connecting"  # connecting, connected, reconnecting, unreachable
    inbox: queue.Queue[tuple[str, Any, Any]] = field(default_factory=queue.Queue)
    stopping: threading.Event = field(default_factory=threading.Event)
    _pending: dict[int, dict[str, Any]] = field(default_factory=dict)
    _acted_on: int = 0
    _act: dict[str, Any] | None = None
    _act_sent: float = 0.0
    _act_first: float = 0.0
    latencies: list[float] = field(default_factory=list)  # seconds from each action sent to its view
    _mine: int = 0  # this seat's actions the host had applied when the pending one was sent
    played: int = 0  # ... and has applied now
    _pinged: float = 0.0
    _bot: Bot | None = None
    link: Link | None = None

    def __post_init__(self) -> None:
        from ..engine.registry import GAMES

        self.game = GAMES.get(self.invitation.game_id)
        if self.game is None:
            raise ClientError(f"the invitation is for a game this app does not know ({self.invitation.game_id!r})")
        seat = self.invitation.seat
        if self.bot is not None and seat is not None:
            self._bot = make_bot(self.bot, seat, self.game.game_id)

    @property
    def seat(self) -> int | None:
        return self.invitation.seat

    @property
    def finished(self) -> bool:
        return self.audit is not None

    def _topic(self, direction: str) -> str:
        return topic(self.invitation.key, self.invitation.room, direction)

    # --- running ---------------------------------------------------------------------------
    def connect(self, timeout: float = 10.0) -> None:
        self.link = Link(self.invitation.brokers, self._arrived, self._link_state, ca_file=self.ca_file)
        self.link.subscribe(self._topic("down"))
        self.link.start(will=(self._topic("up"), seal(self.invitation.key, {"t": "gone"})))
        if not self.link.wait_connected(timeout):
            self.link.stop()
            raise ClientError(f"no broker answers ({self.link.last_error or 'timed out'})")

    def run(self, timeout: float | None = None) -> bool:
        """Play until the game is over and audited (True), stop() or `timeout` seconds (False)."""
        deadline = None if timeout is None else time.monotonic() + timeout
        while not self.finished and not self.stopping.is_set():
            if deadline is not None and time.monotonic() > deadline:
                return False
            self.step(0.1)
        if self.finished:
            self._send({"t": "bye"})
        return self.finished

    def step(self, timeout: float) -> None:
        """Handle what arrived (waiting at most `timeout`), then keep time: ping, resend, play."""
        try:
            kind, first, second = self.inbox.get(timeout=timeout)
        except queue.Empty:
            pass
        else:
            if kind == "message":
                self._receive(first)
            else:
                first(*second)
            self.on_change()
        now = time.monotonic()
        if now - self._pinged >= self.ping_every:
            self._ping()
        if self._act is not None and now - self._act_sent >= self.resend_after:
            self._send(self._act)
            self._act_sent = now
        self._play_bot()

    def call(self, function: Callable[..., Any], *args: Any) -> None:
        """Run `function(*args)` on the client's thread (the window's choices and chat)."""
        self.inbox.put(("call", function, args))

    def stop(self) -> None:
        self.stopping.set()

    def close(self) -> None:
        if self.link is not None:
            self.link.stop()

    def _arrived(self, _name: str, payload: bytes) -> None:
        self.inbox.put(("message", payload, None))

    def _link_state(self, state: str) -> None:
        self.inbox.put(("call", self._set_state, (state,)))

    def _set_state(self, state: str) -> None:
        self.state = state
        if state == "connected":
            self._ping()  # after a reconnection: ask for what was missed at once

    # --- sending ---------------------------------------------------------------------------
    def _send(self, message: dict[str, Any]) -> None:
        if self.link is not None:
            self.link.publish(self._topic("up"), seal(self.invitation.key, message))

    def _ping(self) -> None:
        self._pinged = time.monotonic()
        self._send({"t": "ping", "e": self.epoch, "n": self.last})

    def submit(self, action: BaseModel) -> None:
        """Send this seat's choice, made on the current view (the host decides whether it stands)."""
        self._act = {"t": "act", "e": self.epoch, "ref": self.view_n, "a": action.model_dump(mode="json")}
        self._mine = self.played
        self._acted_on, self._act_sent = self.view_n, time.monotonic()
        self._act_first = self._act_sent
        self._send(self._act)

    def say(self, text: str) -> None:
        self._send({"t": "chat", "text": text})

    def my_turn(self) -> bool:
        game = self.game
        return game is not None and self.view is not None and self.seat in game.to_move(self.view)

    def _play_bot(self) -> None:
        if self._bot is None or self.game is None or self.seat is None or self.audit is not None:
            return
        ready = self._act is None and self._acted_on != self.view_n
        if ready and self.my_turn() and self.game.result(self.view) is None:
            self.submit(decide(self._bot, self.game, self.view, self.seat))

    # --- receiving -------------------------------------------------------------------------
    def _receive(self, payload: bytes) -> None:
        try:
            _nonce, message = open_sealed(self.invitation.key, payload, DOWN_LIMIT)
            epoch, number = message["e"], message["n"]
            if type(number) is not int or type(epoch) is not int:
                raise Refused("not numbered")
        except (Refused, KeyError) as exc:
            self.incidents.append(f"refused a message: {exc}")
            log.warning("refused a message: %s", exc)
            return
        if message.get("fresh") and (epoch != self.epoch or number > self.last):
            self.epoch, self.last = epoch, number - 1
            self._pending = {n: m for n, m in self._pending.items() if n > number}
        if epoch != self.epoch or number <= self.last:
            return  # a duplicate (a resend, or a replay: the same either way), or an old epoch's straggler
        self._pending[number] = message
        while self.last + 1 in self._pending:
            self.last += 1
            self._handle(self._pending.pop(self.last))
        if self._pending:
            self._ping()  # a gap: ask for what is missing

    def _handle(self, message: dict[str, Any]) -> None:
        handler = self.HANDLERS.get(message.get("t"))
        if handler is None:
            self.incidents.append(f"ignored a message of unknown type {message.get('t')!r}")
            return
        try:
            handler(self, message)
        except Exception as exc:
            self.incidents.append(f"could not read a {message.get('t')} message: {exc}")
            log.warning("could not read a message", exc_info=True)

    def _on_view(self, message: dict[str, Any]) -> None:
        game = self.game
        assert game is not None
        if message.get("fresh"):
            self.setup = Setup.model_validate(message["setup"])
            self.commit = str(message["commit"])
            self._on_seats(message)
        self.view = game.state_from_json(message["view"])
        self.view_n, self.played = message["n"], int(message["mine"])
        if self._act is not None and self.played > self._mine:
            self.latencies.append(time.monotonic() - self._act_first)
            self._act = None  # answered: the host applied it
        events = None if message.get("fresh") else message["ev"]
        self.record.note(int(message["i"]), message["view"], events)
        self.log += [Event.model_validate(event) for event in events or []]

    def _on_refused(self, message: dict[str, Any]) -> None:
        self.refusals.append(message)
        self._act = None

    def _on_chat(self, message: dict[str, Any]) -> None:
        self.chat.append((int(message["from"]), str(message["text"])))

    def _on_seats(self, message: dict[str, Any]) -> None:
        self.seats = {int(seat): str(state) for seat, state in message["seats"].items()}

    def _on_end(self, message: dict[str, Any]) -> None:
        assert self.game is not None
        seed = message.get("seed")
        self.revealed_seed = seed if isinstance(seed, int) else None
        self.audit = check(self.game, self.seat, self.commit, message, self.record)

    HANDLERS: ClassVar[dict[Any, Callable[[Client, dict[str, Any]], None]]] = {
        "view": _on_view,
        "refused": _on_refused,
        "chat": _on_chat,
        "seats": _on_seats,
        "end": _on_end,
    }
