"""GameSession: the one QObject that knows the engine. It owns a core Session, lets bot seats
think on a thread of their own (bridge/worker.py) and paces their moves with a single-shot QTimer,
autosaves (a journal line per action, snapshots on a writer thread: engine/core/autosave.py), and
tells the UI what happened through signals. It holds no rules: every decision is the engine's.

Bots never think on the window's thread: a bot to move is asked at once (or, while the window
paints a change, once it has: pause_for_paint), on a snapshot of the state, while the
pacing timer runs; its answer is played when both are done. Anything that changes
the game (an action, undo, redo) or stops it (close, a replay holding it) cancels the thought, and
an answer that comes back for another position than the game's (its `version`) is dropped.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine.bots import make_bot
from ..engine.core.errors import ActionRejected, RuleViolation
from ..engine.core.game import Event, Game, Result, Setup, actor_of, visible
from ..engine.core.i18n import QT_TRANSLATE_NOOP
from ..engine.core.session import Session, load_save, write_atomically
from .folders import data_dir as data_dir  # the user data folder (tests point `session.data_dir` elsewhere)
from .worker import Answer, BotWorker

JOURNAL_NAME = "journal.sqlite3"  # the practice journal (engine/core/journal.py)


def journal_path() -> Path:
    return data_dir() / JOURNAL_NAME


class GameSession(QObject):
    """A game being played in the app: human and bot seats over one engine Session."""

    events_applied = Signal(list)  # list[Event] of one action (a human's or a bot's)
    state_reset = Signal()  # undo, redo or load: re-read everything
    action_rejected = Signal(str, str)  # rule id, message
    undo_changed = Signal(bool, bool)  # can undo, can redo
    game_over = Signal(object)  # Result
    journal_recorded = Signal(object)  # the GameRecord written to the practice journal
    journal_problem = Signal(object)  # a JournalNotice or JournalError for the player (translatable)
    thinking_changed = Signal(object)  # the bot seat now thinking, or None when none is

    def __init__(
        self,
        core: Session,
        *,
        bot_delay_ms: int = 350,
        autosave: Path | bool | None = True,
        bot_seed: int | None = None,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        from .memory import freeze_start_up

        freeze_start_up()  # the collector's walks stay short during play (bridge/memory.py)
        self.core = core
        if autosave is True:  # a file of its own: the last several games are kept (bridge/autosaves.py)
            from .autosaves import new_autosave_path

            autosave = new_autosave_path(core.game.game_id)
        core.autosave_path = autosave or None
        if core.autosave_path is not None:
            from ..engine.core.autosave import Autosaver

            core.autosaver = Autosaver(core.autosave_path, write_atomically)
        self.bot_delay_ms = bot_delay_ms
        self.path: Path | None = None  # where "Save" writes; None until saved or opened
        base = core.seed if bot_seed is None else bot_seed
        self.bots = {
            seat: make_bot(s.bot, base * 10 + seat, self.game.game_id)
            for seat, s in enumerate(core.setup.seats)
            if s.bot
        }
        self._timer = QTimer(self)  # the pacing: a bot's move is played no sooner than bot_delay_ms
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play_answer)
        self._worker = BotWorker(self)
        self._worker.decided.connect(self._on_decided)
        self.version = 0  # counts every change of the position: an answer for an older one is stale
        self.thinking: int | None = None  # the bot seat thinking (or whose answer waits for the timer)
        self._answer: Answer | None = None  # a kept answer waiting for the pacing timer
        self._asked: tuple[int, int, int] | None = None  # the position the last question was about
        self._paint_pending = False  # the window is painting a change: no bot is asked meanwhile
        self._ask_after_paint = False  # a bot was to be asked meanwhile: it is, once painted
        self._memo: dict[tuple[str, int | None], Any] | None = None  # see memoized()
        self._last_events: dict[tuple[str, int | None], tuple[int, Any, Event | None]] = {}  # see last_event
        self.last_violation: RuleViolation | None = None  # the last refused action's reason
        self._over_sent = False
        # The practice journal (set by the UI): a solo or bot game that ends while this session
        # plays it is recorded once, with the time since the session started (a save of a finished
        # game opened again is not recorded twice). See engine/core/journal.py for what is practice.
        self.journal: Any = None
        self._started = time.monotonic()
        self._record_end = self.result() is None
        if core.autosave_path is not None and not core.history:
            core.autosave()  # a new game is recoverable from its first moment

    # --- construction ---------------------------------------------------------------------
    @classmethod
    def new(cls, game: Game[Any, Any], setup: Setup, seed: int, **kwargs: Any) -> GameSession:
        return cls(Session(game, setup, seed), **kwargs)

    @classmethod
    def open(cls, path: Path, games: dict[str, Game[Any, Any]] | None = None, **kwargs: Any) -> GameSession:
        """Load a save file; raises SaveError (with a message for the player) if it is bad."""
        session = cls(load_save(Path(path), games), **kwargs)
        session.path = Path(path)
        return session

    def start(self) -> None:
        """Announce the current position and let a bot move if it must. Call once the UI listens."""
        self._after_change()

    def close(self) -> None:
        """Stop the bots (a thought in progress is dropped) and let the autosave's writer finish.
        `start()` lets the bots go on (a replay holds the game on the table this way)."""
        self._stop_bots()
        self._worker.close()
        if self.core.autosaver is not None:
            self.core.autosaver.wait(2.0)

    def wait_for_autosave(self, timeout: float = 5.0) -> bool:
        """Block until the newest snapshot is on disk (tests); True when it is."""
        return self.core.autosaver is None or bool(self.core.autosaver.wait(timeout))

    # --- queries --------------------------------------------------------------------------
    @property
    def game(self) -> Game[Any, Any]:
        return self.core.game

    @property
    def state(self) -> Any:
        return self.core.state

    @property
    def setup(self) -> Setup:
        return self.core.setup

    @property
    def seat_names(self) -> list[str]:
        return [s.name or f"Player {i + 1}" for i, s in enumerate(self.setup.seats)]

    def is_bot(self, seat: int | None) -> bool:
        return seat in self.bots

    def humans(self) -> list[int]:
        return [i for i in range(len(self.setup.seats)) if i not in self.bots]

    def result(self) -> Result | None:
        return self.game.result(self.state)

    def acting(self, prefer: int | None = None) -> int | None:
        """The seat that must act now. When several may act at once (Roguelight's simultaneous
        secret choices): `prefer` if it is one of them, else the first human, else the first bot."""
        movers = self.game.to_move(self.state)
        if not movers:
            return None
        if prefer in movers:
            return prefer
        return next((m for m in movers if not self.is_bot(m)), movers[0])

    def bot_to_move(self) -> int | None:
        """A bot seat that may act now (bots move on their own, also while humans choose)."""
        return next((m for m in self.game.to_move(self.state) if self.is_bot(m)), None)

    def legal_actions(self, seat: int) -> list[Any]:
        """What `seat` is offered now (a lesson's session offers only its step's move)."""
        return self.legal_by_rules(seat)

    def legal_by_rules(self, seat: int) -> list[Any]:
        """Every action the rules allow `seat` now (computed once per redraw: see memoized)."""
        return list(self._remember(("legal", seat), lambda: tuple(self.game.legal_actions(self.state, seat))))

    def view(self, viewer: int | None) -> Any:
        return self._remember(("view", viewer), lambda: self.game.view(self.state, viewer))

    @contextmanager
    def memoized(self) -> Iterator[None]:
        """While the window redraws (the position cannot change meanwhile): each view and each
        seat's legal actions are computed once, however many parts of the window ask."""
        if self._memo is not None:
            yield
            return
        self._memo = {}
        try:
            yield
        finally:
            self._memo = None

    def _remember(self, key: tuple[str, int | None], compute: Callable[[], Any]) -> Any:
        if self._memo is None:
            return compute()
        if key not in self._memo:
            self._memo[key] = compute()
        return self._memo[key]

    def can_undo(self) -> bool:
        """Undo goes back to the last human decision, so it needs one in the history."""
        return self.core.can_undo() and any(not self.is_bot(e.actor) for e in self.core.history)

    def can_redo(self) -> bool:
        return self.core.can_redo()

    def events(self, viewer: int | None) -> Iterator[Event]:
        """Every event so far that `viewer` may see, in order."""
        for event in self.core.opening_events:
            if visible(event, viewer):
                yield event
        for entry in self.core.history:
            for event in entry.events:
                if visible(event, viewer):
                    yield event

    def told_apart(self, a: int | None, b: int | None) -> bool:
        """Whether some event so far was told to one of the two seats and not the other (a scry's
        put-back order, a choice made in secret): their logs differ even where their views agree."""
        entries = [self.core.opening_events, *(entry.events for entry in self.core.history)]
        return any(
            visible(event, a) != visible(event, b)
            for events in entries
            for event in events
            if event.visible_to is not None
        )

    def last_event(self, kind: str, viewer: int | None) -> Event | None:
        """The last event of `kind` that `viewer` (None: a spectator) may see. Remembered with the
        history it was found in: a redraw reads only the actions since (a kind that has not come
        for long is not looked for through the whole game again at each move)."""
        history = self.core.history
        scanned, last, found = self._last_events.get((kind, viewer), (0, None, None))
        if scanned > len(history) or (scanned and history[scanned - 1] is not last):
            scanned, found = 0, None  # an undo (or another game): read it all again
        for entry in history[scanned:]:
            found = next((e for e in reversed(entry.events) if e.kind == kind and visible(e, viewer)), found)
        self._last_events[(kind, viewer)] = (len(history), history[-1] if history else None, found)
        return found

    # --- play -----------------------------------------------------------------------------
    def submit(self, action: Any) -> bool:
        """A human's action. Illegal: action_rejected(rule, message) and nothing changes."""
        if self.is_bot(actor_of(action)):
            self.last_violation = ActionRejected(
                "TURN", QT_TRANSLATE_NOOP("RookRaiders", "That seat is played by a bot")
            )
            self.action_rejected.emit(self.last_violation.rule, self.last_violation.message)
            return False
        return self._apply(action)

    def _apply(self, action: Any) -> bool:
        try:
            events = self.core.submit(action)
        except RuleViolation as exc:
            self.last_violation = exc  # the UI shows it in its language (template + params)
            self.action_rejected.emit(exc.rule, exc.message)
            return False
        self.version += 1
        self.events_applied.emit(events)
        self._after_change()
        return True

    def undo(self) -> None:
        """Back to the last human decision; the bots' replies since then go too."""
        if not self.can_undo():
            return
        self._stop_bots()
        self.version += 1
        while True:
            entry = self.core.undo()
            if not self.is_bot(entry.actor):
                break
        self._over_sent = self.result() is not None
        self.state_reset.emit()
        self._after_change()

    def redo(self) -> None:
        """Redo the undone human decision and the bot replies that followed it (same dice)."""
        if not self.can_redo():
            return
        self._stop_bots()
        self.version += 1
        self.core.redo()
        while self.core.redo_stack and self.is_bot(self.core.redo_stack[-1].actor):
            self.core.redo()
        self.state_reset.emit()
        self._after_change()

    def pause_for_paint(self) -> None:
        """The window is about to show a change: no bot starts thinking until `resume_after_paint`, so the
        window paints it with the interpreter to itself and a bot's next move never shares that turn
        of the event loop (issue 17)."""
        self._paint_pending = True

    def resume_after_paint(self) -> None:
        """The change is on screen: a bot that was to be asked meanwhile is asked now."""
        self._paint_pending = False
        if self._ask_after_paint:
            self._ask_after_paint = False
            self._ask_bot()

    def save(self, path: Path | None = None) -> Path:
        target = Path(path) if path is not None else self.path
        if target is None:
            raise ValueError("no file name given")
        self.core.save(target)
        self.path = target
        return target

    # --- internals ------------------------------------------------------------------------
    def _after_change(self) -> None:
        self.undo_changed.emit(self.can_undo(), self.can_redo())
        result = self.result()
        self._stop_bots()  # whatever a bot was thinking about is not the position any more
        if result is not None:
            if not self._over_sent:
                self._over_sent = True
                self._record(result)
                self.game_over.emit(result)
            return
        self._ask_bot()

    def _record(self, result: Result) -> None:
        """Write the finished game to the practice journal, once; a journal that fails is reported
        through journal_problem and never stops the game."""
        if self.journal is None or not self._record_end:
            return
        from ..engine.core.journal import JournalError, is_practice, make_record

        if not is_practice(self.setup):
            return
        self._record_end = False
        journal = None
        try:
            record = make_record(
                self.game, self.setup, self.core.seed, result, self.state, duration=time.monotonic() - self._started
            )
            # a Journal, or a callable that opens it on first use (the UI's)
            journal = self.journal() if callable(self.journal) else self.journal
            if journal is None:
                return
            journal.record(record)
        except Exception as exc:  # noqa: BLE001 - the journal must never stop a game
            if not isinstance(exc, JournalError):
                exc = JournalError(
                    QT_TRANSLATE_NOOP(
                        "Journal",
                        "This game could not be written to the practice journal ({error}). Your game is not affected.",
                    ),
                    error=str(exc),
                )
            self.journal_problem.emit(exc)
            return
        finally:
            for notice in journal.take_notices() if journal is not None else ():
                self.journal_problem.emit(notice)
        self.journal_recorded.emit(record)

    # --- bots ---------------------------------------------------------------------------------
    def _ask_bot(self) -> None:
        """A bot to move starts thinking now, off the window's thread; the pacing timer runs."""
        seat = self.bot_to_move()
        if seat is None:
            return
        if self._paint_pending:
            self._ask_after_paint = True
            return
        self._worker.think(self.bots[seat], self.game, self.state, seat, self.version)
        self._asked = self._position()
        self._timer.start(self.bot_delay_ms)
        self._set_thinking(seat)

    def _on_decided(self, answer: Answer) -> None:
        if not self._worker.accept(answer) or not self._still(answer):
            return  # a thought about a position the game has left
        if answer.error is not None:
            self._set_thinking(None)
            raise answer.error  # a bot's bug: the app's error report, as on the window's thread
        self._answer = answer
        if not self._timer.isActive():
            self._play_answer()

    def _play_answer(self) -> None:
        answer, self._answer = self._answer, None
        if answer is None:
            return  # still thinking: played when the answer comes
        self._set_thinking(None)
        if not self._still(answer) or self.bot_to_move() != answer.seat:
            return  # the game moved on, or holds its bots (a lesson's explanation is read)
        self.bots[answer.seat] = answer.bot  # the bot as it is after thinking (its dice moved on)
        self._apply(answer.action)

    def _position(self) -> tuple[int, int, int]:
        """What tells two positions apart: the changes made here, and the history and state objects
        (also changed by whoever works on `core` directly)."""
        return self.version, len(self.core.history), id(self.core.state)

    def _still(self, answer: Answer) -> bool:
        """Whether `answer` is about the position the game is in."""
        return answer.version == self.version and self._asked == self._position()

    def _stop_bots(self) -> None:
        self._ask_after_paint = False
        self._timer.stop()
        self._worker.cancel()
        self._answer = None
        self._set_thinking(None)

    def _set_thinking(self, seat: int | None) -> None:
        if seat != self.thinking:
            self.thinking = seat
            self.thinking_changed.emit(seat)
