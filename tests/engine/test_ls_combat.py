"""The Last Spell: defence dice and stun (LS-9), weapons (LS-5), weapon abilities (LS-22.10 to
LS-22.40), rerolls (LS-16.12, LS-EX1, LS-EX2). Dice faces are pinned by name (ls_helpers.pin):
blue = hit, hit, hit+stun, dodge+stun, dodge+stun, miss; orange = hit, hit, hit+stun,
armour+stun, armour+stun, miss."""

from __future__ import annotations

import pytest

from rookraiders_desktop.engine.core.errors import RuleViolation
from rookraiders_desktop.engine.games.last_spell import choices, combat, hero_phase, targeting
from rookraiders_desktop.engine.games.last_spell.actions import Attack, CastScroll, Choose, Reroll, ResolveAttack
from rookraiders_desktop.engine.games.last_spell.content import Weapon, load_content

from .ls_helpers import C, add_monster, hero_turn, make_hero, make_state, pin


def game(cell=(7, 7), weapons=("short_sword",), *, others=(), **kw):
    heroes = [make_hero(0, "corvin", cell, weapons=list(weapons), **kw)]
    for i, (hid, hcell) in enumerate(others, start=1):
        heroes.append(make_hero(i, hid, hcell))
    return hero_turn(make_state(heroes=heroes))


def attack(state, mode, *targets, weapon=0, hero=0, **kw):
    events: list = []
    hero_phase.apply(
        state, Attack(player=hero, hero=hero, weapon=weapon, mode=mode, targets=tuple(targets), **kw), events
    )
    return events


def reroll(state, roll=0, magic=False):
    events: list = []
    combat.apply_reroll_action(
        state, Reroll(player=state.attack.hero, hero=state.attack.hero, roll=roll, magic=magic), events
    )
    return events


def resolve(state):
    events: list = []
    if state.attack is not None:
        combat.apply_reroll_action(state, ResolveAttack(player=state.attack.hero, hero=state.attack.hero), events)
    return events


def alive(state, monster):
    return any(m.id == monster.id for m in state.monsters)


# -- defence dice (LS-9) --------------------------------------------------------------------------


def test_ls_9_1_blue_and_orange_dice_differ_in_their_weak_faces():
    assert "dodge_stun" in C.dice["blue"].faces and "armour_stun" not in C.dice["blue"].faces
    assert "armour_stun" in C.dice["orange"].faces and "dodge_stun" not in C.dice["orange"].faces


def test_ls_9_2_a_monster_rolls_its_own_defence_dice():
    state = game()
    clawer = add_monster(state, "clawer", (8, 7))
    armored = add_monster(state, "armored", (9, 9))
    accursed = add_monster(state, "accursed", (12, 9))
    pin(state, ("blue", "hit"), ("orange", "hit"), ("orange", "miss"), ("orange", "hit"), ("blue", "hit"))
    assert combat.defend(state, clawer).colours == ["blue"]
    roll = combat.defend(state, armored)
    assert roll.colours == ["orange", "orange"] and roll.faces == ["hit", "miss"]
    assert combat.defend(state, accursed).colours == ["orange", "blue"]


def test_ls_9_3_hit_the_monster_is_hit():
    state = game()
    m = add_monster(state, "clawer", (8, 7))
    pin(state, ("blue", "hit"))
    events = attack(state, "slash", (8, 7))
    assert not alive(state, m)
    assert [e.kind for e in events if e.kind in ("defence_roll", "monster_killed")] == [
        "defence_roll",
        "monster_killed",
    ]
    roll = next(e for e in events if e.kind == "defence_roll").args
    assert roll["faces"] == ["hit"] and roll["hit"] and roll["colours"] == ["blue"]


def test_ls_9_4_hit_and_stun_stuns_only_with_stun():
    state = game(weapons=("crossbow", "short_sword"))
    bulky = add_monster(state, "bulky_blue", (10, 7))  # 3 HP, one blue die
    pin(state, ("blue", "hit_stun"))
    attack(state, "stunning_bolt", (10, 7))
    assert bulky.wounds == 1 and bulky.stunned_through == state.monster_phase + 1
    other = game(weapons=("short_sword",))
    b2 = add_monster(other, "bulky_blue", (8, 7))
    pin(other, ("blue", "hit_stun"))
    attack(other, "slash", (8, 7))
    assert b2.wounds == 1 and b2.stunned_through is None


