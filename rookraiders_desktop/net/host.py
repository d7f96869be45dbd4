"""The host: the one session, its seat gateway, an MQTT link and the room file. Every engine call
happens on the thread that runs `run()`; the link's thread only queues what arrives."""

from __future__ import annotations

import logging
import queue
import secrets
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from ..engine.core.game import Game, Setup
from ..engine.core.session import Session, load_save
from .broker import BrokerAddress, EmbeddedBroker, parse_broker
from .crypto import commitment, new_key
from .gateway import Gateway
from .invite import Invitation
from .link import Link
from .rooms import Room, discard, hold, is_hosted, room_files

log = logging.getLogger(__name__)
LINGER = 30.0  # seconds a finished host waits for every remote seat's goodbye


class HostError(RuntimeError):
    """The host cannot run (no broker answers, a damaged autosave), with a sentence saying why."""


@dataclass
class Host:
    room: Room
    room_path: Path
    session: Session
    ca_file: Path | None = None
    away_after: float | None = None
    ping_timeout: float = 10.0
    resend_grace: float = 1.0
    inbox: queue.Queue[tuple[str, Any, Any]] = field(default_factory=queue.Queue)
    stopping: threading.Event = field(default_factory=threading.Event)
    link: Link | None = None
    gateway: Gateway | None = None
    on_change: Callable[[], None] = lambda: None  # called on the host's thread after each message
    on_applied: Callable[[Any, list[Any]], None] = lambda _action, _events: None  # after each applied action
    lock: IO[bytes] | None = None  # the room's lock, held while this host runs it (rooms.hold)

    @classmethod
    def create(
        cls, game: Game[Any, Any], setup: Setup, kinds: list[str], brokers: list[str], room_path: Path, **options: Any
    ) -> Host:
        """A new room: fresh keys and salt, a random seed (kept secret until the end). `embedded`:
        the address of the broker the host runs itself, started again there on resume."""
        autosave = room_path.with_suffix(".autosave.json")
        spectators = bool(options.pop("spectators", False))
        seed = options.pop("seed", None)  # the tests' fixed seeds; a real room's is random
        room = Room.new(game.game_id, kinds, brokers, autosave, spectators, options.pop("embedded", None))
        session = Session(game, setup, secrets.randbits(63) if seed is None else seed, autosave_path=autosave)
        session.autosave()
        room.save(room_path)
        return cls(room, room_path, session, lock=hold(room_path), **options)

    @classmethod
    def resume(cls, room_path: Path, **options: Any) -> Host:
        """The room of a host that stopped or crashed, from its room file and autosave; the
        clients see a new epoch and get fresh views. A room a running host holds is refused."""
        room = Room.load(room_path)
        lock = hold(room_path)
        if lock is None:
            raise HostError(f"the room {room_path} is open: its host is still running")
        try:
            session = load_save(Path(room.autosave))
        except Exception as exc:  # noqa: BLE001 - load_save's SaveError / ContentError
            lock.close()
            raise HostError(f"cannot reopen the room's game: {exc}") from None
        session.autosave_path = Path(room.autosave)
        room.epoch += 1
        room.save(room_path)
        return cls(room, room_path, session, lock=lock, **options)

    @property
    def brokers(self) -> list[BrokerAddress]:
        return [parse_broker(url) for url in self.room.brokers]

    def invitations(self) -> list[Invitation]:
        """One per remote seat (and one for the spectators, if any), in seat order."""
        seats = sorted(self.room.keys, key=lambda seat: 999 if seat is None else seat)
        return [self.invitation(seat) for seat in seats]

    def invitation(self, seat: int | None) -> Invitation:
        room = self.room
        return Invitation(room.game_id, room.room, seat, room.keys[seat], tuple(self.brokers))

    # --- running ---------------------------------------------------------------------------
    def connect(self, timeout: float = 10.0) -> None:
        self.link = Link(self.brokers, self._arrived, ca_file=self.ca_file)
        self.gateway = Gateway(
            self.session,
            self.room.kinds,
            dict(self.room.keys),
            self.room.room,
            self.room.epoch,
            self.room.salt,
            commitment(self.session.seed, self.room.salt),
            self.link.publish,
            away_after=self.away_after,
            ping_timeout=self.ping_timeout,
            resend_grace=self.resend_grace,
            on_applied=lambda action, events: self.on_applied(action, events),
        )
        for channel in self.gateway.channels.values():
            self.link.subscribe(channel.up)
        self.link.start()
        if not self.link.wait_connected(timeout):
            self.link.stop()
            raise HostError(f"no broker answers ({self.link.last_error or 'timed out'})")

    def run(self, linger: float = LINGER) -> None:
        """Play until the game is over and every remote seat said goodbye (or `linger` passed),
        or until stop()."""
        gateway = self._gateway()
        gateway.start()
        ended_at: float | None = None
        while not self.stopping.is_set():
            try:
                self._handle_next(0.1)
                gateway.tick()
            except Exception as exc:  # one bad message or bot must not end the room
                log.exception("host error")
                gateway.incidents.append(f"host error: {type(exc).__name__}: {exc}")
            if gateway.ended:
                ended_at = ended_at or time.monotonic()
                remote = {seat for seat in gateway.keys if seat is not None}
                if remote <= gateway.farewells or time.monotonic() - ended_at > linger:
                    return

    def _handle_next(self, timeout: float) -> None:
        try:
            kind, first, second = self.inbox.get(timeout=timeout)
        except queue.Empty:
            return
        if kind == "message":
            self._gateway().receive(first, second)
        else:
            first(*second)
        self.on_change()

    def _arrived(self, name: str, payload: bytes) -> None:
        self.inbox.put(("message", name, payload))

    def call(self, function: Callable[..., Any], *args: Any) -> None:
        """Run `function(*args)` on the host's thread (for the window and the tests)."""
        self.inbox.put(("call", function, args))

    def rekey(self, seat: int | None) -> Invitation:
        """A new key for a seat whose invitation leaked (on the host's thread)."""
        gateway, link = self._gateway(), self._link()
        old = gateway.channel_of(seat)
        key = new_key()
        link.subscribe(gateway.rekey(seat, key).up)
        link.unsubscribe(old.up)
        self.room.keys[seat] = key
        self.room.save(self.room_path)
        return self.invitation(seat)

    def stop(self) -> None:
        self.stopping.set()

    def close(self) -> None:
        if self.link is not None:
            self.link.stop()
        if self.lock is not None:
            self.lock.close()  # the room may be resumed from now on
            self.lock = None

    def _gateway(self) -> Gateway:
        if self.gateway is None:
            raise HostError("the host is not connected")
        return self.gateway

    def _link(self) -> Link:
        if self.link is None:
            raise HostError("the host is not connected")
        return self.link


