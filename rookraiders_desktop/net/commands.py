"""The `host` and `join` command-line tools (headless remote play).

    python -m rookraiders_desktop host GAME --players N --seats remote,remote,bot [--broker URL ... |
        --embedded-broker [--port P]] [--save-to FILE]
    python -m rookraiders_desktop host --resume ROOM_FILE            after a crash
    python -m rookraiders_desktop join INVITATION --bot greedy

`host` prints one invitation per remote seat, one a line, and exits 0 once the game is over (the
save written); `join` plays its seat with a bot and exits 0 once the game is over and the audit
passed. Anything wrong is one line on stderr and a non-zero exit, never a traceback."""

from __future__ import annotations

import argparse
import logging
import socket
import sys
from pathlib import Path
from typing import Any

SEAT_KINDS = ("remote", "bot", "greedy", "random")  # "bot": the game's greedy bot


def add_parsers(commands: Any) -> None:
    from ..engine.bots import BOT_NAMES

    host = commands.add_parser(
        "host",
        help="host a game for players on other computers (prints their invitations)",
        description="Host a game over MQTT: print one invitation per remote seat, one a line, play until "
        "the game is over and exit 0. The host's computer sees everything, like a dealer.",
    )
    host.add_argument("game_id", nargs="?", metavar="GAME", help="the game's id, such as rook_raiders")
    host.add_argument("--players", type=int, help="number of seats")
    host.add_argument("--seats", metavar="KIND,...", help="per seat: remote, bot (greedy), greedy or random")
    host.add_argument(
        "--broker",
        action="append",
        default=[],
        metavar="URL",
        help="mqtt://host:port or mqtts://... (repeatable: tried in order)",
    )
    host.add_argument("--embedded-broker", action="store_true", help="start a broker here (the default)")
    host.add_argument("--port", type=int, default=1883, help="the embedded broker's port (default 1883; 0: any)")
    host.add_argument(
        "--bind",
        default="127.0.0.1",
        metavar="ADDRESS",
        help="the embedded broker's address (default 127.0.0.1; 0.0.0.0 for the local network)",
    )
    host.add_argument("--save-to", type=Path, metavar="FILE", help="write the finished game's save there")
    host.add_argument("--room", type=Path, metavar="FILE", help="the room file (keys; default in the data folder)")
    host.add_argument(
        "--resume",
        type=Path,
        metavar="ROOM_FILE",
        help="reopen a room after a crash (its own broker, if it ran one, starts again on the same port)",
    )
    host.add_argument("--spectators", action="store_true", help="also print an invitation for spectators")
    host.add_argument("--away-after", type=float, metavar="S", help="a bot plays a seat away this many seconds")
    host.add_argument("--ca-file", type=Path, metavar="FILE", help="the CA certificate of an mqtts:// broker")

    join = commands.add_parser(
        "join",
        help="play one seat of a hosted game headless, with a bot",
        description="Join a hosted game with an invitation and play the seat with a bot until the game is "
        "over; then check the host's audit (exit 1 when it fails).",
    )
    join.add_argument("invitation", metavar="INVITATION", help="rookraiders://join?...")
    join.add_argument("--bot", choices=BOT_NAMES, help="the bot that plays the seat")
    join.add_argument("--timeout", type=float, metavar="S", help="give up after this many seconds")
    join.add_argument("--ca-file", type=Path, metavar="FILE", help="the CA certificate of an mqtts:// broker")


def run(args: argparse.Namespace) -> int:
    logging.basicConfig(level=logging.ERROR, format="%(message)s")
    try:
        return host(args) if args.command == "host" else join(args)
    except KeyboardInterrupt:
        return _fail("stopped")


def _fail(message: str, status: int = 2) -> int:
    print(f"rookraiders-desktop: {message}", file=sys.stderr)
    return status


# --- host ----------------------------------------------------------------------------------
def host(args: argparse.Namespace) -> int:
    from .broker import BrokerAddress, BrokerError
    from .host import HostError, reopen
    from .rooms import RoomError

    plan = None if args.resume else _plan(args)  # the seats checked before any broker starts
    if isinstance(plan, int):
        return plan
    try:
        if plan is None:  # its own broker restarts where the room file says (else --embedded-broker's)
            own = BrokerAddress(args.bind, args.port).url if args.embedded_broker else None
            made, embedded = reopen(args.resume, own, **_options(args))
        else:
            made, embedded = _open_room(args, plan)
    except (BrokerError, HostError, RoomError, ValueError) as exc:
        return _fail(str(exc))
    try:
        for invitation in made.invitations():
            print(invitation.to_url(), flush=True)
        print(f"room file (keep it to resume after a crash): {made.room_path}", file=sys.stderr, flush=True)
        made.run()
        if args.save_to is not None:
            made.session.save(args.save_to)
        _tell_result(made.session.game, made.session.state)
        return 0
    finally:
        made.close()
        if embedded is not None:
            embedded.stop()