def test_ls_9_5_miss_the_monster_is_not_hit():
    state = game()
    m = add_monster(state, "clawer", (8, 7))
    pin(state, ("blue", "miss"))
    attack(state, "slash", (8, 7))
    assert alive(state, m) and m.wounds == 0 and state.last_roll[0].faces == ["miss"]


def test_ls_9_6_dodge_hits_only_with_no_dodge_and_stuns_either_way():
    state = game(weapons=("frost_wand",))
    m = add_monster(state, "clawer", (8, 7))
    pin(state, ("blue", "dodge_stun"))
    attack(state, "frost_bite", (8, 7))  # No-dodge
    assert not alive(state, m)
    s2 = game()
    m2 = add_monster(s2, "clawer", (8, 7))
    pin(s2, ("blue", "dodge_stun"))
    assert combat.defend(s2, m2, ()).hit is False
    pin(s2, ("blue", "dodge_stun"))
    roll = combat.defend(s2, m2, ("stun",))
    assert roll.hit is False and roll.stunned is True


def test_ls_9_7_armour_hits_only_with_armour_piercing_and_stuns_either_way():
    state = game()
    m = add_monster(state, "bulky_green", (8, 7))  # one orange die
    pin(state, ("orange", "armour_stun"), ("orange", "armour_stun"), ("orange", "armour_stun"))
    assert combat.defend(state, m).hit is False
    assert combat.defend(state, m, ("armour_piercing",)).hit is True
    roll = combat.defend(state, m, ("stun",))
    assert roll.hit is False and roll.stunned is True


def test_ls_9_8_a_stunned_monster_stays_stunned_to_the_end_of_the_next_monster_phase():
    state = game(weapons=("crossbow",))
    state.monster_phase = 3
    bulky = add_monster(state, "bulky_blue", (10, 7))
    pin(state, ("blue", "hit_stun"))
    attack(state, "stunning_bolt", (10, 7))
    assert bulky.stunned_through == 4
    state.monster_phase = 4
    assert combat.is_stunned(state, bulky)
    state.monster_phase = 5
    assert not combat.is_stunned(state, bulky)


def test_ls_9_9_stun_applies_to_every_target_of_the_attack():
    state = game(weapons=("frost_wand",))
    a = add_monster(state, "bulky_blue", (10, 7))
    b = add_monster(state, "bulky_green", (10, 8))
    c = add_monster(state, "bulky_blue", (11, 7))
    # targets roll in the order of the area's squares: centre, north, east, south, west
    pin(state, ("blue", "hit_stun"), ("blue", "miss"), ("orange", "armour_stun"))
    attack(state, "ice_cross", (10, 7))  # cross of 5 + stun centred on (10, 7)
    assert a.stunned_through and b.stunned_through and c.stunned_through is None
    assert a.wounds == 1 and b.wounds == 0


def test_ls_9_10_two_dice_both_must_hit():
    state = game(weapons=("hand_axe",))
    m = add_monster(state, "armored", (8, 7))  # orange + orange
    pin(state, ("orange", "hit"), ("orange", "armour_stun"))
    attack(state, "chop", (8, 7))  # Armour Piercing: both dice hit
    assert not alive(state, m)
    s2 = game()
    m2 = add_monster(s2, "armored", (8, 7))
    pin(s2, ("orange", "hit"), ("orange", "armour_stun"))
    attack(s2, "slash", (8, 7))
    assert alive(s2, m2)


def test_ls_9_11_two_dice_stun_only_with_two_stun_marks():
    state = game()
    m = add_monster(state, "accursed", (8, 7))  # orange + blue
    pin(state, ("orange", "hit_stun"), ("blue", "hit"), ("orange", "armour_stun"), ("blue", "hit_stun"))
    first = combat.defend(state, m, ("stun",))
    assert first.hit and not first.stunned
    second = combat.defend(state, m, ("stun",))
    assert not second.hit and second.stunned  # stunned although not hit


def test_ls_9_12_bosses_are_never_stunned():
    state = game()
    harpy = add_monster(state, "harpy", (8, 7))
    pin(state, ("orange", "hit_stun"), ("blue", "hit_stun"))
    roll = combat.defend(state, harpy, ("stun",))
    assert roll.hit and not roll.stunned


