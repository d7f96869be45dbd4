"""The Last Spell: the players' decisions inside the rules (choices.py, LSN-6): which monster rolls
against an explosion (LS-10.7), a structure tie (LS-8.12), a scroll's Curse colour (LS-22.36) and
Propagation chain (LS-22.32). Asked only when there is more than one option; the bot and the coach
decide for bot seats and suggest; the log names who chose what."""

from __future__ import annotations

from rookraiders_desktop.engine.core.coach import hint
from rookraiders_desktop.engine.core.game import Event
from rookraiders_desktop.engine.core.room import run_until_decision
from rookraiders_desktop.engine.games.last_spell import monster_phase, rules
from rookraiders_desktop.engine.games.last_spell.actions import CastScroll, Choose
from rookraiders_desktop.engine.games.last_spell.bot import GreedyBot
from rookraiders_desktop.engine.games.last_spell.rules import GAME

from .ls_helpers import add_monster, add_structure, hero_turn, make_hero, make_state, pin


def attack_step(state, *, phase: int = 2) -> list[Event]:
    """Step 6 of a monster phase: the targets chosen, then the flow up to the next decision."""
    state.phase, state.step, state.monster_phase = "monster", 6, phase
    events: list[Event] = []
    monster_phase.choose_targets(state, events)
    run_until_decision(state, events, rules.advance)
    return events


def house(state, x, y, damage=0):
    return add_structure(state, "house", [(x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)], damage=damage)


def two_houses(kind="clawer", damage_a=0):
    """A monster on (5, 12) between the houses on F11-G12 (5-6, 10-11) and F14-G15 (5-6, 13-14)."""
    state = make_state("gildenberg_1", [make_hero(0, "aldric", (15, 5)), make_hero(1, "brina", (17, 5))])
    a, b = house(state, 5, 10, damage=damage_a), house(state, 5, 13)
    m = add_monster(state, kind, (5, 12), facing="E")
    return state, m, a, b


# -- LS-8.12: a structure tie -------------------------------------------------------------------------


def test_LS_8_12_the_players_choose_between_tied_structures():
    state, _clawer, a, b = two_houses()
    attack_step(state)
    # two undamaged houses: 4 attacks each, both buildings: the players decide; the first hero in
    # play (Aldric, seat 0) speaks for them
    assert (state.flow.decision, state.flow.decider, state.flow.hero) == ("choose", 0, 0)
    assert [(x.option, x.player) for x in GAME.legal_actions(state, 0)] == [(a.id, 0), (b.id, 0)]
    assert GAME.legal_actions(state, 1) == []
    assert GAME.describe_action(Choose(player=0, hero=0, option=b.id), state) == "Attack the house on F14"
    events = GAME.apply(state, Choose(player=0, hero=0, option=b.id))
    assert (a.damage, b.damage) == (0, 1)
    chosen = next(e for e in events if e.kind == "structure_chosen")
    assert GAME.describe_event(chosen) == "Aldric chooses the house on F14 as the Clawer's target (LS-8.12)."


def test_LS_8_12_no_choice_when_the_weaker_structure_is_clear():
    state = make_state("gildenberg_1", [make_hero(0, "aldric", (15, 5))])
    barricade = add_structure(state, "wooden_barricade", [(5, 11)])  # durability 2: 2 attacks, not 4
    house(state, 5, 13)
    add_monster(state, "clawer", (5, 12), facing="E")
    attack_step(state)
    assert state.choice is None and barricade.damage == 1


def test_LS_8_12_every_tie_is_settled_before_the_first_attack():
    # LS-15.6: the targets are chosen before any attack. The Clawer on (7, 10) touches only house A
    # and attacks first in the queue (its lane is nearer the cliff), yet the tie comes first
    state, clawer, a, b = two_houses()
    first = add_monster(state, "clawer", (7, 10), facing="E")
    attack_step(state)
    assert state.choice is not None and [q.monster for q in state.flow.queue] == [first.id, clawer.id]
    assert a.damage == b.damage == 0
    GAME.apply(state, Choose(player=0, hero=0, option=b.id))
    assert (a.damage, b.damage) == (1, 1)


def test_LS_8_12_the_bot_takes_the_blow_on_the_sturdier_structure():
    # a Red Bulky deals 2: house A with 1 damage (3 left) and house B (4 left) both fall in 2 attacks
    state, _bulky, a, b = two_houses("bulky_red", damage_a=1)
    attack_step(state)
    assert sorted(state.choice.options) == sorted([a.id, b.id])
    choice = GreedyBot(0).choose(GAME, GAME.view(state, 0), GAME.legal_actions(state, 0))
    assert choice.option == b.id
    tip = hint(GAME, state, 0)
    assert tip is not None and tip.action.option == b.id and "durability" in tip.reason()


# -- LS-10.7: the explosion's victim -----------------------------------------------------------------


def explosion():
    """A Boomer on (5, 12) beside Aldric, with a Clawer (1 HP) and an Accursed (3 HP) in its area."""
    state = make_state("gildenberg_1", [make_hero(0, "aldric", (4, 12)), make_hero(1, "brina", (17, 5))])
    boomer = add_monster(state, "boomer", (5, 12))
    clawer = add_monster(state, "clawer", (4, 11), stunned_through=2)
    accursed = add_monster(state, "accursed", (6, 12), stunned_through=2)
    return state, boomer, clawer, accursed