def _open_room(args: argparse.Namespace, plan: tuple[Any, Any, list[str]]) -> tuple[Any, Any]:
    """A new room, connected, and the broker it runs itself (unless --broker names only others)."""
    from .broker import EmbeddedBroker, parse_broker
    from .host import Host
    from .rooms import discard

    brokers = [parse_broker(url).url for url in args.broker]
    embedded = made = None
    try:
        if not brokers or args.embedded_broker:
            embedded = EmbeddedBroker(args.bind, args.port).start()
            brokers.insert(0, _reachable(embedded.address.url, args.bind))
        own = None if embedded is None else embedded.address.url  # started again there on --resume
        made = Host.create(*plan, brokers, _room_path(args), spectators=args.spectators, embedded=own, **_options(args))
        made.connect()
    except BaseException:
        if made is not None:
            made.close()
            discard(made.room_path)  # a room that never opened is nothing to resume
        if embedded is not None:
            embedded.stop()
        raise
    return made, embedded


def _reachable(url: str, bind: str) -> str:
    """The embedded broker's address as the other computers dial it."""
    if bind not in ("0.0.0.0", "::"):
        return url
    return url.replace(bind, socket.gethostbyname(socket.gethostname()), 1)


def _options(args: argparse.Namespace) -> dict[str, Any]:
    return {"ca_file": args.ca_file, "away_after": args.away_after}


def _room_path(args: argparse.Namespace) -> Path:
    import secrets

    from .rooms import default_folder

    return args.room or default_folder() / f"room-{secrets.token_hex(4)}.json"


def _plan(args: argparse.Namespace) -> tuple[Any, Any, list[str]] | int:
    """(game, setup, seat kinds) of a new room, or the exit status of a clear refusal."""
    from ..engine.core.errors import ContentError, RuleViolation
    from ..engine.core.game import SeatSetup, Setup
    from ..engine.registry import GAMES

    game = GAMES.get(args.game_id or "")
    if game is None:
        return _fail(f"unknown game {args.game_id!r}; known: {', '.join(GAMES)}")
    kinds = [kind.strip() for kind in (args.seats or "").split(",") if kind.strip()]
    if args.players is None or len(kinds) != args.players:
        return _fail("--seats must name one kind per seat (--players of them), such as remote,remote,bot")
    if any(kind not in SEAT_KINDS for kind in kinds) or "remote" not in kinds:
        return _fail(f"--seats: each seat is one of {', '.join(SEAT_KINDS)}, and one at least is remote")
    seats = [
        SeatSetup(name=f"Player {seat + 1}", bot=None if kind == "remote" else "greedy" if kind == "bot" else kind)
        for seat, kind in enumerate(kinds)
    ]
    try:
        game.validate_setup(Setup(seats=seats))
    except (RuleViolation, ContentError) as exc:
        return _fail(str(exc))
    return game, Setup(seats=seats), ["remote" if kind == "remote" else "bot" for kind in kinds]


def _tell_result(game: Any, state: Any) -> None:
    result = game.result(state)
    if result is not None:
        print(f"game over: {game.describe_result(result)}", file=sys.stderr, flush=True)


# --- join ----------------------------------------------------------------------------------
def join(args: argparse.Namespace) -> int:
    from .client import Client, ClientError
    from .invite import InvitationError, parse_invitation

    try:
        invitation = parse_invitation(args.invitation)
        if args.bot is None and invitation.seat is not None:
            return _fail("join plays a seat headless with a bot: add --bot greedy (or use Game > Join... in the app)")
        client = Client(invitation, bot=args.bot, ca_file=args.ca_file)
        client.connect()
    except (InvitationError, ClientError) as exc:
        return _fail(str(exc))
    try:
        if not client.run(args.timeout):
            return _fail("the game did not end in time", 1)
    finally:
        client.close()
    assert client.game is not None
    _tell_result(client.game, client.view)
    if client.audit:
        return _fail("the audit FAILED: " + "; ".join(map(str, client.audit)), 1)
    print(f"audit: OK ({len(client.record.views)} tables checked against the revealed seed)", file=sys.stderr)
    return 0
