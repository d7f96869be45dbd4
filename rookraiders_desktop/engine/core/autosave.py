"""Autosave: durable after every action, and off the critical path.

The choice: an append-only action journal beside periodic snapshots.

- The snapshot is the autosave file itself, an ordinary save file (any reader, an older version, the
  list of recent games, sees a whole game). It is written atomically (write_atomically: a temporary
  file, fsync, rename), never damaged, on a writer thread of its own: the window's thread only
  pickles the state (a fraction of a millisecond) and hands it over. Writes are coalesced (the
  newest position wins) and at most one every SNAPSHOT_EVERY_S, so a long game's growing save is
  never written on the window's thread nor once per action. Each action is put into JSON once, for
  its journal line, and every snapshot reuses it (compact JSON, the fast encoder): a snapshot of a
  1,000-action game is 1.4 ms of work, not 15 ms (the writer thread shares the lock every Python
  thread needs, so its work also delays the window's).
- The journal, ``<autosave>.journal`` beside it, gets one short line per action, undo or redo,
  written by the window's thread itself with one `os.write` as the action is taken (no fsync: it
  survives the process being killed; only a power cut can take what the system has not written yet).
  Its lines say how the list of actions changes: ``{"n": 7, "a": {...}}`` makes action 7 this one
  (cutting what followed it), ``{"n": 6}`` cuts the list to 6 actions (an undo). Applied in order to
  any snapshot written since the journal was started, they give the game's list of actions now,
  because the snapshot's list is that of the same game at an earlier line.
- `load_save` reads both (`with_journal`): after a kill at any moment at most the action being
  written is lost (a line cut short by the kill is ignored), and neither file is ever half-written.
  The journal's first line carries a token the snapshots repeat, so a journal is only ever applied
  to the snapshots of the game that wrote it. The positions the journal adds are checked by replaying
  them, as every action of a save is; only the snapshot's own position also has its state hash.

The engine's command line sessions write nothing in the background: only a session given a
`Autosaver` (the app's GameSession does) works this way; `Session.autosave` without one writes the
whole save at once, as before.
"""

from __future__ import annotations

import json
import os
import pickle
import secrets
import threading
import time
import weakref
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .session import HistoryEntry, Session

JOURNAL_SUFFIX = ".journal"
SNAPSHOT_EVERY_S = 0.5  # the least time between two snapshot writes
TOKEN_KEY = "autosave_token"  # in a snapshot: the token of the journal beside it
IDLE_EXIT_S = 5.0  # the writer thread ends after this long with nothing to write


def journal_path(path: Path) -> Path:
    return Path(path).with_name(Path(path).name + JOURNAL_SUFFIX)


@dataclass(frozen=True)
class Capture:
    """What a snapshot needs, taken on the window's thread at one moment: the state pickled (the
    game goes on meanwhile), the history list as it is (its entries are never changed) and its
    actions' JSON, as the journal wrote them (put into JSON once per action, not once per
    snapshot: a snapshot's work does not grow with the game's length beyond writing it)."""

    make: Callable[[Any, list[HistoryEntry], list[Any]], dict[str, Any]]  # -> the save's JSON data
    state: bytes
    history: list[HistoryEntry]
    actions: list[Any]

    def text(self) -> str:
        data = self.make(pickle.loads(self.state), self.history, self.actions)
        return json.dumps(data, ensure_ascii=False, separators=(",", ":"))  # compact: the fast encoder


class SnapshotWriter:
    """One daemon thread that writes the newest capture handed to it, at most once every
    SNAPSHOT_EVERY_S; it ends when idle for IDLE_EXIT_S and starts again on demand."""

    def __init__(self, path: Path, write: Callable[[Path, str], None]):
        self.path = path
        self._write = write
        self._lock = threading.Condition()
        self._pending: Capture | None = None
        self._thread: threading.Thread | None = None
        self._last_write = 0.0
        self._writing = False

    def offer(self, capture: Capture) -> None:
        with self._lock:
            self._pending = capture  # an older one not yet written is never needed
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._loop, name="autosave-writer", daemon=True)
                self._thread.start()
            self._lock.notify()

    def wait(self, timeout: float = 5.0) -> bool:
        """Block until everything offered is on disk (tests, and a window closing). True if done."""
        deadline = time.monotonic() + timeout
        with self._lock:
            while self._pending is not None or self._writing:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    return False
                self._lock.notify()
                self._lock.wait(min(remaining, 0.05))
            return True

    def _loop(self) -> None:
        while True:
            with self._lock:
                if self._pending is None and not self._lock.wait_for(lambda: self._pending is not None, IDLE_EXIT_S):
                    self._thread = None
                    return
                pause = self._last_write + SNAPSHOT_EVERY_S - time.monotonic()
                if pause > 0:
                    self._lock.wait(pause)  # a wait() for the snapshot cuts the pause short
                capture, self._pending = self._pending, None
                self._writing = capture is not None
            if capture is not None:
                with suppress(Exception):  # a full disk must not stop the game; the journal holds it
                    self._write(self.path, capture.text())
            with self._lock:
                self._writing = False
                self._last_write = time.monotonic()
                self._lock.notify_all()


