"""A game in progress: the state, the action history with undo/redo, save/load and autosave.

Pure Python (no Qt). The bridge wraps one of these in a QObject that emits signals.
Undo restores a snapshot taken before the action, RNG included, so redoing or
re-playing an action never re-rolls a die.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import pickle
import re
import tempfile
import time
import zlib
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from ..bots import BOT_NAMES
from .autosave import with_journal
from .clone import restore_into
from .errors import ActionRejected, ContentError, RuleViolation, SaveError, shorten
from .game import Event, Game, Setup
from .i18n import QT_TRANSLATE_NOOP
from .rng import valid_seed
from .room import caller_holds_snapshot, check_options

SAVE_FORMAT = 1
UNDO_SNAPSHOTS_AT_ONCE = 64  # an opened game's undo snapshots taken per replay (Session._rebuild_snapshots)


def state_hash(state: BaseModel) -> str:
    payload = json.dumps(state.model_dump(mode="json"), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(payload.encode()).hexdigest()


# write_atomically's temporary files: ".<name>.<8 characters of tempfile's>.tmp" beside the file
_TEMP_NAME = r"\.{name}\.[a-z0-9_]{{8}}\.tmp"
STALE_TEMP_S = 60.0  # a temporary file untouched this long was left by a write that was killed


def remove_stale_temps(folder: Path, name: str | None = None, older_than: float = STALE_TEMP_S) -> list[Path]:
    """Delete what write_atomically left in `folder` when it was killed mid-write: the temporary
    files of the file `name` (None: of any file) untouched for `older_than` seconds (a younger one
    may be another window's write in progress). Nothing else is touched; a file that cannot be
    removed is left alone. Returns the files removed."""
    pattern = re.compile(_TEMP_NAME.format(name=re.escape(name) if name is not None else ".+"))
    removed = []
    try:
        candidates = [entry for entry in os.scandir(folder) if pattern.fullmatch(entry.name)]
    except OSError:
        return []
    for entry in candidates:
        try:
            if (
                entry.is_file(follow_symlinks=False)
                and time.time() - entry.stat(follow_symlinks=False).st_mtime >= older_than
            ):
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            pass
    return removed


def write_atomically(path: Path, text: str) -> None:
    """Write to a temporary file beside `path`, flush it to disk, then rename over `path`:
    a crash at any moment leaves either the old file or the new one, never half of one (and the
    next write of `path` removes a temporary file such a crash left behind)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    _write_via_temp(path, text)
    remove_stale_temps(path.parent, path.name)


def _write_via_temp(path: Path, text: str) -> None:
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, 0o644)  # mkstemp makes 0600; a save is an ordinary document
        os.replace(tmp, path)
        try:  # make the rename itself durable
            dir_fd = os.open(path.parent, os.O_RDONLY)
            try:
                os.fsync(dir_fd)
            finally:
                os.close(dir_fd)
        except OSError:
            pass
    except BaseException:
        with suppress(FileNotFoundError):
            os.unlink(tmp)
        raise


@dataclass(frozen=True)
class Bookmark:
    """A moment of a game marked in a replay: the position after `index` actions, with a note.
    Saved in the save file's optional "bookmarks" list (older files have none)."""

    index: int
    note: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"index": self.index, "note": self.note}


def parse_bookmarks(raw: Any, actions: int) -> list[Bookmark]:
    """The "bookmarks" entry of a save (absent: none). Raises ValueError or TypeError when it is
    damaged."""
    if raw is None:
        return []
    if not isinstance(raw, list):
        raise TypeError("the bookmarks are not a list")
    marks = []
    for item in raw:
        if (
            not isinstance(item, dict)
            or type(item.get("index")) is not int
            or not isinstance(item.get("note", ""), str)
        ):
            raise ValueError(f"the bookmark {shorten(item)} is not an index with a note")
        if not 0 <= item["index"] <= actions:
            raise ValueError(f"the bookmark at {shorten(item['index'])} lies beyond the game's {actions} actions")
        marks.append(Bookmark(item["index"], item.get("note", "")))
    return marks


