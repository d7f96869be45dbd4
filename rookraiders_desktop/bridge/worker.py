"""BotWorker: bots think on a thread of their own, never on the window's.

The window asks `think(bot, game, state, seat, version)`; the state is pickled at once on the
window's thread (a snapshot: the game may go on, be undone or closed meanwhile) and put on the
queue of the worker's one long-lived daemon thread (putting never waits; starting a thread per move
held the window up to 24 ms on a busy machine), which unpickles and decides it with the same
`decide(bot, game, state, seat)` the command line uses, so a bot with a time budget (engine/bots/)
plugs in unchanged. The answer comes back as the `decided` signal, queued to the window's thread,
with the ticket and the state version it was asked for: the session drops an answer whose ticket
was cancelled (undo, new game, close, a replay) or whose version is no longer the game's; a
question cancelled while it waits in the queue is not thought about at all.

The bot thinks on a copy of itself (its own random generator's state included): an answer that is
dropped leaves the seat's bot exactly as it was, so a seeded bot game plays the same however often
its thinking was interrupted. The session adopts the copy with the answer it keeps.
"""

from __future__ import annotations

import copy
import pickle
import queue
import random
import threading
import weakref
from contextlib import suppress
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from ..engine.bots import Bot, decide
from ..engine.core.game import Game


@dataclass(frozen=True)
class Answer:
    """What a bot decided (or the error it raised) for the position of `version`."""

    ticket: int
    seat: int
    version: int
    bot: Bot  # the bot after thinking (its generator moved on): the seat's bot if the answer is kept
    action: Any = None
    error: BaseException | None = None


def thinking_copy(bot: Bot) -> Bot:
    """A copy of `bot` to think with: shared caches, its own random generator."""
    twin = copy.copy(bot)
    twin.rng = random.Random()
    twin.rng.setstate(bot.rng.getstate())
    return twin


@dataclass(frozen=True)
class _Question:
    ticket: int
    bot: Bot
    game: Game[Any, Any]
    snapshot: bytes  # the pickled state
    seat: int
    version: int


class BotWorker(QObject):
    """Runs one bot decision at a time off the window's thread; see the module docstring."""

    decided = Signal(object)  # Answer, delivered on the thread that owns the worker

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._lock = threading.Lock()
        self._ticket = 0  # the ticket of the question whose answer is still wanted (0: none)
        self._issued = 0  # the last ticket handed out
        self._closed = False
        self._questions: queue.SimpleQueue[_Question | None] = queue.SimpleQueue()  # the running thread's
        self._thread: threading.Thread | None = None

    @property
    def busy(self) -> bool:
        """Whether an answer is awaited."""
        return self._ticket != 0

    def think(self, bot: Bot, game: Game[Any, Any], state: Any, seat: int, version: int) -> int:
        """Ask `bot` for `seat`'s action in (a snapshot of) `state`; returns the question's ticket.
        Any earlier question is cancelled."""
        snapshot = pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL)
        twin = thinking_copy(bot)
        with self._lock:
            self._closed = False
            self._issued += 1
            self._ticket = ticket = self._issued
        if self._thread is None:  # started once (start() waits for the thread to run)
            self._start_thread()
        self._questions.put(_Question(ticket, twin, game, snapshot, seat, version))
        return ticket

    def _start_thread(self) -> None:
        """A thread with a queue of its own (one still finishing a thought after close() never
        takes the next thread's questions)."""
        questions: queue.SimpleQueue[_Question | None] = queue.SimpleQueue()
        self._questions = questions
        weakref.finalize(self, questions.put, None)  # a worker dropped without close() still ends it
        self._thread = threading.Thread(
            target=_answer_questions, args=(weakref.ref(self), questions), name="bots", daemon=True
        )
        self._thread.start()

    def cancel(self) -> None:
        """Drop the answer awaited (the thread finishes its thought; nobody reads it)."""
        with self._lock:
            self._ticket = 0

    def close(self) -> None:
        """Cancel, and never emit again until the next question (the window may be going away).
        The thread ends once its current thought (if any) is over; a next question starts another."""
        with self._lock:
            self._ticket = 0
            self._closed = True
        if self._thread is not None:
            self._questions.put(None)
            self._thread = None

    def accept(self, answer: Answer) -> bool:
        """Whether `answer` is the one awaited; if so it is no longer awaited."""
        with self._lock:
            if answer.ticket != self._ticket:
                return False
            self._ticket = 0
            return True

    def _wanted(self, ticket: int) -> bool:
        with self._lock:
            return not self._closed and ticket == self._ticket

    def _answer(self, question: _Question) -> None:
        if not self._wanted(question.ticket):
            return  # cancelled while it waited in the queue: not worth thinking about
        q = question
        try:
            action = decide(q.bot, q.game, pickle.loads(q.snapshot), q.seat)
            answer = Answer(q.ticket, q.seat, q.version, q.bot, action=action)
        except Exception as exc:  # noqa: BLE001 - shown on the window's thread (the app's error report)
            answer = Answer(q.ticket, q.seat, q.version, q.bot, error=exc)
        with self._lock:
            if self._closed or q.ticket != self._ticket:
                return  # stale: nobody waits for it
            with suppress(RuntimeError):  # the worker's Qt object is gone with its window
                self.decided.emit(answer)


def _answer_questions(worker: weakref.ref[BotWorker], questions: queue.SimpleQueue[_Question | None]) -> None:
    """The worker's thread: answers its questions in turn until told to stop (None), holding the
    worker only while it thinks (a worker dropped without close() is collected and ends it)."""
    while (question := questions.get()) is not None:
        owner = worker()
        if owner is None:
            return
        owner._answer(question)
        del owner