class Autosaver:
    """The autosave of one session at `path`: see the module docstring."""

    def __init__(self, path: Path, write: Callable[[Path, str], None]):
        self.path = Path(path)
        self.token = secrets.token_hex(8)
        self._write = write
        self._writer = SnapshotWriter(self.path, write)
        self._journal: int | None = None  # the journal's file descriptor, once started
        self._closer: Callable[[], Any] = lambda: None
        self._known: list[Any] = []  # the actions the journal holds (the same objects as the history's)
        self._dumped: list[Any] = []  # their JSON, as the journal wrote it

    def record(self, session: Session) -> None:
        """After every action, undo and redo (and once at the start): the journal's lines at once,
        a snapshot on the writer thread."""
        if self._journal is None:
            with suppress(OSError):  # a full disk must not stop the game; the next action tries again
                self._start(session)
            return
        self._journal_changes(session.history)
        state = pickle.dumps(session.state, protocol=pickle.HIGHEST_PROTOCOL)
        self._writer.offer(Capture(self._maker(session), state, list(session.history), list(self._dumped)))

    def wait(self, timeout: float = 5.0) -> bool:
        """Until the newest snapshot is written (tests; a window closing)."""
        return self._writer.wait(timeout)

    def close(self) -> None:
        self._writer.wait(2.0)
        if self._journal is not None:
            self._closer()  # closes it once, whoever asks first
            self._journal = None

    def _maker(self, session: Session) -> Callable[[Any, list[HistoryEntry], list[Any]], dict[str, Any]]:
        from .session import Session

        game, setup, seed, marks = session.game, session.setup, session.seed, list(session.bookmarks)
        token = self.token

        def make(state: Any, history: list[HistoryEntry], actions: list[Any]) -> dict[str, Any]:
            data = Session(game, setup, seed, state=state, history=history, bookmarks=marks).to_save(actions)
            data[TOKEN_KEY] = token
            return data

        return make

    def _start(self, session: Session) -> None:
        """The first snapshot, written at once (a new or opened game is recoverable from its first
        moment), then a fresh journal that continues it."""
        data = session.to_save()
        data[TOKEN_KEY] = self.token
        self._write(self.path, json.dumps(data, ensure_ascii=False, separators=(",", ":")))
        header = {"journal": 1, "token": self.token, "game_id": session.game.game_id, "seed": session.seed}
        fd = os.open(journal_path(self.path), os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_APPEND, 0o644)
        self._journal = fd
        self._closer = weakref.finalize(self, _close_quietly, fd)  # also when dropped without close()
        remove_orphan_journals(self.path.parent)
        self._known = [entry.action for entry in session.history]
        self._dumped = list(data["actions"])
        self._append([header])

    def _journal_changes(self, history: list[HistoryEntry]) -> None:
        known = self._known
        same = min(len(history), len(known))
        while same and history[same - 1].action is not known[same - 1]:
            same -= 1  # only an undo followed by another action gets here; usually no step at all
        lines: list[dict[str, Any]] = []
        if same < len(known) and same == len(history):
            lines.append({"n": same})
        for index in range(same, len(history)):
            lines.append({"n": index + 1, "a": history[index].action.model_dump(mode="json")})
        del known[same:], self._dumped[same:]
        known.extend(entry.action for entry in history[same:])
        self._dumped.extend(line["a"] for line in lines if "a" in line)
        self._append(lines)

    def _append(self, lines: list[dict[str, Any]]) -> None:
        if not lines or self._journal is None:
            return
        text = "".join(json.dumps(line, ensure_ascii=False, separators=(",", ":")) + "\n" for line in lines)
        with suppress(OSError):  # a full disk must not stop the game
            os.write(self._journal, text.encode("utf-8"))


def _close_quietly(fd: int) -> None:
    with suppress(OSError):
        os.close(fd)


def remove_orphan_journals(folder: Path) -> None:
    """Delete the journals whose autosave is gone (the list of recent games removes old ones)."""
    with suppress(OSError):
        for entry in os.scandir(folder):
            if entry.name.endswith(JOURNAL_SUFFIX) and not (Path(folder) / entry.name[: -len(JOURNAL_SUFFIX)]).exists():
                with suppress(OSError):
                    os.unlink(entry.path)


def with_journal(path: Path, data: Any) -> tuple[Any, bool]:
    """The save data `data` read from `path`, with the journal beside it applied when it belongs
    to this snapshot (its token), and whether that changed its actions (then the snapshot's state
    hash no longer applies: replaying the actions checks them). Otherwise `data`, False."""
    if (
        not isinstance(data, dict)
        or not isinstance(data.get(TOKEN_KEY), str)
        or not isinstance(data.get("actions"), list)
    ):
        return data, False
    try:
        with journal_path(path).open("rb") as handle:
            lines = handle.read().split(b"\n")
    except OSError:
        return data, False
    header = _line(lines[0])
    if header is None or header.get("token") != data[TOKEN_KEY]:
        return data, False
    actions = list(data["actions"])
    for raw in lines[1:]:
        line = _line(raw)
        if line is None or not _applies(line, len(actions)):
            break  # the end, or a line the kill cut short
        del actions[line["n"] - ("a" in line) :]
        if "a" in line:
            actions.append(line["a"])
    if actions == data["actions"]:
        return data, False
    return {**data, "actions": actions}, True


def _applies(line: dict[str, Any], length: int) -> bool:
    """Whether a journal line is one this module writes, for a list of `length` actions."""
    count = line.get("n")
    if type(count) is not int:
        return False
    return 1 <= count <= length + 1 if "a" in line else 0 <= count <= length


def _line(raw: bytes) -> dict[str, Any] | None:
    try:
        value = json.loads(raw.decode("utf-8"))
    except ValueError:
        return None
    return value if isinstance(value, dict) else None
