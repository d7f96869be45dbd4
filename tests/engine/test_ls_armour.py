"""The Last Spell: armour against hero damage (LS-7.1 to LS-7.6, LS-23, LS-A39), hero death and
Priest Armor (LS-4.2, LS-23.23), damage to structures and the magic circle (LS-15.3, LS-15.4)."""

from __future__ import annotations

import pytest

from rookraiders_desktop.engine.core.errors import RuleViolation
from rookraiders_desktop.engine.games.last_spell import combat, hero_phase, targeting
from rookraiders_desktop.engine.games.last_spell.actions import (
    Attack,
    Punch,
    RecoverArmour,
    SaveAlly,
    TakeDamage,
    UseArmour,
)

from .ls_helpers import add_monster, add_structure, hero_turn, make_hero, make_state, pin


def hurt(cards, amount=3, *, wounds=0, source="clawer", **kw):
    """Aldric (HP 10) on (7, 7) wearing `cards` takes `amount`; Brina stands on (9, 9)."""
    state = make_state(
        heroes=[make_hero(0, "aldric", (7, 7), armour=cards, wounds=wounds), make_hero(1, "brina", (9, 9))]
    )
    combat.queue_hero_damage(state, 0, amount, [], source=source, **kw)
    return state


def use(state, slot, **kw):
    events: list = []
    combat.apply_armour_action(state, UseArmour(player=0, hero=0, slot=slot, **kw), events)
    return events


def take(state):
    events: list = []
    combat.apply_armour_action(state, TakeDamage(player=0, hero=0), events)
    return events


def wounds_after(cards, amount=3, slots=(0,)):
    state = hurt(cards, amount)
    for s in slots:
        use(state, s)
    take(state)
    return state.heroes[0].wounds


# -- LS-7 ----------------------------------------------------------------------------------------


def test_ls_7_1_armour_reduces_monster_damage():
    state = hurt(["worn_out_armor"], 3)
    assert UseArmour(player=0, hero=0, slot=0) in combat.legal_armour_actions(state)
    use(state, 0)
    assert state.damage_queue[0].amount == 2
    take(state)
    assert state.heroes[0].wounds == 2 and state.damage_queue == []


def test_ls_7_1_without_a_ready_card_the_damage_is_simply_taken():
    state = hurt([], 2)
    assert combat.legal_armour_actions(state) == [TakeDamage(player=0, hero=0)]
    combat.advance_damage(state, [])  # nothing to decide: resolved at once
    assert state.heroes[0].wounds == 2


def test_ls_7_3_on_use_ability_and_additional_ability():
    state = hurt(["chain_armor", "priest_armor"], 3)
    use(state, 0)  # on use: reduce 1
    assert state.damage_queue[0].amount == 2 and state.heroes[0].armour[0].exhausted
    with pytest.raises(RuleViolation) as err:
        use(state, 1)  # Priest Armor reduces nothing
    assert err.value.rule == "LS-7.3"


def test_ls_7_4_an_exhausted_card_cannot_be_used_again():
    state = hurt(["cloth_armor"], 5)
    use(state, 0)
    with pytest.raises(RuleViolation) as err:
        use(state, 0)
    assert err.value.rule == "LS-7.4"
    assert all(not isinstance(a, UseArmour) for a in combat.legal_armour_actions(state))


def test_ls_7_5_an_additional_ability_recovers_its_own_card_and_the_night_does_not():
    state = hurt(["chain_armor"], 2)
    use(state, 0)
    take(state)
    hero_phase.start(state, [])  # the normal recovery is a Day rule: nothing comes back at night
    assert state.heroes[0].armour[0].exhausted
    state.flow.turn = 0
    hero_phase.advance(state, [])
    mana = state.heroes[0].mana
    hero_phase.apply(state, RecoverArmour(player=0, hero=0, slot=0), [])
    assert not state.heroes[0].armour[0].exhausted and state.heroes[0].mana == mana - 2


