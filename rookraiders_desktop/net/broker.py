"""Broker addresses (`mqtt://[user:password@]host[:port]`, `mqtts://...` for TLS) and the embedded
broker: amqtt, a pure-Python MQTT broker, run in its own thread for play on one network."""

from __future__ import annotations

import asyncio
import logging
import socket
import threading
import time
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote, unquote, urlsplit

DEFAULT_PORTS = {"mqtt": 1883, "mqtts": 8883}
log = logging.getLogger(__name__)


class BrokerError(ValueError):
    """A broker address that cannot be used, or a broker that cannot be started."""


@dataclass(frozen=True)
class BrokerAddress:
    host: str
    port: int
    tls: bool = False
    username: str | None = None
    password: str | None = None

    @property
    def url(self) -> str:
        scheme = "mqtts" if self.tls else "mqtt"
        login = ""
        if self.username is not None:
            login = quote(self.username, safe="")
            if self.password is not None:
                login += ":" + quote(self.password, safe="")
            login += "@"
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{scheme}://{login}{host}:{self.port}"


def parse_broker(text: str) -> BrokerAddress:
    """`mqtt://host:port` or `mqtts://user:password@host` (BrokerError when it is not one)."""
    try:
        parts = urlsplit(text.strip())
        port = parts.port
    except ValueError as exc:
        raise BrokerError(f"{text!r} is not a broker address: {exc}") from None
    if parts.scheme not in DEFAULT_PORTS or not parts.hostname:
        raise BrokerError(f"{text!r} is not a broker address such as mqtt://192.168.1.20:1883 or mqtts://host")
    return BrokerAddress(
        host=parts.hostname,
        port=port or DEFAULT_PORTS[parts.scheme],
        tls=parts.scheme == "mqtts",
        username=unquote(parts.username) if parts.username else None,
        password=unquote(parts.password) if parts.password else None,
    )


def free_port(host: str = "127.0.0.1") -> int:
    with socket.socket() as probe:
        probe.bind((host, 0))
        port: int = probe.getsockname()[1]
        return port


class EmbeddedBroker:
    """amqtt listening on `host:port` (port 0: a free one), in a daemon thread with its own event
    loop. Anonymous clients are welcome: the seats' secret boxes, not the broker, keep the secrets.

    The listening socket and every connection are our own (amqtt's "external" listener is handed
    each one), so stop() frees the port and drops every client at once, as the end of the process
    would, even when amqtt's own shutdown hangs on a connection (it can, and then kept the port)."""

    def __init__(self, host: str = "127.0.0.1", port: int = 0) -> None:
        self.host = host
        self.port = port or free_port(host)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._broker: Any = None
        self._server: asyncio.Server | None = None
        self._connections: set[asyncio.StreamWriter] = set()
        self._thread: threading.Thread | None = None

    @property
    def address(self) -> BrokerAddress:
        return BrokerAddress(self.host, self.port)

    def start(self, timeout: float = 15.0) -> EmbeddedBroker:
        """Listen; a port still held for a moment (a broker just killed on it, with its process:
        the room's own port, on a restart) is tried again until `timeout`."""
        deadline = time.monotonic() + timeout
        while True:
            failure = self._start_once(max(deadline - time.monotonic(), 0.1))
            if failure is None:
                return self
            if "in use" not in str(failure) or time.monotonic() >= deadline:
                raise BrokerError(f"the embedded broker cannot listen on {self.host}:{self.port}: {failure}")
            time.sleep(0.2)

    def _start_once(self, timeout: float) -> BaseException | None:
        ready = threading.Event()
        failure: list[BaseException] = []
        self._thread = threading.Thread(target=self._serve, args=(ready, failure), name="mqtt-broker", daemon=True)
        self._thread.start()
        if not ready.wait(timeout):
            raise BrokerError(f"the embedded broker did not start on {self.host}:{self.port}")
        return failure[0] if failure else None

    def _serve(self, ready: threading.Event, failure: list[BaseException]) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._listen())
        except BaseException as exc:  # noqa: BLE001 - told to the thread that started us
            failure.append(exc)
            ready.set()
            loop.run_until_complete(self._drop_everything(1.0))
            loop.close()
            return
        ready.set()
        loop.run_forever()
        self._end_leftovers(loop)
        loop.close()

    @staticmethod
    def _end_leftovers(loop: asyncio.AbstractEventLoop) -> None:
        """Cancel what amqtt left running (a shutdown that hung leaves its tasks) and give them a
        moment to end, so the loop closes clean."""
        leftovers = asyncio.all_tasks(loop)
        for task in leftovers:
            task.cancel()
        if leftovers:
            loop.run_until_complete(asyncio.wait(leftovers, timeout=1.0))

    async def _listen(self) -> None:
        from amqtt.broker import Broker  # type: ignore[import-untyped]  # imported here: only a host that embeds a broker needs it

        config = {
            "listeners": {"default": {"type": "external"}},
            "plugins": {"amqtt.plugins.authentication.AnonymousAuthPlugin": {"allow_anonymous": True}},
        }
        self._broker = Broker(config)
        await self._broker.start()
        self._server = await asyncio.start_server(self._connected, self.host, self.port, reuse_address=True)

    async def _connected(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        from amqtt.adapters import StreamReaderAdapter, StreamWriterAdapter  # type: ignore[import-untyped]

        self._connections.add(writer)
        try:
            await self._broker.external_connected(StreamReaderAdapter(reader), StreamWriterAdapter(writer), "default")
        finally:
            self._connections.discard(writer)
            writer.transport.abort()

    async def _drop_everything(self, timeout: float) -> None:
        """Stop listening and drop every connection first (the port is free, the clients go
        looking for a broker again), then let amqtt tidy its sessions for at most `timeout`."""
        if self._server is not None:
            self._server.close()
        for writer in list(self._connections):
            writer.transport.abort()
        if self._broker is None:
            return
        try:
            await asyncio.wait_for(self._broker.shutdown(), timeout)
        except Exception:  # whatever amqtt leaves untidy dies with the loop
            log.debug("the embedded broker stopped uncleanly", exc_info=True)

    def stop(self, timeout: float = 10.0) -> None:
        loop, thread = self._loop, self._thread
        if loop is None or thread is None or not thread.is_alive():
            return

        async def shutdown() -> None:
            await self._drop_everything(timeout)
            loop.stop()

        asyncio.run_coroutine_threadsafe(shutdown(), loop)
        thread.join(timeout + 1)
