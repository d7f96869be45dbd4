"""Secret boxes, padding, topics and invitations."""

from __future__ import annotations

import pytest

from rookraiders_desktop.net.broker import BrokerAddress, parse_broker
from rookraiders_desktop.net.crypto import Refused, bucket, new_key, open_sealed, seal, topic
from rookraiders_desktop.net.invite import Invitation, InvitationError, parse_invitation


def test_a_sealed_message_opens_only_with_its_key_and_untouched() -> None:
    key = new_key()
    payload = seal(key, {"t": "chat", "text": "hello"})
    assert open_sealed(key, payload, 10_000)[1] == {"t": "chat", "text": "hello"}
    with pytest.raises(Refused, match="wrong key"):
        open_sealed(new_key(), payload, 10_000)
    tampered = bytearray(payload)
    tampered[-1] ^= 1
    with pytest.raises(Refused, match="tampered"):
        open_sealed(key, bytes(tampered), 10_000)
    with pytest.raises(Refused, match="too large"):
        open_sealed(key, payload, 10)


def test_two_sealings_differ_and_lengths_fall_in_buckets() -> None:
    key = new_key()
    short, long = seal(key, {"hand": [1]}), seal(key, {"hand": list(range(60))})
    assert seal(key, {"hand": [1]}) != short  # random nonces
    assert len(short) == len(long)  # both within the first bucket
    assert bucket(1) == 512 and bucket(513) == 1024 and bucket(5000) == 8192


def test_topics_depend_on_key_room_and_direction() -> None:
    key, room = new_key(), "0123456789abcdef"
    names = {topic(key, room, "up"), topic(key, room, "down"), topic(new_key(), room, "up"), topic(key, "f" * 16, "up")}
    assert len(names) == 4


def test_an_invitation_survives_its_link_and_names_brokers_in_order() -> None:
    brokers = (BrokerAddress("127.0.0.1", 1883), parse_broker("mqtts://ann:p%40ss@example.org"))
    invitation = Invitation("rook_raiders", "0123456789abcdef", 2, new_key(), brokers)
    text = invitation.to_url()
    assert text.startswith("rookraiders://join?")
    assert parse_invitation(f"  {text}\n") == invitation
    assert brokers[1].port == 8883 and brokers[1].password == "p@ss"
    spectator = Invitation("roguelight", "0123456789abcdef", None, new_key(), brokers[:1])
    assert parse_invitation(spectator.to_url()).seat is None


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("https://example.org", "begins with rookraiders://join?"),
        ("rookraiders://join?g=rook_raiders&r=0123456789abcdef&s=1&b=mqtt://h", "no key"),
        ("rookraiders://join?g=rook_raiders&r=0123456789abcdef&s=1&k=abc&b=mqtt://h", "key is damaged"),
        ("rookraiders://join?g=rook_raiders&r=xyz&s=1&k=abc&b=mqtt://h", "room is damaged"),
        ("rookraiders://join?g=x&r=0123456789abcdef&s=0&k=" + "A" * 43 + "&b=mqtt://h", "seat is damaged"),
        ("rookraiders://join?g=x&r=0123456789abcdef&s=1&k=" + "A" * 43, "names no broker"),
        ("rookraiders://join?g=x&r=0123456789abcdef&s=1&k=" + "A" * 43 + "&b=ftp://h", "broker is damaged"),
    ],
)
def test_a_bad_invitation_says_why(text: str, words: str) -> None:
    with pytest.raises(InvitationError, match=words):
        parse_invitation(text)