def test_defend_with_events_records_the_roll_for_the_table():
    state = game()
    m = add_monster(state, "clawer", (8, 7))
    pin(state, ("blue", "dodge_stun"))
    events: list = []
    roll = combat.defend(state, m, ("no_dodge",), events=events)
    assert roll.hit and state.last_roll == [roll] and events[0].kind == "defence_roll"


# -- weapons (LS-5) ------------------------------------------------------------------------------


def test_ls_5_3_three_weapon_types_three_sight_rules():
    assert {w.type for w in C.weapons.values()} == {"melee", "ranged", "magic"}
    sector_single = next(m for m in C.weapons["apprentice_staff"].modes if m.id == "magic_missile")
    assert targeting.needs_los("ranged", sector_single) and targeting.needs_los("magic", sector_single)
    assert not targeting.needs_los("melee", sector_single)


def test_ls_5_4_a_two_handed_melee_weapon_deals_2():
    state = game(weapons=("greatsword",))
    m = add_monster(state, "bulky_blue", (8, 7))
    pin(state, ("blue", "hit"))
    attack(state, "overhead", (8, 7))
    assert m.wounds == 2


def test_ls_5_6_a_ranged_weapon_deals_1():
    state = game(weapons=("long_bow",))
    m = add_monster(state, "bulky_blue", (14, 7))
    pin(state, ("blue", "hit"))
    attack(state, "long_shot", (14, 7))
    assert m.wounds == 1 and C.weapons["long_bow"].hands == 2


def test_ls_5_9_every_weapon_is_one_or_two_handed_and_the_presets_respect_two_hands():
    assert all(w.hands in (1, 2) for w in C.weapons.values())
    for sc in C.scenarios.values():
        for lo in sc.heroes:
            assert sum(C.weapons[w].hands for w in lo.weapons) <= 2, (sc.id, lo.hero)


def test_ls_5_10_the_damage_icon():
    assert combat.weapon_damage(C.weapons["short_sword"]) == 1
    assert combat.weapon_damage(C.weapons["spear"]) == 2
    icon = Weapon(id="x", name="x", type="magic", hands=1, damage=2, modes=C.weapons["frost_wand"].modes)
    assert combat.weapon_damage(icon) == 2


def test_ls_5_8_the_magic_reroll_costs_1_mana_once_per_attack():
    state = game(weapons=("apprentice_staff",))
    m = add_monster(state, "bulky_blue", (10, 7))
    pin(state, ("blue", "miss"))
    attack(state, "magic_missile", (10, 7))
    mana = state.heroes[0].mana
    legal = combat.legal_reroll_actions(state)
    assert Reroll(player=0, hero=0, roll=0, magic=True) in legal
    pin(state, ("blue", "miss"))
    reroll(state, 0, magic=True)
    assert state.heroes[0].mana == mana - 1
    assert state.attack is None and m.wounds == 0  # no reroll left: resolved at once


def test_ls_5_8_no_magic_reroll_for_a_hit_or_a_non_magic_weapon():
    state = game(weapons=("short_bow",))
    add_monster(state, "clawer", (10, 7))
    pin(state, ("blue", "miss"))
    attack(state, "shot", (10, 7))
    assert state.attack is None  # nothing to reroll: resolved at once


def test_ls_ex1_magic_missile_may_reroll_any_one_of_its_three_squares():
    state = game(weapons=("apprentice_staff",))
    ms = [add_monster(state, "clawer", c) for c in [(10, 6), (11, 8), (12, 6)]]
    pin(state, ("blue", "miss"), ("blue", "miss"), ("blue", "dodge_stun"))
    attack(state, "magic_missile", (10, 6), (11, 8), (12, 6))
    assert [r.magic_reroll for r in state.attack.rolls] == [True, True, True]
    magic = [a for a in combat.legal_reroll_actions(state) if getattr(a, "magic", False)]
    assert [a.roll for a in magic] == [0, 1, 2]
    pin(state, ("blue", "hit"))
    reroll(state, 1, magic=True)  # the middle one
    assert state.attack is None  # only one magic reroll per attack: resolved
    assert alive(state, ms[0]) and not alive(state, ms[1]) and alive(state, ms[2])


