"""Table defects (issue 15 item 6): what the tables offer and where their items lie."""

from __future__ import annotations

import re

from test_ls_scene import _to_a_turn, free_neighbour, put_monster, turn_of
from ui_helpers import click_key

from rookraiders_desktop.engine.core.session import state_hash
from rookraiders_desktop.engine.games.last_spell.actions import Attack, Punch

SPENT = re.compile(r"\[LS-16\.(3|11)\]")


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
