"""Where the window keeps the files of the rooms it hosts (the keys: never in a save), found
without loading the engine or the network stack: the start-up looks there for a game hosted here
that did not finish (ui/online.py offers it back)."""

from __future__ import annotations

from pathlib import Path


def rooms_folder() -> Path:
    """The rooms' folder, in the user data folder."""
    from ..bridge.autosaves import folder

    return folder() / "online"


def hosted_room_files() -> list[Path]:
    """The room files kept here, the newest first (finished or not: ui/online.py looks closer)."""
    from ..net.rooms import room_files

    folder = rooms_folder()
    return room_files(folder) if folder.is_dir() else []
