"""The coach's Hint during a Learn to play lesson (issue 16): it proposes the step's own move,
with the step's sentence as its reason, and Play it takes the step; outside a lesson the expert
proposes as before (tests/ui/test_coach_ui.py)."""

from __future__ import annotations

from learn_helpers import play_lesson
from PySide6.QtCore import Qt

from rookraiders_desktop.ui.tutorial_lesson import tr

GAME = "rook_raiders"
PLACE_STEP = 2  # the lesson's first move: the Thief★ from the hand to 2-C (square 16)
ADVANCE_STEP = 3  # then the Advance command, which the greedy rival's choice would not be


def _ask_hint(qtbot, window) -> None:
    qtbot.waitUntil(window.tutorial.ready, timeout=30000)  # the rival plays up to the learner's turn
    qtbot.mouseClick(window.coach.box.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.coach.hint is not None, timeout=5000)


def test_in_a_lesson_the_hint_is_the_steps_move_with_its_sentence(qtbot, window):
    play_lesson(qtbot, window, GAME, steps=PLACE_STEP)
    step = window.tutorial.step
    _ask_hint(qtbot, window)
    hint = window.coach.hint
    assert (hint.action.card, hint.action.square) == ("u13", 16)
    text = window.coach.box.text.text()
    assert "Hint:" in text and tr(step.text)[:40] in text
    assert window.coach.box.play_button.isVisible()
    assert not window.coach.overlays()  # the lesson's own frames show where to click
    qtbot.mouseClick(window.coach.box.play_button, Qt.MouseButton.LeftButton)
    assert window.tutorial.index == PLACE_STEP + 1  # Play it takes the step, never a refusal
    assert "Not this one" not in window.prompt.status.text()


def test_a_lesson_hint_on_a_command_step_proposes_the_lessons_command(qtbot, window):
    play_lesson(qtbot, window, GAME, steps=ADVANCE_STEP)
    _ask_hint(qtbot, window)
    assert window.coach.hint.action.command == "advance"
    window.coach.play_hint()
    assert window.tutorial.index == ADVANCE_STEP + 1


def test_on_an_explanation_the_hint_says_to_read_and_offers_no_move(qtbot, window):
    window.learn_to_play(GAME)
    _ask_hint(qtbot, window)
    assert window.coach.hint.action is None
    assert "press Next" in window.coach.box.text.text()
    assert not window.coach.box.play_button.isVisible()
