"""Chaos: lost, doubled, reordered and tampered messages; the broker, a client or the host killed
mid-game; seats away too long. Each is refused or recovered, nothing is lost, the save verifies."""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from pathlib import Path

from rookraiders_desktop.net.broker import EmbeddedBroker
from rookraiders_desktop.net.host import Host
from rookraiders_desktop.net.link import Link

from .conftest import new_table, wait_for


class Chaos:
    """Stands between a link and its reader: drops, doubles, holds back (reorders) and flips a
    bit of (tampers with) a share of the messages."""

    def __init__(self, deliver: Callable[[str, bytes], None], seed: int) -> None:
        self.deliver, self.rng, self.lock = deliver, random.Random(seed), threading.Lock()
        self.held: tuple[str, bytes] | None = None
        self.counts = {"drop": 0, "double": 0, "reorder": 0, "tamper": 0}

    def __call__(self, name: str, payload: bytes) -> None:
        with self.lock:
            roll, held, self.held = self.rng.random(), self.held, None
            if roll < 0.08:
                self.counts["drop"] += 1
            elif roll < 0.16:
                self.counts["double"] += 1
                self.deliver(name, payload)
                self.deliver(name, payload)
            elif roll < 0.24:
                self.counts["reorder"] += 1
                self.held = (name, payload)
            elif roll < 0.28:
                self.counts["tamper"] += 1
                flipped = bytearray(payload)
                flipped[self.rng.randrange(len(flipped))] ^= 0x10
                self.deliver(name, bytes(flipped))
            else:
                self.deliver(name, payload)
            if held is not None:
                self.deliver(*held)


def disturb(link: Link | None, seed: int) -> Chaos:
    assert link is not None
    chaos = Chaos(link.on_message, seed)
    link.on_message = chaos
    return chaos


def test_lost_doubled_reordered_and_tampered_messages_are_refused_or_recovered(
    broker: EmbeddedBroker, tmp_path: Path
) -> None:
    table = new_table(broker, tmp_path, "roguelight", ["remote", "remote"])
    host_chaos = disturb(table.host.link, 1)
    table.start_host(linger=2)  # a goodbye may be lost too
    client_chaos = [disturb(table.join_seat(seat).link, 10 + seat) for seat in (0, 1)]
    table.finish()
    for chaos in [host_chaos, *client_chaos]:
        assert all(chaos.counts.values()), chaos.counts  # every kind of trouble happened
    incidents = table.host.gateway.incidents if table.host.gateway else []
    assert any("tampered" in text for text in incidents)
    assert any("replayed" in text for text in incidents)
    for client in table.clients.values():
        assert client.audit == []
    table.check_saved(tmp_path)


def test_the_broker_killed_mid_game_comes_back_and_the_game_goes_on(tmp_path: Path) -> None:
    broker = EmbeddedBroker().start()
    table = new_table(broker, tmp_path, "rook_raiders", ["remote", "remote"])
    table.start_host()
    for seat in (0, 1):
        table.join_seat(seat)
    try:
        wait_for(lambda: table.actions() >= 10, what="ten actions")
        broker.stop()
        wait_for(lambda: all(c.state != "connected" for c in table.clients.values()), what="the clients to notice")
        broker = EmbeddedBroker(port=broker.port).start()
        table.finish(90)
    finally:
        table.close()
        broker.stop()
    for client in table.clients.values():
        assert client.audit == []
    table.check_saved(tmp_path)


def test_a_client_killed_mid_game_rejoins_with_its_invitation(broker: EmbeddedBroker, tmp_path: Path) -> None:
    table = new_table(broker, tmp_path, "last_spell", ["remote", "remote"])
    table.start_host()
    first = table.join_seat(0)
    table.join_seat(1)
    wait_for(lambda: table.actions() >= 8, what="eight actions")
    first.stop()
    first.close()
    table.threads[0].join(10)
    rejoined = table.join_seat(0)  # a new process: it knows nothing but the invitation
    table.finish()
    assert rejoined.audit == [] and table.clients[1].audit == []
    table.check_saved(tmp_path)


def test_a_host_killed_mid_game_reopens_from_its_autosave_and_room_file(broker: EmbeddedBroker, tmp_path: Path) -> None:
    table = new_table(broker, tmp_path, "rook_raiders", ["remote", "remote", "bot"])
    table.start_host()
    for seat in (0, 1):
        table.join_seat(seat)
    wait_for(lambda: table.actions() >= 12, what="twelve actions")
    table.host.stop()
    table.host_thread.join(10)
    table.host.close()
    played = len(table.host.session.history)
    saved = (tmp_path / "room.autosave.json").read_text()
    assert '"keys"' not in saved and "salt" not in saved  # the room's secrets are not in the save
    table.host = Host.resume(tmp_path / "room.json")
    assert len(table.host.session.history) == played and table.host.room.epoch == 2
    table.host.connect()
    table.start_host()
    table.finish()
    for client in table.clients.values():
        assert client.audit == [] and client.epoch == 2
    table.check_saved(tmp_path)


def test_a_seat_away_too_long_is_played_by_a_bot_and_taken_back(broker: EmbeddedBroker, tmp_path: Path) -> None:
    table = new_table(broker, tmp_path, "rook_raiders", ["remote", "remote"], away_after=0.3, ping_timeout=1.0)
    gateway = table.host.gateway
    assert gateway is not None
    table.start_host()
    table.join_seat(0)  # seat 2 never comes: a bot covers it when it must act
    wait_for(lambda: table.actions() >= 10, what="ten actions with seat 2 covered")
    assert any("away too long" in text for text in gateway.incidents)
    back = table.join_seat(1)
    wait_for(lambda: back.seats.get(1) == "connected", what="seat 2 taken back")
    table.finish()
    assert back.audit == []
    table.check_saved(tmp_path)