def test_LS_10_7_the_explosion_victim_is_asked_after_the_heroes_damage():
    state, boomer, clawer, accursed = explosion()
    events = attack_step(state)
    assert state.heroes[0].wounds == 4  # LS-10.8 dealt first
    assert state.choice.kind == "explosion" and sorted(state.choice.options) == sorted([clawer.id, accursed.id])
    assert (
        GAME.describe_action(Choose(player=0, hero=0, option=accursed.id), state)
        == "The Accursed on G13 rolls against the explosion"
    )
    pin(state, ("orange", "hit"), ("blue", "hit"))  # the Accursed's two dice, against No-dodge
    events = GAME.apply(state, Choose(player=0, hero=0, option=accursed.id))
    assert accursed.wounds == 2 and clawer.wounds == 0 and boomer not in state.monsters
    chosen = next(e for e in events if e.kind == "explosion_chosen")
    assert GAME.describe_event(chosen) == "Aldric chooses the Accursed on G13 to roll against the explosion (LS-10.7)."


def test_LS_10_7_the_bot_chooses_the_monster_likeliest_to_die():
    state, _boomer, clawer, _accursed = explosion()
    attack_step(state)
    choice = GreedyBot(0).choose(GAME, GAME.view(state, 0), GAME.legal_actions(state, 0))
    assert choice.option == clawer.id  # 1 HP: the Boomer's 2 kill it
    tip = hint(GAME, state, 0)
    assert tip is not None and "explosion" in tip.reason()


# -- LS-22.36 / LS-22.32: a scroll's Curse and Propagation -------------------------------------------


def caster(scroll: str):
    h = make_hero(0, "corvin", (7, 7))
    h.scrolls = [scroll]
    return hero_turn(make_state("gildenberg_1", [h]))


def cast(state, target) -> list[Event]:
    state.flow.decision, state.flow.decider, state.flow.hero = "turn", 0, 0
    return GAME.apply(state, CastScroll(player=0, hero=0, scroll=0, targets=(target,)))


def test_LS_22_36_the_player_chooses_the_curse_colour_of_a_scroll():
    state = caster("scroll_hex")
    archer = add_monster(state, "archer", (7, 3))  # one blue die
    cast(state, (7, 3))
    # the Archer's own colour is blue: "blue" and "keep" are the same dice, so 2 options
    assert (state.flow.decision, state.choice.kind, state.choice.options) == ("choose", "curse", ["blue", "orange"])
    assert GAME.describe_action(Choose(player=0, hero=0, option="orange"), state) == "Curse: orange dice"
    pin(state, ("orange", "hit"))
    events = GAME.apply(state, Choose(player=0, hero=0, option="orange"))
    assert state.last_roll[0].colours == ["orange"] and archer not in state.monsters
    chosen = next(e for e in events if e.kind == "curse_chosen")
    assert GAME.describe_event(chosen) == "Corvin curses the dice: orange (LS-22.36)."
    assert state.flow.decision == "turn"


def test_LS_22_36_two_dice_give_three_options():
    state = caster("scroll_hex")
    add_monster(state, "accursed", (7, 3))  # orange + blue
    cast(state, (7, 3))
    assert state.choice.options == ["blue", "orange", None]
    assert GAME.describe_action(Choose(player=0, hero=0, option=None), state) == "Curse: leave the monster its own dice"


def test_LS_22_36_no_choice_without_a_monster_to_curse():
    state = caster("scroll_hex")
    cast(state, (7, 3))
    assert state.choice is None and state.flow.decision == "turn"


def test_LS_22_36_the_bot_curses_with_the_colour_likeliest_to_hit():
    state = caster("scroll_hex")
    add_monster(state, "armored", (7, 3))  # two orange dice: blue on one of them hits more often
    cast(state, (7, 3))
    choice = GreedyBot(0).choose(GAME, GAME.view(state, 0), GAME.legal_actions(state, 0))
    assert choice.option == "blue"


def test_LS_22_32_the_player_builds_the_propagation_chain_of_a_scroll():
    state = caster("scroll_lightning")  # line of 3, Propagation 1
    first = add_monster(state, "clawer", (7, 5))
    left = add_monster(state, "clawer", (6, 4))  # both in the first target's area, off the line
    right = add_monster(state, "clawer", (8, 4))
    cast(state, (7, 5))
    assert (state.choice.kind, state.choice.options) == ("chain", [left.id, right.id, None])
    pin(state, ("blue", "hit"), ("blue", "hit"))
    events = GAME.apply(state, Choose(player=0, hero=0, option=right.id))
    assert {m.id for m in state.monsters} == {left.id}  # the first and the chosen one, not the greedy pick
    assert first not in state.monsters
    chosen = next(e for e in events if e.kind == "chain_chosen")
    assert GAME.describe_event(chosen) == "Corvin carries the Propagation on to the Clawer on I5 (LS-22.32)."


def test_LS_22_32_the_player_may_end_the_chain():
    state = caster("scroll_lightning")
    add_monster(state, "clawer", (7, 5))
    beside = add_monster(state, "clawer", (8, 4))
    cast(state, (7, 5))
    pin(state, ("blue", "hit"))
    events = GAME.apply(state, Choose(player=0, hero=0, option=None))
    assert [m.id for m in state.monsters] == [beside.id]
    assert (
        GAME.describe_event(next(e for e in events if e.kind == "chain_ended"))
        == "Corvin ends the Propagation chain (LS-22.32)."
    )


def test_a_choice_outside_its_options_is_refused_with_its_clause():
    import pytest

    from rookraiders_desktop.engine.core.errors import RuleViolation

    state, _clawer, _a, _b = two_houses()
    attack_step(state)
    with pytest.raises(RuleViolation) as refused:
        GAME.apply(state, Choose(player=0, hero=0, option=999))
    assert refused.value.rule == "LS-8.12"
