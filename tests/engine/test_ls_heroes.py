"""The Last Spell: heroes and the hero phase (LS-4, LS-7.7 to LS-7.16, LS-16), defence facilities
(LS-17), turns (LS-A3, LS-A4), the Screech's set-aside tokens (LS-A17), trapped heroes (LS-21.30)."""

from __future__ import annotations

import pytest

from rookraiders_desktop.engine.core.errors import RuleViolation
from rookraiders_desktop.engine.games.last_spell import combat, hero_phase, targeting
from rookraiders_desktop.engine.games.last_spell.actions import (
    Attack,
    CastScroll,
    Climb,
    DefenceUp,
    EndTurn,
    FireBallista,
    FireCatapult,
    FlipToken,
    Jump,
    Move,
    Pass,
    Punch,
    UsePotion,
    Warp,
)
from rookraiders_desktop.engine.games.last_spell.models import Potion

from .ls_helpers import C, add_monster, add_structure, hero_turn, make_hero, make_state, pin


def game(cell=(7, 7), hero_id="aldric", weapons=("short_sword",), *, others=(), **kw):
    heroes = [make_hero(0, hero_id, cell, weapons=list(weapons), **kw)]
    for i, (hid, hcell) in enumerate(others, start=1):
        heroes.append(make_hero(i, hid, hcell))
    return hero_turn(make_state(heroes=heroes))


def do(state, action):
    events: list = []
    hero_phase.apply(state, action, events)
    return events


def refused(state, action, rule):
    with pytest.raises(RuleViolation) as err:
        do(state, action)
    assert err.value.rule == rule, err.value
    return err.value


# -- heroes (LS-4) ---------------------------------------------------------------------------------


def test_ls_4_1_a_hero_has_hp_mana_abilities_and_movement():
    state = game()
    h = state.heroes[0]
    hd = C.heroes["aldric"]
    assert (h.hp, h.mana, h.ap, [t.value for t in h.tokens]) == (hd.hp, hd.mana, hd.ap, list(hd.tokens))
    add_monster(state, "clawer", (8, 7))
    kinds = {a.kind for a in hero_phase.legal_actions(state, 0)}
    assert {"punch", "defence_up", "flip"} <= kinds  # innate abilities and movement tokens


def test_ls_4_4_mana_pays_for_modes_and_scrolls():
    state = game(weapons=("apprentice_staff",), mana=0)
    add_monster(state, "clawer", (10, 7))
    refused(state, Attack(player=0, hero=0, weapon=0, mode="magic_missile", targets=((10, 7),)), "LS-4.4")
    state.heroes[0].scrolls = ["scroll_fire"]
    refused(state, CastScroll(player=0, hero=0, scroll=0, targets=((10, 7),)), "LS-4.4")


def test_ls_4_6_innate_abilities_cost_ap_or_mp():
    state = game(cell=(4, 6))  # the rock on (4, 5)
    add_monster(state, "clawer", (5, 6))
    h = state.heroes[0]
    pin(state, ("blue", "miss"))
    do(state, Punch(player=0, hero=0, target=(5, 6)))
    assert h.ap == 2
    h.mp = 3
    do(state, Jump(player=0, hero=0, over=(4, 5)))
    assert h.mp == 0 and h.cell == (4, 4) and h.ap == 2


def test_ls_4_7_a_punch_is_a_1_ap_melee_attack_on_a_monster():
    state = game()
    m = add_monster(state, "clawer", (8, 7))
    pin(state, ("blue", "hit"))
    do(state, Punch(player=0, hero=0, target=(8, 7)))
    assert m not in state.monsters and state.heroes[0].ap == 2 and state.heroes[0].attacked_this_turn
    s2 = game()
    add_monster(s2, "clawer", (9, 7))
    refused(s2, Punch(player=0, hero=0, target=(9, 7)), "LS-4.7")  # not next to the hero
    refused(s2, Punch(player=0, hero=0, target=(7, 8)), "LS-4.7")  # no monster there


