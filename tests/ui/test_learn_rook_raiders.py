"""Learn to play Rook & Raiders, from its first step to the offer of a real game, through the window."""

from __future__ import annotations

from learn_helpers import play_lesson


def test_rr_lesson_plays_from_start_to_end(qtbot, window):
    play_lesson(qtbot, window, "rook_raiders")
    tutorial = window.tutorial
    assert tutorial.step is None
    assert tutorial.panel.new_game_button.isVisible() and tutorial.panel.play_on_button.isVisible()
