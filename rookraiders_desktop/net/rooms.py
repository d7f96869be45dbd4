"""The room file: what a host needs to take a game up again after a crash (the seats' keys, the
audit's salt, the stream epoch, the brokers, the broker it ran itself, where the autosave is). It
lives in the app's data folder, readable by its owner only, and never in a save file, which players
may share. Beside it, a lock held while a host runs the room: the system frees it when that process
ends, crash or not, so a room whose lock is free is one nobody hosts any more."""

from __future__ import annotations

import base64
import json
import os
import secrets
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

ROOM_FORMAT = 1


class RoomError(ValueError):
    """A room file that cannot be read, with a sentence saying why."""


def default_folder() -> Path:
    """The rooms' folder in the app's data folder, found without Qt (the window uses Qt's own):
    $XDG_DATA_HOME or ~/.local/share, then organisation and application, as Qt's AppDataLocation
    names them on Linux."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "RookRaiders" / "Rook & Raiders Desktop" / "online"


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


@dataclass
class Room:
    room: str  # 16 hex digits, in every invitation and topic
    game_id: str
    kinds: list[str]  # per seat: remote, bot, local
    brokers: list[str]  # broker URLs, tried in order
    autosave: str  # the game's autosave (a save file: no keys in it)
    salt: bytes = field(default_factory=lambda: secrets.token_bytes(16))
    keys: dict[int | None, bytes] = field(default_factory=dict)  # per remote seat; None: spectators
    epoch: int = 1
    embedded: str | None = None  # where the host's own broker listened (mqtt://0.0.0.0:1883): started again on resume

    @classmethod
    def new(
        cls,
        game_id: str,
        kinds: list[str],
        brokers: list[str],
        autosave: Path,
        spectators: bool,
        embedded: str | None = None,
    ) -> Room:
        from .crypto import new_key  # here, as above: no NaCl either at start-up

        room = cls(secrets.token_hex(8), game_id, kinds, brokers, str(autosave), embedded=embedded)
        room.keys = {seat: new_key() for seat, kind in enumerate(kinds) if kind == "remote"}
        if spectators:
            room.keys[None] = new_key()
        return room

    def to_json(self) -> dict[str, Any]:
        return {
            "format": ROOM_FORMAT,
            "room": self.room,
            "game_id": self.game_id,
            "kinds": self.kinds,
            "brokers": self.brokers,
            "autosave": self.autosave,
            "salt": _b64(self.salt),
            "keys": {"spectator" if seat is None else str(seat): _b64(key) for seat, key in self.keys.items()},
            "epoch": self.epoch,
            "embedded": self.embedded,
        }

    def save(self, path: Path) -> None:
        from ..engine.core.session import write_atomically  # here: the window looks for rooms before the engine loads

        write_atomically(path, json.dumps(self.to_json(), indent=1))
        os.chmod(path, 0o600)  # the keys are secrets

    @classmethod
    def load(cls, path: Path) -> Room:
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
            if data.get("format") != ROOM_FORMAT:
                raise ValueError("unknown format")
            keys = {
                None if name == "spectator" else int(name): base64.b64decode(text)
                for name, text in data["keys"].items()
            }
            return cls(
                str(data["room"]),
                str(data["game_id"]),
                [str(kind) for kind in data["kinds"]],
                [str(url) for url in data["brokers"]],
                str(data["autosave"]),
                base64.b64decode(data["salt"]),
                keys,
                int(data["epoch"]),
                None if data.get("embedded") is None else str(data["embedded"]),
            )
        except OSError as exc:
            raise RoomError(f"cannot read the room file {path}: {exc.strerror or exc}") from None
        except (ValueError, KeyError, TypeError, AttributeError) as exc:
            raise RoomError(f"the room file {path} is damaged ({exc})") from None


def room_files(folder: Path) -> list[Path]:
    """The room files in `folder`, the newest first (the autosaves beside them are not rooms)."""
    found = [path for path in folder.glob("*.json") if not path.name.endswith(".autosave.json")]
    return sorted(found, key=lambda path: path.stat().st_mtime, reverse=True)


def discard(path: Path) -> None:
    """Forget a finished or abandoned room: its keys go; its autosave (no keys in it) stays."""
    path.unlink(missing_ok=True)
    path.with_suffix(".lock").unlink(missing_ok=True)


def hold(path: Path) -> IO[bytes] | None:
    """Take the lock of the room of `path` for as long as the returned file stays open; None when
    a running host (in this process or another) holds it."""
    lock = open(path.with_suffix(".lock"), "a+b")  # noqa: SIM115 - open for as long as the room runs
    try:
        if sys.platform == "win32":
            import msvcrt

            msvcrt.locking(lock.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(lock.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        lock.close()
        return None
    return lock


def is_hosted(path: Path) -> bool:
    """Whether a running host holds the room of `path` (so it is not one to resume)."""
    lock = hold(path)
    if lock is None:
        return True
    lock.close()
    return False
