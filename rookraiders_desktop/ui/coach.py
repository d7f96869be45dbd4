"""The coach on the table (issue 9): the Hint button and the odds previews.

    Coach(window)      installed by the main window: a box in the prompt panel (the Hint button,
                       the proposal with its one-line reason, "Play it", the odds), the overlays
                       on the table, and `refresh()` after every redraw of the table.

Hint (button, Edit ▸ Hint, key H): the game's expert proposes a move for the player to act,
from that player's own view (engine/core/coach.py), with what its search found. It thinks on a
thread of its own, on a copy of the position ("Thinking…" meanwhile); an answer for a position
that has changed since is dropped. The move is framed in gold on the table (the
items of its clicks, from the scene's `action_keys`) and, when it is a button, its button is
framed too; nothing is played until the player clicks "Play it" or makes the move. The hint goes
away as soon as anything happens. During a Learn to play lesson the Hint is the lesson's: its
step's own move, with the step's sentence as the reason, framed by the lesson (ui/tutorial.py).

Odds: the game's `odds(view, seat, legal, tr, lang)` (engine/core/game.py), from the seat's own
view: charts on the table's squares (in Rook & Raiders, the chance of each damage of a dice attack
and to defeat the monster) and lines in the prompt (Roguelight's route choices); none by default.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Hashable
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QBoxLayout, QGraphicsItem, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..engine.core.i18n import QT_TRANSLATE_NOOP
from . import i18n
from .theme import font

if TYPE_CHECKING:  # the engine (pydantic) is not imported before the window's first paint
    from ..engine.core.game import OddsBadge as OddsBadgeData
    from .host import TableHost

CONTEXT = "Coach"
HINT_GOLD = "#ffcc00"
DAMAGE_INK = {0: "#8a8a8a", 1: "#e08a1e", 2: "#2f9e4f", 3: "#c8102e"}


def _pct(p: Fraction | float) -> str:
    from ..engine.core.coach import pct  # the engine: loaded with the first game, not at start-up

    return pct(p)


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


# --- table overlays ------------------------------------------------------------------------------


class _Overlay(QGraphicsItem):
    key = None  # never a click target: the items under it take the clicks

    def __init__(self, rect: QRectF):
        super().__init__()
        self._rect = QRectF(rect)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-6, -16, 6, 6)


class HintFrame(_Overlay):
    """A thick gold frame with a "Hint" tab: where the proposed move is clicked."""

    def __init__(self, rect: QRectF, text: str):
        super().__init__(rect)
        self.text = text
        self.setZValue(60)

    def paint(self, painter: QPainter, option: Any, widget: Any = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = self._rect.adjusted(1, 1, -1, -1)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(0, 0, 0, 170), 9))
        painter.drawRoundedRect(box, 8, 8)
        painter.setPen(QPen(QColor(HINT_GOLD), 5.5, Qt.PenStyle.SolidLine))
        painter.drawRoundedRect(box, 8, 8)
        f = font(12, True)
        painter.setFont(f)
        width = painter.fontMetrics().horizontalAdvance(self.text) + 14
        tab = QRectF(box.left() + 6, box.top() - 14, width, 20)
        painter.setPen(QPen(QColor(0, 0, 0, 200), 1.5))
        painter.setBrush(QColor(HINT_GOLD))
        painter.drawRoundedRect(tab, 6, 6)
        painter.setPen(QColor("#1d1d1f"))
        painter.drawText(tab, int(Qt.AlignmentFlag.AlignCenter), self.text)


class OddsBadge(_Overlay):
    """The chance of 0/1/2/3 damage as four small bars with their percentages, and the chance
    to defeat the monster, at the foot of its square."""

    W, H = 90.0, 46.0

    def __init__(self, square: QRectF, dist: dict[int, Fraction], defeat: Fraction, caption: str):
        # over the card's range icon: its name above and its HP / DEF row below stay readable
        top = square.top() + square.height() * 0.36
        rect = QRectF(square.center().x() - self.W / 2, top, self.W, self.H)
        super().__init__(rect)
        self.dist = dist
        self.defeat = defeat
        self.caption = caption
        self.setZValue(55)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: Any, widget: Any = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect
        painter.setPen(QPen(QColor(0, 0, 0, 190), 1.5))
        painter.setBrush(QColor(255, 255, 255, 235))
        painter.drawRoundedRect(r, 6, 6)
        painter.setPen(QColor("#1d1d1f"))
        painter.setFont(font(10.5, True))
        painter.drawText(
            QRectF(r.left(), r.top() + 1, r.width(), 13),
            int(Qt.AlignmentFlag.AlignCenter),
            self.caption.format(chance=_pct(self.defeat)),
        )
        col_w = (r.width() - 8) / 4
        base = r.bottom() - 11  # the bars stand on this line; the damage under it, the chance above
        for i, damage in enumerate((0, 1, 2, 3)):
            p = float(self.dist.get(damage, 0))
            x = r.left() + 4 + i * col_w
            bar = max(1.5, 9 * p) if p else 0
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(DAMAGE_INK[damage]))
            painter.drawRect(QRectF(x + 4, base - bar, col_w - 8, bar))
            painter.setPen(QColor("#1d1d1f"))
            painter.setFont(font(9))
            painter.drawText(QRectF(x, r.top() + 14, col_w, 11), int(Qt.AlignmentFlag.AlignCenter), _pct(p))
            painter.setFont(font(9, True))
            painter.drawText(QRectF(x, base, col_w, 10), int(Qt.AlignmentFlag.AlignCenter), str(damage))


# --- the box in the prompt panel and the controller ------------------------------------------------


class CoachBox(QWidget):
    """The Hint and "Play it" buttons (a row above the prompt's status line) and `details`: the
    proposal with its reason and the odds lines, at the top of the prompt's scrolling choices."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.hint_button = QPushButton()
        self.play_button = QPushButton()
        self.details = QWidget(self)  # the Coach moves it into the prompt; never a window of its own
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setStyleSheet(
            "background: #fff6cc; color: #1d1d1f; border: 2px solid #e0b000; border-radius: 4px; padding: 4px;"
        )
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.odds = QLabel()
        self.odds.setWordWrap(True)
        self.odds.setTextFormat(Qt.TextFormat.RichText)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.hint_button)
        row.addWidget(self.play_button)
        row.addStretch(1)
        texts = QVBoxLayout(self.details)
        texts.setContentsMargins(0, 0, 0, 4)
        texts.addWidget(self.text)
        texts.addWidget(self.odds)
        self.retranslate()
        self.show_hint_text("")
        self.show_odds([])

    def retranslate(self, _lang: str = "") -> None:
        self.hint_button.setText(self.tr("Hint (H)"))
        self.hint_button.setToolTip(self.tr("Propose a move for you, with the reason, without playing it"))
        self.play_button.setText(self.tr("Play it"))
        self.play_button.setToolTip(self.tr("Play the proposed move"))

    def show_hint_text(self, text: str, play: bool = True) -> None:
        self.text.setText(text)
        self.text.setVisible(bool(text))
        self.play_button.setVisible(bool(text) and play)
        self._fit()

    def _fit(self) -> None:
        self.details.setVisible(self.text.isVisibleTo(self.details) or self.odds.isVisibleTo(self.details))

    def show_odds(self, lines: list[str], title: str = "") -> None:
        if not lines:
            self.odds.setText("")
            self.odds.hide()
            self._fit()
            return
        from html import escape

        body = "".join(f"<br>• {escape(line)}" for line in lines)
        self.odds.setText(f"<b>{escape(title)}</b>{body}")
        self.odds.show()
        self._fit()


