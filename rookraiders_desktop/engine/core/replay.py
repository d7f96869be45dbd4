"""Replays: a saved (or running) game stepped through like a video. Pure Python, no Qt.

A `Replay` holds the set-up, the seed and the action list of a game and reconstructs the state
after any number of actions (a *position*: 0 is the table as set up, `length` the last one) by
replaying from the nearest checkpoint: a snapshot (a pickled deep copy) taken every few actions
while the replay is built, and sooner where actions are slow to apply, so that `state_at(i)` never
replays more than a handful of actions. The last position reached is kept, so stepping forward
costs one action.

    Replay.from_file(path) / Replay.from_save(data) / Replay.from_session(session)
    replay.length, replay.actions, replay.actor(i), replay.to_move_at(i)
    replay.state_at(i)                 a private copy of the state after i actions
    replay.view_at(i, viewer)          game.view of it: None = spectator, a seat = only what it saw
    replay.events_at(i), log_until(i, viewer), latest_event(i, kind)
    caption(game, action, events, viewer, before)   a step as a seat read it (None: chosen in secret)
    replay.timeline_at(i), markers()   "round"/"phase" of a position (the game's `timeline`)
    replay.bookmarks, add_bookmark, remove_bookmark, write_bookmarks(path)
    replay.branch(i)                   a new Session whose history is the first i actions
"""

from __future__ import annotations

import bisect
import json
import pickle
import time
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from .clone import clone_state
from .errors import SaveError
from .game import Event, Game, Result, Setup, visible
from .i18n import QT_TRANSLATE_NOOP, Translate, english
from .room import caller_holds_snapshot
from .session import (
    Bookmark,
    Session,
    bookmarks_of_save,
    game_of_save,
    parse_saved_action,
    read_save,
    refusing_surprises,
    start_of_save,
    state_hash,
    write_atomically,
)

SNAPSHOT_EVERY = 8  # a checkpoint at least every this many actions
SNAPSHOT_BUDGET_S = 0.004  # ... and sooner once the actions since the last one took this long to apply


def _dump(state: Any) -> bytes:
    return pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL)


def timeline_of(game: Game[Any, Any], state: Any) -> dict[str, Any]:
    """Where a game stands, for "jump to a round or phase": the game's `timeline(state)` (e.g.
    {"round": 3, "phase": "placement"}; {} for a game that names none)."""
    return dict(game.timeline(state))


class ReplayError(ValueError):
    """An action of the list cannot be replayed (`number` counts from 1)."""

    def __init__(self, number: int, error: str):
        super().__init__(f"action {number} cannot be replayed ({error})")
        self.number = number
        self.error = error


def _parsed_actions(game: Game[Any, Any], raw_actions: list[Any], name: str) -> Iterator[BaseModel]:
    """A save's actions parsed one at a time, as the replay reaches them (SaveError for the
    first that is not an action)."""
    for index, raw in enumerate(raw_actions):
        yield parse_saved_action(game, index, raw, name)


def caption(
    game: Game[Any, Any],
    action: BaseModel,
    events: list[Event],
    viewer: int | None,
    before: Any,
    tr: Translate = english,
    lang: str = "en",
) -> str | None:
    """How one step of the game reads for `viewer` (None = a spectator): the action described from
    `before`, the viewer's own view of the table before it; None for a choice made in secret, an
    action of another seat whose events were not all told to the viewer: the viewer learns only
    that its actor chose."""
    actor = getattr(action, "player", None)
    if actor != viewer and not all(visible(event, viewer) for event in events):
        return None
    return game.describe_action(action, before, tr, lang)