def test_ls_ex2_fireball_rerolls_only_its_central_square():
    state = game(weapons=("fire_staff",))
    centre = add_monster(state, "clawer", (14, 7))
    side = add_monster(state, "clawer", (15, 8))
    pin(state, ("blue", "miss"), ("blue", "miss"))
    attack(state, "fireball", (14, 7))
    rolls = {r.target: r for r in state.attack.rolls}
    assert rolls[centre.id].magic_reroll and not rolls[side.id].magic_reroll
    legal = combat.legal_reroll_actions(state)
    side_index = [r.target for r in state.attack.rolls].index(side.id)
    assert Reroll(player=0, hero=0, roll=side_index, magic=True) not in legal
    with pytest.raises(RuleViolation) as err:
        reroll(state, side_index, magic=True)
    assert err.value.rule == "LS-5.8"


def test_ls_5_11_a_mode_costs_ap_mana_and_mp():
    state = game(weapons=("apprentice_staff",))
    add_monster(state, "clawer", (10, 7))
    h = state.heroes[0]
    pin(state, ("blue", "hit"))
    attack(state, "magic_missile", (10, 7))
    assert (h.ap, h.mana) == (2, C.heroes["corvin"].mana - 1)
    s2 = game(weapons=("greatsword",))
    with pytest.raises(RuleViolation) as err:
        attack(s2, "rush", (8, 7))  # 2 MP and no token flipped
    assert err.value.rule == "LS-5.11"
    s2.heroes[0].mp = 3
    attack(s2, "rush", (8, 7))
    assert s2.heroes[0].mp == 1 and s2.heroes[0].ap == 2


def test_ls_5_12_uses_per_hero_phase_and_once_per_turn():
    state = game()
    h = state.heroes[0]
    h.ap = 5
    for _ in range(2):
        attack(state, "slash", (8, 7))
        h.attacked_this_turn = False  # as if a new turn began
        h.modes_this_turn = []
    with pytest.raises(RuleViolation) as err:
        attack(state, "slash", (8, 7))
    assert err.value.rule == "LS-5.12" and "2 times" in err.value.message
    h.modes_this_turn = ["short_sword/lunge"]
    with pytest.raises(RuleViolation) as err:
        attack(state, "lunge", (7, 5))
    assert err.value.rule == "LS-5.12"
    hero_phase.start(state, [])  # a new hero phase: the uses come back
    assert h.mode_uses == {}


def test_ls_5_14_a_mode_has_a_range_an_area_and_side_effects():
    pierce = next(m for m in C.weapons["spear"].modes if m.id == "pierce")
    assert (pierce.range, pierce.area, pierce.effects) == ("reach2", "line2", ("armour_piercing",))
    state = game(weapons=("spear",))
    first = add_monster(state, "armored", (7, 5))
    second = add_monster(state, "armored", (7, 4))
    pin(state, ("orange", "armour_stun"), ("orange", "hit"), ("orange", "armour_stun"), ("orange", "armour_stun"))
    attack(state, "pierce", (7, 5))  # 2 squares away, the line runs on to (7, 4)
    assert not alive(state, first) and not alive(state, second)


def test_ls_5_17_side_effects_add_to_the_attack():
    plain = game(weapons=("hand_axe",))
    m1 = add_monster(plain, "bulky_green", (8, 7))
    pin(plain, ("orange", "armour_stun"))
    attack(plain, "cleave", (8, 7))
    assert m1.wounds == 0
    piercing = game(weapons=("hand_axe",))
    m2 = add_monster(piercing, "bulky_green", (8, 7))
    pin(piercing, ("orange", "armour_stun"))
    attack(piercing, "chop", (8, 7))  # Armour Piercing
    assert m2.wounds == 1


def test_ls_5_19_hero_attacks_hit_heroes_in_the_area():
    state = game(weapons=("short_bow",), others=[("aldric", (14, 8))])
    m = add_monster(state, "clawer", (14, 7))
    pin(state, ("blue", "hit"))
    attack(state, "rain_of_arrows", (14, 7))  # cross of 5 over the ally at (14, 8)
    assert not alive(state, m)
    assert [(d.hero, d.amount, d.armour_allowed) for d in state.damage_queue] == [(1, 1, True)]
    assert state.damage_queue[0].source.startswith("friendly")


def test_lsh_5_the_attacker_is_not_hit_by_its_own_attack():
    state = game(weapons=("war_hammer",), others=[("aldric", (8, 8))])
    attack(state, "quake", (7, 7))  # the ring of 8 around the hero: the ally is hit, not the hero
    assert [d.hero for d in state.damage_queue] == [1] and state.damage_queue[0].amount == 2


