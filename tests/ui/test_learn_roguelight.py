"""Learn to play Roguelight, from its first step to the offer of a real game, through the window."""

from __future__ import annotations

from learn_helpers import play_lesson, take_step
from ui_helpers import click_key, digest

GAME = "roguelight"
WALL_STEP = 3  # round 1: the white 6-block on D4
ROOM_STEP = 6  # round 2: the room plan G3-H6


def test_rl_lesson_plays_from_start_to_end(qtbot, window):
    play_lesson(qtbot, window, GAME)
    tutorial = window.tutorial
    assert tutorial.step is None and tutorial.panel.new_game_button.isVisible()
    state = window.session.state
    sheet = state.sheets[0]
    assert state.round == 4 and sheet.special  # RL-3.5: round 4 is outlined
    assert sheet.dev_crossed == 5 and sheet.item_circled == [0, 1] and sheet.extra_used == [0]
    assert [(r.x, r.y, r.w, r.h) for r in sheet.rects if not r.setup] == [(6, 2, 2, 4)]


def test_rl_4_10_lesson_explains_a_wrong_square(qtbot, window):
    play_lesson(qtbot, window, GAME, steps=WALL_STEP)
    before = digest(window)
    click_key(qtbot, window, ("cell", 0, 3))  # a square of the sheet, not the lesson's D4
    assert "D4" in window.prompt.status.text()
    assert digest(window) == before and window.tutorial.index == WALL_STEP


def test_rl_5_3_lesson_frames_the_room_tool_first(qtbot, window):
    play_lesson(qtbot, window, GAME, steps=ROOM_STEP)
    tutorial = window.tutorial
    assert tutorial.framed_keys() == [("tool", "room")]  # no corner yet: the white block is the tool
    click_key(qtbot, window, ("tool", "room"))
    assert tutorial.framed_keys()[0] == ("cell", 6, 2) and ("tool", "room") not in tutorial.framed_keys()
    assert ("orient", "rotate") not in tutorial.framed_keys()  # the table's other tools are not framed


def test_rl_4_2_lesson_frames_the_white_block_when_another_tool_is_chosen(qtbot, window):
    play_lesson(qtbot, window, GAME, steps=WALL_STEP)
    click_key(qtbot, window, ("tool", "one"))  # the learner picks the 1-square block first
    assert window.tutorial.framed_keys() == [("tool", "white")]
    take_step(qtbot, window)  # the framed tool, then D4
    assert window.tutorial.index == WALL_STEP + 1
