"""Clicking the real table the way a player does."""

from __future__ import annotations

import time

from PySide6.QtCore import Qt

from rookraiders_desktop.engine.bots import decide
from rookraiders_desktop.engine.core.session import state_hash

GAME_END_SECONDS = 180  # bots on a busy machine (CI beside other jobs) take far longer than alone


def click_key(qtbot, window, key) -> None:
    """Click the (topmost) item carrying `key` through the view's viewport."""
    items = window.scene.items_with_key(key)
    assert items, f"no item on the table for {key!r}"
    item = max(items, key=lambda i: i.zValue())
    view = window.view
    view.ensureVisible(item, 20, 20)
    pos = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def click_button(qtbot, window, text_part: str) -> None:
    for button in window.prompt.buttons:
        if text_part in button.text():
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            return
    raise AssertionError(f"no button with {text_part!r}: {window.prompt.button_texts()}")


def marks_of_kind(window, kind: str) -> set:
    return {key for key, look in window.scene.marks().items() if look.kind == kind}


def digest(window) -> str:
    return state_hash(window.session.state)


def play_seat_to_the_end(qtbot, window, session, seat: int, bot) -> None:
    """Play `seat` with `bot` through the window while the window's bots play the other seats,
    until the game is over: bounded by time, not by a count of turns, so a slow machine only waits
    longer."""
    deadline = time.monotonic() + GAME_END_SECONDS
    while session.result() is None and time.monotonic() < deadline:
        if session.acting(prefer=window.viewer) == seat:
            window.choose(decide(bot, session.game, session.state, seat))
        qtbot.wait(5)  # the window's bots move in their turn of the event loop
    assert session.result() is not None, "the game did not end in time"
