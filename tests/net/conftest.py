"""Remote play on 127.0.0.1: an embedded broker, a host and remote bot clients, each in a thread.
Every wait is on a condition with a timeout, never a bare sleep."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.core.session import load_save
from rookraiders_desktop.engine.registry import GAMES
from rookraiders_desktop.net.broker import BrokerAddress, EmbeddedBroker
from rookraiders_desktop.net.client import Client
from rookraiders_desktop.net.host import Host

FAST = {"ping_every": 0.3, "resend_after": 0.6}  # the clients' timers, short for the tests
HOST_FAST = {"resend_grace": 0.3, "seed": 1}  # a fixed seed: the same game, the same test time


def wait_for(condition: Callable[[], bool], timeout: float = 30.0, what: str = "condition") -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.02)


@pytest.fixture(scope="module")
def broker() -> Iterator[EmbeddedBroker]:
    embedded = EmbeddedBroker().start()
    yield embedded
    embedded.stop()


class Table:
    """A host and its remote clients, each running in its own thread."""

    def __init__(self, host: Host) -> None:
        self.host = host
        self.clients: dict[int | None, Client] = {}
        self.threads: list[threading.Thread] = []
        self.outcomes: dict[int | None, bool] = {}

    def start_host(self, linger: float = 20.0) -> None:
        self.host_thread = threading.Thread(target=self.host.run, kwargs={"linger": linger}, daemon=True)
        self.host_thread.start()

    def join_seat(self, seat: int | None, bot: str | None = "random", **options: Any) -> Client:
        client = Client(self.host.invitation(seat), bot=bot, **{**FAST, **options})
        client.connect()
        self.clients[seat] = client
        thread = threading.Thread(target=lambda: self.outcomes.__setitem__(seat, client.run(60)), daemon=True)
        thread.start()
        self.threads.append(thread)
        return client

    def actions(self) -> int:
        return len(self.host.session.history)

    def finish(self, timeout: float = 60.0) -> None:
        """Wait for the end: every client audited, the host's loop over; then close everything."""
        for thread in self.threads:
            thread.join(timeout)
        self.host_thread.join(timeout)
        report = self.report()
        self.close()
        assert all(self.outcomes.get(seat) for seat in self.clients), report
        assert not self.host_thread.is_alive(), "the host is still running"
        assert self.host.session.game.result(self.host.session.state) is not None, "the game is not over"

    def report(self) -> str:
        """Where everything stands, for a failure's message."""
        session, gateway = self.host.session, self.host.gateway
        lines = [
            f"actions {len(session.history)}, to move {session.game.to_move(session.state)}, "
            f"over {session.game.result(session.state) is not None}",
            f"host incidents {gateway.incidents[-5:] if gateway else None}",
        ]
        for seat, client in self.clients.items():
            lines.append(
                f"seat {seat}: state {client.state}, epoch {client.epoch}, last {client.last}, "
                f"view {client.view_n}, pending {sorted(client._pending)[:5]}, act {client._act is not None}, "
                f"audit {client.audit}, incidents {client.incidents[-3:]}, outcome {self.outcomes.get(seat)}"
            )
        return "\n".join(lines)

    def close(self) -> None:
        for client in self.clients.values():
            client.stop()
            client.close()
        self.host.stop()
        self.host.close()

    def check_saved(self, folder: Path) -> None:
        """The host's save replays to the same position (as `replay --verify` checks)."""
        self.host.session.save(folder / "final.json")
        assert load_save(folder / "final.json", verify=True).history


def new_table(
    broker: EmbeddedBroker | BrokerAddress, folder: Path, game_id: str, kinds: list[str], **options: Any
) -> Table:
    seats = [
        SeatSetup(name=f"P{seat + 1}", bot=None if kind == "remote" else "random") for seat, kind in enumerate(kinds)
    ]
    host = Host.create(
        GAMES[game_id],
        Setup(seats=seats),
        kinds,
        [(broker.address if isinstance(broker, EmbeddedBroker) else broker).url],
        folder / "room.json",
        **{**HOST_FAST, **options},
    )
    host.connect()
    return Table(host)
