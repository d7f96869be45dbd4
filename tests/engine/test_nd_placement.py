"""The Nameless Dark Lord: placing Units (ND-7), activated abilities (ND-8) and tokens (ND-10).
Every test names the clause it checks; every refusal names its clause and changes nothing."""

from __future__ import annotations

import pytest

from rookraiders_desktop.engine.core.errors import RuleViolation
from rookraiders_desktop.engine.games.nameless_dark_lord import effects as fx
from rookraiders_desktop.engine.games.nameless_dark_lord.actions import Activate, Exchange, Pass, PlaceUnit
from rookraiders_desktop.engine.games.nameless_dark_lord.scoring import score_sheet

from .nd_helpers import (
    act,
    area_of,
    coins,
    finish_round,
    give,
    home_uid,
    legal,
    new_state,
    of_kind,
    put,
    resolve,
    turn,
)


def refused(state, action, rule):
    before = state.model_dump()
    with pytest.raises(RuleViolation) as info:
        act(state, action)
    assert info.value.rule == rule, info.value
    assert state.model_dump() == before


# --- ND-7 placing --------------------------------------------------------------------------------


def test_nd_7_1_power_decides_priority_and_upkeep_is_paid_on_acquiring():
    state = new_state(4, 1)
    p, q = 0, 1
    put(state, p, "clay_golem", "A")  # Power 3, upkeep 2 silver
    put(state, q, "goblin_soldier", "A")
    put(state, q, "wood_golem", "A")  # Power 1 + 1
    resolve(state)
    assert [(r.player, r.total) for r in area_of(state, "A").ranking] == [(p, 3), (q, 2)]
    events = act(state, legal(state)[0])
    assert of_kind(events, "pay")[0].args == {"player": p, "gold": 0, "silver": 2, "why": "upkeep"}


def test_nd_7_2_only_an_active_unit_of_ones_own_home_area():
    state = new_state(4, 1)
    p = state.flow.decider
    mine = home_uid(state, p, "goblin_soldier")
    theirs = home_uid(state, (p + 1) % 4, "goblin_soldier")
    refused(state, PlaceUnit(player=p, card=theirs, area=0), "ND-7.2")
    refused(state, PlaceUnit(player=p, card=home_uid(state, p, "mountain_fort"), area=0), "ND-7.2")
    state.players[p].off.append(mine)
    refused(state, PlaceUnit(player=p, card=mine, area=0), "ND-8.11")
    assert all(getattr(a, "card", None) != mine for a in legal(state))


def test_nd_7_3_each_placed_unit_takes_a_sleeve_and_without_one_no_placement():
    state = new_state(4, 1)
    p = state.flow.decider
    act(state, PlaceUnit(player=p, card=home_uid(state, p, "goblin_soldier"), area=0))
    assert state.players[p].sleeves == 2
    state.players[p].sleeves = 0
    turn(state, p)
    assert not [a for a in legal(state) if a.kind == "place"]
    refused(state, PlaceUnit(player=p, card=home_uid(state, p, "wood_golem"), area=0), "ND-7.3")


def test_nd_7_4_the_unit_goes_to_the_chosen_targets_battle_area():
    state = new_state(4, 1)
    p = state.flow.decider
    uid = home_uid(state, p, "wood_golem")
    act(state, PlaceUnit(player=p, card=uid, area=4))
    assert area_of(state, "E").units[-1].card == uid and uid not in state.players[p].home
    refused(
        state,
        PlaceUnit(player=state.flow.decider, card=home_uid(state, state.flow.decider, "wood_golem"), area=5),
        "ND-7.4",
    )


def test_nd_7_5_placing_is_a_bid_nothing_is_paid():
    state = new_state(4, 1)
    p = state.flow.decider
    events = act(state, PlaceUnit(player=p, card=home_uid(state, p, "goblin_soldier"), area=0))
    assert not of_kind(events, "pay")
    assert (state.players[p].gold, state.players[p].silver) == (0, 2)


def test_nd_7_6_units_keep_their_placement_order():
    state = new_state(4, 1)
    placed = []
    for i in range(5):
        p = state.flow.decider
        uid = home_uid(state, p, "wood_golem" if i < 4 else "goblin_soldier")
        act(state, PlaceUnit(player=p, card=uid, area=1))
        placed.append(uid)
    assert [u.card for u in area_of(state, "B").units] == placed


def test_nd_7_8_at_most_five_units_in_a_battle_area():
    state = new_state(4, 1)
    for seat, card in (
        (1, "goblin_soldier"),
        (2, "goblin_soldier"),
        (3, "goblin_soldier"),
        (1, "wood_golem"),
        (2, "wood_golem"),
    ):
        put(state, seat, card, "C")
    p = state.flow.decider
    uid = home_uid(state, p, "wood_golem")
    assert all(not (a.kind == "place" and a.area == 2) for a in legal(state))
    refused(state, PlaceUnit(player=p, card=uid, area=2), "ND-7.8")