# -- weapon abilities (LS-22) --------------------------------------------------------------------


def test_ls_22_10_single_square_attack_with_stun_stuns():
    state = game(weapons=("crossbow",))
    m = add_monster(state, "bulky_blue", (10, 7))
    pin(state, ("blue", "dodge_stun"))
    attack(state, "stunning_bolt", (10, 7))
    assert m.wounds == 0 and m.stunned_through == state.monster_phase + 1


def test_ls_22_11_move_to_one_square():
    state = game(weapons=("dagger",))
    attack(state, "shadow_step", (7, 5))
    assert state.heroes[0].cell == (7, 5) and state.heroes[0].attacked_this_turn
    s2 = game(weapons=("dagger",))
    add_monster(s2, "clawer", (7, 5))
    with pytest.raises(RuleViolation) as err:
        attack(s2, "shadow_step", (7, 5))
    assert err.value.rule == "LS-22.11"


def test_ls_22_15_line_of_three_then_the_hero_moves_beyond():
    state = game(weapons=("greatsword",))
    state.heroes[0].mp = 2
    m = add_monster(state, "clawer", (9, 7))
    pin(state, ("blue", "hit"))
    attack(state, "rush", (8, 7))
    assert not alive(state, m) and state.heroes[0].cell == (11, 7)


def test_ls_22_17_cross_of_five_with_stun_stuns_its_targets():
    state = game()
    state.heroes[0].scrolls = ["scroll_frost"]  # current sector, cross of 5 + stun
    a = add_monster(state, "bulky_blue", (9, 9))
    b = add_monster(state, "bulky_blue", (9, 8))
    pin(state, ("blue", "hit_stun"), ("blue", "dodge_stun"))
    hero_phase.apply(state, CastScroll(player=0, hero=0, scroll=0, targets=((9, 9),)), [])
    assert a.stunned_through and b.stunned_through and a.wounds == 1 and b.wounds == 0


def test_ls_22_21_square_of_nine_with_stun_stuns_its_targets():
    state = game(weapons=("fire_staff",))
    a = add_monster(state, "bulky_blue", (10, 7))
    b = add_monster(state, "bulky_blue", (11, 8))
    pin(state, ("blue", "hit_stun"), ("blue", "hit_stun"))
    attack(state, "blizzard", (11, 7))
    assert a.stunned_through and b.stunned_through


def test_ls_22_23_perimeter_stuns_the_blue_squares_but_not_the_primary_target():
    state = game(weapons=("spear",))
    target = add_monster(state, "bulky_blue", (7, 6))
    left = add_monster(state, "bulky_blue", (6, 6))
    right = add_monster(state, "bulky_blue", (8, 6))
    pin(state, ("blue", "hit"), ("blue", "hit_stun"), ("blue", "miss"))
    attack(state, "sweep_low", (7, 6))  # single + stun; Perimeter: the squares left and right of the target
    assert target.wounds == 2  # hit (no stun mark on its die)
    assert left.wounds == 0 and left.stunned_through  # stunned, not damaged
    assert right.stunned_through is None


def test_ls_22_24_area_effect_stuns_the_blue_squares():
    state = game(weapons=("war_hammer",))
    a = add_monster(state, "bulky_green", (6, 6))
    b = add_monster(state, "bulky_green", (8, 8))
    pin(state, ("orange", "hit_stun"), ("orange", "armour_stun"))
    attack(state, "quake", (7, 7))  # self, ring of 8, Area effect on all 8
    assert a.wounds == 2 and a.stunned_through
    assert b.wounds == 0 and b.stunned_through


def test_ls_22_25_armour_piercing_hits_the_armour_face():
    state = game(weapons=("crossbow",))
    m = add_monster(state, "bulky_red", (9, 9))
    pin(state, ("orange", "armour_stun"))
    attack(state, "bolt", (9, 9))
    assert m.wounds == 1


