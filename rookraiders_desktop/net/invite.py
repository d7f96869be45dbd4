"""Invitations: `rookraiders://join?g=GAME&r=ROOM&s=SEAT&k=KEY&b=BROKER&b=BROKER...`, one per seat.
The key is the seat's secret: whoever holds the invitation plays the seat."""

from __future__ import annotations

import base64
import binascii
import re
from dataclasses import dataclass
from urllib.parse import parse_qs, urlencode, urlsplit

from .broker import BrokerAddress, BrokerError, parse_broker
from .crypto import KEY_SIZE

SCHEME = "rookraiders"
ROOM_PATTERN = re.compile(r"[0-9a-f]{16}")


class InvitationError(ValueError):
    """An invitation that cannot be used, with a sentence saying why."""


@dataclass(frozen=True)
class Invitation:
    game_id: str
    room: str
    seat: int | None  # 0-based; None: a spectator
    key: bytes
    brokers: tuple[BrokerAddress, ...]

    def to_url(self) -> str:
        query = [
            ("g", self.game_id),
            ("r", self.room),
            ("s", "spectator" if self.seat is None else str(self.seat + 1)),
            ("k", base64.urlsafe_b64encode(self.key).decode().rstrip("=")),
        ]
        query += [("b", broker.url) for broker in self.brokers]
        return f"{SCHEME}://join?{urlencode(query)}"


def parse_invitation(text: str) -> Invitation:
    """The invitation in `text` (surrounding spaces allowed); InvitationError when it is not one."""
    text = text.strip()
    parts = urlsplit(text)
    if parts.scheme != SCHEME or parts.netloc != "join":
        raise InvitationError("an invitation begins with rookraiders://join?")
    fields = parse_qs(parts.query)

    def one(name: str, what: str) -> str:
        values = fields.get(name, [])
        if len(values) != 1:
            raise InvitationError(f"the invitation has no {what} (it may be cut short)")
        return values[0]

    game_id, room, seat_text, key_text = one("g", "game"), one("r", "room"), one("s", "seat"), one("k", "key")
    if not ROOM_PATTERN.fullmatch(room):
        raise InvitationError("the invitation's room is damaged")
    try:
        key = base64.urlsafe_b64decode(key_text + "=" * (-len(key_text) % 4))
    except (binascii.Error, ValueError):
        key = b""
    if len(key) != KEY_SIZE:
        raise InvitationError("the invitation's key is damaged")
    if seat_text == "spectator":
        seat = None
    elif seat_text.isdigit() and 1 <= int(seat_text) <= 99:
        seat = int(seat_text) - 1
    else:
        raise InvitationError("the invitation's seat is damaged")
    try:
        brokers = tuple(parse_broker(url) for url in fields.get("b", []))
    except BrokerError as exc:
        raise InvitationError(f"the invitation's broker is damaged: {exc}") from None
    if not brokers:
        raise InvitationError("the invitation names no broker")
    return Invitation(game_id, room, seat, key, brokers)
