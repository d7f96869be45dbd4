"""The embedded broker's stop() frees what the end of its process would: the port at once (a room
resumed on it starts its broker there again) and every connection, even when amqtt's own shutdown
hangs on one (it did: the port stayed taken and a resumed room could not open)."""

from __future__ import annotations

import asyncio
import socket
import time

import pytest

from rookraiders_desktop.net.broker import EmbeddedBroker

from .conftest import wait_for


def _dial(broker: EmbeddedBroker) -> socket.socket:
    connection = socket.create_connection(("127.0.0.1", broker.port), timeout=5)
    connection.settimeout(5)
    return connection


def _is_dropped(connection: socket.socket) -> bool:
    try:
        return connection.recv(1) == b""
    except ConnectionResetError:
        return True
    except TimeoutError:
        return False


async def _hang_forever() -> None:
    await asyncio.sleep(3600)


@pytest.mark.parametrize("amqtt_hangs", [False, True])
def test_stop_frees_the_port_and_drops_every_connection(monkeypatch: pytest.MonkeyPatch, amqtt_hangs: bool) -> None:
    broker = EmbeddedBroker().start()
    silent = _dial(broker)  # connected, but never said CONNECT: amqtt does not count it as a client
    wait_for(lambda: len(broker._connections) == 1, 5, "the connection to be accepted")
    if amqtt_hangs:
        monkeypatch.setattr(broker._broker, "shutdown", _hang_forever)
    started = time.monotonic()
    broker.stop(timeout=0.5)
    assert time.monotonic() - started < 3
    assert _is_dropped(silent)
    again = EmbeddedBroker(port=broker.port).start(timeout=0.5)  # no waiting for the port: it is free
    try:
        assert _is_dropped(silent) and _dial(again).close() is None
    finally:
        silent.close()
        again.stop()