def test_nd_7_9_units_may_go_to_several_areas_and_several_to_one_area():
    state = new_state(4, 1)
    p = state.flow.decider
    for card, area in (("goblin_soldier", 0), ("wood_golem", 0), ("skeleton_swordsman", 3)):
        turn(state, p)
        act(state, PlaceUnit(player=p, card=home_uid(state, p, card), area=area))
    assert [u.owner for u in area_of(state, "A").units] == [p, p]
    assert [u.owner for u in area_of(state, "D").units] == [p]


# --- ND-8 activated abilities --------------------------------------------------------------------


def test_nd_8_1_only_cards_with_an_activated_ability_can_be_activated():
    state = new_state(4, 1)
    p = state.flow.decider
    refused(state, Activate(player=p, card=home_uid(state, p, "mountain_fort")), "ND-8.1")
    crystal = give(state, p, "far_seeing_crystal")
    assert [a for a in legal(state) if a.kind == "activate"] == [Activate(player=p, card=crystal)]


def test_nd_8_4_the_card_must_be_in_the_users_home_area_and_active():
    state = new_state(4, 1)
    p = state.flow.decider
    other = (p + 1) % 4
    theirs = give(state, other, "far_seeing_crystal")
    refused(state, Activate(player=p, card=theirs), "ND-8.4")
    mine = give(state, p, "far_seeing_crystal", off=True)
    refused(state, Activate(player=p, card=mine), "ND-8.5")


def test_nd_8_5_using_it_turns_the_card_off_once_per_round():
    state = new_state(4, 1)
    p = state.flow.decider
    crystal = give(state, p, "far_seeing_crystal")
    act(state, Activate(player=p, card=crystal))
    act(state, legal(state)[0])
    assert crystal in state.players[p].off
    turn(state, p)
    refused(state, Activate(player=p, card=crystal), "ND-8.5")
    assert not [a for a in legal(state) if a.kind == "activate"]


def test_nd_8_6_a_unit_using_its_ability_needs_no_sleeve():
    state = new_state(4, 1)
    p = state.flow.decider
    archer = give(state, p, "skeleton_archer")
    target = put(state, (p + 1) % 4, "goblin_soldier", "A")
    state.players[p].sleeves = 0
    act(state, Activate(player=p, card=archer, targets=(target.card,)))
    assert state.removed == [target] and state.players[p].sleeves == 0


def test_nd_8_7_an_activation_is_the_turns_action():
    state = new_state(4, 1)
    p = state.flow.decider
    crystal = give(state, p, "far_seeing_crystal")
    act(state, Activate(player=p, card=crystal))
    assert state.flow.decision == "scry" and state.flow.decider == p
    act(state, legal(state)[0])
    assert state.flow.decider == (p + 1) % 4 and state.flow.decision == "turn"


def test_nd_8_8_no_legal_target_no_activation():
    state = new_state(4, 1)
    p = state.flow.decider
    armaments = give(state, p, "trolls_armaments")
    assert not [a for a in legal(state) if a.kind == "activate"]  # no Unit in any battle area
    refused(state, Activate(player=p, card=armaments, targets=("goblin_soldier.1",)), "ND-8.8")


def test_nd_8_9_an_activation_cost_may_be_paid_with_an_exchange():
    state = new_state(4, 1)
    p = state.flow.decider
    give(state, p, "skeleton_mage")  # pay 1 silver
    target = put(state, (p + 1) % 4, "goblin_soldier", "B")
    coins(state, p, gold=1, silver=0)
    options = [a for a in legal(state) if a.kind == "activate"]
    assert len(options) == 1 and options[0].exchanges == (Exchange(card=state.players[p].home[0], pattern=1),)
    events = act(state, options[0])
    assert [e.kind for e in events][:3] == ["exchange", "pay", "activate"]
    assert (state.players[p].gold, state.players[p].silver) == (0, 1)
    assert target in state.removed
    # without the exchange the same activation is refused, naming the payment
    other = new_state(4, 1)
    q = other.flow.decider
    mage2 = give(other, q, "skeleton_mage")
    put(other, (q + 1) % 4, "goblin_soldier", "B")
    coins(other, q, gold=1, silver=0)
    refused(other, Activate(player=q, card=mage2, targets=(area_of(other, "B").units[0].card,)), "ND-8.1")


def test_nd_8_10_trolls_armaments_pays_and_puts_a_power_token():
    state = new_state(4, 1)
    p = state.flow.decider
    armaments = give(state, p, "trolls_armaments")
    target = put(state, p, "goblin_soldier", "A")
    events = act(state, Activate(player=p, card=armaments, targets=(target.card,)))
    assert target.power_tokens == 1 and armaments in state.players[p].off
    assert of_kind(events, "pay")[0].args["silver"] == 1
    assert state.players[p].silver == 1