def test_ls_4_8_obstacle_jump_over_a_low_obstacle():
    state = game(cell=(4, 6))
    state.heroes[0].mp = 3
    do(state, Jump(player=0, hero=0, over=(4, 5)))
    assert state.heroes[0].cell == (4, 4)


def test_ls_4_9_defence_up_at_most_once_per_hero_phase():
    state = game()
    do(state, DefenceUp(player=0, hero=0))
    assert state.heroes[0].defence_up and state.heroes[0].ap == 2
    refused(state, DefenceUp(player=0, hero=0), "LS-4.9")


def test_ls_4_10_movement_tokens_show_2_to_4():
    assert all(2 <= v <= 4 for h in C.heroes.values() for v in h.tokens)


def test_ls_4_11_flipping_a_token_gives_its_value_in_mp():
    state = game()
    h = state.heroes[0]
    do(state, FlipToken(player=0, hero=0, token=0))
    assert h.mp == h.tokens[0].value and h.tokens[0].used
    refused(state, FlipToken(player=0, hero=0, token=0), "LS-4.11")


def test_ls_4_15_tokens_recover_at_each_hero_phase():
    state = game()
    for t in state.heroes[0].tokens:
        t.used = True
    hero_phase.start(state, [])
    assert not any(t.used for t in state.heroes[0].tokens)


# -- potions and scrolls (LS-7.7 to LS-7.16) ----------------------------------------------------------


def potion(state, colour, half=False):
    state.heroes[0].potions = [Potion(colour=colour, half=half)]
    return UsePotion(player=0, hero=0, potion=0)


def test_ls_7_7_a_potion_is_an_extra_action_on_the_heros_turn():
    state = game(others=[("brina", (9, 9))])
    state.heroes[0].wounds = 2
    do(state, potion(state, "red"))
    assert state.heroes[0].ap == 3  # no AP
    state.heroes[1].potions = [Potion(colour="red")]
    state.heroes[1].wounds = 1
    with pytest.raises(RuleViolation):
        do(state, UsePotion(player=1, hero=1, potion=0))  # not Brina's turn


def test_ls_7_8_green_recovers_a_used_movement_token():
    state = game()
    h = state.heroes[0]
    refused(state, potion(state, "green"), "LS-7.8")
    h.tokens[0].used = h.tokens[1].used = True
    do(state, potion(state, "green"))
    assert sum(t.used for t in h.tokens) == 1


def test_ls_7_9_red_heals_a_wound():
    state = game(wounds=3)
    do(state, potion(state, "red"))
    assert state.heroes[0].wounds == 2


def test_ls_7_10_blue_recovers_3_mana_up_to_the_maximum():
    state = game(mana=1)
    do(state, potion(state, "blue"))
    assert state.heroes[0].mana == 4
    full = game(mana=C.heroes["aldric"].mana - 1)
    do(full, potion(full, "blue"))
    assert full.heroes[0].mana == C.heroes["aldric"].mana
    refused(full, potion(full, "blue"), "LS-7.10")


def test_ls_7_11_yellow_recovers_2_ap():
    state = game()
    state.heroes[0].ap = 0
    do(state, potion(state, "yellow"))
    assert state.heroes[0].ap == 2


def test_ls_7_12_a_potion_is_used_twice_then_discarded():
    state = game(wounds=4)
    do(state, potion(state, "red"))
    assert state.heroes[0].potions == [Potion(colour="red", half=True)]
    do(state, UsePotion(player=0, hero=0, potion=0))
    assert state.heroes[0].potions == [] and state.heroes[0].wounds == 2


def test_ls_7_13_a_half_potion_is_not_refilled_at_night():
    state = game()
    state.heroes[0].potions = [Potion(colour="red", half=True)]
    hero_phase.start(state, [])
    assert state.heroes[0].potions[0].half  # refilling is the Day's recovery


def test_ls_7_14_a_scroll_is_an_extra_action():
    state = game(mana=9)
    state.heroes[0].scrolls = ["scroll_fire"]
    add_monster(state, "clawer", (10, 7))
    add_monster(state, "clawer", (8, 7))
    pin(state, ("blue", "hit"), ("blue", "hit"))
    do(state, Attack(player=0, hero=0, weapon=0, mode="slash", targets=((8, 7),)))
    do(state, CastScroll(player=0, hero=0, scroll=0, targets=((11, 7),)))  # after the turn's attack
    assert state.monsters == [] and state.heroes[0].ap == 2