class Replay:
    """A game's history from its set-up, every position reachable quickly (see the module doc)."""

    def __init__(
        self,
        game: Game[Any, Any],
        setup: Setup,
        seed: int,
        actions: Iterable[BaseModel],
        *,
        bookmarks: list[Bookmark] | None = None,
        every: int = SNAPSHOT_EVERY,
        budget_s: float = SNAPSHOT_BUDGET_S,
        name: str = "replay",
    ):
        self.game = game
        self.setup = setup
        self.seed = seed
        self.actions: list[BaseModel] = []  # taken one by one: a damaged list stops at its first bad action
        self.bookmarks: list[Bookmark] = sorted(bookmarks or [], key=lambda b: b.index)
        self.name = name
        state = game.new_game(setup, seed)
        self.opening_events: list[Event] = game.opening_events(state)
        self._events: list[list[Event]] = []  # events of action i (leading to position i + 1)
        self._timeline: list[dict[str, Any]] = [timeline_of(game, state)]
        self._movers: list[list[int]] = [list(game.to_move(state))]
        self._checkpoints: dict[int, bytes] = {0: _dump(state)}
        since, spent = 0, 0.0
        # each action judged by the rules, with no copy of the state to fall back on: a refused
        # action refuses the whole replay
        with caller_holds_snapshot():
            for index, action in enumerate(actions):
                self.actions.append(action)
                actor = getattr(action, "player", None)
                if game.result(state) is not None or actor not in self._movers[-1]:
                    raise ReplayError(index + 1, "it is not that player's turn to act")
                start = time.perf_counter()
                try:
                    self._events.append(list(game.apply(state, action)))
                except Exception as exc:  # an edited action may break the engine in any way
                    raise ReplayError(index + 1, str(exc)) from exc
                spent += time.perf_counter() - start
                since += 1
                self._timeline.append(timeline_of(game, state))
                self._movers.append(list(game.to_move(state)))
                if since >= every or spent >= budget_s:
                    self._checkpoints[index + 1] = _dump(state)
                    since, spent = 0, 0.0
        self._checkpoint_at = sorted(self._checkpoints)
        self.final_hash = state_hash(state)
        self._cache_pos = len(self.actions)
        self._cache = state  # the last position reached (never handed out: see state_at)

    # --- building ---------------------------------------------------------------------------
    @classmethod
    def from_session(cls, session: Session, **kwargs: Any) -> Replay:
        """The game of a Session (a finished one, or one being played) as it stands now."""
        replay = cls(
            session.game,
            session.setup,
            session.seed,
            session.actions,
            bookmarks=[b for b in session.bookmarks if b.index <= len(session.history)],
            **kwargs,
        )
        if replay.final_hash != state_hash(session.state):
            raise RuntimeError("replaying the session did not reach its position")  # an engine bug
        return replay

    @classmethod
    def from_save(
        cls, data: Any, games: dict[str, Game[Any, Any]] | None = None, name: str = "save", **kwargs: Any
    ) -> Replay:
        """A save file's contents (the dict), refused exactly as opening the save refuses it
        (SaveError with the same messages, nothing else), and replayed once only: the replay
        that checks the file is the one that takes the checkpoints."""
        with refusing_surprises(name):
            # the header (format, game, data version, setup, seed): session_from_save's own checks
            game = game_of_save(data, games, name)
            start = start_of_save(game, data, name)
            try:
                replay = cls(
                    game, start.setup, start.seed, _parsed_actions(game, data["actions"], name), name=name, **kwargs
                )
            except ReplayError as exc:
                raise SaveError(
                    QT_TRANSLATE_NOOP(
                        "RookRaiders", "{name} is damaged or was edited: action {number} cannot be replayed ({error})"
                    ),
                    name=name,
                    number=exc.number,
                    error=exc.error,
                ) from exc
            if data.get("state_hash") != replay.final_hash:
                raise SaveError(
                    QT_TRANSLATE_NOOP(
                        "RookRaiders", "{name} was edited or damaged: replaying it does not reach the saved position"
                    ),
                    name=name,
                )
            replay.bookmarks = sorted(bookmarks_of_save(data, replay.length, name), key=lambda b: b.index)
            return replay

    @classmethod
    def from_file(cls, path: Path, games: dict[str, Game[Any, Any]] | None = None, **kwargs: Any) -> Replay:
        """Any save file, finished or not. Raises SaveError with a message for the player."""
        path = Path(path)
        return cls.from_save(read_save(path), games, name=path.name, **kwargs)

    # --- positions --------------------------------------------------------------------------
    @property
    def length(self) -> int:
        """The number of actions: positions run from 0 (the set-up) to `length` (the end)."""
        return len(self.actions)

    def _check(self, index: int) -> int:
        if not isinstance(index, int) or not 0 <= index <= self.length:
            raise IndexError(f"position {index!r} is outside 0..{self.length}")
        return index

    def _state(self, index: int) -> Any:
        """The state after `index` actions: the working copy, valid until the next call."""
        self._check(index)
        if index == self._cache_pos:
            return self._cache
        base = self._checkpoint_at[bisect.bisect_right(self._checkpoint_at, index) - 1]
        if base <= self._cache_pos < index:
            state, pos = self._cache, self._cache_pos  # onward from where we are
        else:
            state, pos = pickle.loads(self._checkpoints[base]), base
        try:
            with caller_holds_snapshot():  # actions the replay has played once already
                for action in self.actions[pos:index]:
                    self.game.apply(state, action)
        except Exception:
            self._cache_pos = -1  # (an engine bug) the working copy is half-moved: start again next time
            raise
        self._cache, self._cache_pos = state, index
        return state

    def state_at(self, index: int) -> Any:
        """A copy of the full state after `index` actions (secrets included): the caller owns it."""
        return clone_state(self._state(index))

    def view_at(self, index: int, viewer: int | None) -> Any:
        """The table after `index` actions as `viewer` saw it (None: a spectator, who sees only
        what every player sees). Always the game's own `view`, so a replay never shows a seat
        anything the game hid from it."""
        return self.game.view(self._state(index), viewer)

    def state_hash_at(self, index: int) -> str:
        return state_hash(self._state(index))

    def result_at(self, index: int) -> Result | None:
        return self.game.result(self._state(index))

    def to_move_at(self, index: int) -> list[int]:
        """The seats that had to act at position `index` (none once the game is over)."""
        return list(self._movers[self._check(index)])

    def actor(self, index: int) -> int | None:
        """The seat whose action led to position `index` (1..length); None for the set-up."""
        if self._check(index) == 0:
            return None
        return getattr(self.actions[index - 1], "player", None)

    def action_at(self, index: int) -> BaseModel | None:
        """The action that led to position `index`; None for the set-up."""
        return self.actions[index - 1] if self._check(index) else None

    # --- events -----------------------------------------------------------------------------
    def events_at(self, index: int) -> list[Event]:
        """What happened in the step that led to position `index` (0: the set-up's events)."""
        if self._check(index) == 0:
            return list(self.opening_events)
        return list(self._events[index - 1])

    def log_until(self, index: int, viewer: int | None) -> Iterator[Event]:
        """Every event up to position `index` that `viewer` may see, in order: the game's log as
        that seat read it at that moment."""
        for step in range(self._check(index) + 1):
            for event in self.events_at(step):
                if visible(event, viewer):
                    yield event

    def latest_event(self, index: int, kind: str, viewer: int | None) -> Event | None:
        """The last event of `kind` up to position `index` that `viewer` may see (the actions'
        events, as the table's `latest` callback of GameSession.last_event gives them during play)."""
        for step in range(self._check(index), 0, -1):
            for event in reversed(self._events[step - 1]):
                if event.kind == kind and visible(event, viewer):
                    return event
        return None

    # --- where the game stands ----------------------------------------------------------------
    def timeline_at(self, index: int) -> dict[str, Any]:
        return dict(self._timeline[self._check(index)])

    def markers(self) -> list[tuple[int, dict[str, Any]]]:
        """(position, timeline) for the set-up and every position where the round or phase
        changed: the places "jump to a round or phase" offers."""
        found: list[tuple[int, dict[str, Any]]] = []
        for index, mark in enumerate(self._timeline):
            if not found or mark != found[-1][1]:
                found.append((index, dict(mark)))
        return found

    # --- bookmarks ----------------------------------------------------------------------------
    def add_bookmark(self, index: int, note: str = "") -> Bookmark:
        mark = Bookmark(self._check(index), note)
        self.bookmarks.append(mark)
        self.bookmarks.sort(key=lambda b: b.index)
        return mark

    def remove_bookmark(self, mark: Bookmark) -> None:
        self.bookmarks.remove(mark)

    def write_bookmarks(self, path: Path) -> None:
        """Store the bookmarks in the save file `path` (the file this replay was opened from),
        changing nothing else in it. Raises SaveError if the file is not this game any more."""
        path = Path(path)
        data = read_save(path)
        actions = [a.model_dump(mode="json") for a in self.actions]
        if not isinstance(data, dict) or data.get("game_id") != self.game.game_id or data.get("actions") != actions:
            raise SaveError(
                QT_TRANSLATE_NOOP(
                    "RookRaiders", "{name} has changed since the replay was opened: the bookmarks were not written"
                ),
                name=path.name,
            )
        marks = [b.to_json() for b in self.bookmarks]
        if marks:
            data["bookmarks"] = marks
        else:
            data.pop("bookmarks", None)
        write_atomically(path, json.dumps(data, ensure_ascii=False, indent=1))

    # --- play from here -------------------------------------------------------------------------
    def branch(self, index: int) -> Session:
        """A new game whose history is the first `index` actions (undo works through them); the
        replay and its file stay as they are. Bookmarks up to `index` come along."""
        session = Session(self.game, self.setup, self.seed)
        for action in self.actions[: self._check(index)]:
            session.submit(action)
        session.bookmarks = [b for b in self.bookmarks if b.index <= index]
        return session