def test_nd_8_11_an_off_card_stays_off_until_the_next_preparation():
    state = new_state(4, 1)
    p = state.flow.decider
    archer = give(state, p, "skeleton_archer")
    target = put(state, (p + 1) % 4, "goblin_soldier", "A")
    act(state, Activate(player=p, card=archer, targets=(target.card,)))
    turn(state, p)
    refused(state, PlaceUnit(player=p, card=archer, area=1), "ND-8.11")
    resolve(state)
    assert archer in state.players[p].off
    finish_round(state)
    assert archer not in state.players[p].off


# --- ND-10 tokens ----------------------------------------------------------------------------------


def test_nd_10_1_tokens_come_from_the_stock():
    state = new_state(4, 1)
    p = state.flow.decider
    armaments = give(state, p, "trolls_armaments")
    target = put(state, p, "goblin_soldier", "A")
    act(state, Activate(player=p, card=armaments, targets=(target.card,)))
    assert state.power_tokens == 3
    state2 = new_state(4, 1)
    q = state2.flow.decider
    bottle = give(state2, q, "bottled_mana")
    u = put(state2, q, "goblin_soldier", "A")
    act(state2, Activate(player=q, card=bottle, targets=(u.card,)))
    assert state2.charge_tokens == 1 and u.charge


def test_nd_10_2_a_power_token_adds_one_power():
    state = new_state(4, 1)
    put(state, 0, "goblin_soldier", "A", tokens=1)
    put(state, 1, "goblin_soldier", "A")
    put(state, 1, "wood_golem", "A")
    resolve(state)
    assert [(r.player, r.total) for r in area_of(state, "A").ranking] == [(0, 2), (1, 2)]


def test_nd_10_3_power_tokens_add_up():
    state = new_state(4, 1)
    u = put(state, 0, "goblin_soldier", "A", tokens=2)
    assert fx.placement_power(state, u) == 3


def test_nd_10_4_a_charge_token_unit_pays_no_upkeep():
    state = new_state(4, 1)
    put(state, 0, "clay_golem", "A", charge=True)
    put(state, 0, "goblin_soldier", "A")
    cost, lines = fx.upkeep_due(state, area_of(state, "A"), 0)
    assert (cost.gold, cost.silver) == (0, 1)
    assert lines[0].note == "charge"


def test_nd_10_5_a_charge_token_unit_is_unaffected_by_upkeep_changes():
    state = new_state(4, 1)
    give(state, 0, "golem_workshop")
    put(state, 1, "goblin_king", "A")
    put(state, 0, "clay_golem", "A", charge=True)  # the King would add 1, the Workshop would cover 1
    put(state, 0, "lambert_golem", "A")  # cost value 3: Workshop 1g+1s, King +1s
    cost, lines = fx.upkeep_due(state, area_of(state, "A"), 0)
    assert (cost.gold, cost.silver) == (1, 2)
    assert [line.note for line in lines] == ["charge", "workshop+surcharge"]


def test_nd_10_6_each_curse_token_costs_its_holder_one_point():
    state = new_state(4, 1)
    before = score_sheet(state, 2).total
    state.players[2].curses = 2
    sheet = score_sheet(state, 2)
    assert sheet.total == before - 2 and sheet.curses == 2


def test_nd_10_7_power_tokens_count_when_an_ability_picks_its_target():
    state = new_state(4, 1)
    p = state.flow.decider
    archer = give(state, p, "skeleton_archer")  # targets Power 1 or less
    strong = put(state, (p + 1) % 4, "goblin_soldier", "A", tokens=1)
    weak = put(state, (p + 1) % 4, "wood_golem", "A")
    targets = [a.targets for a in legal(state) if a.kind == "activate"]
    assert targets == [(weak.card,)]
    refused(state, Activate(player=p, card=archer, targets=(strong.card,)), "ND-16.1")


def test_nd_10_8_strength_calculation_modifiers_do_not_exist_during_placement():
    state = new_state(4, 1)
    p = state.flow.decider
    give(state, p, "skeleton_archer")
    put(state, (p + 1) % 4, "skeleton_lord", "A")
    swordsman = put(state, (p + 1) % 4, "skeleton_swordsman", "A")
    assert fx.placement_power(state, swordsman) == 1
    assert fx.strength_powers(state, area_of(state, "A")) == [4, 2]
    assert (swordsman.card,) in [a.targets for a in legal(state) if a.kind == "activate"]


def test_pass_and_place_are_refused_out_of_turn():
    state = new_state(4, 1)
    p = state.flow.decider
    other = (p + 1) % 4
    before = state.model_dump()
    with pytest.raises(RuleViolation) as info:
        act(state, Pass(player=other))
    assert info.value.rule == "ND-6.2" and state.model_dump() == before