def test_ls_7_15_a_scroll_attacks_like_a_magic_weapon():
    state = game(mana=9)
    state.heroes[0].scrolls = ["scroll_fire"]
    m = add_monster(state, "clawer", (11, 7))
    pin(state, ("blue", "miss"))
    do(state, CastScroll(player=0, hero=0, scroll=0, targets=((11, 7),)))
    assert state.attack is not None and state.attack.rolls[0].magic_reroll  # the magic reroll (LS-A23)
    add_structure(state, "stone_wall", [(7, 6)])
    assert (7, 3) not in targeting.scroll_direct_hit_squares(state, 0, 0)  # and LOS (LS-A23)
    assert m in state.monsters


def test_ls_7_16_a_scroll_is_cast_as_often_as_mana_allows():
    state = game(mana=6)
    state.heroes[0].scrolls = ["scroll_fire"]  # 3 mana
    for _ in range(2):
        do(state, CastScroll(player=0, hero=0, scroll=0, targets=((11, 7),)))
    assert state.heroes[0].mana == 0 and state.heroes[0].scrolls == ["scroll_fire"]
    refused(state, CastScroll(player=0, hero=0, scroll=0, targets=((11, 7),)), "LS-4.4")


# -- the hero phase (LS-16) ------------------------------------------------------------------------------


def test_ls_16_1_ap_and_mp_come_back_mana_does_not():
    state = game(mana=2)
    h = state.heroes[0]
    h.ap = 0
    h.tokens[0].used = True
    hero_phase.start(state, [])
    assert h.ap == h.ap_max and not h.tokens[0].used and h.mana == 2


def test_ls_16_2_heroes_take_turns_doing_any_actions():
    state = make_state(heroes=[make_hero(0, "aldric", (7, 7)), make_hero(1, "brina", (12, 17))])
    hero_phase.start(state, [])
    hero_phase.advance(state, [])
    assert (state.flow.decision, state.flow.hero, state.flow.decider) == ("turn", 0, 0)
    do(state, FlipToken(player=0, hero=0, token=0))
    do(state, Move(player=0, hero=0, to=(8, 7)))
    do(state, DefenceUp(player=0, hero=0))
    do(state, Move(player=0, hero=0, to=(9, 7)))
    do(state, EndTurn(player=0, hero=0))
    hero_phase.advance(state, [])
    assert (state.flow.hero, state.flow.decider) == (1, 1)
    with pytest.raises(RuleViolation):
        do(state, DefenceUp(player=0, hero=0))


def test_ls_16_3_one_weapon_attack_per_turn():
    state = game(weapons=("short_sword", "dagger"))
    add_monster(state, "bulky_green", (8, 7))
    pin(state, ("orange", "miss"))
    do(state, Attack(player=0, hero=0, weapon=0, mode="slash", targets=((8, 7),)))
    refused(state, Attack(player=0, hero=0, weapon=1, mode="stab", targets=((8, 7),)), "LS-16.3")
    assert not any(a.kind == "attack" for a in hero_phase.legal_actions(state, 0))


def test_ls_16_4_potions_and_scrolls_cost_no_ap():
    state = game(mana=9, wounds=1)
    state.heroes[0].scrolls = ["scroll_fire"]
    do(state, CastScroll(player=0, hero=0, scroll=0, targets=((11, 7),)))
    do(state, potion(state, "red"))
    assert state.heroes[0].ap == 3


def test_ls_16_6_moving_costs_mp_never_ap():
    state = game()
    h = state.heroes[0]
    refused(state, Move(player=0, hero=0, to=(8, 7)), "LS-4.12")  # no MP yet
    do(state, FlipToken(player=0, hero=0, token=0))
    do(state, Move(player=0, hero=0, to=(9, 8)))
    assert h.cell == (9, 8) and h.mp == h.tokens[0].value - 3 and h.ap == 3


