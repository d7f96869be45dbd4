"""The seat gateway without a network: what each channel may send and what it receives."""

from __future__ import annotations

from typing import Any

from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.core.session import Session
from rookraiders_desktop.engine.registry import GAMES
from rookraiders_desktop.net.crypto import commitment, new_key, open_sealed, seal
from rookraiders_desktop.net.gateway import BURST, Gateway


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def make_gateway(game_id: str = "rook_raiders", seats: int = 2, seed: int = 7, spectators: bool = False) -> Gateway:
    setup = Setup(seats=[SeatSetup(name=f"P{seat + 1}") for seat in range(seats)])
    keys: dict[int | None, bytes] = {seat: new_key() for seat in range(seats)}
    if spectators:
        keys[None] = new_key()
    sent: list[tuple[str, bytes]] = []
    gateway = Gateway(
        Session(GAMES[game_id], setup, seed),
        ["remote"] * seats,
        keys,
        "0123456789abcdef",
        1,
        b"salt",
        commitment(seed, b"salt"),
        lambda name, payload: sent.append((name, payload)),
        clock=Clock(),
    )
    gateway.start()
    return gateway


def received(gateway: Gateway, seat: int | None) -> list[dict[str, Any]]:
    """Everything seat `seat`'s stream holds, opened with its key."""
    channel = gateway.channel_of(seat)
    return [open_sealed(channel.key, payload, 1 << 24)[1] for payload in channel.outbox]


def send_from(gateway: Gateway, seat: int | None, message: dict[str, Any], key: bytes | None = None) -> bytes:
    channel = gateway.channel_of(seat)
    payload = seal(key or channel.key, message)
    gateway.receive(channel.up, payload)
    return payload


def act(gateway: Gateway, seat: int, action: Any) -> dict[str, Any]:
    return {"t": "act", "e": 1, "ref": len(gateway.channel_of(seat).outbox), "a": action.model_dump(mode="json")}


def mover(gateway: Gateway) -> int:
    return gateway.session.game.to_move(gateway.session.state)[0]


def test_an_action_for_another_seat_is_refused_to_the_sender_alone() -> None:
    gateway = make_gateway()
    seat = mover(gateway)
    other = 1 - seat
    action = gateway.session.game.legal_actions(gateway.session.state, seat)[0]
    send_from(gateway, other, act(gateway, other, action))  # the other seat sends the mover's action
    assert gateway.session.history == []
    refusal = received(gateway, other)[-1]
    assert refusal["t"] == "refused" and refusal["rule"] == "SEAT"
    assert all(message["t"] != "refused" for message in received(gateway, seat))  # the mover hears nothing of it


def test_an_illegal_action_is_refused_with_its_clause_and_changes_nothing() -> None:
    gateway = make_gateway()
    seat = mover(gateway)
    send_from(gateway, seat, {"t": "act", "e": 1, "ref": 1, "a": {"kind": "no_such_action", "player": seat}})
    assert received(gateway, seat)[-1]["rule"] == "FORM"
    action = gateway.session.game.legal_actions(gateway.session.state, seat)[0]
    send_from(gateway, seat, act(gateway, seat, action))
    assert len(gateway.session.history) >= 1  # the legal one stands


def test_a_replayed_or_wrongly_keyed_message_is_refused_and_logged_and_the_host_goes_on() -> None:
    gateway = make_gateway()
    seat = mover(gateway)
    action = gateway.session.game.legal_actions(gateway.session.state, seat)[0]
    payload = send_from(gateway, seat, act(gateway, seat, action))
    played = len(gateway.session.history)
    gateway.receive(gateway.channel_of(seat).up, payload)  # the same message again
    send_from(gateway, seat, {"t": "ping", "e": 1, "n": 1}, key=new_key())
    assert len(gateway.session.history) == played
    assert any("replayed" in text for text in gateway.incidents)
    assert any("wrong key or tampered" in text for text in gateway.incidents)


def test_a_resent_action_is_applied_once_and_a_choice_made_on_an_older_table_is_stale() -> None:
    gateway = make_gateway()
    seat = mover(gateway)
    legal = gateway.session.game.legal_actions(gateway.session.state, seat)
    message = act(gateway, seat, legal[0])
    send_from(gateway, seat, message)
    played, heard = len(gateway.session.history), len(received(gateway, seat))
    send_from(gateway, seat, message)  # sent again before the answer arrived (a resend under load)
    assert len(gateway.session.history) == played
    assert len(received(gateway, seat)) == heard and gateway.incidents == []  # no news, no refusal
    other = next(action for action in legal if action != legal[0])
    send_from(gateway, seat, {**message, "a": other.model_dump(mode="json")})  # another choice, same old table
    assert len(gateway.session.history) == played
    assert received(gateway, seat)[-1]["rule"] == "STALE"


def test_a_flood_is_cut_to_the_burst_logged_once_and_the_seat_heard_again_later() -> None:
    gateway = make_gateway()
    clock = gateway.clock
    assert isinstance(clock, Clock)
    channel = gateway.channel_of(0)
    for _ in range(1000):
        send_from(gateway, 0, {"t": "chat", "text": "spam"})
    chats = [m for m in received(gateway, 1) if m["t"] == "chat"]
    assert len(chats) == BURST
    assert sum("flooding" in text for text in gateway.incidents) == 1
    clock.now += 5
    send_from(gateway, 0, {"t": "chat", "text": "hello"})
    assert received(gateway, 1)[-1] == {"t": "chat", "from": 0, "text": "hello", "e": 1, "n": len(channel.outbox)}


def test_a_rekeyed_seat_refuses_its_old_key() -> None:
    gateway = make_gateway()
    old = gateway.channel_of(0)
    new = gateway.rekey(0, new_key())
    assert new.up != old.up and old.up not in gateway.channels
    gateway.receive(new.up, seal(old.key, {"t": "ping", "e": 1, "n": 0}))
    assert any("wrong key" in text for text in gateway.incidents)
    assert received(gateway, 0)[-1]["fresh"] is True  # the new invitation's holder gets the table


def test_a_ping_behind_gets_what_it_missed_and_a_stranger_gets_a_fresh_view() -> None:
    gateway = make_gateway()
    clock = gateway.clock
    assert isinstance(clock, Clock)
    channel = gateway.channel_of(0)
    sent: list[tuple[str, bytes]] = []
    gateway.send = lambda name, payload: sent.append((name, payload))
    clock.now += 5
    send_from(gateway, 0, {"t": "ping", "e": 1, "n": 0})  # knows nothing: a fresh view
    assert open_sealed(channel.key, sent[-1][1], 1 << 24)[1]["fresh"] is True
    sent.clear()
    clock.now += 5
    send_from(gateway, 0, {"t": "ping", "e": 1, "n": 1})  # holds the first: the rest again
    assert [payload for _, payload in sent] == channel.outbox[1:]


def test_a_spectator_sees_the_spectator_view_and_cannot_play() -> None:
    gateway = make_gateway(spectators=True)
    game, state = gateway.session.game, gateway.session.state
    view = received(gateway, None)[0]["view"]
    assert view == game.view(state, None).model_dump(mode="json")
    seat = mover(gateway)
    action = game.legal_actions(state, seat)[0]
    send_from(gateway, None, {"t": "act", "e": 1, "ref": 1, "a": action.model_dump(mode="json")})
    assert received(gateway, None)[-1]["rule"] == "SEAT" and gateway.session.history == []