@dataclass
class HistoryEntry:
    action: BaseModel
    actor: int
    events: list[Event]
    before: bytes  # the state before the action, pickled and compressed (state_before reads it)

    def state_before(self) -> Any:
        """The state before the action (a new object each time)."""
        return pickle.loads(zlib.decompress(self.before))


@dataclass
class Session:
    game: Game[Any, Any]
    setup: Setup
    seed: int
    state: Any = None
    history: list[HistoryEntry] = field(default_factory=list)
    redo_stack: list[HistoryEntry] = field(default_factory=list)
    autosave_path: Path | None = None
    keep_snapshots: bool = True
    bookmarks: list[Bookmark] = field(default_factory=list)  # replay bookmarks, kept in the save
    # the app's autosave (engine/core/autosave.py: a journal line per action, snapshots written on a
    # thread); None: `autosave` writes the whole save at once (the command line, tests)
    autosaver: Any = None

    def __post_init__(self) -> None:
        if self.state is None:
            self.game.validate_setup(self.setup)
            self.state = self.game.new_game(self.setup, self.seed)

    # --- play -------------------------------------------------------------------------
    def submit(self, action: BaseModel) -> list[Event]:
        """Apply an action for whoever must act. Illegal: raises RuleViolation, nothing changes."""
        if self.game.result(self.state) is not None:
            raise ActionRejected("GAME-OVER", QT_TRANSLATE_NOOP("RookRaiders", "The game is over"))
        actor = getattr(action, "player", None)
        if actor not in self.game.to_move(self.state):
            raise ActionRejected("TURN", QT_TRANSLATE_NOOP("RookRaiders", "It is not that player's turn to act"))
        before = b""
        if not self.keep_snapshots:
            events = self.game.apply(self.state, action)  # atomic on its own (room.apply_atomically)
        else:
            # the one copy of the state per action: undo's, and what a failed action falls back to
            # (the room takes none of its own meanwhile); pickled, as it is kept for the whole game
            before = pickle.dumps(self.state, protocol=pickle.HIGHEST_PROTOCOL)
            try:
                with caller_holds_snapshot():
                    events = self.game.apply(self.state, action)
            except Exception:  # illegal, or an engine bug: nothing half-applied stays behind
                restore_into(self.state, pickle.loads(before))
                raise
        # compressed: a third of the size, so a 1,000-action game's undo stays within a few MiB
        self.history.append(HistoryEntry(action, actor, events, zlib.compress(before, 1) if before else b""))
        self.redo_stack.clear()
        self.autosave()
        return events

    @property
    def actions(self) -> list[BaseModel]:
        return [entry.action for entry in self.history]

    def can_undo(self) -> bool:
        return bool(self.history) and self.keep_snapshots

    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    def undo(self) -> HistoryEntry:
        if not self.can_undo():
            raise ActionRejected("UNDO", QT_TRANSLATE_NOOP("RookRaiders", "Nothing to undo"))
        if not self.history[-1].before:
            self._rebuild_snapshots()
        entry = self.history.pop()
        self.state = entry.state_before()
        self.redo_stack.append(entry)
        self.autosave()
        return entry

    def _rebuild_snapshots(self) -> None:
        """The undo snapshots a loaded game skipped (opening a long save is quicker without them),
        taken by replaying the game from its start on an undo that needs one: those of the last
        UNDO_SNAPSHOTS_AT_ONCE actions (the earlier ones by a later undo that needs them; taking
        all of a 1,000-action game's made its first undo several times slower than the replay)."""
        state = self.game.new_game(self.setup, self.seed)
        first = len(self.history) - UNDO_SNAPSHOTS_AT_ONCE
        with caller_holds_snapshot():  # actions already played: none can fail, no copy to fall back on
            for index, entry in enumerate(self.history):
                if index >= first and not entry.before:
                    entry.before = zlib.compress(pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL), 1)
                self.game.apply(state, entry.action)

    def redo(self) -> list[Event]:
        if not self.redo_stack:
            raise ActionRejected("REDO", QT_TRANSLATE_NOOP("RookRaiders", "Nothing to redo"))
        entry = self.redo_stack.pop()
        saved_redo = self.redo_stack
        self.redo_stack = []
        try:
            events = self.submit(entry.action)
        except Exception:
            saved_redo.append(entry)  # nothing is lost when a redo fails
            raise
        finally:
            self.redo_stack = saved_redo
        return events

    # --- saving -----------------------------------------------------------------------
    def to_save(self, actions: list[Any] | None = None) -> dict[str, Any]:
        """The save file's JSON data; `actions`: the history's actions already in JSON (the autosave's)."""
        data = {
            "format": SAVE_FORMAT,
            "game_id": self.game.game_id,
            "content_version": self.game.content_version,
            "setup": self.setup.model_dump(mode="json"),
            "seed": self.seed,
            "actions": [a.model_dump(mode="json") for a in self.actions] if actions is None else actions,
            "state_hash": state_hash(self.state),
        }
        marks = [b.to_json() for b in self.bookmarks if b.index <= len(self.history)]  # an undo may pass one
        if marks:  # optional: a save without bookmarks is exactly what older versions wrote
            data["bookmarks"] = marks
        return data

    def save(self, path: Path) -> None:
        write_atomically(Path(path), json.dumps(self.to_save(), ensure_ascii=False, indent=1))

    @property
    def opening_events(self) -> list[Event]:
        """What happened while the game was set up (a game may record it in its state)."""
        return self.game.opening_events(self.state)

    def autosave(self) -> None:
        """Write the game to `autosave_path`, if set. Called after every action and undo. With an
        `autosaver` for that path, the window's thread only journals the change (autosave.py)."""
        if self.autosave_path is None:
            return
        if self.autosaver is not None and self.autosaver.path == self.autosave_path:
            self.autosaver.record(self)
            return
        with suppress(OSError):  # a full disk must not stop the game; the next action tries again
            self.save(self.autosave_path)