def reopen(
    room_path: Path, embedded: str | None = None, timeout: float = 10.0, **options: Any
) -> tuple[Host, EmbeddedBroker | None]:
    """The room of a host that stopped or crashed, running again and connected: its keys, seats and
    autosaved game (`Host.resume`), with the broker it ran itself started again where it listened
    (`embedded`: where, for a room file that does not say). `host --resume` and the window's
    Resume both come here."""
    host = Host.resume(room_path, **options)
    where = host.room.embedded or embedded
    broker = None
    try:
        if where is not None:
            address = parse_broker(where)
            broker = EmbeddedBroker(address.host, address.port).start()
        host.connect(timeout)
    except BaseException:
        host.close()
        if broker is not None:
            broker.stop()
        raise
    return host, broker


def unfinished_rooms(folder: Path) -> list[tuple[Path, Session]]:
    """The rooms in `folder` a host can take up again, the newest first, each with its autosaved
    game: not one a running host holds, nor a finished one (forgotten on the way); an unreadable
    one is left alone."""
    found = []
    for path in room_files(folder):
        if is_hosted(path):
            continue
        try:
            session = load_save(Path(Room.load(path).autosave))
        except Exception:  # noqa: BLE001 - a RoomError, or load_save's SaveError / ContentError
            continue
        if session.game.result(session.state) is None:
            found.append((path, session))
        else:
            discard(path)
    return found