def test_ls_16_7_obstacle_jump_costs_3_mp_and_lands_beyond():
    state = game(cell=(7, 8))
    add_structure(state, "wooden_barricade", [(7, 7)])
    h = state.heroes[0]
    h.mp = 2
    refused(state, Jump(player=0, hero=0, over=(7, 7)), "LS-16.7")
    h.mp = 4
    do(state, Jump(player=0, hero=0, over=(7, 7)))
    assert h.cell == (7, 6) and h.mp == 1
    refused(state, Jump(player=0, hero=0, over=(8, 6)), "LS-16.7")  # open ground is not an obstacle


def test_ls_16_8_no_jump_onto_an_occupied_square():
    state = game(cell=(7, 8))
    add_structure(state, "wooden_barricade", [(7, 7)])
    add_monster(state, "clawer", (7, 6))
    state.heroes[0].mp = 3
    refused(state, Jump(player=0, hero=0, over=(7, 7)), "LS-16.8")


def test_ls_16_9_one_punch_per_turn_any_number_per_phase():
    state = make_state(heroes=[make_hero(0, "aldric", (7, 7))])
    add_monster(state, "bulky_green", (8, 7))
    hero_turn(state)
    for _ in range(3):
        pin(state, ("orange", "miss"))
        do(state, Punch(player=0, hero=0, target=(8, 7)))
        refused(state, Punch(player=0, hero=0, target=(8, 7)), "LS-16.11")
        do(state, EndTurn(player=0, hero=0))
        hero_phase.advance(state, [])
    assert state.heroes[0].ap == 0


def test_ls_16_10_defence_up_reduces_the_next_monster_damage_by_1():
    state = game()
    do(state, DefenceUp(player=0, hero=0))
    combat.queue_hero_damage(state, 0, 2, [], source="clawer")
    combat.queue_hero_damage(state, 0, 2, [], source="clawer")
    assert [d.amount for d in state.damage_queue] == [1, 2] and not state.heroes[0].defence_up


def test_ls_a42_an_unused_defence_up_expires_at_the_next_hero_phase():
    state = game()
    do(state, DefenceUp(player=0, hero=0))
    hero_phase.start(state, [])
    assert not state.heroes[0].defence_up and not state.heroes[0].defence_up_used_phase


def test_ls_16_11_ap_and_mp_in_any_order_one_attack_including_punch():
    state = game(mana=9)
    state.heroes[0].scrolls = ["scroll_fire"]
    m = add_monster(state, "bulky_green", (9, 7))
    do(state, FlipToken(player=0, hero=0, token=0))
    do(state, Move(player=0, hero=0, to=(8, 7)))
    pin(state, ("orange", "miss"))
    do(state, Punch(player=0, hero=0, target=(9, 7)))
    do(state, Move(player=0, hero=0, to=(8, 8)))
    refused(state, Attack(player=0, hero=0, weapon=0, mode="slash", targets=((9, 8),)), "LS-16.3")
    assert m.wounds == 0
    pin(state, ("orange", "hit"))
    do(state, CastScroll(player=0, hero=0, scroll=0, targets=((10, 7),)))  # a scroll is not the attack
    assert m.wounds == 1 and state.heroes[0].ap == 2


def test_ls_16_13_when_everyone_has_passed_or_spent_all_ap_the_monster_phase_begins():
    state = make_state(heroes=[make_hero(0, "aldric", (7, 7)), make_hero(1, "brina", (12, 17))])
    state.spawn_done = True
    add_monster(state, "bulky_green", (20, 20))  # keeps the night from ending
    add_monster(state, "bulky_green", (3, 20))
    hero_phase.start(state, [])
    hero_phase.advance(state, [])
    state.heroes[0].ap = 0
    do(state, EndTurn(player=0, hero=0))  # out of AP: skipped from now on
    hero_phase.advance(state, [])
    assert state.flow.hero == 1
    do(state, EndTurn(player=1, hero=1))
    hero_phase.advance(state, [])
    assert state.flow.hero == 1  # Brina still has AP: her turn again
    events = do(state, Pass(player=1, hero=1))
    hero_phase.advance(state, events)
    assert state.phase == "monster" and any(e.kind == "hero_phase_ended" for e in events)


