"""Playing a Learn to play lesson through the real window, as a learner does: Next on an
explanation, a click on what the lesson frames (or its framed button) for a move."""

from __future__ import annotations

from PySide6.QtCore import Qt
from ui_helpers import click_key

WAIT_MS = 30000  # the bots think on a thread of their own


def framed_keys(window) -> list:
    """The table items the lesson frames that take a click now: the step's next clicks, else a
    framed table tool the move needs first (not the picks made)."""
    marks = window.scene.marks()
    return [key for key in window.tutorial.framed_keys() if key in marks and marks[key].kind != "picked"]


def take_step(qtbot, window) -> None:
    """Do what the step shown asks, as a learner would, and check the lesson moved on."""
    tutorial = window.tutorial
    index, step = tutorial.index, tutorial.step
    assert step is not None
    qtbot.waitUntil(tutorial.ready, timeout=WAIT_MS)
    if not step.is_move:
        qtbot.mouseClick(tutorial.panel.next_button, Qt.MouseButton.LeftButton)
    else:
        for _ in range(10):  # a move is a few clicks: each time on what is framed now
            if tutorial.index != index:
                break
            keys = framed_keys(window)
            if keys:
                click_key(qtbot, window, keys[0])
            else:
                buttons = window.prompt.buttons
                assert len(buttons) == 1, f"step {index}: no framed item, buttons {[b.text() for b in buttons]}"
                qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
    assert tutorial.index == index + 1, f"step {index} was not taken: {tutorial.panel.text.text()}"


def play_lesson(qtbot, window, game_id: str, steps: int | None = None) -> None:
    """Open the lesson of `game_id` and take its steps (all of them, or the first `steps`)."""
    window.learn_to_play(game_id)
    tutorial = window.tutorial
    total = len(tutorial.lesson.steps)
    while tutorial.index < (total if steps is None else steps):
        take_step(qtbot, window)
