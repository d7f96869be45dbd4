"""Learn to play The Last Spell, from its first step to the offer of a real game, through the window."""

from __future__ import annotations

from learn_helpers import play_lesson, take_step
from ui_helpers import click_key, digest

GAME = "last_spell"
MOVE_STEP = 6  # Aldric walks to H9 with his 6 MP


def test_ls_lesson_plays_from_start_to_end(qtbot, window):
    play_lesson(qtbot, window, GAME)
    tutorial = window.tutorial
    assert tutorial.step is None and tutorial.panel.new_game_button.isVisible()
    state = window.session.state
    assert len(state.monsters) == 7 and not any(m.cell == (6, 8) for m in state.monsters)  # LS-9.4: the Runner fell
    assert state.heroes[0].cell == (7, 8) and state.heroes[0].in_play
    assert any(s.damage for s in state.structures)  # LS-15.3: monster phase 2 hit the town


def test_ls_4_12_lesson_explains_a_wrong_square(qtbot, window):
    play_lesson(qtbot, window, GAME, steps=MOVE_STEP)
    before = digest(window)
    click_key(qtbot, window, ("cell", 9, 10))  # a square Aldric could reach, not the lesson's H9
    assert "H9" in window.prompt.status.text()
    assert digest(window) == before and window.tutorial.index == MOVE_STEP


def test_ls_4_12_lesson_frames_move_again_when_a_mode_is_chosen(qtbot, window):
    play_lesson(qtbot, window, GAME, steps=MOVE_STEP)
    click_key(qtbot, window, ("tool", "mode", 0, "lunge"))  # the learner picks an attack mode first
    assert window.tutorial.framed_keys() == [("tool", "move")]
    take_step(qtbot, window)  # the framed Move tool, then H9
    assert window.session.state.heroes[0].cell == (7, 8)
