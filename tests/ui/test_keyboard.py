"""Playing without the mouse (issue 3): a whole Rook & Raiders round with key presses only.

Every key goes to the widget that has the keyboard focus, as a real keyboard's would; an event
filter proves that no mouse button is pressed anywhere during the game.
"""

from __future__ import annotations

import pickle

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QPushButton

from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.games.rook_raiders.actions import MoveUnit, UseSkill
from rookraiders_desktop.engine.games.rook_raiders.models import MonsterPiece, UnitPiece, sq, xy
from rookraiders_desktop.ui.keyboard import FocusRingItem

SOLO = Setup(seats=[SeatSetup(name="Solo")])
MOUSE = {
    QEvent.Type.MouseButtonPress,
    QEvent.Type.MouseButtonRelease,
    QEvent.Type.MouseButtonDblClick,
    QEvent.Type.GraphicsSceneMousePress,
    QEvent.Type.GraphicsSceneMouseRelease,
}


class MouseSpy(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.seen: list[QEvent.Type] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in MOUSE:
            self.seen.append(event.type())
        return False


class Keyboard:
    """Key presses to whatever has the focus, and the few moves a keyboard player makes."""

    def __init__(self, qtbot, window):
        self.qtbot = qtbot
        self.w = window
        self.presses = 0

    def focus(self):
        widget = QApplication.focusWidget()
        assert widget is not None and (widget is self.w or self.w.isAncestorOf(widget)), (
            f"the focus is outside the window: {widget!r}"
        )
        return widget

    def press(self, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
        self.qtbot.keyClick(self.focus(), key, modifier)
        self.presses += 1
        self.qtbot.wait(1)  # as between two real key presses: the event loop runs

    def tab_to_item(self, key, limit: int = 120) -> None:
        """Tab (into the table and over its choices) until the focus ring is on `key`."""
        for _ in range(limit):
            if self.w.view.hasFocus() and self.w.keyboard.key == key:
                return
            self.press(Qt.Key.Key_Tab)
        raise AssertionError(f"Tab never reached {key!r}; choices: {self.w.keyboard.keys()}")

    def arrows_to_item(self, key, limit: int = 40) -> None:
        """Arrow keys towards `key` (the nearest choice in a direction each time)."""
        assert self.w.view.hasFocus()
        for _ in range(limit):
            here = self.w.keyboard.key
            if here == key:
                return
            a, b = self.w.keyboard.rect_of(here).center(), self.w.keyboard.rect_of(key).center()
            dx, dy = b.x() - a.x(), b.y() - a.y()
            tries = [Qt.Key.Key_Right if dx > 0 else Qt.Key.Key_Left] if abs(dx) > 1 else []
            tries += [Qt.Key.Key_Down if dy > 0 else Qt.Key.Key_Up] if abs(dy) > 1 else []
            if abs(dy) > abs(dx):
                tries.reverse()
            for arrow in tries:
                self.press(arrow)
                if self.w.keyboard.key != here:
                    break
            else:
                raise AssertionError(f"the arrows are stuck at {here!r} on the way to {key!r}")
        raise AssertionError(f"the arrows never reached {key!r}")

    def tab_to_button(self, text_part: str, limit: int = 120) -> QPushButton:
        for _ in range(limit):
            widget = self.focus()
            if isinstance(widget, QPushButton) and text_part in widget.text():
                return widget
            self.press(Qt.Key.Key_Tab)
        raise AssertionError(f"Tab never reached a button with {text_part!r}: {self.w.prompt.button_texts()}")

    def choose_item(self, key, arrows: bool = False) -> None:
        if arrows:
            self.arrows_to_item(key)
        else:
            self.tab_to_item(key)
        self.press(Qt.Key.Key_Return)

    def press_button(self, text_part: str) -> None:
        self.tab_to_button(text_part)
        self.press(Qt.Key.Key_Return)


def start(qtbot, window, setup=SOLO, seed=11) -> Keyboard:
    window.activateWindow()
    window.start_game("rook_raiders", setup, seed=seed)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    return Keyboard(qtbot, window)


def test_a_whole_round_by_keyboard_alone(qtbot, window):
    spy = MouseSpy()
    QApplication.instance().installEventFilter(spy)
    try:
        keys = start(qtbot, window)
        session = window.session
        state = session.state
        line = sorted({xy(s)[1] for s, p in enumerate(state.players[0].board) if isinstance(p, MonsterPiece)})[0]
        home = sq(4, line)
        assert state.flow.round == 0 and state.flow.decision == "place"

        # round 0: a card of the hand, then a square of the own area; Esc takes a pick back
        keys.choose_item(("hand", 0, "sorcerer_star"))
        assert window.picker.picks
        keys.press(Qt.Key.Key_Escape)
        assert not window.picker.picks
        keys.choose_item(("hand", 0, "thief_star"))
        with qtbot.waitSignal(session.events_applied):
            keys.choose_item(("sq", 0, home), arrows=True)
        assert isinstance(session.state.players[0].board[home], UnitPiece)

        # round 1: the command card Advance
        assert session.state.flow.decision == "command"
        with qtbot.waitSignal(session.events_applied):
            keys.choose_item(("cmd", "advance"))
        assert session.state.flow.decision == "actions" and session.state.flow.round == 1

        # act with the Thief: select it, move next to a monster, attack it
        with qtbot.waitSignal(session.events_applied):
            keys.choose_item(("sq", 0, home))
        to = next(a.to for a in session.legal_actions(0) if isinstance(a, MoveUnit) and _attacks_after(session, a))
        with qtbot.waitSignal(session.events_applied):
            keys.choose_item(("sq", 0, to), arrows=True)
        assert isinstance(session.state.players[0].board[to], UnitPiece)
        target = next(a.targets[0] for a in session.legal_actions(0) if isinstance(a, UseSkill))
        history = len(session.core.history)
        keys.choose_item(("sq", 0, target))
        qtbot.waitUntil(lambda history=history: len(session.core.history) > history)
        assert any("rolls" in line for line in window.log.lines())

        # the roll, the end of the actions, the AUTO commands and the enemy phase: buttons
        for _ in range(30):
            if session.state.flow.round >= 2:
                break
            texts = window.prompt.button_texts()
            choice = next((t for t in texts if t.startswith(("Accept", "End", "Decline", "Don't", "Wait"))), None)
            if choice is None:
                qtbot.wait(10)  # the bot pacing or the enemy phase
                continue
            history = len(session.core.history)
            keys.press_button(choice)
            qtbot.waitUntil(lambda history=history: len(session.core.history) > history)
        assert session.state.flow.round == 2
        assert session.acting() == 0 and session.state.flow.decision == "command"
        log = "\n".join(window.log.lines())
        assert "Round 2" in log or "round 2" in log
        # and round 2 can go on from the keyboard: the ring is already on a command card
        assert window.view.hasFocus() or isinstance(QApplication.focusWidget(), QPushButton)
        assert keys.presses > 10
    finally:
        QApplication.instance().removeEventFilter(spy)
    assert spy.seen == [], "a mouse event was sent during the keyboard-only game"


def _attacks_after(session, move) -> bool:
    state = pickle.loads(pickle.dumps(session.state))
    session.game.apply(state, move)
    return any(isinstance(a, UseSkill) for a in session.game.legal_actions(state, 0))


def test_focus_ring_is_drawn_and_described(qtbot, window):
    keys = start(qtbot, window)
    assert window.view.hasFocus()
    first = window.keyboard.keys()[0]
    assert window.keyboard.key == first
    rings = [i for i in window.scene.items() if isinstance(i, FocusRingItem)]
    assert len(rings) == 1 and not rings[0].isVisible()  # no ring for a mouse player
    keys.press(Qt.Key.Key_Tab)  # the first Tab shows the ring where the focus is
    assert window.keyboard.key == first and rings[0].isVisible()
    assert rings[0].boundingRect().contains(window.keyboard.rect_of(first))
    status = window.keyboard.status.text()
    assert status.startswith("Focus: Solo's board, square") and "(1 of 10)" in status
    assert window.view.accessibleDescription() == status
    keys.press(Qt.Key.Key_Tab)
    assert window.keyboard.key == window.keyboard.keys()[1]
    keys.press(Qt.Key.Key_Backtab)
    assert window.keyboard.key == first
    keys.tab_to_item(("hand", 0, "thief_star"))
    assert "hand: シーフ★ Thief★" in window.keyboard.status.text()


def test_tab_leaves_the_table_for_the_prompt_and_f6_comes_back(qtbot, window):
    keys = start(qtbot, window)
    keys.choose_item(("hand", 0, "thief_star"))
    home = next(a.square for a in window.session.legal_actions(0))
    with qtbot.waitSignal(window.session.events_applied):
        keys.choose_item(("sq", 0, home))
    # choosing a command: cards on the table and buttons in the prompt
    assert window.keyboard.keys() and window.prompt.buttons
    button = keys.tab_to_button("Advance")
    assert window.prompt.isAncestorOf(button)
    assert not [i for i in window.scene.items() if isinstance(i, FocusRingItem) and i.isVisible()]
    keys.press(Qt.Key.Key_F6)
    assert window.view.hasFocus() and window.keyboard.key in window.keyboard.keys()  # noqa: SIM118 - a list
    keys.press(Qt.Key.Key_F6)
    assert isinstance(QApplication.focusWidget(), QPushButton)
    with qtbot.waitSignal(window.session.events_applied):
        keys.press(Qt.Key.Key_Space)  # a focused prompt button: Space (or Enter) presses it
    assert window.session.state.flow.decision != "command"


def test_curtain_is_passed_with_the_keyboard(qtbot, window):
    two = Setup(seats=[SeatSetup(name="Ann"), SeatSetup(name="Ben")])
    keys = start(qtbot, window, two, seed=5)
    session = window.session
    first = session.acting()
    session.state.players[first].medals = [-4]  # a secret: the views differ, so a curtain comes
    session.state.medal_pool.remove(-4)
    window.refresh()
    hand = session.state.players[first].hand
    card = session.state.unit_cards[hand[0]]
    keys.choose_item(("hand", first, card))
    square = next(a.square for a in session.legal_actions(first) if session.state.unit_cards[a.card] == card)
    with qtbot.waitSignal(session.events_applied):
        keys.choose_item(("sq", first, square))
    assert window.table_stack.currentWidget() is window.curtain
    assert QApplication.focusWidget() is window.curtain.button
    keys.press(Qt.Key.Key_Return)
    assert window.table_stack.currentWidget() is window.table
    assert window.viewer == session.acting() != first
    assert window.view.hasFocus() and window.keyboard.key in window.keyboard.keys()  # noqa: SIM118 - a list


def test_accessible_names(qtbot, window):
    start(qtbot, window)
    assert window.view.accessibleName() == "Game table"
    assert window.log.accessibleName() == "Game log"
    assert window.prompt.title.accessibleName() == "Whose turn"
    assert window.prompt.hint.accessibleName() == "What to do"
    assert window.curtain.accessibleName().startswith("Curtain")
    assert window.keyboard.status.accessibleName() == "Focused item on the table"
    for button in window.prompt.buttons:
        assert button.accessibleName() == button.text() and button.autoDefault()