def test_ls_22_26_follow_up_moves_into_the_emptied_square():
    state = game()
    m = add_monster(state, "clawer", (7, 5))
    pin(state, ("blue", "hit"))
    attack(state, "lunge", (7, 5))
    assert not alive(state, m) and state.heroes[0].cell == (7, 5)
    empty = game()
    attack(empty, "lunge", (9, 7))  # an empty direct-hit square: the hero moves anyway
    assert empty.heroes[0].cell == (9, 7)
    tough = game()
    add_monster(tough, "bulky_green", (7, 5))
    pin(tough, ("orange", "hit"))
    attack(tough, "lunge", (7, 5))
    assert tough.heroes[0].cell == (7, 7)  # the monster survived: the square is not empty


def test_ls_22_27_isolated_rerolls_once_a_lone_target():
    state = game(weapons=("dagger",))
    m = add_monster(state, "clawer", (8, 7))
    pin(state, ("blue", "miss"))
    attack(state, "stab", (8, 7))
    assert Reroll(player=0, hero=0, roll=0, magic=False) in combat.legal_reroll_actions(state)
    pin(state, ("blue", "miss"))
    reroll(state, 0)
    assert state.attack is None and alive(state, m)  # once only
    crowded = game(weapons=("dagger",))
    add_monster(crowded, "clawer", (8, 7))
    add_monster(crowded, "clawer", (9, 8))  # in the target's area
    pin(crowded, ("blue", "miss"))
    attack(crowded, "stab", (8, 7))
    assert crowded.attack is None


def test_ls_22_29_mobility_moves_the_hero_to_the_green_square():
    state = game(weapons=("spear",))
    state.heroes[0].mp = 1
    add_monster(state, "clawer", (7, 6))
    pin(state, ("blue", "miss"))
    attack(state, "vault", (7, 6))  # the green square is behind the hero, away from the target
    assert state.heroes[0].cell == (7, 8)
    east = game(weapons=("spear",))
    east.heroes[0].mp = 1
    add_monster(east, "clawer", (6, 7))  # attacking west: the hero springs back east
    add_monster(east, "clawer", (8, 7))  # ... but the green square is occupied: no move
    pin(east, ("blue", "miss"))
    attack(east, "vault", (6, 7))
    assert east.heroes[0].cell == (7, 7)


def test_ls_22_30_charge_rerolls_after_3_and_6_squares():
    def charged(moved):
        state = game(weapons=("greatsword",))
        state.heroes[0].moved_this_turn = moved
        add_monster(state, "bulky_green", (8, 7))
        pin(state, ("orange", "miss"))
        attack(state, "overhead", (8, 7))
        free = 0
        while state.attack is not None and Reroll(player=0, hero=0, roll=0) in combat.legal_reroll_actions(state):
            pin(state, ("orange", "miss"))
            reroll(state, 0)
            free += 1
        return free

    assert (charged(2), charged(3), charged(6)) == (0, 1, 2)


def test_ls_22_31_no_dodge_hits_the_dodge_face():
    state = game(weapons=("frost_wand",))
    m = add_monster(state, "bulky_blue", (8, 7))
    pin(state, ("blue", "dodge_stun"))
    attack(state, "frost_bite", (8, 7))
    assert m.wounds == 1 and m.stunned_through is None  # no Stun in this mode


def test_ls_22_32_propagation_chains_through_each_previous_targets_area():
    state = game(weapons=("holy_rod",))
    add_monster(state, "clawer", (9, 7))  # a
    b = add_monster(state, "clawer", (9, 8))  # in a's area
    c = add_monster(state, "clawer", (9, 9))  # in b's area, not a's
    pin(state, ("blue", "hit"), ("blue", "hit"), ("blue", "hit"))
    attack(state, "chain_light", (9, 7), chain=(b.id, c.id))
    assert state.monsters == []
    s2 = game(weapons=("holy_rod",))
    add_monster(s2, "clawer", (9, 7))
    add_monster(s2, "clawer", (9, 8))
    far = add_monster(s2, "clawer", (9, 9))
    with pytest.raises(RuleViolation) as err:
        attack(s2, "chain_light", (9, 7), chain=(far.id,))
    assert err.value.rule == "LS-22.32" and s2.heroes[0].ap == 3


def test_ls_22_33_stun_lasts_until_the_end_of_the_next_monster_phase():
    state = game(weapons=("crossbow",))
    m = add_monster(state, "bulky_blue", (10, 7))
    pin(state, ("blue", "hit_stun"))
    attack(state, "stunning_bolt", (10, 7))
    state.monster_phase += 1
    assert combat.is_stunned(state, m)
    state.monster_phase += 1
    assert not combat.is_stunned(state, m)


