"""Learn to play The Nameless Dark Lord, from its first step to the offer of a real game, through the window."""

from __future__ import annotations

from learn_helpers import play_lesson
from ui_helpers import click_key, digest

GAME = "nameless_dark_lord"


def test_nd_lesson_plays_from_start_to_end(qtbot, window):
    play_lesson(qtbot, window, GAME)
    tutorial = window.tutorial
    assert tutorial.step is None and tutorial.panel.new_game_button.isVisible()
    state = window.session.state
    assert state.flow.round == 2 and state.flow.start_player == 0  # ND-14.5: the most targets keep the card
    names = {state.cards[c] for c in state.players[0].home}
    assert {"clay_golem", "skeleton_swordsman"} <= names  # C won on a three-way tie by placing first (ND-12.3)


def test_nd_lesson_explains_a_wrong_area(qtbot, window):
    play_lesson(qtbot, window, GAME, steps=2)
    (card,) = window.scene.marks()  # before a pick only the step's card is highlighted
    click_key(qtbot, window, card)
    before = digest(window)
    click_key(qtbot, window, ("area", 0))  # area A, not the lesson's C
    assert "battle area C" in window.prompt.status.text()
    assert digest(window) == before and window.tutorial.index == 2
