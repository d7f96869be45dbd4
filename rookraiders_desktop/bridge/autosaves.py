"""The autosaves: one file per game played, in the user data folder, the newest KEEP kept.

Every game the window starts or opens writes itself after every action to its own
``autosave-<time>-<game id>.json`` (a save file like any other), so a new game never overwrites the
last one. A finished game gets a ``.done`` marker beside its file: the library's "Continue" offers
the newest game without one, its recent list shows them all. The single ``autosave.json`` of
earlier versions is taken over as the oldest of these files (``migrate``).

Reading the list never replays a game: only the save's header (game, seed, seats, number of
actions, with the action journal beside it applied: engine/core/autosave.py) is read, so the
library can list them right after start-up. Pruning a game removes its journal and marker too.
"""

from __future__ import annotations

import json
import sys
import time
from contextlib import suppress
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from . import folders

KEEP = 8  # autosaved games kept; older ones are removed when a new game starts
PREFIX = "autosave-"
LEGACY_NAME = "autosave.json"  # the one autosave of earlier versions
DONE_SUFFIX = ".done"


@dataclass(frozen=True)
class Autosave:
    """One autosaved game, as read from its header."""

    path: Path
    game_id: str
    seed: int
    names: tuple[str, ...]
    actions: int
    modified: float  # seconds since the epoch
    finished: bool


def folder() -> Path:
    """The user data folder: bridge/session.py's `data_dir` once the engine is loaded (tests point it
    elsewhere); before, when the library lists the autosaves at start-up, the same folder without
    loading the engine."""
    session = sys.modules.get(f"{__package__}.session")
    return getattr(session, "data_dir", folders.data_dir)()


def new_autosave_path(game_id: str, where: Path | None = None) -> Path:
    """A fresh file for a game of `game_id` that starts now; older games beyond KEEP go."""
    where = where or folder()
    migrate(where)
    prune(where, keep=KEEP - 1)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    return where / f"{PREFIX}{stamp}-{game_id}.json"


def autosave_files(where: Path | None = None) -> list[Path]:
    """The autosave files, newest first."""
    where = where or folder()
    files = [p for p in where.glob(f"{PREFIX}*.json") if p.is_file()]
    return sorted(files, key=_modified, reverse=True)


def recent_autosaves(where: Path | None = None) -> list[Autosave]:
    """The autosaved games, newest first; a file that cannot be read is left out."""
    where = where or folder()
    migrate(where)
    entries = (_read(path) for path in autosave_files(where))
    return [entry for entry in entries if entry is not None]


def latest_unfinished(where: Path | None = None) -> Autosave | None:
    """The newest autosaved game that has not ended: the one to continue."""
    return next((a for a in recent_autosaves(where) if not a.finished and a.actions), None)


def mark_finished(path: Path, finished: bool = True) -> None:
    """Record whether the game autosaved at `path` has ended (an undo may take the end back)."""
    marker = _marker(path)
    with suppress(OSError):  # a marker that cannot be written only makes Continue offer it again
        if finished:
            marker.touch()
        else:
            marker.unlink(missing_ok=True)


def prune(where: Path | None = None, keep: int = KEEP) -> list[Path]:
    """Remove all but the newest `keep` autosaves (and their markers); returns those removed."""
    old = autosave_files(where)[keep:]
    for path in old:
        for file in (path, *_beside(path)):
            with suppress(OSError):
                file.unlink(missing_ok=True)
    return old


def migrate(where: Path) -> Path | None:
    """Take the single autosave.json of earlier versions over as an autosave of this one."""
    legacy = where / LEGACY_NAME
    if not legacy.is_file():
        return None
    modified = _modified(legacy)
    stamp = datetime.fromtimestamp(modified).strftime("%Y%m%d-%H%M%S-%f")
    game_id = _header(legacy).get("game_id", "game")
    target = where / f"{PREFIX}{stamp}-{game_id}.json"
    try:
        legacy.replace(target)
    except OSError:
        return None
    return target


def _read(path: Path) -> Autosave | None:
    from ..engine.core.autosave import with_journal

    data, _changed = with_journal(path, _header(path))  # the moves since the last snapshot too
    game_id, seats = data.get("game_id"), (data.get("setup") or {}).get("seats")
    if not isinstance(game_id, str) or not isinstance(seats, list):
        return None
    names = tuple(str(s.get("name") or f"Player {i + 1}") for i, s in enumerate(seats) if isinstance(s, dict))
    actions = data.get("actions")
    seed = data.get("seed")
    return Autosave(
        path=path,
        game_id=game_id,
        seed=seed if isinstance(seed, int) else 0,
        names=names,
        actions=len(actions) if isinstance(actions, list) else 0,
        modified=_modified(path),
        finished=_marker(path).exists(),
    )


def _header(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _marker(path: Path) -> Path:
    return path.with_name(path.name + DONE_SUFFIX)


def _beside(path: Path) -> tuple[Path, ...]:
    """The files that go with an autosave: its end marker and its action journal."""
    from ..engine.core.autosave import journal_path

    return _marker(path), journal_path(path)


def _modified(path: Path) -> float:
    """When the game was last played: its snapshot or its journal, whichever is newer."""
    times = []
    for file in (path, *_beside(path)[1:]):
        with suppress(OSError):
            times.append(file.stat().st_mtime)
    return max(times) if times else time.time()