def test_ls_22_34_recover_ap_for_an_ally():
    state = game(weapons=("holy_rod",), others=[("aldric", (9, 9))])
    state.heroes[1].ap = 1
    attack(state, "inspire", (9, 9))
    assert state.heroes[1].ap == 2 and state.heroes[0].ap == 2


def test_ls_22_35_recover_movement_for_self():
    state = game(weapons=("holy_rod",))
    h = state.heroes[0]
    h.tokens[0].used = True
    attack(state, "quicken", (7, 7))
    assert not h.tokens[0].used


def test_ls_22_36_curse_changes_one_die_to_the_chosen_colour():
    state = game(weapons=("holy_rod",))
    m = add_monster(state, "armored", (9, 7))  # orange + orange
    pin(state, ("blue", "dodge_stun"), ("orange", "hit"))
    attack(state, "smite", (9, 7), colour="blue")
    assert state.last_roll[0].colours == ["blue", "orange"]
    assert alive(state, m)  # the blue die dodged
    assert combat.dice_colours(["blue"], "orange") == ["orange"]


def test_ls_22_37_one_ally_is_another_hero():
    state = game(weapons=("holy_rod",))
    with pytest.raises(RuleViolation) as err:
        attack(state, "inspire", (7, 7))
    assert err.value.rule == "LS-22.37"


def test_ls_22_38_one_ally_or_self():
    state = game(weapons=("holy_rod",), others=[("aldric", (9, 9))])
    assert set(targeting.direct_hit_squares(state, 0, 0, "quicken")) == {(7, 7), (9, 9)}
    with pytest.raises(RuleViolation) as err:
        attack(state, "quicken", (8, 8))
    assert err.value.rule == "LS-22.38"


def test_ls_22_40_and_ls_16_12_at_most_4_rerolls_per_target():
    state = game(weapons=("greatsword",))
    state.heroes[0].moved_this_turn = 6
    add_monster(state, "bulky_green", (8, 7))
    pin(state, ("orange", "miss"))
    attack(state, "overhead", (8, 7))
    state.attack.rolls[0].rerolls = 4  # as if earlier abilities had used the cap (LS-A22)
    assert combat.legal_reroll_actions(state) == [ResolveAttack(player=0, hero=0)]
    with pytest.raises(RuleViolation) as err:
        reroll(state, 0)
    assert err.value.rule == "LS-16.12"


def test_a_hero_attack_never_damages_structures():
    from .ls_helpers import add_structure

    state = game(weapons=("fire_staff",))
    house = add_structure(state, "house", [(14, 7), (15, 7)])
    attack(state, "fireball", (14, 8))
    assert house.damage == 0 and house in state.structures


def test_the_harpys_death_defeats_the_boss():
    state = make_state("gildenberg_3", heroes=[make_hero(0, "aldric", (7, 7), weapons=["short_sword"])])
    hero_turn(state)
    add_monster(state, "harpy", (8, 7), wounds=6)
    pin(state, ("orange", "hit"), ("blue", "hit"))
    attack(state, "slash", (8, 7))
    assert state.boss.defeated and state.result is not None and state.result.rule == "LS-1.9"


def test_the_reroll_decision_belongs_to_the_attacker():
    state = game(weapons=("apprentice_staff",))
    add_monster(state, "clawer", (10, 7))
    pin(state, ("blue", "miss"))
    attack(state, "magic_missile", (10, 7))
    assert state.attack is not None and state.flow.decision is None  # the driver asks "reroll" next
    resolve(state)
    assert state.attack is None


def test_ls_21_1_an_attack_damages_a_large_figure_once(monkeypatch):
    content = load_content()  # the engine's own copy (a data test may have reloaded it since C was read)
    big = content.monsters["bulky_green"].model_copy(update={"size": (2, 2)})
    monkeypatch.setitem(content.monsters, "bulky_green", big)
    state = game(weapons=("fire_staff",))
    m = add_monster(state, "bulky_green", (14, 7))  # (14-15, 7-8): 4 squares of the fireball
    pin(state, ("orange", "hit"))
    attack(state, "fireball", (14, 7))
    assert len(state.last_roll) == 1 and m.wounds == 1


# -- trees (LS-19.6 to LS-19.9), checked on a Gildenberg copy with a tree at (7, 6) -------------------


