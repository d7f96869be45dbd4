"""Secrets on the wire: a seat's stream does not depend on another seat's secret, and a spy on
every topic of the broker reads nothing."""

from __future__ import annotations

import queue
from pathlib import Path
from typing import Any

import paho.mqtt.client as mqtt
from paho.mqtt.enums import CallbackAPIVersion

from rookraiders_desktop.engine.bots import decide, make_bot
from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.core.session import Session
from rookraiders_desktop.engine.registry import GAMES
from rookraiders_desktop.net.broker import EmbeddedBroker
from rookraiders_desktop.net.crypto import BUCKET_MIN, NONCE_SIZE, commitment, new_key
from rookraiders_desktop.net.gateway import Gateway

from .conftest import new_table
from .test_gateway import received

MAC_SIZE = 16


def rook_raiders_with_medals() -> Session:
    """A Rook & Raiders game played until the second seat holds medal tokens (values secret)."""
    game = GAMES["rook_raiders"]
    session = Session(game, Setup(seats=[SeatSetup(name="Ann"), SeatSetup(name="Bob")]), 4)
    bots = [make_bot("greedy", seat, game.game_id) for seat in (0, 1)]
    while not any(session.state.players[1].medals):
        seat = game.to_move(session.state)[0]
        session.submit(decide(bots[seat], game, session.state, seat))
    return session


def gateway_on(session: Session, state: Any) -> Gateway:
    twin = Session(session.game, session.setup, session.seed, state=state)
    keys: dict[int | None, bytes] = {0: b"k" * 32, 1: new_key()}
    gateway = Gateway(
        twin, ["remote", "remote"], keys, "0123456789abcdef", 1, b"s", commitment(1, b"s"), lambda *_: None
    )
    gateway.start()
    return gateway


def test_twin_games_differing_in_another_seats_secret_give_a_seat_the_same_stream() -> None:
    session = rook_raiders_with_medals()
    game = session.game
    other = session.state.model_copy(deep=True)
    other.players[1].medals = [value % 4 - 1 if value != -1 else -3 for value in other.players[1].medals]
    assert other.players[1].medals != session.state.players[1].medals
    first, second = gateway_on(session, session.state.model_copy(deep=True)), gateway_on(session, other)
    bots = [make_bot("greedy", 50 + seat, game.game_id) for seat in (0, 1)]
    for _ in range(12):  # the next actions, the same in both games
        state = first.session.state
        if game.result(state) is not None:
            break
        seat = game.to_move(state)[0]
        action = decide(bots[seat], game, game.view(state, seat), seat)
        first.play(action)
        second.play(action)
    assert received(first, 0) == received(second, 0)  # seat 1 cannot tell the twins apart
    assert received(first, 1) != received(second, 1)  # seat 2 can: its own medals differ
    assert [len(p) for p in first.channel_of(0).outbox] == [len(p) for p in second.channel_of(0).outbox]


def test_a_spy_on_every_topic_reads_no_plaintext(broker: EmbeddedBroker, tmp_path: Path) -> None:
    heard: queue.Queue[tuple[str, bytes]] = queue.Queue()
    spy = mqtt.Client(CallbackAPIVersion.VERSION2)
    spy.on_message = lambda _c, _u, message: heard.put((message.topic, bytes(message.payload)))
    spy.connect(broker.host, broker.port)
    spy.subscribe("#", qos=1)
    spy.loop_start()
    try:
        table = new_table(broker, tmp_path, "rook_raiders", ["remote", "remote"])
        table.start_host()
        for seat in (0, 1):
            table.join_seat(seat)
        table.finish()
    finally:
        spy.loop_stop()
        spy.disconnect()
    messages = list(heard.queue)
    assert len(messages) > 100
    room = table.host.room.room
    for name, payload in messages:
        assert name.startswith("rookraiders/") and room not in name and len(name) == len("rookraiders/") + 32
        for word in (b'"view"', b'"t":', b"rook_raiders", b'"medals"', b'"seed"'):  # 4+ bytes: not by chance
            assert word not in payload
        size = len(payload) - NONCE_SIZE - MAC_SIZE  # the padded plaintext: a power-of-two bucket
        assert size >= BUCKET_MIN and size & (size - 1) == 0, size