def test_ls_7_6_an_additional_ability_is_used_by_paying_its_cost_even_against_damage():
    state = hurt(["chain_armor"], 4)
    use(state, 0)
    events: list = []
    combat.apply_armour_action(state, RecoverArmour(player=0, hero=0, slot=0), events)  # 2 mana, at any time
    use(state, 0)  # and again against the same damage
    take(state)
    assert state.heroes[0].wounds == 2
    poor = hurt(["chain_armor"], 4)
    use(poor, 0)
    poor.heroes[0].mana = 1
    with pytest.raises(RuleViolation) as err:
        combat.apply_armour_action(poor, RecoverArmour(player=0, hero=0, slot=0), [])
    assert err.value.rule == "LS-4.4"


def test_ls_a39_several_cards_add_up_never_below_zero():
    state = hurt(["turtle_armor", "worn_out_pants", "tower_shield"], 4)
    use(state, 0)
    use(state, 1)
    assert state.damage_queue[0].amount == 0
    with pytest.raises(RuleViolation):
        use(state, 2)  # nothing left to reduce
    take(state)
    assert state.heroes[0].wounds == 0


def test_ls_10_8_armour_cannot_reduce_an_explosion():
    state = hurt(["turtle_armor"], 4, source="explosion", armour_allowed=False)
    assert combat.legal_armour_actions(state) == [TakeDamage(player=0, hero=0)]
    with pytest.raises(RuleViolation) as err:
        use(state, 0)
    assert err.value.rule == "LS-10.8"


def test_ls_10_10_mana_drain_takes_2_mana_besides_the_damage():
    state = hurt(["turtle_armor"], 2, mana_drain=2)
    mana = state.heroes[0].mana
    use(state, 0)
    take(state)
    assert state.heroes[0].wounds == 0 and state.heroes[0].mana == mana - 2


# -- the armour cards (LS-23) ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "card,reduce",
    [
        ("worn_out_pants", 1),
        ("worn_out_armor", 1),
        ("wooden_shield", 1),
        ("cloth_pants", 2),
        ("chain_pants", 2),
        ("cloth_armor", 2),
        ("turtle_armor", 3),
        ("tower_shield", 3),
    ],
)
def test_ls_23_plain_cards_reduce_by_their_value(card, reduce):
    assert wounds_after([card], 6) == 6 - reduce


def test_ls_23_2_worn_out_pants_reduce_1():
    assert wounds_after(["worn_out_pants"], 2) == 1


def test_ls_23_3_worn_out_armor_reduces_1():
    assert wounds_after(["worn_out_armor"], 2) == 1


def test_ls_23_4_wooden_shield_reduces_1():
    assert wounds_after(["wooden_shield"], 2) == 1


def test_ls_23_5_cloth_pants_reduce_2():
    assert wounds_after(["cloth_pants"], 3) == 1


def test_ls_23_6_chain_pants_reduce_2():
    assert wounds_after(["chain_pants"], 3) == 1


def test_ls_23_7_cloth_armor_reduces_2():
    assert wounds_after(["cloth_armor"], 3) == 1


def test_ls_23_8_chain_armor_reduces_1_and_recovers_for_2_mana():
    state = hurt(["chain_armor"], 2)
    use(state, 0)
    assert state.damage_queue[0].amount == 1
    mana = state.heroes[0].mana
    combat.recover_armour(state, state.heroes[0], 0, [])
    assert not state.heroes[0].armour[0].exhausted and state.heroes[0].mana == mana - 2


def test_ls_23_9_iron_shield_reduces_1_and_recovers_for_a_movement_token():
    state = hurt(["iron_shield"], 2)
    use(state, 0)
    assert state.damage_queue[0].amount == 1
    h = state.heroes[0]
    combat.recover_armour(state, h, 0, [])
    assert not h.armour[0].exhausted and sum(t.used for t in h.tokens) == 1
    assert min(h.tokens, key=lambda t: t.value).used  # the smallest token is spent (LSH-9)