def _short(exc: ValidationError) -> str:
    """pydantic's first error without its documentation link."""
    error = exc.errors()[0]
    where = ".".join(str(part) for part in error["loc"])
    return f"{where}: {error['msg']}" if where else error["msg"]


SAVE_SIZE_LIMIT = 10_000_000  # bytes (10 MB); the longest bot games' saves are about 32 KB (README, "Saves")


def load_save(path: Path, games: dict[str, Game[Any, Any]] | None = None, verify: bool = True) -> Session:
    """Read a save file and rebuild the game by replaying its actions. Raises SaveError with a
    message a player can read for anything wrong: unreadable, corrupt, foreign, other version
    (or ContentError when this installation's own game data is broken); never anything else."""
    path = Path(path)
    data, journaled = with_journal(path, read_save(path))  # an autosave's newest actions (autosave.py)
    return session_from_save(data, games, verify and not journaled, name=path.name)


def read_save(path: Path) -> Any:
    """The JSON of a save file, not yet checked. SaveError when it cannot be read, is larger than
    SAVE_SIZE_LIMIT (refused before it is parsed) or is not JSON text."""
    path = Path(path)
    try:
        with path.open("rb") as handle:
            raw = handle.read(SAVE_SIZE_LIMIT + 1)  # never more, whatever the file is
    except OSError as exc:
        raise SaveError(
            QT_TRANSLATE_NOOP("RookRaiders", "Cannot read {name}: {error}"),
            name=path.name,
            error=exc.strerror or str(exc),
        ) from exc
    if len(raw) > SAVE_SIZE_LIMIT:
        raise SaveError(
            QT_TRANSLATE_NOOP(
                "RookRaiders", "{name} is not a save file: it is larger than {limit} MB, the most a save file may be"
            ),
            name=path.name,
            limit=SAVE_SIZE_LIMIT // 1_000_000,
        )
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(
            QT_TRANSLATE_NOOP("RookRaiders", "{name} is not a save file (it is not UTF-8 text)"), name=path.name
        ) from exc
    return parse_save_text(text, path.name)


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(text)
    return value


