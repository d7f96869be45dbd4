"""The recap: a player who comes back to the table (from the hot-seat curtain, or the table turned
to them) steps through what happened since their own last action, as their seat saw it. One
step per action of the others (and the part of their own last action that ran by itself); each
step marks the table (the scene's `last_move_marks` of that step's events) and shows its log
lines. Previous / Next step, Close or Esc ends it and the table marks everything again."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
)

from . import i18n

if TYPE_CHECKING:  # the engine (pydantic) is imported only once a game is on the table
    from PySide6.QtWidgets import QMainWindow

    from ..bridge.session import GameSession
    from ..engine.core.game import Event
    from ..engine.core.session import HistoryEntry
    from .panels import PromptPanel
    from .scene_base import GameScene


class RecapHost(Protocol):
    """What the recap needs of the window."""

    session: GameSession | None
    scene: GameScene | None
    viewer: int | None  # whose view the table shows
    prompt: PromptPanel
    since_own: dict[int | None, list[Event]]  # per seat, what the table marks as news

    def as_widget(self) -> QMainWindow: ...


@dataclass
class Step:
    """One action's events the seat may see, and who made it (None: the game itself)."""

    actor: int | None
    events: list[Event]


def steps_since_own(
    history: Sequence[HistoryEntry], seat: int, automatic: Callable[[list[Event]], list[Event]]
) -> list[Step]:
    """The steps since `seat`'s last action in `history`: the part of that action which ran by
    itself (`automatic`), then every later action; only what `seat` may see, steps with nothing
    visible left out."""
    from ..engine.core.game import visible

    own = max((i for i, entry in enumerate(history) if entry.actor == seat), default=-1)
    steps = [Step(None, automatic(history[own].events))] if own >= 0 else []
    steps += [Step(entry.actor, entry.events) for entry in history[own + 1 :]]
    seen = [Step(s.actor, [e for e in s.events if visible(e, seat)]) for s in steps]
    return [s for s in seen if s.events]


def since_own_from_history(
    history: Sequence[HistoryEntry], seats: Sequence[int], automatic: Callable[[list[Event]], list[Event]]
) -> dict[int | None, list[Event]]:
    """Per seat, the events the table marks as news (what the others did since its own last
    action, and what ran by itself after it), rebuilt from the history after a load or an undo;
    a spectator (None) gets the last action's."""
    news: dict[int | None, list[Event]] = {
        seat: [e for step in steps_since_own(history, seat, automatic) for e in step.events] for seat in seats
    }
    news[None] = list(history[-1].events) if history else []
    return news


MAX_LINES = 8  # the recap's log lines shown at once (a longer step scrolls)


class RecapBox(QFrame):
    """The strip at the top of the prompt: "Since your last turn", the step, its log lines and the
    buttons. Esc on it (its buttons have the focus) ends the recap, before the table's own Esc."""

    escape = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("recap")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        # as tall as its lines, never more: the prompt's spare height goes to its choices
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.setStyleSheet("#recap { background: #efe8fb; border: 1px solid #7a52b3; border-radius: 4px; }")
        self.title = QLabel()
        self.title.setStyleSheet("font-weight: bold; color: #4b2d7f;")
        self.title.setWordWrap(True)
        self.lines = QLabel()
        self.lines.setWordWrap(True)
        self.lines.setTextFormat(Qt.TextFormat.PlainText)
        self.lines.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # a long step (a whole monster phase) scrolls within its lines: the box never grows the
        # prompt past the window's height (nor the window past the screen)
        self.scroller = QScrollArea()
        self.scroller.setWidget(self.lines)
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroller.setStyleSheet("background: transparent;")
        self.previous = QPushButton()
        self.next = QPushButton()
        self.close_button = QPushButton()
        row = QHBoxLayout()
        for button in (self.previous, self.next, self.close_button):
            row.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.addWidget(self.title)
        layout.addWidget(self.scroller)
        layout.addLayout(row)
        for widget in (self, self.previous, self.next, self.close_button):
            widget.installEventFilter(self)
        self.retranslate()

    def fit(self) -> None:
        """Every line of the title, and the log lines up to MAX_LINES of them (more scroll): each
        label as tall as its text at its width (the column's layout alone may give a wrapped label
        fewer lines)."""
        layout = self.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        width = self.contentsRect().width() - margins.left() - margins.right()  # the labels' width, also before
        if width < 60:  # a layout (a label's own width lags behind when the box was just shown)
            return
        self.title.setMinimumHeight(self.title.heightForWidth(width) if self.title.text() else 0)
        most = self.fontMetrics().lineSpacing() * MAX_LINES
        needed = self.lines.heightForWidth(width) if self.lines.text() else 0
        if needed > most:  # the scroll bar takes its width from the lines
            needed = self.lines.heightForWidth(width - self.scroller.verticalScrollBar().sizeHint().width())
        self.lines.setMinimumHeight(needed)
        self.scroller.setFixedHeight(min(needed, most))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        escape = isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Escape
        if escape and event.type() == QEvent.Type.ShortcutOverride:
            event.accept()  # the key comes here, not to the window's Esc entry
            return True
        if escape and event.type() == QEvent.Type.KeyPress:
            self.escape.emit()
            return True
        return super().eventFilter(watched, event)

    def retranslate(self) -> None:
        self.previous.setText(self.tr("◀ Previous"))
        self.next.setText(self.tr("Next ▶"))
        self.close_button.setText(self.tr("Close"))