def test_ls_a3_a_hero_who_spends_its_last_ap_finishes_its_turn():
    state = game()
    add_monster(state, "clawer", (8, 7))
    state.heroes[0].ap = 1
    pin(state, ("blue", "hit"))
    do(state, Punch(player=0, hero=0, target=(8, 7)))
    hero_phase.advance(state, [])
    assert state.flow.decision == "turn" and state.flow.hero == 0
    do(state, FlipToken(player=0, hero=0, token=0))
    do(state, Move(player=0, hero=0, to=(8, 7)))
    assert state.heroes[0].cell == (8, 7)


def test_ls_a4_unspent_mp_are_lost_at_the_end_of_the_turn():
    state = make_state(heroes=[make_hero(0, "aldric", (7, 7)), make_hero(1, "brina", (12, 17))])
    hero_turn(state)
    do(state, FlipToken(player=0, hero=0, token=0))
    do(state, Move(player=0, hero=0, to=(8, 7)))
    assert state.heroes[0].mp > 0
    do(state, EndTurn(player=0, hero=0))
    assert state.heroes[0].mp == 0


def test_ls_a17_a_token_set_aside_misses_one_hero_phase():
    state = make_state(heroes=[make_hero(0, "aldric", (7, 7))])
    add_monster(state, "bulky_green", (20, 20))
    h = state.heroes[0]
    h.tokens[0].used = True
    h.tokens[0].set_aside = True
    hero_phase.start(state, [])
    assert h.tokens[0].used and h.tokens[0].set_aside
    hero_phase.advance(state, [])
    refused(state, FlipToken(player=0, hero=0, token=0), "LS-12.14")
    events = do(state, Pass(player=0, hero=0))
    hero_phase.advance(state, events)
    assert not h.tokens[0].set_aside and any(e.kind == "tokens_returned" for e in events)


def test_ls_21_30_a_trapped_hero_can_only_punch():
    state = game()
    trap = add_monster(state, "clawer", (7, 7), trapping=0)
    state.heroes[0].trapped = True
    kinds = {a.kind for a in hero_phase.legal_actions(state, 0)}
    assert kinds == {"punch", "end_turn", "pass"}
    refused(state, FlipToken(player=0, hero=0, token=0), "LS-21.30")
    pin(state, ("blue", "hit"))
    do(state, Punch(player=0, hero=0, target=(7, 7)))  # LS-21.31 (B): punching the trap under the hero
    assert not state.heroes[0].trapped and trap not in state.monsters


# -- defence facilities (LS-17) ---------------------------------------------------------------------------


def facilities(hero_cell=(7, 7)):
    state = game(cell=hero_cell)
    ballista = add_structure(state, "ballista", [(12, 15)])  # sector (2, 3)
    catapult = add_structure(state, "catapult", [(13, 13)], projectiles=2)  # the circle's sector (2, 2)
    return state, ballista, catapult


def test_ls_17_1_a_facility_is_an_extra_action_of_any_hero():
    state, ballista, _ = facilities()
    m = add_monster(state, "clawer", (12, 19))
    pin(state, ("blue", "hit"))
    do(state, FireBallista(player=0, hero=0, structure=ballista.id, target=(12, 19)))
    assert m not in state.monsters and state.heroes[0].ap == 3 and not state.heroes[0].attacked_this_turn


def test_ls_17_2_a_ballista_shoots_into_its_own_or_an_adjacent_sector():
    state, ballista, _ = facilities()
    reach = set(targeting.facility_range(state, ballista))
    assert {(12, 19), (16, 15), (6, 15), (12, 11), (12, 14)} <= reach
    assert (7, 7) not in reach and (17, 19) not in reach
    refused(state, FireBallista(player=0, hero=0, structure=ballista.id, target=(7, 8)), "LS-17.2")


