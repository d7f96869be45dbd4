"""The session of a lesson (ui/tutorial.py): a GameSession whose learner is offered only the step's
move, whose bots wait while an explanation is read, and which keeps no undo. And the lesson's
progress file: the game (as a save) and the step, in one JSON file written atomically.

Imported only when a lesson starts: it loads the engine."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Signal

from ..bridge.session import GameSession
from ..engine.core.errors import ContentError, SaveError
from ..engine.core.session import Session, read_save, session_from_save, write_atomically

if TYPE_CHECKING:
    from ..engine.core.game import Setup
    from .tutorial_lesson import Lesson


class LessonSession(GameSession):
    accepted = Signal(object)  # the learner's move the step asked for, just before it is applied
    refused = Signal(object)  # a move of the learner's the step does not ask for (not applied)
    closed = Signal()  # the window put another game on the table

    def __init__(self, core: Session, learner: int, **kwargs: Any):
        super().__init__(core, **kwargs)
        self.learner = learner
        self.allowed: Callable[[Any], bool] = lambda _action: True
        self.scripted = True  # False once the lesson is over and the game goes on freely
        self._held = False

    @classmethod
    def new_lesson(cls, lesson: Lesson, setup: Setup, **kwargs: Any) -> LessonSession:
        """The lesson's first position: its game on `setup` (its seats, the learner named) and seed."""
        from .games import registered_games

        game = registered_games()[lesson.game_id]
        return cls(Session(game, setup, lesson.seed), lesson.seat, **kwargs)

    def legal_actions(self, seat: int) -> list[Any]:
        legal = super().legal_actions(seat)
        if self.scripted and seat == self.learner:
            return [a for a in legal if self.allowed(a)]
        return legal

    def submit(self, action: Any) -> bool:
        if self.scripted and action.player == self.learner:  # (every action names its player)
            if action not in self.legal_actions(self.learner):
                self.refused.emit(action)
                return False
            self.accepted.emit(action)
        return super().submit(action)

    def hold(self, held: bool) -> None:
        """Pause the bots (an explanation is being read) or let them play on."""
        self._held = held
        if not held:
            self._after_change()

    def bot_to_move(self) -> int | None:
        return None if self._held else super().bot_to_move()

    def can_undo(self) -> bool:
        return not self.scripted and super().can_undo()  # an undo would leave the lesson's script

    def can_redo(self) -> bool:
        return not self.scripted and super().can_redo()

    def close(self) -> None:
        super().close()
        self.closed.emit()


def save_progress(path: Path, core: Session, step: int) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomically(path, json.dumps({"step": step, "game": core.to_save()}, ensure_ascii=False))


def load_progress(path: Path) -> tuple[Session, int] | None:
    """The game and step kept in `path`; None when there is none or it does not load any more
    (a changed game: the lesson then starts over)."""
    if not path.exists():
        return None
    try:
        data = read_save(path)
        step = data["step"]
        if not isinstance(step, int) or isinstance(step, bool) or step < 0:
            return None
        return session_from_save(data["game"], None, True, name=path.name), step
    except (SaveError, ContentError, KeyError, TypeError):
        return None
