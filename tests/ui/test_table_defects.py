"""Table defects (issue 15 item 6): what the tables offer and where their items lie."""

from __future__ import annotations

import re

import pytest
from test_ls_scene import _to_a_turn, free_neighbour, put_monster, turn_of
from ui_helpers import click_key, play_seat_to_the_end

from rookraiders_desktop.engine.bots import make_bot
from rookraiders_desktop.engine.core.game import SeatSetup, Setup
from rookraiders_desktop.engine.core.session import state_hash
from rookraiders_desktop.engine.games.last_spell.actions import Attack, Punch
from rookraiders_desktop.ui.games.badges import BADGE_MARGIN, AsideMark, badge_rect
from rookraiders_desktop.ui.items import MarkItem, ScoreSheetItem

RL = "roguelight"

SPENT = re.compile(r"\[LS-16\.(3|11)\]")


def rl_setup(*bots: str | None) -> Setup:
    names = ["Alice", "Bob", "Chiyo", "Daichi"]
    return Setup(seats=[SeatSetup(name=names[i], bot=b) for i, b in enumerate(bots)], options={"map": "basic"})


# --- The Last Spell: no attack mode once the turn's one attack is spent (LS-16.3, LS-16.11) -----


def test_ls_no_mode_is_offered_after_the_turn_s_attack(qtbot, window):
    session = _to_a_turn(window)
    hero = turn_of(window)
    hero.weapons = ["short_bow"]
    hero.ap = 3
    put_monster(window, "clawer", free_neighbour(session.state, hero.cell))
    scene = window.scene
    shot = ("mode", 0, "shot")
    assert shot in scene.tools or scene._any_mode(shot)  # before the attack: Shot may be chosen
    punch = next(a for a in session.legal_actions(hero.owner) if isinstance(a, Punch))
    window.choose(punch)  # the turn's one attack (punch included, LS-16.11)
    state = session.state
    hero = state.heroes[hero.index]
    assert state.flow.decision == "turn" and state.flow.hero == hero.index and hero.attacked_this_turn
    assert not [a for a in session.legal_actions(hero.owner) if isinstance(a, Attack)]
    assert shot not in scene.tools and not scene._any_mode(shot)
    assert ("tool", *shot) not in scene.marks()  # not marked as a choice
    chip = scene.item(("modechip", hero.index, 0, "shot"))
    assert chip is not None and chip.look.disabled
    before = state_hash(session.state)
    click_key(qtbot, window, ("tool", *shot))
    assert scene.tool != shot  # not selected
    status = window.prompt.status.text()
    assert SPENT.search(status), status  # the click says why
    assert state_hash(session.state) == before


# --- Roguelight: the final scores come into sight at the end ------------------------------------


def _visible(view):
    return view.mapToScene(view.viewport().rect()).boundingRect()


def _bots_play_to_the_end(qtbot, window, session, seed):
    play_seat_to_the_end(qtbot, window, session, 0, make_bot("greedy", seed, RL))
    qtbot.wait(50)


@pytest.mark.parametrize("zoomed", [False, True])
def test_rl_the_final_scores_are_in_sight_at_1280x720(qtbot, window, zoomed):
    window.resize(1280, 720)
    qtbot.wait(20)
    session = window.start_game(RL, rl_setup(None, "greedy", "greedy"), seed=8)
    view = window.view
    assert view.fitted
    if zoomed:  # the player zoomed during the game: the view keeps the zoom and scrolls to the scores
        view.set_zoom(1.0)
    _bots_play_to_the_end(qtbot, window, session, 9)
    sheets = [i for i in window.scene.table_items().values() if isinstance(i, ScoreSheetItem)]
    assert len(sheets) == 3
    seen = _visible(view)
    if zoomed:
        assert view.zoom == pytest.approx(1.0)
        assert seen.contains(window.scene.item("final_zone").sceneBoundingRect().topLeft()), seen
    else:
        for sheet in sheets:
            assert seen.contains(sheet.sceneBoundingRect()), (seen, sheet.sceneBoundingRect())


# --- badges off the buttons' words ---------------------------------------------------------------


def _text_rect(item, left=6.0):
    """The part of a button its words may use: all but its right margin (kept for ✓ and badge)."""
    r = item.sceneBoundingRect()
    return r.adjusted(left, 2, -BADGE_MARGIN, -2)


def _badges_clear_of_buttons(scene, button):
    marks = [m for m in scene.items() if isinstance(m, MarkItem)]
    buttons = [i for i in scene.table_items().values() if button(i.key)]
    assert buttons
    for mark in marks:
        for item in buttons:
            assert not badge_rect(mark).intersects(_text_rect(item)), (mark.key, item.key)


def test_ls_badges_leave_the_mode_and_tool_words_free(qtbot, window):
    window.resize(1280, 720)
    _to_a_turn(window)
    scene = window.scene
    assert any(isinstance(m, AsideMark) for m in scene.items())
    _badges_clear_of_buttons(scene, lambda key: isinstance(key, tuple) and bool(key) and key[0] == "tool")


def test_rl_badges_leave_rotate_and_mirror_free(qtbot, window):
    window.resize(1280, 720)
    window.start_game(RL, rl_setup(None, "greedy"), seed=11)
    click_key(qtbot, window, ("tool", "white"))
    scene = window.scene
    assert scene.items_with_key(("orient", "rotate")) and ("orient", "rotate") in scene.marks()
    _badges_clear_of_buttons(scene, lambda key: isinstance(key, tuple) and bool(key) and key[0] in ("tool", "orient"))
