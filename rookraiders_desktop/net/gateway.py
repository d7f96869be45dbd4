"""The host's seat gateway: the host's session holds the only state; each channel (a seat, or a
spectator) receives, numbered, only its own view and the events it may see, and may send only its
own seat's actions, accepted when that seat is to move. No network here: `send(topic, payload)`
publishes, `receive(topic, payload)` is fed what arrives, `tick()` keeps time (away seats, bots).

Never sent: another seat's view or its actions, the seed or the RNG (the audit reveals the seed
only once the game is over), undo stacks, saves, or log text another seat may not see."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from pydantic import BaseModel

from ..engine.bots import Bot, decide, make_bot
from ..engine.core.errors import ActionRejected, RuleViolation, SaveError
from ..engine.core.game import Event, actor_of, visible
from ..engine.core.i18n import QT_TRANSLATE_NOOP
from ..engine.core.session import Session, parse_saved_action
from .crypto import Refused, open_sealed, seal, topic

log = logging.getLogger(__name__)
Send = Callable[[str, bytes], None]

UP_LIMIT = 64 * 1024  # bytes a seat may send in one message (an action, a chat line)
CHAT_LIMIT = 200  # characters of one chat line
RATE = 20.0  # messages a second a seat may send, on average ...
BURST = 100.0  # ... with this many at once


@dataclass
class Channel:
    """One seat's (or a spectator's) encrypted, numbered stream."""

    seat: int | None  # None: a spectator
    key: bytes
    room: str
    outbox: list[bytes] = field(default_factory=list)  # sealed message n at index n - 1
    sent_at: list[float] = field(default_factory=list)
    seen: set[bytes] = field(default_factory=set)  # nonces received: a replay is refused
    acted_at: int = 0  # the stream's length when this seat's last action was applied
    last_act: tuple[Any, Any] | None = None  # (ref, action) of the last applied: its resend is no news
    state: str = "waiting"  # waiting (never heard), connected, away
    last_heard: float = 0.0
    covered: bool = False  # away too long: a bot plays the seat until it comes back
    tokens: float = BURST
    flooding: bool = False

    @property
    def up(self) -> str:
        return topic(self.key, self.room, "up")

    @property
    def down(self) -> str:
        return topic(self.key, self.room, "down")


@dataclass
class Gateway:
    session: Session
    kinds: list[str]  # per seat: "remote", "bot" or "local"
    keys: dict[int | None, bytes]  # per remote seat (None: the spectators' key)
    room: str
    epoch: int  # one more at each (re)start of the host: a stream number is (epoch, n)
    salt: bytes
    commit: str
    send: Send
    away_after: float | None = None  # seconds a remote seat to move may be away before a bot covers it
    cover_bot: str = "greedy"
    resend_grace: float = 1.0  # seconds: a message younger than this may still be on its way
    ping_timeout: float = 10.0  # seconds without a word from a connected seat before it shows as away
    clock: Callable[[], float] = time.monotonic
    channels: dict[str, Channel] = field(default_factory=dict)  # by up topic
    incidents: list[str] = field(default_factory=list)
    bots: dict[int, Bot] = field(default_factory=dict)
    ended: bool = False
    farewells: set[int | None] = field(default_factory=set)  # channels that said goodbye after the end
    chat: list[tuple[int, str]] = field(default_factory=list)  # every line said, for the host's own window
    # called after each applied action (any seat's): the host's window shows its local seats this way,
    # in the same process, never over the wire
    on_applied: Callable[[BaseModel, list[Event]], None] = lambda _action, _events: None

    def __post_init__(self) -> None:
        for seat, key in self.keys.items():
            self._open_channel(seat, key)
        game = self.session.game
        for seat, kind in enumerate(self.kinds):
            name = self.session.setup.seats[seat].bot or self.cover_bot
            if kind == "bot" or kind == "remote":
                self.bots[seat] = make_bot(name, self.session.seed % 100_000 * 10 + seat, game.game_id)

    def _open_channel(self, seat: int | None, key: bytes) -> Channel:
        channel = Channel(seat, key, self.room, last_heard=self.clock())
        self.channels[channel.up] = channel
        return channel

    def channel_of(self, seat: int | None) -> Channel:
        return next(c for c in self.channels.values() if c.seat == seat)

    # --- what arrives ------------------------------------------------------------------
    def receive(self, name: str, payload: bytes) -> None:
        channel = self.channels.get(name)
        if channel is None:
            return  # an old topic's straggler after a re-key
        if not self._within_rate(channel):
            return
        try:
            nonce, message = open_sealed(channel.key, payload, UP_LIMIT)
            if nonce in channel.seen:
                raise Refused("replayed")
        except Refused as exc:
            self._incident(channel, f"refused a message: {exc}")
            return
        channel.seen.add(nonce)
        self._heard(channel)
        handler = self.HANDLERS.get(str(message.get("t")))
        if handler is None:
            self._incident(channel, f"refused a message of unknown type {str(message.get('t'))[:20]!r}")
            return
        handler(self, channel, message)

    def _within_rate(self, channel: Channel) -> bool:
        now = self.clock()
        elapsed = max(0.0, now - channel.last_heard) if channel.state != "waiting" else 0.0
        channel.tokens = min(BURST, channel.tokens + elapsed * RATE)
        if channel.tokens < 1:
            if not channel.flooding:  # told once per flood, not once per message
                self._incident(channel, "flooding: messages dropped")
            channel.tokens, channel.flooding, channel.last_heard = 0.0, True, now
            return False
        channel.tokens -= 1
        channel.flooding = False
        return True

    def _heard(self, channel: Channel) -> None:
        channel.last_heard = self.clock()
        if channel.state != "connected":
            channel.state, channel.covered = "connected", False
            self._tell_seats()

    def _incident(self, channel: Channel, text: str) -> None:
        who = "spectator" if channel.seat is None else f"seat {channel.seat + 1}"
        self.incidents.append(f"{who}: {text}")
        log.warning("%s: %s", who, text)

    def _on_ping(self, channel: Channel, message: dict[str, Any]) -> None:
        """A client's hello and heartbeat: the last (epoch, n) it holds. Behind: what it missed."""
        epoch, last = message.get("e"), message.get("n")
        if epoch != self.epoch or type(last) is not int or not 0 < last <= len(channel.outbox):
            self._send_view(channel, [], fresh=True)
            return
        now = self.clock()
        for index in range(last, len(channel.outbox)):
            if now - channel.sent_at[index] >= self.resend_grace:
                self.send(channel.down, channel.outbox[index])
                channel.sent_at[index] = now

    def _on_action(self, channel: Channel, message: dict[str, Any]) -> None:
        if channel.last_act == (message.get("ref"), message.get("a")):
            return  # the client sent it again before our answer reached it: applied once already
        try:
            action = self._accept(channel, message)
            self.play(action)
            channel.last_act = (message.get("ref"), message.get("a"))
        except RuleViolation as exc:
            self._refuse(channel, exc)
        except SaveError as exc:
            self._refuse(channel, ActionRejected("FORM", exc.template, **exc.params))

    def _accept(self, channel: Channel, message: dict[str, Any]) -> BaseModel:
        """The action of `message`, if this channel's seat may play it now (else RuleViolation)."""
        ref = message.get("ref")
        if channel.seat is None:
            raise ActionRejected("SEAT", QT_TRANSLATE_NOOP("RookRaiders", "A spectator cannot play"))
        if message.get("e") != self.epoch or type(ref) is not int or not channel.acted_at < ref <= len(channel.outbox):
            raise ActionRejected(
                "STALE", QT_TRANSLATE_NOOP("RookRaiders", "That choice was made on an older table: choose again")
            )
        action = parse_saved_action(self.session.game, len(self.session.history), message.get("a"), "message")
        if actor_of(action) != channel.seat:
            raise ActionRejected("SEAT", QT_TRANSLATE_NOOP("RookRaiders", "You may play only your own seat"))
        return action

    def _refuse(self, channel: Channel, exc: RuleViolation) -> None:
        self._incident(channel, f"refused an action: {exc}")
        params = {name: str(value) for name, value in exc.params.items()}
        self._post(channel, {"t": "refused", "rule": exc.rule, "template": exc.template, "params": params})

    def _on_chat(self, channel: Channel, message: dict[str, Any]) -> None:
        if channel.seat is not None:
            self.say(channel.seat, str(message.get("text", "")))

    def say(self, seat: int, text: str) -> None:
        """A chat line from `seat` (remote, or local at the host) to everyone at the table."""
        text = text.strip()[:CHAT_LIMIT]
        if text:
            self.chat.append((seat, text))
            for other in self.channels.values():
                self._post(other, {"t": "chat", "from": seat, "text": text})

    def _on_bye(self, channel: Channel, _message: dict[str, Any]) -> None:
        channel.state = "away"
        if self.ended:
            self.farewells.add(channel.seat)
        self._tell_seats()

    HANDLERS: ClassVar[dict[str, Callable[[Gateway, Channel, dict[str, Any]], None]]] = {
        "ping": _on_ping,
        "act": _on_action,
        "chat": _on_chat,
        "bye": _on_bye,
        "gone": _on_bye,  # the broker's last will for a client that vanished
    }

    # --- play ----------------------------------------------------------------------------
    def play(self, action: BaseModel) -> None:
        """Apply an action already known to be its seat's (RuleViolation: refused, nothing changed),
        tell every channel, then let the bots play until a person must act."""
        self._apply(action)
        self.run_bots()

    def play_local(self, action: BaseModel) -> None:
        """An action chosen at the host's computer: accepted only for a local seat (RuleViolation: refused)."""
        seat = actor_of(action)
        if not isinstance(seat, int) or not 0 <= seat < len(self.kinds) or self.kinds[seat] != "local":
            raise ActionRejected("SEAT", QT_TRANSLATE_NOOP("RookRaiders", "You may play only your own seat"))
        self.play(action)

    def _apply(self, action: BaseModel) -> None:
        events = self.session.submit(action)
        self.on_applied(action, events)
        seat = actor_of(action)
        for channel in self.channels.values():
            if channel.seat == seat:  # a choice made on a view older than this one is stale
                channel.acted_at = len(channel.outbox)
            self._send_view(channel, events)
        self._end_if_over()

    def run_bots(self) -> None:
        game, session = self.session.game, self.session
        while game.result(session.state) is None:
            seat = next((s for s in game.to_move(session.state) if self._bot_plays(s)), None)
            if seat is None:
                return
            # decide() hands the bot its own seat's view and that seat's legal choices, as at the table
            self._apply(decide(self.bots[seat], game, session.state, seat))

    def _bot_plays(self, seat: int) -> bool:
        if self.kinds[seat] == "bot":
            return True
        return self.kinds[seat] == "remote" and self.channel_of(seat).covered

    def tick(self) -> None:
        """Mark silent seats away; a seat to move that stays away past `away_after` gets a bot."""
        now, changed = self.clock(), False
        for channel in self.channels.values():
            if channel.state == "connected" and now - channel.last_heard > self.ping_timeout:
                channel.state, changed = "away", True
            movers = self.session.game.to_move(self.session.state)
            if (
                self.away_after is not None
                and channel.state != "connected"
                and channel.seat in movers
                and not channel.covered
                and now - channel.last_heard > self.away_after
            ):
                channel.covered, changed = True, True
                self._incident(channel, "away too long: a bot plays the seat until it comes back")
        if changed:
            self._tell_seats()
            self.run_bots()

    # --- what leaves ---------------------------------------------------------------------
    def start(self) -> None:
        """The first view of every channel (also after a restart: a fresh one), then the bots."""
        for channel in self.channels.values():
            self._send_view(channel, [], fresh=True)
        self.run_bots()
        self._end_if_over()

    def _send_view(self, channel: Channel, events: list[Event], fresh: bool = False) -> None:
        game, state = self.session.game, self.session.state
        message: dict[str, Any] = {
            "t": "view",
            "i": len(self.session.history),
            "view": game.view(state, channel.seat).model_dump(mode="json"),
            "ev": [event.model_dump(mode="json") for event in events if visible(event, channel.seat)],
            "mine": sum(1 for entry in self.session.history if entry.actor == channel.seat),
        }
        if fresh:
            message.update(fresh=True, seat=channel.seat, game=game.game_id, commit=self.commit)
            message["setup"] = self.session.setup.model_dump(mode="json")
            message["seats"] = self.seat_states()
        self._post(channel, message)
        if fresh and self.ended:
            self._post(channel, self._reveal())

    def _post(self, channel: Channel, message: dict[str, Any]) -> None:
        message.update(e=self.epoch, n=len(channel.outbox) + 1)
        sealed = seal(channel.key, message)
        channel.outbox.append(sealed)
        channel.sent_at.append(self.clock())
        self.send(channel.down, sealed)

    def seat_states(self) -> dict[str, str]:
        states = {}
        for seat, kind in enumerate(self.kinds):
            if kind == "remote":
                channel = self.channel_of(seat)
                states[str(seat)] = "covered" if channel.covered else channel.state
            else:
                states[str(seat)] = kind
        return states

    def _tell_seats(self) -> None:
        states = self.seat_states()
        for channel in self.channels.values():
            self._post(channel, {"t": "seats", "seats": states})

    def _end_if_over(self) -> None:
        if self.ended or self.session.game.result(self.session.state) is None:
            return
        self.ended = True
        for channel in self.channels.values():
            self._post(channel, self._reveal())

    def _reveal(self) -> dict[str, Any]:
        """The audit's reveal, once the game is over: the seed, the salt and every action."""
        return {
            "t": "end",
            "seed": self.session.seed,
            "salt": self.salt.hex(),
            "setup": self.session.setup.model_dump(mode="json"),
            "actions": [action.model_dump(mode="json") for action in self.session.actions],
        }

    # --- re-keying -------------------------------------------------------------------------
    def rekey(self, seat: int | None, key: bytes) -> Channel:
        """A new key for a seat whose invitation leaked: the old one reaches nothing any more."""
        old = self.channel_of(seat)
        del self.channels[old.up]
        channel = self._open_channel(seat, key)
        channel.acted_at, channel.covered = 0, old.covered
        self.keys[seat] = key
        self._send_view(channel, [], fresh=True)
        return channel
