"""One MQTT connection (paho-mqtt), its network loop in its own thread. It dials out to the first
broker of a list that answers, so no home router needs configuring, re-subscribes after every
reconnection and hands each message to a callback (which must only queue it: it runs in paho's
thread)."""

from __future__ import annotations

import logging
import secrets
import socket
import ssl
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import paho.mqtt.client as mqtt
from paho.mqtt.enums import CallbackAPIVersion

from .broker import BrokerAddress

log = logging.getLogger(__name__)
OnMessage = Callable[[str, bytes], None]
OnState = Callable[[str], None]  # "connected", "reconnecting", "unreachable"


class Link:
    def __init__(
        self,
        brokers: Sequence[BrokerAddress],
        on_message: OnMessage,
        on_state: OnState | None = None,
        ca_file: Path | None = None,
        keepalive: int = 15,
    ) -> None:
        self.brokers = tuple(brokers)
        self.on_message = on_message
        self.on_state = on_state or (lambda _state: None)
        self.ca_file = ca_file
        self.keepalive = keepalive
        self.broker: BrokerAddress | None = None  # the one that answered
        self.connected = threading.Event()
        self.refused = threading.Event()  # every broker of the list refused once
        self._topics: set[str] = set()
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self._client: mqtt.Client | None = None
        self._dialer: threading.Thread | None = None
        self.last_error = ""

    # --- connecting ----------------------------------------------------------------------
    def start(self, will: tuple[str, bytes] | None = None) -> Link:
        self._dialer = threading.Thread(target=self._dial, args=(will,), name="mqtt-dial", daemon=True)
        self._dialer.start()
        return self

    def wait_connected(self, timeout: float) -> bool:
        """Whether a broker answered within `timeout` seconds; False at once when every broker of
        the list refused (the dialling goes on: one may come up later)."""
        deadline = time.monotonic() + timeout
        while not self.connected.is_set() and not self.refused.is_set() and time.monotonic() < deadline:
            self.connected.wait(0.05)
        return self.connected.is_set()

    def _dial(self, will: tuple[str, bytes] | None) -> None:
        """Try each broker in order until one answers (round after round until stopped)."""
        rounds = 0
        while not self._stopping.is_set():
            for broker in self.brokers:
                client = self._make_client(broker, will)
                try:
                    client.connect(broker.host, broker.port, self.keepalive)
                except (OSError, ssl.SSLError, ValueError) as exc:
                    self.last_error = f"{broker.url}: {exc}"
                    log.info("broker %s does not answer: %s", broker.url, exc)
                    continue
                self.broker, self._client = broker, client
                client.loop_start()
                return
            rounds += 1
            if rounds == 1:
                self.refused.set()
                self.on_state("unreachable")
            self._stopping.wait(min(0.5 * rounds, 3.0))

    def _make_client(self, broker: BrokerAddress, will: tuple[str, bytes] | None) -> mqtt.Client:
        client = mqtt.Client(CallbackAPIVersion.VERSION2, client_id=f"rr-{secrets.token_hex(8)}")
        client.reconnect_delay_set(min_delay=1, max_delay=4)
        client.max_queued_messages_set(0)
        client.max_inflight_messages_set(200)
        if broker.tls:
            client.tls_set(ca_certs=str(self.ca_file) if self.ca_file else None)
        if broker.username is not None:
            client.username_pw_set(broker.username, broker.password)
        if will is not None:
            client.will_set(will[0], will[1], qos=1)
        client.on_connect = self._connected
        client.on_disconnect = self._disconnected
        client.on_message = lambda _client, _userdata, message: self.on_message(message.topic, bytes(message.payload))
        return client

    def _connected(
        self, client: mqtt.Client, _userdata: object, _flags: object, reason: object, _props: object
    ) -> None:
        if getattr(reason, "is_failure", False):
            self.last_error = f"refused by the broker: {reason}"
            self.on_state("unreachable")
            return
        sock = client.socket()
        if isinstance(sock, socket.socket) and sock.family in (socket.AF_INET, socket.AF_INET6):
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)  # a move is small: no 40 ms wait
        with self._lock:
            topics = sorted(self._topics)
        for name in topics:
            client.subscribe(name, qos=1)
        self.connected.set()
        self.on_state("connected")

    def _disconnected(
        self, _client: mqtt.Client, _userdata: object, _flags: object, _reason: object, _props: object
    ) -> None:
        self.connected.clear()
        if not self._stopping.is_set():
            self.on_state("reconnecting")

    # --- using ---------------------------------------------------------------------------
    def subscribe(self, name: str) -> None:
        with self._lock:
            self._topics.add(name)
        if self._client is not None and self.connected.is_set():
            self._client.subscribe(name, qos=1)

    def unsubscribe(self, name: str) -> None:
        with self._lock:
            self._topics.discard(name)
        if self._client is not None and self.connected.is_set():
            self._client.unsubscribe(name)

    def publish(self, name: str, payload: bytes) -> None:
        """Send (QoS 1). While disconnected the message is dropped: the resume protocol
        (numbered streams, pings) sends again what was missed."""
        client = self._client
        if client is not None and self.connected.is_set():
            client.publish(name, payload, qos=1)

    def stop(self) -> None:
        self._stopping.set()
        client = self._client
        if client is not None:
            client.disconnect()
            client.loop_stop()
        if self._dialer is not None:
            self._dialer.join(5)