def test_ls_23_10_drop_shield_reduces_1_and_recovers_2_mana():
    state = hurt(["drop_shield"], 2)
    state.heroes[0].mana = 1
    use(state, 0)
    assert state.damage_queue[0].amount == 1 and state.heroes[0].mana == 3


def test_ls_23_11_runners_greaves_reduce_2_and_recover_a_token():
    state = hurt(["runners_greaves"], 3)
    h = state.heroes[0]
    for t in h.tokens:
        t.used = True
    use(state, 0)
    assert state.damage_queue[0].amount == 1 and sum(not t.used for t in h.tokens) == 1
    assert max(h.tokens, key=lambda t: t.value).used is False  # the highest comes back (LSH-9)


def test_ls_23_12_jump_boots_reduce_2_and_walk_through_low_obstacles():
    assert wounds_after(["jump_boots"], 3) == 1
    plain = make_state(heroes=[make_hero(0, "aldric", (4, 6))])  # the rock is on (4, 5)
    boots = make_state(heroes=[make_hero(0, "aldric", (4, 6), armour=["jump_boots"])])
    plain.heroes[0].mp = boots.heroes[0].mp = 2
    assert (4, 4) not in targeting.reachable(plain, 0)
    reach = targeting.reachable(boots, 0)
    assert reach[(4, 4)] == 2 and (4, 5) not in reach  # through, not onto
    barricade = make_state(heroes=[make_hero(0, "aldric", (7, 8), armour=["jump_boots"])])
    add_structure(barricade, "wooden_barricade", [(6, 7), (7, 7), (8, 7)])
    barricade.heroes[0].mp = 2
    assert targeting.reachable(barricade, 0)[(7, 6)] == 2


def test_ls_23_13_turtle_armor_reduces_3():
    assert wounds_after(["turtle_armor"], 4) == 1


def test_ls_23_14_healers_armor_reduces_2_and_heals_another_hero():
    state = hurt(["healers_armor"], 3)
    state.heroes[1].wounds = 2
    assert UseArmour(player=0, hero=0, slot=0, other=1) in combat.legal_armour_actions(state)
    use(state, 0, other=1)
    assert state.damage_queue[0].amount == 1 and state.heroes[1].wounds == 1
    selfish = hurt(["healers_armor"], 3, wounds=2)
    with pytest.raises(RuleViolation) as err:
        use(selfish, 0, other=0)
    assert err.value.rule == "LS-23.14"


def test_ls_23_15_fury_shield_reduces_2_and_attacks_an_adjacent_monster():
    state = hurt(["fury_shield"], 3)
    m = add_monster(state, "clawer", (8, 8))  # diagonal: in the hero's area
    pin(state, ("blue", "hit"))
    events = use(state, 0, other=m.id)
    assert state.damage_queue[0].amount == 1 and m not in state.monsters
    assert "defence_roll" in [e.kind for e in events] and not state.heroes[0].attacked_this_turn
    far = hurt(["fury_shield"], 3)
    m2 = add_monster(far, "clawer", (9, 7))
    with pytest.raises(RuleViolation) as err:
        use(far, 0, other=m2.id)
    assert err.value.rule == "LS-23.15"


def test_ls_a24_a_fury_shield_stun_would_last_through_the_next_monster_phase():
    state = hurt(["worn_out_armor"], 1)
    state.phase = "monster"
    state.monster_phase = 2
    m = add_monster(state, "clawer", (8, 8))
    combat.stun(state, m, [])
    assert m.stunned_through == 3


def test_ls_23_16_tower_shield_reduces_3():
    assert wounds_after(["tower_shield"], 3) == 0


def test_ls_23_17_coat_armor_reduces_3_and_forbids_shields():
    assert wounds_after(["coat_armor"], 4) == 1
    state = hurt(["coat_armor", "wooden_shield"], 5)
    with pytest.raises(RuleViolation) as err:
        use(state, 1)
    assert err.value.rule == "LS-23.17"