@pytest.fixture
def wooded(monkeypatch):
    content = load_content()  # the engine's own copy (a data test may have reloaded it since C was read)
    board = content.boards["gildenberg"]
    rows = list(board.rows)
    rows[6] = rows[6][:7] + "T" + rows[6][8:]
    monkeypatch.setitem(content.boards, "gildenberg", board.model_copy(update={"rows": tuple(rows)}))
    targeting._trees.cache_clear()
    yield
    targeting._trees.cache_clear()


def test_ls_19_6_a_tree_is_an_obstacle_and_a_blocker(wooded):
    state = game(cell=(7, 7))
    state.heroes[0].mp = 2
    assert (7, 6) not in targeting.reachable(state, 0)
    assert not targeting.has_los(state, (7, 7), (7, 3))


def test_ls_19_7_no_sector_range_direct_hit_inside_a_trees_area(wooded):
    state = game(cell=(7, 12), weapons=("short_bow",))
    shot = set(targeting.direct_hit_squares(state, 0, 0, "shot"))
    assert (8, 7) not in shot and (6, 5) not in shot  # in the tree's area
    assert (9, 7) in shot
    problem = targeting.target_problem(
        state, 0, next(m for m in C.weapons["short_bow"].modes if m.id == "shot"), "ranged", (8, 7)
    )
    assert problem[0] == "LS-19.7"


def test_ls_19_8_an_area_still_reaches_squares_around_a_tree(wooded):
    state = game(cell=(7, 12), weapons=("short_bow",))
    m = add_monster(state, "clawer", (8, 7))
    pin(state, ("blue", "hit"))
    attack(state, "rain_of_arrows", (9, 7))  # cross of 5 from (9, 7) reaches (8, 7)
    assert m not in state.monsters


def test_ls_19_9_melee_and_sight_ignore_the_tree_rule(wooded):
    state = game(cell=(8, 8), weapons=("short_sword", "long_bow"))
    assert (8, 7) in set(targeting.direct_hit_squares(state, 0, 0, "slash"))
    far = game(cell=(7, 15), weapons=("long_bow",))
    assert (8, 7) in set(targeting.direct_hit_squares(far, 0, 0, "aimed_shot"))  # far, Sight
    assert (8, 7) not in set(targeting.direct_hit_squares(far, 0, 0, "long_shot"))


def test_ls_ex8_a_follow_up_into_the_last_alerions_square_moves_the_harpy_beside_it():
    state = make_state("gildenberg_3", heroes=[make_hero(0, "aldric", (7, 7), weapons=["short_sword"])])
    hero_turn(state)
    state.boss.alerions_spawned = 3
    state.boss.alerions_dead = 2
    add_monster(state, "alerion", (7, 5))
    pin(state, ("orange", "hit"), ("blue", "hit"))
    events = attack(state, "lunge", (7, 5))  # range 2, Follow-up
    harpy = next(m for m in state.monsters if m.kind == "harpy")
    assert state.heroes[0].cell == (7, 5)  # the hero moved in first ...
    assert harpy.cell != (7, 5) and max(abs(harpy.cell[0] - 7), abs(harpy.cell[1] - 5)) == 1  # ... the harpy beside
    kinds = [e.kind for e in events]
    assert kinds.index("hero_moved") < kinds.index("harpy_arrives")


def test_ls_22_32_propagation_skips_monsters_the_area_already_hits():
    state = game(mana=9)
    state.heroes[0].scrolls = ["scroll_lightning"]  # line of 3, Propagation 1, chosen by the player
    first = add_monster(state, "clawer", (7, 5))
    in_line = add_monster(state, "clawer", (7, 4))  # in the line: attacked by the area
    beside = add_monster(state, "clawer", (8, 4))  # in in_line's area, and in first's: the chain target
    assert hero_phase.auto_chain(state, C.scrolls["scroll_lightning"].mode, [(7, 5)], 0) == (beside.id,)
    pin(state, ("blue", "hit"), ("blue", "hit"), ("blue", "hit"))
    hero_phase.apply(state, CastScroll(player=0, hero=0, scroll=0, targets=((7, 5),)), [])
    assert (state.choice.kind, state.choice.options) == ("chain", [beside.id, None])
    choices.apply(state, Choose(player=0, hero=0, option=beside.id), [])
    assert state.monsters == [] and first.id != in_line.id
    assert len(state.last_roll) == 3