def test_ls_17_3_a_ballista_fires_once_per_hero_phase():
    state, ballista, _ = facilities()
    add_monster(state, "clawer", (12, 19))
    do(state, FireBallista(player=0, hero=0, structure=ballista.id, target=(12, 19)))
    refused(state, FireBallista(player=0, hero=0, structure=ballista.id, target=(12, 19)), "LS-17.3")
    hero_phase.start(state, [])
    assert not ballista.used


def test_ls_17_4_a_ballista_deals_1_with_armour_piercing_and_sight():
    state, ballista, _ = facilities()
    add_structure(state, "house", [(12, 17), (13, 17)])  # no LOS needed
    m = add_monster(state, "bulky_red", (12, 19))
    pin(state, ("orange", "armour_stun"))
    do(state, FireBallista(player=0, hero=0, structure=ballista.id, target=(12, 19)))
    assert m.wounds == 1


def test_ls_17_5_a_catapult_spends_a_projectile_on_an_adjacent_or_far_sector():
    state, _, catapult = facilities()
    reach = set(targeting.facility_range(state, catapult))
    assert {(12, 8), (12, 4), (4, 12)} <= reach and (12, 12) not in reach
    add_monster(state, "clawer", (12, 4))
    do(state, FireCatapult(player=0, hero=0, structure=catapult.id, target=(12, 4)))
    assert catapult.projectiles == 1
    if not any(m.cell == (12, 4) for m in state.monsters):
        add_monster(state, "clawer", (12, 4))
    do(state, FireCatapult(player=0, hero=0, structure=catapult.id, target=(12, 4)))
    refused(state, FireCatapult(player=0, hero=0, structure=catapult.id, target=(12, 4)), "LS-17.5")


def test_ls_17_6_a_catapult_hits_3x3_with_no_dodge_only_in_the_centre():
    state, _, catapult = facilities()
    centre = add_monster(state, "clawer", (12, 4))
    side = add_monster(state, "clawer", (13, 5))
    pin(state, ("blue", "dodge_stun"), ("blue", "dodge_stun"))
    do(state, FireCatapult(player=0, hero=0, structure=catapult.id, target=(12, 4)))
    assert centre not in state.monsters and side in state.monsters


def test_ls_17_7_any_square_may_be_the_catapults_target_and_heroes_there_are_hit():
    state, _, catapult = facilities(hero_cell=(12, 5))
    add_monster(state, "clawer", (11, 3))  # in the 3 x 3, not on the direct-hit square
    do(state, FireCatapult(player=0, hero=0, structure=catapult.id, target=(12, 4)))
    assert [(d.hero, d.amount) for d in state.damage_queue] == [(0, 1)]  # LS-5.19


def test_LS_17_2_a_ballista_shoots_at_a_monster_not_at_an_empty_square():
    """LS-17.2 「対象1つに対して射撃」: the shot needs a target; apply refuses an empty square with
    the check legal_actions lists by (facility_target_problem)."""
    state, ballista, _ = facilities()
    add_monster(state, "clawer", (12, 19))
    offered = {a.target for a in hero_phase.legal_actions(state, 0) if isinstance(a, FireBallista)}
    assert offered == {(12, 19)}
    refused(state, FireBallista(player=0, hero=0, structure=ballista.id, target=(12, 14)), "LS-17.2")
    do(state, FireBallista(player=0, hero=0, structure=ballista.id, target=(12, 19)))


def test_LS_17_7_a_catapult_needs_a_monster_in_its_3x3_ruling_LSH_16():
    """LS-17.7: any direct-hit square, whatever stands there, but (ruling LSH-16) its 3 x 3 must
    hold a monster: a shot at nothing would only waste a projectile, and listing every square
    in range would flood the choices. One check for legal_actions and apply."""
    state, _, catapult = facilities()
    refused(state, FireCatapult(player=0, hero=0, structure=catapult.id, target=(12, 4)), "LS-17.7")
    assert catapult.projectiles == 2
    add_monster(state, "clawer", (13, 5))
    offered = {a.target for a in hero_phase.legal_actions(state, 0) if isinstance(a, FireCatapult)}
    assert (12, 4) in offered and all(abs(x - 13) <= 1 and abs(y - 5) <= 1 for x, y in offered)
    do(state, FireCatapult(player=0, hero=0, structure=catapult.id, target=(12, 4)))
    assert catapult.projectiles == 1


