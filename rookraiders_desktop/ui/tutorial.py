"""Learn to play (issue 16 item 2): an interactive first game on the real engine, one lesson per game.

A lesson (`Lesson`) is a fixed seed, the seats (the learner and deterministic bots) and an ordered
list of steps (`Step`). Each step says in a sentence or two what happens and why, names the clause
it teaches (a link to the rules help), frames what to look at or click on the table, and either
waits for the learner's move (`expect`: the action's fields, or a predicate) or is read and left
with Next. A game's lesson is `LESSON` in ui/games/<game_id>/tutorial.py, found by
`ui.games.lesson(game_id)`; docs/LEARN_TO_PLAY.md tells how to write one.

    Tutorial(window)      installed by the main window: `start(game_id)` opens (or resumes) the
                          lesson, `explain(text)` turns a refused click into the step's advice,
                          `refresh()` after every redraw frames what the step points at.

While a lesson is on the table only the step's move is offered (the session filters the learner's
legal actions, ui/tutorial_session.py), so the window highlights exactly what to click and a
wrong click is explained, never applied. The game and the step are kept in the data folder after
every step, so a lesson left (for the library or the game it interrupted) resumes where it stopped.

Nothing here imports the engine: the window makes a Tutorial before its first paint.
"""

from __future__ import annotations

import contextlib
from collections.abc import Hashable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, cast

from PySide6.QtCore import QCoreApplication, QObject

from .tutorial_lesson import Lesson, Step, tr

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsItem

    from .host import TableHost
    from .tutorial_panel import LessonPanel
    from .tutorial_session import LessonSession

FOLDER = "lessons"  # in the data folder: <game_id>.json, the lesson's game and step


def lesson_path(game_id: str) -> Path:
    from ..bridge import session

    return session.data_dir() / FOLDER / f"{game_id}.json"


@dataclass(frozen=True)
class LessonHint:
    """The Hint during a lesson, shaped as the coach's own (engine.core.coach.Hint): the step's
    move (None when the step asks for none now) and its reason."""

    action: Any
    text: str

    def reason(self, _tr: Any = None) -> str:
        return self.text


class LessonHost(Protocol):
    """What the tutorial uses of the main window: the features' TableHost, plus opening a save."""

    def open_path(self, path: Path, keep_path: bool = True) -> bool: ...