class Recap(QObject):
    def __init__(self, window: RecapHost):
        super().__init__(window.as_widget())
        self.window = window
        self.box = RecapBox()
        self.box.hide()
        layout = window.prompt.layout()
        assert isinstance(layout, QBoxLayout)  # the prompt is a column: the recap goes on top
        layout.insertWidget(0, self.box)
        self.steps: list[Step] = []
        self.index = 0
        self._session: Any = None  # the GameSession whose changes end the recap
        self.box.previous.clicked.connect(lambda: self.go(self.index - 1))
        self.box.next.clicked.connect(lambda: self.go(self.index + 1))
        self.box.close_button.clicked.connect(lambda: self.close())
        self.box.escape.connect(self.close)

    @property
    def active(self) -> bool:
        return not self.box.isHidden()

    def start(self) -> bool:
        """Offer the recap to the seat now at the table (nothing to step through: nothing shown)."""
        w = self.window
        session, scene, seat = w.session, w.scene, w.viewer
        self.close(restore=False)
        if session is None or scene is None or seat is None or session.result() is not None:
            return False
        self.steps = steps_since_own(session.core.history, seat, type(scene).automatic_part)
        if len(self.steps) < 2:
            return False  # nothing, or only what the table marks already
        self._session = session
        session.events_applied.connect(self._on_change)
        session.state_reset.connect(self._on_change)
        self.box.show()
        self.go(0)
        self.box.next.setFocus(Qt.FocusReason.OtherFocusReason)
        return True

    def go(self, index: int) -> None:
        """Show step `index`: its marks on the table and its lines."""
        w = self.window
        if not self.steps or w.session is None or w.scene is None:
            return
        self.index = max(0, min(index, len(self.steps) - 1))
        step = self.steps[self.index]
        names = w.session.seat_names
        who = names[step.actor] if step.actor is not None else self.tr("the game itself")
        self.box.title.setText(
            self.tr("Since your last turn, {n} of {total}: {who}").format(
                n=self.index + 1, total=len(self.steps), who=who
            )
        )
        seat_names = dict(enumerate(names))
        self.box.lines.setText("\n".join(i18n.describe_event(w.session.game, e, seat_names) for e in step.events))
        self.box.fit()
        self.box.previous.setEnabled(self.index > 0)
        self.box.next.setEnabled(self.index < len(self.steps) - 1)
        w.scene.show_last_move(step.events)

    def close(self, restore: bool = True) -> None:
        """End the recap; the table marks everything since the seat's last action again."""
        session, self._session = self._session, None
        if session is None:
            return
        for signal in (session.events_applied, session.state_reset):
            signal.disconnect(self._on_change)
        self.steps = []
        self.box.hide()
        w = self.window
        if restore and w.scene is not None and session is w.session:
            from ..engine.core.game import visible

            w.scene.show_last_move([e for e in w.since_own.get(w.viewer, []) if visible(e, w.viewer)])

    def _on_change(self, *_args: object) -> None:
        """Anything happened (an action, an undo): the recap is over, the window redraws the marks."""
        self.close(restore=False)