def test_ls_23_18_heavy_shield_reduces_3_and_forbids_upper_armour():
    assert wounds_after(["heavy_shield"], 4) == 1
    state = hurt(["heavy_shield", "cloth_armor", "cloth_pants"], 8)
    with pytest.raises(RuleViolation) as err:
        use(state, 1)
    assert err.value.rule == "LS-23.18"
    use(state, 2)  # lower armour stays allowed (LS-A37)
    assert state.damage_queue[0].amount == 6


def two_kills(cards):
    state = hero_turn(make_state(heroes=[make_hero(0, "aldric", (7, 7), weapons=["greatsword"], armour=cards)]))
    add_monster(state, "clawer", (8, 7))
    add_monster(state, "clawer", (8, 6))
    pin(state, ("blue", "hit"), ("blue", "hit"))
    return state


def test_ls_23_19_murder_armor_comes_back_after_two_kills_in_a_turn():
    assert wounds_after(["murder_armor"], 2) == 1
    state = two_kills(["murder_armor"])
    state.heroes[0].armour[0].exhausted = True
    events: list = []
    hero_phase.apply(state, Attack(player=0, hero=0, weapon=0, mode="sweep", targets=((8, 7),)), events)
    assert state.monsters == [] and not state.heroes[0].armour[0].exhausted
    assert any(e.kind == "armour_recovered" for e in events)


def test_ls_23_20_murder_pants_recover_a_token_after_two_kills_in_a_turn():
    assert wounds_after(["murder_pants"], 2) == 1
    state = two_kills(["murder_pants"])
    h = state.heroes[0]
    h.tokens[0].used = True
    hero_phase.apply(state, Attack(player=0, hero=0, weapon=0, mode="sweep", targets=((8, 7),)), [])
    assert not h.tokens[0].used


def test_ls_23_21_darkness_armor_trades_1_damage_for_4_mana():
    state = hurt(["darkness_armor"], 3)
    state.heroes[0].mana = 1
    use(state, 0, dark=True)
    assert state.damage_queue[0].amount == 2 and state.heroes[0].mana == 5
    plain = hurt(["darkness_armor"], 3)
    use(plain, 0)
    assert plain.damage_queue[0].amount == 1


def test_ls_23_22_darkness_pants_trade_1_damage_for_2_tokens():
    state = hurt(["darkness_pants"], 3)
    for t in state.heroes[0].tokens:
        t.used = True
    use(state, 0, dark=True)
    assert state.damage_queue[0].amount == 2 and sum(not t.used for t in state.heroes[0].tokens) == 2


def test_ls_4_2_a_hero_dies_at_its_hp_and_the_players_lose():
    state = hurt([], 10)
    take(state)
    h = state.heroes[0]
    assert h.dead and h.cell is None
    assert state.result is not None and state.result.rule == "LS-1.5"


def test_ls_23_23_priest_armor_saves_a_dying_ally():
    state = make_state(
        heroes=[make_hero(0, "aldric", (7, 7), wounds=8), make_hero(1, "brina", (9, 9), armour=["priest_armor"])]
    )
    combat.queue_hero_damage(state, 0, 3, [], source="clawer")
    combat.resolve_damage(state, [])
    assert state.dying == 0 and not state.heroes[0].dead and state.result is None
    assert combat.priest_savers(state) == [1]
    assert SaveAlly(player=1, hero=1, slot=0) in combat.legal_priest_actions(state)
    combat.apply_priest(state, SaveAlly(player=1, hero=1, slot=0), [])
    h = state.heroes[0]
    assert state.dying is None and h.wounds == h.hp - 1 and not h.dead and state.heroes[1].armour[0].exhausted


def test_ls_23_23_declining_the_priest_lets_the_hero_die():
    state = make_state(
        heroes=[make_hero(0, "aldric", (7, 7), wounds=9), make_hero(1, "brina", (9, 9), armour=["priest_armor"])]
    )
    combat.queue_hero_damage(state, 0, 1, [], source="clawer")
    combat.resolve_damage(state, [])
    combat.apply_priest(state, SaveAlly(player=1, hero=1, slot=None), [])
    assert state.heroes[0].dead and state.result.rule == "LS-1.5"