class Coach(QObject):
    hint_found = Signal(object)  # (position token, Hint | None), from the thinking thread

    def __init__(self, window: TableHost):
        super().__init__(window.as_widget())
        self.hint_found.connect(self._on_hint_found)
        self.window = window
        self.box = CoachBox()
        layout = window.prompt.layout()
        assert isinstance(layout, QBoxLayout)  # the prompt is a column
        # under the choices (and their "more" cue), above the status line: a refusal and the rule
        # sentence under it stay together
        at = layout.indexOf(window.prompt.status)
        layout.insertWidget(at if at >= 0 else layout.count(), self.box)
        # the texts at the top of the prompt's scrolling choices (its buttons are added after them)
        window.prompt._buttons.insertWidget(0, self.box.details)
        self.box.hint_button.clicked.connect(self.show_hint)
        self.box.play_button.clicked.connect(self.play_hint)
        self.hint: Any = None  # engine.core.coach.Hint of the shown hint
        self._token: Any = None  # the position the hint was made for
        self._overlays: list[QGraphicsItem] = []
        self._framed: list[QPushButton] = []  # prompt buttons framed as the hint
        self._scene: Any = None
        self.odds_entries: list[OddsBadgeData] = []  # the charts on the table now
        # a bound method of the box (not a lambda): Qt drops the connection when the window goes
        i18n.language_notifier.changed.connect(self.box.retranslate)

    # --- the position ---------------------------------------------------------------------------
    def _seat(self) -> int | None:
        """The seat the player at the screen may act for now, else None."""
        w = self.window
        session = w.session
        if session is None or session.result() is not None or w.table_stack.currentWidget() is not w.table:
            return None
        acting = session.acting(prefer=w.viewer)
        if acting is None or acting != w.viewer or session.is_bot(acting):
            return None
        return acting

    def _position(self) -> Any:
        session = self.window.session
        if session is None:
            return None
        core = session.core
        return (id(session), len(core.history), len(core.redo_stack), self._seat(), i18n.current_language())

    # --- hint -----------------------------------------------------------------------------------
    def show_hint(self) -> None:
        """Propose a move for the player to act (not played)."""
        from ..engine.core.coach import hint

        w = self.window
        seat = self._seat()
        if seat is None or w.session is None:
            self.clear_hint()
            self.box.show_hint_text(self.tr("No hint: it is not your turn to choose."), play=False)
            return
        lesson = self._lesson_hint()
        if lesson is not None:  # a lesson: its step's move, which the expert's would not be
            self.hint, self._token = lesson, self._position()
            self._draw()
            return
        from ..engine.core.clone import clone_state
        from ..engine.core.coach import COACH_WORLDS

        self.hint = None
        token = self._token = self._position()
        self.box.show_hint_text(self.tr("Thinking…"), play=False)
        game, state, lang = w.session.game, clone_state(w.session.state), i18n.current_language()

        def think() -> None:
            try:
                found = hint(game, state, seat, lang=lang, tr=i18n.engine_tr, worlds=COACH_WORLDS)
            except Exception:  # noqa: BLE001 - the search failed: the greedy bot's hint still helps
                found = hint(game, state, seat, lang=lang, tr=i18n.engine_tr)
            with contextlib.suppress(RuntimeError):  # the window closed meanwhile
                self.hint_found.emit((token, found))

        threading.Thread(target=think, name="coach-hint", daemon=True).start()

    def _lesson_hint(self) -> Any:
        """During a lesson (ui/tutorial.py), its step's move and sentence; else None."""
        tutorial = getattr(self.window, "tutorial", None)  # (the main window's Learn to play)
        return None if tutorial is None else tutorial.proposal()

    def _on_hint_found(self, answer: tuple[Any, Any]) -> None:
        token, found = answer
        if token != self._token or token != self._position():
            return  # asked for another position, or the position changed meanwhile
        self.hint = found
        self._draw()

    def play_hint(self) -> None:
        h = self.hint
        if h is None or self._token != self._position():
            return
        self.clear_hint()
        self.window.choose(h.action)

    def clear_hint(self) -> None:
        self.hint = None
        self._token = None
        self.box.show_hint_text("")

    # --- after every redraw of the table ------------------------------------------------------
    def refresh(self) -> None:
        if self._token is not None and self._token != self._position():
            self.clear_hint()  # a hint, or a thought still under way, for another position
        self.box.hint_button.setEnabled(self._seat() is not None)
        self._draw()

    def _draw(self) -> None:
        w = self.window
        scene = w.scene
        self._clear_overlays()
        self._scene = scene
        if scene is None or w.session is None:
            self.box.show_odds([])
            return
        self._draw_odds(scene)
        h = self.hint
        if h is None:
            if self._token is None:  # not thinking either
                self.box.show_hint_text("")
            return
        from html import escape

        if h.action is None:  # a lesson's step that asks for no move now: only why
            self.box.show_hint_text(self.tr("<b>Hint:</b> {reason}").format(reason=escape(h.reason())), play=False)
            return
        game = w.session.game
        view = w.session.view(w.viewer)
        move = i18n.describe_action(game, h.action, view)

        self.box.show_hint_text(
            self.tr("<b>Hint:</b> {move}<br>{reason}").format(
                move=escape(move), reason=escape(h.reason(i18n.engine_tr))
            )
        )
        if self._lesson_hint() is not None:
            return  # the lesson frames the move's clicks and button already, as its step asks
        label = _t(QT_TRANSLATE_NOOP("Coach", "Hint"))
        for key in dict.fromkeys(scene.hint_keys(h.action)):
            for rect in self._rects(scene, key):
                self._add(scene, HintFrame(rect, label))
        self._frame_button(move)

    def _frame_button(self, text: str) -> None:
        for button in self.window.prompt.buttons:
            if button.text() == text:
                button.setStyleSheet(f"border: 3px solid {HINT_GOLD}; background: #fff6cc; color: #1d1d1f;")
                self._framed.append(button)

    def _rects(self, scene: Any, key: Hashable) -> list[QRectF]:
        rects = [scene.visible_rect(item) for item in scene.items_with_key(key)]
        # one frame per place: a card lying on its square is framed once, on the square
        return [
            r
            for i, r in enumerate(rects)
            if not any(j != i and o.contains(r) and (o != r or j < i) for j, o in enumerate(rects))
        ]

    def _draw_odds(self, scene: Any) -> None:
        """The game's odds for the seat at the screen (its `odds`): charts on the table, lines in
        the prompt."""
        w = self.window
        seat = self._seat()
        self.odds_entries = []
        odds = None
        if seat is not None and w.session is not None:
            odds = w.session.game.odds(
                w.session.view(seat), seat, w.session.legal_actions(seat), i18n.engine_tr, i18n.current_language()
            )
        if odds is None:
            self.box.show_odds([])
            return
        self.odds_entries = list(odds.badges)
        caption = _t(QT_TRANSLATE_NOOP("Coach", "defeat {chance}%"))
        for e in odds.badges:
            for rect in self._rects(scene, e.key):
                badge = OddsBadge(rect, e.dist, e.defeat, caption)
                badge.setToolTip(e.text)
                self._add(scene, badge)
        self.box.show_odds(list(odds.lines), odds.title)

    def _add(self, scene: Any, item: QGraphicsItem) -> None:
        scene.addItem(item)
        self._overlays.append(item)

    def _clear_overlays(self) -> None:
        for item in self._overlays:
            with contextlib.suppress(RuntimeError):  # the scene is gone (a new game)
                if item.scene() is not None:
                    item.scene().removeItem(item)
        self._overlays = []
        for button in self._framed:
            with contextlib.suppress(RuntimeError):  # the button was deleted with the prompt's old choices
                button.setStyleSheet("")
        self._framed = []

    def overlays(self) -> list[QGraphicsItem]:
        return list(self._overlays)