class Tutorial(QObject):
    """The lesson on the table: its session, its step, its panel in the side pane."""

    def __init__(self, window: TableHost):
        super().__init__(window.as_widget())
        self.window = window
        self.lesson: Lesson | None = None
        self.session: LessonSession | None = None
        self.index = 0  # the step shown
        self.wrong = ""  # the last wrong click's advice, until the next step
        self._panel: LessonPanel | None = None
        self._frames: list[QGraphicsItem] = []
        self._return_to: tuple[Path, Path | None] | None = None  # the interrupted game: its copy, its file
        from . import i18n

        i18n.language_notifier.changed.connect(self._on_language)

    def _on_language(self, _lang: str = "") -> None:
        self.show_step()

    # --- state ----------------------------------------------------------------------------------
    @property
    def active(self) -> bool:
        """A lesson is on the table (its session is the window's)."""
        return self.session is not None and self.window.session is self.session

    @property
    def step(self) -> Step | None:
        """The step shown; None once the lesson is complete (or none runs)."""
        if self.lesson is None or not self.active or self.index >= len(self.lesson.steps):
            return None
        return self.lesson.steps[self.index]

    @property
    def panel(self) -> LessonPanel:
        if self._panel is None:
            from .tutorial_panel import LessonPanel

            self._panel = LessonPanel()
            self._panel.next_requested.connect(self.next)
            self._panel.leave_requested.connect(self.leave)
            self._panel.restart_requested.connect(self.restart)
            self._panel.play_on_requested.connect(self.play_on)
            self._panel.new_game_requested.connect(self.new_real_game)
            self._panel.rule_link.connect(self._open_rule)
            side = self.window.prompt.parentWidget()
            from PySide6.QtWidgets import QSplitter

            if isinstance(side, QSplitter):  # above the prompt, in the side pane
                side.insertWidget(0, self._panel)
                side.setStretchFactor(0, 0)
            self._panel.hide()
        return self._panel

    # --- starting, leaving ------------------------------------------------------------------------
    def start(self, game_id: str) -> bool:
        """Open the lesson of `game_id` where it was left (or from its start). False, with a
        message, when the game has none."""
        from .games import lesson

        found = lesson(game_id)
        if found is None:
            self.window.warn(self.tr("No lesson yet"), self.tr("There is no Learn to play lesson for this game yet."))
            return False
        if self.active and self.lesson is found:
            self.window.pages.setCurrentWidget(self.window.table_stack)
            return True
        from ..engine.core.errors import ContentError, RuleViolation

        try:
            session, index = self._resumed(found)
        except (ContentError, RuleViolation) as exc:  # broken game data: said, the table stays as it is
            from . import i18n

            self.window.warn(self.tr("The lesson cannot start"), i18n.error_text(exc))
            return False
        self._keep_interrupted_game()
        self._attach(found, session, index)
        return True

    def _keep_interrupted_game(self) -> None:
        """A game on the table that is not a lesson is copied aside, so leaving returns to it."""
        current = self.window.session
        if current is None or current is self.session or current.result() is not None:
            return
        copy = lesson_path("_interrupted")
        copy.parent.mkdir(parents=True, exist_ok=True)
        try:
            current.core.save(copy)
        except OSError:
            return
        self._return_to = (copy, current.path)

    def _resumed(self, lesson: Lesson) -> tuple[LessonSession, int]:
        """The lesson's game and step as they were left, or a new game at step 0."""
        from .tutorial_session import LessonSession, load_progress

        kept = load_progress(lesson_path(lesson.game_id))
        if kept is not None:
            core, index = kept
            if lesson.dealt(core.setup, core.seed):
                return self._session(LessonSession(core, lesson.seat, **self._session_options())), index
        return self._new_session(lesson), 0

    def _new_session(self, lesson: Lesson) -> LessonSession:
        from .tutorial_session import LessonSession

        setup = lesson.setup(self._learner_name(lesson.game_id))
        return self._session(LessonSession.new_lesson(lesson, setup, **self._session_options()))

    def _learner_name(self, game_id: str) -> str:
        """The name the player last gave their own seat of this game, if any."""
        memory = self.window.settings.last_seats(game_id)
        return next((name for name, bot in memory.seats if bot is None and name), "") if memory else ""

    def _session_options(self) -> dict[str, Any]:
        return {"bot_delay_ms": self.window.bot_delay_ms, "autosave": None}

    def _session(self, session: LessonSession) -> LessonSession:
        session.allowed = self._allowed
        session.accepted.connect(self._on_accepted)
        session.refused.connect(self._on_refused)
        session.closed.connect(self._on_closed)
        return session

    def _attach(self, lesson: Lesson, session: LessonSession, index: int) -> None:
        self.lesson, self.index, self.wrong = lesson, min(index, len(lesson.steps)), ""
        self.session = session
        self._hold_for_step()
        self.window.set_session(session)
        session.events_applied.connect(self._after_events)
        self.panel.show()
        self.show_step()

    def leave(self) -> None:
        """Keep the lesson where it is and go back: to the game it interrupted, else the library."""
        self.save()
        back = self._return_to
        self._return_to = None
        if back is not None:
            copy, path = back
            if self.window_host().open_path(copy, keep_path=False):
                if self.window.session is not None:
                    self.window.session.path = path
                return
        self.window.show_library()

    def restart(self) -> None:
        """The lesson from its first step, on a new deal of the same seed."""
        if self.lesson is None:
            return

        lesson = self.lesson
        with contextlib.suppress(OSError):
            lesson_path(lesson.game_id).unlink(missing_ok=True)
        self._attach(lesson, self._new_session(lesson), 0)

    def play_on(self) -> None:
        """The lesson is over: the same game goes on as an ordinary one (every move offered, the
        bots playing, autosaved like any game)."""
        session = self.session
        if session is None:
            return
        from ..bridge.session import GameSession

        self._forget()
        window = self.window
        window.set_session(GameSession(session.core, bot_delay_ms=window.bot_delay_ms, autosave=window.autosave))

    def new_real_game(self) -> None:
        """The lesson is over: a real game with the same seats and a new deal."""
        lesson, session = self.lesson, self.session
        if lesson is None or session is None:
            return
        self._forget()
        self.panel.hide()
        self.window.start_game(lesson.game_id, session.setup)

    def _forget(self) -> None:
        """The lesson is done with: nothing kept to resume."""
        if self.lesson is not None:
            with contextlib.suppress(OSError):
                lesson_path(self.lesson.game_id).unlink(missing_ok=True)
        self.session = None
        self._clear_frames()

    def window_host(self) -> LessonHost:
        """The main window as the opener of saves (LessonHost), which TableHost does not list."""
        return cast("LessonHost", self.window)

    def save(self) -> None:
        """The lesson's game and step, to resume it."""
        if self.session is None or self.lesson is None:
            return
        from .tutorial_session import save_progress

        with contextlib.suppress(OSError):  # a full disk only loses the resume
            save_progress(lesson_path(self.lesson.game_id), self.session.core, self.index)
        guard = getattr(self.window, "guard", None)  # (the window's ReplaceGuard)
        if guard is not None and self.active:
            guard.mark_saved()  # the lesson is kept: replacing it loses nothing, so nobody is asked

    # --- steps -------------------------------------------------------------------------------------
    def next(self) -> None:
        """Next (an explanation read): on to the next step."""
        step = self.step
        if step is None or step.is_move or not self._ready(step):
            return
        self._advance()
        self.save()
        self.window.refresh()  # the learner's choices follow the new step
        self.show_step()

    def _advance(self) -> None:
        self.index += 1
        self.wrong = ""
        self._hold_for_step()

    def _hold_for_step(self) -> None:
        """The bots wait while an explanation of the table as it stands is read."""
        step = self.lesson.steps[self.index] if self.lesson and self.index < len(self.lesson.steps) else None
        if self.session is not None:
            self.session.hold(step is not None and not step.is_move and not step.wait)

    def _allowed(self, action: Any) -> bool:
        step = self.step
        return step is not None and step.accepts(action)

    def _on_accepted(self, _action: Any) -> None:
        """The learner made the step's move (it is about to be applied): on to the next step."""
        self._advance()

    def _on_refused(self, _action: Any) -> None:
        """A move the step does not ask for, chosen some other way than a click (a key, the hint)."""
        self.wrong = self._advice()
        self.window.prompt.set_status(self.wrong)
        self.show_step()

    def _after_events(self, _events: list[Any]) -> None:
        self.save()  # every move, the bots' too: the lesson resumes exactly where it is
        self.show_step()

    def _on_closed(self) -> None:
        """The window put another game on the table: the lesson stays saved, its panel goes (and
        the game it interrupted is no longer the one to go back to)."""
        self.save()
        self._return_to = None
        self._clear_frames()
        if self._panel is not None:
            self._panel.hide()

    def ready(self) -> bool:
        """The step shown may be taken now (its text is on the panel)."""
        step = self.step
        return step is not None and self._ready(step)

    def _ready(self, step: Step) -> bool:
        """A move, or a `wait` explanation, is shown once it is the learner's turn (or the game
        ended): until then the others play and the panel says so."""
        session = self.session
        if not (step.is_move or step.wait) or session is None:
            return True
        return session.result() is not None or session.acting(prefer=session.learner) == session.learner

    def _stuck(self, step: Step) -> bool:
        """The learner is to move but the game offers no move the step accepts."""
        session = self.session
        if session is None or not step.is_move or not self._ready(step):
            return False
        return session.result() is not None or not session.legal_actions(session.learner)

    def proposal(self) -> LessonHint | None:
        """What the coach's Hint proposes while a lesson is on the table: the step's own move (the
        first the learner is offered) with the step's sentence as its reason, or no move and why;
        None outside a lesson (the coach's expert then proposes)."""
        if not self.active or self.session is None:
            return None
        step = self.step
        if step is None:
            return LessonHint(None, self.tr("The lesson is complete: play on, or start a new game."))
        if not step.is_move:
            return LessonHint(None, self.tr("Read the lesson, then press Next."))
        moves = self.session.legal_actions(self.session.learner)
        return LessonHint(moves[0] if moves else None, tr(step.text))

    def explain(self, text: str) -> str:
        """The status line for a refused click: during a lesson, the step's advice (and the
        engine's own reason when it gave one); else `text` as it is."""
        step = self.step
        if step is None:
            return text
        generic = QCoreApplication.translate("MainWindow", "That is not a legal choice now.")
        self.wrong = self._advice()
        self.show_step()
        reason = text[len(generic) :].strip() if text.startswith(generic) else text
        return f"{self.wrong} {reason}".strip()

    def _advice(self) -> str:
        step = self.step
        if step is None:
            return ""
        if not step.is_move:
            return self.tr("Not yet: read the lesson, then press Next.")
        return self.tr("Not this one in the lesson: {hint}").format(
            hint=tr(step.hint) or self.tr("click what is framed in gold, or the framed button.")
        )

    def show_step(self) -> None:
        """The panel for the step shown (or the end of the lesson), and its frames on the table."""
        lesson = self.lesson
        if lesson is None or not self.active:
            return
        from .rule_links import rule_note

        step = self.step
        total = len(lesson.steps)
        if step is None:
            self.panel.show_done(self.tr("Lesson complete"))
        elif self._stuck(step):
            self.panel.show_done(
                self.tr("The lesson cannot go on"),
                self.tr(
                    "This game has gone another way than the lesson expects (the game or its bots have"
                    " changed since it was written). Play it on as an ordinary game, or start a new one."
                ),
            )
        else:
            ready = self._ready(step)
            text = tr(step.text) if ready else self.tr("Watch the others play…")
            self.panel.show_step(
                self.tr("Learn to play: step {n} of {total}").format(n=self.index + 1, total=total),
                text,
                rule_note(step.clause) if ready else "",
                self.wrong,
                next_button=not step.is_move,
                ready=ready,
            )
        self.panel.set_progress(self.index, total)
        self.refresh()

    # --- the table -----------------------------------------------------------------------------------
    def refresh(self) -> None:
        """After every redraw of the table: frame what the step points at (its `look` keys and its
        move's first clicks) and the button of its move."""
        self._clear_frames()
        step = self.step
        scene = self.window.scene
        if step is None or scene is None or not self._ready(step):
            return
        from .coach import HintFrame

        label = self.tr("Here")
        for key in self.framed_keys():
            rects = [scene.visible_rect(item) for item in scene.items_with_key(key)]
            if rects:  # one frame per key, round the largest of its items (a zone, not its card too)
                frame = HintFrame(max(rects, key=lambda r: r.width() * r.height()), label)
                scene.addItem(frame)
                self._frames.append(frame)
        if step.is_move:
            self._frame_buttons(step)

    def framed_keys(self) -> list[Hashable]:
        """The table keys the step frames now: its move's next clicks, then its `look` keys: an
        explanation's subject, or on a move a table tool to pick first (framed while the table
        offers it, so not once it is picked)."""
        step = self.step
        scene = self.window.scene
        if step is None or scene is None or not self._ready(step):
            return []
        look = [key for key in step.look if key in scene.marks()] if step.is_move else list(step.look)
        return list(dict.fromkeys([*self._move_keys(step), *look]))

    def _move_keys(self, step: Step) -> list[Hashable]:
        """The clicks of the step's move the window highlights now (its next picks), not the
        table's own tools the window highlights beside them (a block's rotation, a weapon mode)."""
        scene = self.window.scene
        if not step.is_move or scene is None:
            return []
        moves = self.window.picker.next_keys()
        return [key for key, look in scene.marks().items() if look.kind != "picked" and key in moves]

    def _frame_buttons(self, step: Step) -> None:
        from .coach import HINT_GOLD

        for button in self.window.prompt.buttons:
            button.setStyleSheet(f"border: 3px solid {HINT_GOLD}; background: #fff6cc; color: #1d1d1f;")

    def _clear_frames(self) -> None:
        for item in self._frames:
            with contextlib.suppress(RuntimeError):  # the scene is gone (a new game)
                if item.scene() is not None:
                    item.scene().removeItem(item)
        self._frames = []

    def frames(self) -> list[QGraphicsItem]:
        return list(self._frames)

    def _open_rule(self, cid: str) -> None:
        self.window.prompt.rule_link.emit(cid)  # the window's rules help follows the prompt's links