def test_ls_a39_priest_armor_does_not_save_its_wearer():
    state = make_state(
        heroes=[make_hero(0, "aldric", (7, 7), wounds=9, armour=["priest_armor"]), make_hero(1, "brina", (9, 9))]
    )
    combat.queue_hero_damage(state, 0, 1, [], source="clawer")
    combat.resolve_damage(state, [])
    assert state.heroes[0].dead and state.dying is None


def test_ls_23_24_running_boots_give_2_more_mp_and_recover_for_1_mana():
    state = hero_turn(make_state(heroes=[make_hero(0, "aldric", (7, 7), armour=["running_boots"])]))
    from rookraiders_desktop.engine.games.last_spell.actions import FlipToken, UseBoots

    hero_phase.apply(state, UseBoots(player=0, hero=0, slot=0), [])
    hero_phase.apply(state, FlipToken(player=0, hero=0, token=0), [])
    h = state.heroes[0]
    assert h.mp == h.tokens[0].value + 2 and not h.boots_bonus and h.armour[0].exhausted
    mana = h.mana
    hero_phase.apply(state, RecoverArmour(player=0, hero=0, slot=0), [])
    assert not h.armour[0].exhausted and h.mana == mana - 1


def test_ls_23_25_evasion_mantle_reduces_6_and_recovers_for_2_tokens():
    state = hurt(["evasion_mantle"], 7)
    use(state, 0)
    assert state.damage_queue[0].amount == 1
    h = state.heroes[0]
    combat.recover_armour(state, h, 0, [])
    assert not h.armour[0].exhausted and sum(t.used for t in h.tokens) == 2


def test_friendly_fire_may_be_reduced_by_armour_but_not_by_defence_up():
    state = make_state(heroes=[make_hero(0, "aldric", (7, 7), armour=["worn_out_armor"])])
    state.heroes[0].defence_up = True
    combat.queue_hero_damage(state, 0, 2, [], source="friendly:short_bow/rain_of_arrows")
    assert state.damage_queue[0].amount == 2 and state.heroes[0].defence_up
    use(state, 0)
    take(state)
    assert state.heroes[0].wounds == 1


# -- structures and the circle (LS-15.3, LS-15.4) --------------------------------------------------


def test_ls_15_3_flames_on_walls_come_from_the_box_and_on_buildings_from_the_panic_track():
    state = make_state()
    state.panic = [1, 2, 0]
    wall = add_structure(state, "stone_wall", [(7, 7)])
    house = add_structure(state, "house", [(9, 9), (10, 9)])
    combat.damage_structure(state, wall, 2, [])
    assert state.panic == [1, 2, 0] and wall.damage == 2
    combat.damage_structure(state, house, 2, [])
    assert state.panic == [0, 1, 0] and house.damage == 2
    combat.damage_structure(state, house, 2, [])  # 4 = its durability: destroyed
    assert house not in state.structures and state.panic == [0, 0, 0]


def test_ls_15_4_damage_to_the_circle_removes_mages():
    state = make_state(heroes=[make_hero(0, "aldric", (7, 7))])
    state.mages = 2
    combat.damage_circle(state, 1, [])
    assert state.mages == 1 and state.result is None
    combat.damage_circle(state, 1, [])
    assert state.mages == 0 and state.result.rule == "LS-1.7"


def test_a_punch_frees_a_trapped_ally_without_dice():
    state = hero_turn(make_state(heroes=[make_hero(0, "aldric", (7, 7)), make_hero(1, "brina", (8, 7))]))
    trap = add_monster(state, "clawer", (8, 7), trapping=1)
    state.heroes[1].trapped = True
    hero_phase.apply(state, Punch(player=0, hero=0, target=(8, 7)), [])
    assert not state.heroes[1].trapped and trap not in state.monsters and state.heroes[0].ap == 2