def test_ls_17_8_a_warp_gate_costs_2_mp_and_1_mana():
    state = game(cell=(8, 11))
    add_structure(state, "warp_gate", [(8, 11)])
    add_structure(state, "warp_gate", [(15, 12)])
    h = state.heroes[0]
    refused(state, Warp(player=0, hero=0, to=(15, 12)), "LS-17.8")  # no MP
    h.mp = 3
    mana = h.mana
    do(state, Warp(player=0, hero=0, to=(15, 12)))
    assert h.cell == (15, 12) and h.mp == 1 and h.mana == mana - 1


def test_ls_17_9_a_warp_does_not_interrupt_the_movement():
    state = game(cell=(7, 11))
    add_structure(state, "warp_gate", [(8, 11)])
    add_structure(state, "warp_gate", [(15, 12)])
    h = state.heroes[0]
    h.mp = 4
    do(state, Move(player=0, hero=0, to=(8, 11)))
    do(state, Warp(player=0, hero=0, to=(15, 12)))
    do(state, Move(player=0, hero=0, to=(15, 11)))
    assert h.cell == (15, 11) and h.mp == 0


def test_ls_17_10_a_hero_on_a_watchtower_has_sight():
    state = game(cell=(7, 8), weapons=("short_bow",))
    add_structure(state, "watchtower", [(7, 7)])
    add_structure(state, "house", [(6, 6), (7, 6), (8, 6)])
    h = state.heroes[0]
    h.mp = 2
    do(state, Climb(player=0, hero=0, to=(7, 7)))
    assert h.on_watchtower and h.cell == (7, 7)
    shot = set(targeting.direct_hit_squares(state, 0, 0, "shot"))
    assert (7, 4) in shot  # behind the house next to the tower
    h.on_watchtower = False
    assert (7, 4) not in set(targeting.direct_hit_squares(state, 0, 0, "shot"))


def test_ls_17_11_climbing_on_or_off_a_watchtower_costs_2_mp():
    state = game(cell=(7, 8))
    add_structure(state, "watchtower", [(7, 7)])
    h = state.heroes[0]
    h.mp = 3
    refused(state, Move(player=0, hero=0, to=(7, 7)), "LS-4.13")  # not by walking
    do(state, Climb(player=0, hero=0, to=(7, 7)))
    assert h.mp == 1 and targeting.reachable(state, 0) == {}
    refused(state, Climb(player=0, hero=0, to=(8, 7)), "LS-17.11")
    h.mp = 2
    do(state, Climb(player=0, hero=0, to=(8, 7)))
    assert h.cell == (8, 7) and not h.on_watchtower and h.mp == 0


# -- legal actions ------------------------------------------------------------------------------------------


def busy_state():
    state = make_state(
        "gildenberg_1",
        heroes=[
            make_hero(
                0, "corvin", (12, 10), weapons=["holy_rod", "apprentice_staff"], armour=["chain_armor", "running_boots"]
            ),
            make_hero(1, "brina", (9, 12), weapons=["long_bow"]),
        ],
        town=True,
    )
    state.heroes[0].scrolls = ["scroll_hex", "scroll_lightning", "scroll_fire"]
    state.heroes[0].potions = [Potion(colour="blue")]
    state.heroes[0].mana = 5
    for i, cell in enumerate([(14, 5), (15, 5), (9, 6), (3, 12), (18, 15), (12, 20), (16, 8), (7, 15)]):
        add_monster(state, ["clawer", "armored", "accursed", "archer"][i % 4], cell)
    return hero_turn(state)


def test_every_listed_action_is_accepted():
    import pickle

    state = busy_state()
    state.heroes[0].mp = 3
    acts = hero_phase.legal_actions(state, 0)
    assert len({a.kind for a in acts}) >= 8
    for a in acts:
        copy = pickle.loads(pickle.dumps(state))
        copy.rng.forced = [0] * 40
        hero_phase.apply(copy, a, [])