def _no_constant(text: str) -> float:
    raise ValueError(text)  # NaN, Infinity: not JSON, never in a save


def parse_save_text(text: str, name: str) -> Any:
    """The JSON of a save's text (SaveError when it is not JSON, or holds a number that is not an
    ordinary one: too many digits, too large, infinite, NaN, or nesting deeper than Python reads)."""
    try:
        return json.loads(text, parse_float=_finite, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise SaveError(
            QT_TRANSLATE_NOOP(
                "RookRaiders", "{name} is not a save file (corrupt or truncated JSON: {error}, line {line})"
            ),
            name=name,
            error=exc.msg,
            line=exc.lineno,
        ) from exc
    except RecursionError as exc:
        raise SaveError(
            QT_TRANSLATE_NOOP("RookRaiders", "{name} is not a save file (its JSON is nested too deeply)"), name=name
        ) from exc
    except ValueError as exc:
        raise SaveError(
            QT_TRANSLATE_NOOP("RookRaiders", "{name} is not a save file (it holds a number too large)"), name=name
        ) from exc


@contextmanager
def refusing_surprises(name: str) -> Iterator[None]:
    """Anything else that goes wrong while a save is read becomes a SaveError: the loading
    functions raise nothing else (a hand-made file may break the engine in ways no check foresaw)."""
    try:
        yield
    except (SaveError, ContentError):
        raise
    except Exception as exc:
        raise SaveError(
            QT_TRANSLATE_NOOP("RookRaiders", "{name} is damaged or was edited: {error}"),
            name=name,
            error=f"{type(exc).__name__}: {exc}",
        ) from exc


def session_from_save(
    data: Any, games: dict[str, Game[Any, Any]] | None = None, verify: bool = True, name: str = "save"
) -> Session:
    """A save file's contents (the JSON) as a Session, its actions replayed. Raises SaveError
    (or ContentError for broken game data of this installation), nothing else."""
    with refusing_surprises(name):
        game = game_of_save(data, games, name)
        session = start_of_save(game, data, name)
        raw_actions = data["actions"]
        session.keep_snapshots = False  # taken on the first undo instead (_rebuild_snapshots)
        # Each action is still judged by the rules; the room takes no copy to fall back on, as
        # an action refused refuses the whole save and its half-applied state is dropped with it.
        with caller_holds_snapshot():
            for index, raw in enumerate(raw_actions):
                _replay_action(session, index, raw, name)
        session.keep_snapshots = True
        if verify and data.get("state_hash") != state_hash(session.state):
            raise SaveError(
                QT_TRANSLATE_NOOP(
                    "RookRaiders", "{name} was edited or damaged: replaying it does not reach the saved position"
                ),
                name=name,
            )
        session.bookmarks = bookmarks_of_save(data, len(raw_actions), name)
        return session


def game_of_save(data: Any, games: dict[str, Game[Any, Any]] | None, name: str) -> Game[Any, Any]:
    """The game a save file is for, once its format, game id and data version are checked."""
    if games is None:
        from ..registry import GAMES

        games = GAMES
    if not isinstance(data, dict) or "format" not in data or "game_id" not in data:
        raise SaveError(QT_TRANSLATE_NOOP("RookRaiders", "{name} is not a Rook & Raiders Desktop save file"), name=name)
    if type(data["format"]) is not int or data["format"] != SAVE_FORMAT:
        raise SaveError(
            QT_TRANSLATE_NOOP("RookRaiders", "{name} has save format {format}; this version reads format {expected}"),
            name=name,
            format=shorten(data["format"]),
            expected=SAVE_FORMAT,
        )
    if not isinstance(data["game_id"], str):
        raise SaveError(QT_TRANSLATE_NOOP("RookRaiders", "{name} is damaged: the game id is not a name"), name=name)
    game = games.get(data["game_id"])
    if game is None:
        raise SaveError(
            QT_TRANSLATE_NOOP("RookRaiders", "{name} is for an unknown game {game}"),
            name=name,
            game=repr(shorten(data["game_id"])),
        )
    if data.get("content_version") != game.content_version:
        raise SaveError(
            QT_TRANSLATE_NOOP(
                "RookRaiders",
                "{name} was made with game data version {saved}, but this installation has "
                "version {installed}: the cards differ, so it cannot be replayed",
            ),
            name=name,
            saved=repr(shorten(data.get("content_version"))),
            installed=repr(game.content_version),
        )
    return game


def start_of_save(game: Game[Any, Any], data: dict[str, Any], name: str) -> Session:
    """The game as the save's set-up and seed start it (SaveError when they are damaged)."""
    damaged = QT_TRANSLATE_NOOP("RookRaiders", "{name} is damaged: {error}")
    try:
        setup = Setup.model_validate(data["setup"])
        seed, actions = data["seed"], data["actions"]
    except KeyError as exc:
        raise SaveError(
            QT_TRANSLATE_NOOP("RookRaiders", "{name} is damaged: the entry {entry} is missing"),
            name=name,
            entry=repr(exc.args[0]),
        ) from exc
    except ValidationError as exc:
        raise SaveError(damaged, name=name, error=_short(exc)) from exc
    if not valid_seed(seed):
        raise SaveError(
            QT_TRANSLATE_NOOP(
                "RookRaiders", "{name} is damaged: the seed {seed} is not a whole number of at most 20 digits"
            ),
            name=name,
            seed=shorten(seed),
        )
    if not isinstance(actions, list):
        raise SaveError(QT_TRANSLATE_NOOP("RookRaiders", "{name} is damaged: the actions are not a list"), name=name)
    try:
        check_seats_and_options(game, setup)
    except TypeError as exc:
        raise SaveError(damaged, name=name, error=str(exc)) from exc
    try:
        return Session(game, setup, seed)
    except (RuleViolation, ValueError) as exc:
        raise SaveError(
            QT_TRANSLATE_NOOP("RookRaiders", "{name} has an impossible setup: {error}"), name=name, error=str(exc)
        ) from exc


def check_seats_and_options(game: Game[Any, Any], setup: Setup) -> None:
    """TypeError unless every seat is a person or a known bot and the options have the shapes the
    games read (see room.check_options): a save's set-up reaches validate_setup only in shape."""
    for number, seat in enumerate(setup.seats, start=1):
        if seat.bot is not None and seat.bot not in BOT_NAMES:
            raise TypeError(f"seat {number} is played by an unknown bot {shorten(seat.bot)!r}")
    check_options(game, setup.options)


def parse_saved_action(game: Game[Any, Any], index: int, raw: Any, name: str) -> BaseModel:
    """Action `index` of save `name` (SaveError when it is not an action of `game`)."""
    try:
        return game.parse_action(raw)
    except ValidationError as exc:
        raise SaveError(
            QT_TRANSLATE_NOOP(
                "RookRaiders", "{name} is damaged or was edited: action {number} is not a valid action ({error})"
            ),
            name=name,
            number=index + 1,
            error=_short(exc),
        ) from exc


def _replay_action(session: Session, index: int, raw: Any, name: str) -> None:
    try:
        session.submit(parse_saved_action(session.game, index, raw, name))
    except SaveError:
        raise
    except Exception as exc:  # an edited action may break the engine in any way: refuse, never crash
        raise SaveError(
            QT_TRANSLATE_NOOP(
                "RookRaiders", "{name} is damaged or was edited: action {number} cannot be replayed ({error})"
            ),
            name=name,
            number=index + 1,
            error=str(exc),
        ) from exc


def bookmarks_of_save(data: dict[str, Any], actions: int, name: str) -> list[Bookmark]:
    try:
        return parse_bookmarks(data.get("bookmarks"), actions)
    except (TypeError, ValueError) as exc:
        raise SaveError(
            QT_TRANSLATE_NOOP("RookRaiders", "{name} is damaged: {error}"), name=name, error=str(exc)
        ) from exc
